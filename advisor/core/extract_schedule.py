"""A service's schedule said in words: a clock range ("9 to 6", "8am-8pm", 早上9点到晚上6点, 朝九晚六), office hours or
nights with no clock, and the days a week (weekdays, 工作日, 週一至週五, "6 days a week").

The reader only finds the words; the hours a day and the month they make are tools.schedule's (clock_span,
office_hours_a_day, night_hours_a_day, month_hours). A clock range is one only with a clock mark (am/pm, ":30", 点,
朝/晚) or a schedule word in its sentence ("9 to 6 weekdays", "office hours, 8 to 8"); "10-20 users" is a range of
users (advisor/core/extract_figures reads it at its top and leaves a clock range to this reader).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from tools import schedule

_EN_CLOCK = r"(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?"
_EN_JOIN = r"\s*(?:-|–|—|~|\bto\b|\buntil\b|\btill\b|\bthrough\b)\s*"
# what a count after a range is of: then it is an amount ("10-20 users"), never a clock
_NOT_A_CLOCK_AFTER = (r"(?!\s*(?:%|\d|[.,]\d|(?:[kmbx]|users?|people|persons?|gpus?|cards?|tokens?|[gmt]b|requests?|queries"
                      r"|images?|docs?|documents?|seconds?|s|ms|mins?|minutes?|hours?|hrs?|h|days?|weeks?|months?"
                      r"|years?|concurrent|employees|staff|seats|sessions|billion|million|thousand)\b))")
NOT_A_CLOCK_AFTER = _NOT_A_CLOCK_AFTER  # the readers' screens use it too (extract_rules: a signed clock range)
EN_CLOCK_RANGE = re.compile(r"(?i)(?<![\d.$€£¥:/\-])(?:from\s+)?" + _EN_CLOCK + _EN_JOIN + _EN_CLOCK + r"(?![\d:])"
                            + _NOT_A_CLOCK_AFTER)
# a schedule word in the sentence makes a bare "9 to 6" a clock range
_SCHEDULE_CONTEXT = re.compile(r"(?i)\bweek\s*days?\b|\bwork\s*(?:days?|hours|week)\b|\bbusiness\s+(?:hours|days)\b"
                               r"|\boffice\b|\bworking\b|\bdaily\b|\bevery\s+day\b|\beach\s+day\b|\bmon(?:day)?\b"
                               r"|\bfri(?:day)?\b|\bo'?clock\b|\bshifts?\b|\bopen\b|\bschedule\b|\bruns?\b|\brunning\b|\bonly\b"
                               r"|\bonline\b|\bavailable\b|\blive\b"
                               # when the load comes ("mostly 9-6", "usually 8-5"): a window of the day
                               r"|\bmostly\b|\busually\b|\bmainly\b")
_ZH_N = r"(\d{1,2}|十[一二]?|[一二两兩三四五六七八九十])"
_ZH_PART = r"(早上|早晨|上午|中午|下午|晚上|夜里|夜裡|夜晚|夜间|夜間|凌晨|朝早|夜晚|早|晚|夜)?"
_ZH_MARK = r"\s*(?:点|點|时|時)(半)?(?:钟|鐘)?"
ZH_CLOCK_RANGE = re.compile(_ZH_PART + r"\s*" + _ZH_N + _ZH_MARK + r"\s*(?:到|至|-|–|~|～)\s*" + _ZH_PART + r"\s*" + _ZH_N
                            + _ZH_MARK
                            # "9-18点", "9到18點": one mark after the range
                            + r"|(?<![\d.])(\d{1,2})\s*(?:到|至|-|–|~|～)\s*(\d{1,2})\s*(?:点|點|时|時)(?!\s*(?:前|之前|以前))"
                            # 朝九晚六, 朝九晚五: the morning's hour and the evening's
                            + r"|(?:朝|早)\s*" + _ZH_N + r"\s*晚\s*" + _ZH_N)  # 早九晚六: the same
_ZH_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
              "十一": 11, "十二": 12}
_ZH_PM = ("中午", "下午", "晚上", "夜里", "夜裡", "夜晚", "夜间", "夜間", "晚", "夜")

WEEKDAYS = re.compile(r"(?i)\bweek\s*days?\b|\bwork\s*days?\b|\bbusiness\s+days\b|\bworking\s+days\b"
                      r"|\bmon(?:day)?s?\s*(?:-|–|to|through|thru|till|until)\s*fri(?:day)?s?\b|工作日|返工日|平日(?![里裡])"
                      r"|(?:周|週|星期|礼拜|禮拜)\s*[一1]\s*(?:到|至|-|~|～)\s*(?:周|週|星期|礼拜|禮拜)?\s*[五5]")
_DAYS_DIGITS = {**_ZH_DIGITS, "日": 7, "天": 7}
DAYS_A_WEEK = re.compile(r"(?i)\b([1-7])\s*days?\s*(?:a|per|/|each|every)\s*week\b"
                         r"|(?:每周|每週|一周|一週|每星期|一星期|每个星期|每個星期|每礼拜|每禮拜)\s*(?:开|開|用|跑|运行|運行)?\s*"
                         r"([1-7]|[一二两兩三四五六七])\s*(?:天|日)")
OFFICE = re.compile(r"(?i)\b(?:business|office|working|work)[\s-]+hours\b|工作时间|工作時間|上班时间|上班時間"
                    r"|办公时间|辦公時間|返工時間|返工时间|朝九晚|早九晚")
NIGHTS = re.compile(r"(?i)\bnights?\s+only\b|\bonly\s+(?:at|during\s+the|over)?\s*nights?\b|\bovernight\s+only\b"
                    r"|\bonly\s+overnight\b|只在晚上|只有晚上|只在夜间|只在夜間|晚上才|夜间才|夜間才|只喺夜晚|淨係夜晚"
                    # used in the evenings: "evenings only", "only in the evening", "every evening", "at night" (a
                    # service switched OFF at night is OFF_AT_NIGHT's, read first), 每天晚上 / 每晚 / 晚上用 / 夜晚先用
                    r"|\bevenings?\s+only\b|\bonly\s+(?:in\s+the\s+|during\s+the\s+|on\s+)?evenings?\b"
                    r"|\b(?:every|each)\s+(?:evening|night)\b|\b(?:in\s+the\s+evenings|at\s+night)\b"
                    r"|(?:每天|每日|天天)\s*(?:晚上|夜里|夜裡|夜晚)|每晚|晚上\s*(?:再|先)?\s*(?:用|玩|跑|开|開|上线|上線)"
                    r"|夜晚\s*(?:先|至)?\s*(?:用|玩|跑|開)")
# switched off at night ("turn it off at night", "shut it down overnight", 晚上关机, 夜晚熄機): up the rest of the day
OFF_AT_NIGHT = re.compile(r"(?i)\b(?:turn|switch|shut|power|spin|stop)(?:s|ting|ped|ed)?\s+(?:it|them|this|that|the\s+[\w-]+"
                          r"|everything)?\s*(?:off|down)?\s+(?:at\s+night|overnight|every\s+night|at\s+nights|nightly)\b"
                          r"|\b(?:off|down)\s+(?:at\s+night|overnight)\b|\bnot\s+(?:needed|used|running|on)\s+(?:at\s+night"
                          r"|overnight)\b"
                          r"|(?:晚上|夜里|夜裡|夜间|夜間|下班后|下班後)\s*(?:就|可以|能)?\s*(?:关|關)(?:机|機|掉|了|停)?"
                          r"|(?:晚上|夜里|夜裡|夜间|夜間)\s*不\s*(?:用|开|開|跑)|夜晚\s*(?:熄|閂|关|關)(?:機|机|咗)?|夜晚\s*唔\s*(?:用|開)")

# used in the daytime with no clock said ("agents chatting during the day", "daytime only", 白天用, 日間使用, 日頭先用):
# down at night, the day outside tools.schedule's night; never "day and night", 白天黑夜, 日夜, nor a batch finished
# by day ("跑完" / "之内": a deadline, not a schedule)
DAYTIME = re.compile(r"(?i)\bduring\s+the\s+day(?:time)?\b(?!\s+and\s+night)|\bin\s+the\s+daytime\b|\bdaytime\s+only\b"
                     r"|\bonly\s+(?:in\s+the\s+|during\s+the\s+)?day(?:time)?\b(?!\s*(?:\d|one|1\b))|\bdaytime\s+(?:use|hours|traffic)\b"
                     r"|白天(?!\s*(?:黑夜|晚上|和晚上|跟晚上|夜晚|之内|之內|以内|以內|内|內|前|跑完|做完|完成))"
                     r"|(?<![一每今昨明前后後整半两兩几幾])日间|(?<![一每今昨明前后後整半两兩几幾])日間|日頭")


@dataclass(frozen=True)
class Said:
    """Hours a day read from the words, what was quoted, and where."""

    hours: float
    said: str
    span: tuple[int, int]
    office: bool = False  # office words: weekdays unless other days are said
    day: bool = False  # switched off at night: up the hours outside tools.schedule's night


def _en_hour(n: str, mins: str | None, ampm: str | None) -> float | None:
    h = int(n)
    if h > 24 or (ampm and not 1 <= h <= 12):
        return None
    return schedule.clock_time(h, int(mins or 0), ampm.lower().startswith("p") if ampm else None)


def _zh_hour(part: str | None, n: str, half: str | None) -> float | None:
    h = int(n) if n.isdigit() else _ZH_DIGITS.get(n)
    if h is None or h > 24:
        return None
    return schedule.clock_time(h, 30 if half else 0, True if part in _ZH_PM and h < 12 else None)


def _clock_ranges(t: str) -> Iterator[tuple[float | None, float | None, re.Match[str], bool]]:
    """(start hour, end hour, the match, office words) of each clock range said as a schedule (module docstring)."""
    for m in ZH_CLOCK_RANGE.finditer(t):
        if m.group(9):  # 朝九晚六: the evening's hour is after noon
            yield _zh_hour(None, m.group(9), None), _zh_hour("晚", m.group(10), None), m, True
        elif m.group(7):
            yield _zh_hour(None, m.group(7), None), _zh_hour(None, m.group(8), None), m, False
        else:
            yield _zh_hour(m.group(1), m.group(2), m.group(3)), _zh_hour(m.group(4), m.group(5), m.group(6)), m, False
    for m in EN_CLOCK_RANGE.finditer(t):
        marked = bool(m.group(2) or m.group(3) or m.group(5) or m.group(6))
        if marked or _SCHEDULE_CONTEXT.search(_sentence(t, m)) or _office_shape(m.group(1), m.group(4)):
            start = _en_hour(m.group(1), m.group(2), m.group(3) or _shared_mark(m.group(1), m.group(4), m.group(6)))
            yield start, _en_hour(m.group(4), m.group(5), m.group(6)), m, False


def _office_shape(start: str, end: str) -> bool:
    """A bare range from a morning hour down to an evening one ("9-6", "8-5", "10-7"): a working day's clock, never a
    range of amounts (which is said low to high; "mostly 9-6 US time" was read as 9, the range's "top")."""
    return 7 <= int(start) <= 11 and 3 <= int(end) <= 7


def _shared_mark(start: str, end: str, mark: str | None) -> str | None:
    """The end's am/pm for a start said bare before a later hour of the same half-day: "6-11pm" is 18:00–23:00, never
    06:00–23:00; "9-5pm" (9 after 5) and "10-12pm" (noon) keep a bare start."""
    return mark if mark and int(start) < int(end) < 12 else None


# a clock range said as the hours the service is OFF: the words after it (夜晚11點到朝早8點唔使開 / 唔開, 晚上11点到早上8点
#不用开 / 关机, "11pm to 8am it can be off", "shut down") or before it ("off from 11pm to 8am", 除了晚上11点到早上8点, 关机时间：)
# make the hours up the complement (tools.schedule.off_window_up: 24 − 9 = 15 h), never the window's 9 h
_OFF_AFTER = re.compile(r"(?i)^\s*[,，]?\s*(?:都|就|可以|可|係|系|是|時間|时间|嘅時間|的时间)?\s*(?:可以|可|就|都)?\s*"
                        r"(?:(?:唔使|唔洗|唔駛|唔需要|唔要|唔|不用|不需要|不必|无需|無需|毋須|不|没人用|沒人用|冇人用)\s*"
                        r"(?:开机|開機|开|開|用|跑|运行|運行|在线|在線)"
                        r"|(?:关|關|熄|閂|停)(?:机|機|掉|咗|了|服务|服務)?"
                        r"|(?:it|they|the\s+\w+)?\s*(?:can\s+be\s+|could\s+be\s+|is\s+|are\s+|will\s+be\s+)?"
                        r"(?:off\b|down\b|shut\s+(?:it\s+)?down\b|switched\s+off\b|turned\s+off\b|not\s+needed\b"
                        r"|not\s+(?:running|used|on)\b|idle\b)(?!\s*(?:otherwise|the\s+rest|at\s+night|overnight|outside|after"
                        r"|before|其余|其餘|其他)))")
_OFF_BEFORE = re.compile(r"(?i)(?:\b(?:off|down|shut\s+(?:it\s+)?down|switch(?:ed)?\s+(?:it\s+)?off|turn(?:ed)?\s+(?:it\s+)?"
                         r"off|except|not\s+(?:running|needed))\s*(?:from|between|during)?"
                         r"|除了|除咗|关机时间|關機時間|停机时间|停機時間|关掉|關掉|熄機|閂機)\s*[:：]?\s*$")


def clock_hours(t: str) -> Said | None:
    """Hours a day of the first clock range said as a schedule (module docstring), else None; a range said as the
    hours OFF (_OFF_AFTER / _OFF_BEFORE) gives its complement (tools.schedule.off_window_up), the off words quoted."""
    for a, b, m, office in _clock_ranges(t):
        if a is not None and b is not None and a != b:
            after = _OFF_AFTER.match(t[m.end():m.end() + 24])
            before = _OFF_BEFORE.search(t[max(0, m.start() - 24):m.start()])
            if after or before:
                start = m.start() - (len(before.group(0)) if before else 0)
                end = m.end() + (after.end() if after else 0)
                return Said(schedule.off_window_up(a, b), t[start:end].strip(), (start, end))
            return Said(schedule.clock_span(a, b), m.group(0).strip(), m.span(), office=office)
    return None


def same_hour_range(t: str) -> tuple[str, tuple[int, int]] | None:
    """A clock range said as a schedule that starts and ends at the same hour ("9-9 weekdays", "6-6 every day", 9点到9点):
    12 hours (9am–9pm) or 24 (around the clock), which the words do not say; (what was said, where), else None.
    it was read as a range of counts at its top, 9, and the month priced at 730 h without a word."""
    for a, b, m, _ in _clock_ranges(t):
        if a is not None and a == b:
            return m.group(0).strip(), m.span()
    return None


def _sentence(t: str, m: re.Match[str]) -> str:
    start = max((x.end() for x in re.finditer(r"[.!?。！？\n]", t[:m.start()])), default=0)
    end = re.search(r"[.!?。！？\n]", t[m.end():])
    return t[start:m.end() + (end.start() if end else len(t))]


def hour_no_day_has(t: str, start: int, end: int) -> bool:
    """Is t[start:end] a clock range said as a schedule (_clock_ranges' rule: a mark, a schedule word, or a working
    day's shape) with an end no day has ("mostly 9-25", "9-30 weekdays")? Then it is said not read, never a range of
    amounts read as its top (25) nor a window."""
    for m in EN_CLOCK_RANGE.finditer(t):
        if m.start() > start or m.end() < end - 1:
            continue
        marked = bool(m.group(2) or m.group(3) or m.group(5) or m.group(6))
        if (marked or _SCHEDULE_CONTEXT.search(_sentence(t, m))) and int(m.group(1)) <= 24 < int(m.group(4)):
            return True
    return False


def is_clock_range(t: str, start: int, end: int) -> bool:
    """Is t[start:end] inside a clock range said as a schedule? (so no reader takes "9 to 6" as an amount's range; "9-9
    weekdays" is one too, left to read_usage_hours' note)"""
    s, same = clock_hours(t), same_hour_range(t)
    span = s.span if s is not None else same[1] if same is not None else None
    return span is not None and span[0] <= start and end <= span[1] + 1


def days_a_week(t: str) -> float | None:
    """Days a week said: weekdays (工作日, 周一到周五, Mon-Fri) are 5, "6 days a week" / 每周6天 their count; else None."""
    m = DAYS_A_WEEK.search(t)
    if m:
        n = m.group(1) or m.group(2)
        return float(n) if n.isdigit() else float(_DAYS_DIGITS[n])
    return float(schedule.WEEKDAYS) if WEEKDAYS.search(t) else None


def office_or_night(t: str) -> Said | None:
    """Office hours (9:00–18:00), off at night (06:00–23:00) or nights (23:00–06:00) with no clock said
    (tools.schedule)."""
    m = OFFICE.search(t)
    if m:
        return Said(schedule.office_hours_a_day(), m.group(0).strip(), m.span(), office=True)
    m = OFF_AT_NIGHT.search(t)
    if m:
        return Said(schedule.day_hours_a_day(), m.group(0).strip(), m.span(), day=True)
    m = NIGHTS.search(t)
    if m:
        return Said(schedule.night_hours_a_day(), m.group(0).strip(), m.span())
    m = DAYTIME.search(t)
    if m and not re.search(r"(?i)\bday\s+and\s+night\b|\bround\s+the\s+clock\b|24\s*/\s*7|日夜|白天黑夜|全天", t):
        return Said(schedule.day_hours_a_day(), m.group(0).strip(), m.span(), day=True)
    return None
