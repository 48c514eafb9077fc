"""A service's weekly schedule as the hours a month is billed (tools.schedule), and a budget held against it.

Hand-worked: a month is the price lists' 730 h = 30.42 days of 24 h, so a week is 7 of them and a month holds
730 / 24 / 7 = 4.345 weeks; five weekdays are 21.73 days a month (52 × 5 / 12 = 21.67, the same to 0.3 %).
"""

from __future__ import annotations

import pytest

from tools import schedule
from tools.constraints import effective_budget, hourly_limit, period_spend
from tools.cost import serving_month_hours
from tools.schema import Budget, Workload


@pytest.mark.parametrize(("hours", "days", "expected"), [
    (10, 5, 217.3),   # 10 h × 21.73 weekdays (8:00–18:00 Mon–Fri)
    (12, 5, 260.7),   # 8am–8pm on weekdays: 12 × 21.73
    (8, 6, 208.6),    # 8 h, six days a week: 8 × 6 × 4.345 = 208.6
    (7, None, 212.9),  # nights 23:00–06:00 every day: 7 × 30.42
    (None, None, 730.0),  # around the clock: the lists' month
    (24, 5, 521.4),   # whole weekdays: 24 × 21.73
])
def test_month_hours_are_hours_a_day_times_days_a_month(hours, days, expected):
    assert schedule.month_hours(hours, days) == pytest.approx(expected, abs=0.1)


def test_weekdays_are_not_every_day():
    # 9 to 6 on weekdays is 9 × 21.73 = 195.5 h, not 9 × 30.42 = 273.75 h (every day) nor 730 h
    assert serving_month_hours(9, 5) == pytest.approx(195.5, abs=0.1)
    assert serving_month_hours(9, None) == pytest.approx(273.75, abs=0.01)


@pytest.mark.parametrize(("start", "end", "hours"), [
    (9, 6, 9),      # "9 to 6" on a 12-hour clock: 9:00–18:00
    (8, 20, 12),    # 8am–8pm
    (22, 6, 8),     # 22:00–06:00 wraps midnight
    (10, 4, 6),     # "10 to 4": 10:00–16:00
    (18, 2, 8),     # 6pm–2am
    (7.5, 19, 11.5),  # 7:30–19:00
])
def test_clock_spans(start, end, hours):
    assert schedule.clock_span(start, end) == pytest.approx(hours)


def test_office_and_night_defaults():
    # office hours 9:00–18:00 (9 h); nights 23:00–06:00 (7 h, the UK default night time)
    assert schedule.office_hours_a_day() == 9
    assert schedule.night_hours_a_day() == 7


def test_period_hours_of_a_weekday_schedule():
    # a week's budget on 10 h weekdays: 10 × 5 = 50 h; a day's budget: one running day's 10 h; a year: 10 × 365 × 5/7
    assert schedule.period_hours(168, 10, 5) == pytest.approx(50)
    assert schedule.period_hours(24, 10, 5) == pytest.approx(10)
    assert schedule.period_hours(8760, 10, 5) == pytest.approx(2607.1, abs=0.1)


def test_a_monthly_budget_is_held_against_the_scheduled_month():
    # $2,000 a month, up 9 h on weekdays (195.5 h): $10.23 an hour may be spent; a $9/h plan spends $1,760 of it,
    # where 9 h every day (273.75 h) would spend $2,464 and break it
    w = Workload(model="x", usage_hours_per_day=9, usage_days_per_week=5, budget=Budget(amount=2000, per="month"))
    b = effective_budget(w)
    assert b is not None
    assert hourly_limit(b, None) == pytest.approx(2000 / 195.536, rel=1e-3)
    assert period_spend(b, 9.0, None) == pytest.approx(1759.8, abs=0.5)
    every_day = effective_budget(w.model_copy(update={"usage_days_per_week": None}))
    assert every_day is not None and period_spend(every_day, 9.0, None) == pytest.approx(2463.75, abs=0.5)


def test_load_minutes_and_the_daily_start_line():
    # 140 GB of weights (a 70B model in BF16) at 1 GB/s: 140 s = 2.3 min; 405 GB (405B in FP8): 6.75 min
    assert schedule.load_minutes(140) == pytest.approx(2.333, abs=0.01)
    assert schedule.load_minutes(405) == pytest.approx(6.75)
    msg = schedule.daily_start(405_000_000_000, 8, "H100", 12)
    assert msg is not None and msg.args["minutes"] == pytest.approx(6.75) and msg.args["gpus"] == 8
    # around the clock (or no hours said) has no daily start
    assert schedule.daily_start(405_000_000_000, 8, "H100", None) is None
    assert schedule.daily_start(405_000_000_000, 8, "H100", 24) is None


@pytest.mark.parametrize(("hour", "minutes", "pm", "expected"), [
    (6, 0, True, 18),     # 6pm
    (12, 0, True, 12),    # 12pm is noon
    (12, 0, False, 0),    # 12am is midnight
    (7, 30, None, 7.5),   # 7:30 with no am/pm: as written
    (19, 0, None, 19),    # 19:00
])
def test_clock_times(hour, minutes, pm, expected):
    assert schedule.clock_time(hour, minutes, pm) == pytest.approx(expected)


def test_off_at_night_is_the_day_outside_the_night():
    # the night is 23:00–06:00 (7 h), so a service switched off at night is up 06:00–23:00: 24 − 7 = 17 h a day,
    # and a month of it is 17 × 730 / 24 = 17 × 30.42 = 517.1 h
    assert schedule.day_hours_a_day() == 17
    assert schedule.month_hours(schedule.day_hours_a_day()) == pytest.approx(517.1, abs=0.1)


def test_a_month_run_nightly_is_a_night_share_of_the_month() -> None:
    # 300,000 a month over 730 h ÷ 24 = 30.42 nights → 9,863.0 → 9,864 (rounded up, so a month of nights holds them
    # all); 70,000 a week ÷ 7 = 10,000; a count said a night is as said
    from tools.schedule import nightly_share

    assert nightly_share(300_000, "month") == 9864
    assert nightly_share(70_000, "week") == 10_000
    assert nightly_share(5_000, "day") == 5000
