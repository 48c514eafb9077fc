"""The tokens a Chinese character costs in the message being read: the named model's tokenizer family (a Qwen model's
figure for "每秒15个字" under Qwen3-14B, Llama-2's for Llama-2-13B), in 繁體 when the message is written in it
(tools.cjk_tokens). The reader sets it once per message (advisor.core.extract_rules.extract) and every reader that
turns 字 into tokens — a speed, a document, a prompt, an output, a corpus — uses it, so one message has one figure;
the notes say which figure and where it comes from. A follow-up that names no model reads at the thread's model
(advisor.core.conversation.Engine.handle passes it). A reranked passage is read by the reranker's own tokenizer, not
the LLM's: it stays at the general figure (advisor.core.extract_stated._passage_chars)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from tools.cjk_tokens import GENERAL_RATE, TRADITIONAL_FACTOR, CjkTokenRate, tokens_from_cjk_chars
from tools.schema import Msg

_RATE: ContextVar[CjkTokenRate] = ContextVar("cjk_rate", default=GENERAL_RATE)


@contextmanager
def reading_with(rate: CjkTokenRate) -> Iterator[None]:
    """Within the block, Chinese characters are read at `rate` (the message's model and script)."""
    token = _RATE.set(rate)
    try:
        yield
    finally:
        _RATE.reset(token)


def current() -> CjkTokenRate:
    """The rate of the message being read (the general figure outside a message)."""
    return _RATE.get()


def cjk_tokens(chars: float) -> int:
    """Tokens for `chars` Chinese characters at the message's rate."""
    return tokens_from_cjk_chars(chars, _RATE.get())


def source_msg() -> Msg:
    """Where the message's figure comes from (reading.cjk_rate_source), as a fact a note nests."""
    r = _RATE.get()
    return Msg(code="reading.cjk_rate_source", args={"family": r.family, "source": r.source, "borrowed": r.borrowed,
                                                     "traditional": r.traditional, "factor": TRADITIONAL_FACTOR})


def source_said() -> tuple[str, str]:
    """(English, Chinese) words for where the message's figure comes from (reading.cjk_rate_source)."""
    msg = source_msg()
    return msg.en, msg.zh
