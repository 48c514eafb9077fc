"""The words of a live short-answer job's output length (tools.short_output)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "short_output.guard": E(
        "output: a safety verdict, {out:,} tokens per request ('safe', or 'unsafe' and the category violated, as the "
        "guard model writes it; not a chat reply; say the real length)",
        "输出：每条一个安全判定，按 {out:,} token 估算（安全模型只写 'safe'，或 'unsafe' 加违规类别，不是聊天回复；"
        "如不同请说明实际长度）"),
    "short_output.agent_action": E(
        "output: each agent step answers one action, a tool / function call of ≈ {out:,} tokens (a computer-use JSON such "
        "as {{\"action\": \"left_click\", \"coordinate\": [x, y]}}), not a 338-token chat reply; say the real length",
        "输出：智能体每一步只返回一个动作（一次工具 / 函数调用，约 {out:,} token，例如 computer-use 的 "
        "{{\"action\": \"left_click\", \"coordinate\": [x, y]}}），不是 338 token 的聊天回复；如不同请说明实际长度"),
}
