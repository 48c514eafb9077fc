"""tools.followup.spot_costs_more: "cheaper?" moved to spot is undone when the spot answer costs at least as much as
the on-demand answer it follows — the job's cost for a batch (hours × hour), else the hour."""

from __future__ import annotations

from tools.followup import spot_costs_more
from tools.schema import Candidate, Layout, Money, Recommendation, Workload


def rec(hourly: float, hours: float | None, currency: str = "USD") -> Recommendation:
    c = Candidate(provider="p", instance="i", region="r", gpu="MI300X", gpu_count=1,
                  price_per_hour=Money(amount=hourly, currency=currency), billing="on_demand", layout=Layout(num_gpus=1))
    return Recommendation(model="m", params=1, active_params=1, workload=Workload(task="inference"), usd_cny=7.1,
                          currency=currency, candidates=[c], job_hours=hours)


def test_a_dearer_spot_job_is_undone():
    # the review's receipts batch: on demand $2.39/h × 9.6 h = $22.9; spot 4 × A100 $8.99/h × 10.2 h = $91.7
    assert spot_costs_more(rec(2.39, 9.6), rec(8.99, 10.2))


def test_a_cheaper_spot_job_stays_even_at_a_dearer_hour():
    # $2.39/h × 5.9 h = $14.1 on demand; spot $2.28/h × 4.5 h = $10.3: kept. And a dearer hour that finishes much
    # sooner: $3.00 × 3 h = $9 < $14.1, kept too (the job's cost decides, not the hour)
    assert not spot_costs_more(rec(2.39, 5.9), rec(2.28, 4.5))
    assert not spot_costs_more(rec(2.39, 5.9), rec(3.00, 3.0))


def test_serving_compares_the_hour_and_nothing_priced_is_no_verdict():
    assert spot_costs_more(rec(1.0, None), rec(1.2, None))
    assert not spot_costs_more(rec(1.0, None), rec(0.6, None))
    assert not spot_costs_more(None, rec(1.0, None))
    assert not spot_costs_more(rec(1.0, None, "USD"), rec(2.0, None, "CNY"))
