"""A TTS real-time factor measured on one card is carried to another by the bound of each stage of the pipeline
(tools.generated_media.rtf_factor): the speech-token decode of an LLM-based TTS (CosyVoice2's 0.5 B LLM) reads the
weights every step, so memory bandwidth bounds it; the flow-matching / vocoder stage is compute bound. The stage
split of the measured RTF is not published, so the slower ratio is used (an upper bound on a + b), never faster
than measured. Hand figures in each test; the measured CosyVoice2 figure is FunAudioLLM's Triton + TensorRT-LLM run
on one L20 (RTF 0.0604 with 4 requests in flight)."""

from __future__ import annotations

import pytest

from advisor.core.messages.generated_media import rtf_scaling
from catalog.gpus import all_gpus
from tools.generated_media import TTS_MODELS, rtf_factor, scaled_rtf

GPUS = all_gpus()


def test_a_low_bandwidth_card_is_slowed_by_its_bandwidth_not_its_fp32_share():
    # L20: 864 GB/s, 59.35 FP32 TFLOPS; L4: 300 GB/s, 30.3 → bandwidth 864 / 300 = 2.88, compute 59.35 / 30.3 = 1.96:
    # the token stage governs, 2.88 (FP32 alone said 1.96: an L4 a third faster than it is)
    assert rtf_factor(GPUS["L20"], GPUS["L4"], token_stage=True) == pytest.approx(864 / 300)
    assert scaled_rtf(0.0604, GPUS["L20"], GPUS["L4"], True) == pytest.approx(0.0604 * 2.88, rel=1e-3)  # 0.174
    assert TTS_MODELS["cosyvoice2"].token_stage


def test_a_low_compute_card_is_slowed_by_its_compute():
    # RTX A4000: 448 GB/s, 19.2 FP32 → bandwidth 1.93, compute 59.35 / 19.2 = 3.09: compute governs → 0.0604 × 3.09
    # = 0.187; T4 (320 GB/s, 8.1): max(2.70, 7.33) = 7.33
    assert rtf_factor(GPUS["L20"], GPUS["RTX A4000"], token_stage=True) == pytest.approx(59.35 / 19.2)
    assert rtf_factor(GPUS["L20"], GPUS["T4"], token_stage=True) == pytest.approx(59.35 / 8.1)


def test_a_faster_card_is_never_credited_and_tensor_figures_are_used_where_both_publish_one():
    # L40S: 864 GB/s and 91.6 FP32 against the L20 → both ratios ≤ 1 → 1; RTX 4090 (1,008 GB/s, 165.2 dense FP16
    # tensor) → an L4 (300 GB/s, 121 tensor): bandwidth 3.36, tensor 1.37 → 3.36
    assert rtf_factor(GPUS["L20"], GPUS["L40S"], token_stage=True) == 1.0
    assert rtf_factor(GPUS["RTX 4090"], GPUS["L4"], token_stage=True) == pytest.approx(1008 / 300)


def test_a_model_with_no_token_stage_is_scaled_by_compute_alone():
    # F5-TTS (flow matching) and Kokoro (StyleTTS2) decode no tokens: L20 → L4 by FP32 alone, 59.35 / 30.3 = 1.96
    # (the L20 publishes no tensor figure); Kokoro's A100 80GB PCIe (312 dense FP16 tensor) → a T4 (65): 4.8, not the
    # bandwidth ratio 1,935 / 320 = 6.05
    assert not TTS_MODELS["f5"].token_stage and not TTS_MODELS["kokoro"].token_stage
    assert rtf_factor(GPUS["L20"], GPUS["L4"]) == pytest.approx(59.35 / 30.3)
    ref = GPUS["A100 80GB PCIe"]
    assert rtf_factor(ref, GPUS["T4"]) == pytest.approx((ref.fp16_tflops or 0) / 65)


def test_the_cosyvoice_figure_is_measured_on_an_l20_and_the_scaling_is_said():
    m = TTS_MODELS["cosyvoice2"]
    assert m.rtf_gpu == "L20" and m.rtf_batched == pytest.approx(0.0604)
    a = {"rtf": 0.0604, "on_rtf": 0.0604 * 2.88}
    assert "× 2.88" in rtf_scaling(a, False) and "memory bandwidth" in rtf_scaling(a, False)
    assert "× 2.88" in rtf_scaling(a, True) and "显存带宽" in rtf_scaling(a, True)
