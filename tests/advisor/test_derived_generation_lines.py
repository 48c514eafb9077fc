"""advisor.core.derived_generation.derived_lines on hand-made card rates: the cheapest card per item where the user
is, else anywhere (said as rented elsewhere), and nothing for a family with no derived estimate or no count."""

from advisor.core.derived_generation import derived_lines
from tools.derived_generation import CardRate

A10 = CardRate("A10", 24.0, 125.0, "here a10", 9.5)
H100 = CardRate("H100 SXM", 80.0, 989.5, "there h100", 15.6)


def _rates(here, anywhere):
    return lambda away: (anywhere, True) if away else (here, False)


def test_a_place_with_no_card_that_holds_the_model_is_priced_elsewhere():
    # Mochi-1 needs 60 GB: the place rents only 24 GB A10s, so the H100 anywhere, said as elsewhere; 40 clips a day
    # × 677 s = 7.5 GPU-h → 1 card in 24 h
    [m] = derived_lines("mochi", "clip", None, 40, 24.0, _rates([A10], [H100]), "CNY", None)
    assert m.args["card"] == "H100 SXM" and m.args["elsewhere"] and m.args["cards"] == 1
    assert round(m.args["gpuh"], 1) == 7.5


def test_the_place_s_card_when_it_holds_the_model():
    # IDM-VTON needs 24 GB: the A10 here (4.97 × 312/125 = 12.4 s) — never the H100 elsewhere
    [m] = derived_lines("idm-vton", "image", None, 10_000, 24.0, _rates([A10], [H100]), "CNY", None)
    assert m.args["card"] == "A10" and not m.args["elsewhere"] and round(m.args["secs"], 1) == 12.4


def test_no_estimate_or_no_count_gives_nothing():
    assert derived_lines("demucs", "song", None, 100, 24.0, _rates([A10], [H100]), "CNY", None) is None
    assert derived_lines("mochi", "clip", None, None, 24.0, _rates([A10], [H100]), "CNY", None) is None


def test_a_backlog_with_no_deadline_is_planned_for_the_assumed_week():
    # IDM-VTON on the A10 here: 4.97 × 312/125 = 12.41 s an image; 200,000 images × 12.41 s ÷ 3,600 = ≈ 689 GPU-h,
    # no deadline → ⌈689.2 ÷ 168⌉ = 5 A10s ≈ 138 h each (tools.wall_cards), said with the assumed 7 days
    plan, wall = derived_lines("idm-vton", "image", 200_000, None, None, _rates([A10], [H100]), "CNY", None)
    assert plan.args["cards"] == 5 and plan.args["stated"] and abs(plan.args["window"] - 137.7) < 0.2
    assert wall.code == "wall_cards.assumed" and "5 × A10" in wall.en and "5 张 A10" in wall.zh and "7 天" in wall.zh
    # a stated 3-day window keeps its own cards and says no assumption: ⌈689.2 ÷ 72⌉ = 10
    [stated] = derived_lines("idm-vton", "image", 200_000, None, 72.0, _rates([A10], [H100]), "CNY", None)
    assert stated.args["cards"] == 10
