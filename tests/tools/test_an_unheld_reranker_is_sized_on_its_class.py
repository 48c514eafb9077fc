"""A reranker no row holds, or a reranking job with no model named, is sized as a cross-encoder on a held row of its
size class (tools.rerank_stand_in), the stand-in said: queries/s × candidates × pair tokens, never refused as "not
sized" nor read as a chat model with users, contexts and answers."""

from __future__ import annotations

import pytest

from advisor.core.rerank_words import said_reranking
from tools.embedding import flops_per_token
from tools.rerank_stand_in import rerank_stand_in


@pytest.mark.parametrize("text, row, name", [
    ("用jina-reranker-v2-base-multilingual重排60條候選，每秒40個查詢", "bge-reranker-base",
     "jina-reranker-v2-base-multilingual"),
    ("用 maidalun1020/bce-reranker-base_v1 精排，每秒 20 个查询", "bge-reranker-base", "maidalun1020/bce-reranker-base_v1"),
    ("We serve a 1.5B reranker for product search at 30 queries/s", "mxbai-rerank-large-v2", None),
    ("We rerank 50 candidates per query for 30 queries/s", "bge-reranker-v2-m3", None),
    ("每个查询重排前 100 条，高峰每秒 15 个查询", "bge-reranker-v2-m3", None),
])
def test_the_stand_in_is_of_the_names_class(text, row, name):
    stand = rerank_stand_in(text, said_reranking(text))
    assert stand is not None and stand.encoder.name == row and stand.name == name


@pytest.mark.parametrize("text", ["bge-reranker-v2-m3 for search at 50 qps", "serve Llama-3.1-8B chat for 200 users"])
def test_no_stand_in_for_a_held_reranker_or_no_reranking(text):
    assert rerank_stand_in(text, said_reranking(text)) is None


def test_a_base_class_pair_costs_its_flops():
    # Hand: bge-reranker-base 278M − 250,002 × 768 (XLM-R table, a lookup) = 86.0M → 2·N = 0.172 GFLOPs; attention at
    # 282 tokens (32 query + 250 passage): 4 × 12 × 768 × 282 = 10.4 MFLOPs → 0.18 GFLOPs a token.
    # 40 queries/s × 60 candidates = 2,400 pairs/s × 282 tokens × 0.18 GFLOPs ≈ 0.12 PFLOP/s
    stand = rerank_stand_in("用jina-reranker-v2-base-multilingual重排60條候選", True)
    assert stand is not None
    per_token = flops_per_token(stand.encoder, 282)
    assert per_token / 1e9 == pytest.approx(0.18, rel=0.03)
    assert 2_400 * 282 * per_token / 1e15 == pytest.approx(0.12, rel=0.05)


@pytest.mark.slow
@pytest.mark.parametrize("text, said, stand", [
    # Hand: 40 × 60 = 2,400 pairs/s × 282 tokens ≈ 0.12 PFLOP/s on the base-class stand-in
    ("用jina-reranker-v2-base-multilingual重排60條候選，每條約250 token，每秒40個查詢，p95 600ms內，要幾張卡？",
     "2,400", "bge-reranker-base"),
    # Hand: 30 × 50 = 1,500 pairs/s, each cut at 512 tokens, on bge-reranker-v2-m3
    ("We rerank 50 candidates per query for 30 queries/s, p95 under 400 ms. Which GPU on AWS?", "1,500",
     "bge-reranker-v2-m3"),
])
def test_the_job_reaches_the_reranker_sizing(tmp_path, text, said, stand):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out and stand in out and "PFLOP/s" in out
    assert "Not sized" not in out and "不估算" not in out and "338" not in out
