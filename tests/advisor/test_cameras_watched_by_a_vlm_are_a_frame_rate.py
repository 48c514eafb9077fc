"""Cameras watched by a named vision-language model at a stated sampling interval are an inference service at
cameras ÷ interval frames a second, each a frame's visual tokens plus an instruction in and a short verdict out
(advisor/core/camera_read.py, tools/camera.py): never one chat user, a data set of 300 images, a LoRA fine-tune, or
"out of scope" on the follow-up that adds cameras. docs/CONVERSATION.md "Cameras"."""

from __future__ import annotations

import pytest

from advisor.core.camera_read import camera_load
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.camera import frames_per_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HK = ("我哋管理商場，想用Qwen2.5-VL-7B睇CCTV，300個鏡頭每10秒抽一張圖（1280x720）問佢有冇人跌倒、打交、漏水，"
      "數據要留喺香港，要幾多張卡？")


@pytest.mark.parametrize("text, cams, every", [
    (HK, 300, 10.0),
    ("商场 200 个摄像头，每 5 秒抽一帧给 Qwen2.5-VL 看", 200, 5.0),
    ("Qwen2.5-VL-7B on 1,000 CCTV cameras, one frame every 2 minutes", 1000, 120.0),
    ("40 camera feeds at 2 fps into InternVL", 40, 0.5),
])
def test_the_cameras_and_their_interval_are_read(text, cams, every):
    got = camera_load(text)
    assert got is not None and got[:2] == (cams, every)


def test_cameras_without_an_interval_are_no_rate():
    assert camera_load("我们有 300 个摄像头，用 Qwen2.5-VL-7B 看录像") is None


@pytest.mark.parametrize("text", [
    HK,
    "想用Qwen2.5-VL-7B看商场监控，300个摄像头每10秒抽一帧（1280x720）看有没有人摔倒，要几张卡？",
    "We want Qwen2.5-VL-7B to watch 300 CCTV cameras, one 1280x720 frame every 10 seconds each. How many GPUs?",
])
def test_the_frames_are_the_vlms_requests_a_second(text):
    # Hand: 300 ÷ 10 s = 30 frames/s; 1280×720 at 28 px a token → 46 × 26 = 1,196 visual tokens + 64 instruction =
    # 1,260 prompt tokens; + a 32-token verdict = 1,292 a request
    p = extract(text).patch
    assert p.task == "inference" and p.target_requests_per_s == pytest.approx(30.0)
    assert (p.image_tokens, p.prompt_tokens, p.seq_len) == (1196, 1260, 1292)
    assert p.lora_rank is None and p.batch_requests is None


def test_a_thousand_cameras_every_five_seconds_are_two_hundred_frames():
    assert frames_per_s(1000, 5) == 200.0 and frames_per_s(300, 10) == 30.0


@pytest.mark.slow
def test_the_follow_up_that_adds_cameras_rescales_the_rate(tmp_path):
    # Hand: T1 300 ÷ 10 = 30 frames/s; T2 1,000 ÷ 5 = 200 frames/s (6.7×), each frame as before (1,292 tokens)
    e = Engine(store=Store(tmp_path / "s.db"))
    first = e.handle("t", HK).text
    assert "30 請求/秒" in first and "1,196" in first and "每 20 秒" in first
    second = e.handle("t", "如果加到1000個鏡頭，每5秒一張呢？").text
    assert "200 請求/秒" in second and "範圍" not in second and "事件觸發" in second
