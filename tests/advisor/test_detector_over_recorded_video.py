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
