"""A follow-up leads with what changed and why the cost moved (the memory term that moved most)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)


def test_a_longer_context_says_the_kv_cache_moved_the_cost(tmp_path):
    # 8B for 20 users: 4k → 32k multiplies the KV cache by 8 (128 KiB/token × 20 × 32,768 ≈ 86 GB); that, not the
    # weights, is why the machine and its price change, and the follow-up must say so.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("f", "serve Llama-3.1-8B for 20 users")
    r = e.handle("f", "32k context?")
    line = next(x for x in r.text.splitlines() if x.startswith("changed:"))
    assert "context 4,096 → 32,768" in line and "because one copy needs" in line and "the KV cache moved most" in line
    z = e.handle("f2", "部署Llama-3.1-8B，20人同时用")
    z = e.handle("f2", "32k上下文呢？")
    assert "KV cache变化最大" in z.text
