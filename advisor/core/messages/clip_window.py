"""The words of a daily job's stated window (advisor/core/clip_window_read.py, tools/clip_window.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import DAYS_PER_MONTH as _DAYS
from tools.constants import HOURS_PER_MONTH as _H


def _en(a: Mapping[str, Any]) -> str:
    when = f"{a['start']} → {a['end']} ({a['hours']:g} h a day)" if a.get("start") else f"{a['hours']:g} h a day"
    head = (f"Your window, {when}, is the wall: "
            f"⌈{a['gpuh']:,.1f} GPU-hours ÷ {a['hours']:g} h⌉ = {a['cards']} × {a['gpu']} to finish each day's work "
            "inside it")
    if a.get("released") is None:
        return head + " (no price for this card here: time it on a pilot and ask for a quote)"
    return (head + f"; machines released after each window (per-hour billing): {a['cards']} × {a['hours']:g} h × {_DAYS:.1f} "
            f"days ≈ {a['released']} a month; if they cannot be released (a monthly rental, or kept up): "
            f"{a['cards']} × {_H} h ≈ {a['kept']} a month")


def _zh(a: Mapping[str, Any]) -> str:
    when = f"{a['start']} → {a['end']}（每天 {a['hours']:g} 小时）" if a.get("start") else f"每天 {a['hours']:g} 小时"
    head = (f"你给的时间窗 {when}就是上限："
            f"⌈{a['gpuh']:,.1f} GPU 小时 ÷ {a['hours']:g} 小时⌉ = {a['cards']} 张 {a['gpu']}，才能在窗口内跑完当天的量")
    if a.get("released") is None:
        return head + "（这里没有这张卡的价格：先试跑计时，再询价）"
    return (head + f"；每个窗口结束后释放机器（按小时计费）：{a['cards']} × {a['hours']:g} 小时 × {_DAYS:.1f} 天 ≈ 每月 "
            f"{a['released']}；如果不能释放（包月或一直开着）：{a['cards']} × {_H} 小时 ≈ 每月 {a['kept']}")


ENTRIES: dict[str, E] = {
    "gen.video.window": E(_en, _zh),
}
