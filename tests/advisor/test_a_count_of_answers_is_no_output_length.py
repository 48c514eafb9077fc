""""输出一个小json" says what each answer is (one small JSON), not that it is one token long. A count with a measure word
of a thing after 输出 / 生成 / 回答 ("3个标签", "一份报告") is how many answers, never their tokens; a bare number or one
counted in tokens still is the answer's length. The batch of 20 M reviews "输出一个小json" was sized at one output token
a review."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "2000万条电商评论做情感+属性抽取，每条平均80个字，输出一个小json，一周内搞完",
    "100万条工单分类，每条输出3个标签，用Qwen3-8B",
    "10萬篇新聞，每篇生成一份摘要，用 Qwen2.5-7B",  # 繁體
])
def test_a_count_of_things_output_is_no_token_length(text):
    assert extract(text).patch.output_tokens not in (1, 3)


@pytest.mark.parametrize("text, tokens", [
    ("10万条评论，每条输入2000，输出500，用Qwen3-8B", 500),  # a bare number after 输出 is its length
    ("10萬條評論，每條輸出 300 個 token，用 Qwen3-8B", 300),  # counted in tokens
])
def test_an_output_length_is_still_read(text, tokens):
    assert extract(text).patch.output_tokens == tokens


@pytest.mark.parametrize("text, tokens", [
    ("classify 1M tickets, 20 tokens of JSON out, with Qwen3-8B", 20),  # was 20 prompt tokens and the 8-token default
    ("label 2M images, 40 tokens of text out each", 40),
])
def test_tokens_of_json_or_text_out_are_the_output(text, tokens):
    p = extract(text).patch
    assert p.output_tokens == tokens and p.prompt_tokens != tokens
