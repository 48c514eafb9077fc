"""The words of a batch sized by tools/wall_cards.py with no stated deadline: the assumed wall, the cards at once and
each card's hours, or the longer wall of the largest fleet one job rents."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "wall_cards.assumed": E(
        lambda a: (f"No deadline said: planned to finish within about {a['days']} days (an assumption — say yours "
                   f"and the count changes, the total barely moves): "
                   + (f"one {a['gpu']} ends it in ≈ {a['each']:,.0f} h" if a["cards"] == 1 else
                      f"run {a['cards']} × {a['gpu']} at once, ≈ {a['each']:,.0f} h ({a['each_days']:,.1f} days) each"
                      + ("; even the most machines one job rents take longer than the week" if a["over"] else "")
                      + f" — one card alone would take ≈ {a['gpuh']:,.0f} h ({a['one_days']:,.1f} days) for the same "
                        "GPU-hours and cost")),
        lambda a: (f"未说明期限：按约 {a['days']} 天内完成来配卡（这是假设——告诉我你的期限即可调整卡数，总价基本不变）："
                   + (f"一张 {a['gpu']} 约 {a['each']:,.0f} 小时跑完" if a["cards"] == 1 else
                      f"同时跑 {a['cards']} 张 {a['gpu']}，每张约 {a['each']:,.0f} 小时（{a['each_days']:,.1f} 天）"
                      + ("；单个任务能租到的最多机器也要超过一周" if a["over"] else "")
                      + f"——单卡要约 {a['gpuh']:,.0f} 小时（{a['one_days']:,.1f} 天），GPU 小时和费用相同"))),
}
