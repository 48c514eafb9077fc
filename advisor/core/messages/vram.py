"""The words of tools/vram.py's messages: the memory a VRAM question asks for, by weight precision."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "vram.asked": E(
        "VRAM for the whole model and load on one card — KV cache {kv:,.1f} GB ({shape}, "
        "{kv_precision!u} KV); {rows:; }. Card sizes count GiB (\"80GB\" = 85.9 GB) and report a little less; split "
        "over GPUs with tensor parallelism, each card needs a share",
        "整个模型和负载放在一张卡上所需显存——KV cache {kv:,.1f} GB（{shape}，{kv_precision!u} "
        "KV）；{rows:；}。显卡标称按 GiB 计（“80GB” = 85.9 GB），实际可用略少；用张量并行分到多卡时每卡分摊"),
    "vram.kv_all": E("{users:,} users × {context:,} tokens", "{users:,} 个用户 × {context:,} token"),
    "vram.kv_chat": E("{typical:,} chats at a typical {typical_tokens:,} tokens and {long:,} at the full {context:,}",
                      "{typical:,} 个对话按常见的 {typical_tokens:,} token、{long:,} 个按完整的 {context:,} token"),
    "vram.precision": E(
        "{precision!u}: weights {weights:,.1f} GB + KV + activations and engine memory {other:,.1f} GB = "
        "{total:,.1f} GB, one card reporting ≥ {card:,.0f} GiB",
        "{precision!u}：权重 {weights:,.1f} GB + KV + 激活和引擎占用 {other:,.1f} GB = {total:,.1f} GB，"
        "单卡需报告 ≥ {card:,.0f} GiB"),
}
