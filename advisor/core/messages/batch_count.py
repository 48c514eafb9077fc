"""The words of a batch whose count is refused (advisor/core/batch_count_unread.py): the count asked for, never a
one-user plan sized in its place."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    unit = "items" if a["zh"] else a["unit"]
    when = {"night": "each night", "week": "each week", "once": "in the batch"}.get(a.get("period") or "", "each day")
    whole = when if a.get("period") != "once" else "in all"
    return (f"How many {unit} {when}? Give a whole number of at least 1 (e.g. 10,000), or the whole volume (e.g. 40 "
            f"million characters, or tokens, {whole}), and I size the batch: the machine, its hours and its cost. "
            "Without a count there is nothing to size, so no plan is given: a batch is not one user chatting")


def _zh(a: Mapping[str, Any]) -> str:
    unit = a["unit"] if a["zh"] else "条"
    when = {"night": "每晚", "week": "每周", "once": "这一批"}.get(a.get("period") or "", "每天")
    return (f"{when}要{a.get('verb') or '处理'}多少{unit}？请给一个不小于 1 的整数（例如 10,000），"
            f"或{when}的总量（例如 4000 万字或 token），我再按批量任务来算：用什么机器、跑几个小时、花多少钱。"
            "没有数量就没有可算的批量，所以这里先不给方案：批量任务不是一个用户在聊天")


ENTRIES: dict[str, E] = {
    "batch.count_ask": E(_en, _zh),
}
