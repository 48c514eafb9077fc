"""tools.item_compute: per-item time estimates from a sourced compute figure (FLOPs at the model's input, or a
published time per item), turned into GPU-hours or CPU core-hours, cards or cores for a window, a cost, and a
proposal's size against the job. Each case with its hand reasoning; other numbers than any review's."""

import pytest

from tools.item_compute import (
    COMPUTE,
    busy_share,
    compute_for,
    cores_for,
    cpu_core_seconds,
    item_plan,
    oversize,
    same_class,
    seconds_on_card,
    speedup,
    vit_gflops,
)


def test_vit_flops_follow_params_tokens_and_attention():
    # ViT-B/16 at 960 (OWLv2 base): 2 × 86e6 × 3,600 = 619.2 GFLOP of matmuls + 4 × 12 × 3,600² × 768 = 477.8 of
    # attention = 1,097; ViT-L/16 at 224 (UNI): 2 × 303e6 × 197 = 119.4 + 96 × 197² × 1,024 = 3.8 → 123.2
    assert vit_gflops(86e6, 3600, 12, 768) == pytest.approx(1097.0, abs=0.5)
    assert COMPUTE["uni"].gflops == pytest.approx(123.2, abs=0.2)
    assert COMPUTE["owlv2"].gflops == pytest.approx(5783, abs=1)  # large/14 at 1008: 3,141 + 2,642
    assert COMPUTE["owlv2"].alt_ratio == pytest.approx(5783 / 1097, rel=1e-3)  # base/16 said as ≈ 5.3× less


def test_the_variant_said_picks_the_row():
    # "OWLv2 base" → base/16; unqualified → large/14 (the larger figure); "PP-OCRv5 mobile" → the mobile models
    assert compute_for("owlv2", "owlv2-base on our photos").key == "owlv2-base"
    assert compute_for("owlv2", "OWLv2").key == "owlv2"
    assert compute_for("ppocr", "PP-OCRv5 mobile").key == "ppocr-mobile"
    assert compute_for("xgboost") is None


def test_flops_to_seconds_on_a_card():
    # UNI on an L40S (dense FP16 362): 123.2e9 ÷ (362e12 × 0.4) = 0.85 ms a tile; training uses 6·N·T:
    # LayoutLMv3 on an A10 (125): 566e9 ÷ (125e12 × 0.4) = 11.3 ms a page an epoch
    assert seconds_on_card(COMPUTE["uni"], 362.0) == pytest.approx(123.2e9 / (362e12 * 0.4), rel=1e-3)
    assert seconds_on_card(COMPUTE["layoutlmv3"], 125.0, train=True) == pytest.approx(566e9 / 50e12, rel=2e-3)
    assert seconds_on_card(COMPUTE["uni"], 0.0) is None


def test_a_measured_time_scales_down_to_a_slower_card_and_never_below_itself():
    # PP-OCRv5 mobile: 0.62 s × 17.42 % GPU busy = 0.108 GPU-s on the V100 (125); a T4 (65) → × 125/65 = 0.208 s;
    # an H200 (989) → still 0.108 s (the CPU side holds it back); and a ratio of 1.0× between them
    mobile = COMPUTE["ppocr-mobile"]
    assert seconds_on_card(mobile, 65.0, 125.0) == pytest.approx(0.62 * 0.1742 * 125 / 65, rel=1e-6)
    fast = seconds_on_card(mobile, 989.0, 125.0)
    assert fast == pytest.approx(0.62 * 0.1742)
    assert speedup(0.62 * 0.1742, fast) == pytest.approx(1.0)


def test_cpu_core_seconds():
    # CAM++ at a real-time factor of 0.013 a thread: a 6 s clip = 0.078 core-s; PP-OCRv5 server 4.34 s × 9.9 cores = 43
    assert cpu_core_seconds(COMPUTE["campp"], 6.0) == pytest.approx(0.078)
    assert cpu_core_seconds(COMPUTE["campp"], None) is None
    assert cpu_core_seconds(COMPUTE["ppocr"]) == pytest.approx(42.98, abs=0.01)
    # 0.078 × 120,000 clips a day = 2.6 core-hours → 0.11 cores busy on average over 24 h
    assert cores_for(item_plan(120_000, 0.078, None).hours, 24.0) == pytest.approx(0.108, abs=0.001)


def test_item_plan_cards_cost_and_month():
    # 900,000 images × 0.05 s = 12.5 GPU-h; within 10 h → 2 cards; at 0.6 an hour 7.5; a daily load: 24 h window,
    # 30.42 days a month (730 h ÷ 24) → 12.5 h → 1 card, 7.5 a day, 228.1 a month
    p = item_plan(900_000, 0.05, 10.0, 0.6)
    assert (round(p.hours, 2), p.units, round(p.cost, 2), p.month) == (12.5, 2, 7.5, None)
    d = item_plan(900_000, 0.05, None, 0.6, daily=True)
    assert (d.window_h, d.units, round(d.month, 1)) == (24.0, 1, 228.1)


def test_a_proposal_against_the_job():
    # 6 cards over 72 h = 432 card-hours against 9 hours of work: 48× the job; one card 9 h of its 72: 12.5 % busy
    assert oversize(6, 72.0, 9.0) == pytest.approx(48.0)
    assert busy_share(9.0, 1, 72.0) == pytest.approx(12.5)
    assert oversize(6, 72.0, 0.0) is None


def test_a_reference_card_is_of_the_asked_class():
    # an RTX 5090 (32 GB): a 24 GB card and a 16 GB card are references, an 8 GB one is not
    assert same_class(24, 32) and same_class(16, 32) and not same_class(8, 32)


def test_prophet_is_cpu_core_seconds_a_series_from_its_published_run():
    # 500 series fitted and forecast in 12.53 min in one process: 12.53 × 60 ÷ 500 = 1.5036 core-s, no GPU figure
    from tools.item_compute import COMPUTE

    c = COMPUTE["prophet"]
    assert c.cpu_core_s == pytest.approx(1.5036) and c.measured_s is None and c.gflops is None and c.series
