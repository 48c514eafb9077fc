"""A batch that runs every day under a monthly budget pays each run's cost every day: the month holds 730 / 24 = 30.4
runs, so a run of ≈ HK$447 is ≈ HK$13.6k a month against HK$8k, never "within budget" for one run's cost."""

from __future__ import annotations

import pytest

from tools.constraints import budget_constraint, effective_budget, hourly_limit, period_spend
from tools.schema import Budget, Workload


def _w(**kw):
    return Workload(model="Qwen3-VL-8B", task="inference", budget=Budget(amount=8_000, currency="HKD", per="month"),
                    batch_requests=20_000, **kw)


def test_a_daily_batch_under_a_monthly_budget_runs_thirty_times():
    b = effective_budget(_w(batch_period="day"))
    assert b is not None and b._runs == pytest.approx(730 / 24)
    # one run of 4.75 h + 0.25 h start-up = 5 h, × 30.42 runs = 152.1 h a month: HK$8,000 / 152.1 h = HK$52.6 an hour
    assert hourly_limit(b, 4.75) == pytest.approx(8_000 / (5 * 730 / 24))
    # at HK$93.97 an hour the month spends 93.97 × 152.1 = HK$14,292: over the HK$8,000
    assert period_spend(b, 93.97, 4.75) == pytest.approx(93.97 * 5 * 730 / 24)


def test_a_one_off_batch_keeps_one_runs_cost():
    b = effective_budget(_w())
    assert b is not None and b._runs is None
    assert hourly_limit(b, 4.75) == pytest.approx(8_000 / 5)


def test_the_budget_line_says_the_runs_and_the_month():
    # HK$263 a run (5.35 h + 0.25 start-up on 4 × T4 at HK$46.99) × 30.42 = HK$8,000 a month
    b = effective_budget(_w(batch_period="day"))
    c = budget_constraint(b, 46.99, 263.0, 5.35, "HKD", within=True)
    assert c.status == "honoured" and c.message.code == "constraints.budget_within_runs"
    assert c.message.args["runs"] == pytest.approx(730 / 24)
