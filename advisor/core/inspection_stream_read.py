"""A defect-inspection (anomaly) job said as a stream in English, 简体 and 繁體: lines, stations or cameras × images a
second (or a minute) each — "20條產線每條每秒30張", "12 inspection stations, 25 images per second each", "8条产线每分钟
900张" — sized as throughput (tools.inspection_stream), never a batch of the per-line count. Where the images may not
leave the plant (advisor.core.extract_rules.ON_PREMISES: 影像不能離開廠區, "data can't leave the factory"), the cards
are bought for the site (tools.onprem_box.card_box) and no cloud row is offered; else the cards are priced held all
month (a line runs all day)."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

_N = r"(\d[\d,]*(?:\.\d+)?)"
# the lines (or stations, cameras) that each send images: 20條產線, 8条产线, 6个工位, "12 inspection stations"
LINES = re.compile(r"(?i)" + _N + r"\s*(?:条|條|个|個|路|台|组|組|套)?\s*(?:生产线|生產線|产线|產線|流水线|流水線|检测线|檢測線|"
                   r"线体|線體|工位|检测站|檢測站|工站|机台|機台|相机|相機|摄像头|攝像頭|镜头|鏡頭)"
                   r"|" + _N + r"\s+(?:(?!(?:at|of|with|each|and)\b)[a-z]+\s+){0,2}?(?:lines|stations|cameras|cells)\b")
# images a second (or a minute) for each line: 每秒30張, 每分钟900张, "25 images per second", "30 fps"
_UNIT_ZH = r"(?:张|張|帧|幀|幅|片|件|个|個)"
RATE = re.compile(r"(?i)每\s*(秒|分钟|分鐘)\s*(?:约|約|大概|大约|大約|要|拍|采|採|抓)?\s*" + _N + r"\s*" + _UNIT_ZH
                  + r"|" + _N + r"\s*(?:fps|frames?\s*/\s*s\b|images?\s*/\s*s\b)"
                  r"|" + _N + r"\s*(?:images?|frames?|parts?|pictures?|photos?|panels?|boards?|shots?)\s*"
                  r"(?:a|per|/|each|every)\s*(second|sec|s|minute|min)\b")
_MINUTE = re.compile(r"分")  # 每分钟 / 每分鐘: a rate a minute
# the rate said for all the lines together, not each one ("600 images a second in total", 合计每秒600张)
# each image's result limit in milliseconds: 100ms內, 50 毫秒以内, "within 100 ms", "under 80 ms"
LIMIT_MS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:ms|毫秒)\s*(?:內|内|以内|以內|之内|之內)"
                      r"|\b(?:within|under|below|in)\s+(\d+(?:\.\d+)?)\s*(?:ms|milliseconds?)\b")
TOTAL = re.compile(r"(?i)\b(?:in\s+total|total|altogether|combined|in\s+all)\b|合计|合計|总共|總共|一共|总计|總計")


def stream_said(text: str) -> tuple[float, float, float] | None:
    """(lines, images each line sends, seconds those take) a message states; a total rate is one line's; None
    without both a line count and a rate."""
    t = text or ""
    lines, rate = LINES.search(t), RATE.search(t)
    if lines is None or rate is None:
        return None
    n = float((lines.group(1) or lines.group(2)).replace(",", ""))
    g = rate.groups()
    if g[1]:  # 每秒 N 张 / 每分钟 N 张
        images, period = float(g[1].replace(",", "")), 60.0 if _MINUTE.match(g[0]) else 1.0
    elif g[2]:  # N fps
        images, period = float(g[2].replace(",", "")), 1.0
    else:
        images, period = float(g[3].replace(",", "")), 60.0 if g[4].lower().startswith("m") else 1.0
    if n < 1 or images <= 0:
        return None
    if TOTAL.search(t[max(0, rate.start() - 16):rate.end() + 16]):
        n = 1.0  # the rate said is all the lines' together
    return n, images, period


def stream_lines(text: str, pick: Any, cur: str) -> list[Msg]:
    """The stream's lines for a defect-inspection job (module docstring); [] when no stream is said."""
    got = stream_said(text)
    if got is None:
        return []
    from advisor.core.extract_rules import ON_PREMISES
    from advisor.core.extract_stated import image_size
    from catalog.gpus import all_gpus
    from tools.constants import SAFE_HEADROOM
    from tools.inspection_stream import (
        ANOMALY_REF_NAME,
        ANOMALY_REF_SIDE,
        ANOMALY_REF_SOURCE,
        anomaly_gflops,
        images_per_s,
        inside_limit,
        link_mb_s,
        stream_plan,
    )
    from tools.item_compute import SMALL_BATCH_UTIL
    from tools.unheld_kinds import kind_defaults

    lines, each, period = got
    size = image_size(text)
    w, h = size or (ANOMALY_REF_SIDE, ANOMALY_REF_SIDE)
    rate = images_per_s(lines, each, period)
    gpus = all_gpus()
    card = (kind_defaults("anomaly") or ("", "", "L4", 0.0))[2] or "L4"
    spec = gpus.get(card)
    plan = stream_plan(rate, lines, anomaly_gflops(w, h), float(spec.fp16_tflops or 0) if spec else 0.0)
    lim = LIMIT_MS.search(text or "")  # "每張要100ms內出結果": each image's limit
    limit = float(lim.group(1) or lim.group(2)) if lim else None
    out = [Msg(code="stream.load", args={
        "lines": lines, "each": each, "period": period, "rate": rate, "name": ANOMALY_REF_NAME, "source": ANOMALY_REF_SOURCE,
        "w": w, "h": h, "size_said": size is not None, "gflops": plan.gflops, "need": plan.tflops_needed,
        "per_line": plan.tflops_per_line}),
        Msg(code="stream.cards", args={
            "card": card, "peak": float(spec.fp16_tflops or 0) if spec else None, "sustained": plan.card_tflops,
            "ms": plan.ms_each, "cards": plan.cards, "busy": plan.busy, "limit_ms": limit,
            "inside": inside_limit(plan, limit) if limit else None,
            "headroom": SAFE_HEADROOM, "util": SMALL_BATCH_UTIL})]
    onsite = ON_PREMISES.search(text or "")
    if onsite:
        from tools.onprem_box import card_box

        out.append(card_box(card, plan.cards, None, gpus, live=True))
        out.append(Msg(code="stream.onsite", args={"said": onsite.group(0).strip(), "mb_s": link_mb_s(rate, w, h),
                                                   "per_line": plan.tflops_per_line, "lines": lines}))
        return out
    from tools.domain_jobs import always_on_month
    from tools.wording import money_text

    p = pick(card, 0.0, False)
    out.append(Msg(code="stream.rent", args={
        "cards": plan.cards, "card": p[0] if p else card, "row": p[1] if p else None,
        "price": money_text(p[2], cur) if p else None, "elsewhere": bool(p and p[3]),
        "month": money_text(always_on_month(plan.cards, p[2]), cur) if p else None}))
    return out

