"""A huge volume sized as the batch it is (tools.volume_designs): logs a day as tokens and card-hours with the
templating design beside them, a live label job on a small encoder, an hour of meeting video against the context and
the transcript + keyframes design. Hand figures in each comment; the cases differ from the review's (other volumes,
cards and lengths) so the formula, not the example, is pinned."""

from __future__ import annotations

import pytest

from tools import volume_designs as vd


def test_log_bytes_become_tokens_at_three_and_a_half_bytes_a_token():
    # 2 TB a day ÷ 3.5 B/token = 5.71e11 tokens; 7 TB a week is 1 TB a day = 2.86e11
    assert vd.log_tokens(2e12) == pytest.approx(5.714e11, rel=1e-3)
    assert vd.day_volume_bytes(7, "TB", "week") == pytest.approx(1e12)
    assert vd.day_volume_bytes(500, "GB", "day") == pytest.approx(5e11)


def test_the_full_log_volume_is_thousands_of_cards_and_the_templated_share_a_few_dozen():
    # Qwen2.5-14B (14.7e9 active) on an L40S (362 dense BF16 TFLOPS): 362e12 × 0.5 ÷ 2.94e10 = 6,156 tokens/s.
    # 500 GB a day ÷ 3.5 = 1.43e11 tokens ÷ 6,156 ÷ 3,600 = 6,446 card-hours → ⌈6,446 ÷ 24 ÷ 0.75⌉ = 359 cards;
    # at $1.00 a card-hour × 730 h = $262,070 a month. The 1 % the LLM still reads: 64.5 card-hours → 4 cards.
    rate = vd.prefill_tokens_s(362, 14.7e9)
    assert rate == pytest.approx(6156, rel=1e-3)
    tokens = vd.log_tokens(vd.day_volume_bytes(500, "GB", "day"))
    full = vd.sized(tokens, rate, 1.0)
    assert full.card_hours_day == pytest.approx(6446, rel=1e-3)
    assert full.cards == 359 and full.month == pytest.approx(359 * 730)
    kept = vd.sized(vd.share_of(tokens, vd.LOG_LLM_SHARE), rate, 1.0)
    assert kept.cards == 4 and kept.card_hours_day == pytest.approx(64.46, rel=1e-3)


def test_a_small_encoder_classifier_needs_a_few_cards_for_tens_of_thousands_a_second():
    # 20,000 comments a second on BERT-base (110 M), 32 tokens: 2 × 1.1e8 × 32 × 2e4 = 1.408e14 FLOP/s; an L4
    # (121 dense FP16 TFLOPS) gives 121e12 × 0.5 × 0.75 = 4.54e13 → ⌈3.10⌉ = 4 cards; at ¥5 a card-hour × 730 × 4
    enc = vd.encoder_cards(20_000, 121, 5.0)
    assert enc.flops_s == pytest.approx(1.408e14)
    assert enc.cards == 4 and enc.month == pytest.approx(4 * 730 * 5.0)


def test_a_video_fed_whole_is_hundreds_of_thousands_of_tokens_and_the_design_tens_of_thousands():
    # 45 minutes at 2 fps: 2,700 s × 2 ÷ 2 × 256 = 691,200 visual tokens, 5.4 × a 128k context
    assert vd.whole_video_tokens(vd.minutes_hours(45)) == 691_200
    assert vd.times(691_200, 128_000) == pytest.approx(5.4)
    # the design for 2 h: 240 keyframes × 256 = 61,440 + 23,400 transcript = 84,840 tokens, past a 32,768 native
    d = vd.meeting_design(2)
    assert (d.keyframes, d.visual_tokens, d.transcript_tokens, d.tokens) == (240, 61_440, 23_400, 84_840)
    assert not vd.fits(d.tokens, 32_768) and vd.fits(vd.meeting_design(0.5).tokens, 32_768)


def test_meeting_prefill_and_asr_card_hours_add_to_one_card_for_hundreds_of_meetings():
    # 300 one-hour meetings on an RTX A4500 (94.6 TFLOPS): prefill 300 × (2 × 7.62e9 × 42,420 + 2 × 680e6 × 4 ×
    # 30,720) = 300 × 8.13e14 = 2.44e17 FLOP ÷ 4.73e13 ÷ 3,600 = 1.43 card-hours; ASR 300 h ÷ 77.2× = 3.89;
    # 5.3 card-hours a day → 1 card all day at $0.25 × 730 = $182.50
    d = vd.meeting_design(1)
    f = vd.video_flops(7.62e9, d.tokens, d.visual_tokens, 680e6, 4)
    assert f == pytest.approx(8.13e14, rel=1e-3)
    prefill = vd.flops_sized(vd.day_flops(300, f), 94.6, 0.25)
    assert prefill.card_hours_day == pytest.approx(1.43, rel=1e-2)
    asr = vd.asr_card_hours(vd.audio_hours(300, 1), 77.2)
    both = vd.hours_sized(vd.added(prefill.card_hours_day, asr), 0.25)
    assert both.cards == 1 and both.month == pytest.approx(182.5)
    # fed whole it would be 300 × 1.90e16 FLOP = 33.5 card-hours of prefill a day even if it fit
    whole = vd.whole_video_tokens(1)
    naive = vd.flops_sized(vd.day_flops(300, vd.video_flops(7.62e9, whole, whole, 680e6, 4)), 94.6, 0.25)
    assert naive.card_hours_day == pytest.approx(33.5, rel=1e-2)


def test_log_lines_are_bytes_at_the_assumed_line_length():
    # 1e9 lines a day × 150 B = 150 GB a day; 300 M lines a week × 150 B ÷ 7 = 6.43 GB a day
    assert vd.lines_bytes(1e9, "day") == pytest.approx(1.5e11)
    assert vd.lines_bytes(3e8, "week") == pytest.approx(6.43e9, rel=1e-3)
