"""A detector (YOLO11 / YOLOv8, RT-DETRv2, D-FINE, RF-DETR: tools.detector_rows) over BATCHES of still images — "2 million
images a day", "每10分钟一批，约2万张", "500k photos within 4 hours" — sized as a job at the camera path's own per-card
rate: images a second one card runs = tools.detector_rows.batched_fps (the row's published T4 TensorRT FP16 batch-1
time × BATCH_GAIN 1.5, assumed, × the card's dense FP16 TFLOPS ÷ the T4's); a batch of stills batches as freely as many
streams' frames do. No video is decoded here (no NVDEC line): the images' JPEG decode and resize is CPU work
(tools.vision_batch.decode_cores, ≈ 100 images/s a core, assumed), said beside the cards.

Why: "yolov8 detection on 2 million images a day" and 每10分钟处理一批图片，大概2万张 were refused ("Not sized here …
vision models need different numbers") while 200 cameras at 5 fps on the same detector were sized.

The job: the window a batch must finish in is the stated deadline, else its cadence (the next batch arrives: "every 10
minutes" = 600 s, "a day" = 86,400 s), else (once, no deadline) the assumed week of tools.wall_cards. Images a second
the window needs = images ÷ window; cards = ⌈that ÷ a card's rate⌉; card-hours a batch = images ÷ a card's rate ÷ 3,600;
the busy card-hours a month = that × batches a month (HOURS_PER_MONTH × 3,600 ÷ the cadence). The plan is the card with
the cheaper month held all the time (tools.domain_jobs.always_on_month); a cadence of an hour or more may instead start
the cards for each batch and pay the busy hours only (billing by the second; start-up minutes not counted, said).

By hand (YOLOv8m, 25.9 M params, no T4 time published → YOLO11l, 25.3 M, 6.65 ms, the nearest held row in parameters):
T4 1,000 ÷ 6.65 × 1.5 = 225.6 images/s, L4 225.6 × 121 ÷ 65 = 420.0.
- 20,000 images every 10 minutes: 20,000 ÷ 600 = 33.3 images/s → 1 T4 (or 1 L4); a batch is 20,000 ÷ 225.6 = 88.7 s
  on the T4 = 0.0246 T4-hours; 144 batches a day → 3.55 T4-hours a day.
- 2,000,000 images a day: 2e6 ÷ 86,400 = 23.1 images/s → 1 T4; 2e6 ÷ 225.6 ÷ 3,600 = 2.46 T4-hours a day (≈ 74.9 a
  month); within a 6-hour nightly window: 2e6 ÷ 21,600 = 92.6 images/s → still 1 T4, busy 2.46 h of the 6.
- 50,000,000 images within 4 hours: 3,472 images/s → ⌈3,472 ÷ 225.6⌉ = 16 T4 or ⌈3,472 ÷ 420⌉ = 9 L4.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH, SECONDS_PER_HOUR
from tools.detector_rows import BATCH_GAIN, CardOffer, DetectorRow, batched_fps, licence_line, nearest_with
from tools.schema import Msg

# seconds in a cadence unit said ("every 10 minutes", "a day", "a week", "a month" of HOURS_PER_MONTH)
_UNIT_S = {"minute": 60.0, "hour": float(SECONDS_PER_HOUR), "day": float(SECONDS_PER_HOUR * HOURS_PER_DAY),
           "week": float(SECONDS_PER_HOUR * HOURS_PER_DAY * 7), "month": float(SECONDS_PER_HOUR * HOURS_PER_MONTH)}
STOP_START_S = float(SECONDS_PER_HOUR)  # a cadence this long or longer may start the cards for each batch (said)


def period_seconds(n: float, unit: str) -> float | None:
    """A cadence said as n units in seconds: (10, "minute") → 600; (1, "day") → 86,400; None for a unit not held."""
    s = _UNIT_S.get(unit)
    return n * s if s and n > 0 else None


class BatchFit(NamedTuple):
    gpu: str
    per_s: float  # images a second one card runs, batched (tools.detector_rows.batched_fps)
    cards: int  # cards that finish a batch inside its window
    batch_h: float  # card-hours one batch takes
    busy_h: float | None  # busy card-hours a month (None: a one-off batch)


class BatchPlan(NamedTuple):
    images: float
    period_s: float | None  # the cadence; None: once
    window_s: float  # the time a batch must finish in
    window_said: bool  # a deadline or a cadence said (else the assumed week)
    rate: float  # images a second the window needs
    ms: float  # the T4 batch-1 ms a frame of the row timed on
    ref: DetectorRow
    fits: list[BatchFit]


def batch_plan(row: DetectorRow, images: float, period_s: float | None, deadline_h: float | None,
               offers: list[CardOffer], t4_fp16: float) -> BatchPlan | None:
    """The batch on each offered card (module docstring); None with no images, no timed row or no card."""
    from tools.batch_wall import DEFAULT_BATCH_WALL_DAYS

    ref = nearest_with(row, "t4_ms")
    if not images or images <= 0 or not ref.t4_ms or not offers:
        return None
    said = [s for s in (deadline_h * SECONDS_PER_HOUR if deadline_h else None, period_s) if s]
    window = min(said) if said else DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY * SECONDS_PER_HOUR
    rate = images / window
    fits = []
    for o in offers:
        per_s = batched_fps(ref.t4_ms, o.fp16, t4_fp16)
        batch_h = images / per_s / SECONDS_PER_HOUR
        busy = batch_h * HOURS_PER_MONTH * SECONDS_PER_HOUR / period_s if period_s else None
        fits.append(BatchFit(o.gpu, per_s, max(1, math.ceil(rate / per_s - 1e-9)), batch_h, busy))
    return BatchPlan(images, period_s, window, bool(said), rate, ref.t4_ms, ref, fits)


def batch_lines(row: DetectorRow, plan: BatchPlan, offers: list[CardOffer], cur: str, size_said: bool = True,
                assumed: str | None = None, every: tuple[float, str] | None = None) -> list[Msg]:
    """The headline (images a cadence → images a second the window needs → cards of each offer at its batched rate),
    the plan (the cheaper month held, the other card beside it, the busy hours alone where the cadence allows starting
    the cards per batch, a one-off's cost), the images' CPU decode and the detector assumed when none or no size was
    said. `every`: the cadence as said ((10, "minute")). `assumed`: "yolo" (bare YOLO → YOLO11m) or "unnamed"
    (D-FINE-S), as tools.footage_detect says it."""
    from tools.domain_jobs import always_on_month
    from tools.vision_batch import DECODE_IMAGES_PER_CORE, decode_cores
    from tools.wording import money_text

    f0 = plan.fits
    head = Msg(code="det.batch", args={
        "name": row.name, "images": plan.images, "period_s": plan.period_s, "every": every[0] if every else None,
        "unit": every[1] if every else None, "window_s": plan.window_s,
        "window_h": plan.window_s / SECONDS_PER_HOUR,
        "own_window": plan.period_s is None or plan.window_s < plan.period_s, "said": plan.window_said,
        "rate": plan.rate, "ms": plan.ms,
        "ref": plan.ref.name, "nearest": plan.ref is not row, "source": plan.ref.source, "gain": BATCH_GAIN,
        "gpus": [f.gpu for f in f0], "per_s": [f.per_s for f in f0], "cards": [f.cards for f in f0],
        "batch_s": f0[0].batch_h * SECONDS_PER_HOUR, "batch_h": f0[0].batch_h})
    priced = [(i, f, o) for i, (f, o) in enumerate(zip(f0, offers)) if o.price]
    once = plan.period_s is None

    def cost(f: BatchFit, o: CardOffer) -> float:
        price = o.price[1] if o.price else 0.0
        return f.batch_h * price if once else always_on_month(f.cards, price)

    best = min(priced, key=lambda t: cost(t[1], t[2]))[0] if priced else 0
    f, o = f0[best], offers[best]
    busy = f.busy_h if f.busy_h is not None and plan.period_s and plan.period_s >= STOP_START_S else None
    out = [head, Msg(code="det.batch_plan", args={
        "cards": f.cards, "gpu": f.gpu, "once": once, "row": o.price[0] if o.price else None,
        "price": money_text(o.price[1], cur) if o.price else None,
        "cost": money_text(cost(f, o), cur) if o.price else None, "batch_h": f.batch_h,
        "each_h": f.batch_h / f.cards, "busy_h": busy, "busy_day": busy / HOURS_PER_MONTH * HOURS_PER_DAY if busy else None,
        "busy_cost": money_text(busy * o.price[1], cur) if busy is not None and o.price else None,
        "other": [Msg(code="det.batch_other", args={"gpu": g.gpu, "cards": g.cards, "cost": money_text(cost(g, p), cur),
                                                     "once": once}) for i, g, p in priced if i != best]})]
    run_rate = f.cards * f.per_s  # the cards' images a second while busy: the rate the CPUs must decode at
    out.append(Msg(code="vision_batch.decode", args={"per_s": run_rate, "cores": decode_cores(run_rate),
                                                     "per_core": DECODE_IMAGES_PER_CORE, "vcpus": None, "short": False}))
    if row.licence != "AGPL-3.0":  # YOLO's AGPL line is the answer's own licence lead (as on cameras)
        out.append(licence_line(row))
    if assumed is not None:  # bare "YOLO" → YOLO11m, none named → D-FINE-S: tools.footage_detect's words
        out.append(Msg(code="footage.assumed", args={"name": row.name, "kind": assumed}))
    elif not size_said:
        out.append(Msg(code="det.batch_size", args={"name": row.name}))
    return out
