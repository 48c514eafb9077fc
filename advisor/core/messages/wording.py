"""The words of tools/wording.py's facts: durations and GPU-hours (advisor/core/messages/__init__.py says how a
template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _days(a: Mapping[str, Any]) -> str:
    d = f"{a['days']:,.1f}"
    return f"{d} {'day' if d == '1.0' else 'days'}"


def _marks_en(a: Mapping[str, Any]) -> str:
    """What a buyer must know beside the card (tools.machine_label): an Arm host, a listing id naming another card."""
    out = f"; Arm ({a['arm']}) host: x86-only wheels/images do not run" if a.get("arm") else ""
    if a.get("id_says"):
        out += f"; its listing id says {a['id_says']}, the seller's own product is the {a['gpu']}"
    return out


def _marks_zh(a: Mapping[str, Any]) -> str:
    out = f"；Arm（{a['arm']}）主机：只有 x86 版本的 wheel / 镜像跑不了" if a.get("arm") else ""
    if a.get("id_says"):
        out += f"；列表 id 写的是 {a['id_says']}，卖方自己的产品是 {a['gpu']}"
    return out


def _fleet_en(a: Mapping[str, Any]) -> str:
    card = a.get("shown") or a["gpu"]
    if a["machines"] > 1:
        rdma = ", InfiniBand or RoCE (RDMA) between the machines" if a.get("rdma") else ""
        return f"{a['machines']} × {a['base']} ({a['per']:g} × {card} each{rdma}{_marks_en(a)})"
    return f"{a['base']} ({a['per']:g} × {card}{_marks_en(a)})"


def _fleet_zh(a: Mapping[str, Any]) -> str:
    card = a.get("shown") or a["gpu"]
    if a["machines"] > 1:
        rdma = "，机器之间需 InfiniBand 或 RoCE（RDMA）互联" if a.get("rdma") else ""
        return f"{a['machines']} 台 {a['base']}（每台 {a['per']:g} × {card}{rdma}{_marks_zh(a)}）"
    return f"{a['base']}（{a['per']:g} × {card}{_marks_zh(a)}）"


ENTRIES: dict[str, E] = {
    "wording.fleet": E(_fleet_en, _fleet_zh),
    "wording.card_marks": E(_marks_en, _marks_zh),  # a table row's card: Arm host, a listing id naming another card
    "wording.days": E(_days, "{days:,.1f} 天"),
    "wording.hours": E("{hours:,.1f} h", "{hours:,.1f} 小时"),
    "wording.under_a_minute": E("< 1 min", "不到 1 分钟"),
    "wording.seconds": E("{seconds:,.0f} s", "{seconds:,.0f} 秒"),
    "wording.minutes": E("{minutes:,.0f} min", "{minutes:,.0f} 分钟"),
    "wording.gpu_hours": E(lambda a: f"{a['n']} {'GPU-hour' if a['n'] == '1.0' else 'GPU-hours'}", "{n} GPU 小时"),
}
