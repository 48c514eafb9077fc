"""Under a ranked answer to a buy-or-rent question that named a model and a card: the purchase side the ranking
lacks (advisor.core.launch_price_lines for a card with a launch price, else the break-even price a card from
tools.buy_or_rent.no_quote with the quote asked) and the China-market variant where a US export licence is needed."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.launch_price_lines import launch_lines
from tools.schema import Msg
from tools.wording import money_text


def purchase_after(text: str, w: Any, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                   fx: dict[str, float], rec: Any = None) -> list[Msg]:
    """Under a ranked answer to a buy-or-rent question that named a model and a card ("buy one RTX 4090 for our Macau
    office or rent? 6 hours a day for Llama-3.1-8B"): the purchase side it lacked — the card's launch price, power and
    payback (launch_lines), else the rent a month and the price a card below which buying wins
    (tools.buy_or_rent.no_quote) with the quote asked — and the China-market variant where a licence is needed.
    Empty for any other answer."""
    from advisor.core.buy_cards_lines import job_use
    from advisor.core.buy_or_rent import DEFAULT_YEARS, _card
    from advisor.core.extract_rules import BUY_WORD, INTENTS, RENT_WORD
    from tools.buy_or_rent import no_quote, rent_prices
    from tools.power_tariff import price_per_kwh
    from tools.weekday_use import utilisation_of_schedule

    name = getattr(w, "checked_gpu", None) or getattr(w, "gpu_preference", None)
    g = _card(name, gpus)  # "H100" said → the catalog's card
    if g is None or getattr(w, "owned_gpus", None) or not (re.search(INTENTS["buy_vs_rent"], text or "") or (
            BUY_WORD.search(text or "") and RENT_WORD.search(text or ""))):  # 買兩張 4090 跑…，還是租: a long clause
        return []
    count = int(getattr(w, "checked_gpu_count", None) or getattr(w, "num_gpus", None) or 1)
    per_kwh, said, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff
    util = utilisation_of_schedule(w.usage_hours_per_day, getattr(w, "usage_days_per_week", None)) \
        if getattr(w, "usage_hours_per_day", None) else None  # "9-6 weekdays": 9 h × 21.7 days of the month's 730 h
    prices = rent_prices(rows, g.name, count, cur, usd_cny, fx)
    use = job_use(w, g.name, count, util, per_kwh, said, prices[0].per_gpu_hour if prices else None, cur, basis)
    lines = launch_lines(text, w, g, use, cur, usd_cny, fx)  # weighed against the job's first row on any card
    if any(m.code in ("lp.buy_side", "lp.buy_side_stated") for m in lines):
        return lines
    if prices is None or not g.tdp_w:  # no rent for the card: the ranked pick's bill is what a purchase must beat
        return [*(pick_bill(rec) or [Msg(code="buy.nq.ask", args={"gpu": g.name})]), *lines]
    n = no_quote(count, g.tdp_w, DEFAULT_YEARS, util or 1.0, prices, per_kwh)
    return [Msg(code="lp.even", args={"gpus": count, "gpu": g.name, "month": money_text(n.month_cheapest, cur, 0),
                                      "even": money_text(max(n.even_cheapest, 0.0), cur, 0), "years": n.years,
                                      "util_said": util is not None, "kwh": money_text(per_kwh, cur),
                                      "kwh_said": said, **basis}),
            Msg(code="buy.nq.ask", args={"gpu": g.name}), *lines]


def pick_bill(rec: Any) -> list[Msg]:
    """The ranked pick's bill as the rent a purchase must beat: a job's whole cost on demand, else a service's month
    and year at its billed hours (tools.cost.rental_month_year) — "8 × H20 is enough" never reads as an endorsement
    to buy them. Empty without a ranked pick."""
    from advisor.core.units import money
    from tools.cost import rental_month_year
    from tools.recommend import month_hours
    from tools.schema import WorkKind

    top = rec.candidates[0] if rec is not None and rec.candidates else None
    if top is None:
        return []
    pick = f"{top.instances} × {top.provider} {top.instance}" if top.instances > 1 else f"{top.provider} {top.instance}"
    job = rec.cost_table[0].cost.job_on_demand if rec.cost_table and rec.kind is not WorkKind.SERVING else None
    if job:
        return [Msg(code="conversation.buy_vs_rent_job", args={"pick": pick, "job": money(job, rec.currency)})]
    hours = month_hours(rec.workload)
    month, year = rental_month_year(top.price_per_hour.amount, hours)
    return [Msg(code="conversation.buy_vs_rent_serving", args={
        "pick": pick, "month": money(month, rec.currency, 0), "year": money(year, rec.currency, 0),
        "hours": f"{hours:,.0f}"})]
