"""Reading a call's stated length beside a text job over the calls' transcripts ("80,000 calls a day, 6 minutes on
average, already transcribed", 每通约8分钟，已有转写): each request is that call's transcript (tools.call_length), never
the chat default's 3,584 tokens in. Speech jobs (the audio's hours, read by the speech readers) are left to them."""

from __future__ import annotations

import re

from tools.call_length import call_request
from tools.schema import Msg

# a call's length: "6-minute calls", "calls average 6 minutes", "calls of about 6 min", "5 min each", 平均6分钟, 每通约8分钟
CALL_MINUTES = re.compile(
    r"(?i)(\d+(?:\.\d+)?)[\s-]*(?:minutes?|mins?)[\s-]+(?:long\s+)?(?:(?:phone|support|service|customer|sales)\s+)?calls?\b"
    r"|\bcalls?\b[^.;\d]{0,40}?(?:average|averaging|avg\.?|about|around|of|lasting|last|each|roughly)\s*(?:about|around|~)?"
    r"\s*(\d+(?:\.\d+)?)\s*(?:minutes?|mins?)\b"
    r"|(\d+(?:\.\d+)?)\s*(?:minutes?|mins?)\s+(?:each|per\s+call|a\s+call|on\s+average)\b"
    r"|(?:每通|每个电话|每通电话|每个通话|每段通话|每段录音|平均|通话|电话)[^\d。；;,，]{0,8}?(\d+(?:\.\d+)?)\s*(?:分钟|分)(?![\d秒])")
CALL_WORDS = re.compile(r"(?i)\bcalls?\b|\bphone\b|通电话|通話|通话|电话|電話|\d\s*[万萬千]?\s*通")
TRANSCRIPT_JOB = re.compile(r"(?i)transcri|\bsummar|\bclassif|\btag\b|\bminutes\s+of\s+the|逐字稿|转写|轉寫|文字稿|摘要|分类|分類"
                            r"|总结|總結|质检|質檢|打标|打標|归类|歸類")
CJK = re.compile(r"[\u3400-\u9fff]")
_SET = ("prompt_tokens", "seq_len", "output_tokens", "image_tokens", "target_requests_per_s")


def call_length(t: str, fields: dict) -> tuple[dict, list[tuple[int, int]], Msg] | None:
    """The request each call makes when the text says calls, their length and a text job over them (a batch or a daily
    count already read into `fields`), with the note; None otherwise, or when a request's size is read already."""
    if any(fields.get(k) for k in _SET) or not (fields.get("batch_requests") or fields.get("requests_per_day")):
        return None
    if fields.get("dataset") or not CALL_WORDS.search(t) or not TRANSCRIPT_JOB.search(t):
        return None
    m = CALL_MINUTES.search(t)
    if m is None:
        return None
    chinese = bool(CJK.search(t))
    req = call_request(float(next(g for g in m.groups() if g)), chinese)
    if req is None:
        return None
    from tools.speech_llm import speech_rate

    note = Msg(code="call_length.request", args={"minutes": req.minutes, "prompt": req.prompt_tokens,
                                                 "out": req.output_tokens, "lang": "zh" if chinese else "en",
                                                 "rate": speech_rate(chinese)})
    return ({"prompt_tokens": req.prompt_tokens, "output_tokens": req.output_tokens, "seq_len": req.seq_len},
            [m.span()], note)
