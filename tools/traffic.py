"""People per day → people at once: the peak concurrency a daily count implies, with the assumption said.

Why: "1,000 users a day", "每天500人用", "日活2萬" count people over a day, not requests in flight; read as
concurrency they size a chatbot for 1,000 simultaneous streams (40× too many). The conversion is Little's law
(J. D. C. Little, "A proof for the queuing formula L = λW", Operations Research 9(3):383–387, 1961): the
average number in the system is the arrival rate times the time each stays,

    average at once = daily users × session length / active hours of the day,

and the busiest hour carries a multiple of that average. The three figures are the ones the expert reference
of review 6 states for this question ("5-min sessions over 10 h, ×3 peak → ~25–30 concurrent" for 1,000 users
a day; docs/expert_review6_questions.md q40): one 5-minute session per user, spread over a 10-hour working day,
a peak hour 3× the average. Every answer that uses it says so, and a stated concurrency replaces it.
"""

from __future__ import annotations

import math

from tools.schema import Msg, Workload

SESSION_MINUTES = 5  # one chat session per user per day (review 6 q40 reference)
ACTIVE_HOURS = 10  # the hours of the day the users are spread over (review 6 q40 reference)
PEAK_FACTOR = 3  # busiest hour ÷ average hour (review 6 q40 reference)


def peak_concurrency(daily_users: int) -> int:
    """Users at once in the busiest hour for `daily_users` a day (at least 1): 1,000 a day → 1,000 × 5 min /
    600 min × 3 = 25."""
    average = daily_users * SESSION_MINUTES / (ACTIVE_HOURS * 60)
    return max(1, math.ceil(average * PEAK_FACTOR))


def daily_users_assumption(daily_users: int) -> Msg:
    """The assumption an answer states when it sizes serving from a daily count."""
    n = peak_concurrency(daily_users)
    return Msg(code="traffic.concurrency_users_at_once", args={
        "n": n, "daily_users": daily_users, "session_minutes": SESSION_MINUTES, "active_hours": ACTIVE_HOURS,
        "peak_factor": PEAK_FACTOR})


def concurrency_from_daily(w: Workload) -> list[Msg]:
    """Set `w.concurrency` from its people per day when no concurrency is stated, and say how (else nothing)."""
    if not w.daily_users or w.concurrency is not None:
        return []
    w.concurrency = peak_concurrency(w.daily_users)
    return [daily_users_assumption(w.daily_users)]


# ---- requests (messages, questions, calls) counted per day ---------------------------------------------------------
# "5,000 messages a day", 每天 5000 个请求, "each of 500 users sends 20 a day": a count over a day is an average rate;
# sized at its busiest hour by the same two figures as the daily users (spread over ACTIVE_HOURS, busiest hour
# PEAK_FACTOR × the average), so 5,000 a day → 5,000 / 36,000 s × 3 ≈ 0.42 requests/s.

def peak_requests_per_s(per_day: float) -> float:
    """Requests a second in the busiest hour for `per_day` requests a day (2 significant figures: the two figures it
    rests on are no more precise than that)."""
    rate = per_day / (ACTIVE_HOURS * 3600) * PEAK_FACTOR
    return float(f"{rate:.2g}")


def daily_requests(users: int, per_user: float) -> float:
    """Requests a day from `users` people who each send `per_user` a day."""
    return users * per_user


def requests_per_day_assumption(per_day: float) -> Msg:
    """The assumption an answer states when a request rate comes from a count per day."""
    return Msg(code="traffic.requests_per_s_from_daily", args={
        "per_day": per_day, "rate": peak_requests_per_s(per_day), "active_hours": ACTIVE_HOURS,
        "peak_factor": PEAK_FACTOR})


SECONDS_PER = {"hour": 3600, "minute": 60}


def requests_per_s(count: float, per: str) -> float:
    """A count of requests an hour or a minute as requests a second ("300 requests an hour" → 0.083; "60 rpm" → 1):
    already a rate, so no peak factor (2 significant figures, as peak_requests_per_s)."""
    return float(f"{count / SECONDS_PER[per]:.2g}")


def grouped_users(groups: int, each: int) -> int:
    """Users counted in groups ("3 teams of 20", 两个组各30人): every group's people, groups × each."""
    return groups * each
