"""A growth follow-up ("what if the users double?", "10x the traffic", 如果明年用户翻倍呢, 如果之後住戶數目加倍呢) re-runs
the plan with the thread's stated load scaled and one line saying what changed (advisor/core/growth.py), never "that is
outside what I do"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.growth import growth_factor
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,factor", [
    ("what if the users double?", 2), ("10x the traffic", 10), ("and if we get 3 times as many users?", 3),
    ("50% more users next year", 1.5),
    ("如果明年用户翻倍呢", 2), ("如果之後住戶數目加倍呢？", 2), ("明年用户多一倍", 2), ("用户增长到3倍呢", 3),
    ("如果明年使用者翻倍呢", 2),  # 繁體 (Taiwan)
    # "if we" and the factor alone: the business grows, so its load does (answered with the first answer unchanged)
    ("and if we 5x next year?", 5), ("what if we 3x by spring?", 3), ("suppose we grow 4x in two years", 4),
])
def test_the_growth_factor_is_read(text, factor):
    assert growth_factor(text) == pytest.approx(factor)


@pytest.mark.parametrize("text", ["double the context", "2x faster please", "预算翻倍呢", "what if the price doubles?",
                                  "what if we double the GPUs for the same users?", "显卡翻倍，用户不变呢",
                                  "what if we 5x the context?"])
def test_a_factor_without_the_load_is_no_growth(text):
    assert growth_factor(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("first,again,field,before,after", [
    # 40 at once → 80 at once
    ("serve Qwen3-8B as a chatbot for 40 users at once", "what if the users double?", "concurrency", 40, 80),
    # 简体: 2,000 online → 4,000 online
    ("部署Qwen3-14B做作文批改，高峰2000个学生在线", "如果明年用户翻倍呢", "users_online", 2000, 4000),
    # Cantonese: 3,000 messages a day → 6,000
    ("想整個WhatsApp AI bot答住戶問題，用Qwen3-8B，估計每日3000條訊息", "如果之後住戶數目加倍呢？", "requests_per_day",
     3000, 6000),
])
def test_a_growth_followup_reruns_the_plan_on_the_scaled_load(tmp_path, first, again, field, before, after):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", first)
    assert r1.recommendation is not None and getattr(r1.recommendation.workload, field) == before
    r2 = eng.handle("t", again)
    assert r2.kind == "answer" and r2.recommendation is not None, r2.text[:300]
    assert getattr(r2.recommendation.workload, field) == after
    assert "× 2" in r2.text  # the line that says what changed
