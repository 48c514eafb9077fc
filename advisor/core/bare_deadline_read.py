"""Reading a batch job's length said with no "within" ("~2M papers … 5 days, spot fine", 300万条评论打标签，2周,
"classify 5M tickets, 48h", 翻譯100萬條句子，一個禮拜): a duration that stands as a clause on its own in a message that
states a batch is the job's deadline (tools.bare_deadline). Runs after the other deadline readers and the batch's
period: a deadline already read, a recurring volume (每天200万条) or no batch leaves it unread, and so does a duration
that qualifies a noun ("a 5-day conference", "3-day peak") or a day's hours (每天8小时, "8 hours a day")."""

from __future__ import annotations

import re
from typing import Any

_EN_COUNT = {"a": 1.0, "an": 1.0, "one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0,
             "seven": 7.0, "ten": 10.0, "half a": 0.5}
_UNIT = {"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "d": "day", "day": "day",
         "days": "day", "wk": "week", "wks": "week", "week": "week", "weeks": "week", "month": "month", "months": "month",
         "小时": "hour", "小時": "hour", "钟头": "hour", "鐘頭": "hour", "个钟": "hour", "個鐘": "hour", "天": "day", "日": "day",
         "周": "week", "週": "week", "星期": "week", "礼拜": "week", "禮拜": "week", "个月": "month", "個月": "month"}
# where a clause starts: the message's start, a comma or stop (normalise made fullwidth ones ASCII), a bracket, a dash
_START = r"(?:^|(?<=[,;:!?(\n。；！？])|(?<=\.\s)|(?<=\s[-–—]\s))\s*"
# where it ends: the same marks, or the message's end
_END = r"\s*(?=$|[,;.!?)\n。；！？]|\s[-–—]\s)"
_NUM = r"(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|ten|half\s+a)"
EN_BARE = re.compile(
    r"(?i)" + _START + r"(?:(?:about|around|roughly|approx(?:imately|\.)?|~|≈|over|across|in|deadline|timeline|time"
    r"|need(?:ed)?\s+(?:it\s+|them\s+|this\s+)?(?:in|within)|done\s+in|have|got|budget)\s*:?\s*)*" + _NUM
    + r"\s*(hours?|hrs?|h|days?|d|weeks?|wks?|months?)(?![\w-])"
    r"(?:\s+(?:max(?:imum)?|tops|total|turnaround|is\s+fine|is\s+ok(?:ay)?|ok(?:ay)?|to\s+(?:finish|run|do\s+it|get\s+it"
    r"\s+done)))?" + _END)
# a duration spread over a job mid-sentence: "… with Qwen2.5-14B over 3 days", "across the next 2 weeks"
EN_OVER = re.compile(r"(?i)\b(?:over|across)\s+(?:the\s+next\s+)?" + _NUM + r"\s*(hours?|days?|weeks?|months?)(?![\w-])"
                     + _END)
ZH_BARE = re.compile(
    _START + r"(?:(?:大概|大约|大約|约|約|总共|總共|一共|时间|時間|工期|期限|周期|週期|只给|只給|给|給|有)\s*:?\s*)*"
    r"(\d+(?:\.\d+)?|半)\s*(?:个|個)?\s*(小时|小時|钟头|鐘頭|个钟|個鐘|天|日|周|週|星期|礼拜|禮拜|个月|個月)"
    r"(?:左右|以内|以內|之内|之內|内|內|搞定|跑完|做完|完成|出结果|出結果|交付|够了|夠了|就行|就够|就夠|也行|可以)?" + _END)
# a day's or a week's hours, never a job's length: "8 hours a day", 每天8小时
_PER = re.compile(r"(?i)^\s*(?:a|per|each|every|/)\s*(?:day|night|week|shift)\b|^\s*(?:一天|每天|每日|每晚|每周|每週)")
# data gathered over a span is its history, not the job's time: "3M reviews collected over 6 months"
_HISTORY = re.compile(r"(?i)\b(?:collected|gathered|accumulated|logged|recorded|written|posted|received|spanning|history)\b"
                      r"[^,.;]*$")
_PER_BEFORE = re.compile(r"(?i)(?:每天|每日|每晚|每周|每週|一天|\b(?:a|per|each|every)\s+(?:day|night|week))\s*,?\s*$")


def _count(word: str) -> float:
    w = re.sub(r"\s+", " ", word.lower())
    return 0.5 if w in ("半", "half a") else _EN_COUNT.get(w) or float(w)


def bare_duration(t: str) -> tuple[float, str, str, tuple[int, int]] | None:
    """(count, unit, the words said, span) of the first duration standing as a clause on its own, else None."""
    for rx in (EN_BARE, EN_OVER, ZH_BARE):
        for m in rx.finditer(t):
            if _PER.match(t, m.end()) or _PER_BEFORE.search(t[max(0, m.start() - 12):m.start()]) \
                    or (rx is EN_OVER and _HISTORY.search(t[max(0, m.start() - 40):m.start()])):
                continue
            unit = _UNIT.get(m.group(2).lower())
            if unit is not None:
                return _count(m.group(1)), unit, m.group(0).strip(" ,"), m.span()
    return None


def read_bare_deadline(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """A batch job's bare duration as its deadline (tools.bare_deadline.bare_deadline_hours), said in a note."""
    from advisor.core.messages import word
    from tools.bare_deadline import bare_deadline_hours
    from tools.schema import Msg

    f = ctx.fields
    n = f.get("batch_requests")
    audio = None if n else _audio_hours(f.get("dataset"))  # hours of audio to transcribe: a batch too
    if f.get("deadline_hours") or f.get("batch_period") or f.get("task") not in (None, "inference") or not (n or audio):
        return {}, []
    said = bare_duration(t)
    if said is None or not ctx.free(*said[3]):
        return {}, []
    hours = bare_deadline_hours(said[0], said[1])
    if hours is None:
        return {}, []
    msg = Msg(code="bare_deadline.read_audio" if audio else "bare_deadline.read",
              args={"said": said[2], "hours": hours, "n": int(n or audio or 0)})
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return {"deadline_hours": hours}, [said[3]]


def _audio_hours(ds: Any) -> float | None:
    """The hours of audio a dataset field holds (a dict or a Dataset), else None."""
    get = ds.get if isinstance(ds, dict) else (lambda k: getattr(ds, k, None))
    return get("amount") if ds is not None and get("unit") == "audio_hours" else None
