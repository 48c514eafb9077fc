"""The wall time a batch job is planned for when the user states no deadline (or only a budget).

Why: a batch with no deadline was planned on the single cheapest card whatever the wall time: a video-annotation job
led with one 16 GB card taking over a thousand days, a Whisper archive with one card taking a hundred. A batch's
shards are independent (no interconnect), so k cards take run ÷ k hours for the same GPU-hours: the money barely
moves (one start-up, tools.constants.JOB_SETUP_HOURS, a machine) while the wall time falls k-fold. An expert plans the
cards that end the job in days, and says the wall time first.

The rule: a batch (a stated count of items, hours of audio or frames, once) with no stated deadline and no period
("every day") is planned to end within `DEFAULT_BATCH_WALL_DAYS` days, an ASSUMPTION (no source: a working week plus
the weekend, the span a team plans one batch run around and can watch it end), said in the headline so the user can
change it ("say your deadline"). It is soft: where even the largest fleet a provider rents as one job
(tools.offers.MAX_NODES machines) cannot end inside it, the plan keeps that fleet and says its longer wall time,
never a refusal and never one card for years.
"""

from __future__ import annotations

from typing import NamedTuple

from tools.constants import HOURS_PER_DAY, JOB_SETUP_HOURS
from tools.schema import Msg

DEFAULT_BATCH_WALL_DAYS = 7  # assumed, no source: see the module docstring; said in every answer that uses it


class BatchWall(NamedTuple):
    """The hours a batch is planned to end within, and whether they were assumed (no deadline stated)."""
    hours: float | None
    assumed: bool


def batch_wall(stated_hours: float | None, period_hours: float | None, batch: bool) -> BatchWall:
    """The stated deadline, else the period's (a daily batch ends before the next one), else for a one-off batch the
    default DEFAULT_BATCH_WALL_DAYS (assumed); nothing for a load that is no batch (a live stream, an endpoint).
    By hand: no deadline → 7 × 24 = 168 h, assumed; "within 2 days" → 48 h, stated; every day → 24 h, stated."""
    if stated_hours:
        return BatchWall(stated_hours, False)
    if period_hours:
        return BatchWall(period_hours, False)
    if not batch:
        return BatchWall(None, False)
    return BatchWall(float(DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY), True)


def soft_fleet(machines: int, wall_hours: float, cap: int) -> tuple[int, float]:
    """Under the assumed wall: the fleet held to `cap` machines, its wall time stretched to the same work
    ((wall − start-up) × machines ÷ cap + start-up). By hand: 191 one-card machines for 132 h of run each → 64
    machines, 132 × 191 ÷ 64 ≈ 394 h + 0.25 h of start-up. Within the cap: unchanged."""
    if machines <= cap:
        return machines, wall_hours
    return cap, (wall_hours - JOB_SETUP_HOURS) * machines / cap + JOB_SETUP_HOURS



def assumed_wall_msg(top_hours: float | None = None) -> Msg:
    """The headline's words for the assumed wall: no deadline stated, planned to end within the default; `over` when
    the lead plan's wall (`top_hours`) is past it (the fleet held to the largest one job rents, soft_fleet)."""
    over = top_hours is not None and top_hours > DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY
    return Msg(code="batch_wall.assumed", args={"days": DEFAULT_BATCH_WALL_DAYS, "over": over})



def assumed_wall_tail(stated_hours: float | None, period: str | None, machines: int,
                      wall_hours: float | None = None) -> Msg | None:
    """An LLM batch headline's words when no deadline was stated and the assumed wall put more than one machine on
    the lead plan (a job one machine ends inside it needs no word: its plan is as it was). By hand: 30 M requests,
    20 days on one 8-GPU box → 3 boxes ≈ 6.7 days, said; 10,000 requests in 2 h on one box → nothing. `wall_hours`:
    the lead plan's wall; past the week (its machines held at the most one job rents) it is said as longer."""
    if stated_hours or period or machines <= 1:
        return None
    over = wall_hours is not None and wall_hours > DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY  # the fleet held at its cap
    return Msg(code="batch_wall.tail", args={"days": DEFAULT_BATCH_WALL_DAYS, "over": over})
