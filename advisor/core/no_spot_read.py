"""Spot ruled out in words, each of its names refused together: "no spot / preemptible", "no spot or preemptible VMs",
不要竞价或抢占式实例, 不要用競價或搶佔式實例. The negation reader blanks only the first name (or none, where the Chinese
list runs past its five characters), so the second name was read as a request for spot and the answer priced on spot
right after "no spot" (tools.no_spot keeps the rest of the answer free of spot once the billing is on-demand)."""

from __future__ import annotations

import re

_SPOT = r"(?:spot|pre-?emptible|interruptible|可中断|可中斷|抢占式|搶佔式|搶占式|竞价|競價)"
_JOIN = r"\s*(?:/|,|、|or|and|nor|或者?|和|及)\s*"
NO_SPOT = re.compile(r"(?i)(?:\b(?:no|not|never|without|avoid|don'?t\s+use|do\s+not\s+use)\s+|(?:不要|不用|别用|別用|不能用|"
                     r"不可以用|唔要|唔用|唔好用|不接受)\s*(?:用|使用)?\s*)" + _SPOT + r"(?:" + _JOIN + _SPOT + r")*")


def refuses_spot(t: str) -> bool:
    """Whether the text rules spot out by name (NO_SPOT), every spot name joined to the first one included."""
    return NO_SPOT.search(t or "") is not None
