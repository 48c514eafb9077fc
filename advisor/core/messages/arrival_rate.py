"""The words of a count of generated items an hour read as an arrival rate (advisor/core/arrival_rate_read.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    return (f"concurrency: '{a['said']}' read as an arrival rate of {a['rate']:g} requests/s, not that many at once: "
            f"the requests in flight are the rate × each request's time (its prefill + decode at the pick's speed), "
            f"Little's law; say how many run at the same time if you know")


def _zh(a: Mapping[str, Any]) -> str:
    return (f"并发：“{a['said']}”按到达速率 {a['rate']:g} 个请求/秒估算，不是同时这么多个：同时在处理的请求数 = 速率 × 每个请求的"
            f"耗时（预填充 + 按所选机器速度生成），即 Little 定律；如知道同时在跑多少个请说明")


ENTRIES: dict[str, E] = {
    "arrival_rate.read": E(_en, _zh),
}
