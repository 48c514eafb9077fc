"""Planners that know only a batch's one-card GPU-hours (speech synthesis, stem separation, a detector over recorded
video) size it for the assumed week when no deadline is said (tools.wall_cards), never "one card, whenever".

Hand rule: the assumed wall is 7 × 24 = 168 h; cards = ⌈GPU-hours ÷ 168⌉, each runs GPU-hours ÷ cards; over
tools.offers.MAX_NODES (64) the fleet is held at 64 and its longer wall said."""

from __future__ import annotations

import pytest

from tools.separation_speed import separation_plan
from tools.wall_cards import wall_cards, wall_cards_msg


def test_assumed_week_sizes_the_cards():
    # 900 GPU-h, no deadline: ⌈900 ÷ 168⌉ = ⌈5.36⌉ = 6 cards, 900 ÷ 6 = 150 h each, assumed
    got = wall_cards(900, None, None)
    assert got is not None and got.assumed and not got.over
    assert got.cards == 6 and got.hours == pytest.approx(150) and got.wall == 168
    # a job one card ends in 40 h: one card, 40 h, still assumed (the answer says so)
    one = wall_cards(40, None, None)
    assert one is not None and one.cards == 1 and one.hours == pytest.approx(40)


def test_a_stated_deadline_wins_and_the_fleet_is_held_to_what_one_job_rents():
    # "within 3 days": 900 ÷ 72 = 12.5 → 13 cards, stated
    got = wall_cards(900, 72, None)
    assert got is not None and got.cards == 13 and not got.assumed
    # 20,000 GPU-h, no deadline: ⌈20,000 ÷ 168⌉ = 120 > 64 → 64 cards, 20,000 ÷ 64 = 312.5 h (13 days), said longer
    big = wall_cards(20_000, None, None)
    assert big is not None and big.cards == 64 and big.over and big.hours == pytest.approx(312.5)
    assert wall_cards(0, None, None) is None


def test_the_words_say_the_week_and_the_cards_in_english_and_chinese():
    # 900 GPU-h → 6 × L4 ≈ 150 h (6.25 days) each; one card 900 h = 37.5 days
    msg = wall_cards_msg(wall_cards(900, None, None), "L4", 900)  # type: ignore[arg-type]
    assert "7 days" in msg.en and "6 × L4" in msg.en and "150 h" in msg.en and "37.5 days" in msg.en
    assert "7 天" in msg.zh and "6 张 L4" in msg.zh


def test_stem_separation_with_no_window_is_planned_for_the_week():
    # Demucs (htdemucs) at 30–80× real time; 250,000 songs × 3 min = 12,500 h of audio; slow end 12,500 ÷ 30 =
    # 416.7 GPU-h → ⌈416.7 ÷ 168⌉ = 3 cards ≈ 139 h each; a stated 48 h window → ⌈416.7 ÷ 48⌉ = 9 cards, no wall
    plan = separation_plan("demucs", 12_500, None, 0.5)
    assert plan is not None and plan.cards is None and plan.wall is not None
    assert plan.wall.cards == 3 and plan.wall.hours == pytest.approx(12_500 / 30 / 3)
    stated = separation_plan("demucs", 12_500, 48, 0.5)
    assert stated is not None and stated.cards == 9 and stated.wall is None


def test_an_llm_batch_held_at_the_fleet_cap_says_its_longer_wall():
    # an LLM batch with no deadline on 32 machines (the cap) whose run is 300 h (12.5 days) > 168 h: the tail says the
    # machines still take longer than the assumed week; at 120 h (5 days) it does not; a stated deadline: no tail
    from tools.batch_wall import assumed_wall_tail

    over = assumed_wall_tail(None, None, 32, 300.0)
    assert over is not None and "take longer" in over.en and "更久" in over.zh
    within = assumed_wall_tail(None, None, 32, 120.0)
    assert within is not None and "take longer" not in within.en
    assert assumed_wall_tail(72.0, None, 32, 300.0) is None
