"""The plan a "cheaper?" follow-up is priced against when the answer priced nothing at the stated precision: the
re-run with smaller weights that keeps every stated constraint (the place, the card) and the load. Without it, a
serving answer whose BF16 plan fits nowhere in the stated place (its headline priced in FP8 instead) answered
"cheaper?" with "nothing cheaper can be priced", while INT4 weights, an FP8 KV cache and fewer users at once each price
under the same place. The levers are then priced from this plan (tools.recommend.cheaper_workloads, one re-run each)."""

from __future__ import annotations

from tools.recommend import PRECISION_LEVERS, drops_constraint, objective_of
from tools.schema import Msg, Recommendation

# the lever the headline prices when the stated precision fits nowhere (weights one step down), then the rest
_FIRST = "recommend.weights_test_quality_on"


def priced_base(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]) -> Recommendation | None:
    """The priced plan to compare "cheaper?" levers with when `rec` ranked nothing: among the precision levers' re-runs
    (PRECISION_LEVERS) that rank a plan in the same currency, keep every stated constraint (drops_constraint) and the
    same users at once, the one-step-lower weights first (what the headline priced), else the cheapest. None when
    `rec` ranked a plan or no such re-run prices one."""
    if rec.candidates:
        return None
    kept = [(label, alt) for label, alt in priced if label.code in PRECISION_LEVERS and alt.candidates
            and alt.currency == rec.currency and not drops_constraint(rec.workload, alt.workload)
            and alt.workload.concurrency == rec.workload.concurrency
            and not any(c.level == "error" for c in alt.compatibility)]
    first = [alt for label, alt in kept if label.code == _FIRST]
    return first[0] if first else min((alt for _, alt in kept), key=lambda a: objective_of(a) or float("inf"),
                                      default=None)
