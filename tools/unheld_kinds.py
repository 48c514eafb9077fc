"""Defaults of the non-LLM job kinds a model the tables do not hold is sized on (advisor.core.unheld_kinds reads the
words): the unit counted, whether a GPU is needed and the catalog card a pilot runs on. No time per item is held for
any of them (the answer says "time it on a pilot"), and no memory floor is given for the family: a named model's own
card says its memory.

- anomaly (PatchCore, PaDiM, EfficientAD and the like): a frozen CNN backbone (PatchCore's WideResNet-50-2 layers 2–3,
  Roth et al. 2022, arXiv:2106.08265 §3.1) runs over each image's tiles, then a nearest-neighbour search against a
  memory bank of patch features; the search grows with the bank's size and is the part to measure. A GPU is optional
  (CPU works at low rates); the pilot card is an L4, the inference card anomalib's docs deploy to (from memory,
  re-check).
- gen3d (image- or text-to-3D: a shape diffusion model, then a texture model): one generation per asset, GPU-bound;
  the texture stage needs the memory (Hunyuan3D-2.1's card: 10 GB for shape, 21 GB for texture, 29 GB for both,
  github.com/Tencent-Hunyuan/Hunyuan3D-2.1 README; from memory, re-check), so the pilot card is a 48 GB L40S.
- imagesearch (an image encoder: DINOv2, CLIP, SigLIP): one forward pass per image at the encoder's input size, then a
  vector index; sized as the held CLIP / SigLIP batch is (tools.vision_batch) once the encoder's FLOPs are known, a GPU
  optional for the query load; the pilot card an L4.
"""

from __future__ import annotations

# kind: (unit, gpu need, pilot card, min GB)
UNHELD_KIND_DEFAULTS: dict[str, tuple[str, str, str | None, float]] = {
    "anomaly": ("image", "optional", "L4", 0.0),
    "gen3d": ("asset", "yes", "L40S", 0.0),
    "imagesearch": ("image", "optional", "L4", 0.0),
    # depth maps, cell masks, LiDAR boxes (figures: tools.kind_reference); pilot cards as the detectors'
    "depth": ("image", "yes", "L4", 0.0), "cellseg": ("image", "optional", "L4", 0.0),
    "lidar3d": ("lidarframe", "yes", "RTX 4090", 0.0),
}


def kind_defaults(kind: str) -> tuple[str, str, str | None, float] | None:
    """(unit, GPU need, pilot card, min GB) of an unheld model's job kind (module docstring), else None."""
    return UNHELD_KIND_DEFAULTS.get(kind)
