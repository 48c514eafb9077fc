"""Media models a user names by a plain two-word name that no measured row of tools.media holds, kept as NAMED models
(never "no model named") and sized on the held measured model of their own job family, a stand-in said in the answer
as provisional ("time it on a pilot").

- Stable Cascade (Stability AI, a Würstchen-architecture text-to-image cascade; its model card,
  huggingface.co/stabilityai/stable-cascade, "Model Overview"): Stage C 3.6 B (the large text-conditional prior; a
  1 B version also ships), Stage B 1.5 B (700 M lite), Stage A 20 M, with the CLIP ViT-bigG/14 text encoder (694 M,
  the one SDXL uses: Podell et al. 2023, arXiv:2307.01952 §2.1): 3.6 + 1.5 + 0.02 + 0.694 = 5.81 B in all at 16 bits.
  No published per-image time on a catalog card was found; it makes 1024² images as SDXL does and its card says it
  runs in a much smaller latent (24 × 24 for 1024², against SDXL's 128 × 128), so SDXL's measured time (tools.media,
  30 steps, 1024²) is the stand-in, a ceiling rather than a promise. Its licence (non-commercial) is said by
  tools.named_licences from catalog/data/licences.json.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class StandIn:
    name: str  # the model as the answer names it
    pattern: str  # how a message names it
    family: str  # tools.non_llm's family: diffusion | speech | music
    params: float  # what a card must hold at 16 bits (module docstring)
    stand_in: str  # tools.media.MODELS key whose measured time sizes it
    stand_in_name: str  # that model's name, said


STABLE_CASCADE_PARAMS = 3.6e9 + 1.5e9 + 0.02e9 + 0.694e9  # Stage C + Stage B + Stage A + CLIP ViT-bigG/14
# FLUX.2 [dev] (Black Forest Labs, Nov 2025; huggingface.co/black-forest-labs/FLUX.2-dev, "a 32 billion parameter
# rectified flow transformer"), conditioned on Mistral-Small-3.2-24B as its text encoder (the reference code
# github.com/black-forest-labs/flux2; a 24B Mistral-Small-3.x encoder, ≈ 48 GB at 16 bits): 32 B + 24 B = 56 B, ≈ 112 GB
# at 16 bits. Its time is FLUX.1-dev's measured one (12 B): a floor, since the transformer is ≈ 2.7 × larger.
FLUX2_DEV_PARAMS = 32e9 + 24e9

STAND_INS: tuple[StandIn, ...] = (
    StandIn("Stable Cascade", r"(?i)(?<![a-z0-9])stable[-_ ]?cascade(?![a-z0-9])", "diffusion", STABLE_CASCADE_PARAMS,
            "sdxl", "SDXL"),
    StandIn("FLUX.2 [dev]", r"(?i)(?<![a-z0-9])flux[-_. ]?2(?![0-9])(?!\.\d)", "diffusion", FLUX2_DEV_PARAMS, "flux-dev",
            "FLUX.1-dev"),
)


def stand_in_named(text: str) -> StandIn | None:
    """The STAND_INS row the text names, else an unheld text-to-image name on the held generator closest in size
    (tools.t2i_stand_ins: "PixArt-Sigma" → SDXL), else None."""
    from tools.t2i_stand_ins import nearest_held, t2i_named

    held = next((s for s in STAND_INS if re.search(s.pattern, text or "")), None)
    t2i = t2i_named(text) if held is None else None
    if t2i is None:
        return held
    key, name, _ = nearest_held(t2i.denoiser)
    return StandIn(t2i.name, t2i.pattern, "diffusion", t2i.total, key, name)


def stand_in_row(name: str) -> StandIn | None:
    """The STAND_INS row of a model name as tools.non_llm keeps it (a text-to-image name read again), else None."""
    row = next((s for s in STAND_INS if s.name == name), None)
    got = stand_in_named(name) if row is None else row
    return got if got is not None and got.name == name else None
