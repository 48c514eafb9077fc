"""The electricity price a kWh an owned box is priced at when the user states none: the published commercial /
non-household price of the place the chat names (a catalog/data/regions.csv tag in `Workload.regions`, or a currency
only one place uses), else the US commercial average (tools.buy_or_rent.POWER_USD_PER_KWH, EIA), said as such.

Each row is a published figure with its `source` and `as_of`; a place with no sourced row stays on the US figure and
the answer says no local figure is on file (never an invented tariff). By hand, 2 × RTX 4090 at 450 W = 0.90 kW (cards
only, the owned-cards line) × 730 h = 657 kWh a month:
  Hong Kong (CLP non-residential 107.4 + fuel cost adjustment 46.3 = 153.7 cents) → 657 × HK$1.537 ≈ HK$1,010
  Taiwan (Taipower industrial average NT$4.27)                                   → 657 × NT$4.27  ≈ NT$2,805
  Germany (Eurostat 2024 non-household 20–500 MWh band, excl. VAT, €0.233)        → 657 × €0.233   ≈ €153
  US (EIA commercial average $0.13)                                               → 657 × $0.13    ≈ $85
With the server host and PUE of tools.buy_or_rent (2 × (450 + HOST_W_PER_GPU) W × PUE 1.58) the same rates apply to
the larger kWh."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tools.buy_or_rent import POWER_USD_PER_KWH


@dataclass(frozen=True)
class Tariff:
    """One place's published commercial/non-household electricity price: `amount` in `currency` a kWh."""
    place: str  # a catalog/data/regions.csv tag
    amount: float
    currency: str
    source: str  # the publisher and the figure's name, short enough to say in the answer
    as_of: str  # the period or date the figure holds for
    detail: str  # where exactly the figure was read (the page, the components added)


TARIFFS: dict[str, Tariff] = {t.place: t for t in (
    Tariff("us", POWER_USD_PER_KWH, "USD", "EIA Electric Power Monthly, commercial-sector average", "2024",
           "eia.gov/electricity/monthly (table 5.6.A), commercial sector ≈ 13 ¢/kWh; tools.buy_or_rent.POWER_USD_PER_KWH"),
    Tariff("hk", 1.537, "HKD", "CLP Power non-residential tariff, 107.4 ¢ energy + 46.3 ¢ fuel cost adjustment a unit",
           "2025-01",
           "clp.com.hk/en/business/bills-payment-tariffs-business/bill-calculator: energy charge 107.4 cents per unit "
           "for consumption on or after 1 Jan 2025; fuel cost adjustment 46.3 cents per unit from January 2025 (CLP 2025 "
           "tariff announcement, reported by SCMP; revised monthly, 44.4 ¢ in spring 2025). HK Electric (Hong Kong "
           "Island) differs"),
    Tariff("tw", 4.27, "TWD", "Taipower industrial average price, per Taiwan News", "2025",
           "taiwannews.com.tw/news/6066271: 'Taiwan's industrial electricity rate currently stands at NT$4.27 per unit' "
           "(after the 2024 industrial rate rises; Taipower, ahead of the 2025 rate review)"),
    Tariff("de", 0.233, "EUR", "Eurostat non-household price, 20–500 MWh band, excl. VAT", "2024",
           "Eurostat nrg_pc_205 band IB, Germany €0.233/kWh (23.3 ct) in 2024, excl. VAT and recoverable taxes, as "
           "compiled by cubeconcepts.de/en/europes-industrial-electricity-prices-2024 (EU average 18.7 ct)"),
)}

# A region tag whose place is a wider one in TARIFFS (a city or a sub-region): Shenzhen's cn-south is mainland China,
# Frankfurt is Germany, the US sub-regions are the US.
_WIDER: dict[str, str] = {"cn-east": "cn", "cn-north": "cn", "cn-south": "cn", "cn-southwest": "cn",
                          "frankfurt": "de", "us-east": "us", "us-west": "us", "us-central": "us",
                          "ca-on": "ca", "ca-qc": "ca"}

# A currency only one place uses (EUR and USD are several places' and place no one).
_CURRENCY_PLACE: dict[str, str] = {"HKD": "hk", "TWD": "tw", "CNY": "cn", "RMB": "cn", "JPY": "jp", "GBP": "uk",
                                   "SGD": "sg", "AUD": "au", "KRW": "kr", "INR": "in", "CAD": "ca", "BRL": "br"}

# Tags that name a country or territory (not a continent or bloc): a place a tariff can belong to. Macau ("mo",
# tools.place_currency.MACAU_TAG) is its own (CEM, not Hong Kong's CLP): with no row it is priced at the US figure.
_COUNTRIES = frozenset({"cn", "hk", "mo", "tw", "jp", "kr", "sg", "in", "au", "ca", "br", "ae", "bh", "sa", "il", "za", "id",
                        "us", "de", "fr", "nl", "fi", "se", "ie", "it", "es", "pl", "be", "cz", "pt", "at", "dk", "ch",
                        "no", "uk"})


def _countries(tags: list[str] | None) -> set[str]:
    """The countries the tags name (a city or sub-region to its country, `_WIDER`)."""
    return {_WIDER.get(t.lower(), t.lower()) for t in tags or []} & _COUNTRIES


def tariff_place(located: list[str] | None, regions: list[str] | None, currency: str | None) -> str | None:
    """The one place the chat puts the user in: where the user says they are (`Workload.located`, "our Munich
    office"), else the stated regions (`Workload.regions`, "data stays in Hong Kong"), each when it names one country;
    None when it names several ("hk or sg"); with no country stated, the answer's currency when only one place uses it
    (HKD → hk); else None."""
    for tags in (located, regions):
        places = _countries(tags)
        if places:
            return places.pop() if len(places) == 1 else None
    return _CURRENCY_PLACE.get((currency or "").upper())


def default_tariff(located: list[str] | None, regions: list[str] | None,
                   currency: str | None) -> tuple[Tariff, str | None]:
    """The tariff an owned box is priced at when no price per kWh is said, and the place with no figure on file:
    (the place's row, None) when TARIFFS holds it; (the US row, the place) when the chat names a place with no row;
    (the US row, None) when it names none."""
    place = tariff_place(located, regions, currency)
    if place is None or place == "us":
        return TARIFFS["us"], None
    row = TARIFFS.get(place)
    return (row, None) if row is not None else (TARIFFS["us"], place)


def tariff_basis(tariff: Tariff, no_local: str | None, cur: str | None = None) -> dict[str, str | None]:
    """The message args that say where an assumed rate comes from: the place of the figure used, its source, as_of and
    the figure in its own currency where the answer's `cur` is another (€0.233 where the answer is in dollars), and the
    place the chat named that has no
    figure on file (None when it has one or names none)."""
    from tools.wording import money_text

    return {"tariff_place": tariff.place, "tariff_source": tariff.source, "tariff_as_of": tariff.as_of,
            "tariff_local": None if cur == tariff.currency else money_text(tariff.amount, tariff.currency,
                                                                           3 if tariff.amount < 1 else 2),
            "no_local": no_local}


def default_kwh(located: list[str] | None, regions: list[str] | None, cur: str, usd_cny: float,
                fx: Mapping[str, float] | None) -> tuple[float, dict[str, str | None]]:
    """The assumed price a kWh in the answer's currency `cur` (default_tariff's row converted by
    tools.cost.convert_amount: HK$1.537 → $0.197 at 7.8 HKD a USD) and the args that say its basis (tariff_basis).
    A row whose currency has no rate in `fx` (advisor.core.service._fx_rates asks for it) falls back to the US
    figure, said as no local figure for that place, never a crash."""
    from tools.cost import convert_amount

    tariff, no_local = default_tariff(located, regions, cur)
    try:
        rate = convert_amount(tariff.amount, tariff.currency, cur, usd_cny, fx)
    except ValueError:
        tariff, no_local, rate = TARIFFS["us"], tariff.place, None
    if rate is None:
        rate = convert_amount(POWER_USD_PER_KWH, "USD", cur, usd_cny, fx)
    return rate or POWER_USD_PER_KWH, tariff_basis(tariff, no_local, cur)


def price_per_kwh(w: Any, cur: str, usd_cny: float, fx: Mapping[str, float] | None,
                  asked: Any = None) -> tuple[float, bool, dict[str, str | None]]:
    """The price a kWh an owned or bought box is priced at, in `cur`: (rate, said, basis). The price said
    (`Workload.power_price`) converted, with no basis; else default_kwh at the place of `w` (or of `asked`, the
    workload as stated, where the resolved one dropped its regions)."""
    from tools.cost import convert_amount

    said = getattr(w, "power_price", None)
    if said is not None:
        return convert_amount(said.amount, said.currency, cur, usd_cny, fx) or POWER_USD_PER_KWH, True, {}
    located = getattr(w, "located", None) or getattr(asked, "located", None)
    regions = getattr(w, "regions", None) or getattr(asked, "regions", None)
    rate, basis = default_kwh(located, regions, cur, usd_cny, fx)
    return rate, False, basis
