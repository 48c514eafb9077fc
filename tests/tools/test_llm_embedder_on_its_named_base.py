"""An LLM-based embedder no table lists, whose name says its task and its held base, is sized ON that base's shape
(layers, width, vocabulary from the base's config.json) and says so, never refused as "which model and size?" nor
sized as a chat model; its vector index is the base's hidden size wide."""

import pytest

from catalog import registry
from tools.embedding import encoder_named as _encoder_named
from tools.embedding import flops_per_token
from tools.llm_embedder import base_embedder
from tools.vector_index import index_size


def encoder_named(text):
    return _encoder_named(text, registry.rows())  # the registry's rows passed in: tools/ holds no registry of its own


@pytest.mark.parametrize("text, base", [
    ("We re-index 12M support articles with e5-mistral-7b-instruct", "Mistral-7B"),
    ("用 NV-Embed-v2 给 800万 篇文档做向量化", "Mistral-7B"),  # no base in the name: its config.json says MistralModel
    ("我們想用 Llama-3-8B-Embedding 建索引", "Llama-3-8B"),
    ("index our wiki with gemma-2-9b-embed", "Gemma-2-9B"),
    # Qwen2-1.5B is held as its same-architecture successor's shape (both Qwen2ForCausalLM)
    ("gte-Qwen2-1.5B-instruct for 3M product titles", "Qwen2.5-1.5B"),
])
def test_the_name_says_the_base(text, base):
    enc = encoder_named(text)
    assert enc is not None and enc.base == base and not enc.aliases


def test_the_mistral_body_is_sized_without_its_lm_head():
    # Mistral-7B-v0.1: 7,241,732,096 parameters, untied LM head 32,000 × 4,096 = 131,072,000 → 7,110,660,096 kept;
    # the token table (another 131,072,000) is a lookup: 2·N = 2 × 6,979,588,096 ≈ 13.96 GFLOP a token, plus
    # 4·L·d·s = 4 × 32 × 4,096 × 600 ≈ 0.31 GFLOP at 600 tokens → ≈ 14.27 GFLOP a token
    enc = encoder_named("e5-mistral-7b-instruct")
    assert enc is not None
    assert (enc.params, enc.layers, enc.hidden, enc.max_tokens) == (7_110_660_096, 32, 4096, 4096)
    assert abs(flops_per_token(enc, 600) / 1e9 - 14.27) < 0.01


def test_the_index_is_as_wide_as_the_base():
    # 8,000,000 vectors × 4,096 dims × 4 bytes (fp32) = 131.07 GB; fp16 65.5 GB; int8 32.8 GB
    enc = encoder_named("NV-Embed-v2")
    assert enc is not None
    size = index_size(8_000_000, enc.hidden)
    assert abs(size.float32_gb - 131.07) < 0.01 and abs(size.int8_gb - 32.77) < 0.01


@pytest.mark.parametrize("text", ["text-embedding-3-large for 5M docs", "embed with Mistral-7B", "jina-embeddings-v3",
                                  "用 Qwen2.5-7B 做向量化"])
def test_no_base_or_no_task_in_one_name_is_no_embedder_here(text):
    assert base_embedder(text, registry.rows()) is None
