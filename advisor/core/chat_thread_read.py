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
