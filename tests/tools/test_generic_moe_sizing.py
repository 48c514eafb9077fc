"""A mixture of experts the registry lacks, known by its total and active sizes, is sized as experts: memory on the
total, a decode step's reads and FLOPs on the active part, never as a dense model of its total (a "1T" model was
sized as a dense 1T: 48 × B200 and ~10× the real cost)."""

from __future__ import annotations

import pytest

from tools.arch import active_params, assumed_experts, derive_arch, derive_moe_arch, total_params
from tools.memory import kv_cache_bytes_per_token, weight_bytes
from tools.speed import decode_weight_bytes


def test_memory_on_the_total_speed_on_the_active():
    a = derive_moe_arch(1_000_000_000_000, 32_000_000_000)
    # the stated total holds every expert in memory: 1,000B × 2 bytes (bf16) = 2,000 GB
    assert total_params(a) == 1_000_000_000_000
    assert weight_bytes(a, "bf16") == 2_000_000_000_000
    # a token reaches 8 experts: the solved widths make its parameters the stated 32B (within the rounding of one
    # expert width and the router, < 1 %)
    assert active_params(a) == pytest.approx(32e9, rel=0.01)
    assert a.experts_per_token == 8 and a.experts > 8
    # one user's decode step reads about the active part (32B × 2 bytes ≈ 64 GB, less the input table), never the
    # whole 2 TB: well under a twentieth of the weights
    assert decode_weight_bytes(a, "bf16", 1) < 0.05 * weight_bytes(a, "bf16")


def test_the_attention_is_the_active_size_shape():
    # attention and width come from the template of the active size (32B → the Yi-34B-like shape: 60 layers,
    # 8 KV heads × 128): 2 × 60 × 8 × 128 × 2 bytes = 245,760 bytes of KV a token
    a = derive_moe_arch(1_000_000_000_000, 32_000_000_000)
    assert kv_cache_bytes_per_token(a, "bf16") == 245_760
    total, active, k, experts = assumed_experts(a)  # type: ignore[misc]
    assert total == 1000 and active == pytest.approx(32, rel=0.01) and k == 8


def test_a_smaller_mixture_of_experts():
    # 80B total, 3B active (a Qwen3-Next-like name): the 3B template's shape, experts solved for both sizes
    a = derive_moe_arch(80_000_000_000, 3_000_000_000)
    assert total_params(a) == 80_000_000_000
    assert active_params(a) == pytest.approx(3e9, rel=0.02)


def test_an_active_size_not_below_the_total_is_dense():
    a = derive_moe_arch(70_000_000_000, 70_000_000_000)
    assert a.experts == 0
    assert a == derive_arch(70_000_000_000)
    assert assumed_experts(a) is None
