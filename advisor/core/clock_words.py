"""Midnight and noon said as the end or start of a clock range: "busiest 8pm-midnight", "7pm to midnight", "from
midnight to 6am", "9am till noon" → the clock the schedule reader takes (12am, 12pm), so an English evening window is
read as hours a day as 每晚8點到12點 already is (advisor.core.extract_schedule; the hours are tools.schedule.clock_span's:
20:00–24:00 is 4 h). Reading only."""

from __future__ import annotations

import re

_CLOCK = r"\d{1,2}(?::[0-5]\d)?\s*(?:a\.?m\.?|p\.?m\.?)?"
_JOIN = r"\s*(?:-|–|—|~|\bto\b|\buntil\b|\btill\b|\bthrough\b)\s*"
_WORD_CLOCK = {"midnight": "12am", "noon": "12pm", "midday": "12pm"}
# a clock, a join, then midnight / noon ("8pm-midnight"), or midnight / noon, a join, then a clock ("midnight to 6am")
_END = re.compile(r"(?i)(?<![\d.:])(" + _CLOCK + _JOIN + r")(midnight|noon|midday)\b")
_START = re.compile(r"(?i)\b(?:from\s+)?(midnight|noon|midday)(" + _JOIN + _CLOCK + r")(?![\d:])")


def word_clocks(t: str) -> str:
    """`t` with midnight / noon at either end of a clock range written as 12am / 12pm (module docstring)."""
    t = _END.sub(lambda m: m.group(1) + _WORD_CLOCK[m.group(2).lower()], t)
    return _START.sub(lambda m: _WORD_CLOCK[m.group(1).lower()] + m.group(2), t)
