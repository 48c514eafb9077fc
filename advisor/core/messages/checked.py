"""The words of tools/checked.py: the verdict on a card the user asks about, ahead of the ranked answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    what = f"{a['n']} × {a['gpu']}"
    if a["need"] is None:
        head = f"no, {what} is not enough, nor is any number of {a['gpu']} tried ({a['words']})"
    elif not a["fits"]:
        head = f"no, {what} is not enough ({a['words']}); it would take {a['need']} × {a['gpu']}"
    elif a["need"] < a["n"]:
        verb = "holds" if a["need"] == 1 else "hold"
        head = f"no, {what} is more than needed: {a['need']} × {a['gpu']} {verb} it ({a['words']})"
    else:
        head = f"yes, {what} is enough ({a['words']})"
    return f"You asked about {a['said']}: {head}. Ranked over every card instead:"


def _zh(a: Mapping[str, Any]) -> str:
    what = f"{a['n']} × {a['gpu']}"
    if a["need"] is None:
        head = f"不够：{what} 不够，试过的任何张数的 {a['gpu']} 都装不下（{a['words']}）"
    elif not a["fits"]:
        head = f"不够：{what} 不够（{a['words']}）；需要 {a['need']} × {a['gpu']}"
    elif a["need"] < a["n"]:
        head = f"不需要 {what}：{a['need']} × {a['gpu']} 就够了（{a['words']}）"
    else:
        head = f"够：{what} 就够了（{a['words']}）"
    return f"你问的是 {a['said']}：{head}。在所有卡中排名："


ENTRIES: dict[str, E] = {
    "checked.verdict": E(_en, _zh),
    "checked.line": E("checking {what}? (a question, not a filter)", "核对 {what}？（是提问，不是筛选条件）"),
    "checked.then": E("{check} {msg}", "{check}{msg}"),
}
