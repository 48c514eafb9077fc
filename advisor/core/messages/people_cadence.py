"""Words for advisor.core.people_cadence: people at work each bringing one request a stated period, read as a rate."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "people_cadence.rate": E(
        "{n:,} people, one request for each of them every {every:g} s: {n:,} ÷ {every:g} s ≈ {rate:g} requests/s, "
        "never {n:,} at once; the requests in flight are that rate × one request's time on the plan (first token + "
        "answer at its speed: Little's law)",
        "{n:,} 人，每人每 {every:g} 秒一个请求：{n:,} ÷ {every:g} 秒 ≈ 每秒 {rate:g} 个请求，不是同时 {n:,} 个；同时在处理的"
        "请求数 = 该速率 × 方案上每个请求的耗时（首 token + 按其速度生成回答：利特尔定律）"),
}
