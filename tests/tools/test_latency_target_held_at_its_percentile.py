"""A reranker's latency target is held at its percentile (p95 unless another is said), not at the mean: the M/D/1
wait at the endpoint's 50 % busy taken as exponential (Kingman's heavy-traffic result), its percentile W·ln(100 ÷
(100 − pct)). The percentile is read from the message in English, 简体 and 繁體."""

from __future__ import annotations

import math

import pytest

from advisor.core.extract_stated import latency_percentile
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.rerank import RERANKERS, fast_enough, query_service_s, tail_latency_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LARGE = next(e for e in RERANKERS if e.name == "bge-reranker-large")


def test_p95_adds_three_mean_waits_to_the_service():
    # S = 200 ms at ρ = 0.5: mean wait W = ρS/(2(1−ρ)) = 0.5 × 200 / 1 = 100 ms; p95 wait = 100 × ln 20 = 299.6 ms,
    # so p95 = 200 + 299.6 = 499.6 ms (the mean, 300 ms, would call a 400 ms target met)
    assert tail_latency_s(0.2) == pytest.approx(0.4996, abs=1e-4)
    # p99: 100 × ln 100 = 460.5 ms of wait → 660.5 ms
    assert tail_latency_s(0.2, 99) == pytest.approx(0.6605, abs=1e-4)
    # at ρ = 0.8 the mean wait is 0.8 × 50 / 0.4 = 100 ms on a 50 ms service: p95 = 50 + 299.6 = 349.6 ms
    assert tail_latency_s(0.05, 95, busy=0.8) == pytest.approx(0.3496, abs=1e-4)
    # pct 0 is the mean itself: 200 + 100 = 300 ms
    assert tail_latency_s(0.2, 0) == pytest.approx(0.3)
    assert math.log(20) == pytest.approx(2.996, abs=1e-3)


def test_a_card_whose_mean_meets_the_target_but_its_p95_does_not_is_left_out():
    # bge-reranker-large (560M, XLM-R large: the 250,002 × 1,024 token table = 256.0e6 is a lookup, N = 304.0e6):
    # 20 pairs × 250 tokens = 5,000 tokens at 2·304.0e6 + 4·24·1,024·250 = 608.0e6 + 24.6e6 = 632.6e6 FLOP a token
    # = 3.163e12 FLOP a query. L4 at 50 % of 121 TFLOPS = 60.5e12 FLOP/s → S = 52.3 ms: mean 1.5 S = 78.4 ms,
    # p95 = 52.3 + 26.1 × 3.0 = 130.6 ms. A 100 ms target: the mean passes the L4, its p95 does not.
    g = all_gpus()
    s = query_service_s(LARGE, g["L4"], 20, 250)
    assert s == pytest.approx(0.0523, abs=0.0005)
    assert "L4" in fast_enough(LARGE, g, 20, 250, 0.1, pct=0)
    assert "L4" not in fast_enough(LARGE, g, 20, 250, 0.1)  # p95, the default
    # the H100 SXM (989.5 TFLOPS → 494.75e12 at 50 %): S = 6.4 ms, p95 = 6.4 × 2.5 = 16 ms, within either way
    assert "H100 SXM" in fast_enough(LARGE, g, 20, 250, 0.1)


@pytest.mark.parametrize(("text", "pct"), [
    ("rerank 30 docs per query, p95 < 200ms", 95),
    ("p99 latency under 150 ms", 99),
    ("95th percentile latency within 300 ms", 95),
    ("median latency 80 ms is fine", 50),
    ("average latency under 300 ms", 0),
    ("重排延迟 P99 要在 200 毫秒以内", 99),
    ("平均延迟 300ms 以内就行", 0),
    ("延遲 p95 要 250 毫秒內", 95),
    ("99分位延遲不超過 400 毫秒", 99),
    ("latency under 300 ms", None),  # no percentile named: the tail default (tools.rerank.TAIL_PERCENTILE)
    ("延迟300毫秒以内", None),
])
def test_the_percentile_a_target_names_is_read(text, pct):
    assert latency_percentile(text) == pct
