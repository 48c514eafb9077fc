"""Old NVIDIA cards the user owns (Pascal, sm_61: Tesla P40, GTX 1080 Ti) are answered on those cards: vLLM does not
run there (compute capability under 7.0), llama.cpp with a GGUF build does; memory adds up over the cards (llama.cpp
splits the layers), decode runs at ONE card's bandwidth at a time; the verdict is fits / too slow / no
(tools/owned_device.py old_card_serving).

Hand figures (catalog/data/gpus.csv rows, NVIDIA datasheet figures):
  Tesla P40: 24 GiB = 25.77 GB, 346 GB/s, FP32 11.76 TFLOPS, FP16 0.1837 TFLOPS → FP16 is 11.76 / 0.1837 = 64× slower.
  Measured decode share (llama.cpp PR #4766, LLaMA 7B Q4_0 tg128 56.79 tokens/s, file 3.56 GiB = 3.8225e9 B):
    56.79 × 3.8225e9 = 2.171e11 B/s ÷ 3.46e11 = 0.627 → the P40 decodes at ≈ 217 GB/s.
  Measured prefill (same PR, LLaMA 7B Q4_K_S pp512 850.65 tokens/s): 2 × 6.607e9 × 850.65 = 1.124e13 FLOP/s.
"""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.compat import fp16_slowdown
from tools.defaults import resolve
from tools.owned_device import (
    achieved_flops,
    measured_decode_share,
    old_card,
    old_card_serving,
)
from tools.schema import Msg, Workload

P40, TI = "Tesla P40", "GeForce GTX 1080 Ti"


def _on(model: str, card: str, cards: int, users: int, tps: float | None = None) -> Msg:
    w, _ = resolve(Workload(model=model, task="inference", concurrency=users, gpu_preference=card, num_gpus=cards,
                            owned_gpus=True, target_tokens_per_s_per_user=tps))
    msg = old_card_serving(registry.get(model), w, all_gpus()[card], stated=False)
    assert msg is not None
    return msg


def test_the_rows_carry_the_datasheet_figures():
    p40, ti = all_gpus()[P40], all_gpus()[TI]
    assert (p40.compute_capability, p40.memory_gb, p40.bandwidth_gb_s, p40.bf16_support) == ("6.1", 24, 346, False)
    assert (ti.compute_capability, ti.memory_gb, ti.bandwidth_gb_s) == ("6.1", 11, 484)
    assert "NVIDIA" in p40.source and "datasheet" in p40.source
    assert fp16_slowdown(p40) == 64  # 11.76 / 0.1837 = 64.0
    assert fp16_slowdown(ti) is None  # its FP16 rate is not in our sources: never a guessed ratio
    assert fp16_slowdown(all_gpus()["T4"]) is None  # T4 FP16 (65 tensor) is faster than its FP32


@pytest.mark.parametrize("card, old", [
    (P40, True), (TI, True),  # sm_61: llama.cpp runs, vLLM does not
    ("V100 SXM2 32GB", False), ("T4", False),  # sm_70 / sm_75: vLLM runs (its own answer)
    ("P100 PCIe 16GB", True),  # sm_60: llama.cpp runs (ggml-org/llama.cpp#2177), no dp4a: FP16 cuBLAS
    ("Apple M2 Ultra", False), ("H100 SXM", False)])
def test_which_cards_are_old_cards(card, old):
    assert old_card(all_gpus()[card]) is old


def test_the_p40s_measured_shares():
    assert measured_decode_share(all_gpus()[P40]) == pytest.approx(0.627, abs=0.002)
    assert achieved_flops(all_gpus()[P40]) == pytest.approx(1.124e13, rel=0.002)
    assert measured_decode_share(all_gpus()[TI]) is None  # no published benchmark: the fitted share applies


def test_a_small_model_on_one_p40_runs_in_q8():
    # Llama-3.1-8B, 1 user: Q8_0 ≈ 8.5 GB (bartowski's Q8_0 file 8.54 GB) ≤ 25.8 GB. Decode reads the weights less the
    # 128,256 × 4,096 input embedding (≈ 0.56 GB in Q8_0) ≈ 8.0 GB + KV (half of 4,096 tokens × 128 KiB ≈ 0.27 GB)
    # ≈ 8.3 GB ÷ 217 GB/s ≈ 38 ms → ≈ 26 tokens/s ≥ 20: Q8_0 kept, fits, not slow.
    # First token of the 161-token default prompt: 2 × ≈ 7.0e9 matmul params × 161 ÷ 1.124e13 ≈ 0.2 s.
    a = _on("Llama-3.1-8B", P40, 1, 1).args
    assert a["precision"] == "q8_0" and a["fits"] is True and a["slow"] is False
    assert a["need"] == pytest.approx(8.8, abs=0.6)
    assert a["alone"] == pytest.approx(26, rel=0.12)
    assert a["ttft"] == pytest.approx(0.2, abs=0.05)
    assert (a["cc"], a["vllm_floor"], a["fp16_slow"]) == ("61", 7.0, 64)


def test_a_70b_on_four_p40s_holds_but_is_slow():
    # Llama-3.3-70B, 5 users: Q8_0 ≈ 75 GB fits 4 × 25.8 = 103 GB but ≈ 75 GB ÷ 217 GB/s ≈ 0.35 s → ≈ 3 tokens/s < 20,
    # so Q4_K_M (≈ 42.5 GB, the published file): ≈ 41.5 GB read a step + KV (5 × 2,048 × 320 KiB ≈ 3.4 GB) ≈ 45 GB
    # ÷ 217 GB/s ≈ 0.21 s → ≈ 5 tokens/s per user with all 5 busy: holds it, too slow, not even one user at 20.
    a = _on("Llama-3.3-70B", P40, 4, 5).args
    assert a["precision"] == "q4_k_m" and a["fits"] is True and a["slow"] is True
    assert a["usable"] == pytest.approx(103.1, abs=0.2)  # 4 × 24 GiB, the layers split across the cards
    assert a["tps"] == pytest.approx(5, abs=1)
    assert a["up_to"] == 0


def test_a_stated_lower_speed_is_the_bar():
    # Mistral-Small-24B on 2 × P40, 2 users: Q8_0 ≈ 25 GB fits 51.5 GB but ≈ 24.5 GB ÷ 217 GB/s ≈ 0.11 s → ≈ 9 tokens/s;
    # at the 20 tokens/s default that is under the bar, so Q4_K_M (≈ 14.3 GB published): ≈ 14 GB + KV (2 × 2,048 ×
    # 160 KiB ≈ 0.7 GB) ÷ 217 GB/s ≈ 68 ms → ≈ 14–15 tokens/s: slow at 20 ...
    slow = _on("Mistral-Small-24B", P40, 2, 2).args
    assert slow["precision"] == "q4_k_m" and slow["slow"] is True and slow["floor"] == 20
    assert slow["tps"] == pytest.approx(14.5, abs=1.5)
    # ... and enough when the user said 10 tokens/s a user is fine (first token: 2 × ≈ 23e9 × 161 ÷ 1.124e13 ≈ 0.7 s)
    ok = _on("Mistral-Small-24B", P40, 2, 2, tps=10).args
    assert ok["slow"] is False and ok["floor"] == 10 and ok["stated_floor"] is True


def test_too_big_even_in_four_bit_is_a_no():
    # Llama-3.1-405B on 2 × P40: Q4_K_M ≈ 4.85 bits × 405 B ≈ 245 GB > 2 × 25.8 = 51.5 GB → no, nothing timed
    a = _on("Llama-3.1-405B", P40, 2, 1).args
    assert a["fits"] is False and a["tps"] is None and a["precision"] == "q4_k_m"


def test_a_1080_ti_uses_its_own_bandwidth():
    # Qwen2.5-7B Q8_0 on 2 × GTX 1080 Ti (11 GB each = 2 × 11.81 GB = 23.6 GB), 1 user: ≈ 7.6 B × 1.0625 B ≈ 8.1 GB
    # less the ≈ 0.58 GB input embedding ≈ 7.5 GB ÷ (484 GB/s × 0.814 fitted share) ≈ 19 ms + llama.cpp's per-layer
    # floor → ≈ 40–50 tokens/s; prefill not sized (no published benchmark of this card)
    a = _on("Qwen2.5-7B", TI, 2, 1).args
    assert a["precision"] == "q8_0" and a["fits"] is True
    assert a["usable"] == pytest.approx(23.6, abs=0.1)
    assert 38 <= a["alone"] <= 55
    assert a["ttft"] is None and a["fp16_slow"] is None


@pytest.mark.parametrize("lang, words", [
    ("en", ("Not with vLLM", "sm_61", "1/64 of FP32", "llama.cpp", "GGUF")),
    ("zh", ("不能用 vLLM", "sm_61", "1/64", "llama.cpp", "GGUF"))])
def test_the_verdict_says_why_not_vllm(lang, words):
    text = _on("Llama-3.3-70B", P40, 4, 5).text(lang)
    assert all(w in text for w in words), text
    yes = _on("Llama-3.1-8B", P40, 1, 1).text(lang)
    assert ("no rental needed" if lang == "en" else "不用租") in yes


def test_a_p100_says_it_has_no_dp4a():
    # P100 (sm_60): no __dp4a (needs sm_61), so llama.cpp multiplies through FP16 cuBLAS; its FP16 (18.7 TFLOPS) is
    # faster than its FP32 (9.3), so no "1/64" words. Qwen2.5-7B Q8_0 for 2 users on 2 × P100 (2 × 17.2 GB = 34.4 GB):
    # ≈ 8.1 GB ≤ 34.4 → fits
    msg = _on("Qwen2.5-7B", "P100 PCIe 16GB", 2, 2)
    a = msg.args
    assert a["dp4a"] is False and a["fp16_slow"] is None and a["fits"] is True
    assert a["usable"] == pytest.approx(34.4, abs=0.1)
    assert "no dp4a on sm_60" in msg.text("en") and "没有 dp4a" in msg.text("zh")
    assert _on("Llama-3.1-8B", P40, 1, 1).args["dp4a"] is True
