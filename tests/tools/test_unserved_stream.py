"""A served plan whose load outruns it is said in words, never "first token ≈ inf s" or "≈ 0 tokens/s per user"."""

from __future__ import annotations

import math

import pytest

from advisor.core.messages import word
from tools.unserved_stream import unserved, unserved_tail


@pytest.mark.parametrize(("ttft", "tps", "want"), [
    # an open stream past its prefill budget (tools.rate_service.open_stream returns inf): unbounded wait
    (math.inf, 12.0, True),
    (math.nan, None, True),
    # a speed that renders as "≈ 0 tokens/s" (0.3 rounds to 0): saturated
    (1.2, 0.3, True),
    # a slow but real plan: 0.8 s first token, 6 tokens/s a user — figures, not words
    (0.8, 6.0, False),
    (None, None, False),
])
def test_unbounded_or_zero_figures_are_unserved(ttft, tps, want):
    assert unserved(ttft, tps) is want


@pytest.mark.parametrize("lang", ["en", "zh", "zh-Hant"])
def test_the_words_carry_no_inf_or_zero_figure(lang):
    # Hand: Mistral-Large-2407 AWQ on 4 × L40S taking 9.5 requests a second of ≈ 1,000 new tokens each needs
    # 2 × 123e9 × 1,000 × 9.5 ≈ 2.3 PFLOP/s of prefill, past what 4 × 362 TFLOPS deliver at the fitted share: unserved.
    text = word(unserved_tail(9.5), lang)
    assert "inf" not in text and "nan" not in text and "≈ 0 " not in text, text
    assert "9.5" in text, text
