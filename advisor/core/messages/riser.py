"""The words of the user's own cards on PCIe x1 risers (advisor.core.riser_lines, tools.riser_rig)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _copy_en(a: Mapping[str, Any]) -> str:
    if not a["fits"]:
        return (f"One copy a card does not fit either: {a['model']} in {a['precision']} is ≈ {a['need_gb']:.1f} GB "
                f"against {a['usable_gb']:.1f} GB a card")
    return (f"Instead run one copy of {a['model']} on each card, {a['cards']} independent replicas behind a load "
            f"balancer (no traffic between the cards): {a['precision']} weights ≈ {a['need_gb']:.1f} GB of "
            f"{a['usable_gb']:.1f} GB a card; ≈ {a['alone_tps']:.0f} tokens/s for one user alone, ≈ {a['each_tps']:.0f} "
            f"each with {a['each']} {'user' if a['each'] == 1 else 'users'} on a card ({a['streams']} at once over "
            f"{a['cards']} cards; decode from the card's "
            "bandwidth, assumed, measure on a pilot)")


def _copy_zh(a: Mapping[str, Any]) -> str:
    if not a["fits"]:
        return (f"每张卡放一份也放不下：{a['model']} 的 {a['precision']} 权重约 {a['need_gb']:.1f} GB，"
                f"每张卡只有 {a['usable_gb']:.1f} GB")
    return (f"改为每张卡各跑一份 {a['model']}，{a['cards']} 个独立副本，前面加负载均衡（卡之间没有通信）："
            f"{a['precision']} 权重约 {a['need_gb']:.1f} GB，每张卡 {a['usable_gb']:.1f} GB；单个用户约 "
            f"{a['alone_tps']:.0f} token/s，每张卡 {a['each']} 个用户同时用时每人约 {a['each_tps']:.0f} token/s"
            f"（{a['streams']} 路并发分到 {a['cards']} 张卡；解码速度按卡的显存带宽估算，属假设，请试点实测）")


ENTRIES: dict[str, E] = {
    "riser.per_card": E(
        lambda a: (f"Tensor parallelism over PCIe x1 risers: not a good idea. Each token moves ≈ {a['mb_token']:.2f} MB "
                   f"over links of ≈ {a['link_gb_s']:.0f} GB/s (x1), so a {a['prompt']:,}-token prompt spends "
                   f"≈ {a['prompt_s']:.1f} s on the links before its first token and {a['streams']} streams ≈ "
                   f"{a['step_ms']:.0f} ms a decode step (≤ {a['cap_tps']:.0f} tokens/s each from the links alone)"
                   + ("" if a["divides"] else
                      f"; TP {a['cards']} does not even divide its {a['heads']} query / {a['kv_heads']} KV heads")
                   + f". {_copy_en(a)}"),
        lambda a: (f"在 PCIe x1 延长线（riser）上做张量并行：不建议。每个 token 要经约 {a['link_gb_s']:.0f} GB/s 的 x1 "
                   f"链路传约 {a['mb_token']:.2f} MB，一个 {a['prompt']:,} token 的提示光链路就要约 {a['prompt_s']:.1f} 秒"
                   f"才出首 token，{a['streams']} 路并发时每个解码步约 {a['step_ms']:.0f} 毫秒（仅链路就限制每人 ≤ "
                   f"{a['cap_tps']:.0f} token/s）"
                   + ("" if a["divides"] else
                      f"；而且 TP {a['cards']} 除不尽它的 {a['heads']} 个查询头 / {a['kv_heads']} 个 KV 头")
                   + f"。{_copy_zh(a)}")),
}
