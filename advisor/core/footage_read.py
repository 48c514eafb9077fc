"""A named detector over hours of recorded video ("YOLO11s over 8,000 hours of CCTV footage", "用 D-FINE 跑 3000 小时
行车记录仪视频", "RT-DETRv2 處理 2萬小時監控錄影"): the hours read here, the plan from tools.footage_detect, in the
answer's language and money; no arithmetic here."""

from __future__ import annotations

import re

from tools.schema import Workload

_N = r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬)?"
_VIDEO = (r"(?:video|footage|recordings?|cctv|dashcam|dash[\s-]?cam|camera|监控|監控|行车记录仪|行車記錄器|行车记录|"
          r"行車記錄|视频|視頻|影片|录像|錄像|錄影|录影)")
FOOTAGE = re.compile(r"(?i)" + _N + r"\s*(?:hours?|hrs?|h|小时|小時|個小時|个小时)\s*(?:of\s+)?(?:[\w-]+\s+){0,2}?(?:的\s*)?"
                     + _VIDEO)


def footage_hours(text: str) -> float | None:
    """Hours of recorded video said ("8,000 hours of CCTV footage" → 8,000; "2萬小時監控錄影" → 20,000); None else."""
    m = FOOTAGE.search(text or "")
    if m is None:
        return None
    return float(m.group(1).replace(",", "")) * (10_000 if m.group(2) else 1)


def footage_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The recorded-video plan's text; None when no detector is named, no hours of video are said, or a camera fleet
    is (the live path, advisor.core.detector_camera)."""
    from advisor.core.detector_read import CAMERAS, FPS, NATIVE, _num, camera_detector, camera_rate, daily_footage_window
    from tools.footage_detect import day_hours, footage_lines, footage_plan

    det, hours, window = camera_detector(text), footage_hours(text), daily_footage_window(text)
    cams = _num(CAMERAS.search(text or "")) if window else None
    if cams:  # a camera fleet's day of stored footage inside a daily window, not the live path
        hours = day_hours(cams)
    elif det is None or hours is None or camera_rate(text) is not None:
        return None
    if det is None or hours is None:
        return None
    from advisor.core.detector_camera import t4_price

    nat = NATIVE.search(text or "")  # the sampled rate, not the stream's own ("25 fps streams, detect on 2")
    fps = next((float(g.replace(",", "")) for m in FPS.finditer(text or "")
                if nat is None or not nat.start() <= m.start() < nat.end() for g in m.groups() if g), None) or _num(nat)
    plan = footage_plan(det[0], hours, fps, window if cams else w.deadline_hours)
    if plan is None:
        return None
    cur, price = t4_price(w, currency)
    head, *rest = footage_lines(det[0], hours, plan, price, cur, window if cams else None)
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)
