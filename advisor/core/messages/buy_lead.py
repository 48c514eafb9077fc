"""The words of advisor/core/buy_lead_lines.py: the card to buy that leads a purchase question's answer on a named job,
its price and source (or a supplier's quote asked), and the months to pay back against renting the same hours;
figures from tools/buy_lead.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import tariff_note_en, tariff_note_zh


def _pay(a: Mapping[str, Any], zh: bool) -> str:
    if a["rent"] is not None and a["hours"] is None and a.get("even_hours"):  # the count not said: hours to pay back
        return (f"；数量未说明，对比租 {a['rent_card']}（{a['rent_row']}，每小时 {a['rent']}）：买卡要省下约 "
                f"{a['even_hours']:,.0f} GPU 小时的租金才回本（一张卡全天跑约 {a['even_months']:,.1f} 个月；电费按每度 "
                f"{a['kwh']}）——你们的总 GPU 小时少于它就租更省，多于它就买更省" if zh else
                f"; the count is not said: against renting {a['rent_card']} ({a['rent_row']}, {a['rent']}/h), buying "
                f"pays back after ≈ {a['even_hours']:,.0f} GPU-hours of rent (≈ {a['even_months']:,.1f} months on one "
                f"card around the clock; power at {a['kwh']} a kWh) — fewer GPU-hours in all and renting is cheaper, "
                "more and buying is")
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


def timed_box_text(a: Mapping[str, Any], zh: bool) -> str:
    """A named job's box to buy when no memory need is sourced (advisor.core.buy_lead_lines._timed_box_lines)."""
    kw = a["kw"]
    if zh:
        swap = f"（{a['timed']} 需美国出口许可，改用在中国内地、港澳销售的 {a['gpu']}）" if a["china"] else ""
        price = (f"首发价 {a['price']}（{a['source']}；实际零售价会不同，以供应商报价为准）" if a["price"]
                 else "我这里没有它的购买价：请按这个配置向整机厂商或集成商询价")
        power = f"，满载约 {kw:,.2f} kW（GPU 加主机）" if kw else ""
        tail = ("下面的每小时价格只用来估算 GPU 小时数——资料不能离开你的场地，租云不在选项内"
                if a["stays"] else "下面的租用方案是另一种选择")
        return (f"要买的设备（不是租用）：{a['cards']} × {a['gpu']}{swap}（每张 {a['memory']:,.0f} GB，下面的估算按这张卡计时），"
                f"主机 CPU ≥ {a['cores']} 核、内存 ≥ {a['ram']:,} GiB（只是给 GPU 的下限：切片解码在 CPU 上，"
                f"核数按试跑的每秒 tile 数再定）{power}；{price}。{tail}")
    swap = (f" (the {a['timed']} needs a US export licence there: the {a['gpu']} sold in mainland China, Hong Kong "
            "and Macau in its place)") if a["china"] else ""
    price = (f"launch price {a['price']} ({a['source']}; street prices differ: a supplier's quote replaces it)"
             if a["price"] else "no purchase price is held for it: ask an OEM or integrator to quote this spec")
    power = f", ≈ {kw:,.2f} kW at full load (GPUs plus host)" if kw else ""
    tail = ("The hourly prices below only size the GPU-hours: the data may not leave your site, so a rental is no "
            "option" if a["stays"] else "The rental below is the alternative")
    return (f"Equipment to buy, not a rental: {a['cards']} × {a['gpu']}{swap} ({a['memory']:,.0f} GB each; the estimate "
            f"below is timed on this card), a host of ≥ {a['cores']} CPU "
            f"cores and ≥ {a['ram']:,} GiB RAM (the floor for the GPU: slides decode on the CPU, so size the cores by "
            f"the pilot's tiles a second){power}; {price}. {tail}")


ENTRIES = {
    "buy_lead.card": E(lambda a: card_text(a, False), lambda a: card_text(a, True)),
    # "is renting cloud cheaper?" asked of a plan whose data may not leave the site (advisor/core/conversation.py):
    # compliance answered first, then the two figures (the card's price and the rent it buys back) under it
    "buy_lead.rent_asked": E(
        "Compliance first: you said the data may not leave the site, so a public cloud is an option only if your "
        "compliance / data-protection office approves it (a data-processing agreement, a region inside the country, "
        "de-identified images); until then buying is the plan. On cost alone, the purchase and the rent it replaces:",
        "先看合规：你说数据不能出院，公有云只有经医院合规 / 数据安全部门批准（签数据处理协议、境内合规区域、去标识化）"
        "才能用；批准前仍按买机规划。只比钱的话，购机价和它能抵掉的租金如下："),
    "buy_lead.quote": E(lambda a: quote_text(a, False), lambda a: quote_text(a, True)),
    "buy_lead.timed_box": E(lambda a: timed_box_text(a, False), lambda a: timed_box_text(a, True)),
}
