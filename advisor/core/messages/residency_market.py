"""Entries for advisor/core/residency_market_read.py: marketplaces left out under a data-residency rule."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "residency_market.no_marketplace": E(
        "'{said}' read as a residency rule for your data: marketplace and community hosts (Vast, brokers' resales) are "
        "left out inside that place too — a community host is an unknown party with access to the disk and no "
        "processing contract with you; say 'marketplaces are fine' to keep them",
        "“{said}”理解为数据驻留要求：该地区内的市场类、社区类主机（Vast、经纪平台转售的机器）也已排除——社区主机是"
        "身份不明的第三方，能接触磁盘，和你没有数据处理合同；如可以接受，请说“社区主机也可以”"),
}
