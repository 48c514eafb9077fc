"""The words of a peaking classification batch (advisor.core.batch_peak_lines, tools.batch_peak)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _share_en(a: Mapping[str, Any]) -> str:
    if a["busiest"]:
        return f"the busiest hour carrying {a['busy_pct']} % of the day (no share said: assumed)"
    return (f"{a['share_pct']:.0f} % of the day in {a['hours']:g} h" + (" (\"most\": assumed)" if a["assumed"] else ""))


def _share_zh(a: Mapping[str, Any]) -> str:
    if a["busiest"]:
        return f"最忙的 1 小时占全天 {a['busy_pct']}%（未说明比例：假设）"
    return f"{a['hours']:g} 小时内占全天 {a['share_pct']:.0f}%" + ("（“大部分”：假设）" if a["assumed"] else "")


ENTRIES: dict[str, E] = {
    "batch_peak.line": E(
        lambda a: (f"Peak beside the average: {a['per_day']:,.0f} rows a day is {a['avg']:,.1f}/s on average; "
                   + _share_en(a) + f" makes {a['peak']:,.1f}/s at peak. One {a['gpu']} does ≈ {a['card']:,.1f} rows/s "
                   f"(the job above: its rows over its card-hours), kept ≤ 80 % busy → {a['avg_cards']} card(s) for the "
                   f"average, {a['peak_cards']} to keep up at peak"
                   + (f" (≈ {a['month']} a month with those up round the clock; scale down outside the peak)"
                      if a["month"] else "")),
        lambda a: (f"高峰与平均：每天 {a['per_day']:,.0f} 条，平均每秒 {a['avg']:,.1f} 条；" + _share_zh(a)
                   + f"，高峰每秒 {a['peak']:,.1f} 条。一张 {a['gpu']} 约每秒 {a['card']:,.1f} 条（按上面任务的条数÷卡时），"
                   f"不超过 80% 忙 → 平均需 {a['avg_cards']} 张，高峰要跟上需 {a['peak_cards']} 张"
                   + (f"（这些卡全月常开约 {a['month']}；高峰外可缩容）" if a["month"] else ""))),
    "batch_peak.day_span": E(
        lambda a: (f"Coming in over {a['span']:g} h: {a['per_day']:,.0f} a day is ≈ {a['per_s']:,.2f} a second across "
                   f"that window, and the plan below does the day's work in ≈ {a['job_h']:,.1f} h — "
                   f"{a['machines'] * a['gpus']} × {a['gpu']} keeps up. Items cannot be run before they arrive, so "
                   f"the machine stays up the whole {a['span']:g} h each day"
                   + (f": ≈ {a['month']} a month" if a["month"] else "")
                   + "; the batch month below holds only if the day's items are queued and run as one batch "
                   "(results the same evening)"),
        lambda a: (f"在 {a['span']:g} 小时内陆续到达：每天 {a['per_day']:,.0f} 条，这段时间里约每秒 {a['per_s']:,.2f} 条；"
                   f"下面的方案约 {a['job_h']:,.1f} 小时做完一天的量——{a['machines'] * a['gpus']} × {a['gpu']} 跟得上。"
                   f"没到的单据不能提前处理，所以机器每天要开满 {a['span']:g} 小时"
                   + (f"：每月约 {a['month']}" if a["month"] else "")
                   + "；下面按批量算的月费只在把一天的量攒起来一次跑完时成立（当天晚些出结果）")),
    "batch_peak.cascade": E(
        lambda a: (f"Option, not the plan: a cheap classifier in front (a small fine-tuned encoder screens every row) "
                   f"and the big model sees only the flagged share — assumed {a['screen_pct']:.0f} %, measure it on a "
                   f"pilot — {a['cards']} × {a['gpu']} at peak instead of {a['peak_cards']} (the small classifier's "
                   "own cost not sized)"),
        lambda a: (f"可选方案（不是上面的方案）：前面加一个便宜的小分类器（小的微调编码器模型）先筛所有数据，只把标记出来的一部分"
                   f"（假设 {a['screen_pct']:.0f}%，需试点实测）交给大模型——高峰只需 {a['cards']} 张 {a['gpu']}，而不是 "
                   f"{a['peak_cards']} 张（小分类器本身的费用未估算）")),
    "batch_peak.item_limit": E(
        lambda a: (f"'within {a['minutes']:g} min' read as each row's limit, not the day's deadline: the rows come in "
                   "all day, so the cards that keep up with the peak meet it"),
        lambda a: f"“{a['minutes']:g} 分钟内”按每条的时限理解，不是全天的期限：数据全天陆续进来，跟得上高峰的卡数即可满足"),
}
