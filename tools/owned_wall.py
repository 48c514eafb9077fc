"""A batch on a card count the user states (their own cards, "we have one A100", or "on 2 × L40S") with no stated
deadline: the count is the user's, so the assumed wall (tools.batch_wall.DEFAULT_BATCH_WALL_DAYS) sizes nothing on
it — a one-card owner was once told "❌ 1 GPU: not possible" and sent to rent five. The job runs on the stated cards,
and the assumed wall is said against it instead: how long the job takes there, whether that ends within the wall,
and how many of the same cards would end it within the wall (the job's shards are independent: k sets of the stated
cards take run ÷ k hours, tools.batch_wall).

cards to meet the wall = stated cards × ⌈run ÷ (wall ÷ (1 + margin) − JOB_SETUP_HOURS)⌉, the margin being the one the
sizing of a deadline keeps (tools.offers.SPEED_MODEL_ERROR, passed in by the caller: tools.offers imports this
module; a plan that meets the wall only if the speed estimate is exact is not planned as meeting it)."""

from __future__ import annotations

import math

from tools.batch_wall import DEFAULT_BATCH_WALL_DAYS, assumed_wall_msg, batch_wall
from tools.constants import HOURS_PER_DAY, JOB_SETUP_HOURS, PERIOD_HOURS
from tools.schema import Msg, Workload


def stated_count(w: Workload) -> bool:
    """The user fixed the cards: their own, or a stated GPU count."""
    return bool(w.owned_gpus or w.num_gpus)


def sized_wall(w: Workload) -> float | None:
    """The wall a batch's machines are sized on (tools.offers.size_batch): the stated deadline; none on a stated card
    count with no deadline (the count is kept, the assumed wall only said: `owned_wall_msg`); else the assumed wall.
    By hand: no deadline, no count → 7 × 24 = 168 h; "we have one A100", no deadline → None; "within 2 days" → 48 h."""
    if not w.deadline_hours and stated_count(w):
        return None
    return batch_wall(w.deadline_hours, None, True).hours


def cards_for_wall(run_hours: float, cards: int, wall_hours: float, margin: float) -> int:
    """The stated cards times the sets of them that end the run within the wall with the speed model's margin.
    By hand (margin 0.27): 596 h of run on 1 card, a 168 h wall → a set may run 168 ÷ 1.27 − 0.25 = 132.03 h →
    ⌈596 ÷ 132.03⌉ = 5 sets → 5 cards; 60 h on 2 cards → ⌈60 ÷ 132.03⌉ = 1 set → 2 cards."""
    sets = max(1, math.ceil(run_hours / (wall_hours / (1 + margin) - JOB_SETUP_HOURS)))
    return cards * sets


def owned_wall_msg(w: Workload, run_hours: float, cards: int, gpu: str, took: Msg, margin: float) -> Msg | None:
    """The headline's words on a stated card count with no deadline and no period: the assumed wall, the job's time
    on the stated cards (`took`, worded by the caller), whether it ends within the wall, and the cards that would.
    None where a deadline or a period was stated, or no count (the assumed wall sized the machines: batch_wall.tail).
    By hand: one L40S, 596 h → 24.8 days, past 7 days; 5 × L40S end it within them (596 ÷ 5 ≈ 119 h ≈ 5.0 days)."""
    if w.deadline_hours or w.batch_period or not stated_count(w) or cards < 1:
        return None
    wall = float(DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY)
    meets = run_hours + JOB_SETUP_HOURS <= wall
    return Msg(code="owned_wall.line", args={"days": DEFAULT_BATCH_WALL_DAYS, "took": took, "meets": meets, "cards": cards,
                                            "gpu": gpu, "needed": cards_for_wall(run_hours, cards, wall, margin)})


def owned_period_msg(w: Workload, run_hours: float, cards: int, gpu: str, margin: float) -> Msg | None:
    """A recurring batch on a stated card count ("2张A10 … 每天5万份"): each period's items are a batch on those cards,
    so the answer says the hours one period's items take there against the period's hours, the items the cards finish
    in a period (run ÷ items per item, over the period less one start-up), the shortfall, and the cards of the same
    type that meet the period with the sizing margin (cards_for_wall); a period the cards meet is said met ("met").
    None with no period or no stated count.
    By hand: 50,000 records a day taking 725 h on 2 × A10: 725 h ≫ 24 h; (24 − 0.25) ÷ 725 × 50,000 ≈ 1,637 a day,
    48,363 short; a set may run 24 ÷ 1.27 − 0.25 ≈ 18.65 h → ⌈725 ÷ 18.65⌉ = 39 sets → 78 × A10."""
    period = PERIOD_HOURS.get(w.batch_period or "")
    items = int(w.batch_requests or 0)
    if period is None or not stated_count(w) or cards < 1 or items < 1 or run_hours <= 0:
        return None
    met = run_hours + JOB_SETUP_HOURS <= period
    done = items if met else min(items, int(items * max(0.0, period - JOB_SETUP_HOURS) / run_hours))
    return Msg(code="owned_wall.period", args={
        "period": w.batch_period, "items": items, "hours": run_hours, "period_hours": period, "done": done, "met": met,
        "short": items - done, "cards": cards, "gpu": gpu, "needed": cards_for_wall(run_hours, cards, period, margin)})


def unpriced_wall(w: Workload, wall_hours: float) -> Msg | None:
    """The assumed week said on a batch planned on unpriced rows (a Chinese cloud, a place with no public price): the
    machines there were sized on it (tools.offers.size_batch) like any priced row, and the headline says so; None
    with a deadline, a period or a stated count (owned_wall_msg says that one). By hand: 30 M requests, 380 GPU-hours
    on 8-GPU machines, no deadline → ⌈380 ÷ 8 ÷ 132.03⌉ = 1 machine, ≈ 47.8 h, and the words "planned to finish
    within about 7 days"."""
    if w.deadline_hours or w.batch_period or stated_count(w):
        return None
    return assumed_wall_msg(wall_hours)


def elsewhere_wall_msg() -> Msg:
    """A batch with no deadline that nothing priced in the stated place runs (a mainland or Hong Kong ask): the plans
    named instead (the nearest places', a labelled reference) are sized on the assumed week like any plan, said above
    them. By hand: 200,000 SDXL images ≈ 750 GPU-hours on an RTX A4000 → ⌈750 ÷ 132.03⌉ = 6 cards ≈ 5.2 days."""
    return Msg(code="owned_wall.elsewhere", args={"days": DEFAULT_BATCH_WALL_DAYS})


def owned_media_wall(wall_hours: float | None, cards: int, gpu: str, margin: float) -> Msg | None:
    """An image, video or speech batch on the user's own cards with no deadline (tools.media, MediaPlan.owned): the
    assumed week said against the job's wall on them (start-up included), and the cards of the same type that would
    end it within the week. By hand: 600,000 SDXL images at 3.31 s on one A100 ≈ 552 h → past 168 h;
    ⌈552 ÷ 132.03⌉ = 5 × A100."""
    if wall_hours is None or cards < 1:
        return None
    wall = float(DEFAULT_BATCH_WALL_DAYS * HOURS_PER_DAY)
    run = max(0.0, wall_hours - JOB_SETUP_HOURS)
    return Msg(code="owned_wall.media", args={"days": DEFAULT_BATCH_WALL_DAYS, "meets": wall_hours <= wall, "gpu": gpu,
                                             "needed": cards_for_wall(run, cards, wall, margin)})
