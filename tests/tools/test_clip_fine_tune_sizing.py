"""A two-tower CLIP fine-tuned contrastively on image-text pairs is sized from its towers' parameters and tokens
(tools.vision_train.CLIPS), with the data loader's CPU cores and the proposed rental's run beside it."""

from catalog.gpus import all_gpus
from tools.embedding import EmbeddingRow
from tools.vision_train import (
    CLIPS,
    JOB_SETUP_HOURS,
    VisionJob,
    VisionPlan,
    clip_gflops,
    clip_loader,
    detect_hours,
    job_flops,
    proposed_run,
)


def test_chinese_clip_l14_pair_flops_are_both_towers():
    # 2 × (304e6 × 257 image tokens + 102e6 × 52 text tokens) = 156.3 + 10.6 = 166.9 GFLOP a pair forward
    m = CLIPS["cn-clip-l14"]
    assert abs(m.gflops - clip_gflops(304e6, 257, 102e6, 52)) < 1e-9
    assert abs(m.gflops - 166.9) < 0.1
    assert m.params == 406e6 and m.tokens == 257 and m.kind == "vit"
    # ViT-L/14@336px: 24 × 24 + 1 = 577 image tokens; ViT-H/14 632 M + 326 M = 958 M (the model card's total)
    assert CLIPS["cn-clip-l14-336"].tokens == 577 and CLIPS["cn-clip-h14"].params == 958e6


def test_ten_million_pairs_three_epochs_is_tens_of_a800_card_hours():
    # 3e7 pairs × 3 × 166.9e9 = 1.50e19 FLOP; an A800 (312 TFLOPS dense FP16) at 40 % = 124.8 TFLOP/s → ≈ 33 h on one
    # card, ≈ 4.2 h on 8: never a month of 8 cards (5,840 card-hours)
    m = CLIPS["cn-clip-l14"]
    flops = job_flops(m, 10_000_000, 3, 224)
    assert 1.45e19 < flops < 1.55e19
    a800 = all_gpus()["A800 80GB SXM"]
    hours = detect_hours(flops, a800, m.util)
    assert hours is not None and 28 < hours < 40
    p = VisionPlan(VisionJob(m, 10_000_000, 3.0), 3.0, 224, 5, flops, 0.0, "H100 SXM", [], "USD")
    run = proposed_run(p, a800, all_gpus(), 8)
    assert run is not None and 28 < run.args["card_hours"] < 40


def test_the_loader_line_counts_cores_a_gpu_from_the_picks_pace():
    # 8 × A800 running 4.2 h: 3e7 pairs ÷ 4.2 h ÷ 8 ≈ 248 pairs/s a card → ⌈2.48⌉ = 3 cores a GPU at 100 a core;
    # 10 M × 150 KB = 1.5 TB
    m = CLIPS["cn-clip-l14"]
    row = EmbeddingRow("x", "x8", "A800 80GB SXM", 8, 1, 50.0, 4.2 + JOB_SETUP_HOURS, 50.0 * 4.45)
    p = VisionPlan(VisionJob(m, 10_000_000, 3.0), 3.0, 224, 5, 1.5e19, 0.0, "H100 SXM", [row], "USD")
    msg = clip_loader(p)
    assert msg is not None
    assert 240 < msg.args["per_card"] < 255 and msg.args["cores"] == 3 and msg.args["all_cores"] == 20
    assert abs(msg.args["tb"] - 1.5) < 1e-9


def test_a_one_tower_vit_gets_no_loader_line():
    from tools.vision_train import MODELS

    m = MODELS["dinov2-l"]
    row = EmbeddingRow("x", "x1", "H100 SXM", 1, 1, 2.0, 2.0, 4.0)
    assert clip_loader(VisionPlan(VisionJob(m, 100_000, 3.0), 3.0, 224, 5, 1e18, 0.0, "H100 SXM", [row], "USD")) is None


def test_a_quoted_eight_card_box_runs_nnunets_five_folds_at_once_with_three_cards_idle():
    # nnU-Net trains one fold a card: 8 × H100 → one round of a fold, credited the A100's measured 44.48 s an epoch
    # × 1,000 = 12.4 h (the H100 is never credited faster than the fastest measured card at or under its peak), 3 of
    # 8 cards idle; 4 × H100 → ⌈5 ÷ 4⌉ = 2 rounds = 24.7 h. Set against the box the answer buys (box_need: one card
    # per two folds, ⌈5 ÷ 2⌉ = 3 × RTX 4090, 2 rounds ≈ 2 × 23.7 h ≈ 1.97 days), not the 1-card rented row
    from tools.vision_train import MODELS, quoted_box

    gpus = all_gpus()
    job = VisionJob(MODELS["nnunet"], 500.0)
    row = EmbeddingRow("x", "x1", "RTX 4090", 1, 1, 0.5, 118.6, 59.3)
    p = VisionPlan(job, 1000.0, 0, 5, 0.0, 12.4, "A100 40GB SXM", [row], "USD")
    eight = quoted_box(p, gpus["H100 SXM"], gpus, 8)
    assert eight is not None and eight.args["idle"] == 3 and eight.args["pick"] == "3 × RTX 4090"
    four = quoted_box(p, gpus["H100 SXM"], gpus, 4)
    assert four is not None and four.args["idle"] == 0
    # a detector is no fold-per-card job: no such line
    assert quoted_box(VisionPlan(VisionJob(CLIPS["clip-l14"], 1e6, 3.0), 3.0, 224, 5, 1e18, 0.0, "H100 SXM", [row],
                                 "USD"), gpus["H100 SXM"], gpus, 8) is None
