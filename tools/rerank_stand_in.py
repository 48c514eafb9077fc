"""A reranker no row of tools.rerank holds ("jina-reranker-v2-base-multilingual", "bce-reranker-base_v1", "a
1.5B reranker"), or a reranking job with no model named ("rerank 50 candidates per query at 30 queries/s"), sized on
a held cross-encoder of its size class (tools.rerank.RERANKERS, each row citing its model card): a "base" / "small" /
"mini" name on bge-reranker-base (278M), a "large" name on bge-reranker-large (560M), a stated size on the held row
nearest in parameters, anything else on bge-reranker-v2-m3 (568M, the common multilingual cross-encoder). Its load is
still queries/s × candidates × pair tokens (tools.rerank); the stand-in is named and its speed is to be timed on a
pilot, never read as a chat model of the user's users, contexts and answers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tools.embedding import Encoder
from tools.rerank import RERANKERS, reranker_named
from tools.schema import Msg

# a name token carrying "rerank" ("jina-reranker-v2-base-multilingual", "maidalun1020/bce-reranker-base_v1")
_NAME = re.compile(r"(?<![A-Za-z0-9_./\-])((?:[A-Za-z0-9][A-Za-z0-9_.\-]*/)?[A-Za-z0-9_.\-]*rerank[A-Za-z0-9_.\-]*)", re.I)
# a size said before the word ("a 1.5B reranker", "a 2B cross-encoder reranker")
_SIZE_SAID = re.compile(r"(\d+(?:\.\d+)?\s*[bm])\s*(?:cross[- ]encoder\s+)?re-?rank", re.I)
_BARE = {"rerank", "reranker", "rerankers", "reranking", "reranks", "reranked", "re-rank", "re-ranker"}
_SIZE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*([bm])(?![a-z])", re.I)
_SMALL = re.compile(r"base|small|mini|tiny", re.I)
DEFAULT_STAND_IN = "bge-reranker-v2-m3"


@dataclass(frozen=True)
class StandIn:
    """The held row a reranking job is sized on, and the user's own name for the model (None: none was named)."""

    encoder: Encoder
    name: str | None


def _row(name: str) -> Encoder:
    return next(e for e in RERANKERS if e.name == name)


def _by_name(name: str) -> Encoder:
    """The held row of the name's size class (module doc)."""
    size = _SIZE.search(name.split("/")[-1].replace("v2", "").replace("v1", ""))
    if size:
        params = float(size.group(1)) * (1e9 if size.group(2).lower() == "b" else 1e6)
        return min(RERANKERS, key=lambda e: abs(e.params - params))
    if _SMALL.search(name):
        return _row("bge-reranker-base")
    if re.search(r"large", name, re.I):
        return _row("bge-reranker-large")
    return _row(DEFAULT_STAND_IN)


def rerank_stand_in(text: str, job_said: bool) -> StandIn | None:
    """The stand-in for a reranking job whose model no row holds; None when the text names a held reranker or the
    reader found no reranking said (`job_said`: advisor.core.rerank_words.said_reranking)."""
    if reranker_named(text) is not None or not job_said:
        return None
    for m in _NAME.finditer(text):
        name = m.group(1).strip(".-")
        if name.lower() not in _BARE and re.search(r"[-_/]|\d", name):
            return StandIn(_by_name(name), name)
    said = _SIZE_SAID.search(text)
    if said:
        return StandIn(_by_name(said.group(1)), None)
    return StandIn(_row(DEFAULT_STAND_IN), None)


def stand_in_line(stand: StandIn) -> Msg:
    """The stand-in said: the user's name (or none named), the held row it is sized on and its parameters."""
    args = {"row": stand.encoder.name, "params": f"{stand.encoder.params / 1e6:,.0f}"}
    if stand.name is None:
        return Msg(code="rerank.stand_in_unnamed", args=args)
    return Msg(code="rerank.stand_in_named", args={**args, "name": stand.name})
