"""A monthly (or weekly, daily) budget split per run of a recurring batch uses the batch's current cadence: a batch
moved from weekly to every two weeks gets twice the weekly share (¥3,000 a month ÷ 2.17 runs ≈ ¥1,381 a run, never the
weekly ¥690), and the verdict says in words whether the budget is enough (够 / 不够, "enough" / "not enough")."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tools.batch_filters import in_budget_period
from tools.constraints import batch_runs
from tools.cost import runs_in_budget_period
from tools.embedding import job_budget
from tools.schema import Budget, Msg, Workload


@pytest.mark.parametrize(("budget_per", "period", "every", "days", "runs"), [
    ("month", "week", None, None, 730 / 168),  # weekly: 4.35 runs a month
    ("month", "week", 2, None, 730 / 336),  # every 2 weeks: 2.17 runs a month
    ("month", "day", None, None, 730 / 24),  # daily: 30.4
    ("month", "day", 3, None, 730 / 72),  # every 3 days: 10.1
    ("month", "day", None, 5, 30.4 * 5 / 7),  # weekdays only: 21.7 business days
    ("week", "day", None, None, 7.0),  # a daily batch on a weekly budget: 7 runs
    ("day", "week", None, None, 1 / 7),  # a weekly batch on a daily budget: a run may spend 7 days' budget
    ("month", "month", 2, None, 0.5),  # every 2 months: half a run a month
])
def test_runs_in_the_budget_period_follow_the_cadence(budget_per, period, every, days, runs):
    assert runs_in_budget_period(budget_per, period, days, every) == pytest.approx(runs, rel=1e-3)


def _w(amount: float, per: str, period: str, every: int | None = None) -> Workload:
    return Workload(model=None, params_b=None, task="inference", batch_requests=20_000_000, batch_period=period,
                    batch_every=every, budget=Budget(amount=amount, currency="CNY", per=per))


@pytest.mark.parametrize(("every", "share"), [
    (None, 3000 * 168 / 730),  # weekly: ¥3,000 × 168 / 730 = ¥690.41 a run
    (2, 3000 * 336 / 730),  # every 2 weeks: ¥3,000 × 336 / 730 = ¥1,380.82 a run (÷ 2.17 runs)
    (4, 3000 * 672 / 730),  # every 4 weeks: ¥2,761.64 a run
])
def test_the_embedding_run_share_is_the_current_cadences(every, share):
    b = job_budget(_w(3000, "month", "week", every), None, True, "week")
    assert b is not None and b.per == "total" and b.amount == pytest.approx(share, abs=0.01)


def test_the_llm_batch_runs_and_the_said_cost_follow_the_cadence():
    # tools.constraints: the runs a monthly budget pays for; tools.batch_filters: the factor a run's cost is said in the
    # budget's month with — every 2 weeks is 2.17 runs, not the weekly 4.35
    b = Budget(amount=3000, currency="CNY", per="month")
    assert batch_runs(b, "week", 2) == pytest.approx(730 / 336, rel=1e-3)
    assert batch_runs(b, "week") == pytest.approx(730 / 168, rel=1e-3)
    assert batch_runs(b, "day", None, 5) == pytest.approx(30.4 * 5 / 7, rel=1e-3)
    assert in_budget_period("month", "week", 2) == pytest.approx(730 / 336, rel=1e-3)
    assert in_budget_period("week", "week", 2) == pytest.approx(0.5)  # once in two weekly budgets
    assert in_budget_period("week", "week") is None  # the same period, run every time: nothing to convert


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "¥3,000/month (≈ ¥1,380.82 of it for each batch, one every 2 weeks)"),
    ("zh", "¥3,000/月（每 2 周一批，每批分到约 ¥1,380.82）"),
    ("zh-Hant", "¥3,000/月（每 2 週一批，每批分到約 ¥1,380.82）"),
])
def test_the_share_is_said_with_its_cadence(lang, said):
    msg = Msg(code="embedding.budget_share", args={
        "whole": "¥3,000", "per": Msg(code="period.suffix", args={"per": "month"}), "share": "¥1,380.82",
        "period": "week", "every": 2})
    assert to_script(msg.text(lang), lang) == said  # Traditional: the answer's script converter


@pytest.mark.parametrize(("code", "lang", "word"), [
    ("embedding.budget_ok", "zh", "够："), ("embedding.budget_ok", "zh-Hant", "夠："),
    ("embedding.budget_ok", "en", "enough — "),
    ("embedding.budget_over", "zh", "不够："), ("embedding.budget_over", "en", "not enough — "),
])
def test_the_verdict_says_enough_or_not_in_words(code, lang, word):
    args = {"budget": "¥3,000", "per": None, "gpu": "RTX A4000", "cost": "¥30.94", "tokens": 300, "assumed": False,
            "fits": 100}
    assert to_script(Msg(code=code, args=args).text(lang), lang).startswith(word)


@pytest.mark.parametrize(("lang", "run"), [
    ("en", "(¥34.54 a run (every 2 weeks))"), ("zh", "（每批（每 2 周一次） ¥34.54）"),
])
def test_a_batch_budget_line_names_the_run_at_its_cadence(lang, run):
    msg = Msg(code="batch.budget_ok", args={
        "budget": "¥3,000", "per": None, "gpu": "RTX A4000", "cost": "¥75.04", "hourly": False, "each": "¥34.54",
        "period": "week", "every": 2, "budget_per": "month"})
    assert run in msg.text(lang)
