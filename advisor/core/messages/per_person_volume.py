"""The words of tools/per_person_volume.py and advisor/core/per_person_volume_read.py: a volume said per person × people."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_EN = {"day": "a day", "week": "a week", "month": "a month"}
_ZH = {"day": "每天", "week": "每周", "month": "每月"}


def _en(a: Mapping[str, Any]) -> str:
    per = _EN[a["period"]]
    return (f"volume: {a['people']:,} people × {a['each']:,g} each {per} = {a['total']:,.0f} {per} in all (what you said "
            "per person, times the people)")


def _zh(a: Mapping[str, Any]) -> str:
    per = _ZH[a["period"]]
    return f"数量：{a['people']:,} 人 × 每人{per} {a['each']:,g} = {per}共 {a['total']:,.0f}（所说的每人数量乘以人数）"


ENTRIES: dict[str, E] = {"per_person_volume.read": E(_en, _zh)}
