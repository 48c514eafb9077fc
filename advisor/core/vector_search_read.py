"""Reading a GPU vector-search request over vectors the user already has (FAISS, cuVS, Milvus, "ANN") in English,
简体 and 繁體: the vectors, their dimension and stored precision, the queries a second, the card asked about and a
nightly rebuild — the figures tools.vector_search sizes; an embedding model's backfill is not this."""

from __future__ import annotations

import re

from tools.vector_search import SearchJob

SEARCH = re.compile(r"(?i)vector\s+(?:search|index|database|db|retrieval)|\bann\b|nearest[\s-]+neighbou?r|\bfaiss\b|"
                    r"\bcuvs\b|\bcagra\b|\bivf[\s_-]?pq\b|\bmilvus\b|\bdiskann\b|向量(?:检索|搜索|檢索|搜尋|索引|库|庫|数据库|資料庫)|"
                    r"近邻检索|近鄰檢索|相似度(?:检索|搜索|檢索|搜尋)")
_MAG = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9,
        "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8, "千万": 1e7, "千萬": 1e7}
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion|千万|千萬|bn|mn|[kmb万萬亿億])?\s*"
# a count, never a dimension ("768-dim", "1024维"): checked right after the digits
_COUNT = (r"(\d[\d,]*(?:\.\d+)?)(?![\d,.])(?!\s*-?\s*(?:dims?\b|dimensions?\b|d\b|维|維))\s*"
          r"(thousand|million|billion|千万|千萬|bn|mn|[kmb万萬亿億])?\s*")
VECTORS = re.compile(r"(?i)" + _COUNT + r"(?:\w[\w-]*\s+){0,3}(?:embeddings?|vectors?)\b|" + _COUNT +
                     r"(?:个|個|条|條)?[^，。,.；;]{0,16}?(?:向量|嵌入)")
DIM = re.compile(r"(?i)(?<![\d.])(\d{2,5})\s*-?\s*(?:dims?\b|dimensions?\b|d\b|维|維)"
                 r"|(?:dim|dimension|维度|維度)\s*=?\s*(\d{2,5})")
QPS = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:qps\b|queries\s*(?:per|a|/)\s*(?:second|sec|s)\b|次/秒|次每秒)"
                 r"|(?:qps|每秒)\s*(?:约|約|大约|大約|~|≈|=|:|：)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?")
HALF = re.compile(r"(?i)\b(?:fp16|float16|bf16|half)\b|半精度")
INT8 = re.compile(r"(?i)\bint8\b")
CARD = re.compile(r"(?i)\b(H200|H100|H20|A100|L40S|L4|A10G?|B200|RTX\s*4090|4090|MI300X)s?\b")
# the vectors exist already ("we have 1 billion embeddings", "手上有5亿条向量"): no encoder to run first
HAVE = re.compile(r"(?i)\b(?:we\s+have|we've\s+got|already|existing|precomputed|stored)\b"
                  r"|已有|现有|現有|手上有|我们有|我們有|已经有|已經有")
DEDUP = re.compile(r"(?i)\bde-?dup\w*|deduplicat\w*|near[\s-]?duplicates?|去重|去除重复|去除重複|重复数据|重複資料")
NIGHTLY = re.compile(r"(?i)nightly|every\s+(?:night|day)|\bdaily\b|each\s+night|每晚|每天|每日|天天|每夜")


def _num(value: str, mag: str | None) -> float:
    return float(value.replace(",", "")) * _MAG.get((mag or "").lower(), 1.0)


def searches_vectors(text: str) -> bool:
    """Does the message ask vector search over a stated count of vectors (a search word and a vector count)?"""
    t = text or ""
    return bool(SEARCH.search(t) and VECTORS.search(t))


def search_named(text: str) -> bool | None:
    """True when the message asks vector search over its vectors (the thread's message a follow-up is read beside)."""
    return True if searches_vectors(text) and DIM.search(text or "") else None


def search_job(text: str) -> SearchJob | None:
    """The search the message asks for, or None when it names no vector search with a count and a dimension."""
    t = text or ""
    if not SEARCH.search(t):
        return None
    m, d = VECTORS.search(t), DIM.search(t)
    if not m or not d:
        return None
    vectors = _num(m.group(1), m.group(2)) if m.group(1) else _num(m.group(3), m.group(4))
    dim = int(d.group(1) or d.group(2))
    q = QPS.search(t)
    qps = (_num(q.group(1), q.group(2)) if q.group(1) else _num(q.group(3), q.group(4))) if q else None
    card = CARD.search(t)
    size = 2 if HALF.search(t) else 1 if INT8.search(t) else 4
    if vectors < 1 or dim < 8:
        return None
    return SearchJob(vectors, dim, size, qps, card.group(1).replace(" ", "") if card else None,
                     bool(NIGHTLY.search(t)))
