"""The words of tools/small_load_floor.py's floor for one reader (advisor/core/messages/__init__.py says how a template
reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "small_load_floor.floor_plan_one_reader": E(
        "For one reader our {default:g} tokens/s per-user chat default is met only by {fleet} at {money}/h "
        "(≈ {tps:,.0f} tokens/s per user), {times:,.0f}× this plan's price: this plan is sized at the readable minimum "
        "(about twice silent reading speed) instead; say 'at least {default:g} tok/s per user' to rent that one",
        "只有一个人用时，只有 {fleet} 能达到我们默认的每用户 {default:g} tokens/s（每小时 {money}，每用户约 {tps:,.0f} "
        "tokens/s），价格是本方案的 {times:,.0f} 倍：本方案按可读的最低速度配置（约为默读速度的两倍）；要租那台，"
        "说“每人至少 {default:g} token/s”"),
    "small_load_floor.stream_floor": E(
        " (the readable minimum: for one reader our {default:g} tokens/s interactive default, not something you stated, "
        "is met only by a machine several times the price; say 'at least {default:g} tok/s per user' to size for it)",
        "（可读的最低速度：只有一个人用时，只有贵几倍的机器才能达到交互默认值 {default:g} tokens/s（不是你指定的）；"
        "说“每人至少 {default:g} token/s”即按它配置）"),
}
