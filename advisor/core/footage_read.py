"""A named detector over hours of recorded video ("YOLO11s over 8,000 hours of CCTV footage", "用 D-FINE 跑 3000 小时
行车记录仪视频", "RT-DETRv2 處理 2萬小時監控錄影"): the hours read here, the plan from tools.footage_detect, in the
answer's language and money; no arithmetic here."""

from __future__ import annotations

import re

from advisor.core.detector_read import FOOTAGE
from advisor.core.extract_rules import read_part
from tools.schema import Workload

# anonymising stored video: blur / pixelate / redact faces and plates, then write the video again
ANON = re.compile(r"(?i)\b(?:blur\w*|anonymi[sz]\w*|redact\w*|de-?identif\w*|pixelat\w*|mask(?:ing|ed)?\s+(?:\w+\s+){0,2}"
                  r"(?:faces?|plates?))|打码|打碼|模糊化|模糊处理|模糊處理|去识别化|去識別化|去标识化|去標識化|遮蔽|"
                  r"马赛克|馬賽克")
# what is blurred: a blur / mask / 模糊 word alone ("motion blur") is no anonymisation without one of these
PRIVATE = re.compile(r"(?i)\b(?:faces?|plates?|people|persons?|pedestrians?|pii|personal|gdpr|privacy)\b|人脸|人臉|"
                     r"车牌|車牌|行人|个人|個人|隐私|隱私")
STRONG = re.compile(r"(?i)\b(?:anonymi[sz]\w*|redact\w*|de-?identif\w*)|打码|打碼|去识别化|去識別化|去标识化|去標識化")
# the stream's own rate in a resolution tag ("1080p30", "720p25")
STREAM_RATE = re.compile(r"(?i)\b(?:480|576|720|1080|1440|2160)p\s*(\d{2,3})\b")


def footage_hours(text: str) -> float | None:
    """Hours of recorded video said ("8,000 hours of CCTV footage" → 8,000; "2萬小時監控錄影" → 20,000); None else."""
    m = FOOTAGE.search(read_part(text))  # the part the readers read: a 65k-digit line is quadratic in FOOTAGE
    if m is None:
        return None
    return float(m.group(1).replace(",", "")) * {None: 1, "k": 1_000, "K": 1_000}.get(m.group(2), 10_000)


def footage_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The recorded-video plan's text; None when no detection is asked (a bare "YOLO" is sized on YOLO11m, a detection
    with none named on D-FINE-S, both said: advisor.core.detector_read.footage_detector), no hours of video are said,
    or a camera fleet is (the live path, advisor.core.detector_camera). A deadline said beside the hours ("3,000
    hours of CCTV within 2 weeks") is read with the hours blanked and set against the job's wall."""
    text = read_part(text)  # what the readers read of a message (its first MAX_CHARS), never a whole pasted line
    from advisor.core.detector_read import CAMERAS, FPS, NATIVE, _num, camera_rate, daily_footage_window, footage_detector
    from tools.footage_detect import day_hours, footage_lines, footage_plan

    det, hours, window = footage_detector(text), footage_hours(text), daily_footage_window(text)
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
    deadline = None if cams else w.deadline_hours
    if not cams and (deadline is None or deadline == hours):  # "3,000 hours of CCTV within 2 weeks": the hours are
        from advisor.core.extract_rules import read_deadline  # the video's, the 2 weeks the deadline

        deadline = read_deadline(FOOTAGE.sub(" ", text or ""))
    plan = footage_plan(det[0], hours, fps, window if cams else deadline)
    if plan is None:
        return None
    cur, price = t4_price(w, currency)
    head, *rest = footage_lines(det[0], hours, plan, price, cur, window if cams else None, det[1])
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def anon_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """Anonymising `N` hours of stored video (blur faces and plates, re-encode: "blur faces and plates in 50k hours of
    dashcam video", "5万小时行车记录仪视频人脸车牌打码", "2萬小時錄影去識別化"): the footage batch with the re-encode stage
    (tools.footage_detect), on the named detector or D-FINE-S (the smallest timed Apache-2.0 row, ASSUMED and said);
    every frame of the stream detected (a missed frame leaks a face). None without the words or the hours."""
    text = read_part(text)  # what the readers read of a message (its first MAX_CHARS), never a whole pasted line
    from advisor.core.detector_read import FPS, NATIVE, _num, camera_detector
    from tools.detector_rows import detector
    from tools.footage_detect import footage_lines, footage_plan
    from tools.schema import Msg

    hours = footage_hours(text)
    if hours is None or ANON.search(text or "") is None or (STRONG.search(text or "") is None
                                                            and PRIVATE.search(text or "") is None):
        return None
    det = camera_detector(text)
    row = det[0] if det is not None else detector("dfine-s")
    if row is None:
        return None
    tag = STREAM_RATE.search(text or "")
    said = next((float(g.replace(",", "")) for m in FPS.finditer(text or "") for g in m.groups() if g), None)
    native = float(tag.group(1)) if tag else (_num(NATIVE.search(text or "")) or said)
    deadline = w.deadline_hours
    if deadline is None or deadline == hours:  # "10,000 hours of footage … within 2 weeks": the hours are the video's
        from advisor.core.extract_rules import read_deadline

        deadline = read_deadline(FOOTAGE.sub(" ", text or ""))
    plan = footage_plan(row, hours, native, deadline, native, reencode=True)
    if plan is None:
        return None
    from advisor.core.detector_camera import t4_price

    cur, price = t4_price(w, currency)
    head, *rest = footage_lines(row, hours, plan, price, cur)
    lead = Msg(code="footage.anon", args={"hours": hours, "name": row.name, "assumed": det is None})
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in [lead, *rest])
