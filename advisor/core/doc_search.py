"""A chat service with a search over the people's own documents ("~20 crew want a local chat assistant + search over
our manuals (maybe 5k pdf pages)", 给 30 个工程师做知识库问答，检索我们的手册（约 8000 页）): the people chat with an LLM
and the documents are a one-off index an embedding model fills, never a batch of one request a page (5,000 pages were
answered as "batch of 5,000 requests, 512 tokens out each", the crew and the chat never sized). The reader
(read_doc_search) makes it the LLM's service with `index_items`; the lines (doc_index_lines) size the index under the
answer on the pick's card (tools.doc_index) when no embedder is named (a named one is advisor.core.service.side_stages'
rented stages). A batch over the pages with no search word ("summarise 5k pages") stays a batch."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import EMBED_WORD, RERANK_WORD
from tools.schema import Msg

Read = tuple[dict, list]

# the search: "search over / through our manuals", "look up", "RAG over", "retrieval", "Q&A over our docs", 知识库, 检索
SEARCH_WORDS = re.compile(
    r"(?i)\bsearch(?:es|ing|able)?\b|\blook(?:ing)?[\s-]*ups?\b|\blookups?\b|\brag\b|\bretriev\w*|\bknowledge[\s-]*base\b"
    r"|\bq\s*&\s*a\s+(?:over|on|about)\b|\bask\s+(?:questions\s+)?(?:about|over|on)\s+(?:our|the|their)\b"
    # not 问答 / Q&A alone: "给 500 份文档生成问答对" is a batch that writes Q&A pairs
    r"|知识库|知識庫|检索|檢索|搜索|搜尋|查找|查阅|查閱|查询|查詢|搵")  # 搵: Cantonese "look for" (搵手冊)
# what is searched: the people's own documents
DOC_NOUNS = re.compile(
    r"(?i)\b(?:manuals?|docs|documents?|documentation|wiki|pdfs?|pages|handbooks?|procedures|sops?|guides?|policies"
    r"|contracts|reports|papers|files)\b|手册|手冊|文档|文檔|文件|资料|資料|规程|規程|规章|規章|页|頁|说明书|說明書")
# a chat beside it: an assistant people talk to
CHAT_WORDS = re.compile(r"(?i)\bchat\w*|\bassistant\b|\bcopilot\b|\bq\s*&\s*a\b|助手|聊天|问答|問答|对话|對話|助理")
# the documents' count: "5k pdf pages", "12,000 pages", "3.5k docs", 约 8000 页, 2万份文档, 1.2萬頁
# (group 3: pages; group 4: documents)
DOC_COUNT = re.compile(
    r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million|千|万|萬)?[\s-]*(?:pdf[\s-]*)?"  # "5k-page", "3,000 PDF pages"
    r"(?:(pages?\b|页|頁)|(documents?\b|docs\b|files\b|pdfs\b|manuals\b|份|篇|个文档|個文檔|个文件|個文件))")
# a reranking or embedding endpoint's own job ("把重排换成Qwen3-Reranker-4B … 每次对top50个文档重排"): its documents are
# the candidates each query scores, never a set to index (advisor.core.extract_stated.read_rag_stages reads it)
RANK_JOB = re.compile(r"(?i)" + RERANK_WORD + "|" + EMBED_WORD + r"|\btop[\s-]*\d+")
PEOPLE_LOADS = ("head_count", "daily_users", "users_online", "concurrency", "requests_per_day", "target_requests_per_s")


def doc_count(text: str) -> tuple[int, bool] | None:
    """(the documents' count, True when it counts pages) said in `text`; None when none is said."""
    m = DOC_COUNT.search(text or "")
    if m is None:
        return None
    from advisor.core.magnitudes import scaled_count

    n = scaled_count(float(m.group(1).replace(",", "")), m.group(2))
    return (int(n), m.group(3) is not None) if n >= 1 else None


def read_doc_search(t: str, ctx: Any) -> Read:
    """People who chat with an assistant that also searches their documents: the LLM's service (`task` inference, no
    batch) with the documents as `index_items` (the one-off index). Fires on a search word and a documents noun beside
    a chat word or people to serve; never on a training job, another modality or a stack a named encoder already read
    (advisor.core.extract_stated.read_rag_stages)."""
    f = ctx.fields
    if f.get("index_items") or f.get("task") not in (None, "inference") or f.get("modality"):
        return {}, []
    if not searched_by_people(t, f):
        return {}, []
    said = doc_count(t)
    # the documents counted (or the pages read as a batch of documents): with no count there is nothing to index and
    # a batch said beside the chat ("plus a batch of 10k requests nightly") is the user's own
    docs = said[0] if said else f.get("batch_requests") if f.get("batch_item") == "document" else None
    if not docs:
        return {}, []
    out: dict = {"task": "inference", "batch_requests": None, "batch_period": None, "batch_work": None,
                 "batch_item": None, "index_items": int(docs)}
    if _drop_whole_document(ctx):
        out["seq_len"] = None
    return out, []


def searched_by_people(t: str, fields: dict) -> bool:
    """Documents searched by people chatting ("look up our wiki (12,000 pages)", 检索操作手册): the pages are an
    index, never a batch of requests (read_doc_search)."""
    if not (SEARCH_WORDS.search(t) and DOC_NOUNS.search(t)) or RANK_JOB.search(t):
        return False
    return bool(CHAT_WORDS.search(t) or any(fields.get(k) for k in PEOPLE_LOADS))


def _drop_whole_document(ctx: Any) -> bool:
    """The pages searched were read as one document in one prompt (extract_rules.DOC_ONE_PROMPT_NOTE: 6,000 pages →
    a 3.6 M-token context): that note is dropped and True says the context goes with it (the chat's context is its
    own; the pages are the index)."""
    from advisor.core.note_ids import DOC_ONE_PROMPT, drop_notes, notes_coded

    out = getattr(ctx, "out", None)
    if getattr(out, "notes", None) is None or not notes_coded(out, DOC_ONE_PROMPT) or not ctx.fields.get("seq_len"):
        return False
    drop_notes(out, DOC_ONE_PROMPT)
    return True


def doc_index_lines(rec: Any, text: str, example_length: Any = None) -> list[Msg]:
    """The documents' one-off index under a chat service's answer, on the pick's card (tools.doc_index.doc_index with
    tools.doc_index.DEFAULT_EMBEDDER, said as assumed): the tokens, the chunks, the card's embedding time and the
    vectors' RAM. [] when the workload has no index, an embedder is named (advisor.core.service.side_stages sizes it)
    or there is no pick. `example_length` is the reader's (extract_rules.read_example_length, handed in: this module
    is one of its readers and never imports it back)."""
    from advisor.core.named_encoder import encoder_named
    from catalog.gpus import all_gpus
    from tools.doc_index import DEFAULT_EMBEDDER, doc_index, index_line

    w = rec.workload
    if not w.index_items or not rec.candidates or encoder_named(text) is not None:
        return []
    enc = encoder_named(DEFAULT_EMBEDDER)
    top = rec.candidates[0]
    if enc is None:
        return []
    said = doc_count(text)
    pages = bool(said and said[1])
    each = None if pages or example_length is None else example_length(text)
    ix = doc_index(enc, int(w.index_items), pages, all_gpus().get(top.gpu), int(top.gpu_count or 1),
                   tokens_per_doc=each[0] if each else None, llm_bytes_per_gpu=top.per_gpu_bytes)
    return [index_line(ix, bool(w.buy_server or w.power_budget_w))]
