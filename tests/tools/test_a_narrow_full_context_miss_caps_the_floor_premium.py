"""tools.ranking.floor_gives_way: how much dearer a plan that holds the per-user floor at full context may be and still
lead a cheaper plan that holds it only at the typical request. FLOOR_GIVES_WAY (2×) for a wide miss; for a narrow
one, the shortfall's own ratio (floor ÷ full-context speed: decode is read-bound, so about that much more of the same
cards buys the speed back) plus ONE_MACHINE_TOLERANCE (15 %) for a plan that needs no re-sizing."""

from __future__ import annotations

import pytest

from tools.ranking import FLOOR_GIVES_WAY, ONE_MACHINE_TOLERANCE, floor_gives_way


def test_a_narrow_miss_caps_the_premium_near_its_shortfall():
    # R1-Distill-Qwen-32B FP8, 5 users, 8,192-token answers within 60 s → 144 tok/s: 4 × H100 at $8.67/h gives 135.1
    # at the full 12,288 tokens (6 % short): 144 ÷ 135.1 × 1.15 = 1.226, so 2 × B200 at $13.58/h (1.57×) does not lead
    cap = floor_gives_way(144, 135.1)
    assert cap == pytest.approx(144 / 135.1 * (1 + ONE_MACHINE_TOLERANCE))
    assert 1.2 < cap < 1.25 < 13.58 / 8.67


def test_a_wide_miss_keeps_the_two_times_cap():
    # 10 tok/s at full context against a 20 floor: buying it back is ≥ 2× anyway, so the rule's own 2× cap holds
    assert floor_gives_way(20, 10) == FLOOR_GIVES_WAY
    # the edge is a shortfall ratio of 2 ÷ 1.15 = 1.74: 20 ÷ 11 × 1.15 = 2.09 → 2×; 20 ÷ 12 × 1.15 = 1.92 stays under
    assert floor_gives_way(20, 11) == FLOOR_GIVES_WAY
    assert floor_gives_way(20, 12) == pytest.approx(20 / 12 * 1.15)


@pytest.mark.parametrize("full", [None, 0.0, 20.0, 25.0])
def test_no_miss_or_no_figure_is_the_plain_cap(full):
    assert floor_gives_way(20, full) == FLOOR_GIVES_WAY


@pytest.mark.parametrize("floor, full, cards, cap", [
    # one A800 at 32.4 tok/s with every stream at 4,096 tokens against a stated 50: × 1.54 short, but a card comes
    # whole — ⌈1 × 1.54⌉ = 2 cards → 2 × 1.15 = 2.3 → the 2× cap (not 1.54 × 1.15 = 1.78×), so an H100 at 2.0× leads
    (50, 32.4, 1, FLOOR_GIVES_WAY),
    # 4 × H100 at 135.1 against 144: ⌈4 × 1.066⌉ = 5 cards → 5 ÷ 4 × 1.15 = 1.4375 (a B200 pair at 1.57× still not)
    (144, 135.1, 4, 5 / 4 * 1.15),
    # 8 cards at 18.5 against 20: ⌈8 × 1.081⌉ = 9 → 9 ÷ 8 × 1.15 = 1.294
    (20, 18.5, 8, 9 / 8 * 1.15),
])
def test_the_shortfall_is_bought_back_in_whole_cards(floor, full, cards, cap):
    assert floor_gives_way(floor, full, cards) == pytest.approx(cap)
    assert floor_gives_way(floor, full, cards) >= floor_gives_way(floor, full)
