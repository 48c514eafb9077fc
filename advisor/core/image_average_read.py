"""Reads an image service's AVERAGE rate and how long its peak lasts, said beside a peak rate ("活动高峰每秒要出50张图" then
"其实平均每秒只有5张左右，高峰就晚上两三个小时"): the follow-up was answered "nothing new to re-size it by" and the peak
fleet kept all month. tools.media.peak_and_average prices the autoscaled month and the queued alternative from them.
"""

from __future__ import annotations

import re

_ZH_NUM = {"一": 1.0, "两": 2.0, "兩": 2.0, "二": 2.0, "三": 3.0, "四": 4.0, "五": 5.0, "六": 6.0, "七": 7.0, "八": 8.0}
_PER = {"秒": 1.0, "秒钟": 1.0, "秒鐘": 1.0, "分钟": 60.0, "分鐘": 60.0, "小时": 3600.0, "小時": 3600.0,
        "second": 1.0, "sec": 1.0, "s": 1.0, "minute": 60.0, "min": 60.0, "hour": 3600.0}
_LIMIT = r"(?:只有|才|大概|大约|大約|约|約|有|係|是|就|差不多)*"
# 平均每秒只有5张, 平均每分钟 300 張, 平時平均每秒大約 5 張 (group 1 the period, group 2 the count)
AVERAGE_RATE_ZH = re.compile(r"(?:平均|平时|平時|日常)\s*" + _LIMIT + r"\s*每\s*(秒钟|秒鐘|秒|分钟|分鐘|小时|小時)\s*" + _LIMIT
                             + r"\s*(\d+(?:\.\d+)?)\s*(?:张|張|幅|个|個)")
# "on average 5 images a second", "average of 5 images/s", "5 images per second on average", "avg 300 images a minute"
AVERAGE_RATE_EN = (
    re.compile(r"(?i)\b(?:on\s+average|average(?:\s+of)?|avg\.?)\s*(?:is\s+|only\s+|about\s+|around\s+|~\s*)*"
               r"(\d+(?:\.\d+)?)\s*(?:images?|pics?|pictures?|generations?)\s*(?:per|a|an|/|every)\s*"
               r"(second|sec|s|minute|min|hour)\b"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:images?|pics?|pictures?|generations?)\s*(?:per|a|an|/)\s*"
               r"(second|sec|s|minute|min|hour)\s+on\s+average\b"),
)
_ZH_H = r"(\d+(?:\.\d+)?|[一两兩二三四五六七八])"
# 高峰就晚上两三个小时, 高峰大概 2-3 小时, 高峰期只有3個鐘 (group 1, group 2 a range's end)
PEAK_HOURS_ZH = re.compile(r"(?:高峰|峰值|尖峰)[^，。,;；!?！？\d]{0,8}?" + _ZH_H + r"\s*(?:到|至|-|–|~|、)?\s*"
                           + r"(\d+(?:\.\d+)?|[一两兩二三四五六七八])?\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|鐘|钟)")
PEAK_HOURS_EN = (
    re.compile(r"(?i)\bpeaks?\b[^.;!?\d]{0,25}?(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:hours?|hrs?|h)\b"),
    re.compile(r"(?i)(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:hours?|hrs?|h)\s+(?:of|at|a\s+day\s+at)\s+"
               r"(?:the\s+)?peak\b"),
)


def _n(s: str | None) -> float | None:
    return None if not s else _ZH_NUM[s] if s in _ZH_NUM else float(s)


def average_image_rate(text: str) -> float | None:
    """The average images a second said (平均每秒只有5张 → 5.0; "300 images a minute on average" → 5.0), or None."""
    t = text or ""
    z = AVERAGE_RATE_ZH.search(t)
    if z is not None:
        return float(z.group(2)) / _PER[z.group(1)]
    for rx in AVERAGE_RATE_EN:
        m = rx.search(t)
        if m is not None:
            return float(m.group(1)) / _PER[m.group(2).lower()]
    return None


def peak_hours(text: str) -> tuple[float, float] | None:
    """How long the peak lasts a day, as (low, high) hours: 高峰就晚上两三个小时 → (2, 3), "peak lasts about 3 hours" →
    (3, 3); None when not said."""
    t = text or ""
    for m in (PEAK_HOURS_ZH.search(t), *(rx.search(t) for rx in PEAK_HOURS_EN)):
        if m is None:
            continue
        lo, hi = _n(m.group(1)), _n(m.group(2))
        if lo is None or lo <= 0 or lo > 24:
            continue
        hi = hi if hi is not None and lo < hi <= 24 else lo
        return lo, hi
    return None


def without_average(text: str) -> str:
    """`text` with its average-rate phrases blanked, so a peak rate said beside them is the one read as the peak
    (平均每秒5张，高峰每秒50张 → the 50)."""
    t = text or ""
    for rx in (AVERAGE_RATE_ZH, *AVERAGE_RATE_EN):
        t = rx.sub(lambda m: " " * len(m.group(0)), t)
    return t
