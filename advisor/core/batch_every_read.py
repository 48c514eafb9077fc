"""A recurring batch that runs every N of its periods, or once a period said as "once": "every 2 weeks we embed 2M new
documents", "biweekly", "every other week", "every 3 days", 每两周 / 每兩週 / 隔周 / 每隔3天 / 每3天, and "每周跑一次" /
"once a week". The period reader knows only a day, a week and a month, so "every two weeks" was priced as one run and
"biweekly" as weekly (4.35 runs a month instead of 2.17); "每周跑一次，用 bge-m3 …" (its period in a clause with no
figure) was a one-off. The month of such a batch is tools.cost.periods_a_month's: runs a month × one run."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list[tuple[int, int]]]

_ZH_COUNT = {"两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_EN_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "other": 2, "second": 2}
_EN_PERIOD = {"day": "day", "week": "week", "month": "month"}
_ZH_PERIOD = {"天": "day", "日": "day", "周": "week", "週": "week", "星期": "week", "礼拜": "week", "禮拜": "week",
              "月": "month"}
_ZH_UNIT = r"(天|日|周|週|星期|礼拜|禮拜|月)"

# "every 2 weeks", "every two weeks", "every other week", "every second day", "every 3 days"
EVERY_N_EN = re.compile(r"(?i)\b(?:once\s+)?every\s+(\d{1,2}|two|three|four|five|six|seven|ten|other|second)\s+"
                        r"(day|week|month)s?\b")
# "biweekly", "bi-weekly", "fortnightly", "every fortnight", "once a fortnight": every 2 weeks (never "bi-monthly",
# which is said for both twice a month and every two months)
FORTNIGHT_EN = re.compile(r"(?i)\bbi-?weekly\b|\bfortnightly\b|\b(?:every|each|once\s+a|a|per)\s+fortnight\b")
# 每两周, 每兩週, 每2周, 每3天, 每隔3天, 每两个月
EVERY_N_ZH = re.compile(r"每\s*(?:隔\s*)?(\d{1,2}|[两兩二三四五六七八九十])\s*(?:个|個)?\s*" + _ZH_UNIT)
# every other period (2): 每隔一周, 每隔一天, "隔周跑一次" — a bare 隔天 / 隔周 is also "the next day / week" (隔天要结果),
# so only with 每 before it or "一次 / 一批" after it
EVERY_OTHER_ZH = re.compile(r"每\s*隔\s*(?:一|1)?\s*(?:个|個)?\s*" + _ZH_UNIT + r"|(?<!每)隔\s*(?:一|1)?\s*(?:个|個)?\s*"
                            + _ZH_UNIT + r"\s*(?:跑|做|处理|處理|更新)?\s*(?:一|1)\s*(?:次|批|回|遍)")
# once a period said with "once": "每周跑一次", "每週一次", "每天跑一次", "once a week", "once per month"
ONCE_ZH = re.compile(r"每\s*(?:个|個)?\s*" + _ZH_UNIT + r"\s*(?:跑|做|处理|處理|更新|执行|執行|运行|運行)?\s*"
                     r"(?:一|1)\s*(?:次|回|遍)")
ONCE_EN = re.compile(r"(?i)\bonce\s+(?:a|per|each|every)\s+(day|week|month)\b")


def _count(said: str) -> int:
    """A count as said: digits, an English word or a Chinese numeral."""
    return int(said) if said.isdigit() else _EN_COUNT.get(said.lower()) or _ZH_COUNT.get(said, 0)


def every_said(t: str) -> tuple[str, int] | None:
    """(period, N) for a batch said to run every N periods (N ≥ 1), or None when no such cadence is said."""
    if FORTNIGHT_EN.search(t):
        return "week", 2
    m = EVERY_N_EN.search(t)
    if m:
        return _EN_PERIOD[m.group(2).lower()], _count(m.group(1))
    m = EVERY_N_ZH.search(t)
    if m:
        return _ZH_PERIOD[m.group(2)], _count(m.group(1))
    m = EVERY_OTHER_ZH.search(t)
    if m:
        return _ZH_PERIOD[m.group(1) or m.group(2)], 2
    m = ONCE_ZH.search(t) or ONCE_EN.search(t)
    if m:
        unit = m.group(1)
        return _ZH_PERIOD.get(unit) or _EN_PERIOD[unit.lower()], 1
    return None


def read_batch_every(t: str, ctx: Any) -> Read:
    """A recurring batch's cadence said as every N periods (every_said): its period and batch_every (N ≥ 2), so its
    runs a month are 1/N of the period's (tools.cost.periods_a_month) and each run has N periods to finish in. Only
    beside a batch's item count (batch_requests); a deadline as long as the run's window or longer is the job's own,
    so it is no cadence."""
    from tools.cost import run_window_hours

    if not ctx.fields.get("batch_requests"):
        return {}, []
    said = every_said(t)
    if said is None or said[1] < 1:
        return {}, []
    period, n = said
    deadline, before = ctx.fields.get("deadline_hours"), ctx.fields.get("batch_period")
    if (deadline and deadline >= run_window_hours(period, n)) or (before and before != period):
        return {}, []  # the job's own deadline, or another period read beside the count ("2M a day … once a week")
    return {"batch_period": period, "batch_every": n if n >= 2 else None}, []


def cadence_said(t: str) -> tuple[str, int | None] | None:
    """(period, N or None) for a cadence said in a follow-up with no count: "what if we run it every two weeks?",
    改成每兩週跑一次, "every week instead?" (extract_stated's period words, N = 1); None when none is said."""
    from advisor.core.extract_stated import _EVERY, BUDGET_PER

    t = BUDGET_PER.sub(" ", t)  # "$50 a week" is a budget's period, never the batch's
    said = every_said(t)
    if said is not None:
        return said[0], said[1] if said[1] >= 2 else None
    period = next((p for p, words in _EVERY.items() if re.search(r"(?i)(?:" + words + r")", t)), None)
    return (period, None) if period is not None else None


def cadence_followup(before: Any, merged: Any, text: str) -> Any:
    """A recurring batch's thread (its period read in an earlier turn) whose follow-up says a new cadence and no
    count of its own: the thread's batch at that cadence (`merged` with batch_period and batch_every replaced), so
    "every two weeks instead?" after a weekly batch is priced at 2.17 runs a month, not 4.35; `merged` otherwise."""
    if (not before.batch_period or merged.batch_requests != before.batch_requests or merged.dataset != before.dataset
            or merged.deadline_hours != before.deadline_hours):  # 一天内能跑完吗: a deadline, never a daily cadence
        return merged
    said = cadence_said(text or "")
    if said is None or (said[0], said[1]) == (before.batch_period, before.batch_every):
        return merged
    return merged.model_copy(update={"batch_period": said[0], "batch_every": said[1]})
