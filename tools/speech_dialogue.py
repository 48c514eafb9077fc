"""Full-duplex speech-to-speech dialogue models (Kyutai Moshi): read as what they are — one 7.69 B model that listens
and speaks at once over a 12.5 Hz audio codec — never as Kyutai's speech-recognition rows (tools.streaming_asr: the
stt-2.6b-en / stt-1b-en_fr models and their "400 streams on an H100") and never as a chat LLM in tokens a second.

Its published facts (read 2026-12-07): Moshi "is a speech-text foundation model and full-duplex spoken dialogue
framework ... the first real-time full-duplex spoken large language model, with a theoretical latency of 160ms, 200ms
in practice" (huggingface.co/kyutai/moshika-candle-bf16 model card; English; licence CC-BY 4.0); a 7 B Temporal
Transformer and a small Depth Transformer over Mimi, a streaming codec of 24 kHz audio down to 12.5 Hz; "Moshiko/ka
are 7.69B param models, bf16 ~16GB VRAM, 8-bit ~8GB" and "a practical latency of around 200ms on an L4 GPU" (Kyutai's
release notes as posted at huggingface.co/posts/reach-vb/570076486531546); 8 generated codebooks plus the user's 8.

What is not published, so not sized here: how many simultaneous conversations one card carries. Each conversation
needs 12.5 Temporal Transformer steps a second (one every 80 ms), each followed by the Depth Transformer's codebook
steps, and its KV cache grows with the conversation; a pilot on one card measures the conversations it holds at
200 ms, and cards = conversations ÷ that count."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

READ_ON = "2026-12-07"


@dataclass(frozen=True)
class DialogueModel:
    name: str
    params: float
    weights_gb: float  # bf16, as its makers state it
    frame_hz: float  # codec frames a second: Temporal Transformer steps each conversation needs a second
    latency_ms: float  # its theoretical latency
    practical_ms: float  # the latency its makers give in practice, on `practical_gpu`
    practical_gpu: str
    licence: str
    source: str
    read_on: str = READ_ON


MOSHI = DialogueModel(
    "Kyutai Moshi (moshiko / moshika)", 7.69e9, 16.0, 12.5, 160.0, 200.0, "L4",
    "CC-BY 4.0", "huggingface.co/kyutai/moshika-candle-bf16 model card; Kyutai's release notes (7.69B, bf16 ≈ 16 GB, "
    "Mimi 12.5 Hz, ≈ 200 ms on an L4)")
# Moshi named: moshi, moshiko, moshika, kyutai/moshi… — never "moshi-server" / moshi_mlx (the Rust / MLX server the
# STT rows also run on)
MOSHI_NAMED = re.compile(r"(?i)(?<![a-z0-9])(?:moshi(?:ko|ka)|moshi(?![_-]?(?:server|mlx|swift|rs)))(?![a-z0-9])")


def moshi_named(text: str) -> bool:
    """Is Kyutai's Moshi (the dialogue model) named, rather than the moshi-server the STT models run on?"""
    return bool(MOSHI_NAMED.search(text or ""))


def step_budget_ms(m: DialogueModel) -> float:
    """The time one batched Temporal Transformer step may take for every conversation to stay real time: 1,000 ÷ the
    frame rate (Moshi: 1,000 ÷ 12.5 = 80 ms), the Depth Transformer's steps included."""
    return 1000.0 / m.frame_hz


def cards_for(conversations: float, per_card: float) -> int:
    """Cards for `conversations` at once once a pilot has measured `per_card` (50 ÷ 12 → 5)."""
    return math.ceil(conversations / per_card - 1e-9)
