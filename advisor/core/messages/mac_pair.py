"""The words of tools/mac_pair.py: the headline of a stated pair of linked Apple boxes (figures from tools/)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "macpair.lead": E(
        "**Yes, as {n} linked machines: {n} × {machine} pool ≈ {usable:,.0f} GB for the GPU ({each:,.0f} GB each less "
        "macOS's reserve: {share:.0%} ≈ {one:,.0f} GB a box) against {model} at {prec} ≈ {need:,.0f} GB — the {n} "
        "boxes hold it, one box does not at that precision; split by layers (exo or llama.cpp RPC over Thunderbolt), "
        "decode is at most ≈ {tok_s:,.0f} tokens/s for the group. Thunderbolt {tb} ({tb5:,.0f} Gb/s ≈ {tb5_gb:,.0f} GB/s) "
        "is the bottleneck for a tensor split: it crosses the link {trips:,} times a token (two all-reduces a layer) "
        "against {pipe} for the layer split. The one-box figures below are for a single machine.**",
        "**可以，但要 {n} 台机器串联：{n} × {machine} 合计约 {usable:,.0f} GB 可给 GPU（每台 {each:,.0f} GB，扣除 macOS "
        "预留：{share:.0%} ≈ 每台 {one:,.0f} GB），{model} 在 {prec} 下约需 {need:,.0f} GB——{n} 台合起来放得下，"
        "同样精度下一台放不下；按层拆分（exo 或 llama.cpp RPC，走雷雳），整组解码上限约 {tok_s:,.0f} tokens/s。"
        "张量并行的瓶颈是雷雳 {tb}（{tb5:,.0f} Gb/s ≈ {tb5_gb:,.0f} GB/s）：每个 token 要跨链路 {trips:,} 次"
        "（每层两次 all-reduce），按层拆分只要 {pipe} 次。下面一台机器的数字只针对单机。**"),
    "macpair.lead_slow": E(
        "**No, not for {users} people at once: {n} × {machine} pool ≈ {usable:,.0f} GB for the GPU (≈ {one:,.0f} GB a "
        "box) and {model} at {prec} ≈ {need:,.0f} GB fits only across all {n} boxes, split by layers over Thunderbolt "
        "{tb} ({tb5:,.0f} Gb/s); one user decodes at most ≈ {tok_s:,.0f} tokens/s, and {users} at once get at most "
        "≈ {each_tok_s:,.1f} tokens/s each (every step reads up to all the weights, box after box) — below the ≈ 10 "
        "tokens/s a live reader needs. Run it as an overnight batch, or serve a smaller model (a distilled 32B fits "
        "one box) on each machine. The one-box figures below are for a single machine.**",
        "**不行，{users} 人同时用不行：{n} × {machine} 合计约 {usable:,.0f} GB 可给 GPU（每台约 {one:,.0f} GB），{model} "
        "在 {prec} 下约需 {need:,.0f} GB，要全部 {n} 台按层拆分、经雷雳 {tb}（{tb5:,.0f} Gb/s）串联才放得下；单路解码上限约 "
        "{tok_s:,.0f} tokens/s，{users} 路同时跑时每人至多约 {each_tok_s:,.1f} tokens/s（每步要依次读几乎全部权重），"
        "低于实时阅读需要的约 10 tokens/s。可以改成夜间批量跑，或每台机器跑一个小模型（蒸馏版 32B 一台就放得下）。"
        "下面一台机器的数字只针对单机。**"),
}
