"""OLMo-2-7B(-Instruct) is a registry row with its config.json figures, never a generic 7B: full multi-head attention
(32 key-value heads, no GQA) and a 4,096-token maximum context.

A generic 7B (the size template with 8 KV heads) gave 2 × 32 × 8 × 128 × 2 = 131,072 bytes of KV a token, a quarter of
the real figure, and let a 16k context through silently. The row's source is
huggingface.co/allenai/OLMo-2-1124-7B/blob/main/config.json (the -Instruct release has the same config.json):
num_hidden_layers 32, hidden_size 4096, num_attention_heads 32, num_key_value_heads 32, intermediate_size 11008,
vocab_size 100352, tie_word_embeddings false, max_position_embeddings 4096, rope_scaling null; 7,298,617,344 parameters
(the model page's safetensors count). By hand:
- KV a token (BF16): 2 (K and V) × 32 layers × 32 KV heads × 128 head_dim × 2 bytes = 524,288 bytes = 512 KiB;
- 4,096 tokens: 524,288 × 4,096 = 2 GiB a sequence; 15 sequences = 32,212,254,720 bytes = 32.21 GB;
- weights: 7,298,617,344 × 2 bytes = 14.60 GB.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_olmo2_row_holds_the_cited_config_values():
    a = registry.get("OLMo-2-7B")
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.head_dim) == (32, 4096, 32, 32, 128)
    assert (a.intermediate, a.vocab, a.tied_embeddings) == (11008, 100_352, False)
    assert a.max_context == 4096 and a.native_context is None  # no rope_scaling: 4,096 is the ceiling
    assert a.published_params == 7_298_617_344
    # OLMo-2's q/k norms span the whole 4,096-wide projection, the count's per-head norms 128 each: 32 × (2 × 4,096 −
    # 2 × 128) = 253,952 fewer counted, 0.003 % of the total
    assert count_params(a) == a.published_params - 253_952
    assert "OLMo-2-1124-7B/blob/main/config.json" in a.source
    assert a.license is not None and a.license.name == "Apache-2.0" and a.license.commercial


def test_olmo2_kv_per_token_is_full_multi_head():
    # 2 × 32 × 32 × 128 × 2 = 524,288 bytes (512 KiB), four times a GQA-8 7B's 131,072
    assert kv_cache_bytes_per_token(registry.get("OLMo-2-7B"), "bf16") == 524_288


@pytest.mark.parametrize("spelling", ["OLMo-2-7B-Instruct", "allenai/OLMo-2-1124-7B-Instruct", "olmo 2 7b",
                                      "OLMo-2-1124-7B", "olmo2-7b"])
def test_olmo2_spellings_resolve_to_the_row(spelling):
    assert registry.resolve_name(spelling) == "OLMo-2-7B"


def _ask(text: str, *extra: str) -> str:
    r = CliRunner().invoke(cli, ["ask", *extra, text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_olmo2_at_16k_is_flagged_and_sized_at_4k_in_english():
    out = _ask("uni research group, we want to serve OLMo-2-7B-Instruct (fully open model, that's the point) as a campus "
               "chatbot for ~2,000 students, say 200 concurrent chats, 16k context. budget covers 1 A100 80GB. is that "
               "enuogh?")
    assert "not in my registry" not in out and "generic 7B" not in out
    assert "4,096 context (asked 16,384: over the model's maximum)" in out
    assert "OLMo-2-7B supports at most 4,096 tokens of context" in out
    # 200 chats open are people online: 200 × 18.9 s ÷ (18.9 + 45 s) = 59.2 → 60 generating at once, not 200.
    # 512 KiB a token (no GQA): 60 × 4,096 × 524,288 bytes = 128.8 GB of 16-bit KV, over one A100's 76.7 GB pool;
    # an FP8 cache halves it to 64.4 GB, which with FP8 weights (7.3 GB) fits one A100, as the key works it
    assert "≈ 60 generating at once (of 200 online" in out
    assert "60 concurrent × 4,096 tokens: rent" in out and "(1 × A100 80GB SXM 80 GB)" in out
    assert "the KV cache is 64.4 GB per GPU" in out


@pytest.mark.slow
def test_olmo2_at_16k_is_flagged_and_its_kv_is_full_multi_head_in_chinese():
    out = _ask("我们实验室想用 OLMo-2-7B-Instruct 给学生做问答机器人，大概 50 人同时在线，每人 16k 上下文，"
               "一张 A100 80G 够不够？", "--full")
    assert "上下文 4,096（所问 16,384，超出模型上限）" in out
    assert "OLMo-2-7B 最长只读 4,096 token" in out
    # 15 generating at once × 4,096 tokens × 524,288 bytes = 32.21 GB of KV (a GQA-8 guess would say 8.05 GB)
    assert "| KV cache | 32.21 GB |" in out
    assert "| 参数量 | 7.30B |" in out
