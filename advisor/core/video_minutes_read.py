"""Reading an amount of generated video said as time ("2,000 minutes of video a month", 每月生成 900 分钟视频,
每月 30 小時影片): the seconds of video, which tools.video_minutes turns into the model's clips; the clip counters
(advisor.core.generated_media.CLIPS) never read the minutes as clips."""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + "?"
# "2,000 minutes of video", "900 min of 720p lecture video", "30 hours of generated clips", 900分钟视频, 30 小時的影片
VIDEO_TIME = re.compile(r"(?i)(?<![\d.])" + _NUM + r"\s*(minutes?|mins?|hours?|hrs?|分钟|分鐘|小时|小時|个钟|個鐘)\s*"
                        r"(?:of\s+)?(?:(?!each\b|per\b|apiece\b)[\w-]+\s+){0,4}?(?:videos?|clips?|footage|animation)\b"
                        r"|(?<![\d.])" + _NUM + r"\s*(分钟|分鐘|小时|小時|个钟|個鐘)\s*(?:的|嘅)?[\u4e00-\u9fff\w]{0,6}?"
                        r"(?:视频|視頻|影片|短片|动画|動畫)")
HOUR_UNIT = re.compile(r"(?i)h|小时|小時|个钟|個鐘")  # the units of VIDEO_TIME that are hours
# the same time is the clips' length when it follows a count of clips ("300 clips of 2 minutes each"): no amount
_EACH = re.compile(r"(?i)^\s*(?:each|apiece|long)\b")


def video_seconds_said(text: str) -> float | None:
    """The seconds of video a message asks to generate when said as minutes or hours of video (VIDEO_TIME), else
    None. By hand: "about 2,000 minutes of video a month" → 120,000; "每月生成900分钟视频" → 54,000."""
    from tools.video_minutes import video_seconds

    m = VIDEO_TIME.search(text or "")
    if m is None or _EACH.match(text[m.end():]):
        return None
    num, mag, unit = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5), m.group(6))
    amount = scaled_count(float(num.replace(",", "")), mag)
    kind = "hour" if HOUR_UNIT.match(unit) else "minute"
    return video_seconds(amount, kind) if amount > 0 else None
