"""The electricity the user's own cards draw, priced at the stated rate per kWh (`Workload.power_price`), beside the
same machine rented: an owned-versus-rent comparison, never a budget.

The draw is each card's board power (TDP, `GPUSpec.tdp_w` in catalog/data/gpus.csv, from the makers' datasheets)
at full load: an upper bound for the cards; the rest of the machine (CPU, fans, PSU loss) adds to it and an idle
card draws far less, both said beside the figure."""

from __future__ import annotations

from tools.schema import Msg
from tools.wording import money_text


def power_kw(tdp_w: float, n_gpus: int) -> float:
    """The cards' draw at full load in kW: TDP × cards / 1,000 (2 × 350 W = 0.70 kW)."""
    return tdp_w * n_gpus / 1000


def power_cost(tdp_w: float, n_gpus: int, price_per_kwh: float, hours: float) -> float:
    """The electricity of `hours` at full load: kW × hours × the price per kWh (0.70 kW × 730 h × 0.30 = 153.3)."""
    return power_kw(tdp_w, n_gpus) * hours * price_per_kwh


def power_line(gpu: str, tdp_w: float | None, n_gpus: int, price_per_kwh: float, rent_hourly: float, hours: float,
               currency: str) -> Msg | None:
    """The owned cards' power an hour and over `hours` (a month around the clock) against the rented machine's price
    an hour, both in `currency` (the caller converts the stated rate, tools.cost.convert_amount). None when the card
    has no TDP listed."""
    if not tdp_w or n_gpus < 1 or price_per_kwh <= 0:
        return None
    hour = power_cost(tdp_w, n_gpus, price_per_kwh, 1)
    return Msg(code="recommend.owned.power", args={
        "n": n_gpus, "gpu": gpu, "tdp": int(tdp_w), "kw": power_kw(tdp_w, n_gpus),
        "rate": money_text(price_per_kwh, currency), "hour": money_text(hour, currency),
        "month": money_text(hour * hours, currency, 0), "hours": hours, "rent": money_text(rent_hourly, currency),
        "times": rent_hourly / hour})
