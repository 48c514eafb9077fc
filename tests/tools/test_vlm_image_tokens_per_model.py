"""A VLM's visual tokens are counted with its own pixels a token: Qwen3-VL one per 32 × 32 (patch 16, merged 2 × 2),
Qwen2/2.5-VL one per 28 × 28 (tools.dataset.vlm_token_side, vlm_image_tokens). Hand figures in each test."""

from __future__ import annotations

import pytest

from tools.dataset import VLM_ASSUMED_IMAGE_SIDE, vlm_image_tokens, vlm_token_side


@pytest.mark.parametrize(("name", "side"), [("Qwen3-VL-8B-Instruct", 32), ("qwen3 vl 8b", 32), ("Qwen2.5-VL-7B", 28),
                                            ("Qwen2-VL-72B", 28)])
def test_each_vlm_counts_its_own_pixels_a_token(name: str, side: int) -> None:
    assert vlm_token_side(name) == side


def test_an_assumed_moderation_image_on_qwen3_vl() -> None:
    # 768 / 32 = 24 a side → 24 × 24 = 576 visual tokens; at Qwen2-VL's 28: round(27.4) = 27 → 729
    assert VLM_ASSUMED_IMAGE_SIDE == 768
    assert vlm_image_tokens(768, 768, 32) == 576
    assert vlm_image_tokens(768, 768) == 729
