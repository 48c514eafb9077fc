"""The small card a CPU job's answer prices where the user rents (a follow-up naming a provider or place: "only GCP",
只能用腾讯云): the cheapest one-card row there of a card between the job's floor and 24 GB.

- A VAD or a CPU-speed TTS (Silero VAD, MeloTTS, Piper): models well under 1 B parameters (MeloTTS's checkpoint is
  about 200 MB, from memory, re-check; Silero VAD's a few MB, github.com/snakers4/silero-vad README): any 16 GB card
  holds one many times over, so a T4 (16 GB) counts (`TTS_VAD_MIN_GB`).
- GNN mini-batch training: the answer's own "one 24 GB-class card a run" (tools.cpu_jobs: the GPU holds only a
  sampled mini-batch), so 24 GB (`GNN_MIN_GB`).
- Above 24 GB (`SMALL_MAX_GB`, an L4 / A10 / RTX 4090's memory) the card is no longer the small one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.derived_generation import CardRate

TTS_VAD_MIN_GB = 16.0
GNN_MIN_GB = 24.0
SMALL_MAX_GB = 24.0


def small_card(options: Sequence[CardRate], kind: str) -> CardRate | None:
    """The cheapest of `options` (one-card rows where the user rents) whose memory is between the job's floor and
    SMALL_MAX_GB: on a provider renting a T4 at $0.35 and an L4 at $0.70 an hour, a VAD's is the T4; a GNN's (24 GB)
    the L4. None when none is rented there."""
    floor = GNN_MIN_GB if kind == "gnn" else TTS_VAD_MIN_GB
    fit = [o for o in options if floor <= o.memory_gb <= SMALL_MAX_GB]
    return min(fit, key=lambda o: o.price) if fit else None
