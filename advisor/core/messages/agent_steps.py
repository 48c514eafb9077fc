"""Words for advisor.core.agent_steps_read: a fleet of software agents stepping at a stated cadence, read as a served
load (tools.agent_steps)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "agent_steps.fleet_load": E(
        "'{said}' with one step every {every:g} s each read as serving: {n} sessions at once (agents loop without a "
        "human pause, so every one is active) and {n} ÷ {every:g} s = {rate:g} requests/s; say how many run together "
        "if fewer",
        "“{said}”每个 agent 每 {every:g} 秒一步，按在线服务估算：同时 {n} 个会话（agent 不像人会停顿，全部在跑），"
        "每秒 {n} ÷ {every:g} = {rate:g} 个请求；如同时运行的更少请说明"),
}
