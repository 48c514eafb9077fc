"""The words of advisor/core/unpriced_buy.py: a card to buy that no cloud rents, sized for the named job and set
beside comparable rented cards; figures from tools/item_compute.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.wording import item_time


def _s(x: float) -> str:
    v, unit = item_time(x, minutes=False)
    return f"{v:,.0f} ms" if unit == "ms" else f"{v:,.2f} s"


def _h(x: float) -> str:
    return f"{x:,.2f}" if x < 1 else f"{x:,.1f}"


def _size(a: Mapping[str, Any], zh: bool) -> str:
    one = a["cards"] == 1
    if zh:
        day = "每天 " if a["daily"] else ""
        verdict = ("一张这个级别的卡绰绰有余，大部分时间闲着" if one and a["daily"] else
                   f"一天内要 {a['cards']} 张" if a["daily"] else "")
        return (f"工作量（按公开速度/计算量估算，先试跑计时）：{a['name']}（{a['source']}）在 {a['card']} 上每张约 "
                f"{_s(a['secs'])}；{day}{a['n']:,.0f} 张 = {_h(a['hours'])} GPU 小时" + (f"——{verdict}" if verdict else ""))
    day = " a day" if a["daily"] else ""
    verdict = ("one card of this class is plenty and sits idle most of the day" if one and a["daily"] else
               f"{a['cards']} cards to keep up in a day" if a["daily"] else "")
    return (f"The work (estimate from its published speed or compute; time it on a pilot): {a['name']} ({a['source']}) "
            f"≈ {_s(a['secs'])} an image on the {a['card']}; {a['n']:,.0f}{day} = {_h(a['hours'])} GPU-hours"
            + (f" — {verdict}" if verdict else ""))


def _reference(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        span = f"约 {a['cost']}/天，约 {a['month']}/月" if a["month"] else f"约 {a['cost']}"
        return (f"参考：租 {a['card']}（{a['row']}，{a['price']}/小时）做同样的量 {_h(a['hours'])} 小时，按用量开关机{span}")
    span = f"≈ {a['cost']} a day, ≈ {a['month']} a month" if a["month"] else f"≈ {a['cost']}"
    return (f"For reference, renting a {a['card']} ({a['row']}, {a['price']}/h) for the same work: {_h(a['hours'])} h, "
            f"switched on only for it: {span}")


ENTRIES = {
    "ub.size": E(lambda a: _size(a, False), lambda a: _size(a, True)),
    "ub.reference": E(lambda a: _reference(a, False), lambda a: _reference(a, True)),
    "ub.export_cn": E(
        "⚠️ Buying an {gpu} in mainland China: US export rules (15 CFR 742.6) need a licence to ship it there, so a "
        "board sold locally may be grey-market (no warranty, seized stock); the China-market parts (RTX 4090D, RTX "
        "5090D, L20, H20) are the ones sold legally — ask the seller which one it is",
        "⚠️ 在中国内地买 {gpu}：美国出口管制（15 CFR 742.6）要许可证才能运过去，本地卖的可能是水货（没有保修、可能被扣）；"
        "合法销售的是中国特供版（RTX 4090D、RTX 5090D、L20、H20）——问清楚卖家是哪一款"),
}
