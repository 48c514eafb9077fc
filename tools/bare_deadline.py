"""A batch job's length said with no "within" ("summaries for 2M papers … 5 days, spot fine", 300万条评论打标签，2周，
"classify 5M tickets, 48h", 翻譯100萬條句子，一個禮拜) → the hours the job may run.

Why: a duration standing alone as a clause of a message that states a batch (N requests, a token total) can only be
the time the job has; it was dropped, and the answer priced the fastest machine with no deadline. The rule: a day is
24 h, a week 168 h, a month 30 days (720 h, as the other deadline readers count it); the reader says the reading back
in a note so the user can correct it. A duration that is not the job's time (a "5-day conference", a "3-day peak",
每天8小时) is never handed here: the reader keeps to a duration that stands as a clause on its own.
"""

from __future__ import annotations

from tools.span_hours import SPAN_HOURS as UNIT_HOURS  # hour, day, week, month (30 days): one table


def bare_deadline_hours(count: float, unit: str) -> float | None:
    """Hours of `count` units ("hour", "day", "week", "month"); None for a unit not in UNIT_HOURS or a count ≤ 0.
    5 days → 120 h; 2 weeks → 336 h; 48 hours → 48 h; half a week → 84 h."""
    per = UNIT_HOURS.get(unit)
    if per is None or count <= 0:
        return None
    return count * per
