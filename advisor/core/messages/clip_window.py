"""The words of a daily job's stated window (advisor/core/clip_window_read.py, tools/clip_window.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import DAYS_PER_MONTH as _DAYS
from tools.constants import HOURS_PER_MONTH as _H


def _en(a: Mapping[str, Any]) -> str:
    when = f"{a['start']} → {a['end']} ({a['hours']:g} h a day)" if a.get("start") else f"{a['hours']:g} h a day"
    if a.get("run_h"):  # the answer's own fleet fits the window: that count, the bare one beside it
        head = (f"Your window, {when}, is the wall: the {a['cards']} × {a['gpu']} above run the day's "
                f"{a['gpuh']:,.1f} GPU-hours in ≈ {a['run_h']:.1f} h, start-up included, inside it "
                f"(⌈{a['gpuh']:,.1f} ÷ {a['hours']:g} h⌉ = {a['bare']} would leave nothing for start-up or a slower "
                "speed than estimated)")
        run = f"{a['run_h']:.1f} h"
    else:
        head = (f"Your window, {when}, is the wall: "
                f"⌈{a['gpuh']:,.1f} GPU-hours ÷ {a['hours']:g} h⌉ = {a['cards']} × {a['gpu']} to finish each day's work "
                "inside it")
        run = f"{a['hours']:g} h"
    if a.get("released") is None:
        return head + " (no price for this card here: time it on a pilot and ask for a quote)"
    return (head + f"; machines released after each run (per-hour billing): {a['cards']} × {run} × {_DAYS:.1f} "
            f"days ≈ {a['released']} a month; if they cannot be released (a monthly rental, or kept up): "
            f"{a['cards']} × {_H} h ≈ {a['kept']} a month")


def _zh(a: Mapping[str, Any]) -> str:
    when = f"{a['start']} → {a['end']}（每天 {a['hours']:g} 小时）" if a.get("start") else f"每天 {a['hours']:g} 小时"
    if a.get("run_h"):  # the answer's own fleet fits the window: that count, the bare one beside it
        head = (f"你给的时间窗 {when}就是上限：上面的 {a['cards']} 张 {a['gpu']} 约 {a['run_h']:.1f} 小时（含启动）跑完当天的 "
                f"{a['gpuh']:,.1f} GPU 小时，在窗口之内（⌈{a['gpuh']:,.1f} ÷ {a['hours']:g} 小时⌉ = {a['bare']} 张"
                "则不留启动时间，也没有速度估计偏慢的余量）")
        run = f"{a['run_h']:.1f} 小时"
    else:
        head = (f"你给的时间窗 {when}就是上限："
                f"⌈{a['gpuh']:,.1f} GPU 小时 ÷ {a['hours']:g} 小时⌉ = {a['cards']} 张 {a['gpu']}，才能在窗口内跑完当天的量")
        run = f"{a['hours']:g} 小时"
    if a.get("released") is None:
        return head + "（这里没有这张卡的价格：先试跑计时，再询价）"
    return (head + f"；每次跑完后释放机器（按小时计费）：{a['cards']} × {run} × {_DAYS:.1f} 天 ≈ 每月 "
            f"{a['released']}；如果不能释放（包月或一直开着）：{a['cards']} × {_H} 小时 ≈ 每月 {a['kept']}")


ENTRIES: dict[str, E] = {
    "gen.video.window": E(_en, _zh),
}
