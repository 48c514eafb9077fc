"""A plan the user proposes or was quoted ("team wants to book 8x H100 for a week", "ops quoted an 8xA100 node running
24/7", 廠商建議租8張H100一週) priced from the catalog and held against the work it is for: the cheapest on-demand row of
that card with that many GPUs (every variant of a family named: "H100" is SXM, PCIe and NVL), times the hours said.
No row of that count: the cheapest GPU-hour of the card (tools.cost.reference_gpu_hour) times the count, said as such.

By hand (review figures): 8 × H100 for a week = 8 × 168 = 1,344 GPU-hours; at $14.34 an hour for an 8-card H100 row,
168 h × $14.34 = $2,409 — against a ≈ $33 job, ≈ 72× the work. 8 × A100 24/7 = 730 h × an 8-card row's hourly price
a month. A nightly batch on one card: hours a night × its price × DAYS_PER_MONTH (30.4) nights a month.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY, HOURS_PER_MONTH
from tools.cost import convert_amount, reference_gpu_hour
from tools.schema import InstanceRow, Msg
from tools.span_hours import span_hours


def plan_hours(n: float, unit: str) -> float:
    """Hours in n of a span said with a rented plan ("a week" → 168, "2 weeks" → 336, "3 days" → 72:
    tools.span_hours); a month rented, or 24/7 ("always"), is the price lists' month (HOURS_PER_MONTH, 730 h), not a
    deadline's 30 days."""
    return n * HOURS_PER_MONTH if unit in ("month", "always") else span_hours(n, unit)


def cheapest_row(rows: Iterable[InstanceRow], cards: tuple[str, ...], count: int, currency: str, usd_cny: float,
                 fx: Mapping[str, float] | None) -> tuple[InstanceRow, float] | None:
    """The cheapest rankable on-demand row of any of `cards` with exactly `count` GPUs, and its hourly price in
    `currency`; None when the catalog has no such row."""
    best: tuple[InstanceRow, float] | None = None
    for r in rows:
        if (r.gpu not in cards or r.gpu_count != count or r.quarantined or r.price_scope != "instance"
                or not r.price_on_demand):
            continue
        v = convert_amount(r.price_on_demand, r.currency, currency, usd_cny, fx)
        if v is not None and (best is None or v < best[1]):
            best = (r, v)
    return best


def named_row(rows: Iterable[InstanceRow], instance: str, currency: str, usd_cny: float,
              fx: Mapping[str, float] | None) -> tuple[str, str, str, float] | None:
    """The machine the user named by its instance type ("just get a p5.48xlarge"): (provider, instance, card, hourly
    in `currency`) of its cheapest rankable on-demand row (its cheapest region); None when no row prices it.
    By hand: p5.48xlarge at $55.04/h (us-east-1) × 730 h ≈ $40,179 a month."""
    best: tuple[str, str, str, float] | None = None
    for r in rows:
        if r.instance_type.lower() != instance.lower() or r.quarantined or r.price_scope != "instance" \
                or not r.price_on_demand:
            continue
        v = convert_amount(r.price_on_demand, r.currency, currency, usd_cny, fx)
        if v is not None and (best is None or v < best[3]):
            best = (r.provider, r.instance_type, r.gpu, v)
    return best


def plan_cost(rows: list[InstanceRow], cards: tuple[str, ...], count: int, hours: float, unit: str, n_said: float,
              currency: str, usd_cny: float, fx: Mapping[str, float] | None, work_cost: float | None = None,
              pick_hourly: float | None = None, same: tuple[str, str, str, float] | None = None,
              named: bool = False) -> Msg | None:
    """The proposed plan's money: `count` × card for `hours` at the catalog's cheapest row of that count (else the
    cheapest GPU-hour × count), and how many times `work_cost` (the pick's cost of the same work: a job's total) it
    is, else the pick's `pick_hourly` over the same hours (a service held as long).
    `same` (provider, instance, card, hourly): the pick's own row when it is that card and count, in the place the
    answer was ranked in (a region or provider stated), used instead of the cheapest row anywhere; with `named`, it is
    the machine the user named by its instance type (named_row) instead.
    By hand: 8-card row at $14.34/h × 168 h = $2,409.12; ÷ $33.30 ≈ 72×. None when no row prices the card."""
    exact = cheapest_row(rows, cards, count, currency, usd_cny, fx) if same is None else (
        InstanceRow(provider=same[0], instance_type=same[1], gpu=same[2], gpu_count=count), same[3])
    if exact is not None:
        row, hourly = exact
    else:
        refs = [x for x in (reference_gpu_hour(rows, c, currency, usd_cny, fx) for c in cards) if x is not None]
        if not refs:
            return None
        row, per_gpu = min(refs, key=lambda x: x[1])
        hourly = per_gpu * count
    total = hourly * hours
    work_label = "job" if work_cost else "hours"
    work_cost = work_cost or (pick_hourly * hours if pick_hourly else None)
    times = total / work_cost if work_cost else None
    return Msg(code="proposed_plan.cost", args={
        "n": count, "gpu": row.gpu, "hours": hours, "unit": unit, "n_said": n_said, "gpu_hours": hours * count,
        "provider": row.provider, "instance": row.instance_type, "hourly": hourly, "total": total,
        "currency": currency, "exact": exact is not None, "same": same is not None and not named, "named": named,
        "work_cost": work_cost, "times": times,
        "work": work_label})


def nightly_month(hours_a_night: float, hourly: float) -> float:
    """A nightly batch's month: hours a night × the card's hourly price × DAYS_PER_MONTH nights (30.4).
    By hand: 6.1 h × $0.80 × 30.4 = $148.5."""
    return hours_a_night * hourly * DAYS_PER_MONTH


def one_card_hour(rows: list[InstanceRow], cards: tuple[str, ...], currency: str, usd_cny: float,
                  fx: Mapping[str, float] | None) -> tuple[InstanceRow, float] | None:
    """The cheapest 1-GPU row of `cards`, else the cheapest GPU-hour of them (tools.cost.reference_gpu_hour), with its
    hourly price in `currency`; None when no row prices the card."""
    exact = cheapest_row(rows, cards, 1, currency, usd_cny, fx)
    if exact is None:
        refs = [x for x in (reference_gpu_hour(rows, c, currency, usd_cny, fx) for c in cards) if x is not None]
        exact = min(refs, key=lambda x: x[1]) if refs else None
    return exact


def nightly_cost(rows: list[InstanceRow], cards: tuple[str, ...], hours_a_night: float, currency: str, usd_cny: float,
                 fx: Mapping[str, float] | None) -> Msg | None:
    """One card of `cards` (one_card_hour) for `hours_a_night` each night, and its month; None when no row prices
    the card."""
    got = one_card_hour(rows, cards, currency, usd_cny, fx)
    if got is None:
        return None
    row, hourly = got
    return Msg(code="proposed_plan.nightly", args={
        "gpu": row.gpu, "provider": row.provider, "instance": row.instance_type, "hourly": hourly,
        "hours": hours_a_night, "night": hours_a_night * hourly, "month": nightly_month(hours_a_night, hourly),
        "currency": currency})


def nightly_over(hours_a_night: float, hourly: float, hours: float) -> float:
    """A nightly batch's cost over a span of `hours` (one run each HOURS_PER_DAY): a week of 2 h nights at $0.80/h =
    2 × 0.80 × 168 ÷ 24 = $11.20."""
    return hours_a_night * hourly * hours / HOURS_PER_DAY


def batch_money(rows: list[InstanceRow], pick_cards: tuple[str, ...], hours_a_night: float | None,
                proposed_cards: tuple[str, ...], count: int | None, span: tuple[float, str] | None, currency: str,
                usd_cny: float, fx: Mapping[str, float] | None) -> list[Msg]:
    """A nightly batch's money (nightly_cost on the pick's card), and a proposed node over the span said held against
    the batch over the same span (plan_cost): Chronos-Bolt-Base, 6.1 h a night on an L4 at $0.80/h ≈ $4.88 a night
    ≈ $148 a month; an 8 × A100 node 24/7 at $8.00/h ≈ $5,840 a month ≈ 39× it."""
    out: list[Msg] = []
    card = one_card_hour(rows, pick_cards, currency, usd_cny, fx) if hours_a_night else None
    night = nightly_cost(rows, pick_cards, hours_a_night, currency, usd_cny, fx) if hours_a_night else None
    if night is not None:
        out.append(night)
    if proposed_cards and count and span is not None:
        hours = plan_hours(*span)
        work = nightly_over(hours_a_night, card[1], hours) if card is not None and hours_a_night else None
        plan = plan_cost(rows, proposed_cards, count, hours, span[1], span[0], currency, usd_cny, fx, work)
        if plan is not None:
            out.append(plan)
    return out
