"""A precision the planner chose (FP8 weights planned where no precision was stated) is never put in the user's mouth:
the line under a cheaper lever said "Why the dearer pick leads: you asked for FP8 weights." to someone who named
no precision. tools.recommend._lever_plan_of reads the stated fields (precision_stated), not the workload as re-run."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _answer(text: str) -> str:
    return Engine(store=Store(":memory:")).handle("t", text).text


def test_a_precision_nobody_stated_is_not_said_as_asked():
    # Llama-3.1-8B for 100 users at once: 100 × 4,096 tokens × 128 KiB = 53.7 GB of KV in BF16, so the planner
    # leads with FP8 weights and names an FP8 cache as a lever; the user said no precision
    out = _answer("What do I need to serve Llama 3.1 8B for a chatbot with 100 concurrent users?")
    assert "you asked for FP8" not in out, out


def test_a_stated_precision_is_said_as_asked():
    out = _answer("serve Llama 3.1 8B in FP8 for 100 concurrent users")
    assert "you asked for FP8" in out, out
