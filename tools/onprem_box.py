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
from typing import Any

from tools.host import size_host
from tools.launch_price import launch_price
from tools.live_dictation import SERVER_GPUS
from tools.schema import GiB, GPUSpec, Msg


def onprem_box(p: Any, gpus: dict[str, GPUSpec], budget: tuple[float, str, float] | None = None,
               local: tuple[str, float] | None = None) -> Msg | None:
    """The box to buy for the plan (module docstring): a media, embedding or vision-training plan, any plan whose
    rows carry gpu, gpus, machines, cost and hours; None with no priced row to size it from. With a one-off budget
    (`budget`: its amount in USD, its own currency and that currency's units a USD), the cheapest row on a card with
    a held launch price leads instead (tools.offprem_buy), said
    against the budget: 1 × RTX 4090 ($1,599) of $5,000 → within, $3,401 left. A vision training's box carries the
    job's own host and card count (tools.vision_train.box_need: nnU-Net's folds in two rounds, 12 CPU threads and
    32 GiB of RAM a card), never fewer than the answer's own host line says. `local`: the answer's currency and its
    units a USD, the cards' price said in it too (3 × $1,599 = $4,797 ≈ NT$ at the catalog's rate)."""
    if p is None or not p.rows:
        return None
    dense = getattr(p, "dense", None)
    rows = [*p.rows, *([dense] if dense is not None else [])]
    best = min(rows, key=lambda r: (r.machines * r.gpus, r.cost))
    live = getattr(p, "live", None) is not None
    said: dict[str, Any] = {}
    if budget is not None:
        from tools.offprem_buy import choose_box
        from tools.wording import money_text

        budget_usd, cur, per_usd = budget
        choice = choose_box([(r.gpu, r.machines * r.gpus, None) for r in rows], budget_usd)
        pick = choice.pick
        if pick is not None:
            best = min((r for r in rows if r.gpu == pick.gpu and r.machines * r.gpus == pick.cards), key=lambda r: r.cost)
        said = {"budget": money_text(budget_usd * per_usd, cur, 0), "within": choice.within,
                "left": money_text(abs(choice.left_usd) * per_usd, cur, 0) if pick else None,
                # the cards' price in the budget's own money too (¥50,000 budget: $4,497 ≈ ¥32,378 at the rate)
                "price_local": money_text(pick.usd * per_usd, cur, 0) if pick and cur != "USD" else None}
    cards, hours = best.machines * best.gpus, None if live else best.hours
    threads, ram_gib = 0, 0.0
    if getattr(p, "job", None) is not None and getattr(p, "folds", None) is not None:  # a vision training's own host
        from tools.vision_train import box_need

        need = box_need(p, best.gpu, cards, gpus)
        cards, threads, ram_gib = need.cards, need.threads, need.ram_gb
        hours = need.hours if need.hours is not None else hours
    box = card_box(best.gpu, cards, hours, gpus, live, _data_ram(p), threads, ram_gib)
    usd = box.args.get("price_usd")
    if local is not None and "price_local" not in said and isinstance(usd, (int, float)) and usd and local[0] != "USD":
        from tools.wording import money_text  # the cards' price in the answer's own money too (NT$ for Taiwan)

        said = {**said, "price_local": money_text(usd * local[1], local[0], 0)}
    period = getattr(p, "period", None)  # a recurring batch (2,000 h of audio a day): the hours are each period's
    said = {**said, **({"period": period} if period and not live else {})}
    return Msg(code=box.code, args={**box.args, **said}) if said else box


def _data_ram(p: Any) -> int:
    """Bytes of host RAM a detector's or classifier's training keeps besides the cards' memory: Ultralytics'
    cache=ram of its images (tools.vision_train.cache_gb: 60,000 × 640² × 3 = 73.7 GB); 0 for any other plan."""
    job = getattr(p, "job", None)
    if job is None or not getattr(job, "images", None) or job.model.kind not in ("detection", "classification"):
        return 0
    from tools.vision_train import cache_gb

    return int(cache_gb(p) * 1e9)


def card_box(gpu: str, cards: int, hours: float | None, gpus: dict[str, GPUSpec], live: bool = False,
             data_ram: int = 0, threads: int = 0, ram_gib: float = 0.0) -> Msg:
    """`cards` × `gpu` as the box to buy (module docstring): servers of up to 8 cards, the host (RAM ≥ the cards'
    memory + `data_ram` bytes each server keeps), the cards' power and launch price where held. A text-to-video
    plan's cards (tools.generated_media.cards_needed) come here too. `threads` and `ram_gib`: what the job itself
    needs a card (nnU-Net: 12 augmentation threads, 32 GiB), the host never below them: 3 cards → ≥ 36 vCPU, ≥ 96 GiB
    (against the generic 4 vCPU and 24 GiB a 24 GB card)."""
    servers = math.ceil(cards / SERVER_GPUS)
    per_server = math.ceil(cards / servers)
    g = gpus.get(gpu)
    mem = float(g.memory_gb or 0) if g is not None else 0.0
    host = size_host(per_server, int(mem * GiB), training=False, extra_ram_bytes=data_ram)
    tdp = float(g.tdp_w) if g is not None and g.tdp_w else None
    launch = launch_price(gpu)
    return Msg(code="onprem_box.buy", args={
        "cards": cards, "gpu": gpu, "servers": servers, "per_server": per_server,
        "vcpu": max(host.min_vcpu, threads * per_server),
        "ram_gib": max(host.min_ram_gib, math.ceil(ram_gib * per_server + data_ram / GiB)),
        "power_w": tdp * cards if tdp else None, "hours": hours, "live": live,
        "price_usd": launch[0] * cards if launch else None, "price_source": launch[1] if launch else None})


def clip_box(clips: float, period_hours: float, seconds: float, gpu: str, gpus: dict[str, GPUSpec]) -> Msg:
    """A text-to-video load's box: the cards that finish the period's clips inside it (tools.generated_media
    .cards_needed) and their wall hours (the GPU-hours ÷ those cards). By hand: 50 clips × 1,164 s on one card =
    16.2 GPU-hours, inside a 24 h day → 1 card, ≈ 16.2 h."""
    from tools.generated_media import ClipLoad, cards_needed, gpu_hours

    load = ClipLoad(clips, period_hours)
    cards = cards_needed(load, seconds)
    return card_box(gpu, cards, gpu_hours(load, seconds) / cards, gpus)
