"""The utilisation a stated monthly GPU-hour total sets on a server ("roughly 300 GPU-hours a month total", 每月大约
300 卡时): the hours said ÷ the hours the server's cards could work in a month (GPUs × HOURS_PER_MONTH, 730 h: 8,760 h a
year ÷ 12). A stated total wins over the buy-or-rent default of every hour (100 %): the rent and the power are priced
at the hours the user works, and the answer's rent line shows them."""

from __future__ import annotations

from tools.constants import HOURS_PER_MONTH


def utilisation_of_gpu_hours(gpu_hours_a_month: float, gpus: int) -> float | None:
    """The share of a `gpus`-card server's month that `gpu_hours_a_month` fills, at most 1 (every hour): 150 GPU-h a
    month on 4 cards = 150 ÷ (4 × 730) = 150 ÷ 2,920 = 0.051. None for no hours or no cards."""
    if gpu_hours_a_month <= 0 or gpus <= 0:
        return None
    return min(1.0, gpu_hours_a_month / (gpus * HOURS_PER_MONTH))
