"""A served chat whose stated prompt is its conversation history ("prompts up to 6k tokens (history)", 每次请求带着大约
3000 token的对话历史, 對話歷史約5000 token): `prompt_new_tokens` = the new turn each request prefills
(tools.chat_prefix.history_new_tokens), the rest served from vLLM's / SGLang's prefix cache (tools.load prices it so),
said as an assumption with the way to switch it off. The history's length is read here when no other reader took it
(the Chinese phrasing was lost, and the chat sized at the default context). Users chatting with the model
("2,000 users chatting with qwen2.5-14b, prompts ~2k tokens", 和模型聊天, 傾偈) with a stated prompt are read the same
way: a chat's prompt is its running conversation (a 2k prompt charged as fresh prefill on every turn sized one MI300X
at 50 users where the expert's memory and decode count give ≈ 200–300). Never a batch, a stated "no prefix
caching", or a prompt whose new share another reader already set (code completion, a system prompt)."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# the history a chat re-sends: "history", "chat history", "previous turns", "multi-turn", 对话历史 / 對話歷史, 聊天记录,
# 历史消息, 多轮 / 多輪, 上下文历史
HISTORY_WORD = re.compile(
    r"(?i)\b(?:conversation|chat|dialog(?:ue)?|message)?\s*history\b|\bprevious\s+(?:turns|messages)\b"
    r"|\bmulti[\s-]?turn\b|对话历史|對話歷史|聊天记录|聊天記錄|历史消息|歷史訊息|历史对话|歷史對話|多轮|多輪|上下文历史|上下文歷史"
    # a history pasted in whole (對話紀錄 with 紀, 对话记录, 通话记录, 過去的對話, "past conversations", "the chat log")
    r"|(?:对话|對話|聊天|通话|通話|会话|會話|客服)\s*(?:记录|記錄|纪录|紀錄)|(?:过去|過去|以往|之前|历史|歷史)\s*(?:的)?\s*(?:对话|對話|聊天)"
    r"|\b(?:past|previous|prior|earlier)\s+(?:conversations?|chats?|tickets?|interactions?)\b|\bchat\s+logs?\b"
    r"|\bconversation\s+(?:log|record|transcript)s?\b")
# the history pasted into each request, then its length a few words on: 對話紀錄一起丟進去，大概2萬token, "pastes in the
# customer's past conversations, about 20k tokens" (no digit between: the length is the history's)
_HIST = r"(?:记录|記錄|纪录|紀錄|历史|歷史|对话|對話|history|conversations?|chats?|logs?|transcripts?)"
_PASTE = (r"(?:丟進去|丢进去|丟進|丢进|放進去|放进去|塞進去|塞进去|帶上|带上|一起|附上|貼上|贴上"
          r"|\bpasted?\b|\bpastes\b|\bpasting\b|\bsent\b|\bincluded\b|\battached\b|\bstuffs?\b|\bstuffed\b)")
_PASTED = (r"(?:" + _HIST + r"[^\d。；;！!？?\n]{0,16}?" + _PASTE + r"|" + _PASTE + r"[^\d。；;！!？?\n]{0,30}?" + _HIST + r")"
           r"[^\d。；;！!？?\n]{0,12}?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千|万|萬)?\s*(?:个|個)?\s*tokens?")
PASTED = re.compile(r"(?i)" + _PASTED)


def pasted_history_at(t: str, start: int) -> bool:
    """Is the length at `start` a history pasted into each request (PASTED: 對話紀錄一起丟進去，大概2萬token)? Then it is
    the prompt (read_chat_history), never a context window."""
    return any(m.start(1) <= start < m.end(1) + 1 for m in PASTED.finditer(t))


# the history's length said beside it: "3000 token的对话历史", "对话历史约5k tokens", "6k tokens of chat history"
_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千|万|萬)?\s*(?:个|個)?\s*tokens?"
HISTORY_LEN = re.compile(
    r"(?i)" + _NUM + r"\s*(?:的|of)?\s*(?:the\s+)?(?:conversation\s+|chat\s+|dialog(?:ue)?\s+)?"
    r"(?:对话|對話|聊天|会话|會話)?\s*(?:历史|歷史|history)"
    r"|(?:对话历史|對話歷史|history)\s*(?:of|is|约|約|大约|大約|大概|有|是|为|為|长|長|up\s+to|~|\s)*\s*" + _NUM
    + r"|" + _PASTED)
# users in a conversation with the model ("2,000 users chatting with qwen", "a chat app", 同时和模型聊天, 傾偈): a
# stated prompt there is the running conversation the chat re-sends (a multi-turn chat API is stateless, tools.
# chat_thread), read as a history like the one said in words — not a document pasted or retrieved (CHAT_NOT_HISTORY)
CHATTING = re.compile(
    r"(?i)\bchatting\b|\bchats?\s+with\b|\bchat\s*(?:app|application|product|assistant|service)s?\b|聊天|倾偈|傾偈"
    r"|(?:对话|對話)\s*(?:应用|應用|app|产品|產品|服务|服務)")
# a chat whose prompt is fresh each time: retrieved chunks, a pasted document, code, an agent's tool output
CHAT_NOT_HISTORY = re.compile(
    r"(?i)\brag\b|retriev\w*|\bsearch\w*|vector|embedding|knowledge[\s-]*base|\bdocs?\b|documents?|\bpdfs?\b|"
    r"\bfiles?\b|\breports?\b|contracts?|\bcode\b|\bagents?\b|\btools?\b|知识库|知識庫|检索|檢索|向量|召回|文档|文檔|文件|"
    r"报告|報告|合同|合約|代码|代碼|智能体|智能體|工具")


def read_chat_history(t: str, ctx: Any) -> Read:
    """The new turn of a served chat whose stated prompt is its history (module doc); {} for anything else."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from advisor.core.magnitudes import tokens_len
    from tools.chat_prefix import history_new_tokens
    from tools.dataset import batch_sequence
    from tools.load import LONG_PROMPT_TOKENS

    p = ctx.fields
    if p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("prompt_new_tokens") \
            or p.get("prefix_cache") is False or NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t) \
            or p.get("modality") not in (None, "llm"):
        return {}, []
    if not HISTORY_WORD.search(t):  # a chat's stated prompt, when nothing says it is fresh each time (CHATTING)
        text = getattr(ctx, "unmasked", None) or t
        if not CHATTING.search(text) or CHAT_NOT_HISTORY.search(text) or not p.get("prompt_tokens") \
                or p["prompt_tokens"] > LONG_PROMPT_TOKENS or p.get("dataset"):
            return {}, []
    out: dict = {}
    prompt = p.get("prompt_tokens")
    m = HISTORY_LEN.search(t)
    if not prompt and m is not None and not p.get("dataset"):  # the history's own length: the prompt
        num, k = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i))
        prompt = tokens_len(float(num.replace(",", "")), k)
        out["prompt_tokens"] = prompt
        if not p.get("seq_len") and p.get("output_tokens"):
            out["seq_len"] = batch_sequence(prompt, p["output_tokens"])
    if not prompt:
        return {}, []
    if out.get("prompt_tokens") and PASTED.search(t):  # a past conversation pasted in: the prompt, prefilled whole
        from tools.load import SHAREGPT_OUTPUT_TOKENS

        ctx.out.said(Msg(code="chat_history.pasted", args={"prompt": prompt}))
        out.setdefault("seq_len", p.get("seq_len") or batch_sequence(prompt, p.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS))
        return out | {"task": "inference"}, []
    new = history_new_tokens(prompt, p.get("output_tokens"), out.get("seq_len") or p.get("seq_len"))
    if new >= prompt:
        return {}, []
    out.update({"task": "inference", "prompt_new_tokens": new})
    ctx.out.said(Msg(code="chat_history.cached", args={"prompt": prompt, "new": new}))
    return out, []



# a fixed system prompt said as a PART of the stated prompt ("prompts avg 3k tokens (1.2k of that is the same system
# prompt every time)", 其中1.2k是相同的系统提示词, 其中1200 token是固定的系統提示詞): the prompt's length stays, its
# new share shrinks
_PART_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千)?\s*(?:个|個)?\s*(?:tokens?|toks?)?"
SYSTEM_PART = re.compile(
    r"(?i)" + _PART_NUM + r"\s+(?:of\s+(?:that|it|which|those|them|these|each(?:\s+prompt)?|the\s+prompts?))\s+"
    r"(?:is|are|being)\s+(?:(?:the|a|an)\s+)?(?:same|fixed|shared|common|identical|static|constant)\s+"
    r"(?:system\s+prompt|system\s+message|instructions?|preamble)"
    r"|(?:其中|里面|裡面|当中|當中)\s*(?:约|約|大约|大約|大概|有)?\s*" + _PART_NUM
    + r"\s*(?:是|为|為|都是)\s*(?:相同|固定|同一|共用|一样|一樣|统一|統一|共同|不变|不變)\s*(?:的)?\s*"
    r"(?:系统|系統)\s*(?:提示词?|提示詞|prompt)")


def read_system_part(t: str, ctx: Any) -> Read:
    """A served chat whose stated prompt holds a fixed system prompt (SYSTEM_PART): `prompt_new_tokens` = the prompt
    less that part (tools.chat_prefix.system_part_new_tokens), the part served from the prefix cache, said as an
    assumption with the cache-hit share; {} for a batch, a stated "no prefix caching" or a prompt whose new share
    another reader already set."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from advisor.core.magnitudes import tokens_len
    from tools.chat_prefix import system_part_new_tokens

    p = ctx.fields
    m = SYSTEM_PART.search(t)
    if m is None or p.get("task") not in (None, "inference") or p.get("batch_requests") \
            or p.get("prompt_new_tokens") or not p.get("prompt_tokens") or p.get("prefix_cache") is False \
            or NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t):
        return {}, []
    num, k = m.group(1, 2) if m.group(1) else m.group(3, 4)
    fixed = tokens_len(float(num.replace(",", "")), k)
    got = system_part_new_tokens(p["prompt_tokens"], fixed)
    if got is None:
        return {}, []
    new, share = got
    ctx.out.said(Msg(code="chat_history.system_part_cached", args={
        "fixed": fixed, "new": new, "total": p["prompt_tokens"], "share": share}))
    return {"task": "inference", "prompt_new_tokens": new}, [m.span()]


# the users ask about documents: a document noun ("100k-token contracts", 合同, 合約, 文件, 報告) with the prompt its
# length; a summary or an extraction is one request a document (nothing asked again about it), so not read here
# unless questions are said too
DOC_ASKED = re.compile(
    r"(?i)\b(?:contracts?|documents?|docs|reports?|filings?|agreements?|pdfs?|case\s+files?|papers?|manuals?)\b"
    r"|合同|合約|合约|契约|契約|文书|文書|文档|文檔|文件|报告|報告|论文|論文|手册|手冊")
ONE_SHOT = re.compile(r"(?i)\bsummar\w*|\bextract\w*|\bclassif\w*|\btranslat\w*|摘要|总结|總結|抽取|提取|分类|分類|翻译|翻譯")
ASKED = re.compile(r"(?i)\bask\w*|\bquestions?\b|\bq\s*&\s*a\b|\bqa\b|\bchat\w*|\bquery|\bqueries\b|提问|提問|问答|問答"
                   r"|问题|問題|追问|追問|咨询|諮詢|查询|查詢")
# "5 questions per contract", 每份合同问3个问题, 每份合約問3條問題: the questions a document gets, said
QUESTIONS_SAID = re.compile(
    r"(?i)(\d{1,3})\s*(?:follow[\s-]?up\s+)?questions?\s+(?:per|a|an|each|on\s+each|about\s+each|for\s+each)\s+"
    r"(?:contract|document|doc|report|filing|agreement|pdf|file)"
    r"|每(?:份|个|個|篇)?\s*(?:合同|合約|合约|文档|文檔|文件|报告|報告)\s*(?:大概|大約|大约|约|約)?\s*(?:问|問|提)\s*(\d{1,3})\s*"
    r"(?:个|個|条|條)?\s*(?:问题|問題)")
# retrieval: each question brings its own retrieved chunks, so no document is asked about again as one prefix
RETRIEVAL = re.compile(r"(?i)\brag\b|retriev\w*|\bsearch\w*|vector|embedding|知识库|知識庫|检索|檢索|向量|召回")
DOC_MIN_TOKENS = 8192  # a prompt this long beside a document noun is the document (a shorter one: a message)


def read_document_reuse(t: str, ctx: Any) -> Read:
    """A served model that users ask about documents ("Llama 4 Scout on 100k-token contracts for 10 lawyers", 律师对
    合同提问): each document is prefilled once and its later questions reuse its KV blocks from the prefix cache, so
    `prompt_new_tokens` = the mean prompt each request prefills over the questions a document gets
    (tools.chat_prefix.document_new_tokens); the KV cache still holds the whole document. Said as an assumption with
    the way to change it. Never a batch, a summary or extraction with no question said, retrieval (each question
    brings its own chunks), a stated "no prefix caching", or a prompt whose new share another reader set."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from tools.chat_prefix import DOCUMENT_QUESTIONS, document_new_tokens

    p = ctx.fields
    text = getattr(ctx, "unmasked", None) or t
    prompt = p.get("prompt_tokens") or (p.get("seq_len") if p.get("documents") else None)
    if p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("prompt_new_tokens") \
            or p.get("prefix_cache") is False or NO_PREFIX_REUSE.search(text) or p.get("modality") not in (None, "llm") \
            or not prompt or prompt < DOC_MIN_TOKENS or not DOC_ASKED.search(text) \
            or (ONE_SHOT.search(text) and not ASKED.search(text)) or RETRIEVAL.search(text):
        return {}, []
    m = QUESTIONS_SAID.search(text)
    questions = int(m.group(1) or m.group(2)) if m else DOCUMENT_QUESTIONS
    new = document_new_tokens(int(prompt), p.get("output_tokens"), questions)
    if new >= prompt:
        return {}, []
    ctx.out.said(Msg(code="chat_history.document_cached", args={
        "prompt": int(prompt), "new": new, "questions": questions, "assumed": m is None}))
    return {"prompt_new_tokens": new}, []
