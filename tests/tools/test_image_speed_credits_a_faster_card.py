"""Image generation on a card faster than the measured one is credited its own dense FP16/BF16 tensor rate.

A denoiser step at 1024² is compute-bound, so seconds an image scale with the card's dense FP16 tensor TFLOPS (NVIDIA
datasheets, tools.speed.peak_tflops). Holding every card at the measured card's time priced an A100 as no faster than
an RTX 4090 for FLUX.1-schnell, so a dense 16 × A100 node needed as many cards as a slow fleet. The only brake is a
measurement on a card at least as fast: its own, or the same transformer's time a step there (FLUX.1-dev's H100 run,
6.71 s / 28 steps, for FLUX.1-schnell's 4 steps: 0.96 s). A video tracker (SAM 2) is not credited above its card."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.media import MODELS, card_rate

GPUS = all_gpus()


def rate(model: str, gpu: str) -> float:
    got = card_rate(MODELS[model], GPUS[gpu], GPUS)
    assert got is not None
    return got[0]


def test_an_a100_is_faster_than_the_measured_4090_for_flux_schnell():
    # 2.60 s on the 4090 (165.2 dense FP16 TFLOPS) × 165.2 / 312 (A100, either memory size) = 1.377 s, not 2.60 s
    assert rate("flux-schnell", "A100 40GB SXM") == pytest.approx(1.377, abs=0.002)
    assert rate("flux-schnell", "A100 80GB SXM") == pytest.approx(1.377, abs=0.002)
    assert rate("flux-schnell", "A100 40GB SXM") < rate("flux-schnell", "RTX A6000")  # an A6000: 2.60 × 165.2 / 154.8


def test_an_h100_is_held_at_the_same_transformers_measured_step_time():
    # the TFLOPS ratio from the 4090 alone would say 2.60 × 165.2 / 989.5 = 0.43 s; FLUX.1-dev measured on an H100 SXM
    # takes 6.71 / 28 = 0.2396 s a step, × 4 steps = 0.959 s — a measurement on that card, so it holds
    assert rate("flux-schnell", "H100 SXM") == pytest.approx(0.959, abs=0.002)
    assert rate("flux-schnell", "H800 SXM") == pytest.approx(0.959, abs=0.002)  # the same dense FP16 rate
    # H100 PCIe (756.5) scaled from the nearest measured card, the H100 SXM: 0.959 × 989.5 / 756.5 = 1.254 s — slower
    # than the SXM, never faster as the 4090 ratio (0.57 s) would have it
    assert rate("flux-schnell", "H100 PCIe") == pytest.approx(1.254, abs=0.003)
    assert rate("flux-schnell", "H100 PCIe") > rate("flux-schnell", "H100 SXM")


def test_sdxl_and_flux_dev_credit_the_faster_card_in_either_direction():
    # SDXL measured 3.31 s on an A100 80GB (312): an H100 SXM (989.5) 3.31 × 312 / 989.5 = 1.044 s
    assert rate("sdxl", "H100 SXM") == pytest.approx(1.044, abs=0.002)
    # FLUX.1-dev measured 6.71 s on the H100 SXM: an L40S (362.05) 6.71 × 989.5 / 362.05 = 18.34 s (slower, as before)
    assert rate("flux-dev", "L40S") == pytest.approx(18.34, abs=0.01)
    # a card's own measurement wins: FLUX.1-dev FP8 on the RTX 6000 Ada 28 / 2.08 = 13.46 s, not scaled from the 4090
    assert card_rate(MODELS["flux-dev-fp8"], GPUS["RTX 6000 Ada"], GPUS) == (pytest.approx(13.46, abs=0.01), False)
