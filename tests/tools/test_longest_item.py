"""A batch's longest stated item against the model's maximum context (tools.longest_item)."""

from tools.longest_item import item_tokens, longest_item_check


def test_a_long_english_item_over_an_8k_context_is_chunked():
    # Hand: 7,500 words × 4/3 = 10,000 tokens; + 161 instructions + 120 answer = 10,281 > 8,192 → over by 2,089;
    # map-reduce: room 8,192 − 120 = 8,072 → ⌈10,000 / 8,072⌉ = 2 chunks, + the merge = 3 requests.
    got = longest_item_check(item_tokens(7500, "words"), 8192, 120)
    assert (got.tokens, got.needed, got.over, got.fits, got.chunks, got.requests) == (10_000, 10_281, 2_089, False, 2, 3)


def test_a_chinese_item_is_read_at_the_models_tokenizer_figure():
    # Hand: 50,000 字 on a Qwen model at 0.67 a character (DashScope: 1 token ≈ 1.5 字) = 33,500 tokens;
    # + 161 + 600 = 34,261 > 32,768 → over by 1,493; room 32,168 → 2 chunks, 3 requests.
    tokens = item_tokens(50_000, "chars", "Qwen2.5-3B")
    got = longest_item_check(tokens, 32_768, 600)
    assert tokens == 33_500 and got.needed == 34_261 and got.over == 1_493 and (got.chunks, got.requests) == (2, 3)


def test_an_item_inside_the_context_fits():
    # Hand: 3,000 tokens + 161 + 338 (ShareGPT mean answer, none stated) = 3,499 ≤ 4,096.
    got = longest_item_check(item_tokens(3000, "tokens"), 4096)
    assert got.fits and got.needed == 3_499 and got.chunks is None
