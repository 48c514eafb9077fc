"""People online sized by the interactive response-time law (tools.traffic, Denning & Buzen 1978: N = X·(R + Z)).

Generating at once = N × R ÷ (R + Z), with R one chat request's stay (first token + answer at the per-user speed, the
Little's-law stay the rate lines use) and Z = 45 s of reading and typing. Every figure below is worked by hand.
"""

from __future__ import annotations

import pytest

from tools.schema import Workload
from tools.traffic import THINK_TIME_S, concurrency_from_online, generating_of_online, online_words


def test_the_think_time_is_the_documented_constant():
    assert THINK_TIME_S == 45  # the docstring's reasoning: a message about once a minute with an 18.9 s answer


@pytest.mark.parametrize("online,stay,at_once", [
    (200, 18.9, 60),  # 200 × 18.9 ÷ 63.9 = 59.2 → 60 (expert key 35–60)
    (200, 13.0, 45),  # 200 × 13 ÷ 58 = 44.8 → 45
    (200, 17.0, 55),  # 200 × 17 ÷ 62 = 54.8 → 55
    (50, 18.9, 15),  # 50 × 18.9 ÷ 63.9 = 14.8 → 15
    (1, 18.9, 1),  # never under one
    (3, 400.0, 3),  # an 8k-token answer at 20 tok/s: 3 × 400 ÷ 445 = 2.7 → 3, never more than the people online
])
def test_generating_at_once_is_online_times_stay_over_the_cycle(online, stay, at_once):
    assert generating_of_online(online, stay) == at_once


def test_a_stated_answer_and_speed_change_the_stay():
    # 2 s first token + 300 tokens ÷ 20 tok/s = 17 s; 200 × 17 ÷ 62 = 54.8 → 55 (the request shape an expert once used)
    w = Workload(task="inference", params_b=7, users_online=200, output_tokens=300)
    said = concurrency_from_online(w)
    assert w.concurrency == 55
    assert "≈ 55 generating at once" in said[0].en and "200 × 17 ÷ 62" in said[0].en, said[0].en
    # 40 tok/s per user: 2 + 338 ÷ 40 = 10.45 s; 200 × 10.45 ÷ 55.45 = 37.7 → 38
    fast = Workload(task="inference", params_b=7, users_online=200, target_tokens_per_s_per_user=40)
    concurrency_from_online(fast)
    assert fast.concurrency == 38


def test_a_stated_concurrency_or_batch_is_left_as_said():
    w = Workload(task="inference", params_b=7, users_online=200, concurrency=12)
    assert concurrency_from_online(w) == [] and w.concurrency == 12
    b = Workload(task="inference", params_b=7, users_online=200, batch_requests=1000)
    assert concurrency_from_online(b) == [] and b.concurrency is None


def test_the_workload_words_say_both_figures_in_every_language():
    w = Workload(task="inference", params_b=8, users_online=200, concurrency=60)
    m = online_words(w)
    assert m is not None
    assert m.text("en") == "≈ 60 generating at once (of 200 online, each reading ~45 s between answers)"
    assert "同时约 60 路在生成" in m.text("zh") and "在线 200 人" in m.text("zh")
    from advisor.core.script import to_script  # 繁體 is the 简体 entry converted at output (advisor.core.messages.base)

    hant = to_script(m.text("zh"), "zh-Hant")
    assert "同時約 60 路在生成" in hant and "在線 200 人" in hant, hant
    assert online_words(Workload(task="inference", params_b=8, concurrency=60)) is None


def test_a_stated_message_interval_replaces_the_think_time():
    # a message every 30 s each: the cycle R + Z is 30 s, so 200 × 18.9 ÷ 30 = 126 at once (not 60)
    w = Workload(task="inference", params_b=7, users_online=200, message_interval_s=30)
    said = concurrency_from_online(w)
    assert w.concurrency == 126 and "as you said" in said[0].en and "200 × 18.9 ÷ 30" in said[0].en, said[0].en
    # every 5 min each: 200 × 18.9 ÷ 300 = 12.6 → 13
    slow = Workload(task="inference", params_b=7, users_online=200, message_interval_s=300)
    concurrency_from_online(slow)
    assert slow.concurrency == 13
    # an interval shorter than the answer itself: every one of them is generating, 200, never more
    busy = Workload(task="inference", params_b=7, users_online=200, message_interval_s=10)
    concurrency_from_online(busy)
    assert busy.concurrency == 200
    line = online_words(w)
    assert line is not None and line.text("en") == "≈ 126 generating at once (of 200 online, one message every 30 s each)"
