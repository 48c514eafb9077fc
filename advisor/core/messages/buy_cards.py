"""The words of advisor/core/buy_cards_lines.py: one line per card a buy question names (its memory against the
model's weights + KV at the stated context, "does not fit" said plainly) and each card's payback against the
cheapest rental of the same job; figures from tools/buy_cards.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _fit(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        need = f"权重 {a['w']:,.1f} GB + {a['ctx']:,} token 的 KV（{a['kvp']}）{a['kv']:,.1f} GB = {a['need']:,.1f} GB"
        if a["fits"]:
            return f"{a['gpu']}（可用约 {a['room']:,.1f} GB）：放得下 {a['model']} 的 {a['prec']} 权重 — {need}"
        return (f"{a['gpu']}（可用约 {a['room']:,.1f} GB）：放不下 — {a['model']} 即使 INT4 权重 + {a['kvp']} KV 也要 {need}，"
                + (f"单卡装不下这个上下文；INT4 权重旁只剩约 {a['max_ctx']:,} token 的 {a['kvp']} KV" if a["max_ctx"]
                   else "连 INT4 权重都放不下") + "；要么缩短上下文，要么换更大显存的卡")
    need = f"weights {a['w']:,.1f} GB + the KV of {a['ctx']:,} tokens ({a['kvp']}) {a['kv']:,.1f} GB = {a['need']:,.1f} GB"
    if a["fits"]:
        return f"{a['gpu']} (≈ {a['room']:,.1f} GB usable): holds {a['model']} at {a['prec']} weights — {need}"
    return (f"{a['gpu']} (≈ {a['room']:,.1f} GB usable): does not fit — {a['model']} needs {need} even at INT4 weights "
            f"and a {a['kvp']} KV cache; " + (f"beside INT4 weights it holds ≈ {a['max_ctx']:,} tokens of {a['kvp']} KV"
                                                if a["max_ctx"] else "not even the INT4 weights fit")
            + "; a shorter context or a card with more memory")


def _payback(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        pay = (f"约 {a['months']:,.1f} 个月回本" if a["months"] is not None else "租金不比电费多：按这个用量买永远回不了本")
        return (f"买 {a['gpu']}：首发价 {a['price']}（{a['source']}）；对比同一任务最便宜的租用 {a['row']}（每小时 "
                f"{a['rent_h']}）：每月 {a['hours']:,.0f} 小时租金约 {a['rent']}，显卡电费（{a['tdp']:,.0f} W）约 "
                f"{a['power']} → {pay}")
    pay = (f"pays back in ≈ {a['months']:,.1f} months" if a["months"] is not None
           else "the rent is no more than the power: buying never pays back at this use")
    return (f"Buying the {a['gpu']}: launch price {a['price']} ({a['source']}); against the cheapest rental of the same "
            f"job, {a['row']} at {a['rent_h']} an hour: {a['hours']:,.0f} h a month rent ≈ {a['rent']}, the card's "
            f"power ({a['tdp']:,.0f} W) ≈ {a['power']} → {pay}")


ENTRIES: dict[str, E] = {
    "buycards.fit": E(lambda a: _fit(a, False), lambda a: _fit(a, True)),
    "buycards.payback": E(lambda a: _payback(a, False), lambda a: _payback(a, True)),
}
