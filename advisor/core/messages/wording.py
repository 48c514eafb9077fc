"""The words of tools/wording.py's facts: durations and GPU-hours (advisor/core/messages/__init__.py says how a
template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _days(a: Mapping[str, Any]) -> str:
    d = f"{a['days']:,.1f}"
    return f"{d} {'day' if d == '1.0' else 'days'}"


def _fleet_en(a: Mapping[str, Any]) -> str:
    if a["machines"] > 1:
        rdma = ", InfiniBand or RoCE (RDMA) between the machines" if a.get("rdma") else ""
        return f"{a['machines']} × {a['base']} ({a['per']:g} × {a['gpu']} each{rdma})"
    return f"{a['base']} ({a['per']:g} × {a['gpu']})"


def _fleet_zh(a: Mapping[str, Any]) -> str:
    if a["machines"] > 1:
        rdma = "，机器之间需 InfiniBand 或 RoCE（RDMA）互联" if a.get("rdma") else ""
        return f"{a['machines']} 台 {a['base']}（每台 {a['per']:g} × {a['gpu']}{rdma}）"
    return f"{a['base']}（{a['per']:g} × {a['gpu']}）"


ENTRIES: dict[str, E] = {
    "wording.fleet": E(_fleet_en, _fleet_zh),
    "wording.days": E(_days, "{days:,.1f} 天"),
    "wording.hours": E("{hours:,.1f} h", "{hours:,.1f} 小时"),
    "wording.under_a_minute": E("< 1 min", "不到 1 分钟"),
    "wording.seconds": E("{seconds:,.0f} s", "{seconds:,.0f} 秒"),
    "wording.minutes": E("{minutes:,.0f} min", "{minutes:,.0f} 分钟"),
    "wording.gpu_hours": E(lambda a: f"{a['n']} {'GPU-hour' if a['n'] == '1.0' else 'GPU-hours'}", "{n} GPU 小时"),
}
