"""The reference figures an unheld non-LLM kind is sized on: Depth Anything V2 Large's compute an image and
OpenPCDet's KITTI training times turned into seconds a frame an epoch."""

from __future__ import annotations

import pytest

from tools.item_compute import COMPUTE
from tools.kind_reference import encoder_gflops, reference_key
from tools.lidar_train import frame_epoch_seconds, lidar_plan, lidar_ref


def test_depth_reference_compute() -> None:
    # ViT-L/14 at 518²: 1,370 tokens → 2 × 304e6 × 1,370 + 4 × 24 × 1,370² × 1,024 = 833.0 + 184.5 = 1,017 GFLOP
    assert encoder_gflops(304e6, 1370, 24, 1024) == pytest.approx(1017.5, abs=0.5)
    key = reference_key("depth")
    assert key is not None and COMPUTE[key].gflops == pytest.approx(1017.5, abs=0.5)
    assert reference_key("cellseg") is None  # no figure sourced: the answer says which figure is missing


def test_lidar_frame_epoch_seconds() -> None:
    # PointPillar ~1.2 h on 8 TITAN Xp for 80 epochs of KITTI's 3,712 frames: 1.2 × 3,600 × 8 ÷ 296,960 = 0.1164 s;
    # SECOND ~1.7 h → 0.1649 s
    assert frame_epoch_seconds(1.2) == pytest.approx(0.1164, abs=1e-4)
    assert frame_epoch_seconds(lidar_ref(False).train_hours) == pytest.approx(0.1649, abs=1e-4)


def test_lidar_plan() -> None:
    # 50,000 frames × 20 epochs × 5 runs = 5 M frame-passes × 0.1164 s ÷ 3,600 = 161.6 GPU-hours; in 72 h → 3 cards;
    # at $0.50 an hour $80.8
    plan = lidar_plan(50_000, 20, 5, 72.0, 0.5, lidar_ref(True))
    assert plan.items == 5_000_000 and plan.hours == pytest.approx(161.6, abs=0.1) and plan.units == 3
    assert plan.cost == pytest.approx(80.8, abs=0.1)


def test_diffusion_depth_seconds_from_a_measured_unet_step() -> None:
    # diffusers' A100 FP16 run: 50 guided steps in 3.51 s → 70.2 ms a step of 2 latents at 512². Marigold v1-1 (4 × 1)
    # on a 1920 × 1080 plate processed at 768 × 432: 4 × 1 × 0.0702 × 768 × 432 ÷ 512² = 0.355 s; v1-0's 10 × 10
    # runs the ensemble two to a step: 10 × 5 × 0.0702 × 1.266 = 4.44 s; a 4K frame at 768 long side is the same size
    from tools.kind_reference import diffusion_seconds, processing_size

    assert processing_size(1920, 1080) == (768, 432) and processing_size(3840, 2160) == (768, 432)
    assert processing_size(None, None) == (768, 768)  # no size said: a square at the processing side
    assert diffusion_seconds(4, 1, 768, 432) == pytest.approx(0.355, abs=1e-3)
    assert diffusion_seconds(10, 10, 768, 432) == pytest.approx(4.44, abs=0.01)
    assert diffusion_seconds(4, 2, 768, 432) == diffusion_seconds(4, 1, 768, 432)  # two latents share a step


def test_ocr_vlm_page_is_encoder_compute_plus_batched_decode_reads() -> None:
    # GOT-OCR2.0: encoder 2 × 80e6 × 4,096 = 655 GFLOP + prefill 2 × 0.5e9 × 276 = 276 → 931 GFLOP; decode 800 tokens ×
    # (676 × 98,304 B of KV + 1.16e9 B ÷ 64) = 67.7 GB. On an L4 (121 TFLOPS, 300 GB/s): 931e9 ÷ (121e12 × 0.4) +
    # 67.7 ÷ 300 = 0.019 + 0.226 = 0.245 s ≈ 4.1 pages/s — inside an expert's 3–8 pages/s a batched L4
    from tools.item_compute import ocr_compute, seconds_on_card
    from tools.kind_reference import kv_bytes_per_token, ocr_compute_gflops, ocr_decode_gb, ocr_scale

    assert kv_bytes_per_token(24, 1024) == 98_304
    assert ocr_compute_gflops() == pytest.approx(931.4, abs=0.1)
    assert ocr_decode_gb() == pytest.approx(67.7, abs=0.05)
    got = COMPUTE["got-ocr2"]
    secs = seconds_on_card(got, 121.0, bandwidth_gb_s=300.0)
    assert secs == pytest.approx(0.245, abs=0.002) and 3 <= 1 / secs <= 8
    assert seconds_on_card(got, 121.0) is None  # a decode-bound row with no bandwidth gives no time, not a fast one
    # an unheld OCR VLM: the kind's typical 2.9 B ÷ 0.58 B = 5× GOT's page → 1.22 s on the L4
    assert ocr_scale("ref-ocrvlm") == pytest.approx(5.0)
    assert seconds_on_card(COMPUTE["ref-ocrvlm"], 121.0, bandwidth_gb_s=300.0) == pytest.approx(1.225, abs=0.005)
    # 1,500 tokens a page said: 1,500 × (1,026 × 98,304 + 1.81e7) = 178.5 GB → 0.595 s + 0.019 s on the L4
    long = ocr_compute("got-ocr2", "GOT-OCR2.0", 1500)
    assert seconds_on_card(long, 121.0, bandwidth_gb_s=300.0) == pytest.approx(0.614, abs=0.003)
