"""The frames a video batch holds, read from the user's words for a frame model (RIFE) or a detector run on video
(RTMDet on match footage): "400 music videos of 4 minutes each at 24 fps" (episodes × minutes × fps), "300 hours of
1080p 25fps video" (hours × fps), or frames said outright ("2.5 million frames"). The arithmetic is
tools.media_models'; a day's flow (每天 / a day) is a daily count."""

from __future__ import annotations

import re

from advisor.core.generated_media import _NUM, _amount
from tools.media_models import episode_frames, frames_of

FPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:fps|帧|幀|frames?\s*(?:a|per|/)\s*s(?:ec(?:ond)?)?\b)")
# the number's magnitude stays case-sensitive ("400 music videos" is 400, never 400 million)
EPISODES = re.compile(_NUM + r"\s*(?:个|個|条|條|段|部)?\s*(?:(?:[A-Za-z]+[\s-]+){0,3}?(?:[Vv]ideos?|[Cc]lips?|[Ee]pisodes?|"
                      r"matches|games)(?![a-z])|集(?!\s*(?:群|数|數|团|團))|条|條|段)")
MINUTES_EACH = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:min(?:ute)?s?\b|分钟|分鐘)")
HOURS = re.compile(_NUM + r"\s*(?:个|個)?\s*(?:[Hh]ours?|hrs?|小时|小時|钟头|鐘頭)(?=[^，。,.;；]{0,40}"
                   r"(?i:video|footage|film|录像|錄像|视频|視頻|影片|画面|畫面))")
FRAMES = re.compile(_NUM + r"\s*(?:[A-Za-z-]+\s+){0,2}?(?:[Ff]rames?|帧|幀)(?!\s*(?:a|per|/)\s*s)")
# photos made into clips (image-to-video: "animate 1,500 product photos", 把商品图做成短视频, 圖生影片): a photo is a clip
ANIMATE = re.compile(r"(?i)\banimat|image[\s-]to[\s-]video|img2vid|图生视频|圖生視頻|圖生影片|(?:做成|生成|变成|變成)"
                     r"[^，。,]{0,4}(?:短视频|短視頻|视频|視頻|影片|动图|動圖)")
DAILY = re.compile(r"(?i)每天|每日|一天|天天|当天|當天|\bdaily\b|\ba\s+day\b|\bper\s+day\b|\bevery\s+day\b|/\s*day")


def frames_said(text: str) -> tuple[float | None, float | None]:
    """(backlog, daily) frames: episodes × minutes × fps, hours × fps, or frames said outright; (None, None) when
    neither a frame rate with a length nor a frame count is said."""
    t = text or ""
    n = _frames(t)
    if n is None:
        return None, None
    return (None, n) if DAILY.search(t) else (n, None)


def _frames(t: str) -> float | None:
    fps = FPS.search(t)
    if fps is not None:
        rate = float(fps.group(1))
        ep, mins = EPISODES.search(t), MINUTES_EACH.search(t)
        if ep is not None and mins is not None:
            return episode_frames(_amount(ep.group(1), ep.group(2)), float(mins.group(1)), rate)
        hours = HOURS.search(t)
        if hours is not None:
            return frames_of(_amount(hours.group(1), hours.group(2)), rate)
    said = next((m for m in FRAMES.finditer(t) if _amount(m.group(1), m.group(2)) >= 1000), None)
    return _amount(said.group(1), said.group(2)) if said else None
