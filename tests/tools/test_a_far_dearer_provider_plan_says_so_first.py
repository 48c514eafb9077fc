"""A serving plan kept to a named provider that costs past tools.provider_premium.PROVIDER_PREMIUM × the same work with
no provider named says the multiple and the cheaper ways first (a shorter context, a quote for the cards the provider
lists only without a price, no filter): Qwen2.5-32B at 64k, Tencent only, rented 30 × 8 × V100 at ≈ ¥2.17 M a month
with no word of it."""
from __future__ import annotations

import pytest

from tools.provider_premium import PROVIDER_PREMIUM, provider_premium, unpriced_cards
from tools.schema import InstanceRow


def test_only_a_plan_past_five_times_the_unfiltered_one_is_flagged():
    # Hand: ¥2,976.48 ÷ ¥550.66 = 5.4× (> 5): said; an AWS H100 at $6.88 against a $2.39 MI300X: 2.9×: not
    assert provider_premium(2976.48, 550.66) == pytest.approx(5.405, abs=1e-3)
    assert provider_premium(6.88, 2.39) is None
    assert provider_premium(PROVIDER_PREMIUM * 10, 10) is None  # exactly five times is not past it
    assert provider_premium(10, 0) is None


def _row(gpu: str, price: float | None, quarantined: str = "", provider: str = "tencent") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"X.{gpu}", region="ap-guangzhou", gpu=gpu, gpu_count=8,
                       price_on_demand=price, currency="USD", quarantined=quarantined)


def test_the_cards_to_ask_a_quote_for_are_unpriced_there_and_bigger_than_the_pick():
    # Hand: the pick's V100 32GB is priced; the A100 40GB row has no price (ask for it); the V100 16GB row has none
    # either but is smaller than the pick's 32 GB card; another provider's unpriced card is not Tencent's
    rows = [_row("V100 SXM2 32GB", 13.78), _row("A100 40GB SXM", None, "no_price: none in the source"),
            _row("V100 SXM2 16GB", None, "no_price: none"), _row("H800", None, "no_price: none", provider="alibaba"),
            _row("T4", None, "no_price: none"), _row("T4", 1.26)]
    mem = {"V100 SXM2 32GB": 32.0, "A100 40GB SXM": 40.0, "V100 SXM2 16GB": 16.0, "H800": 80.0, "T4": 16.0}
    assert unpriced_cards("tencent", rows, mem, 32.0) == ["A100 40GB SXM"]
