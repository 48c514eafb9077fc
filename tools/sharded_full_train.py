"""A full fine-tune of an image model whose training states outgrow one card (FLUX.1-dev's 12 B transformer): the
cards its states are split over (FSDP / ZeRO-3 sharding: each card holds 1/N of the weights, gradients and AdamW
states, ZeRO, arXiv:1910.02054 §5.3), and the denoiser's parameter count from its model card.

- FLUX.1-dev: "a 12 billion parameter rectified flow transformer" (huggingface.co/black-forest-labs/FLUX.1-dev,
  model card). 16 bytes a parameter (tools.media_full_train.ADAMW_BYTES) → 12e9 × 16 = 192 GB of states before the
  activations.
- SHARD_ROOM (assumed): the share of each card the sharded states may fill; the rest is left for the activations at
  1024² with gradient checkpointing, the all-gather buffers and the CUDA context. Time a pilot: the activations are
  not estimated here.
- Stable Diffusion 3.5 Large 8.1 B and 3.5 Medium 2.5 B MMDiT parameters (their Stability AI model cards; the same
  figures as tools.non_llm): no published training step, so the step is FLUX.1-dev's measured LoRA step scaled by
  FLOPs per image — a transformer's forward is ≈ 2 × params FLOP a token (Kaplan et al. 2020, arXiv:2001.08361 §2.1)
  and all three patch a 1024² image's 128 × 128 latent 2 × 2 into the same 4,096 tokens, so the ratio is the
  parameters' (Large 8.1 / 12 = 0.675, Medium 2.5 / 12 = 0.208): scaled, never measured, said so.
By hand: 192 GB ÷ (80 GB × 0.75 = 60 GB) = 3.2 → 4 cards of 80 GB at least (an 8-card H100 machine); 141 GB cards:
192 ÷ 105.75 = 1.8 → 2; SDXL's 41.6 GB ÷ 60 = 0.69 → 1 (no sharding needed)."""

from __future__ import annotations

import math
from dataclasses import replace

from tools.media import Measured, MediaModel

SHARDED_PARAMS = {"flux-dev": 12e9, "sd3.5-large": 8.1e9, "sd3.5-medium": 2.5e9}  # the transformer denoisers
SHARDED_SOURCE = {"flux-dev": "huggingface.co/black-forest-labs/FLUX.1-dev model card (12 billion parameter transformer)",
                  "sd3.5-large": "huggingface.co/stabilityai/stable-diffusion-3.5-large model card (MMDiT, 8.1 B)",
                  "sd3.5-medium": "huggingface.co/stabilityai/stable-diffusion-3.5-medium model card (MMDiT-X, 2.5 B)"}
SCALED_FROM = {"sd3.5-large": "flux-dev", "sd3.5-medium": "flux-dev"}  # the nearest measured model, by FLOPs
SHARD_ROOM = 0.75  # assumed: the share of a card the sharded states may take, the rest for activations and buffers


def shard_cards(states_gb: float, card_gb: float) -> int:
    """The fewest cards of `card_gb` whose SHARD_ROOM share holds `states_gb` split evenly (module notes): 192 GB on
    80 GB cards → ⌈192 ÷ 60⌉ = 4; 41.6 GB → 1."""
    if card_gb <= 0:
        return 0
    return max(1, math.ceil(states_gb / (card_gb * SHARD_ROOM) - 1e-9))


def scaled_step(m: MediaModel, measured: Measured | None) -> Measured | None:
    """The measured LoRA step of the model `m` is scaled from (SCALED_FROM), × the parameters' ratio (module notes):
    FLUX.1-dev's 4.25 s × 8.1 / 12 = 2.87 s for SD3.5 Large; None for a model not scaled or no measurement."""
    src = SCALED_FROM.get(m.key)
    if src is None or measured is None or measured.model != src:
        return None
    return replace(measured, model=m.key, rate=measured.rate * SHARDED_PARAMS[m.key] / SHARDED_PARAMS[src])
