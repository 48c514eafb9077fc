"""The first-token limit in the serving note is said to three significant figures.

The default limit scales with the context (tools.offers.ttft_limit_s: 2 s per 8,192 tokens), so a 24,096-token
reasoning chat gets 2 × 24,096 / 8,192 = 5.8828… s; the note printed all six digits ("首 token ≤ 5.88281 秒"), a
precision no latency estimate has. Three figures keep 2 s, 0.5 s and 11.8 s as a reader would write them.
"""
from __future__ import annotations

import pytest

from advisor.core.messages import word
from tools.schema import Msg

CODES = ("recommend.stream_note", "recommend.stream_note_unchecked", "recommend.stream_note_stated_card")


def _note(code: str, ttft: float, lang: str) -> str:
    args = {"floor": 20, "stated": "", "ttft": ttft, "seq_len": 24_096, "ttft_was": "", "gpu": "L4",
            "min": 10, "default": 20}
    return word(Msg(code=code, args=args), lang)


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_scaled_default_limit_is_three_figures(code, lang):
    text = _note(code, 2 * 24_096 / 8_192, lang)
    assert "5.88" in text and "5.882" not in text


@pytest.mark.parametrize("ttft, shown", [(2.0, "2 "), (0.5, "0.5 "), (11.765, "11.8 ")])
def test_round_limits_keep_their_plain_form(ttft, shown):
    assert shown in _note("recommend.stream_note", ttft, "en")
