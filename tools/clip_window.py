"""A daily batch of generated clips (or any daily GPU job) that must run inside a stated window each day ("every night
8 pm to 8 am", 晚上10点提交早上6点要): the window is the wall, not the 24 h day.

Cards = ⌈GPU-hours a day ÷ window hours⌉ (the cards must finish the day's work inside the window); the month is priced
two ways and both are said: the cards rented only for the window each day, released after it (cards × window hours ×
30.4 days × price), or kept all month where they cannot be released (cards × 730 h × price). 730 h and 30.4 days are
tools.constants.HOURS_PER_MONTH and DAYS_PER_MONTH (the month cloud price lists use). Pure arithmetic; no I/O.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH


@dataclass(frozen=True)
class WindowPlan:
    cards: int  # cards running the whole window
    window_h: float  # the window's hours a day
    released_month: float | None  # cards × window h × 30.4 days × price (machines released after each window)
    kept_month: float | None  # cards × 730 h × price (machines kept all month)
    run_h: float | None = None  # the answer's own fleet: the hours it runs each window, start-up included
    bare_cards: int | None = None  # beside it, ⌈GPU-hours ÷ window hours⌉ (no start-up, no speed margin)


def window_cards(gpu_hours: float, window_h: float) -> int:
    """Cards that finish a day's GPU-hours inside the window: ⌈GPU-hours ÷ window hours⌉, at least 1
    (30 GPU-hours in a 12 h window → ⌈2.5⌉ = 3; 67.6 in 8 h → ⌈8.45⌉ = 9)."""
    return max(1, math.ceil(gpu_hours / window_h - 1e-9))


def window_plan(gpu_hours: float, window_h: float, price: float | None) -> WindowPlan:
    """The window's cards and both monthly figures at an hourly price a card (None: unpriced, the cards still said).
    By hand: 30 GPU-hours, 12 h window, $2/GPU-h → 3 cards; released 3 × 12 × 30.4 × 2 = $2,190;
    kept 3 × 730 × 2 = $4,380."""
    cards = window_cards(gpu_hours, window_h)
    if price is None:
        return WindowPlan(cards, window_h, None, None)
    return WindowPlan(cards, window_h, cards * window_h * DAYS_PER_MONTH * price, cards * HOURS_PER_MONTH * price)
