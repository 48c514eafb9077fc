"""The words of a batch on a stated card count with no stated deadline (tools/owned_wall.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_PERIOD = {"day": ("day", "天"), "week": ("week", "周"), "month": ("month", "月"), "quarter": ("quarter", "季度"),
           "year": ("year", "年")}

def _lever(a: Mapping[str, Any], zh: bool) -> str:
    day = _PERIOD[a["period"]][1 if zh else 0]
    if zh:
        return (f"每{day} {a['items']:,} 条约 {a['hours']:,.1f} 小时，{a['period_hours']:,.0f} 小时内 ✅" if a["met"] else
                f"每{day}约 {a['hours']:,.0f} 小时 ❌，每{day}能做 ≈ {a['done']:,} 条；要 {a['needed']} × {a['gpu']}")
    return (f"≈ {a['hours']:,.1f} h a {day} for the {a['items']:,} items, within {a['period_hours']:,.0f} h ✅" if a["met"]
            else f"≈ {a['hours']:,.0f} h a {day} ❌, ≈ {a['done']:,} items a {day}; {a['needed']} × {a['gpu']} meet it")


def _period(a: Mapping[str, Any], zh: bool) -> str:
    day = _PERIOD[a["period"]][1 if zh else 0]
    if zh and a.get("met"):
        return (f"；每{day} {a['items']:,} 条在你这 {a['cards']} × {a['gpu']} 上约要 {a['hours']:,.1f} 小时，"
                f"在一{day} {a['period_hours']:,.0f} 小时之内 ✅")
    if zh:
        return (f"；每{day} {a['items']:,} 条就是你这 {a['cards']} × {a['gpu']} 上的一批：要 ≈ {a['hours']:,.0f} 小时，"
                f"一{day}只有 {a['period_hours']:,.0f} 小时 ❌——这些卡每{day}只能做完 ≈ {a['done']:,} 条，"
                f"差 {a['short']:,} 条；要 {a['needed']} × {a['gpu']} 才够（各分片独立，留出速度估算的余量）")
    if a.get("met"):
        return (f"; each {day}'s {a['items']:,} items take ≈ {a['hours']:,.1f} h of the {a['period_hours']:,.0f} h "
                f"in a {day} on your {a['cards']} × {a['gpu']} ✅")
    return (f"; each {day}'s {a['items']:,} items are a batch on your {a['cards']} × {a['gpu']}: ≈ {a['hours']:,.0f} h "
            f"of work against {a['period_hours']:,.0f} h in a {day} ❌ — the cards finish ≈ {a['done']:,} a {day}, "
            f"{a['short']:,} short; {a['needed']} × {a['gpu']} meet it (independent shards, with the speed estimate's "
            "margin)")


def _lever_line(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        what = ("改用 4-bit AWQ 权重（权重约为 16-bit 的三分之一，KV cache 能放下更大的批；先抽样核对质量）"
                if a["kind"] == "int4" else f"换同尺寸、不输出思考过程的 {a['model']}（只写结论）")
        return "可选方案——" + what + "：" + _lever(a, True)
    what = ("4-bit AWQ weights (about a third of the 16-bit bytes, so the KV cache holds a bigger batch; check the "
            "quality on a sample)" if a["kind"] == "int4"
            else f"{a['model']}, the same size without the chain of thought (the answer alone)")
    return "Lever — " + what + ": " + _lever(a, False)


ENTRIES: dict[str, E] = {
    "owned_wall.period": E(lambda a: _period(a, False), lambda a: _period(a, True)),
    "owned_wall.lever": E(lambda a: _lever_line(a, False), lambda a: _lever_line(a, True)),
    "owned_wall.line": E(
        lambda a: (f"; no deadline stated: a batch is planned to end within about {a['days']} days — on the "
                   f"{a['cards']} × {a['gpu']} it takes ≈ {a['took']}: "
                   + (f"within the {a['days']} days" if a["meets"] else
                      f"past the {a['days']} days; {a['needed']} × {a['gpu']} end it within them (independent shards, the same "
                      "GPU-hours)")
                   + "; say your deadline and the count changes"),
        lambda a: (f"；未说明期限：批量任务按约 {a['days']} 天内跑完来规划——在这 {a['cards']} × {a['gpu']} 上约需 {a['took']}，"
                   + ("在期限内" if a["meets"] else
                      f"超出期限：要 {a['needed']} × {a['gpu']} 才能在期限内跑完（各分片独立，GPU 小时不变）")
                   + "；告诉我你的期限即可调整卡数")),
    "owned_wall.elsewhere": E(
        "No deadline stated: the plans below are sized to finish within about {days} days (their card count, time and "
        "total); say your deadline and the count changes",
        "未说明期限：下面的方案按约 {days} 天内完成来配卡数（卡数、用时和总价都按此计算）；告诉我你的期限即可调整卡数"),
    "owned_wall.media": E(
        lambda a: (f" (no deadline stated: a batch is planned to end within about {a['days']} days; "
                   + ("yours do" if a["meets"] else f"past them: {a['needed']} × {a['gpu']} end it within them")
                   + "; say your deadline and the count changes)"),
        lambda a: (f"（未说明期限：批量任务按约 {a['days']} 天内跑完来规划；"
                   + ("你的卡在期限内" if a["meets"] else f"超出期限：要 {a['needed']} × {a['gpu']} 才能在期限内跑完")
                   + "；告诉我你的期限即可调整卡数）")),
}
