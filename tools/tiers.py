"""Spec-range tiers by meaning, each a priced configuration from offers that pass every stated
constraint (budget, providers, regions, GPU, per-card memory, count):

- minimum: the smallest machine that holds the work (the cheapest hour at no headroom; a training job
  without its data-set size, which does not change what holds it); never dearer than the pick;
- recommended: the pick itself (the first row), so the headline, the tier and the row always agree;
- comfortable (safe): the kind's safe workload at × 1.3 headroom (tools.kinds.SAFE_HEADROOM), ranked like
  the pick; training drops gradient checkpointing (seed 000 §4: "7B LoRA: 24 GB with checkpointing,
  40 GB is more comfortable").

A tier that is the same plan as the pick is shown once (as the pick).
"""

from __future__ import annotations

from tools.offers import Offer
from tools.schema import GiB, Money, Msg, SpecTier


def tier(name: str, o: Offer, peers: list[Offer], note: Msg, headroom: float, currency: str) -> SpecTier:
    """A tier from one offer; `examples` names the GPUs of the same memory class among `peers`."""
    g = o.gpu
    mem = g.memory_gb or (g.memory_bytes or 0) / GiB
    same = [p.gpu.name for p in peers if abs((p.gpu.memory_gb or 0) - mem) <= 0.1 * mem]
    examples = list(dict.fromkeys([g.name, *same]))[:5]
    hours = o.train_hours
    return SpecTier(
        tier=name,  # type: ignore[arg-type]
        gpu_memory_gb=mem, count=o.total_gpus, examples=examples,
        per_gpu_bytes=o.plan.per_gpu.total if o.plan else 0, headroom=headroom, layout=o.layout, note=note,
        gpu=g.name, usable_bytes=g.usable_bytes or 0, breakdown=o.plan.per_gpu if o.plan else None,
        provider=o.row.provider, instance=o.row.instance_type, instances=o.instances, replicas=o.replicas,
        price_per_hour=Money(amount=o.hourly, currency=currency),  # type: ignore[arg-type]
        train_hours=hours, gpu_hours=hours * o.total_gpus if hours else None,
        job_cost=Money(amount=o.work_cost, currency=currency) if hours else None,  # type: ignore[arg-type]
    )


def same_plan(a: Offer, b: Offer) -> bool:
    """The same machine, count and layout: two tiers that would print the same row."""
    return (a.row.provider, a.row.instance_type, a.instances, a.layout.num_gpus, a.replicas) == \
        (b.row.provider, b.row.instance_type, b.instances, b.layout.num_gpus, b.replicas)


def notes(headroom: float, safe: float, safe_note: Msg) -> dict[str, Msg]:
    return {
        "minimum": Msg(en="smallest machine that holds the work, with no headroom (gradient checkpointing allowed)",
                       zh="能装下该工作的最小机器，不留余量（允许梯度检查点）"),
        "recommended": Msg(en=f"the pick (first row): best for the stated work with × {headroom:g} headroom "
                              "(the usual +20–30 %)",
                           zh=f"首选（第一行）：含 × {headroom:g} 余量（+20%–30%）时最适合所述工作的方案"),
        "comfortable": safe_note,
    }
