"""A stated schedule (hours a day on some days of the week) as a buy-or-rent utilisation.

"Used mostly 9-6 weekdays" is 9 h × 21.7 weekdays a month ≈ 196 h of the month's 730 h ≈ 27 % (tools.schedule's month
of 4.345 weeks, Monday to Friday), never 9 h ÷ 24 h = 38 % (9 h every day of the week): a buy-or-rent verdict near its
break-even flips on that difference. With no days said the schedule is every day (hours ÷ 24).
"""

from __future__ import annotations

from tools.constants import HOURS_PER_MONTH
from tools.schedule import month_hours


def utilisation_of_schedule(hours_a_day: float, days_a_week: float | None) -> float:
    """Share of the month's hours a server works on a schedule. By hand: 9 h on weekdays → 9 × 21.7 / 730 ≈ 0.268;
    10 h on 6 days → 10 × 26.1 / 730 ≈ 0.357; 8 h every day → 8 × 30.4 / 730 ≈ 0.333 (= 8 / 24)."""
    return month_hours(hours_a_day, days_a_week) / HOURS_PER_MONTH
