"""The words of advisor/core/no_nvlink_lines.py: cards said to have no NVLink, against the plan's layout
(tools.pcie_only)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _link(a: Mapping[str, Any]) -> tuple[str, str]:
    gen = f" {a['gen']}.0 x16" if a.get("gen") else ""
    each = f"（每个方向 {a['gb_s']:g} GB/s，PCI-SIG）" if a.get("gb_s") else ""
    each_en = f" ({a['gb_s']:g} GB/s each way, PCI-SIG)" if a.get("gb_s") else ""
    return f"PCIe{gen}{each_en}", f"PCIe{gen}{each}"


def _no_nvlink(a: Mapping[str, Any], zh: bool) -> str:
    en_link, zh_link = _link(a)
    k, tp, gpu = a["kind"], a["tp"], a["gpu"]
    if zh:
        return {
            "one_copy": f"互连：你说没有 NVLink（只走 PCIe）。这个方案每张卡各放一份模型，不做张量并行，每个 token 不跨卡通信，"
                        f"{zh_link} 足够；有没有 NVLink 在这里没有区别",
            "nvlink_planned": f"互连：你说没有 NVLink（只走 PCIe），但这个方案的张量并行 TP {tp} 是按 {gpu} 的 NVLink 算的。"
                              f"没有 NVLink，每层每个 token 两次 all-reduce 都要走 {zh_link}，会比上面的速度慢；"
                              f"优先选一张放得下模型的卡，或在 {tp} 张卡上用流水线并行（每段只跨卡传一次激活），上线前实测",
            "pcie_tp": f"互连：你说没有 NVLink（只走 PCIe）。这个方案的张量并行 TP {tp} 本来就走 {zh_link}，速度已按它计算；"
                       f"在 {tp} 张卡上改用流水线并行，每段只跨卡传一次激活，值得实测比较",
        }[k]
    return {
        "one_copy": f"Link: you said no NVLink (PCIe only). This plan keeps one copy of the model a card, no tensor "
                    f"parallel, so nothing crosses between cards per token and {en_link} is enough; NVLink would change "
                    f"nothing here",
        "nvlink_planned": f"Link: you said no NVLink (PCIe only), but this plan's tensor parallel TP {tp} counts on the "
                          f"{gpu}'s NVLink. Without it each layer's two all-reduces a token cross {en_link}, slower than "
                          f"shown above; prefer one card that holds the model, or pipeline parallel over the {tp} cards "
                          f"(one activation hand-off per stage), and time it on a pilot",
        "pcie_tp": f"Link: you said no NVLink (PCIe only). This plan's tensor parallel TP {tp} already runs over {en_link} "
                   f"and its speed is timed over it; pipeline parallel over the {tp} cards sends only one activation "
                   f"hand-off per stage across PCIe, worth timing on a pilot",
    }[k]


ENTRIES = {
    "nvlink.none_said": E(lambda a: _no_nvlink(a, False), lambda a: _no_nvlink(a, True)),
}
