"""Buying N more cards beside the owned ones against renting a machine for the whole work: the power of every card,
owned and bought, the N's price spread over the horizon, and the N's payback against the rented machine."""

from __future__ import annotations

import pytest

from tools.buy_more import more_or_rent


def test_every_card_draws_power_and_only_the_bought_are_paid_back():
    # RTX 4090: 450 W (the catalog's TDP, NVIDIA's datasheet), $1,599 launch price; 2 owned + 2 bought every hour
    # (730 h a month) at $0.13 a kWh (the default tariff) against a $1.08 rented machine-hour, over 3 years:
    # power 0.45 kW × 4 × 730 × 0.13 = $170.82 (the owned 2: $85.41); 2 × $1,599 = $3,198 ÷ 36 = $88.83 a month;
    # owning $259.65 a month; rent 1.08 × 730 = $788.40; payback 3,198 ÷ (788.40 − 170.82) = 5.18 months
    m = more_or_rent(1599.0, 2, 2, 450.0, 1.0, 1.08, 0.13, 3.0)
    assert m.cards == 4 and m.price == pytest.approx(3198.0)
    assert m.power_month == pytest.approx(170.82, abs=0.01)
    assert m.power_owned_month == pytest.approx(85.41, abs=0.01)
    assert m.amortised_month == pytest.approx(88.83, abs=0.01)
    assert m.own_month == pytest.approx(259.65, abs=0.01)
    assert m.rent_month == pytest.approx(788.40, abs=0.01)
    assert m.payback_months == pytest.approx(5.18, abs=0.01)


def test_the_hours_said_scale_power_and_rent_alike():
    # 7 h a day: 730 × 7/24 = 212.9 h; power 0.45 × 4 × 212.9 × 0.13 = $49.82; rent 1.08 × 212.9 = $229.95;
    # payback 3,198 ÷ (229.95 − 49.82) = 17.75 months
    m = more_or_rent(1599.0, 2, 2, 450.0, 7 / 24, 1.08, 0.13, 3.0)
    assert m.hours_month == pytest.approx(212.92, abs=0.01)
    assert m.power_month == pytest.approx(49.82, abs=0.01)
    assert m.payback_months == pytest.approx(17.75, abs=0.01)


def test_a_rent_no_more_than_the_power_never_pays_back():
    # a $0.10 machine-hour against 4 × 450 W at $0.13: 0.234 a power-hour > 0.10 → never
    assert more_or_rent(1599.0, 2, 2, 450.0, 1.0, 0.10, 0.13, 3.0).payback_months is None
