"""Reads an image-to-video batch counted in its input pictures — "turn 300 product photos into 10-second clips",
"把 500 张商品图做成 5 秒短视频", "80 張照片轉成影片" — as that many clips (one clip a picture), when no clip count is said."""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + "?"
PHOTOS_TO_CLIPS = (
    re.compile(r"(?i)(?<![a-z\d.])" + _NUM + r"\s+(?:[\w-]+\s+){0,2}?(?:photos?|images?|pictures?|stills?)\b"
               r"[^.;\n]{0,50}?\b(?:clips?|videos?|animations?)\b"),
    re.compile(_NUM + r"\s*(?:张|張)[^，。；,;\d]{0,8}?(?:图|圖|照片|图片|圖片)[^。；;]{0,20}?(?:视频|視頻|影片|短片|动图|動圖)"),
)


def photos_as_clips(text: str) -> float | None:
    """The pictures' count when the message turns pictures into clips: "300 product photos into 10-second clips" → 300."""
    for rx in PHOTOS_TO_CLIPS:
        m = rx.search(text or "")
        if m:
            return scaled_count(float(m.group(1).replace(",", "")), m.group(2))
    return None
