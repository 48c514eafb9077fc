"""The words of tools/traffic.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "traffic.concurrency_users_at_once": E(
        "concurrency: {n:,} users at once at peak from {daily_users:,} users a day (one {session_minutes}-min session "
        "each over a {active_hours}-h day, busiest hour {peak_factor}× the average; Little's law); say how many are "
        "active together to replace it",
        "并发：每天 {daily_users:,} 人 → 高峰同时约 {n:,} 人（每人每天一次 {session_minutes} 分钟会话，分布在 "
        "{active_hours} 小时内，高峰小时为平均的 {peak_factor} 倍；利特尔定律）；如知道同时在用的人数请说明"),
    "traffic.requests_per_s_from_daily": E(
        "request rate: {per_day:,.0f} requests a day read as ≥ {rate:g} requests/s at peak (spread over a "
        "{active_hours}-h day, busiest hour {peak_factor}× the average); say the peak rate to replace it",
        "请求速率：每天 {per_day:,.0f} 次请求 → 高峰约每秒 {rate:g} 次（分布在 {active_hours} 小时内，高峰小时为平均的 "
        "{peak_factor} 倍）；如知道高峰速率请直接说明"),
}
