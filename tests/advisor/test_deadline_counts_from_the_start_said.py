"""A batch whose start is said in words ("it's wednesday night", "we start Friday night", 周三晚上开始, 週五晚上開始)
counts its deadline from that start, not from the machine's clock: the start is the nearest date with that weekday
(tools.deadlines.stated_today) at the part of the day said (night = 21:00, evening = 18:00, morning = 09:00)."""

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline

# the wall clock: Thursday 2026-12-03, 19:42
NOW = datetime(2026, 12, 3, 19, 42)


@pytest.mark.parametrize("text, hours", [
    # Hand: Wed 02 Dec 21:00 → Mon 07 Dec 09:00 = 4 days 12 h = 108 h (from the wall clock it would be 85.3 h)
    ("it's wednesday night, results due monday 9am. cheapest?", 108),
    # Fri 04 Dec 21:00 → Mon 07 Dec 09:00 (a day's deadline is 09:00) = 2 days 12 h = 60 h
    ("we start the batch Friday night and need it by Monday morning", 60),
    # Fri 04 Dec 18:00 (evening) → Sat 05 Dec 09:00 = 15 h
    ("kick it off friday evening, results by saturday", 15),
    # 简体: Wed 02 Dec 21:00 → Mon 07 Dec 09:00 = 108 h
    ("周三晚上开始跑，周一早上9点前要结果", 108),
    # 繁體: Fri 04 Dec 21:00 → 下週一 = Mon 07 Dec 09:00 = 60 h
    ("週五晚上開始跑，下週一前要", 60),
    # 简体, today named with its part of the day: Wed 21:00 → Mon 09:00 = 108 h
    ("今天周三晚上，周一早上9点前要", 108),
])
def test_the_deadline_counts_from_the_start_said(text, hours):
    got = calendar_deadline(text, NOW)
    assert got is not None and got[0] == pytest.approx(hours)


def test_the_note_says_it_counted_from_the_start():
    got = calendar_deadline("周三晚上开始跑，周一早上9点前要结果", NOW)
    assert got is not None and got[1] is not None
    assert "from the start you said" in got[1].en and "从你说的开始时间" in got[1].zh


def test_without_a_start_the_wall_clock_counts():
    # Thu 03 Dec 19:42 → Mon 07 Dec 09:00 = 3 days 13 h 18 min = 85.3 h
    got = calendar_deadline("need it by monday 9am", NOW)
    assert got is not None and got[0] == pytest.approx(85.3, abs=0.05)
