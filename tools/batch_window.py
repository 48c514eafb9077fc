"""A daily non-LLM batch (speech-to-text, speech synthesis, image generation, embeddings, OCR, detection over stored
video) said to run inside a daily window ("every night 11 pm to 5 am", 晚上8点到早上8点跑完, 收工後至朝早9點): the window
is the wall, by the same rule as a video batch's (tools.clip_window): cards = ⌈GPU-hours a day ÷ window hours⌉, the
month released after each window (cards × window h × 30.4 days × price) and kept on 730 h, both said.

This module only turns a planned row (tools.embedding.EmbeddingRow, tools.media.MediaRow) into the GPU-hours and the
one card's hourly price that tools.clip_window.window_plan takes; the window rule itself lives there. Pure; no I/O.
"""

from __future__ import annotations

from typing import Any

from tools.clip_window import WindowPlan, window_plan
from tools.constants import JOB_SETUP_HOURS


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
    return window_plan(gpu_hours, window_h, card_hour(row))
