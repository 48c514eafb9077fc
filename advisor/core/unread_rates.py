"""A video's frame rate and an upscale factor the readers cannot size on ("-25fps", "0 fps", "1e9 fps", "-4x", "0x",
"1e300x" upscaling): taken out of the text every reader reads, each with a note saying it is not read and what the
batch is sized at instead (tools.vision_batch.DEFAULT_FPS, the upscale net's own 4×). Without this the fps reader
took "-25fps" as 25 fps, "0 fps" fell back to 23.976 and "1e9 fps" sized 3.6e14 frames, and "-4x" / "0x" upscaling
became 4× — all without a word."""

from __future__ import annotations

import math
import re

from advisor.core.messages import word
from tools.schema import Msg
from tools.vision_batch import DEFAULT_FPS, FPS_RANGE, UPSCALE_RANGE

_NUM = r"([-−－]{0,3})\s?(\d[\d,]*(?:\.\d+)?(?:[eE][+-−]?\d+)?|(?i:nan|inf(?:inity)?))"
FPS = re.compile(r"(?<![\w.\-−－,])" + _NUM
                 + r"\s*(?i:fps\b|frames?\s*(?:/|per|a)\s*s(?:ec(?:ond)?)?\b|帧每秒|幀每秒|帧/秒|幀/秒)"
                 r"|每秒\s*" + _NUM + r"\s*(?:帧|幀)")
# signed or zero frames in Chinese ("-25帧"): no frame rate nor a frame count
FRAMES_ZH = re.compile(r"(?<![\w.\-−－,])([-−－]{1,3}\s?\d[\d,]*(?:\.\d+)?|0{1,9}(?:\.0+)?(?![\d.,]))\s*(?:帧|幀)(?![每/])")
UPSCALE_WORDS = re.compile(r"(?i)upscal|up-scal|super[\s-]?res|esrgan|超分|放大|超清|高清化")
_NOT_A_CARD = r"(?!\s*(?:[A-Za-z]{1,3}\d|(?i:rtx|gtx|gpus?\b|cards?\b|nvidia|amd)|卡|台))"
FACTOR = re.compile(r"(?<![\w.\-−－,×*])" + _NUM + r"\s?[x×](?![\w.])" + _NOT_A_CARD
                    + r"|(?<![\w.])[x×]\s?" + _NUM + r"(?![\w.])"
                    + r"|" + _NUM + r"\s*倍(?=\s*(?:放大|超分|超清))|(?:放大|超分)(?:到|为|為|成)?\s*" + _NUM + r"\s*倍")


def _value(sign: str, digits: str) -> float:
    """The figure as typed, its minus kept ("-4" is -4, "1e300" 1e300, "nan" NaN)."""
    try:
        v = float(digits.replace(",", "").replace("−", "-"))
    except ValueError:
        return math.nan
    return -v if sign else v


def _said(m: re.Match[str]) -> tuple[str, float]:
    groups = m.groups()
    for i in range(0, len(groups), 2):
        if groups[i + 1]:
            return m.group(0).strip(), _value(groups[i], groups[i + 1])
    return m.group(0).strip(), math.nan


def _both(msg: Msg) -> tuple[str, str]:
    return word(msg, "en"), word(msg, "zh")


def drop_unread_rates(t: str) -> tuple[str, list[tuple[str, str]]]:
    """`t` with each frame rate outside FPS_RANGE and each upscale factor outside UPSCALE_RANGE (said in a message
    about upscaling) blanked, and the notes (English, Chinese) saying each is not read and what is used instead."""
    notes: list[tuple[str, str]] = []
    low, high = FPS_RANGE

    def fps(m: re.Match[str]) -> str:
        said, v = _said(m)
        if low <= v <= high:
            return m.group(0)
        notes.append(_both(Msg(code="unread_rates.fps", args={"said": said, "low": low, "high": high,
                                                              "fps": DEFAULT_FPS})))
        return " " * len(m.group(0))

    def frames(m: re.Match[str]) -> str:
        said = m.group(0).strip()
        notes.append(_both(Msg(code="unread_rates.frames", args={"said": said, "fps": DEFAULT_FPS})))
        return " " * len(m.group(0))

    t = FRAMES_ZH.sub(frames, FPS.sub(fps, t))
    if not UPSCALE_WORDS.search(t):
        return t, notes
    f_low, f_high = UPSCALE_RANGE

    def factor(m: re.Match[str]) -> str:
        said, v = _said(m)
        if f_low < v <= f_high:
            return m.group(0)
        notes.append(_both(Msg(code="unread_rates.factor", args={"said": said, "low": f_low, "high": f_high})))
        return " " * len(m.group(0))

    return FACTOR.sub(factor, t), notes
