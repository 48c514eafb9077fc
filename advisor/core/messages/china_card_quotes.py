"""Entries for tools/china_card_quotes.py: a named China-market card (H20, H800, A800, L20, RTX 4090D) that no stored
price covers, and whom to ask for a quote; never a price."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "china_card_quotes.unpriced": E(
        "Mainland price not in my data: the {gpu} is a China-market card and no public price for it is stored"
        "{families}; ask {names:, } for a per-GPU-hour quote and import it (`gpu-advisor catalog import`) to rank it.",
        "国内价格未收录：{gpu} 是中国市场特供卡，我的数据里没有它的公开价格{families}；请向{names:、}询问每卡每小时的报价，"
        "导入（`gpu-advisor catalog import`）后即可排名。"),
    # a provider the user named, as the language names it
    "china_card_quotes.provider": E("{provider!p}", "{provider!p}"),
    # the catalog's unpriced shapes of that card (tools.china_card_quotes.unpriced_families)
    "china_card_quotes.families": E(
        " (the catalog lists it only as unpriced shapes: {families:, })",
        "（目录里只有无价格的规格：{families:、}）"),
}
