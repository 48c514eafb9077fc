"""A volume said per person, times the people who each do it: the batch or the day's requests in all.

"80位老师，每人每周批改约120篇" is 80 × 120 = 9,600 essays a week, never the 120 of one teacher; "each of our 25
analysts runs 30 reports a day" is 25 × 30 = 750 reports a day. Pure arithmetic on what was said (no sourced constant).
"""

from __future__ import annotations


def people_times_each(people: int, each: float) -> float:
    """The items in all: `people` × `each` (each one's items a period). 80 × 120 = 9,600."""
    return people * each
