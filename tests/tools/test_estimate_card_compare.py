"""tools.estimate_card_compare.compare_card: a scaled video estimate on another card, the same work — seconds a clip
by dense BF16 TFLOPS (never faster than the reference card), GPU-hours, ⌈GPU-hours ÷ window⌉ cards, the month where
priced, else the break-even hour against the priced card."""

from tools.estimate_card_compare import compare_card


def test_a_priced_card_gets_its_cards_and_months():
    # 600 s a clip on a 989 TFLOPS reference; an L40S (362): 600 × 989 / 362 = 1,639.2 s; 150 clips → 68.3 GPU-h;
    # a 10 h window → ⌈6.83⌉ = 7 cards; at $1.00: 7 × 10 × 30.42 (730 ÷ 24 days) = $2,129 released, 7 × 730 = $5,110 kept
    got = compare_card("L40S", 362.0, 1.0, 600.0, 989.0, 150, 10.0, (900.0, 2.0))
    assert got is not None and round(got.secs, 1) == 1639.2 and round(got.gpu_hours, 1) == 68.3 and got.cards == 7
    assert round(got.released_month or 0) == 2129 and round(got.kept_month or 0) == 5110 and got.break_even is None


def test_an_unpriced_card_gets_the_break_even_hour():
    # the same 600 s on an A800 (312): 600 × 989 / 312 = 1,901.9 s; 80 clips → 42.3 GPU-h; a 9 h window → ⌈4.7⌉ = 5;
    # against a card at ¥20 an hour taking 1,200 s a clip: 20 × 1,200 / 1,901.9 = ¥12.62 an hour breaks even
    got = compare_card("A800 80GB SXM", 312.0, None, 600.0, 989.0, 80, 9.0, (1200.0, 20.0))
    assert got is not None and got.cards == 5 and got.released_month is None
    assert round(got.break_even or 0, 2) == 12.62


def test_never_faster_than_the_reference_and_none_without_tflops():
    # a 2,250 TFLOPS card keeps the reference's 600 s (the speed is not extrapolated above the measured card)
    fast = compare_card("B200", 2250.0, 5.0, 600.0, 989.0, 60, 6.0, None)
    assert fast is not None and fast.secs == 600.0 and fast.cards == 2  # 10 GPU-h ÷ 6 h → ⌈1.67⌉ = 2
    assert compare_card("X", None, 1.0, 600.0, 989.0, 60, 6.0, None) is None
