"""Training a 3D detector on LiDAR point clouds (OpenPCDet / MMDetection3D: PointPillars, SECOND, CenterPoint) when the
named model is not held: sized provisionally on OpenPCDet's published KITTI training times, turned into GPU-seconds a
frame an epoch, then frames × epochs × runs → GPU-hours, the cards for the window and the cost (tools.item_compute's
plan).

OpenPCDet README, "KITTI 3D Object Detection Baselines" (github.com/open-mmlab/OpenPCDet, README.md, read 2026-12-05):
"The training time is measured with 8 TITAN XP GPUs and PyTorch 1.5": PointPillar ~1.2 hours, SECOND (the voxel
backbone CenterPoint-voxel also uses) ~1.7 hours. The KITTI train split is 3,712 frames and the KITTI configs train
80 epochs (tools/cfgs/kitti_models/*.yaml OPTIMIZATION.NUM_EPOCHS; from memory, re-check):
- PointPillar: 1.2 h × 3,600 × 8 GPUs ÷ (3,712 × 80) = 0.116 TITAN Xp-seconds a frame an epoch;
- SECOND: 1.7 h × 3,600 × 8 ÷ 296,960 = 0.165 s.
A TITAN Xp (Pascal, no tensor cores) is slower than any card rented today, so the hours are an upper bound on a newer
card; denser LiDAR (64–128 beams, a Waymo or nuScenes frame) carries more points than a KITTI frame: time a pilot.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.item_compute import ItemPlan, item_plan

KITTI_TRAIN_FRAMES = 3712
KITTI_EPOCHS = 80  # OpenPCDet KITTI configs (module docstring; from memory, re-check)
REF_GPUS = 8
SOURCE = "OpenPCDet README, KITTI baselines: 8 TITAN Xp, PyTorch 1.5"


def frame_epoch_seconds(train_hours: float) -> float:
    """GPU-seconds a frame an epoch from a KITTI training time on 8 GPUs: 1.2 h × 3,600 × 8 ÷ (3,712 × 80) = 0.116 s."""
    return train_hours * 3600 * REF_GPUS / (KITTI_TRAIN_FRAMES * KITTI_EPOCHS)


@dataclass(frozen=True)
class LidarRef:
    name: str
    train_hours: float  # on 8 TITAN Xp for KITTI's 80 epochs (module docstring)


REFS = {"pillar": LidarRef("PointPillar (OpenPCDet)", 1.2), "voxel": LidarRef("SECOND (OpenPCDet)", 1.7)}


def lidar_ref(pillars: bool) -> LidarRef:
    """The reference a LiDAR detector is sized on: a pillar model on PointPillar, the rest (voxel CenterPoint, SECOND,
    PV-RCNN's backbone) on SECOND, the heavier of the two."""
    return REFS["pillar" if pillars else "voxel"]


def lidar_plan(frames: float, epochs: float, runs: int, window_h: float | None, price: float | None,
               ref: LidarRef) -> ItemPlan:
    """frames × epochs × runs frame-epochs at the reference's seconds: 90,000 frames × 30 epochs × 3 runs × 0.165 s
    ÷ 3,600 = 371 TITAN Xp-hours (an upper bound on a newer card); in 7 days (168 h) → 3 cards."""
    return item_plan(frames * epochs * max(1, runs), frame_epoch_seconds(ref.train_hours), window_h, price)
