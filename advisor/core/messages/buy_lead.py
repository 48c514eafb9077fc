"""The words of advisor/core/buy_lead_lines.py: the card to buy that leads a purchase question's answer on a named job,
its price and source (or a supplier's quote asked), and the months to pay back against renting the same hours;
figures from tools/buy_lead.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import tariff_note_en, tariff_note_zh


def _pay(a: Mapping[str, Any], zh: bool) -> str:
    if a["rent"] is None or a["hours"] is None:
        return ("；没有能比较的租用价格，回本时间无法算" if zh else
                "; no comparable rental is priced, so no payback is worked out")
    away = ("，在你所在地以外租" if zh else ", rented outside your place") if a.get("away") else ""
    use = (f"按这个用量（每月约 {a['hours']:,.1f} GPU 小时），租 {a['rent_card']}（{a['rent_row']}，每小时 {a['rent']}{away}）"
           if zh else f"At this use (≈ {a['hours']:,.1f} GPU-hours a month), renting {a['rent_card']} "
           f"({a['rent_row']}, {a['rent']}/h{away})")
    if a["months"] is None:
        return (f"；{use}比电费还便宜，买永远回不了本" if zh else f"{use} costs no more than the power: buying never pays back")
    verdict = (("约 {m:,.0f} 个月回本——超过 3 年，按这个用量租更划算，用量大了再买" if a["months"] > 36 else
                "约 {m:,.0f} 个月回本") if zh else
               ("pays the card back in ≈ {m:,.0f} months — over 3 years, so at this use renting is cheaper; buy when "
                "the use grows" if a["months"] > 36 else "pays the card back in ≈ {m:,.0f} months"))
    if a.get("kwh_said"):
        kwh = f"（电费按每度 {a['kwh']}）" if zh else f" (power at {a['kwh']} a kWh)"
    else:
        kwh = (f"（电费按每度 {a['kwh']} 假设：{tariff_note_zh(a)}）" if zh
               else f" (power at an assumed {a['kwh']} a kWh: {tariff_note_en(a)})")
    return (f"。{use}，{verdict.format(m=a['months'])}{kwh}" if zh else
            f". {use}: buying {verdict.format(m=a['months'])}{kwh}")


def card_text(a: Mapping[str, Any], zh: bool) -> str:
    own = f"（{a['own']}）" if a["own"] and zh else f" ({a['own']})" if a["own"] else ""
    if zh:
        where = "（中国内地、港澳不需美国出口许可的中国版）" if a["china"] else ""
        return (f"要买：1 张 {a['gpu']}{where}（{a['memory']:,.0f} GB，这个任务约需 {a['need']:,.0f} GB，留 20% 余量）"
                f"——首发价 {a['price']}{own}（{a['source']}；实际零售价会不同，以供应商报价为准），装进一台普通"
                f"工作站或服务器即可，不需要多卡服务器{_pay(a, True)}。下面的租用方案是另一种选择")
    where = " (the China-market part sold without a US export licence)" if a["china"] else ""
    return (f"To buy: 1 × {a['gpu']}{where} ({a['memory']:,.0f} GB; this job needs ≈ {a['need']:,.0f} GB, 20 % kept "
            f"spare) — launch price {a['price']}{own} ({a['source']}; street prices differ: a supplier's quote "
            f"replaces it), in an ordinary workstation or server; no multi-GPU server is needed{_pay(a, False)}. The "
            f"rental below is the alternative")


def quote_text(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        card = a["card"] or "显存够的卡"
        return (f"要买：1 张 {card}（这个任务约需 {a['need']:,.0f} GB 显存，留 20% 余量）——我这里没有它的购买价，"
                "请向供应商询价。下面的租用方案是另一种选择")
    card = a["card"] or "card with the memory"
    return (f"To buy: 1 × {card} (this job needs ≈ {a['need']:,.0f} GB of GPU memory, 20 % kept spare) — no "
            "purchase price is held for it: ask a supplier for a quote. The rental below is the alternative")


ENTRIES = {
    "buy_lead.card": E(lambda a: card_text(a, False), lambda a: card_text(a, True)),
    "buy_lead.quote": E(lambda a: quote_text(a, False), lambda a: quote_text(a, True)),
}
