"""Entries for advisor/core/unpriced_place.py: a job whose data must stay in a place with no region here."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "unpriced_place.reference": E(
        "No machine in {place} is priced here (none is held there, priced or not). The plans below are in the "
        "nearest priced places, {near: and }, as a reference for the cards and the cost only: the data would leave "
        "{place} there, so the rule that it stays is not met — get a quote from a provider in {place} for the same "
        "cards",
        "{place}没有任何有价机型（这里没有位于{place}的机型，无论有无报价）。下面的方案在最近的有价地点（{near:、}），"
        "只作为卡型和费用的参考：在那里数据会离开{place}，数据须留在当地的要求并未满足——请向{place}当地的供应商按同样的卡询价"),
    "unpriced_place.none_near": E(
        "No machine in {place} is priced here (none is held there, priced or not), and no nearby priced place is "
        "held: the plans below are elsewhere, a reference for the cards and the cost only — the data would leave "
        "{place}; get a quote from a provider in {place}",
        "{place}没有任何有价机型（这里没有位于{place}的机型，无论有无报价），附近也没有有价地点：下面的方案在别处，"
        "只作为卡型和费用的参考——数据会离开{place}；请向{place}当地的供应商询价"),
}
