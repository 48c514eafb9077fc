"""A daily generated-media job kept in mainland China: the card is scaled from the measured card of its own generation,
the plan ranks the cost of the day's work, a 24 GB card says it needs CPU offload, the unpriced mainland platforms are
named with a reference card that holds the model whole, and the licence line stays. en, 简体, 繁體; other models and
counts than any review's.

Hand figures (CogVideoX model cards: 5B A100 ~180 s, H100 ~90 s; 2B A100 ~90 s; dense BF16 TFLOPS A100/A800 312,
A10 125): CogVideoX-5B on the A10 = 180 × 312/125 = 449 s = 7.5 min (was 11.9 min from the H100); 2B on the A10 =
90 × 312/125 = 225 s = 3.7 min; a reference card of the A100's speed takes 180 s (5B) / 90 s (2B) a clip."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _headline(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**"))


def test_cogvideox_5b_in_simplified_chinese_mainland(engine):
    # 1,500 clips a day: A10 449 s → 1,500 × 449 ÷ 3,600 = 187.2 GPU-h a day → ⌈187.2 ÷ 24⌉ = 8 A10s (from the H100's
    # 712 s it was 296.8 GPU-h, 13 cards); a 180 s reference card: 75 GPU-h a day, 4 cards, 75 × 30.4 = 2,281 GPU-h a
    # month per yuan of the quote
    text = engine.handle("t", "做直播带货的，打算用cogvideox-5b每天出1500条商品短视频，数据不能出境，租什么卡，每月多少钱").text
    head = _headline(text)
    assert "7.5 分钟" in head and "187.2 GPU 小时" in head and "8 张 A10" in head, head
    assert "AutoDL" in text and "每天约 75.0 卡时、4 张卡" in text and "2,281 × P" in text, text
    assert "A10 装不下" in text and "CPU offload" in text, text  # 26 GB with no offload > 24 GB
    assert "智谱 AI 登记后可商用" in text, text  # the licence note kept (in the asker's language: register with Zhipu AI)


def test_cogvideox_2b_in_traditional_chinese_mainland(engine):
    # 600 clips a day: A10 225 s → 600 × 225 ÷ 3,600 = 37.4 GPU-h → 2 cards; the 2B fits a 24 GB card whole (18 GB)
    text = engine.handle("t", "我們想用 CogVideoX-2B 每天生成 600 條商品短片，資料不能出境（中國大陸），"
                              "要租什麼卡、一個月多少錢").text
    head = _headline(text)
    assert "3.7 分鐘" in head and "37.4 GPU 小時" in head and "2 張 A10" in head, head
    assert "不開 offload 也裝得下" in text and "Apache-2.0" in text, text


def test_wan_in_english_mainland_reference_is_scaled_like_the_plan(engine):
    # Wan2.1-T2V-14B 720P, 80 clips a day: 1,217.5 s on the H200 × 989.5/312 = 3,861 s on any Ampere 80 GB card, the
    # plan's A100 and the reference A800 alike (the reference was once left unscaled at 1,217.5 s); 80 × 3,861 ÷ 3,600
    # = 85.8 GPU-h a day
    text = engine.handle("t", "We generate 80 clips a day with Wan2.1-T2V-14B at 720P; data must stay in mainland "
                              "China. Which GPU and cost a month?").text
    assert "64.4 min a clip" in _headline(text) and "85.8 GPU-hours a day" in _headline(text), text
    assert "A800 80GB PCIe (sold there) takes ≈ 64.4 min a clip" in text, text
