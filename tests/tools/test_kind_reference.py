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
