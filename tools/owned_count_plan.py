"""Serving on the user's own cards at a count no cloud sells as one machine of that card ("we have 2 × RTX 4090 in a
workstation", 两张 RTX A5000, 兩張 L4): the machine shapes a cloud rents say nothing of the cards the user holds, so the
plan is sized on all of them as an unpriced machine (tools.recommend._unpriced_hold: the layout tools.parallel
plan_layout picks over those cards, tensor parallel where one card does not hold a copy, the fit by tools.fit, the
speed by tools.speed), with no price, and the rentals stay below it as the comparison, never "❌ 2 GPUs (not
possible)" beside the user's own cards and 3 rented single cards as the answer.

Hand check: Qwen2.5-32B-Instruct-AWQ (≈ 19.3 GB of 4-bit weights with their scales) on 2 × RTX 4090 (24 GB each), TP 2:
≈ 9.7 GB of weights a card; KV per token = 2 · 64 layers · 8 KV heads · 128 · 2 bytes = 262,144 B, so 5 users × 4,096
tokens ≈ 5.4 GB in all, ≈ 2.7 GB a card under TP 2: ≈ 12.4 GB + activations and buffers, well inside the ≈ 23 GB pool.
"""

from __future__ import annotations

from collections.abc import Callable

from tools.schema import Recommendation


def held_on_owned(rec: Recommendation) -> bool:
    """Does `rec` say the user's own cards hold the work (the stated count honoured on memory, nothing priced:
    advisor/core/messages "recommend.owned.hardware_holds")?"""
    return rec.headline is not None and any(
        c.name == "gpus" and c.status == "honoured" and c.message.code == "recommend.owned.hardware_holds"
        for c in rec.constraints)


def owned_cards_unpriced(full: Recommendation, n: int, unpriced: Callable[[], Recommendation]) -> Recommendation:
    """The answer on the user's `n` own cards when no priced machine runs that count (`full` refused it): the same
    question with the card's rental rows set aside (`unpriced`, so the plan is sized on the cards themselves), kept
    when it says the cards hold the work; else `full` as it was (the cards do not hold it: its refusal stands)."""
    if n < 2 or not any(c.name == "gpus" and c.status == "refused" for c in full.constraints):
        return full
    mine = unpriced()
    return mine if held_on_owned(mine) else full
