"""A service's schedule said in words becomes hours a day × days a week (advisor/core/extract_schedule ->
tools.schedule): a clock range ("10 to 4", "7am-11pm", 早上8点到晚上8点, 朝九晚五), office hours and nights with no clock,
and the days (weekdays, 工作日, 週一至週五, "6 days a week"). The month figures in the notes are hand-worked:
a month holds 730 / 24 / 7 = 4.345 weeks, so weekdays are 21.73 days and every day 30.42.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def read(text: str) -> tuple[float | None, float | None, list[str]]:
    e = extract(text)
    return e.patch.usage_hours_per_day, e.patch.usage_days_per_week, e.notes


@pytest.mark.parametrize(("text", "hours", "days", "month"), [
    # 10:00–16:00 on weekdays: 6 h × 21.73 = 130 h
    ("serve Qwen2.5-32B for 25 analysts, weekdays 10 to 4", 6, 5, "130 h"),
    # 7am–11pm every day: 16 h × 30.42 = 487 h
    ("host Mistral Small 24B for our support team, up 7am-11pm daily", 16, None, "487 h"),
    # Mon-Fri 8:30 to 17:30: 9 h × 21.73 = 196 h
    ("deploy gemma-2-27b for 40 staff, Mon-Fri 8:30 to 17:30", 9, 5, "196 h"),
    # 6 days a week, 8am to 6pm: 10 h × 6 × 4.345 = 261 h
    ("serve Llama 3.1 8B for a clinic, open 6 days a week, 8am to 6pm", 10, 6, "261 h"),
    # 工作日早上8点到晚上8点: 12 h × 21.73 = 261 h
    ("部署 Qwen2.5-14B 给 30 个员工用，工作日早上8点到晚上8点", 12, 5, "261 h"),
    # 朝九晚五 (9:00–17:00) implies weekdays: 8 h × 21.73 = 174 h
    ("部署 GLM-4-9B 給 20 個同事用，朝九晚五", 8, 5, "174 h"),
    # 週一至週五 10點到7點 (10:00–19:00): 9 h × 21.73 = 196 h
    ("部署 Qwen2.5-7B，10 個用戶，週一至週五10點到7點", 9, 5, "196 h"),
])
def test_clock_ranges_and_days(text, hours, days, month):
    h, d, notes = read(text)
    assert h == hours and d == days
    assert any(month in n for n in notes), notes


@pytest.mark.parametrize(("text", "hours", "days", "month"), [
    # office hours with no clock: 9:00–18:00 on weekdays, 9 × 21.73 = 196 h (never 8 h × 30.4 = 243 h)
    ("serve Phi-3 medium for 15 people during office hours", 9, 5, "196 h"),
    ("部署 Qwen2.5-14B，20 个用户，只在上班时间用", 9, 5, "196 h"),
    ("部署 Qwen2.5-14B，20 個用戶，只在辦公時間用", 9, 5, "196 h"),
    # nights only: 23:00–06:00 every day, 7 × 30.42 = 213 h
    ("run Llama 3.1 70B for 5 researchers, nights only", 7, None, "213 h"),
    ("部署 Qwen2.5-72B 给 5 个人，只在晚上用", 7, None, "213 h"),
])
def test_office_hours_and_nights_with_no_clock(text, hours, days, month):
    h, d, notes = read(text)
    assert h == hours and d == days
    assert any(month in n for n in notes), notes


@pytest.mark.parametrize(("text", "hours", "days"), [
    ("部署 Qwen2.5-7B 给 5 人用，每天开6小时", 6, None),      # every day: 6 × 30.42
    ("部署 Qwen2.5-7B 給 5 人用，工作日每天開6小時", 6, 5),   # weekdays: 6 × 21.73
    ("serve Qwen2.5-7B for 5 people, 6 hours a weekday", 6, 5),
])
def test_counted_hours_take_the_days_said(text, hours, days):
    h, d, _ = read(text)
    assert h == hours and d == days


@pytest.mark.parametrize("text", [
    "serve Llama 3.3 70B for 300 users, 10 to 20 users at once",  # a range of users, not a clock
    "budget 2 to 3k a month for Qwen2.5-32B serving",
    "we need 4 to 8 GPUs daily for Qwen2.5-72B",
])
def test_ranges_of_amounts_are_no_schedule(text):
    h, d, _ = read(text)
    assert h is None and d is None


def test_a_clock_range_is_not_read_as_an_amount_range():
    # "10 to 4" with a weekday word is a clock: no "range: read as its top" note, and 4 is no count of anything
    notes = read("serve Qwen2.5-32B for 25 analysts, weekdays 10 to 4")[2]
    assert not any("is a range" in n for n in notes), notes
