"""The words of advisor/core/bridge_lines.py: a stated NVLink bridge on the user's cards (tools.bridge_link)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _bridge(a: Mapping[str, Any], zh: bool) -> str:
    k, gpu, gbs = a["kind"], a["gpu"], f"{a['gb_s']:g}" if a["gb_s"] else "—"
    if zh:
        return {
            "bridge": f"互连：你说的 NVLink 桥（{gpu} 的 NVLink 3.0，双向 {gbs} GB/s，NVIDIA 规格）承担两张卡之间张量并行的 "
                      f"all-reduce，不走 PCIe；上面的速度就是按它算的",
            "pairs": f"互连：NVLink 桥只连两张卡（双向 {gbs} GB/s），跨多于两张卡的张量并行在桥对之间仍走 PCIe",
            "idle": f"互连：每张卡各放一份模型，不做张量并行，NVLink 桥（双向 {gbs} GB/s）这里用不上",
            "no_connector": f"互连：{gpu} 没有 NVLink 接口，装不了 NVLink 桥；卡之间走 PCIe",
        }[k]
    return {
        "bridge": f"Link: the NVLink bridge you stated ({gpu} NVLink 3.0, {gbs} GB/s bidirectional, NVIDIA's spec) carries "
                  f"the tensor-parallel all-reduces between the two cards, not PCIe; the speed above is timed over it",
        "pairs": f"Link: an NVLink bridge joins two cards only ({gbs} GB/s bidirectional): tensor parallel over more than "
                 f"two still crosses PCIe between the pairs",
        "idle": f"Link: one copy of the model a card, no tensor parallel, so the NVLink bridge ({gbs} GB/s bidirectional) "
                f"carries nothing here",
        "no_connector": f"Link: the {gpu} has no NVLink connector, so no bridge fits it; the cards talk over PCIe",
    }[k]


ENTRIES = {
    "bridge.link": E(lambda a: _bridge(a, False), lambda a: _bridge(a, True)),
}
