"""Cameras named by where they hang or what they watch ("250 store cameras", 120个仓库摄像头, 160個產線攝像頭) are still
cameras: each sampled at the stated interval is a VLM request a second, never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.camera_read import camera_load
from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, cams, every, rate", [
    # Hand: 250 cameras, one frame every 4 s each → 250 ÷ 4 = 62.5 frames/s to the VLM
    ("Retail chain: InternVL3-8B watching 250 store cameras, a frame every 4 s each, to flag spills. GPUs and cost?",
     250, 4.0, 62.5),
    # Hand: 120 个仓库摄像头，每 3 秒一帧 → 120 ÷ 3 = 40 帧/秒
    ("物流园区用Qwen2.5-VL-7B看120个仓库摄像头，每3秒抽一帧，检查叉车违规，要什么卡？", 120, 3.0, 40.0),
    # Hand: 160 個產線攝像頭，每 5 秒一張 → 160 ÷ 5 = 32 幀/秒
    ("工廠用Qwen2.5-VL-7B看160個產線攝像頭，每5秒抽一張，檢查有沒有戴手套，要租什麼卡？", 160, 5.0, 32.0),
    # Hand: 90 parking-lot cameras every 6 s → 15 frames/s
    ("Qwen2.5-VL-7B on 90 parking lot cameras, one frame every 6 seconds per camera", 90, 6.0, 15.0),
])
def test_cameras_with_a_place_word_are_a_frame_rate(text, cams, every, rate):
    got = camera_load(text)
    assert got is not None and got[:2] == (cams, every)
    p = extract(text).patch
    assert p.task == "inference" and p.target_requests_per_s == pytest.approx(rate)
    assert p.concurrency is None and p.image_tokens


def test_a_count_of_other_things_before_cameras_is_not_the_cameras():
    # "every" is no place word: "3 frames every 10 s from cameras" has no count of cameras
    assert camera_load("send 3 frames every 10 s from the cameras to Qwen2.5-VL") is None
