"""The words of the line an answer leads with when a model the tables do not hold is put to a business use and the
licence table (catalog/data/licences.json) has no row for it either (Traditional Chinese is made from the Simplified)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "licence.unchecked": E(
        "Licence not checked: the model you named is not in my tables, and neither is its licence — read its model card "
        "/ LICENSE before selling with it (many open weights are non-commercial, research-only or barred in some places). "
        "The plan below is sized on what the tables hold.",
        "许可未核对：你说的模型不在我的表里，它的许可我也没有——拿它做收费产品或卖给客户之前，先看它的模型卡 / LICENSE"
        "（不少开放权重只限非商用、仅限研究，或在某些地区不授权）。下面的方案按表里有的数据估算。"),
}
