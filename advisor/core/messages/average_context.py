"""The words of advisor/core/average_context_read.py: a chat's context said as its average length."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "average_context.read": E(
        "'{said}' read as the TYPICAL conversation, not a limit: every user's KV cache is sized at {n:,} tokens "
        "(a conversation longer than the average needs room beyond it: say the longest one if it matters)",
        "“{said}”按典型（平均）对话长度理解，不是上限：每个用户的 KV 缓存都按 {n:,} token 预留"
        "（比平均更长的对话还要更多显存：如有需要请说明最长的对话）"),
}
