"""The figures that give a non-LLM job its hours and money where the user gave the count and the model: XGBoost's
boosting run from memory traffic, TimesFM's run from its patches, a proposed node held through a window, an OCR
backlog's headroom and its PDF rendering on CPU.

Hand figures (an ML-infrastructure engineer's):
- XGBoost, 200M × 300 float32 = 240 GB raw, 60 GB quantised at 1 byte a cell; 1,000 trees × depth 8 = 8,000 passes ×
  60 GB = 480,000 GB read; an A100 80GB SXM reads 2,039 GB/s, a histogram pass at 5–15 % of it (assumed) →
  480,000 ÷ (2,039 × 0.15) = 1,569 s = 0.44 h … ÷ (2,039 × 0.05) = 4,708 s = 1.31 h: the review key's 0.3–1.5 h a day.
- 8 × A100 at $1.24 held 730 h = $7,241.60 a month against 1.31 h × $1.24 × 30.4 days = $49.4: ≈ 147×.
- TimesFM 2.0-500m, 2,048 points in patches of 32 = 64 patches, 96 ≤ 128 one forward: 2 × 500e6 × 64 = 64 GFLOP a
  series; 20,000 series = 1.28 PFLOP a run (the key's 1.3 × 10¹⁵); an L4 at 121 TFLOPS × 0.4 → 26.4 s a run, 2.9 % of
  15 minutes, 96 runs × 26.4 s = 0.70 card-hours a day.
- 8 × H100 at $2.17 for 240 h = $4,166.40 (the key's $3.5–6k).
- 707 A10-hours in 720 h: one card busy 98 % → 2 cards at ≤ 80 %; 10 M pages × 0.2–0.5 core-s = 556–1,389 core-hours.
"""

import pytest

from tools.domain_jobs import node_window_cost
from tools.item_compute import cards_with_headroom, raster_core_hours
from tools.nonllm_jobs import tight_fit, times_over, tree_matrix_gb, tree_train_hours
from tools.solver_jobs import forecast_gflops, gpu_hours_a_day, run_pflop, run_seconds, run_share


def test_xgboost_run_is_under_two_gpu_hours_on_one_a100():
    raw, quant = tree_matrix_gb(200e6, 300)
    assert (raw, quant) == (240.0, 60.0)
    fast, slow = tree_train_hours(quant, 1000, 8, 2039)
    assert fast == pytest.approx(0.436, abs=0.002) and slow == pytest.approx(1.308, abs=0.005)
    # the same GPU-hours split over 2 cards: the wall halves, the bill does not
    assert tree_train_hours(quant, 1000, 8, 2039, cards=2) == (fast, slow)


def test_a_matrix_over_half_the_card_is_tight():
    assert tight_fit(60, 80) and not tight_fit(60, 141)


def test_eight_cards_held_all_month_against_a_daily_run():
    assert times_over(7241.60, 49.4) == pytest.approx(146.6, abs=0.1)
    assert times_over(100.0, 0.0) is None


def test_timesfm_run_from_its_patches():
    assert forecast_gflops(2048, 96) == pytest.approx(64.0)
    assert forecast_gflops(4096, 96) == pytest.approx(64.0)  # the 2,048 cap
    assert forecast_gflops(512, 24) == pytest.approx(16.0)
    assert forecast_gflops(2048, 256) == pytest.approx(128.0)  # two output patches
    assert run_pflop(20000, 64.0) == pytest.approx(1.28)
    secs = run_seconds(20000, 64.0, 121.0)
    assert secs == pytest.approx(26.4, abs=0.1)
    assert run_share(secs, 15) == pytest.approx(2.9, abs=0.05)
    assert gpu_hours_a_day(secs, 96) == pytest.approx(0.70, abs=0.01)


def test_a_node_held_through_the_window():
    assert node_window_cost(8, 240, 2.17) == pytest.approx(4166.40)


def test_an_ocr_backlog_keeps_headroom_and_its_pdf_rendering():
    assert cards_with_headroom(707, 720) == 2
    assert cards_with_headroom(500, 720) == 1
    lo, hi, c_lo, c_hi = raster_core_hours(10e6, 720)
    assert (round(lo), round(hi)) == (556, 1389)
    assert c_lo == pytest.approx(0.77, abs=0.01) and c_hi == pytest.approx(1.93, abs=0.01)
