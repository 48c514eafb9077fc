"""The workload line's words for a load that peaks some weeks of a term or year (Workload.peak_weeks, read by
advisor/core/peak_weeks_read.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    return f"peak {a['weeks']:g} weeks a {'term' if a['period'] == 'term' else 'year'}"


def _zh(a: Mapping[str, Any]) -> str:
    return f"每{'学期' if a['period'] == 'term' else '年'}高峰 {a['weeks']:g} 周"


ENTRIES: dict[str, E] = {
    "peak_weeks_line.line": E(_en, _zh),
}
