"""A reranker's stated shape wins over the defaults: the candidates each query scores, a pair's tokens, and a stated
latency target is held against the pick (checked, or the miss said), in English, 简体 and 繁體."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from advisor.core.extract_stated import rerank_depth, rerank_pair_tokens, stream_latency
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.rerank import RERANKERS, fast_enough, mean_latency_s, query_service_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

M3 = next(e for e in RERANKERS if e.name == "bge-reranker-v2-m3")


@pytest.mark.parametrize(("text", "depth"), [
    ("our search API scores 40 documents for each query with bge-reranker-large", 40),
    ("every query has 25 candidates to rerank", 25),
    ("重排服务，每个查询给30个文档打分", 30),
    ("每條query大約60個doc要重排", 60),
    ("每個查詢有20篇文件要用 bge-reranker-v2-m3 排序", 20),
    ("每个query都给 50 个候选", 50),
])
def test_candidates_per_query_are_read_as_said(text, depth):
    assert rerank_depth(text) == depth


@pytest.mark.parametrize(("text", "tokens"), [
    ("rerank with bge-reranker-v2-m3, roughly 300 tokens per pair", 300),
    ("each query-document pair is about 512 tokens", 512),
    ("每一对大概 350 token", 350),
    ("每對約 600 個 token，延遲要 200 毫秒內", 600),
    ("each pair ~1k tokens", 1024),  # "k" a length's 1,024
    ("每个文档 400 token", None),  # a document's length is a passage's, not a pair's (the query is added)
])
def test_a_pair_length_is_read_as_said(text, tokens):
    assert rerank_pair_tokens(text) == tokens


def test_the_reranker_latency_target_is_read():
    assert stream_latency("p50 延遲要在250毫秒內") == 0.25
    assert stream_latency("重排延迟200ms以内") == 0.2


def test_one_query_compute_on_a_card_by_hand():
    # bge-reranker-v2-m3: N = 568e6 − 250,002 × 1,024 (the XLM-R token table, a lookup) = 568e6 − 256.0e6 = 312.0e6;
    # 2·312.0e6 + 4·24·1024·400 = 624.0e6 + 39.3e6 = 663.3e6 FLOP a token at 400 tokens; 30 pairs × 400 = 12,000
    # tokens = 7.960e12 FLOP. 312 M multiplying parameters run at 33.54 % of the peak (tools.embedding.encoder_mfu:
    # bge-large's measured 33.4 % at 303.7 M, + 16.6 % × ln(312/303.7) ÷ ln(7,000/303.7)): H100 SXM 989.5 × 0.3354 =
    # 331.9e12 → 24.0 ms; RTX A4000 76.7 × 0.3354 = 25.73e12 → 309.4 ms
    g = all_gpus()
    assert query_service_s(M3, g["H100 SXM"], 30, 400) == pytest.approx(0.0240, abs=0.0002)
    assert query_service_s(M3, g["RTX A4000"], 30, 400) == pytest.approx(0.3094, abs=0.001)


def test_queueing_at_half_busy_adds_half_the_service():
    # M/D/1 wait ρS/(2(1−ρ)) at ρ = 0.5 is S/2: a 100 ms query averages 150 ms; at ρ = 0.8 it waits 2 S → 300 ms
    assert mean_latency_s(0.1) == pytest.approx(0.15)
    assert mean_latency_s(0.1, busy=0.8) == pytest.approx(0.3)


def test_only_cards_that_meet_an_average_target_are_kept():
    # an AVERAGE target (pct 0): 30 pairs × 400 tokens with 300 ms: mean = 1.5 × S ≤ 300 ms needs S ≤ 200 ms, i.e. at
    # least 7.960e12 / 0.2 = 3.98e13 FLOP/s at 33.54 % MFU → ≥ 118.7 TFLOPS dense FP16: the H100 (989.5) and the L4 (121
    # → S 196.1 ms, mean 294 ms) stay; the RTX A4000 (76.7 → S 309.4 ms, mean 464 ms) goes
    g = all_gpus()
    kept = fast_enough(M3, g, 30, 400, 0.30, pct=0)
    assert "H100 SXM" in kept and "L4" in kept
    assert "RTX A4000" not in kept


@pytest.mark.slow
@pytest.mark.parametrize(("question", "pairs", "tokens"), [
    # 150 queries/s × 40 candidates = 6,000 pairs/s of 300 tokens
    ("Serving bge-reranker-v2-m3 at 150 QPS, each query scores 40 documents, about 300 tokens per pair, latency under "
     "250 ms. How many GPUs?", "6,000", "300"),
    # 120 × 30 = 3,600 pairs/s of 350 tokens
    ("部署 bge-reranker-v2-m3 重排，每秒120个请求，每个查询给30个文档打分，每一对大概 350 token，延迟250ms以内，要多少卡？",
     "3,600", "350"),
    # 80 × 25 = 2,000 pairs/s of 600 tokens
    ("用 bge-reranker-v2-m3 做重排，QPS 80，每個查詢有25篇文件，每對約 600 個 token，延遲要 250 毫秒內，要幾張卡？",
     "2,000", "600"),
])
def test_a_stated_rerank_shape_and_latency_reach_the_answer(question, pairs, tokens):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", question).text
    assert re.search(pairs + r" (?:pairs/s|对|對)", out), out
    assert re.search(tokens + r" tokens each \(as you said|每对 " + tokens + r" token（按你说的|每對 " + tokens
                     + r" token（按你說的", out), out
    assert re.search(r"Latency target 250 ms|延迟目标 250 ms|延遲目標 250 ms", out), out
    assert "10 candidates" not in out and "10 个候选" not in out and "10 個候選" not in out, out
