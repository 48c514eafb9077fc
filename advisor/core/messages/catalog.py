"""The words of catalog/db.py's messages: the price-age note (advisor/core/messages/__init__.py says how a template
reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _stale_en(a: Mapping[str, Any]) -> str:
    parts = [f"prices older than {a['days']} days: " + ", ".join(a["old"])] if a["old"] else []
    if a["all_undated"]:
        parts.append("the sources state no price date")
    elif a["undated"]:
        parts.append(f"price date not stated by the source: {', '.join(a['undated'])}")
    return "; ".join(parts) + "; run `gpu-advisor catalog refresh`"


def _stale_zh(a: Mapping[str, Any]) -> str:
    parts = [f"价格已超过 {a['days']} 天：" + "、".join(a["old"])] if a["old"] else []
    if a["all_undated"]:
        parts.append("来源均未注明价格日期")
    elif a["undated"]:
        parts.append(f"来源未注明价格日期：{'、'.join(a['undated'])}")
    return "；".join(parts) + "；请运行 `gpu-advisor catalog refresh` 更新"


ENTRIES: dict[str, E] = {
    "catalog.stale": E(_stale_en, _stale_zh),
    "catalog.stale.age": E("{provider} ({age:,} d)", "{provider}（{age:,} 天）"),
    # an answer's catalog date with the price-age note beside it (Recommendation.as_of_text)
    "catalog.as_of": E("{dates} ({note})", "{dates}（{note}）"),
    # a region id said that no provider publishes and no row uses (catalog.places.unknown_region_ids): said, not dropped
    "catalog.unknown_region": E("'{region}' is no region id a provider publishes or the catalog prices, so no region "
                                "filter is applied; give a provider's region id (us-east-1, europe-west4) or a place "
                                "(us, EU, Germany)",
                                "“{region}”不是任何云厂商公布的区域 ID，目录里也没有这个区域的价格，所以没有按区域筛选；"
                                "请给出厂商的区域 ID（如 us-east-1、europe-west4）或地点（如美国、欧盟、德国）"),
}
