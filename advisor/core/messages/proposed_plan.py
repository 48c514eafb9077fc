"""Wording for tools/proposed_plan.py: a plan the user proposes or was quoted, priced from the catalog."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.units import duration_text
from tools.wording import money_text

_SPAN_EN = {"week": ("a week", "weeks"), "day": ("a day", "days"), "month": ("a month", "months"),
            "always": ("a month, 24/7", "months, 24/7"), "hour": ("an hour", "hours")}
_SPAN_ZH = {"week": "周", "day": "天", "month": "个月", "always": "个月（24/7）", "hour": "小时"}


def _span_en(a: Mapping[str, Any]) -> str:
    one, many = _SPAN_EN[a["unit"]]
    return one if a["n_said"] == 1 else f"{a['n_said']:g} {many}"


def _row_en(a: Mapping[str, Any], m: str) -> str:
    if a.get("named"):
        return f"{a['provider']} `{a['instance']}` at {m}/h, the machine named, in its cheapest region"
    if a.get("same"):
        return f"{a['provider']} `{a['instance']}` at {m}/h, the pick's own machine where it is ranked"
    return (f"{a['provider']} `{a['instance']}` at {m}/h, the catalog's cheapest {a['n']}-card row of it" if a["exact"]
            else f"no {a['n']}-card row in the catalog: {a['n']} × its cheapest GPU-hour ({a['provider']} "
                 f"`{a['instance']}`), {m}/h")


def _row_zh(a: Mapping[str, Any], m: str) -> str:
    if a.get("named"):
        return f"{a['provider']} `{a['instance']}` 每小时 {m}，即所提的机型（最便宜的地区）"
    if a.get("same"):
        return f"{a['provider']} `{a['instance']}` 每小时 {m}，即推荐方案在所排名地区用的同一机型"
    return (f"{a['provider']} `{a['instance']}` 每小时 {m}，目录里该卡 {a['n']} 卡机型最便宜的一行" if a["exact"]
            else f"目录里没有 {a['n']} 卡的机型：按该卡最便宜的单卡小时价 × {a['n']}（{a['provider']} "
                 f"`{a['instance']}`），每小时 {m}")


def _cost_en(a: Mapping[str, Any]) -> str:
    cur = a["currency"]
    head = (f"The proposed plan priced: {a['n']} × {a['gpu']} for {_span_en(a)} = {a['gpu_hours']:,.0f} GPU-hours ≈ "
            f"{money_text(a['total'], cur, 0)} ({_row_en(a, money_text(a['hourly'], cur))})")
    if a.get("times") is None:
        return head
    if a["times"] >= 1.5:
        same = "work" if a["work"] == "job" else "hours"
        return (head + f" — ≈ {a['times']:,.0f}× the {money_text(a['work_cost'], cur)} the pick costs for the same "
                f"{same}: ≈ {a['times']:,.0f}× what the work needs")
    return head + f" — about the {money_text(a['work_cost'], cur)} the pick costs for the same work"


def _cost_zh(a: Mapping[str, Any]) -> str:
    cur = a["currency"]
    span = f"{a['n_said']:g} {_SPAN_ZH[a['unit']]}" if a["unit"] != "always" else "24/7 一个月"
    head = (f"按提议的方案算：{a['n']} × {a['gpu']} 用 {span} = {a['gpu_hours']:,.0f} GPU 小时 ≈ "
            f"{money_text(a['total'], cur, 0)}（{_row_zh(a, money_text(a['hourly'], cur))}）")
    if a.get("times") is None:
        return head
    if a["times"] >= 1.5:
        same = "完成同样工作" if a["work"] == "job" else "同样时长"
        return (head + f"——约为推荐方案{same}所需 {money_text(a['work_cost'], cur)} 的 {a['times']:,.0f} 倍："
                f"约为这项工作实际需要的 {a['times']:,.0f} 倍")
    return head + f"——与推荐方案完成同样工作所需的 {money_text(a['work_cost'], cur)} 相当"


def _nightly_en(a: Mapping[str, Any]) -> str:
    cur = a["currency"]
    return (f"Cost of the pick: one {a['gpu']} ({a['provider']} `{a['instance']}`, {money_text(a['hourly'], cur)}/h) "
            f"for ≈ {duration_text(a['hours'])} a night ≈ {money_text(a['night'], cur)} a night ≈ "
            f"{money_text(a['month'], cur, 0)} a month (at the hourly price, pro rata; a pilot's measured hours replace "
            "the estimate)")


def _nightly_zh(a: Mapping[str, Any]) -> str:
    cur = a["currency"]
    return (f"推荐方案的费用：一张 {a['gpu']}（{a['provider']} `{a['instance']}`，每小时 {money_text(a['hourly'], cur)}）"
            f"每晚约 {duration_text(a['hours'], 'zh')} ≈ 每晚 {money_text(a['night'], cur)} ≈ 每月 "
            f"{money_text(a['month'], cur, 0)}（按小时单价折算；试跑实测的时长替换这个估算）")


ENTRIES: dict[str, E] = {
    "proposed_plan.cost": E(_cost_en, _cost_zh),
    "proposed_plan.nightly": E(_nightly_en, _nightly_zh),
}
