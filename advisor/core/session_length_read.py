"""Each open chat said to grow to the stated context ("each chat can run to 32k tokens", 每个会话最长64k,
每段對話最多 32k): `sessions_full`, so the recommender holds every open session's KV at that length
(tools.session_kv), not the chat mix of mostly short sessions a bare "32k context" gets (tools.chat_kv).

Read only beside a stated context and a stated load (people online or users at once) of an online chat: a batch job,
document work (already sized in full) and a stated prompt length are left as they are."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list[tuple[int, int]]]

_SESSION_EN = r"(?:chats?|conversations?|sessions?|threads?|dialog(?:ue)?s?|role-?plays?|users?|persons?|people|contexts?)"
_GROWS_EN = (r"(?:can\s+|could\s+|may\s+|will\s+|might\s+)?(?:(?:run|grow|go|get|last|build|stretch)s?(?:\s+up)?\s+(?:to|until)"
             r"|reach(?:es)?)")
# "each chat can run to 32k", "every session can grow to 64k", "each chat up to 16k tokens", "chats run up to 32k",
# "each conversation ~32k", "32k context per chat" (not "32k context each": a deployment's window as often)
SESSION_GROWS = re.compile(
    r"(?i)\b(?:each|every|per)\s+(?:\w+\s+)?" + _SESSION_EN + r"\b[^.;\n\d]{0,24}?(?:" + _GROWS_EN
    + r"|up\s+to|at\s+most|max(?:imum)?|of|with|about|around|~|≈|is|are)\s*(?:about\s+|around\s+|~\s*)?\d[\d.,]*\s*[kK]\b"
    r"|\b" + _SESSION_EN + r"\s+" + _GROWS_EN + r"\s*"
    r"(?:about\s+|around\s+|~\s*)?\d[\d.,]*\s*[kK]\b"
    r"|\b\d[\d.,]*\s*[kK]\s*(?:tokens?\s+|context\s+)?per\s+(?:chat|conversation|session|thread)s?\b"
    # (a rate's 每天 / 每秒 between is no length) 每个会话最长64k, 每个对话最长 32k, 每段對話最多 32k,
    # 每个聊天能到 32k, 每人 16k 上下文, 每个会话上下文会涨到 64k
    # every user at the full length at once: "all 10 of them using 128k at the same time", "all using the full 128k
    # context at once", "128k each, all at once"; 全部用满128k同时问, 十個人同時都用滿 128k
    r"|\b(?:using|use|fill(?:ing)?|max(?:ing)?\s+out)\s+(?:the\s+)?(?:full\s+)?\d[\d.,]*\s*[kK]\b(?:\s+(?:context|tokens?))?"
    r"(?:\s+(?:of\s+)?context)?(?:\s+each)?,?\s+(?:all\s+)?(?:at\s+(?:once|the\s+same\s+time)|simultaneously|concurrently"
    r"|together|in\s+parallel)"
    # chats counted at once with a length each: "up to 64 chats at once, 8k context each", "40 concurrent sessions
    # of 32k each" (the chats themselves are said to be that long, not the deployment's window)
    r"|\b\d[\d,]*\s+(?:concurrent\s+|simultaneous\s+|open\s+)?(?:chats?|conversations?|sessions?)\s+(?:at\s+once|"
    r"at\s+the\s+same\s+time|concurrently|open)?\s*,?\s*(?:of\s+|with\s+|at\s+)?(?:up\s+to\s+)?\d[\d.,]*\s*[kK]\s+"
    r"(?:tokens?\s+|context\s+|ctx\s+)?(?:of\s+context\s+)?each\b"
    r"|\b\d[\d.,]*\s*[kK]\s+(?:tokens?\s+|context\s+)?each,?\s+(?:all\s+)?(?:at\s+(?:once|the\s+same\s+time)"
    r"|simultaneously|concurrently)"
    r"|(?:用满|用滿|跑满|跑滿|塞满|塞滿|都用到|全用到)\s*\d[\d.]*\s*[kK](?![a-zA-Z])"
    r"|(?:同时|同時)\s*(?:都)?\s*(?:用|跑|开|開)\s*\d[\d.]*\s*[kK]\s*(?:token\s*)?(?:上下文|嘅上下文|的上下文)"
    r"|每\s*(?:个|個|段|位|场|場|轮|輪)?\s*(?:会话|會話|对话|對話|聊天|倾偈|傾偈|用户|用戶|人|窗口)[^,，。;；\d天日秒分时時月]{0,10}?\d[\d.]*\s*[kK](?![a-zA-Z])")


def read_session_length(t: str, ctx: Any) -> Read:
    """`sessions_full: true` when the message says how long each open chat grows (SESSION_GROWS) beside a stated
    context and a stated load of online chat serving; nothing otherwise."""
    p = ctx.fields
    if (p.get("task") not in (None, "inference") or not p.get("seq_len") or p.get("batch_requests")
            or p.get("prompt_tokens") or p.get("documents") or p.get("agents")
            or not (p.get("users_online") or p.get("concurrency"))
            or not SESSION_GROWS.search(t)):
        return {}, []
    return {"sessions_full": True}, []
