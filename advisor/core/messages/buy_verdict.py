"""The words of tools/buy_verdict.py: the one-line verdict of a buy-or-rent answer (buy / rent / depends on the
hours, with the break-even hours a day); figures from tools/, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def verdict_text(a: Mapping[str, Any], zh: bool) -> str:
    h, v = a["even_h"], a["verdict"]
    years = a["years"]
    if v == "rent" and h is not None and h <= 24:
        return (f"结论：租（你说的用量低于盈亏平衡的每天 {h:,.1f} 小时，按 {years:,.0f} 年算）" if zh else
                f"Verdict: rent (your hours are below the break-even of {h:,.1f} h a day over {years:,.0f} years)")
    if v == "rent":
        return (f"结论：租（{years:,.0f} 年内每天用满 24 小时也回不了本）" if zh else
                f"Verdict: rent (even 24 h a day does not pay back within {years:,.0f} years)")
    if v == "buy":
        return (f"结论：买（你说的用量高于盈亏平衡的每天 {h:,.1f} 小时，按 {years:,.0f} 年算）" if zh else
                f"Verdict: buy (your hours are above the break-even of {h:,.1f} h a day over {years:,.0f} years)")
    return (f"结论：看用量——按 {years:,.0f} 年算，每天用超过 {h:,.1f} 小时就买，少于这个就租" if zh else
            f"Verdict: depends on your hours — over {years:,.0f} years, buy above {h:,.1f} h a day, rent below it")

ENTRIES = {
    "verdict.line": E(lambda a: verdict_text(a, False), lambda a: verdict_text(a, True)),
}
