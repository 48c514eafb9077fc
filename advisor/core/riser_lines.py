"""The user's own cards said to sit on PCIe x1 risers ("old mining rig, 6x RTX A4000 on pcie x1 risers", 矿机 x1
延长线): tensor parallelism across them said to be throttled by the links, and one copy a card planned instead, with
each user's speed (tools.riser_rig) — never a TP plan endorsed as if the cards shared x16 slots."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# x1 links said: "pcie x1 risers", "1x risers", "x1 riser cables", "PCIe 1x", 矿机 x1 延长线 / 转接卡, USB risers
RISER = re.compile(r"(?i)(?:pci-?e?\s*(?:\d(?:\.0)?\s*)?|\b)(?:x1|1x)\s*(?:risers?|slots?|lanes?|links?|延长线|延長線|转接|轉接)"
                   r"|\bpci-?e\s*(?:\d(?:\.0)?\s*)?(?:x1|1x)\b|\busb\s+risers?\b|\brisers?\b[^.?!\n]{0,30}\b(?:x1|1x)\b")


def risers_said(text: str) -> bool:
    """Whether the message says the cards sit on x1 links (RISER)."""
    return bool(RISER.search(text or ""))


def riser_lines(rec: Any, text: str) -> list[Msg]:
    """The x1-riser verdict for the user's own cards (tools.riser_rig.per_card_replicas): [] when no x1 link is said,
    the cards are not the user's, fewer than two, or the work is no serving."""
    from advisor.core.service import load_arch
    from catalog.gpus import all_gpus
    from tools.defaults import resolve
    from tools.riser_rig import per_card_replicas

    w = rec.workload
    if not risers_said(text) or not w.owned_gpus or (w.num_gpus or 0) < 2 or w.task not in (None, "inference"):
        return []
    gpu = all_gpus().get(w.gpu_preference or "")
    if gpu is None or not (w.model or w.params_b):
        return []
    msg = per_card_replicas(load_arch(w.model, w.params_b, w.active_params_b), resolve(w)[0], gpu, w.num_gpus)
    return [msg] if msg is not None else []
