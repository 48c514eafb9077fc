"""The per-user speed floor a served plan was sized at, for the words of a headline that leads with another plan
(tools.precision_lead): our interactive default (tools.offers.INTERACTIVE_TOKENS_PER_S, 20 tokens/s) or the readable
minimum (tools.offers.MIN_STREAM_TOKENS_PER_S, 10 tokens/s: asked for as the minimum, or our fallback where no plan
reached the default, or where our default was met only by a plan several times the price: tools.small_load_floor's
one reader, or recommend.PLACE_PREMIUM in a stated place). A headline that said "the default floor" over a plan sized
at the minimum named a floor it was not sized at; one that said "no plan reached the default" where 8 × H100 did, at
6× the price, gave a false reason."""

from __future__ import annotations

from tools.offers import INTERACTIVE_TOKENS_PER_S, MIN_STREAM_TOKENS_PER_S, USABLE_TOKENS_PER_S
from tools.small_load_floor import PLACE_USABLE_PREMIUM


def sized_floor(relaxed: bool, minimum: bool, priced_out: bool = False, usable: bool = False) -> dict[str, object]:
    """The floor a search sized at (`relaxed`: Search.relaxed_floor; `minimum`: the user asked for the minimum,
    tools.recommend.minimum_asked; `priced_out`: Run.floor_priced_out, the default was met only past a premium) as
    message arguments: its tokens/s a user, which floor it is ("default", "minimum" asked for, "priced_out", "relaxed"
    as a fallback where nothing reached the default; "priced_usable" where the default was priced out past a plan at
    the usable speed, `usable`: Search.usable_floor, tools.offers.USABLE_TOKENS_PER_S) and the default beside it."""
    if not relaxed:
        return {"floor": INTERACTIVE_TOKENS_PER_S, "floor_kind": "default", "default": INTERACTIVE_TOKENS_PER_S}
    if usable and not minimum:
        return {"floor": USABLE_TOKENS_PER_S, "floor_kind": "priced_usable", "default": INTERACTIVE_TOKENS_PER_S,
                "premium": PLACE_USABLE_PREMIUM}
    kind = "minimum" if minimum else "priced_out" if priced_out else "relaxed"
    return {"floor": MIN_STREAM_TOKENS_PER_S, "floor_kind": kind, "default": INTERACTIVE_TOKENS_PER_S}
