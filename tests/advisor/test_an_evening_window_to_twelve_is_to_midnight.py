"""An evening clock window that ends at 12 ends at midnight, not at noon the next day.

Hand reasoning (an outside ML-infrastructure engineer's key): "晚上9點到12點" is 21:00–24:00, 3 hours; "from 6pm to
12" is 18:00–24:00, 6 hours; "下午1点到12点" is 13:00–24:00, 11 hours. Reading the 12 as noon makes the evening window
15–23 hours long (晚上8点到12点 was read as 16 h a day), which prices the month at 4–5× the hours and sizes a peak
window as if spread over most of the day. A window that starts in the morning keeps 12 as noon ("9 to 12" is 3 h).
"""

import pytest

from advisor.core.extract_rules import extract
from tools.schedule import clock_span


@pytest.mark.parametrize(("start", "end", "hours"), [(21, 12, 3), (18, 12, 6), (13, 12, 11), (9, 12, 3), (22, 6, 8)])
def test_twelve_after_an_afternoon_start_is_midnight(start, end, hours):
    assert clock_span(start, end) == hours


@pytest.mark.parametrize(("text", "hours"), [
    ("客服機器人用Qwen2.5-7B，只在晚上9點到12點開，30個人同時用", 3.0),  # 繁體
    ("作业辅导机器人用GLM-4-9B，200个学生同时用，只在晚上7点到12点开", 5.0),  # 简体
    ("chatbot for 50 users with Llama-3.1-8B, only open from 6pm to 12 daily", 6.0),  # English
])
def test_an_evening_window_said_to_twelve_is_read_to_midnight(text, hours):
    assert extract(text).patch.usage_hours_per_day == hours
