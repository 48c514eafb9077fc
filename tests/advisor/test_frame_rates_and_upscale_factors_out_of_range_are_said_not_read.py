"""A video's frame rate or an upscale factor the batch cannot be sized on is said not read, with what is used
instead, on the reader every path shares (the chat's notes, MCP's and LangChain's parse_request): "-25fps" was sized as
25 fps, "0 fps" as 23.976 and "1e9 fps" as 3.6e14 frames, "-4x" / "0x" / "1e300x" upscaling as 4×, each with no word.
A rate or factor in range is still read (30 fps: 100 h × 3,600 × 30 = 10,800,000 frames)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _said(text: str, said: str) -> bool:
    e = extract(text)
    return any(said in n and "not read" in n for n in e.notes) or \
        any(said in z and ("未读取" in z or "未讀取" in z) for z in e.zh_notes.values())


@pytest.mark.parametrize(("text", "said", "instead"), [
    ("SAM 2 video tracking on 100 hours of video at 1e9 fps", "1e9 fps", "23.976 fps"),
    ("SAM 2 video tracking on 100 hours of video at 0 fps", "0 fps", "23.976 fps"),
    ("SAM 2 video tracking on 100 hours of video at -25fps", "-25fps", "23.976 fps"),
    ("SAM 2 tracking, 100 hours of footage at NaN fps", "NaN fps", "23.976 fps"),
    ("Real-ESRGAN upscale 1M images -4x", "-4x", "own 4×"),
    ("Real-ESRGAN upscale 1M images 0x", "0x", "own 4×"),
    ("Real-ESRGAN upscale 1M images 1e300x", "1e300x", "own 4×"),
    ("super-resolution of 200k frames ×-2", "×-2", "own 4×"),
])
def test_a_rate_or_factor_out_of_range_is_said_with_what_is_used(text, said, instead):
    notes = extract(text).notes
    assert any(said in n and "not read" in n and instead in n for n in notes), notes


@pytest.mark.parametrize(("text", "said"), [
    ("Real-ESRGAN 放大-4倍 100万张图", "放大-4倍"),
    ("Real-ESRGAN 4倍放大 500小时动画 -25帧", "-25帧"),
    ("SAM 2 跟踪 100小时视频，每秒0帧", "每秒0帧"),
])
def test_chinese_rates_and_factors_out_of_range_are_said(text, said):
    assert _said(text, said)


@pytest.mark.parametrize("text", [
    "SAM 2 video tracking on 100 hours of video at 30 fps",
    "Real-ESRGAN upscale 1M images 4x on 8x A100",
    "Real-ESRGAN 4倍放大 500小时动画 1920x1080",
    "Real-ESRGAN realesr-general-x4v3 on 2x RTX 4090, 100k images",
])
def test_rates_factors_frames_and_card_counts_in_range_are_no_note(text):
    assert not any("not read" in n for n in extract(text).notes), extract(text).notes


@pytest.mark.slow
def test_the_batch_is_sized_at_the_default_rate_beside_the_note(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # 100 h × 3,600 s × 23.976 fps = 8,631,360 frames (never 100 × 3,600 × 1e9 = 360,000,000,000,000)
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "SAM 2 video tracking on 100 hours of video at 1e9 fps")
    assert "'1e9 fps' is not read" in r.text and "8,631,360 frames" in r.text, r.text[:500]
    # 100 h × 3,600 × 30 fps = 10,800,000 frames
    r = Engine(store=Store(tmp_path / "s2.db")).handle("t", "SAM 2 video tracking on 100 hours of video at 30 fps")
    assert "10,800,000 frames" in r.text, r.text[:500]
