"""Cameras watched by a VLM: an interval said not read ("every 1e300 seconds") is never sized as one frame a second,
an interval not said is assumed and said so (the cameras were dropped for a one-user chat), and zero or signed
cameras are said not read (a one-user chat with no word)."""

from __future__ import annotations

import pytest

from advisor.core.camera_read import camera_frames, camera_load
from advisor.core.extract_rules import VLM_NAMED, drop_impossible_counts
from tools.camera import CAMERA_ASSUMED_INTERVAL_S


@pytest.mark.parametrize("text", [
    "200 CCTV cameras through Qwen2.5-VL-7B, one frame every 1e300 seconds",
    "200个监控摄像头，用 Qwen2.5-VL-7B 识别，每1e300秒抽一帧",
])
def test_an_interval_not_read_is_the_assumed_one_and_said(text):
    t = text.replace("1e300", " " * 5)  # as read_scientific_numbers leaves it, with its note
    # 200 cameras ÷ 10 s (assumed) = 20 frames/s; before: ÷ 1 s = 200 frames/s, the 1 s unsaid
    fields, _, note = camera_frames(t, None, VLM_NAMED)
    assert fields["target_requests_per_s"] == pytest.approx(200 / CAMERA_ASSUMED_INTERVAL_S)
    assert note is not None and "assumed" in note[0] and "假设" in note[1]


@pytest.mark.parametrize("text", ["200 CCTV cameras through Qwen2.5-VL-7B", "200个监控摄像头，用 Qwen2.5-VL-7B 识别"])
def test_cameras_with_no_interval_are_sized_at_an_assumed_one_said(text):
    fields, _, note = camera_frames(text, None, VLM_NAMED)
    assert fields["target_requests_per_s"] == pytest.approx(200 / CAMERA_ASSUMED_INTERVAL_S)
    assert note is not None and "no interval said" in note[0] and "没说抽帧间隔" in note[1]


@pytest.mark.parametrize(("text", "every"), [
    ("200 cameras, one frame every 5 seconds", 5.0), ("200 cameras every second", 1.0),
    ("300 cameras every 2 minutes", 120.0), ("200个摄像头每10秒抽一帧", 10.0), ("200个摄像头每秒一帧", 1.0),
])
def test_a_stated_interval_is_read(text, every):
    got = camera_load(text)
    assert got is not None and got[1] == every


@pytest.mark.parametrize(("text", "said"), [
    ("0 CCTV cameras through Qwen2.5-VL-7B, one frame every 5 seconds", "0 CCTV cameras"),
    ("-200 cameras through Qwen2.5-VL-7B, one frame every 5 seconds", "-200 cameras"),
    ("1.5 cameras through Qwen2.5-VL-7B, one frame every 5 seconds", "1.5 cameras"),
    ("0个监控摄像头，用 Qwen2.5-VL-7B 识别，每5秒抽一帧", "0个"),
])
def test_cameras_not_read_are_said(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en for en, _ in notes)
    assert camera_frames(t, None, VLM_NAMED) == ({}, [], None)


def test_a_follow_up_with_cameras_alone_keeps_the_threads_interval():
    # "1,000 cameras?" after a plan: no assumed interval replaces the thread's
    assert camera_frames("what about 1,000 cameras?", "Qwen2.5-VL-7B", VLM_NAMED) == ({}, [], None)


@pytest.mark.parametrize("text", ["我们有 300 个摄像头，用 Qwen2.5-VL-7B 看录像",
                                  "run Qwen2.5-VL-7B over last month's footage from 300 cameras"])
def test_recorded_footage_gets_no_assumed_interval(text):
    # recordings are no live stream: no frames a second assumed
    assert camera_frames(text, None, VLM_NAMED) == ({}, [], None)
