"""Reads a busy period said beside a daily count ("busiest at lunch", "evenings heavy", 晚上最忙, 午餐時段最繁忙) and
the share of the day it carries when said (extract_stated.batch_peak_said); tools.busy_period turns it into the
peak-to-average factor an image or video service is sized on."""

from __future__ import annotations

import re

from tools.schema import Msg

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


# a clock window said as the busiest time of a service used all day ("晚上8到11点人最多", 朝早9點最多人用, "busiest 7-9 pm"):
# its peak, never the only hours the service is up (a 3-hour month was priced from it)
PEAK_OF_WINDOW = re.compile(r"(?i)人最多|最多人|最多|最忙|最繁忙|高峰|尖峰|峰值|繁忙|\bpeaks?\b|\bbusiest\b|\brush\b"
                            r"|\bmost\s+(?:of\s+the\s+)?(?:traffic|users|people|requests|messages|load|use)\b")


def window_peak(text: str) -> tuple[float, float, float] | None:
    """(the peak-to-average factor, the share, the window's hours) of a share of the day said to arrive in a window
    of hours beside a daily count ("晚上7点到9点交的占60%", "60% of the requests come between 7 and 9 pm", 晚上8點到11點
    佔一半): the window's rate ÷ the day's average (tools.busy_period.busy_factor: 0.6 × 24 ÷ 2 = 7.2×), which replaces the
    assumed busiest hour (10 % of the day); None where no share and window are both said, or the share is assumed
    ("most traffic 8–12 pm")."""
    from advisor.core.extract_stated import batch_peak_said
    from tools.busy_period import busy_factor

    said = batch_peak_said(text or "")
    if said is None or not said[0] or not said[1] or said[2]:
        return None
    return busy_factor(said[0], said[1]), said[0], said[1]


def window_peak_note(text: str) -> Msg | None:
    """The note that says how a stated share in its window set the peak (window_peak), or None."""
    got = window_peak(text)
    if got is None:
        return None
    return Msg(code="traffic.window_peak", args={"factor": got[0], "share": got[1], "window_h": got[2]})


def without_arrival_window(text: str) -> str:
    """The text with a stated arrival window blanked, its evening word with it ("晚上7点到9点交的占60%", "60% between 7
    and 9 pm in the evening"), where a share of the day is said in it (window_peak) or it is said the busiest
    (PEAK_OF_WINDOW: "晚上7点到10点最忙"): the evening there is when the items arrive, never a night's batch run ("一晚的
    运行按 10 小时估算" was read from it); the text as is otherwise."""
    from advisor.core.extract_stated import _WINDOW_EN, _WINDOW_ZH

    shared = window_peak(text) is not None
    for rx in (_WINDOW_ZH, _WINDOW_EN):
        m = rx.search(text)
        if m is not None and (shared or PEAK_OF_WINDOW.search(re.split(r"[，,。;；!?！？\n]", text[m.end():m.end() + 20])[0])):
            before = re.search(r"(?i)(?:晚上|夜里|夜裡|夜晚|夜間|夜间|傍晚|\bin\s+the\s+evening|\bevenings?|\bat\s+night)\s*"
                               r"(?:from\s+|between\s+)?$", text[:m.start()])
            a = before.start() if before else m.start()
            after = re.match(r"(?i)\s*(?:in\s+the\s+evening|at\s+night)", text[m.end():])
            b = m.end() + (after.end() if after else 0)
            return text[:a] + " " * (b - a) + text[b:]
    return text


# a day's traffic said to come mostly in a working window ("~3000 PRs a day, mostly 9-6 US time", "mainly 9am-6pm",
# 主要在朝九晚六, 大多在9點到6點, "mostly during business hours"): the window's hours set the peak
# (tools.busy_period.working_window_factor), never the busiest hour's 10 % of a whole day, which is below the window's
# own average; the service is not switched off outside it ("mostly")
_MOSTLY_BEFORE = re.compile(r"(?i)(?:\b(?:mostly|mainly|largely|primarily|usually|concentrated)\b|主要|大多|大部分|多数|多數"
                            r"|集中)[^.;!?。；！？\n\d]{0,16}$")


# 上班時間為主, 朝九晚六为主: the mostly word after the window
_MOSTLY_AFTER = re.compile(r"\s*(?:的)?\s*(?:为主|為主|居多)")


# "used mostly 8-5 weekdays": when the machine is used (a schedule: the buy-or-rent busy share), not a day's traffic
_WEEKDAYS_AFTER = re.compile(r"(?i)\s*(?:on\s+)?(?:weekdays?|business\s+days?|working\s+days?)\b")


def traffic_window(text: str) -> tuple[float, str] | None:
    """(the window's hours, what was said) of a working window the traffic is said to come mostly in (a clock range or
    office words after a mostly word: _MOSTLY_BEFORE), else None."""
    from advisor.core.extract_schedule import clock_hours, office_or_night

    for said in (clock_hours(text or ""), office_or_night(text or "")):
        if said is not None and said.hours < 24 and not said.day and not _WEEKDAYS_AFTER.match(text, said.span[1]) \
                and (_MOSTLY_BEFORE.search(text[max(0, said.span[0] - 30):said.span[0]])
                     or _MOSTLY_AFTER.match(text, said.span[1])):
            return said.hours, said.said
    return None


def traffic_window_peak(text: str) -> tuple[float, Msg] | None:
    """The peak-to-average factor of a traffic_window and the note that says it, or None."""
    from tools.busy_period import working_window_factor

    got = traffic_window(text)
    if got is None:
        return None
    factor = working_window_factor(got[0])
    return factor, Msg(code="traffic.working_window", args={"said": got[1], "window_h": got[0], "factor": factor})
