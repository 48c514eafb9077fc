"""People who each send at a stated cadence are people online, sized by the interactive response-time law.

"~2,500 users are active, each uploads a photo about every 20 seconds", "600 agents, each calls every 12 s",
每个坐席每 20 秒调用一次, 每位使用者大約每 30 秒傳一張照片: the people are sessions open and the cadence is how often each
sends (`message_interval_s`), so the requests generating at once are people × the response time ÷ the interval
(tools.traffic.generating_of_online, the rule `users_online` already has), never every one of them generating at the
same instant (the count was read as that many at once and the cadence was dropped).

Reading only: the cadence phrasings the chat reader lacked (a verb of calling or uploading, a seat or agent as "each",
a Chinese measure word for the item sent), and the switch of a people count read as requests at once to people online
when a cadence is said beside it. A count said as requests, streams or sessions at once stays as it is.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import NUM
from advisor.core.magnitudes import scaled_count
from advisor.core.note_ids import COUNT_AT_ONCE, drop_notes, notes_coded
from advisor.core.people_words import ROLE_NOUNS_EN, ROLE_NOUNS_ZH

Read = tuple[dict, list[tuple[int, int]]]

# "each calls every 12 s", "every agent hits it about every 20 seconds", "each uploads a photo roughly every 30s":
# a verb the chat reader's message-interval rules lacked, then "every N unit" (one request each period)
_EACH_EN = (r"(?:each|every\s+(?:user|one|person|agent|seat|rep|operator|caller|driver|worker|customer)|per\s+(?:user|person"
            r"|agent|seat)|everyone|everybody)")
_VERB_EN = (r"(?:calls?|uploads?|submits?|snaps?|shares?|pings?|hits?|quer(?:y|ies)|requests?|fires?|makes?|triggers?"
            r"|scans?|shoots?|takes?|posts?|sends?|asks?|messages?)")
CADENCE_EN = (r"(?i)\b" + _EACH_EN + r"\b[^,;.!?\n]{0,40}?\b" + _VERB_EN + r"\b[^,;.!?\n]{0,30}?\bevery\s*"
              r"(?P<p>\d+(?:\.\d+)?)?\s*(?P<u>second|sec|s|minute|min|hour|hr|h)s?\b(?P<c>)")
# 每个坐席每 20 秒调用一次, 每位使用者大約每 30 秒傳一張照片, 每個客服每分鐘問 2 次: a seat, agent or user as "each", then
# 每 N 秒/分钟 and the item sent (张 / 條 / 次 …)
_EACH_ZH = (r"(?:每(?:个|個|位|名)?\s*(?:坐席|座席|客服(?:人员|人員)?|用户|用戶|使用者|员工|員工|司机|司機|agent|人)"
            r"|(?:坐席|座席|用户|用戶|使用者)\s*(?:各自|每人))")
CADENCE_ZH = (_EACH_ZH + r"\s*(?:大概|大约|大約|约|約|平均|差不多)?\s*每\s*(?P<p>\d+(?:\.\d+)?|[两兩二三五十半])?\s*(?:个|個)?\s*"
              r"(?P<u>秒|分钟|分鐘|小时|小時|钟|鐘)\s*(?:左右)?\s*(?:就|会|會)?\s*"
              r"(?:调用|調用|请求|請求|发送|發送|发|發|传|傳|上传|上傳|拍|问|問|提问|提問|送|打|查询|查詢|识别|識別)?\s*"
              r"(?:一|1|(?P<c>\d+(?:\.\d+)?|两|兩))?\s*(?:次|张|張|条|條|个|個|则|則|句|通|幅)")
# the period said bare after a count of people at work, with no "each" (保險公司有200個客服同時講電話，想用llama每30秒根據對話
# 俾建議; "200 call-centre agents on the phone, the model suggests a reply every 30 seconds"): one request for each of
# them each period, so N ÷ T requests a second, never N at once (one sentence: a dot inside a model's name is no end).
# Only the period (group "at") is taken; the count is read by the concurrency reader, and read_people_cadence makes
# the pair a rate
_STAFF_EN = (r"(?:agents|reps|staff|operators|advisors|advisers|nurses|doctors|clinicians|employees|workers|users|people"
             r"|drivers|inspectors|technicians|" + ROLE_NOUNS_EN + r")")
CADENCE_BARE_EN = (r"(?i)(?<![\d.,])\d[\d,]*\s+(?:[a-z-]+\s+){0,2}?" + _STAFF_EN + r"\b(?:(?![.!?](?:\s|$))[^\n]){0,160}?"
                   r"(?P<at>\bevery\s*(?:~\s*)?(?P<p>\d+(?:\.\d+)?)?\s*(?P<u>second|sec|s|minute|min)s?\b)(?P<c>)")
CADENCE_BARE_ZH = (r"(?i)\d+\s*(?:个|個|位|名)?\s*[\u4e00-\u9fff]{0,4}?(?:坐席|座席|客服|员工|員工|司机|司機|agent|代理|经纪|經紀"
                   r"|人|" + ROLE_NOUNS_ZH + r")[^。；;！!？?\n]{0,40}?"
                   r"(?P<at>每\s*(?:隔\s*)?(?:大概|大约|大約|约|約)?\s*(?P<p>\d+(?:\.\d+)?|[两兩二三五十半])?\s*(?:个|個)?\s*"
                   r"(?P<u>秒|分钟|分鐘)\s*(?:钟|鐘)?)(?P<c>)"
                   # what each period brings: a suggestion, an answer, a call (never a frame rate or a deadline)
                   r"(?=[^。；;！!？?\n]{0,24}?(?:俾|給|给|提供|生成|调用|調用|请求|請求|问|問|查|建议|建議|推荐|推薦|回覆|回复|提示"
                   r"|分析|总结|總結|摘要|一次|一條|一条|一步))")
CADENCE = (CADENCE_EN, CADENCE_ZH, CADENCE_BARE_ZH, CADENCE_BARE_EN)

# the count the concurrency was read from is people, agents or seats (never requests, streams or sessions said at once)
_PEOPLE_COUNT = re.compile(
    r"(?i)" + NUM + r"\s*(k|千|万|萬)?\s*(?:[a-z-]+\s+){0,2}?(?:users?|people|persons|agents?|seats?|staff|reps|operators|"
    r"callers|customers|members|employees|clients|drivers|workers|students|inspectors|technicians|" + ROLE_NOUNS_EN + r")\b"
    r"|" + NUM + r"\s*(k|千|万|萬)?\s*(?:个|個|位|名)?\s*(?:活跃|活躍)?\s*(?:客服)?\s*"
    r"(?:坐席|座席|客服(?:人员|人員)?|用户|用戶|使用者|员工|員工|人|司机|司機|agent|" + ROLE_NOUNS_ZH + ")")
_REQUESTS_SAID = re.compile(r"(?i)\b(?:concurrent|parallel|simultaneous)\s+(?:requests?|streams?|sessions?|generations?"
                            r"|calls?)\b|并发请求|並發請求|併發請求|路并发|路並發")


def _people_counted(t: str, n: int) -> bool:
    """Is `n` a count of people, agents or seats in `t` (_PEOPLE_COUNT), with no count of requests at once said?"""
    if _REQUESTS_SAID.search(t):
        return False
    for m in _PEOPLE_COUNT.finditer(t):
        num, mult = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if round(scaled_count(float(num.replace(",", "")), mult)) == n:
            return True
    return False


def read_people_cadence(t: str, ctx: Any) -> Read:
    """A people count read as requests at once (`concurrency`) beside a stated cadence (`message_interval_s`): people
    online (`users_online`), so the interactive response-time law sizes them (read_online_note says how). By hand:
    "2,500 users … each uploads a photo every 20 s" with a 4 s answer → 2,500 × 4 ÷ (4 + 16 of waiting) = 500 at once,
    never 2,500. Nothing when a rate, people online, or requests at once are said."""
    f = ctx.fields
    n = f.get("concurrency") or f.get("head_count")  # a head count with a cadence ("600 guests, each …"): online too
    if not f.get("message_interval_s") or f.get("users_online") or f.get("target_requests_per_s"):
        return {}, []
    if not n:  # no reader took the count (450 位訪客，每位…每 30 秒傳一張): the people counted beside the cadence
        said = _people_said(t)
        return ({"users_online": said}, []) if said else ({}, [])
    if n < 2 or not _people_counted(t, n):
        return {}, []
    office = f.get("head_count") == n  # the head count's office-share note (tools.traffic.head_count_assumption)
    gone = drop_notes(ctx.out, COUNT_AT_ONCE, n=n)  # the note that read the count as all at once, by its code
    if office:
        gone += drop_notes(ctx.out, "traffic.concurrency_from_head_count", people=n)
    if gone:
        ctx.out.users_said = None  # no longer a count read as all at once (conversation.people_again)
    dropped = {"concurrency": None, **({"head_count": None} if f.get("head_count") == n else {})}
    if _bare_period(t):  # "200 個客服 … 每30秒俾建議": one request for each of them a period, a rate
        return _rate_of(ctx, n, f["message_interval_s"]) | dropped, []
    return {"users_online": n} | dropped, []


def _bare_period(t: str) -> bool:
    """Is the cadence a bare period after a count of people at work (CADENCE_BARE_EN / _ZH), no "each" said?"""
    return any(re.search(p, t) for p in (CADENCE_BARE_ZH, CADENCE_BARE_EN)) and not any(
        re.search(p, t) for p in (CADENCE_EN, CADENCE_ZH))


def _rate_of(ctx: Any, n: int, every: float) -> dict:
    """`n` people each brought one request every `every` seconds: n ÷ every requests a second
    (tools.agent_steps.agent_step_rate), sized by Little's law at the plan's own time per request (tools.traffic.in_flight),
    said in a note. By hand: 200 agents every 30 s → 6.67 requests/s; at ≈ 3 s a request (first token + 150 tokens) ≈ 20
    in flight, never 200."""
    from tools.agent_steps import agent_step_rate
    from tools.schema import Msg

    rate = agent_step_rate(n, every)
    if not rate:
        return {"users_online": n}
    ctx.out.said(Msg(code="people_cadence.rate", args={"n": n, "every": every, "rate": rate}))
    return {"target_requests_per_s": rate, "message_interval_s": None}


def _people_said(t: str) -> int | None:
    """The one count of people said in `t` (_PEOPLE_COUNT, two or more), else None (none, or two different counts)."""
    counts = set()
    for m in _PEOPLE_COUNT.finditer(t):
        num, mult = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        counts.add(round(scaled_count(float(num.replace(",", "")), mult)))
    return counts.pop() if len(counts) == 1 and min(counts) >= 2 else None


# seats, agents or staff counted online ("250 call-center seats online", 300 個客服座席同時在線): each a person at a
# desk working through the queue, so that many at once (said in a note), never people online at a chat's think time
SEATS = re.compile(r"(?i)\b(?:seats?|agents?|reps|operators|staff)\b|坐席|座席|客服")


def seats_online(said: str, t: str) -> bool:
    """Are the people counted in `said` seats, agents or staff (SEATS), with no cadence said for them (a cadence
    sizes them as people online instead: read_people_cadence)?"""
    return bool(SEATS.search(said)) and not any(re.search(p, t) for p in CADENCE)


def read_rate_over_head_count(t: str, ctx: Any) -> Read:
    """A head count beside a stated request rate ("our company of 300 people … 200 requests/s", 公司300人…每秒300条,
    每日500萬條): the rate is the load, the people only who own the service. The head count's office-share note
    ("≈ 45 active at once, 15 % of 300 people", tools.traffic.head_count_assumption) would size a rate-stated service
    as a chat head count, so it is taken out and the head count dropped; the rate sizes the service (Little's law, or
    tools.prefill_service for a few-token answer). A per-person count ("300 people × 20 a day") is not a rate: kept;
    nor is a rate the reader made from the head count itself (code completion's developers → completion requests/s,
    extract_stated._completion_rate): those people are the service's users, kept."""
    f = ctx.fields
    n = f.get("head_count")
    if not n or not (f.get("target_requests_per_s") or f.get("requests_per_day")) or f.get("requests_per_user_per_day"):
        return {}, []
    if notes_coded(ctx.out, "traffic.completion_rate_from_devs", devs=n):
        return {}, []
    if drop_notes(ctx.out, "traffic.concurrency_from_head_count", people=n):
        ctx.out.users_said = None
    return {"head_count": None}, []


def bare_cadence_is_steps(t: str) -> bool:
    """Is a bare period after a count (CADENCE_BARE_EN / _ZH) a software fleet's step cadence instead ("20 rpa agents …
    one step every 5 s": advisor.core.agent_steps_read reads all of them at once and the rate)? Then it is no person's
    message interval."""
    from advisor.core.agent_load import SOFTWARE_AGENT_CUES
    from advisor.core.agent_steps_read import STEP_EVERY

    return bool(STEP_EVERY.search(t) or SOFTWARE_AGENT_CUES.search(t))
