"""The words of a service that peaks only some weeks (advisor.core.peak_season_lines, tools.peak_season)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    load = f"{a['load']:,} online" if a["online"] else f"{a['load']:,} at once"
    period = (f"term ({a['period_weeks']:g} weeks assumed, a semester of teaching and exams: say yours)" if a["term"]
              else f"year ({a['period_weeks']:g} weeks)")
    span = f"{a['days']:.0f} peak days" if a["in_days"] else f"{a['weeks']:g} peak week{'' if a['weeks'] == 1 else 's'}"
    head = "Peak days" if a["in_days"] else "Peak weeks"
    return (f"{head} and the rest priced apart: the {span} ({load}) on {a['peak_plan']} at "
            f"{a['peak_hourly']}/h × {a['peak_hours']:,.0f} h ≈ {a['peak_cost']}; the other {a['rest_weeks']:.3g} weeks on "
            f"the plan above, {a['base_plan']} at {a['base_hourly']}/h × {a['rest_hours']:,.0f} h ≈ {a['rest_cost']}; the "
            f"{period} ≈ {a['total']} in all (≈ {a['per_month']} a month on average), against ≈ {a['always']} with the "
            "peak fleet kept all along. Rent the peak fleet a few days before the peak and load-test it; on-demand "
            "capacity for big cards is not guaranteed on the day, so reserve it if the cloud offers that")


def _zh(a: Mapping[str, Any]) -> str:
    load = f"在线 {a['load']:,} 人" if a["online"] else f"同时 {a['load']:,} 路"
    period = (f"一学期（按 {a['period_weeks']:g} 周估算：教学加考试；请按实际修改）" if a["term"]
              else f"一年（{a['period_weeks']:g} 周）")
    span = f"{a['days']:.0f} 天高峰" if a["in_days"] else f"{a['weeks']:g} 周高峰"
    return (f"高峰期和平时分开计价：{span}（{load}）用 {a['peak_plan']}，每小时 {a['peak_hourly']} × "
            f"{a['peak_hours']:,.0f} 小时 ≈ {a['peak_cost']}；其余 {a['rest_weeks']:.3g} 周用上面的方案 {a['base_plan']}，"
            f"每小时 {a['base_hourly']} × {a['rest_hours']:,.0f} 小时 ≈ {a['rest_cost']}；{period}合计 ≈ {a['total']}"
            f"（平均每月 ≈ {a['per_month']}），而整段都开高峰机器约 {a['always']}。高峰前几天先开好机器并压测；"
            "按量的大卡不保证当天有货，云厂商能预留的话请预留")


def _unpriced_en(a: Mapping[str, Any]) -> str:
    span = f"{a['days']:.0f} peak days" if a["in_days"] else f"{a['weeks']:g} peak week{'' if a['weeks'] == 1 else 's'}"
    load = f"{a['load']:,} online" if a["online"] else f"{a['load']:,} at once"
    return (f"The {span} ({load}) sized apart from the everyday plan above: {a['n']} × {a['gpu']} ({a['family']}, no "
            f"public hourly price in my catalog) for {a['hours']:,.0f} h = {a['gpu_hours']:,.0f} GPU-hours × your quoted "
            "price per GPU-hour. Rent them for those days only and load-test a few days before; reserve the capacity "
            "where the cloud offers that")


def _unpriced_zh(a: Mapping[str, Any]) -> str:
    span = f"{a['days']:.0f} 天高峰" if a["in_days"] else f"{a['weeks']:g} 周高峰"
    load = f"在线 {a['load']:,} 人" if a["online"] else f"同时 {a['load']:,} 路"
    return (f"{span}（{load}）与上面的平时方案分开估算：{a['n']} × {a['gpu']}（{a['family']}，目录里没有公开的按小时价格），"
            f"{a['hours']:,.0f} 小时 = {a['gpu_hours']:,.0f} GPU 小时 × 你拿到的每 GPU 小时报价。只在这几天租用，"
            "高峰前几天先开好并压测；云厂商能预留的话请预留")


ENTRIES = {"peak_season.line": E(_en, _zh), "peak_season.unpriced": E(_unpriced_en, _unpriced_zh)}
