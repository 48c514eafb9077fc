"""The words of a second replica for availability and the break-even said input and output apart (tools.api_replica)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_VERDICT_EN = {"below": "still below", "above": "above", "even": "about even with"}
_VERDICT_ZH = {"below": "仍低于", "above": "高于", "even": "约等于"}


def _second_en(a: Mapping[str, Any]) -> str:
    return (f"With a second replica for availability ({a['n']} × ({a['machine']}), one takes over while the other "
            f"restarts or fails): ≈ {a['two']} a month around the clock, {_VERDICT_EN[a['verdict']]} the API's "
            f"≈ {a['api']} a month")


def _second_zh(a: Mapping[str, Any]) -> str:
    return (f"加一个副本保证可用（{a['n']} × ({a['machine']})，一台重启或故障时另一台接管）：全天候每月约 {a['two']}，"
            f"{_VERDICT_ZH[a['verdict']]} API 的每月约 {a['api']}")


ENTRIES: dict[str, E] = {
    "api_replica.in_out": E("{input} input + {output} output", "输入 {input} + 输出 {output}"),
    "api_replica.second": E(_second_en, _second_zh),
}
