"""A batch's longest stated item ("avg 300 words, a few long chains up to ~9,000 words", 最长的约3万字) checked against
the model's maximum context: the answer is sized on the average item, so the longest one is said plainly — it fits,
or it would be truncated unless it is cut into chunks and merged (map-reduce) or read by a longer-context model.

Sources and rules: English words at tools.dataset.TOKENS_PER_EN_WORD (OpenAI Help Center: 100 tokens ≈ 75 words);
Chinese characters at the model's tokenizer figure (tools.cjk_tokens.cjk_rate, 繁體 at its factor); the question and
answer around the document as tools.context_room (ShareGPT-mean instructions, 161 tokens; the stated answer); the
chunks as tools.map_reduce_chunks. The model's maximum context is its catalog row's max_context (config.json).
By hand: 9,000 words → 12,000 tokens; + 161 + 8 = 12,169 > 8,192 → over by 3,977; map-reduce with an 8-token
answer: room 8,184, 2 chunks, 3 requests."""

from __future__ import annotations

from pydantic import BaseModel

from tools.cjk_tokens import cjk_rate, tokens_from_cjk_chars
from tools.context_room import context_room
from tools.dataset import tokens_from_en_words
from tools.map_reduce_chunks import map_reduce


class LongestItem(BaseModel):
    """The longest item against the model's context."""

    tokens: int  # the longest item's tokens
    needed: int  # with the instructions and the answer
    max_context: int
    fits: bool
    over: int  # needed − max_context (≤ 0 when it fits)
    chunks: int | None = None  # map-reduce chunks for it, when it does not fit
    requests: int | None = None  # chunks + the merge


def item_tokens(amount: float, unit: str, model: str | None = None, traditional: bool = False) -> int:
    """The tokens of a length said in `unit` ("words", "chars" for 字, "tokens"): 9,000 words → 12,000; 30,000 字 on a
    Qwen model → 20,100 (0.67 a character); 5,000 tokens → 5,000."""
    if unit == "words":
        return tokens_from_en_words(amount)
    if unit == "chars":
        return tokens_from_cjk_chars(amount, cjk_rate(model, traditional))
    return max(1, round(amount))


def longest_item_check(tokens: int, max_context: int, answer: int | None = None) -> LongestItem:
    """The longest item (`tokens`) with its instructions and `answer` against `max_context` (module docstring):
    12,000 tokens, 8-token answer, 8,192 → needed 12,169, over by 3,977, 2 chunks, 3 requests."""
    room = context_room(tokens, max_context, answer)
    if room.fits:
        return LongestItem(tokens=tokens, needed=room.needed, max_context=max_context, fits=True,
                           over=room.needed - max_context)
    mr = map_reduce(tokens, room.answer, max_context)
    return LongestItem(tokens=tokens, needed=room.needed, max_context=max_context, fits=False,
                       over=room.needed - max_context, chunks=mr.chunks if mr else None,
                       requests=mr.requests_per_doc if mr else None)
