"""A chat's context said as its AVERAGE ("average context 48k", 平均上下文32k左右, 每個對話平均2萬字): the typical
length every user's conversation holds, not the limit one may grow to. Read as `seq_len` = that length and
`context_average: true`, so tools.chat_kv sizes every user's KV cache at it (never most users at the 4,096-token
typical chat and a tenth at the stated figure, which shrank a stated 32k average to ≈ 6.6k). A length in Chinese
characters is converted with the model's tokenizer figure (tools.cjk_tokens). A batch job is never a chat."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_NUM = (r"(?P<run>\d+(?:\.\d+)?|[一二两兩三四五六七八九十])\s*(?P<scale>k|K|千|万|萬)?\s*"
        r"(?:(?P<chars>字)|(?P<unit>tokens?|[个個]?\s*token))?")
_AVG_EN = r"(?:average|avg\.?|typical|mean)"
_CTX_EN = r"(?:context|conversation|chat|session)s?(?:\s+(?:length|size|window))?"
# each pattern its own (named groups repeat): "average context 48k", "48k tokens of context on average", "on
# average 48k tokens of context", "conversations of 12k tokens on average", "chats averaging 20k tokens",
# 平均上下文32k左右 / 每個對話平均2萬字 / 平均每輪對話大概一萬字
AVERAGE_CONTEXT = (
    re.compile(r"(?i)\b" + _AVG_EN + r"\s+" + _CTX_EN + r"\s*(?:of|is|at|around|about|roughly|~|:|=|\s)*\s*" + _NUM),
    re.compile(r"(?i)\b" + _NUM + r"\s*(?:of\s+)?" + _CTX_EN + r"\s+on\s+average"),
    re.compile(r"(?i)\bon\s+average\s+" + _NUM + r"\s*(?:of\s+)?" + _CTX_EN),
    re.compile(r"(?i)\b" + _CTX_EN + r"\s+of\s+" + _NUM + r"\s+on\s+average"),
    re.compile(r"(?i)\b" + _CTX_EN + r"\s+(?:average|averaging)\s+(?:about\s+|around\s+|~\s*)?" + _NUM),
    re.compile(r"(?:每\s*(?:个|個|轮|輪|次|段)?\s*(?P<per>对话|對話|会话|會話|聊天)\s*)?平均\s*(?:每\s*(?:个|個|轮|輪|次|段)?\s*)?"
               r"(?P<word>上下文|对话|對話|会话|會話|聊天)?\s*(?:长度|長度)?\s*(?:大概|大约|大約|差不多|约|約|是|为|為|有|在|:|：|\s)*"
               + _NUM),
)
_ZH_DIGIT = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _number(run: str) -> float | None:
    """A digit run or a one-character Chinese numeral (一萬字 → 1 before 萬); None for anything longer."""
    if run[0].isdigit():
        return float(run)
    return float(_ZH_DIGIT[run]) if run in _ZH_DIGIT else None


def _tokens(num: float, scale: str | None, chars: bool) -> int:
    """The length in tokens: 32k → 32,768 (advisor.core.magnitudes.tokens_len), 2萬字 → the characters at the message's
    tokenizer figure (advisor.core.cjk_rate: the model's family, 繁體 at its own rate)."""
    from advisor.core.cjk_rate import cjk_tokens
    from advisor.core.magnitudes import scaled_count, tokens_len

    if chars:
        return cjk_tokens(scaled_count(num, scale))
    return tokens_len(num, scale)


def read_average_context(t: str, ctx: Any) -> Read:
    """`seq_len` and `context_average` for a served chat whose context is said as an average (module doc)."""
    p = ctx.fields
    if p.get("batch_requests") or p.get("task") not in (None, "inference"):
        return {}, []
    for m in (m for pattern in AVERAGE_CONTEXT for m in pattern.finditer(t)):
        g = m.groupdict()
        run, scale, unit = g["run"], g["scale"], g["unit"] or g["chars"]
        if "word" in g and not (g["word"] or g["per"]):  # 平均 with no chat word: a prompt, an answer or a count
            continue
        num = _number(run)
        if num is None or not (scale or unit):
            continue
        tokens = _tokens(num, scale, bool(g["chars"]))
        if tokens < 512:
            continue
        ctx.out.said(Msg(code="average_context.read", args={"said": m.group(0).strip(), "n": tokens}))
        return {"seq_len": tokens, "context_average": True}, []
    return {}, []
