"""Sessions, conversations or connections open at once are concurrent streams, never people online.

"45 個會話同時在線", "35 conversations open at once", "同时 80 个对话", "120 connections at a time", "200 users, 35
sessions at a time": a session (会话 / 對話 / 连接 / a request stream) held open at the same time is one sequence the
server holds and serves, so the count is `concurrency` as said. It was read as that many people online and divided by
the response-time law's active share (tools.traffic.generating_of_online), or not read at all, or lost to a head count
said beside it ("200 users" read as 200 at once). People said at once (人 / 同事 / users / colleagues) stay head counts
or people online as read_concurrency reads them; chats said of people ("200 个对话同时在聊": people chatting) stay
people online (advisor.core.extract_rules._chats_open).

Reading only: the count, the head count beside it kept as `head_count`, the note that read the people as all at once
dropped (its code).
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.magnitudes import scaled_count
from advisor.core.note_ids import COUNT_AT_ONCE, drop_notes

Read = tuple[dict, list[tuple[int, int]]]

_N = r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\s*(k|千|万|萬)?\s*"
_STREAM_EN = r"(?:(?:chat|user|client|websocket|api|llm)\s+)?(?:sessions?|connections?|conversations?|request\s+streams?)"
_AT_ONCE_EN = (r"(?:at\s+once|at\s+a\s+time|at\s+the\s+same\s+time|simultaneously|concurrently|in\s+parallel|together"
               r"|in\s+flight)")
_STREAM_ZH = r"(?:对话|對話|会话|會話|连接|連接|并发请求|並發請求|併發請求|请求|請求|session)"
_AT_ONCE_ZH = r"(?:同时|同時|并发|併發|並發|并行|並行)"
# people chatting (在聊, 在傾, 聊天): a chat app's people online, read_concurrency's class, never streams
_CHATTING = r"(?!\s*(?:在聊|在倾|在傾|在谈|在談|聊天|倾偈|傾偈))"
SESSIONS_AT_ONCE = (
    # "35 conversations open at once", "120 connections at a time", "60 sessions live simultaneously"
    re.compile(r"(?i)" + _N + r"(?:open\s+|live\s+|active\s+)?" + _STREAM_EN
               + r"\s+(?:(?:open|live|active|running|going|held\s+open|kept\s+open)\s+)?" + _AT_ONCE_EN),
    # "35 concurrent conversations", "60 simultaneous chat sessions"
    re.compile(r"(?i)" + _N + r"(?:concurrent|simultaneous|parallel)\s+(?:open\s+)?" + _STREAM_EN + r"\b"),
    # 同时 80 个对话, 同時在線 45 個會話, 并发 30 个连接
    re.compile(_AT_ONCE_ZH + r"\s*(?:在线|在線|打开|打開|开着|開著|保持)?\s*(?:约|約|大约|大約|大概|差不多|最多|有)*\s*" + _N
               + r"(?:个|個|路|条|條)?\s*" + _STREAM_ZH + _CHATTING),
    # 45 個會話同時在線, 60个对话同时开着, 30 个连接同时保持; 200 个并发对话, 40 個並行會話
    re.compile(_N + r"(?:个|個|路|条|條)?\s*" + _STREAM_ZH + r"\s*" + _AT_ONCE_ZH + _CHATTING),
    re.compile(_N + r"(?:个|個|路|条|條)?\s*" + _AT_ONCE_ZH + r"\s*(?:的)?\s*" + _STREAM_ZH + _CHATTING),
)


# the people said beside the sessions ("for 300 employees", 150 位员工): who they are, kept as the head count; a day's
# people ("500 users a day", 每天 500 人) are a volume, never a head count
_PEOPLE = re.compile(r"(?i)" + _N + r"(?:(?:internal|active|registered|total)\s+)?(?:users?|people|employees|staff|colleagues"
                     r"|members|customers|students|agents)\b(?!\s*(?:a|per|each|every)\s+day\b)"
                     r"|" + _N + r"(?:位|个|個|名)?\s*(?:员工|員工|同事|人(?!次)|用户|用戶|使用者|成员|成員|客户|客戶"
                     r"|学生|學生|老师|老師|律师|律師|医生|醫生|工程师|工程師)")
_DAY_BEFORE = re.compile(r"(?:每天|每日|日活|一天|daily)\s*$", re.I)


def _people_beside(t: str, n: int, span: tuple[int, int]) -> int | None:
    """The one count of people said outside the sessions' span (_PEOPLE), other than the sessions' own count; None
    when none or two different ones are said."""
    counts = set()
    for m in _PEOPLE.finditer(t or ""):
        if span[0] <= m.start() < span[1] or _DAY_BEFORE.search(t[max(0, m.start() - 6):m.start()]):
            continue
        num, mult = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        counts.add(round(scaled_count(float(num.replace(",", "")), mult)))
    counts.discard(n)
    return counts.pop() if len(counts) == 1 and min(counts) >= 2 else None


def sessions_at_once(t: str) -> tuple[int, tuple[int, int]] | None:
    """The count of sessions / conversations / connections said open at once (SESSIONS_AT_ONCE), with its span; None
    when none is said or the count is under 2."""
    for rx in SESSIONS_AT_ONCE:
        m = rx.search(t or "")
        if m is None:
            continue
        n = round(scaled_count(float(m.group(1).replace(",", "")), m.group(2)))
        return (n, m.span()) if n >= 2 else None
    return None


def read_open_sessions(t: str, ctx: Any) -> Read:
    """Sessions open at once (sessions_at_once) as `concurrency`, never people online; a people count read beside it
    as all at once becomes the head count ("200 users, 35 sessions at a time": 200 people, 35 streams)."""
    got = sessions_at_once(t)
    if got is None:
        return {}, []
    n, span = got
    f = ctx.fields
    out: dict = {"concurrency": n, "users_online": None}
    people = f.get("concurrency") or f.get("users_online")
    people = people if people and people != n else _people_beside(t, n, span)
    if people and not f.get("head_count"):
        out["head_count"] = people  # the people said beside the sessions: who they are, not what runs at once
    if drop_notes(ctx.out, COUNT_AT_ONCE):
        ctx.out.users_said = None  # no longer a count of people read as all at once
    return out, [span]
