"""Qwen3-Embedding-4B is a listed encoder with its own shape (36 layers, 2,560-dim vectors, 32k input), never a
generic 4B of an assumed width: its vector index is sized on 2,560 dims."""

import pytest

from tools.embedding import encoder_named
from tools.vector_index import index_size


@pytest.mark.parametrize("text", ["Embedding 15M support tickets with Qwen3-Embedding-4B for search",
                                  "用 qwen3 embedding 4b 做向量检索"])
def test_the_name_reads_the_listed_row(text):
    enc = encoder_named(text)
    assert enc is not None and enc.name == "Qwen3-Embedding-4B"
    assert (enc.layers, enc.hidden, enc.max_tokens) == (36, 2560, 32768)


def test_the_index_is_sized_on_its_own_dimension():
    enc = encoder_named("Qwen3-Embedding-4B")
    assert enc is not None
    # 15,000,000 vectors × 2,560 dims × 4 bytes = 153.6 GB in float32 (an assumed 3,200-dim model gave 192 GB)
    assert abs(index_size(15_000_000, enc.hidden).float32_gb - 153.6) < 0.1
