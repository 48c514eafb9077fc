"""The longest item a batch message states beside its average ("avg 300 words, a few long chains up to ~9,000
words", 最长的约3万字, 最長的有 2.4 萬字) read as (amount, unit), and said against the model's maximum context
(tools.longest_item): the plan is sized on the average, so the longest is checked and said plainly."""

from __future__ import annotations

import re

from advisor.core.magnitudes import scaled_count
from tools.schema import Msg, Workload

_EN = re.compile(r"(?i)(?:up to|as long as|as much as|longest\s+(?:\w+\s+){0,2}?(?:are|is|at|of|reach(?:es)?|run)"
                 r"|max(?:imum)?(?: of)?)\s*(?:about|around|roughly|~|≈)?\s*~?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?\s*"
                 r"(words?|tokens?)\b")
_ZH = re.compile(r"(?:最长|最長|长的|長的|长则|長則)[^，,。；;！？\d]{0,6}?(?:约|約|有|达|達|到|近)?\s*(\d+(?:\.\d+)?)\s*"
                 r"(万|萬|千)?\s*(字|token|tokens|个字|個字|词|詞)")


def longest_said(text: str) -> tuple[float, str] | None:
    """(the longest item's length, its unit: words | chars | tokens) a message states; None when it states none."""
    m = _EN.search(text or "")
    if m is not None:
        unit = "words" if m.group(3).lower().startswith("word") else "tokens"
        return scaled_count(float(m.group(1).replace(",", "")), m.group(2)), unit
    z = _ZH.search(text or "")
    if z is not None:
        unit = "tokens" if z.group(3).startswith("token") else "chars"
        return scaled_count(float(z.group(1)), z.group(2)), unit
    return None


def longest_item_note(w: Workload, text: str, lang: str) -> list[str]:
    """The note that says the longest stated item against the model's context (over: truncated unless chunked or
    sent to a longer-context model; fits: said so); empty for no batch, no longest length, or no held model."""
    if not w.batch_requests or not w.model:
        return []
    said = longest_said(text)
    if said is None:
        return []
    from advisor.core.extract_rules import script_of
    from catalog.registry import max_context
    from tools.longest_item import item_tokens, longest_item_check

    try:
        top = max_context(w.model)
    except (KeyError, StopIteration, ValueError):
        return []
    if not top:
        return []
    amount, unit = said
    tokens = item_tokens(amount, unit, w.model, traditional=script_of(text) == "zh-Hant")
    got = longest_item_check(tokens, top, w.output_tokens)
    args = {"amount": amount, "unit": unit, "tokens": got.tokens, "needed": got.needed, "model": w.model, "max_context": top,
            "over": got.over, "chunks": got.chunks, "requests": got.requests}
    return [Msg(code="longest_item.fits" if got.fits else "longest_item.over", args=args).text(lang)]
