""""Fastest" under a stated budget, for a batch or periodic job (images, audio, embeddings): the plan that finishes
soonest WITHIN the budget leads, and a quicker plan past it is named as a lever with its price and how far over.

A buyer who says both "the fastest" and "¥2,000 a month" has set a ceiling and asked for the best inside it: leading
with a plan at 2.6× the budget (a 16 × A100 node for a daily SDXL batch) answers a question not asked. When no plan
fits, the order is left as it was (soonest first) and the budget line says the budget is not enough.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from tools.schema import Msg, MsgArg

R = TypeVar("R")


@dataclass(frozen=True)
class WithinBudget(Generic[R]):
    rows: list[R]  # the lead (soonest within the budget) first, then the other rows within it in their order
    over: tuple[R, ...]  # the rows that finish sooner than the lead but cost more than the budget, soonest first
    fits: bool  # some row is within the budget (False: none is; the rows are as given)


def fastest_within_budget(rows: Sequence[R], limit: float | None, spend: Callable[[R], float],
                          finish: Callable[[R], float] | None = None, tie: float = 0.05) -> WithinBudget[R]:
    """`rows` soonest first (the "fastest" order); `limit` the most a row may spend by the budget's measure (one
    batch's or one job's share of the budget, or an hourly price: tools.batch_filters.budget_limit); `spend` a row's
    spend by that measure. The first row at or under the limit leads, then the later rows within it (a later row over
    the budget is no sooner and dearer than allowed: it leaves); the rows before it (sooner, over the budget)
    leave the list and are returned as `over`, less those within `tie` of the lead's `finish` (the same speed to a
    buyer, tools.embedding.TIE: a plan 3 % sooner at 1.4× the budget is no lever). By hand (SDXL, 3,000 images a day,
    ¥2,000 a month → 2,000 ÷ 30.4 = ¥65.75 a day): 8 × B200 in 18 min at ¥84.05 a day is over; 8 × H100 in 22 min
    at ¥37.04 a day leads; 18 < 22 × 0.95, so the B200 plan is the lever. No limit, or no row within it: the rows as
    given."""
    if limit is None or not rows:
        return WithinBudget(list(rows), (), limit is None)
    i = next((k for k, r in enumerate(rows) if spend(r) <= limit), None)
    if i is None:
        return WithinBudget(list(rows), (), False)
    lead = rows[i]
    over = tuple(r for r in rows[:i] if finish is None or finish(r) < finish(lead) * (1 - tie))
    return WithinBudget([lead, *(r for r in rows[i + 1:] if spend(r) <= limit)], over, True)


def times_over(spent: float, limit: float) -> float:
    """How many times the budget a plan spends, to one decimal (¥84.05 a day on a ¥65.75 daily share: 1.3×)."""
    return round(spent / limit, 1) if limit > 0 else 0.0


def past_budget_msg(row: MsgArg, spent: float, limit: float, *, hourly: bool, per: str, scale: float | None,
                    cur: str) -> Msg:
    """The sooner plan past the budget as a lever: its row, its spend in the budget's own period (`scale`: the
    batches in that period, tools.batch_filters.in_budget_period; a daily ¥84.05 on a monthly budget × 30.4 =
    ¥2,556.65 a month) and how many times the budget (84.05 ÷ 65.75 = 1.3×)."""
    from tools.wording import money_text

    return Msg(code="batch.fastest_past_budget", args={
        "row": row, "hourly": hourly, "cost": money_text(spent * (scale or 1.0), cur), "per": per,
        "times": times_over(spent, limit)})
