"""A budget per week, quarter or year is held to that period's hours (a week is 7 × 24 = 168 h; a quarter and a year
are 3 and 12 months of the catalog's 730-h month: 2,190 h and 8,760 h), never read as a total, and the answer says the
hours it checked over."""

from __future__ import annotations

import pytest

from tools.constraints import budget_constraint, hourly_limit, period_spend, period_words
from tools.schema import Budget
from tools.workload_fields import _budget


@pytest.mark.parametrize(("per", "amount", "limit"), [
    ("week", 500.0, 500 / 168),  # $500 a week on an always-on service: ≈ $2.976 an hour
    ("quarter", 5000.0, 5000 / 2190),  # 3 × 730 h = 2,190 h: ≈ $2.283 an hour
    ("year", 20000.0, 20000 / 8760),  # 12 × 730 h = 8,760 h: ≈ $2.283 an hour (= $1,667 a month)
])
def test_a_long_period_budget_is_money_per_hour_of_that_period(per, amount, limit):
    got = hourly_limit(Budget(amount=amount, currency="USD", per=per), None)
    assert got == pytest.approx(limit)


def test_a_week_of_a_service_costs_its_price_times_168_hours():
    # a $2.39/h card all week: 2.39 × 168 = $401.52, within $500; a $4.78/h pair: 4.78 × 168 = $803.04, over it
    b = Budget(amount=500, currency="USD", per="week")
    assert period_spend(b, 2.39, None) == pytest.approx(401.52)
    assert period_spend(b, 4.78, None) == pytest.approx(803.04)


def test_a_service_run_some_hours_a_day_spends_a_week_over_those_hours():
    # 10 h a day × 7 days = 70 h of a $1.50/h card: $105 of the week's budget
    b = Budget(amount=500, currency="USD", per="week")
    b._hours_a_day = 10
    assert period_spend(b, 1.5, None) == pytest.approx(105.0)


def test_a_short_job_may_spend_a_years_budget_inside_the_year():
    # a 10-h job (+ 0.25 h start-up) on ¥100,000 a year: the limit is the whole amount over the job's 10.25 h
    b = Budget(amount=100000, currency="CNY", per="year")
    assert hourly_limit(b, 10.0) == pytest.approx(100000 / 10.25)


def test_the_check_says_the_hours_of_the_period():
    b = Budget(amount=500, currency="USD", per="week")
    c = budget_constraint(b, 2.39, None, None, "USD", within=True)
    assert c.status == "honoured" and c.stated == "$500.00 per week"
    text = c.message.text("en")
    assert "per week (168 h)" in text and "$401.52" in text  # 2.39 × 168
    zh = c.message.text("zh")
    assert "每周（168 小时）" in zh and "$401.52" in zh


@pytest.mark.parametrize(("per", "en", "zh"), [
    ("year", "per year (12 months × 730 h = 8,760 h)", "每年（12 个月 × 730 小时 = 8,760 小时）"),
    ("quarter", "per quarter (3 months × 730 h = 2,190 h)", "每季度（3 个月 × 730 小时 = 2,190 小时）"),
])
def test_a_quarter_or_a_year_says_its_months(per, en, zh):
    assert period_words(per).text("en") == en
    assert period_words(per).text("zh") == zh


@pytest.mark.parametrize("per", ["week", "quarter", "year"])
def test_agents_and_the_cli_may_state_the_longer_periods(per):
    # MCP / CLI `budget_per`: week, quarter and year are accepted beside hour, day, month and total
    got = _budget({"budget": 500, "budget_per": per, "currency": "GBP"})
    assert got["budget"].per == per and got["budget"].currency == "GBP"


def test_the_fewer_hours_way_names_the_week():
    # $300 a week buys 300 / 2.50 = 120 h of a $2.50/h plan, of the week's 168 h
    from tools.schema import Msg

    m = Msg(code="recommend.budget_way_hours", args={"hours": 120.0, "per": "week", "fleet": "1 × L40S",
                                                    "money": "$2.50", "period_hours": 168.0})
    assert "≈ 120 h per week" in m.text("en") and "(of 168 h)" in m.text("en")
    assert "每周约 120 小时（共 168 小时）" in m.text("zh")
