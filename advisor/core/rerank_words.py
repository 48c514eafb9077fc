"""Whether a message speaks of reranking, in any of its scripts ("rerank the top 50", "cross-encoder", "重排", "精排"):
the reading tools.rerank_stand_in needs before it sizes a reranking job whose model no row holds."""

from __future__ import annotations

import re

_JOB = re.compile(r"re-?rank|cross[- ]encoder|重排|精排|重新排序", re.I)


def said_reranking(text: str) -> bool:
    """True when the text says a reranking job in words, with or without a model's name."""
    return _JOB.search(text) is not None
