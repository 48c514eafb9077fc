"""A serving thread's context capped in a follow-up ("what if we cap context at 16k?", 上下文限制在16k呢？, "cap it to 16k
tokens", 上下文限制喺16k得唔得？) sets the context to 16,384 (16k is a power of two written in k: × 1,024,
tools.token_window), re-sizes the plan, and says the change in the user's language."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FIRST = "serve Qwen2.5-32B for 30 users, 32k context"


@pytest.mark.parametrize("follow_up, changed", [
    ("what if we cap context at 16k?", "changed: context 32,768 → 16,384"),
    ("cap it to 16k tokens", "changed: context 32,768 → 16,384"),
    ("上下文限制在16k呢？", "本轮改动：上下文 32,768 → 16,384"),
    ("上下文限制喺16k得唔得？", "本輪改動：上下文 32,768 → 16,384"),
])
def test_capping_the_context_resizes_and_says_the_change(tmp_path_factory, follow_up, changed):
    # Qwen2.5-32B keeps 2 × 64 layers × 8 KV heads × 128 × 2 B = 262,144 B of KV a token; the plan holds the full
    # context for 3 of the 30 chats, so halving it from 32,768 to 16,384 frees 3 × 16,384 × 262,144 B ≈ 12.9 GB of
    # the ≈ 13.5 GB one copy sheds (127.0 → 113.5 GB; the rest is the prompt's activations)
    eng = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    eng.handle("t", FIRST)
    a = eng.handle("t", follow_up).text
    assert changed in a and "16,384" in a.splitlines()[0]
    assert "127.0 GB → 113.5 GB" in a
