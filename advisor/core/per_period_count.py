"""A count said per day, week or month ("每天100条语音", 每個月3000條語音, "200 calls a day") is a batch's volume, never
streams at once: a hundred voice clips a day is about four an hour, while a hundred streams at once is a hundred
audio-seconds every second (≈ 8.6 million a day). Concurrent wording inside the count (同时 / 同時 / 并发 / "at once")
still makes it streams ("每天高峰同时50路")."""
from __future__ import annotations

import re

# Streams at once said with a count (同时 / 同時 / 并发 / "at once"): declared once, here, for every reader of a live
# count: this one (an at-once word keeps a per-period count streams) and the live-stream reader
# (advisor.core.generated_media.LIVE_STREAMS: "1000路电话同时在打", 20條線同時講)
AT_ONCE_ZH = r"同时|同時|并发|並發|併發|一齐|一齊|在线|在線|在打|在講|在讲"
AT_ONCE_EN = r"\bconcurrent|\bsimultaneous|\bparallel\b|\bat\s+once\b|\bat\s+the\s+same\s+time\b|\bat\s+(?:the\s+)?peak\b"
# a period said in English, before or after the count ("every day about 100", "200 calls a day", "500 lines weekly")
_EN_PERIOD = r"(?:a|per|each|every)\s+(?:day|week|month|year)\b"
_EN_PERIODIC = r"(?:daily|weekly|monthly)\b"

# the period word just before the count, with a few words between (每天大概100条, 一天要合成 100 條, "every day about")
_PERIOD_BEFORE = re.compile(r"(?i)(?:(?:每|一|1)\s*(?:个|個)?\s*(?:天|日|周|週|星期|礼拜|禮拜|月|年)|每晚|每早|天天|日均|月均"
                            r"|\b" + _EN_PERIOD + r"|\b" + _EN_PERIODIC + r")[^，。；,;.!?！？\d]{0,8}$")
# the period word just after it (100条/天, 100條每日, "200 calls a day", "500 lines per week")
_PERIOD_AFTER = re.compile(r"(?i)^\s*(?:/\s*|每\s*|一\s*)(?:个|個)?\s*(?:天|日|周|週|星期|月|年|day|week|month)"
                           r"|^\s*" + _EN_PERIOD + r"|^\s*" + _EN_PERIODIC)
# streams at once said with the count: it stays a concurrency whatever period is beside it
_AT_ONCE = re.compile(r"(?i)" + AT_ONCE_ZH + "|" + AT_ONCE_EN)

_CLAUSE_END = re.compile(r"[，。；,;!?！？]")


def counted_per_period(text: str, start: int, end: int) -> bool:
    """Is the count read at text[start:end] a volume per day, week or month (a period word just before or after it,
    no at-once word inside), so never streams at once?"""
    before, after = text[max(0, start - 14):start], text[end:end + 12]
    near = _CLAUSE_END.split(before)[-1] + text[start:end] + _CLAUSE_END.split(after)[0]  # this clause only
    if _AT_ONCE.search(near):
        return False
    return bool(_PERIOD_BEFORE.search(before) or _PERIOD_AFTER.search(after))
