"""The words of a term's or year's priced total against a budget said for the whole period
(advisor.core.peak_season_lines, tools.term_budget)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    period = "term" if a["term"] else "year"
    if a["fits"]:
        return (f"Against your budget for the whole {period}: the {period} ≈ {a['total']} of {a['budget']} "
                f"({a['pct']:.0f} %), {a['gap']} left")
    return (f"Against your budget for the whole {period}: the {period} ≈ {a['total']} is over {a['budget']} by {a['gap']}; "
            "a smaller peak fleet, fewer peak hours or a smaller model is needed to meet it")


def _zh(a: Mapping[str, Any]) -> str:
    period = "学期" if a["term"] else "年"
    if a["fits"]:
        return f"对照整个{period}的预算：整个{period}约 {a['total']}，占预算 {a['budget']} 的 {a['pct']:.0f}%，还剩 {a['gap']}"
    return (f"对照整个{period}的预算：整个{period}约 {a['total']}，超出预算 {a['budget']} {a['gap']}；"
            "要守住预算需缩小高峰期机群、减少高峰时数或换更小的模型")


ENTRIES: dict[str, E] = {
    "term_budget_line.line": E(_en, _zh),
}
