"""A one-off video-generation batch with no deadline is sized on the assumed week (tools.batch_wall), not on one day:
the headline says the week, the cards that end the GPU-hours within it, and the total; a daily batch keeps its day.
en, 简体, 繁體. Hand rule: cards = ⌈GPU-hours ÷ 168 h⌉ (video cards run the whole window, tools.generated_media)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _headline(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**"))


def test_cogvideox_clips_in_english_are_planned_on_the_week(engine):
    # CogVideoX-5B at 480P on an RTX A4000 (Ampere, 76.7 dense BF16 TFLOPS), scaled from the model card's A100 time
    # (180 s, 312 TFLOPS): 180 × 312/76.7 = 732 s ≈ 12.2 min a clip; 1,200 × 732 ÷ 3,600 ≈ 244 GPU-hours;
    # ⌈244 ÷ 168⌉ = 2 cards (on the old one-day window: ⌈244 ÷ 24⌉ = 11 cards running 24 h)
    head = _headline(engine.handle("t", "Render 1,200 clips with CogVideoX-5B").text)
    assert "no deadline stated" in head and "7 days" in head and "168 h" in head, head
    assert re.search(r"→ 2 × ", head) and "in all" in head, head


def test_hunyuan_clips_in_simplified_chinese(engine):
    # HunyuanVideo 720P needs 60 GB a card (its README), so the 48 GB RTX 6000 Ada is out; on an H100 SXM (989.5 TF,
    # the H200's compute) 974 × 50/40 × 13/14 = 1,130.5 s = 18.8 min a clip: 2,000 × 1,130.5 ÷ 3,600 ≈ 628 GPU-hours;
    # ⌈628 ÷ 168⌉ = ⌈3.7⌉ = 4 cards
    head = _headline(engine.handle("t", "用HunyuanVideo生成2000条短视频").text)
    assert "未说明期限" in head and "7 天" in head and "连续跑 168 小时" in head, head
    assert "4 张 H100" in head and "总计约" in head, head


def test_wan22_clips_in_cantonese(engine):
    # Wan2.2-T2V-A14B 720P ≈ 16.2 min a clip on an H100: 4,000 × 16.2 ÷ 60 ≈ 1,082 GPU-hours; ⌈1,082 ÷ 168⌉ = 7 cards
    head = _headline(engine.handle("t", "我哋想用 Wan2.2 生成 4000 條短片").text)
    assert re.search("未[說説]明期限", head) and "7 張" in head and "168 小時" in head, head


def test_a_daily_video_batch_keeps_its_day(engine):
    # 300 clips a day ≈ 101.5 GPU-hours a day on the H100 → ⌈101.5 ÷ 24⌉ = 5 cards running 24 h; no assumed week
    head = _headline(engine.handle("t", "每天用Wan2.1生成300條短片").text)
    assert "連續跑 24 小時" in head and "未說明期限" not in head, head
