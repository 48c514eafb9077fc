"""The cards a stated place rents, for a sized training job that no priced machine there holds (a full fine-tune that
must stay in Hong Kong, Singapore or Taiwan): every card of a catalog row in the place — priced or not (a cloud's
instance family with no public price still rents there: tools.constraints.family_published_in) — that holds the job
on one machine of a row there (or over machines only where that row states RDMA between them), with its layout, its
hours (the caller's timer: the house's training-time function, the job's FLOPs ÷ the layout's sustained throughput,
tools.speed.estimate_speed) and its GPU-hours. "Fastest" orders them by wall hours, anything else by GPU-hours, so the
plan is never "nothing can be ranked" beside cards that do the job where the data must stay."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tools.offers import rdma_ok
from tools.schema import GPUSpec, InstanceRow, Msg, ParallelPlan

Machine = tuple[int, bool, tuple[str, ...]]  # GPUs a machine, RDMA stated, the clouds renting it there
Timer = Callable[[GPUSpec, ParallelPlan], "tuple[float, float] | None"]  # (wall hours, GPU-hours) of the job on a plan


def machine_sizes(rows: Iterable[InstanceRow], in_place: Callable[[InstanceRow], bool]) -> dict[str, Machine]:
    """Per card, the most GPUs one machine of it holds in the place (a family row with no count is one 8-GPU machine,
    as unpriced families are sized), whether any such row states RDMA between machines, and the clouds renting it
    there (whom to ask for a quote)."""
    out: dict[str, Machine] = {}
    for row in rows:
        if not in_place(row):
            continue
        n, rdma, who = out.get(row.gpu, (0, False, ()))
        names = who if row.provider in who else (*who, row.provider)
        out[row.gpu] = (max(n, int(row.gpu_count or 8)), rdma or rdma_ok(row), names)
    return out


def whole_machine(p: ParallelPlan, per_machine: int) -> ParallelPlan:
    """The plan spread over the whole machine it is rented as (the extra GPUs add data parallelism, as
    tools.offers.size_training spreads a layout): 2 × A100 on an 8-GPU machine trains on all 8. Memory per GPU is
    the smaller layout's, an upper bound (more ranks shard ZeRO states further, never less)."""
    n = p.layout.num_gpus
    if n >= per_machine or per_machine % n:
        return p
    return p.model_copy(update={"layout": p.layout.model_copy(update={
        "num_gpus": per_machine, "dp": per_machine // (p.layout.tp * p.layout.pp)})})


def in_place_cards(sizes: dict[str, Machine], gpus: dict[str, GPUSpec],
                   layout: Callable[[GPUSpec], ParallelPlan], timer: Timer,
                   fastest: bool, barred: Callable[[GPUSpec], bool] = lambda g: False, whole: bool = True
                   ) -> list[tuple[GPUSpec, ParallelPlan, float]]:
    """(card, plan, GPU-hours) of each card rented in the place (`sizes`, from `machine_sizes`) whose plan fits and
    whose machines there can hold it (GPUs ≤ one machine's, unless RDMA is stated) and that can be timed, the plan
    over the whole machine, none `barred` (a card the export rules keep out of the place, listed or not); the fastest
    first when `fastest`, else the fewest GPU-hours first (ties: the name). `whole`: spread a job over the whole
    machine (a service keeps the GPUs its layout needs)."""
    got: list[tuple[float, GPUSpec, ParallelPlan, float]] = []
    for name, (per_machine, rdma, _) in sizes.items():
        g = gpus.get(name)
        if g is None or barred(g):
            continue
        p = layout(g)
        if not p.fits or (p.layout.num_gpus > per_machine and not rdma):
            continue
        p = whole_machine(p, per_machine) if whole else p
        job = timer(g, p)
        if job is not None:
            got.append((job[0] if fastest else job[1], g, p, job[1]))
    return [(g, p, gh) for _, g, p, gh in sorted(got, key=lambda x: (x[0], x[1].name))]


def in_place_chosen(cards: list[tuple[GPUSpec, ParallelPlan, float]], sizes: dict[str, Machine], fastest: bool) -> Msg:
    """Why the headline's card: of the cards rented in the place, the fastest or the one with the fewest GPU-hours;
    the clouds renting it there (whom to ask for the price), and the others that also hold the job (up to three)."""
    first = cards[0][0].name
    return Msg(code="in_place_cards.chosen", args={
        "fastest": fastest, "ask": list(sizes.get(first, (0, False, ()))[2]), "others": [g.name for g, _, _ in cards[1:4]]})
