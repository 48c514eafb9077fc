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

Anonymising stored video (blur faces and licence plates, then write the video again: "blur faces and plates in 50k
hours of dashcam video", "5 万小时行车记录仪视频打码"): the same batch plus a third engine, the RE-ENCODE of every frame
of the stream. T4-hours to encode = hours × the stream's rate ÷ (the T4's NVENC engines × `NVENC_1080P_FPS`); the
job's GPU-hours are the largest of detect / decode / encode (each engine runs beside the others on the card). The
encode usually sets the pace: NVENC is the scarce engine (one on a T4), and A100 / H100 have none at all, so on them
the encode falls to the CPUs (`VIDEO_ENGINES`).

`VIDEO_ENGINES` — NVENC / NVDEC engines a chip (NVIDIA, "Video Encode and Decode GPU Support Matrix",
developer.nvidia.com/video-encode-and-decode-gpu-support-matrix-new; the "no NVENC on datacenter parts" (A100, H100)
is also NVIDIA's Dynamo docs, "Video Decode GPU Requirements": "NVENC, the hardware encoder, which NVIDIA omits from
datacenter parts"; read 2026-12-05). `NVENC_1080P_FPS` = 400 H.264 1080p frames a second on one NVENC engine at a
medium preset — ASSUMED and said (NVIDIA's NVENC Application Note gives the per-engine figures by preset and
generation, "The encode performance … is given per NVENC engine … multiply … by the number of NVENCs"; the fastest
preset runs about twice that, the slowest about half): the pilot measures it.

By hand (50,000 h of 1080p30 dashcam video, faces + plates on D-FINE-S, 3.48 ms a frame on a T4, every frame; 3
weeks = 504 h): frames = 50,000 × 3,600 × 30 = 5.4 B; detect 5.4 B × 3.48 ms ÷ 3,600 = 5,226 T4-hours; decode 50,000
× 30 ÷ 1,140 = 1,316; encode 50,000 × 30 ÷ (1 × 400) = 3,750 → 5,226 GPU-hours (detect-bound on the T4) →
⌈5,226 ÷ 504⌉ = 11 T4s ≈ 475 h each; at ≈ $0.53 an hour ≈ $2.8k. Detecting every 3rd frame with a tracker between
(10 fps): detect 1,742, encode 3,750 → encode-bound, ⌈3,750 ÷ 504⌉ = 8 T4s.
"""

from __future__ import annotations

from typing import NamedTuple

from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY
from tools.detector_rows import CAMERA_NATIVE_FPS, T4_DECODE_FPS, VIDEO_ENGINES, DetectorRow, nearest_with
from tools.schema import Msg
from tools.wall_cards import WallCards, wall_cards, wall_cards_msg

NVENC_1080P_FPS = 400.0  # ASSUMED H.264 1080p frames/s one NVENC engine writes at a medium preset (module docstring)


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
    encode_h: float = 0.0  # T4-hours of NVENC re-encode (anonymisation: the video written again); 0 when not asked


def engines(gpu: str) -> tuple[int, int] | None:
    """(NVENC, NVDEC) engines of a catalog chip ("H100 SXM" → (0, 7): the chip's row in VIDEO_ENGINES); None when the
    table does not hold it."""
    return VIDEO_ENGINES.get(gpu) or next((v for k, v in VIDEO_ENGINES.items() if gpu.startswith(k + " ")), None)


def encode_hours(hours: float, native_fps: float, gpu: str = "T4") -> float | None:
    """Hours one `gpu` card's NVENC engines take to write `hours` of video at `native_fps` again: hours × fps ÷
    (engines × NVENC_1080P_FPS) (50,000 h × 30 ÷ 400 = 3,750 on a T4; 1,875 on an L4); None with no NVENC (A100,
    H100: the encode is the CPUs') or a chip not held."""
    nv = engines(gpu)
    if nv is None or nv[0] == 0:
        return None
    return hours * native_fps / (nv[0] * NVENC_1080P_FPS)


def footage_plan(row: DetectorRow, hours: float, fps: float | None, deadline_h: float | None,
                 native: float | None = None, reencode: bool = False) -> FootagePlan | None:
    """The batch of `hours` of recorded video on `row` (module docstring); None with no hours or no timed row.
    `native`: the stream's own rate when said ("1080p30"); `reencode`: the frames are written again (anonymisation),
    the T4's NVENC a third engine beside detect and decode."""
    ref = nearest_with(row, "t4_ms")
    if not hours or hours <= 0 or not ref.t4_ms:
        return None
    rate = fps or CAMERA_NATIVE_FPS
    frames = hours * 3600 * rate  # seconds an hour × frames a second
    detect_h = frames * ref.t4_ms / 1000 / 3600  # ms → s → hours
    stream = max(rate, native or CAMERA_NATIVE_FPS)
    decode_h = hours * stream / T4_DECODE_FPS  # the full stream decoded: hours × fps ÷ fps/s
    encode_h = (encode_hours(hours, stream) or 0.0) if reencode else 0.0
    gpuh = max(detect_h, decode_h, encode_h)
    wall = wall_cards(gpuh, deadline_h, None)
    if wall is None:
        return None
    return FootagePlan(frames, rate, fps is not None, ref.t4_ms, ref, detect_h, decode_h, gpuh, wall, encode_h)


def day_hours(cameras: float) -> float:
    """A day's footage of a camera fleet: cameras × 24 h (200 cameras → 4,800 h)."""
    return cameras * HOURS_PER_DAY


def footage_lines(row: DetectorRow, hours: float, plan: FootagePlan, price: tuple[str, float] | None,
                  cur: str, window_h: float | None = None, assumed: str | None = None) -> list[Msg]:
    """The headline (cards, wall, GPU-hours, cost at the cheapest one-T4 row), the assumed wall when no deadline was
    said (tools.wall_cards), else the STATED deadline set against the job's wall on the cards (met, and what one card
    alone would take; past one order's MAX_NODES cards it is not met there, and the sampling rate is the lever), the
    detector assumed when none (or no YOLO version) was named, and the work's arithmetic with its source.
    `window_h`: a day's footage run every day inside that window (the cards are the window's; the cost a day and a
    month). By hand: 3,000 h of CCTV at 25 fps on YOLO11m (5.13 ms) = 384.8 T4-hours; within 2 weeks (336 h) →
    ⌈384.8 ÷ 336⌉ = 2 T4s ≈ 192 h (8.0 days) each, inside the 336 h; one T4 alone 385 h, past it."""
    from tools.offers import MAX_NODES
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
    enc = [] if not plan.encode_h else [Msg(code="footage.encode", args={
        "encode": plan.encode_h, "detect": plan.detect_h, "decode": plan.decode_h, "per_nvenc": NVENC_1080P_FPS,
        "bound": "encode" if plan.encode_h >= max(plan.detect_h, plan.decode_h) else
        ("detect" if plan.detect_h >= plan.decode_h else "decode"),
        "engines": [x for k in ("T4", "L4", "L40S", "A10G", "A100", "H100") for x in (k, *VIDEO_ENGINES[k])],
        "where": price[0] if price else None, "rate": money_text(price[1], cur) if price else None})]
    due = [] if w.assumed or window_h else [Msg(code="footage.deadline", args={
        "wall": w.wall, "wall_days": w.wall / HOURS_PER_DAY, "cards": w.cards, "each": w.hours,
        "each_days": w.hours / HOURS_PER_DAY, "one": plan.gpu_hours, "one_days": plan.gpu_hours / HOURS_PER_DAY,
        "met": w.hours <= w.wall + 1e-9, "max": MAX_NODES, "over": w.cards > MAX_NODES,
        "at_max": plan.gpu_hours / MAX_NODES, "at_max_days": plan.gpu_hours / MAX_NODES / HOURS_PER_DAY})]
    det = [] if assumed is None else [Msg(code="footage.assumed", args={"name": row.name, "kind": assumed})]
    return [head] + ([wall_cards_msg(w, "T4", plan.gpu_hours)] if w.assumed else []) + due + det + [work] + enc
