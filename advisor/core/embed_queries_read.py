"""Reading whether an embedding endpoint's requests are search queries ("bge-m3 for real-time search, 500 queries a
second", 每秒 500 个查询, 每秒500個檢索請求, "300 QPS of lookups"): each request is then a query of a few words
(tools.embedding.QUERY_TOKENS), never a 1,024-token document chunk (a retrieval service at 500 queries a second was
sized on 20 cards for 32× the work). Requests counted in documents, chunks or passages (每秒 200 篇文档, "embed 300
chunks a second") keep the chunk default, and so does a rate said beside documents with no query or search word."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list]

# the rate's unit is a query: queries, QPS, searches, lookups, retrieval / search requests; 查询, 查詢, 检索请求, 檢索請求,
# 搜索请求, 搜尋請求, 次检索, 次搜索
QUERY_UNIT = re.compile(
    r"(?i)\bquer(?:y|ies)\b|\bqps\b|\bsearch(?:es)?\b(?!\s+(?:over|through|in|across)\s+(?:\w+\s+)?(?:docs|documents))"
    r"|\blook[\s-]*ups?\b|\b(?:retrieval|search)\s+(?:requests?|calls?)\b"
    r"|查询|查詢|(?:检索|檢索|搜索|搜尋|搜寻)\s*(?:请求|請求)|(?:次|个|個)\s*(?:检索|檢索|搜索|搜尋|搜寻)")
# a search or retrieval service with requests of no named unit ("semantic search, 400 requests/s", 语义检索，每秒 300 个请求)
SEARCH_SERVICE = re.compile(
    r"(?i)\bsemantic\s+search\b|\bvector\s+search\b|\bretrieval\b|\bsearch\b"
    r"|检索|檢索|搜索|搜尋|搜寻|召回")
# what is embedded is a document: documents, chunks, passages, paragraphs, articles, pages; 文档, 文檔, 段落, 文章, 切块
DOC_WORDS = re.compile(
    r"(?i)\b(?:documents?|docs|chunks?|passages?|paragraphs?|articles?|pages?)\b"
    r"|文档|文檔|文件|段落|文章|切块|切塊|分块|分塊")
# a document is the rate's unit: "200 documents per second", "300 chunks/s", 每秒 200 篇文档, 每秒300段
DOC_RATE = re.compile(
    r"(?i)\b(?:documents?|docs|chunks?|passages?|paragraphs?|articles?|pages?)\s*(?:per\s+sec(?:ond)?|/\s*s(?:ec)?\b"
    r"|an?\s+second|each\s+second|every\s+second)"
    r"|每秒\s*(?:约|約|大约|大約)?\s*\d[\d,.]*\s*(?:万|萬|千)?\s*(?:个|個|篇|份|段|条|條|页|頁)?\s*"
    r"(?:文档|文檔|文件|段落|文章|切块|切塊|分块|分塊|篇|页|頁|chunk)")


def queries_said(t: str) -> bool:
    """True when the requests `t` describes are search queries: a query unit said (QUERY_UNIT), or a search service
    with no document word (SEARCH_SERVICE without DOC_WORDS); never when documents are the rate's unit (DOC_RATE)."""
    if DOC_RATE.search(t):
        return False
    return bool(QUERY_UNIT.search(t)) or (bool(SEARCH_SERVICE.search(t)) and not DOC_WORDS.search(t))


def read_embed_queries(t: str, ctx: Any) -> Read:
    """`embed_queries` for an embedding endpoint (modality embedding, a request rate, no batch) whose requests are
    search queries (queries_said) and whose length is not said; sized in tools.embedding.plan at QUERY_TOKENS."""
    f = ctx.fields
    if f.get("modality") != "embedding" or not f.get("target_requests_per_s") or f.get("batch_requests") \
            or f.get("prompt_tokens") or f.get("seq_len") or f.get("task") not in (None, "inference"):
        return {}, []
    return ({"embed_queries": True}, []) if queries_said(t) else ({}, [])
