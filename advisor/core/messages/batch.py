"""The words of tools/batch_filters.py's messages (the stated filters of an encoder or media job)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "batch.constraint": E("{icon} {label} ({status}): {message}", "{icon} {label}（{status}）：{message}"),
    "batch.status.honoured": E("honoured", "已满足"),
    "batch.status.refused": E("not possible", "无法满足"),
    "batch.status.adjusted": E("adjusted", "已调整"),
    "batch.status.unchecked": E("not checked", "未核对"),
    "batch.no_priced_offer_fits": E(
        "No priced on-demand machine {where} holds this job{covers}: name a wider region, or import a quote for a "
        "machine there.",
        "{where}没有能跑这个任务且有按需价格的机型{covers}：换一个更大的区域，或导入那里的机型报价。"),
    "batch.on_demand": E("on-demand", "按需实例"),
    "batch.on_demand_priced": E("Priced on-demand only: no spot rows.", "只按按需价格计算，不用竞价实例。"),
    "batch.spot_priced_on_demand": E(
        "Spot was asked for, but this job is priced on-demand (a reclaim restarts the unfinished part; spot rows are "
        "not ranked here). Spot usually costs less: checkpoint the output and resume.",
        "你要求竞价实例，但这里按按需价格计算（回收会让未完成的部分重跑；这里不排名竞价行）。竞价通常更便宜：分批保存结果、可续跑即可。"),
}
