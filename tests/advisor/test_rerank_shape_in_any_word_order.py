"""A reranker's stated shape — candidates per query, each candidate's length, a latency target — is read in any word
order, in English, 简体 and 繁體 ("100 documents of 512 tokens per query" dropped the 512, "100 passages of
512 tokens each per query" dropped the 100 for the assumed 10, 每篇512 token became 1,024, "under 300 ms" was
dropped). The readers alone here (fast); the answer they feed is checked in the slow test at the end."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from advisor.core.extract_stated import rerank_depth, rerank_latency, rerank_passage_tokens
from tests.conftest import module_home
from tools.embedding import QUERY_TOKENS
from tools.rerank import pair_tokens, rerank_pairs_per_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# each phrasing states 100 candidates per query, each 300 tokens long (or 512 where written so)
SHAPES = [
    ("rerank top 100 passages of 300 tokens for 20 queries/s with bge-reranker-v2-m3", 100, 300),
    ("with bge-reranker-v2-m3 at 20 queries/s: 300-token passages, rerank the top 100", 100, 300),
    ("bge-reranker-v2-m3: 20 qps, 100 candidates each, ~300 tokens", 100, 300),
    ("rerank 100 documents of 512 tokens per query with bge-reranker-v2-m3, 20 queries per second", 100, 512),
    ("rerank with bge-reranker-v2-m3: 20 queries per second, 100 passages of 512 tokens each per query", 100, 512),
    ("for each query, 100 docs of about 300 tokens, bge-reranker-v2-m3, 20 qps", 100, 300),
    ("bge-reranker-v2-m3，每次召回100条，每条300 token，20 QPS", 100, 300),
    ("用 bge-reranker-v2-m3 做重排，每秒20个查询，每个查询100篇文档，每篇512 token", 100, 512),
    ("bge-reranker-v2-m3，每次召回100條，每條300 token，20 QPS", 100, 300),
    ("用 bge-reranker-v2-m3 重排，每秒20個查詢，每個查詢100篇文件，每篇 300 個 token", 100, 300),
]


@pytest.mark.parametrize(("text", "depth", "passage"), SHAPES)
def test_depth_and_passage_length_are_read_in_any_order(text, depth, passage):
    assert rerank_depth(text) == depth
    assert rerank_passage_tokens(text) == passage


@pytest.mark.parametrize("text", [
    "bge-reranker-v2-m3 for 20 qps, queries of about 30 tokens, 50 candidates each",  # the query's length, not a passage
    "bge-reranker-v2-m3, 20 qps, each query-document pair is about 512 tokens",  # a pair's (read by rerank_pair_tokens)
    "bge-reranker-v2-m3，每秒20个查询，每个问题大约30 token",  # 简体: the question's length
    "bge-reranker-v2-m3 at 20 qps, 8k context",  # no token count stated for anything
])
def test_a_length_of_the_query_or_pair_is_no_passage_length(text):
    assert rerank_passage_tokens(text) is None


def test_a_k_length_is_1024_as_lengths_are_read():
    # "1k tokens each" → 1 × 1,024, as context lengths are written
    assert rerank_passage_tokens("rerank top 50 docs, 1k tokens each, 10 qps") == 1024


@pytest.mark.parametrize(("text", "seconds"), [
    ("rerank top 100 passages, 20 qps, under 300 ms", 0.3),
    ("20 qps, 100 candidates each, within 0.5 s", 0.5),
    ("rerank 50 docs per query, p95 < 250ms", 0.25),
    ("每次召回100条，20 QPS，300毫秒以内", 0.3),
    ("每次召回100條，20 QPS，300 ms 內", 0.3),
    ("latency under 200 ms, rerank top 50", 0.2),  # the stream reader's words still win
])
def test_a_latency_target_is_read_without_the_word_latency(text, seconds):
    assert rerank_latency(text) == pytest.approx(seconds)


def test_no_time_no_latency_target():
    assert rerank_latency("rerank top 100 passages of 300 tokens for 20 queries/s") is None


def test_the_stated_shape_is_the_load():
    # by hand: 20 queries/s × 100 candidates = 2,000 (query, passage) pairs a second; each pair is the 32-token query
    # plus a 512-token passage = 544 tokens, so one query's pairs are 100 × 544 = 54,400 tokens
    assert QUERY_TOKENS == 32
    assert rerank_pairs_per_s(20, 100) == 2000
    assert pair_tokens(512) == 544


@pytest.mark.slow
def test_three_word_orders_give_one_answer():
    """The attack's three phrasings of one workload are sized on one shape: 2,000 pairs/s of 544 tokens (by hand above),
    and the English one checks its 300 ms target as the 简体 one does."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    said = ["rerank 100 documents of 512 tokens per query with bge-reranker-v2-m3, 20 queries per second, under 300 ms",
            "rerank with bge-reranker-v2-m3: 20 queries per second, 100 passages of 512 tokens each per query",
            "用 bge-reranker-v2-m3 做重排，每秒20个查询，每个查询100篇文档，每篇512 token，延迟300毫秒以内"]
    out = [Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", q).text for q in said]
    assert all("2,000" in o and "544" in o for o in out)
    assert "Latency target 300 ms" in out[0] and "延迟目标 300 ms" in out[2]
