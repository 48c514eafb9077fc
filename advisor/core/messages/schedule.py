"""The words of tools/schedule.py: a service switched on each day (its start-up and its machine's availability)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _minutes(a: Mapping[str, Any]) -> str:
    m = a["minutes"]
    return f"{m:,.0f}" if m >= 1 else "< 1"


ENTRIES: dict[str, E] = {
    # tools.schedule.daily_start: one line, beside a service priced at some hours a day
    "schedule.daily_start": E(
        lambda a: (f"Switched on each day: loading the {a['weights_gb']:,.0f} GB of weights takes ≥ {_minutes(a)} min "
                   f"(at {a['gbps']:g} GB/s from a fast disk; slower from object storage), billed, before the first "
                   f"answer, so start it before people arrive; an on-demand {a['gpus']} × {a['gpu']} machine is not "
                   "guaranteed free each morning (a reservation is, but is billed for the whole month)"),
        lambda a: (f"每天开机：加载 {a['weights_gb']:,.0f} GB 权重至少 {_minutes(a)} 分钟（高速盘 {a['gbps']:g} GB/s，"
                   f"对象存储更慢），计费且在第一个回答之前，请在上班前开机；按量的 {a['gpus']} × {a['gpu']} 不保证每天早上"
                   "都有空闲（预留实例有保证，但按整月计费）")),
}
