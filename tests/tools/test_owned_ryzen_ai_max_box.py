"""An AMD Ryzen AI Max+ 395 ("Strix Halo") mini PC is a machine the user buys: a catalog row of its own (128 GB
LPDDR5X-8000 on a 256-bit bus, 96 GB of it for the GPU), sized as owned hardware (memory, decode and the first token
from a published llama-bench run on the chip), named with its own runtimes (llama.cpp Vulkan / ROCm, not a Mac's);
and a dense model too slow on it is followed by the mixtures of experts the same box decodes far faster
(tools/owned_device.py)."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.arch import matmul_params
from tools.defaults import resolve
from tools.owned_device import (
    MEASURED_PREFILL_MODEL,
    OWNED_MOE,
    achieved_flops,
    first_token_s,
    moe_on_box,
    owned_device_serving,
    owned_only,
    runs_cuda,
)
from tools.schema import GiB, Workload

BOX = "AMD Ryzen AI Max+ 395"
MOES = [registry.get(name) for name, _ in OWNED_MOE]


def _w(model: str, users: int, ctx: int = 4_096, memory: float | None = None, gpu: str = BOX):
    w, _ = resolve(Workload(model=model, task="inference", concurrency=users, seq_len=ctx, gpu_preference=gpu,
                            owned_gpus=True, max_gpu_memory_gib=memory))
    return w


def test_the_catalog_row_is_amds_figures_with_their_source():
    g = all_gpus()[BOX]
    # AMD's page: LPDDR5X-8000 on 256 bits = 8,000 MT/s × 32 bytes = 256 GB/s; AMD's blog: 96 GB of the 128 GB for
    # the GPU (Variable Graphics Memory)
    assert (g.memory_gb, g.bandwidth_gb_s, g.usable_bytes) == (128, 256, 96 * GiB)
    assert "amd.com" in g.source and "Variable Graphics Memory" in g.source and g.as_of
    assert g.fp16_tflops is None and g.bf16_tflops is None  # no dense tensor figure published: none invented
    assert owned_only(g) and not runs_cuda(g)


def test_its_first_token_is_timed_on_the_70b_it_ran():
    # the benchmark ran a Llama 3 70B (Shisa V2 70B): its matmul parameters are Llama-3.3-70B's registry row's
    assert matmul_params(registry.get("Llama-3.3-70B")) == pytest.approx(MEASURED_PREFILL_MODEL[BOX], rel=0.001)
    # Hand: 2 × 69.503e9 × 94.7 tokens/s = 1.3164e13 FLOP/s; a 4,096-token prompt of the same model: the matmuls
    # 4,096 ÷ 94.7 ≈ 43.3 s, plus its attention scores, 2 × (64 × 128) × 80 layers × 4,096 ≈ 5.37e9 FLOPs a token
    # (forward, causal half) → (1.390e11 + 5.37e9) × 4,096 ÷ 1.3164e13 ≈ 44.9 s; a 10-page document (≈ 6,000 tokens)
    # ≈ 67 s: tens of seconds before the first word
    assert achieved_flops(all_gpus()[BOX]) == pytest.approx(1.3164e13, rel=0.002)
    assert first_token_s(registry.get("Llama-3.3-70B"), 4_096, all_gpus()[BOX]) == pytest.approx(44.9, rel=0.01)
    assert 55 <= (first_token_s(registry.get("Llama-3.3-70B"), 6_000, all_gpus()[BOX]) or 0) <= 70


def test_a_70b_fits_in_4_bit_but_decodes_at_about_4_tokens_a_second():
    # Hand: Q4_K_M ≈ 4.8 bits × 70.6 B ≈ 42.3 GB + KV 2 × 80 layers × 8 kv heads × 128 × 2 B × 4,096 × 4 users ≈ 5.4 GB
    # ≈ 47.7 GB, inside 96 GiB ≈ 103 GB; decode at the chip's measured share: 49.4 tokens/s × 3.56 GiB (Llama 2 7B
    # Q4_0) = 188.8 GB/s ÷ ≈ 43 GB a token (weights + half-context KV) ≈ 4.4 tokens/s for one user
    msg = owned_device_serving(registry.get("Llama-3.3-70B"), _w("Llama-3.3-70B", 4), all_gpus()[BOX], stated=False)
    assert msg is not None and msg.args["fits"] and msg.args["slow"]
    assert msg.args["precision"] == "q4_k_m" and 45 < msg.args["need"] < 50
    assert 4.0 <= msg.args["alone"] <= 4.8 and msg.args["tps"] <= msg.args["alone"]
    en, zh = msg.text("en"), msg.text("zh")
    assert "Mac" not in en and "MLX" not in en and "macOS" not in en  # not Apple's words
    assert "Mac" not in zh and "MLX" not in zh


def test_the_mixtures_of_experts_on_the_same_box_decode_far_faster():
    # Hand, one user: gpt-oss-120b reads its 4 of 128 experts a layer in MXFP4 (4.25 bits) + 16-bit attention and head
    # ≈ 5 GB a token → 188.8 ÷ 5 ≈ 37 tokens/s; Qwen3-30B-A3B Q4_K_M ≈ 3.0 B active ≈ 2 GB → 80–95 tokens/s; both
    # against ≈ 4 for the 70B, and both fit 103 GB (gpt-oss-120b ≈ 63 GB + KV)
    w = _w("Llama-3.3-70B", 4)
    lines = moe_on_box(registry.get("Llama-3.3-70B"), w, all_gpus()[BOX], MOES, 4.2)
    by = {m.args["model"]: m for m in lines}
    assert set(by) == {"gpt-oss-120b", "Qwen3-30B-A3B-Instruct-2507"}
    assert 30 <= by["gpt-oss-120b"].args["alone"] <= 45 and by["gpt-oss-120b"].args["precision"] == "mxfp4"
    assert 60 <= by["Qwen3-30B-A3B-Instruct-2507"].args["alone"] <= 100
    assert "gpt-oss-120b in MXFP4, a mixture of experts" in by["gpt-oss-120b"].text("en")
    assert "(against ≈ 4 for Llama-3.3-70B)" in by["gpt-oss-120b"].text("en")
    assert "混合专家模型" in by["gpt-oss-120b"].text("zh")


def test_a_64_gb_box_drops_what_it_cannot_hold():
    # Hand: 64 GB × 75 % = 48 GiB ≈ 51.5 GB: gpt-oss-120b's ≈ 65 GB does not fit, Qwen3-30B-A3B's ≈ 20 GB does
    w = _w("Llama-3.3-70B", 2, memory=64)
    names = [m.args["model"] for m in moe_on_box(registry.get("Llama-3.3-70B"), w, all_gpus()[BOX], MOES, 4.2)]
    assert names == ["Qwen3-30B-A3B-Instruct-2507"]


def test_no_moe_line_when_the_dense_model_is_fast_enough_or_an_moe_was_asked():
    w = _w("Llama-3.3-70B", 1)
    assert moe_on_box(registry.get("Llama-3.3-70B"), w, all_gpus()[BOX], MOES, 25.0) == []  # at the 20 tok/s floor
    w = _w("gpt-oss-120b", 1)
    assert moe_on_box(registry.get("gpt-oss-120b"), w, all_gpus()[BOX], MOES, 30.0) == []
    w = _w("Llama-3.3-70B", 4, gpu="H100 SXM")  # a rented card is not a box on the desk
    assert moe_on_box(registry.get("Llama-3.3-70B"), w, all_gpus()["H100 SXM"], MOES, 4.0) == []


def test_a_mac_keeps_its_own_words():
    msg = owned_device_serving(registry.get("Llama-3.3-70B"), _w("Llama-3.3-70B", 1, gpu="Apple M4 Max"),
                               all_gpus()["Apple M4 Max"], stated=False)
    assert msg is not None and "MLX" in msg.text("en")
