"""A machine the user states they will build or buy at a stated total ("花12万攒一台 8 卡的机器", "we'd spend $40k on a
4 × RTX 5090 box"): its purchase side at that price, the whole machine, in place of the cards' launch price: the
power of the cards at the stated use, the same GPU-hours rented, and the months to pay it back
(tools.launch_price.purchase_side on the stated total spread over the cards).

By hand: ¥120,000 for 8 × RTX 4090 (450 W each) every hour against a ¥2.66 GPU-hour at ¥0.94 a kWh: 730 h; power
3.6 kW × 730 h × ¥0.94 ≈ ¥2,470; rent 8 × 730 × ¥2.66 ≈ ¥15,535; payback 120,000 ÷ (15,535 − 2,470) ≈ 9.2 months.
"""

from __future__ import annotations

from tools.launch_price import PurchaseSide, purchase_side


def stated_build_side(total: float, cards: int, tdp_w: float, utilisation: float, rent_per_gpu_hour: float,
                      per_kwh: float) -> PurchaseSide | None:
    """The purchase side of a stated build at `total` (the whole machine), None without cards or a positive total."""
    if cards < 1 or total <= 0:
        return None
    return purchase_side(total / cards, cards, tdp_w, utilisation, rent_per_gpu_hour, per_kwh)
