"""A DGX Spark (GB10, 128 GB unified LPDDR5x, 273 GB/s) is a machine the user buys: a catalog row of its own, sized as
owned hardware like a Mac (memory, decode from bandwidth, the first token from llama.cpp's published benchmark of it),
but it runs CUDA; and its price set against renting a cloud card some hours a day (tools/owned_device.py,
tools/buy_or_rent.py)."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.arch import matmul_params
from tools.buy_or_rent import owned_against_rent
from tools.defaults import resolve
from tools.owned_device import (
    MEASURED_PREFILL_MODEL,
    achieved_flops,
    first_token_s,
    owned_device_serving,
    owned_only,
    runs_cuda,
)
from tools.schema import GiB, Workload

SPARK = "NVIDIA DGX Spark"


def test_the_catalog_row_is_nvidias_figures_with_their_source():
    g = all_gpus()[SPARK]
    # NVIDIA's DGX Spark page: 128 GB LPDDR5x coherent unified memory, 273 GB/s; `free -g` on one: 119 GiB available
    assert (g.memory_gb, g.bandwidth_gb_s, g.usable_bytes) == (128, 273, 119 * GiB)
    assert "nvidia.com/en-us/products/workstations/dgx-spark" in g.source and g.as_of
    assert g.fp16_tflops is None and g.bf16_tflops is None  # NVIDIA publishes only the sparse FP4 peak: none invented
    assert owned_only(g) and runs_cuda(g)
    assert not runs_cuda(all_gpus()["Apple M4 Pro"]) and not owned_only(all_gpus()["H100 SXM"])


def test_its_prefill_benchmark_is_timed_on_the_model_it_ran():
    # llama.cpp PR #17906 ran gpt-oss 120B on the Spark: its matmul parameters are the registry row's
    assert matmul_params(registry.get("gpt-oss-120b")) == pytest.approx(MEASURED_PREFILL_MODEL[SPARK], rel=0.001)
    # Hand: 2 × 5.1315e9 × 1,685.75 tokens/s = 1.730e13 FLOP/s; a 65,536-token prompt of the same model: the matmuls
    # alone are 65,536 ÷ 1,685.75 ≈ 38.9 s, and its attention scores add 2 × (64 heads × 64) × (18 full layers × 65,536
    # + 18 sliding layers × 128) ≈ 9.68e9 FLOPs a token (forward QKᵀ and A·V, causal half) → (1.026e10 + 9.68e9) ×
    # 65,536 ÷ 1.730e13 ≈ 75.6 s: at 64 k tokens the attention is half of the prefill, no longer left out
    assert achieved_flops(all_gpus()[SPARK]) == pytest.approx(1.730e13, rel=0.002)
    assert first_token_s(registry.get("gpt-oss-120b"), 65_536, all_gpus()[SPARK]) == pytest.approx(75.6, rel=0.01)


def _on_spark(users: int, ctx: int):
    w, _ = resolve(Workload(model="gpt-oss-120b", task="inference", concurrency=users, seq_len=ctx, precision="mxfp4",
                            gpu_preference=SPARK, owned_gpus=True))
    msg = owned_device_serving(registry.get("gpt-oss-120b"), w, all_gpus()[SPARK])
    assert msg is not None
    return msg


def test_three_people_on_gpt_oss_120b_fit_with_room_and_decode_at_its_bandwidth():
    # Hand: MXFP4 weights ≈ 63 GB (the 4.25-bit experts + 16-bit attention) + a small KV for 3 × 12,288 tokens, in the
    # ≈ 127.8 GB (119 GiB) usable; decode alone reads ≈ 5.1 B active parameters ≈ 3–4 GB a token at 273 GB/s × the
    # fitted share → 30–60 tokens/s for one user (measured on a Spark: ≈ 59 with vLLM MXFP4, 34–42 with other builds)
    msg = _on_spark(3, 12_288)
    assert msg.args["fits"] and 60 < msg.args["need"] < 75
    assert 30 <= msg.args["alone"] <= 60
    assert msg.args["cuda"]
    en, zh = (one := _on_spark(1, 4_096)).text("en"), one.text("zh")  # one user, short prompts: a plain yes
    assert "Yes, your own NVIDIA DGX Spark runs it" in en and "vLLM, SGLang or llama.cpp" in en  # CUDA: vLLM runs
    assert "Metal" not in en and "no CUDA" not in en and "macOS" not in en
    assert "够：用你自己的 NVIDIA DGX Spark 就能跑" in zh and "Metal" not in zh


def test_twelve_customers_at_64k_fit_in_memory_but_the_first_token_is_the_limit():
    # Hand: 64k KV ≈ 2.25 GiB a sequence (sliding-window layers hold 128 tokens) → 5 users ≈ 11 GB beside 63 GB: it
    # fits; each of 5 busy users ≈ 10–15 tokens/s; a full 65,536-token prompt ≈ 76 s with its attention (test above)
    # ≫ the 4 s allowed
    msg = _on_spark(5, 65_536)
    assert msg.args["fits"] and msg.args["slow"]
    assert 8 <= msg.args["tps"] <= 16
    assert msg.args["ttft_full"] == pytest.approx(75.6, rel=0.01)
    assert "a full 65,536-token prompt (nothing cached) takes ≈ 76 s" in msg.text("en")
    assert "65,536 token 提示（没有缓存）首字前要约 76 秒" in msg.text("zh")


def test_a_mac_keeps_its_own_words():
    w, _ = resolve(Workload(model="Qwen3-32B", task="inference", concurrency=2, gpu_preference="Apple M4 Pro",
                            owned_gpus=True))
    msg = owned_device_serving(registry.get("Qwen3-32B"), w, all_gpus()["Apple M4 Pro"], stated=False)
    assert msg is not None and "cuda" in msg.args and not msg.args["cuda"]
    assert "SGLang" not in msg.text("en")


def test_a_bought_machine_against_renting_a_card_some_hours_a_day():
    # Hand: $4,000 vs one H100 at $1.82 an hour, 4 h a day × 30.4 days = 121.7 h → $221.4 a month; the Spark's 140 W
    # × 121.7 h × $0.13 = $2.21 → 4,000 ÷ (221.4 − 2.21) = 18.2 months
    o = owned_against_rent(4000, 140, 4, 1.82, 0.13)
    assert o.month_hours == pytest.approx(121.7, rel=0.001)
    assert (o.rent_month, o.power_month) == (pytest.approx(221.4, rel=0.002), pytest.approx(2.21, rel=0.01))
    assert o.payback_months == pytest.approx(18.2, rel=0.01)
    assert owned_against_rent(4000, 140, 4, 0.001, 0.13).payback_months is None  # rent under its power: never pays


def test_its_four_bit_route_is_a_gguf_not_apples_mlx():
    # Hand: Qwen3-32B in 16 bits is 65.5 GB read a step → 273 GB/s × the fitted share ≈ 3 tokens/s, under the floor;
    # Q4_K_M (≈ 4.8 bits, 19.7 GB) reads ≈ 3× fewer: the 4-bit build is the route, llama.cpp's GGUF (MLX is Apple's)
    w, _ = resolve(Workload(model="Qwen3-32B", task="inference", concurrency=1, gpu_preference=SPARK, owned_gpus=True))
    msg = owned_device_serving(registry.get("Qwen3-32B"), w, all_gpus()[SPARK], stated=False)
    assert msg is not None and msg.args["precision"] == "q4_k_m"
    assert "Q4_K_M GGUF" in msg.text("en") and "MLX" not in msg.text("en") and "MLX" not in msg.text("zh")
