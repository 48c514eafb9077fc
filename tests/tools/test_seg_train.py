"""A 2-D semantic-segmentation model's training (tools.seg_train): its forward FLOPs at the publisher's crop, × 3,
× images × epochs, the epochs from the publisher's iterations × batch, and its licence line."""

import pytest

from catalog.gpus import all_gpus
from tools.schema import Workload
from tools.seg_train import SEG_MODELS, seg_lines
from tools.vision_train import VisionJob, detect_hours, image_flops, job_flops, vision_train_plan


def test_segformer_b4_flops_are_twice_the_multiply_adds_times_three_for_training():
    # Hand: MiT-B4 1,240.6 G multiply-adds at 1024² → 2,481.2 GFLOP forward; at 512 px × (512/1024)² = ¼ → 620.3;
    # training × 3 = 1,860.9 GFLOP an image; 25,000 images × 20 epochs = 5e5 passes → 9.3045e17 FLOP.
    m = SEG_MODELS["segformer-b4"]
    assert image_flops(m, 512) == pytest.approx(1.8609e12)
    assert job_flops(m, 25_000, 20, 512) == pytest.approx(9.3045e17)


def test_deeplab_on_an_a100_at_a_fifth_of_its_peak():
    # Hand: DeepLabV3-R101 258.74 G multiply-adds at 520 → 517.48 GFLOP forward, × 3 = 1,552.44 GFLOP an image;
    # 8,000 images × 50 epochs = 4e5 → 6.2098e17 FLOP; A100 dense FP16 312 TFLOPS × 0.2 = 62.4 TFLOP/s →
    # 9,951 s = 2.76 h.
    flops = job_flops(SEG_MODELS["deeplabv3-r101"], 8_000, 50, 520)
    assert flops == pytest.approx(6.2098e17, rel=1e-4)
    assert detect_hours(flops, all_gpus()["A100 80GB SXM"]) == pytest.approx(2.764, rel=1e-3)


def test_segformer_epochs_follow_from_its_iterations_and_batch():
    # Hand: 160,000 iterations × batch 8 = 1,280,000 crops; over 50,000 images = 25.6 epochs; no count: the
    # paper's own 1.28 M ÷ Cityscapes' 2,975 ≈ 430 epochs.
    m = SEG_MODELS["segformer-b0"]
    p = vision_train_plan(VisionJob(m, images=50_000), Workload(), all_gpus(), [], currency="USD", usd_cny=7.2, fx={})
    assert p.epochs == pytest.approx(25.6)
    assert vision_train_plan(VisionJob(m), Workload(), all_gpus(), [], currency="USD", usd_cny=7.2, fx={}).epochs == 430
    said = vision_train_plan(VisionJob(m, images=50_000, epochs=12), Workload(), all_gpus(), [], currency="USD",
                             usd_cny=7.2, fx={})
    assert said.epochs == 12  # the user's epochs win over the schedule


def test_segformer_says_nvidia_licence_and_deeplab_does_not():
    gpus = all_gpus()
    seg = vision_train_plan(VisionJob(SEG_MODELS["segformer-b2"], images=9_000), Workload(), gpus, [],
                            currency="USD", usd_cny=7.2, fx={})
    codes = [m.code for m in seg_lines(seg)]
    assert codes == ["seg_train.memory", "seg_train.segformer_licence"]
    lab = vision_train_plan(VisionJob(SEG_MODELS["deeplabv3-r50"], images=9_000), Workload(), gpus, [],
                            currency="USD", usd_cny=7.2, fx={})
    assert [m.code for m in seg_lines(lab)] == ["seg_train.memory"]
