"""The kind of audio a speech batch is (calls, meetings, videos, lectures, podcasts), read from the user's words, so
the levers and caveats a speech answer gives (tools.media's media.speech_levers, media.vad, media.other_model) speak of
the user's recordings — hold music belongs to calls, not to meetings or short videos — never call-centre wording for
all. The first kind said wins ("讲座录像" is lectures); None when no kind is said (the wording says "recordings")."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# each kind's words in English, 简体 and 繁體 (the reader's vocabulary, never shown)
AUDIO_KINDS: tuple[tuple[str, str], ...] = (
    ("calls", r"(?<!普)通话|(?<!普)通話|电话|電話|来电|來電|坐席|客服录音|客服錄音|呼叫中心|call[\s-]*cent(?:er|re)s?|\bcalls?\b|"
              r"\bphone\b|\btelephon\w*"),
    ("meetings", r"会议|會議|开会|開會|例会|例會|\bmeetings?\b|\bboard\s+sessions?\b"),
    ("lectures", r"讲座|講座|课程|課程|讲课|講課|上课|上課|课堂|課堂|网课|網課|\blectures?\b|\bclasses\b|\bcourses?\b|"
                 r"\bseminars?\b|\bsermons?\b"),
    ("podcasts", r"播客|电台|電台|广播节目|廣播節目|\bpodcasts?\b|\bradio\s+shows?\b"),
    ("videos", r"短视频|短視頻|短影音|视频|視頻|影片|录像|錄像|录影|錄影|抖音|\bvideos?\b|\byoutube\b|\btiktok\b|\breels?\b"),
)
KIND_CODES = ("media.speech_levers", "media.vad", "media.other_model")


def audio_kind(text: str) -> str | None:
    """The first kind of audio said: "200 h of sales calls" → calls; "每周 80 小时董事会会议录音" → meetings; "講座錄影" →
    lectures (said before the video word); "transcribe 800 hours" → None."""
    hits = [(m.start(), kind) for kind, rx in AUDIO_KINDS if (m := re.search("(?i)" + rx, text or ""))]
    return min(hits)[1] if hits else None


def with_audio_kind(lines: list[Msg] | None, text: str) -> list[Msg] | None:
    """The answer's lines with the audio's kind handed to the caveats that speak of the recordings (KIND_CODES);
    the lines as they are when no kind is said."""
    kind = audio_kind(text)
    if not lines or kind is None:
        return lines
    out: list[Msg] = []
    for line in lines:
        args: dict[str, Any] = {**line.args, "kind": kind}
        out.append(Msg(code=line.code, args=args) if line.code in KIND_CODES else line)
    return out
