"""The machine to BUY under no cloud with a one-off budget ("$15k one-off, nothing leaves the office", 一次性预算10万，
数据不能出公司, 預算一次過HK$8萬，唔想用雲: Workload.buy_server with a total budget): of every plan that holds the work at
the stated load (the recommender's offers after every filter: memory, each user's speed, first token, deadline),
the ones on a card with a held purchase price (tools.launch_price: NVIDIA's GeForce launch MSRPs), priced as cards
to buy — launch price × cards, in boxes of up to tools.live_dictation.SERVER_GPUS cards — and the cheapest one leads:
within the budget it is the answer with its price against the budget; over it, the answer says so openly with the
cheapest box that does fit and its price. A plan on a card sold only by quote (H100, MI300X, A40 …) is never given a
price: it is the smallest box to ask a quote for.

price      = launch MSRP × cards (the cards alone: chassis, CPU, RAM and disk on top, a vendor's quote)
pick       = min(price) over the priced plans; a tie (within a dollar) to fewer cards
within     = price ≤ the budget (converted to USD at the answer's rates)

Why: a law firm ("$15k one-off, nothing leaves the office", Llama 4 Scout on 100k-token contracts) was told to rent
RunPod 8 × A40. By hand: Qwen2.5-32B INT4 for 5 users at 32k fits 2 × RTX 5090 (2 × 32 GB) → 2 × $1,999 = $3,998
of a $15,000 budget; Llama 4 Scout BF16 (≈ 218 GB of weights alone) fits no GeForce box of ≤ 8 cards at ≤ 32 GB
(8 × 32 = 256 GB less the KV of 5 × 100k tokens) → no priced box, said with the quote-only plan."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tools.launch_price import launch_price
from tools.live_dictation import SERVER_GPUS


@dataclass(frozen=True)
class PricedBox:
    """One plan as cards to buy: the card, how many, the servers they fill, the cards' launch price in USD."""
    gpu: str
    cards: int
    servers: int
    usd: float
    unit_usd: float
    source: str
    per_user_tps: float | None
    hours: float | None = None  # a batch's or training's wall hours on this box


def priced_boxes(plans: list[tuple[str, int, float | None]],
                 hours: list[float | None] | None = None) -> list[PricedBox]:
    """Each plan (card, cards, each user's tokens/s) on a card with a held launch price, as a box to buy, cheapest
    first (a tie within a dollar to fewer cards); `hours`, one a plan, the job's wall hours on it. 2 × RTX 5090 →
    2 × 1,999 = $3,998 in 1 server; 12 × RTX 4090 → $19,188 in ⌈12 ÷ 8⌉ = 2 servers. A card sold only by quote is
    left out (its price is not held)."""
    out: dict[tuple[str, int], PricedBox] = {}
    for i, (gpu, cards, tps) in enumerate(plans):
        lp = launch_price(gpu)
        if lp is None or cards < 1:
            continue
        box = PricedBox(gpu, cards, math.ceil(cards / SERVER_GPUS), lp[0] * cards, lp[0], lp[1], tps,
                        hours[i] if hours else None)
        key = (gpu, cards)
        if key not in out or (tps or 0) > (out[key].per_user_tps or 0):
            out[key] = box
    return sorted(out.values(), key=lambda b: (round(b.usd), b.cards))


@dataclass(frozen=True)
class BoxChoice:
    """The box that leads a no-cloud answer with a one-off budget: `pick` (cheapest priced box), whether it is
    within the budget, and how much of the budget it uses or goes over by (USD)."""
    pick: PricedBox | None
    within: bool
    left_usd: float  # budget − price (negative: over)


def choose_box(plans: list[tuple[str, int, float | None]], budget_usd: float,
               hours: list[float | None] | None = None) -> BoxChoice:
    """The cheapest priced box and whether it fits `budget_usd`. By hand: $15,000 and 2 × RTX 5090 ($3,998) →
    within, $11,002 left; $3,000 and the same box → over by $998; no priced plan → pick None."""
    boxes = priced_boxes(plans, hours)
    if not boxes:
        return BoxChoice(None, False, budget_usd)
    pick = boxes[0]
    return BoxChoice(pick, pick.usd <= budget_usd, budget_usd - pick.usd)


def priced_rows(rows: list[Any]) -> list[Any]:
    """The offers on a card with a held purchase price (tools.launch_price), so that a no-cloud plan with a one-off
    budget is sized by its own kind's sizing (an embedding run's hours, a day's audio, a detector's streams) on the
    cards a box can be priced from, not on the rented top three (MI300X, A100: sold by quote, the budget unchecked).
    The offers only size the card count; none is said as a rental. [] when no offer is on such a card."""
    return [r for r in rows if launch_price(getattr(r, "gpu", "") or "") is not None]
