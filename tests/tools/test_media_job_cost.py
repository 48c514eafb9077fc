"""A recurring generated-media job is priced as the cost of the day's work on each card (GPU-hours a day on that
card × its price), cheapest first; a card is scaled from the measured card of its own generation; a card that holds
the model only with CPU offload says so (tools.generated_media).

Hand figures (the CogVideoX model cards' "Inference Speed (Step = 50)": 5B single A100 ~180 s, single H100 ~90 s; 2B
~90 s / ~45 s; the catalog's dense BF16 TFLOPS: H100 989.5, A100/A800 312, A10 125, RTX 4090 165.2, L40S 362):
- an A10 from the A100 (both Ampere): 180 × 312/125 = 449.3 s (from the H100 it was 90 × 989.5/125 = 712.4 s: 1.6×
  too slow, because the H100 attains 2.0× the A100 where its peak is 3.2×);
- an A800 is an A100 for compute: 180 s; 1,000 clips a day on it: 1,000 × 180 ÷ 3,600 = 50 GPU-hours a day.
"""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.generated_media import (
    VIDEO_MODELS,
    ClipLoad,
    card_option,
    cheapest,
    figure_for,
    gpu_hours,
    local_reference,
    month_cost,
    month_gpu_hours,
    priced_options,
    reference_for,
)
from tools.local_markets import sold_there
from tools.schema import InstanceRow

GPUS = all_gpus()
COG5, COG2 = VIDEO_MODELS["cogvideox-5b"], VIDEO_MODELS["cogvideox-2b"]
WAN = VIDEO_MODELS["wan-14b"]


def row(gpu: str, price: float, provider: str = "p", region: str = "cn-beijing") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{gpu}-1x", region=region, gpu=gpu, gpu_count=1, vcpu=8,
                       ram_gib=64, price_on_demand=price, currency="CNY")


def _on(m, gpu: str):
    f = figure_for(m, "480p")
    return card_option(m, f, GPUS[gpu], GPUS[f.gpu], GPUS)


def test_an_ampere_card_is_scaled_from_the_measured_ampere_card_not_the_hopper_one():
    # A800 / A100: the model card's A100 time, 180 s (was 90 × 989.5/312 = 285 s); A10: 180 × 312/125 = 449.3 s
    assert _on(COG5, "A800 80GB SXM").seconds == pytest.approx(180.0)
    assert _on(COG5, "A100 40GB SXM").seconds == pytest.approx(180.0)
    assert _on(COG5, "A10").seconds == pytest.approx(449.28, rel=1e-3)
    # 2B: A10 = 90 × 312/125 = 224.6 s; the H800 is a Hopper card: the H100's 45 s
    assert _on(COG2, "A10").seconds == pytest.approx(224.64, rel=1e-3)
    assert _on(COG2, "H800 SXM").seconds == pytest.approx(45.0)


def test_a_card_of_a_third_generation_takes_the_nearest_measured_card_in_tflops():
    # RTX 4090 (Ada, 165.2): the A100 (312) is nearer than the H100 (989.5): 180 × 312/165.2 = 340 s
    f = figure_for(COG5, "480p")
    assert reference_for(f, GPUS["RTX 4090"], GPUS).gpu == "A100 80GB SXM"
    assert _on(COG5, "RTX 4090").seconds == pytest.approx(180 * 312 / 165.2, rel=1e-2)
    # a model measured on one card only (Wan2.1 14B, H200) keeps its one figure: an A100 is 1,217.5 × 989.5/312
    wf = figure_for(WAN, "720p")
    assert reference_for(wf, GPUS["A100 80GB SXM"], GPUS) is wf
    assert card_option(WAN, wf, GPUS["A100 80GB SXM"], GPUS["H200 SXM"], GPUS).seconds == pytest.approx(3861.3, rel=1e-3)


def test_a_24_gb_card_holds_cogvideox_5b_only_with_offload():
    # model card: diffusers BF16 from 5 GB with offload and VAE tiling on; SAT BF16 26 GB with none: 24 GB < 26
    assert _on(COG5, "A10").holds and _on(COG5, "A10").offload
    assert _on(COG5, "RTX 4090").offload
    assert not _on(COG5, "L40S").offload and not _on(COG5, "A800 80GB SXM").offload
    # 2B: SAT FP16 18 GB fits a 24 GB card whole
    assert not _on(COG2, "A10").offload


@pytest.mark.parametrize("clips", [300.0, 1000.0, 4000.0])
def test_the_pick_is_the_card_whose_days_work_costs_least(clips):
    # ¥/day = clips × seconds ÷ 3,600 × price: A10 449.3 s at ¥9.53 → ¥1.189 a clip; A800 180 s at ¥20 → ¥1.00 a
    # clip: the faster, dearer card wins, and its month is the least of all the priced cards at every count
    rows = [row("A10", 9.53), row("A800 80GB SXM", 20.0), row("A100 80GB SXM", 34.74)]
    opts = priced_options(COG5, figure_for(COG5, "480p"), GPUS, rows, "CNY", 7.2, {})
    pick = cheapest(opts)
    load = ClipLoad(clips, 24.0)
    assert pick.gpu == "A800 80GB SXM"
    months = {o.gpu: month_cost(load, o) for o in opts.values() if o.gpu_hour is not None}
    assert months[pick.gpu] == min(months.values())
    assert gpu_hours(load, pick.seconds) == pytest.approx(clips * 180 / 3600)


def test_a_mainland_job_names_a_reference_card_sold_there_that_holds_the_model_whole():
    # the plan: Alibaba's A10 (¥1.19 a clip). Reference rows elsewhere: an H100 (export-controlled: never), a 16 GB
    # A4000 (needs offload: never), an A800 at ¥7 (180 s → ¥0.35 a clip): the A800; 1,000 clips → 50 GPU-h a day,
    # × 30.4 = 1,520.8 GPU-hours a month
    rows = [row("A10", 9.53, "alibaba"), row("H100 SXM", 10.0, "x", "us-east"), row("RTX A4000", 1.0, "y", "no"),
            row("A800 80GB PCIe", 7.0, "z", "us-west")]
    f = figure_for(COG5, "480p")
    pick = cheapest(priced_options(COG5, f, GPUS, rows[:1], "CNY", 7.2, {}))
    ref = local_reference(COG5, f, pick, GPUS, rows, "CNY", 7.2, {}, lambda g: sold_there(g, ("cn",)))
    assert pick.gpu == "A10" and ref is not None and ref.gpu == "A800 80GB PCIe"
    assert ref.seconds == pytest.approx(180.0)
    assert month_gpu_hours(ClipLoad(1000, 24.0), ref.seconds) == pytest.approx(1520.8, rel=1e-3)
    # nothing cheaper per clip than the plan: no reference
    dear = [rows[0], row("A800 80GB PCIe", 30.0, "z", "us-west")]
    assert local_reference(COG5, f, pick, GPUS, dear, "CNY", 7.2, {}, lambda g: sold_there(g, ("cn",))) is None
