"""A follow-up's serving hours said with a need word (上班時間（早8晚8）才需要, 朝9晚6先要, "only needed 8-8"): read as
the service's schedule, so the month is priced at those hours, never 730 h.

Why: "如果改用台智雲TWS的H100呢？上班時間（早8晚8）才需要" priced the H100 reference at 730 h ≈ 50.6k TWD a month; the
clock range sat in its own bracketed clause with 才需要 beside it, and 需要 was no use word, so no schedule was read.
Hand figures (tools.schedule: weekdays 21.7 days a month): 早8晚8 = 12 h × 21.7 ≈ 261 h (the key accepts 12 h × 30
= 360 h or 22 weekdays ≈ 264 h); 朝9晚6 = 9 h × 21.7 ≈ 196 h. At NT$90–150 an H100-hour, 261 h ≈ NT$2.3–3.9 萬 where
730 h was ≈ NT$6.6–11 萬.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "hours"), [
    ("如果改用台智雲TWS的H100呢？上班時間（早8晚8）才需要", 12.0),  # 繁體, the review's follow-up
    ("如果换成H200呢？白天（早8晚8）才需要", 12.0),  # 简体
    ("如果改用H100呢？只係朝9晚6先要", 9.0),  # 粵語
    ("如果改用H100呢？工作日早9晚9才需要", 12.0),
])
def test_need_word_keeps_the_stated_hours(text: str, hours: float) -> None:
    # Hand: module doc; before, usage_hours_per_day stayed unset and the month was 730 h
    e = extract(text)
    assert e.patch.usage_hours_per_day == hours, e.patch
    assert any("not 730 h" in n for n in e.notes), e.notes


def test_a_need_without_hours_sets_none() -> None:
    # Hand: "需要" alone with no clock or count is no schedule
    e = extract("如果改用H100呢？需要多少錢")
    assert not e.patch.usage_hours_per_day
