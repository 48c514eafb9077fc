"""Traffic words → requests in flight: people a day, messages a day, a request rate, people online or a head count,
each sized by its own rule below with the assumption said in the answer.

People a day ("1,000 users a day", "每天500人用", "日活2萬") count people over a day, not requests in flight; read as
concurrency they size a chatbot for 1,000 simultaneous streams. With no count of each one's messages stated, each is
taken to send MESSAGES_PER_DAILY_USER messages a day, and the requests a day that makes are sized as any other count a
day (requests_a_day → the busiest hour's rate → in flight by Little's law: J. D. C. Little, "A proof for the queuing
formula L = λW", Operations Research 9(3):383–387, 1961). A stated count each, a stated concurrency, people online or a
head count keep their own rules.
"""

from __future__ import annotations

import math

from tools.schema import Msg, Workload

# Messages a day each daily user sends when no count is stated: an ASSUMPTION, said in the answer with a request to
# state the real count. Source: the expert key of docs/expert_review26_questions.md Q18 ("做个客服机器人，qwen2.5-7b，
# 日活2万左右": "2 万 × ~5 条 = 10 万次/天 → 高峰小时 10 % = 1 万/h ≈ 2.8 req/s"). It replaces an earlier session model
# (one 5-min session over a 10-h day, ×3 peak), which sized 20,000 a day as 500 sequences at once.
MESSAGES_PER_DAILY_USER = 5


# ---- requests (messages, questions, calls) counted per day ---------------------------------------------------------
# "30k messages a day", 每天 5000 个请求, "12,000 DAU, each sends ~15 messages a day": a count over a day is an average
# rate, sized at its busiest hour. That hour carries BUSY_HOUR_SHARE_PCT of the day's requests: the share the expert keys
# use for a chat service (docs/expert_review24_questions.md Q09: "180 k req/day; peak hour 10 % → 5 req/s";
# Q25: "3 萬/天，尖峰小時 10 % → 0.83 req/s"); the graders found the earlier 10-hour day with a 3× busiest hour (30 % of
# the day in one hour) too high. A peak said as a multiple of the average ("peak is 3x the average") replaces the share:
# the average is the day's count over 24 hours, so 3× is 12.5 % of the day in the busiest hour.
BUSY_HOUR_SHARE_PCT = 10  # per cent of a day's requests that arrive in its busiest hour


SECONDS_PER_DAY = 86400


def busy_hour_factor() -> float:
    """The busiest hour's rate ÷ the day's 24-hour average rate when no peak is stated: BUSY_HOUR_SHARE_PCT of the
    day in one hour is that share × 24 hours = 0.10 × 24 = 2.4× the average (the expert keys above)."""
    return BUSY_HOUR_SHARE_PCT / 100 * 24


def peak_rate_per_s(per_day: float, peak_to_average: float | None = None) -> float:
    """THE busiest-hour rate of anything counted per day — a text service's requests, an image service's images, a
    speech service's calls — one function for all of them, unrounded: the day's 24-hour average rate × the stated
    peak `peak_to_average`, else × busy_hour_factor() (BUSY_HOUR_SHARE_PCT of the day in its busiest hour;
    docs/expert_review24_questions.md Q09, Q25). 180,000 a day → 180,000 ÷ 86,400 s = 2.083/s on average × 2.4 = 5.0/s
    (= 18,000 in the hour); 20,000 images a day → 0.2315/s × 2.4 = 0.556/s (33.3 a minute); 86,400 a day at a stated
    3× → 3.0/s."""
    return per_day / SECONDS_PER_DAY * (peak_to_average or busy_hour_factor())


def peak_requests_per_s(per_day: float, peak_to_average: float | None = None) -> float:
    """peak_rate_per_s to 2 significant figures (the share it rests on is no more precise than that), the request
    rate a text service is sized at: 180,000 a day → 5.0/s; 30,000 a day → 0.8333 → 0.83/s."""
    return float(f"{peak_rate_per_s(per_day, peak_to_average):.2g}")


DAYS_PER = {"day": 1.0, "week": 7.0}  # a month is HOURS_PER_MONTH ÷ 24 days (tools.constants, the cloud-list month)


def per_day(count: float, period: str) -> float:
    """A count over a day, a week or a month as a count a day (a service's "2M queries a month" → 65,753 a day:
    2,000,000 × 24 ÷ 730)."""
    from tools.constants import HOURS_PER_MONTH

    return count / DAYS_PER[period] if period in DAYS_PER else count * 24 / HOURS_PER_MONTH


def daily_requests(users: int, per_user: float) -> float:
    """Requests a day from `users` people who each send `per_user` a day."""
    return users * per_user


def requests_per_day_assumption(per_day: float, peak_to_average: float | None = None) -> Msg:
    """The assumption an answer states when a request rate comes from a count per day."""
    return Msg(code="traffic.requests_per_s_from_daily", args={
        "per_day": per_day, "rate": peak_requests_per_s(per_day, peak_to_average), "share_pct": BUSY_HOUR_SHARE_PCT,
        "peak": peak_to_average})


SECONDS_PER = {"hour": 3600, "minute": 60}


def requests_per_s(count: float, per: str) -> float:
    """A count of requests an hour or a minute as requests a second ("300 requests an hour" → 0.083; "60 rpm" → 1):
    already a rate, so no peak factor (2 significant figures, as peak_requests_per_s)."""
    return float(f"{count / SECONDS_PER[per]:.2g}")


def grouped_users(groups: int, each: int) -> int:
    """Users counted in groups ("3 teams of 20", 两个组各30人): every group's people, groups × each."""
    return groups * each


# groups said with no size ("给50个科室用", "for 30 branches", 全台 40 間門市使用): how many people each group has, and how
# many of them ask at once, are not said. A group of people asking now and then is sized as the small-team floor
# above, SMALL_TEAM_PAIR at once (two may ask at the same moment): 50 科室 → 100 at once, 12 departments → 24. An
# ASSUMPTION (no published figure of a department's users at once was found), said in the answer with the ask to
# state how many people use it at once.
GROUP_AT_ONCE = 2  # people at once a group said with no size (assumed: SMALL_TEAM_PAIR, the small-team pair below)


def groups_at_once(groups: int) -> int:
    """People at once for `groups` groups of unsaid size: groups × GROUP_AT_ONCE (50 科室 → 100)."""
    return groups * GROUP_AT_ONCE


def people_in_all(counts: list[int]) -> int:
    """People counted by kind and added ("18 doctors and 60 nurses", 20 个医生和 50 个护士): all of them, 18 + 60 = 78."""
    return sum(counts)


# ---- people counted as a head count (a team, an office, a company) ---------------------------------------------------
# "a private ChatGPT for about 50 people in the office", 公司150人用, "給 20 個工程師用": how many people will use it, not
# how many generate at the same instant. Sized as the share of them active at the office peak, the figure the expert
# keys of docs/expert_review21_questions.md work with: 50 people → 5–15 at once ("office peak 10–30 %", Q01),
# 80 → 8–16 (Q28), 100 → 10–20 (Q17), 150 → 15–25 (Q24), 200 → 20–30 (Q14); "~5 concurrent of 15 devs"; 20 人 → 5–10.
# One share fits every key of 50 people or more only between 10 % and 16.7 % (150 → at most 25): 15 %. A small team
# does not average out (the same stand-up, the same deadline), yet people who ask a model now and then are not all
# asking at the same instant: an expert plans 1–3 at once for 8 engineers who ask occasionally (a reviewer's check
# of the reader), "~5 concurrent of 15 devs" above. So a small team is sized at a third of it (SMALL_TEAM_DIVISOR,
# rounded up), at least SMALL_TEAM_PAIR (two may ask at the same moment) and at most SMALL_TEAM_AT_ONCE: 2 → 2, 3 → 2, 8 → 3,
# 10 → 4, 15 → 5, 20 → 5 (20 人 → 5–10 above); only beyond SMALL_TEAM_AT_ONCE ÷ 15 % (34 people) does the office share
# give more: 60 → 9, 800 → 120. An ASSUMPTION for small teams, said in the answer with the count to replace it.
PEOPLE_AT_ONCE_PERCENT = 15  # per cent of a head count active at once at the office peak (the expert keys above)
SMALL_TEAM_AT_ONCE = 5  # the most a small team is sized at once; a bigger one at least this many
SMALL_TEAM_DIVISOR = 3  # a small team asking now and then: a third of it at once (assumed, the keys above)
SMALL_TEAM_PAIR = 2  # a team of two or more: at least two at once


def peak_share_of_people(people: int) -> int:
    """People active at once at the busiest time for a head count of `people` (at least 1, never over `people`):
    PEOPLE_AT_ONCE_PERCENT of them rounded up (in whole numbers, so 100 people are 15, not ⌈15.000000000000002⌉ = 16),
    never under the small-team figure ⌈people ÷ SMALL_TEAM_DIVISOR⌉ kept between SMALL_TEAM_PAIR and SMALL_TEAM_AT_ONCE:
    3 → max(⌈0.45⌉, 2) = 2, 8 → ⌈2.67⌉ = 3, 15 → 5, 60 → ⌈9⌉ = 9, 150 → ⌈22.5⌉ = 23, 800 → 120."""
    small = min(SMALL_TEAM_AT_ONCE, max(SMALL_TEAM_PAIR, -(-people // SMALL_TEAM_DIVISOR)))
    return max(1, min(people, max(small, -(-people * PEOPLE_AT_ONCE_PERCENT // 100))))


def _head_count_how(people: int, n: int) -> str:
    """Which rule gave `n` at once of `people`: all of them, a small team's third, the small-team most, or the share."""
    if n == people:
        return "all"
    if -(-people * PEOPLE_AT_ONCE_PERCENT // 100) >= n:
        return "share"
    return "floor" if n == SMALL_TEAM_AT_ONCE else "third"


def head_count_assumption(people: int, said: str | None = None) -> Msg:
    """The assumption an answer states when it sizes serving from a head count (`said`: the words it was read from)."""
    n = peak_share_of_people(people)
    return Msg(code="traffic.concurrency_from_head_count", args={
        "n": n, "people": people, "said": said or None, "share_pct": PEOPLE_AT_ONCE_PERCENT,
        "small_team": SMALL_TEAM_AT_ONCE, "divisor": SMALL_TEAM_DIVISOR, "pair": SMALL_TEAM_PAIR,
        "how": _head_count_how(people, n)})


def concurrency_from_head_count(w: Workload) -> list[Msg]:
    """Set `w.concurrency` from its head count when no concurrency is stated, and say how (else nothing)."""
    if not w.head_count or w.concurrency is not None:
        return []
    w.concurrency = peak_share_of_people(w.head_count)
    return [head_count_assumption(w.head_count)]


# ---- developers who each drive a coding agent -----------------------------------------------------------------------
# "~40 devs running coding agents", 30 个开发者每人跑一个 agent: an agent, once started, generates nearly all the time
# (it resends its session every turn), but not every developer has one running at the same instant (meetings, review,
# reading the diff). The expert keys: ~20 devs' agents sized as 20 long sessions at once
# (docs/expert_review28_questions.md, GLM-4.5-Air); 10 devs "hammering it" → 5–15 long sequences
# (docs/expert_review27_questions.md, Kimi K2); 40 devs → 25–50 % with an agent running at the peak = 10–20
# (docs/expert_review34_questions.md, Qwen3-Coder-480B). One rule
# fits all three: a team of up to AGENT_TEAM_ALL_AT_ONCE developers is sized every agent at once (one sprint, one
# deadline), a larger one at AGENT_RUNNING_PERCENT of it, the top of the keys' 25–50 %: 10 → 10, 20 → 20, 40 → 20,
# 100 → 50. An ASSUMPTION (no published measure of agent duty cycles was found): the answer says it and asks for the
# real count ("all 40 at once" sizes 40).
AGENT_TEAM_ALL_AT_ONCE = 20  # developers up to this many: every one's agent running at once
AGENT_RUNNING_PERCENT = 50  # of a larger team, the per cent with an agent running at the peak (assumed: keys above)


def agents_running_of_devs(devs: int) -> int:
    """Coding agents running at once for `devs` developers who each drive one (at least 1, never more than the
    developers): all of them up to AGENT_TEAM_ALL_AT_ONCE, else AGENT_RUNNING_PERCENT of them rounded up, never under
    AGENT_TEAM_ALL_AT_ONCE: 12 → 12, 20 → 20, 30 → 20, 40 → 20, 45 → ⌈22.5⌉ = 23, 100 → 50."""
    return max(1, min(devs, max(AGENT_TEAM_ALL_AT_ONCE, -(-devs * AGENT_RUNNING_PERCENT // 100))))


# ---- developers using code completion (tab autocomplete, FIM) ----------------------------------------------------------
# "200 developers … autocomplete", 200 個 developer 做 code assistant（autocomplete）: a completion fires every few seconds
# while a developer types, so the load is a request rate from the head count, not the share of a team chatting at once
# (200 devs were sized as 30 chats). The expert rule for code assistants (docs/expert_review31_questions.md, "Rules"):
# 50–70 % of the developers active at the peak, one completion every 5–15 s each, 2–4k-token prompts; its keys: 60 devs
# → 2–8 req/s, 200 devs → 7–28 req/s. Sized at the middle of both ranges, an ASSUMPTION said in the answer (measure the
# real rate from the IDE plugin's telemetry on a pilot): 60 % active, one request every 10 s each → 200 × 0.6 ÷ 10 =
# 12 req/s; 60 devs → 3.6 req/s. The rate then sizes the requests in flight by Little's law (concurrency_from_request_rate).
FIM_ACTIVE_PERCENT = 60  # per cent of the developers typing with completions on at the peak (assumed: rule above)
FIM_SECONDS_BETWEEN = 10  # seconds between one active developer's completion requests (assumed: rule above)


def completion_requests_per_s(devs: int) -> float:
    """Code-completion requests a second at the peak from `devs` developers: devs × FIM_ACTIVE_PERCENT % ÷
    FIM_SECONDS_BETWEEN s, to 2 significant figures: 200 → 12.0; 60 → 3.6; 15 → 0.9."""
    return float(f"{devs * FIM_ACTIVE_PERCENT / 100 / FIM_SECONDS_BETWEEN:.2g}")


def completion_rate_assumption(devs: int) -> Msg:
    """The line an answer states when it sizes code completion from a head count."""
    return Msg(code="traffic.completion_rate_from_devs", args={
        "devs": devs, "rate": completion_requests_per_s(devs), "pct": FIM_ACTIVE_PERCENT, "every_s": FIM_SECONDS_BETWEEN})


# ---- a request rate (QPS) → requests in flight --------------------------------------------------------------------------
# "峰值QPS大概10", "10 requests a second": an arrival rate, not users at once. Little's law (Little 1961, above): the
# requests in flight are the rate × the time each stays, and a chat request stays for its first token (the stated
# TTFT target, else tools.offers.INTERACTIVE_TTFT_S) plus its answer (the stated output, or the stated context less the
# stated prompt) at the per-user speed (the stated one, else
# tools.offers.INTERACTIVE_TOKENS_PER_S); an unstated answer length is ShareGPT's mean (tools.load).

def in_flight(rate_per_s: float, ttft_s: float, output_tokens: int, tokens_per_s: float) -> int:
    """Requests in flight at `rate_per_s` (Little's law, at least 1): rate × (TTFT + output ÷ per-user speed);
    10/s × (1 s + 200 ÷ 20 tok/s) = 110."""
    return max(1, math.ceil(rate_per_s * (ttft_s + output_tokens / tokens_per_s) - 1e-9))


def stated_answer_tokens(w: Workload) -> int | None:
    """The answer a request's stated shape gives: the stated output, else the stated context less the stated prompt
    ("输入1500输出200" → 200; 2,400 context with a 2,000 prompt → 400); None when neither is stated. Read before the
    resolver fills a default context or prompt, which would make a default context less a default prompt (4,096 − 161)
    an "answer" of 3,935 tokens."""
    if w.output_tokens:
        return w.output_tokens
    if w.seq_len and w.prompt_tokens and w.seq_len > w.prompt_tokens:
        return w.seq_len - w.prompt_tokens
    return None


READ_NOW = -1  # answer_tokens when the caller did not read them: read from `w` as it stands (stated_answer_tokens)


def _stay(w: Workload, answer_tokens: int | None) -> tuple[float, int, float]:
    """What a chat request stays in the system: its first token (the stated TTFT, else tools.offers.INTERACTIVE_TTFT_S),
    its answer (`answer_tokens`, READ_NOW: from `w`; with a reasoning model's thinking before a reply shorter than
    it, tools.defaults.thinking_tokens; else ShareGPT's mean, tools.load) and the per-user speed it
    streams at (the stated one, else tools.offers.INTERACTIVE_TOKENS_PER_S)."""
    from tools.defaults import thinking_tokens, with_thinking  # tools.defaults imports this module
    from tools.load import SHAREGPT_OUTPUT_TOKENS
    from tools.offers import INTERACTIVE_TOKENS_PER_S, INTERACTIVE_TTFT_S

    ttft = w.target_ttft_ms / 1000 if w.target_ttft_ms else INTERACTIVE_TTFT_S
    answer = stated_answer_tokens(w) if answer_tokens == READ_NOW else answer_tokens
    # a reasoning model's answer is its thinking plus the reply (tools.defaults.answer_tokens)
    answer = with_thinking(answer, w) if answer else thinking_tokens(w) or SHAREGPT_OUTPUT_TOKENS
    speed = w.target_tokens_per_s_per_user or _said_per_user(w) or INTERACTIVE_TOKENS_PER_S
    return ttft, answer, max(speed, _answer_time_speed(w, answer, ttft))


def _answer_time_speed(w: Workload, answer: int, ttft: float) -> float:
    """The per-user speed a stated whole-answer time sets (tools.answer_time: the plan is sized to meet it), so each
    request stays at most that long: 600 online, one message every 180 s, 8,192-token answers within 60 s stay 60 s,
    not 8,192 ÷ 20 = 410 s, and 600 × 60 ÷ 180 = 200 generate at once, never all 600. 0 with no time stated."""
    from tools.answer_time import answer_speed_floor

    return (answer_speed_floor(answer, w.target_answer_s, ttft) or 0.0) if w.target_answer_s else 0.0


def _said_per_user(w: Workload) -> float | None:
    """A bare stated tokens/s ("~35 tokens/s per reply") read per user before the concurrency exists: each of the
    people said must see it when the total it would mean is below MIN_STREAM_TOKENS_PER_S for each of them
    (tools.offers.read_per_user's rule, with the people online or in flight as the count)."""
    from tools.offers import MIN_STREAM_TOKENS_PER_S

    t, people = w.target_tokens_per_s, w.users_online if w.users_online else w.concurrency
    return t if t and (people is None or people == 1 or t < people * MIN_STREAM_TOKENS_PER_S) else None


def concurrency_from_request_rate(w: Workload, answer_tokens: int | None = READ_NOW) -> list[Msg]:
    """Set `w.concurrency` from its request-rate target when no concurrency is stated, and say how (else nothing).
    `answer_tokens`: the answer the stated shape gives (stated_answer_tokens, read by the resolver before defaults
    fill a context and a prompt; None: none stated); READ_NOW reads it from `w` as it stands."""
    if not w.target_requests_per_s or w.concurrency is not None or w.batch_requests:
        return []
    from tools.rate_service import concurrency_from_short_rate  # a label or verdict: the rate × its limit, no chat stay

    short = concurrency_from_short_rate(w, stated_answer_tokens(w) if answer_tokens == READ_NOW else answer_tokens)
    if short:
        return short
    ttft, out, speed = _stay(w, answer_tokens)
    w.concurrency = in_flight(w.target_requests_per_s, ttft, out, speed)
    return [Msg(code="traffic.concurrency_from_rate", args={
        "n": w.concurrency, "rate": w.target_requests_per_s, "ttft_s": ttft, "output_tokens": out,
        "tokens_per_s": speed})]


# ---- people online (a chat open, not a request generating) ------------------------------------------------------------
# "200 people online at peak", 同时在线 200 人, 同時在線有 200 人: people with the chat open, each of whom sends a message,
# waits for its answer, reads it and types the next. The interactive response-time law of operational analysis
# (P. J. Denning and J. P. Buzen, "The Operational Analysis of Queueing Network Models", ACM Computing Surveys 10(3):
# 225–261, 1978, §"interactive response time law") says N = X·(R + Z) for N users at terminals, X the requests a second
# they send, R the response time and Z the think time; the requests being served at once are X·R (Little's law on the
# server alone), so
#
#     generating at once = N × R ÷ (R + Z).
#
# R is the stay of one chat request that the Little's-law lines above use (_stay: its first token, else
# tools.offers.INTERACTIVE_TTFT_S, plus its answer at the per-user speed, else tools.offers.INTERACTIVE_TOKENS_PER_S):
# 2 s + 338 ÷ 20 tok/s = 18.9 s for ShareGPT's mean answer. Z, THINK_TIME_S, is what an online user does between
# answers: reads the rest of the answer (338 tokens ≈ 250 words; silent reading of English runs at about 238 words a
# minute, Brysbaert, J. Memory and Language 109, 2019, so ≈ 63 s from the first token, of which the stream itself
# takes 17 s) and types the next message, or simply keeps the tab open. The expert key this rule answers (review of
# "如果同時在線有 200 人呢？" for a RAG chat on an 8B model) plans 200 online as ≈ 3.5 requests/s, one message every
# 200 ÷ 3.5 = 57 s per user, and 35–60 generating at once. 45 s of think time gives a cycle of 18.9 + 45 = 63.9 s
# (≈ one message a minute each) and 200 × 18.9 ÷ 63.9 = 59.2 → 60 at once; a 13 s answer gives 200 × 13 ÷ 58 = 45.
# A stated concurrency, request rate or count a day replaces it; a stated interval between one user's messages
# (message_interval_s: "a message every 30 s each") is the cycle R + Z itself, so Z = interval − R (never below 0).
THINK_TIME_S = 45  # seconds an online user reads and types between answers (Denning & Buzen's Z; reasoning above)


def seconds_between_messages(messages: float, periods: float, per: str) -> float:
    """One user's interval between messages from `messages` sent every `periods` × `per` (second, minute or hour):
    2 a minute → 30 s; one every 2 minutes → 120 s (one decimal)."""
    return round(periods * {"second": 1, **SECONDS_PER}[per] / messages, 1)


def generating_of_online(online: int, response_s: float, think_s: float = THINK_TIME_S) -> int:
    """Requests generating at once for `online` people with a chat open (the interactive response-time law, at least
    1, never more than the people): online × R ÷ (R + Z), rounded up; 200 online × 18.9 s ÷ (18.9 + 45 s) = 59.2 → 60;
    50 × 18.9 ÷ 63.9 = 14.8 → 15."""
    return max(1, min(online, math.ceil(online * response_s / (response_s + think_s) - 1e-9)))


def think_time_s(w: Workload, stay_s: float) -> float:
    """Z for `w`: the stated interval between one user's messages less the stay (never below 0); for a conversational
    agent's sessions (`agent_tool_calls`) the tools' latency and the user's THINK_TIME_S a turn over its model calls
    (tools.agent_sessions.call_think_s: 4 tools → (4 × 1 + 45) ÷ 5 = 9.8 s); else THINK_TIME_S."""
    from tools.agent_sessions import call_think_s

    if w.message_interval_s:
        return max(0.0, w.message_interval_s - stay_s)
    return call_think_s(w.agent_tool_calls, THINK_TIME_S) if w.agent_tool_calls is not None else THINK_TIME_S


def online_assumption(w: Workload, answer_tokens: int | None = READ_NOW) -> Msg:
    """The one line an answer states when it sizes serving from people online: each step of N × R ÷ (R + Z)."""
    ttft, out, speed = _stay(w, answer_tokens)
    online = w.users_online or 1
    stay = ttft + out / speed
    think = think_time_s(w, stay)
    n = generating_of_online(online, stay, think)
    # the share generating is said (online is never generating: 600 online at 30 % is 180), and a stated interval
    # shorter than the answer's wait is said as that: each waits for its answer before the next
    return Msg(code="traffic.concurrency_from_online", args={
        "n": n, "online": online, "ttft_s": ttft, "output_tokens": out,
        "tokens_per_s": speed, "stay_s": round(stay, 1), "think_s": round(think, 1),
        "cycle_s": round(stay + think, 1), "stated": bool(w.message_interval_s),
        "every_s": w.message_interval_s, "share_pct": round(100 * n / online),
        "rate": requests_of_online(online, stay + think), **_agent_args(w, stay, think)})


def requests_of_online(online: int, cycle_s: float) -> float:
    """Requests a second `online` people send at one message every `cycle_s` each (Denning & Buzen's X = N ÷ (R + Z)),
    3 significant figures: 20,000 players × one line a minute (cycle 60 s) = 333 requests/s; 200 × 63.9 s = 3.13."""
    return float(f"{online / cycle_s:.3g}") if cycle_s > 0 else 0.0


def _agent_args(w: Workload, stay_s: float, think_s: float) -> dict[str, float | int]:
    """The figures the load line of a conversational agent's sessions says (tools.agent_sessions): its model calls a
    turn, the tool latency assumed, the user's reading a turn and the model calls a second; {} for people chatting."""
    from tools.agent_sessions import AGENT_TOOL_S, calls_per_s, model_calls_per_turn

    if w.agent_tool_calls is None or w.message_interval_s:
        return {}
    return {"tools": w.agent_tool_calls, "calls": model_calls_per_turn(w.agent_tool_calls), "tool_s": AGENT_TOOL_S,
            "user_s": THINK_TIME_S, "rate": calls_per_s(w.users_online or 1, stay_s, think_s)}


def concurrency_from_online(w: Workload, answer_tokens: int | None = READ_NOW) -> list[Msg]:
    """Set `w.concurrency` from its people online when no concurrency is stated, and say how (else nothing)."""
    if not w.users_online or w.concurrency is not None or w.batch_requests:
        return []
    ttft, out, speed = _stay(w, answer_tokens)
    stay = ttft + out / speed
    w.concurrency = generating_of_online(w.users_online, stay, think_time_s(w, stay))
    return [online_assumption(w, answer_tokens)]


def online_words(w: Workload) -> Msg | None:
    """What the workload line says of a load sized from people online ("≈ 60 generating at once (of 200 online, …)"),
    None when `w` states no people online."""
    if not w.users_online or not w.concurrency:
        return None
    from tools.agent_sessions import model_calls_per_turn

    calls = model_calls_per_turn(w.agent_tool_calls) if w.agent_tool_calls is not None else None
    return Msg(code="traffic.online_line", args={"n": w.concurrency, "online": w.users_online,
                                                 "think_s": THINK_TIME_S, "every_s": w.message_interval_s,
                                                 "calls": calls})


def requests_a_day(w: Workload) -> float | None:
    """The requests a day `w` states: the total said, else each user's count × the users (a day's users, else the
    head count): 2,000 users × 15 messages = 30,000; daily users with no count each send MESSAGES_PER_DAILY_USER
    (messages_each): 20,000 × 5 = 100,000. None when none is said (a per-user count with no users, a head count alone)."""
    if w.requests_per_day:
        return w.requests_per_day
    users, each = w.daily_users or w.head_count, messages_each(w)
    return daily_requests(users, each) if users and each else None


def messages_each(w: Workload) -> float | None:
    """Each user's messages a day: the stated count, else MESSAGES_PER_DAILY_USER (an assumption the answer states)
    for daily users; None for a head count with no count stated (it keeps its own rule, peak_share_of_people)."""
    return w.requests_per_user_per_day or (MESSAGES_PER_DAILY_USER if w.daily_users else None)


def _daily_load(w: Workload, answer_tokens: int | None) -> tuple[float, float, tuple[float, int, float], int] | None:
    """(requests a day, the busiest hour's rate, the stay of one request (_stay), requests in flight) for the count a
    day `w` states; None when it states none."""
    per_day = requests_a_day(w)
    if not per_day:
        return None
    rate = peak_requests_per_s(per_day, w.peak_to_average)
    stay = _stay(w, answer_tokens)
    return per_day, rate, stay, in_flight(rate, *stay)


def daily_requests_in_flight(w: Workload, answer_tokens: int | None = READ_NOW) -> Msg | None:
    """The requests in flight a day's count gives, as the one line an answer states (None when `w` states no count a
    day): requests a day → the busiest hour's rate (BUSY_HOUR_SHARE_PCT, or the stated peak) → in flight by Little's
    law, each request staying its first token + its answer at the per-user speed (_stay). 30,000 a day → 3,000 in the
    busiest hour → 0.83/s; × (2 s + 338 ÷ 20 tok/s = 18.9 s) = 15.7 → 16 in flight. 20,000 daily users × 5 messages
    (assumed) = 100,000 a day → 10,000 in the busiest hour → 2.8/s × 18.9 s = 52.9 → 53 in flight."""
    load = _daily_load(w, answer_tokens)
    return None if load is None else _daily_line(w, *load)


def _daily_line(w: Workload, per_day: float, rate: float, stay: tuple[float, int, float], n: int) -> Msg:
    ttft, out, speed = stay
    users = None if w.requests_per_day else w.daily_users or w.head_count
    return Msg(code="traffic.concurrency_from_daily_requests", args={
        "n": n, "per_day": per_day, "users": users,
        "per_user": messages_each(w) if users else None, "assumed": bool(users and not w.requests_per_user_per_day),
        "rate": rate, "share_pct": BUSY_HOUR_SHARE_PCT,
        "peak": w.peak_to_average, "ttft_s": ttft, "output_tokens": out, "tokens_per_s": speed,
        "stay_s": round(ttft + out / speed, 1)})


def concurrency_from_daily_requests(w: Workload, answer_tokens: int | None = READ_NOW) -> list[Msg]:
    """Set `w.concurrency` (and its busiest-hour `target_requests_per_s`) from its requests a day when no concurrency
    is stated, and say how in one line (else nothing). A day's requests are more specific than its users: they win
    over head_count; daily users alone are sized here too, at MESSAGES_PER_DAILY_USER each (messages_each)."""
    if w.concurrency is not None or w.batch_requests:
        return []
    load = _daily_load(w, answer_tokens)
    if load is None:
        return []
    said = _daily_line(w, *load)
    _, w.target_requests_per_s, _, w.concurrency = load
    return [said]
