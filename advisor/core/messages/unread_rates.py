"""The words of advisor/core/unread_rates.py: a frame rate or an upscale factor out of range, not read, and what is
used instead."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "unread_rates.fps": E(
        "'{said}' is not read: a frame rate is {low:g} to {high:,.0f} fps here; video is sized at {fps} fps (film rate, "
        "assumed) — say the real rate",
        "“{said}”未读取：这里帧率为 {low:g} 到 {high:,.0f} fps；视频按 {fps} fps（电影帧率，假设）估算——请说明实际帧率"),
    "unread_rates.frames": E(
        "'{said}' is not read: a frame rate or a frame count is never negative or zero; video is sized at {fps} fps "
        "(film rate, assumed)",
        "“{said}”未读取：帧率和帧数不会是负数或零；视频按 {fps} fps（电影帧率，假设）估算"),
    "unread_rates.factor": E(
        "'{said}' is not read: an upscale factor is above {low:g}× and at most {high:g}× here; sized at the net's own 4×",
        "“{said}”未读取：这里放大倍数须大于 {low:g} 倍、不超过 {high:g} 倍；按模型自身的 4 倍估算"),
}
