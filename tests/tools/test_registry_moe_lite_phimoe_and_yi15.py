"""Registry rows for DeepSeek-V2-Lite-Chat (MLA MoE), Phi-3.5-MoE-instruct and Yi-1.5-34B-Chat (4k) / -16K: a named
model the registry used to lack is sized as itself, with its own context limit, never as a default or a generic size.
Each figure below is worked out by hand from the model's config.json / model card."""

import pytest

from catalog import registry
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token, weight_bytes


def test_deepseek_v2_lite_caches_the_mla_latent_not_full_heads():
    # MLA caches kv_lora_rank + qk_rope_head_dim = 512 + 64 = 576 values per layer per token; 27 layers x 576 x 2 B
    # = 31,104 B (~30 KiB) per token; 16k tokens then = 31,104 x 16,384 = 509,607,936 B (~0.47 GiB). A full-head cache
    # would be 27 x 16 heads x (192 + 128) x 2 B = 276,480 B per token, ~9x more.
    a = registry.get("DeepSeek-V2-Lite-Chat")
    assert kv_cache_bytes_per_token(a, "bf16") == 27 * 576 * 2
    assert kv_cache_bytes_per_token(a, "bf16") * 16384 < 0.5 * 2**30


def test_deepseek_v2_lite_is_a_16b_moe_with_about_2_point_5b_active():
    # paper (arXiv:2405.04434 appendix B): 15.7B total, 2.4B activated (embeddings aside). By hand, active per token:
    # 26 MoE layers x (6 routed + 2 shared) x 3 x 2048 x 1408 = 1.80B, one dense layer 3 x 2048 x 10944 = 0.067B,
    # attention 27 x ~6.9M = 0.19B, embeddings + head 2 x 102,400 x 2048 = 0.42B -> ~2.5-2.7B with embeddings.
    a = registry.get("DeepSeek-V2-Lite-Chat")
    assert abs(count_params(a) - 15.7e9) / 15.7e9 < 0.01
    assert 2.4e9 <= count_params(a, active=True) <= 2.8e9


def test_phi35_moe_bf16_weights_do_not_fit_one_80_gb_card():
    # 16 experts x 3 x 4096 x 6400 x 32 layers = 40.27B expert weights; + attention 32 x (2 x 4096^2 + 2 x 4096 x 1024)
    # = 1.34B; + embeddings 2 x 32,064 x 4096 = 0.26B -> 41.87B total. BF16: 83.7 GB > 80 GB; FP8 ~ 41.9 GB.
    # Active: 2 of 16 experts -> 5.03B + 1.34B + 0.26B = 6.64B (model card: 6.6B active).
    a = registry.get("Phi-3.5-MoE-instruct")
    assert abs(count_params(a) - 41.87e9) / 41.87e9 < 0.005
    assert abs(count_params(a, active=True) - 6.64e9) / 6.64e9 < 0.01
    assert weight_bytes(a, "bf16") > 80e9
    assert weight_bytes(a, "fp8") < 45e9
    assert registry.max_context("Phi-3.5-MoE-instruct") == 131072  # 128k (LongRoPE)


@pytest.mark.parametrize(("name", "ctx"), [("Yi-1.5-34B-Chat", 4096), ("Yi-1.5-34B-Chat-16K", 16384)])
def test_yi15_34b_chat_releases_keep_their_own_context(name, ctx):
    # 01-ai: Yi-1.5-34B-Chat is 4k (config max_position_embeddings 4,096); the -16K chat release is 16,384.
    # Same Yi-34B body: 60 layers x 8 KV heads x 128 x 2 (K,V) x 2 B = 245,760 B (240 KiB) per token.
    assert registry.max_context(name) == ctx
    assert kv_cache_bytes_per_token(registry.get(name), "bf16") == 60 * 8 * 128 * 2 * 2


def test_the_new_rows_carry_a_licence():
    # DeepSeek Model License allows commercial use ("DeepSeek-V2 series ... supports commercial use"); Phi: MIT;
    # Yi-1.5: Apache-2.0
    for name in ("DeepSeek-V2-Lite-Chat", "Phi-3.5-MoE-instruct", "Yi-1.5-34B-Chat", "Yi-1.5-34B-Chat-16K"):
        lic = registry.get(name).license
        assert lic is not None and lic.commercial is True, name
