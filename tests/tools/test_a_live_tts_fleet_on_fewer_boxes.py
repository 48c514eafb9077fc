"""A live TTS fleet of dozens of one-card machines is also said on the fewest larger machines of the same card whose
hour costs at most tools.media.LIVE_FLEET_BAND (30 %) more (tools.generated_media.fewer_boxes): more than
LIVE_FLEET_MAX (8) machines is a fleet to deploy, patch and watch. Hand figures in each test."""

from __future__ import annotations

import pytest

from tools.generated_media import LiveSpeech, fewer_boxes
from tools.media import LIVE_FLEET_BAND, LIVE_FLEET_MAX
from tools.schema import InstanceRow


def row(gpu: str, price: float, count: int) -> InstanceRow:
    return InstanceRow(provider="runpod", instance_type=f"{count}x_{gpu}", region="us-east-1", gpu=gpu,
                       gpu_count=count, vcpu=16 * count, ram_gib=64 * count, price_on_demand=price)


def live(cards: int, price: float) -> LiveSpeech:
    return LiveSpeech(100.0, "RTX A4500", 0.151, cards * 0.5, cards, "runpod 1x_RTXA4500", price, cards * price * 730)


def test_dozens_of_one_card_boxes_give_way_to_a_few_larger_ones_inside_the_band():
    # 31 × $0.25 = $7.75/h; 4-card boxes at $1.00 → ⌈31 ÷ 4⌉ = 8 boxes = $8.00/h (+3.2 %); 8-card boxes at $2.30 →
    # 4 boxes = $9.20/h (+18.7 %): both inside 30 %, the fewest machines win → 4 × 8-card
    rows = [row("RTX A4500", 0.25, 1), row("RTX A4500", 1.00, 4), row("RTX A4500", 2.30, 8)]
    got = fewer_boxes(live(31, 0.25), rows, "USD", 7.2, {}, LIVE_FLEET_MAX, LIVE_FLEET_BAND)
    assert got is not None and (got.machines, got.gpus) == (4, 8)
    assert got.hourly == pytest.approx(9.20) and got.more == pytest.approx(9.20 / 7.75 - 1)


def test_a_box_past_the_band_or_a_small_fleet_stays_as_it_is():
    # 8-card boxes at $3.00 → 4 × 3.00 = $12.00 against $7.75: +55 %, past 30 % → None; 6 one-card boxes: no fleet
    assert fewer_boxes(live(31, 0.25), [row("RTX A4500", 3.00, 8)], "USD", 7.2, {}, LIVE_FLEET_MAX,
                       LIVE_FLEET_BAND) is None
    assert fewer_boxes(live(6, 0.25), [row("RTX A4500", 1.00, 4)], "USD", 7.2, {}, LIVE_FLEET_MAX,
                       LIVE_FLEET_BAND) is None
