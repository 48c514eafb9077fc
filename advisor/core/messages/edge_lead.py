"""Words for a lower-precision serving plan that leads because the 16-bit pick sat at the memory edge or under the
per-user floor at about the same price (tools.edge_lead)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _why_en(a: Mapping[str, Any]) -> str:
    """What the 16-bit plan would have run at: its memory share past the limit and / or its per-user speed."""
    parts = []
    if a.get("edge_share") is not None:
        parts.append(f"at {a['edge_share']:.0%} of its memory (over our {a['edge_limit']:.0%} serving limit)")
    if a.get("edge_tps") is not None:
        parts.append(f"at ≈ {a['edge_tps']:.0f} tokens/s each (under the {a['edge_floor']:g} tokens/s floor)")
    return " and ".join(parts) or "at its limits"


def _why_zh(a: Mapping[str, Any]) -> str:
    parts = []
    if a.get("edge_share") is not None:
        parts.append(f"占用显存 {a['edge_share']:.0%}（超过 {a['edge_limit']:.0%} 的部署上限）")
    if a.get("edge_tps") is not None:
        parts.append(f"每个用户约 {a['edge_tps']:.0f} tokens/s（低于 {a['edge_floor']:g} tokens/s 的下限）")
    return "、".join(parts) or "处在极限"


ENTRIES: dict[str, E] = {
    "edge_lead.route": E(
        lambda a: (f"Planned with {a['label']}, a change from the 16-bit default: {a['headline']}. You stated no "
                   f"precision, and the {a['asked']} plan at about the same price, {a['fleet']} at {a['money']}/h, "
                   f"would run {_why_en(a)}; this plan keeps the memory room and the per-user speed "
                   f"(it is {a['share']:.0%} of that price)"),
        lambda a: (f"改用{a['label']}规划（不再用默认的 16 位）：{a['headline']}。你没指定精度，而价格相近的 {a['asked']} "
                   f"方案（{a['fleet']}，每小时 {a['money']}）会{_why_zh(a)}；本方案留足显存余量并保住每用户速度"
                   f"（价格为其 {a['share']:.0%}）")),
    "edge_lead.note": E(
        lambda a: (f"Planned with {a['label']}: you stated no precision, and the {a['asked']} plan at about the same "
                   f"price sat at the memory edge or under the per-user speed floor; the table, tiers and memory are "
                   f"for this plan. Say \"in {a['asked']}\" to plan it as {a['asked']}."),
        lambda a: (f"按{a['label']}规划：你没指定精度，价格相近的 {a['asked']} 方案显存到了边缘或每用户速度低于下限；"
                   f"表格、档位和显存都按此方案。要按 {a['asked']} 规划，请说“用 {a['asked']}”。")),
}
