"""A per-item limit over a period's audio ("results within 1 hour of the call", 3,000 h a month) is priced as the cards
kept up all month at the audio's busiest-hour rate, not as the month's GPU-hours of one batch run.

Hand figures: 3,000 h a month = 10,800,000 s ÷ (730 h × 3,600 s) = 4.11 s of audio a second on average; × 2.4 (10 %
of a day in its busiest hour) = 9.86. A card at 13.5× real time at ≤ 80 % carries 10.8 → 1 card, $0.89 × 730 = $649.70
a month; a card at 5× carries 4 → ⌈9.86 / 4⌉ = 3 cards, on 1-card machines at $0.30/h → 3 × 0.30 × 730 = $657; on a
2-card machine at $0.55/h → 2 machines × 0.55 × 730 = $803.
"""

from __future__ import annotations

import pytest

from tools.media import MODELS, MediaPlan, MediaRow, always_on


def _row(gpu: str, gpus: int, price: float, rate: float) -> MediaRow:
    return MediaRow("p", f"{gpu}-{gpus}x", gpu, gpus, 1, price, 1.0, price, "NVIDIA", rate, True)


def _plan(rows: list[MediaRow], period: str | None = "month", live: float | None = None) -> MediaPlan:
    return MediaPlan(MODELS["whisper-large"], 3000 * 3600.0, 1.0, None, live, None, period, rows, "USD")


def test_the_busiest_hour_of_a_months_audio_sets_the_cards_kept_up():
    a = always_on(_plan([_row("L4", 1, 0.89, 13.5)]))
    assert a is not None
    assert a.average == pytest.approx(4.11, abs=0.01) and a.peak == pytest.approx(9.86, abs=0.01)
    assert (a.cards, a.machines) == (1, 1) and a.month == pytest.approx(649.70)


def test_the_cheapest_kept_up_machine_wins_with_whole_machines():
    a = always_on(_plan([_row("T4", 1, 0.30, 5.0), _row("T4", 2, 0.55, 5.0)]))
    assert a is not None and (a.cards, a.machines) == (3, 3) and a.month == pytest.approx(657.0)
    two = always_on(_plan([_row("T4", 2, 0.55, 5.0)]))
    assert two is not None and (two.cards, two.machines) == (3, 2) and two.month == pytest.approx(803.0)


def test_no_period_or_a_live_load_has_no_always_on_plan():
    assert always_on(_plan([_row("L4", 1, 0.89, 13.5)], period=None)) is None
    assert always_on(MediaPlan(MODELS["whisper-large"], None, 1.0, None, 10.0, None, None,
                               [_row("L4", 1, 0.89, 13.5)], "USD")) is None


def test_a_stated_share_in_a_window_replaces_the_assumed_busiest_hour():
    # 3,000 h a month = 4.11 s of audio a second on average; "half of it in 3 evening hours": 0.5 × 24 ÷ 3 = 4× →
    # 16.4 s a second (the assumed 10 % hour gave 2.4× = 9.86); on an L4 at 13.5 × 0.8 = 10.8 → ⌈1.52⌉ = 2 cards, not 1
    a = always_on(_plan([_row("L4", 1, 0.89, 13.5)]), busy=(0.5, 3.0))
    assert a is not None and a.peak == pytest.approx(16.44, abs=0.01) and a.cards == 2
