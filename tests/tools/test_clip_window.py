"""A daily job's stated window is its wall (tools.clip_window): cards = ⌈GPU-hours ÷ window hours⌉, the month priced
on the window's hours when the machines are released after it, on 730 h when they are not."""

import pytest

from tools.clip_window import window_cards, window_plan


@pytest.mark.parametrize("gpuh, window, cards", [
    (45.0, 10.0, 5),  # 45 ÷ 10 = 4.5 → 5 (a 24 h day would say ⌈45 ÷ 24⌉ = 2)
    (36.0, 6.0, 6),  # exactly 6: no extra card for a whole number
    (0.4, 12.0, 1),  # less than one card-window: still one card
])
def test_cards_finish_the_days_work_inside_the_window(gpuh, window, cards):
    assert window_cards(gpuh, window) == cards


def test_the_month_is_priced_released_and_kept():
    # by hand: 45 GPU-hours in a 10 h window → 5 cards at $1.50/h;
    # released: 5 × 10 h × 30.42 days × 1.50 = $2,281.25; kept: 5 × 730 h × 1.50 = $5,475
    p = window_plan(45.0, 10.0, 1.5)
    assert p.cards == 5 and p.window_h == 10.0
    assert p.released_month == pytest.approx(2281.25, rel=1e-3)
    assert p.kept_month == pytest.approx(5475.0)


def test_an_unpriced_card_keeps_its_cards():
    p = window_plan(20.0, 8.0, None)
    assert p.cards == 3 and p.released_month is None and p.kept_month is None
