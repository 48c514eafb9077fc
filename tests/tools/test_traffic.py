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


# ---- a head count of people → the share at once at the office peak -------------------------------------------------

@pytest.mark.parametrize("people,at_once", [
    (50, 8),  # 15 % of 50 = 7.5 → 8: inside review 21 Q01's "50 people → 5–15 concurrent"
    (80, 12),  # 12.0 exactly: inside Q28's 8–16
    (100, 15),  # 15.0 exactly, not 16 (a float 0.15 × 100 is 15.000000000000002): inside Q17's 10–20
    (150, 23),  # 22.5 → 23: inside Q24's 15–25
    (200, 30),  # 30.0: the top of Q14's 20–30
    (120, 18),  # 18.0
])
def test_a_head_count_is_sized_at_its_office_peak_share(people, at_once):
    from tools.traffic import PEOPLE_AT_ONCE_PERCENT, peak_share_of_people

    assert PEOPLE_AT_ONCE_PERCENT == 15
    assert peak_share_of_people(people) == at_once


@pytest.mark.parametrize("people,at_once", [
    (1, 1), (3, 3), (5, 5),  # a team of 5 or fewer: all of them (a demo for 3 people is 3 at once, review 21 Q13)
    (6, 5), (15, 5), (20, 5),  # 15 % would be 1–3: at least 5 (review 20 Q7 "~5 of 15 devs"; Q22 20 人 → 5–10)
    (33, 5), (34, 6),  # 15 % of 33 = 4.95 → 5; of 34 = 5.1 → 6: the share takes over from 34 people
])
def test_a_small_team_is_sized_all_at_once_up_to_five(people, at_once):
    from tools.traffic import SMALL_TEAM_AT_ONCE, peak_share_of_people

    assert SMALL_TEAM_AT_ONCE == 5
    assert peak_share_of_people(people) == at_once


def test_a_head_count_sets_concurrency_only_when_none_is_stated():
    from tools.schema import Workload
    from tools.traffic import concurrency_from_head_count

    w = Workload(task="inference", params_b=8, head_count=50)
    said = concurrency_from_head_count(w)
    assert w.concurrency == 8 and len(said) == 1  # 50 people → 8 at once, and the answer says so
    stated = Workload(task="inference", params_b=8, head_count=50, concurrency=50)  # "all 50 at the same time"
    assert concurrency_from_head_count(stated) == [] and stated.concurrency == 50


def test_the_head_count_assumption_says_both_figures_in_both_languages():
    from tools.traffic import head_count_assumption

    m = head_count_assumption(50, "about 50 people")
    assert "'about 50 people'" in m.en and "≈ 8 active at once" in m.en and "15 %" in m.en
    assert "“about 50 people”" in m.zh and "同时约 8 人" in m.zh and "15%" in m.zh
    small = head_count_assumption(3)  # all of a team of 3, and why
    assert "3 people" in small.en and "≈ 3" in small.en and "5 or fewer" in small.en and "5 人以内" in small.zh


@pytest.mark.slow
def test_a_head_count_is_not_called_an_unstated_concurrency(tmp_path):
    # "about 50 people" states the load: the answer sizes 8 at once from it and says so in its own note, so pitfall 3
    # must not also say "You did not state concurrency" (it may still say the context length was not stated)
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle("t", "serve Llama 3.1 8B for about 50 people in the office").text
    assert "8 users at once (of 50 people)" in text
    kv_line = next(x for x in text.splitlines() if "Forgetting the KV cache" in x)
    assert "concurrency" not in kv_line and "context length" in kv_line, kv_line
