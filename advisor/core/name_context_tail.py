"""A context size written as the tail of a model's name ("Yi-6B-200K", "CodeGeeX2-6B-8k"): part of the name, never the
request's context; the name keeps it so the answer holds the model to it (tools.name_context.context_in_name)."""

from __future__ import annotations

import re

_TAIL = re.compile(r"[-_]\d{1,4}[kKmM](?![A-Za-z0-9_.])")


def with_context_tail(t: str, span: tuple[int, int]) -> tuple[int, int]:
    """The name's span grown over a context tail right after it: "Yi-6B" in "Yi-6B-200K for …" → "Yi-6B-200K"."""
    tail = _TAIL.match(t, span[1])
    return (span[0], tail.end()) if tail else span
