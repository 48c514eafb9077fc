"""The words of tools/tiers.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "tiers.the_pick_first_row": E("the pick (first row): best for the stated work", "首选（第一行）：最适合所述工作的方案"),
    "tiers.the_safe_plan_at": E("the safe plan at the stated load and context", "所述负载与上下文下的稳妥方案"),
    "tiers.the_pick_first_row_2": E(
        "the pick (first row): best for the stated work, with × {real:.2f} headroom (the usual +20–30 %)",
        "首选（第一行）：最适合所述工作的方案，余量 × {real:.2f}（通常建议 +20%–30%）"),
    "tiers.actual": E("{note} (actual: × {real:.2f})", "{note}（实际 × {real:.2f}）"),
    "tiers.smallest_machine_that_holds": E(
        "smallest machine that holds the work, with no headroom{ckpt}",
        "能装下该工作的最小机器，不留余量{ckpt}"),
    "tiers.checkpointing_allowed": E(" (gradient checkpointing allowed)", "（允许梯度检查点）"),
    "tiers.the_pick_first_row_3": E(
        "the pick (first row): best for the stated work with × {headroom:g} headroom (the usual +20–30 %)",
        "首选（第一行）：含 × {headroom:g} 余量（+20%–30%）时最适合所述工作的方案"),
    "tiers.usable_estimate": E(
        lambda a: f"{a['what']}; {a['how']}" + (f": fits with {a['spare']:.0%} of the pool spare" if a.get("spare") is not None
                                                 else "") + f" (usable ÷ estimate = × {a['real']:.2f})",
        lambda a: f"{a['what']}；{a['how']}" + (f"：装得下，显存池剩 {a['spare']:.0%}" if a.get("spare") is not None else "")
                  + f"（可用 ÷ 估算 = × {a['real']:.2f}）"),
}
