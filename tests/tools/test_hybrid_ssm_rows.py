"""Hybrid attention / Mamba models are registry rows with their layer kinds: AI21's Jamba 1.5 (config.json
attn_layer_period 8, attn_layer_offset 4: one attention layer in eight, the other seven Mamba; expert_layer_period 2:
experts in every other layer). Named, they were "no model named" and sized as a generic dense model with a KV cache
on every layer, capped at that stand-in's context. Now the KV counts only the attention layers and each sequence adds
the Mamba layers' fixed state (tools.ssm_state), and the licence's revenue cap is said.

Expert hand reasoning, Jamba-1.5-Large (config: 72 layers, hidden 8192, 64 heads / 8 KV heads × 128, mamba_expand 2
→ d_inner 16,384, d_state 16, d_conv 4, dt_rank 512, 16 experts top-2 of width 24,576 on the 36 odd layers, vocab
65,536 untied):
- attention layers: 72 / 8 = 9 (layers 4, 12, …, 68); Mamba layers 63;
- KV a token (BF16): 2 × 9 × 8 × 128 × 2 = 36,864 bytes (a 72-layer transformer reading: 294,912, × 8);
- Mamba state a sequence: 63 × (16,384 × 3 + 16,384 × 16) × 2 = 39,223,296 bytes (≈ 39 MB, whatever the length);
- one 122,880-token sequence: 122,880 × 36,864 + 39,223,296 = 4,569,071,616 bytes ≈ 4.6 GB (the 72-layer reading:
  36.2 GB);
- one Mamba mixer: in_proj 8192 × 32,768 + out_proj 16,384 × 8192 + x_proj 16,384 × (512 + 32) + dt_proj 512 × 16,384
  + 16,384 + conv 16,384 × 4 + 16,384 + A_log 16,384 × 16 + D 16,384 + norms 512 + 32 = 420,332,064;
- total ≈ 63 × 0.420 B + 9 × 0.151 B (attention) + 36 × 0.604 B (dense MLP) + 36 × 16 × 0.604 B (experts)
  + 1.07 B (embeddings) ≈ 398.6 B (card: 398B), active with 2 experts ≈ 94.1 B (card: 94B).
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.arch import active_params, count_params, routed_expert_params
from tools.licence import licence_check
from tools.memory import kv_cache_bytes, kv_cache_bytes_per_token, linear_state_bytes
from tools.schema import ModelArch
from tools.speed import attention_flops_per_token, moe_layers
from tools.ssm_state import is_mamba_layer, is_moe_layer, mamba_params, mamba_state_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _large() -> ModelArch:
    return registry.get("Jamba-1.5-Large")


def test_jamba_large_row_holds_its_config_and_licence():
    a = _large()
    assert (a.layers, a.hidden, a.heads, a.kv_heads, a.head_dim, a.vocab) == (72, 8192, 64, 8, 128, 65_536)
    assert (a.mamba_layers, a.mamba_d_inner, a.mamba_d_state, a.mamba_d_conv, a.mamba_dt_rank) == (63, 16_384, 16, 4, 512)
    assert (a.experts, a.experts_per_token, a.moe_layer_period, a.max_context) == (16, 2, 2, 262_144)
    assert a.license is not None and a.license.name == "Jamba Open Model License"
    assert a.license.revenue_cap == 50_000_000 and a.license.licensor == "AI21"


def test_layer_kinds_follow_the_config_periods():
    a = _large()
    assert [i for i in range(72) if not is_mamba_layer(a, i)] == list(range(4, 72, 8))
    assert [i for i in range(6) if is_moe_layer(a, i)] == [1, 3, 5]
    assert moe_layers(a) == 36


def test_parameters_counted_per_layer_kind():
    a = _large()
    assert mamba_params(a) == 420_332_064
    assert count_params(a) == pytest.approx(398e9, rel=0.005)
    assert active_params(a) == pytest.approx(94e9, rel=0.005)
    assert routed_expert_params(a) == 36 * 16 * 3 * 8192 * 24_576


def test_kv_counts_attention_layers_only_plus_the_mamba_state():
    a = _large()
    assert kv_cache_bytes_per_token(a, "bf16") == 36_864
    assert mamba_state_bytes(a) == linear_state_bytes(a) == 39_223_296
    assert kv_cache_bytes(a, 122_880, 1, "bf16") == 4_569_071_616
    # FP8 KV halves the attention cache, not the state: 18,432 × 122,880 + 39,223,296
    assert kv_cache_bytes(a, 122_880, 1, "fp8") == 2_304_147_456


def test_mamba_layers_attend_to_no_context():
    # 9 attention layers × d_attn (64 × 128) × 12 × s, halved by the causal mask, at s = 2,000
    assert attention_flops_per_token(_large(), 2000) == 12 * 8192 * 9 * 2000 * 0.5


def test_mini_state_and_kv():
    # Jamba-1.5-Mini: 4 attention layers → 2 × 4 × 8 × 128 × 2 = 16,384 bytes a token; 28 Mamba layers of d_inner 8,192:
    # 28 × (8,192 × 3 + 8,192 × 16) × 2 = 8,716,288 bytes a sequence
    a = registry.get("Jamba-1.5-Mini")
    assert kv_cache_bytes_per_token(a, "bf16") == 16_384 and mamba_state_bytes(a) == 8_716_288
    assert count_params(a) == pytest.approx(52e9, rel=0.01) and active_params(a) == pytest.approx(12e9, rel=0.02)


def test_one_mamba_mixer_of_jamba_mini_by_hand():
    # JambaMambaMixer, h 4,096, d_inner 8,192, d_state 16, d_conv 4, dt_rank 256: in_proj 4,096 × 16,384 + out_proj
    # 8,192 × 4,096 = 100,663,296; x_proj 8,192 × (256 + 32) = 2,359,296; dt_proj 256 × 8,192 + 8,192 = 2,105,344;
    # conv1d 8,192 × 4 + 8,192 = 40,960; A_log 8,192 × 16 = 131,072; D 8,192; dt / B / C norms 256 + 16 + 16
    # = 105,308,448 (out_proj left out would give 71,754,016)
    from tools.ssm_state import mamba_params

    assert mamba_params(registry.get("Jamba-1.5-Mini")) == 105_308_448


def test_a_model_without_mamba_layers_is_unchanged():
    mixtral = registry.get("Mixtral-8x7B")
    assert mamba_state_bytes(mixtral) == 0 and moe_layers(mixtral) == 32
    assert not any(is_mamba_layer(mixtral, i) for i in range(mixtral.layers))


def test_revenue_cap_said_unless_use_is_non_commercial():
    lic = _large().license
    check = licence_check("Jamba-1.5-Large", lic, None)
    assert check is not None and check.message.code == "compat.licence_revenue_if"
    assert check.message.args["cap"] == 50_000_000 and check.message.args["alt"]
    assert licence_check("Jamba-1.5-Large", lic, False) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, kv", [
    # one 120,000-token sequence (120k = 120,000: "k" is 1,000 unless a power-of-two window such as 128k; 12 万 is
    # 120,000 too). 9 attention layers × 2 (K, V) × 8 KV heads × 128 × 2 B = 36,864 B a token, plus one 39,223,296 B
    # Mamba state: 120,000 × 36,864 + 39,223,296 = 4,423,680,000 + 39,223,296 = 4,462,903,296 ≈ 4.5 GB, not 36.2 GB
    ("Our insurer pastes whole 120k-token policy archives into Jamba 1.5 Large on rented GPUs. Which GPUs?",
     "4.5 GB in all"),
    # 3 at once, 2 at a typical 4,096 and 1 at 120,000: 2 × 4,096 × 36,864 + 120,000 × 36,864 + 3 × 39,223,296
    # = 301,989,888 + 4,423,680,000 + 117,669,888 = 4,843,339,776 ≈ 4.8 GB
    ("我们保险公司想自己部署 Jamba 1.5 Large，3 位核保员同时把整份 12 万 token 的保单档案一次放进去，用什么 GPU？",
     "共 4.8 GB"),
    ("我們保險公司想自己部署 Jamba 1.5 Large，3 位核保員同時把整份 12 萬 token 的保單檔案一次放進去，用什麼 GPU？",
     "共 4.8 GB"),
])
def test_jamba_named_is_held_and_sized_on_its_attention_layers(text, kv):
    r = CliRunner().invoke(cli, ["ask", "--full", text])
    assert r.exit_code == 0, r.output
    assert "**Jamba-1.5-Large ·" in r.output
    assert "not in my model catalog" not in r.output and "不在我的模型库" not in r.output
    assert kv in r.output
    assert "Jamba Open Model License" in r.output and "50,000,000" in r.output


def test_hub_config_reads_mamba_layers_from_layer_kinds():
    # a hybrid listed layer by layer (layers_block_type, as the gpt-oss layer_types list the windowed layers): 12 layers,
    # 2 attention and 10 Mamba, hidden 2048 → d_inner 4,096, d_state 16, d_conv 4, dt_rank "auto" = 2048 / 16 = 128;
    # KV a token 2 × 2 × 4 × 128 × 2 = 4,096 bytes; state 10 × (4,096 × 3 + 4,096 × 16) × 2 = 1,556,480 bytes
    from tools.hf_config import arch_from_config

    kinds = ["mamba"] * 5 + ["attention"] + ["mamba"] * 5 + ["attention"]
    c = {"model_type": "jamba", "hidden_size": 2048, "num_hidden_layers": 12, "num_attention_heads": 16,
         "num_key_value_heads": 4, "intermediate_size": 8192, "vocab_size": 65_536, "mamba_d_state": 16,
         "mamba_d_conv": 4, "mamba_expand": 2, "mamba_dt_rank": "auto", "layers_block_type": kinds}
    a = arch_from_config("example/hybrid-1b", c)
    assert (a.mamba_layers, a.mamba_d_inner, a.mamba_dt_rank) == (10, 4096, 128)
    assert kv_cache_bytes_per_token(a, "bf16") == 4096 and mamba_state_bytes(a) == 1_556_480


def test_hub_config_of_a_mamba2_hybrid_adds_no_mamba1_layers():
    # Nemotron-H / Granite-4.0 / Falcon-H1 are Mamba-2 (n_groups, mamba_n_groups): not counted by this module
    from tools.ssm_state import mamba_from_config

    assert mamba_from_config({"mamba_d_state": 128, "mamba_n_groups": 1, "layer_types": ["mamba", "attention"]},
                             2, 4096) == {}
