"""Cards said to have no NVLink ("no NVLink", "PCIe only", "without NVLink", 没有 NVLink, 只走 PCIe, 沒有 NVLink 橋接):
the answer echoes it and says what it means for its layout (tools.pcie_only): one copy a card needs no link, a tensor-
parallel group crosses PCIe (prefer one card or pipeline parallel). It was read as nothing: the plan timed TP over
a bridge the user said they lack. Words in advisor/core/messages/no_nvlink.py; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.bridge_lines import NO_NVLINK
from tools.schema import Msg

PCIE_ONLY = re.compile(r"(?i)\bpcie[\s-]*only\b|\bonly\s+(?:over\s+|via\s+|on\s+)?pcie\b|\bjust\s+pcie\b"
                       r"|(?:只有|只走|只用|仅|僅|纯|純|全走|都走)\s*pcie|pcie\s*(?:直连|直連|互连|互連)\s*(?:而已|就好)?(?=.*(?:没|沒|冇|无|無))")


def no_nvlink_said(text: str) -> bool:
    """Does the message say the cards have no NVLink (bridge_lines.NO_NVLINK, or PCIe only)?"""
    return bool(NO_NVLINK.search(text or "") or PCIE_ONLY.search(text or ""))


def no_nvlink_msg(rec: Any) -> Msg | None:
    """The missing NVLink against the answer's plan: the pick's card and layout, or the user's own cards' layout;
    None when the answer has no plan on cards the catalog knows."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.bridge_link import owned_tp
    from tools.errors import AdvisorError
    from tools.pcie_only import pcie_only_link

    cands = getattr(rec, "candidates", None) or []
    w = getattr(rec, "workload", None)
    try:
        if cands:
            gpu, tp = get_gpu(str(cands[0].gpu)), int(cands[0].layout.tp)
        elif w is not None and w.owned_gpus and w.gpu_preference:
            gpu = get_gpu(str(w.gpu_preference))
            tp = owned_tp(load_arch(w.model, w.params_b), w, gpu)
        else:
            return None
    except AdvisorError:  # a card or model the catalog lacks: nothing said of the link
        return None
    kind, gb_s = pcie_only_link(gpu, tp)
    return Msg(code="nvlink.none_said", args={"kind": kind, "gpu": gpu.name, "tp": tp, "gb_s": gb_s, "gen": gpu.pcie_gen})


def add_no_nvlink_line(reply: Any, text: str, rec: Any, lang: str) -> None:
    """Under the answer: the missing NVLink said back against its layout."""
    if reply.kind != "answer" or not no_nvlink_said(text):
        return
    m = no_nvlink_msg(rec)
    if m is None:
        return
    line = f"- {m.text(lang)}"
    reply.text = f"{reply.text}\n{line}"
    reply.full = reply.full and f"{reply.full}\n{line}"
