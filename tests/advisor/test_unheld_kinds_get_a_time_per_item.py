"""A diffusion or OCR-VLM model (held with no published time, or unheld but of a known kind) gets a standard time per
item — a diffusion model: denoising steps × ensemble of a measured SD-size U-Net step at its processing size; an OCR
VLM: the vision encoder's compute + its generated tokens a page read from memory, batched — said as an estimate with
its source and its assumptions, and used for GPU-hours, cards and cost. A day of a camera fleet's STORED footage with
a stated daily window is sized to finish inside that window, the headline's card count being the window's."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, secs, gpuh, cards", [
    # English: Marigold v1-1 defaults (4 steps × 1) on 1920 × 1080 plates processed at 768 × 432: 4 × 70.2 ms ×
    # 1.266 = 0.355 s a frame (A100 and up: a measured time is not taken faster on a bigger peak) → 1.5 M frames =
    # 148 GPU-hours (the expert's ≈ 146, 80–210); 120 h → ⌈148 ÷ 120⌉ = 2 cards
    ("VFX studio. need depth maps for ~1.5M frames (1920x1080 plates) using marigold, deadline 5 days. footage is "
     "under client NDA (TPN). which GPUs, how many, total cost?", "355 ms", "148 GPU-hours", "2 × L40S"),
    # 简体, other numbers: 10 steps × ensemble 5 (two to a step → 3) on 4K frames (768 × 432): 10 × 3 × 70.2 ms × 1.266
    # = 2.67 s; 800,000 × 2.67 ÷ 3,600 = 592 GPU-hours; 72 h → ⌈8.2⌉ = 9 cards
    ("我们要用 Marigold 给 80万帧 3840x2160 的镜头做深度图，10步，集成5次，3天内交付，要几张卡多少钱？",
     "2.67 s", "592 GPU 小时", "9 张 L40S"),
])
def test_a_diffusion_depth_job_gets_steps_times_a_unet_step(ask, text: str, secs: str, gpuh: str, cards: str) -> None:
    out = ask(text)
    assert secs in out and gpuh in out and cards in out, out
    assert "diffusers" in out  # the measured step's source is said


@pytest.mark.parametrize("text, secs, gpuh, cards", [
    # an unheld OCR VLM: the kind's typical 2.9 B = 5 × GOT-OCR2.0's 0.245 s a page on an L4 = 1.22 s; 300,000 pages
    # = 102 GPU-hours; 72 h → 2 L4s
    ("We want to run Nanonets-OCR-s over 300,000 scanned pages within 3 days. Which GPU and cost?", "1.22 s",
     "102 GPU-hours", "2 × L4"),
    # 简体, tokens said: 1,500 a page → 5 × (0.019 + 1,500 × (1,026 × 98,304 + 1.81e7) ÷ 300e9) = 3.07 s; 300,000
    # pages = 256 GPU-hours; a week → ⌈256 ÷ 168⌉ = 2 L4s
    ("用 MonkeyOCR 处理 30万页扫描件，每页大约1500个token，一周内完成，要什么卡？", "3.07 s", "256 GPU 小时", "2 张 L4"),
    # 繁體, held dots.ocr (2.9 B): 1.22 s a page; 50,000 pages = 17 GPU-hours; 48 h → 1 L4
    ("我們要用 dots.ocr 把 5萬頁掃描合約轉成文字，兩天內做完，用什麼卡、多少錢？", "1.22 s", "17 GPU 小時", "1 張 L4"),
])
def test_an_ocr_vlm_gets_a_time_a_page(ask, text: str, secs: str, gpuh: str, cards: str) -> None:
    out = ask(text)
    assert secs in out and gpuh in out and cards in out, out
    assert re.search(r"token", out) and ("assumed" in out or "假设" in out or "假設" in out or "1,500" in out)


@pytest.mark.parametrize("text, cards, gpuh", [
    # 200 cameras × 24 h = 4,800 h a day; 2 fps sampled: detect 88.9 T4-h, decode of the 25 fps streams 105.3 → the
    # larger, 105.3 T4-hours a day in an 8 h window → ⌈13.2⌉ = 14 T4s (never the live path's cards held all month)
    ("200 cameras, footage stored on the NVR. We want RT-DETR to process yesterday's footage overnight, 8 hours "
     "window, sampling 2 fps. How many GPUs?", "14 × T4", "105.3 GPU-hours a day"),
    # 简体, every frame at 25 fps: 432 M frames × 9.26 ms = 1,111.1 T4-hours a day ÷ 8 h → 139 T4s
    ("200路摄像头的录像存在NVR上，每秒25帧，每天晚上8小时跑完前一天的录像，用RT-DETR做检测，要几张卡？",
     "139 张 T4", "1,111.1 GPU 小时"),
    # 繁體, 2 fps sampled: as the English → 14 T4s
    ("我們有 200 支監控攝影機，錄影存在 NVR，想每天晚上用 RT-DETR 在 8 小時內處理完前一天的錄影，每秒抽 2 幀，要幾張卡、多少錢？",
     "14 張 T4", "105.3 GPU 小時"),
])
def test_stored_footage_with_a_daily_window_is_sized_to_the_window(ask, text: str, cards: str, gpuh: str) -> None:
    out = ask(text)
    # the 繁體 question has no place: its "priced in TWD" reading note ("> …") comes first; the headline follows it
    head = next(line for line in out.splitlines() if line.strip() and not line.startswith(">"))
    assert cards in head and gpuh in head, out  # the headline carries the window's count
    assert "held all month" not in out and "整月" not in out


@pytest.mark.parametrize("text, gpuh, held", [
    # English, GOT-OCR2.0, 500,000 pages a month: 500,000 × 0.245 s ÷ 3,600 = 34 GPU-hours a month → one L4 carries it;
    # held all month 1 × $0.49 × 730 = $357.70 (an expert's 1 × L4 24/7 ≈ $320–590), not a one-off $16.66 total
    ("Building an invoice processing SaaS (paying customers). Planning to use GOT-OCR2.0 since HF says apache-2.0. "
     "Volume ~500k pages/month, mostly business hours US. What GPU and monthly cost?", "34 GPU-hours a month",
     "held all month ≈ $357.70 a month"),
    # 简体, unheld OCR VLM: 200,000 × 1.22 s ÷ 3,600 = 68 GPU-hours a month, one L4 held all month
    ("我们做发票识别SaaS，用 Nanonets-OCR-s，每月大概20万页，要什么GPU，每月多少钱？", "每月 68 GPU 小时", "整月常驻约"),
])
def test_an_ocr_flow_said_a_month_is_priced_a_month(ask, text: str, gpuh: str, held: str) -> None:
    out = ask(text)
    assert gpuh in out and held in out, out
