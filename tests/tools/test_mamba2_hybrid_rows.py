"""Mamba-2 hybrids beyond Jamba are registry rows with their layer kinds (tools.mamba2): TII Falcon-H1 (attention and a
Mamba-2 mixer side by side in every layer), NVIDIA Nemotron-H (blocks that are a Mamba-2 mixer, attention or an MLP
alone), IBM Granite-4.0-H (Mamba-2 + attention, MoE) and Mistral's Mamba-Codestral-7B (no attention at all). Named, they
were "no model named" and sized as a generic dense model with a KV cache on every layer. Now the KV counts the blocks
that attend, and each sequence adds the Mamba-2 layers' fixed state: per layer the conv state (d_inner + 2·G·N) ×
(d_conv − 1) plus the SSM state d_inner × N, in BF16 (Dao & Gu 2024, arXiv:2405.21060; transformers Mamba2Cache).

Expert hand reasoning (config.json of each):
- Nemotron-H-8B: 52 blocks, 24 Mamba-2 / 4 attention / 24 MLP; KV a token 2 × 4 × 8 × 128 × 2 = 16,384 bytes (a
  52-layer reading: 212,992); d_inner 128 × 64 = 8,192, G 8, N 128: state 24 × ((8,192 + 2 × 8 × 128) × 3
  + 8,192 × 128) × 2 = 24 × 1,079,296 × 2 = 51,806,208 bytes a sequence; weights: Mamba-2 mixer 4,096 × (16,384 + 2,048
  + 128) = 76,021,760, + 10,240 × 5 + 3 × 128 + 8,192 + 8,192 × 4,096 = 109,635,968 × 24, squared-ReLU MLP
  2 × 4,096 × 21,504 × 24, attention 4 × (2 × 4,096² + 2 × 4,096 × 1,024), embeddings 2 × 131,072 × 4,096,
  norms: 8,100,852,736 in all.
- Falcon-H1-7B: 44 layers, every one attending (2 KV heads × 128) and every one a Mamba-2 mixer (24 heads × 128 =
  3,072, G 1, N 256): KV a token 2 × 44 × 2 × 128 × 2 = 45,056; state 44 × ((3,072 + 512) × 3 + 3,072 × 256) × 2
  = 70,152,192 bytes.
- Granite-4.0-H-Small: 40 layers, 4 attention (8 KV heads × 128) → 2 × 4 × 8 × 128 × 2 = 16,384 bytes a token; 36 Mamba-2
  (d_inner 8,192, G 1, N 128) → 36 × ((8,192 + 256) × 3 + 8,192 × 128) × 2 = 77,322,240 bytes a sequence; MoE 72
  experts top-10 of 768 plus a shared 1,536 in every layer: ≈ 32.2 B total, ≈ 8.8 B active (card: 32B / 9B).
- Mamba-Codestral-7B: 64 Mamba-2 blocks, no attention: KV 0 whatever the context; state 64 × ((8,192 + 2 × 8 × 128)
  × 3 + 8,192 × 128) × 2 = 138,149,888 bytes; weights 64 × 109,635,968 + 64 × 4,096 (norms) + 2 × 32,768 × 4,096
  + 4,096 = 7,285,403,648 (the card's count exactly).
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.arch import active_params, count_params
from tools.mamba2 import attention_layer_count, mamba2_from_config, mamba2_params
from tools.memory import kv_cache_bytes, kv_cache_bytes_per_token, linear_state_bytes
from tools.speed import attention_flops_per_token
from tools.ssm_state import mamba_state_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_split_blocks_attend_only_where_the_pattern_says():
    a = registry.get("Nemotron-H-8B")
    assert (a.layers, a.mamba_layers, a.mlp_only_layers, attention_layer_count(a)) == (52, 24, 24, 4)
    assert kv_cache_bytes_per_token(a, "bf16") == 16_384
    assert mamba_state_bytes(a) == linear_state_bytes(a) == 51_806_208
    assert mamba2_params(a) == 109_635_968
    assert count_params(a) == 8_100_852_736


def test_parallel_hybrid_caches_kv_on_every_layer_and_adds_the_state():
    a = registry.get("Falcon-H1-7B")
    assert attention_layer_count(a) == 44 and a.mamba_layers == 44
    assert kv_cache_bytes_per_token(a, "bf16") == 45_056 and mamba_state_bytes(a) == 70_152_192
    # 3 chats, 2 at 4,096 and 1 at 65,536: 2 × (4,096 × 45,056 + 70,152,192) + 65,536 × 45,056 + 70,152,192
    # = 509,403,136 + 3,022,942,208 = 3,532,345,344
    assert kv_cache_bytes(a, 4096, 2, "bf16") + kv_cache_bytes(a, 65_536, 1, "bf16") == 3_532_345_344


def test_falcon_h1_34b_at_128k():
    # 72 layers × 4 KV heads × 128: 2 × 72 × 4 × 128 × 2 = 147,456 bytes a token; d_ssm 4,096, G 2, N 256:
    # 72 × ((4,096 + 1,024) × 3 + 4,096 × 256) × 2 = 153,206,784 bytes a sequence; 20 chats at 131,072:
    # 20 × (131,072 × 147,456 + 153,206,784) = 389,611,192,320 bytes ≈ 390 GB (not a 36-layer or Mamba-free reading)
    a = registry.get("Falcon-H1-34B")
    assert kv_cache_bytes(a, 131_072, 20, "bf16") == 389_611_192_320
    assert count_params(a) == pytest.approx(34e9, rel=0.02)


def test_nemotron_h_56b_state_and_kv():
    # 118 blocks, 54 Mamba-2 / 10 attention / 54 MLP; KV 2 × 10 × 8 × 128 × 2 = 40,960 bytes a token; 256 heads × 64 =
    # 16,384, G 8, N 256: 54 × ((16,384 + 4,096) × 3 + 16,384 × 256) × 2 = 459,620,352 bytes a sequence; one mixer
    # 8,192 × 37,120 + 20,480 × 5 + 768 + 16,384 + 16,384 × 8,192 = 438,424,320
    a = registry.get("Nemotron-H-56B")
    assert kv_cache_bytes_per_token(a, "bf16") == 40_960 and mamba_state_bytes(a) == 459_620_352
    assert mamba2_params(a) == 438_424_320


def test_moe_hybrid_counts_experts_in_every_layer():
    a = registry.get("Granite-4.0-H-Small")
    assert kv_cache_bytes_per_token(a, "bf16") == 16_384 and mamba_state_bytes(a) == 77_322_240
    assert count_params(a) == pytest.approx(32e9, rel=0.01) and active_params(a) == pytest.approx(9e9, rel=0.03)


def test_a_mamba_only_model_has_no_kv_and_attends_to_nothing():
    a = registry.get("Mamba-Codestral-7B")
    assert attention_layer_count(a) == 0 and kv_cache_bytes_per_token(a, "bf16") == 0
    assert kv_cache_bytes(a, 200_000, 3, "bf16") == 3 * 138_149_888  # the same at any length
    assert count_params(a) == 7_285_403_648
    assert attention_flops_per_token(a, 8000) == 0


def test_jamba_is_unchanged():
    a = registry.get("Jamba-1.5-Mini")
    assert attention_layer_count(a) == 4 and mamba_state_bytes(a) == 8_716_288


def test_hub_configs_of_mamba2_models():
    # a Nemotron-H-style config: pattern "M-M*-M-" = 3 Mamba, 1 attention, 3 MLP; 32 heads × 64 = 2,048, G 2, N 64
    nem = {"model_type": "nemotron_h", "hybrid_override_pattern": "M-M*-M-", "mamba_num_heads": 32, "mamba_head_dim": 64,
           "n_groups": 2, "ssm_state_size": 64, "conv_kernel": 4}
    assert mamba2_from_config(nem, 7, 1024) == {
        "mamba_layers": 3, "mlp_only_layers": 3, "mamba_d_inner": 2048, "mamba_d_state": 64, "mamba_groups": 2,
        "mamba_heads": 32, "mamba_d_conv": 4, "mamba_parallel": False}
    # a Falcon-H1 config: every layer carries both
    fal = {"model_type": "falcon_h1", "mamba_d_ssm": 1536, "mamba_n_heads": 24, "mamba_d_head": 64, "mamba_n_groups": 1,
           "mamba_d_state": 128, "mamba_d_conv": 4}
    got = mamba2_from_config(fal, 36, 1024)
    assert got["mamba_layers"] == 36 and got["mamba_parallel"] is True and got["mamba_d_inner"] == 1536
    assert mamba2_from_config({"mamba_d_state": 16, "attn_layer_period": 8}, 32, 4096) == {}  # Jamba: Mamba-1
    # an MoE Nemotron pattern "MEM*EME": 3 Mamba, 3 MoE blocks alone, 1 attention: KV on that one block only
    moe = nem | {"hybrid_override_pattern": "MEM*EME"}
    assert mamba2_from_config(moe, 7, 1024)["mlp_only_layers"] == 3


@pytest.mark.parametrize("text, name", [
    ("Nemotron H 8B for our helpdesk", "Nemotron-H-8B"),
    ("想部署 nemotron-h 56b", "Nemotron-H-56B"),
    ("我們要跑 Granite 4 H Tiny", "Granite-4.0-H-Tiny"),
    ("Mamba Codestral for tab completion", "Mamba-Codestral-7B"),
])
def test_spellings_with_a_one_letter_word_are_read(text, name):
    from advisor.core.extract_rules import find_model

    assert find_model(text)[0] == name


def test_engine_line_only_for_mamba2_models_on_vllm_or_sglang():
    from tools.hybrid_serving import mamba2_engine_check

    nem, fal, cod = registry.get("Nemotron-H-8B"), registry.get("Falcon-H1-3B"), registry.get("Mamba-Codestral-7B")
    check = mamba2_engine_check(nem, "sglang", "inference")
    assert check is not None and check.message.args["arch"] == "NemotronHForCausalLM"
    assert mamba2_engine_check(fal, "vllm", "inference").message.args["arch"] == "FalconH1ForCausalLM"  # type: ignore[union-attr]
    assert mamba2_engine_check(cod, "vllm", "inference").message.args["arch"] == "Mamba2ForCausalLM"  # type: ignore[union-attr]
    assert mamba2_engine_check(nem, "llama.cpp", "inference") is None
    assert mamba2_engine_check(registry.get("Jamba-1.5-Mini"), "vllm", "inference") is None  # Mamba-1: not this line


@pytest.mark.slow
@pytest.mark.parametrize("text, name, kv", [
    # "12 agents at once" states the concurrency: 12 at once (not a head count's third). 10% at the full context,
    # rounded up: 2 long, 10 typical. 10 × (4,096 × 16,384 + 51,806,208) + 2 × (8,192 × 16,384 + 51,806,208)
    # = 1,189,150,720 + 372,047,872 = 1,561,198,592 ≈ 1.56 GB
    ("Our support desk wants Nemotron-H 8B for 12 agents at once with 8k context. Which GPUs?", "Nemotron-H-8B",
     "| KV cache | 1.56 GB |"),
    # 6 at 32,768: 5 × (4,096 × 16,384 + 77,322,240) + 32,768 × 16,384 + 77,322,240 = 1,336,348,672 ≈ 1.34 GB,
    # held on one card now (1 × A800 80GB, a seller's own row: weights 64.41 GB + 1.34 GB KV + … = 68.4 GB)
    ("我们想给 6 个同事同时用 Granite 4.0 H Small，上下文 32k，租什么 GPU？", "Granite-4.0-H-Small",
     "| KV cache | 1.34 GB |"),
    # 3 generating at once: 3,532,345,344 bytes ≈ 3.53 GB (test_parallel_hybrid_caches_kv_on_every_layer_and_adds_the_state)
    ("我們想用 Falcon H1 7B 服務 10 位同時在線的使用者，上下文 64k，租哪種 GPU？", "Falcon-H1-7B", "| KV cache | 3.53 GB |"),
])
def test_mamba2_hybrids_named_are_held_and_sized(text, name, kv):
    r = CliRunner().invoke(cli, ["ask", "--full", text])
    assert r.exit_code == 0, r.output
    assert f"**{name} ·" in r.output
    assert "not in my model catalog" not in r.output and "不在我的模型库" not in r.output
    assert kv in r.output
    assert "Mamba-2" in r.output and "vLLM" in r.output  # the engine line (tools.hybrid_serving)
