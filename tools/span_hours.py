"""A deadline said as hours / days / weeks / months ("within 6 weeks", "两个月内", "the next 5 days") in hours: one table
for every reader of a span (advisor.core.extract_rules' deadline units, tools.sim_codes, tools.vision_batch).

A deadline's month is a calendar month read as 30 days (720 h: "两个月内" → 1,440 h), not the billing month
(tools.constants.HOURS_PER_MONTH, 730 h = 8,760 ÷ 12), which prices a month of rent."""

from __future__ import annotations

from tools.constants import HOURS_PER_DAY

DEADLINE_MONTH_DAYS = 30
DEADLINE_MONTH_HOURS = DEADLINE_MONTH_DAYS * HOURS_PER_DAY  # 720
SPAN_HOURS: dict[str, float] = {"hour": 1.0, "day": float(HOURS_PER_DAY), "week": 7.0 * HOURS_PER_DAY,
                                "month": float(DEADLINE_MONTH_HOURS)}


def span_hours(n: float, unit: str) -> float:
    """`n` hours / days / weeks / months in hours (the unit by its first letter: "d", "days", "week", "m"):
    2 weeks → 336, 2 months → 1,440, 5 days → 120."""
    first = unit[:1].lower()
    return n * next(v for k, v in SPAN_HOURS.items() if k[0] == first)
