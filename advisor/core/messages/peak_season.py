"""The words of a service that peaks only some weeks (advisor.core.peak_season_lines, tools.peak_season)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    load = f"{a['load']:,} online" if a["online"] else f"{a['load']:,} at once"
    period = (f"term ({a['period_weeks']:g} weeks assumed, a semester of teaching and exams: say yours)" if a["term"]
              else f"year ({a['period_weeks']:g} weeks)")
    return (f"Peak weeks and the rest priced apart: the {a['weeks']:g} peak weeks ({load}) on {a['peak_plan']} at "
            f"{a['peak_hourly']}/h × {a['peak_hours']:,.0f} h ≈ {a['peak_cost']}; the other {a['rest_weeks']:g} weeks on "
            f"the plan above, {a['base_plan']} at {a['base_hourly']}/h × {a['rest_hours']:,.0f} h ≈ {a['rest_cost']}; the "
            f"{period} ≈ {a['total']} in all (≈ {a['per_month']} a month on average), against ≈ {a['always']} with the "
            "peak fleet kept all along. Rent the peak fleet a few days before the peak and load-test it; on-demand "
            "capacity for big cards is not guaranteed on the day, so reserve it if the cloud offers that")


def _zh(a: Mapping[str, Any]) -> str:
    load = f"在线 {a['load']:,} 人" if a["online"] else f"同时 {a['load']:,} 路"
    period = (f"一学期（按 {a['period_weeks']:g} 周估算：教学加考试；请按实际修改）" if a["term"]
              else f"一年（{a['period_weeks']:g} 周）")
    return (f"高峰期和平时分开计价：{a['weeks']:g} 周高峰（{load}）用 {a['peak_plan']}，每小时 {a['peak_hourly']} × "
            f"{a['peak_hours']:,.0f} 小时 ≈ {a['peak_cost']}；其余 {a['rest_weeks']:g} 周用上面的方案 {a['base_plan']}，"
            f"每小时 {a['base_hourly']} × {a['rest_hours']:,.0f} 小时 ≈ {a['rest_cost']}；{period}合计 ≈ {a['total']}"
            f"（平均每月 ≈ {a['per_month']}），而整段都开高峰机器约 {a['always']}。高峰前几天先开好机器并压测；"
            "按量的大卡不保证当天有货，云厂商能预留的话请预留")


ENTRIES = {"peak_season.line": E(_en, _zh)}
