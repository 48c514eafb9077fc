"""Words for advisor.core.agent_load: a large fleet of coding agents sized at the share generating at once."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "agent_load.coding_agents_share": E(
        "'{said}' read as {n} requests generating at once ({pct}% of {agents}, an assumption: each agent waits on its "
        "tools, builds and tests between model calls, so a fleet above {team} is not all generating at the same "
        "instant); say \"all {agents} at once\" or the real count to change it",
        "“{said}”按同时生成 {n} 路估算（{agents} 个中的 {pct}%，为假设：每个 agent 在两次调用模型之间要等工具、编译和测试，"
        "超过 {team} 个时不会全部同时在生成）；如确实全部同时运行请说“{agents} 个同时”，或给出实际数"),
}
