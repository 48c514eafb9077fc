"""Entries for tools/onprem_box.py: the machine to buy when the data may not go to any cloud."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    servers = f"{a['servers']} server{'s' if a['servers'] != 1 else ''} of {a['per_server']} card" + (
        "s" if a["per_server"] != 1 else "")
    power = f", ≈ {a['power_w']:,.0f} W of cards (TDP)" if a.get("power_w") else ""
    each = {"day": "each day's work", "week": "each week's work", "month": "each month's work"}.get(a.get("period") or "")
    time = f"; {each or 'the job'} takes about {a['hours']:,.1f} h on them" if a.get("hours") else ""
    local = f"≈ {a['price_local']}; " if a.get("price_local") else ""
    price = (f"; the cards cost ≈ ${a['price_usd']:,.0f} at launch price ({local}{a['price_source']}), the server around them "
             "on top: ask a vendor for a quote") if a.get("price_usd") else \
        "; no purchase price is held here for this card: ask a vendor for a quote"
    budget = ("" if not a.get("budget") else
              f". Within your {a['budget']} one-off budget, {a['left']} left for the server" if a.get("within")
              else f". Over your {a['budget']} one-off budget by {a['left']}: fewer or smaller cards, a longer run "
              "or a smaller model would fit it" if a.get("left")
              else f". No card I can price holds it: your {a['budget']} one-off budget is not checked")
    return (f"No cloud: buy {a['cards']} × {a['gpu']} in {servers} for your own site — host per server ≥ {a['vcpu']} "
            f"vCPU, ≥ {a['ram_gib']:,.0f} GiB RAM, local NVMe for the data{power}{time}{price}{budget}. No rental is "
            "offered: the data stays on your site")


def _zh(a: Mapping[str, Any]) -> str:
    power = f"，显卡功耗约 {a['power_w']:,.0f} W（TDP）" if a.get("power_w") else ""
    each = {"day": "每天的量", "week": "每周的量", "month": "每月的量"}.get(a.get("period") or "", "")
    time = f"；{each}在这些卡上约 {a['hours']:,.1f} 小时跑完" if a.get("hours") else ""
    local = f"约 {a['price_local']}；" if a.get("price_local") else ""
    price = (f"；显卡按首发价约 ${a['price_usd']:,.0f}（{local}{a['price_source']}），服务器其余部分另计，请向供应商询价"
             if a.get("price_usd") else "；这里没有这张卡的采购价，请向供应商询价")
    budget = ("" if not a.get("budget") else
              f"。在你一次性预算 {a['budget']} 以内，剩 {a['left']} 用于服务器其余部分" if a.get("within")
              else f"。超出你一次性预算 {a['budget']}，多出 {a['left']}：减少或换小的卡、延长运行时间或换更小的模型才放得下"
              if a.get("left") else f"。没有我能报价的卡放得下：你的一次性预算 {a['budget']} 未核对")
    return (f"不上云：买 {a['cards']} 张 {a['gpu']}，装 {a['servers']} 台服务器（每台 {a['per_server']} 张）放在自己的场地——"
            f"每台主机 ≥ {a['vcpu']} 个 vCPU、≥ {a['ram_gib']:,.0f} GiB 内存、本地 NVMe 存数据{power}{time}{price}{budget}。"
            "不给租用方案：数据留在你自己的场地")


ENTRIES: dict[str, E] = {
    "onprem_box.buy": E(_en, _zh),
}
