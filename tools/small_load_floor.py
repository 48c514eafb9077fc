"""The per-user speed floor of one stated reader: our interactive default gives way to the readable minimum when only
a machine several times the price meets it.

With no speed stated, serving is sized at our interactive default (tools.offers.INTERACTIVE_TOKENS_PER_S, 20 tok/s)
and a long context can turn that default into a box many times the work's need: one person reading answers over a
900k-token archive led with 8 × H100 at TP 8 because 4 cards give ≈ 15 tok/s. One person reads silently at ≈ 238
words a minute (Brysbaert 2019, "How many words do we read per minute?", J. Memory and Language 109, meta-analysis of
190 studies: English non-fiction) ≈ 4 words/s ≈ 5.3 tokens/s at 1.33 tokens a word, so the readable minimum
(tools.offers.MIN_STREAM_TOKENS_PER_S, 10 tok/s) is about twice their reading speed. When the default is met only
past ONE_READER_PREMIUM × the cheapest plan at that minimum, the answer is sized at the minimum and names the plan
that meets the default beside it (tools.recommend._floor_price), as a place that prices one big shape already does
(tools.recommend.PLACE_PREMIUM). Several users keep the default: their load is what sizes the box.
"""

from __future__ import annotations

# Twice the price: the ratio past which the answer names a dearer plan as a cost rather than leading with it
# (tools.recommend.MARGIN_NAME_RATIO: an expert tests the cheaper plan before paying twice as much for a speed
# margin). For one reader the default floor is that kind of margin: ours, not theirs.
ONE_READER_PREMIUM = 2.0


def one_reader(concurrency: int | None, stated: bool) -> bool:
    """One concurrent user stated, or a personal use ("just me", "就我一个人用": Workload.personal_use) at one user:
    an unstated count is not a reader count. By hand:
    (1, True) → True; (1, False) → False (nobody said how many); (3, True) → False."""
    return bool(stated) and (concurrency or 0) == 1


def floor_premium(place_premium: float, *, regions_stated: bool, reader: bool) -> float | None:
    """The multiple of the readable-minimum plan's hour past which the default floor gives way: the place rule's
    `place_premium` where a region was stated, ONE_READER_PREMIUM for one stated reader (the smaller of the two when
    both hold), else None (the default floor holds). By hand: a stated region only → 5.0; one reader → 2.0; both →
    2.0; neither → None."""
    options = ([place_premium] if regions_stated else []) + ([ONE_READER_PREMIUM] if reader else [])
    return min(options) if options else None


# In a stated place, the most our unstated 20 tokens/s default may cost over the cheapest plan there that gives each
# user a usable speed: the 50 % the ranking already pays at most for one plain machine over several PCIe-TP machines
# (tools.ranking.SPREAD_BOTH_TOLERANCE). AWS London priced Phi-4 for 11 of 70 staff on 1 × H100 at $8.94/h (≈ 54
# tokens/s) over 4 × T4 at $4.58/h (≈ 15) and 4 × L4 at $5.84/h (≈ 15): a card 1.5–2× dearer for our default alone.
PLACE_USABLE_PREMIUM = 1.5


def usable_plan_wins(floor_hourly: float, usable_hourly: list[float], *, regions_stated: bool,
                     premium: float = PLACE_USABLE_PREMIUM) -> bool:
    """Whether, in a stated place, our default floor gives way to the plans that give each user at least
    tools.offers.USABLE_TOKENS_PER_S: the cheapest plan meeting the default (`floor_hourly`) costs over `premium` × the cheapest
    usable one (`usable_hourly`, the hours of the readable-minimum plans at or above the usable speed). By hand:
    $8.94 (1 × H100) against $4.58 (4 × T4 at ≈ 15 tokens/s): 8.94 > 1.5 × 4.58 = 6.87 → True; $6.00 against
    $4.58: 6.00 ≤ 6.87 → False; no region stated → False; no usable plan → False."""
    if not regions_stated or not usable_hourly:
        return False
    return floor_hourly > premium * min(usable_hourly)

