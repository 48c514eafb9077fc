"""Huge volumes a day led by their batch sizing and the design an engineer would run (tools.volume_designs): a stated
log volume (2 TB a day) read whole by an LLM, a live short-label job at thousands of requests a second on a generative
LLM (the encoder classifier beside it), and hour-long meeting videos fed whole to a VLM. Each was answered as one 4k
chat (or the dearest design) with no token count."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.magnitudes import LEN_MAG
from tools.schema import Msg, Workload

_NUM = r"(?<!\d)(\d++(?:\.\d++)?)"  # from a run's first digit, held: linear over 4,000 digits
_LOG = re.compile(r"(?i)日志|日誌|\blogs?\b|\blog\s*lines\b")
_VOLUME = re.compile(_NUM + r"\s*(PB|TB|GB|MB)(?![a-z])"
                     r"(?!\s*(?:of\s+)?(?:cards?|gpus?|vram|memory|ram|hbm|显存|顯存|内存|記憶體|卡))", re.I)
# the period said next to the volume ("每天…2TB", "7TB a week", "500GB per day"), never a later "monthly cost"
_PERIODS = (("week", re.compile(r"(?i)每周|每週|一周|一週|/\s*(?:week|wk)\b|\bper\s+week|\ba\s+week\b|\beach\s+week|\bweekly")),
            ("month", re.compile(r"(?i)每月|每个月|每個月|/\s*month\b|\bper\s+month|\ba\s+month\b|\beach\s+month")),
            ("day", re.compile(r"(?i)每天|每日|一天|/\s*day\b|\bper\s+day|\ba\s+day\b|\beach\s+day"
                               r"|\bdaily")))
_LINES = re.compile(r"(?i)" + _NUM + r"\s*" + LEN_MAG + r"?\s*(?:条|條|行)\s*(?:\w{0,6}?)(?:日志|日誌)"
                    r"|" + _NUM + r"\s*" + LEN_MAG + r"?\s+(?:log\s+(?:lines|events|entries|records|messages)"
                    r"|lines\s+of\s+logs?)")
_VIDEO = re.compile(r"(?i)\bvideos?\b|\brecordings?\b|\bmeetings?\b|视频|視頻|影片|录像|錄影|会议录|會議錄")
_HOURS = re.compile(r"(?i)\b(one|an|a|two|\d+(?:\.\d+)?)[- ]hours?\b"
                    r"|(一|两|兩|(?<!\d)\d++(?:\.\d++)?)\s*(?:个|個)?\s*(?:小时|小時|鐘頭|钟头)"
                    r"|(?<!\d)(\d++)[- ]?(?:min(?:ute)?s?\b|分钟|分鐘)")
_WORD_HOURS = {"one": 1.0, "an": 1.0, "a": 1.0, "two": 2.0, "一": 1.0, "两": 2.0, "兩": 2.0}
_PER_DAY_COUNT = re.compile(r"(?i)(?<![\d,])(\d[\d,]*+)\s*(?:[-\w/]+\s+){0,3}?(?:videos?|recordings?|meetings?)\b[^.?!]{0,30}?"
                            r"(?:a|per|each|every)\s+day|(?:每天|每日|一天)[^0-9]{0,6}(\d[\d,]*+)\s*(?:个|個|场|場|段|條|条)?")


def _log_bytes(text: str) -> float | None:
    """A stated log volume as bytes a day (tools.volume_designs.day_volume_bytes), None when none is said."""
    from tools.volume_designs import day_volume_bytes

    m = next((v for v in _VOLUME.finditer(text or "") if _LOG.search(text[max(0, v.start() - 40):v.end() + 40])), None)
    period = _period_near(text, m) if m is not None else None
    return day_volume_bytes(float(m.group(1)), m.group(2), period) if m is not None and period else _line_bytes(text)


def _line_bytes(text: str) -> float | None:
    """A log volume said in lines (10亿条日志, "2 billion log lines a day") as bytes a day at the assumed bytes a line
    (tools.volume_designs.lines_bytes), None when none is said."""
    from tools.volume_designs import lines_bytes

    said = _line_count(text)
    return lines_bytes(*said) if said is not None else None


def _line_count(text: str) -> tuple[float, str] | None:
    """The log lines said and their period, None when none is said."""
    from advisor.core.magnitudes import scaled_count

    m = _LINES.search(text or "")
    period = _period_near(text, m) if m is not None else None
    if m is None or not period:
        return None
    return scaled_count(float(m.group(1) or m.group(3)), m.group(2) or m.group(4)), period


def _period_near(text: str, m: re.Match[str]) -> str | None:
    """The period said next to a volume, with logs beside it; None when either is missing (a card's "24GB")."""
    lo = max(0, m.start() - 16)
    near, at = text[lo:m.end() + 40], m.start() - lo
    said = [(p.search(near), name) for name, p in _PERIODS]
    found = [(abs(f.start() - at), name) for f, name in said if f is not None]
    if not found or not _LOG.search(near):
        return None
    return min(found)[1]


def _video_hours(text: str) -> float | None:
    m = _HOURS.search(text or "")
    if m is None:
        return None
    if m.group(3):
        from tools.volume_designs import minutes_hours

        return minutes_hours(float(m.group(3)))
    word = (m.group(1) or m.group(2) or "").lower()
    return _WORD_HOURS.get(word) or float(word)


def _videos_a_day(text: str) -> int | None:
    m = _PER_DAY_COUNT.search(text or "")
    if m is None:
        return None
    return int((m.group(1) or m.group(2)).replace(",", ""))


def _card(rec: Any) -> tuple[Any, Any, float | None, str] | None:
    """The pick, its card's spec, the price of one of its card-hours and the currency (None without a pick)."""
    from catalog.gpus import all_gpus
    from tools.cost import per_gpu_price

    top = rec.candidates[0] if rec.candidates else None
    spec = all_gpus().get(top.gpu) if top is not None else None
    if top is None or spec is None:
        return None
    price = per_gpu_price(top.price_per_hour.amount, top.gpu_count * max(1, top.instances))
    return top, spec, price, top.price_per_hour.currency


def volume_design_msgs(text: str, w: Workload, rec: Any) -> list[Msg]:
    """The lines above the plan; [] when no huge volume is said."""
    out = _logs(text, rec) + _encoder(text, rec) + _video(text, rec)
    return out


def _logs(text: str, rec: Any) -> list[Msg]:
    from catalog import registry
    from tools import volume_designs as vd
    from tools.arch import active_params
    from tools.prefill_service import dense_tflops
    from tools.wording import count_text

    bytes_day = _log_bytes(text)
    card = _card(rec)
    rw = rec.workload
    if bytes_day is None or card is None or not rw.model or rw.batch_requests:
        return []
    top, spec, price, cur = card
    try:
        arch = registry.get(rw.model)
    except Exception:
        return []
    tflops = dense_tflops(spec, rw.precision)
    if not tflops:
        return []
    rate = vd.prefill_tokens_s(tflops, active_params(arch))
    tokens = vd.log_tokens(bytes_day)
    full = vd.sized(tokens, rate, price)
    kept = vd.sized(vd.share_of(tokens, vd.LOG_LLM_SHARE), rate, price)
    lines = _line_count(text) if not _VOLUME.search(text or "") else None
    return [Msg(code="volume_designs.logs", args={
        "lines": count_text(lines[0]) if lines else None, "line_bytes": vd.LOG_LINE_BYTES,
        "gb_day": vd.gigabytes(bytes_day), "bpt": vd.LOG_BYTES_PER_TOKEN, "tokens": count_text(full.tokens_day),
        "model": arch.name, "gpu": top.gpu, "rate": rate, "full_h": full.card_hours_day, "full_cards": full.cards,
        "full_month": _money(full.month, cur), "share": vd.LOG_LLM_SHARE, "kept_tokens": count_text(kept.tokens_day),
        "kept_h": kept.card_hours_day, "kept_cards": kept.cards, "kept_month": _money(kept.month, cur)})]


def _encoder(text: str, rec: Any) -> list[Msg]:
    from advisor.core.extract_rules import CLASSIFY_JOB
    from tools import volume_designs as vd
    from tools.prefill_rows import in_flight_on_line
    from tools.prefill_service import dense_tflops
    from tools.wording import count_text

    rw = rec.workload
    card = _card(rec)
    if card is None or not in_flight_on_line(rw) or not CLASSIFY_JOB.search(text or "") \
            or not rw.target_requests_per_s:
        return []
    top, spec, price, cur = card
    tflops = dense_tflops(spec, rw.precision)
    if not tflops:
        return []
    enc = vd.encoder_cards(float(rw.target_requests_per_s), tflops, price)
    return [Msg(code="volume_designs.encoder", args={
        "model": rw.model, "rate": rw.target_requests_per_s, "params_m": vd.millions(vd.ENCODER_PARAMS),
        "tokens": vd.ENCODER_TOKENS,
        "flops": count_text(enc.flops_s), "gpu": top.gpu, "cards": enc.cards, "month": _money(enc.month, cur),
        "llm_cards": vd.cards_of(top.gpu_count, top.instances)})]


def _video(text: str, rec: Any) -> list[Msg]:
    from catalog import registry
    from tools import volume_designs as vd
    from tools.arch import total_params
    from tools.prefill_service import dense_tflops
    from tools.vision import VISION_TOWERS

    rw = rec.workload
    hours, per_day, card = _video_hours(text), _videos_a_day(text), _card(rec)
    if not _VIDEO.search(text or "") or not hours or not per_day or card is None or not rw.model \
            or rw.batch_requests:
        return []
    tower = VISION_TOWERS.get(rw.model)
    if tower is None:
        return []
    top, spec, price, cur = card
    arch = registry.get(rw.model)
    tflops = dense_tflops(spec, rw.precision)
    if not tflops:
        return []
    whole = vd.whole_video_tokens(hours)
    design = vd.meeting_design(hours)
    params = total_params(arch)
    naive = vd.flops_sized(vd.day_flops(per_day, vd.video_flops(params, whole, whole, tower.params,
                                                                 tower.patches_per_token)), tflops, price)
    sane = vd.flops_sized(vd.day_flops(per_day, vd.video_flops(params, design.tokens, design.visual_tokens,
                                                                tower.params, tower.patches_per_token)), tflops, price)
    asr_h = _asr_hours(vd.audio_hours(per_day, hours), spec)
    both = vd.hours_sized(vd.added(sane.card_hours_day, asr_h or 0.0), price)
    return [Msg(code="volume_designs.video", args={
        "model": arch.name, "hours": hours, "videos": per_day, "fps": vd.VIDEO_FPS, "group": vd.VIDEO_GROUP_TOKENS,
        "whole": whole, "context": arch.max_context, "over": vd.times(whole, arch.max_context),
        "naive_h": naive.card_hours_day, "gpu": top.gpu,
        "keyframe_s": vd.KEYFRAME_S, "frames": design.keyframes, "frame_tokens": vd.KEYFRAME_TOKENS,
        "visual": design.visual_tokens, "transcript": design.transcript_tokens, "tokens": design.tokens,
        "sane_h": sane.card_hours_day, "asr_h": asr_h, "all_h": both.card_hours_day, "sane_cards": both.cards,
        "sane_month": _money(both.month, cur),
        "native": arch.native_context, "fits": vd.fits(design.tokens, arch.native_context)})]


def _asr_hours(audio_h: float, spec: Any) -> float | None:
    """Card-hours a day of Whisper large-v3-turbo on the pick's card (tools.media's measured row, scaled)."""
    from catalog.gpus import all_gpus
    from tools.media import card_rate, media_model
    from tools.volume_designs import asr_card_hours

    m = media_model("Whisper large-v3-turbo", "")
    rate = card_rate(m, spec, all_gpus()) if m is not None else None
    return asr_card_hours(audio_h, rate[0]) if rate else None


def volume_design_lead(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """volume_design_msgs worded in `lang`."""
    return [m.text(lang) for m in volume_design_msgs(text, w, rec)]


def _money(amount: float | None, currency: str) -> str | None:
    from tools.wording import money_text

    return money_text(amount, currency, 0) if amount is not None else None
