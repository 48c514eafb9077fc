"""A plan kept to a named provider that costs far more than the same work with no provider named: said first.

Why: a provider filter ("只能用腾讯云", "only AWS") can leave only old or unsuited cards, and the ranking then prices
the work on them faithfully: Qwen2.5-32B at 64k for 30 generating users, Tencent only, came to 30 × 8 × V100 at
¥2,976/h (≈ ¥2.17 M a month) where the same load without the filter is 2 × 8 × MI300X at ¥275/h. A buyer reading
only the headline could act on a seven-figure plan. Past PROVIDER_PREMIUM × the unfiltered plan's hour the headline
says the multiple and the cheaper ways: a shorter context, a quote for the cards the provider lists without a price
(from the catalog's own rows, never a price), or no provider filter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tools.schema import InstanceRow

# Five times the unfiltered plan: past the spread of one card's list prices between clouds (about 2-3×: an H100 at
# $2-3/h on marketplaces against $6.88-12.3/h on hyperscalers, the catalog's own rows) with room, so a hyperscaler
# kept for its own reasons (data residency, credits) is not flagged; a plan five times dearer is another plan.
PROVIDER_PREMIUM = 5.0


def provider_premium(pick_hourly: float, free_hourly: float) -> float | None:
    """The pick's hour as a multiple of the unfiltered plan's, when past PROVIDER_PREMIUM; else None.
    Worked: ¥2,976.48 against ¥275.33 is 10.8×: said; $6.88 against $2.39 is 2.9×: not."""
    if free_hourly <= 0 or pick_hourly <= 0:
        return None
    ratio = pick_hourly / free_hourly
    return ratio if ratio > PROVIDER_PREMIUM else None


def unpriced_cards(provider: str, rows: Iterable[InstanceRow], memory_gb: Mapping[str, float] | None = None,
                   above_gb: float = 0.0) -> list[str]:
    """The cards `provider` lists in the catalog only without a price (rows set aside for lacking one, no priced row
    of the same card there) with more memory a card than `above_gb` (`memory_gb` by card name): the cards to ask it
    to quote instead of the pick's. Tencent, against its priced V100 SXM2 32GB: A100 40GB SXM (GT4, no price); its
    unpriced V100 SXM2 16GB is smaller than the pick's card and not named."""
    rows = list(rows)
    mem = memory_gb or {}
    priced = {r.gpu for r in rows if r.provider == provider and r.price_on_demand and not r.quarantined}
    out: list[str] = []
    for r in rows:
        unpriced = not r.price_on_demand and (r.quarantined or "").startswith("no_price")
        bigger = mem.get(r.gpu or "", 0.0) > above_gb
        if r.provider == provider and r.gpu and unpriced and bigger and r.gpu not in priced and r.gpu not in out:
            out.append(r.gpu)
    return out
