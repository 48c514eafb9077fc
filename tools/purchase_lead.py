"""Which plan leads a buy-or-rent answer for a user in mainland China who names no region: a CUDA plan, never an
overseas ROCm (MI300X) marketplace row. The ROCm row stays in the table below it. Reason: a box bought in the
mainland is a CUDA server (the cards asked about, H20 / A800 / L40S / RTX, are NVIDIA's; an MI300X there is neither
sold as such nor what the question weighs), and the overseas marketplace row is a rent the user would not pay from
the mainland; so the rent the purchase is set against is the cheapest CUDA plan. The general rule (an AMD row leads
only when cheapest by more than tools.ranking.ROCM_LEAD_MARGIN) stays for everyone else.

By hand: 2 × MI300X ¥447 for the whole batch, 8 × H100 ¥489, 4 × B200 ¥566 for a 简体 "买台8卡H20，还是租？" →
8 × H100 first, 2 × MI300X second, 4 × B200 third (only the first CUDA row moves; no price changes)."""

from __future__ import annotations

from typing import Any

from tools.places import is_mainland
from tools.schema import Msg, Workload


def mainland_purchase(w: Workload) -> bool:
    """A purchase weighed (a server to buy, or a card asked about to buy) by a user in mainland China — written in
    Simplified Chinese with no place said, or located there — who names no region to rent in."""
    if w.regions or not (w.buy_server or w.checked_gpu):
        return False
    located = w.located or []
    return any(is_mainland(x) for x in located) or (w.language == "zh" and not located)


def cuda_pick(top: Any, ranked: list[Any], w: Workload) -> Any:
    """The plan to lead instead of an AMD pick for a mainland purchase (mainland_purchase): the first NVIDIA plan in
    rank order (`ranked`, the whole ranking, best first), or None when the pick is no AMD row, the question is no
    mainland purchase or no NVIDIA plan is priced; never over the AMD card the user asked about itself ("runpod 的
    MI300X … 要两台 8 卡 MI300X 吗？" weighs that card: its plan stays first)."""
    if top is None or top.gpu.vendor != "AMD" or not mainland_purchase(w) or top.gpu.name == w.checked_gpu:
        return None
    return next((o for o in ranked if o.gpu.vendor == "NVIDIA"), None)


def lead_note(rocm: Any, cuda: Any) -> Msg:
    """What the answer's assumptions say when cuda_pick moved a CUDA plan ahead of a cheaper-ranked ROCm one."""
    return Msg(code="purchase_lead.cuda_first", args={"cuda": f"{cuda.total_gpus} × {cuda.gpu.name}",
                                                       "rocm": f"{rocm.total_gpus} × {rocm.gpu.name}"})
