"""The utilisation a stated use sets on a server: a GPU-hour total a period ("roughly 300 GPU-hours a month total", 每月
大约 300 卡时, "2,000 GPU-hours a year") is the hours said ÷ the hours the server's cards could work in that period
(GPUs × tools.constants.PERIOD_HOURS: a month 730 h = 8,760 h a year ÷ 12, a week 168 h); the hours the server runs a
period ("the cards run about 20 hours a week", 每周用30小时) is those hours ÷ the period's. A stated use wins over the
buy-or-rent default of every hour (100 %): the rent and the power are priced at the hours the user works, and the
answer's rent line shows them."""

from __future__ import annotations

from tools.constants import PERIOD_HOURS


def utilisation_of_gpu_hours(gpu_hours: float, gpus: int, per: str = "month") -> float | None:
    """The share of a `gpus`-card server's `per` (week, month, quarter, year) that `gpu_hours` fills, at most 1 (every
    hour): 150 GPU-h a month on 4 cards = 150 ÷ (4 × 730) = 150 ÷ 2,920 = 0.051; 2,000 GPU-h a year on 2 cards =
    2,000 ÷ (2 × 8,760) = 0.114; the server itself 20 h a week (gpus = 1) = 20 ÷ 168 = 0.119. None for no hours, no
    cards or a period not held."""
    if gpu_hours <= 0 or gpus <= 0 or per not in PERIOD_HOURS:
        return None
    return min(1.0, gpu_hours / (gpus * PERIOD_HOURS[per]))
