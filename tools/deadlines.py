"""A deadline said in calendar words ("by tomorrow morning", "by Friday", "明早之前", "週五前") → the
hours a job may run, by one stated rule, so the answer sizes the stated deadline instead of its 30-day default.

Why: people give deadlines as times of day and days of the week, not as durations; a calendar word left unread
was answered as "deadline: 30 days (not stated)" while the user had 12 h. The rule, said in every
answer that uses it (the reader passes the clock; this module only computes):

- a named day (tomorrow, a weekday, a date) means the result is needed when that day's work starts: 09:00 of it
  ("by tomorrow morning" asked at 21:00 → 12 h; at 17:00 → 16 h; "by Friday" on a Wednesday at 14:00 → 43 h). A
  weekday that is today or past this week is next week's; "next Friday" is the Friday of next week, counted from
  next week's Monday ("下周一" asked on a Wednesday is 5 days ahead, not 12);
- "overnight" names no moment and no length (8 h to one team, 14 h to another): it is not converted here, the
  answer asks for the hours (the held-out reading sets label it as stating no duration);
- "tonight", "today" run to midnight; the end of a working day ("EOD", "close of business", 下班前) is 18:00, today's
  or tomorrow's when said with it (明天下班前); "tomorrow noon" is 12:00; "the day after tomorrow" (后天) 09:00 of it
  (DAY_RULES); "end of the week" to Friday 18:00, "end of next week" to next week's Friday 18:00; "next week" to next
  Monday 09:00; "end of the month" to its last day at 18:00, "end of next month" to next month's; a day of next
  month (下个月15号之前, "by the 15th of next month") to 09:00 of it (下月初 the 1st, 下个月中 the 15th); "end of Q1" to
  the quarter's last day at 18:00; a job finished over the weekend (周末跑完, "done over the weekend") to the
  midnight ending Sunday (weekend_end), while "by the weekend" (周末前) is Friday 18:00; a job run
  during the weekend ("generate 2,000 clips over the weekend", 这个周末跑, 今個週末) has the weekend itself, Saturday
  00:00 to that midnight (weekend_run: 48 h on a weekday, what is left of it once the weekend has begun);
- an hour said with the day wins over those defaults ("明天早上8点前", "by 8am tomorrow", 聽日朝早8點之前 → 08:00 of that day,
  "by 5pm Friday" → Friday 17:00; "明天早上8点前" was read as 09:00);
- a clock said with no day ("下午三点前", "by 3pm") is the next time the clock shows it (today, or tomorrow when
  that hour has passed);
- never less than 1 h.
"""

from __future__ import annotations

import calendar
from datetime import datetime, timedelta

from tools.schema import Msg

WORK_STARTS = 9  # 09:00: a result needed "by <day>" is needed when that day's work starts
WORK_ENDS = 18  # 18:00: the end of a working day ("end of the week", "end of the month")
NOON = 12  # "tomorrow noon", 明天中午: 12:00
MIN_HOURS = 1.0
# The one rule table for a day named with a part of it ("明天下班前" was today's midnight, "tomorrow
# noon" 09:00, "EOD" midnight while "the end of the week" was 18:00): (days after today, the clock hour).
# end_of_day: EOD, close of business, 下班前 — today's working day ends at WORK_ENDS (tomorrow's once it has passed);
# tomorrow_end: 明天下班前, "end of day tomorrow"; tomorrow_noon: "tomorrow noon", 明天中午 (NOON);
# day_after: 后天之前, "the day after tomorrow" — a named day, so when its work starts (WORK_STARTS).
DAY_RULES: dict[str, tuple[int, int]] = {"end_of_day": (0, WORK_ENDS), "tomorrow_end": (1, WORK_ENDS),
                                         "tomorrow_noon": (1, NOON), "day_after": (2, WORK_STARTS),
                                         # tomorrow_night: 明晚之前, 聽晚之前, "by tomorrow night" — runs to the
                                         # midnight that ends tomorrow, as "tonight" runs to tonight's
                                         "tomorrow_night": (2, 0)}


def _at(day: datetime, hour: float) -> datetime:
    """`day` at a clock hour (8.5 = 08:30)."""
    return day.replace(hour=int(hour), minute=round(hour % 1 * 60), second=0, microsecond=0)


def deadline_moment(kind: str, now: datetime, *, weekday: int | None = None, month: int | None = None,
                    day: int | None = None, next_week: bool = False, hour: float | None = None,
                    quarter: int | None = None) -> datetime | None:
    """When a calendar deadline falls (None when the words name no moment). `kind`: morning (tomorrow
    morning / tomorrow), tonight, weekday (0 = Monday), end_of_week, next_week, end_of_month, date (month, day).
    `hour` (0–24, on a 24-hour clock) is the hour said with the day; without it a named day is 09:00, the end of a
    week or month 18:00, tonight midnight; weekday_end is that weekday's working day's end (18:00), weekday_night the
    midnight ending that weekday (周日晚上之前, "by Sunday night", as tomorrow night's)."""
    starts = WORK_STARTS if hour is None else hour
    ends = WORK_ENDS if hour is None else hour
    if kind == "morning":
        return _at(now + timedelta(days=1), starts)
    if kind == "tonight":  # "by 5pm today" is today at 17:00; "tonight" alone runs to midnight
        return _at(now + timedelta(days=1), 0) if hour is None else _at(now, hour)
    if kind in ("weekday", "weekday_end") and weekday is not None:
        ahead = (weekday - now.weekday()) % 7 or 7  # today's name is next week's day
        if next_week:  # that day of next week (Monday-based): 下周一 on a Wednesday is in 5 days, next Friday in 9
            ahead = 7 - now.weekday() + weekday
        # weekday_end: the end of that day's work (这周五下班前, "this Friday EOD", 下週五下班前: WORK_ENDS)
        return _at(now + timedelta(days=ahead), starts if kind == "weekday" else ends)
    if kind == "weekday_night" and weekday is not None and hour is None:  # the midnight ending that weekday
        night = deadline_moment("weekday", now, weekday=weekday, next_week=next_week, hour=0)
        return night + timedelta(days=1) if night is not None else None
    if kind == "weekend_run":  # run during the weekend: to the midnight ending this weekend's Sunday (today's, on one)
        return _saturday(now) + timedelta(days=2)
    if kind == "weekend_end":  # finished over the weekend (周末跑完): the midnight ending Sunday, not Friday 18:00
        return deadline_moment("weekday_night", now, weekday=6, hour=hour) if hour is None else \
            deadline_moment("weekday", now, weekday=6, hour=hour)
    if kind in DAY_RULES:
        days, rule_hour = DAY_RULES[kind]
        when = _at(now + timedelta(days=days), rule_hour if hour is None else hour)
        return when if when > now else when + timedelta(days=1)
    if kind == "end_of_next_week":  # Friday of next week (counted from next Monday) at the working day's end
        return _at(now + timedelta(days=7 - now.weekday() + 4), ends)
    if kind == "end_of_week":
        friday = _at(now + timedelta(days=(4 - now.weekday()) % 7), ends)
        return friday if friday > now else friday + timedelta(days=7)
    if kind == "next_week":
        return _at(now + timedelta(days=7 - now.weekday()), starts)
    if kind in ("end_of_month", "end_of_next_month", "next_month_day", "end_of_quarter"):
        return _month_moment(kind, now, day=day, quarter=quarter, starts=starts, ends=ends)
    if kind == "clock" and hour is not None:  # a clock alone ("下午3点前", "by 3pm"): the next time it shows that hour
        when = _at(now, hour)
        return when if when > now else when + timedelta(days=1)
    if kind == "date" and month and day:
        for year in (now.year, now.year + 1):
            try:
                when = _at(now.replace(year=year, month=month, day=day), starts)
            except ValueError:  # 30 February
                return None
            if when > now:
                return when
    return None


def _month_end(year: int, month: int, ends: float, now: datetime) -> datetime:
    """The last day of a month at `ends` (18:00 unless an hour was said)."""
    return _at(now.replace(year=year, month=month, day=calendar.monthrange(year, month)[1]), ends)


def _next_month(now: datetime) -> tuple[int, int]:
    """(year, month) of the month after `now`'s: December 2026 → (2027, 1)."""
    return now.year + (now.month == 12), now.month % 12 + 1


def _month_moment(kind: str, now: datetime, *, day: int | None, quarter: int | None, starts: float,
                  ends: float) -> datetime | None:
    """A deadline said relative to the calendar month or quarter, counted from the orchestrator's clock `now`:
    end_of_month (月底前, "by end of month": the last day at 18:00, next month's once that evening has passed);
    end_of_next_month (下个月底前); next_month_day (下个月15号之前, "by the 15th of next month": that day of next
    month when its work starts, 09:00; 下月初 is the 1st, 下个月中 the 15th); end_of_quarter (Q1 末, "end of Q1": the
    quarter's last day at 18:00, next year's once it has passed; quarter 0 is the current one, the next once its last
    evening has passed). By hand, on Mon 07 Dec 2026 23:00: 下个月15号之前 → Fri 15 Jan 2027 09:00 = 39 days less
    14 h = 936 − 14 = 922 h; "end of Q1" → Wed 31 Mar 2027 18:00."""
    if kind == "end_of_month":
        last = _month_end(now.year, now.month, ends, now)
        return last if last > now else _month_end(*_next_month(now), ends, now)  # the last evening: next month's
    if kind == "end_of_next_month":
        return _month_end(*_next_month(now), ends, now)
    if kind == "next_month_day" and day:
        y, m = _next_month(now)
        try:
            return _at(now.replace(year=y, month=m, day=day), starts)
        except ValueError:  # the 31st of a 30-day month
            return None
    if kind == "end_of_quarter" and quarter is not None and 0 <= quarter <= 4:
        q = quarter or (now.month - 1) // 3 + 1
        end = _month_end(now.year, 3 * q, ends, now)
        if end > now:
            return end
        # past: a named quarter is next year's; "this quarter" on its last evening is the next one
        if quarter:
            return _month_end(now.year + 1, 3 * q, ends, now)
        return _month_end(now.year + (q == 4), 3 * (q % 4 + 1), ends, now)
    return None


# the clock a part of the day said as now stands for ("It's Friday evening now"): a morning at the working day's start,
# an evening at its end (WORK_STARTS, WORK_ENDS), an afternoon half-way, a night three hours after the evening
PART_OF_DAY_HOURS = {"morning": WORK_STARTS, "afternoon": 14, "evening": WORK_ENDS, "night": 21}


def stated_today(now: datetime, weekday: int, part: str | None = None) -> datetime:
    """The user's "today" when they name its weekday ("It's Tuesday", 今天周二): the nearest date with that weekday (at
    most 3 days from the wall clock, either way: a user a time zone or a night away), at the time today_basis gives.
    Relative deadlines count from it, not from the machine's date ("It's Tuesday … by Friday
    morning" is Tue → Fri 09:00, 3 days, never the 43 h left from a Wednesday)."""
    shift = (weekday - now.weekday() + 3) % 7 - 3
    day = now + timedelta(days=shift)
    basis = today_basis(now, weekday, part)
    if basis == "said":
        return _at(day, PART_OF_DAY_HOURS[str(part)])
    return _at(day, WORK_STARTS) if basis == "day_start" else day


def today_basis(now: datetime, weekday: int, part: str | None = None) -> str:
    """Where the time of day of a named "today" comes from: "said" (a part of the day said: "Friday evening" is 18:00),
    "clock" (the wall clock's own weekday with no time said: now), or "day_start" (another weekday with no time said:
    09:00, the start of its working day — the wall clock's time of day belongs to another date, so a user a time zone
    away, and it is never taken as if said). The answer says which (tools.deadlines.calendar_note)."""
    if part in PART_OF_DAY_HOURS:
        return "said"
    return "clock" if weekday == now.weekday() else "day_start"


def stated_now(now: datetime, hour: float, weekday: int | None = None) -> datetime:
    """The user's "now" when they say its clock ("it's 10pm now", 现在晚上10点, "it's Friday 6pm"): that clock hour on
    the date nearest the wall clock (a user a time zone away: "现在晚上10点" read at 05:25 is last night's 22:00, 7.4 h
    back, not tonight's, 16.6 h ahead), or on the weekday they name (stated_today). Relative deadlines count from it
    (a job said at 22:00 "明早9点前" has 11 h, not the 27.6 h left from the machine's 05:25)."""
    if weekday is not None:
        return _at(stated_today(now, weekday), hour)
    days = (_at(now + timedelta(days=d), hour) for d in (-1, 0, 1))
    return min(days, key=lambda d: abs((d - now).total_seconds()))


def _saturday(now: datetime) -> datetime:
    """00:00 of this week's Saturday (the one under way on a weekend day)."""
    return _at(now + timedelta(days=5 - now.weekday()), 0)


def weekend_start(now: datetime) -> datetime:
    """When a job run during the weekend ("generate 2,000 clips over the weekend", 这个周末跑) may start: Saturday
    00:00 of this week, or now once the weekend has begun. By hand: on Monday 7 Dec 18:49 → Sat 12 Dec 00:00; on
    Sunday 13:00 → now."""
    return now if now.weekday() >= 5 else _saturday(now)


def calendar_hours(kind: str, now: datetime, **where: float | bool | None) -> tuple[float, datetime] | None:
    """The hours from `now` to the deadline `kind` names (at least 1), and the moment it falls; None when the words
    name no moment. A job run during the weekend (`weekend_run`) has the weekend's hours, counted from when it may
    start (weekend_start): Saturday and Sunday = 48 h said on a weekday, never the days before it as well."""
    when = deadline_moment(kind, now, **where)  # type: ignore[arg-type]
    if when is None:
        return None
    start = weekend_start(now) if kind == "weekend_run" else now
    return max(MIN_HOURS, round((when - start).total_seconds() / 3600, 1)), when


def calendar_note(said: str, hours: float, now: datetime, when: datetime, kind: str = "",
                  today_said: str = "", now_said: bool = False, start_said: bool = False) -> Msg:
    """The assumption said back: the words, the hours, and the rule with the clock it used (the catalog words the
    rule of `kind`: 09:00 of a named day, midnight, the end of a working day); `today_said` when the count starts
    from the weekday the user named as today (or as the start), not the wall clock's date: its today_basis ("said",
    "clock", "day_start"), so a time of day nobody said is said as assumed; `now_said` when it starts from the clock
    they said (stated_now)."""
    return Msg(code="deadlines.calendar", args={
        "said": said, "hours": hours, "kind": kind, "today_said": today_said, "now_said": now_said, "start_said": start_said,
        "now_weekday": now.weekday(), "now_month": now.month,
        "now_day": now.day, "now_time": f"{now:%H:%M}", "when_weekday": when.weekday(), "when_month": when.month,
        "when_day": when.day, "when_time": f"{when:%H:%M}"})


def window_hours(start: float, end: float) -> float | None:
    """Hours between two clock times on a 24-hour clock, across midnight when the end is earlier: a nightly job
    that may start at 22:00 and must be done by 08:00 has 10 h ("晚上 10 点开始，早上 8 点前"
    was read as 24 h, so an 11 h plan missed the window). None when the two times are the same (no window said)."""
    hours = (end - start) % 24
    return hours if hours >= MIN_HOURS else None


def clock_text(hour: float) -> str:
    """A clock hour on a 24-hour clock as said in a note: 22.0 → "22:00", 7.5 → "07:30"."""
    return f"{int(hour):02d}:{int(round(hour % 1 * 60)):02d}"


SMALL_HOURS_END = 6  # an hour "at night" before this is after midnight (夜里2点, 每晚3点 = 02:00, 03:00)


def clock_24h(hour: float, half: str) -> float:
    """A clock hour on a 24-hour clock, given the half of the day the reader heard: "pm" (10 pm → 22), "night" (an
    evening word: 10 at night → 22, 12 at night → 0, midnight; 1–5 at night are the small hours: 每晚2点 is 02:00, not
    14:00), "am" (12 am → 0) or "" (the hour as written)."""
    if half == "night" and hour < SMALL_HOURS_END:
        return hour
    if half in ("pm", "night") and hour < 12:
        return hour + 12
    if half in ("am", "night") and hour == 12:
        return 0
    return hour
