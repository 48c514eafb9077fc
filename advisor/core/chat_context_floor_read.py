"""An online chat service whose answer length was said and whose context was not ("a WhatsApp help desk, answers
around 150 words", LINE市民客服每則回答300字, 作业辅导机器人每次回答200字): its request is the conversation and system
prompt it re-sends each turn, at least the house chat context (tools.chat_context_floor), never one ShareGPT message
plus the answer. Said as an assumption with the way to change it; the re-sent part is prefilled from the prefix cache.
A context, prompt or history said, a batch, a companion / support thread already read (tools.chat_thread) or no
people using it keep their sizing."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.chat_thread_read import PROMPT_SAID  # a length said: kept as said
from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# a chat people talk to: help desk, chatbot, assistant, customer service, homework helper, tutor, a messaging app's
# bot (LINE, WhatsApp, Telegram, WeChat); 客服, 助手, 聊天, 问答 / 問答, 答疑, 作业 / 作業辅导, 家教, 机器人 / 機器人
CHAT_SERVICE = re.compile(
    r"(?i)help\s*desk|chat\s*bot|\bassistant\b|customer[\s-]+(?:service|support)|support\s+(?:chat|bot)|homework"
    r"|\btutor|\bQ\s*&\s*A\b|\bLINE\b|whats\s*app|telegram|wechat|\bchat\b"
    r"|客服|助手|助理|聊天|问答|問答|答疑|作业|作業|家教|辅导|輔導|机器人|機器人|微信")


def read_chat_context_floor(t: str, ctx: Any) -> Read:
    """The conversation-sized request of a chat service with only its answer length said (module doc); {} else."""
    from advisor.core.extract_stated import NO_PREFIX_REUSE
    from tools.chat_context_floor import chat_floor
    from tools.dataset import batch_sequence
    from tools.load import SHAREGPT_PROMPT_TOKENS

    p = ctx.fields
    answer = p.get("output_tokens")
    if (not answer or p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("documents")
            or p.get("agents") or p.get("prompt_new_tokens") or p.get("modality") not in (None, "llm")
            or p.get("prompt_tokens") != SHAREGPT_PROMPT_TOKENS
            or p.get("seq_len") != batch_sequence(SHAREGPT_PROMPT_TOKENS, answer)
            or not (p.get("users_online") or p.get("concurrency") or p.get("head_count"))
            or PROMPT_SAID.search(t) or not CHAT_SERVICE.search(t)):
        return {}, []
    floor = chat_floor(answer)
    cached = p.get("prefix_cache") is not False and not NO_PREFIX_REUSE.search(getattr(ctx, "unmasked", None) or t)
    ctx.out.said(Msg(code="chat_context_floor.read", args={"prompt": floor.prompt, "seq": floor.seq_len,
                                                           "answer": answer, "new": floor.new, "cached": cached}))
    out = {"prompt_tokens": floor.prompt, "seq_len": floor.seq_len}
    return ({**out, "prompt_new_tokens": floor.new} if cached else out), []
