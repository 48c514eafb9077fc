"""Sentences the chat states about a turn (advisor/core/conversation.py): what a follow-up changed and why."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "conversation.cheaper_on_spot": E(
        "Cheaper: priced on spot (training restarts from checkpoints ≤ 15 min apart; a batch resumes from its finished "
        "shards). Each lever below, spot included, is priced against the on-demand answer.",
        "更便宜：改按竞价实例计价（训练可从 ≤ 15 分钟一次的 checkpoint 续跑；批量任务从已完成的分片续跑）。下面每个办法（含竞价）"
        "都与按量计费的答案相比。"),
}
