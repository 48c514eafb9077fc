"""Whole answers: a named detector over hours of recorded video is sized (never "Not sized here"), its cards for the
stated deadline or the assumed week said in the headline (tools.footage_detect, tools.wall_cards)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(q: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_english_dashcam_with_no_deadline(tmp_path):
    # RT-DETRv2-L (108 FPS on a T4 = 9.26 ms) over 5,000 h at every frame (25 fps, assumed): 450 M frames × 9.26 ms
    # = 1,157.4 T4-hours → ⌈1,157.4 ÷ 168⌉ = 7 T4s ≈ 165 h each; one card 48.2 days
    text = _ask("Run RT-DETRv2 over 5,000 hours of dashcam footage. Which GPU?", tmp_path)
    assert "Not sized here" not in text and "7 × T4" in text and "7 days" in text and "1,157.4" in text, text


def test_english_cctv_with_a_stated_deadline(tmp_path):
    # YOLO11s at 2 fps over 8,000 h: decode-bound, 8,000 × 25 ÷ 1,140 = 175.4 T4-h; within 3 days (72 h) →
    # ⌈175.4 ÷ 72⌉ = 3 T4s, stated (no assumed week said)
    text = _ask("Run YOLO11s detection on 8,000 hours of CCTV footage at 2 fps within 3 days. Which GPU?", tmp_path)
    assert "3 × T4" in text and "No deadline said" not in text, text


def test_simplified_dashcam_dfine(tmp_path):
    # D-FINE-M (180 FPS = 5.56 ms) at 5 fps over 3,000 h: 54 M frames × 5.56 ms = 83.3 T4-h (decode 65.8, smaller)
    # → one T4 ≈ 83 h, inside the assumed 7 days
    text = _ask("用 D-FINE-M 检测 3000 小时行车记录仪视频，每秒 5 帧，没有期限，要什么 GPU？", tmp_path)
    assert "1 张 T4" in text and "7 天" in text and "83.3" in text, text


def test_traditional_cctv_yolo(tmp_path):
    # YOLO11n at 1 fps over 20,000 h: decode 20,000 × 25 ÷ 1,140 = 438.6 T4-h → ⌈438.6 ÷ 168⌉ = 3 T4s ≈ 146 h each
    text = _ask("用 YOLO11n 處理 2萬小時監控錄影，每秒 1 格，要幾多錢？", tmp_path)
    assert "3 張 T4" in text and "7 天" in text and "438.6" in text, text


# A deadline said beside the hours of footage: the hours are the video's (never a month's rental, never the deadline),
# the deadline is set against the job's wall on the cards sized for it, and a bare "YOLO" / no detector is said as
# assumed.
def test_bare_yolo_cctv_within_two_weeks(tmp_path):
    # YOLO11m (5.13 ms on a T4) at every frame (25 fps, assumed) over 3,000 h: 270 M frames × 5.13 ms = 384.8 T4-h;
    # 2 weeks = 336 h → ⌈384.8 ÷ 336⌉ = 2 T4s ≈ 192 h (8.0 days) each, inside; one T4 alone 385 h, past it
    text = _ask("run YOLO over 3,000 hours of CCTV within 2 weeks", tmp_path)
    assert "Not sized here" not in text and "a month or more" not in text, text
    assert "2 × T4" in text and "384.8" in text and "Your deadline, 336 h" in text and "inside it" in text, text
    assert "past it" in text and "No deadline said" not in text and "No YOLO version said" in text, text


def test_simplified_cctv_detection_no_detector_within_two_weeks(tmp_path):
    # no detector named → D-FINE-S (3.48 ms): 5,000 h × 3,600 × 25 = 450 M frames × 3.48 ms = 435.0 T4-h (decode
    # 109.6, smaller); 两周 = 336 h → ⌈435 ÷ 336⌉ = 2 T4s ≈ 218 h each, inside; one alone 435 h, past it
    text = _ask("两周内跑完5000小时监控录像检测", tmp_path)
    assert "2 张 T4" in text and "你的期限 336 小时" in text and "在期限内" in text and "赶不上" in text, text
    assert "D-FINE-S" in text and "没说用哪个检测器" in text and "LoRA" not in text, text


def test_traditional_rtdetr_deadline_one_week(tmp_path):
    # RT-DETRv2-S (4.61 ms) at 2 fps over 12,000 h: 86.4 M frames × 4.61 ms = 110.6 T4-h of detection; decode
    # 12,000 × 25 ÷ 1,140 = 263.2 T4-h (decode-bound); 一週 = 168 h → ⌈263.2 ÷ 168⌉ = 2 T4s ≈ 132 h each, inside
    text = _ask("用 RT-DETRv2-S 處理 12000 小時監控錄影，每秒 2 格，一週內要跑完", tmp_path)
    assert "2 張 T4" in text and "263.2" in text and "你的期限 168 小時" in text and "在期限內" in text, text


def test_english_deadline_too_short_for_one_order(tmp_path):
    # D-FINE-L (129 FPS = 7.75 ms) at 25 fps over 100,000 h: 9 B frames × 7.75 ms = 19,379.8 T4-h; within 1 day (24 h)
    # → ⌈19,379.8 ÷ 24⌉ = 808 T4s, past one order's 64: 64 cards take ≈ 303 h, past the day; the sampling rate is the lever
    text = _ask("Run D-FINE-L over 100,000 hours of dashcam footage within 1 day. Which GPU?", tmp_path)
    assert "needs 808 × T4" in text and "64 cards take ≈ 303 h" in text and "sample fewer frames" in text, text
