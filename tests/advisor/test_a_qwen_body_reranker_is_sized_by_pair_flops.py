"""A decoder cross-encoder reranker named by its release (mxbai-rerank-large-v2, a Qwen2.5-1.5B body) keeps its
reranking workload: sized by its pair-token FLOPs (queries/s × candidates × pair tokens × 2·N a token), never
refused as an unlisted model nor read as a chat model; a product's stated tokens ("商品標題+描述大約 200 token") are
the candidate's length; the answer says the FLOP/s that sets the card count and offers both levers, fewer candidates
and the family's smaller reranker (mxbai-rerank-base-v2). tools/rerank.py, docs/RECOMMENDER.md "Rerankers"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_stated import rerank_passage_tokens
from advisor.core.store import Store
from tests.conftest import module_home
from tools.embedding import flops_per_token
from tools.rerank import RERANKERS, rerank_flops_per_s, reranker_named, smaller_sibling

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

TW = ("我們是台灣電商，搜尋想加 mxbai-rerank-large-v2 重排序，尖峰每秒 200 個查詢，每個查詢重排前 100 個商品"
      "（商品標題+描述大約 200 token），p95 要在 150ms 內，機器放 GCP 彰化，要幾張卡？")


@pytest.mark.parametrize("text", [
    "mxbai-rerank-large-v2 做重排", "serve mixedbread-ai/mxbai-rerank-large-v2 for search", "用 MXBAI-Rerank-Large-V2 精排"])
def test_the_mixedbread_rerankers_are_read_by_name(text):
    assert (enc := reranker_named(text)) is not None and enc.name == "mxbai-rerank-large-v2"


def test_a_pair_token_costs_two_n_without_the_embedding_table():
    # Qwen2.5-1.5B body: 1,543,714,304 − 151,936 × 1,536 (tied embeddings, a lookup) = 1,310,340,608 → 2.62 GFLOPs;
    # attention at 232 tokens: 4 × 28 × 1,536 × 232 = 39.9 MFLOPs → 2.66 GFLOPs a token
    large = reranker_named("mxbai-rerank-large-v2")
    assert large is not None
    assert flops_per_token(large, 232) == pytest.approx(2 * 1_310_340_608 + 4 * 28 * 1536 * 232)
    # 200 queries/s × 100 candidates = 20,000 pairs/s × 232 tokens = 4.64 M tokens/s × 2.66 GFLOPs ≈ 12.3 PFLOP/s
    assert rerank_flops_per_s(large, 20_000, 232) / 1e15 == pytest.approx(12.35, rel=0.01)


def test_the_smaller_sibling_is_the_same_family():
    by = {e.name: e for e in RERANKERS}
    assert smaller_sibling(by["mxbai-rerank-large-v2"]) == by["mxbai-rerank-base-v2"]
    assert smaller_sibling(by["bge-reranker-large"]) == by["bge-reranker-base"]
    assert smaller_sibling(by["mxbai-rerank-base-v2"]) is None  # nothing smaller listed
    assert smaller_sibling(by["bge-reranker-v2-m3"]) is None  # another family (m3), not bge-reranker-base


@pytest.mark.parametrize("text, tokens", [
    (TW, 200),
    ("每个查询重排前 50 个商品（标题+描述大约 150 token）", 150),
    ("rerank the top 100 products per query, title plus description about 180 tokens", 180),
])
def test_a_products_stated_tokens_are_the_candidates_length(text, tokens):
    assert rerank_passage_tokens(text) == tokens


@pytest.mark.slow
def test_the_taiwan_search_reranker_is_sized_by_its_flops_with_both_levers(tmp_path):
    # Hand: 20,000 pairs/s × (32 query + 200 item = 232 tokens) × 2.66 GFLOPs ≈ 12.3 PFLOP/s: hundreds of L4s or
    # dozens of H100-class cards, never one or two; the levers: top 20 (a fifth) and mxbai-rerank-base-v2
    # (2 × (494,032,768 − 151,936 × 896) = 0.72 GFLOPs a token, 3.6× less)
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", TW).text
    assert "mxbai-rerank-large-v2" in out and "不估算" not in out and "用哪個模型" not in out
    assert "232 token" in out and "12.3" in out and "PFLOP/s" in out
    assert "top 20" in out and "mxbai-rerank-base-v2" in out


@pytest.mark.slow
def test_an_english_search_reranker_gets_its_compute_and_smaller_model(tmp_path):
    # Hand: 50 queries/s × 40 candidates = 2,000 pairs/s × (32 + 300) = 332 tokens; 2.62 GFLOPs + 4 × 28 × 1,536 × 332
    # = 57 MFLOPs → 2.68 GFLOPs a token × 664,000 tokens/s ≈ 1.78 PFLOP/s
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "We want mxbai-rerank-large-v2 for product search: 50 queries per second, rerank the top 40 candidates, "
        "passages of 300 tokens. How many GPUs?")).text
    assert "2,000 pairs/s × 332 tokens" in out and "1.78 PFLOP/s" in out
    assert "mxbai-rerank-base-v2" in out
