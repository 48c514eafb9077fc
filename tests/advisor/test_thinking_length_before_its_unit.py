"""A thinking length said with the thinking word between the number and its unit ("with 4096 thinking tokens",
"8k reasoning tokens", 每条大概4000个思考token) is the answer's length, and a signed or NaN one is said not read.

Before: "classify 1M tickets a day with Qwen3-8B with 4096 thinking tokens" was planned with the thinking off and
8 tokens out (1,000,000 × 8 tokens, one card for 4 hours) instead of 1,000,000 × 4,096 ≈ 4.1 B tokens a day; and
"-8192 thinking tokens" or "NaN reasoning tokens" turned the thinking off with no word of the figure.
"""
import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "tokens"), [
    ("classify 1M tickets a day with Qwen3-8B with 4096 thinking tokens", 4096),
    ("Qwen3-32B grading essays, about 8k reasoning tokens per essay, 20k essays by Friday", 8192),
    ("用Qwen3-8B每天分类100万条工单，每条大概4000个思考token", 4000),
    ("用QwQ-32B批改作业，每份約3000個推理token", 3000),
])
def test_the_thinking_word_between_number_and_unit_is_the_answer_length(text, tokens):
    p = extract(text).patch
    assert p.output_tokens == tokens and p.thinking is True


@pytest.mark.parametrize(("text", "said"), [
    ("classify 1M tickets a day with Qwen3-8B with -8192 thinking tokens", "'-8192' is not read"),
    ("classify 1M tickets a day with Qwen3-8B with NaN reasoning tokens", "'NaN' is not read"),
])
def test_a_signed_or_nan_thinking_length_is_said_not_read(text, said):
    e = extract(text)
    assert e.patch.output_tokens is None and e.patch.thinking is not False  # never read as 8,192, nor thinking off
    assert any(n.startswith(said) and "thinking length" in n for n in e.notes), e.notes
