"""A service's weekly schedule as the hours a month is billed: hours a day × days a month.

A service switched off outside its hours ("9 to 6 weekdays", 工作日9点到6点, 朝九晚六, "nights only") is billed for
the hours it is up: the hours a day × the days it runs in a month. The month is the price lists' month
(tools.constants.HOURS_PER_MONTH = 730 h = 8,760 h ÷ 12, so 30.4 days); a week is 7 of those days, so a month holds
730 ÷ 24 ÷ 7 ≈ 4.345 weeks and a five-day working week (Monday to Friday, ISO 8601 days 1–5) ≈ 21.7 days of it
(52 weeks × 5 ÷ 12 = 21.67; public holidays ignored, so slightly high). "9 to 6 weekdays" is then
9 h × 21.7 ≈ 196 h a month, not 9 h × 30.4 = 274 h (every day) nor 730 h.

Clock ranges: "9 to 6" read on a 12-hour clock ends after it starts (18:00), "8am-8pm" is 12 h, a range past
midnight ("22:00-06:00") wraps (8 h).

Words with no hours:
- office / business hours (上班时间, 工作时间): 9:00–18:00 on weekdays, the 8-hour working day of ILO Convention C001
  (Hours of Work (Industry) Convention, 1919, Article 2) plus the midday break the service stays up through — the
  朝九晚六 day; 9 h × 21.7 ≈ 196 h;
- nights: 23:00–06:00 every day, the default "night time" of the UK Working Time Regulations 1998, reg. 2(1)
  (EU Directive 2003/88/EC, Art. 2(3): at least 7 h including midnight to 05:00); 7 h × 30.4 ≈ 213 h;
- switched off at night ("turn it off at night", 晚上关机): up the rest of the day, 06:00–23:00, 17 h × 30.4 ≈ 517 h.

Switching a live service on each morning costs its start: the weights are read from disk into GPU memory before
the first answer (`load_minutes`), at LOAD_GB_PER_S, and the on-demand machine must be free at that hour (not
guaranteed; a reservation is billed for the whole month).
"""

from __future__ import annotations

from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH
from tools.schema import Msg

DAYS_A_WEEK = 7
WEEKDAYS = 5  # Monday to Friday (ISO 8601 weekdays 1–5)
OFFICE_START, OFFICE_END = 9, 18  # ILO C001's 8-hour day plus the midday break (module docstring)
NIGHT_START, NIGHT_END = 23, 6  # UK Working Time Regulations 1998 reg. 2(1) default night time
# Reading weights into GPU memory at each start: 1 GB/s, the most an AWS EBS gp3 volume can be provisioned for
# (1,000 MiB/s; AWS EBS User Guide, "Amazon EBS volume types", gp3); a default gp3 volume (125 MiB/s) or an object
# store read by one stream is slower, so the figure is a floor on the start, said as such.
LOAD_GB_PER_S = 1.0


def _week_share(days_a_week: float | None) -> float:
    """The share of a week's days a service runs: `days_a_week` / 7, all of them when none is said."""
    return days_a_week / DAYS_A_WEEK if days_a_week and days_a_week < DAYS_A_WEEK else 1.0


def days_a_month(days_a_week: float | None) -> float:
    """Days a month a service runs: `days_a_week` × 4.345 weeks (5 → 21.7), every day (30.4) when none is said."""
    return HOURS_PER_MONTH / HOURS_PER_DAY * _week_share(days_a_week)


def nightly_share(count: float, period: str) -> int:
    """One night's share of a count said per month or per week and run in a nightly batch ("每月约30万张，夜间批量处理"):
    the count ÷ the days in its period, rounded up (a month is the price lists' 30.4 days, 730 h ÷ 24; a week 7), so
    300,000 a month → 9,864 a night, and a month of nights again holds the 300,000; a count said per day is as said."""
    days = {"month": days_a_month(None), "week": float(DAYS_A_WEEK)}.get(period, 1.0)
    return int(-(-count // days))


def month_hours(hours_a_day: float | None, days_a_week: float | None = None) -> float:
    """Hours a month a scheduled service is billed: hours a day × days a month (9 h on weekdays: 9 × 21.7 ≈ 196 h);
    around the clock every day is the price lists' 730 h."""
    h = hours_a_day if hours_a_day and hours_a_day < HOURS_PER_DAY else HOURS_PER_DAY
    return h * days_a_month(days_a_week)


def period_hours(period_h: float, hours_a_day: float | None, days_a_week: float | None = None) -> float:
    """The hours a scheduled service runs in a budget's period of `period_h` hours (24, 168, 730, 2,190, 8,760): its
    hours a day × the period's days, on `days_a_week` of each week; a day's budget is one running day's hours."""
    h = hours_a_day if hours_a_day and hours_a_day < HOURS_PER_DAY else HOURS_PER_DAY
    share = _week_share(days_a_week) if period_h > HOURS_PER_DAY else 1.0
    return h * period_h / HOURS_PER_DAY * share


def clock_time(hour: int, minutes: int = 0, pm: bool | None = None) -> float:
    """An hour said on a clock as hours after midnight: "6pm" 18, "12am" 0, "7:30" 7.5; `pm` None when no am/pm
    (or 下午/晚上) was said (the hour as written)."""
    h = hour % 12 + 12 if pm else hour % 12 if pm is False else hour
    return h + minutes / 60


def off_window_up(start: float, end: float) -> float:
    """Hours a day up when the service is OFF from `start` to `end` o'clock: the complement of the window,
    HOURS_PER_DAY − clock_span. By hand: off 23:00–08:00 (夜晚11點到朝早8點唔使開) is a 9 h window → up 24 − 9 = 15 h;
    off 0:00–6:00 → 18 h up; off 9pm–7am (10 h) → 14 h up."""
    return HOURS_PER_DAY - clock_span(start, end)


def clock_span(start: float, end: float) -> float:
    """Hours from `start` to `end` o'clock: on a 12-hour clock an end not after the start is in the afternoon
    ("9 to 6": 9 h), else past midnight ("22 to 6": 8 h); 12 after an afternoon or evening start is midnight
    (晚上8点到12点, "8pm to 12": 20:00–24:00, 4 h, once read as 16 h to noon); 0 < result ≤ 24."""
    if end > start:
        return end - start
    if end == 12 and start > 12:
        return HOURS_PER_DAY - start
    if end + 12 > start and end < 12:
        return end + 12 - start
    return end + HOURS_PER_DAY - start


def office_hours_a_day() -> float:
    """Office hours with none said: 9:00–18:00, 9 h (module docstring)."""
    return clock_span(OFFICE_START, OFFICE_END)


def night_hours_a_day() -> float:
    """Nights with no hours said: 23:00–06:00, 7 h (module docstring)."""
    return clock_span(NIGHT_START, NIGHT_END)


def day_hours_a_day() -> float:
    """Switched off at night with no hours said: up from the night's end to its start, 06:00–23:00, 17 h (the day
    outside the module docstring's night)."""
    return clock_span(NIGHT_END, NIGHT_START)


def load_minutes(weights_gb: float) -> float:
    """Minutes to read `weights_gb` of weights into GPU memory at each start, at LOAD_GB_PER_S (a floor: 690 GB →
    11.5 min)."""
    return weights_gb / LOAD_GB_PER_S / 60


def daily_start(weights_bytes: int, gpus: int, gpu_name: str, hours_a_day: float | None) -> Msg | None:
    """The line on switching a service on each day: the weights of one copy read at each start (`load_minutes`, a
    floor) and the on-demand machine not guaranteed free at opening time (cloud on-demand capacity is best effort: a
    reservation guarantees it and is billed for the whole term). None around the clock or with no weights known."""
    if not hours_a_day or hours_a_day >= HOURS_PER_DAY or weights_bytes <= 0:
        return None
    gb = weights_bytes / 1e9
    return Msg(code="schedule.daily_start", args={"weights_gb": gb, "minutes": load_minutes(gb),
                                                  "gbps": LOAD_GB_PER_S, "gpus": gpus, "gpu": gpu_name})
