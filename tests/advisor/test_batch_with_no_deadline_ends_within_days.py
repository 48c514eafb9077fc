"""A batch with no stated deadline (or only a budget) is planned on the cards that end it within the assumed week
(tools.batch_wall), its wall time said in the headline with the assumption, never one card for weeks: speech,
video segmentation, embeddings and an LLM batch, in English, 简体 and 繁體.

Hand rule: the week is 168 h; with the speed model's 27 % to spare a machine may run 168 ÷ 1.27 − 0.25 = 132.03 h;
cards = ⌈GPU-hours ÷ 132.03⌉; wall = GPU-hours ÷ cards + 0.25 h; cost = GPU-hours × price (+ a start-up a machine)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer

ASSUMED = ("no deadline stated", "未说明期限", "未說明期限")


def _headline(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**") and ("rent" in line or "租" in line))


def _days(line: str) -> list[float]:
    """Every "N days" / "N 天" wall time said on a line."""
    return [float(x.replace(",", "")) for x in re.findall(r"([\d,.]+) (?:days|天)", line)]


def test_whisper_over_forty_thousand_podcast_hours_with_only_a_budget(engine):
    # Whisper large-v3: 91.84× real time on the A100 (insanely-fast-whisper), scaled by bandwidth to an RTX A4000
    # (448 ÷ 2,039 × 91.84 = 20.2×): 40,000 h ÷ 20.2 = 1,982 GPU-h. One card: 82.6 days (the old lead). Within the week:
    # ⌈1,982 ÷ 132.03⌉ = 16 cards → 1,982 ÷ 16 + 0.25 = 124.1 h ≈ 5.2 days; cost 1,982 GPU-h × $0.15 ≈ $298, well
    # inside the $2,500 budget, which caps the job's total, not its hourly price
    r = engine.handle("t", "Transcribe 40,000 hours of podcast episodes with Whisper large-v3, budget around $2,500. "
                           "What should I rent?")
    head = _headline(r.text)
    assert "no deadline stated" in head, head
    assert re.search(r"rent (\d+) × ", head) and int(re.search(r"rent (\d+) × ", head).group(1)) >= 2, head
    assert _days(head) and max(_days(head)) <= 7, head
    assert "within your $2,500.00 budget" in r.text, r.text


def test_a_stated_deadline_is_planned_as_stated_and_not_called_assumed(engine):
    # the same 1,982 GPU-h within 10 days (240 h): ⌈1,982 ÷ (240 ÷ 1.27 − 0.25)⌉ = ⌈1,982 ÷ 188.7⌉ = 11 cards
    r = engine.handle("t", "Transcribe 40,000 hours of podcast episodes with Whisper large-v3 within 10 days. "
                           "What should I rent?")
    head = _headline(r.text)
    assert not any(s in head for s in ASSUMED), head
    assert _days(head) and max(_days(head)) <= 10, head


def test_half_a_billion_reviews_embedded_in_simplified_chinese(engine):
    # bge-m3 (568 M, 312 M non-embedding, 24 layers, d 1,024): 300 字 × 0.6 = 180 tokens; 2 × 312e6 + 4 × 24 × 1,024 ×
    # 180 ≈ 6.42e8 FLOP a token × 9e10 tokens = 5.8e19 FLOP; an RTX A4000 at 50 % of its FP16 peak ≈ 423 GPU-h → one
    # card 17.6 days, so ⌈423 ÷ 132.03⌉ = 4 cards ≈ 4.4 days; every row shown ends inside the week
    r = engine.handle("t", "用bge-m3给5亿条商品评论做向量化，每条约300字，租什么GPU？")
    head = _headline(r.text)
    assert "未说明期限" in head, head
    rows = [line for line in r.text.splitlines() if "完成" in line and ("租" in line or "也可" in line)]
    assert rows and all(d <= 7 for line in rows for d in _days(line)), rows


def test_cctv_segmentation_with_a_taiwan_dollar_budget_in_traditional_chinese(engine):
    # SAM 2.1 Hiera-B+: 34.8 fps on the A100 (sam2 README); 2,000 h × 3,600 × 25 fps = 1.8e8 frames; on an RTX A4000
    # ≈ 8.6 fps → 1.8e8 ÷ 8.6 ÷ 3,600 ≈ 5,800 GPU-h = 242 days on one card. Within the week: ⌈5,800 ÷ 132.03⌉ = 45 cards
    # → ≈ 129 h ≈ 5.4 days; cost ≈ 5,800 × NT$4.80 ≈ NT$28,000 ✅ under NT$50,000
    r = engine.handle("t", "我們要用SAM 2.1 Hiera-B+幫2000小時的監視器影片(25fps)做分割追蹤,預算台幣5萬,租什麼GPU?")
    head = _headline(r.text)
    assert "未說明期限" in head, head
    assert re.search(r"租 (\d+) 臺", head) and int(re.search(r"租 (\d+) 臺", head).group(1)) >= 2, head
    assert _days(head) and max(_days(head)) <= 7, head
    assert "預算內" in r.text, r.text


def test_an_llm_summary_batch_in_traditional_chinese_is_spread_over_machines(engine):
    # Qwen2.5-72B over 30 M articles of 1,500 字 (≈ 1,260 tokens) with 200-字 summaries: ≈ 3,000 GPU-h of 8-GPU
    # machines, i.e. ≈ 15 days on one 8-GPU box; within the week ⌈run ÷ 132.03⌉ = 3 boxes ≈ 5 days, the total the
    # same GPU-hours × price
    r = engine.handle("t", "用Qwen2.5-72B-Instruct給3000萬篇新聞做摘要，每篇約1500字，摘要200字，租什麼GPU？")
    head = _headline(r.text)
    assert "未說明期限" in head, head
    assert re.search(r"租 (\d+) 臺", head) and int(re.search(r"租 (\d+) 臺", head).group(1)) >= 2, head
    assert _days(head) and max(_days(head)) <= 7, head


def test_an_open_vocabulary_detection_backlog_gets_cards_for_the_week(engine):
    # OWLv2 large/14 at 1008²: 5,783 GFLOP an image (config.json FLOPs) → ≈ 87.5 ms on an RTX 4090; 20 M × 87.5 ms ÷
    # 3,600 = 486 GPU-h = 20 days on one card; within the week ⌈486 ÷ 168⌉ = 3 cards, the cost the same 486 GPU-h × price
    r = engine.handle("t", "Run OWLv2 open-vocabulary detection on 20 million product images. What GPU should I rent?")
    line = next(x for x in r.text.splitlines() if x.startswith("- Estimate"))
    got = re.search(r"within 168 h that is (\d+) × ", line)
    assert got and int(got.group(1)) >= 2 and "no deadline stated" in line, line
