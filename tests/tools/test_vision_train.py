"""Training a vision model is sized from published FLOPs (detectors, classifiers) or published epoch times (nnU-Net):
images × epochs × 3 × forward FLOPs ÷ (the card's dense FP16 peak × the assumed utilisation), and nnU-Net's 1,000
epochs × its measured epoch time a fold, folds one a card."""

import pytest

from catalog.gpus import all_gpus
from tools.embedding import EmbeddingRow
from tools.vision_train import (
    MODELS,
    UTILISATION,
    VisionJob,
    VisionPlan,
    batch_at,
    cache_gb,
    detect_hours,
    epoch_seconds,
    fold_hours,
    image_flops,
    in_time,
    job_flops,
    run_hours,
)


def test_yolo11m_job_flops_are_images_times_epochs_times_three_forwards():
    # Hand: YOLO11m 68.0 GFLOPs at 640 px (Ultralytics table); training 3 × 68 = 204 GFLOP an image;
    # 60,000 images × 150 epochs = 9.0e6 image passes → 9.0e6 × 2.04e11 = 1.836e18 FLOP.
    assert image_flops(MODELS["yolo11m"], 640) == pytest.approx(2.04e11)
    assert job_flops(MODELS["yolo11m"], 60_000, 150, 640) == pytest.approx(1.836e18)


def test_a_larger_input_size_scales_the_flops_by_the_pixels():
    # Hand: YOLOv8s 28.6 GFLOPs at 640; at 1280 px × (1280/640)² = 4 → 114.4 forward, 343.2 training an image;
    # 20,000 × 300 = 6e6 passes → 2.0592e18 FLOP.
    assert job_flops(MODELS["yolov8s"], 20_000, 300, 1280) == pytest.approx(2.0592e18)


def test_hours_on_one_card_use_its_fp16_peak_at_the_stated_utilisation():
    # Hand: RTX 4090 dense FP16 165.2 TFLOPS × 0.20 = 33.04 TFLOP/s; 1.836e18 / 3.304e13 = 55,569 s = 15.44 h
    # (≈ 162 images/s); A100 312 × 0.2 = 62.4 → 29,423 s = 8.17 h — inside the expert's 6–17 GPU-h.
    gpus = all_gpus()
    assert UTILISATION == 0.20
    assert detect_hours(1.836e18, gpus["RTX 4090"]) == pytest.approx(15.44, abs=0.01)
    assert detect_hours(1.836e18, gpus["A100 40GB SXM"]) == pytest.approx(8.17, abs=0.01)


def test_a_card_below_the_detector_floor_is_not_sized():
    # Hand: the floor is 16 GB at the default batch 16 (assumed); an 11 GB RTX 2080 Ti is below it.
    assert detect_hours(1.836e18, all_gpus()["RTX 2080 Ti"]) is None


def test_nnunet_fold_is_a_thousand_measured_epochs():
    # Hand: 3d_fullres on an A100 40 GB (DGX A100) 44.48 s an epoch (nnU-Net expected_epoch_times.md, Task003_Liver);
    # 1,000 epochs → 44,480 s = 12.36 h a fold.
    assert fold_hours(all_gpus()["A100 40GB SXM"], all_gpus()) == pytest.approx(12.356, abs=0.001)


def test_an_unmeasured_card_gets_the_fastest_measured_card_it_matches_on_paper():
    # Hand: RTX 4090 165.2 TFLOPS; measured cards at or under it: Quadro RTX 6000 (130.5 → 85.18 s), V100 PCIe 32 GB
    # (112 → 87.19 s), RTX 2080 Ti (53.8 → 106.76 s); the fastest of them is 85.18 s, credited, never the A100's 44.48.
    gpus = all_gpus()
    assert epoch_seconds(gpus["RTX 4090"], gpus) == (85.18, True)
    assert epoch_seconds(gpus["A100 40GB SXM"], gpus) == (44.48, False)


def test_nnunet_folds_run_one_a_card():
    # Hand: 5 folds on 2 cards = ceil(5/2) = 3 rounds of a fold; on an A100 3 × 12.356 = 37.07 h; on 5 cards 1 round.
    gpus = all_gpus()
    job = VisionJob(MODELS["nnunet"], 800, folds=5)
    a100 = gpus["A100 40GB SXM"]
    assert run_hours(job, 0.0, 5, a100, gpus, 2) == pytest.approx(3 * 12.356, abs=0.01)
    assert run_hours(job, 0.0, 5, a100, gpus, 5) == pytest.approx(12.356, abs=0.01)


def _plan(size: int, images: float = 60_000) -> VisionPlan:
    return VisionPlan(VisionJob(MODELS["yolo11m"], images, 150, size), 150, size, 5, 0.0, 0.0, "RTX 4090", [], "USD")


def test_the_batch_shrinks_with_the_pixels_and_the_ram_cache_is_counted():
    # Hand: batch 16 at 640 px; at 1280 px the activations are 4× → 16 / 4 = 4. cache=ram: 60,000 × 640² × 3 bytes
    # = 73.7 GB.
    assert batch_at(_plan(640)) == 16 and batch_at(_plan(1280)) == 4
    assert cache_gb(_plan(640)) == pytest.approx(73.73, abs=0.01)


def test_a_deadline_keeps_only_machines_that_finish_in_time():
    # Hand: a 4.8 h deadline keeps the 2.8 h row, drops the 15.7 h one; none in time → the fastest first, flagged.
    slow = EmbeddingRow("p", "a", "RTX 4090", 1, 1, 0.4, 15.7, 6.3)
    fast = EmbeddingRow("p", "b", "H100 SXM", 1, 1, 2.2, 2.8, 6.2)
    assert in_time([slow, fast], 4.8) == ([fast], True)
    assert in_time([slow, fast], 1.0) == ([fast, slow], False)


def test_detector_training_speed_comes_from_published_training_times():
    # YOLOv5 README: YOLOv5n/s/m/l/x train 300 COCO epochs (118,287 images) in 1/2/4/6/8 days on one V100-16GB
    # (125 TFLOPS dense FP16). YOLO11m (68.0 GFLOPs) → YOLOv5m (49.0, 4 days): 4 × 86,400 ÷ 35.49 M = 9.74 ms an
    # image-iteration → 3 × 49e9 ÷ 9.74e-3 = 15.1 TFLOP/s = 12.1 % of 125; YOLO11n → YOLOv5n: 2.43 ms, 4.4 %.
    # Intellindust-AI-Lab/DEIM issue #100: an L-size DETR (D-FINE-L, 91.0 GFLOPs) trains a COCO epoch in ≈ 1 h on one RTX 4090:
    # 3,600 ÷ 118,287 = 30.4 ms → 3 × 91e9 ÷ 30.4e-3 = 8.97 TFLOP/s = 5.4 % of 165.2. ResNet-50: no measurement.
    from tools.detector_rows import detector, vision_model_of
    from tools.vision_train import measured_util

    gpus = all_gpus()
    m = measured_util(MODELS["yolo11m"], gpus)
    assert m is not None and m[0] == pytest.approx(0.1208, abs=5e-4) and m[2] == pytest.approx(9.74, abs=0.01)
    n = measured_util(MODELS["yolo11n"], gpus)
    assert n is not None and n[0] == pytest.approx(0.0444, abs=5e-4)
    row = detector("dfine-l")
    assert row is not None
    d = measured_util(vision_model_of(row), gpus)
    assert d is not None and d[1] == "detr" and d[0] == pytest.approx(0.0543, abs=5e-4)
    assert d[2] == pytest.approx(30.43, abs=0.01)
    assert measured_util(MODELS["resnet50"], gpus) is None


def test_review_key_detr_image_iterations_land_in_the_experts_range():
    # Expert key: 21.6 M image-iterations of an L-size DETR ≈ 40–100 GPU-h on an L40S-class card. D-FINE-L: 21.6e6 ×
    # 3 × 91e9 = 5.90e18 FLOP ÷ (362.05e12 × 0.0543) ≈ 300,000 s ≈ 83 h (the flat 20 % gave ≈ 22.6 h, 3.7× too few).
    from tools.detector_rows import detector, vision_model_of
    from tools.vision_train import measured_util

    gpus = all_gpus()
    row = detector("dfine-l")
    assert row is not None
    util = measured_util(vision_model_of(row), gpus)
    assert util is not None
    h = detect_hours(21.6e6 * 3 * 91e9, gpus["L40S"], util[0])
    assert h is not None and 40 <= h <= 100 and h == pytest.approx(83.4, abs=1)
