"""A service's working day and "around the clock" as follow-ups.

- "during business hours" / 工作时间 / 辦公時間 with no count is office hours (tools.schedule: 9:00–18:00 on weekdays,
  9 h × 5 days, said as assumed); "mostly during EU business hours" is when the traffic peaks, not a schedule.
- "actually around the clock" (24/7, 24小时不间断, 全天候運行) after a working day moves the month back to 730 h.
- the same words when no hours were said: the answer already assumed 24 h a day, 730 h a month — said beside
  "changed: nothing", never silently.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-14B for 20 users during business hours",
    "部署 Qwen2.5-14B，20 个用户，只在工作时间用",
    "部署 Qwen2.5-14B，20 個用戶，只在辦公時間用",
])
def test_business_hours_are_a_working_day(text):
    # no count of hours said: 9:00–18:00 (ILO C001's 8-hour day and its midday break) on weekdays, not 24 h every day
    assert fields(text).get("usage_hours_per_day") == 9
    assert fields(text).get("usage_days_per_week") == 5


@pytest.mark.parametrize("text", [
    "serve Llama-3-8B for users mostly during EU business hours",  # when traffic peaks: the service stays up
    "LoRA fine-tune Llama-3-8B during business hours",  # a training job has no serving month
])
def test_business_hours_that_are_no_schedule(text):
    assert "usage_hours_per_day" not in fields(text)


@pytest.mark.parametrize("text", ["actually around the clock", "改成24小时不间断", "全天候", "全天候運行", "24/7"])
def test_around_the_clock_phrasings_are_read(text):
    assert "full_day" in extract(text).intents


@pytest.mark.slow
@pytest.mark.parametrize(("first", "then", "changed"), [
    ("serve Qwen2.5-14B for 20 users during business hours", "actually around the clock",
     "hours a day 9 → 24; days a week 5 → 7"),
    ("部署 Qwen2.5-14B，20 个用户，只在工作时间用", "改成24小时不间断", "每天小时数 9 → 24；每周天数 5 → 7"),
    ("部署 Qwen2.5-14B，20 個用戶，只在辦公時間用", "全天候運行", "每天小時數 9 → 24；每週天數 5 → 7"),
])
def test_around_the_clock_after_business_hours_changes_the_month(tmp_path, first, then, changed):
    # 9 h × 21.73 weekdays (730 / 24 × 5 / 7) = 195.5 h a month in turn 1; around the clock, every day, is 730 h
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", first)
    assert "196" in r1.text
    r2 = eng.handle("t", then)
    assert changed in r2.text and "730" in r2.text


@pytest.mark.slow
@pytest.mark.parametrize(("first", "then", "said"), [
    ("serve Qwen2.5-14B for 20 users", "actually around the clock", "nothing, already around the clock"),
    ("部署 Qwen2.5-14B，20 个用户", "改成24小时不间断", "无，已按全天候估算"),
    ("部署 Qwen2.5-14B，20 個用戶", "全天候運行", "無，已按全天候估算"),
])
def test_around_the_clock_with_no_hours_before_says_it_was_assumed(tmp_path, first, then, said):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    r = eng.handle("t", then)
    # the whole month: 24 h a day, 730 h (8,760 h ÷ 12)
    assert said in r.text and "730" in r.text
