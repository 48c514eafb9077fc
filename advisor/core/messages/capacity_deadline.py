"""Entries for tools/capacity_deadline.py: a short deadline on a scarce 8-GPU machine of a quota-bound cloud."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_ROUTE_EN = {
    "aws": lambda a: ("on-demand P instances run under the account's \"Running On-Demand P instances\" vCPU quota "
                      f"(this machine takes {a['vcpu']:,.0f}; many accounts hold far less) and 8-GPU P capacity is often "
                      "sold out in a region — ask for the quota today, or book an EC2 Capacity Block for ML (p4d / p4de / "
                      "p5 / p5e / p6: reserved ahead for whole days, paid up front) covering the run"
                      if a.get("vcpu") else
                      "on-demand P instances run under the account's \"Running On-Demand P instances\" vCPU quota and "
                      "8-GPU P capacity is often sold out in a region — ask for the quota today, or book an EC2 Capacity "
                      "Block for ML (p4d / p4de / p5 / p5e / p6: reserved ahead for whole days, paid up front)"),
    "gcp": lambda a: (f"8-GPU A3 / A4 VMs need the region's GPU quota (≥ {a['n']} {a['gpu']}) and are often obtained "
                      "only through a calendar-mode reservation or DWS flex-start — ask for the quota and book today"),
    "azure": lambda a: ("ND-series VMs need their VM family's vCPU quota raised by a support request "
                        + (f"(this one takes {a['vcpu']:,.0f}) " if a.get("vcpu") else "")
                        + "and are often sold out in a region — ask today, or book a capacity reservation"),
    "oci": lambda a: "bare-metal GPU shapes need a service-limit raise and are often sold out — ask today",
}
_ROUTE_ZH = {
    "aws": lambda a: ("按需 P 实例受账户的“Running On-Demand P instances”vCPU 配额限制"
                      + (f"（这台机器要 {a['vcpu']:,.0f} 个；很多账户远没有这么多）" if a.get("vcpu") else "")
                      + "，8 卡 P 实例在一个区域也经常售罄——今天就申请配额，或预订 EC2 Capacity Block for ML（p4d / p4de / "
                      "p5 / p5e / p6：提前按整天预订、预付）覆盖这次训练"),
    "gcp": lambda a: (f"8 卡 A3 / A4 虚拟机需要该区域的 GPU 配额（≥ {a['n']} 张 {a['gpu']}），而且常常只能通过日历模式预留或 "
                      "DWS flex-start 拿到——今天就申请配额并预订"),
    "azure": lambda a: ("ND 系列虚拟机要通过支持请求提高该机型系列的 vCPU 配额"
                        + (f"（这台要 {a['vcpu']:,.0f} 个）" if a.get("vcpu") else "")
                        + "，区域里也经常售罄——今天就申请，或预订容量预留"),
    "oci": lambda a: "裸金属 GPU 机型要提高服务限额，也经常售罄——今天就申请",
}


def _alt_en(a: Mapping[str, Any]) -> str:
    if not a.get("alt"):
        return "no plan on a less scarce machine meets the deadline here: book the capacity first, or try another region"
    hours = f", ≈ {a['alt_hours']:,.1f} h" if a.get("alt_hours") else ""
    return f"{a['alt']} ({a['alt_n']} × {a['alt_gpu']}{hours}), less scarce — or the same machine in another region"


def _alt_zh(a: Mapping[str, Any]) -> str:
    if not a.get("alt"):
        return "这里没有更容易租到的机器能赶上截止时间：先订好容量，或换一个区域"
    hours = f"，约 {a['alt_hours']:,.1f} 小时" if a.get("alt_hours") else ""
    return f"{a['alt']}（{a['alt_n']} × {a['alt_gpu']}{hours}），更容易租到——或换一个区域租同样的机器"


ENTRIES: dict[str, E] = {
    "capacity.scarce_deadline": E(
        lambda a: (f"**Getting {a['n']} × {a['gpu']} by the deadline ({a['days']:,.1f} days)**: "
                   + _ROUTE_EN[a["cloud"]](a) + f". Fallback if {a['provider']} {a['instance']} is not running by "
                   "tomorrow: " + _alt_en(a)),
        lambda a: (f"**在截止时间（{a['days']:,.1f} 天）内拿到 {a['n']} × {a['gpu']}**："
                   + _ROUTE_ZH[a["cloud"]](a) + f"。如果 {a['provider']} {a['instance']} 明天还没开起来，备选："
                   + _alt_zh(a))),
}
