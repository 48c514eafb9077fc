"""Qwen3-Next-80B-A3B is a registry row with its hybrid attention: 36 of its 48 layers are Gated DeltaNet linear
attention (a fixed state per sequence, no KV that grows with the context), one layer in four is gated full attention,
and 512 experts top-10 plus a shared expert. It was sized as a generic 80B/3B mixture of experts: a full-attention
48-layer cache.

Row figures (catalog/data/models.json cites huggingface.co/Qwen/Qwen3-Next-80B-A3B-Instruct/blob/main/config.json):
num_hidden_layers 48, full_attention_interval 4, hidden_size 2048, num_attention_heads 16, num_key_value_heads 2,
head_dim 256, linear_num_key_heads 16, linear_num_value_heads 32, linear_key_head_dim = linear_value_head_dim 128,
linear_conv_kernel_dim 4, num_experts 512, num_experts_per_tok 10, moe_intermediate_size 512,
shared_expert_intermediate_size 512, vocab_size 151,936, tie_word_embeddings false, max_position_embeddings 262,144.
By hand:
- KV a token (BF16), full-attention layers only: 2 × 12 × 2 × 256 × 2 = 24,576 bytes (24 KiB); a full-attention
  48-layer reading would be 98,304;
- fixed state a sequence: 36 × (32 × 128 × 128 + (2 × 16 × 128 + 32 × 128) × 3) × 2 bytes = 36 × (524,288 + 24,576) × 2
  = 39,518,208 bytes;
- 72,000 tokens, one sequence: 24,576 × 72,000 + 39,518,208 = 1,808,990,208 bytes (≈ 1.7 GiB);
- parameters: full-attention layer 2048 × 4096 × 2 (q and its gate) + 2 × 2048 × 512 + 4096 × 2048 + 2 × 256
  = 27,263,488; linear layer 2048 × 12,288 + 2048 × 64 + 4096 × 2048 + 8,192 × 4 + 64 + 128 = 33,718,464; MoE layer
  (512 + 1) × 3 × 2048 × 512 + 2048 × 512 = 1,614,807,040; norms 2 × 2048; embeddings 2 × 151,936 × 2048
  → 12 × 27,263,488 + 36 × 33,718,464 + 48 × (1,614,807,040 + 4,096) + 622,329,856 + 2048 = 79,674,292,992, within
  0.5 % of the card's 80B.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_rules import extract
from catalog import registry
from tests.conftest import module_home
from tools.arch import active_params, count_params, is_linear_attention
from tools.memory import kv_cache_bytes, kv_cache_bytes_per_token, linear_state_bytes
from tools.speed import attention_flops_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row():
    return registry.get("Qwen3-Next-80B-A3B")


def test_qwen3_next_row_holds_the_cited_config_values():
    a = _row()
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.head_dim) == (48, 2048, 16, 2, 256)
    assert (a.linear_attention_layers, a.linear_key_heads, a.linear_value_heads, a.linear_head_dim,
            a.linear_conv_kernel) == (36, 16, 32, 128, 4)
    assert (a.experts, a.experts_per_token, a.shared_experts, a.moe_intermediate) == (512, 10, 1, 512)
    assert (a.vocab, a.tied_embeddings, a.max_context, a.attention_output_gate) == (151_936, False, 262_144, True)
    assert "Qwen3-Next-80B-A3B-Instruct/blob/main/config.json" in a.source
    assert a.license is not None and a.license.name == "Apache-2.0"


def test_qwen3_next_parameters_counted_per_layer_kind():
    a = _row()
    assert count_params(a) == 79_674_292_992
    # one layer in four is full attention: layers 3, 7, …, 47
    assert [i for i in range(48) if not is_linear_attention(a, i)] == list(range(3, 48, 4))
    # 3B activated on the card, without the 622M of embedding tables (a lookup and the head)
    assert active_params(a) - 2 * 151_936 * 2048 == pytest.approx(3e9, rel=0.1)


def test_qwen3_next_kv_counts_only_full_attention_layers_plus_a_fixed_state():
    a = _row()
    assert kv_cache_bytes_per_token(a, "bf16") == 24_576
    assert linear_state_bytes(a) == 39_518_208
    assert kv_cache_bytes(a, 72_000, 1, "bf16") == 1_808_990_208
    # FP8 KV halves the cache, not the state: 12,288 × 72,000 + 39,518,208
    assert kv_cache_bytes(a, 72_000, 1, "fp8") == 924_254_208


def test_linear_layers_add_no_attention_over_the_context():
    # 12 full-attention layers: 12 × d_attn (16 × 256) × 12 × s, halved by the causal mask, at s = 1,000
    assert attention_flops_per_token(_row(), 1000) == 12 * 4096 * 12 * 1000 * 0.5


def test_a_model_without_linear_layers_is_unchanged():
    llama = registry.get("Llama-3.1-8B")
    assert linear_state_bytes(llama) == 0 and kv_cache_bytes_per_token(llama, "bf16") == 131_072
    assert not any(is_linear_attention(llama, i) for i in range(llama.layers))


@pytest.mark.parametrize("text", [
    "我们是上海一家律所，想在阿里云上部署Qwen3-Next-80B-A3B，主要是整本合同丢进去问问题，单份大概10万字，100个律师用",
    "host qwen3-next-80b-a3b-instruct for 20 people with 128k context",
    "部署 Qwen3-Next-80B 给 10 个人用",
])
def test_qwen3_next_named_reads_its_row(text):
    e = extract(text)
    assert e.patch.model == "Qwen3-Next-80B-A3B" and e.patch.params_b is None, e.patch
    assert not any("not in my model catalog" in n for n in e.notes)


@pytest.mark.slow
def test_qwen3_next_answer_sizes_kv_on_its_full_attention_layers_in_chinese():
    text = ("我们是上海一家律所，想在阿里云上部署Qwen3-Next-80B-A3B，主要是整本合同丢进去问问题，"
            "单份大概10万字，100个律师用，预算每月8万以内，用什么卡几张？")
    r = CliRunner().invoke(cli, ["ask", "--full", text])
    assert r.exit_code == 0, r.output
    assert "不在我的模型库" not in r.output and "通用混合专家" not in r.output
    assert "| 参数量 | 79.67B (3.87B active) |" in r.output
    # 10 万字 × 0.67 = 67,000 tokens × 15 lawyers at once: 15 × (67,000 × 24,576 + 39,518,208) = 25.29 GB
    # (a full-attention 48-layer cache would be 98.8 GB)
    assert "| KV cache | 25.29 GB |" in r.output
