"""Calls held at once through the day, transcribed after they end: the day's audio as a batch, never live streams.
By hand: 500 calls at once through a 9 h business day → 500 × 9 = 4,500 h of audio a day at most (the peak held all
day: an upper bound, said so); a day with no hours said is 24 h."""

from __future__ import annotations

from tools.constants import HOURS_PER_DAY


def recorded_audio_hours(calls_at_once: int, hours_a_day: float | None) -> float:
    """Hours of audio a day from `calls_at_once` held for `hours_a_day` (24 when none is said): 500 × 9 = 4,500 h;
    80 × 24 = 1,920 h. The calls at once are the peak, so this is the most the day records."""
    return calls_at_once * (hours_a_day if hours_a_day else HOURS_PER_DAY)
