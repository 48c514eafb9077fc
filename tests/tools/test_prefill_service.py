"""A live job whose model reads much and writes little (a guard, a classifier, a router) is sized by its prefill
(tools.prefill_service): peak requests/s × new tokens ÷ one GPU's prefill rate ÷ the utilisation target, the whole
request's p95 by the M/D/1 rule, and the requests in flight by Little's law."""

from __future__ import annotations

import math

import pytest

from tools.prefill_service import is_short_live, new_tokens, per_gpu_prefill_tokens_s, size
from tools.traffic import peak_rate_per_s, per_day


def test_one_gpus_prefill_rate_is_dense_flops_at_half_over_two_n():
    # H100 SXM row: 989.5 dense BF16 TFLOPS; 8e9 active: 989.5e12 × 0.5 ÷ 16e9 = 30,921.9 tokens/s.
    # L4 row: 121 dense BF16 (datasheet sparse 242 halved): 121e12 × 0.5 ÷ 16e9 = 3,781.25 tokens/s.
    assert per_gpu_prefill_tokens_s(989.5, 8e9) == pytest.approx(30_921.875)
    assert per_gpu_prefill_tokens_s(121, 8e9) == pytest.approx(3_781.25)


@pytest.mark.parametrize(("tflops", "gpus"), [
    # 12M messages a day × 120 tokens: 12e6 ÷ 86,400 × 2.4 = 333.3 requests/s × 120 = 40,000 tokens/s in.
    # H100: ceil(40,000 ÷ 30,921.9 ÷ 0.5) = ceil(2.59) = 3; L4: ceil(40,000 ÷ 3,781.25 ÷ 0.5) = ceil(21.2) = 22
    (989.5, 3), (121, 22),
])
def test_gpus_come_from_tokens_in_not_users(tflops, gpus):
    rate = peak_rate_per_s(12e6)
    s = size(rate, 120, 5, per_gpu_prefill_tokens_s(tflops, 8e9), 0.03)
    assert rate == pytest.approx(333.33, rel=1e-3) and s.tokens_in_per_s == pytest.approx(40_000)
    assert s.gpus == gpus and s.busy <= 0.5


def test_the_whole_requests_p95_is_prefill_decode_and_queueing():
    # L4 case above: prefill = 120 ÷ 3,781.25 = 31.7 ms; 5 decode steps × 30 ms = 150 ms; ρ = 40,000 ÷ (22 × 3,781.25)
    # = 0.481; M/D/1 mean wait W = ρS ÷ 2(1 − ρ) = 0.481 × 31.7 ÷ 1.038 = 14.7 ms; its p95 = W ÷ ρ × ln(ρ ÷ 0.05) =
    # 30.6 × 2.264 = 69.2 ms; p95 ≈ 31.7 + 150 + 69.2 = 251 ms. In flight = 333.3 × (31.7 + 150 + 14.7) ms ≈ 65.5,
    # where a chat's 338-token answers held hundreds.
    s = size(peak_rate_per_s(12e6), 120, 5, 3_781.25, 0.03)
    assert s.prefill_s == pytest.approx(0.03174, rel=1e-3) and s.decode_s == pytest.approx(0.15)
    assert s.tail_s == pytest.approx(0.2509, rel=5e-3) and s.in_flight == pytest.approx(65.5, rel=5e-3)
    assert s.mean_s < s.tail_s


def test_a_month_count_and_an_uncached_system_prompt():
    # 300M requests a month → 300e6 × 24 ÷ 730 = 9.86M a day → × 2.4 ÷ 86,400 = 274 requests/s. Each 200 new tokens
    # behind a 600-token shared prompt: with the prefix cache (vLLM's default) 200 are computed, without it 800.
    # A 1.5B classifier on an L40S (362.05 dense BF16): 362.05e12 × 0.5 ÷ 3e9 = 60,342 tokens/s a GPU.
    # Uncached: 274 × 800 = 219,178 tokens/s → ceil(219,178 ÷ 60,342 ÷ 0.5) = ceil(7.26) = 8 L40S;
    # cached: 274 × 200 = 54,795 → ceil(1.82) = 2.
    rate = peak_rate_per_s(per_day(300e6, "month"))
    assert rate == pytest.approx(273.97, rel=1e-3)
    per_gpu = per_gpu_prefill_tokens_s(362.05, 1.5e9)
    assert new_tokens(200, 600, prefix_cache=False) == 800 and new_tokens(200, 600) == 200
    assert size(rate, new_tokens(200, 600, prefix_cache=False), 8, per_gpu, 0.004).gpus == 8
    assert size(rate, new_tokens(200, 600), 8, per_gpu, 0.004).gpus == math.ceil(rate * 200 / per_gpu / 0.5) == 2


@pytest.mark.parametrize(("out", "serving", "short"), [
    (5, True, True),     # a guard's verdict
    (16, True, True),    # a few tags
    (338, True, False),  # a chat's ShareGPT answer stays decode-bound
    (8, False, False),   # a batch of labels is sized as a batch
    (None, True, False),
])
def test_only_a_live_short_answer_is_prefill_bound(out, serving, short):
    assert is_short_live(out, serving) is short
