"""A conversational agent that calls tools, said with its sessions at once ("each user turn the agent makes 4 tool
calls … 500 concurrent sessions at peak", 每轮调4次工具…高峰同时500个会话, 每輪呼叫3次工具…同時300個會話): its sessions
are sessions in progress (`users_online`), never that many requests generating; `agents` with `agent_tool_calls`
sizes the calls generating at once, the request rate and the live sessions' prefix cache (tools.agent_sessions). The
context the session is said to grow to ("上下文会涨到15k", "context grows to 20k") is its limit, never the system
prompt's length said beside it. The words live here."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.magnitudes import window_len

Read = tuple[dict, list[tuple[int, int]]]

_N = r"(\d[\d,]*)"
# "4 tool calls per turn", "makes about 4 tool calls", "calls 3 tools each turn", "3 function calls", 调4次工具,
# 调用 4 次工具, 4次工具调用, 工具调用4次, 呼叫3次工具, 3 次工具呼叫
TOOL_CALLS = re.compile(
    r"(?i)\b" + _N + r"\s+(?:tool|function|api)[\s-]*calls?\b"
    r"|\bcalls?\s+(?:about\s+|around\s+|~\s*)?" + _N + r"\s+(?:tools|functions|apis)\b"
    r"|(?:调用?|調用?|呼叫|使用)\s*(?:约|約|大约|大約|平均)?\s*" + _N + r"\s*次\s*(?:工具|函数|函數|API|api)"
    r"|" + _N + r"\s*次\s*(?:工具|函数|函數)\s*(?:调用|調用|呼叫)"
    r"|(?:工具|函数|函數)\s*(?:调用|調用|呼叫)\s*(?:约|約|大约|大約|平均)?\s*" + _N + r"\s*次")
# "500 concurrent sessions", "500 sessions at once", "300 live conversations", 同时500个会话, 500个会话同时, 同時 300 個會話
SESSIONS = re.compile(
    r"(?i)\b" + _N + r"\s+(?:concurrent|simultaneous|live|active|open|parallel)\s+(?:agent\s+|user\s+|chat\s+)?"
    r"(?:sessions|conversations|chats|dialogues)\b"
    r"|\b" + _N + r"\s+(?:agent\s+|user\s+|chat\s+)?(?:sessions|conversations)\s+(?:at\s+once|at\s+the\s+same\s+time"
    r"|concurrently|simultaneously|in\s+parallel|open)\b"
    r"|(?:同时|同時|并发|併發|並發)\s*(?:约|約|大约|大約|有|在线|在線)?\s*" + _N + r"\s*(?:个|個|路)?\s*(?:会话|會話|对话|對話)"
    r"|" + _N + r"\s*(?:个|個|路)\s*(?:会话|會話|对话|對話)\s*(?:同时|同時|并发|併發|並發)")
# the context a session grows to: "grows to 20k", "context up to 16k", 上下文会涨到15k, 會漲到 20k, 最长 32k
GROWS = re.compile(
    r"(?i)(?:\bgrows?\s+(?:up\s+)?to|\bgrowing\s+to|\bbuilds?\s+up\s+to|\breach(?:es|ing)?|\bup\s+to"
    r"|涨到|漲到|长到|長到|增长到|增長到|累积到|累積到|会到|會到|达到|達到|最长|最長)\s*"
    r"(?:about\s+|around\s+|~\s*|约|約|大约|大約)?(\d+(?:\.\d+)?)\s*([kK千])")


def _int(s: str) -> int:
    return int(s.replace(",", ""))


def read_agent_sessions(t: str, ctx: Any) -> Read:
    """The agent's live sessions, its tool calls a turn and the context its session grows to, when the message says
    both a tool-call count (TOOL_CALLS) and sessions at once (SESSIONS) of online serving; nothing otherwise. By
    hand: 每轮用户提问agent平均调4次工具…一个会话上下文会涨到15k…高峰同时500个会话 → 500 sessions online, 4 tool
    calls a turn, context 15,000 (not the 6k system prompt), no 500 at once."""
    p = ctx.fields
    if p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("message_interval_s"):
        return {}, []
    tools, sessions = TOOL_CALLS.search(t), SESSIONS.search(t)
    if not tools or not sessions:
        return {}, []
    k = _int(next(g for g in tools.groups() if g))
    n = _int(next(g for g in sessions.groups() if g))
    if n < 2 or k > 100:
        return {}, []
    out: dict[str, Any] = {"users_online": n, "concurrency": None, "agents": True, "agent_tool_calls": k,
                           "sessions_full": None, "documents": None}
    grows = GROWS.search(t)
    if grows:
        out["seq_len"] = window_len(float(grows.group(1)), grows.group(2))
    return out, [tools.span(), sessions.span()]
