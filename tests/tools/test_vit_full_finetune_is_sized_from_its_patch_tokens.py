"""A ViT backbone (DINOv2, DINOv3) fine-tuned in full is sized from its FLOPs a patch token — 2 × params × tokens a
forward pass, 3 × that to train — at the assumed ViT utilisation, and its AdamW model states (16 bytes a parameter)
decide how many cards one machine needs: a 7B ViT is never put on one 80 GB card."""

import pytest

from catalog.gpus import all_gpus
from tools.vision_train import (
    MODELS,
    VIT_UTILISATION,
    VisionJob,
    cards_for_states,
    detect_hours,
    job_flops,
    run_hours,
    states_gb,
    vit_gflops,
)


def test_dinov2_vit_l_at_224_is_two_flops_a_parameter_a_token():
    # Hand: patch 14 at 224 px → 16 × 16 = 256 patches + 1 class token = 257 tokens; 2 × 300e6 × 257 = 154.2 GFLOP
    # a forward pass; training 3× → 462.6 GFLOP an image; 2,000,000 × 30 epochs = 6e7 passes → 2.776e19 FLOP.
    m = MODELS["dinov2-l"]
    assert m.tokens == 257 and m.gflops == pytest.approx(154.2)
    assert job_flops(m, 2_000_000, 30, 224) == pytest.approx(2.7756e19, rel=1e-3)


def test_dinov3_vit_7b_at_224_is_two_point_seven_teraflops_a_forward_pass():
    # Hand: patch 16 at 224 px → 196 patches + 1 class + 4 registers = 201 tokens (DINOv3 MODEL_CARD.md);
    # 2 × 6.716e9 × 201 = 2.6998e12 FLOP; × 3 × 2e6 × 30 = 4.86e20 FLOP.
    m = MODELS["dinov3-7b"]
    assert vit_gflops(6.716e9, 201) == pytest.approx(2699.8, rel=1e-4)
    assert job_flops(m, 2_000_000, 30, 224) == pytest.approx(4.8597e20, rel=1e-3)


def test_vit_7b_takes_about_340_h100_hours_and_43_hours_on_eight():
    # Hand: H100 SXM dense FP16 989.5 TFLOPS × 0.40 = 395.8 TFLOP/s; 4.8597e20 / 3.958e14 = 1.2278e6 s = 341.1 GPU-h;
    # on 8 cards 42.7 h (the expert's ≈ 340 H100-h, one 8 × H100 node ≈ 43 h).
    gpus = all_gpus()
    assert VIT_UTILISATION == 0.40
    flops = job_flops(MODELS["dinov3-7b"], 2_000_000, 30, 224)
    assert detect_hours(flops, gpus["H100 SXM"], VIT_UTILISATION) == pytest.approx(341.2, rel=0.01)
    job = VisionJob(MODELS["dinov3-7b"], 2_000_000, 30, 224)
    assert run_hours(job, flops, 5, gpus["H100 SXM"], gpus, 8) == pytest.approx(42.65, rel=0.01)


def test_vit_7b_states_never_fit_one_80_gb_card():
    # Hand: 6.716e9 × 16 B = 107.5 GB of AdamW states; 60 % of an 80 GB card = 48 GB → ceil(107.5 / 48) = 3 cards;
    # on 24 GB cards 14.4 GB each → 8. ViT-L: 300e6 × 16 = 4.8 GB → one card.
    gpus = all_gpus()
    m = MODELS["dinov3-7b"]
    assert states_gb(m) == pytest.approx(107.46, rel=1e-3)
    assert cards_for_states(m, 80.0) == 3 and cards_for_states(m, 24.0) == 8
    assert cards_for_states(MODELS["dinov2-l"], 80.0) == 1
    flops = job_flops(m, 2_000_000, 30, 224)
    job = VisionJob(m, 2_000_000, 30, 224)
    assert run_hours(job, flops, 5, gpus["H100 SXM"], gpus, 1) is None
    assert run_hours(job, flops, 5, gpus["H100 SXM"], gpus, 2) is None
