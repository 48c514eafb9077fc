"""A detector over batches of still images — N a day, N every few minutes, N within a deadline — is sized as a job at
the camera path's per-card rate (tools.detector_batch over tools.detector_rows.batched_fps), never "Not sized here …
vision models need different numbers"; English, 简体 and 繁體."""

import pytest

from advisor.core.detector_batch_read import batch_cadence, batch_images
from tools.schema import Workload


@pytest.mark.parametrize("text, every", [
    ("每10分钟处理一批图片，大概2万张，用yolov8检测", (10.0, "minute")),
    ("we get 50k images every 2 hours for YOLO11", (2.0, "hour")),
    ("每小時要用YOLO11處理5萬張圖片", (1.0, "hour")),
    ("RT-DETR over 500k photos, must finish in 4 hours", None),
])
def test_the_cadence_is_read_in_each_language(text, every):
    assert batch_cadence(Workload(), text) == every


@pytest.mark.parametrize("text", [
    "detect objects in 500k product photos every night, must finish within 3 hours",
    "we need an object detector over 2 million images a day",
])
def test_detecting_objects_is_a_vision_job(text):
    from advisor.core.extract_rules import extract

    assert extract(text).patch.modality == "vision"


def test_a_count_of_images_in_chinese_is_read():
    assert batch_images(Workload(), "每10分钟处理一批图片，大概2万张，用yolov8检测") == 20_000


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # YOLOv8m (no size said) on YOLO11l's 6.65 ms: T4 1,000 ÷ 6.65 × 1.5 = 225.6 images/s; 2e6 ÷ 86,400 = 23.1
    # images/s → 1 T4; catalog row aws g5g.xlarge $0.42/h × 730 h = $306.60 a month; busy 2e6 ÷ 225.6 ÷ 3,600 = 2.46
    # T4-hours a day
    ("we run yolov8 detection on 2 million images a day, what GPU should we rent?",
     ("23.1 images/s", "T4 ≈ 226 images/s", "1 T4 or 1 L4", "1 × T4 held all month", "$306.60 a month",
      "No size said: sized on YOLOv8m", "AGPL-3.0", "CPU cores")),
    # 20,000 every 10 min = 20,000 ÷ 600 = 33.3 images/s → 1 T4 (225.6); a batch 20,000 ÷ 225.6 = 89 s on it;
    # g5g.xlarge's $0.42 in CNY (¥3.02/h) × 730 h ≈ ¥2,207.52 a month
    ("每10分钟处理一批图片，大概2万张，用yolov8检测",
     ("每 10 分钟 20,000 张", "每秒 33.3 张", "T4 约 226 张/秒", "1 张 T4 或 1 张 L4", "约 89 秒", "1 张 T4 全月常开",
      "没说模型大小", "AGPL-3.0", "CPU 核")),
    # 2,000,000 a day within 6 h: 2e6 ÷ 21,600 = 92.6 images/s → still 1 T4; a batch 2.46 ≈ 2.5 T4-hours, busy 2.5 of the 6 h
    ("每天要用YOLOv8跑200萬張圖片，晚上6小時內跑完，要租什麼卡",
     ("每天 2,000,000 張", "6.0 小時內跑完", "每秒 92.6 張", "1 張 T4", "上約 2.5 卡時", "只付忙碌的約 2.5 卡時/天")),
])
def test_an_image_batch_on_a_detector_is_sized_as_a_job(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "Not sized here" not in out and "这里不做估算" not in out and "這裡不做估算" not in out, out
    for s in said:
        assert s in out, (s, out)
    if any("\u4e00" <= c <= "\u9fff" for c in text):
        assert "largest size" not in out and "images/s" not in out, out
