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
    # the 16-bit plan outgrows the box the user asked about, was proposed ("the rep says 2 nodes of 8x MI300X",
    # 供应商建议再买一台) or owns, and the lower precision keeps the work on it (tools.precision_lead.fits_box_only)
    "box_lead.route": E(
        lambda a: (f"Planned with {a['label']}, a change from the 16-bit default: {a['headline']}. You stated no "
                   f"precision: in {a['asked']} the work outgrows the {a['box']} × {a['card']} asked about "
                   f"({a['fleet']}, {a['pick_cards']} cards, at {a['money']}/h); in {a['low']} it fits on "
                   f"{a['cards']} cards, within that box ({a['share']:.0%} of the {a['asked']} price)"),
        lambda a: (f"改用{a['label']}规划（不再用默认的 16 位）：{a['headline']}。你没指定精度：按 {a['asked']}，负载超出所问的 "
                   f"{a['box']} 张 {a['card']}（要 {a['fleet']}，共 {a['pick_cards']} 张卡，每小时 {a['money']}）；按"
                   f" {a['low']} 只用 {a['cards']} 张卡，在这台（这些）机器之内（价格为 {a['asked']} 方案的 {a['share']:.0%}）")),
    "box_lead.note": E(
        lambda a: (f"Planned with {a['label']}: you stated no precision, and in {a['asked']} the work does not fit the "
                   f"{a['box']} × {a['card']} asked about while {a['label']} does; the table, tiers and memory are for "
                   f"this plan. Say \"in {a['asked']}\" to plan it as {a['asked']}."),
        lambda a: (f"按{a['label']}规划：你没指定精度，按 {a['asked']} 负载放不进所问的 {a['box']} 张 {a['card']}，按"
                   f"{a['label']}放得下；表格、档位和显存都按此方案。要按 {a['asked']} 规划，请说“用 {a['asked']}”。")),
}
