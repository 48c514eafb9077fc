"""The words of advisor/core/mac_link_lines.py: two Apple boxes linked for a model one box cannot hold — the known
setups, the memory of both at the GPU wired share against the need, the decode ceiling of a pipeline split and the
hop; figures from tools/mac_link.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _line(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        fit = (f"{a['n']} 台合计约 {a['usable']:,.0f} GB 可给 GPU（每台 {a['each']:,.0f} GB × macOS 默认 GPU 上限 "
               f"{a['share']:.0%} ≈ {a['one']:,.0f} GB），{a['model']} 的 {a['prec']} 权重 + KV 约 {a['need']:,.0f} GB：放得下"
               + ("（其实一台就够）" if a["one_fits"] else "，一台放不下") if a["prec"] else
               f"{a['n']} 台合计约 {a['usable']:,.0f} GB 可给 GPU，{a['model']} 即使 INT4 也要约 {a['need']:,.0f} GB：放不下")
        return (f"{a['n']} 台 {a['machine']} 是 {a['n']} 台机器（不是单机），可以用雷雳 {a['tb']} 串起来：{a['setups']}"
                f"（llama.cpp RPC 官方说明是概念验证、不安全，只在内网用；"
                + ("exo 和 MLX distributed 可走雷雳 5 RDMA" if a["tb"] == 5 else "雷雳 4 没有 RDMA，只走 TCP") + f"）。{fit}。"
                f"按层拆成流水线时，每个 token 依次经过这 {a['n']} 台，各读 1/{a['n']} 的激活权重，"
                f"速度受较慢那台的内存带宽限制：上限约 "
                f"{a['tok_s']:,.0f} tok/s（未算跳转）；每跳传一个 token 的隐藏状态，雷雳 {a['tb']} {a['tb5']:,.0f} Gb/s = "
                f"{a['tb5_gb']:,.0f} GB/s 下约 {a['hop_us']:,.1f} µs，再加链路本身的延迟（没有可引用的数字：先试跑测一下）")
    fit = (f"together they hold ≈ {a['usable']:,.0f} GB for the GPU ({a['each']:,.0f} GB each × the macOS default GPU limit "
           f"of {a['share']:.0%} ≈ {a['one']:,.0f} GB a box) against {a['model']} at {a['prec']} weights + KV ≈ "
           f"{a['need']:,.0f} GB: it fits" + (" (one box alone would do)" if a["one_fits"] else ", which one box cannot hold")
           if a["prec"] else
           f"together they hold ≈ {a['usable']:,.0f} GB for the GPU, and {a['model']} needs ≈ {a['need']:,.0f} GB even at INT4: "
           "it does not fit")
    return (f"{a['n']} × {a['machine']} are {a['n']} machines, not one, and can be linked over Thunderbolt {a['tb']}: "
            f"{a['setups']} (llama.cpp's RPC is a proof of concept its README calls insecure: a private link only; "
            + ("exo and MLX distributed can use RDMA over Thunderbolt 5" if a["tb"] == 5
               else "Thunderbolt 4 has no RDMA: TCP only") + f"). {fit[0].upper() + fit[1:]}. Split by layers (a "
            f"pipeline), each token passes the {a['n']} boxes in turn, each reading 1/{a['n']} of the active weights, "
            f"so decode is bound by the slower box's memory bandwidth: at most ≈ {a['tok_s']:,.0f} tok/s before the hops; "
            f"each hop carries one "
            f"token's hidden state, ≈ {a['hop_us']:,.1f} µs at Thunderbolt {a['tb']}'s {a['tb5']:,.0f} Gb/s = {a['tb5_gb']:,.0f} "
            "GB/s, plus the link's own latency (no source here states it: time it on a pilot)")


ENTRIES: dict[str, E] = {
    "maclink.line": E(lambda a: _line(a, False), lambda a: _line(a, True)),
    # the plan's place on Apple boxes: one chip a box, so n chips are n machines (tools.recommend._hold_args)
    "maclink.boxes": E("{n} machines (one chip a box), linked over Thunderbolt, not one machine",
                       "{n} 台机器（每台一颗芯片），用雷雳互联，不是单机"),
}
