"""A media answer's levers are said on the card the answer picked, scaled by the same rule as its head figure
(tools.generated_media.option_on → card_option), and "cheaper?" of a video or TTS plan prices the cheaper plans the
tool can size (tools.generated_media.cheaper_clips / cheaper_tts). Every figure below is worked by hand from the
published figures (tools.generated_media's docstring) and the catalog's dense BF16 / FP32 TFLOPS:
H100/H200 989.5, A100 312, L40S 362.05 dense BF16; L20 59.35, A10 31.2, RTX 4090 82.6 FP32."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.generated_media import (
    TTS_MODELS,
    VIDEO_MODELS,
    ClipLoad,
    cheaper_clips,
    cheaper_tts,
    cheapest,
    figure_for,
    option_on,
    priced_options,
)
from tools.schema import InstanceRow

GPUS = all_gpus()
WAN = VIDEO_MODELS["wan-14b"]
SMALL = VIDEO_MODELS["wan-1.3b"]
F5 = TTS_MODELS["f5"]


def row(gpu: str, price: float, spot: float | None = None, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price, price_spot=spot)


@pytest.mark.parametrize("gpu, seconds", [
    # 480P: 366 s × 50/40 = 457.5 s on the H200; A100 457.5 × 989.5/312 = 1,450.9 s (24.2 min, not the H200's 7.6);
    # L40S 457.5 × 989.5/362.05 = 1,250.4 s; an H100 (same TFLOPS as the H200) keeps 457.5 s
    ("A100 80GB SXM", 1450.9), ("L40S", 1250.4), ("H100 SXM", 457.5),
])
def test_a_lever_figure_is_scaled_to_the_card_it_names(gpu, seconds):
    o = option_on(WAN, figure_for(WAN, "480p"), gpu, GPUS)
    assert o is not None and o.seconds == pytest.approx(seconds, rel=1e-3)


def test_a_card_faster_than_the_measured_one_is_not_credited():
    # Wan2.1-1.3B is measured on an RTX 4090 (240 s at 480P, 50 steps); an H100 is faster on paper but keeps 240 s;
    # an A10 (125 of the 4090's 165.2 dense BF16) takes 240 × 165.2/125 = 317.2 s
    f = figure_for(SMALL, "480p")
    assert option_on(SMALL, f, "H100 SXM", GPUS).seconds == pytest.approx(240.0)
    assert option_on(SMALL, f, "A10", GPUS).seconds == pytest.approx(317.2, rel=1e-3)


def test_cheaper_video_plans_are_priced_and_cheapest_first():
    # 60 clips a day, 720P, only H100 rows: $3.00/h on demand, $1.20/h spot.
    # Plan: 60 × 1,217.5 s ÷ 3,600 × 3.00 = $60.875 a day.
    # 480P: 60 × 457.5 ÷ 3,600 × 3.00 = $22.875; 40 steps (974 s): 60 × 974 ÷ 3,600 × 3.00 = $48.70;
    # spot: 60 × 1,217.5 ÷ 3,600 × 1.20 = $24.35. Cheapest first: 480P, spot, 40 steps.
    rows = [row("H100 SXM", 3.00, spot=1.20)]
    f = figure_for(WAN, "720p")
    pick = cheapest(priced_options(WAN, f, GPUS, rows, "USD", 7.2, {}))
    got = cheaper_clips(WAN, f, ClipLoad(60, 24), pick, GPUS, rows, "USD", 7.2, {})
    assert [c.kind for c in got] == ["480p", "spot", "steps"]
    assert [c.cost for c in got] == pytest.approx([22.875, 24.35, 48.70], rel=1e-3)
    assert got[2].steps == 40


def test_a_cheaper_480p_plan_on_a_slower_card_uses_that_cards_scaled_time():
    # Only A100 rows at $1.50/h: the 720P plan is 40 clips × 3,861.3 s ÷ 3,600 × 1.50 = $64.36 a day; 480P on the
    # A100 is 40 × 1,450.9 ÷ 3,600 × 1.50 = $24.18 (the unscaled H200 time would give $7.63)
    rows = [row("A100 80GB SXM", 1.50)]
    f = figure_for(WAN, "720p")
    pick = cheapest(priced_options(WAN, f, GPUS, rows, "USD", 7.2, {}))
    got = {c.kind: c for c in cheaper_clips(WAN, f, ClipLoad(40, 24), pick, GPUS, rows, "USD", 7.2, {})}
    assert got["480p"].gpu == "A100 80GB SXM"
    assert got["480p"].cost == pytest.approx(24.18, rel=1e-3)
    assert "spot" not in got  # no spot price held: not offered


def test_no_cheaper_video_plan_when_the_plan_is_already_the_cheapest():
    # Wan2.1-1.3B at 480P (its one figure, at its default 50 steps) with no spot price: nothing to lower
    f = figure_for(SMALL, "480p")
    rows = [row("RTX 4090", 0.40)]
    pick = cheapest(priced_options(SMALL, f, GPUS, rows, "USD", 7.2, {}))
    assert cheaper_clips(SMALL, f, ClipLoad(100, 24), pick, GPUS, rows, "USD", 7.2, {}) == []


def test_cheaper_tts_plans_scale_each_rtf_to_the_card_priced():
    # F5-TTS, 10 h of speech, only A10 rows ($0.40/h on demand, $0.16/h spot). A10: 0.1467 × 59.35/31.2 = 0.2791.
    # Plan: 10 × 0.2791 × 0.40 = $1.116; spot: 10 × 0.2791 × 0.16 = $0.447;
    # TensorRT-LLM (0.0402 on the L20): 0.0402 × 59.35/31.2 = 0.07647 → 10 × 0.07647 × 0.40 = $0.306.
    base, got = cheaper_tts(F5, 10.0, GPUS, [row("A10", 0.40, spot=0.16)], "USD", 7.2, {})
    assert base == pytest.approx(1.116, rel=1e-3)
    assert [k for k, _, _ in got] == ["fast", "spot"]
    assert [c for _, _, c in got] == pytest.approx([0.306, 0.447], rel=1e-2)


def test_a_tts_model_without_a_measured_rtf_has_no_cheaper_plan_to_price():
    assert cheaper_tts(TTS_MODELS["melo"], 10.0, GPUS, [row("A10", 0.40)], "USD", 7.2, {}) == (None, [])
