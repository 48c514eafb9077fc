"""A detector question that asks for training AND inference on cameras answers both parts: the second part ("then run
it on 120 warehouse cameras at 10 fps", 然后接到200路门店摄像头上, 之後接60個倉庫鏡頭) is sized on the detector named
(frames/s → T4s, the NVDEC decode, the month), never on an LLM stand-in, and never re-sized as the training."""

import pytest

from advisor.core.detector_read import camera_rate, detector_named
from advisor.core.extract_stated import then_serve_at
from advisor.core.second_part_read import use_half


@pytest.mark.parametrize("text, rate", [
    ("run it on 80 outdoor PTZ cameras at 6 fps", (80.0, 6.0, None)),  # two words before "cameras"
    ("接到150路门店摄像头上，每秒4帧", (150.0, 4.0, None)),
    ("之後接45個倉庫鏡頭，每秒12幀", (45.0, 12.0, None)),
])
def test_a_camera_count_with_words_before_the_camera_is_read(text, rate):
    assert camera_rate(text) == rate


@pytest.mark.parametrize("text", [
    "Fine-tune D-FINE on 9k images, then hook it up to 40 dock cameras at 5 fps",
    "用一万张图微调RT-DETRv2，然后接到150路门店摄像头上，每秒4帧",
    "用5000張圖訓練YOLO11，之後接45個倉庫鏡頭，每秒12幀",
])
def test_the_camera_part_is_a_second_part_with_its_detector(text):
    assert then_serve_at(text) is not None
    assert detector_named(text) is not None


@pytest.mark.parametrize("part, kept", [
    ("What GPUs for training and for inference?", "What GPUs for inference?"),
    ("训练和推理各要什么卡", "推理各要什么卡"),
    ("訓練同推理各要咩卡", "推理各要咩卡"),
])
def test_the_use_half_drops_the_training_half(part, kept):
    assert use_half(part) == kept


@pytest.mark.slow
@pytest.mark.parametrize("text, t4s", [
    # Frames of many cameras are batched, so a card runs ≈ 1.5× its batch-1 rate (tools.detector_rows, assumed):
    # D-FINE-L at 129 FPS batch 1 on a T4 → 193.5 batched: 90 cameras × 6 fps = 540 ÷ 193.5 = 2.8 → 3 T4 (an L4
    # ≈ 360 → 2); decode 90 × 25 fps = 2,250 ÷ 1,140 per T4 → 2; 3 T4 × $0.42 beats 2 L4 × $0.805 → "3 × T4"
    ("Fine-tune D-FINE on 9k labelled images, then run it on 90 dock cameras at 6 fps, AWS us-east-1. "
     "What GPUs for training and for inference, and the monthly cost?", "3 × T4"),
    # RT-DETRv2-L 108 FPS × 1.5 = 162 a T4: 150 × 4 fps = 600 ÷ 162 = 3.7 → 4 T4; decode 150 × 25 = 3,750 ÷ 1,140 → 4
    # (Alibaba Shanghai prices no L4: the plan stays on T4)
    ("用一万张标注图片微调RT-DETRv2，然后接到150路门店摄像头上，每秒4帧，阿里云上海，训练和推理各要什么卡，每月多少钱",
     "4 张 T4"),
    # YOLO11m at 5.13 ms (195 FPS) × 1.5 = 292 a T4: 45 × 12 fps = 540 ÷ 292 = 1.8 → 2 T4; decode 1,125 ÷ 1,140 → 1
    ("我哋要用5000張圖訓練YOLO11，之後接45個倉庫鏡頭，每秒12幀，AWS 香港，訓練同推理各要咩卡，每月幾錢", "2 張 T4"),
])
def test_training_and_camera_inference_are_both_sized(tmp_path, text, t4s):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "Llama" not in out, out
    assert "NVDEC" in out and t4s in out, out
    assert any(w in out for w in ("a month", "/月")), out
