"""The words of advisor/core/cpu_rent.py: the rented CPU servers under a CPU job (a batch's boxes, hours and total;
live streams' boxes and month), or that no CPU instance is priced where the user is. Figures from tools/cpu_rent.py,
formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _box(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"{a['provider']} {a['type']}（{a['region']}，{a['vcpu']} vCPU = {a['cores_box']:g} 个物理核，"
                f"{a['ram']:g} GiB，按需每小时 {a['price']}，每核时 {a['core_hour']}；来源：{a['box_source']}，"
                f"读取于 {a['as_of']}）")
    return (f"{a['provider']} {a['type']} ({a['region']}, {a['vcpu']} vCPUs = {a['cores_box']:g} physical cores, "
            f"{a['ram']:g} GiB, {a['price']} an hour on demand, {a['core_hour']} a core-hour; source: "
            f"{a['box_source']}, read {a['as_of']})")


def _batch(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        within = f"，{a['window']:,.0f} 小时期限内" if a["window"] else ""
        return (f"租 CPU 服务器：{a['boxes']} 台 {_box(a, True)}{within}跑约 {a['run_h']:,.0f} 小时"
                f"（{a['core_h']:,.0f} 核时 ÷ 每台 {a['cores_box']:g} 核），这批总价约 {a['cost']}；"
                "多开几台只缩短工期，总价不变；竞价（spot）实例更便宜")
    within = f" within the {a['window']:,.0f} h allowed" if a["window"] else ""
    return (f"Rent CPU servers: {a['boxes']} × {_box(a, False)}{within}, running ≈ {a['run_h']:,.0f} h "
            f"({a['core_h']:,.0f} core-hours ÷ {a['cores_box']:g} cores a box) — ≈ {a['cost']} for the whole job; "
            "more boxes only shorten the wall, the total stays; spot instances cost less")


def _live(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"CPU 规模：{a['streams']:,.0f} 路同时通话 × 每路 {a['rtf']:g} 个核（{a['name']} 实时率；{a['source']}）"
                f" = {a['cores']:,.0f} 个核在忙；实时音频按每核最多 {a['busy']:.0%} 负载规划（假设：防通话高峰和调度抖动）"
                f" → {a['boxes']} 台 {_box(a, True)}，全月常开约 {a['month']}/月"
                + (f"，只在工作时段开（每个工作日 {a['office_h']:g} 小时，假设）约 {a['office']}/月；" if a.get("office")
                   else "（只在工作时段开机可按比例降低）；") +
                "先在一台机器上实测每核能扛几路")
    return (f"CPU sizing: {a['streams']:,.0f} streams at once × {a['rtf']:g} of a core each ({a['name']}'s real-time "
            f"factor; {a['source']}) = {a['cores']:,.0f} cores busy; live audio planned at ≤ {a['busy']:.0%} of a core "
            f"(assumed: headroom for call spikes and scheduling jitter) → {a['boxes']} × {_box(a, False)}, "
            f"≈ {a['month']} a month held 24/7"
            + (f", ≈ {a['office']} a month run only in business hours ({a['office_h']:g} h a weekday, assumed); "
               if a.get("office") else " (less if scaled down out of business hours); ")
            + "time streams a core on one box first")


def _none(a: Mapping[str, Any], zh: bool) -> str:
    where = " / ".join([*a.get("providers", []), *a.get("regions", [])])
    cores = (f"（{a['streams']:,.0f} 路 × {a['rtf']:g} = {a['cores']:,.0f} 个核在忙）" if zh and a.get("cores")
             else f" ({a['streams']:,.0f} streams × {a['rtf']:g} = {a['cores']:,.0f} cores busy)" if a.get("cores")
             else "")
    if zh:
        how = "核数 × 每核时价格 × 全月小时" if a.get("cores") else "上面的核时 × 你那边每核时的价格"
        return (f"CPU 服务器价格：目录里没有 {where or '这里'} 的 CPU 实例报价{cores}，不编价格——"
                f"按{how}算，或用 `gpu-advisor catalog import` 导入报价")
    how = ("the cores × your core-hour price × the hours a month" if a.get("cores")
           else "the core-hours above × your core-hour price")
    return (f"CPU server price: no CPU instance is priced {('in ' + where) if where else 'here'} in the catalog{cores}; "
            f"no price is made up — take {how}, or import a quote with `gpu-advisor catalog import`")


ENTRIES = {"cpu.rent_batch": E(lambda a: _batch(a, False), lambda a: _batch(a, True)),
           "cpu.rent_live": E(lambda a: _live(a, False), lambda a: _live(a, True)),
           "cpu.rent_none": E(lambda a: _none(a, False), lambda a: _none(a, True))}
