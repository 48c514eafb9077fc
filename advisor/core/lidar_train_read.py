"""A LiDAR 3D-detection training said in words (advisor.core.unheld_kinds reads the kind): the frames, the epochs and
the runs ("5 runs", 4 组实验, 3 組實驗), sized on OpenPCDet's published training time (tools.lidar_train); the words
live here, the arithmetic in tools."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg
from tools.wording import money_text

EPOCHS = re.compile(r"(?i)(\d{1,4})\s*(?:个|個)?\s*(?:epochs?\b|轮|輪)")
RUNS = re.compile(r"(?i)(\d{1,3})\s*(?:个|個|组|組|次|套)?\s*(?:(?:training\s+|separate\s+|independent\s+)?"
                  r"(?:runs?|experiments?|trainings?|configs?)\b|实验|實驗|训练|訓練)")
TRAIN = re.compile(r"(?i)train|fine[\s-]?tun|训练|訓練|微调|微調|epoch")
PILLAR = re.compile(r"(?i)pillar")
DEFAULT_EPOCHS = 80  # OpenPCDet's KITTI configs (tools.lidar_train), said as assumed when none is stated


def lidar_lines(text: str, frames: float | None, window_h: float | None, p: Any, cur: str) -> list[Msg]:
    """The training plan's line, or [] where no training or no frame count is said (the per-frame formula stands)."""
    from tools.lidar_train import SOURCE, frame_epoch_seconds, lidar_plan, lidar_ref

    if not frames or not TRAIN.search(text or ""):
        return []
    e, r = EPOCHS.search(text or ""), RUNS.search(text or "")
    epochs = float(e.group(1)) if e else DEFAULT_EPOCHS
    runs = int(r.group(1)) if r else 1
    ref = lidar_ref(PILLAR.search(text or "") is not None)
    plan = lidar_plan(frames, epochs, runs, window_h, p[2] if p else None, ref)
    return [Msg(code="lidar.plan", args={
        "ref": ref.name, "source": SOURCE, "secs": frame_epoch_seconds(ref.train_hours), "frames": frames,
        "epochs": epochs, "epochs_said": e is not None, "runs": runs, "passes": plan.items, "gpuh": plan.hours,
        "window": plan.window_h, "cards": plan.units, "card": p[0] if p else None, "row": p[1] if p else None,
        "price": money_text(p[2], cur) if p else None, "cost": money_text(plan.cost, cur) if plan.cost is not None else None})]
