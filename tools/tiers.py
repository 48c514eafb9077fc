"""Spec-range tiers as priced configurations taken from ranked offers.

- minimum: the cheapest offer that holds the work with no headroom (checkpointing allowed);
- recommended: the top pick itself, so the headline, the tier and the first row always agree;
- comfortable: the cheapest offer with × 1.3 headroom and, for serving, twice the context; for
  training, without gradient checkpointing (seed 000 §4: "7B LoRA: 24 GB with checkpointing,
  40 GB is more comfortable").
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


def notes(headroom: float, comfort: float, inference: bool, seq_len: int) -> dict[str, Msg]:
    return {
        "minimum": Msg(en="cheapest that holds the work with no headroom (gradient checkpointing allowed)",
                       zh="不留余量、刚好装下的最便宜方案（允许梯度检查点）"),
        "recommended": Msg(en=f"the top pick: cheapest for the stated work with × {headroom:g} headroom (the usual +20–30 %)",
                           zh=f"首选：含 × {headroom:g} 余量（+20%–30%）时完成所述工作最便宜的方案"),
        "comfortable": (Msg(en=f"× {comfort:g} headroom at twice the context ({seq_len * 2:,} tokens)",
                            zh=f"× {comfort:g} 余量，上下文翻倍（{seq_len * 2:,} token）") if inference else
                        Msg(en=f"× {comfort:g} headroom without gradient checkpointing (no +20–40 % step time)",
                            zh=f"× {comfort:g} 余量，且无需梯度检查点（省去 20%–40% 的单步时间）")),
    }
