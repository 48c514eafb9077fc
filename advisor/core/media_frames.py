"""The frames a video batch holds, read from the user's words for a frame model (RIFE) or a detector run on video
(RTMDet on match footage): "400 music videos of 4 minutes each at 24 fps" (episodes × minutes × fps), "300 hours of
1080p 25fps video" (hours × fps), or frames said outright ("2.5 million frames"). The arithmetic is
tools.media_models'; a day's flow (每天 / a day) is a daily count."""

from __future__ import annotations

import re

from advisor.core.generated_media import _NUM, _amount
from tools.media_models import episode_frames, frames_of, video_minutes

FPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:fps|帧|幀|frames?\s*(?:a|per|/)\s*s(?:ec(?:ond)?)?\b)")
# the number's magnitude stays case-sensitive ("400 music videos" is 400, never 400 million)
EPISODES = re.compile(_NUM + r"\s*(?:个|個|条|條|段|部)?\s*(?:(?:[A-Za-z]+[\s-]+){0,3}?(?:[Vv]ideos?|[Cc]lips?|[Ee]pisodes?|"
                      r"matches|games)(?![a-z])|集(?!\s*(?:群|数|數|团|團))|条|條|段)")
MINUTES_EACH = re.compile(r"(?i)(\d+(?:\.\d+)?)[\s-]*(?:min(?:ute)?s?\b|分钟|分鐘)")
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
    if said:
        return _amount(said.group(1), said.group(2))
    return _no_rate_frames(t) if fps is None else None


# a target frame rate for interpolation: "插帧到60帧", "補幀至60幀", "interpolate to 60 fps", "up to 60fps"
TARGET_FPS = re.compile(r"(?i)(?:\bto|\binto|到|至|成)\s*(\d+(?:\.\d+)?)\s*"
                        r"(?:fps|帧|幀|frames?\s*(?:a|per|/)\s*s(?:ec(?:ond)?)?\b)")


def target_fps(text: str) -> tuple[float, float] | None:
    """(source fps, target fps) when an interpolation target above the source rate is said ("1080p 24帧，想用rife插帧到
    60帧" → (24, 60)); None with no target, or a target not above the source (the plain 2× doubling then)."""
    t = text or ""
    tgt = TARGET_FPS.search(t)
    if tgt is None:
        return None
    src = next((m for m in FPS.finditer(t) if m.start() != tgt.start(1)), None)
    if src is None:
        return None
    source, target = float(src.group(1)), float(tgt.group(1))
    return (source, target) if target > source else None


# a video word beside the videos' count and length, for the frames read at the assumed rate
VIDEO_WORD = re.compile(r"(?i)videos?|clips?|footage|视频|視頻|影片|短片")


def fps_assumed(text: str) -> bool:
    """True when the frames are read from videos × minutes at tools.media_models.VIDEO_FPS_ASSUMED (no rate said)."""
    t = text or ""
    return FPS.search(t) is None and FRAMES.search(t) is None and _no_rate_frames(t) is not None


def _no_rate_frames(t: str) -> float | None:
    """Videos × minutes each said with no frame rate: read at VIDEO_FPS_ASSUMED (30 fps, said): "每天1万条1分钟1080p
    视频" = 10,000 × 1 × 60 × 30 = 18,000,000 frames."""
    from tools.media_models import VIDEO_FPS_ASSUMED

    ep, mins, secs = EPISODES.search(t), MINUTES_EACH.search(t), SECONDS_EACH.search(t)
    if ep is None or (mins is None and secs is None) or not VIDEO_WORD.search(t):
        return None
    minutes = video_minutes(float(mins.group(1)) if mins else None, float(secs.group(1)) if secs else None)
    return episode_frames(_amount(ep.group(1), ep.group(2)), minutes, VIDEO_FPS_ASSUMED)


# a video's length in seconds ("30秒嘅短片", "15-second clips"), never a rate ("每秒 5 帧" has no number before 秒)
SECONDS_EACH = re.compile(r"(?i)(\d+(?:\.\d+)?)[\s-]*(?:秒(?!\s*(?:内|內|钟内|鐘內))|sec(?:ond)?s?\b(?![\s-]*(?:a|per|each)\b))")
