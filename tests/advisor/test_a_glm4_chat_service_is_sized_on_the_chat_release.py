"""Whole answers: a RAG or support bot on "GLM-4-9B" is sized on GLM-4-9B-Chat (131,072 tokens of context), never
capped at the base release's 8,192 and sent to a "GLM-4-9B-Chat-128K" no one publishes.

By hand: 32k asked ≤ 131,072 (glm-4-9b-chat's config.json seq_length), so the context is sized as asked; GLM-4-9B-Chat
has GLM-4-9B's shape (40 layers × 2 KV heads × 128 × 2 bytes × 2 = 40 KiB of BF16 KV a token), so a 32,768-token
conversation holds 1.34 GB of KV."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("turns, asked", [
    (["用GLM-4-9B做RAG客服，50人在线", "32k上下文呢？"], "32,768"),  # 简体, the chat turn that was capped
    (["我們用 GLM-4-9B 做知識庫問答客服，30 人同時在線，上下文 32K"], "32,768"),  # 繁體
    (["Support bot on GLM-4-9B with RAG, 20 concurrent users, 16k context"], "16,384"),  # English
])
def test_a_glm4_service_holds_the_chat_releases_context(tmp_path, turns, asked):
    e = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = e.handle("t", t).text
    assert "GLM-4-9B-Chat" in out and "GLM-4-9B-Chat-128K" not in out, out[:800]
    assert "8,192" not in out and asked in out, out[:800]
