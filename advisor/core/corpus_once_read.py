"""A corpus to embed once plus its monthly new items ("20M docs … re-embed once + ~2M new docs/month", "先把 3000 万篇
文档向量化一次，之后每月新增 200 万篇", "一次建索引 1,500 萬篇，每月再加 100 萬篇"): a one-off batch of the corpus (never that
many a month, never an endpoint's requests a day) plus its increment a month, priced beside it
(tools.corpus_increment). Whatever the verb (embed, re-embed, index, vectorise, 向量化, 建索引). Words only: the
figures come from tools/.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import EMBED_WORD

_MAG = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mm": 1e6, "million": 1e6, "b": 1e9, "billion": 1e9, "千": 1e3, "万": 1e4,
        "萬": 1e4, "亿": 1e8, "億": 1e8}
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(k|mm|m|b|thousand|million|billion|千|万|萬|亿|億)?"
_ITEMS = r"(?:new\s+)?(?:docs?|documents?|articles?|pages?|passages?|chunks?|records?|items?|files?|篇|份|条|條|个|個)"
# the verbs that fill an index, in every language the reader takes
INDEX_VERB = re.compile(r"(?i)" + EMBED_WORD + r"|\bindex|\bvectori[sz]|建索引|建立索引|入库|入庫|转成向量|轉成向量")
ONCE = re.compile(r"(?i)\bonce\b|one[\s-]?off|一次|首次|一次性|先")
_MONTHLY = re.compile(r"(?i)(?:~|≈|about\s+|around\s+|约|約|大约|大約)?" + _NUM + r"\s*" + _ITEMS
                      + r"\s*(?:/\s*(?:mo|month)\b|(?:a|per|each|every)\s+month\b|monthly\b)"
                      + r"|(?:每月|每个月|每個月|一个月|一個月)\s*(?:新增|增加|再加|加|多)?\s*(?:约|約|大约|大約)?\s*" + _NUM
                      + r"\s*" + _ITEMS)
_CORPUS = re.compile(r"(?i)(?<![\d.])" + _NUM + r"\s*(?:[a-z-]+\s+){0,2}?" + _ITEMS)


def _amount(num: str, mag: str | None) -> int:
    return int(float(num.replace(",", "")) * _MAG.get((mag or "").lower(), 1))


def corpus_once(t: str) -> tuple[int, int] | None:
    """(the corpus's items, its new items a month) for a one-off index with a monthly increment, else None."""
    if not t or not INDEX_VERB.search(t) or not ONCE.search(t):
        return None
    monthly = _MONTHLY.search(t)
    if monthly is None:
        return None
    m_num, m_mag = (monthly.group(1), monthly.group(2)) if monthly.group(1) else (monthly.group(3), monthly.group(4))
    per_month = _amount(m_num, m_mag)
    for m in _CORPUS.finditer(t):
        if monthly.start() <= m.start() < monthly.end():
            continue
        items = _amount(m.group(1), m.group(2))
        if items > per_month:
            return items, per_month
    return None


def read_corpus_once(t: str, ctx: Any) -> tuple[dict, list]:
    """The corpus read as a one-off batch with its monthly increment (module docstring); an embedding job only."""
    if ctx.fields.get("modality") != "embedding":
        return {}, []
    hit = corpus_once(t)
    if hit is None:
        return {}, []
    ctx.out.notes[:] = [n for n in ctx.out.notes if not n.startswith("request rate:")]  # notes are kept in English
    return {"batch_requests": hit[0], "batch_monthly_items": hit[1], "batch_period": None, "target_requests_per_s": None,
            "requests_per_day": None}, []
