"""The workload line's words for the hours a day a service is up and its days a week (Workload.usage_hours_per_day,
usage_days_per_week: "busiest 8pm-midnight", 每晚8點到12點, "9 to 6 weekdays"), so the read schedule shows on the line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    days = f", {a['days']:g} days a week" if a.get("days") else ""
    return f"{a['hours']:g} h a day{days}"


def _zh(a: Mapping[str, Any]) -> str:
    days = f"，每周 {a['days']:g} 天" if a.get("days") else ""
    return f"每天 {a['hours']:g} 小时{days}"


ENTRIES: dict[str, E] = {
    "usage_hours_line.line": E(_en, _zh),
}
