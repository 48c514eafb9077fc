"""A companion, role-play or customer-service chat app sized with no prompt said (陪聊App 每人每天聊30条, "an AI
girlfriend app", 角色扮演, a support bot answering threads): the prompt is the running conversation each turn re-sends,
tools.chat_thread's assumed turns × (user message + answer), with the prefix cache's share said — never the single
ShareGPT-mean message a one-shot question gets; with "no prefix caching" every turn prefills the whole history.
Read after read_chat_history: a stated history, a stated prompt or context, a batch and any other modality are left
as they are."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# an app whose users keep one long thread with the model
COMPANION = re.compile(
    r"(?i)陪聊|陪伴|情感聊天|聊天陪|虚拟(?:恋人|伴侣|女友|男友)|虛擬(?:戀人|伴侶|女友|男友)|AI\s*(?:女友|男友|恋人|戀人)"
    r"|角色扮演|树洞|樹洞|\bcompanion\b|\brole[\s-]?play(?:ing)?\b|\bAI\s+(?:girlfriend|boyfriend|friend)\b|\bvirtual\s+"
    r"(?:girlfriend|boyfriend|partner)\b|\bcharacter\s+chat\b")
# a customer-service chat: a thread only with a per-user cadence beside it (several messages a user)
SUPPORT = re.compile(r"(?i)客服|customer[\s-]+(?:service|support)|support\s+(?:chat|bot)|help\s*desk")
# a prompt, context or history length said: another reader sizes it (advisor.core.chat_context_floor_read too)
PROMPT_SAID = re.compile(r"(?i)prompt|context|history|上下文|提示|历史|歷史|输入|輸入"
                         r"|\d\s*(?:k|K)?\s*tokens?\s*(?:in|of\s+input)")


def read_chat_thread(t: str, ctx: Any) -> Read:
    """The running conversation as the prompt of a companion / support chat app (module doc); {} for anything else."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from catalog import registry
    from tools.chat_thread import chat_thread, thread_turns
    from tools.dataset import batch_sequence
    from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS

    p = ctx.fields
    app = "companion" if COMPANION.search(t) else "support" if SUPPORT.search(t) and p.get("requests_per_user_per_day") \
        else ""
    if not app or p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("prompt_new_tokens") \
            or p.get("prompt_tokens") not in (None, SHAREGPT_PROMPT_TOKENS) or p.get("modality") not in (None, "llm") \
            or PROMPT_SAID.search(t) or p.get("dataset") or p.get("sessions_full") \
            or p.get("seq_len") not in (None, SHAREGPT_PROMPT_TOKENS + (p.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS)):
        return {}, []
    try:
        cap = registry.max_context(p.get("model") or "")
    except (LookupError, ValueError):  # a model not in the registry (UnknownModel): no cap known
        cap = None
    turns = thread_turns(p.get("requests_per_user_per_day") if app == "support" else None)
    th = chat_thread(p.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS, cap, turns)
    capped = Msg(code="chat_thread.capped", args={"max": cap}) if th.capped else None
    cached = p.get("prefix_cache") is not False and not NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t)
    said = Msg(code="chat_thread.app_companion" if app == "companion" else "chat_thread.app_support", args={})
    ctx.out.said(Msg(code="chat_thread.history" if cached else "chat_thread.history_uncached", args={
        "app": said, "turns": th.turns, "user": th.user, "answer": th.answer,
        "history": th.history, "capped": capped, "new": th.new, "hit": th.hit_pct}))
    out = {"task": "inference", "prompt_tokens": th.history, "seq_len": batch_sequence(th.history, th.answer)}
    return ({**out, "prompt_new_tokens": th.new} if cached else out), []


# a kept window of turns said: "keeps the last 10 turns", "sending the previous 8 rounds", 保留最近10轮对话, 带上前5轮
# (a count of messages is left alone: 10 messages may be 5 turns)
WINDOW = re.compile(
    r"(?i)\b(?:keeps?|keeping|carr(?:y|ies|ying)|sends?|sending|re-?sends?|includ(?:e|es|ing)|remembers?|passes|passing)"
    r"\s+(?:the\s+)?(?:last|previous|recent|latest|most\s+recent)\s+(\d{1,3})\s+(?:turns?|rounds?|exchanges?)\b"
    r"|(?:保留|带上|帶上|带着|帶著|记住|記住|保存|附上|加上)\s*(?:最近|之前|前面|前|最后|最後)\s*(\d{1,3})\s*(?:轮|輪|回合)")


def read_conversation_turns(t: str, ctx: Any) -> Read:
    """A served chat whose conversations have a stated number of turns (read beside a day's count of conversations,
    extract_rules._turns_each: "每個對話平均6輪") or that keeps a stated window of turns ("keeps the last 10 turns"):
    each request re-sends the history, so the prompt is tools.chat_thread.conversation_prompt's (the mean over the
    turns, or the full window), the context the longest turn, and with the prefix cache on each turn prefills only the
    previous answer and the new question — said as an assumption. {} when a prompt, history or context length is
    stated, for a batch, another modality or a prompt whose new share another reader set."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from tools.chat_thread import conversation_prompt
    from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS

    p = ctx.fields
    m = WINDOW.search(t)
    turns = int(m.group(1) or m.group(2)) if m else getattr(ctx, "conversation_turns", None)
    if not turns or not (1 if m else 2) <= turns <= 200 or p.get("task") not in (None, "inference") \
            or p.get("batch_requests") or p.get("prompt_new_tokens") or p.get("dataset") \
            or p.get("prompt_tokens") not in (None, SHAREGPT_PROMPT_TOKENS) or p.get("modality") not in (None, "llm"):
        return {}, []
    c = conversation_prompt(turns, p.get("output_tokens") or SHAREGPT_OUTPUT_TOKENS, window=m is not None)
    if p.get("seq_len") and c.longest > p["seq_len"]:  # a stated context shorter than the history: the context said
        return {}, []
    cached = p.get("prefix_cache") is not False and not NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t) \
        and c.new < c.prompt
    ctx.out.said(Msg(code="chat_thread.window" if c.window else "chat_thread.conversation", args={
        "turns": c.turns, "user": c.user, "answer": c.answer, "last": c.last, "prompt": c.prompt,
        "longest": c.longest, "new": c.new if cached else None, "hit": c.hit_pct}))
    out = {"task": "inference", "prompt_tokens": c.prompt}
    if not p.get("seq_len"):  # the longest turn, with the answer it was sized on (else the answer = context − prompt)
        out["seq_len"] = c.longest
        out.setdefault("output_tokens", p.get("output_tokens") or c.answer)
    if cached:
        out["prompt_new_tokens"] = c.new
    return out, [m.span()] if m else []
