"""Each user drops a whole long document into the chat ("20 analysts drop whole 10-K filings (~100k tokens each) into
the model and ask questions", 每个律师上传整份合同, 成份文件掟入去): every open session holds that document, so its KV
sits at the stated length for as long as its user asks about it — `sessions_full` (tools.session_kv), never the chat
mix of mostly 4,096-token chats and one in ten at the limit (tools.chat_kv) that a bare "100k context" gets, and never
`documents` alone (each request a fresh document; follow-up questions on the same one are what this user does).

Read only beside a stated context and a stated load (users at once, people online or a head count) of online serving:
a batch job, a stated prompt length (already sized in full) and a search over an index (the document is cut into
chunks, never held whole) are left as they are. The answer's first token for a new document (the whole prompt
prefilled, nothing cached) is stated by tools.recommend beside a `sessions_full` pick."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_DOC_EN = (r"(?:contracts?|documents?|docs|reports?|filings?|10-?[kq]s?|papers?|pdfs?|agreements?|case\s+files?|books?"
           r"|(?:case\s+)?bundles?"
           r"|manuals?|theses|thesis|transcripts?|prospectus(?:es)?|codebases?|repos(?:itories)?|manuscripts?|dossiers?"
           r"|novels?|specs?|specifications?|briefs?|depositions?)")
_LOAD_EN = (r"(?:drop(?:s|ped|ping)?|upload(?:s|ed|ing)?|paste[sd]?|pasting|load(?:s|ed|ing)?|feed(?:s|ing)?|fed|dump(?:s|ed"
            r"|ing)?|throw(?:s|ing)?|attach(?:es|ed|ing)?|put(?:s|ting)?|stuff(?:s|ed|ing)?|push(?:es|ed|ing)?"
            r"|send(?:s|ing)?|give[sn]?|giving"
            # a whole document summarised in one pass ("summarise whole 40-page reports"): each request holds all of it
            r"|summari[sz](?:e|es|ed|ing))")
_WHOLE_EN = r"(?:whole|entire|full|complete|full-length|unabridged)"
# a long document's length: thousands of tokens or words, or tens of pages ("a 2-page PDF" is no long document)
_LENGTH_EN = r"(?:(?:\d[\d.,]*\s*[kK]|\d{1,3}(?:,\d{3})+|\d{4,})[\s-]*(?:tokens?|words?)|\d{2,}[\s-]*pages?)"
# drop whole 10-K filings · upload an entire 300-page contract · paste a full report · each uploads a 60k-token contract
# · feeds the whole codebase in · whole filings dropped into the model
DROP_EN = re.compile(
    r"(?i)\b" + _LOAD_EN + r"\s+(?:(?:in|into|up|a|an|the|their|his|her|its|one|each|every|our|your|of)\s+){0,3}"
    r"(?:" + _WHOLE_EN + r"\s+(?:[\w.,()~-]+\s+){0,3}?" + _DOC_EN
    + r"|(?:[\w,()~-]+\s+)?" + _LENGTH_EN + r"\s+(?:(?:long|legal|annual|pdf)\s+)?" + _DOC_EN + r")\b"
    r"|\b" + _WHOLE_EN + r"\s+(?:[\w.,()~-]+\s+){0,3}?" + _DOC_EN + r"\b[^.;\n]{0,40}?\b(?:dropped|uploaded|pasted|loaded"
    r"|fed|dumped|put|stuffed)\s+(?:in|into)\b")
_DOC_ZH = (r"(?:文件|文档|文檔|合同|合约|合約|报告|報告|年报|年報|财报|財報|论文|論文|书|書|手册|手冊|招股书|招股書|说明书"
           r"|說明書|卷宗|判决书|判決書|案卷|标书|標書|代码库|代碼庫|PDF|pdf|10-?K|稿)")
_WHOLE_ZH = r"(?:整份|整篇|整本|整部|整套|成份|成篇|成本|全份|全本|全篇|完整(?:的)?|全文)"
_LOAD_ZH = (r"(?:丢进|丟進|扔进|扔進|塞进|塞進|上传|上傳|贴进|貼進|粘贴|粘貼|贴上|貼上|导入|導入|放进|放進|喂给|餵給|拖进|拖進"
            r"|掟入|掟落|擺入|摆入|丢给|丟給|发给|發給|载入|載入|读入|讀入)")
# 上传整份合同 · 整份合同丢进去 · 成份文件掟入去 · 每人丢进一份8万token的年报 · 上傳一份 6 萬字的招股書
DROP_ZH = re.compile(
    _WHOLE_ZH + r"\s*[^,，。;；\s]{0,8}?" + _DOC_ZH
    # the document named first, then whole and dropped: 把40頁的研究報告整份丟進去做摘要 (read as a chat of mostly short turns)
    + r"|" + _DOC_ZH + r"\s*(?:都|要)?\s*" + _WHOLE_ZH + r"\s*" + _LOAD_ZH
    + r"|" + _LOAD_ZH + r"\s*(?:一|1)?\s*(?:份|篇|本|个|個|部)\s*[^,，。;；]{0,14}?"
    r"(?:(?:\d[\d.]*\s*[kK万萬千]|\d{4,})\s*(?:token|tokens|字)|\d{2,}\s*(?:页|頁))\s*(?:的|嘅)?\s*[^,，。;；\s]{0,6}?" + _DOC_ZH)
# a search over an index: the document is cut into chunks and only the retrieved ones reach the prompt
_INDEXED = re.compile(r"(?i)\b(?:rag|retriev\w*|embedd?\w*|vector\s+(?:db|database|store|search)|index(?:ed|ing)?|chunk\w*)\b"
                      r"|检索|檢索|向量|索引|切块|切塊|分块|分塊|知识库|知識庫")


def whole_document_dropped(text: str) -> bool:
    """Does the message say each user loads a whole document (DROP_EN / DROP_ZH), with no index to search it?"""
    return bool((DROP_EN.search(text) or DROP_ZH.search(text)) and not _INDEXED.search(text))


def read_document_drop(t: str, ctx: Any) -> Read:
    """`sessions_full: true` (and `documents` unset: the whole-document note says why) when the message says each
    user drops a whole document of the stated context into online serving beside a stated load; nothing otherwise."""
    p = ctx.fields
    if (p.get("task") not in (None, "inference") or not p.get("seq_len") or p.get("batch_requests")
            or p.get("prompt_tokens") or (p.get("users_online") or p.get("concurrency") or p.get("head_count") or 0) < 2
            or not whole_document_dropped(getattr(ctx, "unmasked", None) or t)):  # one user: sized at the context anyway
        return {}, []
    work_note = Msg(code="reader.document_work").en  # each request a fresh document: replaced by this reading
    ctx.out.notes[:] = [n for n in ctx.out.notes if n != work_note]
    ctx.out.said(Msg(code="reader.document_drop", args={"tokens": int(p["seq_len"])}))
    return {"sessions_full": True, "documents": None}, []


def dropped_again(workload: Any, e: Any, text: str) -> Any:
    """A follow-up saying each user drops a whole document in ("they each paste a whole 80k-token report", 大家都会
    上传整份合同) in a thread already serving a stated context to a stated load: the turn's extraction with
    `sessions_full: true` (and its note), as read_document_drop reads it in one message. Unchanged otherwise."""
    import dataclasses

    p = e.patch
    seq = p.seq_len or workload.seq_len
    load = p.concurrency or p.users_online or p.head_count or workload.concurrency or workload.users_online \
        or workload.head_count
    if (p.sessions_full is not None or workload.sessions_full or (p.task or workload.task) != "inference" or not seq
            or (load or 0) < 2 or p.batch_requests or workload.batch_requests or p.prompt_tokens or workload.prompt_tokens
            or not whole_document_dropped(text)):
        return e
    out = dataclasses.replace(e, patch=p.model_copy(update={"sessions_full": True}), notes=list(e.notes),
                              zh_notes=dict(e.zh_notes), intents=e.intents - {"off_topic"})  # a turn about the plan
    msg = Msg(code="reader.document_drop", args={"tokens": int(seq)})
    out.note(msg.en, msg.zh)
    return out
