"""A service's traffic said over a week or a month that comes in business hours ("440M tokens a month, mostly during
business hours"): its day is a business day's, the count over the business days only, not spread over all 30.4 days.
The busiest hour is then tools.traffic's share of that day (10 %: a 10-hour business day's even hour), so the fleet is
sized on the volume over the stated hours (≈ 10 h × 21.7 days), never the 24-hour, 7-day average.

Example: 300,000 requests a month in business hours → 300,000 ÷ 21.7 (5 days × 4.345 weeks, tools.schedule.
days_a_month) = 13,810 a business day → 1,381 in its busiest hour (0.38/s); spread over every day it was 9,863 a day →
986 an hour (0.27/s), 29 % under the peak.

Pure: the count, its period and the business days a week come in.
"""

from __future__ import annotations

from tools.schedule import days_a_month

BUSINESS_DAYS_A_WEEK = 5.0  # Monday to Friday


def per_business_day(count: float, period: str, days_a_week: float = BUSINESS_DAYS_A_WEEK) -> float | None:
    """A count said a week or a month as a count a business day (÷ the business days in the period); None for a count
    said a day (already a day's) or any other period."""
    if period == "week":
        return count / days_a_week
    if period == "month":
        return count / days_a_month(days_a_week)
    return None
