"""Code completion (tab autocomplete, FIM) for a head count of developers is a request rate, not the share of a team
chatting at once (advisor/core/extract_stated.py _completion_rate; tools.traffic.completion_requests_per_s).

By hand: 50–70 % of developers active at the peak, one completion every 5–15 s each (the code-assistant rule), sized at
the middle: 200 devs × 0.6 ÷ 10 s = 12 requests/s (the expert range 7–28/s), where the office share read 15 % of 200 =
30 chats. In flight by Little's law, with no latency target stated: 12/s × (2 s first token + 64 tokens ÷ 20 tokens/s)
= 12 × 5.2 = 62.4 → 63. Prefill each: 2 × 7.6 B × 3,072 tokens ≈ 47 TFLOP, ≈ 0.56 PFLOP/s at 12/s.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.traffic import completion_requests_per_s, in_flight


@pytest.mark.parametrize(("devs", "rate"), [(200, 12.0), (60, 3.6), (15, 0.9)])
def test_completion_rate_of_a_dev_team(devs, rate):
    assert completion_requests_per_s(devs) == rate


@pytest.mark.parametrize("text", [
    "we have 200 developers and want Qwen2.5-Coder-7B for tab autocomplete in the IDE, what GPU?",
    "我们有 200 个开发者，想用 Qwen2.5-Coder-7B 做代码补全，租什么卡？",
    "我哋係香港一間銀行，IT 有 200 個 developer，想自己買 server 放喺香港 data centre 行 Qwen3-Coder-30B-A3B 做 code "
    "assistant（autocomplete + chat），供應商話搵到 L40S 同 H100，應該點揀？大概幾錢？",
])
def test_two_hundred_devs_with_autocomplete_are_twelve_requests_a_second(text):
    e = extract(text)
    assert e.patch.target_requests_per_s == 12.0 and e.patch.concurrency is None
    assert any("≈ 12 completion requests/s at the peak" in n for n in e.notes), e.notes
    assert not any("active at once (15 %" in n for n in e.notes), e.notes  # the chat share is not said beside it
    assert in_flight(12.0, 2.0, 64, 20.0) == 63


def test_a_stated_rate_or_concurrency_is_kept():
    assert extract("200 developers, Qwen2.5-Coder-7B tab autocomplete, about 40 requests/s at peak").patch \
        .target_requests_per_s == 40
    p = extract("200 developers, Qwen2.5-Coder-7B tab autocomplete, 20 active at once").patch
    assert p.concurrency == 20 and not p.target_requests_per_s


def test_a_team_chatting_keeps_the_office_share():
    p = extract("we have 200 developers and want Qwen2.5-Coder-7B as a chat assistant").patch
    assert p.head_count == 200 and not p.target_requests_per_s
