"""Words for a lower-precision serving plan that leads where the user stated no precision (tools.precision_lead)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "precision_lead.route": E(
        lambda a: (f"Planned with {a['label']}, a change from the 16-bit default: {a['headline']}. You stated no "
                   f"precision, so the plan that holds the same load at the default per-user speed floor for much "
                   f"less leads. In {a['asked']}: {a['fleet']} at {a['money']}/h "
                   f"(this plan is {a['share']:.0%} of it)"),
        lambda a: (f"改用{a['label']}规划（不再用默认的 16 位）：{a['headline']}。你没指定精度，所以在默认的每用户速度下限上"
                   f"承载同样负载、便宜得多的方案排在前面。按 {a['asked']}：{a['fleet']}，"
                   f"每小时 {a['money']}（本方案为其 {a['share']:.0%}）")),
    "precision_lead.note": E(
        "Planned with {label}: you stated no precision, and the {asked} plan costs much more for the same load at "
        "the default per-user speed floor; the table, tiers and memory are for this plan. Say \"in {asked}\" to plan it "
        "as {asked}.",
        "按{label}规划：你没指定精度，在默认的每用户速度下限上承载同样负载，{asked} 方案贵得多；表格、档位和显存都按此方案。"
        "要按 {asked} 规划，请说“用 {asked}”。"),
}
