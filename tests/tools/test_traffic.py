"""tools/traffic.py: people per day → their messages a day (5 each unless stated) → the busiest hour's rate →
requests in flight (Little's law); a head count → the share at once at the office peak.

Figures worked by hand: the busiest hour carries 10 % of the day's requests; each request stays its first token (2 s
default) + ShareGPT's 338-token mean answer at 20 tokens/s = 2 + 16.9 = 18.9 s; the rate is kept to 2 significant
figures before it is multiplied."""

import pytest

from tests.conftest import module_home
from tools.schema import Workload
from tools.traffic import MESSAGES_PER_DAILY_USER, concurrency_from_daily_requests, daily_requests_in_flight

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_twenty_thousand_a_day_are_about_fifty_in_flight_not_five_hundred():
    # docs/expert_review26_questions.md Q18: 2 万 × ~5 条 = 10 万次/天 → 10 % in the busiest hour = 10,000 / 3,600 s
    # = 2.78 → 2.8 req/s; × 18.9 s = 52.92 → 53 in flight (the old session rule: 20,000 × 5 / 600 × 3 = 500)
    assert MESSAGES_PER_DAILY_USER == 5
    w = Workload(task="inference", params_b=7, daily_users=20_000)
    said = concurrency_from_daily_requests(w)
    assert w.concurrency == 53 and w.target_requests_per_s == 2.8 and len(said) == 1


@pytest.mark.parametrize("users,in_flight", [
    (1000, 3),  # 5,000 a day → 500 in the hour / 3,600 = 0.139 → 0.14/s × 18.9 = 2.65 → 3
    (5000, 14),  # 25,000 a day → 2,500 / 3,600 = 0.694 → 0.69/s × 18.9 = 13.04 → 14
    (1, 1),  # 5 a day → 0.000139/s × 18.9 = 0.003 → 1: someone is using it
])
def test_daily_users_round_up_and_never_below_one(users, in_flight):
    w = Workload(task="inference", params_b=7, daily_users=users)
    concurrency_from_daily_requests(w)
    assert w.concurrency == in_flight


def test_a_stated_count_each_and_a_stated_concurrency_keep_their_figures():
    # 20,000 × 2 stated = 40,000 a day → 4,000 / 3,600 = 1.11 → 1.1/s × 18.9 = 20.79 → 21 (not the assumed 5 each)
    w = Workload(task="inference", params_b=7, daily_users=20_000, requests_per_user_per_day=2)
    concurrency_from_daily_requests(w)
    assert w.concurrency == 21
    stated = Workload(task="inference", params_b=7, daily_users=20_000, concurrency=100)
    assert concurrency_from_daily_requests(stated) == [] and stated.concurrency == 100


def test_a_head_count_alone_is_not_given_messages_each():
    # 50 people in an office are a head count (15 % at once), never 50 × 5 messages a day
    assert daily_requests_in_flight(Workload(task="inference", params_b=7, head_count=50)) is None


def test_the_assumed_messages_are_said_in_both_languages():
    m = daily_requests_in_flight(Workload(task="inference", params_b=7, daily_users=20_000))
    assert m is not None
    assert "20,000 daily users × 5 messages (assumed; say how many each sends) = 100,000 a day" in m.en
    assert "2.8 requests/s" in m.en and "≈ 53 in flight" in m.en
    assert "日活 20,000 人 × 每人 5 条（假设值" in m.zh and "每天 100,000 条消息" in m.zh and "同时约 53 路" in m.zh
    stated = daily_requests_in_flight(Workload(task="inference", params_b=7, daily_users=2_000,
                                               requests_per_user_per_day=15))
    assert stated is not None and "assumed" not in stated.en and "假设" not in stated.zh


# ---- a head count of people → the share at once at the office peak -------------------------------------------------

@pytest.mark.parametrize("people,at_once", [
    (50, 8),  # 15 % of 50 = 7.5 → 8: inside an expert's "50 people → 5–15 concurrent"
    (80, 12),  # 12.0 exactly: inside an expert's 8–16 for 80 people
    (100, 15),  # 15.0 exactly, not 16 (a float 0.15 × 100 is 15.000000000000002): inside an expert's 10–20 for 100
    (150, 23),  # 22.5 → 23: inside an expert's 15–25 for 150
    (200, 30),  # 30.0: the top of an expert's 20–30 for 200
    (120, 18),  # 18.0
])
def test_a_head_count_is_sized_at_its_office_peak_share(people, at_once):
    from tools.traffic import PEOPLE_AT_ONCE_PERCENT, peak_share_of_people

    assert PEOPLE_AT_ONCE_PERCENT == 15
    assert peak_share_of_people(people) == at_once


@pytest.mark.parametrize("people,at_once", [
    (1, 1), (2, 2),  # one or two people: all of them (two may ask at the same moment)
    (3, 2), (5, 2), (6, 2),  # a third of 3–6 is 1–2: at least 2 (was all of them: 3 → 3, 5 → 5)
    (7, 3), (8, 3),  # ⌈8 ÷ 3⌉ = 3: the top of an expert's 1–3 at once for 8 engineers who ask now and then (was 5)
    (10, 4), (12, 4), (13, 5),  # ⌈10 ÷ 3⌉ = 4, ⌈13 ÷ 3⌉ = 5
    (15, 5), (20, 5),  # a third is 5–7: at most 5 (experts: "~5 of 15 devs"; 20 人 → 5–10)
    (33, 5), (34, 6),  # 15 % of 33 = 4.95 → 5; of 34 = 5.1 → 6: the office share takes over from 34 people
    (60, 9), (800, 120),  # the office share, unchanged: 9 of 60, 120 of 800
])
def test_a_small_team_is_sized_at_a_third_of_it_between_two_and_five(people, at_once):
    from tools.traffic import SMALL_TEAM_AT_ONCE, SMALL_TEAM_DIVISOR, SMALL_TEAM_PAIR, peak_share_of_people

    assert (SMALL_TEAM_AT_ONCE, SMALL_TEAM_DIVISOR, SMALL_TEAM_PAIR) == (5, 3, 2)
    assert peak_share_of_people(people) == at_once


def test_a_small_team_says_its_third_as_an_assumption():
    """8 engineers → 3 at once, said as a small team's assumption in English and Chinese, with the count to replace it."""
    from tools.traffic import head_count_assumption

    m = head_count_assumption(8, "8 engineers")
    assert m.args["n"] == 3 and m.args["how"] == "third"
    assert "≈ 3 active at once" in m.en and "assumed" in m.en
    assert "同时约 3 人" in m.zh and "假设" in m.zh
    assert head_count_assumption(800).args["how"] == "share" and head_count_assumption(2).args["how"] == "all"


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
    small = head_count_assumption(3)  # a team of 3 asking now and then: 2 at once (a third, at least 2), and why
    assert "3 people" in small.en and "≈ 2" in small.en and "at least 2" in small.en and "至少 2 人" in small.zh
    pair = head_count_assumption(2)  # both of a team of 2
    assert "team of 2 is sized all at once" in pair.en and "2 人的团队按全部同时在用" in pair.zh


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


def test_a_bare_speed_said_for_people_online_is_each_ones_reading_speed() -> None:
    # 120 online, "~40 tokens/s" (no "per user"): 40 in total would be a third of a token a second each, so it is each
    # user's. Stay = 2 s + 338 / 40 = 10.45 s; Z = 45 s; N = 120 × 10.45 ÷ 55.45 ≈ 22.6 → 23 (at the 20 tok/s default
    # it was 120 × 18.9 ÷ 63.9 ≈ 35)
    from tools.traffic import concurrency_from_online

    w = Workload(task="inference", params_b=8, users_online=120, target_tokens_per_s=40)
    concurrency_from_online(w)
    assert w.concurrency is not None and 21 <= w.concurrency <= 24, w.concurrency


def test_a_total_speed_said_for_people_online_keeps_the_default_reading_speed() -> None:
    # 6,000 tokens/s for 120 online is 50 each if all generate: a total, not each user's (tools.offers.read_per_user)
    from tools.traffic import concurrency_from_online

    w = Workload(task="inference", params_b=8, users_online=120, target_tokens_per_s=6000)
    concurrency_from_online(w)
    assert w.concurrency is not None and 33 <= w.concurrency <= 37, w.concurrency


def test_a_stated_whole_answer_time_bounds_how_long_each_online_request_stays():
    # 900 people online, one message every 120 s, 1,200-token answers that must arrive within 30 s (Llama-3.1-8B, no
    # thinking). The plan is sized to meet the 30 s (tools.answer_time): 1,200 ÷ (30 − 2 s first token) = 42.9 → 43
    # tokens/s each, so a request stays 2 + 1,200 ÷ 43 = 29.9 s and 900 × 29.9 ÷ 120 = 224.3 → 225 generate at once.
    # Sized at the 20 tokens/s chat default instead it stays 2 + 60 = 62 s and 465 generate at once: the answer time
    # the user stated would be ignored and the fleet doubled.
    from tools.traffic import concurrency_from_online

    w = Workload(task="inference", model="Llama-3.1-8B", users_online=900, message_interval_s=120, output_tokens=1200,
                 target_answer_s=30)
    said = concurrency_from_online(w)
    assert w.concurrency == 225
    assert said[0].args["tokens_per_s"] == 43
    # no stated time: the chat default speed, as before
    w2 = Workload(task="inference", model="Llama-3.1-8B", users_online=900, message_interval_s=120, output_tokens=1200)
    concurrency_from_online(w2)
    assert w2.concurrency == 465


@pytest.mark.parametrize("text", [
    "900 students online, each asks every 2 minutes, answers ~1,200 tokens, each answer must arrive within 30 seconds, "
    "Qwen2.5-14B-Instruct",
    "Qwen2.5-14B-Instruct 答疑，同时在线900个学生，每人每2分钟问一次，回答约1200 token，30秒内要出完整答案",
    "Qwen2.5-14B-Instruct 答疑，同時在線900個學生，每人每2分鐘問一次，回答約1200 token，30秒內要有完整答案",
])
def test_the_online_note_reads_the_answer_time_beside_the_cadence(text):
    # the same arithmetic as above, read from the user's words (en / 简体 / 繁體): 225 generate at once, never 465
    from advisor.core.extract_rules import extract

    notes = " ".join(extract(text).notes)
    assert "225" in notes and "465" not in notes, notes
