"""A named detector over hours of recorded video is sized as a batch (tools.footage_detect): frames = hours × 3,600 ×
fps, T4-hours = frames × the published T4 time, or the decode of the full streams if larger; the cards for the stated
deadline, else the assumed week (tools.wall_cards)."""

from __future__ import annotations

import pytest

from advisor.core.footage_read import footage_hours
from tools.detector_rows import detector
from tools.footage_detect import footage_plan


def test_detection_bound_footage_is_spread_over_the_assumed_week():
    # D-FINE-X: 81 FPS on a T4 → 12.35 ms a frame; 6,000 h of dashcam at every frame (25 fps, assumed):
    # 6,000 × 3,600 × 25 = 540 M frames × 12.35 ms ÷ 3,600 = 1,851.9 T4-hours (decode 6,000 × 25 ÷ 1,140 = 131.6,
    # smaller) → ⌈1,851.9 ÷ 168⌉ = 12 T4s ≈ 154.3 h each
    row = detector("dfine-x")
    assert row is not None
    p = footage_plan(row, 6_000, None, None)
    assert p is not None and not p.fps_said and p.fps == 25
    assert p.gpu_hours == pytest.approx(1_851.85, rel=1e-3) and p.wall.assumed and p.wall.cards == 12


def test_decode_bound_footage_and_a_stated_deadline():
    # YOLO11m (5.13 ms) at 1 fps over 12,000 h: detect 12,000 × 3,600 × 1 × 5.13 ms ÷ 3,600 = 61.6 T4-h; decode the
    # 25 fps stream 12,000 × 25 ÷ 1,140 = 263.2 T4-h → 263.2 GPU-h; "within 48 h" → ⌈263.2 ÷ 48⌉ = 6 T4s, stated
    row = detector("yolo11m")
    assert row is not None
    p = footage_plan(row, 12_000, 1, 48)
    assert p is not None and p.gpu_hours == pytest.approx(263.16, rel=1e-3)
    assert p.wall.cards == 6 and not p.wall.assumed


@pytest.mark.parametrize("text, hours", [
    ("Run YOLO11s over 8,000 hours of CCTV footage", 8_000),
    ("用 D-FINE 跑 3000 小时行车记录仪视频", 3_000),
    ("RT-DETRv2 處理 2萬小時監控錄影", 20_000),
])
def test_hours_of_video_are_read_in_each_script(text, hours):
    assert footage_hours(text) == hours


def test_a_day_of_stored_footage_inside_a_nightly_window() -> None:
    # RT-DETRv2-L (9.26 ms a frame on a T4), 200 cameras' day of footage = 4,800 h at 2 fps sampled from 25 fps
    # streams: detect 4,800 × 3,600 × 2 × 9.26 ms ÷ 3,600 = 88.9 T4-h, decode 4,800 × 25 ÷ 1,140 = 105.3 → 105.3 GPU-h
    # in an 8 h window → ⌈105.3 ÷ 8⌉ = 14 T4s; the headline carries the window's count and the month of nights
    from tools.detector_rows import detector
    from tools.footage_detect import day_hours, footage_lines, footage_plan

    row = detector("rtdetrv2-l")
    assert row is not None and day_hours(200) == 4800
    plan = footage_plan(row, day_hours(200), 2.0, 8.0)
    assert plan is not None and plan.gpu_hours == pytest.approx(105.3, abs=0.1) and plan.wall.cards == 14
    head = footage_lines(row, 4800, plan, ("t4", 0.42), "USD", 8.0)[0]
    assert head.args["cards"] == 14 and head.args["window"] == 8.0 and head.args["month"] is not None
    assert "14 × T4" in head.text("en") and "8 h window" in head.text("en")


def test_anonymising_adds_the_re_encode_and_an_h100_has_no_nvenc():
    # 50,000 h of 1080p30 dashcam, faces + plates blurred on D-FINE-S (287 FPS → 3.484 ms), 3 weeks (504 h):
    # 5.4 B frames × 3.484 ms ÷ 3,600 = 5,226.5 T4-h of detection; decode 50,000 × 30 ÷ 1,140 = 1,315.8; encode
    # 50,000 × 30 ÷ (1 NVENC × 400) = 3,750 → detect-bound, ⌈5,226.5 ÷ 504⌉ = 11 T4s
    from tools.footage_detect import encode_hours, engines

    row = detector("dfine-s")
    assert row is not None
    p = footage_plan(row, 50_000, 30, 504, 30, reencode=True)
    assert p is not None and p.encode_h == pytest.approx(3_750) and p.decode_h == pytest.approx(1_315.8, rel=1e-3)
    assert p.gpu_hours == pytest.approx(5_226.5, rel=1e-3) and p.wall.cards == 11
    # without the re-encode asked, no encode stage (the detector-only plan is unchanged)
    plain = footage_plan(row, 50_000, 30, 504, 30)
    assert plain is not None and plain.encode_h == 0
    # the engines table: A100 / H100 (any form factor) have no NVENC, so no NVENC hours; an L4's two halve the T4's
    assert engines("H100 SXM") == (0, 7) and encode_hours(50_000, 30, "H100 SXM") is None
    assert encode_hours(50_000, 30, "A100 80GB PCIe") is None
    assert encode_hours(50_000, 30, "L4") == pytest.approx(1_875) and engines("Quadro RTX 6000") is None


def test_a_fast_detector_leaves_the_encode_setting_the_pace():
    # RF-DETR-N (2.32 ms) over 10,000 h at 30 fps: detect 10,000 × 3,600 × 30 × 2.32 ms ÷ 3,600 = 696 T4-h; encode
    # 10,000 × 30 ÷ 400 = 750 → encode-bound; 2 weeks (336 h) → ⌈750 ÷ 336⌉ = 3 T4s
    row = detector("rfdetr-n")
    assert row is not None
    p = footage_plan(row, 10_000, 30, 336, 30, reencode=True)
    assert p is not None and p.detect_h == pytest.approx(696) and p.gpu_hours == pytest.approx(750)
    assert p.wall.cards == 3


@pytest.mark.parametrize("text,hours", [("blur faces and plates in 50k hours of 1080p dashcam video", 50_000),
                                        ("5万小时的行车记录仪视频要打码", 50_000), ("8000 小時的監控錄影去識別化", 8_000)])
def test_footage_hours_read_with_k_and_wan(text, hours):
    assert footage_hours(text) == hours


def test_a_blur_word_alone_is_no_anonymisation():
    # "motion blur" in generated or stored video names no face or plate: not the anonymisation batch
    from advisor.core.footage_read import PRIVATE, STRONG

    t = "add motion blur to 200 hours of video"
    assert STRONG.search(t) is None and PRIVATE.search(t) is None
    assert PRIVATE.search("blur faces in 500 hours of footage") and STRONG.search("3000 小时录像打码")


@pytest.mark.parametrize("text, key, kind", [
    ("run YOLO over 3,000 hours of CCTV within 2 weeks", "yolo11m", "yolo"),  # no version: YOLO11m, said
    ("两周内跑完5000小时监控录像检测", "dfine-s", "unnamed"),  # detection, no detector: D-FINE-S, said
    ("兩週內跑完8000小時行車記錄器影片偵測", "dfine-s", "unnamed"),
    ("Run YOLO11s over 8,000 hours of CCTV footage", "yolo11s", None),  # named: nothing assumed
])
def test_the_detector_over_footage_and_what_was_assumed(text, key, kind):
    from advisor.core.detector_read import footage_detector

    got = footage_detector(text)
    assert got is not None and got[0].key == key and got[1] == kind


@pytest.mark.parametrize("text, deadline", [
    ("run YOLO over 3,000 hours of CCTV within 2 weeks", 336.0),
    ("两周内跑完5000小时监控录像检测", 336.0),
    ("用 RT-DETRv2-S 處理 12000 小時監控錄影，每秒 2 格，一週內要跑完", 168.0),
])
def test_the_hours_of_footage_are_neither_a_rental_nor_the_deadline(text, deadline):
    # "over 3,000 hours" once read as a month's rental ("priced by the month") and the 2 weeks dropped
    from advisor.core.extract_rules import extract

    got = extract(text)
    assert got.patch.deadline_hours == deadline and got.patch.modality == "vision"
    assert not any("month or more" in n for n in got.notes)


def test_the_stated_deadline_is_set_against_the_wall_on_the_cards():
    # YOLO11m at 25 fps over 3,000 h = 384.8 T4-h; 336 h → 2 T4s ≈ 192.4 h each (inside); one T4 alone 384.8 h (past)
    from tools.footage_detect import footage_lines

    row = detector("yolo11m")
    assert row is not None
    p = footage_plan(row, 3_000, None, 336)
    assert p is not None
    due = next(m for m in footage_lines(row, 3_000, p, None, "USD") if m.code == "footage.deadline")
    assert due.args["cards"] == 2 and due.args["met"] and due.args["one"] > due.args["wall"] and not due.args["over"]
    assert due.args["each"] == pytest.approx(192.4, abs=0.1)
