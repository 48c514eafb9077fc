"""Self-supervised and plain ViT image encoders (DINOv2, EVA-02, DeiT) named with their ViT size and patch — "DINOv2
ViT-B/14", "EVA02 ViT-L/14", "DeiT ViT-S/16" — sized per image from their parameters, so an image-search or
feature-extraction batch gets GPU-hours instead of a refusal (or another model's name: "DINOv2 ViT-L/14" was read as
CLIP ViT-L/14).

FLOPs an image = 2 × parameters × tokens, tokens = (resolution ÷ patch)² + 1 (the class token; DINOv2's register
variants add 4), the rule tools.vision_batch cross-checks against OpenCLIP's profiled table (304 M × 257 × 2 = 156
GFLOP against 162.03 profiled for ViT-L/14: attention adds ≈ 4 %, so the figure is a floor). Resolution 224 px unless
said ("@336", "at 518 px").

Parameters and widths, each from its source (from memory, re-check):
- DINOv2 (github.com/facebookresearch/dinov2 README, pretrained-models table): ViT-S/14 21 M (384 dims), ViT-B/14
  86 M (768), ViT-L/14 300 M (1,024), ViT-g/14 1,100 M (1,536); code and weights Apache-2.0 (its LICENSE).
- EVA-02 (github.com/baaivision/EVA, EVA-02 README table): Ti 6 M, S 22 M, B 86 M, L 304 M, patch 14; MIT.
- DeiT (Touvron et al. 2021, arXiv:2012.12877, Table 1): Ti 5 M (192), S 22 M (384), B 86 M (768), patch 16;
  Apache-2.0 (github.com/facebookresearch/deit LICENSE).
By hand: DINOv2 ViT-B/14 at 224 px → (224/14)² + 1 = 257 tokens × 86e6 × 2 = 44.2 GFLOP; ViT-g/14 → 565 GFLOP.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DEFAULT_RES = 224  # ASSUMED when no resolution is said: the pretraining crop of these models


@dataclass(frozen=True)
class Encoder:
    key: str
    name: str
    params: float
    flops: float
    dim: int
    source: str


# family → (name pattern, {size letter: (params, dims)}, default patch, source and licence)
FAMILIES: dict[str, tuple[str, dict[str, tuple[float, int]], int, str]] = {
    "dinov2": (r"dino[\s_-]?v2", {"s": (21e6, 384), "b": (86e6, 768), "l": (300e6, 1024), "g": (1100e6, 1536)}, 14,
               "github.com/facebookresearch/dinov2 README model table (params; Apache-2.0; from memory, re-check)"),
    "eva02": (r"eva[\s_-]?0?2", {"ti": (6e6, 192), "s": (22e6, 384), "b": (86e6, 768), "l": (304e6, 1024)}, 14,
              "github.com/baaivision/EVA EVA-02 README (params; MIT; from memory, re-check)"),
    "deit": (r"deit", {"ti": (5e6, 192), "s": (22e6, 384), "b": (86e6, 768)}, 16,
             "Touvron et al. 2021, arXiv:2012.12877, Table 1 (params; Apache-2.0; from memory, re-check)"),
}
_SIZE = re.compile(r"(?i)(?:vit)?[\s_-]?(ti|tiny|small|base|large|giant|[sblg])(?:[\s_/-]?(\d{1,2}))?(?![a-z])")
_RES = re.compile(r"(?i)@\s*(\d{3,4})|(\d{3,4})\s*px|\bat\s+(\d{3,4})\b")
_WORD = {"tiny": "ti", "small": "s", "base": "b", "large": "l", "giant": "g"}


def tokens(res: int, patch: int) -> int:
    """Patch tokens plus the class token: (224 ÷ 14)² + 1 = 257; (518 ÷ 14)² + 1 = 1,370."""
    return (res // patch) ** 2 + 1


def encoder_flops(params: float, res: int, patch: int) -> float:
    """2 × params × tokens: 86e6 at 224 px, patch 14 → 2 × 86e6 × 257 = 4.42e10."""
    return 2 * params * tokens(res, patch)


def encoder_job(text: str) -> Encoder | None:
    """The ViT encoder a message names with its size ("DINOv2 ViT-B/14", "eva02 large"), else None (no family, or a
    size the family lacks). No size said: the family's base (said in the name)."""
    for key, (pat, sizes, patch, source) in FAMILIES.items():
        m = re.search(r"(?i)(?<![a-z0-9])" + pat, text or "")
        if not m:
            continue
        s = _SIZE.search((text or "")[m.end():m.end() + 16])
        size = _WORD.get(s.group(1).lower(), s.group(1).lower()) if s else "b"
        if size not in sizes:
            return None
        p = int(s.group(2)) if s and s.group(2) else patch
        r = _RES.search(text or "")
        res = int(next(g for g in r.groups() if g)) if r else DEFAULT_RES
        params, dim = sizes[size]
        label = {"ti": "Ti", "g": "g"}.get(size, size.upper())
        name = f"{m.group(0)} ViT-{label}/{p} ({res} px)"
        return Encoder(f"{key}-{size}{p}", name, params, encoder_flops(params, res, p), dim, source)
    return None
