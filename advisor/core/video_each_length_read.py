"""A generated video's length said beside its count rather than before the clip word (advisor.core.generated_media
reads "one-minute videos", 1分钟的视频): "每条1分钟", "每條兩分鐘左右", "两分钟左右", "2 minutes each", "each video is
about 90 seconds", "three-minute talking-head videos" — for a lip-sync or portrait batch (videos × seconds ÷ the
published rate). Minutes become seconds in tools (tools.generated_media.seconds_of); this module only reads."""

from __future__ import annotations

import re

from advisor.core.generated_media import EN_LENGTHS, _length_number

_EN = "|".join(sorted(EN_LENGTHS, key=len, reverse=True))
_N_EN = r"(?:\b(" + _EN + r")|(?<![\d.])(\d+(?:\.\d+)?))"
_N_ZH = r"(?:([一二两兩三四五六七八九十半]+)|(?<![\d.])(\d+(?:\.\d+)?))"
_ABOUT_ZH = r"(?:大概|大约|大約|约|約|差不多)?"
_MIN_ZH = r"(?:分钟|分鐘)"
EACH_LENGTH = (
    # 每条1分钟, 每條影片兩分鐘左右, 每段 45 秒
    re.compile(r"(?:每条|每條|每段|每个|每個|每支|一条|一條)\s*(?:视频|視頻|影片|短片)?\s*(?:都|是|长|長)?\s*"
               + _ABOUT_ZH + r"\s*" + _N_ZH + r"\s*(" + _MIN_ZH + r"|秒)"),
    # 两分钟左右 (a length said as roughly so many minutes)
    re.compile(_N_ZH + r"\s*(" + _MIN_ZH + r")\s*左右"),
    # "2 minutes each", "90 seconds apiece", "three minutes long"
    re.compile(r"(?i)" + _N_EN + r"[\s-]*(min(?:ute)?s?|sec(?:ond)?s?)\s+(?:each|apiece|long|per\s+(?:video|clip))\b"),
    # "each video is about 90 seconds", "every clip ~2 minutes"
    re.compile(r"(?i)\b(?:each|every)\s+(?:video|clip|one)\s+(?:is\s+|runs\s+|lasts\s+)?(?:about\s+|around\s+|~\s*)?"
               + _N_EN + r"[\s-]*(min(?:ute)?s?|sec(?:ond)?s?)\b"),
    # "three-minute talking-head videos": up to two words between the length and the clip word
    re.compile(r"(?i)" + _N_EN + r"[\s-]+(minute|second)[\s-]+(?:[a-z]+(?:-[a-z]+)?\s+){1,2}(?:videos?|clips?)\b"),
)


def each_length_said(text: str) -> float | None:
    """One video's length in seconds from the forms above, the earliest said; None when none is."""
    from tools.generated_media import seconds_of

    hits: list[tuple[int, float]] = []
    for rx in EACH_LENGTH:
        m = rx.search(text or "")
        if m is None:
            continue
        *nums, unit = m.groups()
        word = next((g for g in nums if g), None)
        n = _length_number(word) if word else None
        if n:
            minutes = re.match(r"(?i)min|分", unit) is not None
            hits.append((m.start(), seconds_of(n) if minutes else n))
    return min(hits)[1] if hits else None
