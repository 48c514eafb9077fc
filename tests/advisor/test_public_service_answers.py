"""Whole answers: a service for customers with no user count is answered for 20 at once (not one), with the peak-users
question naming the 20, in English, 简体 and 繁體; a reranker's stated p95 is judged at p95 in the answer."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", text).text


@pytest.mark.parametrize(("question", "load", "asked"), [
    ("we're launching a support chatbot for our customers on Llama-3.1-8B, what should we rent?",
     "20 concurrent", "sized for 20 at once"),
    ("Qwen2.5-14B 做对外服务的聊天应用，租什么卡，一个月多少钱？", "20 并发", "按 20 路并发估算"),
    ("我們的 App 要接 Qwen2.5-7B 給客戶用，要租什麼卡？", "20 並發", "按 20 路並發估算"),
])
def test_a_customer_service_with_no_count_is_answered_for_twenty(question, load, asked):
    out = _ask(question)
    assert load in out and asked in out, out
    assert "1 concurrent" not in out and "1 并发" not in out and "1 並發" not in out, out


def test_an_internal_tool_with_no_count_stays_at_one_and_is_asked():
    out = _ask("internal assistant for the office on Qwen2.5-7B, what GPU?")
    assert "1 concurrent" in out and "(Otherwise: 1.)" in out, out


def test_a_reranker_p95_target_is_judged_at_p95():
    # 100 queries/s × 20 candidates of 300 tokens with bge-reranker-v2-m3, "p95 under 200 ms": the line names p95 and
    # gives the pick's p95 beside its mean
    out = _ask("serve bge-reranker-v2-m3 at 100 QPS, rerank 20 docs of ~300 tokens per query, p95 under 200 ms. GPUs?")
    assert "Latency target 200 ms (p95)" in out and "at p95" in out, out
