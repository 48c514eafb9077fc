"""Agents said to run at once with a context their sessions grow to ("each context grows to about 48k", 上下文会涨到
64k) are planned with every agent at a stated share of that limit (`agents`): an agent resends its whole session each
turn. They
were sized by the chat rule (tools.chat_kv: 90 % of them at a 4k typical chat, 10 % at the limit), which put
100 × 64k agents on a pool that holds 37 full contexts."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.chat_kv import chat_kv
from tools.defaults import resolve
from tools.schema import Workload


@pytest.mark.parametrize(("text", "agents", "context"), [
    # "about 48k": 48 is no power of two, a person's decimal estimate (tools.token_window) → 48 × 1,000 = 48,000
    # tokens, so 50 agents hold 50 × 48,000 = 2,400,000 KV tokens; "32k" is a power-of-two window → 32,768
    ("We run 50 research agents in parallel on Qwen2.5-32B, each agent context grows to about 48k tokens. What do we "
     "need?", 50, 48000),
    ("40 agents at once on Llama-3.1-70B, contexts build up to 32k", 40, 32768),
    ("我们有60个agent同时跑，用Qwen2.5-14B，每个agent的上下文最后会到32k", 60, 32768),
])
def test_every_agent_holds_the_stated_context(text, agents, context):
    p = extract(text).patch
    assert p.concurrency == agents and p.seq_len == context and p.agents is True
    # each agent at half the limit on average (a session grows from its first prompt to the limit, then is compacted:
    # tools.chat_kv.AGENT_CONTEXT_SHARE): 60 agents × 16,384 = 983,040 KV tokens, between the chat rule (54 × 4,096 +
    # 6 × 32,768 = 417,792) and every agent at the limit at once (60 × 32,768 = 1,966,080)
    w, _ = resolve(Workload(**p.model_dump(exclude_none=True)))
    assert chat_kv(w, agents).tokens == agents * context // 2


def test_agents_with_no_context_said_keep_the_default():
    assert extract("30 agents at once on Qwen2.5-7B, what do we need?").patch.agents is None
