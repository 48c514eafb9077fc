"""Spec-range tiers by meaning, each a priced configuration from offers that pass every stated
constraint (budget, providers, regions, GPU, per-card memory, count):

- minimum: the smallest machine that holds the work (the cheapest hour at no headroom; a training job
  without its data-set size, which does not change what holds it); never dearer than the pick;
- recommended: the pick itself (the first row), so the headline, the tier and the row always agree;
- comfortable (safe): the kind's safe workload at × 1.3 headroom (tools.constants.SAFE_HEADROOM), ranked like
  the pick and obeying its rules: no copy sharded over 4+ PCIe cards when any other plan holds it
  (tools.recommend._safe_of); training drops gradient checkpointing (seed 000 §4: "7B LoRA: 24 GB with checkpointing,
  40 GB is more comfortable").

A tier that is the same plan as the pick is shown once (as the pick).
"""

from __future__ import annotations

from tools.defaults import serves
from tools.fit import fit_of, rule_words
from tools.offers import Offer, billed_gpu_hours, wall_hours
from tools.schema import GiB, Money, Msg, Resolved, SpecTier
from tools.wording import duration

# A minimum tier with more than this usable ÷ estimate is not "no headroom": the smallest listed machine is simply
# bigger than the work ("minimum … with no headroom" on a row at × 2.47).
SNUG = 1.2


def real_headroom(o: Offer) -> float | None:
    """Usable memory ÷ the estimate per GPU: the headroom the plan actually has (not the × 1.2 asked)."""
    need = o.plan.per_gpu.total if o.plan else 0
    return (o.gpu.usable_bytes or 0) / need if need else None


def headroom_note(name: str, o: Offer, note: Msg, w: Resolved | None = None, headroom: float = 1.2) -> Msg:
    """The tier's note with the headroom the plan really has, judged by the engine's own fit test (tools.fit): a
    pre-allocating serving engine (vLLM's gpu_memory_utilization pool, SGLang's mem_fraction_static) is judged
    against its pool, llama.cpp (everything allocated once at start) against the card, so no × 1.2 / × 1.3
    label is printed for them; training states its real multiple."""
    real = real_headroom(o)
    if real is None:
        return note
    if name == "minimum":  # the no-headroom fit by definition, unless no smaller listed machine holds it
        return note if real <= SNUG else Msg(code="tiers.smallest_listed", args={"real": real})
    rule = fit_of(o.plan.per_gpu, o.gpu, w, headroom) if w is not None and o.plan is not None else None
    if rule is not None and rule.rule != "headroom":
        pick = Msg(code="tiers.the_pick_first_row")
        safe = Msg(code="tiers.the_safe_plan_at")
        what = pick if name == "recommended" else safe
        how = rule_words(rule)
        spare = rule.spare / rule.budget if rule.budget > 0 else None  # the pool's margin, the one the engine has
        if rule.packed and rule.held > 0:  # a batch fills its pool with sequences: the margin is what the rest leaves
            spare, real = (rule.budget - rule.held) / rule.budget, rule.budget / rule.held
        return Msg(code="tiers.usable_estimate", args={"what": what, "how": how, "real": real, "spare": spare,
                                                      "packed": rule.packed})
    if name == "recommended":
        return Msg(code="tiers.the_pick_first_row_2", args={"real": real})
    return Msg(code="tiers.actual", args={"note": note, "real": real})


def tier(name: str, o: Offer, peers: list[Offer], note: Msg, headroom: float, currency: str,
         w: Resolved | None = None) -> SpecTier:
    """A tier from one offer; `examples` names the GPUs of the same memory class among `peers`; the note
    states the headroom the plan really has, by the engine's fit test for workload `w` (tools.fit)."""
    note = headroom_note(name, o, note, w, headroom)
    if o.plan is not None and o.plan.gradient_checkpointing and w is not None and not serves(w.task):
        note = Msg(code="tiers.needs_checkpointing", args={"note": note})
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
        train_hours=hours, gpu_hours=billed_gpu_hours(hours, o.total_gpus) if hours else None,  # as its cost's hours
        job_cost=Money(amount=o.work_cost, currency=currency) if hours else None,  # type: ignore[arg-type]
        gradient_checkpointing=bool(o.plan and o.plan.gradient_checkpointing) if w is not None and not serves(w.task)
        else None,
    )


def missed_deadline(low: SpecTier, deadline_hours: float | None) -> SpecTier:
    """The minimum tier with its miss said, where its job's wall time (the tier's own `train_hours` plus start-up,
    tools.offers.wall_hours, the figure its line prints) runs past the deadline the user stated: the smallest machine
    that holds the work is not a plan that meets it, and a line offering it unmarked reads as one. Worked: Gemma-2-9B,
    8 M requests by Thursday night (87 h = 3.62 days): 1 × RTX PRO 6000 Blackwell takes 4.0 days: > 3.62, said."""
    if deadline_hours is None or not low.train_hours:
        return low
    took = wall_hours(low.train_hours)
    if took <= deadline_hours:
        return low
    low.note = Msg(code="tiers.misses_deadline", args={"note": low.note, "took": duration(took),
                                                       "deadline": duration(deadline_hours)})
    return low


def same_plan(a: Offer, b: Offer) -> bool:
    """The same machine, count and layout: two tiers that would print the same row."""
    return (a.row.provider, a.row.instance_type, a.instances, a.layout.num_gpus, a.replicas) == \
        (b.row.provider, b.row.instance_type, b.instances, b.layout.num_gpus, b.replicas)


def notes(headroom: float, safe: float, safe_note: Msg, *, training: bool = True) -> dict[str, Msg]:
    """Each tier's meaning in words; "gradient checkpointing allowed" only where the work trains."""
    ckpt = None  # a plan that needs gradient checkpointing says so itself (tier(): "tiers.needs_checkpointing")
    return {
        "minimum": Msg(code="tiers.smallest_machine_that_holds", args={"ckpt": ckpt}),
        "recommended": Msg(code="tiers.the_pick_first_row_3", args={"headroom": headroom}),
        "comfortable": safe_note,
    }
