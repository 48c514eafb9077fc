"""A scaled video estimate (tools.derived_generation: Mochi-1 from Wan2.1-14B × k) on another card, on the same work:
the time a clip scaled by the cards' dense BF16 TFLOPS (a DiT is compute-bound; tools.derived_generation.scaled_seconds,
never faster than the reference card), the day's GPU-hours, the cards a stated window needs (tools.clip_window
.window_plan: ⌈GPU-hours ÷ window hours⌉) and their month where the card is priced; where it is not, the break-even
hour: the price a GPU-hour at which a clip costs what it does on the priced card the plan was made on
(base price × base seconds ÷ this card's seconds). TFLOPS come from the catalog's GPU rows (catalog/data/gpus*,
datasheets). Pure arithmetic; no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.clip_window import window_plan
from tools.derived_generation import scaled_seconds


@dataclass(frozen=True)
class CardCompare:
    card: str
    secs: float  # seconds a clip on this card
    gpu_hours: float  # a day's (or the batch's) clips × seconds ÷ 3600
    cards: int  # ⌈GPU-hours ÷ window hours⌉
    window_h: float
    price: float | None  # this card's hour, None where unpriced
    released_month: float | None  # cards × window h × 30.4 days × price
    kept_month: float | None  # cards × 730 h × price
    break_even: float | None  # unpriced: base price × base seconds ÷ secs


def compare_card(card: str, tflops: float | None, price: float | None, ref_secs: float, ref_tflops: float | None,
                 n: float, window_h: float, base: tuple[float, float] | None) -> CardCompare | None:
    """The same work on `card`; None without a TFLOPS figure. `base`: (seconds a clip, price an hour) on the card the
    plan was priced on. By hand, 677 s a clip on an H200 (989 TFLOPS), 300 clips, 12 h window, on an H20 (148): 677 ×
    989 / 148 = 4,524 s; 300 × 4,524 ÷ 3600 = 377 GPU-h; ⌈31.4⌉ = 32 cards; unpriced, against an A100 (2,146 s a clip
    at ¥34.74): break-even 34.74 × 2,146 / 4,524 = ¥16.48 a GPU-hour."""
    secs = scaled_seconds(ref_secs, tflops, ref_tflops)
    if secs is None or n <= 0 or window_h <= 0:
        return None
    hours = n * secs / 3600
    plan = window_plan(hours, window_h, price)
    even = base[1] * base[0] / secs if price is None and base else None
    return CardCompare(card, secs, hours, plan.cards, window_h, price, plan.released_month, plan.kept_month, even)
