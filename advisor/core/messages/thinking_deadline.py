"""Words for tools.thinking_deadline: a model that always thinks, asked for an answer within seconds, moved to its
non-thinking sibling, with the effect on the fleet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _fleet_en(a: Mapping[str, Any]) -> str:
    if a.get("before") is None:
        return "each answer is sized again below without the thinking tokens"
    return (f"for {a['online']:,} people online that is ≈ {a['after']:,} requests generating at once instead of "
            f"≈ {a['before']:,} with the thinking, so the fleet below is sized for {a['after']:,}")


def _fleet_zh(a: Mapping[str, Any]) -> str:
    if a.get("before") is None:
        return "下面按不带思考 token 的回答重新估算"
    return (f"{a['online']:,} 人在线时同时生成约 {a['after']:,} 路，而带思考时约 {a['before']:,} 路，"
            f"下面的机器按 {a['after']:,} 路配")


ENTRIES: dict[str, E] = {
    "thinking_deadline.sibling": E(
        lambda a: (f"{a['model']} always thinks before it answers (≈ {a['tokens']:,} thinking tokens ≈ {a['think_s']:,g} s "
                   f"at the per-user speed), so an answer within {a['wait_s']:g} s cannot be met on it: planned on "
                   f"{a['sibling']}, its non-thinking release with the same shape ({a['source']}); {_fleet_en(a)}. "
                   f"Name {a['model']} again with a longer wait to keep thinking"),
        lambda a: (f"{a['model']} 每次回答前都会思考（约 {a['tokens']:,} 个思考 token，按单用户速度约 {a['think_s']:,g} 秒），"
                   f"{a['wait_s']:g} 秒内出答案用它做不到：改按它的非思考版本 {a['sibling']} 规划"
                   f"（同一模型结构；{a['source']}）；"
                   f"{_fleet_zh(a)}。如要保留思考，请再点名 {a['model']} 并放宽等待时间"),
    ),
}
