"""A peak of some days said in the same message as the everyday load ("平时2000人在线，出分后那3天峰值10万人"): the
answer is sized at the everyday load and the peak's fleet priced for those days only (tools.peak_season,
advisor.core.peak_weeks_read, advisor.core.peak_season_lines). One fleet at the peak load was priced for a whole
month (280 cards × 730 h) and the everyday load dropped."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.peak_season import peak_days, peak_gpu_hours, peak_hours, said_in_days, weeks_of_days

pytestmark = pytest.mark.slow


def test_days_as_weeks_and_back():
    # 3 days = 3/7 week; around the clock that is 3 × 24 = 72 h; 280 GPUs × 72 h = 20,160 GPU-hours
    w = weeks_of_days(3)
    assert round(peak_days(w), 9) == 3 and said_in_days(w) and not said_in_days(2)
    assert round(peak_hours(w), 6) == 72 and round(peak_gpu_hours(280, w)) == 20160
    # served 12 h a day (365 h a month): 3 days are 36 h
    assert round(peak_hours(w, 365.0), 6) == 36


@pytest.mark.parametrize(("text", "everyday", "peak", "days"), [
    # English: 400 online normally, 15,000 over the 2 days of a sale
    ("Support bot on Qwen2.5-7B, normally about 400 people online, but the 2 days of our anniversary sale peak at "
     "15000 online. What should we rent?", 400, 15000, 2),
    # 简体: 平时 1500 人在线，开学那 5 天高峰 4 万人在线
    ("学校的AI助手用Qwen3-8B，平时1500人在线，开学那5天高峰能到4万人同时在线，怎么配", 1500, 40000, 5),
    # 繁體: 平常 600 人，雙十一那兩天尖峰 3 萬人同時在線
    ("電商客服用Qwen2.5-14B，平常大概600人在線，雙十一那兩天尖峰會有3萬人同時在線", 600, 30000, 2),
])
def test_the_everyday_load_is_sized_and_the_peak_kept_for_its_days(text, everyday, peak, days):
    p = extract(text).patch
    assert (p.users_online, p.peak_users_online) == (everyday, peak), (p.users_online, p.peak_users_online)
    assert p.peak_weeks is not None and round(peak_days(p.peak_weeks), 6) == days


@pytest.mark.parametrize("text", [
    # a peak said with no everyday load: the load read stays the one sized
    "Qwen2.5-7B chatbot, the 2 days of the sale peak at 15000 online",
    # an everyday load with no peak days: nothing kept as a peak
    "Qwen2.5-7B chatbot, normally 400 people online",
])
def test_no_peak_without_both(text):
    assert extract(text).patch.peak_users_online is None


def test_the_answer_prices_the_peak_days_apart(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Ticketing chatbot on Llama-3.1-8B: normally 300 users online, but the 2 days of the concert sale peak at "
        "20,000 online. What do we rent?").text
    # the everyday 300 online is what the plan is sized at; the 2 peak days are priced apart: 2 × 24 = 48 h
    assert "of 300 online" in out and "the 2 peak days (20,000 online)" in out and "× 48 h" in out, out
