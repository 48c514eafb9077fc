"""Buy N more of the card the user already owns, or rent a machine for the whole work instead? Owned and rented cards
are not one machine, so the two sides are: keep the owned cards and buy N more (the power of every card, owned and
bought, and the N's price spread over the horizon), or leave the owned cards idle and rent one machine that runs the
whole work (the job's cheapest rental, tools.buy_cards.first_row) the same hours.

own a month   = TDP × (owned + N) ÷ 1,000 × hours a month × $/kWh (tools.power.power_cost: the cards alone, the rest
                of the PC adds to it) + the N's price ÷ (years × 12) (straight-line over the horizon, as
                tools.buy_or_rent spreads a purchase over its years)
rent a month  = the rented machine's hour × the same hours a month
payback       = the N's price ÷ (rent a month − the power of every card a month), in months (the owned cards are
                already paid for: only the N is paid back); None when renting costs no more than the power

The cards' price is the caller's (tools.launch_price: NVIDIA's launch MSRP, or a quote); none is guessed here."""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.power import power_cost


@dataclass(frozen=True)
class MoreOrRent:
    """Owned + N cards kept and powered against one rented machine for the whole work, a month."""
    owned: int
    more: int
    cards: int  # owned + more
    hours_month: float  # the hours the cards work a month
    price: float  # the N's price
    years: float  # the horizon the N's price is spread over
    power_month: float  # every card, owned and bought
    power_owned_month: float  # the owned cards' share of it
    amortised_month: float  # the N's price ÷ the horizon's months
    own_month: float  # power_month + amortised_month
    rent_month: float  # the rented machine's hour × hours_month
    payback_months: float | None  # price ÷ (rent_month − power_month); None when the rent is no more than the power


def more_or_rent(unit_price: float, owned: int, more: int, tdp_w: float, utilisation: float, rent_hour: float,
                 per_kwh: float, years: float) -> MoreOrRent:
    """By hand (RTX 4090: 450 W TDP in the catalog, from NVIDIA's datasheet; $1,599 launch price; $0.13 a kWh),
    2 owned + 2 bought every hour (730 h a month) against a $1.08 machine-hour, over 3 years: power 0.45 kW × 4 × 730 h
    × $0.13 = $170.82 a month (the 2 owned: $85.41); the 2 bought $3,198 ÷ 36 months = $88.83 a month → owning
    $259.65 a month; renting 1.08 × 730 = $788.40 a month; payback 3,198 ÷ (788.40 − 170.82) = 5.18 months."""
    cards = owned + more
    hours = HOURS_PER_MONTH * utilisation
    power = power_cost(tdp_w, cards, per_kwh, hours)
    price = unit_price * more
    amortised = price / (years * 12)
    rent = rent_hour * hours
    return MoreOrRent(owned, more, cards, hours, price, years, power, power_cost(tdp_w, owned, per_kwh, hours),
                      amortised, power + amortised, rent, price / (rent - power) if rent > power else None)
