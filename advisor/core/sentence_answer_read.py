"""An answer's length said in sentences is the answer's output ("needs a 2-3 sentence answer", "replies in one or two
sentences", "answers of about 3 sentences"): `output_tokens` = tools.sentence_tokens.tokens_from_sentences of the
range's top (the most load), said in a note, never the chat default of 338 tokens that sized the answer's time and
the people online's response time before.

Reading only; read for serving with no output already said (a stated token or word length wins)."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "single": 1}
_COUNT = r"(\d+|one|two|three|four|five|a|single)"
_ANSWER = r"(?:answers?|repl(?:y|ies)|responses?|summar(?:y|ies)|explanations?|descriptions?|captions?)"
# "a 2-3 sentence answer", "1–2-sentence replies", "two or three sentence response"
_BEFORE = re.compile(r"(?i)\b" + _COUNT + r"(?:\s*(?:-|–|to|or)\s*" + _COUNT + r")?[\s-]*sentences?[\s-]+(?:long\s+)?"
                     + _ANSWER + r"\b")
# "answers in 1-2 sentences", "reply with one or two sentences", "responses of about 3 sentences"
_AFTER = re.compile(r"(?i)\b" + _ANSWER + r"\s+(?:(?:in|of|with|are|is|should\s+be|about|around|roughly|just|only|~)\s+){1,3}"
                    + _COUNT + r"(?:\s*(?:-|–|to|or)\s*" + _COUNT + r")?\s+sentences?\b")


def _top(m: re.Match[str]) -> float | None:
    said = [g for g in (m.group(1), m.group(2)) if g]
    nums = [float(_N.get(g.lower(), g)) for g in said if g.lower() in _N or g.isdigit()]
    return max(nums) if nums else None


def read_sentence_answer(t: str, ctx: Any) -> Read:
    """`output_tokens` from an answer said in sentences (the range's top; tools.sentence_tokens), with a note, for
    online serving with no output said. By hand: "a 2-3 sentence answer" → 3 × 20 words × 4/3 = 80 tokens."""
    from tools.sentence_tokens import WORDS_PER_SENTENCE, tokens_from_sentences

    f = ctx.fields
    if f.get("output_tokens") or f.get("batch_requests") or f.get("task") not in (None, "inference"):
        return {}, []
    m = _BEFORE.search(t) or _AFTER.search(t)
    n = _top(m) if m else None
    if m is None or not n or n > 20:
        return {}, []
    tokens = tokens_from_sentences(n)
    msg = Msg(code="sentence_answer.tokens", args={"said": m.group(0).strip(), "n": tokens, "sentences": round(n),
                                                     "words": WORDS_PER_SENTENCE})
    ctx.out.note(msg.en, msg.zh)
    return {"output_tokens": tokens}, [m.span()]
