"""A purchase question on a named non-LLM job ("要买什么GPU服务器" for a Pangu-Weather ensemble, "what GPU server should we
buy" for a batch): the answer names the card to BUY first (tools.buy_lead: the smallest card with a sourced purchase
price that holds the job with a margin, the China-market variant where a US export licence is needed), its price and
source, or "no purchase price held: ask a supplier"; then the months that price takes to pay back against renting the
same hours where both are known. The rental plan under it stays as the alternative. Why: the weather office that asked
what to buy was answered with an A100-80 rental abroad. Words in advisor/core/messages/buy_lead.py; no arithmetic."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def buy_lead_lines(text: str, w: Any, lines: list[Msg], options: list[tuple[str, float, str, float]], cur: str,
                   usd_cny: float, fx: dict[str, float], away: bool = False) -> list[Msg]:
    """`lines` with the card to buy after a licence line that leads (module docstring), when the question buys a
    server or a card (Workload.buy_server) with no cards owned, no card asked about that holds the job ("够不够？不够要
    买什么": its check answers first) and the job has a memory need; as they are otherwise.
    `options`: (card, memory GB, row, price an hour in `cur`) rented where the user is (`away`: none is, so anywhere)."""
    from advisor.core.launch_price_lines import purchase_place
    from advisor.core.nonllm_jobs import job_of
    from catalog.gpus import all_gpus
    from tools.buy_lead import break_even_rent_hours, buy_payback, card_to_buy, holds, month_gpu_hours, rent_to_compare
    from tools.cost import convert_amount
    from tools.power_tariff import price_per_kwh
    from tools.wording import money_text

    job = job_of(text)
    if not getattr(w, "buy_server", None) or getattr(w, "owned_gpus", None) or job is None:
        return lines
    if not job.min_gb:  # no sourced memory need (UNI): the card the estimate is timed on, as the box to buy
        return _timed_box_lines(text, w, lines, job, cur, usd_cny, fx)
    specs = {k: (g.memory_gb or 0.0, g.tdp_w or 0.0) for k, g in all_gpus().items()}
    checked = specs.get(str(getattr(w, "checked_gpu", None) or ""))
    if checked and holds(checked[0], job.min_gb):
        return lines  # "2张T4够不够？不够要买什么": the card asked about holds the job, so its check leads, no purchase
    china = purchase_place(text, w) is not None or cur == "CNY"  # an answer in CNY: the user is in mainland China
    card = card_to_buy(job.min_gb, china, specs)
    timed = next((m for m in lines if m.code == "nlj.timed" and m.args.get("gpuh")), None)
    rent = rent_to_compare(options, job.min_gb)
    if card is None:
        head = Msg(code="buy_lead.quote", args={"need": job.min_gb, "card": rent[0] if rent else None})
    else:
        price = convert_amount(card.price, card.currency, cur, usd_cny, fx) or card.price
        kwh, kwh_said, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff (power_tariff)
        gpuh = timed.args.get("gpuh") if timed else None
        hours = month_gpu_hours(gpuh, bool(timed.args.get("daily"))) if timed and isinstance(gpuh, int | float) else None
        months = buy_payback(price, card.tdp_w, hours, rent[2], kwh) if hours and rent else None
        # the count not said: the rented GPU-hours the price buys back (at full use), for the user's own count
        even = break_even_rent_hours(price, card.tdp_w, rent[2], kwh) if rent and not hours else None
        head = Msg(code="buy_lead.card", args={
            "gpu": card.gpu, "memory": card.memory_gb, "need": job.min_gb, "china": china,
            "price": money_text(price, cur, 0), "own": money_text(card.price, card.currency, 0)
            if card.currency != cur else None, "source": card.source, "hours": hours,
            "rent": money_text(rent[2], cur) if rent else None, "rent_card": rent[0] if rent else None,
            "rent_row": rent[1] if rent else None, "away": away, "months": months, "kwh": money_text(kwh, cur),
            "kwh_said": kwh_said, "even_hours": even[0] if even else None, "even_months": even[1] if even else None,
            **basis})
    lead = 1 if lines and lines[0].code == "nlj.licence" else 0  # a licence that bars the use still leads
    return [*lines[:lead], head, *lines[lead:]]


def _timed_box_lines(text: str, w: Any, lines: list[Msg], job: Any, cur: str, usd_cny: float,
                     fx: dict[str, float]) -> list[Msg]:
    """A purchase (or data that may not leave the site) on a named job with no sourced memory need — UNI on whole-slide
    images, "資料不能出院，要買什麼設備": the box to buy leads (tools.buy_lead.timed_box: the card the estimate below is
    timed on, its host and power, a launch price only where one is held, else a supplier's quote); the hourly prices
    below are then said to size the GPU-hours only, never a rental to take when the data may not leave. Once a
    pathology centre asked what to buy and got a cloud card's hourly price and no hardware at all."""
    from advisor.core.extract_rules import ON_PREMISES
    from advisor.core.launch_price_lines import purchase_place
    from catalog.gpus import all_gpus
    from tools.buy_lead import timed_box
    from tools.cost import convert_amount
    from tools.wording import money_text

    if not job.card or job.gpu == "no":
        return lines
    specs = {k: (g.memory_gb or 0.0, g.tdp_w or 0.0) for k, g in all_gpus().items()}
    china = purchase_place(text, w) is not None or cur == "CNY"
    box = timed_box(job.card, specs, china)
    if box is None:
        return lines
    price = None
    if box.price is not None:
        amount, currency, source = box.price
        price = (money_text(convert_amount(amount, currency, cur, usd_cny, fx) or amount, cur, 0), source)
    head = Msg(code="buy_lead.timed_box", args={
        "gpu": box.gpu, "cards": box.cards, "memory": box.memory_gb, "cores": box.cores, "ram": box.ram_gib,
        "kw": box.kw, "timed": job.card, "china": china and box.gpu != job.card,
        "price": price[0] if price else None, "source": price[1] if price else None,
        "stays": ON_PREMISES.search(text or "") is not None})
    lead = 1 if lines and lines[0].code == "nlj.licence" else 0  # a licence that bars the use still leads
    return [*lines[:lead], head, *lines[lead:]]
