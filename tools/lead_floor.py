"""The per-user speed floor a served plan was sized at, for the words of a headline that leads with another plan
(tools.precision_lead): our interactive default (tools.offers.INTERACTIVE_TOKENS_PER_S, 20 tokens/s) or the readable
minimum (tools.offers.MIN_STREAM_TOKENS_PER_S, 10 tokens/s: asked for as the minimum, or our fallback where no plan
reached the default). A headline that said "the default floor" over a plan sized at the minimum named a floor it was
not sized at."""

from __future__ import annotations

from tools.offers import INTERACTIVE_TOKENS_PER_S, MIN_STREAM_TOKENS_PER_S


def sized_floor(relaxed: bool, minimum: bool) -> dict[str, object]:
    """The floor a search sized at (`relaxed`: Search.relaxed_floor; `minimum`: the user asked for the minimum,
    tools.recommend.minimum_asked) as message arguments: its tokens/s a user, which floor it is ("default", "minimum"
    asked for, "relaxed" as a fallback) and the default beside it."""
    if not relaxed:
        return {"floor": INTERACTIVE_TOKENS_PER_S, "floor_kind": "default", "default": INTERACTIVE_TOKENS_PER_S}
    return {"floor": MIN_STREAM_TOKENS_PER_S, "floor_kind": "minimum" if minimum else "relaxed",
            "default": INTERACTIVE_TOKENS_PER_S}
