"""A live job whose model reads much and writes little (a guard, a classifier, a router) is sized by its prefill
(tools.prefill_service): peak requests/s × new tokens ÷ one GPU's prefill rate ÷ the utilisation target (BUSY_TARGET,
0.75), the whole request's p95 by the M/D/c queue (Erlang C, halved for a fixed service time), more GPUs only where a
stated limit needs them, and the requests in flight by Little's law."""

from __future__ import annotations

import math

import pytest

from tools.prefill_service import (
    BUSY_TARGET,
    erlang_c,
    is_short_live,
    mdc_mean_wait_s,
    new_tokens,
    per_gpu_prefill_tokens_s,
    size,
)
from tools.traffic import peak_rate_per_s, per_day


def test_one_gpus_prefill_rate_is_dense_flops_at_half_over_two_n():
    # H100 SXM row: 989.5 dense BF16 TFLOPS; 8e9 active: 989.5e12 × 0.5 ÷ 16e9 = 30,921.9 tokens/s.
    # L4 row: 121 dense BF16 (datasheet sparse 242 halved): 121e12 × 0.5 ÷ 16e9 = 3,781.25 tokens/s.
    assert per_gpu_prefill_tokens_s(989.5, 8e9) == pytest.approx(30_921.875)
    assert per_gpu_prefill_tokens_s(121, 8e9) == pytest.approx(3_781.25)


def test_the_busy_target_is_the_planners_band():
    # 70–80 % busy is where a request fleet is run (the module docstring's source); a flat 50 % rented about twice the
    # cards. One constant, in that band.
    assert 0.7 <= BUSY_TARGET <= 0.8


@pytest.mark.parametrize(("tflops", "gpus"), [
    # 12M messages a day × 120 tokens: 12e6 ÷ 86,400 × 2.4 = 333.3 requests/s × 120 = 40,000 tokens/s in.
    # H100: 40,000 ÷ 30,921.9 = 1.29 busy GPUs → ceil(1.29 ÷ 0.75) = 2 (65 %); L4: 40,000 ÷ 3,781.25 = 10.6 →
    # ceil(10.6 ÷ 0.75) = 15 (71 %). A flat 50 % rented 3 and 22.
    (989.5, 2), (121, 15),
])
def test_gpus_come_from_tokens_in_not_users(tflops, gpus):
    rate = peak_rate_per_s(12e6)
    s = size(rate, 120, 5, per_gpu_prefill_tokens_s(tflops, 8e9), 0.03)
    assert rate == pytest.approx(333.33, rel=1e-3) and s.tokens_in_per_s == pytest.approx(40_000)
    assert s.gpus == gpus and 0.6 < s.busy <= BUSY_TARGET and s.for_latency == 0


def test_erlang_c_and_the_md_c_wait_by_hand():
    # Erlang C, c = 2, a = 1: (a²/2! · 2/(2 − 1)) ÷ (1 + a + 1) = 1 ÷ 3; one server: C = ρ.
    assert erlang_c(2, 1.0) == pytest.approx(1 / 3)
    assert erlang_c(1, 0.5) == pytest.approx(0.5) and erlang_c(3, 3.0) == 1.0
    # M/D/1 at ρ = 0.5, S = 10 ms: Pollaczek–Khinchine ρS ÷ 2(1 − ρ) = 5 ms (the c = 1 case of C·S ÷ (c − a) ÷ 2)
    assert mdc_mean_wait_s(1, 0.5, 0.01) == pytest.approx(0.005)
    # c = 2, a = 1, S = 10 ms: (1/3) × 10 ÷ 1 ÷ 2 = 1.67 ms, a third of the single server's at the same ρ
    assert mdc_mean_wait_s(2, 1.0, 0.01) == pytest.approx(0.01 / 6)


def test_erlang_c_stays_finite_for_thousands_of_gpus():
    # 50,000 danmaku a second × 161 tokens on V100s needs ≈ 2,600 GPUs; aᵏ/k! overflows past k ≈ 170, so the old sum
    # gave inf ÷ inf = NaN and the answer crashed. By the B recursion C(2, 1) is still 1/3, C(5, 2.2) ≈ 0.084
    # (Erlang C tables), and 2,600 servers at 75 % busy almost never queue while 99.9 % busy nearly all wait.
    assert erlang_c(5, 2.2) == pytest.approx(0.0839, abs=1e-3)
    low, high = erlang_c(2600, 1950.0), erlang_c(2600, 2597.4)
    assert 0 <= low < 1e-6 and 0.5 < high < 1
    s = size(50_000, 161, 8, 4_103, 0.011)
    assert math.isfinite(s.in_flight) and s.gpus == math.ceil(50_000 * 161 / 4_103 / BUSY_TARGET)


def test_the_whole_requests_p95_is_prefill_decode_and_queueing():
    # L4 case above (15 GPUs): prefill S = 120 ÷ 3,781.25 = 31.7 ms; 5 decode steps × 30 ms = 150 ms; a = 40,000 ÷
    # 3,781.25 = 10.58 busy GPUs; Erlang C(15, 10.58) = 0.148 wait at all, so at p95 (0.148 > 0.05) the wait is
    # W ÷ C × ln(C ÷ 0.05), W = 0.148 × 31.7 ÷ (15 − 10.58) ÷ 2 = 0.53 ms → 3.6 ms × 1.09 = 3.9 ms;
    # p95 ≈ 31.7 + 150 + 3.9 = 185.6 ms. In flight = 333.3 × (31.7 + 150 + 0.5) ms ≈ 60.8.
    s = size(peak_rate_per_s(12e6), 120, 5, 3_781.25, 0.03)
    assert s.gpus == 15 and s.waits == pytest.approx(0.148, abs=2e-3)
    assert s.prefill_s == pytest.approx(0.03174, rel=1e-3) and s.decode_s == pytest.approx(0.15)
    assert s.tail_s == pytest.approx(0.1856, rel=5e-3) and s.in_flight == pytest.approx(60.8, rel=5e-3)
    assert s.mean_s < s.tail_s


def test_a_guard_at_300_per_s_rents_8_h100s_not_16():
    # Llama-Guard-3-8B (8.03e9) at 300 requests/s of 600-token prompts, 5-token verdicts, p95 < 300 ms, BF16 on H100
    # SXM (989.5 dense): 300 × 600 = 180,000 tokens/s = 2 × 8.03e9 × 180,000 = 2.9 PFLOP/s; one H100 prefills
    # 989.5e12 × 0.5 ÷ 16.06e9 = 30,806 tokens/s → 5.84 busy → ceil(5.84 ÷ 0.75) = 8 (73 %), the expert's 6–8 (a flat
    # 50 % rented 12, the chat sizing 14–16). p95 = 19.5 ms prefill + 5 × 10 ms + the wait ≈ 78 ms < 300 ms: no GPU added.
    per_gpu = per_gpu_prefill_tokens_s(989.5, 8.03e9)
    s = size(300, 600, 5, per_gpu, 0.01, 95, 0.3)
    assert s.gpus == 8 and s.for_latency == 0 and s.busy == pytest.approx(0.73, abs=0.01)
    assert s.tail_s == pytest.approx(0.078, abs=0.003)


def test_a_tight_limit_adds_gpus_until_the_p95_holds():
    # A 1.5B classifier (3e9 FLOP a token) at 20 requests/s of 2,000 tokens on L4s (121 dense BF16): 121e12 × 0.5 ÷
    # 3e9 = 10,083 tokens/s a GPU; 40,000 tokens/s in → a = 3.97 busy → ceil(3.97 ÷ 0.75) = 6 GPUs (66 %).
    # S = 2,000 ÷ 10,083 = 198.3 ms; Erlang C(6, 3.97) = 0.277; W = 0.277 × 198.3 ÷ (6 − 3.97) ÷ 2 = 13.5 ms;
    # p95 wait = 13.5 ÷ 0.277 × ln(0.277 ÷ 0.05) = 83.5 ms → p95 = 198.3 + 4 × 2 + 83.5 = 289.8 ms: within 400 ms.
    # A 250 ms limit: at 7 GPUs C = 0.131, W = 4.3 ms, p95 wait = 31.3 ms → 237.7 ms ≤ 250: one GPU added.
    per_gpu = per_gpu_prefill_tokens_s(121, 3e9)
    loose = size(20, 2000, 4, per_gpu, 0.002, 95, 0.4)
    tight = size(20, 2000, 4, per_gpu, 0.002, 95, 0.25)
    assert loose.gpus == 6 and loose.for_latency == 0 and loose.tail_s == pytest.approx(0.2898, rel=5e-3)
    assert tight.gpus == 7 and tight.for_latency == 1 and tight.tail_s == pytest.approx(0.2377, rel=5e-3)
    # a limit one request alone cannot meet (198 ms prefill + 8 ms > 150 ms) adds nothing: it is said as missed
    assert size(20, 2000, 4, per_gpu, 0.002, 95, 0.15).gpus == 6


def test_a_month_count_and_an_uncached_system_prompt():
    # 300M requests a month → 300e6 × 24 ÷ 730 = 9.86M a day → × 2.4 ÷ 86,400 = 274 requests/s. Each 200 new tokens
    # behind a 600-token shared prompt: with the prefix cache (vLLM's default) 200 are computed, without it 800.
    # A 1.5B classifier on an L40S (362.05 dense BF16): 362.05e12 × 0.5 ÷ 3e9 = 60,342 tokens/s a GPU.
    # Uncached: 274 × 800 = 219,178 tokens/s → ceil(219,178 ÷ 60,342 ÷ 0.75) = ceil(4.84) = 5 L40S;
    # cached: 274 × 200 = 54,795 → ceil(1.21) = 2.
    rate = peak_rate_per_s(per_day(300e6, "month"))
    assert rate == pytest.approx(273.97, rel=1e-3)
    per_gpu = per_gpu_prefill_tokens_s(362.05, 1.5e9)
    assert new_tokens(200, 600, prefix_cache=False) == 800 and new_tokens(200, 600) == 200
    assert size(rate, new_tokens(200, 600, prefix_cache=False), 8, per_gpu, 0.004).gpus == 5
    assert size(rate, new_tokens(200, 600), 8, per_gpu, 0.004).gpus == math.ceil(rate * 200 / per_gpu / BUSY_TARGET) == 2


@pytest.mark.parametrize(("out", "serving", "short"), [
    (5, True, True),     # a guard's verdict
    (16, True, True),    # a few tags
    (338, True, False),  # a chat's ShareGPT answer stays decode-bound
    (8, False, False),   # a batch of labels is sized as a batch
    (None, True, False),
])
def test_only_a_live_short_answer_is_prefill_bound(out, serving, short):
    assert is_short_live(out, serving) is short


def test_a_decode_step_is_never_free():
    # The row's own per-user speed when it has one (50 tok/s → 20 ms a step); a row whose chat sizing left none
    # (saturated: 0 tok/s) once counted its verdict's decode as 0 ms, so 36 L4s "met" a 250 ms p95 that 5 steps alone
    # break. Floor: Llama-Guard-3-8B's 16.06 GB of BF16 weights read once a step at 0.814 of an L4's 300 GB/s =
    # 16.06e9 ÷ 244.2e9 = 65.8 ms + vLLM's per-layer floor (≈ 1 ms) ≈ 66.8 ms; 5 steps ≈ 0.33 s.
    from catalog import registry
    from catalog.gpus import all_gpus
    from tools.prefill_service import decode_step_s

    arch, l4 = registry.get("llama-guard-3-8b"), all_gpus()["L4"]
    assert decode_step_s(50, arch, l4, "bf16", "vllm") == pytest.approx(0.02)
    assert decode_step_s(0.0, arch, l4, "bf16", "vllm") == pytest.approx(0.0668, rel=1e-2)
    assert decode_step_s(None, arch, l4, "fp8", "vllm") < decode_step_s(None, arch, l4, "bf16", "vllm")


def test_whole_long_prompts_at_a_rate_are_prefill_sized():
    # a sliding screenshot window (prefix_cache false) at 16.7 requests/s: 13,616 ≥ 8 × 338 → prefill-sized; with
    # the prefix cache on (a growing chat history) or a prompt under 8 × the answer, the chat sizing stays
    from tools.prefill_service import answer_out, prefill_sized, whole_prompts
    from tools.schema import Workload

    w = Workload(task="inference", model="Qwen2.5-VL-7B", target_requests_per_s=16.667, prompt_tokens=13616,
                 prefix_cache=False, concurrency=50)
    assert whole_prompts(w) and prefill_sized(w) and answer_out(w) == 338
    assert not whole_prompts(w.model_copy(update={"prefix_cache": None}))
    assert not whole_prompts(w.model_copy(update={"prompt_tokens": 2000}))  # 2,000 < 8 × 338 = 2,704
    assert not whole_prompts(w.model_copy(update={"target_requests_per_s": None}))
