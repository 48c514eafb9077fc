"""Video segmentation and tracking (SAM 2 / 2.1, Hiera-T/S/B+/L) is sized from frames (hours × 3,600 × fps) over the
model table's measured frames a second on one A100, with frame sampling as the lever (tools.vision_batch). Hand
figures in each test."""

from __future__ import annotations

import pytest

from tools.media import card_rate
from tools.vision_batch import JOBS, Facts, as_media, frames, sampled, track_lines, vision_job


@pytest.mark.parametrize(("text", "key"), [
    ("run SAM 2.1 (hiera large) to track/segment cattle", "sam2-large"),
    ("sam2.1_hiera_small over our clips", "sam2-small"),
    ("SAM2 tiny on the dashcam video", "sam2-tiny"),
    ("Segment Anything 2 on footage", "sam2-large"),
    ("用SAM 2.1 b+跟踪", "sam2-base-plus"),
    ("想用SAM2跟踪牛群", "sam2-large"),
])
def test_the_sam2_size_named_is_found_in_any_wording(text: str, key: str) -> None:
    got = vision_job(text)
    assert got is not None and got.key == key


def test_a_count_starting_with_two_is_no_sam2() -> None:
    assert vision_job("Sam 2,000 hours of video") is None


def test_drone_footage_frames_and_a100_hours() -> None:
    # 2,000 h × 3,600 × 30 fps = 216,000,000 frames; Hiera-L 24.2 fps on one A100 → 216e6 / 24.2 / 3,600 = 2,479 A100-h
    n = frames(2000, 30)
    assert n == 216_000_000
    assert n / JOBS["sam2-large"].a100_per_s / 3600 == pytest.approx(2479.3, abs=0.1)


def test_tracking_is_timed_from_the_measured_a100_speed(gpus: dict) -> None:  # type: ignore[type-arg]
    # Hiera-L 24.2 fps on the A100 it was measured on: 1 / 24.2 = 41.3 ms a frame, not scaled; an H100 is never
    # credited faster than the measured card (1 / 24.2 again)
    rate = card_rate(as_media(JOBS["sam2-large"]), gpus["A100 80GB SXM"], gpus)
    assert rate is not None and rate[0] == pytest.approx(1 / 24.2) and rate[1] is False
    h100 = card_rate(as_media(JOBS["sam2-large"]), gpus["H100 SXM"], gpus)
    assert h100 is not None and h100[0] == pytest.approx(1 / 24.2)


def test_sampling_at_five_fps_cuts_frames_and_hours_six_times() -> None:
    # 216 M frames at 30 fps, 2,479 GPU-h → at 5 fps: 36 M frames, 413.2 GPU-h
    kept, hours = sampled(216e6, 2479.3, 30)
    assert kept == pytest.approx(36e6) and hours == pytest.approx(413.2, abs=0.1)


def test_the_sampling_lever_is_said_only_for_video_faster_than_it() -> None:
    codes = [m.code for m in track_lines(JOBS["sam2-large"], 216e6, 2479.3, Facts(hours=2000, fps=30))]
    assert codes == ["vision_batch.sample", "vision_batch.track"]
    slow = [m.code for m in track_lines(JOBS["sam2-large"], 36e6, 413.0, Facts(hours=2000, fps=5))]
    assert slow == ["vision_batch.track"]
    assert track_lines(JOBS["clip-l14"], 1e6, 10.0, Facts()) == []


@pytest.fixture(scope="module")
def gpus() -> dict:  # type: ignore[type-arg]
    from catalog.gpus import all_gpus

    return all_gpus()
