"""A vision-language model's image encoder is compute the prefill pays: 2 × encoder params × patches per visual
token, added for the image tokens of a request (tools.vision), with its source said; a VLM with no encoder row says the
omission."""

from __future__ import annotations

import pytest

from catalog.registry import get as get_arch
from catalog.registry import rows
from tools.defaults import resolve
from tools.schema import Workload
from tools.speed import estimate_speed
from tools.vision import VISION_TOWERS, encoder_flops_per_prompt_token, vision_encoder_note


def test_every_catalog_vlm_has_an_encoder_row():
    vlms = {m["name"] for m in rows() if m.get("vision_tower")}
    assert vlms and vlms <= set(VISION_TOWERS), vlms - set(VISION_TOWERS)


def test_qwen25_vl_encoder_flops_per_prompt_token():
    # Hand: 680e6 params × 2 × 4 patches = 5.44e9 FLOP a visual token; 1,564 of a 1,725-token prompt are visual
    # → 5.44e9 × 1564 / 1725 = 4.932e9 per prompt token
    arch = get_arch("Qwen2.5-VL-7B")
    assert encoder_flops_per_prompt_token(arch, 1564, 1725) == pytest.approx(4.932e9, rel=1e-3)
    assert encoder_flops_per_prompt_token(arch, None, 1725) == 0.0
    assert encoder_flops_per_prompt_token(get_arch("Qwen2.5-7B"), 1564, 1725) == 0.0  # a text model has no encoder


def test_gemma3_patches_per_token():
    # Hand: 896² in 14-px patches = 64 × 64 = 4,096 patches pooled to 256 tokens → 16 a token; 400e6 × 2 × 16 = 12.8e9
    arch = get_arch("Gemma-3-27B")
    assert encoder_flops_per_prompt_token(arch, 256, 256) == pytest.approx(12.8e9)


def test_prefill_is_slower_by_the_encoder_share():
    # Hand: with no output stated the speed model prefills the whole 2,156-token context; 1,564 of it are visual, so
    # the encoder adds 5.44e9 × 1564/2156 = 3.946e9 FLOP a prompt token. Per token at the same rate: the language tower
    # 2 × (7.616e9 − 152,064 × 3,584 = 0.545e9 untied input-embedding rows, a lookup) = 14.14e9, the attention scores
    # ≈ 1.08e9 matmul-equivalent (28 layers × 2,156 positions at 40 % of the matmul speed), no TP on one card →
    # (14.14 + 1.08 + 3.95) / (14.14 + 1.08) = 1.259× the time a token
    from catalog.gpus import all_gpus

    arch = get_arch("Qwen2.5-VL-7B")
    g = all_gpus()["H100 SXM"]
    base = Workload(model="Qwen2.5-VL-7B", task="inference", seq_len=2156, prompt_tokens=1725, concurrency=8)
    text = estimate_speed(arch, resolve(base)[0], g).prefill_tokens_per_s
    imgs = estimate_speed(arch, resolve(base.model_copy(update={"image_tokens": 1564}))[0], g).prefill_tokens_per_s
    assert text and imgs
    assert text / imgs == pytest.approx(1.259, rel=0.01)


def test_a_vlm_without_a_row_says_the_omission():
    arch = get_arch("Qwen2.5-VL-7B").model_copy(update={"name": "Some-VL-9B"})
    msg = vision_encoder_note(arch, 1000)
    assert msg is not None and msg.code == "vision.encoder_omitted"
    assert "not counted" in msg.text("en")
