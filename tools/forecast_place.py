"""Where a forecasting batch (a named Chronos model, tools.forecast) runs when the data must stay in a place
(Workload.regions): the cheapest priced one-card row that the shared place filter keeps (tools.batch_filters.row_filter,
the filter every non-LLM planner uses: its regions, providers, marketplaces left out), among small inference cards,
with its price an hour and what each hour a night costs in a month; a place with no such priced row is said openly,
never answered with a row elsewhere: the providers with a machine there but no hourly price are named to ask.

Why: a Hong Kong chain whose data may not leave Hong Kong was told to rent an AWS g6 or g5 with no region named and no
monthly figure, though the place filter of the serving path would have kept only Hong Kong rows. By hand (catalog
prices): one T4 in Google Cloud's Hong Kong region (asia-east2) at ≈ HK$3.43/h → each hour a night ≈ 3.43 × 30.4 ≈
HK$104 a month, far under a HK$5,000 budget.
"""

from __future__ import annotations

from tools.batch_filters import row_filter
from tools.constraints import place_words
from tools.cost import convert_amount
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload

SMALL_CARD_GB = 48.0  # a forecaster of ≤ 0.7 B parameters (tools.forecast) needs no larger card: an inference card
DAYS_A_MONTH = 30.4  # 365 / 12: the month the serving answers price (tools.workload_fields --hours-per-day)


def place_pick(w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], places: Gazetteer, currency: str,
               usd_cny: float, fx: dict[str, float]) -> Msg | None:
    """The in-place pick (module docstring), or a line saying none is priced there; None with no place stated."""
    if not w.regions:
        return None
    filt = row_filter(w, gpus, 0.0, places)
    best: tuple[InstanceRow, GPUSpec, float] | None = None
    unpriced: set[str] = set()  # providers with a machine there but no hourly price held: the ones to ask
    for r in rows:
        g = gpus.get(r.gpu)
        if g is None or (r.gpu_count or 1) != 1 or (g.memory_gb or 0) > SMALL_CARD_GB or not filt.admits(r, g):
            continue
        p = convert_amount(price_of(r, "on_demand"), r.currency, currency, usd_cny, fx)
        if not p:
            unpriced.add(r.provider)
        elif best is None or p < best[2]:
            best = (r, g, p)
    where = place_words(list(w.regions))
    if best is None:
        return Msg(code="forecast_place.none", args={"places": where, "providers": sorted(unpriced)})
    r, g, p = best
    b = w.budget
    budget = convert_amount(b.amount, b.currency, currency, usd_cny, fx) if b is not None and b.per == "month" else None
    return Msg(code="forecast_place.pick", args={"places": where, "row": f"{r.provider} {r.instance_type}",
                                                 "region": r.region, "gpu": g.name, "price": p, "currency": currency,
                                                 "month": p * DAYS_A_MONTH, "budget": budget})
