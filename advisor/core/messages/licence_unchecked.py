"""The words of the line an answer leads with when a model the tables do not hold is put to a business use and the
licence table (catalog/data/licences.json) has no row for it either, and of the line that leads when a territory
licence excludes the place the conversation names (its buyers', its team's) (Traditional Chinese is made from the Simplified)."""

from __future__ import annotations

from advisor.core.messages.base import E

_PLACE_EN = {"eu": "the European Union", "uk": "the United Kingdom", "kr": "South Korea"}
_PLACE_ZH = {"eu": "欧盟", "uk": "英国", "kr": "韩国"}

ENTRIES: dict[str, E] = {
    "licence.unchecked": E(
        "Licence not checked: the model you named is not in my tables, and neither is its licence — read its model card "
        "/ LICENSE before selling with it (many open weights are non-commercial, research-only or barred in some places). "
        "The plan below is sized on what the tables hold.",
        "许可未核对：你说的模型不在我的表里，它的许可我也没有——拿它做收费产品或卖给客户之前，先看它的模型卡 / LICENSE"
        "（不少开放权重只限非商用、仅限研究，或在某些地区不授权）。下面的方案按表里有的数据估算。"),
}
ENTRIES["licence.territory_here"] = E(
    lambda a: (f"**⛔ Licence first: {a['model']} is under the {a['licence']} ({a['source']}), whose Territory excludes "
               f"{_PLACE_EN.get(a['place'], a['place'])} — serving buyers or users there, or running it there, is not "
               "licensed, whatever the hardware. Pick a model whose licence covers them; the sizing below stands for "
               "that model's size.**"),
    lambda a: (f"**⛔ 先看许可：{a['model']} 采用 {a['licence']}（{a['source']}），其适用地域（Territory）不含"
               f"{_PLACE_ZH.get(a['place'], a['place'])}——为那里的买家或用户服务、或在那里运行，都没有授权，与硬件无关。"
               "请换一个许可覆盖他们的模型；下面的估算按同等规模的模型照样有效。**"))
