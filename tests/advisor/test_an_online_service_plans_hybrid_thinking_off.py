"""People online using a service built on a hybrid thinker (Qwen3's April 2025 releases) with no use said are a
chat: the plan is the non-thinking reply (Qwen3 model card: non-thinking "for efficient, general-purpose dialogue"),
said on the workload line with the switch, and thinking on is the lever. "在线服务 Qwen3-235B-A22B，1000 人同时在线"
was planned at 8,192 thinking tokens an answer: 902 of 1,000 generating at once and 2.1 TB of KV cache. Reasoning
said, thinking switched on, or a model that cannot stop thinking keeps the thinking."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import thinking_tokens
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币",
    "線上服務 Qwen3-32B，500 人同時在線",  # traditional
    "Qwen3-30B-A3B在线服务1000人同时在线",  # glued
    "Serve Qwen3-32B to 800 users online",
    "Qwen3-14B online service for our customers, 300 people online at peak",
])
def test_people_online_are_a_chat(text: str) -> None:
    p = extract(text).patch
    assert p.thinking_use == "dialogue", p
    # the plan decodes the reply alone: no thinking tokens on a switchable model planned for dialogue
    assert thinking_tokens(Workload(model=p.model, thinking_use=p.thinking_use)) == 0


@pytest.mark.parametrize("text, use", [
    ("Qwen3-32B 在线服务做数学解题，1000 人同时在线", "reasoning"),  # reasoning work keeps thinking
    ("Qwen3-32B 开启思考，500 人同时在线", "on"),  # switched on in words
    ("Serve Qwen3-32B with thinking on to 800 users online", "on"),
])
def test_reasoning_or_thinking_said_keeps_thinking(text: str, use: str) -> None:
    p = extract(text).patch
    assert p.thinking_use == use, p
    # Qwen3's card figure: 8,192 thinking tokens an answer (tools.defaults.REASONING_OUTPUT_TOKENS)
    assert thinking_tokens(Workload(model=p.model, thinking_use=p.thinking_use)) == 8192


def test_a_reasoning_only_model_keeps_thinking() -> None:
    # DeepSeek-R1 has no switch: people online change nothing, each answer still thinks
    p = extract("在线服务 DeepSeek-R1，1000 人同时在线").patch
    assert thinking_tokens(Workload(model="DeepSeek-R1", thinking_use=p.thinking_use)) > 0


@pytest.mark.slow
def test_the_answer_sizes_chat_replies_and_prices_thinking_on(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "在线服务 Qwen3-235B-A22B，1000 人同时在线").text
    # each waits 2 s + 338 ÷ 20 tok/s = 18.9 s, then reads ~45 s: 1,000 × 18.9 ÷ 63.9 ≈ 296 generating (with 8,192
    # thinking tokens: 2 + 409.6 = 411.6 s, 1,000 × 411.6 ÷ 456.6 ≈ 902)
    assert "不开思考" in out and "同时约 296 路在生成" in out and "902" not in out, out
    assert "开启思考后每个回答约 8,192 token" in out, out  # the lever in the short answer


@pytest.mark.slow
def test_over_a_budget_the_short_answer_still_names_thinking_on(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币").text
    # nothing ranks as asked (¥100k a month): the plan is the non-thinking one, and thinking on is said unpriced,
    # 8,192 ÷ 338 ≈ 24× the decoding and KV a stream
    assert "同时约 296 路在生成" in out and "开启思考后每个回答约 8,192 token 而不是 338" in out and "约 24 倍" in out, out
