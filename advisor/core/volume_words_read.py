"""A total volume of text to generate said in characters or words ("总共大概8000万字", "合共3億字", "about 300 million
words of product FAQs") is the job's output, in tokens: a batch of inference writing that many tokens. The readers read
such a total only in tokens ("500M tokens of synthetic data"), so a total in 字 or words was left unread and the job
was planned as one chat user (1 路并发) with the window read as serving hours.

as_token_total_text rewrites the total as tokens, when the message has a model write text (text_generated) and no
training word: 字 at the message's tokenizer rate (tools.cjk_tokens: the named model's family figure, 繁體 × its
factor), English words at tools.dataset.TOKENS_PER_EN_WORD; the generated-total reader then cuts it into requests as it
cuts "53.6M tokens". A per-item length (每篇2000字, "500 words each") is never a total: only a scaled total of at least a
million characters or words is read, and none with 每 / each / per beside it."""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD
from advisor.core.magnitudes import scaled_count
from tools.cjk_tokens import CjkTokenRate, tokens_from_cjk_chars
from tools.dataset import TOKENS_PER_EN_WORD, tokens_from_en_words
from tools.schema import Msg
from tools.wording import count_text

# "8000万字", "3億字", "2.5亿个字", "300 million words", "1.2B words", "40M words"
TOTAL_ZH = re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s*(万|萬|亿|億)\s*(?:个|個)?\s*(?:汉字|漢字|中文字|字)")
TOTAL_EN = re.compile(r"(?i)(?<![\d.,])(\d+(?:\.\d+)?)\s*(million|billion|bn|[mb])\s+(?:english\s+)?words\b")
# a per-item length beside the figure: 每篇 / 每条 … 字, "… words each / per article"
_EACH_BEFORE = re.compile(r"(?i)(?:每|單|单|平均|each|per|every|apiece)[^\d,，。;；]{0,6}$")
_EACH_AFTER = re.compile(r"(?i)^\s*(?:each|apiece|per\b|/\s*(?:篇|条|條|份|item|doc))")
LEAST = 1_000_000  # a total, never one item's length


def total_tokens(t: str, m: re.Match[str], cjk: bool, rate: CjkTokenRate) -> int | None:
    """The tokens of one total said, or None when it is an item's length or too small to be a total."""
    if _EACH_BEFORE.search(t[max(0, m.start() - 8):m.start()]) or _EACH_AFTER.match(t[m.end():]):
        return None
    word = {"bn": "billion", "b": "billion"}.get(m.group(2).lower(), m.group(2))
    said = scaled_count(float(m.group(1)), word)
    if said < LEAST:
        return None
    return tokens_from_cjk_chars(said, rate) if cjk else tokens_from_en_words(said)


def as_token_total_text(t: str, generated: bool, rate: CjkTokenRate) -> tuple[str, Msg | None]:
    """The message with a generated total in 字 or words written as tokens, and the note that says how; the message as
    it was when nothing is generated, training is said, or no total is."""
    if not generated or TRAIN_WORD.search(t):
        return t, None
    for pat, cjk in ((TOTAL_ZH, True), (TOTAL_EN, False)):
        for m in pat.finditer(t):
            tokens = total_tokens(t, m, cjk, rate)
            if tokens is None:
                continue
            args = {"said": m.group(0).strip(), "tokens": count_text(tokens), "cjk": cjk,
                    "rate": f"{rate.per_char if cjk else TOKENS_PER_EN_WORD:.2g}", "family": rate.family}
            # written as the readers read a total ("53.6M tokens"): three figures, the precision of the rate
            return t[:m.start()] + f"{args['tokens']} tokens" + t[m.end():], Msg(code="volume_words.read", args=args)
    return t, None
