"""The machine to buy for a speech, vision or generated-media job whose data may not go to any cloud ("no cloud",
"on-prem only", 不上云, 唔想上雲: Workload.buy_server): the plan's cards, the host around them (tools.host.size_host:
≥ 4 vCPU a card, RAM ≥ the cards' memory, local NVMe for the data), their power (the catalog's TDP × cards) and the
cards' purchase price where a launch price is sourced (tools.launch_price: GeForce MSRPs), else a vendor's quote.
No rental row or hourly price is said: the rented rows only sized the card count.

Why: a firm that refused the cloud was told "rent primeintellect … at $0.15/h" under a lead saying to buy; the answer
to "no cloud" is the box itself. The card count is the plan's row with the fewest cards (tools.live_dictation.buy_cards:
fewer, larger cards fit fewer servers), in servers of up to 8 cards.
By hand: 2 × RTX 4090 (24 GB, 450 W, $1,599 launch) → host ≥ 8 vCPU, RAM ≥ ⌈2 × 24 GiB⌉ = 48 GiB, ≈ 900 W of cards,
cards ≈ 2 × 1,599 = $3,198 (server, CPU, RAM and disk on top: a vendor's quote).
"""

from __future__ import annotations

import math

from tools.host import size_host
from tools.launch_price import launch_price
from tools.live_dictation import SERVER_GPUS
from tools.media import MediaPlan
from tools.schema import GiB, GPUSpec, Msg


def onprem_box(p: MediaPlan | None, gpus: dict[str, GPUSpec]) -> Msg | None:
    """The box to buy for the plan (module docstring); None with no priced row to size it from."""
    if p is None or not p.rows:
        return None
    rows = [*p.rows, *([p.dense] if p.dense is not None else [])]
    best = min(rows, key=lambda r: (r.machines * r.gpus, r.cost))
    cards = best.machines * best.gpus
    servers = math.ceil(cards / SERVER_GPUS)
    per_server = math.ceil(cards / servers)
    g = gpus.get(best.gpu)
    mem = float(g.memory_gb or 0) if g is not None else 0.0
    host = size_host(per_server, int(mem * GiB), training=False)
    tdp = float(g.tdp_w) if g is not None and g.tdp_w else None
    launch = launch_price(best.gpu)
    return Msg(code="onprem_box.buy", args={
        "cards": cards, "gpu": best.gpu, "servers": servers, "per_server": per_server, "vcpu": host.min_vcpu,
        "ram_gib": host.min_ram_gib, "power_w": tdp * cards if tdp else None,
        "hours": best.hours if p.live is None else None, "live": p.live is not None,
        "price_usd": launch[0] * cards if launch else None, "price_source": launch[1] if launch else None})
