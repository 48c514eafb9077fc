"""Developers who each drive a coding agent are that many requests at once, each at the stated context
(advisor/core/extract_rules.py _devs_with_coding_agents; tools/chat_kv.py via `agents`).

Why (by hand): a coding agent resends its session and generates nearly all the time, so 20 developers' agents are
≈ 20 sequences in flight, not the office-peak share of a chatting team (15 % of 20 → 5 with the small-team floor);
and each agent holds its long session (40–64k), not a typical 4k chat, so every sequence is sized at the context.
A team with no agent stays a head count; a copilot *for* support agents is people helped by a tool.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, n, ctx", [
    # 15 developers, coding agent, 32k → 15 at once, every one at 32,768 tokens
    ("15 developers will each run a coding agent on Devstral, 32k context, what GPU?", 15, 32768),
    # 8 engineers, "agents ... on our codebase" → 8; 40k is no power-of-two window (tools.token_window): 40 × 1,000 =
    # 40,000 tokens. Qwen3-32B's KV is 64 layers × 8 KV heads × 128 × 2 (K, V) × 2 bytes = 256 KiB a token, so
    # 40,000 tokens are ≈ 9.8 GiB an agent (40,960 would be 10 GiB: 2 % apart, and both inside its 40,960 window)
    ("8 engineers, their agents work on our codebase all day with Qwen3-32B at 40k context", 8, 40_000),
    # 简体: 20 个开发者，每个开发者跑一个 agent → 20 (a team of up to 20: every agent at once); 48k = 48 × 1,000
    # (48 is no power of two) = 48,000 tokens, ≈ 11.7 GiB of KV an agent at 256 KiB a token
    ("我们有 20 个开发者，每个开发者跑一个 agent，用 Qwen3-32B，上下文 48k，租什么卡？", 20, 48_000),
    # 繁體: 12 位工程師，每人都跑一個 coding agent → 12; context 40k = 40,000 as above
    ("我們 12 位工程師，每人都跑一個 coding agent，模型 Qwen3-32B，context 40k", 12, 40_000),
])
def test_developers_with_coding_agents_are_all_at_once_at_the_stated_context(text, n, ctx):
    e = extract(text)
    assert e.patch.concurrency == n
    assert e.patch.seq_len == ctx
    # every agent sized at a stated share of the context limit (tools.chat_kv.AGENT_CONTEXT_SHARE), neither a typical
    # short chat nor every agent at the limit at once
    assert e.patch.agents is True and not e.patch.documents
    assert any(str(n) in note and ("coding agents" in note) for note in e.notes)


@pytest.mark.parametrize("text", [
    "serve Qwen3-32B as a chat assistant for a team of 12 engineers",  # people chatting: the office share
    "我们有 30 个开发者，想部署 Qwen3-32B 做内部问答",  # no agent: a head count
])
def test_a_team_without_agents_stays_a_head_count(text):
    e = extract(text)
    assert e.patch.concurrency is None or e.patch.concurrency < 12
    assert not e.patch.documents and not e.patch.agents


def test_a_copilot_for_support_agents_is_people_not_software_agents():
    # "a support copilot for ~300 agents": 300 people helped by the tool → the head-count rule (≈ 45 at the office
    # peak, 15 %), never 300 requests at once
    e = extract("we run a support copilot for ~300 agents, model is Mistral Small 3.1, 8k context")
    assert e.patch.concurrency != 300
    assert e.patch.head_count == 300
