"""Named detectors and a CPU OCR engine (tools.media_models) are table rows with a published time an item, read by
name, so a stated count is sized. Hand reasoning:
- YOLO-World-L 52.0 FPS on a V100 → 1 ÷ 52 = 19.2 ms an image; 1,500,000 drone photos × 0.0192 s ÷ 3,600 = 8.0 GPU-h.
- RTMDet-x 300 FPS on an RTX 3090 → 3.33 ms a frame; 5,000,000 frames = 4.6 GPU-h.
- DETR-R50 28 FPS on a V100 → 35.7 ms; 600,000 part photos = 5.95 GPU-h.
- Tesseract ≈ 2 core-seconds a page (CPU only): 1,500,000 pages × 2 ÷ 3,600 = 833 core-hours; over 240 h = 3.47 cores.
"""

import pytest

from tools.item_compute import COMPUTE, compute_for, cores_for, item_plan
from tools.nonllm_jobs import named_job


@pytest.mark.parametrize("text, key", [
    ("label 2M frames with Grounding DINO swin-B", "grounding-dino"), ("用GroundingDINO打框", "grounding-dino"),
    ("run YOLO-World on drone photos", "yolo-world"), ("用 yolo_world 標框", "yolo-world"),
    ("RTMDet + RTMPose on match video", "rtmdet"), ("我们用rtmdet检测叉车", "rtmdet"),
    ("box 600k photos with DETR", "detr"), ("OCR with Tesseract 5", "tesseract"),
])
def test_detectors_and_tesseract_are_named(text, key):
    job = named_job(text)
    assert job is not None and job.key == key


def test_rt_detr_stays_the_plate_row_not_detr():
    job = named_job("RT-DETR on plate cameras")
    assert job is None or job.key != "detr"


def test_published_speeds_give_gpu_hours():
    # 1,500,000 × (1 ÷ 52) ÷ 3,600 = 8.01 GPU-h; within 24 h one card
    plan = item_plan(1_500_000, COMPUTE["yolo-world"].measured_s or 0, 24.0)
    assert plan.hours == pytest.approx(8.01, abs=0.01) and plan.units == 1
    # 5,000,000 × (1 ÷ 300) ÷ 3,600 = 4.63 GPU-h
    assert item_plan(5_000_000, COMPUTE["rtmdet"].measured_s or 0, 48.0).hours == pytest.approx(4.63, abs=0.01)
    # 600,000 × (1 ÷ 28) ÷ 3,600 = 5.95 GPU-h
    assert item_plan(600_000, COMPUTE["detr"].measured_s or 0, 168.0).hours == pytest.approx(5.95, abs=0.01)


def test_tesseract_is_cpu_core_hours_and_no_gpu():
    c = compute_for("tesseract")
    job = named_job("Tesseract")
    assert c is not None and c.measured_s is None and c.gflops is None and job is not None and job.gpu == "no"
    plan = item_plan(1_500_000, c.cpu_core_s or 0, 240.0)
    assert plan.hours == pytest.approx(833.3, abs=0.1)  # 1.5 M × 2 s ÷ 3,600
    assert cores_for(plan.hours, 240.0) == pytest.approx(3.47, abs=0.01)


def test_frames_of_hours_of_video():
    from tools.media_models import frames_of, media_job

    # 40 h × 3,600 × 30 fps = 4,320,000 frames; × 11 crops = 47,520,000
    assert frames_of(40, 30) == 4_320_000 and frames_of(40, 30, 11) == 47_520_000
    assert media_job("rtmdet") is not None and media_job("owlv2") is None


def test_closed_set_detectors_are_not_called_open_vocabulary():
    # RTMDet and DETR box a fixed COCO class list; Grounding DINO and YOLO-World take text prompts (open set)
    assert {named_job(t).task for t in ("RTMDet", "DETR")} == {"boxes"}  # type: ignore[union-attr]
    assert {named_job(t).task for t in ("Grounding DINO", "YOLO-World")} == {"detection"}  # type: ignore[union-attr]
