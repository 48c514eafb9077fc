"""tools/traffic.py: a chat's messages a day → the busiest hour's rate → requests in flight (Little's law).

Every expected figure is worked by hand in the comment beside it: the busiest hour carries 10 % of the day's requests
(the busy-hour share of an expert's answer keys); each request stays its first token (2 s default) + its answer
(ShareGPT's 338-token mean unless stated) at the per-user speed (20 tokens/s default)."""

import pytest

from tests.conftest import module_home
from tools.schema import Workload
from tools.traffic import (
    BUSY_HOUR_SHARE_PCT,
    concurrency_from_daily_requests,
    concurrency_from_request_rate,
    daily_requests_in_flight,
    peak_requests_per_s,
    requests_a_day,
    stated_answer_tokens,
)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(**kw) -> Workload:
    return Workload(task="inference", model="Qwen2.5-7B", **kw)


def test_the_busy_hour_share_is_ten_per_cent():
    assert BUSY_HOUR_SHARE_PCT == 10
    # 30,000 a day → 3,000 in the busiest hour / 3,600 s = 0.833 → 0.83/s (not 2.5/s: 30 % of the day in one hour)
    assert peak_requests_per_s(30_000) == 0.83
    # 180,000 a day → 18,000 / 3,600 = 5.0/s
    assert peak_requests_per_s(180_000) == 5.0


def test_a_stated_peak_factor_replaces_the_share():
    # 43,200 a day = 0.5/s averaged over 24 h; "peak is 3x the average" → 1.5/s (the share would give 1.2/s)
    assert peak_requests_per_s(43_200, 3) == 1.5
    assert peak_requests_per_s(43_200) == 1.2  # 4,320 / 3,600


@pytest.mark.parametrize("kw,per_day", [
    ({"requests_per_day": 30_000}, 30_000),  # a total said
    ({"daily_users": 2_000, "requests_per_user_per_day": 15}, 30_000),  # 2,000 users × 15 messages
    ({"head_count": 300, "requests_per_user_per_day": 10}, 3_000),  # a head count's people × 10 questions each
    ({"requests_per_user_per_day": 15}, None),  # each user's count, no users: nothing to size
])
def test_requests_a_day(kw, per_day):
    assert requests_a_day(chat(**kw)) == per_day


def test_two_thousand_users_fifteen_messages_each_are_sixteen_in_flight():
    # 2,000 × 15 = 30,000 a day; 10 % in the busiest hour → 0.83/s; each stays 2 s + 338 / 20 = 18.9 s;
    # 0.83 × 18.9 = 15.7 → 16 in flight (never 2,000, never 300 from a session rule)
    w = chat(daily_users=2_000, requests_per_user_per_day=15)
    said = concurrency_from_daily_requests(w)
    assert w.concurrency == 16 and w.target_requests_per_s == 0.83 and len(said) == 1
    a = said[0].args
    assert (a["per_day"], a["users"], a["per_user"], a["stay_s"]) == (30_000, 2_000, 15, 18.9)


def test_the_stated_answer_speed_and_first_token_set_the_time_in_the_system():
    # 180,000 a day → 5/s; 1 s to the first token + 300 tokens at 30 tok/s = 11 s; 5 × 11 = 55 in flight
    w = chat(requests_per_day=180_000, output_tokens=300, target_ttft_ms=1000, target_tokens_per_s_per_user=30)
    concurrency_from_daily_requests(w)
    assert w.concurrency == 55


def test_a_stated_concurrency_wins():
    w = chat(requests_per_day=30_000, concurrency=40)  # "30k messages a day, 40 chats at once"
    assert concurrency_from_daily_requests(w) == [] and w.concurrency == 40


def test_the_one_line_says_each_step_in_both_languages():
    said = daily_requests_in_flight(chat(daily_users=2_000, requests_per_user_per_day=15))
    assert said is not None
    assert "2,000 users × 15 messages = 30,000 a day" in said.en and "0.83 requests/s" in said.en
    assert "10 %" in said.en and "≈ 16 in flight" in said.en and "Little" in said.en
    assert "2,000 人 × 每人 15 条 = 每天 30,000 条消息" in said.zh and "10%" in said.zh and "同时约 16 路" in said.zh
    peak = daily_requests_in_flight(chat(requests_per_day=43_200, peak_to_average=3))
    assert peak is not None and "3× the day's average" in peak.en and "3 倍" in peak.zh


def test_the_stated_answer_is_read_before_defaults():
    # a stated context less a stated prompt is the answer (2,348 − 2,048 = 300); a default context less a default
    # prompt is none (it made 4,096 − 161 = 3,935-token "answers": 497 in flight for 2.5/s)
    assert stated_answer_tokens(chat(seq_len=2348, prompt_tokens=2048)) == 300
    assert stated_answer_tokens(chat(output_tokens=200)) == 200
    assert stated_answer_tokens(chat(seq_len=4096)) is None


def test_a_rate_through_the_resolver_uses_the_default_answer():
    from tools.defaults import resolve

    # 2.5/s, nothing else said: 2.5 × (2 s + 338 / 20 = 18.9 s) = 47.25 → 48 in flight
    w, _ = resolve(chat(target_requests_per_s=2.5))
    assert w.concurrency == 48


def test_stated_messages_a_day_size_daily_users_in_the_resolver():
    from tools.defaults import resolve

    # 12,000 daily users × 15 messages = 180,000 a day → 5/s; 2,348 context − 2,048 prompt = 300-token answers;
    # 5 × (2 s + 300 / 20 = 17 s) = 85 in flight (the assumed 5 each would give 60,000 a day → 1.7/s × 17 = 28.9 → 29)
    w, notes = resolve(chat(daily_users=12_000, requests_per_user_per_day=15, seq_len=2348, prompt_tokens=2048))
    assert w.concurrency == 85 and w.target_requests_per_s == 5.0
    assert [n.code for n in notes].count("traffic.concurrency_from_daily_requests") == 1
    assert "(assumed" not in notes[[n.code for n in notes].index("traffic.concurrency_from_daily_requests")].en


def test_a_rate_alone_keeps_its_little_law_line():
    w = chat(target_requests_per_s=2.0)
    said = concurrency_from_request_rate(w, 300)  # 2 × (2 + 300 / 20 = 17 s) = 34
    assert w.concurrency == 34 and said[0].args["output_tokens"] == 300
