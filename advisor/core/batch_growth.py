"""A growth follow-up on a batch sized by its items ("what if we double the images?", "what if the recordings
double?", 如果录音加倍呢？, 量翻3倍呢): the thread's message that states the items is said again with its count
scaled by the factor, and that restatement is what the turn reads, so every batch path (vision batches and
training, speech pipelines, image batches) re-sizes it as if the new count had been typed. One line says the
change. A factor out of range (×0, negative, NaN, above growth.MAX_GROWTH) is refused in words and the thread's
message read as it was."""

from __future__ import annotations

import re

from advisor.core.count_growth import UNIT_EN, UNIT_ZH
from advisor.core.growth import _ITEM_NOUN, MAX_GROWTH, _said_factor, item_batch
from tools.schema import Msg, Workload

_MAG = {"k": 1e3, "thousand": 1e3, "千": 1e3, "m": 1e6, "million": 1e6, "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8,
        "b": 1e9, "billion": 1e9}
# a count of a batch's items in the thread's message (a count glued to Chinese before it too: 跑50路摄像头):
# "300M images", "60k images", "5万小时录音", "10,000 hours of
# audio", "500 CT volumes", 100万张图, "2000 hours of recordings"
_ITEMS_EN = (r"images?|photos?|pictures?|pics|frames|scans?|renders|thumbnails|videos?|clips?|episodes?|hours?|hrs?|h|"
             r"recordings?|calls?|files?|documents?|docs|pages?|volumes?|cases?|samples?|tracks?|songs?|minutes?|items?|"
             # business documents a batch reads ("300k invoices a month": the volume, never the 1 page each one has)
             r"invoices?|receipts?|forms?|contracts?|reports?|claims?|orders?|tickets?|emails?|letters?|rfps?|tenders?"
             r"|proposals?|requests?|records?|statements?|applications?|"
             + UNIT_EN)  # the units a per-unit job counts: "photos from 50 stores", "50 cameras" (count_growth)
COUNT = re.compile(r"(?i)(?<![A-Za-z0-9_.\-−－])(\d[\d,]*(?:\.\d+)?)\s*(k|m|b|thousand|million|billion|千|万|萬|亿|億)?"
                   r"(?![a-z]{2})\s*(?:(?:[a-z-]+\s+){0,3}?(?:" + _ITEMS_EN + r")\b|(?:个|個)?(?:小时|小時)|张|張|条|條|份|页|頁"
                   r"|章|篇|段|幅|帧|幀|例|首|通|(?:家|间|間|个|個|所|座|路|台|臺)?\s*[\u4e00-\u9fff]{0,3}?(?:" + UNIT_ZH + r"))")
# the noun a follow-up names, to pick that count when the message has several ("60k images … 500 hours")
_NOUN_OF = (("images", r"(?i)image|photo|picture|pic|frame|scan|render|thumbnail|图|圖|照片|张|張"),
            ("hours", r"(?i)hour|hrs?\b|recording|audio|call|video|小时|小時|录音|錄音|音频|音訊|视频|視頻"),
            ("pages", r"(?i)page|document|doc|file|页|頁|文件"),
            ("units", r"(?i)\b(?:" + UNIT_EN + r")\b|" + UNIT_ZH))  # "what if we have 1,000 stores?": the stores


# a count that is one item's size, not the job's volume: "(1 page scans …)", "50 pages each", "each 30 pages", 每份50页
_EACH_AFTER = re.compile(r"(?i)\s*(?:each|apiece|per\s+(?:item|doc\w*|file|invoice|page|scan|call|contract|report)|a\s+piece)\b"
                         r"|\s*(?:[a-z-]+\s+){0,2}~?\s*\d+\s*[x×]\s*\d+")
_EACH_BEFORE = re.compile(r"(?i)(?:\beach\b|\bper\b|每\s*(?:一)?\s*(?:份|条|條|张|張|个|個|篇|章|页|頁|通|段|件|单|單))"
                          r"[^,.;，。；\d()（）~]{0,8}$|[(（]\s*(?:about\s+|~)?$")


def _volumes(workload: Workload | None) -> set[float]:
    """The job's counted volumes (its batch's requests, its data set's items): the figure a growth scales."""
    if workload is None:
        return set()
    got = {float(workload.batch_requests)} if workload.batch_requests else set()
    if workload.dataset is not None and workload.dataset.amount:
        got.add(float(workload.dataset.amount))
    return got


def _count_in(message: str, follow: str, workload: Workload | None = None) -> re.Match[str] | None:
    """The item count of `message` the follow-up grows: the one whose noun the follow-up names, else the one that is
    the job's volume (its batch's count), else the first that is no one item's size ("1 page scans", "50 pages
    each"): "what if volume doubles?" on "300k invoices a month (1 page scans)" grows the invoices, never the page."""
    # not a model's version before a noun ("SAM 2 video tracking on 10k hours": 2 is no count of videos)
    found = [m for m in COUNT.finditer(message) if m.group(2) or len(m.group(1)) > 2
             or not re.search(r"\b[A-Z][A-Za-z]*[\s-]$", message[:m.start()])]
    volumes = _volumes(workload)
    volume = [m for m in found if _value(m) in volumes]
    whole = [m for m in found if not _EACH_AFTER.match(message, m.end())
             and not _EACH_BEFORE.search(message[max(0, m.start() - 16):m.start()])]
    found = volume + [m for m in whole if m not in volume] or found
    for _, nouns in _NOUN_OF:
        if re.search(nouns, follow):
            named = [m for m in found if re.search(nouns, m.group(0))]
            if named:
                return named[0]
    return found[0] if found else None


def _value(m: re.Match[str]) -> float:
    return float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)


def _plain(n: float) -> str:
    return f"{n:.0f}" if abs(n - round(n)) < 1e-9 or n >= 1000 else f"{n:g}"


def restated(workload: Workload, text: str, thread: list[str]) -> tuple[str, Msg, str] | None:
    """The message to read instead of the growth follow-up `text` (thread: the thread's earlier user messages, newest
    first): the newest one stating the batch's items, its count × the factor; the line saying the change; and that
    message as it was (conversation.grown_patch keeps only what the growth changed). None
    when the thread's plan is no item batch, the follow-up says no factor, or no message states a count. A factor out of
    range (×0, negative, NaN, above MAX_GROWTH) gives the thread's message as it was and the line refusing it: the
    plan stands as asked (its daily period too, which the follow-up alone lost)."""
    said = _said_factor(text, _ITEM_NOUN) if item_batch(workload) else None
    if said is None:
        return None
    f, words = said
    for message in thread:
        m = _count_in(message, text, workload)
        if m is None:
            continue
        if not 1 < f <= MAX_GROWTH:  # ×0, -3x, NaN, 1e300x: refused, the thread's message read again as it was
            return message, Msg(code="conversation.growth.refused", args={"said": words, "factor": f,
                                                                       "most": MAX_GROWTH}), message
        old = float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)
        new = old * f
        # the magnitude word goes with the figure: "300M images" → "600000000 images", 5万小时 → 100000小时
        head = message[:m.start()] + _plain(new) + message[m.end(2) if m.group(2) else m.end(1):]
        rest = text.replace(words, " ")
        again = head + ("\n" + rest if re.search(r"\d", rest) else "")
        item, was = m.group(0).strip(), f"{old:,.0f}" if old >= 100 else f"{old:g}"
        line = Msg(code="batch_growth.items", args={"said": words, "item": item, "was": was, "factor": f, "new": new})
        return again, line, message
    return None


# the adapters a multi-LoRA serving message counts ("200 adapters", "200 LoRA adapters", 200个适配器, "500 LoRAs") and
# a follow-up that grows them ("what if adapters double?", 适配器翻倍呢): the adapters, never a LoRA fine-tune
ADAPTERS = re.compile(r"(?i)(?<![\w.\-−－])(\d[\d,]*)\s*(k)?\s*(?:个|個)?\s*(?:lora\s*)?(?:adapters?\b|loras\b|适配器|適配器)")
ADAPTER_NOUN = re.compile(r"(?i)\b(?:adapters?|loras?)\b|适配器|適配器|lora")


def adapters_restated(workload: Workload, text: str, thread: list[str]) -> tuple[str, Msg, str] | None:
    """A growth of the served adapters ("what if adapters double?") after a multi-LoRA serving answer: the thread's
    message counting them, said again with the count × the factor, so the serving plan is re-sized
    (tools.lora_serving) instead of the follow-up's "adapters" being read as a LoRA fine-tune; and the line saying the
    change. A factor out of range is refused and the message read as it was. None when the thread serves no counted
    adapters or the follow-up grows none."""
    from advisor.core.extract_rules import ADAPTER_EACH

    if (workload.task or "inference") != "inference" or not ADAPTER_NOUN.search(text):
        return None
    said = _said_factor(text, ADAPTER_NOUN)
    if said is None:
        return None
    f, words = said
    for message in thread:
        m = ADAPTERS.search(message) if ADAPTER_EACH.search(message) else None
        if m is None:
            continue
        if not 1 < f <= MAX_GROWTH:
            return message, Msg(code="conversation.growth.refused", args={"said": words, "factor": f,
                                                                       "most": MAX_GROWTH}), message
        old = float(m.group(1).replace(",", "")) * (1e3 if m.group(2) else 1.0)
        new = round(old * f)
        again = message[:m.start()] + str(new) + message[m.end(2) if m.group(2) else m.end(1):]
        line = Msg(code="batch_growth.adapters", args={"said": words, "old": old, "factor": f, "new": new})
        return again, line, message
    return None
