"""The words of a hosted API's volume kept in the period it was said in (advisor.core.api_period_read,
advisor.core.api_volume_read.volume_said)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_PERIOD_EN = {"day": "a day", "week": "a week", "month": "a month"}
_PERIOD_ZH = {"day": "每天", "week": "每周", "month": "每月"}


def _month_en(a: Mapping[str, Any]) -> str:
    said = f"API volume as said: {a['input']} input + {a['output']} output tokens {_PERIOD_EN.get(a['period'], '')}"
    if a["period"] == "month":
        return said
    how = (f"× {a['days']} business days" if a["workdays"] else f"× {a['days']} days (every day; say 'weekdays' "
           "if weekends carry none)") if a["days"] else "× 4.35 weeks"
    return f"{said} → {how} = {a['input_month']} input + {a['output_month']} output a month"


def _month_zh(a: Mapping[str, Any]) -> str:
    said = f"API 用量按你说的：{_PERIOD_ZH.get(a['period'], '')}输入 {a['input']} + 输出 {a['output']} token"
    if a["period"] == "month":
        return said
    how = (f"× {a['days']} 个工作日" if a["workdays"] else f"× {a['days']} 天（按每天都有流量；周末没有请说“工作日”）") \
        if a["days"] else "× 4.35 周"
    return f"{said} → {how} = 每月输入 {a['input_month']} + 输出 {a['output_month']}"


ENTRIES: dict[str, E] = {
    "api_period.volume_month": E(_month_en, _month_zh),
    "api_period.business_day": E(
        lambda a: (f"traffic in business hours: {a['count']} requests {_PERIOD_EN.get(a['period'], '')} over its business "
                   f"days (5 a week) = {a['daily']} a business day, its busiest hour sized from that day (≈ 10 h of "
                   "traffic), not the 24-hour, 7-day average"),
        lambda a: (f"流量在工作时间：{_PERIOD_ZH.get(a['period'], '')} {a['count']} 个请求按工作日（每周 5 天）计 = 每个工作日 "
                   f"{a['daily']} 个，高峰小时按这一天（约 10 小时的流量）算，而不是全天候 7 天的平均")),
}
