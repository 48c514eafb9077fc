"""The words of a stated use in hours a period on a buy-or-rent answer (advisor.core.buy_or_rent,
tools.gpu_hours_month)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import PERIOD_HOURS

_PER_ZH = {"week": "周", "month": "月", "quarter": "季度", "year": "年"}


def _gpu_en(a: Mapping[str, Any]) -> str:
    return (f"Your use, as you said it: {a['said']:,.0f} GPU-hours a {a['per']} ÷ ({a['gpus']} GPUs × "
            f"{PERIOD_HOURS[a['per']]:,.0f} h a {a['per']}) = {a['util']:.1f} % of the server's hours — the rent and "
            "the power below are priced at that, not at every hour")


def _gpu_zh(a: Mapping[str, Any]) -> str:
    per = _PER_ZH[a["per"]]
    return (f"按你说的用量：每{per} {a['said']:,.0f} GPU 小时 ÷（{a['gpus']} 张卡 × 每{per} {PERIOD_HOURS[a['per']]:,.0f} 小时）"
            f"= 服务器时间的 {a['util']:.1f}%——下面的租金和电费都按这个算，而不是每小时都在用")


ENTRIES: dict[str, E] = {
    "buy.gpu_hours_month": E(_gpu_en, _gpu_zh),
    "buy.server_hours": E(
        lambda a: (f"Your use, as you said it: the server runs {a['said']:,.0f} h a {a['per']} ÷ "
                   f"{PERIOD_HOURS[a['per']]:,.0f} h a {a['per']} = {a['util']:.1f} % of its hours — the rent and the "
                   "power below are priced at that, not at every hour"),
        lambda a: (f"按你说的用量：服务器每{_PER_ZH[a['per']]}用 {a['said']:,.0f} 小时 ÷ 每{_PER_ZH[a['per']]} "
                   f"{PERIOD_HOURS[a['per']]:,.0f} 小时 = 它时间的 {a['util']:.1f}%——下面的租金和电费都按这个算，"
                   "而不是每小时都在用")),
}
