"""A follow-up that switches a non-LLM thread's model ("轉用schnell得唔得？" after a FLUX.1 dev product-image batch, "换成
SDXL 呢", "what about schnell instead?") is the same job re-sized on the new model and said as that change, never
"nothing new to re-size it by" above an answer the new model changed. A card, a provider or spot is no model.
advisor.core.nonllm_thread.model_switched."""

from __future__ import annotations

import pytest

from advisor.core.nonllm_thread import model_switched


@pytest.mark.parametrize("text, model", [
    ("轉用schnell得唔得？", "schnell"),  # Cantonese
    ("用schnell呢", "schnell"),
    ("换成 SDXL 呢", "SDXL"),  # 简体
    ("改用 Whisper large-v3", "Whisper large-v3"),
    ("轉做 SD3.5 Medium", "SD3.5 Medium"),  # 繁體
    ("what about schnell instead?", "schnell"),
    ("switch to SD3.5 Medium", "SD3.5 Medium"),
    # a card, a provider or a billing mode: the plan changes, not the model
    ("用4090呢", None),
    ("what about 4090s?", None),
    ("用 H100 呢？", None),
    ("spot得唔得？", None),
    ("用runpod呢", None),
])
def test_the_switched_model_is_read(text, model):
    assert model_switched(text) == model


@pytest.mark.slow
def test_a_cantonese_switch_to_schnell_re_sizes_the_job(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "想用FLUX.1 dev幫公司出產品圖，每日大概3000張，1024x1024，租邊部機好？")
    out = eng.handle("t", "轉用schnell得唔得？").text
    # by hand: dev at 28 steps is 6.71 s an image on an H100 (xDiT); schnell at 4 steps 2.60 s on an RTX 4090, so the
    # 3,000 images fall from ≈ 15 h to ≈ 2.5 h of one card; schnell is Apache-2.0 (dev's licence is non-commercial)
    assert "FLUX.1-schnell" in out and "Apache-2.0" in out, out
    assert "改按 schnell 重新估算" in out, out
    assert "沒有可用來重新估算" not in out and "没有可用来重新估算" not in out, out
