"""A current time the user states ("it's 10pm now", "it's Friday 6pm", 现在晚上10点, 現在晚上十點) is where a relative
deadline counts from, said back in the note; never the machine's clock."""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline, extract
from tools.deadlines import stated_now

# the machine's clock in every case: Thursday 3 December 2026, 05:25 (a user in another time zone)
WALL = datetime(2026, 12, 3, 5, 25)


# Hand reasoning: said at 22:00, "tomorrow morning" / 明早 / 聽朝 is 09:00 the next day: 2 h to midnight + 9 h = 11 h,
# not the 27.6 h from the machine's 05:25 to Friday 09:00. The nearest 22:00 to Thu 05:25 is Wed 22:00 (7.4 h back,
# tonight's is 16.6 h ahead), so the deadline is Thu 09:00. 10:30 pm to 8am is 1.5 + 8 = 9.5 h.
@pytest.mark.parametrize("text,hours", [
    ("it's 10pm now, need it by tomorrow morning", 11.0),
    ("现在晚上10点，明早9点前要结果", 11.0),
    ("現在晚上十點，明天早上九點前要跑完", 11.0),
    ("而家夜晚十點，聽朝要攞到", 11.0),
    ("it's 10:30 pm here; done by 8am tomorrow", 9.5),
])
def test_a_stated_clock_now_is_where_tomorrow_morning_counts_from(text, hours):
    got = calendar_deadline(text, WALL)
    assert got is not None and got[0] == pytest.approx(hours), (text, got)
    assert got[1] is not None and "22:" in got[1].en and "as you said" in got[1].en  # the stated now is said back
    assert "你说的" in got[1].zh


# Hand reasoning: Friday 18:00 to Monday 09:00 is 6 h (to Saturday 00:00) + 48 h (Saturday, Sunday) + 9 h = 63 h, in
# English (weekday and clock) and 简体 (周五晚上6点 → 下周一早上9点).
@pytest.mark.parametrize("text", ["Must be done by Monday 9am, it's Friday 6pm.", "it is Friday, 6pm. by Monday",
                                  "现在是周五晚上6点，下周一早上9点前要"])
def test_a_stated_weekday_and_clock_start_the_count(text):
    got = calendar_deadline(text, WALL)
    assert got is not None and got[0] == pytest.approx(63.0), (text, got)
    assert "Fri 04 Dec 18:00, as you said" in got[1].en


# Hand reasoning: with no clock said, the machine's clock stays: Thu 05:25 → Fri 09:00 = 18 h 35 min + 9 h = 27.6 h.
def test_no_stated_clock_keeps_the_machine_clock():
    got = calendar_deadline("by tomorrow morning", WALL)
    assert got is not None and got[0] == pytest.approx(27.6)
    assert "as you said" not in got[1].en


# Hand reasoning: the nearest 15:30 to Thu 05:25 is Thu 15:30 (10.1 h ahead; Wed's is 13.9 h back); the clock with a
# weekday is that weekday's date (Fri 04 Dec).
def test_the_stated_clock_is_on_the_nearest_date_or_the_named_weekday():
    assert stated_now(WALL, 22) == datetime(2026, 12, 2, 22, 0)
    assert stated_now(WALL, 15.5) == datetime(2026, 12, 3, 15, 30)
    assert stated_now(WALL, 18, weekday=4) == datetime(2026, 12, 4, 18, 0)


# Hand reasoning (the whole question, at whatever the machine's clock): 22:00 → 09:00 the next morning is 11 h, not
# the hours left from the machine's clock (27.6 h when it was 05:25).
def test_the_question_with_a_stated_clock_gets_an_eleven_hour_deadline():
    p = extract("今晚跑完：大概300万条商品标题要用Qwen2.5-7B做分类，提示词模板差不多200个token，每条输出不超过20个字，"
                "明早9点前要结果，现在晚上10点").patch
    assert p.deadline_hours == pytest.approx(11.0)
    assert p.batch_requests == 3_000_000
