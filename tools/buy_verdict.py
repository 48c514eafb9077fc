"""The one-line verdict of a buy-or-rent question: buy, rent, or "depends on the hours" with the break-even hours a
day — the hours at which the purchase (with its power) costs the same as renting the cheapest rental that does the
same job, over the horizon the buyer keeps the hardware.

break-even hours a day h*: price + power(h*) = rent(h*) over the horizon's months
    h* = price ÷ (months × DAYS_PER_MONTH × (rent an hour − power an hour))
verdict: h* over 24 (or the power alone costs more than renting) → "rent"; hours said ≥ h* → "buy", under → "rent";
no hours said → "depends" (said with h*)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY
from tools.schema import Msg

HORIZON_MONTHS = 36.0  # the buyer's usual horizon, the same 3 years as advisor.core.buy_or_rent.DEFAULT_YEARS


@dataclass(frozen=True)
class Verdict:
    verdict: Literal["buy", "rent", "depends"]
    break_even_h: float | None  # hours a day; None when the power alone costs more than the rent
    months: float


def break_even_hours(price: float, watts: float, rent_per_hour: float, per_kwh: float,
                     months: float = HORIZON_MONTHS) -> float | None:
    """Hours a day at which buying costs the same as renting over `months`. By hand, $2,798 of Macs at 280 W against
    a $0.25 hour at $0.13 a kWh over 36 months: the power an hour 0.28 × 0.13 = $0.0364 → margin $0.2136 an hour;
    36 × 30.4 = 1,095 days → 2,798 ÷ (1,095 × 0.2136) = 11.96 h a day. None when the margin is ≤ 0."""
    margin = rent_per_hour - watts / 1000 * per_kwh
    if margin <= 0:
        return None
    return price / (months * DAYS_PER_MONTH * margin)


def verdict(price: float, watts: float, rent_per_hour: float, per_kwh: float, hours_a_day: float | None,
            months: float = HORIZON_MONTHS) -> Verdict:
    """buy / rent / depends (see the module): 11.96 h break-even with 16 h a day said → buy; 4 h → rent; none said →
    depends; a break-even over 24 h a day → rent whatever the hours."""
    h = break_even_hours(price, watts, rent_per_hour, per_kwh, months)
    if h is None or h > HOURS_PER_DAY:
        return Verdict("rent", h, months)
    if hours_a_day is None:
        return Verdict("depends", h, months)
    return Verdict("buy" if hours_a_day >= h else "rent", h, months)


def verdict_line(price: float, watts: float, rent_per_hour: float, per_kwh: float, hours_a_day: float | None) -> Msg:
    """The verdict as its own answer line (a GeForce buy side: tools.launch_price.purchase_side), the hours a day said
    (None: not said) beside the break-even."""
    v = verdict(price, watts, rent_per_hour, per_kwh, hours_a_day)
    return Msg(code="verdict.line", args={"verdict": v.verdict, "even_h": v.break_even_h, "horizon": v.months,
                                          "years": v.months / 12, "hours": hours_a_day})


def cards_verdict_line(price: float, tdp_w: float, cards: int, rent_per_gpu_hour: float, per_kwh: float,
                       utilisation: float | None) -> Msg:
    """verdict_line for `cards` bought cards: their TDP × cards, the rent a GPU-hour × cards, and the share of the
    day said (0.25 → 6 h a day; None: not said)."""
    return verdict_line(price, tdp_w * cards, rent_per_gpu_hour * cards, per_kwh,
                        utilisation * HOURS_PER_DAY if utilisation is not None else None)
