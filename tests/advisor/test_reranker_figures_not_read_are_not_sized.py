"""A reranker's query rate and candidates per query said signed, zero or NaN are said not read and never sized
unsigned: "-500 QPS" was sized as 500 queries a second without a word, and "-100 docs per query" was said not read yet
sized as 100 candidates (50,000 pairs a second); 每次-100篇 gave 5,000 pairs with no note at all."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts
from advisor.core.service import _rerank_said


@pytest.mark.parametrize(("text", "said"), [
    ("reranker bge-reranker-v2-m3 at -500 QPS, 100 docs per query", "-500 QPS"),
    ("reranker bge-reranker-v2-m3 at 0 qps, 100 docs per query", "0 qps"),
    ("reranker bge-reranker-v2-m3 at NaN QPS, 100 docs per query", "NaN QPS"),
    ("重排序模型 bge-reranker-v2-m3，每秒-500次查询，每次100篇", "-500次"),
])
def test_a_rate_not_read_is_said_and_taken_out(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en and said in zh for en, zh in notes)
    assert said not in t


@pytest.mark.parametrize("text", [
    "reranker bge-reranker-v2-m3 at 500 QPS, -100 docs per query",
    "用 bge-reranker-v2-m3 做重排，每秒500个查询，每个查询-100篇文档",
])
def test_candidates_said_not_read_are_never_the_depth(text):
    # before: 100 candidates, 500 × 100 = 50,000 pairs/s; now the depth is not stated (assumed and said elsewhere)
    assert _rerank_said(text)["depth"] is None
    _, notes = drop_impossible_counts(text)
    assert any("-100" in en for en, _ in notes)


@pytest.mark.parametrize("text", [
    "reranker bge-reranker-v2-m3 at 500 QPS, 100 docs per query",
    "用 bge-reranker-v2-m3 做重排，每秒500个查询，每个查询100篇文档",
])
def test_stated_candidates_are_still_read(text):
    assert _rerank_said(text)["depth"] == 100
    assert drop_impossible_counts(text)[1] == []
