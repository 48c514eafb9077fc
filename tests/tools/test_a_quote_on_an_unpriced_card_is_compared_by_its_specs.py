"""A quote on a card no listed row prices (an H20: a China-market Hopper with no public price) is compared indirectly
by the card's held specs — per TB/s of bandwidth for serving, per 100 TFLOPS for training, both when the work is not
said — against the nearest priced cards' cheapest GPU-hour; no price is made up for the card (tools.indirect_quote).
"""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.indirect_quote import COMPUTE_LIGHT_RIDGE, indirect_quote
from tools.schema import InstanceRow

GPUS = all_gpus()


def _row(gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"1x-{gpu}", gpu=gpu, gpu_raw=gpu, gpu_count=1, price_on_demand=price,
                       currency="CNY", source="test", as_of="2026-11-30")


# listed GPU-hours in the quote's currency (CNY): an H100 SXM at ¥15.6, an H200 SXM at ¥38.9; nothing else priced
PRICES = {"H100 SXM": 15.6, "H200 SXM": 38.9}


def hour_of(card: str):
    return (PRICES[card], _row(card, PRICES[card])) if card in PRICES else None


def test_the_h20_is_read_from_its_specs_and_called_compute_light():
    # gpus.csv: H20 96 GB, 4,000 GB/s, 148 TFLOPS BF16 dense → 148 ÷ 4.0 = 37 FLOP a byte, under the 100 ridge
    got = indirect_quote(GPUS["H20"], None, 8.5, GPUS, hour_of)
    assert got is not None
    assert (got.memory_gb, got.tb_s, got.tflops) == (96, 4.0, 148)
    assert got.compute_light and COMPUTE_LIGHT_RIDGE > 148 / 4.0
    assert not GPUS["H100 SXM"].bf16_tflops / (GPUS["H100 SXM"].bandwidth_gb_s / 1000) < COMPUTE_LIGHT_RIDGE  # 295


def test_no_work_said_gives_both_figures_against_the_best_listed_deal():
    # ¥8.5 ÷ 4.0 TB/s = ¥2.125 per TB/s; H100 ¥15.6 ÷ 3.35 = ¥4.66, H200 ¥38.9 ÷ 4.8 = ¥8.10 → H100 is the bar: 0.46×
    # ¥8.5 ÷ 1.48 = ¥5.74 per 100 TFLOPS; H100 ¥15.6 ÷ 9.895 = ¥1.58 → 3.6× (dear for training)
    got = indirect_quote(GPUS["H20"], None, 8.5, GPUS, hour_of)
    assert got is not None and [u.figure for u in got.units] == ["bandwidth", "compute"]
    bw, fl = got.units
    assert bw.card == "H100 SXM" and bw.quote_unit == pytest.approx(2.125) and bw.ratio == pytest.approx(0.456, abs=0.01)
    assert fl.card == "H100 SXM" and fl.ratio == pytest.approx(3.63, abs=0.02)


@pytest.mark.parametrize("work, figure", [("serving", "bandwidth"), ("training", "compute")])
def test_the_work_said_picks_the_figure_that_matters(work, figure):
    got = indirect_quote(GPUS["H20"], work, 8.5, GPUS, hour_of)
    assert got is not None and [u.figure for u in got.units] == [figure]


def test_nothing_near_priced_or_no_specs_gives_no_comparison():
    # no priced Hopper and no other priced datacenter part: nothing to compare with, so nothing is said
    assert indirect_quote(GPUS["H20"], None, 8.5, GPUS, lambda card: None) is None
    bare = GPUS["H20"].model_copy(update={"bandwidth_gb_s": None})
    assert indirect_quote(bare, None, 8.5, GPUS, hour_of) is None
