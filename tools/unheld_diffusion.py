"""The held measured image generator an image model no table holds is sized on, by the parameters its name states
("CogView4-6B", "HiDream-I1-17B"): the smallest held row (tools.media.MODELS: SDXL 3.4 B with its encoders, FLUX.1-dev
16.8 B with its T5 and CLIP encoders) at or above that size, else the largest. A denoiser of more parameters does at
least as much work a step, so the row at or above it gives the nearer time and the larger row's time is said as a
floor beyond it; the answer says "time it on a pilot" and to read the model's own licence (no speed or licence of the
unheld model is held)."""

from __future__ import annotations

# the held measured image generators, as tools.non_llm.named_model reads them back from the answer's text
DIFFUSION_ROWS = (("sdxl", "SDXL"), ("flux-dev", "FLUX.1-dev"))


def diffusion_stand_in(params: float) -> str:
    """The name of the held row an unheld image generator of `params` parameters is sized on (module docstring). By
    hand: 6 B (CogView4-6B's DiT) → SDXL's 3.4 B is smaller, FLUX.1-dev's 16.8 B is not → FLUX.1-dev; 2 B → SDXL;
    17 B → none at or above, so the largest, FLUX.1-dev."""
    from tools.media import MODELS

    rows = sorted(((MODELS[k].params, name) for k, name in DIFFUSION_ROWS), key=lambda r: r[0])
    return next((name for p, name in rows if p >= params), rows[-1][1])
