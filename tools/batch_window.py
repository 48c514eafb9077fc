"""A daily non-LLM batch (speech-to-text, speech synthesis, image generation, embeddings, OCR, detection over stored
video) said to run inside a daily window ("every night 11 pm to 5 am", 晚上8点到早上8点跑完, 收工後至朝早9點): the window
is the wall, by the same rule as a video batch's (tools.clip_window): cards = ⌈GPU-hours a day ÷ window hours⌉, the
month released after each window (cards × window h × 30.4 days × price) and kept on 730 h, both said.

When the answer's own pick already runs the day's work inside the window (its machines planned against that deadline
with start-up and tools.offers.SPEED_MODEL_ERROR's margin), the window line states THAT fleet, not a second count:
a Whisper night batch once said "31 × A10, ≈ 6.2 h" in its headline and "⌈185 GPU-h ÷ 8 h⌉ = 24" under it. Its month
released after each run is the fleet × its hours × 30.4 days (the batch's own "a month" figure); ⌈GPU-hours ÷ window⌉
is said beside it as the bare count with nothing spare.

This module only turns a planned row (tools.embedding.EmbeddingRow, tools.media.MediaRow) into the GPU-hours and the
one card's hourly price that tools.clip_window.window_plan takes; the window rule itself lives there. Pure; no I/O.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tools.clip_window import WindowPlan, window_plan
from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH, JOB_SETUP_HOURS


def row_gpu_hours(row: Any) -> float | None:
    """A planned job row's GPU-hours of work: (wall hours − one start-up, JOB_SETUP_HOURS) × GPUs a machine × machines;
    None for an endpoint (no wall hours). By hand: 3.25 h wall on 2 machines × 4 GPUs → (3.25 − 0.25) × 8 = 24."""
    if getattr(row, "hours", None) is None:
        return None
    return float(max(0.0, row.hours - JOB_SETUP_HOURS) * row.gpus * row.machines)


def card_hour(row: Any) -> float | None:
    """One card's hourly price on a row: the machine's price ÷ its GPUs ($9.60/h for 8 GPUs → $1.20)."""
    price = getattr(row, "price", None)
    return float(price / row.gpus) if price is not None and row.gpus else None


def batch_window(gpu_hours: float | None, window_h: float, row: Any) -> WindowPlan | None:
    """The window's plan for a daily batch (tools.clip_window.window_plan at the row's card-hour); None with no
    GPU-hours. By hand: 69 GPU-hours a night in a 6 h window at $0.25 a card-hour → ⌈11.5⌉ = 12 cards;
    released 12 × 6 × 30.4 × 0.25 ≈ $547; kept 12 × 730 × 0.25 = $2,190."""
    if gpu_hours is None or gpu_hours <= 0 or window_h <= 0:
        return None
    plan = window_plan(gpu_hours, window_h, card_hour(row))
    cards = planned_cards(row, window_h)
    if cards is None:
        return plan
    price, run_h = card_hour(row), float(row.hours)
    return replace(plan, cards=cards, run_h=run_h, bare_cards=plan.cards,
                   released_month=None if price is None else cards * run_h * DAYS_PER_MONTH * price,
                   kept_month=None if price is None else cards * HOURS_PER_MONTH * price)


def planned_cards(row: Any, window_h: float) -> int | None:
    """The cards of the answer's own fleet (GPUs a machine × machines) when it finishes inside the window, start-up
    included; None otherwise (an endpoint, a fleet that overruns it: the window's bare count is said then). By hand:
    31 × 1 A10 at 6.2 h in an 8 h window → 31; the same fleet at 8.5 h → None."""
    hours, gpus, machines = getattr(row, "hours", None), getattr(row, "gpus", None), getattr(row, "machines", None)
    if hours is None or not gpus or not machines or hours > window_h + 1e-9:
        return None
    return int(gpus) * int(machines)
