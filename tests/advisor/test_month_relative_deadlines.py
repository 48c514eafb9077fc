"""Deadlines said relative to the month, the quarter or next week's weekend, and durations counted in Chinese
numerals: a day of next month (下个月15号之前, "by the 15th of next month"), the start or middle of next month (下月初,
下个月中), the end of next month (下个月底), the middle of a named month ("by mid-January"), a quarter's end ("end of
Q1"), before next weekend (下周末之前), and 两周内 / 兩週內. Every hour below is worked by hand from the clock the
orchestrator fixes for a message, here Monday 7 Dec 2026 23:00 (tools never read the wall clock)."""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline, read_deadline
from tools.deadlines import calendar_hours

MON_2300 = datetime(2026, 12, 7, 23, 0)
# from Mon 7 Dec 23:00: to Fri 15 Jan 2027 09:00 is 39 days (936 h) less 14 h = 922 h
JAN_15 = 922.0
# to Fri 1 Jan 2027 09:00: 25 days (600 h) less 14 h = 586 h
JAN_1 = 586.0
# to Sun 31 Jan 2027 18:00 (next month's last working-day end): 55 days (1,320 h) less 5 h = 1,315 h
JAN_31 = 1315.0
# to Wed 31 Mar 2027 18:00 (the end of Q1): 24 + 31 + 28 + 31 = 114 days (2,736 h) less 5 h = 2,731 h
MAR_31 = 2731.0
# to next week's Friday, 18 Dec 18:00 ("before next weekend", as 周末前 is this Friday's): 11 days (264 h) less 5 h
DEC_18 = 259.0


@pytest.mark.parametrize(("text", "hours"), [
    ("用Qwen2.5-32B给300万篇新闻做摘要下个月15号之前要完成最便宜怎么弄", JAN_15),  # glued simplified
    ("下個月15號之前要完成", JAN_15),  # traditional
    ("下月15号前跑完", JAN_15),
    ("we need it done by the 15th of next month", JAN_15),
    ("by mid-January at the latest", JAN_15),  # the middle of a named month is its 15th
    ("1月中之前要交", JAN_15),
    ("下个月中之前", JAN_15),
    ("下月初之前要跑完", JAN_1),  # the start of next month is its 1st
    ("by early next month", JAN_1),
    ("下个月底前要完成", JAN_31),  # was read as this month's end (月底前)
    ("下個月底之前", JAN_31),
    ("by the end of next month", JAN_31),
    ("end of Q1 is the deadline", MAR_31),
    ("by the end of the first quarter", MAR_31),
    ("一季度末之前要完成", MAR_31),
    ("第一季度結束前", MAR_31),
    ("下周末之前要跑完", DEC_18),  # was this Friday's 18:00 (91 h), read from the 周末前 inside it
    ("下週末前", DEC_18),
    ("by next weekend", DEC_18),
])
def test_month_relative_words_are_deadlines(text, hours):
    got = calendar_deadline(text, MON_2300)
    assert got is not None and got[0] == pytest.approx(hours)


@pytest.mark.parametrize(("text", "hours"), [
    ("月底前", 571.0),  # this month's end still: Thu 31 Dec 18:00 = 24 days (576 h) less 5 h
    ("by end of month", 571.0),
    ("本月底要完成", 571.0),
])
def test_this_months_end_is_unchanged(text, hours):
    got = calendar_deadline(text, MON_2300)
    assert got is not None and got[0] == pytest.approx(hours)


def test_the_rule_counts_from_the_clock_given():
    # on the last evening of a quarter the next one is meant: Thu 31 Dec 2026 20:00 → "end of this quarter" is
    # 31 Mar 2027 18:00 = 90 days (2,160 h) less 2 h, never a past moment
    got = calendar_hours("end_of_quarter", datetime(2026, 12, 31, 20, 0), quarter=0)
    assert got is not None and got[0] == pytest.approx(2158.0)
    # the 31st of next month when next month has 30 days names no moment (said as not read, never moved)
    assert calendar_hours("next_month_day", datetime(2026, 3, 5, 9, 0), day=31) is None


@pytest.mark.parametrize(("text", "hours"), [
    ("两周内要跑完", 336),  # 2 × 168 h
    ("兩週內完成", 336),
    ("两个星期内", 336),
    ("三天内跑完", 72),
    ("两个月内", 1440),  # a deadline's month is 30 days
    ("within two weeks", 336),
])
def test_durations_in_chinese_numerals(text, hours):
    assert read_deadline(text) == pytest.approx(hours)


def test_a_month_named_in_chinese_numerals_is_no_duration():
    # 十二月 is December; read as 12 months it would be 8,640 h
    assert read_deadline("要在十二月完成") is None
