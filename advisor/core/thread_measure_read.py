"""A follow-up in a thread that has a plan and states a measure — a length, a count, a size, a resolution, a deadline
or a model variant ("用户还会上传整份合同，6万字左右", "the drawings at their native 9000×6000 resolution?", "聽日中午前
要譯晒5萬頁得唔得", "the LLM version then?") — is about that plan, never "outside what I do". The reader alone reads
each message without the thread, so a clause with no domain word there ("6万字左右" with no "合同 … 上下文") came back
off topic.

Read against the thread here:
- a document length in 字 / tokens with no context read (`seq_len` unset): the context holds it, 字 turned into
  tokens at the message's rate (advisor.core.cjk_rate, tools.cjk_tokens: sourced per tokenizer family);
- anything else stated (a resolution, pages by a time, a variant): the plan restated in one line, with what was not
  read into it said plainly (conversation.measure_not_read) — never a refusal.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from advisor.core.magnitudes import LEN_MAG, scaled_count, tokens_len

_NUM = r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*"
# a minus before a figure ("每章-4000字呢？", "負4000字"), unless a figure precedes it (a range: "3000-4000 tokens")
_SIGN_BEFORE = re.compile(r"(?:(?:^|[^\d\s])\s*[-−﹣－]|[负負])\s*$")
# a document's length: 6万字 · 4.5萬字 · 80k tokens · 120,000 tokens (words are left to the note: no sourced rate here)
_CHARS = re.compile(_NUM + LEN_MAG + r"?\s*(?:个|個)?\s*(?:汉字|漢字|中文字|字)")
_TOKENS = re.compile(r"(?i)" + _NUM + LEN_MAG + r"?[\s-]*tokens?\b")
# what else a follow-up may state about the plan
_MEASURE = re.compile(
    r"(?i)\d+\s*[x×*]\s*\d+|\d\s*(?:px|pixels?|dpi|mp\b|megapixels?)|像素|分辨率|分辨率|解析度|原图|原圖|原尺寸|"
    r"(?:original|native|full)\s+(?:resolution|size)|"
    r"\d[\d,.]*\s*(?:万|萬|千|k|K)?\s*(?:页|頁|pages?|份|张|張|篇|条|條|小时|小時|hours?|分钟|分鐘|minutes?|天|days?|"
    r"字|words?|tokens?|gb|GB|tb|TB|mb|MB)|"
    r"明天|明晚|今晚|聽日|听日|聽晚|听晚|後日|后天|之前|以前|前要|by\s+(?:tomorrow|tonight|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|noon|\d)|deadline|due\b|"
    r"(?:llm|大模型|小|大|量化|int4|int8|fp8|instruct|chat|base|mini|lite|pro|max|turbo)\s*(?:版|版本|version|variant)|"
    r"(?:版|version|variant)\s*(?:呢|嗎|吗|\?|？)")

# the asking tail a measure's words may carry ("版呢？"), and a line's full stops
_ASKED, _STOPS = re.compile(r"^[\s?？]+|[\s?？呢吗嗎]+$"), re.compile(r"[。.\s]+$")


def states_measure(text: str) -> bool:
    """Does the message state a length, a count, a size, a resolution, a deadline or a model variant?"""
    return bool(_MEASURE.search(text))


def _context_tokens(text: str, model: str | None, traditional: bool) -> int | None:
    """The tokens of a document length said in the message: 字 at the thread's model's rate in the message's script
    (tools.cjk_tokens.cjk_rate), tokens as written. Only the figures the reader keeps (extract_rules.screened_figures:
    "1e300亿字" is no 300亿字), and only a length one request's context may hold (tools.ranges' seq_len): "改成2亿字呢？"
    (134M tokens) is a corpus, never a context, and was answered with the internal bound "seq_len must be between …"."""
    from advisor.core.extract_rules import screened_figures
    from tools.cjk_tokens import cjk_rate, tokens_from_cjk_chars
    from tools.ranges import RANGES

    text = screened_figures(text)
    tokens: int | None = None
    m = _unsigned(_CHARS, text)
    if m:
        tokens = tokens_from_cjk_chars(scaled_count(float(m.group(1).replace(",", "")), m.group(2)),
                                       cjk_rate(model, traditional))
    else:
        m = _unsigned(_TOKENS, text)
        tokens = tokens_len(float(m.group(1).replace(",", "")), m.group(2)) if m else None
    return tokens if tokens is not None and tokens <= RANGES["seq_len"][1] else None


def _unsigned(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first length `pattern` finds with no minus before it: a signed figure ("每章-4000字呢？") is no length (the
    reader's reading.negative_* note says it is not read) and the thread's job is kept; it was read as a 2,680-token
    context beside the 2,680-token output and refused."""
    return next((m for m in pattern.finditer(text) if not _SIGN_BEFORE.search(text[max(0, m.start() - 8):m.start()])),
                None)


def _image_request(text: str, model: str | None) -> Any:
    """The request an image size said against the thread's VLM makes (tools.thread_image_request), or None."""
    from advisor.core.extract_stated import image_size
    from tools.thread_image_request import image_request

    size = image_size(text)
    return image_request(model, size[0], size[1]) if size and model else None


def read_against_thread(e: Any, text: str, has_plan: bool, model: str | None = None) -> Any:
    """The turn's extraction read against a thread with a plan: a document length with no context read becomes the
    context; an image size said against the thread's VLM becomes each request's visual tokens (one image a request
    unless said); either way the turn is no longer off topic. Unchanged when there is no plan, or nothing is read."""
    said = set(e.patch.model_dump(exclude_none=True)) - {"language"}  # a turn that states nothing else ("still enough?")
    if not has_plan or ("off_topic" not in e.intents and said):
        return e
    from advisor.core.extract_rules import screened_figures
    from tools.schema import Msg

    text = screened_figures(text)  # a figure the reader refused ("~1e300 tokens", "NaN tokens", "0 tokens") is no length
    req = _image_request(text, model) if e.patch.prompt_tokens is None else None
    if req is not None:
        update = {"image_tokens": req.visual_tokens, "prompt_tokens": req.prompt_tokens, "seq_len": req.seq_len}
        out = dataclasses.replace(e, patch=e.patch.model_copy(update=update), notes=list(e.notes),
                                  zh_notes=dict(e.zh_notes), intents=e.intents - {"off_topic"})
        msg = Msg(code="thread_measure.as_image", args={"model": model, "vis": req.visual_tokens,
                                                          "prompt": req.prompt_tokens, "seq": req.seq_len})
        out.note(msg.en, msg.zh)
        return out
    tokens = _context_tokens(text, model, e.patch.language == "zh-Hant") if e.patch.seq_len is None else None
    if not tokens:
        return e

    out = dataclasses.replace(e, patch=e.patch.model_copy(update={"seq_len": tokens}), notes=list(e.notes),
                              zh_notes=dict(e.zh_notes), intents=e.intents - {"off_topic"})
    msg = Msg(code="thread_measure.as_context", args={"tokens": tokens})
    out.note(msg.en, msg.zh)
    return out


def measures_said(text: str) -> str:
    """The user's own words for each measure stated, in order, once each ("7000×5000", "原分辨率", "3萬頁", "聽晚")."""
    seen: list[str] = []
    for m in _MEASURE.finditer(text):
        word = _ASKED.sub("", m.group(0))
        if word and word not in seen:
            seen.append(word)
    return ", ".join(seen)


def unread_measure(text: str, plan: str, lang: str) -> str | None:
    """The reply to a follow-up that states a measure the sizing could not take in: never a refusal — the plan restated
    in one line with what was not read said plainly. None when the message states no measure."""
    if not states_measure(text):
        return None
    from tools.schema import Msg
    from tools.shown import plain

    said = plain(text if len(text) <= 40 else text[:39] + "…")
    args = {"said": said, "what": measures_said(text), "plan": _STOPS.sub("", plan)}
    return Msg(code="thread_measure.not_read", args=args).text(lang)
