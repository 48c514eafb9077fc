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
}
