"""An evaluation grid of models of mixed sizes ("20 open models (10 × 7–8B, 6 × 14–32B, 4 × 70–72B) on 30 benchmarks,
50k items each") sized group by group and summed, never as one assumed size for every model.

Why: the grid was priced as one 8B model × 30 M requests; the 70B group alone needs ~9× the compute of the 8B one (2 ×
params FLOPs a token, Kaplan et al. 2020, arXiv:2001.08361), so one size misprices it either way. Each group is sized
by the recommender on a representative model — the top of the range said (8B for "7–8B", 32B for "14–32B": the size
that sets the memory and the slowest speed in the group) — with the group's share of the items (its models ×
benchmarks × items). The groups are independent jobs: each runs on its own machines at once, with no interconnect
between them, so the grid's GPU-hours and cost are the groups' sums and it is done when its slowest group is.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SizeGroup:
    models: int  # models in the group
    low_b: float  # the smallest size said (7 of "7–8B")
    high_b: float  # the largest (8): the representative sized


@dataclass(frozen=True)
class GroupPlan:
    group: SizeGroup
    requests: int
    gpu_hours: float
    hours: float
    cost: float


def group_requests(per_model: int, group: SizeGroup) -> int:
    """The group's requests: its models × each model's items (benchmarks × items a benchmark)."""
    return max(1, group.models) * max(1, per_model)


def groups_match(groups: list[SizeGroup], models: int | None) -> bool:
    """Whether the groups read are the grid's: two or more, each a sane size, summing to the models said (when said)."""
    if len(groups) < 2 or any(not (0 < g.low_b <= g.high_b <= 2_000) for g in groups):
        return False
    return models is None or sum(g.models for g in groups) == models


def largest(groups: list[SizeGroup]) -> SizeGroup:
    """The group of the largest models: the headline sizes it (its memory sets the machine)."""
    return max(groups, key=lambda g: g.high_b)


def grid_totals(plans: list[GroupPlan]) -> tuple[float, float, float]:
    """(GPU-hours, cost, hours until the slowest group is done) of the whole grid, its groups run side by side."""
    return sum(p.gpu_hours for p in plans), sum(p.cost for p in plans), max((p.hours for p in plans), default=0.0)


def gpu_hours(job_hours: float, gpus_per_instance: float, instances: int) -> float:
    """GPU-hours of a plan: its hours × the GPUs it holds (instances × GPUs each)."""
    return job_hours * gpus_per_instance * max(1, instances)


def per_model_requests(group_total: int, group: SizeGroup) -> int:
    """Each model's requests (benchmarks × items) from a group's total: the total ÷ the group's models."""
    return max(1, round(group_total / max(1, group.models)))


def plan_of(group: SizeGroup, requests: int, job_hours: float, gpus: float, cost: float) -> GroupPlan:
    """A group's plan from its pick: hours, GPU-hours (hours × every GPU held) and the job's cost."""
    return GroupPlan(group=group, requests=requests, gpu_hours=job_hours * gpus, hours=job_hours, cost=cost)
