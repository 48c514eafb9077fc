"""Transcripts wanted after the calls a thread serves live ("we'd also like a transcript of every call afterwards",
通话结束后再出文字稿, 通話完之後要有逐字稿): the day's recorded audio as a batch (tools.recorded_calls), never the calls
at once as live streams; live only when the user says live / real time / 实时. The words live here (tools hold none)."""

from __future__ import annotations

import re

from tools.schema import Dataset, Msg, Workload

# after the call: afterwards, after each call, once it ends, post-call, from the recordings, 事后, 通话后, 挂断后, 录音
AFTER_CALLS = re.compile(r"(?i)\bafterwards?\b|\bafter\s+(?:the|each|every|a)\s+(?:call|conversation|meeting)s?\b"
                         r"|\bafter\s+(?:they|it)\s+(?:end|ends|finish|finishes|hang\s+up)\b|\bonce\s+(?:the\s+)?"
                         r"(?:call|calls|it|they)\s+(?:end|ends|is\s+over|are\s+over)\b|\bpost[\s-]?call\b"
                         r"|\b(?:from|of)\s+the\s+recordings?\b"
                         r"|事后|事後|(?:通话|通話|电话|電話|会议|會議)?\s*(?:结束|結束|挂断|掛斷|打完|講完|讲完|完)\s*(?:之)?(?:后|後)"
                         r"|录音|錄音")
# the transcripts said live: real time, as they speak, streaming captions, 实时, 即時, 同步
LIVE_WORDS = re.compile(r"(?i)\blive\b|\breal[\s-]?time\b|\bstreaming\b|\bas\s+(?:they|people)\s+(?:speak|talk)\b"
                        r"|\bduring\s+the\s+calls?\b|实时|實時|即时|即時|同步|边说边|邊講邊|邊說邊")
TRANSCRIPT = re.compile(r"(?i)transcri|\bcaptions?\b|\bsubtitles?\b|\bwhisper\b|\basr\b|speech[\s-]to[\s-]text"
                        r"|转写|轉寫|转文字|轉文字|文字稿|逐字稿|字幕|语音识别|語音識別")


def recorded_after(w: Workload, text: str) -> tuple[Workload, list[Msg]]:
    """A speech thread with calls at once (`concurrency`) whose turn asks for transcripts after the calls, with no
    live word: the day's audio (calls × the thread's hours a day, tools.recorded_calls) as a daily batch of audio hours, the
    calls at once dropped, said in a note; the workload unchanged otherwise."""
    from tools.recorded_calls import recorded_audio_hours

    if (w.modality != "speech" or not w.concurrency or w.dataset is not None or not TRANSCRIPT.search(text or "")
            or not AFTER_CALLS.search(text or "") or LIVE_WORDS.search(text or "")):
        return w, []
    hours = recorded_audio_hours(w.concurrency, w.usage_hours_per_day)
    said = Msg(code="recorded_after.batch", args={"calls": w.concurrency, "hours": w.usage_hours_per_day or 24,
                                                  "audio": hours, "stated": bool(w.usage_hours_per_day)})
    moved = w.model_copy(update={"concurrency": None, "dataset": Dataset(amount=hours, unit="audio_hours"),
                                 "batch_period": "day"})  # each day's recordings, done before the next day's
    return moved, [said]
