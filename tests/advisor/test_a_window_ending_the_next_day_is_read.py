"""A clock window whose end is said on the next day (第二天 / 隔天 / 次日 / 隔日) is the job's hours across midnight.

An expert's reading: "晚上10点到第二天6点" runs from 22:00 to 06:00, 2 h before midnight + 6 h after = 8 h; "夜裡
11點到隔天7點" is 23:00 → 07:00, 1 + 7 = 8 h. With the next-day word between 到 and the clock, the end was not read:
the run fell back to a night assumed from 22:00 to 08:00 (10 h) beside a second, "nights 23:00–06:00" (7 h) schedule
note, so one answer stated three different windows. The window said is stated once, and every reader of a night's
hours (night_hours, night_start) returns it.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import clock_window, extract, night_hours, night_start, normalise


@pytest.mark.parametrize("text, hours, start, end", [
    ("每天晚上10点到第二天6点要把录音转成文字", 8.0, 22.0, 6.0),      # 2 h to midnight + 6 h = 8 h
    ("夜裡11點到隔天7點要處理完", 8.0, 23.0, 7.0),                    # 繁體: 1 + 7 = 8 h
    ("每天晚上9点到次日早上5点跑批", 8.0, 21.0, 5.0),                 # 3 + 5 = 8 h
    ("每晚夜晚12點到隔日早上6點要轉完", 6.0, 0.0, 6.0),               # midnight → 06:00 = 6 h
    ("晚上11点半到第二天早上7点之间", 7.5, 23.5, 7.0),                # 0.5 + 7 = 7.5 h
])
def test_a_next_day_end_clock_closes_the_window(text, hours, start, end):
    w = clock_window(normalise(text))
    assert w is not None and w[0] == hours and w[2] == (start, end)


@pytest.mark.parametrize("text, hours, start", [
    ("每天晚上10点到第二天6点要转写", 8.0, 22.0),
    ("every night from 10pm to 6am", 8.0, 22.0),
    ("between 9 pm and 5 am each night", 8.0, 21.0),
    ("每晚夜裡11點到隔天7點之間要做完", 8.0, 23.0),
])
def test_a_nights_hours_are_the_window_said(text, hours, start):
    # the night a speech batch runs in is the window's, never 22:00 → 08:00 assumed
    t = normalise(text)
    assert night_hours(t)[:2] == (hours, start)
    assert night_start(t) == start


@pytest.mark.parametrize("text", [
    "每天晚上10点到第二天6点要把3000小时客服录音用whisper large v3转成文字，要几张卡",
    "每天夜裡10點到隔天6點要把3000小時客服錄音用whisper large v3轉成文字，要幾張卡",
    "every night from 10pm to 6am we transcribe 3000 hours of call recordings with whisper large v3, how many gpus",
])
def test_the_window_is_the_deadline_with_no_assumed_night_beside_it(text):
    e = extract(text)
    assert e.patch.deadline_hours == 8.0  # 22:00 → 06:00
    notes = " ".join(e.notes)
    assert "23:00–06:00" not in notes and "22:00 → 08:00" not in notes
