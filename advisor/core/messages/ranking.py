"""The words of tools/ranking.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "ranking.candidate": E("{n}", "{n}"),
    "ranking.candidate_2": E("{notes}", "{notes}"),
    "ranking.marketplace_offer_no_sla": E(
        "marketplace offer: no SLA, may be interrupted",
        "算力市场报价：无 SLA，可能被中断"),
    # a row from another snapshot than most rows of its provider and region (tools.ranking.snapshot_mark)
    "ranking.snapshot_mark": E(
        lambda a: f"row from {a['snapshot']} extract, {a['as_of'] or 'undated'} (most rows here: {a['usual']})",
        lambda a: f"该行来自 {a['snapshot']} 摘录，{a['as_of'] or '未注明日期'}（此地多数行来自 {a['usual']}）"),
    # a smaller shape of the pick's card in its place, listed with a spot price only (tools.ranking.spot_only_smaller)
    "ranking.spot_only_smaller": E(
        lambda a: (f"{a['provider']} also lists {a['instance']} ({a['n']} × {a['gpu']}) in {a['region']}, enough for "
                   f"this load, but with a spot price only ({a['spot']}/h, interruptible; no on-demand price listed): "
                   f"the pick, {a['pick']}, is priced on-demand."),
        lambda a: (f"{a['provider']} 在 {a['region']} 还有 {a['instance']}（{a['n']} × {a['gpu']}），够这个负载，但只列了"
                   f"竞价价格（{a['spot']}/小时，可能被中断；没有按量价格）；所推荐的 {a['pick']} 按按量价格计。")),
}
