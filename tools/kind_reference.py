"""Reference figures for the non-LLM job kinds a model the tables do not hold is sized on (tools.unheld_kinds holds
the kinds' units and pilot cards): a named reference model of the kind, its compute an item from its published
configuration, so a job said with its count and window gets GPU-hours, cards and a price (tools.item_compute's plan)
— provisional: the answer says which reference it is sized on and to time the real model on a pilot. A kind with no
sourced figure gets the GPU-hours formula with the user's counts and the figure to time on a pilot.

- depth (monocular depth estimation): Depth Anything V2 Large, a DINOv2 ViT-L/14 encoder (24 layers, width 1,024,
  ≈ 304 M parameters of its 335.3 M; the DPT head not counted, so the figure is a floor) at its 518 × 518 input
  (github.com/DepthAnything/Depth-Anything-V2 README, model table and `--input-size 518`; from memory, re-check):
  37² = 1,369 patches + CLS = 1,370 tokens → 2 × 304e6 × 1,370 + 4 × 24 × 1,370² × 1,024 = 1,017 GFLOP an image.
- cellseg (cell / nucleus segmentation, Cellpose or StarDist-class U-Nets): no published per-image figure is held
  here; the figure to time is said. LiDAR 3D-detection training is sized from OpenPCDet's published times in
  tools.lidar_train.
"""

from __future__ import annotations

from typing import Any


def encoder_gflops(params: float, tokens: int, layers: int, width: int) -> float:
    """A transformer encoder's forward in GFLOP (2 × params × tokens + 4 × layers × tokens² × width): Depth Anything V2
    Large at 518² = 2 × 304e6 × 1,370 + 4 × 24 × 1,370² × 1,024 = 1,017 GFLOP."""
    return (2 * params * tokens + 4 * layers * tokens * tokens * width) / 1e9


DEPTH_SOURCE = ("Depth Anything V2 Large, ViT-L/14 at 518 × 518, github.com/DepthAnything/Depth-Anything-V2 README "
                "(from memory, re-check; the DPT head not counted)")
# tools.item_compute.ItemCompute fields, keyed by the compute row an unheld kind is sized on
KIND_REFERENCE_ITEMS: dict[str, dict[str, Any]] = {
    "ref-depth": {"name": "Depth Anything V2 Large (reference for depth estimation)", "input": "518 × 518",
                  "source": DEPTH_SOURCE, "gflops": encoder_gflops(304e6, 1370, 24, 1024)},
}
KIND_REFERENCE: dict[str, str] = {"depth": "ref-depth"}


def reference_key(task: str) -> str | None:
    """The compute row (tools.item_compute.COMPUTE) an unheld model of `task` is sized on: depth → Depth Anything V2
    Large; None where no figure is sourced (cellseg; LiDAR training is sized in tools.lidar_train)."""
    return KIND_REFERENCE.get(task)
