"""A stated request rate is the load: the users in flight come from it by Little's law (tools.traffic), so the
KV-cache pitfall never says "you did not state concurrency" beside the concurrency derived from it."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("text", [
    # 4 requests/s × (first token + 300 tokens at the per-user speed) ≈ 60+ in flight: derived, stated in its own note
    "Serve Qwen2.5-32B behind an API at 4 requests per second, ~1,200 tokens in and ~300 out",
    # 20,000 a day → 2,000 in the busiest hour → 0.56/s: derived the same way
    "Serve Llama-3.1-8B for a support bot that gets about 20,000 messages a day",
])
def test_no_unstated_concurrency_beside_a_rate(tmp_path, text):
    answer = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "did not state concurrency" not in answer
    assert "in flight" in answer or "concurrent" in answer


def test_with_no_load_at_all_it_is_still_said(tmp_path):
    # the control: nothing about the load → the default concurrency is said as unstated
    answer = Engine(store=Store(tmp_path / "s.db")).handle("k", "Serve Qwen2.5-32B with vLLM").text
    assert "did not state" in answer and "concurrency" in answer
