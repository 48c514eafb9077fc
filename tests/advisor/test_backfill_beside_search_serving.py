"""A one-off embedding backfill beside a search service at a stated QPS: both parts sized, the backfill said once
(never "every month"), the serving (query embeddings and the named reranker) priced per month and held against the
monthly budget, the rerank depth and query length said as assumed."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.embedding import QUERY_TOKENS
from tools.rerank import RERANK_DEPTH, pair_tokens, rerank_pairs_per_s, reranker_named

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q = ("need to embed ~50M product descriptions (avg 120 words) with bge-m3 for a vector search rebuild, then serve query "
     "embeddings + bge-reranker-v2-m3 at ~200 QPS. budget under $2k a month. GCP only.")


@pytest.fixture(scope="module")
def answer(tmp_path_factory) -> str:
    eng = Engine(store=Store(tmp_path_factory.mktemp("r") / "s.db"))
    return eng.handle("t0", Q).text


def _money(s: str) -> float:
    return float(s.replace(",", ""))


def test_the_rerank_load_is_queries_times_depth():
    # 200 queries/s, each scoring 10 candidates: 2,000 (query, passage) pairs a second; a pair is 32 + 160 = 192 tokens
    assert rerank_pairs_per_s(200) == 200 * RERANK_DEPTH == 2_000
    assert pair_tokens(160) == QUERY_TOKENS + 160 == 192


def test_the_reranker_is_told_apart_from_the_embedder():
    assert reranker_named(Q).name == "bge-reranker-v2-m3"
    assert reranker_named("embed 5M docs with bge-m3") is None


@pytest.mark.slow
def test_the_backfill_is_a_one_off_at_the_stated_length(answer):
    # 50M × 160 tokens (120 words × 1.33) ≈ 8e9 tokens ≈ 2·0.568e9·8e9 ≈ 9e18 FLOP: an L4 at ~60 TFLOPS ≈ 42 h ≈ $30;
    # the 1,024-token default would be 6× that
    m = re.search(r"50,000,000 items × (\d+) tokens", answer)
    assert m and int(m.group(1)) == 160, answer[:400]
    assert "every month" not in answer.split("Serving")[0].lower(), answer
    assert re.search(r"backfill is a one-off ≈ \$[\d,.]+, not a monthly cost", answer), answer


@pytest.mark.slow
def test_the_serving_is_sized_and_held_to_the_budget(answer):
    # 2,000 pairs/s × 192 tokens ≈ 384k tokens/s ≈ 2·0.568e9·3.84e5 ≈ 4.4e14 FLOP/s: several L4s (≈ 60 TFLOPS at 50 %
    # MFU each, kept half busy) → over ten of them, ≈ $7k+ a month on g2: far over $2k, which the answer must say
    assert "200 queries/s × 10 = 2,000 pairs/s of 192 tokens" in answer, answer
    rer = re.search(r"reranker: .*?rent (\d+) × gcp \S+ .*?≈ \$([\d,]+) a month", answer)
    assert rer and int(rer.group(1)) >= 5, answer
    total = re.search(r"Serving costs ≈ \$([\d,]+) a month — over your \$2,000/month budget", answer)
    assert total and _money(total.group(1)) > 2_000, answer
    assert "query embeddings: bge-m3 at 200 queries/s" in answer, answer


@pytest.mark.slow
def test_only_gcp_rows_serve(answer):
    for row in re.findall(r"rent (?:\d+ × )?(\w+) ", answer.split("Serving", 1)[1]):
        assert row == "gcp", answer
