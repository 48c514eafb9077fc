"""The one-card machines a sized batch runs on at once to end inside its wall (stated, its period's, else the assumed
week of tools.batch_wall), for planners that know only the job's GPU-hours on one card: speech synthesis, stem
separation, a named detector over recorded video.

Why: these planners used a stated deadline only; with none they said "one card, whenever it finishes" (weeks or
years). Shards of such a job are independent, so k cards end it in GPU-hours ÷ k for the same GPU-hours and money.
Where the assumed wall would need more machines than one job rents (tools.offers.MAX_NODES), the fleet is held there
and its longer wall is said (soft, as tools.batch_wall.soft_fleet); a STATED wall over that is left to the caller,
which says it cannot be met.

By hand: 1,360 GPU-hours, no deadline → wall 168 h (assumed) → ⌈1,360 ÷ 168⌉ = 9 cards, ≈ 151 h each; 30,000 GPU-hours
→ ⌈30,000 ÷ 168⌉ = 179 > 64 → 64 cards, 30,000 ÷ 64 ≈ 469 h (19.5 days), said as longer than the week.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from tools.batch_wall import DEFAULT_BATCH_WALL_DAYS, batch_wall
from tools.constants import HOURS_PER_DAY
from tools.schema import Msg


class WallCards(NamedTuple):
    """Cards at once, the hours each runs (GPU-hours ÷ cards), the wall they were sized for, whether it was assumed,
    and whether the held fleet runs past it (`over`)."""
    cards: int
    hours: float
    wall: float
    assumed: bool
    over: bool


def wall_cards(gpu_hours: float, stated_hours: float | None, period_hours: float | None) -> WallCards | None:
    """⌈GPU-hours ÷ wall⌉ one-card machines for a batch (a stated deadline, else its period, else the assumed week);
    under the assumed wall held to MAX_NODES with the longer wall said. None with no GPU-hours."""
    from tools.offers import MAX_NODES

    if not gpu_hours or gpu_hours <= 0:
        return None
    wall = batch_wall(stated_hours, period_hours, True)
    assert wall.hours is not None  # a batch always has a wall
    cards = max(1, math.ceil(gpu_hours / wall.hours - 1e-9))
    if wall.assumed and cards > MAX_NODES:
        return WallCards(MAX_NODES, gpu_hours / MAX_NODES, wall.hours, True, True)
    return WallCards(cards, gpu_hours / cards, wall.hours, wall.assumed, False)


def wall_cards_msg(got: WallCards, gpu: str | None, gpu_hours: float) -> Msg:
    """The headline words of an assumed wall: the days assumed, the cards at once and each one's hours (days), the
    one-card hours it replaces (1,360 GPU-hours → 9 cards ≈ 151 h = 6.3 days each; one card 56.7 days)."""
    return Msg(code="wall_cards.assumed", args={
        "days": DEFAULT_BATCH_WALL_DAYS, "cards": got.cards, "gpu": gpu or "GPU", "each": got.hours,
        "each_days": got.hours / HOURS_PER_DAY, "gpuh": gpu_hours, "one_days": gpu_hours / HOURS_PER_DAY,
        "over": got.over})
