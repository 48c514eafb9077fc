"""A served VLM's photos at the size the user states are read as sent, at the processor's default (Qwen's max_pixels
lets a phone photo through), with the cap said as the lever and its saving (tools.photo_request)."""

from __future__ import annotations

import pytest

from tools.photo_request import photo_request, side_frame


def test_a_stated_12_mp_photo_on_qwen25_vl_is_read_at_the_default() -> None:
    # 4000 × 3000 = 12.0 MP < max_pixels 12,845,056: smart_resize to 28-multiples 4004 × 2996 → 143 × 107 = 15,301
    # tokens (≈ 12e6 ÷ 784); + 161 instruction = 15,462. Capped at 1280²: 52 × 39 = 2,028 → (15,462) ÷ (2,189) ≈ 7.06×
    p = photo_request("Qwen2.5-VL-7B", (4000, 3000))
    assert p is not None and not p.capped and p.per_image == 15_301 and p.prompt_tokens == 15_462
    assert p.lever_per_image == 2_028 and p.lever_ratio == pytest.approx(7.06, abs=0.01)


def test_a_48_mp_photo_on_qwen3_vl_stops_at_its_max_pixels() -> None:
    # 8000 × 6000 = 48 MP > 16,777,216 px: scaled by β = √(48e6 ÷ 16,777,216) = 1.691;
    # smart_resize floors each side: 6000/1.691/32 = 110.9 → 110, 8000/1.691/32 = 147.8 → 147: 147 × 110 = 16,170
    p = photo_request("Qwen3-VL-8B", (8000, 6000))
    assert p is not None and p.per_image == 16_170 and p.lever_per_image == 1_564


def test_a_photo_already_small_has_no_lever() -> None:
    # 1280 × 960 (the "resized to ~1280px" photo): 46 × 34 = 1,564 tokens, below the cap: nothing to cap
    assert side_frame(1280) == (1280, 960)
    p = photo_request("Qwen2.5-VL-7B", side_frame(1280))
    assert p is not None and p.per_image == 1_564 and p.lever_per_image == 0


def test_an_unstated_size_keeps_the_assumed_capped_photo() -> None:
    # no size said: the assumed 12 MP phone photo resized to 1280² as before (2,028 tokens), said as assumed
    p = photo_request("Qwen2.5-VL-7B", None)
    assert p is not None and p.assumed and p.capped and p.per_image == 2_028
