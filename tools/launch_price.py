"""The purchase side of a buy-or-rent question on a GeForce card: NVIDIA's launch price (MSRP) for the card, its
electricity at its board power (TDP) over the hours it works, and the months the price takes to pay back against the
rent it saves — so a "buy one or rent?" answer has both sides, never the rent alone. Where the card needs a US export
licence to be shipped to mainland China, Hong Kong or Macau (tools.compat.purchase_licensed), the China-market
variant sold there without one (RTX 4090D, RTX 5090D, H20, L20) is named, with its launch price where one is held.

card price = the launch MSRP × cards (a street price differs: said as the maker's launch price, a quote replaces it)
power a month = TDP × cards ÷ 1,000 × hours a month × the price a kWh (tools.power.power_cost: the cards alone, the
                rest of the PC adds to it, said beside it)
payback    = card price ÷ (the rent a month − the power a month), in months; None when the power costs as much as
             the rent (buying never pays back at that use)

Cards with no held launch price (data-centre cards: sold by quote) return None: the answer asks for the quote."""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.power import power_cost

# NVIDIA's launch prices (MSRP, USD, Founders Edition / "starting at"), each from NVIDIA's own announcement:
# RTX 5090 $1,999 and RTX 5070 Ti $749 — NVIDIA CES 2025 keynote and GeForce RTX 50 Series announcement, 2025-01-06;
# RTX 4090 $1,599 — NVIDIA GTC keynote and GeForce RTX 40 Series announcement, 2022-09-20;
# RTX 3090 $1,499 — NVIDIA GeForce RTX 30 Series announcement, 2020-09-01.
LAUNCH_USD: dict[str, tuple[float, str]] = {
    "RTX 5090": (1999.0, "NVIDIA GeForce RTX 50 Series announcement, CES 2025-01-06"),
    "RTX 5070 Ti": (749.0, "NVIDIA GeForce RTX 50 Series announcement, CES 2025-01-06"),
    "RTX 4090": (1599.0, "NVIDIA GeForce RTX 40 Series announcement, GTC 2022-09-20"),
    "RTX 3090": (1499.0, "NVIDIA GeForce RTX 30 Series announcement, 2020-09-01"),
}

# The part made for the China market that ships there without a US export licence, for each licensed card: the
# BIS interim final rule of October 2023 (Federal Register 88 FR 73458, 2023-10-25, "Implementation of Additional
# Export Controls: Certain Advanced Computing Items") set the performance threshold (ECCN 3A090) that the RTX 4090 /
# 5090 and the data-centre cards pass, for mainland China with Hong Kong and Macau as one destination;
# NVIDIA answered with the RTX 4090D (2023-12), RTX 5090D (2025-01), H20 and L20 (2024).
MARKET_VARIANT: tuple[tuple[str, str], ...] = (
    ("RTX 5090", "RTX 5090D"), ("RTX 4090", "RTX 4090D"), ("L40", "L20"), ("H100", "L20"), ("H200", "L20"),
    ("H800", "L20"), ("A100", "L20"), ("A800", "L20"), ("B200", "L20"), ("B100", "L20"), ("B300", "L20"),
    ("GB200", "L20"), ("GB300", "L20"), ("GH200", "L20"),
)  # data-centre cards → the L20: the H20 has needed a licence too since April 2025 (tools.compat.PURCHASE_LICENSED)
# The China-market GeForce variants' launch prices in CNY: RTX 4090D ¥12,999 (2023-12-28; svethardware.cz/60269,
# "Oficiální cena byla stanovena 12.999 čínských juanů", and pcmasters.de news 133712718, "12.999 RMB"), RTX 5090D
# ¥16,499 (2025-01-06, the same as the RTX 5090's China price; no stored page states it: from memory, re-check).
VARIANT_CNY: dict[str, tuple[float, str]] = {
    "RTX 4090D": (12999.0, "NVIDIA China launch price, 2023-12 (svethardware.cz/60269: 12.999 juanů)"),
    "RTX 5090D": (16499.0, "NVIDIA China launch price, 2025-01 (from memory, re-check)"),
}


def launch_price(gpu: str) -> tuple[float, str] | None:
    """NVIDIA's launch MSRP of a GeForce card in USD and its source, or None (a card sold by quote, or one not held).
    "RTX 4090" → $1,599; "RTX 4090-48GB (modified)" (an aftermarket board) → None."""
    return LAUNCH_USD.get(gpu)


def market_variant(gpu: str) -> str | None:
    """The China-market part sold without a US export licence in place of `gpu`: RTX 5090 → RTX 5090D, RTX 4090 →
    RTX 4090D, L40S → L20, H100 SXM → H20; None for a card with none (or one that needs no licence)."""
    if gpu.endswith("(modified)") or gpu.startswith(("RTX 4090D", "RTX 5090D")):
        return None
    return next((v for prefix, v in MARKET_VARIANT if gpu.startswith(prefix)), None)


def variant_price(variant: str) -> tuple[float, str] | None:
    """The China-market variant's launch price in CNY and its source (VARIANT_CNY), or None (H20, L20: by quote)."""
    return VARIANT_CNY.get(variant)


@dataclass(frozen=True)
class PurchaseSide:
    """Buying `cards` of a card at a price against renting them the same hours a month."""
    cards: int
    price: float  # the cards' price (launch MSRP × cards, or a quote)
    hours_month: float  # the hours each card works a month
    power_month: float  # TDP × cards × hours × $/kWh
    rent_month: float  # the same hours rented
    payback_months: float | None  # price ÷ (rent − power) a month; None when renting costs no more than the power


def purchase_side(unit_price: float, cards: int, tdp_w: float, utilisation: float, rent_per_gpu_hour: float,
                  per_kwh: float) -> PurchaseSide:
    """The purchase side at a share of the month's hours (`utilisation`: 6 h a day = 0.25). By hand, one RTX 4090
    ($1,599, 450 W) 6 h a day against a $0.34 GPU-hour at $0.13 a kWh: 0.25 × 730 = 182.5 h; power 0.45 kW × 182.5 h
    × $0.13 = $10.68; rent 182.5 × $0.34 = $62.05; payback 1,599 ÷ (62.05 − 10.68) = 31.1 months."""
    hours = HOURS_PER_MONTH * utilisation
    power = power_cost(tdp_w, cards, per_kwh, hours)
    rent = rent_per_gpu_hour * cards * hours
    price = unit_price * cards
    return PurchaseSide(cards, price, hours, power, rent, price / (rent - power) if rent > power else None)
