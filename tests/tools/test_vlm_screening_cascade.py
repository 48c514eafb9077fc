"""A large VLM screening a large image batch is sized first as a cascade: a small VLM (Qwen2.5-VL-7B) reads every image
at max_pixels = 200,704 (256 visual tokens), the large model re-checks the flagged share (10 %, assumed); the cap alone
and FP8 on an FP8 card are figured beside the pure plan (tools.vlm_cascade).

Hand figures (the livestream moderation question: 5,000,000 screenshots of 1280×720 a day through Qwen2.5-VL-72B):
- prompt 1,196 visual (46 × 26 tokens of 28 × 28 px) + 161 text = 1,357 tokens; the pure plan 1,909.5 A100-hours
  (18.36 h × 104 cards) for ¥66,339.43 → ¥34.74 a card-hour.
- 72B FLOPs an image: 2 × 72.706e9 × 1,357 + 2 × 680e6 × 4 × 1,196 = 1.9732e14 + 6.506e12 = 2.0383e14.
- 7B at the cap: 2 × 7.6156e9 × (256 + 161) + 2 × 680e6 × 4 × 256 = 6.3514e12 + 1.3926e12 = 7.744e12 → ratio 0.03799
  → 72.5 card-hours (⌈72.5 ÷ 18.36⌉ = 4 cards); re-check 10 % × 1,909.5 = 190.95 (⌈190.95 ÷ 18.36 ÷ 2⌉ × 2 = 12
  cards) → 263.5 card-hours ≈ ¥9,154 a day, × 730 ÷ 24 = ¥278.4k a month, 7.2× under ¥66,339.
- The cap alone on the 72B: (2 × 72.706e9 × 417 + 1.3926e12) ÷ 2.0383e14 = 0.3043 → 581 card-hours; the cascade with
  the re-check at the cap too: 72.5 + 58.1 = 130.6.
- FP8: 1,909.5 × 312 ÷ 1,979 = 301 H800-hours (the expert key's 290–360); ÷ 296 (H20) = 2,013, more than the A100's.
- InternVL2.5-78B (unheld, 78 B stated, no encoder row) at 3,000,000 a day, 1,209 card-hours: 2 × 78e9 × 1,357 =
  2.117e14; ratio 7.744e12 ÷ 2.117e14 = 0.0366 → 44.2 + 120.9 = 165 card-hours.
"""

from __future__ import annotations

import pytest

from tools import vlm_cascade as vc

QWEN_VIT = vc.Encoder(params=680e6, patches_per_token=4)


def _q14(**kw):
    args = dict(large_params=72.706e9, large_encoder=QWEN_VIT, prompt_tokens=1_357, visual_tokens=1_196,
                pure_card_hours=1_909.5, pure_cost=66_339.43, wall_hours=18.36, replica_cards=2,
                screener_params=7.6156e9, screener_encoder=QWEN_VIT, qwen_family=True)
    args.update(kw)
    return vc.cascade(5_000_000, "day", **args)


def test_flops_an_image_count_the_llm_and_the_vision_encoder():
    assert vc.item_flops(72.706e9, 1_357, 1_196, QWEN_VIT) == pytest.approx(2.0383e14, rel=1e-3)
    assert vc.item_flops(7.6156e9, 417, 256, QWEN_VIT) == pytest.approx(7.744e12, rel=1e-3)
    assert vc.item_flops(78e9, 1_357, 1_196, None) == pytest.approx(2.117e14, rel=1e-3)  # no encoder row: LLM only


def test_the_cascade_is_a_seventh_of_the_pure_72b_plan():
    c = _q14()
    assert c.screen_card_hours == pytest.approx(72.5, abs=0.3)
    assert c.check_card_hours == pytest.approx(190.95, abs=0.01)
    assert c.card_hours == pytest.approx(263.5, abs=0.3)
    assert (c.screen_cards, c.check_cards) == (4, 12)  # the 72B keeps its 2-card replicas
    assert c.cost == pytest.approx(9_154, abs=15) and c.month == pytest.approx(278_430, abs=500)
    assert c.pure_month == pytest.approx(2_017_824, abs=5) and c.saving == pytest.approx(7.25, abs=0.05)


def test_the_cap_alone_and_the_cascade_with_the_cap_on_both_stages():
    c = _q14()
    assert c.capped_card_hours == pytest.approx(581, abs=1)
    assert c.both_card_hours == pytest.approx(130.6, abs=0.5)
    assert c.both_month == pytest.approx(138_000, abs=500)


def test_no_cap_figure_for_a_family_whose_cap_is_not_max_pixels():
    c = _q14(qwen_family=False)
    assert c.capped_card_hours is None and c.both_card_hours is None and c.both_month is None


def test_a_stated_share_replaces_the_assumed_tenth():
    assert _q14(share=0.03).check_card_hours == pytest.approx(57.3, abs=0.1)  # 3 % × 1,909.5


def test_an_unheld_78b_at_its_stated_size():
    assert vc.stated_params(78) == 78e9 and vc.stated_params(None) is None
    c = vc.cascade(3_000_000, "day", large_params=78e9, large_encoder=None, prompt_tokens=1_357, visual_tokens=1_196,
                   pure_card_hours=1_209, pure_cost=41_991.68, wall_hours=18.9, replica_cards=4,
                   screener_params=7.6156e9, screener_encoder=QWEN_VIT, qwen_family=False)
    assert c.screen_card_hours == pytest.approx(44.2, abs=0.3) and c.card_hours == pytest.approx(165.1, abs=0.5)
    assert c.check_cards == 8  # ⌈120.9 ÷ 18.9 ÷ 4⌉ = 2 replicas of 4


def test_fp8_card_hours_and_a_compute_weak_card():
    h800, slower = vc.fp8_card_hours(1_909.5, 312, 1_979)
    assert h800 == pytest.approx(301, abs=0.5) and not slower
    h20, slower = vc.fp8_card_hours(1_909.5, 312, 296)
    assert h20 == pytest.approx(2_013, abs=1) and slower


@pytest.mark.parametrize("items, params, screening, tokens, lead", [
    (5_000_000, 72.7e9, True, 1_196, True),
    (99_999, 72.7e9, True, 1_196, False),     # a small batch: the pure plan is small already
    (5_000_000, 7.6e9, True, 1_196, False),   # a 7B is its own screener
    (5_000_000, 72.7e9, False, 1_196, False),  # captions, not a judgement
    (5_000_000, 72.7e9, True, None, False),   # text rows, no images
])
def test_when_the_cascade_leads(items, params, screening, tokens, lead):
    assert vc.wanted(items, params, screening, tokens) is lead


def test_the_pick_s_cards_and_replica():
    assert vc.fleet_cards(8, 13, 52) == (104, 2) and vc.card_hours(18.36, 104) == pytest.approx(1_909.4, abs=0.1)
