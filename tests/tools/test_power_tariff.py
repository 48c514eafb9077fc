"""The electricity price an owned box is priced at when the user states none (tools.power_tariff): the published
commercial price of the place the chat names, else the US EIA average said as such, with "no local figure on file"
for a place named without a sourced row.

Hand figures, 2 × RTX 4090 at 450 W (the owned-cards line counts the cards only: 0.90 kW; 730 h a month = 657 kWh):
  Hong Kong, CLP non-residential 107.4 + 46.3 fuel cost adjustment = 153.7 ¢ → 657 × 1.537 = HK$1,009.8 a month
  Taipei, Taipower industrial average NT$4.27                          → 657 × 4.27  = NT$2,805.4
  Munich, Eurostat non-household 20–500 MWh, excl. VAT, €0.233         → 657 × 0.233 = €153.1
  US EIA commercial average $0.13                                      → 657 × 0.13  = $85.4
With the buy-or-rent host and PUE (tools.buy_or_rent: 575 W of host a GPU, PUE 1.58): 2 × (450 + 575) W = 2.05 kW ×
1.58 = 3.239 kW at the wall → 730 h × 3.239 = 2,364.5 kWh a month: HK$3,634 in Hong Kong, NT$10,097 in Taipei,
€551 in Munich, $307 at the US figure."""

from __future__ import annotations

import re

import pytest

from advisor.core.messages.common import tariff_note_en, tariff_note_zh
from tools.buy_or_rent import HOST_W_PER_GPU, POWER_USD_PER_KWH, PUE, power_cost
from tools.constants import PERIOD_HOURS
from tools.power import power_cost as cards_power_cost
from tools.power import power_line
from tools.power_tariff import TARIFFS, default_kwh, default_tariff, tariff_basis, tariff_place

_MONTH = PERIOD_HOURS["month"]


def test_every_row_has_a_source_an_as_of_and_a_positive_price():
    for tag, row in TARIFFS.items():
        assert row.place == tag and row.amount > 0 and re.fullmatch(r"[A-Z]{3}", row.currency)
        assert row.source.strip() and row.detail.strip(), tag
        assert re.fullmatch(r"20\d\d(-\d\d)?", row.as_of), (tag, row.as_of)
        assert "memory" not in (row.source + row.detail).lower()  # never a figure "from memory"


def test_the_us_row_is_the_buy_or_rent_default():
    assert TARIFFS["us"].amount == POWER_USD_PER_KWH and TARIFFS["us"].currency == "USD"


@pytest.mark.parametrize("located, regions, currency, place", [
    (["hk"], None, "HKD", "hk"),
    (None, ["hk"], "USD", "hk"),  # data stays in Hong Kong, answer in dollars
    (["cn-south"], None, "CNY", "cn"),  # Shenzhen → mainland China
    (None, ["frankfurt"], "EUR", "de"),  # a German city → Germany
    (None, ["de"], "USD", "de"),  # "our Munich office" reads as Germany
    (["tw"], ["jp"], "TWD", "tw"),  # where the user is beats where the rental may be
    (None, ["hk", "sg"], "HKD", None),  # two places: no one tariff
    (None, ["eu"], "EUR", None),  # a bloc, and a currency many places use
    (None, None, "HKD", "hk"),  # only the currency places the user
    (["mo"], None, "HKD", "mo"),  # Macau answers in HKD (pegged) but is not Hong Kong: its own utility (CEM), not CLP
    (None, None, "EUR", None),
    (None, None, "USD", None),
])
def test_the_place_the_chat_names(located, regions, currency, place):
    assert tariff_place(located, regions, currency) == place


def test_a_place_with_no_row_stays_on_the_us_figure_and_says_so():
    row, none_here = default_tariff(["cn-south"], None, "CNY")
    assert row is TARIFFS["us"] and none_here == "cn"
    row, none_here = default_tariff(None, ["jp"], "JPY")
    assert row is TARIFFS["us"] and none_here == "jp"
    # Macau has no row: 0.45 kW × 182.5 h × $0.13 × 7.8 ≈ 83 HKD a month, never CLP's HK$1.537 (≈ 126 HKD)
    row, none_here = default_tariff(["mo"], None, "HKD")
    assert row is TARIFFS["us"] and none_here == "mo"
    row, none_here = default_tariff(None, None, "USD")  # no place named: the US figure, nothing to say missing
    assert row is TARIFFS["us"] and none_here is None


@pytest.mark.parametrize("located, currency, month", [
    (["hk"], "HKD", 1009.8),  # 0.90 kW × 730 h × HK$1.537
    (["tw"], "TWD", 2805.4),  # × NT$4.27
    (["de"], "EUR", 153.1),  # × €0.233
    (None, "USD", 85.4),  # × $0.13
])
def test_two_4090s_a_month_at_the_local_tariff(located, currency, month):
    rate, basis = default_kwh(located, None, currency, 7.2, {})
    assert cards_power_cost(450, 2, rate, _MONTH) == pytest.approx(month, abs=0.1)
    assert basis["tariff_place"] == (located[0] if located else "us")


@pytest.mark.parametrize("place, month", [("hk", 3634.3), ("tw", 10096.6), ("de", 550.9), ("us", 307.4)])
def test_two_4090s_with_a_host_and_pue_a_month(place, month):
    # 2 × (450 + 575) W = 2.05 kW × PUE 1.58 × 730 h × the tariff
    kw = 2 * (450 + HOST_W_PER_GPU) / 1000
    assert PUE == 1.58 and HOST_W_PER_GPU == 575
    assert power_cost(kw, _MONTH, TARIFFS[place].amount) == pytest.approx(month, abs=0.5)


def test_a_hong_kong_rate_converted_to_dollars():
    rate, _ = default_kwh(["hk"], None, "USD", 7.2, {"HKD": 7.8})
    assert rate == pytest.approx(1.537 / 7.8, rel=1e-3)  # ≈ $0.197


def test_the_line_says_the_place_its_source_and_asks_for_the_users_own():
    basis = tariff_basis(*default_tariff(["hk"], None, "HKD"), "HKD")
    hk = power_line("RTX 4090", 450, 2, 1.537, None, _MONTH, "HKD", True, basis)
    assert hk is not None and hk.args["month"] == "1,010 HKD"
    en, zh = tariff_note_en(hk.args), tariff_note_zh(hk.args)
    assert en.startswith("the commercial price in Hong Kong: CLP") and "2025-01" in en
    assert zh.startswith("香港商业电价：CLP")
    de = tariff_basis(*default_tariff(["de"], None, "USD"), "USD")  # an answer in dollars names the figure in euros
    assert tariff_note_en(de).startswith("the commercial price in Germany, 0.233 EUR/kWh: Eurostat")
    assert tariff_note_zh(de).startswith("德国商业电价每度 0.233 EUR：Eurostat")
    cn = power_line("RTX 4090", 450, 2, 0.94, None, _MONTH, "CNY", True, tariff_basis(*default_tariff(["cn"], None, "CNY")))
    assert cn is not None and "no local figure on file for mainland China" in tariff_note_en(cn.args)
    assert "中国大陆暂无本地电价数据" in tariff_note_zh(cn.args)
    mo = tariff_basis(*default_tariff(["mo"], None, "HKD"), "HKD")  # Macau: no regions.csv row, named all the same
    assert tariff_note_en(mo).endswith("no local figure on file for Macau") and "澳门暂无本地电价数据" in tariff_note_zh(mo)
    us = power_line("RTX 4090", 450, 2, 0.13, None, _MONTH, "USD", True, tariff_basis(*default_tariff(None, None, "USD")))
    assert us is not None and tariff_note_en(us.args) == "the US commercial average, EIA 2024"
