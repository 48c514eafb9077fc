"""A burst of long prompts said with a clock time ("20 people paste a 100k filing at 9am", 早上9点有20个人贴100k token的
年报) is a burst; one no team or model has is said not read, never sized: a signed or zero count ("-20 of them"), more
prompts than the people named ("200 of them" of 60 analysts), a prompt longer than the model's context ("a 10M-token
filing"). Before, "at 9am" was no burst word (the 20 dropped unsaid), "-20" was sized as 20, "200" as 200 and the
10M-token filing dropped."""

from __future__ import annotations

import pytest

from advisor.core.burst_lines import _unread_burst, burst_said
from advisor.core.extract_rules import extract, screened_figures


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-72B for 60 equity analysts, 20 people paste a 100k filing at 9am",
    "serve Qwen2.5-72B for 60 equity analysts, around 9 am 20 of them paste a 100k filing",
    "部署Qwen2.5-72B给60个分析师用，早上9点有20个人贴100k token的年报",
])
def test_a_burst_said_with_a_clock_time_is_read(text):
    # Hand: 20 prompts of 100 × 1,000 = 100,000 tokens
    assert burst_said(text) == (20, 100_000)


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-72B for 60 equity analysts; -20 of them paste a 100k filing within a couple minutes",
    "serve Qwen2.5-72B for 60 equity analysts; 0 of them paste a 100k filing within a couple minutes",
    "部署Qwen2.5-72B给60个分析师用，-20个人同时贴100k token的年报",
])
def test_a_signed_or_zero_burst_count_is_said_not_read_and_not_sized(text):
    e = extract(text)
    assert any("not read" in n for n in e.notes), e.notes
    assert burst_said(screened_figures(text)) is None


def test_a_burst_larger_than_the_team_is_said_not_sized():
    said = burst_said("serve Qwen2.5-72B for 60 equity analysts; 200 of them paste a 100k filing within a couple minutes")
    assert said == (200, 100_000)
    msg = _unread_burst(said, 60, 131_072)
    assert msg is not None and msg.code == "burst.more_than_people"
    assert "200" in msg.en and "60" in msg.en and "未读取" in msg.zh


def test_a_burst_prompt_past_the_context_is_said_not_sized():
    # Hand: 10M = 10,000,000 tokens > Qwen2.5-72B's 131,072-token context
    said = burst_said("serve Qwen2.5-72B for 60 equity analysts; 20 of them paste a 10M-token filing within a couple "
                      "minutes")
    assert said == (20, 10_000_000)
    msg = _unread_burst(said, 60, 131_072)
    assert msg is not None and msg.code == "burst.past_context"
    assert _unread_burst((20, 100_000), 60, 131_072) is None  # a burst that fits is sized as before
