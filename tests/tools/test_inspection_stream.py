"""A production-line image stream sized as throughput (tools.inspection_stream): lines × images a second, × the
defect-inspection stand-in's FLOPs at the image size, ÷ a card's sustained FP16 rate, with 1.3× headroom."""

from __future__ import annotations

import pytest

from tools.inspection_stream import anomaly_gflops, images_per_s, inside_limit, link_mb_s, stream_plan


def test_the_stand_in_scales_with_the_pixels():
    # WideResNet-50-2: 11.4 G multiply-adds at 224² = 22.8 GFLOP; 512² is 5.22× the pixels → 119.1 GFLOP
    assert anomaly_gflops(224, 224) == pytest.approx(22.8)
    assert anomaly_gflops(512, 512) == pytest.approx(119.1, abs=0.05)
    assert anomaly_gflops(320, 320) == pytest.approx(46.5, abs=0.05)  # 22.8 × 102,400 ÷ 50,176


@pytest.mark.parametrize("lines, images, period, rate", [
    (20, 30, 1, 600),  # 20 lines × 30 images a second
    (8, 900, 60, 120),  # 8 lines × 900 a minute = 8 × 15 a second
    (12, 25, 1, 300),
])
def test_lines_times_rate_is_the_stream(lines, images, period, rate):
    assert images_per_s(lines, images, period) == pytest.approx(rate)


def test_twenty_lines_at_thirty_a_second_on_l4s():
    # by hand: 600 × 119.1 GFLOP = 71.5 TFLOP/s; an L4 keeps 121 × 0.4 = 48.4 → 2.46 ms an image;
    # 71.5 × 1.3 ÷ 48.4 = 1.92 → 2 L4s (the expert's 2–8 L4-class cards), 74 % busy at the mean rate; 3.57 TFLOP/s a line
    p = stream_plan(600, 20, anomaly_gflops(512, 512), 121)
    assert (p.tflops_needed, p.card_tflops, p.cards) == (71.5, 48.4, 2)
    assert p.ms_each == pytest.approx(2.46, abs=0.01) and p.tflops_per_line == pytest.approx(3.57, abs=0.01)
    assert p.busy == pytest.approx(0.74, abs=0.01)
    assert inside_limit(p, 100) and not inside_limit(p, 2)


def test_a_small_stream_still_takes_one_card_and_a_big_one_more():
    # 120 images/s at 256² (29.8 GFLOP) = 3.6 TFLOP/s → 1 L4; 300/s at 320² (46.5) = 13.9 × 1.3 ÷ 48.4 → 1;
    # 2,000/s at 512² = 238 TFLOP/s × 1.3 ÷ 48.4 = 6.4 → 7
    assert stream_plan(120, 8, anomaly_gflops(256, 256), 121).cards == 1
    assert stream_plan(300, 12, anomaly_gflops(320, 320), 121).cards == 1
    assert stream_plan(2000, 50, anomaly_gflops(512, 512), 121).cards == 7


def test_the_raw_pixels_a_remote_site_would_receive():
    # 600 × 512 × 512 × 3 B = 471.9 MB/s: why a cloud does not fit the latency or the link either
    assert link_mb_s(600, 512, 512) == pytest.approx(471.9)
