"""The purchase side of a buy-or-rent answer on a GeForce card: NVIDIA's launch price, the cards' power at their TDP
over the hours said, and the payback against the rent; the China-market variant of a card that needs a US export
licence in mainland China, Hong Kong or Macau."""

import pytest

from tools.launch_price import launch_price, market_variant, purchase_side, variant_price


def test_two_5090s_five_hours_a_day_pay_back_in_months():
    # 2 × RTX 5090 ($1,999, 575 W), 5 h a day → 5/24 × 730 = 152.1 h a month each; at $0.13 a kWh the power is
    # 0.575 × 2 × 152.1 × 0.13 = $22.74; rented at $0.89 a GPU-hour: 2 × 152.1 × 0.89 = $270.7 a month;
    # payback 3,998 ÷ (270.7 − 22.74) = 16.1 months
    s = purchase_side(1999.0, 2, 575.0, 5 / 24, 0.89, 0.13)
    assert s.price == 3998.0
    assert s.hours_month == pytest.approx(152.08, abs=0.01)
    assert s.power_month == pytest.approx(22.74, abs=0.01)
    assert s.rent_month == pytest.approx(270.7, abs=0.1)
    assert s.payback_months == pytest.approx(16.1, abs=0.1)


def test_power_dearer_than_the_rent_never_pays_back():
    # 1 × RTX 3090 (350 W) every hour at $0.40 a kWh against a $0.10 GPU-hour: power 0.35 × 730 × 0.40 = $102.2 a
    # month, rent 730 × 0.10 = $73 → buying never pays back
    s = purchase_side(1499.0, 1, 350.0, 1.0, 0.10, 0.40)
    assert s.power_month == pytest.approx(102.2)
    assert s.payback_months is None


def test_launch_prices_are_held_for_geforce_cards_only():
    assert launch_price("RTX 4090") is not None and launch_price("RTX 4090")[0] == 1599.0
    assert launch_price("RTX 5090") is not None and launch_price("RTX 5090")[0] == 1999.0
    assert launch_price("H100 SXM") is None  # sold by quote
    assert launch_price("RTX 4090-48GB (modified)") is None  # an aftermarket board


# data-centre cards map to the L20: the H20 has needed a US licence too since April 2025 (tools.compat.PURCHASE_LICENSED)
@pytest.mark.parametrize("card, variant", [
    ("RTX 5090", "RTX 5090D"), ("RTX 4090", "RTX 4090D"), ("L40S", "L20"), ("H200 SXM", "L20"), ("A100 80GB SXM", "L20"),
    ("RTX 4090D", None), ("L4", None), ("RTX 4090-48GB (modified)", None),
])
def test_the_china_market_variant(card, variant):
    assert market_variant(card) == variant


def test_variant_prices():
    assert variant_price("RTX 5090D") is not None and variant_price("RTX 5090D")[0] == 16499.0
    assert variant_price("H20") is None  # by quote
