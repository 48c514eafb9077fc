"""The daily window a batch job is said to run in ("every night 8 pm to 8 am", "submitted at 10 pm, done by 6 am",
晚上10点提交早上6点要, 晚上9點到朝早7點): (hours, start, end) on a 24-hour clock, or None when no window is said.

Words only: the clock readers are advisor.core.extract_rules.clock_window and night_hours; the hours between two
clocks come from tools.deadlines.window_hours. A submit time is read as the start ("submitted at 10 pm", 晚上10点提交)
and a morning clock followed by 要 / 出 / 交 as the end (早上6点要 = by 06:00).
"""

from __future__ import annotations

import re

# a submit time is when the run starts: "submitted at 10 pm", "submit by 9pm", 晚上10点提交
_SUBMIT_EN = re.compile(r"(?i)\b(?:submit(?:s|ted)?|queued|handed\s+in|sent\s+in)\s+(?:at|by|around)\s+")
_SUBMIT_ZH = re.compile(r"([点點](?:半|\d{1,2}分)?)\s*(?:提交|交上来|交上來|发过来|發過來|下发|下發)")
# a morning clock the results are wanted by: 早上8点要, 朝早7點出, 上午9点交
_WANTED_ZH = re.compile(r"((?:早上|朝早|早晨|上午|凌晨|清晨)\s*\d{1,2}\s*[点點](?:半)?)\s*(?=要|出|交|拿|完成|跑完|做完|给|給)")


def _as_start_end(t: str) -> str:
    t = _SUBMIT_EN.sub("start at ", t)
    t = _SUBMIT_ZH.sub(r"\1开始，", t)
    return _WANTED_ZH.sub(r"\1前", t)


def daily_window(text: str) -> tuple[float, float, float] | None:
    """(hours, start, end) of the window a daily job must run in, when the message says one: two clocks, or a night
    word with a start or an end clock. None otherwise (no clock said: no window is assumed here)."""
    from advisor.core.extract_rules import END_CLOCKS, NIGHT_WORDS, clock_window, night_hours, night_start

    t = _as_start_end(text or "")
    got = clock_window(t)
    if got is not None:
        return got[0], got[2][0], got[2][1]
    if NIGHT_WORDS.search(t) and (night_start(t) is not None or any(rx.search(t) for rx in END_CLOCKS)):
        return night_hours(t)
    return None
