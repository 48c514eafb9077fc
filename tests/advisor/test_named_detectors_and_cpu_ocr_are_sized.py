"""A named detector (Grounding DINO, YOLO-World, RTMDet, DETR) or Tesseract OCR with a stated count and window gets
the GPU-hours (or CPU core-hours), the cards for the window and a cost — never "not in my tables / no count said".
English, 简体 and 繁體, other models and numbers than any review's. Hand reasoning (pilot card RTX 4090, 165.2 dense
FP16; a measured time moves by the peak ratio and never below the measured card's):
- Grounding DINO 8.37 FPS on an A100 (312): 0.1195 s × 312 ÷ 165.2 = 0.226 s on a 4090; 2,500,000 camera frames ×
  0.226 ÷ 3,600 = 157 GPU-h; in 36 h → 157 ÷ 36 = 4.4 → 5 cards.
- RTMDet-x 300 FPS on an RTX 3090: 5,000,000 frames ÷ 300 ÷ 3,600 = 4.6 GPU-h; a weekend (48 h) → 1 card.
- DETR 28 FPS on a V100: 600,000 photos ÷ 28 ÷ 3,600 = 6.0 GPU-h; a week → 1 card.
- Tesseract: CPU only, ≈ 2 core-s a page: 1,500,000 pages = 833 core-hours, 3.47 cores over 10 days; an H100 is
  not needed.
"""

import pytest

from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)
pytestmark = pytest.mark.slow


def test_open_set_detector_frames_in_a_window_english(ask):
    out = ask('auto-label 2.5M camera frames from our parking lots with Grounding DINO for "car, bike", we have 36 '
              'hours. what do i rent?')
    assert "2,500,000 = 157 GPU-hours" in out and "within 36 h that is 5 × RTX 4090" in out, out
    assert "no count said" not in out and "not in my tables" not in out, out


def test_closed_set_detector_frames_simplified(ask):
    out = ask("想用RTMDet跑500万帧监控画面，周末两天跑完，租几张卡？")
    assert "5,000,000 张图 = 4.6 GPU 小时" in out and "48 小时内做完要 1 张" in out, out
    assert "不在我的表里" not in out, out


def test_detr_photos_in_a_week_traditional(ask):
    out = ask("我們要用DETR把60萬張零件照片打框，一週內完成，要租什麼GPU？")
    assert "600,000 張圖 = 6.0 GPU 小時" in out and "168 小時內做完要 1 張" in out, out


def test_tesseract_is_cpu_cores_and_the_h100_is_not_needed_traditional(ask):
    out = ask("檔案館要用Tesseract把150萬頁舊報紙掃描檔做OCR，10天內完成，老闆問要不要租H100？")
    assert "833 核時" in out and "3.47 個核" in out and "不需要" in out, out
    assert "不在我的表裡" not in out, out
