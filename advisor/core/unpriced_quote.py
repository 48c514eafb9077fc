"""A purchase quote for a server of cards no catalog row rents (8 × A800 SXM, 8 × H20, H200 NVL): answered in full,
never with the one line "no rental price, cannot compare". The lines: the model and its load on the quoted box
(tools.unpriced_quote.box_fit), the purchase side (quote + power, tools.buy_or_rent), the rent side from the nearest
priced card of the same memory class said as a reference (tools.unpriced_quote.nearest_priced), and the break-even
rent a GPU-hour against which any rental quote can be set (tools.unpriced_quote.break_even_rate). Words in
advisor/core/messages/unpriced_quote.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tools.schema import Msg, Workload
from tools.wording import money_text


@dataclass(frozen=True)
class Use:
    """The horizon and share of hours a quote is priced at, and the power price (in the answer's currency)."""
    years: float
    years_said: bool
    util: float | None
    per_kwh: float
    kwh_said: bool
    basis: dict[str, str | None] = field(default_factory=dict)  # where an assumed per_kwh comes from (power_tariff)


def unpriced_quote_lines(quote: float, job: Workload | None, g: Any, count: int, use: Use, gpus: dict[str, Any],
                         rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """The head, the fit of the model said (job) on count × g, the purchase side, the reference rent and the
    break-even rent a GPU-hour."""
    from tools.buy_or_rent import HOST_W_PER_GPU, PUE, buy_or_rent
    from tools.unpriced_quote import break_even_rate, nearest_priced, use_percent

    head = Msg(code="uq.head", args={"gpus": count, "gpu": g.name, "quote": money_text(quote, cur, 0)})
    even = break_even_rate(quote, count, g.tdp_w, use.years, use.util, use.per_kwh)
    ref = nearest_priced(g, gpus, rows, count, cur, usd_cny, fx)
    out = [head, *_fit_lines(job, g, count), Msg(code="uq.hours", args={
        "gpus": count, "years": use.years, "years_assumed": not use.years_said, "util": use_percent(use.util),
        "util_said": use.util is not None, "busy": even.busy_gpu_hours})]
    if ref is not None:
        b = buy_or_rent(quote, count, g.name, g.tdp_w, use.years, use.util, ref[1], use.per_kwh)
        out.append(Msg(code="buy.own", args={
            "quote": money_text(quote, cur, 0), "kw": b.power_kw, "tdp": g.tdp_w, "gpus": count, "host": HOST_W_PER_GPU,
            "pue": PUE, "kwh": money_text(use.per_kwh, cur), "kwh_said": use.kwh_said, **use.basis,
            "power": money_text(b.power_cost, cur, 0), "buy": money_text(b.buy, cur, 0)}))
        out.append(Msg(code="uq.reference", args={
            "gpu": g.name, "ref": ref[0].name, "cheap": money_text(b.cheapest.per_gpu_hour, cur),
            "cheap_row": b.cheapest.row, "typical": money_text(b.typical.per_gpu_hour, cur),
            "typical_row": b.typical.row, "busy": b.busy_gpu_hours, "rent_cheap": money_text(b.rent_cheapest, cur, 0),
            "rent_typical": money_text(b.rent_typical, cur, 0)}))
    cheap = ref[1][0].per_gpu_hour if ref is not None else None
    out.append(Msg(code="uq.even", args={
        "gpu": g.name, "buy": money_text(even.buy, cur, 0), "busy": even.busy_gpu_hours, "rate": money_text(even.rate, cur),
        "ref_cheap": money_text(cheap, cur) if cheap is not None else None,
        "ref_below": cheap is not None and cheap < even.rate}))
    return out


def _fit_lines(job: Workload | None, g: Any, count: int) -> list[Msg]:
    """The model said, sized on the quoted box (uq.fit), or said not sized when the library lacks it; none when no
    served model is said."""
    from advisor.core.service import load_arch
    from tools.defaults import serves
    from tools.unpriced_quote import box_fit

    if job is None or not job.model or not serves(job.task):
        return []
    try:
        arch = load_arch(job.model, job.params_b, job.active_params_b)
    except ValueError:  # not in the library, no size said: said, never guessed
        return [Msg(code="uq.fit_unsized", args={"model": job.model, "gpus": count, "gpu": g.name})]
    f = box_fit(arch, job, g, count)
    if f is None:
        return []
    return [Msg(code="uq.fit", args={
        "model": arch.name, "precision": f.precision, "gpus": count, "gpu": g.name, "weights": f.weights_gb, "kv": f.kv_gb,
        "need": f.need_gb, "cap": f.capacity_gb, "fits": f.fits, "speed": f.per_user_tok_s, "users": f.users})]


def unpriced_no_quote_lines(served: Workload | None, g: Any, count: int, use: Use, gpus: dict[str, Any],
                            rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """"Buy or rent?" with no quote for a card no row rents: the model said sized on the cards, and the rent of the
    nearest priced card of its class as a reference (a month, and the purchase price a card below which buying would
    win at that reference: tools.buy_or_rent.no_quote) — never the bare "tell me the rent"."""
    from tools.buy_or_rent import no_quote
    from tools.unpriced_quote import nearest_priced, use_percent

    out = _fit_lines(served, g, count)
    ref = nearest_priced(g, gpus, rows, count, cur, usd_cny, fx)
    if ref is None:
        return out
    n = no_quote(count, g.tdp_w, use.years, use.util if use.util is not None else 1.0, ref[1], use.per_kwh)
    return [*out, Msg(code="uq.nq_reference", args={
        "gpu": g.name, "ref": ref[0].name, "gpus": count, "util": use_percent(use.util), "util_said": use.util is not None,
        "month_h": n.month_gpu_hours, "cheap": money_text(n.cheapest.per_gpu_hour, cur), "cheap_row": n.cheapest.row,
        "month_cheap": money_text(n.month_cheapest, cur, 0), "month_typical": money_text(n.month_typical, cur, 0),
        "years": n.years, "years_assumed": not use.years_said,
        "even": money_text(n.even_cheapest, cur, 0) if n.even_cheapest > 0 else None})]
