"""A conditioning add-on said beside an image model is sized into each sampling step and said in the answer.

Case from an expert review: "每天晚上要用SDXL加controlnet生成1万张1024x1024商品主图，8小时内跑完" was
sized as bare SDXL (8.26 s an image on an A10): ControlNet was silently dropped. ControlNet runs a copy of
the UNet's encoder at every step: its paper measures 34 % more time a step (Zhang, Rao and Agrawala 2023,
arXiv:2302.05543 §3.2), so the steps' share of SDXL's measured time (1 − SDXL_FIXED_SHARE) is × 1.34, the
text encoders and VAE decode unchanged.
"""

from __future__ import annotations

import pytest

from tools.media import CONTROLNET_OVERHEAD, MODELS, SDXL_FIXED_SHARE, _time_factor, with_addons, with_steps


@pytest.mark.parametrize("text", ["电商公司每晚用SDXL加controlnet生成1万张主图", "SDXL + ControlNet product shots, 5k a night",
                                  "每晚用 SDXL 配 Control-Net 出 2 萬張圖", "用SDXL同埋controlnet每晚出3000張相"])
def test_controlnet_said_is_sized_into_each_step(text: str) -> None:
    # By hand: 0.169 + 0.831 × 1.34 = 1.283 of the measured time; on the A10 (8.26 s bare) → 10.60 s an image,
    # 10,000 images = 29.4 GPU-hours (the key's 4090 band: 5.5–9 s an image with ControlNet)
    m = with_addons(MODELS["sdxl"], text)
    assert m.addon == "ControlNet" and m.name.endswith("+ ControlNet")
    share = SDXL_FIXED_SHARE + (1 - SDXL_FIXED_SHARE) * CONTROLNET_OVERHEAD
    assert _time_factor(m, None, None) == pytest.approx(share)
    assert 1.25 < share < 1.30
    assert 8.26 * share == pytest.approx(10.60, abs=0.01)


def test_controlnet_with_fewer_steps_scales_both() -> None:
    # 20 steps said with ControlNet: 0.169 + 0.831 × 20/30 × 1.34 = 0.911 of the measured 30-step time
    m = with_addons(with_steps(MODELS["sdxl"], "SDXL + ControlNet, 20 steps", 20), "SDXL + ControlNet, 20 steps")
    assert _time_factor(m, None, None) == pytest.approx(SDXL_FIXED_SHARE + (1 - SDXL_FIXED_SHARE) * 20 / 30 * 1.34)


@pytest.mark.parametrize("text", ["SDXL product shots, 5k a night", "每晚用SDXL生成1万张主图"])
def test_no_addon_said_leaves_the_model_as_measured(text: str) -> None:
    m = with_addons(MODELS["sdxl"], text)
    assert m == MODELS["sdxl"] and _time_factor(m, None, None) == 1.0


def test_a_model_without_steps_takes_no_addon() -> None:
    # speech has no sampling steps: a stray "controlnet" in the text changes nothing
    speech = next(m for m in MODELS.values() if m.family == "speech")
    assert with_addons(speech, "whisper and controlnet") == speech
