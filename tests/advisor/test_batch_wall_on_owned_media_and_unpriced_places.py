"""A batch with no deadline on every path says the assumed week (tools.batch_wall, tools.owned_wall): an image or
speech batch on the user's own card (its time there, and the cards of that type that would end it within the week),
an image batch where nothing is priced (mainland China, Hong Kong: the plans named instead are sized on the week, said
above them), and an LLM batch on unpriced Chinese clouds (the week said beside the job's time); en, 简体, 繁體.

Hand rule: the week is 168 h; a set of cards may run 168 ÷ 1.27 − 0.25 = 132.03 h (the speed model's 27 % to spare);
cards = owned × ⌈run hours ÷ 132.03⌉."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _headline(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**") and "·" not in line)


def test_owned_a100_image_batch_past_the_week_says_the_cards(engine):
    # SDXL at 3.31 s an image on the A100 (diffusers, measured): 600,000 × 3.31 s = 1,986,000 s ≈ 552 h ≈ 23.0 days on
    # one card, past the 168 h week: ⌈552 ÷ 132.03⌉ = ⌈4.18⌉ = 5 × A100 end it within it
    r = engine.handle("t", "We own one A100 80GB. Generate 600,000 catalogue images with SDXL")
    head = _headline(r.text)
    assert "on your own 1 × A100" in head and "23.0 days" in head, head
    assert "no deadline stated" in head and "7 days" in head, head
    assert re.search(r"\b5 × A100 80GB \w+ end it within", head), head


def test_owned_l4_speech_batch_past_the_week(engine):
    # Whisper large-v3 on one L4 (scaled from the measured A100 by bandwidth): 20,000 h of audio ≈ 1,481 h ≈ 61.7 days,
    # past the week: ⌈1,481 ÷ 132.03⌉ = ⌈11.2⌉ = 12 × L4
    r = engine.handle("t", "We own one L4. Transcribe 20,000 hours of call recordings with Whisper large-v3")
    head = _headline(r.text)
    assert "on your own 1 × L4" in head and "no deadline stated" in head, head
    assert re.search(r"\b1[1-3] × L4 end it within", head), head


def test_owned_l40s_flux_batch_in_simplified_chinese(engine):
    # FLUX.1-schnell (4 steps) on one L40S, credited its dense FP16 rate over the measured RTX 4090:
    # 2.60 s × 165.2 / 362.05 = 1.186 s an image. 1,000,000 images ≈ 1,186,355 s ≈ 329.5 h ≈ 13.7 days, past the
    # week: ⌈329.5 ÷ 132.03⌉ = ⌈2.50⌉ = 3 × L40S
    r = engine.handle("t", "我们有一张L40S，用FLUX.1-schnell生成100万张商品图")
    head = _headline(r.text)
    assert "用你自己的 1 × L40S" in head and "未说明期限" in head and "7 天" in head, head
    assert "要 3 × L40S 才能在期限内跑完" in head, head
    # half as many: 500,000 × 1.186 s ≈ 164.7 h ≈ 6.9 days, inside the 168 h week: said as met
    r = engine.handle("t2", "我们有一张L40S，用FLUX.1-schnell生成50万张商品图")
    head = _headline(r.text)
    assert "约 6.9 天" in head and "你的卡在期限内" in head, head


def test_two_owned_cards_inside_the_week_in_traditional_chinese(engine):
    # SDXL on 2 × L40S: 90,000 images ≈ 80 GPU-hours → 40 h a card ≈ 1.7 days, inside the 168 h week: said as met
    r = engine.handle("t", "我們有兩張 L40S，用 SDXL 生成 9 萬張商品圖")
    head = _headline(r.text)
    assert "2 × L40S" in head and "未說明期限" in head and "你的卡在期限內" in head, head


def test_mainland_image_batch_says_the_week_above_the_reference(engine):
    # nothing priced in South China runs FLUX.1-dev: the labelled reference (2 × RTX 6000 Ada ≈ 3.2 days) is sized on
    # the assumed week, and the answer says so above it
    r = engine.handle("t", "在深圳用FLUX.1-dev生成3万张海报图，非商用研究")
    lines = r.text.splitlines()
    wall = next((i for i, x in enumerate(lines) if "未说明期限" in x and "7 天" in x), None)
    ref = next((i for i, x in enumerate(lines) if "参考" in x and "天完成" in x), None)
    assert wall is not None and ref is not None and wall < ref, r.text


def test_hong_kong_image_batch_says_the_week_above_the_nearest_plans(engine):
    # Hong Kong has no priced row that runs SDXL: the nearest places' plans (each with its cards, days and total) are
    # sized on the week, said above them
    r = engine.handle("t", "喺香港用SDXL生成15萬張圖")
    assert re.search(r"未[說説]明期限：下面的方案按約 7 天內完成", r.text), r.text  # Hong Kong writes 説


def test_mainland_llm_batch_on_unpriced_clouds_says_the_week(engine):
    # Qwen2.5-14B, 3 M tickets on an Alibaba A100 family (no public price): ≈ 33 GPU-hours ≈ 1.4 days on one card,
    # within the week; the headline says the job's time, the week it was sized on and the GPU-hours × the quote
    r = engine.handle("t", "在北京用Qwen2.5-14B总结300万条客服工单")
    head = _headline(r.text)
    assert "整个任务约" in head and "未说明期限" in head and "7 天" in head, head
    assert "GPU 小时 × 你拿到的每 GPU 小时报价" in head, head
