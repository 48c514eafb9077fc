"""Entries for tools/forecast_place.py: a forecasting batch kept to the place its data must stay in."""

from __future__ import annotations

from typing import Any

from advisor.core.messages.base import E
from catalog.places import display_name


def _pick_en(a: Any) -> str:
    budget = (f"; well within your {a['budget']:,.0f} {a['currency']} a month"
              if a["budget"] and a["budget"] >= a["month"] else "")
    return (f"Kept to {', '.join(a['places'])}: {a['row']} ({a['region']}, 1 × {a['gpu']}) at {a['price']:,.2f} "
            f"{a['currency']}/h, the cheapest priced small card there — each hour a night ≈ {a['month']:,.2f} "
            f"{a['currency']} a month{budget}; stop it after the batch")


def _pick_zh(a: Any) -> str:
    budget = f"；远低于每月 {a['budget']:,.0f} {a['currency']} 的预算" if a["budget"] and a["budget"] >= a["month"] else ""
    return (f"限定在{'、'.join(a['places'])}：{a['row']}（{a['region']}，1 × {a['gpu']}），每小时 {a['price']:,.2f} "
            f"{a['currency']}，是那里有报价的最便宜的小卡——每晚每用 1 小时，每月约 {a['month']:,.2f} {a['currency']}"
            f"{budget}；批量跑完即停机")


def _none_en(a: Any) -> str:
    names = ", ".join(display_name(n) for n in a["providers"])
    ask = f"{names} rent(s) cards there without an hourly price I hold: ask for a quote" if names else \
        "ask the clouds with a region there for a quote"
    return (f"Kept to {', '.join(a['places'])}: no hourly-priced GPU row there in my data, so no machine elsewhere is "
            f"offered — {ask}, or run it on a many-core CPU instance there (this model runs on CPU)")


def _none_zh(a: Any) -> str:
    names = "、".join(display_name(n, True) for n in a["providers"])
    ask = f"{names}在当地有机型但没有我掌握的小时价格，请向其询价" if names else "请向在当地有区域的云厂商询价"
    return (f"限定在{'、'.join(a['places'])}：我的价格数据里那里没有按小时报价的 GPU 机型，所以不推荐其他地方的机器——"
            f"{ask}，或在当地用一台多核 CPU 实例跑（这个模型 CPU 也能跑）")


ENTRIES: dict[str, E] = {
    "forecast_place.pick": E(_pick_en, _pick_zh),
    "forecast_place.none": E(_none_en, _none_zh),
    "forecast_place.onprem": E(
        "No cloud: on your own site a many-core CPU server, or one small inference card in it (L4 / T4 class), runs "
        "this nightly batch — time it on a pilot; no rental is offered, and no purchase price is held here",
        "不上云：在自己场地用一台多核 CPU 服务器，或在里面装一张小推理卡（L4 / T4 级别），就能跑这个每晚的批量——先试跑计时；"
        "不推荐租用，这里也没有购买价格"),
}
