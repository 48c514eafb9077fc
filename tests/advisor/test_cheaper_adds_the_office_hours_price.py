""""cheaper?" on a served model adds the schedule as a lever (tools.cheaper_hours): the same pick's month up only in
office hours (weekdays 9:00–18:00: 9 h × 21.7 weekdays ≈ 196 h of 730, tools.schedule) with what it gives up, or,
where the user said the hours, the month at those hours beside the month around the clock."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _hourly(rec) -> float:  # the pick's price an hour, in the answer's currency
    return rec.candidates[0].price_per_hour.amount


def test_cheaper_says_the_office_hours_month_in_english(tmp_path):
    # Hand: the pick's hour × 196 h (9 × 21.7) against × 730 h; e.g. $0.84/h → ≈ $165 vs ≈ $613 a month
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "Serve Mistral-Nemo-12B for our 30-person sales team, 6 at once")
    r = e.handle("t", "any cheaper option?")
    assert "office hours" in r.text and "196 h of 730" in r.text, r.text[:1500]
    hourly = _hourly(r.recommendation)
    m = re.search(r"≈ \$([\d,]+) a month instead of ≈ \$([\d,]+)", r.text)
    assert m is not None, r.text[:1500]
    office, clock = (float(x.replace(",", "")) for x in m.groups())
    assert abs(office - hourly * 196) <= hourly + 1 and abs(clock - hourly * 730) <= 1, (hourly, office, clock)


@pytest.mark.parametrize("first, again, words", [
    ("部署 Qwen2.5-14B 给 25 人的客服团队用，6 个同时在线", "便宜点？", "如只在办公时间开机"),
    ("部署 Qwen2.5-14B 給 25 人的客服團隊用，6 個同時在線", "有冇平啲？", "如只在辦公時間開機"),
])
def test_cheaper_says_the_office_hours_month_in_chinese(tmp_path, first, again, words):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", again)
    assert words in r.text and "196" in r.text, r.text[:1500]


def test_cheaper_under_stated_hours_says_those_hours(tmp_path):
    # 12 h on weekdays: 12 × 21.7 ≈ 261 h a month; the answer is already priced at them, said beside 730 h
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "Serve Phi-3-medium for 8 concurrent users, up 12 hours a day on weekdays")
    r = e.handle("t", "cheaper?")
    assert "At the hours you said" in r.text and "261 h" in r.text, r.text[:1500]


@pytest.mark.parametrize("first, again, words", [
    # the registry's own sizes: Qwen2.5-32B's next release down is Qwen2.5-14B (catalog/data/models.json); at the same
    # 8 users its weights are ≈ 29.5 GB in BF16 against ≈ 65 GB, so a card class down holds it: a priced lever
    ("Serve Qwen2.5-32B for 8 concurrent users", "cheaper?", "the family's smaller model Qwen2.5-14B instead of Qwen2.5-32B"),
    ("部署 Qwen2.5-32B，8 个人同时用", "还能更便宜吗？", "改用同系列更小的 Qwen2.5-14B 代替 Qwen2.5-32B"),
])
def test_cheaper_lists_the_familys_smaller_model_with_its_price(tmp_path, first, again, words):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", again)
    assert words in r.text, r.text[:2000]
    after = r.text.split(words, 1)[1][:400]
    assert "/h" in after or "每小时" in after or "每小時" in after, after  # priced, with its saving
