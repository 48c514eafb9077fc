"""A company's stated annual revenue against a weights licence's revenue cap (Stability AI Community License: free
commercial use only under US$1 M a year; tools.gen_families' `revenue_cap`): the revenue in US dollars through the
one conversion (tools.cost.convert_amount at catalog/data/fx.csv's rates: HK$30 M ÷ 7.8 = US$3.85 M) and whether it
is at or over the cap. The words are in advisor/core/messages/audio_licence.py."""

from __future__ import annotations

from collections.abc import Mapping

from tools.cost import convert_amount


def revenue_usd(amount: float, currency: str, usd_cny: float, fx: Mapping[str, float]) -> float | None:
    """`amount` a year in `currency`, in US dollars (HK$30,000,000 → 3,846,154 at 7.8 HKD a dollar); None when the
    currency has no rate (never a guess)."""
    try:
        return convert_amount(amount, currency, "USD", usd_cny, fx)
    except ValueError:
        return None


def over_cap(revenue: float | None, cap: float) -> bool | None:
    """Is a revenue of `revenue` US dollars a year at or over the licence's cap (US$3.85 M ≥ US$1 M → True)? None when
    no revenue is known or the licence has no cap: the cap is then said as a condition."""
    if revenue is None or cap <= 0:
        return None
    return revenue >= cap
