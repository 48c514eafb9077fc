""""Buy this GeForce card or rent?" answered with a purchase side, never the rent alone: the card's launch price
(NVIDIA's MSRP, tools.launch_price), its power at its TDP over the hours said at the stated or labelled price a
kWh, and the months to pay back against the rent; bought in mainland China, Hong Kong or Macau, a card that needs a
US export licence there is answered with the China-market variant (RTX 5090D, RTX 4090D, H20, L20). Words in
advisor/core/messages/launch_price.py."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tools.schema import Msg
from tools.wording import money_text

MACAU_WORDS = re.compile(r"(?i)澳門|澳门|\bmacau\b|\bmacao\b|氹仔|路環|路环")
# Hong Kong districts a shop or an office is said by, beyond advisor.core.gen_family.HK_WORDS (香港, 深水埗, 旺角)
HK_DISTRICTS = re.compile(r"(?i)葵涌|觀塘|观塘|荃灣|荃湾|沙田|灣仔|湾仔|中環|中环|尖沙咀|銅鑼灣|铜锣湾|九龍|九龙|新界|元朗|"
                          r"將軍澳|将军澳|上環|上环|\bkwun\s+tong\b|\bkwai\s+chung\b|\btsuen\s+wan\b|\bsha\s+tin\b|"
                          r"\bwan\s+chai\b|\bkowloon\b|\bcauseway\s+bay\b|\btsim\s+sha\s+tsui\b")


def purchase_place(text: str, w: Any) -> str | None:
    """Where the card would be bought, among the places a US export licence covers as one: "mo" (Macau), "hk"
    (advisor.core.gen_family.HK_WORDS: 深水埗, 旺角), "cn" (advisor.core.unpriced_buy.CN_WORDS: 深圳, 华强北), or
    the region said; None elsewhere (renting abroad is no purchase there)."""
    from advisor.core.gen_family import HK_WORDS
    from advisor.core.unpriced_buy import CN_WORDS

    region = " ".join(getattr(w, "regions", None) or []).lower()
    if MACAU_WORDS.search(text or "") or region.startswith("mo"):
        return "mo"
    if HK_WORDS.search(text or "") or HK_DISTRICTS.search(text or "") or region.startswith("hk"):
        return "hk"
    if CN_WORDS.search(text or "") or region.startswith("cn"):
        return "cn"
    return None


@dataclass(frozen=True)
class Use:
    """The use a buy-or-rent answer was priced at: cards, the share of the hours (None: every hour, not said), the
    price a kWh in the answer's currency and whether it was said, and the cheapest rent a GPU-hour (None: none)."""
    count: int
    util: float | None
    per_kwh: float
    kwh_said: bool
    rent: float | None
    row: str | None = None  # the rental weighed against: the job's first row on any card (None: the same card's)
    basis: dict[str, str | None] = field(default_factory=dict)  # where an assumed per_kwh comes from (power_tariff)
    row_hour: float | None = None  # the rental's whole hour (the job's first row), where one is priced
    owned: int = 0  # cards of the same card the user already owns beside the `count` bought ("buy 2 more")
    years: float | None = None  # the horizon a purchase is spread over (owned + bought against renting the work)


def launch_lines(text: str, w: Any, g: Any, use: Use, cur: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """The purchase side of a card with a held launch price (tools.launch_price.purchase_side), and the China-market
    variant where the card is bought in a licensed place; empty for a card sold by quote with no such place."""
    from tools.buy_verdict import cards_verdict_line
    from tools.cost import convert_amount
    from tools.launch_price import launch_price, purchase_side

    out: list[Msg] = []
    built = stated_build_lines(w, g, use, cur, usd_cny, fx)
    if built is not None:  # the machine's stated price (花12万攒一台): that, never the cards' launch price
        return [built] + variant_lines(text, w, g, cur, usd_cny, fx)
    msrp = launch_price(g.name)
    unit = convert_amount(msrp[0], "USD", cur, usd_cny, fx) if msrp else None
    if msrp and unit and g.tdp_w:
        s = purchase_side(unit, use.count, g.tdp_w, use.util or 1.0, use.rent or 0.0, use.per_kwh)
        out.append(Msg(code="lp.buy_side", args={
            "n": use.count, "gpu": g.name, "unit": money_text(unit, cur, 0), "usd": money_text(msrp[0], "USD", 0),
            "source": msrp[1], "price": money_text(s.price, cur, 0), "tdp": g.tdp_w, "hours": s.hours_month,
            "util_said": use.util is not None, "kwh": money_text(use.per_kwh, cur), "kwh_said": use.kwh_said,
            **use.basis, "power": money_text(s.power_month, cur, 0),
            "rent": money_text(s.rent_month, cur, 0) if use.rent else None,
            "months": s.payback_months if use.rent else None, "row": use.row}))
        out += [cards_verdict_line(s.price, g.tdp_w, use.count, use.rent, use.per_kwh, use.util)] if use.rent else []
        out += more_or_rent_lines(unit, g, use, cur)
    return out + variant_lines(text, w, g, cur, usd_cny, fx)


def more_or_rent_lines(unit: float, g: Any, use: Use, cur: str) -> list[Msg]:
    """"Buy N more or rent?" beside owned cards (use.owned): owning the owned + N cards (every card's power, the N's
    price spread over the horizon) against renting one machine for the whole work, and the N's payback
    (tools.buy_more.more_or_rent); empty without owned cards, a rented machine's hour or a horizon."""
    from tools.buy_more import more_or_rent

    if not use.owned or not use.row_hour or not use.years or not g.tdp_w:
        return []
    m = more_or_rent(unit, use.owned, use.count, g.tdp_w, use.util or 1.0, use.row_hour, use.per_kwh, use.years)
    return [Msg(code="lp.more_or_rent", args={
        "owned": m.owned, "more": m.more, "cards": m.cards, "gpu": g.name, "tdp": g.tdp_w, "hours": m.hours_month,
        "util_said": use.util is not None, "kwh": money_text(use.per_kwh, cur), "power": money_text(m.power_month, cur, 0),
        "power_owned": money_text(m.power_owned_month, cur, 0), "price": money_text(m.price, cur, 0), "years": m.years,
        "amortised": money_text(m.amortised_month, cur, 0), "own": money_text(m.own_month, cur, 0),
        "rent": money_text(m.rent_month, cur, 0), "row": use.row, "months": m.payback_months})]


def variant_lines(text: str, w: Any, g: Any, cur: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """Bought where a US export licence is needed (purchase_place) and the card needs one
    (tools.compat.purchase_licensed): the China-market variant to buy instead, with its launch price where held."""
    from catalog.gpus import all_gpus
    from tools.compat import purchase_licensed
    from tools.cost import convert_amount
    from tools.launch_price import market_variant, variant_price

    place = purchase_place(text, w)
    variant = market_variant(g.name) if place and purchase_licensed(g) else None
    row = all_gpus().get(variant or "") or next((v for k, v in all_gpus().items() if variant and k.startswith(variant)), None)
    if variant is None or purchase_licensed(row):  # a variant that needs a licence itself is no way out
        return []
    held = variant_price(variant)
    price = convert_amount(held[0], "CNY", cur, usd_cny, fx) if held else None
    return [Msg(code="lp.variant", args={
        "gpu": g.name, "variant": variant, "place": place, "price": money_text(price, cur, 0) if price else None,
        "cny": money_text(held[0], "CNY", 0) if held else None, "source": held[1] if held else None})]



def stated_build_lines(w: Any, g: Any, use: Use, cur: str, usd_cny: float, fx: dict[str, float]) -> Msg | None:
    """The purchase side at the machine's stated total (the budget said as a total: 花12万攒一台 8 卡的机器) through
    tools.stated_build, with the consumer-card caveats; None without a stated total or the card's power."""
    from tools.cost import convert_amount
    from tools.stated_build import stated_build_side

    b = getattr(w, "budget", None)
    if b is None or b.per != "total" or not g.tdp_w:
        return None
    total = convert_amount(b.amount, b.currency, cur, usd_cny, fx)
    s = stated_build_side(total or 0.0, use.count, g.tdp_w, use.util or 1.0, use.rent or 0.0, use.per_kwh)
    if s is None:
        return None
    return Msg(code="lp.buy_side_stated", args={
        "n": use.count, "gpu": g.name, "price": money_text(s.price, cur, 0), "tdp": g.tdp_w, "hours": s.hours_month,
        "util_said": use.util is not None, "kwh": money_text(use.per_kwh, cur), "kwh_said": use.kwh_said,
        **use.basis, "power": money_text(s.power_month, cur, 0), "rent": money_text(s.rent_month, cur, 0) if use.rent else None,
        "months": s.payback_months if use.rent else None, "consumer": "consumer" in (g.segment or "")})
