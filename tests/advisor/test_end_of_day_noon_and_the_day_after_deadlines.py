"""Deadlines said as a part of a day, by one rule table (tools.deadlines.DAY_RULES): the end of a working day is
18:00 whether it is today's ("EOD", 下班前), tomorrow's (明天下班前) or a week's end; "tomorrow noon" is 12:00; the day
after tomorrow (后天 / 後天) is a named day, so 09:00 of it; "the end of next week" is next week's Friday 18:00. Every
hour below is worked by hand from a fixed clock, Thursday 3 Dec 2026 09:30."""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline
from tests.conftest import module_home
from tools.deadlines import calendar_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

THU_0930 = datetime(2026, 12, 3, 9, 30)  # a Thursday morning
THU_2000 = datetime(2026, 12, 3, 20, 0)  # the same Thursday, after work


@pytest.mark.parametrize(("kind", "now", "hours"), [
    ("end_of_day", THU_0930, 8.5),  # today 18:00 − 09:30
    ("end_of_day", THU_2000, 22.0),  # today's 18:00 has passed: Friday 18:00 = 4 + 18
    ("tomorrow_end", THU_0930, 32.5),  # Friday 18:00: 14.5 to midnight + 18
    ("tomorrow_noon", THU_0930, 26.5),  # Friday 12:00: 14.5 + 12
    ("day_after", THU_0930, 47.5),  # Saturday 09:00: 14.5 + 24 + 9
    ("end_of_next_week", THU_0930, 200.5),  # Friday 11 Dec 18:00: 8 days (192 h) + 8.5 h
])
def test_the_rule_table(kind, now, hours):
    got = calendar_hours(kind, now)
    assert got is not None and got[0] == pytest.approx(hours)


@pytest.mark.parametrize(("text", "hours", "clock"), [
    ("we need the model by close of business tomorrow", 32.5, "18:00"),
    ("must be trained by noon tomorrow", 26.5, "12:00"),
    ("finished by tomorrow at noon please", 26.5, "12:00"),
    ("results needed by end of day", 8.5, "18:00"),
    ("deliverable due by the end of next week", 200.5, "18:00"),
    ("明天下班之前要训练完", 32.5, "18:00"),
    ("明天中午前要出结果", 26.5, "12:00"),
    ("今天下班前要跑完", 8.5, "18:00"),
    ("后天前要交付", 47.5, "09:00"),
    ("後天之前要訓完", 47.5, "09:00"),
    ("后天下午2点前要完成", 52.5, "14:00"),  # an hour said with the day wins: Saturday 14:00 = 47.5 + 5
])
def test_the_words_read_by_the_table_and_said(text, hours, clock):
    got = calendar_deadline(text, THU_0930)
    assert got is not None and got[0] == pytest.approx(hours), (text, got)
    assert got[1] is not None and clock in got[1].en and clock in got[1].zh  # the rule's moment is said


def test_tonight_still_runs_to_midnight():
    got = calendar_deadline("need it by tonight", THU_0930)
    assert got is not None and got[0] == pytest.approx(14.5)  # Friday 00:00 − 09:30
