"""Qwen3-Embedding-8B is a listed encoder with its own 32k input limit (Xinference: Max Tokens 32,768), never a
generic 8B with the generic 4,096-token limit."""

import pytest

from tools.embedding import encoder_named, flops_per_token, passes_per_item


@pytest.mark.parametrize("text", ["embed 2M legal filings with Qwen3-Embedding-8B", "用 qwen3 embedding 8b 做向量"])
def test_the_name_reads_the_listed_row(text):
    enc = encoder_named(text)
    assert enc is not None and enc.name == "Qwen3-Embedding-8B" and enc.max_tokens == 32768


def test_a_long_document_fits_its_input_and_its_flops_follow_its_size():
    enc = encoder_named("Qwen3-Embedding-8B")
    assert enc is not None
    # a 20,000-token document is under the 32,768 limit: one forward pass over it when sized as a whole
    assert passes_per_item(enc, 20_000, job=False)[0] == 1
    # FLOPs per token at a 1,000-token input: 2 x 8.19e9 = 1.64e10 from the weights, plus attention 4 x 36 x 4096 x
    # 1000 = 5.9e8 -> about 1.70e10 (within 5 %)
    assert abs(flops_per_token(enc, 1000) - 1.70e10) / 1.70e10 < 0.05
