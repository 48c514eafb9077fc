"""A headline gives one verdict: a precision route that only loads past the serving limit is not a "yes" beside
"Not with room to serve" (tools.recommend._adopt_route's loads_only), and the sessions held at the 90 % limit never
exceed those the whole, larger pool holds (tools.stated_edge counts whole sessions at the full context)."""
from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _head(text: str) -> str:
    out = Engine(store=Store(":memory:")).handle("t", text).text
    return next(x for x in out.splitlines() if x.startswith("**") and "·" not in x)


@pytest.mark.parametrize("question, no, yes", [
    ("Can 2x L40S serve Llama 3.3 70B in FP8 with 32k context for 10 concurrent users?", "No: not with", ", yes ("),
    ("两张L40S能用FP8跑Llama 3.3 70B吗，32k上下文，10个人同时用", "不行：", "就可以（"),
    ("兩張L40S能用FP8跑Llama 3.3 70B嗎？32k上下文，10個人同時用", "不行：", "就可以（"),
])
def test_a_route_past_the_serving_limit_is_no_not_yes(question, no, yes):
    # Hand: FP8 weights 70.6 GB ÷ 2 = 35.3 GB a card; vLLM's pool 0.9 × 48 = 43.2 GB; with an FP8 KV cache the plan
    # needs ≈ 42.6 GB = 98.7 % of it, past the 90 % limit: it loads, it does not serve with room, so one verdict: no
    head = _head(question)
    assert head.startswith("**" + no) and yes not in head, head
    pool = re.search(r"≈ (\d+) users at 32,768 tokens; at that limit it holds ≈ (\d+) users", head)
    if pool:  # 90 % of the pool never holds more whole sessions than all of it
        assert int(pool.group(2)) <= int(pool.group(1)), head
