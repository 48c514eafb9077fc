"""Whether a lower-precision serving plan with room leads over a 16-bit pick at the memory edge or under the speed floor.

tools.precision_lead lets an FP8 (or published-INT4) plan lead on price alone: under PRECISION_LEAD_SHARE of the
16-bit pick's hour. A pick at about the same price that fills its memory pool past the serving headroom limit
(tools.recommend.TIGHT_POOL_SHARE, 90 %: the memory model's own error is a few GB a card, docs/RECOMMENDER.md) or gives
each user less than the per-user floor at the context its memory is sized for (the stated floor, else the interactive
default tools.offers.INTERACTIVE_TOKENS_PER_S, 20 tok/s; the readable minimum MIN_STREAM_TOKENS_PER_S only where the
lever reaches no more either) is a fit to test, not a plan, while an FP8-weights plan on cards with FP8 kernels
(tools.compat; catalog fp8_support for the W8A8 path: Ada, Hopper, Blackwell) halves the weight bytes each decode step
reads and the weights' share of the pool. So the plan that keeps both (memory at or under the limit, the floor held)
leads when it costs no more than the ranking's price tie over the pick (tools.ranking.TIE, 5 %: list prices move by
more between regions and weeks); the headline says what the 16-bit pick would have run at.

Kept as asked: a stated precision, a model whose card warns against quantising it, training, a copy split over extra
machines (as tools.precision_lead), and the pick's own cards where the user named them (the re-run ranks only
cards that run the precision and keeps stated cards).

By hand: Llama-3.1-8B for 15 users at 4,096 tokens on 3 × L4 24 GB (5 users a replica): KV 32 layers × 8 heads × 128
× 2 × 2 B = 128 KiB a token, × 5 × 4,096 ≈ 2.7 GB; BF16 16 GB + 2.7 GB + ≈ 1.5 GB activations and runtime ≈ 20.2 GB of
a 0.9 × 24 = 21.6 GB pool (94 %), each user ≈ 300 GB/s × 0.75 ÷ 18.7 GB read a step ≈ 12 tok/s: at the edge on both;
FP8 8 + 2.7 + 1.5 ≈ 12.2 GB (56 %) at ≈ 225 ÷ 10.7 ≈ 21 tok/s on the same three cards, the same price: FP8 leads.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.ranking import TIE
from tools.schema import ModelArch


@dataclass(frozen=True)
class PlanEdge:
    """One serving plan's price an hour, share of its memory pool per GPU (None: unknown) and per-user decode tokens/s
    at the context its memory is sized for (None: unknown)."""

    price: float
    share: float | None
    tps: float | None


def at_edge(p: PlanEdge, limit: float, floor: float) -> bool:
    """Past the memory `limit` (share of the pool) or under the per-user `floor` (0: none applies)."""
    return (p.share is not None and p.share > limit) or (floor > 0 and (p.tps is None or p.tps < floor))


def edge_floor(stated: float | None, default: float, minimum: float, lever_tps: float | None) -> float:
    """The floor both plans are judged at: the stated one, else `default`; `minimum` (the readable minimum) only when
    the lever's plan does not reach the default either. Worked: none stated, FP8 at 21 tok/s: 20; FP8 at 14: 10."""
    if stated:
        return stated
    return default if (lever_tps or 0.0) >= default else minimum


def edge_lever_leads(arch: ModelArch, stated: str | None, serving: bool, pick: PlanEdge, lever: PlanEdge,
                     split: bool, bounds: tuple[float, float], tie: float = TIE) -> bool:
    """Does the lever's plan lead over a pick at the edge? `bounds`: (memory share limit, per-user floor). Only with no
    stated precision, a served model, no quantisation warning, no copy split over extra machines; then the pick at the
    edge (`at_edge`), the lever not, and the lever's hour at most `tie` over the pick's.
    Worked: BF16 at 95 % and 14 tok/s for $2.11/h against FP8 at 58 % and 25 tok/s for $2.11/h: leads; FP8 at $2.30/h
    (9 % more): the pick stays (its edge is said beside it); BF16 at 80 % and 24 tok/s: not at the edge, stays."""
    limit, floor = bounds
    if stated is not None or not serving or arch.no_quantise or split:
        return False
    if not at_edge(pick, limit, floor) or at_edge(lever, limit, floor):
        return False
    return 0 < lever.price <= pick.price * (1 + tie)


def edge_args(pick: PlanEdge, limit: float, floor: float) -> dict[str, object]:
    """The headline's reasons the pick gave way: its memory share when past `limit`, its per-user speed when under
    `floor` (each None otherwise), with the limit and floor."""
    over = pick.share if pick.share is not None and pick.share > limit else None
    slow = pick.tps if floor > 0 and pick.tps is not None and pick.tps < floor else None
    return {"edge_share": over, "edge_tps": slow, "edge_limit": limit, "edge_floor": floor}
