"""Video generation and text-to-speech sized from published figures (tools.generated_media).

Every expected figure is worked by hand from the published figures in the module docstring and the catalog's dense
BF16 TFLOPS (catalog/data/gpus.csv: H100/H200/H800 989.5, A100 312, L40S 362.05, H20 148), never read back:
- Wan2.1 14 B, H200, 40 steps: 720P 974 s, 480P 366 s a 5 s clip (LightX2V benchmark); T2V samples 50 steps, so
  × 50/40: 720P 1,217.5 s, 480P 457.5 s;
- Wan2.1-T2V-1.3B, RTX 4090, 480P, its 50 steps: 240 s (Wan2.1 README "about 4 minutes");
- F5-TTS RTF 0.1467 on one L20 (F5-TTS README runtime table).
"""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.generated_media import (
    TTS_MODELS,
    VIDEO_MODELS,
    ClipLoad,
    ClipOption,
    break_even,
    card_option,
    cards_needed,
    cheapest,
    figure_for,
    gpu_hours,
    items_audio_hours,
    month_cost,
    need_gb,
    priced_options,
    seconds_per_clip,
    tts_gpu_hours,
    tts_model,
    video_model,
)
from tools.schema import InstanceRow

GPUS = all_gpus()
WAN = VIDEO_MODELS["wan-14b"]


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def test_a_card_as_fast_as_the_measured_one_takes_the_measured_time_at_the_default_steps():
    # H100 SXM has the H200's 989.5 dense BF16 TFLOPS: no speed-up is credited, so 974 s × 50/40 = 1,217.5 s at 720P
    # and 366 × 50/40 = 457.5 s at 480P
    f720, f480 = figure_for(WAN, "720p"), figure_for(WAN, "480p")
    assert card_option(WAN, f720, GPUS["H100 SXM"], GPUS["H200 SXM"]).seconds == pytest.approx(1217.5)
    assert card_option(WAN, f480, GPUS["H100 SXM"], GPUS["H200 SXM"]).seconds == pytest.approx(457.5)


def test_a_slower_card_takes_longer_by_its_tflops_share():
    # A100 80GB: 1,217.5 × 989.5 / 312 = 3,861.3 s; L40S: 1,217.5 × 989.5 / 362.05 = 3,327.5 s
    f = figure_for(WAN, "720p")
    assert card_option(WAN, f, GPUS["A100 80GB SXM"], GPUS["H200 SXM"]).seconds == pytest.approx(3861.3, rel=1e-3)
    assert card_option(WAN, f, GPUS["L40S"], GPUS["H200 SXM"]).seconds == pytest.approx(3327.5, rel=1e-3)


def test_a_big_memory_card_with_little_compute_is_slow_though_it_holds_the_model():
    # H20: 96 GB holds the 69.6 GB (81 GB peak − 11.4 GB T5 on the CPU), but 1,217.5 × 989.5 / 148 = 8,140 s a clip
    o = card_option(WAN, figure_for(WAN, "720p"), GPUS["H20"], GPUS["H200 SXM"])
    assert o.holds
    assert o.seconds == pytest.approx(8140.0, rel=1e-3)


def test_memory_need_is_the_measured_peak_without_the_text_encoder():
    # 720P: 81 − 11.4 = 69.6 GB; 480P: 71 − 11.4 = 59.6 GB. A 24 GB RTX 4090 holds neither in 16-bit
    assert need_gb(WAN, figure_for(WAN, "720p")) == pytest.approx(69.6)
    assert need_gb(WAN, figure_for(WAN, "480p")) == pytest.approx(59.6)
    assert not card_option(WAN, figure_for(WAN, "480p"), GPUS["RTX 4090"], GPUS["H200 SXM"]).holds


def test_clips_times_seconds_give_gpu_hours_and_the_cards_for_the_period():
    # 150 clips a day at 480P on an H100: 150 × 457.5 s = 68,625 s = 19.06 h → one card finishes inside 24 h
    assert gpu_hours(ClipLoad(150, 24), 457.5) == pytest.approx(19.06, rel=1e-3)
    assert cards_needed(ClipLoad(150, 24), 457.5) == 1
    # 1,000 clips a week at 720P: 1,000 × 1,217.5 s = 338.2 h over 168 h → 2.01 → 3 cards
    assert cards_needed(ClipLoad(1000, 168), 1217.5) == 3


def test_a_month_pays_the_gpu_hours_used():
    # 100 clips a day × 1,217.5 s = 33.82 h a day × (730 / 24 = 30.42 days) × 10 an hour = 10,286
    o = ClipOption("H100 SXM", 1217.5, True, True, 85.0, gpu_hour=10.0)
    assert month_cost(ClipLoad(100, 24), o) == pytest.approx(10286, rel=1e-3)


def test_the_price_a_slow_card_must_beat():
    # fast 20 an hour at 1,217.5 s a clip; slow at 8,140 s must cost under 20 × 1,217.5 / 8,140 = 2.99 an hour
    fast = ClipOption("H800 SXM", 1217.5, True, True, 85.0, gpu_hour=20.0)
    slow = ClipOption("H20", 8140.0, True, True, 103.0)
    assert break_even(slow, fast) == pytest.approx(2.99, rel=1e-2)


def test_the_cheapest_clip_wins_not_the_cheapest_hour():
    # per clip at 720P: H100 at 2.00/h → 1,217.5 / 3,600 × 2.00 = 0.68; A100 at 1.00/h → 3,861.3 / 3,600 × 1.00 = 1.07
    opts = priced_options(WAN, figure_for(WAN, "720p"), GPUS, [row("H100 SXM", 2.0), row("A100 80GB SXM", 1.0)],
                          "USD", 7.2, {"USD": 1.0})
    assert cheapest(opts).gpu == "H100 SXM"


def test_the_small_wan_model_is_sized_from_its_own_readme_figure():
    # 1.3B at 480P on an RTX 4090: 240 s (50 steps, its default: × 50/50); an A100 (312 > 165.2 TFLOPS) is not
    # credited faster than the measured 4090: 240 s
    m = VIDEO_MODELS["wan-1.3b"]
    f = figure_for(m, "480p")
    assert seconds_per_clip(m, f, 165.2, 165.2) == pytest.approx(240.0)
    assert seconds_per_clip(m, f, 312.0, 165.2) == pytest.approx(240.0)


@pytest.mark.parametrize("text,key", [
    ("Wan2.1-T2V-14B", "wan-14b"), ("wan 2.1 1.3B for drafts", "wan-1.3b"), ("用wan2.1做视频", "wan-14b"),
    ("HunyuanVideo on H100", "hunyuan"), ("CogVideoX-2B", "cogvideox-2b"),
    ("cogvideox", "cogvideox-5b"),
])
def test_video_models_are_named(text, key):
    assert video_model(text) is VIDEO_MODELS[key]


def test_models_without_a_clip_time_have_no_figure():
    # HunyuanVideo: no published per-clip time held → nothing to size
    assert VIDEO_MODELS["hunyuan"].figures == ()


def test_cogvideox_is_sized_from_its_model_cards_clip_time():
    # its card: a 720×480 6 s clip in ~90 s on one H100 (5B), ~45 s (2B), 50 steps. By hand: 1,000 clips a day × 90 s
    # = 25 GPU-hours on an H100 (the 2B: 12.5); the licence says commercial use needs registering
    from tools.generated_media import ClipLoad, gpu_hours

    five, two = figure_for(VIDEO_MODELS["cogvideox-5b"], "480p"), figure_for(VIDEO_MODELS["cogvideox-2b"], "480p")
    assert (five.gpu, five.seconds, five.steps, two.seconds) == ("H100 SXM", 90.0, 50, 45.0)
    assert gpu_hours(ClipLoad(1000, 24), five.seconds) == pytest.approx(25.0)
    assert VIDEO_MODELS["cogvideox-5b"].clip_seconds == 6.0 and "regist" in VIDEO_MODELS["cogvideox-5b"].licence


def test_speech_hours_times_rtf():
    # 12 episodes × 15 min = 180 min = 3.0 h; 5 h × 0.1467 = 0.7335 GPU-hours
    assert items_audio_hours(12, 15) == pytest.approx(3.0)
    assert tts_gpu_hours(5.0, TTS_MODELS["f5"].rtf) == pytest.approx(0.7335)


def test_the_last_tts_model_named_is_the_one_asked_about():
    assert tts_model("F5-TTS 不行的话，那改用 XTTS-v2 呢？").name == "XTTS-v2"
    assert tts_model("try CosyVoice 2 instead").name == "CosyVoice2-0.5B"
    assert tts_model("what GPU for Whisper?") is None


def test_non_commercial_tts_weights_are_flagged():
    # F5-TTS weights CC BY-NC 4.0, XTTS-v2 Coqui Public Model License: non-commercial; CosyVoice2 / Kokoro Apache-2.0
    assert not TTS_MODELS["f5"].commercial and not TTS_MODELS["xtts"].commercial
    assert TTS_MODELS["cosyvoice2"].commercial and TTS_MODELS["kokoro"].commercial


def test_one_card_machines_are_priced_before_a_share_of_a_big_box():
    # H100: a 1-card machine at 2.50/h and an 8-card box at 16.00/h (2.00 a card): a clip load rents whole cards, so
    # the 1-card machine's 2.50 is the price, not 2.00 of a box it cannot split
    opts = priced_options(WAN, figure_for(WAN, "720p"), GPUS, [row("H100 SXM", 2.5), row("H100 SXM", 16.0, 8)],
                          "USD", 7.2, {"USD": 1.0})
    assert opts["H100 SXM"].gpu_hour == pytest.approx(2.5)
