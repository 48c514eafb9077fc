"""Entries for advisor/core/onprem_lead.py: a non-LLM job that must stay on the user's own site."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "onprem.rentals_reference": E(
        "No cloud: buy the first plan's cards (its card × its count) for your own site — the rental rows below are "
        "only a reference for each card's speed and cost, not a place to send this data; no purchase price is held "
        "here, so ask a vendor for a quote",
        "不上云：按第一个方案的卡（型号 × 数量）买来放在自己的场地——下面的租用报价只用来参考每张卡的速度和费用，"
        "不是把这些数据传上去的地方；这里没有购买价格，请向供应商询价"),
}
