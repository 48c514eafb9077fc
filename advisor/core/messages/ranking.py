"""The words of tools/ranking.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "ranking.candidate": E("{n}", "{n}"),
    "ranking.candidate_2": E("{notes}", "{notes}"),
    "ranking.marketplace_offer_no_sla": E(
        "marketplace offer: no SLA, may be interrupted",
        "算力市场报价：无 SLA，可能被中断"),
}
