"""The words of advisor/core/bought_box.py: the bought side's column said to be a rental reference, and the note
that a later turn is checked on the thread's box first."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _column(a: Mapping[str, Any], zh: bool) -> str:
    row = a["row"]
    if zh:
        return (f"“{a['label']}”这一列是同款卡的租用机器" + (f"（{row}）" if row else "") + "，只用来看它装不装得下、跑多快；"
                "每小时价格是租金，不是买这台机器的价钱。买的一边在下面：")
    return (f"The “{a['label']}” column is that card rented" + (f" ({row})" if row else "") + ", a reference for its "
            "fit and speed; its price an hour is a rent, not the price of the box you would buy. The buy side follows:")


def _checked(a: Mapping[str, Any], zh: bool) -> str:
    box = f"{a['count']} × {a['gpu']}" if a["count"] else a["gpu"]
    if zh:
        return f"先按这个对话里要买（或已有）的机器 {box} 检查新的任务：装不装得下、怎样才装得下，然后是租用这个任务的方案"
    return (f"Checked first on the box this thread would buy (or owns), {box}: whether the new job fits it, what would "
            "make it fit, then the rental for the job")


ENTRIES = {
    "bb.column": E(lambda a: _column(a, False), lambda a: _column(a, True)),
    "bb.checked": E(lambda a: _checked(a, False), lambda a: _checked(a, True)),
}
