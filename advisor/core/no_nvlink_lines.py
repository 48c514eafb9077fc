"""Cards said to have no NVLink ("no NVLink", "PCIe only", "without NVLink", 没有 NVLink, 只走 PCIe, 沒有 NVLink 橋接):
the answer echoes it and says what it means for its layout (tools.pcie_only): one copy a card needs no link, a tensor-
parallel group crosses PCIe (prefer one card or pipeline parallel). It was read as nothing: the plan timed TP over
a bridge the user said they lack. Words in advisor/core/messages/no_nvlink.py; no arithmetic here."""

from __future__ import annotations

from typing import Any

from advisor.core.no_nvlink_read import PCIE_ONLY, no_nvlink_said
from tools.schema import Msg

__all__ = ["PCIE_ONLY", "add_no_nvlink_line", "no_nvlink_msg", "no_nvlink_said"]


def no_nvlink_msg(rec: Any) -> Msg | None:
    """The missing NVLink against the answer's plan: the pick's card and layout, or the user's own cards' layout;
    None when the answer has no plan on cards the catalog knows."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.bridge_link import owned_tp
    from tools.errors import AdvisorError
    from tools.pcie_only import bridgeless, pcie_only_link

    cands = getattr(rec, "candidates", None) or []
    w = getattr(rec, "workload", None)
    try:
        if cands:
            gpu, tp = get_gpu(str(cands[0].gpu)), int(cands[0].layout.tp)
        elif w is not None and w.owned_gpus and w.gpu_preference:
            gpu = bridgeless(get_gpu(str(w.gpu_preference)))
            tp = owned_tp(load_arch(w.model, w.params_b), w, gpu)
        else:
            return None
    except AdvisorError:  # a card or model the catalog lacks: nothing said of the link
        return None
    kind, gb_s = pcie_only_link(bridgeless(gpu), tp)  # the card as planned: its bridge gone, as the user said
    return Msg(code="nvlink.none_said", args={"kind": kind, "gpu": gpu.name, "tp": tp, "gb_s": gb_s, "gen": gpu.pcie_gen})


def add_no_nvlink_line(reply: Any, text: str, rec: Any, lang: str) -> None:
    """Under the answer: the missing NVLink said back against its layout."""
    if reply.kind != "answer" or not no_nvlink_said(text):
        return
    from advisor.core.bridge_lines import append_line

    append_line(reply, no_nvlink_msg(rec), lang)
