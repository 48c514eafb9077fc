"""A detector over batches of still images ("yolov8 detection on 2 million images a day", 每10分钟处理一批图片，大概2万张，
用yolov8检测, "每天200萬張圖片用YOLOv8跑，晚上6小時內跑完"): the detector, the images a batch, its cadence and deadline read
here; the plan from tools.detector_batch at the camera path's per-card rate, in the answer's language and money. No
arithmetic here."""

from __future__ import annotations

import re

from tools.schema import Workload

# a recurring batch's cadence beyond "every N minutes / hours" (advisor.core.solver_jobs_read.every_said): "a day",
# 每天, 每小時
_DAY = re.compile(r"(?i)\b(?:a|per|each|every)\s+day\b|\bdaily\b|\bnightly\b|每天|每日|每晚|一天|每夜")
_HOUR = re.compile(r"(?i)\b(?:an|per|each|every)\s+hour\b|\bhourly\b|每(?:个|個)?小[时時]|每個鐘")
# the job is training or a live camera / video feed: another path's
_OTHER = re.compile(r"(?i)\b(?:train|training|fine-?tun\w*|lora)\b|训练|訓練|微调|微調")


def batch_cadence(w: Workload, text: str) -> tuple[float, str] | None:
    """The cadence as said: (10, "minute") for "every 10 minutes" / 每10分钟, (1, "day") for "a day" / 每天 or the
    reader's batch period; None for a one-off batch."""
    from advisor.core.solver_jobs_read import every_said

    said = every_said(text)
    if said is not None:
        return said
    if _HOUR.search(text or ""):
        return 1.0, "hour"
    if w.batch_period:
        return 1.0, w.batch_period
    return (1.0, "day") if _DAY.search(text or "") else None


def batch_images(w: Workload, text: str) -> float | None:
    """The images a batch: the reader's recurring count, its image data set, else a count of images said (2万张)."""
    from advisor.core.vision_batch import IMAGES, _count

    if w.batch_requests:
        return float(w.batch_requests)
    if w.dataset is not None and w.dataset.unit == "images":
        return w.dataset.amount
    return _count(IMAGES.search(text or ""))


def detector_batch_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The batch plan's text; None when no detection is asked (footage_detector: a named detector, bare YOLO → YOLO11m,
    a detection word → D-FINE-S), no images are counted, cameras or hours of video are said (the live and footage
    paths), or the job is a training."""
    from advisor.core.detector_read import CAMERAS, camera_detector, footage_detector
    from advisor.core.footage_read import footage_hours

    t = text or ""
    det = footage_detector(t)
    if det is None or _OTHER.search(t) or CAMERAS.search(t) or footage_hours(t) is not None:
        return None
    images = batch_images(w, t)
    if not images:
        return None
    from advisor.core.detector_camera import card_offers
    from tools.detector_batch import batch_lines, batch_plan, period_seconds

    every = batch_cadence(w, t)
    cur, offers = card_offers(w, currency, ("T4", "L4"))
    plan = batch_plan(det[0], images, period_seconds(*every) if every else None, w.deadline_hours, offers,
                      offers[0].fp16 if offers else 0.0)
    if plan is None:
        return None
    named = camera_detector(t)
    head, *rest = batch_lines(det[0], plan, offers, cur, named[1] if named else True, det[1], every)
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)
