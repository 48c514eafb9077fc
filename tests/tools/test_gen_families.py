"""Music generation, real-time lip-sync and portrait animation sized from published speeds (tools.gen_families).

Hand figures:
- ACE-Step on an RTX 4090 (README: 34.48× real time at 27 steps): 100,000 songs × 180 s = 18,000,000 audio-s = 5,000 h
  a day ÷ 34.48 = 145.0 GPU-hours; average 18,000,000 ÷ 86,400 = 208.3 audio-s a second ÷ (34.48 × 0.8 = 27.58) =
  7.55 → 8 cards; peak 50 % in 3 h: 9,000,000 ÷ 10,800 = 833.3 ÷ 27.58 = 30.2 → 31 cards; one song 180 ÷ 34.48 = 5.2 s.
  At 5/h: 145.0 × 30.42 × 5 = 22,054 used; 31 × 730 × 5 = 113,150 held.
- ACE-Step on an A10 (125 dense FP16 TFLOPS): from the A100 27.27 × 125/312 = 10.93×; from the 4090 26.1× → 10.93.
- MuseTalk (README: 30 fps+ on a V100): 30 ÷ 25 fps = 1.2 → 1 stream a card; 30 rooms × 12 h → 30 cards, 360 GPU-h a
  day; at 9.53/h: 30 × 12 × 30.42 × 9.53 = 104,353.5 a month.
- LivePortrait (paper: 12.8 ms a frame on an RTX 4090): 1,000 / 12.8 / 25 fps = 3.125 s of clip a GPU-second, ÷ 3
  (assumed pipeline) = 1.042; 20,000 clips × 10 s = 200,000 s ÷ 1.042 = 192,000 s = 53.3 GPU-hours a day; busiest
  hour 10 %: 20,000 s ÷ 3,600 = 5.56 ÷ (1.042 × 0.8) = 6.67 → 7 cards; one clip 10 ÷ 1.042 = 9.6 s.
"""

import pytest

from catalog.gpus import all_gpus
from tools.gen_families import (
    MODELS,
    CardPick,
    card_rate,
    item_load,
    item_plan,
    steps_60_factor,
    stream_budget_cards,
    stream_plan,
)


@pytest.fixture(scope="module")
def gpus():
    return all_gpus()


def test_music_songs_a_day_become_gpu_hours_and_peak_cards():
    plan = item_plan(item_load(100_000, 180, None, 3), CardPick("RTX 4090", 34.48, False, "x", 5.0))
    assert plan.output_hours == pytest.approx(5000)
    assert plan.gpu_hours == pytest.approx(145.01, abs=0.01)
    assert (plan.avg_cards, plan.peak_cards) == (8, 31)
    assert plan.item_seconds == pytest.approx(5.22, abs=0.01)
    assert plan.month_used == pytest.approx(22_053.8, abs=1)
    assert plan.month_peak == pytest.approx(113_150)


def test_a_stated_share_replaces_the_assumed_half():
    load = item_load(100_000, 180, 0.3, 3)
    assert (load.share, load.assumed) == (0.3, False)
    plan = item_plan(load, CardPick("RTX 4090", 34.48, False))
    # 18e6 × 0.3 ÷ 10,800 = 500 audio-s a second ÷ 27.58 = 18.1 → 19
    assert plan.peak_cards == 19 and plan.month_used is None


def test_no_window_is_the_busiest_hour():
    load = item_load(20_000, 10, None, None)
    assert (load.share, load.window_h, load.assumed) == (0.1, 1.0, True)


def test_card_rates_are_own_or_scaled_down_never_above_a_measurement(gpus):
    ace = MODELS["ace-step"]
    assert card_rate(ace, gpus["RTX 4090"], gpus) == (34.48, False)
    assert card_rate(ace, gpus["A10"], gpus)[0] == pytest.approx(27.27 * 125 / 312)
    # faster than every measured card: the A100's own figure (most TFLOPS), never more
    assert card_rate(ace, gpus["H100 SXM"], gpus) == (27.27, True)
    assert card_rate(MODELS["musetalk"], gpus["RTX 4090"], gpus)[0] == pytest.approx(1.2)
    assert card_rate(MODELS["liveportrait"], gpus["RTX 4090"], gpus)[0] == pytest.approx(1000 / 12.8 / 25 / 3)


def test_sixty_steps_cost_more_gpu_time():
    assert steps_60_factor("RTX 4090") == pytest.approx(34.48 / 15.63)
    assert steps_60_factor("L4") is None


def test_lip_sync_streams_take_whole_cards():
    plan = stream_plan(30, 12, CardPick("A10", 1.2, True, "x", 9.53))
    assert (plan.per_card, plan.cards, plan.gpu_hours) == (1, 30, 360)
    assert plan.month == pytest.approx(104_353.5, abs=0.5)
    assert stream_plan(30, 12, CardPick("T4", 0.62, True, "x", 1.0)) is None  # no full stream on the card
    assert stream_budget_cards(30_000, 12, 2.2) == pytest.approx(37.4, abs=0.05)


def test_portrait_clips_include_the_assumed_pipeline(gpus):
    rate = card_rate(MODELS["liveportrait"], gpus["RTX 4090"], gpus)[0]
    plan = item_plan(item_load(20_000, 10, None, None), CardPick("RTX 4090", rate, False, "x", 0.74))
    assert plan.gpu_hours == pytest.approx(53.33, abs=0.01)
    assert (plan.avg_cards, plan.peak_cards) == (3, 7)
    assert plan.item_seconds == pytest.approx(9.6)


def test_sdxl_with_controlnet_on_an_rtx_5090(gpus):
    # 3.31 s on the A100 (312 TFLOPS) × 312/209.5 = 4.93 s; × 1.34 ControlNet = 6.61 s; compiled 2.54 × 312/209.5 ×
    # 1.34 = 5.07 s; 20 steps 6.61 × 20/30 = 4.40 s
    from tools.gen_families import office_load, office_rent_month, office_share, sdxl_time

    t = sdxl_time(gpus["RTX 5090"], gpus, True)
    assert t.seconds == pytest.approx(6.61, abs=0.01)
    assert t.compiled == pytest.approx(5.07, abs=0.01)
    assert t.fewer == pytest.approx(4.40, abs=0.01)
    assert sdxl_time(gpus["RTX 5090"], gpus, False).seconds == pytest.approx(4.93, abs=0.01)
    # 10 designers → a small team's third at once, rounded up: ⌈10 / 3⌉ = 4 × 1 a minute = 0.067/s; a card at 6.61 s
    # makes 0.151/s × 0.8 = 0.121/s and keeps up alone
    load = office_load(10, t.seconds)
    assert (load.at_once, load.cards) == (4, 1)
    assert office_rent_month(0.77) == pytest.approx(169.4)
    assert office_share() == pytest.approx(220 / 730)


def test_the_image_alternative_is_priced_per_image(gpus):
    from tools.gen_families import image_pick, seconds_an_image
    from tools.schema import InstanceRow

    rows = [InstanceRow(provider="p", instance_type=f"one-{g}", region="eu", gpu=g, gpu_count=1, price_on_demand=p,
                        currency="USD") for g, p in (("RTX 4090", 0.3), ("L40S", 0.5))]
    pick = image_pick(gpus, rows, "USD", 7.2, {})
    # FLUX.1-schnell measured on the RTX 4090: 2.60 s an image, but its 16-bit 33.6 GB do not fit the 4090's 24 GB
    # (the measurement offloads T5): the L40S (48 GB, 362.05 dense FP16 TFLOPS against the 4090's 165.2, credited:
    # 2.60 × 165.2 / 362.05 = 1.186 s); 5,000 a day = 5,000 × 1.186 / 3,600 = 1.65 GPU-hours
    assert (pick.gpu, pick.price) == ("L40S", 0.5)
    assert seconds_an_image(pick) == pytest.approx(1.186, abs=0.001)
    assert item_plan(item_load(5000, 1.0, None, None), pick).gpu_hours == pytest.approx(1.65, abs=0.01)


def test_office_break_even_of_a_bought_card():
    # 3 years × 8,760 h × 220/730 = 7,920 h × $0.77 = $6,098.4 rent; power (575 W + 575 W host) × 1.58 PUE × 7,920 h ×
    # $0.13 = $1,870.7 → $4,227.7 a card
    from tools.gen_families import office_break_even

    assert office_break_even(575, "r", 0.77, 0.13) == pytest.approx(4227.7, abs=0.5)
    assert office_break_even(575, "r", 0.01, 0.13) == 0.0  # renting costs less than the power alone
