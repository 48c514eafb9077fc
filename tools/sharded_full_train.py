"""A full fine-tune of an image model whose training states outgrow one card (FLUX.1-dev's 12 B transformer): the
cards its states are split over (FSDP / ZeRO-3 sharding: each card holds 1/N of the weights, gradients and AdamW
states, ZeRO, arXiv:1910.02054 §5.3), and the denoiser's parameter count from its model card.

- FLUX.1-dev: "a 12 billion parameter rectified flow transformer" (huggingface.co/black-forest-labs/FLUX.1-dev,
  model card). 16 bytes a parameter (tools.media_full_train.ADAMW_BYTES) → 12e9 × 16 = 192 GB of states before the
  activations.
- SHARD_ROOM (assumed): the share of each card the sharded states may fill; the rest is left for the activations at
  1024² with gradient checkpointing, the all-gather buffers and the CUDA context. Time a pilot: the activations are
  not estimated here.
By hand: 192 GB ÷ (80 GB × 0.75 = 60 GB) = 3.2 → 4 cards of 80 GB at least (an 8-card H100 machine); 141 GB cards:
192 ÷ 105.75 = 1.8 → 2; SDXL's 41.6 GB ÷ 60 = 0.69 → 1 (no sharding needed)."""

from __future__ import annotations

import math

SHARDED_PARAMS = {"flux-dev": 12e9}
SHARDED_SOURCE = "huggingface.co/black-forest-labs/FLUX.1-dev model card (12 billion parameter transformer)"
SHARD_ROOM = 0.75  # assumed: the share of a card the sharded states may take, the rest for activations and buffers


def shard_cards(states_gb: float, card_gb: float) -> int:
    """The fewest cards of `card_gb` whose SHARD_ROOM share holds `states_gb` split evenly (module notes): 192 GB on
    80 GB cards → ⌈192 ÷ 60⌉ = 4; 41.6 GB → 1."""
    if card_gb <= 0:
        return 0
    return max(1, math.ceil(states_gb / (card_gb * SHARD_ROOM) - 1e-9))
