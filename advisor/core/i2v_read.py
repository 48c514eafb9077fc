"""Words that say a video job animates a still (image-to-video), in EN / 简体 / 繁體: "image-to-video", I2V, "animate
the product photos", 图生视频, 圖生影片, 让照片动起来. Read for tools.i2v_swap: a territory-barred model's swap must take the
user's still as its first frame."""

from __future__ import annotations

import re

I2V_WORDS = re.compile(
    r"(?i)image[\s-]to[\s-]video|\bi2v\b|\banimat\w*\s+(?:\w+\s+){0,3}(?:stills?|photos?|images?|pictures?|portraits?|packshots?)"
    r"|图生视频|圖生影片|圖生視頻|图片生成视频|圖片生成影片|照片(?:变|變|转|轉)(?:成)?(?:视频|影片|視頻)|让(?:照片|图片)动起来|讓(?:照片|圖片)動起來")


def i2v_said(text: str) -> bool:
    """Does the message say the job animates a still (I2V_WORDS)?"""
    return bool(I2V_WORDS.search(text or ""))
