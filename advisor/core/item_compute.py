"""A named non-generative non-LLM job (OWLv2 boxes, PP-OCR, CAM++ voiceprints, LayoutLMv3 forms, UNI tiles) that holds
no published seconds a unit, answered with an ESTIMATE from compute (tools.item_compute): seconds an item on the pilot
card, the GPU-hours (or CPU core-hours), the cards (or cores) for the window said, the cost for the job, the day and
the month, and the hardware the user was told to get judged against it — never only "time it on a pilot". The words
live in advisor/core/messages/item_compute.py; every figure comes from tools.item_compute."""

from __future__ import annotations

import re
from typing import Any

from tools.batch_wall import assumed_wall_msg, batch_wall
from tools.item_compute import (
    ItemCompute,
    busy_share,
    cards_with_headroom,
    compute_for,
    cores_for,
    cpu_core_seconds,
    days_hours,
    diffusion_compute,
    epoch_items,
    item_plan,
    monthly_plan,
    ocr_compute,
    oversize,
    per_thousand_hours,
    raster_core_hours,
    seconds_on_card,
    speedup,
)
from tools.kind_reference import (
    MARIGOLD_ENSEMBLE,
    MARIGOLD_STEPS,
    OCR_BATCH,
    OCR_PAGE_TOKENS,
    OCR_ROWS,
    ocr_scale,
    processing_size,
)
from tools.schema import Msg
from tools.wording import money_text

# a window said in words the reader leaves unread: 周末两天 / a weekend = 48 h, 一周 / a week = 168 h, N 天 / N days
_NUM_ZH = {"一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "十": 10}
WINDOW = re.compile(r"(?i)(\d+|[一两兩二三四五六七十])\s*(?:个|個)?\s*(?:天|日|days?)|(周末|週末|weekend)|"
                    r"(一周|一週|一星期|一個星期|一个星期|a\s+week(?!end)|one\s+week(?!end))")
AUDIO_S = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:秒|s\b|secs?\b|seconds?\b)")
EPOCHS = re.compile(r"(?i)(\d+)\s*(?:epochs?|个?轮|個?輪)")
TRAIN = re.compile(r"(?i)fine[\s-]?tun|微调|微調|训练|訓練|\btrain")
DEFAULT_EPOCHS = 10  # ASSUMED when none is said (the answer says so)
# a diffusion job's steps, ensemble and frame size said: "10 denoising steps", "ensemble of 5", 10步, 集成5次, 1920x1080
STEPS = re.compile(r"(?i)(\d+)\s*(?:denois\w*\s+|diffusion\s+|ddim\s+|inference\s+|sampling\s+)?steps?(?![a-z])|"
                   r"(\d+)\s*(?:个|個)?\s*(?:去噪|采样|採樣)?\s*步(?!骤|驟)")
ENSEMBLE = re.compile(r"(?i)ensembl\w*(?:\s+size)?\s*(?:of\s+|=\s*|:\s*)?(\d+)|(\d+)[\s-]*(?:member\s+|x\s+)?ensembl|"
                      r"集成\s*(\d+)|(\d+)\s*次\s*集成")
FRAME = re.compile(r"(\d{3,5})\s*[x×*]\s*(\d{3,5})")
# an OCR job's generated tokens a page said: "1,500 tokens per page", 每页约2000个token
PAGE_TOKENS = re.compile(r"(?i)(\d[\d,]*)\s*(?:output\s+|generated\s+)?tokens?\s*(?:a|per|each|/|of\s+text\s+per)\s*page|"
                         r"(?:每页|每頁)\s*(?:大约|大約|约|約|大概)?\s*(\d[\d,]*)\s*(?:个|個)?\s*token")
# a count said a month ("500k pages/month", 每月30万页): a flow, its cards held all month
MONTHLY = re.compile(r"(?i)(?:/|\ba\s+|\bper\s+|\beach\s+|\bevery\s+)month|monthly|每月|每个月|每個月|一个月|一個月|月均")
# scans kept as PDFs ("300dpi的PDF", "scanned PDFs"): rendered to images on CPU before the OCR
PDF_SAID = re.compile(r"(?i)(?<![a-z])pdfs?(?![a-z])")
DPI = re.compile(r"(?i)(\d{2,4})\s*dpi")
FRAMES_SAID = re.compile(r"(?i)frames?(?![a-z])|帧|幀")
DIFFUSION_ROWS = {"marigold": "Marigold (SD-2 U-Net)"}


def _first(m: re.Match[str] | None) -> int | None:
    g = next((x for x in (m.groups() if m else ()) if x), None)
    return int(g.replace(",", "")) if g else None


def tailored(key: str, text: str) -> tuple[ItemCompute | None, dict[str, Any]]:
    """A diffusion or OCR-VLM row at what the message says (steps × ensemble at the frame size; tokens a page), with
    the assumption said for the answer; (None, {}) for another row."""
    if key in DIFFUSION_ROWS:
        steps, ens, frame = _first(STEPS.search(text or "")), _first(ENSEMBLE.search(text or "")), FRAME.search(text or "")
        size = processing_size(*(float(frame.group(1)), float(frame.group(2))) if frame else (None, None))
        return (diffusion_compute(key, DIFFUSION_ROWS[key], steps or MARIGOLD_STEPS, ens or MARIGOLD_ENSEMBLE, size),
                {"kind": "diffusion", "steps": steps or MARIGOLD_STEPS, "steps_said": steps is not None,
                 "ensemble": ens or MARIGOLD_ENSEMBLE, "ens_said": ens is not None, "size": f"{size[0]} × {size[1]}",
                 "frames": FRAMES_SAID.search(text or "") is not None})
    if key in OCR_ROWS:
        tokens = _first(PAGE_TOKENS.search(text or ""))
        c = compute_for(key, text)
        if c is None:
            return None, {}
        row = ocr_compute(key, c.name, tokens, ocr_scale(key)) if tokens else c
        return row, {"kind": "ocrvlm", "tokens": tokens or OCR_PAGE_TOKENS, "tokens_said": tokens is not None,
                     "batch": OCR_BATCH}
    return None, {}


def window_said(text: str) -> float | None:
    """The hours of a window said in words: "周末两天" 48, "in a weekend" 48, "一週內" 168, "within 3 days" 72."""
    m = WINDOW.search(text or "")
    if m is None:
        return None
    if m.group(3):
        return 168.0
    if m.group(1):
        n = m.group(1)
        return days_hours(int(n) if n.isdigit() else _NUM_ZH.get(n, 0)) or None
    return 48.0


def _peak(name: str | None) -> float | None:
    from catalog.gpus import all_gpus
    from tools.speed import SpeedUnknown, peak_tflops

    g = all_gpus().get(name or "")
    if g is None:
        return None
    try:
        return peak_tflops(g, "fp16")
    except SpeedUnknown:
        return None


def _bandwidth(name: str | None) -> float | None:
    from catalog.gpus import all_gpus

    g = all_gpus().get(name or "")
    return g.bandwidth_gb_s if g else None


def _secs(c: ItemCompute, card: str | None, train: bool = False) -> float | None:
    peak = _peak(card)
    return (seconds_on_card(c, peak, _peak(c.measured_on), train=train, bandwidth_gb_s=_bandwidth(card))
            if peak else None)


def _money(x: float | None, cur: str) -> str | None:
    return None if x is None else money_text(x, cur)


def estimate_lines(key: str, text: str, backlog: float | None, daily: float | None, deadline_h: float | None,
                   p: Any, cur: str, proposed: tuple[int | None, str | None] = (None, None)) -> list[Msg]:
    """The estimate's lines for a job family `key` with its counted items; `p` the pilot card as job_lines' pick
    gives it (card, row, price, elsewhere, GB) or None. Empty when no compute figure is held or nothing is counted."""
    c, how = tailored(key, text)
    c = c or compute_for(key, text)
    if c is None or not (backlog or daily):
        return []
    window = deadline_h or window_said(text)
    out: list[Msg] = []
    if c.cpu_core_s is not None:
        out += _cpu(c, text, backlog, daily, window)
    if c.gflops is None and c.measured_s is None:
        return out
    card = p[0] if p else None
    train = key == "layoutlmv3" and TRAIN.search(text or "") is not None and backlog
    if train:
        out.append(_train(c, text, backlog or 0.0, card, p, cur))
        backlog = None
    secs = _secs(c, card)
    if secs is None:
        return out
    card_args = {"card": card, "row": p[1] if p else None, "price": _money(p[2], cur) if p else None,
                 "elsewhere": bool(p and p[3])}
    if c.key == "uni":  # counted in slides, computed per tile: tiles per slide are the user's (tissue, magnification)
        return out + [Msg(code="ic.tiles", args={"name": c.name, "source": c.source, "gflops": c.gflops, "card": card,
                                                 "secs": secs, "per_k": per_thousand_hours(secs), **card_args})]
    wall = batch_wall(window, None, True)  # a backlog with no deadline: the assumed wall (tools.batch_wall)
    monthly = MONTHLY.search(text or "") is not None and not window and not daily
    for n, is_daily in ((backlog, False), (daily, True)):
        if n:
            plan = (monthly_plan(n, secs, p[2] if p else None) if monthly and not is_daily
                    else item_plan(n, secs, wall.hours, p[2] if p else None, is_daily))
            out.append(Msg(code="ic.plan", args={
                "name": c.name, "input": c.input, "source": c.source, "measured": c.gflops is None, "gflops": c.gflops,
                "alt": c.alt_name, "alt_ratio": c.alt_ratio, "frames": "frame" in c.input,
                "variants": "nucleotide" in c.input,  # a DNA model's variants (Evo 2), never images
                "n": n, "daily": is_daily, "secs": secs, "gpuh": plan.hours, "window": plan.window_h, "cards": plan.units,
                "cost": _money(plan.cost, cur), "month": _money(plan.month, cur), **card_args,
                "assumed": assumed_wall_msg() if wall.assumed and not is_daily and not monthly else None,
                "monthly": monthly and not is_daily, **how}))
            from advisor.core.batch_window_lines import card_window_msgs  # a stated daily window is the wall

            out += card_window_msgs(text, is_daily, plan.hours, card, p[2] if p else None, cur)
            if not is_daily and not monthly and plan.units and plan.window_h:  # one card at ~100 %: plan headroom
                room = cards_with_headroom(plan.hours, plan.window_h)
                if room > plan.units:
                    out.append(Msg(code="ic.headroom", args={
                        "cards": plan.units, "room": room, "card": card, "window": plan.window_h,
                        "busy": busy_share(plan.hours, plan.units, plan.window_h),
                        "cost_same": True}))
    out += _proposed(c, backlog or daily or 0.0, window if backlog else 24.0, proposed, (card, secs))
    if key in ("ppocr", "ppocr-mobile") and PDF_SAID.search(text or "") and (backlog or daily):
        lo, hi, c_lo, c_hi = raster_core_hours(backlog or daily or 0.0, window if backlog else 24.0)
        dpi = DPI.search(text or "")
        out.append(Msg(code="ic.raster", args={"n": backlog or daily, "daily": not backlog, "lo": lo, "hi": hi,
                                               "cores_lo": c_lo, "cores_hi": c_hi, "window": window if backlog else 24.0,
                                               "dpi": int(dpi.group(1)) if dpi else None}))
    return out


def _cpu(c: ItemCompute, text: str, backlog: float | None, daily: float | None, window: float | None) -> list[Msg]:
    """CPU core-hours, and the cores busy through the window (a day's flow over 24 h)."""
    m = AUDIO_S.search(text or "") if c.per_audio_s else None
    audio = float(m.group(1)) if m else (10.0 if c.per_audio_s else None)  # ASSUMED 10 s when unsaid (said)
    each = cpu_core_seconds(c, audio)
    out = []
    for n, is_daily in ((backlog, False), (daily, True)):
        w = 24.0 if is_daily else window
        if n and each is not None:
            plan = item_plan(n, each, w)
            out.append(Msg(code="ic.cpu", args={
                "name": c.name, "source": c.source, "n": n, "daily": is_daily, "each": each, "audio": audio,
                "audio_said": m is not None, "per_audio": c.per_audio_s, "per_h": c.per_audio_h,
                "series": c.series, "core_h": plan.hours,
                "window": w,
                "cores": cores_for(plan.hours, w) if w else None}))
    return out


def _train(c: ItemCompute, text: str, n: float, card: str | None, p: Any, cur: str) -> Msg:
    """A fine-tune of `n` labelled pages: n × epochs × 6·N·T on the pilot card."""
    m = EPOCHS.search(text or "")
    epochs = int(m.group(1)) if m else DEFAULT_EPOCHS
    secs = _secs(c, card, train=True)
    plan = item_plan(epoch_items(n, epochs), secs, None, p[2] if p else None) if secs else None
    return Msg(code="ic.train", args={
        "name": c.name, "n": n, "epochs": epochs, "epochs_said": m is not None, "gflops": c.train_gflops,
        "gpuh": plan.hours if plan else None, "cost": _money(plan.cost if plan else None, cur), "card": card})


def _proposed(c: ItemCompute, n: float, window: float | None, proposed: tuple[int | None, str | None],
              pilot: tuple[str | None, float]) -> list[Msg]:
    """The proposed cards' hours in the window against the job's hours on that card ("≈ 15× more than the job"), and
    its speed per item against the pilot card's (an H100 on a CPU-bound OCR pipeline: 1.0×)."""
    count, said = proposed
    if said is None or not window:
        return []
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    try:
        name = resolve_gpu_name(said)
    except (UnknownGPU, KeyError, LookupError, ValueError):
        return []
    secs = _secs(c, name)
    if secs is None:
        return []
    hours = item_plan(n, secs, window).hours
    times = oversize(count or 1, window, hours)
    speed = speedup(pilot[1], secs) if pilot[0] and pilot[0] != name else None
    return [Msg(code="ic.proposed", args={"card": name, "n": count or 1, "hours": hours, "window": window,
                                          "times": times, "speed": speed, "pilot": pilot[0],
                                          "busy": busy_share(hours, count or 1, window)})] if times else []
