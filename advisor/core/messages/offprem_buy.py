"""Entries for tools/offprem_buy.py (tools.recommend.bought_in_budget): the machine to buy under no cloud with a
one-off budget — the cheapest priced box that holds the work, or the budget missed said openly."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _box_en(b: Mapping[str, Any]) -> str:
    servers = f" in {b['servers']} servers" if b["servers"] > 1 else ""
    speed = (f", ≈ {b['tps']:,.0f} tokens/s for each user at your load" if b.get("tps") else "") + (
        f", the job ≈ {b['hours']:,.1f} h on it" if b.get("hours") else "")
    return (f"{b['cards']} × {b['gpu']}" + (f" ({b['memory_gb']:g} GB each)" if b.get("memory_gb") else "")
            + f"{servers}: the cards ≈ {b['price']} ({b['cards']} × {b['unit']}, launch price: {b['source']}){speed}; "
            f"host per server ≥ {b['cores']} CPU cores and ≥ {b['ram_gib']:,.0f} GiB RAM on top (a vendor's quote)")


def _box_zh(b: Mapping[str, Any]) -> str:
    servers = f"，分装 {b['servers']} 台服务器" if b["servers"] > 1 else ""
    speed = (f"，按你的负载每个用户约 {b['tps']:,.0f} tokens/s" if b.get("tps") else "") + (
        f"，整个任务约 {b['hours']:,.1f} 小时" if b.get("hours") else "")
    return (f"{b['cards']} 张 {b['gpu']}" + (f"（每张 {b['memory_gb']:g} GB）" if b.get("memory_gb") else "")
            + f"{servers}：显卡约 {b['price']}（{b['cards']} × {b['unit']}，首发价：{b['source']}）{speed}；"
            f"每台主机另需 ≥ {b['cores']} 核 CPU、≥ {b['ram_gib']:,.0f} GiB 内存（请向供应商询价）")


def _within_en(a: Mapping[str, Any]) -> str:
    return (f"Buy, not rent (nothing leaves your site): {a['box']}. That is within your {a['budget']} one-off "
            f"budget, {a['left']} left for the host, storage and setup. No rental is offered")


def _within_zh(a: Mapping[str, Any]) -> str:
    return (f"买机器，不租用（数据不出你的场地）：{a['box']}。在你一次性预算 {a['budget']} 以内，剩 {a['left']} "
            "用于主机、存储和部署。不给租用方案")


def _over_en(a: Mapping[str, Any]) -> str:
    box = a.get("box")
    head = f"No box I can price holds this work within your {a['budget']} one-off budget. "
    smallest = (f"The cheapest that holds it: {box}, {a['left']} over the budget" if box else
                f"The smallest box that holds it at {str(a['precision']).upper()}: {a['n']} × {a['gpu']} with ≥ "
                f"{a['cores']} CPU cores and ≥ {a['ram_gib']:,.0f} GiB RAM — no purchase price is held for that card: "
                "ask a vendor to quote it")
    alt = a.get("alt")
    fit = (f". What fits the budget: the model at INT4 weights on {alt}" if alt else
           ". To fit the budget: a smaller model, INT4 weights, fewer users at once or shorter documents")
    return head + smallest + fit + ". No rental is offered: the data stays on your site"


def _over_zh(a: Mapping[str, Any]) -> str:
    box = a.get("box")
    head = f"在你一次性预算 {a['budget']} 内，我能报价的机器都跑不下这个负载。"
    smallest = (f"能跑下的最便宜一台：{box}，超出预算 {a['left']}" if box else
                f"按 {str(a['precision']).upper()} 能跑下的最小配置：{a['n']} 张 {a['gpu']}，CPU ≥ {a['cores']} 核、"
                f"内存 ≥ {a['ram_gib']:,.0f} GiB——这里没有这张卡的采购价，请向供应商询价")
    alt = a.get("alt")
    fit = (f"。预算内可行的：模型用 INT4 权重，{alt}" if alt else
           "。要压进预算：换更小的模型、INT4 权重、减少同时在线人数或缩短文档")
    return head + smallest + fit + "。不给租用方案：数据留在你的场地"


ENTRIES: dict[str, E] = {
    "offprem_buy.box": E(_box_en, _box_zh),
    "offprem_buy.within": E(_within_en, _within_zh),
    "offprem_buy.over": E(_over_en, _over_zh),
}
