"""The asked cards held for a whole window against the GPU-hours the job uses on them (tools.checked.booked_over):
"we were going to rent 8xH100 for the whole weekend (60h). overkill?" gets a verdict with both figures."""

from __future__ import annotations

from tools.checked import booked_over


def test_eight_cards_for_sixty_hours_against_seven_used_is_overkill():
    # 8 × 60 h = 480 GPU-h booked; one 8-card machine takes 7 h → 56 GPU-h used; 480 ÷ 56 = 8.6×; 56 ÷ 8 = 7 h to rent
    got = booked_over(8, 7.0, 60.0, 1)
    assert got["booked"] == 480 and got["used"] == 56 and round(got["over"], 1) == 8.6 and got["run_h"] == 7


def test_four_cards_count_the_same_gpu_hours():
    # 4 × 48 h = 192 booked; an 8-card machine's 5 h = 40 GPU-h, on 4 cards 10 h; 192 ÷ 40 = 4.8×
    got = booked_over(4, 5.0, 48.0, 1)
    assert got["used"] == 40 and got["run_h"] == 10 and round(got["over"], 1) == 4.8


def test_a_booking_the_job_mostly_uses_or_one_that_misses_says_nothing():
    assert booked_over(8, 40.0, 60.0, 1) == {}  # 480 vs 320 used: 1.5×, not overkill
    assert booked_over(8, 90.0, 60.0, 2) == {}  # it misses the window on one machine
    assert booked_over(8, 7.0, None, 1) == {}  # no window said
    assert booked_over(None, 7.0, 60.0, 1) == {}  # no count asked about
