"""A camera count the reader refuses (signed, NaN, 1e300) is said as not read and never sized: "detect people on -200
CCTV cameras with YOLOv8" said "'-200 CCTV cameras' is not read" and then planned 200 cameras × 5 frames a second on
3 × L4, and "1e300 CCTV cameras" planned 300 — the camera plan re-read the message as typed. A count said with the
Chinese counter 部 (-200部CCTV) was read as 200 cameras with no word at all. The same counts unsigned are sized as
before: 200 cameras × 5 frames a second (the counting rate assumed) = 1,000 frames a second."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import drop_impossible_counts
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("用YOLOv8在-200部CCTV上检测人", "-200部"),         # 简体: the counter 部 before CCTV
    ("用YOLOv8喺-200部CCTV度偵測人", "-200部"),         # 繁體 / Cantonese
    ("用YOLOv8在NaN部CCTV上检测人", "NaN部"),
    ("detect people on -200 CCTVs with YOLOv8", "-200 CCTVs"),
    ("detect people on -200 CCTV cameras with YOLOv8", "-200 CCTV cameras"),
])
def test_a_refused_camera_count_is_said(text, said):
    notes = [en for en, _ in drop_impossible_counts(text)[1]]
    assert any(f"'{said}' is not read" in n for n in notes), notes


@pytest.mark.parametrize("text", ["用Qwen2.5-72B部署给10个人", "部分用户", "3部门"])
def test_bu_in_other_words_is_no_counter(text):
    # 部署 (deploy), 部分 (part), 部门 (department): no camera counter, nothing refused
    assert drop_impossible_counts(text)[1] == []


def _ask(text: str) -> str:
    return Engine(store=Store(":memory:")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said, sized", [
    ("detect people on -200 CCTV cameras with YOLOv8", "'-200 CCTV cameras' is not read", "200 cameras ×"),
    ("detect people on 1e300 CCTV cameras with YOLOv8", "'1e300' is not read", "300 cameras ×"),
    ("用YOLOv8在-200部CCTV上检测人", "“-200部”未读取", "200 路摄像头 ×"),
    ("run RT-DETRv2 on -120 cameras at 10 fps", "'-120 cameras' is not read", "120 cameras ×"),
])
def test_a_refused_camera_count_is_never_sized(text, said, sized):
    out = _ask(text)
    assert said in out, out[:400]
    assert sized not in out and "frames/s" not in out and "每秒 1,000 帧" not in out, out[:600]


@pytest.mark.slow
def test_the_same_count_unsigned_is_still_sized():
    # 200 cameras × 5 frames a second (the people-counting rate, assumed and said) = 1,000 frames a second
    out = _ask("用YOLOv8在200部CCTV上检测人")
    assert "200 路摄像头" in out and "每秒 1,000 帧" in out, out[:400]


@pytest.mark.parametrize("text", [
    "用Qwen2-VL-7B看1e300个摄像头，每10秒抽一张图",   # the count refused: what is left is a sampling rate
    "用Qwen2-VL-7B看-200个摄像头，每隔5秒截一张图",
    "用Qwen2-VL-7B看NaN個鏡頭，每10秒抽一張圖",        # 繁體
    "watch 1e300 cameras with Qwen2-VL-7B, one image every 10 seconds",
])
def test_a_frame_taken_at_a_rate_is_no_data_set(text):
    # "每10秒抽一张图" is one picture a camera every 10 s, a rate; read as a data set it made the job a LoRA fine-tune
    # on one image (dataset 1 image) once the camera count before it was refused
    from advisor.core.extract_rules import extract

    p = extract(text).patch
    assert p.dataset is None and p.task not in ("lora", "qlora", "finetune"), p


@pytest.mark.parametrize("text, images", [("用5000张图片微调Qwen2-VL-7B", 5000),
                                          ("LoRA fine-tune Qwen2-VL-7B on 5000 images", 5000)])
def test_a_training_set_of_pictures_is_still_read(text, images):
    from advisor.core.extract_rules import extract

    d = extract(text).patch.dataset
    assert d is not None and d.amount == images and d.unit == "images", d
