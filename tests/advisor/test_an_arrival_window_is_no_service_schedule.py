"""A window said of when a batch's work arrives ("晚上8点到12点会进来一半的量", "half the uploads arrive 6–10 pm") is the
batch's peak, never the hours a service is up: it was read as "up 4 h a day", the month priced on 122 h."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "晚上7点到11点会进来一半的量，要求10分钟内出结果",
    "half of the clips arrive between 6 and 10 pm, results within 5 minutes",
    "晚上6點到12點會湧入四分之三的影片，要5分鐘內審核完",
])
def test_an_arrival_window_is_not_the_hours_a_day(text):
    assert extract(text).patch.usage_hours_per_day is None


def test_a_service_window_is_still_read():
    # the positive case: a service said to run 8 pm–midnight is up 4 h a day
    assert extract("serve Qwen2.5-7B for our 20 staff, only from 8 to 12 pm").patch.usage_hours_per_day == 4
