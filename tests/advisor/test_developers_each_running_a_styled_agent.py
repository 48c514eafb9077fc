"""Developers who each run an agent described by its style ("a SWE-style agent", "一個 Claude Code 式的 agent") are
agents at once, not the office share of a head count.

Hand reasoning (an outside ML-infrastructure engineer's key): a coding agent loops plan → tool call → read → plan for
as long as it runs, so each developer's agent keeps one request generating nearly all the time. 18 engineers each
driving an agent all day are ≈ 18 requests at once, each at its stated context (64k × the model's KV per token), not
15 % of 18 people chatting (≈ 5). A team that only chats with the model (no agent said) keeps the office share.
"""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    ("18 engineers, each one drives an OpenHands-like agent on Qwen2.5-Coder-32B all day, 64k context", 18),
    ("9 devs, each runs a SWE-bench-type agent with Devstral-Small-2507 through the day, 48k context", 9),
    ("我们有16个开发，每人跑一个SWE风格的agent，用Qwen2.5-Coder-32B，上下文32k", 16),  # 简体
    ("團隊 10 位工程師，每人各自跑一個 Claude Code 式的 agent，模型用 Devstral-Small-2507，上下文 64k", 10),  # 繁體
])
def test_each_developer_with_a_styled_agent_is_one_request_at_once(text, n):
    e = extract(text)
    assert e.patch.concurrency == n  # was: a head count, ≈ 5 at once
    assert e.patch.agents is True  # each agent at a share of the stated context limit, not a typical short chat


def test_engineers_who_only_chat_keep_the_office_share():
    e = extract("40 engineers will chat with Qwen2.5-Coder-32B for code review")
    assert e.patch.concurrency is None and e.patch.head_count == 40
