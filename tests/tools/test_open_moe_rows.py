"""The 2025 open mixtures of experts people ask about (Kimi K2, GLM-4.5 / -Air, Qwen3-Coder-480B, Llama 4) are
registry rows with their config.json shapes, never a generic dense guess of their total size. Expected figures are
worked by hand from the configs (catalog/data/models.json cites each)."""

from __future__ import annotations

import pytest

from catalog import registry
from tools.arch import active_params, total_params
from tools.memory import kv_cache_bytes, kv_cache_bytes_per_token


def test_kimi_k2_is_an_mla_moe_with_fp8_weights():
    a = registry.get("Kimi-K2")
    # MLA caches the 512-wide latent plus the 64-wide rope key per layer: (512 + 64) × 61 layers × 2 bytes (bf16)
    # = 70,272 bytes a token, the same as DeepSeek-V3 (the head count does not enter MLA's cache)
    assert kv_cache_bytes_per_token(a, "bf16") == 70_272
    # released in FP8 (block-quantized): ~1.03 TB of weights at 1 byte each, not 2 TB of bf16
    assert a.native_precision == "fp8"
    # 32B active of ~1T: the model card's figures (a token reads 8 of 384 experts plus the shared one)
    assert active_params(a) == pytest.approx(32e9, rel=0.05)
    assert total_params(a) == pytest.approx(1.03e12, rel=0.01)
    assert a.license is not None and a.license.commercial


def test_glm_45_air_kv_and_sizes():
    a = registry.get("GLM-4.5-Air")
    # GQA: 2 (K and V) × 46 layers × 8 KV heads × 128 × 2 bytes = 188,416 bytes a token
    assert kv_cache_bytes_per_token(a, "bf16") == 188_416
    # model card: 106B total, 12B active (our count 13.4B active: the card rounds down the shared expert and
    # attention; within 15 %)
    assert total_params(a) == pytest.approx(106e9, rel=0.01)
    assert active_params(a) == pytest.approx(12e9, rel=0.15)


def test_glm_45_kv_per_token():
    # 2 × 92 layers × 8 KV heads × 128 × 2 bytes = 376,832 bytes a token; 355B total / 32B active on the card
    a = registry.get("GLM-4.5")
    assert kv_cache_bytes_per_token(a, "bf16") == 376_832
    assert total_params(a) == pytest.approx(355e9, rel=0.01)
    assert active_params(a) == pytest.approx(32e9, rel=0.06)


def test_qwen3_coder_480b_kv_and_active():
    a = registry.get("Qwen3-Coder-480B-A35B")
    # 2 × 62 layers × 8 KV heads × 128 × 2 bytes = 253,952 bytes a token
    assert kv_cache_bytes_per_token(a, "bf16") == 253_952
    assert active_params(a) == pytest.approx(35e9, rel=0.03)
    assert a.max_context == 262_144


def test_llama_4_scout_chunked_layers_cap_the_cache():
    a = registry.get("Llama-4-Scout")
    # 2 × 48 layers × 8 KV heads × 128 × 2 bytes = 196,608 bytes a token while the context is within the 8,192 chunk
    assert kv_cache_bytes_per_token(a, "bf16") == 196_608
    # at 32,768 tokens only the 12 global layers hold all of them; the 36 chunked ones hold at most 8,192:
    # per layer 4,096 bytes a token → 12 × 4,096 × 32,768 + 36 × 4,096 × 8,192 = 1,610,612,736 + 1,207,959,552
    assert kv_cache_bytes(a, 32_768, 1, "bf16") == 2_818_572_288
    # 17B active (16 experts top-1 plus the shared one), 109B on the card with the 0.9B vision encoder
    assert active_params(a) == pytest.approx(17e9, rel=0.03)


def test_llama_4_maverick_sizes():
    a = registry.get("Llama-4-Maverick")
    # 400B total on the card (the language model; the vision encoder is extra), 17B active
    assert total_params(a) == pytest.approx(400e9, rel=0.005)
    assert active_params(a) == pytest.approx(17e9, rel=0.03)
