"""The Qwen3-Reranker family's other sizes (0.6B, 8B) are held rows of tools.rerank, so a search service naming them is
sized by pair-token FLOPs (queries/s × candidates × tokens a pair × 2·N a token), never read as a chat model of their
size with assumed users, contexts and answer lengths. Shapes from the Qwen3-0.6B / Qwen3-8B config.json rows."""

from __future__ import annotations

import re

import pytest

from tools.embedding import flops_per_token
from tools.rerank import rerank_flops_per_s, reranker_named


@pytest.mark.parametrize("text, name", [
    ("Product search: rerank 40 candidates with Qwen3-Reranker-8B at 25 queries/s", "Qwen3-Reranker-8B"),
    ("每个查询用 qwen/qwen3-reranker-0.6b 重排80条候选", "Qwen3-Reranker-0.6B"),
    ("用 Qwen3-Reranker-0.6B 重排序六十條候選", "Qwen3-Reranker-0.6B"),
    ("serve Qwen3-Reranker-4B behind the search box", "Qwen3-Reranker-4B"),
])
def test_each_size_is_read_by_name(text, name):
    assert (enc := reranker_named(text)) is not None and enc.name == name


def test_the_small_one_costs_its_pair_flops():
    # Hand: 596,049,920 − 151,936 × 1,024 (tied table, a lookup) = 440,467,456 → 2·N = 0.881 GFLOPs; attention at a
    # 300-token pair: 4 × 28 × 1,024 × 300 = 34.4 MFLOPs → 0.915 GFLOPs a token.
    # 60 queries/s × 80 candidates = 4,800 pairs/s × 300 tokens = 1.44 M tokens/s × 0.915 GFLOPs ≈ 1.32 PFLOP/s
    small = reranker_named("Qwen3-Reranker-0.6B")
    assert small is not None
    assert flops_per_token(small, 300) == pytest.approx(2 * 440_467_456 + 4 * 28 * 1024 * 300)
    assert rerank_flops_per_s(small, 4_800, 300) / 1e15 == pytest.approx(1.318, rel=0.01)


def test_the_large_one_costs_about_fourteen_times_the_small():
    # Hand: 8,190,735,360 − 151,936 × 4,096 = 7,568,424,960 → 15.14 GFLOPs + 4 × 36 × 4,096 × 500 = 0.29 → 15.43 at a
    # 500-token pair; 25 queries/s × 40 = 1,000 pairs/s × 500 tokens × 15.43 GFLOPs ≈ 7.72 PFLOP/s
    large = reranker_named("Qwen3-Reranker-8B")
    assert large is not None
    assert rerank_flops_per_s(large, 1_000, 500) / 1e15 == pytest.approx(7.72, rel=0.01)


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # Hand: 60 × 80 = 4,800 pairs/s of 300 tokens ≈ 1.32 PFLOP/s: a reranking endpoint, no chat users or answers
    ("每个查询用Qwen3-Reranker-0.6B重排80条候选，每对约300 token，高峰每秒60个查询，p95 500ms以内，阿里云，要几张卡？",
     "4,800"),
    # Hand: 25 × 40 = 1,000 pairs/s of 500 tokens × 15.43 GFLOPs ≈ 7.72 PFLOP/s
    ("Product search: every query reranks its top 40 candidates with Qwen3-Reranker-8B, each pair about 500 tokens. "
     "25 queries/s at peak, p95 under 800 ms. GCP us-central1. Which GPUs and monthly cost?", "1,000"),
])
def test_a_named_size_is_a_reranking_endpoint_not_chat(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out and "PFLOP/s" in out
    # the endpoint's latency budget counts the users' network round trip ("从用户到机器的网络往返", "用户所在地"):
    # those are the callers' place, not chat users; any other 用户 would be a chat reading
    chat = re.sub(r"从用户到机器|用户所在地", "", out)
    assert "338" not in out and "users" not in out.split("\n\n")[1] and "用户" not in chat, out
