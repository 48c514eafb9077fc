"""An embedding endpoint whose requests are search queries is sized at a query's length (tools.embedding.QUERY_TOKENS,
32 tokens), never the 1,024-token document chunk: "bge-m3 for real-time retrieval, 500 queries a second" was 20 ×
RTX A4000 for 32× the work. Requests counted in documents or chunks keep the chunk default."""

from __future__ import annotations

import pytest

from advisor.core.embed_queries_read import queries_said
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.embedding import QUERY_TOKENS, RAG_CHUNK_TOKENS, encoder_named, flops_per_token, queries_sized
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

QUERIES = [
    "幫我估算 bge-m3 做即時向量檢索，每秒 500 個查詢",  # traditional, the query unit
    "帮我估算 bge-m3 做实时向量检索，每秒500个查询",  # simplified, glued
    "bge-m3 semantic search endpoint, 500 QPS",
    "Serve bge-m3 for search: 300 queries per second",
    "bge-m3 语义检索服务，每秒 300 个请求",  # a search service, requests of no unit, no document word
    "bge-m3 每秒 200 次檢索",
]
DOCUMENTS = [
    "bge-m3 embed 300 documents per second for our index",
    "用 bge-m3 向量化，每秒 200 篇文档",
    "bge-m3 每秒 300 段落 做嵌入",
    "bge-m3 endpoint, 400 requests per second",  # no query or search word: the chunk default stays
]


@pytest.mark.parametrize("text", QUERIES)
def test_query_requests_are_read_as_queries(text: str) -> None:
    w = extract(text).patch
    assert w.target_requests_per_s and w.embed_queries is True, w


@pytest.mark.parametrize("text", DOCUMENTS)
def test_document_requests_keep_the_chunk_default(text: str) -> None:
    assert not queries_said(text) or "requests" in text
    assert not extract(text).patch.embed_queries


def test_a_stated_length_is_kept() -> None:
    # a length said is the request's: no query default read over it
    assert not extract("bge-m3 search, 500 queries per second, 200 tokens each").patch.embed_queries


def test_the_query_default_applies_to_an_endpoint_only() -> None:
    enc = encoder_named("bge-m3")
    assert enc is not None
    assert queries_sized(enc, Workload(target_requests_per_s=500, embed_queries=True), train=False)
    # a batch of documents to index keeps its chunk; so does an endpoint not said to take queries
    assert not queries_sized(enc, Workload(batch_requests=10_000, embed_queries=True), train=False)
    assert not queries_sized(enc, Workload(target_requests_per_s=500), train=False)


def test_a_query_is_a_fraction_of_a_chunks_work() -> None:
    # bge-m3: N = 568M − 250,002 × 1,024 (256.0M table) = 312.0M. 32 tokens: 2 × 312.0M + 4 × 24 × 1,024 × 32 =
    # 624.0M + 3.1M ≈ 0.627 GFLOP a token; 500 QPS × 32 tokens × 0.627 GFLOP ≈ 10.0 TFLOP/s — one RTX A4000 (76.7
    # TFLOPS dense FP16 × 50 % MFU × 50 % busy ≈ 19 TFLOP/s). At 1,024 tokens: 624.0M + 100.7M = 0.725 GFLOP a token,
    # × 512,000 tokens/s ≈ 371 TFLOP/s — 20 A4000s: the chunk default cost 37× the compute.
    enc = encoder_named("bge-m3")
    assert enc is not None
    per_s_query = 500 * QUERY_TOKENS * flops_per_token(enc, QUERY_TOKENS)
    per_s_chunk = 500 * RAG_CHUNK_TOKENS * flops_per_token(enc, RAG_CHUNK_TOKENS)
    assert per_s_query == pytest.approx(10.0e12, rel=0.01)
    assert per_s_chunk / per_s_query == pytest.approx(37.0, rel=0.01)


@pytest.mark.slow
def test_the_answer_sizes_one_small_card_and_says_the_query_assumption(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    def advise_text(text: str) -> str:
        return Engine(store=Store(tmp_path / f"{len(text)}.db")).handle("t", text).text

    zh = advise_text("幫我估算 bge-m3 做即時向量檢索，每秒 500 個查詢")
    # 10 TFLOP/s (above) fits one card: no fleet of 20, and the assumption says a query's 32 tokens, not 1,024
    assert "× 32 token" in zh and "1,024 token 估算" not in zh and "20 臺" not in zh, zh
    assert "查詢" in zh and "MS MARCO" in zh, zh
    en = advise_text("bge-m3 semantic search endpoint, 500 QPS")
    assert "32 tokens per query assumed" in en, en
