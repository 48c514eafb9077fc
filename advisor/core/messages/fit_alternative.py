"""The words of advisor/core/fit_alternative.py: the nearest model that fits the stated cards at the precision asked."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    return (f"Use {a['alt']} in {a['precision']} instead of {a['model']}: the largest of its family that fits these "
            f"cards in {a['precision']}, sized at the same load below (or keep {a['model']} on the lower-precision "
            f"route the last answer gave)")


def _zh(a: Mapping[str, Any]) -> str:
    return (f"改用 {a['alt']}（{a['precision']}），不用 {a['model']}：同系列里按 {a['precision']} 能放进这些卡的最大型号，"
            f"下面按同样的负载估算（或者按上一条回答的低精度方案继续用 {a['model']}）")


ENTRIES: dict[str, E] = {"fit_alternative.nearest": E(_en, _zh)}
