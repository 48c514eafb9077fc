"""A camera fleet's detector is sized at the batched rate per card (frames of many streams batched, DeepStream /
Triton), with the NVDEC decode the second limit, the plan the cheaper month of T4 and L4, and the user's own card
proposal ("we thought 2 H100s would crush it") answered in one line against both limits — in English, 简体 and 繁體."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


# The expert's figures (tools.detector_rows): RT-DETR-R50 108 FPS batch 1 on a T4 × 1.5 batched = 162; an L4 × 121 ÷ 65
# = 302; an H100 SXM × 989.5 ÷ 65 = 2,466. 800 × 10 fps = 8,000 frames/s → 50 T4 or 27 L4 (not 75 T4 at batch 1);
# decode 800 × 25 = 20,000 1080p frames/s: 18 T4, 9 L4, 6 H100 (7 NVDEC × 570). 2 × H100: 4,932 frames/s < 8,000 and
# 7,980 decoded < 20,000 → short on both; 6 H100. Plan: 27 L4 × $0.49 × 730 h ≈ $9,658 a month (inside $3–15k).
@pytest.mark.parametrize("text, needles", [
    ("Retail analytics: 800 store cameras (1080p H.264 RTSP) and we want to run RT-DETR (R50) people/product detection "
     "at 10 fps on each, in the cloud, US. how many GPUs and monthly cost? we thought 2 H100s would crush it",
     ["8,000 frames/s", "50 T4 or 27 L4 for the detector", "27 × L4", "Your 2 × H100 SXM",
      "2 × 2,466 = 4,932 frames/s vs 8,000", "7,980 1080p frames/s vs 20,000", "short on the detector and decode",
      "6 H100 SXM", "Gbit/s"]),
    ("零售分析：800路门店摄像头（1080p H.264 RTSP），每路每秒10帧跑 RT-DETR (R50) 检测，美国云上，要几张GPU、每月多少钱？"
     "我们以为2张H100就够了",
     ["每秒 8,000 帧", "50 张 T4 或 27 张 L4", "27 张 L4 全月常开", "2 张 H100 SXM", "每秒 4,932 帧", "检测和解码不够",
      "6 张 H100 SXM"]),
    ("零售分析：800路門市攝影機（1080p H.264 RTSP），每路每秒10幀跑 RT-DETR (R50) 偵測，美國雲端，要幾張GPU、每月多少錢？"
     "我們以為2張H100就夠了",
     ["每秒 8,000 幀", "50 張 T4 或 27 張 L4", "27 張 L4", "2 張 H100 SXM", "6 張 H100 SXM"]),
])
def test_the_rtdetr_fleet_is_batched_and_the_two_h100s_are_judged(tmp_path, text, needles):
    out = _ask(tmp_path, text)
    assert "75 T4" not in out and "75 张 T4" not in out and "75 張 T4" not in out, out  # no batch-1 sizing
    for n in needles:
        assert n in out, (n, out)


def test_other_models_rates_and_a_proposal_that_holds(tmp_path):
    # YOLOv8m (timed on YOLO11l, 6.65 ms → 150 FPS) × 1.5 = 226 a T4, 420 an L4: 300 × 5 fps = 1,500 frames/s → 7 T4
    # or 4 L4; decode 300 × 25 = 7,500 → 7 T4, 4 L4. "4張L4": 4 × 420 = 1,680 ≥ 1,500 and 4 × 2,280 = 9,120 ≥ 7,500
    # → enough.
    out = _ask(tmp_path, "我哋有300路鏡頭，每秒5幀跑 YOLOv8m 偵測，美國雲端，要幾多張卡、每月幾錢？我哋諗住4張L4")
    assert "每秒 1,500 幀" in out and "7 張 T4 或 4 張 L4" in out and "4 × 420 = 每秒 1,680 幀" in out, out
    assert "夠用" in out and "不夠" not in out, out
    # RT-DETR-R101 (RT-DETRv2-X, 74 FPS) × 1.5 = 111 a T4, 207 an L4: 200 × 6 = 1,200 frames/s → 11 T4 or 6 L4; decode
    # 200 × 25 = 5,000 → 5 T4, 3 L4 (the detector sets it). No proposal said: no "Your …" line.
    out = _ask(tmp_path, "200 cameras at 6 fps running RT-DETR R101 for shelf monitoring, GCP us-central1. GPUs and "
                         "monthly cost?")
    assert "1,200 frames/s" in out and "11 T4 or 6 L4 for the detector" in out and "Your " not in out, out


def test_a_proposal_far_over_the_need_says_how_many_do_it(tmp_path):
    # RT-DETR-R101 111 a T4 × 312 ÷ 65 = 533 an A100 (dense FP16 312): 200 × 6 = 1,200 frames/s → ⌈2.25⌉ = 3; decode
    # 200 × 25 = 5,000 ÷ (5 NVDEC × 570 = 2,850) → 2; so 8 × A100 holds it with room: 3 do it.
    out = _ask(tmp_path, "200 cameras at 6 fps running RT-DETR R101 for shelf monitoring, GCP us-central1. GPUs and "
                         "monthly cost? would 8x A100 be overkill?")
    assert "8 × 533 = 4,262 frames/s vs 1,200" in out and "more than it takes: 3 do it" in out, out
