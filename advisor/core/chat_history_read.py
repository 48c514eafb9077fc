"""A served chat whose stated prompt is its conversation history ("prompts up to 6k tokens (history)", 每次请求带着大约
3000 token的对话历史, 對話歷史約5000 token): `prompt_new_tokens` = the new turn each request prefills
(tools.chat_prefix.history_new_tokens), the rest served from vLLM's / SGLang's prefix cache (tools.load prices it so),
said as an assumption with the way to switch it off. The history's length is read here when no other reader took it
(the Chinese phrasing was lost, and the chat sized at the default context). Never a batch, a stated "no prefix
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
    r"|\bmulti[\s-]?turn\b|对话历史|對話歷史|聊天记录|聊天記錄|历史消息|歷史訊息|历史对话|歷史對話|多轮|多輪|上下文历史|上下文歷史")
# the history's length said beside it: "3000 token的对话历史", "对话历史约5k tokens", "6k tokens of chat history"
_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|K|千|万|萬)?\s*(?:个|個)?\s*tokens?"
HISTORY_LEN = re.compile(
    r"(?i)" + _NUM + r"\s*(?:的|of)?\s*(?:the\s+)?(?:conversation\s+|chat\s+|dialog(?:ue)?\s+)?"
    r"(?:对话|對話|聊天|会话|會話)?\s*(?:历史|歷史|history)"
    r"|(?:对话历史|對話歷史|history)\s*(?:of|is|约|約|大约|大約|大概|有|是|为|為|长|長|up\s+to|~|\s)*\s*" + _NUM)


def read_chat_history(t: str, ctx: Any) -> Read:
    """The new turn of a served chat whose stated prompt is its history (module doc); {} for anything else."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from advisor.core.magnitudes import tokens_len
    from tools.chat_prefix import history_new_tokens
    from tools.dataset import batch_sequence

    p = ctx.fields
    if p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("prompt_new_tokens") \
            or p.get("prefix_cache") is False or NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t) \
            or p.get("modality") not in (None, "llm") or not HISTORY_WORD.search(t):
        return {}, []
    out: dict = {}
    prompt = p.get("prompt_tokens")
    m = HISTORY_LEN.search(t)
    if not prompt and m is not None and not p.get("dataset"):  # the history's own length: the prompt
        num, k = m.group(1, 2) if m.group(1) else m.group(3, 4)
        prompt = tokens_len(float(num.replace(",", "")), k)
        out["prompt_tokens"] = prompt
        if not p.get("seq_len") and p.get("output_tokens"):
            out["seq_len"] = batch_sequence(prompt, p["output_tokens"])
    if not prompt:
        return {}, []
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
