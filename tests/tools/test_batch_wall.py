"""A batch with no stated deadline is planned to end within the assumed wall (tools.batch_wall), never on one card for
weeks: its shards are independent, so k cards take the GPU-hours ÷ k for about the same money.

Hand rule used throughout: the assumed wall is 7 × 24 = 168 h; a plan keeps SPEED_MODEL_ERROR (27 %) to spare, so the
run a machine may take is 168 ÷ 1.27 − 0.25 h of start-up = 132.03 h; machines = ⌈GPU-hours ÷ (cards a machine ×
132.03)⌉; wall = GPU-hours ÷ cards + 0.25 h; cost = machines × price × wall ≈ GPU-hours × price."""

from __future__ import annotations

import math

import pytest

from catalog.gpus import all_gpus
from tools.batch_wall import DEFAULT_BATCH_WALL_DAYS, assumed_wall_tail, batch_wall, soft_fleet
from tools.media import MODELS, plan
from tools.schema import InstanceRow, Workload

GPUS = all_gpus()
ROOM = 168 / 1.27 - 0.25  # 132.03 h of run a machine under the assumed wall, with the speed model's error to spare


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def test_no_deadline_is_the_assumed_week_and_a_stated_one_wins():
    # 7 days × 24 h = 168 h, assumed; "within 36 h" → 36 h, stated; a daily batch → its 24 h, stated; a live load: none
    assert DEFAULT_BATCH_WALL_DAYS == 7
    assert batch_wall(None, None, True) == batch_wall(0, None, True)
    got = batch_wall(None, None, True)
    assert got.hours == 168 and got.assumed
    assert batch_wall(36, None, True).hours == 36 and not batch_wall(36, None, True).assumed
    assert batch_wall(None, 24, True).hours == 24 and not batch_wall(None, 24, True).assumed
    assert batch_wall(None, None, False).hours is None


def test_the_assumed_wall_never_asks_for_more_machines_than_one_job_rents():
    # 30,000 GPU-h on one-card machines: ⌈30,000 ÷ 132.03⌉ = 228 machines of 131.6 h run each; held to 64 machines:
    # 131.6 × 228 ÷ 64 = 468.75 h of run + 0.25 h start-up = 469.0 h; 40 machines stay as they are
    run = 30_000 / 228
    k, hours = soft_fleet(228, run + 0.25, 64)
    assert k == 64 and hours == pytest.approx(30_000 / 64 + 0.25)
    assert soft_fleet(40, 100.0, 64) == (40, 100.0)


def test_forty_thousand_hours_of_whisper_with_no_deadline_end_within_the_week():
    # Whisper large-v3 on the A100 80GB SXM: 9,000 s of audio in 98 s → 91.84× real time (insanely-fast-whisper);
    # 40,000 h ÷ 91.84 = 435.5 GPU-h. One card: 435.8 h = 18.2 days (the old plan). Assumed wall: ⌈435.5 ÷ 132.03⌉
    # = 4 cards → 435.5 ÷ 4 + 0.25 = 109.1 h (4.5 days); cost 4 × $1.20 × 109.1 = $523.8 against $522.9 on one card
    w = Workload(modality="speech", dataset={"amount": 40_000, "unit": "audio_hours"})
    p = plan(MODELS["whisper-large"], w, GPUS, [row("A100 80GB SXM", 1.20)], size=None, currency="USD",
             usd_cny=7.0, fx={})
    assert p is not None and p.wall_assumed
    top = p.rows[0]
    gpu_h = 40_000 * 3600 / (9000 / 98) / 3600
    assert top.machines == math.ceil(gpu_h / ROOM) == 4
    assert top.hours == pytest.approx(gpu_h / 4 + 0.25, rel=1e-3)
    assert top.cost == pytest.approx(1.20 * (gpu_h + 4 * 0.25), rel=1e-3)
    assert top.cost < 1.01 * 1.20 * (gpu_h + 0.25)  # the money barely moves


def test_a_stated_deadline_is_sized_as_before_and_not_called_assumed():
    # the same 435.5 GPU-h within 48 h: ⌈435.5 ÷ (48 ÷ 1.27 − 0.25)⌉ = ⌈435.5 ÷ 37.55⌉ = 12 cards, as stated
    w = Workload(modality="speech", dataset={"amount": 40_000, "unit": "audio_hours"}, deadline_hours=48)
    p = plan(MODELS["whisper-large"], w, GPUS, [row("A100 80GB SXM", 1.20)], size=None, currency="USD",
             usd_cny=7.0, fx={})
    assert p is not None and not p.wall_assumed
    assert p.rows[0].machines == 12


def test_a_small_batch_is_still_one_card_and_the_headline_says_the_assumption():
    # 2,000 h ÷ 91.84 = 21.8 GPU-h: one card ends it in 22 h, well inside the week
    w = Workload(modality="speech", dataset={"amount": 2_000, "unit": "audio_hours"})
    p = plan(MODELS["whisper-large"], w, GPUS, [row("A100 80GB SXM", 1.20)], size=None, currency="USD",
             usd_cny=7.0, fx={})
    assert p is not None and p.rows[0].machines == 1 and p.wall_assumed


def test_an_llm_batch_headline_says_the_assumed_wall_only_when_it_added_machines():
    # 3 machines planned for the week: said; one machine, a stated deadline or a daily batch: nothing to say
    said = assumed_wall_tail(None, None, 3)
    assert said is not None and said.args["days"] == 7
    assert assumed_wall_tail(None, None, 1) is None
    assert assumed_wall_tail(72, None, 3) is None
    assert assumed_wall_tail(None, "day", 3) is None


def test_the_frame_sampling_lever_says_its_own_total():
    # SAM 2.1 Hiera-S over 1,200 h of dashcam video at 25 fps: 1,200 × 3,600 × 25 = 1.08e8 frames; say 2,000 GPU-h
    # for a job of $3,100; tracked at 5 fps instead the frames and GPU-hours are × 5 ÷ 25 = 0.2 → 2.16e7 frames,
    # 400 GPU-h, and the job's total × 0.2 = $620.00 (the work is GPU-hours × price on the same cards)
    from tools.vision_batch import JOBS, Facts, track_lines

    lines = track_lines(JOBS["sam2-small"], 1.08e8, 2_000.0, Facts(fps=25), 3_100.0, "USD")
    lever = next(m for m in lines if m.code == "vision_batch.sample")
    assert lever.args["frames"] == pytest.approx(2.16e7)
    assert lever.args["gpu_hours"] == pytest.approx(400.0)
    assert lever.args["cost"] == "$620.00"
