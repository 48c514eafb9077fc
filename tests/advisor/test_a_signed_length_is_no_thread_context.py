"""A length a follow-up states against the thread (advisor.core.thread_measure_read) is read as the context only when it
is a length: a figure with a minus before it is none (the reader's reading.negative_* note says it is not read)."""

from __future__ import annotations

import pytest

from advisor.core.thread_measure_read import _context_tokens


@pytest.mark.parametrize(("text", "traditional"), [
    ("每章-4000字呢？", False),
    ("每章 - 4000 字呢？", False),
    ("每章負4000字呢？", True),
    ("每章－4000字呢？", False),
    ("what about -4000 tokens each?", False),
])
def test_a_signed_length_is_not_read(text, traditional):
    assert _context_tokens(text, "Qwen2.5-72B", traditional) is None


@pytest.mark.parametrize(("text", "traditional", "tokens"), [
    # Hand: 4,000 字 × 0.67 token a 字 (Qwen's rate, tools.cjk_tokens) = 2,680 tokens
    ("每章4000字呢？", False, 2680),
    # 繁體 at 0.84 token a 字 (tools.cjk_tokens: Traditional text tokenizes less densely): 4,000 × 0.84 = 3,360
    ("每章4000字呢？", True, 3360),
    ("what about 4000 tokens each?", False, 4000),  # tokens as written
    # a hyphen between a range's ends is no minus: its upper end is read, as before
    ("3000-4000 tokens each?", False, 4000),
])
def test_an_unsigned_length_is_still_read(text, traditional, tokens):
    assert _context_tokens(text, "Qwen2.5-72B", traditional) == tokens
