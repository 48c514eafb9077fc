"""Generated audio said as a count of items, each with its length, in everyday words: "2,000 30-second background
tracks a day", "2,000 × 30 s tracks a day", "5000 10-second sound effects per day", 每天生成3000段10秒音效,
每日生成2000首30秒背景音乐, 一天 500 條 15 秒音效, 每天生成音效3000段，每段10秒.

Before, the music readers (advisor.core.gen_family) took a count only when the item word came right after it ("2,000
tracks a day") or right after the day word (每天3000段), so a length said between the count and the item, or a verb
between the day and the count, left the load unread and it was asked for again. The count read here is the number of
items and the length is one item's: 3000段10秒 is 3,000 clips of 10 s each (8.3 h of audio), never 10 s in all nor
30,000 items. Only words: the day's share of a week or a month is tools.traffic.per_day."""

from __future__ import annotations

import re
from typing import NamedTuple

from advisor.core.magnitudes import LEN_MAG

# the whole count with its magnitude word: never the 3 of "30-second", never 2.1 of a version
_WHOLE = r"(\d[\d,]*(?:\.\d+)?)(?![\d,]|\.\d)\s*" + LEN_MAG + "?"
_LEN = r"(\d+(?:\.\d+)?|[一二两兩三四五六七八九十]{1,3})"
_UNIT_EN = r"(seconds?|secs?|s|minutes?|mins?)(?![a-z])"
_ITEM_WORDS = (r"tracks?|clips?|songs?|sound\s+effects?|sfx|effects|jingles?|loops?|cues?|stingers?|samples?|pieces?"
               r"|themes?|sounds?|ringtones?|beds?")
_ITEM_EN = r"(?:" + _ITEM_WORDS + r")\b"
_PERIOD_EN = r"(?:(?:a|an|per|every|each)\s+|/\s*)(day|week|month)\b|\b(daily|weekly|monthly)\b"
# "2,000 30-second background tracks", "2,000 × 30 s tracks", "5000 10-sec sound effects", "300 3-minute-long songs"
EN_ITEMS = re.compile(r"(?i)(?<![\w.,$€£¥])" + _WHOLE + r"\s*(?:[x×*]\s*)?" + _LEN + r"[\s-]*" + _UNIT_EN
                      + r"(?:[\s-]+long)?[\s-]+(?:[a-z-]+\s+){0,3}?" + _ITEM_EN)
# the period right after the items ("… tracks a day", "… tracks with MusicGen-large per day", "… clips daily")
EN_PERIOD_AFTER = re.compile(r"(?i)^\s*(?:[a-z][a-z-]*\s+){0,4}?(?:" + _PERIOD_EN + r")")
# the period said before them in the same sentence ("Every day we generate 2,000 30-second tracks")
EN_PERIOD_BEFORE = re.compile(r"(?i)(?:\b(?:every|each|per|a)\s+(day|week|month)\b|\b(daily|weekly|monthly)\b)"
                              r"[^.;!?\d$€£¥]{0,40}$")
_PER_ZH = (r"(每天|每日|一天|1天|天天|每周|每週|一周|一週|1周|1週|每星期|每个星期|每個星期|每月|每个月|每個月|一个月|一個月|"
           r"1个月|1個月)")
_COUNTER_ZH = r"(?:首|段|条|條|支|个|個|[x×*])"
_ITEM_ZH = (r"(?:音效|配乐|配樂|背景音乐|背景音樂|音乐|音樂|歌曲|歌|曲子|纯音乐|純音樂|循环|循環|铃声|鈴聲|片段|音频|音頻|"
            r"(?i:jingles?|loops?|bgm|sfx))")
# 每天生成3000段10秒音效, 每日生成2000首30秒背景音乐, 一天 500 條 15 秒音效, 每月 6万段 10 秒的音效
ZH_ITEMS = re.compile(_PER_ZH + r"[^，。,;；\d]{0,8}?" + _WHOLE + r"\s*" + _COUNTER_ZH + r"?\s*(?:长|長|时长|時長)?\s*"
                      r"(?:约|約|大约|大約|大概)?\s*" + _LEN + r"\s*(秒钟|秒鐘|秒|分钟|分鐘|分)"
                      r"(?!\s*(?:内|內|之内|之內|以内|以內))"
                      r"\s*(?:左右)?\s*(?:的)?\s*[^，。,;；\d]{0,6}?" + _ITEM_ZH)
# the items said first, the length apart: 每天生成音效3000段，每段10秒; 每天要做背景音乐 2000 首
ZH_COUNT = re.compile(_PER_ZH + r"[^，。,;；\d]{0,8}?" + _WHOLE + r"\s*(?:首|段|条|條|支|(?:个|個)(?=\s*" + _ITEM_ZH + r"))")
_ZH_AUDIO = re.compile(r"(?:首|" + _ITEM_ZH + r")")
_PERIODS_ZH = {"每天": "day", "每日": "day", "一天": "day", "1天": "day", "天天": "day", "每月": "month",
               "每个月": "month", "每個月": "month", "一个月": "month", "一個月": "month", "1个月": "month",
               "1個月": "month"}

# any count of items or a day's count, and any length: what a newer message of a thread may change on its own
ANY_COUNT = re.compile(r"(?i)\d[\d,]*(?:\.\d+)?\s*" + LEN_MAG + r"?\s*(?:首|段|条|條|支|(?:" + _ITEM_WORDS
                       + r")\b|(?:a|per|every|each)\s+(?:day|week|month)\b|/\s*(?:day|week|month))")
ANY_LENGTH = re.compile(r"(?i)\d+(?:\.\d+)?\s*-?\s*(?:秒|分钟|分鐘|" + _UNIT_EN + r")"
                        r"|[一二两兩三四五六七八九十]+\s*(?:秒|分钟|分鐘)")


class AudioItems(NamedTuple):
    """Items said with their period: `items` a `period` ("day", "week" or "month"), each `seconds` long (None
    when the length is said apart from the count)."""

    items: float
    period: str
    seconds: float | None


def _seconds(said: str, unit: str) -> float | None:
    """One item's length in seconds: a number in digits or Chinese numerals (三十 → 30), × 60 for minutes."""
    from advisor.core.extract_rules import zh_numeral

    value = float(said) if said[0].isdigit() else zh_numeral(said)
    if not value:
        return None
    from tools.generated_media import seconds_of

    return seconds_of(value) if unit.lower().startswith(("m", "分")) else value


def _count(num: str, mag: str | None) -> float:
    from advisor.core.generated_media import _amount

    return _amount(num, mag)


def _period_en(text: str, m: re.Match[str]) -> str | None:
    after = EN_PERIOD_AFTER.search(text[m.end():m.end() + 60])
    if after is not None:
        got = after.group(1) or after.group(2)
    else:
        before = EN_PERIOD_BEFORE.search(re.split(r"[.;!?]\s", text[:m.start()])[-1])
        got = (before.group(1) or before.group(2)) if before is not None else None
    return {"daily": "day", "weekly": "week", "monthly": "month"}.get(got.lower(), got.lower()) if got else None


def _period_zh(said: str) -> str:
    return _PERIODS_ZH.get(said, "week")


def _english(text: str) -> AudioItems | None:
    from advisor.core.spoken_counts_read import as_spoken_counts_text

    text = as_spoken_counts_text(text)  # "two thousand 30-second jingles" → "2000 30-second jingles"
    for m in EN_ITEMS.finditer(text):
        period = _period_en(text, m)
        each = _seconds(m.group(3), m.group(4))
        if period is not None and each is not None:
            return AudioItems(_count(m.group(1), m.group(2)), period, each)
    return None


def _chinese(text: str) -> AudioItems | None:
    m = ZH_ITEMS.search(text)
    if m is not None:
        each = _seconds(m.group(4), m.group(5))
        if each is not None:
            return AudioItems(_count(m.group(2), m.group(3)), _period_zh(m.group(1)), each)
    c = ZH_COUNT.search(text)
    clause = re.split(r"[。；;！!？?]", text[c.start():])[0] if c is not None else ""
    if c is not None and _ZH_AUDIO.search(clause):
        return AudioItems(_count(c.group(2), c.group(3)), _period_zh(c.group(1)), None)
    return None


def audio_items_said(text: str) -> AudioItems | None:
    """The generated audio items said with their period and, where said beside the count, each one's length; None
    when no count is said with a period (a one-off batch is read elsewhere: gen_family.BATCH_ITEMS). A thread comes
    newest message first, a line each: a newer line's own count ("改成每天5万首呢") is left to the readers that read
    it, and a newer line's length ("每首改成1分钟") keeps an older line's length from being used."""
    newer_length = False
    for line in (text or "").split("\n"):
        got = _english(line) or _chinese(line)
        if got is not None:
            return got._replace(seconds=None) if newer_length else got
        if ANY_COUNT.search(line):
            return None
        newer_length = newer_length or ANY_LENGTH.search(line) is not None
    return None
