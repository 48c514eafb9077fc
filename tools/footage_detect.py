"""A named detector (YOLO11 / YOLOv8, RT-DETRv2, D-FINE, RF-DETR: tools.detector_rows) over RECORDED video — hours of
CCTV or dashcam footage, once — sized as a batch: frames = hours × 3,600 × the frames a second sampled (said, else
every frame of a `CAMERA_NATIVE_FPS` stream, ASSUMED and said); T4-hours to detect = frames × the row's published T4
TensorRT FP16 batch-1 time; T4-hours to decode = hours × 3,600 × the stream's rate ÷ 1,140 frames/s (one T4's NVDEC,
tools.detector_rows); the job's GPU-hours are the larger (both engines run at once on the same card); the cards at once
for the stated deadline, else the assumed week (tools.wall_cards, via tools.batch_wall); cost = GPU-hours × the
cheapest one-T4 row.

Why: "YOLO over thousands of hours of CCTV, no deadline" was answered "Not sized here" (the hours read as audio),
though the detector's per-frame time and frames = hours × fps give the work.

By hand (YOLO11s, 3.16 ms a frame on a T4; 8,000 h of footage at 2 fps sampled from 25 fps streams):
frames = 8,000 × 3,600 × 2 = 57.6 M → detect 57.6 M × 3.16 ms ÷ 3,600 = 50.6 T4-hours; decode 8,000 × 3,600 × 25
÷ 1,140 ÷ 3,600 = 175.4 T4-hours → 175.4 GPU-hours (decode-bound) → ⌈175.4 ÷ 168⌉ = 2 T4s ≈ 87.7 h each.

A camera fleet's footage processed every day inside a stated daily window ("yesterday's footage overnight, 8 hours",
每天晚上8小时跑完前一天的录像): the day's hours = cameras × 24 (`day_hours`), the window the stated wall, so the cards
= ⌈GPU-hours a day ÷ window⌉ — the headline's count is the window's; the cost a day and a month of such days
(DAYS_PER_MONTH). By hand (RT-DETRv2-L, 9.26 ms a frame on a T4; 200 cameras at 25 fps; 8 h a night): 4,800 h × 3,600 ×
25 = 432 M frames × 9.26 ms ÷ 3,600 = 1,111 T4-hours of detection (decode 4,800 × 25 ÷ 1,140 = 105) → ⌈1,111 ÷ 8⌉ =
139 T4s for the 8 h; at $0.42 an hour $467 a night, ≈ $14.2k a month; sampling 2 fps instead: 88.9 T4-hours of
detection, decode 105 → ⌈105 ÷ 8⌉ = 14 T4s.
"""

from __future__ import annotations

from typing import NamedTuple

from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY
from tools.detector_rows import CAMERA_NATIVE_FPS, T4_DECODE_FPS, DetectorRow, nearest_with
from tools.schema import Msg
from tools.wall_cards import WallCards, wall_cards, wall_cards_msg


class FootagePlan(NamedTuple):
    frames: float
    fps: float
    fps_said: bool
    ms: float
    ref: DetectorRow
    detect_h: float
    decode_h: float
    gpu_hours: float
    wall: WallCards


def footage_plan(row: DetectorRow, hours: float, fps: float | None, deadline_h: float | None) -> FootagePlan | None:
    """The batch of `hours` of recorded video on `row` (module docstring); None with no hours or no timed row."""
    ref = nearest_with(row, "t4_ms")
    if not hours or hours <= 0 or not ref.t4_ms:
        return None
    rate = fps or CAMERA_NATIVE_FPS
    frames = hours * 3600 * rate  # seconds an hour × frames a second
    detect_h = frames * ref.t4_ms / 1000 / 3600  # ms → s → hours
    decode_h = hours * max(rate, CAMERA_NATIVE_FPS) / T4_DECODE_FPS  # the full stream decoded: hours × fps ÷ fps/s
    gpuh = max(detect_h, decode_h)
    wall = wall_cards(gpuh, deadline_h, None)
    if wall is None:
        return None
    return FootagePlan(frames, rate, fps is not None, ref.t4_ms, ref, detect_h, decode_h, gpuh, wall)


def day_hours(cameras: float) -> float:
    """A day's footage of a camera fleet: cameras × 24 h (200 cameras → 4,800 h)."""
    return cameras * HOURS_PER_DAY


def footage_lines(row: DetectorRow, hours: float, plan: FootagePlan, price: tuple[str, float] | None,
                  cur: str, window_h: float | None = None) -> list[Msg]:
    """The headline (cards, wall, GPU-hours, cost at the cheapest one-T4 row), the assumed wall when no deadline was
    said (tools.wall_cards), and the work's arithmetic with its source. `window_h`: a day's footage run every day
    inside that window (the cards are the window's; the cost a day and a month)."""
    from tools.wording import money_text

    w = plan.wall
    day = plan.gpu_hours * price[1] if price else None
    head = Msg(code="footage.head", args={
        "name": row.name, "hours": hours, "cards": w.cards, "each": w.hours, "each_days": w.hours / HOURS_PER_DAY,
        "gpuh": plan.gpu_hours, "cost": money_text(day, cur) if day is not None else None, "window": window_h,
        "month": money_text(day * DAYS_PER_MONTH, cur) if day is not None and window_h else None})
    work = Msg(code="footage.work", args={
        "name": row.name, "hours": hours, "fps": plan.fps, "fps_said": plan.fps_said, "frames": plan.frames,
        "ms": plan.ms, "ref": plan.ref.name, "nearest": plan.ref is not row, "source": plan.ref.source.split(" (")[0],
        "detect": plan.detect_h, "decode": plan.decode_h})
    return [head] + ([wall_cards_msg(w, "T4", plan.gpu_hours)] if w.assumed else []) + [work]
