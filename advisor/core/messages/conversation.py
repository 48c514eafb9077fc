"""Sentences the chat states about a turn (advisor/core/conversation.py): what a follow-up changed and why."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    "conversation.cheaper_on_spot": E(
        "Cheaper: priced on spot (training restarts from checkpoints ≤ 15 min apart; a batch resumes from its finished "
        "shards). Each lever below, spot included, is priced against the on-demand answer.",
        "更便宜：改按竞价实例计价（训练可从 ≤ 15 分钟一次的 checkpoint 续跑；批量任务从已完成的分片续跑）。下面每个办法（含竞价）"
        "都与按量计费的答案相比。"),
    "conversation.because_filter": E(
        "because {fields:, } changed which machines are offered, not what the work needs (one copy on the new plan's "
        "layout: {before} → {after})",
        "因为{fields:、}改变了可选的机器，而不是负载本身的需求（新方案的布局下一份：{before} → {after}）"),
    "conversation.filter_field": pick(
        "field", {"providers": "the provider filter", "regions": "the region filter", "gpu_preference": "the card",
                  "num_gpus": "the GPU count", "budget": "the budget", "budget_per_hour": "the hourly budget",
                  "billing": "the billing", "priority": "the priority", "min_gpu_memory_gib": "the per-card memory floor",
                  "max_gpu_memory_gib": "the per-card memory cap", "personal_use": "personal use",
                  "exclude_marketplace": "excluding marketplaces", "deadline_hours": "the deadline"},
        {"providers": "云厂商筛选", "regions": "区域筛选", "gpu_preference": "指定的卡", "num_gpus": "卡数",
         "budget": "预算", "budget_per_hour": "每小时预算", "billing": "计费方式", "priority": "优先级",
         "min_gpu_memory_gib": "单卡显存下限", "max_gpu_memory_gib": "单卡显存上限", "personal_use": "个人使用",
         "exclude_marketplace": "排除算力市场", "deadline_hours": "截止时间"}),
}
