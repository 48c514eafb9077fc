"""A monthly budget is judged on a whole pipeline's month (tools.pipeline_budget), never on one stage."""

import pytest

from tools.pipeline_budget import pipeline_budget


def test_over_on_the_total_while_the_llm_alone_fits():
    # by hand: LLM 900 + ASR 3,100 + TTS 2,000 = 6,000 a month against 1,500 → ❌, 6,000 ÷ 1,500 = 4.0×;
    # the LLM's 900 alone is inside 1,500 (what a one-stage ✅ checked)
    got = pipeline_budget([900.0, 3100.0, 2000.0], 1500.0)
    assert got is not None and not got.ok and got.first_ok
    assert got.total == 6000.0 and got.times == pytest.approx(4.0)


def test_inside_on_the_total_and_an_unpriced_stage_adds_nothing():
    # by hand: 2,400 + (unpriced) + 1,100 = 3,500 ≤ 4,000 → ✅, 0.875×
    got = pipeline_budget([2400.0, None, 1100.0], 4000.0)
    assert got is not None and got.ok and got.times == pytest.approx(0.875)


def test_no_budget_no_check():
    assert pipeline_budget([100.0, 200.0], 0.0) is None
