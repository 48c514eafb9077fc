"""The words of tools/deadlines.py's messages (advisor/core/messages/__init__.py says how a template reads its args):
a calendar deadline read as hours, with the clock and the rule it used."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

DAYS_EN = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
DAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
MONTHS_EN = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_END_EN, _END_ZH = "to the end of that working day, 18:00", "按当天下班 18:00 计"
RULE_EN = {"tonight": "to midnight", "end_of_week": _END_EN + "; a job finished over the weekend would run to Sunday midnight",
           "end_of_next_week": _END_EN, "end_of_month": _END_EN,
           "end_of_day": _END_EN, "tomorrow_end": _END_EN, "weekday_end": _END_EN,
           "tomorrow_noon": "at noon, 12:00", "clock": "at the hour said", "tomorrow_night": "to the midnight ending that night",
           "weekday_night": "to the midnight ending that night",
           "weekend_end": "finished over the weekend: to the midnight ending Sunday; 'by the weekend' would be Friday 18:00",
           "weekend_run": "the job run during the weekend, Saturday and Sunday; 'by the weekend' would be Friday 18:00"}
RULE_ZH = {"tonight": "到当天午夜", "end_of_week": _END_ZH + "；若是周末内跑完则到周日午夜",
           "end_of_next_week": _END_ZH, "end_of_month": _END_ZH,
           "end_of_day": _END_ZH, "tomorrow_end": _END_ZH, "weekday_end": _END_ZH,
           "tomorrow_noon": "按中午 12:00 计", "clock": "按所说的钟点", "tomorrow_night": "到当晚午夜",
           "weekday_night": "到当晚午夜",
           "weekend_end": "周末内跑完：到周日午夜为止；若是「周末前」则按周五 18:00",
           "weekend_run": "在周末（周六、周日）跑这个任务；若是「周末前」则按周五 18:00"}
STARTS_EN, STARTS_ZH = "a day's deadline is when its work starts, 09:00", "某天截止按当天 09:00 上班时计"


def _en(a: Mapping[str, Any]) -> str:
    def moment(p: str) -> str:
        return f"{DAYS_EN[a[p + '_weekday']]} {a[p + '_day']:02d} {MONTHS_EN[a[p + '_month']]} {a[p + '_time']}"

    start = ("from the weekend's start" if a.get("kind") == "weekend_run" else
             "from the start you said" if a.get("start_said") else
             "from now, today as you said it" if a.get("today_said") == "clock" else
             "from the day you named as today" if a.get("today_said") == "day_start" else
             "from today as you said it" if a.get("today_said") else "from now")
    now = f"{moment('now')}, as you said" if a.get("now_said") else moment('now')
    now += {"clock": ": no time said, the clock's time now",  # a time of day nobody said, said as assumed
            "day_start": ": no time said, the start of a working day"}.get(a.get("today_said") or "", "")
    return (f"'{a['said']}' read as {a['hours']:g} h: {start} ({now}) to {moment('when')} "
            f"({RULE_EN.get(a['kind'], STARTS_EN)}); say the hours if different")


def _zh(a: Mapping[str, Any]) -> str:
    def moment(p: str) -> str:
        return f"{a[p + '_month']}月{a[p + '_day']}日{DAYS_ZH[a[p + '_weekday']]} {a[p + '_time']}"

    start = ("从周末开始" if a.get("kind") == "weekend_run" else "从你说的开始时间" if a.get("start_said")
             else "从现在" if a.get("today_said") == "clock" else "从你说的今天" if a.get("today_said") else "从现在")
    now = f"你说的 {moment('now')}" if a.get("now_said") else moment('now')
    now += {"clock": "；即你说的今天，没说时间，按现在的钟点",
            "day_start": "；没说时间，按上班开始计"}.get(a.get("today_said") or "", "")
    return (f"“{a['said']}”按 {a['hours']:g} 小时估算：{start}（{now}）到{moment('when')}"
            f"（{RULE_ZH.get(a['kind'], STARTS_ZH)}）；如不同请直接说小时数")


ENTRIES: dict[str, E] = {
    "deadlines.calendar": E(_en, _zh),
}
