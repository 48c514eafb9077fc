"""Videos and the frames sampled from each, read in any script ("500,000 videos … sample 12 frames per video",
"300万条视频，平均40秒，每2秒抽一帧", "每支影片取 8 幀"): the counts tools.video_frames turns into the images an
embedding or captioning batch runs over; None when no video count or no sampling is said."""

from __future__ import annotations

import re

from tools.video_frames import frames_each, video_count

_N = r"(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million|百万|百萬|千万|千萬|万|萬|亿|億)?"
VIDEOS = re.compile(_N + r"\s*(?:new\s+|short\s+)?(?:videos|video clips|clips|条视频|條視頻|个视频|個視頻|段视频|段視頻|"
                    r"条短视频|條短視頻|部影片|支影片|條影片|个短视频|條短影片|支短影片|段短影片|段影片|個短影片)", re.I)
PER_VIDEO = re.compile(r"(\d+)\s*frames?\s*(?:per|each|a|from each|/)\s*(?:video|clip)|"
                       r"每(?:条|條|个|個|段|支|部)?(?:短)?(?:视频|視頻|影片)?\s*(?:抽|取|采|採|截)\s*(\d+)\s*"
                       r"(?:帧|幀|张|張)", re.I)
EVERY = re.compile(r"(?:one\s+frame\s+)?every\s+(\d+(?:\.\d+)?)\s*(?:s|sec|seconds)\b|每\s*(\d+(?:\.\d+)?)\s*秒\s*"
                   r"(?:抽|取|采|採|截)\s*(?:一|1)\s*(?:帧|幀)", re.I)
LENGTH = re.compile(r"(?:about|average|avg|~|≈|平均|约|約)\s*(\d+(?:\.\d+)?)\s*(?:s|sec|seconds|秒)(?![a-z])|"
                    r"(\d+(?:\.\d+)?)\s*(?:s|sec|seconds)\s+(?:each|long|on average)", re.I)


# a Chinese unit named by tools.video_frames's ASCII key (百万 before 万)
_UNITS = (("m", r"百[万萬]"), ("qianwan", r"千[万萬]"), ("wan", r"[万萬]"), ("yi", r"[亿億]"))


def _unit_key(unit: str) -> str:
    return next((key for key, pat in _UNITS if re.fullmatch(pat, unit)), unit)


def _first(m: re.Match[str] | None) -> float | None:
    return float(next(g for g in m.groups() if g)) if m else None


def video_frames(text: str) -> tuple[float, float, float | None] | None:
    """(videos, frames sampled a video, a video's seconds or None), or None without both a video count and a sampling
    said."""
    v = VIDEOS.search(text)
    if v is None:
        return None
    length = _first(LENGTH.search(text))
    per = _first(PER_VIDEO.search(text))
    every = _first(EVERY.search(text))
    if per is None and every is not None and length is not None:
        per = frames_each(length, every)
    if per is None:
        return None
    unit = v.group(2) or ""
    return video_count(v.group(1), _unit_key(unit)), per, length
