"""A card named for an embedding backfill or query endpoint ("my CTO says we need an H100") is answered "No" when it is
far above the work's need: the small card leads, the named card's figures are said beside it, and a card said as a
rule ("H100 only") is kept (advisor/core/service.py _card_above_need, tools/embedding.py far_above_need), in English
and 简体."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def test_embeddinggemma_backfill_and_queries_need_no_h100(engine):
    # 2 M × 1,800 tokens ≈ 3.6e9 tokens × ≈ 0.25 GFLOP ≈ 9e17 FLOP: hours on one small card for a few dollars; 50
    # queries/s × 32 tokens: a small card at ≈ $110 a month, not a 24/7 H100 at ≈ $1,450
    r = engine.handle("t", "we want to embed ~2M help-center articles and PDFs (avg maybe 1,800 tokens each) with "
                           "EmbeddingGemma-300M. my CTO says we need to rent an H100 for this. do we? and after that we "
                           "need to serve search queries, maybe 50 queries per second at peak. what do we run that on?")
    t = r.text
    assert "Is an H100 needed? No" in t, t
    assert "H100 (honoured)" not in t and "768 dims" in t and "at most 2,048" in t, t
    assert "reads at most 512 tokens" not in t, t
    serving = next(line for line in t.splitlines() if line.startswith("- Serving, every month"))
    assert "H100" not in serving, serving


def test_bosses_h100_for_a_bge_backfill_in_simplified_chinese(engine):
    r = engine.handle("t", "我们有 300 万篇文档要用 bge-m3 做向量，每篇约 800 token，老板说要租 H100，真的需要吗？")
    assert "需要 H100 吗？不需要" in r.text, r.text
    head = r.text.splitlines()[0]
    assert "H100" not in head, head


def test_a_card_said_as_a_rule_is_kept(engine):
    r = engine.handle("t", "we only have H100 access: embed 1M docs of 500 tokens with bge-large on H100 only")
    assert "H100 (honoured)" in r.text and "needed? No" not in r.text, r.text


def test_a_card_merely_named_keeps_its_plan_with_the_small_card_beside(engine):
    # "on an H100": the H100 plan heads the answer, and a line says one small card does the same job
    r = engine.handle("t", "embed 2M support tickets of 300 tokens with bge-large on an H100")
    head = next(line for line in r.text.splitlines() if line.startswith("**"))
    assert "H100" in head and "The H100 you named is far more card than this work needs" in r.text, r.text
