"""Reads a busy period said beside a daily count ("busiest at lunch", "evenings heavy", 晚上最忙, 午餐時段最繁忙) and
the share of the day it carries when said (extract_stated.batch_peak_said); tools.busy_period turns it into the
peak-to-average factor an image or video service is sized on."""

from __future__ import annotations

import re

_TIME = r"(?:evenings?|mornings?|nights?|lunch(?:\s*time)?|lunchtime|afternoons?|weekends?|dinner(?:\s*time)?)"
BUSY_PERIOD = re.compile(
    r"(?i)\bbusiest\b|\bbusy\s+(?:period|hours?|time|window|season)s?\b|\bpeaks?\s+(?:at|in|around|during|between|hours?|"
    r"time|period)\b|\brush\s+hours?\b|\blunch\s+rush\b|\b" + _TIME + r"\s+(?:are\s+|is\s+|get\s+|gets\s+)?(?:very\s+)?"
    r"(?:heavy|heavier|busy|busier|the\s+busiest|peak)\b|\b(?:heavy|heavier|busy|busier)\s+(?:in\s+the\s+|at\s+|on\s+)?"
    + _TIME + r"\b|最忙|最繁忙|较忙|較忙|比较忙|比較忙|忙时|忙時|高峰|尖峰|繁忙时段|繁忙時段")


def busy_period_factor(text: str) -> float | None:
    """The busy period's peak-to-average factor (tools.busy_period.busy_factor over the share and window said, else
    the busiest-hour factor), or None where no busy period is said (busy_said)."""
    from advisor.core.extract_stated import batch_peak_said
    from tools.busy_period import busy_factor

    if not busy_said(text):
        return None
    said = batch_peak_said(text or "")
    share, hours = (said[0], said[1]) if said is not None else (None, None)
    return busy_factor(share, hours)


def busy_share_said(text: str) -> bool:
    """Were a share of the day and its window both said ("晚上7點到10點佔一半", "60% between 6 and 10 pm")? The
    factor is then not assumed."""
    from advisor.core.extract_stated import batch_peak_said

    said = batch_peak_said(text or "")
    return said is not None and bool(said[0]) and bool(said[1])


def busy_said(text: str) -> bool:
    """A busy period said: its words (BUSY_PERIOD) or a window with its share of the day."""
    return BUSY_PERIOD.search(text or "") is not None or busy_share_said(text)

# the evening said as when the work arrives ("晚上最忙", "evenings heavy", "busiest in the evening"), not a night's run
EVENING_BUSY = re.compile(
    r"(?i)(?:晚上|晚间|晚間|夜里|夜裡|夜间|夜間)\s*(?:最忙|最繁忙|比较忙|比較忙|较忙|較忙|是高峰|高峰|忙)|\bevenings?\s+(?:are\s+|is\s+|get\s+|gets\s+)?"
    r"(?:very\s+)?(?:heavy|heavier|busy|busier|the\s+busiest|peak|rush)\b|\b(?:busiest|heavy|heavier|busy|busier|peaks?)\s+"
    r"(?:in\s+the\s+|at\s+|on\s+|during\s+(?:the\s+)?)?evenings?\b|\bevening\s+(?:peak|rush)")
