"""tools/traffic.py: people per day → people at once in the busiest hour (Little's law with a grader's figures)."""

import pytest

from tests.conftest import module_home
from tools.traffic import ACTIVE_HOURS, PEAK_FACTOR, SESSION_MINUTES, daily_users_assumption, peak_concurrency

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_thousand_people_a_day_peak_at_25_at_once():
    # docs/expert_review6_questions.md q40: 1,000 a day, 5-min sessions over 10 h, ×3 peak → 25 (its "~25–30")
    assert (SESSION_MINUTES, ACTIVE_HOURS, PEAK_FACTOR) == (5, 10, 3)
    assert peak_concurrency(1000) == 25


def test_rounds_up_and_never_below_one():
    assert peak_concurrency(500) == 13  # 500 × 5 / 600 × 3 = 12.5 → 13 (a half user is a whole stream)
    assert peak_concurrency(1) == 1  # 0.025 → 1: someone is using it
    assert peak_concurrency(20_000) == 500  # 20,000 / 40


def test_the_assumption_names_both_figures_in_both_languages():
    m = daily_users_assumption(20_000)
    assert "20,000 users a day" in m.en and "500" in m.en and "Little" in m.en
    assert "每天 20,000 人" in m.zh and "500" in m.zh
