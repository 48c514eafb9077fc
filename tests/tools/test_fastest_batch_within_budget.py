""""Fastest" for a batch or periodic job under a stated budget: the soonest plan within the budget leads, a sooner
plan past it is a lever (its cost in the budget's period, how many times the budget), and when none fits the order
is left as it was for the budget line to say so."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from advisor.core.script import to_script
from tools.fastest_budget import fastest_within_budget, past_budget_msg, times_over


def render(msg: Any, lang: str) -> str:
    return to_script(msg.text(lang), lang)


def _row(name: str, hours: float, cost: float) -> Any:
    return SimpleNamespace(gpu=name, hours=hours, cost=cost)


def _cost(r: Any) -> float:
    return float(r.cost)


def _hours(r: Any) -> float:
    return float(r.hours)


# SDXL, 3,000 images a day at 1024², soonest first (the advisor's own rows): 8 × B200 18 min at ¥84.05 a day,
# 8 × B300 18 min at ¥257.31, 8 × H100 SXM 22 min at ¥37.04, 8 × H200 22 min at ¥64.75, 8 × A100 80GB 36 min at ¥43.85
DAILY = [_row("B200", 0.30, 84.05), _row("B300", 0.30, 257.31), _row("H100 SXM", 0.37, 37.04),
         _row("H200 SXM", 0.37, 64.75), _row("A100 80GB SXM", 0.60, 43.85)]


def test_the_soonest_plan_within_a_monthly_budget_leads_a_daily_batch():
    # ¥2,000 a month on a daily batch: 2,000 ÷ 30.4 = ¥65.75 a day. B200 (84.05) and B300 (257.31) are over; the
    # H100 plan (37.04) is the first within → it leads; both sooner plans are levers (18 min < 22 × 0.95 = 20.9 min)
    got = fastest_within_budget(DAILY, 2000 / 30.4, _cost, _hours)
    assert got.fits and got.rows[0].gpu == "H100 SXM"
    assert [r.gpu for r in got.over] == ["B200", "B300"]
    assert [r.gpu for r in got.rows] == ["H100 SXM", "H200 SXM", "A100 80GB SXM"]
    # 84.05 ÷ 65.75 = 1.28 → 1.3× the budget
    assert times_over(84.05, 2000 / 30.4) == pytest.approx(1.3)


def test_a_per_job_budget_and_a_budget_no_plan_meets():
    # a one-off job on $100: a $120 plan finishing in 1.5 h, a $90 plan in 2.0 h, a $235 plan in 2.0 h, a $40 plan
    # in 5 h → the $90 leads; the $235 one is no sooner and over the budget: off the list, no lever
    rows = [_row("B200", 1.5, 120.0), _row("H100", 2.0, 90.0), _row("B300", 2.0, 235.0), _row("L40S", 5.0, 40.0)]
    got = fastest_within_budget(rows, 100.0, _cost, _hours)
    assert got.rows[0].gpu == "H100" and [r.gpu for r in got.over] == ["B200"]
    assert [r.gpu for r in got.rows] == ["H100", "L40S"]
    # $30: nothing fits → the order as given (soonest first), nothing named as over, fits False (said first)
    got = fastest_within_budget(rows, 30.0, _cost, _hours)
    assert not got.fits and got.rows == rows and got.over == ()
    # no budget stated: as given, fits
    got = fastest_within_budget(rows, None, _cost, _hours)
    assert got.fits and got.rows == rows and got.over == ()


def test_a_sooner_plan_within_the_tie_is_no_lever():
    # Whisper large-v3, 10,000 h of audio on ¥3,000: 6 × 10 × L40S in 4.5 h at ¥2,839 leads; 4 × 8 × RTX PRO 6000
    # in 4.1 h at ¥4,273 is 9 % sooner (4.1 < 4.5 × 0.95 = 4.275) → named; at 4.4 h (2 % sooner) it is the same
    # speed to a buyer → left out, and off the list too
    lead = _row("L40S", 4.5, 2839.40)
    assert fastest_within_budget([_row("RTX PRO", 4.1, 4273.48), lead], 3000.0, _cost, _hours).over[0].gpu == "RTX PRO"
    got = fastest_within_budget([_row("RTX PRO", 4.4, 4273.48), lead], 3000.0, _cost, _hours)
    assert got.over == () and got.rows == [lead]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "fastest within your budget — a faster plan breaks it: 8 × B200; ¥2,556.52 a month, 1.3× the budget"),
    ("zh", "预算内最快的——更快的方案会超出预算：8 × B200；每月约 ¥2,556.52，是预算的 1.3 倍"),
])
def test_the_lever_says_its_cost_in_the_budgets_period(lang, said):
    # a daily ¥84.05 × 730 ÷ 24 = ¥2,556.52 a month; 84.05 ÷ (2,000 ÷ 30.42) = 1.28 → 1.3×
    msg = past_budget_msg("8 × B200", 84.05, 2000 / 30.4, hourly=False,
                          per="month", scale=730 / 24, cur="CNY")
    assert render(msg, lang) == said


def test_a_total_budget_lever_does_not_repeat_the_rows_cost():
    # a one-off job: the row already says its total; only how far over is added (120 ÷ 100 = 1.2×)
    msg = past_budget_msg("8 × B200 — ≈ $120", 120.0, 100.0, hourly=False,
                          per="total", scale=None, cur="USD")
    assert render(msg, "en").endswith("8 × B200 — ≈ $120; 1.2× the budget")
