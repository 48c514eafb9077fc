"""Each user's decode speed on the user's own cards for a route computed there (INT4 weights on 4 × RTX 4060 Ti 16GB
that refuse BF16), when no rental row of the card exists to rank it (an owned-only card: catalog segment "owned
hardware"): the route's plan on those cards (tools.recommend.stated_plan, its tensor-parallel layout) timed by the
serving speed model (tools.speed.estimate_speed: weights and KV read at each card's bandwidth × the fitted share, the
per-layer floor, the all-reduces over the cards' link), every user busy (tools.offers.per_user_tokens_per_s).

Hand check: Qwen2.5-72B in INT4 (≈ 0.53 bytes a parameter with AWQ's scales: ≈ 38.5 GB, ≈ 9.6 GB a card over TP 4) on
4 × RTX 4060 Ti 16GB (288 GB/s each, PCIe, no NVLink) for 5 users: 9.6 GB + each card's KV share ÷ (288 × 0.814 =
234 GB/s) ≈ 45 ms a step, plus the layer floor and 80 layers × 2 all-reduces over PCIe → ≈ 12–17 tokens/s per user.
"""

from __future__ import annotations

from tools.offers import per_user_tokens_per_s
from tools.schema import GPUSpec, Layout, ModelArch, Resolved
from tools.speed import SpeedUnknown, estimate_speed


def owned_route_tps(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout) -> float | None:
    """Decode tokens/s per user with w.concurrency users busy on `layout` of `gpu`; None when its bandwidth is not in
    the catalog."""
    try:
        sp = estimate_speed(arch, w, gpu, layout)
    except SpeedUnknown:
        return None
    return per_user_tokens_per_s(sp, max(1, w.concurrency))
