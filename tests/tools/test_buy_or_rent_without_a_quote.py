"""Buy or rent with no purchase price said: the rent a month and over the horizon, and the price a card below which
buying wins — (rent − power) ÷ cards — computed, never a bare question and never a guessed street price."""

import pytest

from tools.buy_or_rent import RentPrice, no_quote


def test_four_4090s_seven_hours_a_day():
    # 4 × RTX 4090 (450 W), 7 h a day (u = 7/24), 3 years = 26,280 h, $0.30 a GPU-hour:
    # a month 4 × 730 × 7/24 = 851.7 GPU-hours × 0.30 = $255.50; 3 years 4 × 26,280 × 7/24 = 30,660 h → $9,198;
    # power (450 + 575) × 4 = 4.1 kW × 1.58 × 7,665 h × $0.13 = $6,455.0 → (9,198 − 6,455) ÷ 4 = $685.7 a card
    r = RentPrice("x 4x_RTX4090", 0.30)
    n = no_quote(4, 450.0, 3.0, 7 / 24, (r, RentPrice("y", 0.60)), 0.13)
    assert n.month_gpu_hours == pytest.approx(851.67, abs=0.01)
    assert n.month_cheapest == pytest.approx(255.50, abs=0.01)
    assert n.rent_cheapest == pytest.approx(9198.0)
    assert n.power_cost == pytest.approx(6455.0, abs=0.1)
    assert n.even_cheapest == pytest.approx(685.75, abs=0.01)
    # at the typical $0.60: (18,396 − 6,455) ÷ 4 = $2,985.2
    assert n.even_typical == pytest.approx(2985.25, abs=0.01)


def test_power_above_the_rent_leaves_no_price_at_which_buying_wins():
    # 1 card at $0.05 a GPU-hour, every hour, 3 years: rent 26,280 × 0.05 = $1,314; power 1.025 kW × 1.58 × 26,280
    # × $0.13 = $5,533 → negative: renting wins whatever the card costs
    n = no_quote(1, 450.0, 3.0, 1.0, (RentPrice("x", 0.05), RentPrice("x", 0.05)), 0.13)
    assert n.even_cheapest < 0
