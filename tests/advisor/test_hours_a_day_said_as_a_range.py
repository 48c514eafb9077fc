"""Hours a day said as a range or in words are the service's schedule, read at the range's top (the note quotes it).

"一天也就一两个小时", "每天两三个小时", "一天就用1-2小时", "a day, 1-2 hours", "an hour or two a day", 每天兩三個小時:
the month is priced at those hours × 30.4 days, never the 730 h of a machine left on.
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


@pytest.mark.parametrize(("text", "hours"), [
    # 一两 = one or two: the top, 2
    ("最便宜的方案跑qwen3-30b-a3b给自己用，偶尔用用，一天也就一两个小时，别太贵", 2),
    # 两三 = two or three: 3
    ("部署 Qwen2.5-14B，每天两三个小时", 3),
    ("部署 Qwen2.5-14B，一天就用1-2小时", 2),
    ("部署 Qwen2.5-14B，每天兩三個小時", 3),
    ("部署 Qwen2.5-14B，一天也就一兩個鐘頭", 2),
    ("serve Qwen2.5-14B for myself, a day, 1-2 hours", 2),
    ("serve Qwen2.5-14B for myself, an hour or two a day", 2),
])
def test_a_range_of_hours_a_day_is_read_at_its_top(text, hours):
    assert fields(text).get("usage_hours_per_day") == hours


@pytest.mark.parametrize("text", [
    "部署 Qwen2.5-14B 做转写，每天两三个小时音频",  # hours of audio a day: a volume, not a schedule
    "我每天两三个小时在想这件事",  # no service in the sentence
    "transcribe with Whisper, per day 4 hours of audio",  # hours of audio: a volume
])
def test_hours_that_are_no_schedule(text):
    assert "usage_hours_per_day" not in fields(text)


@pytest.mark.slow
def test_the_month_uses_the_hours_said(tmp_path):
    # 一两个小时 → 2 h a day; 2 h × 30.4 days = 60.8 h, shown as 61 h, not the 730 h of a machine left on
    eng = Engine(store=Store(tmp_path / "s.db"))
    r = eng.handle("t", "最便宜的方案跑qwen3-30b-a3b给自己用，偶尔用用，一天也就一两个小时，别太贵")
    headline = r.text.split("\n\n")[2]
    # the month is priced at the hours said; 730 h is only the around-the-clock figure said beside it
    assert "每月 ≈" in headline and "61 小时" in headline, headline
    assert "730 小时" not in headline.replace("如全天开机则", "").split("61 小时")[0], headline
    assert "730 小时" not in headline or "如全天开机则" in headline, headline
