"""A generator with no measured time of its own gets its per-item time from a held generator's measured figure × a
stated multiplier (tools.derived_generation): the DiT compute rule, the scaling to other cards, and the plan's
arithmetic (GPU-hours, cards for a window, the cost a day and a month, the budget). Each case has its hand reasoning."""

import pytest

from tools.derived_generation import (
    MOCHI,
    WAN_480P,
    CardRate,
    DiT,
    cheapest_per_item,
    dit_clip_seconds,
    dit_step_flops,
    dit_tokens,
    estimate,
    item_plan,
    on_base,
    scaled_seconds,
)


def test_tokens_follow_the_vae_and_patch_strides():
    # Mochi-1 README: 44,520 visual tokens = (163-1)/6+1 = 28 latent frames × 480/8/2 = 30 × 848/8/2 = 53
    assert dit_tokens(848, 480, 163, 8, 6, 2) == 44_520
    # Wan2.1 480P: (81-1)/4+1 = 21 × 30 × 832/16 = 52 → 32,760; a 720P clip: 21 × 1280/16 × 720/16 = 21 × 80 × 45
    assert WAN_480P.tokens == 32_760 and dit_tokens(1280, 720, 81, 8, 4, 2) == 75_600


def test_a_dit_step_counts_linear_layers_and_attention():
    # a made-up 2 B DiT, 28 layers, width 2,048, 10,000 tokens: 2 × 2e9 × 1e4 = 4e13; 4 × 28 × 1e8 × 2,048 = 2.294e13
    m = DiT("x", 2e9, 28, 2048, 10_000, 30)
    assert dit_step_flops(m) == pytest.approx(4e13 + 2.294e13, rel=1e-3)


def test_a_clip_scales_the_measured_clip_by_total_flops():
    # the same model at the reference's steps takes the measured 366 s; twice the steps, twice the time
    assert dit_clip_seconds(WAN_480P) == pytest.approx(366.0)
    assert dit_clip_seconds(DiT("w", 14e9, 40, 5120, WAN_480P.tokens, 80)) == pytest.approx(732.0)
    # Mochi-1: 366 × 64 × 2.08e15 / (40 × 1.80e15) ≈ 677 s ≈ 11.3 min on the H200
    assert dit_clip_seconds(MOCHI) == pytest.approx(677, abs=2)


def test_a_try_on_model_is_its_base_times_k():
    # a made-up generator over SDXL: 3.31 s × 3 UNets × 512×512/1024² (0.25) × 50/30 steps = 4.1375 s
    assert on_base(3.31, 3.0, 512, 512, 50) == pytest.approx(4.1375)
    idm = estimate("idm-vton")
    # IDM-VTON 3.31 × 2 × 0.75 = 4.965 s on the A100, said as an estimate from memory (k is not read off a source)
    assert idm.seconds == pytest.approx(4.965) and idm.base == "SDXL" and idm.k == 2.0 and idm.from_memory
    assert estimate("demucs") is None


def test_the_sdxl_figure_is_the_one_tools_media_holds():
    from tools.derived_generation import SDXL_CARD, SDXL_SECONDS
    from tools.media import MEASURED

    sdxl = next(m for m in MEASURED if m.model == "sdxl")
    assert (sdxl.gpu, sdxl.rate) == (SDXL_CARD, SDXL_SECONDS)


def test_another_card_scales_by_tflops_never_faster():
    # 10 s on a 312-TFLOPS card: on a 125-TFLOPS card 10 × 312/125 = 24.96 s; on a 989.5-TFLOPS card still 10 s
    assert scaled_seconds(10, 125, 312) == pytest.approx(24.96)
    assert scaled_seconds(10, 989.5, 312) == 10
    assert scaled_seconds(10, None, 312) is None


def test_the_plan_for_a_night_window_and_a_budget():
    # 120 clips × 900 s = 30 GPU-h; an 8 h night → ⌈3.75⌉ = 4 cards; at 20 an hour: 600 used, 4 × 8 × 20 = 640 held
    # a night; × 30.42 days = 18,250 / 19,467 a month: under a 20,000 budget, over a 19,000 one
    p = item_plan(120, 900, 20.0, 8.0, True, 20_000)
    assert (p.gpu_hours, p.cards, p.used, p.held) == (30, 4, 600, 640)
    assert p.used_month == pytest.approx(18_250, rel=1e-3) and p.held_month == pytest.approx(19_467, rel=1e-3)
    assert p.within is True and item_plan(120, 900, 20.0, 8.0, True, 19_000).within is False
    # a backlog with no window: one card runs it through (4,000 images × 9 s = 10 h), no month
    q = item_plan(4_000, 9, 3.0, None, False)
    assert (q.cards, q.window, q.used_month, q.within) == (1, 10, None, None)


def test_the_cheapest_card_per_item_holding_the_model():
    # an estimate of 5 s on a 312-TFLOPS card, 24 GB needed: a 24 GB 125-TFLOPS card at 9.53 → 12.48 s × 9.53 =
    # 118.9 a 3,600 items; an 80 GB 312-TFLOPS card at 30 → 5 × 30 = 150; a 16 GB card is too small however cheap
    est = estimate("idm-vton")
    opts = [CardRate("A10", 24, 125, "a", 9.53), CardRate("A100 80GB SXM", 80, 312, "b", 30.0),
            CardRate("T4", 16, 65, "c", 1.0)]
    got = cheapest_per_item(opts, est, 312)
    assert got is not None and got[0].card == "A10" and got[1] == pytest.approx(est.seconds * 312 / 125)


def test_instantid_is_a_named_row_with_its_licence():
    from tools.nonllm_jobs import named_job

    # the README's Disclaimer: code Apache-2.0, the InsightFace face models non-commercial → not commercial as is;
    # "instant identification" is no model name
    job = named_job("use InstantID for portraits")
    assert job is not None and (job.key, job.unit, job.commercial) == ("instantid", "image", False)
    assert named_job("instant identification of parts") is None
    # 3.31 × 1.5 × 1 × 1 = 4.965 s at 1024² and 30 steps
    assert estimate("instantid").seconds == pytest.approx(4.965)


@pytest.mark.parametrize("deadline, daily, next_day, hours", [
    (12.0, True, False, 12.0),  # 9 pm–9 am every night: 12 h
    (72.0, True, False, 24.0),  # a daily load "within 3 days" still has to keep up with a day's items in a day
    (72.0, False, False, 72.0),  # a backlog by a 3-day deadline
    (None, True, False, 24.0), (None, False, True, 24.0), (None, False, False, None),
])
def test_the_window_the_work_must_fit(deadline, daily, next_day, hours):
    from tools.derived_generation import window_hours

    assert window_hours(deadline, daily, next_day) == hours


def test_a_daily_budget_is_a_month_of_days():
    from tools.derived_generation import budget_a_month
    from tools.schema import Budget, Workload

    # ¥1,000 a day × 730/24 days = ¥30,417 a month; ¥20,000 a month stays; an hour's budget is no month
    day = Workload(budget=Budget(amount=1000, currency="CNY", per="day"))
    assert budget_a_month(day, "CNY", 7.2, {}) == pytest.approx(30_416.7, rel=1e-4)
    month = Workload(budget=Budget(amount=20_000, currency="CNY", per="month"))
    assert budget_a_month(month, "CNY", 7.2, {}) == pytest.approx(20_000)
    assert budget_a_month(Workload(budget=Budget(amount=5, currency="CNY", per="hour")), "CNY", 7.2, {}) is None
