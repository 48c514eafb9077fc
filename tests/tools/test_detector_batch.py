"""A detector over batches of still images (tools.detector_batch) is sized at the camera path's per-card rate
(tools.detector_rows.batched_fps): images a batch ÷ its window → images a second → cards, card-hours a batch, the busy
card-hours a month, the month held at the cheaper card."""

import pytest

from tools.detector_batch import batch_lines, batch_plan, period_seconds
from tools.detector_rows import CardOffer, detector

T4 = CardOffer("T4", 65.0, ("aws g5g.xlarge", 0.42))
L4 = CardOffer("L4", 121.0, ("runpod 1x_L4_SECURE", 0.49))


def test_a_cadence_is_its_window_and_the_images_a_second_size_the_cards():
    # YOLOv8m (25.9 M) publishes no T4 time → YOLO11l (25.3 M), 6.65 ms: T4 1,000 ÷ 6.65 × 1.5 = 225.6 images/s,
    # L4 225.6 × 121 ÷ 65 = 420.0. 20,000 images every 10 minutes = 20,000 ÷ 600 = 33.3 images/s → 1 T4 / 1 L4;
    # a batch is 20,000 ÷ 225.6 = 88.7 s = 0.0246 T4-hours; 730 h × 3,600 ÷ 600 = 4,380 batches a month → 107.9 h busy
    plan = batch_plan(detector("yolov8m"), 20_000, period_seconds(10, "minute"), None, [T4, L4], 65.0)
    assert plan is not None and plan.ref.name == "YOLO11l"
    assert plan.window_s == 600 and plan.rate == pytest.approx(33.33, abs=0.01)
    t4, l4 = plan.fits
    assert t4.per_s == pytest.approx(225.56, abs=0.01) and l4.per_s == pytest.approx(419.9, abs=0.1)
    assert (t4.cards, l4.cards) == (1, 1)
    assert t4.batch_h * 3600 == pytest.approx(88.67, abs=0.01)
    assert t4.busy_h == pytest.approx(107.9, abs=0.1)


def test_a_deadline_inside_the_cadence_is_the_window():
    # 2,000,000 images a day within 6 h: 2e6 ÷ 21,600 = 92.6 images/s → 1 T4 (225.6); busy 2e6 ÷ 225.6 ÷ 3,600 = 2.46 h
    plan = batch_plan(detector("yolov8m"), 2_000_000, period_seconds(1, "day"), 6.0, [T4, L4], 65.0)
    assert plan is not None and plan.window_s == 21_600 and plan.rate == pytest.approx(92.59, abs=0.01)
    assert plan.fits[0].cards == 1 and plan.fits[0].batch_h == pytest.approx(2.463, abs=0.001)


def test_a_large_one_off_batch_shards_over_many_cards_and_costs_its_card_hours():
    # RT-DETRv2-L (108 FPS on a T4): T4 162, L4 162 × 121 ÷ 65 = 301.6 images/s. 50,000,000 images within 4 h =
    # 3,472.2 images/s → ⌈3,472.2 ÷ 162⌉ = 22 T4 or ⌈3,472.2 ÷ 301.6⌉ = 12 L4. The batch is 50e6 ÷ 301.6 ÷ 3,600 = 46.05
    # L4-hours × $0.49 = $22.57, under the T4s' 50e6 ÷ 162 ÷ 3,600 = 85.73 × $0.42 = $36.01: the L4s lead
    plan = batch_plan(detector("rtdetrv2-l"), 50_000_000, None, 4.0, [T4, L4], 65.0)
    assert plan is not None and [f.cards for f in plan.fits] == [22, 12]
    lines = batch_lines(detector("rtdetrv2-l"), plan, [T4, L4], "USD", size_said=False)
    text = "\n".join(m.text("en") for m in lines)
    assert "12 × L4 at once" in text and "$22.57 for the batch" in text and "22 × T4 ≈ $36.01" in text
    assert "Apache-2.0" in text and "No size said" in text


def test_the_plan_holds_the_cheaper_month_and_says_the_busy_hours_and_the_cpu_decode():
    # 2e6 images a day on YOLOv8m: 1 T4 held, $0.42 × 730 = $306.60 a month (1 L4: $0.49 × 730 = $357.70); busy
    # 2.463 h a day × 30.42 days = 74.9 h × $0.42 = $31.46; the T4 runs 225.6 images/s → 2.3 cores of JPEG decode
    row = detector("yolov8m")
    plan = batch_plan(row, 2_000_000, period_seconds(1, "day"), None, [T4, L4], 65.0)
    assert plan is not None
    en = "\n".join(m.text("en") for m in batch_lines(row, plan, [T4, L4], "USD", size_said=False, every=(1, "day")))
    assert "2,000,000 images a day = 23.1 images/s" in en
    assert "1 × T4 held all month" in en and "$306.60 a month" in en and "1 × L4 ≈ $357.70 a month" in en
    assert "$31.46 a month" in en and "≈ 2 CPU cores" in en
    zh = "\n".join(m.text("zh") for m in batch_lines(row, plan, [T4, L4], "USD", size_said=False, every=(1, "day")))
    assert "每天 2,000,000 张" in zh and "1 张 T4 全月常开" in zh and "没说模型大小" in zh
    assert "images" not in zh and "held" not in zh


def test_a_cadence_unit_not_held_is_none():
    assert period_seconds(10, "minute") == 600 and period_seconds(1, "week") == 604_800
    assert period_seconds(3, "fortnight") is None and period_seconds(0, "day") is None
