"""A length written "Nk" is decimal unless N is a power of two: one rule for tools/ and advisor/'s readers.

By hand: a context window is published as a power of two of binary thousands (Phi-3-mini-4k: max_position_embeddings
4,096; a "-128k" release 131,072), so "16k" = 16 × 1,024 = 16,384 and "64k" = 65,536. A person's estimate of a length
is decimal: "~12k tokens" is 12,000 (12 is not a power of two), "6k" is 6,000, "1.5k" is 1,500, "200k" is 200,000.
万 is ten thousands: 1.6万 = 16k = 16,384, 3万 = 30k = 30,000. M: "2M" = 2,097,152, "1.5M" = 1,500,000.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.magnitudes import tokens_len, window_len
from tests.conftest import module_home
from tools.name_context import context_in_name
from tools.token_window import window_tokens

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("num", "suffix", "tokens"), [
    (16, "k", 16_384), (64, "K", 65_536), (12, "k", 12_000), (6, "k", 6_000), (1.5, "k", 1_500), (200, "k", 200_000),
    (2, "M", 2_097_152), (1.5, "m", 1_500_000), (1.6, "ten_thousand", 16_384), (3, "ten_thousand", 30_000),
    (7000, "", 7000)])
def test_window_tokens(num, suffix, tokens):
    assert window_tokens(num, suffix) == tokens


@pytest.mark.parametrize(("num", "word", "tokens"),
                         [(1.6, "万", 16_384), (3, "萬", 30_000), (24, "千", 24_000), (8, "千", 8_192)])
def test_the_chinese_words_take_the_same_rule(num, word, tokens):
    assert window_len(num, word) == tokens


def test_advisor_and_tools_agree():
    # the advisor's magnitude reader and the release-name reader use the same rule: "-24k" and "24k" are 24,000
    assert tokens_len(24, "k") == window_tokens(24, "k") == 24_000
    assert context_in_name("SomeLab-9B-24k") == 24_000
    assert context_in_name("SomeLab-9B-64k") == 65_536


@pytest.mark.parametrize(("text", "prompt"), [
    # 12k is an estimate of a pasted report, not a window: 12,000 prompt tokens (was 12,288)
    ("serve Gemma-2-9B for our support team, each prompt is about 12k tokens, 3 requests per second", 12_000),
    # 简体: 输入约6k token = 6,000 (6 is not a power of two)
    ("部署 Qwen2.5-14B，每次输入大约6k token，每秒2个请求", 6_000),
    # 繁體: 輸入約 20k token = 20,000
    ("部署 Llama-3.1-8B，每次輸入約 20k token，每秒 4 個請求", 20_000),
])
def test_a_decimal_k_prompt_is_read_as_thousands(text, prompt):
    assert extract(text).patch.prompt_tokens == prompt


@pytest.mark.parametrize(("text", "ctx"), [
    # a power-of-two window stays binary: 16k context = 16,384
    ("Mistral-7B with 16k context for 30 users", 16_384),
    # 简体: 上下文 1.6万 = 16k = 16,384
    ("Qwen2.5-7B，上下文1.6万，30个并发", 16_384),
    # 繁體: 上下文 24k = 24,000 (24 is not a power of two)
    ("Qwen2.5-7B，上下文 24k，30 個並發", 24_000),
])
def test_a_context_window_keeps_the_house_rule(text, ctx):
    assert extract(text).patch.seq_len == ctx
