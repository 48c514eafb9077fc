"""The electricity in every answer comes from one formula, tools.power.energy_cost: kW × hours × price a kWh × PUE.
The cards at the user's own socket (tools.power.power_cost, power_line, a desk machine in
tools.buy_or_rent.owned_against_rent) carry no PUE; a server in a data centre (tools.buy_or_rent.power_cost) carries
tools.buy_or_rent.PUE, 1.58 (Uptime Institute Global Data Center Survey 2023)."""

from __future__ import annotations

import pytest

from tools import buy_or_rent, power
from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH


def test_the_formula_is_kw_hours_price_and_pue():
    # 0.70 kW × 730 h × 0.30 × 1.0 = 153.3; × 1.58 = 242.2
    assert power.energy_cost(0.70, HOURS_PER_MONTH, 0.30) == pytest.approx(153.3, abs=0.01)
    assert power.energy_cost(0.70, HOURS_PER_MONTH, 0.30, 1.58) == pytest.approx(242.21, abs=0.01)


def test_the_owned_cards_cost_has_no_pue():
    # 2 × 350 W = 0.70 kW; a month of 730 h at 0.30 a kWh: 0.70 × 730 × 0.30 = 153.3; an hour 0.21
    assert power.power_cost(350, 2, 0.30, HOURS_PER_MONTH) == pytest.approx(153.3, abs=0.01)
    line = power.power_line("RTX 4090", 350, 2, 0.30, 1.0, HOURS_PER_MONTH, "USD")
    assert line is not None and line.args["hour"] == "$0.21" and line.args["kw"] == pytest.approx(0.70)


def test_the_data_centre_server_cost_carries_pue():
    # 8 × H100: (700 + 575) W × 8 = 10.2 kW; 3 years at 60 % = 15,768 h; 10.2 × 15,768 × $0.13 × 1.58 = $33,035.2
    assert buy_or_rent.PUE == 1.58
    kw = buy_or_rent.power_kw(700, 8)
    assert kw == pytest.approx(10.2)
    assert buy_or_rent.power_cost(kw, 15_768, 0.13) == pytest.approx(33_035.2, abs=0.1)
    assert buy_or_rent.power_cost(kw, 15_768, 0.13) == pytest.approx(
        power.energy_cost(kw, 15_768, 0.13, buy_or_rent.PUE))


def test_a_desk_machine_against_rent_has_no_pue():
    # a DGX Spark (140 W) 4 h a day: 4 × 30.42 = 121.7 h a month; 0.14 kW × 121.7 h × $0.13 = $2.214 (no PUE: × 1.58
    # would be $3.50)
    o = buy_or_rent.owned_against_rent(4_000, 140, 4, 1.82, 0.13)
    assert o.month_hours == pytest.approx(4 * DAYS_PER_MONTH)
    assert o.power_month == pytest.approx(2.214, abs=0.001)
