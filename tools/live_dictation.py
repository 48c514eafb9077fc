"""Live dictation (doctors dictating notes as they speak, 边说边出字) on a speech model that is not a streaming model,
and on premises.

Whisper, parakeet and canary transcribe a whole window at a time: "text as you speak" means cutting the audio into
short chunks and decoding each again as it grows (tools.media.STREAM_COST: ≈ 7.5× the batch decode at 1 s chunks,
Macháček et al. 2023, whisper_streaming), so it is pseudo-streaming. A streaming-native model decodes each 600 ms
chunk once: FunASR's Paraformer-zh-streaming carries 100 concurrent streams on one A10 at p99 463 ms a chunk
(tools.media's measured row, PARAFORMER_STREAM_SOURCE) and takes a hot-word list (drug names) — Chinese speech; for
other languages a streaming model is named (NVIDIA NeMo's cache-aware streaming FastConformer) with no figure held:
time it on a pilot. `streaming_cards` sizes the streaming alternative on its measured card at the stream margin
(tools.media.STREAM_UTILISATION): ⌈streams ÷ (100 × 0.8)⌉. By hand: 150 streams → ⌈150 ÷ 80⌉ = 2 A10s.

Data that may not leave the site (Workload.buy_server): the plan is cards to BUY, never a rental: the priced rows
become a reference for the cards' count. `buy_cards` takes the plan's row with the fewest cards in all (fewer, larger
cards fit fewer servers), as ⌈cards ÷ SERVER_GPUS⌉ servers of up to 8 cards; no purchase price is held in the
catalog, so an OEM quote is asked for (tools.buy_or_rent's rule)."""

from __future__ import annotations

import math

from tools.asr_families import ASR_KEYS
from tools.media import (
    MEASURED,
    PARAFORMER_STREAM_SOURCE,
    STREAM_COST,
    STREAM_SOURCE,
    STREAM_UTILISATION,
    MediaPlan,
)
from tools.schema import Msg

SERVER_GPUS = 8  # GPUs a standard server holds (8-way HGX / PCIe chassis)
STREAMING_MODEL = {"zh": "Paraformer-zh-streaming (FunASR)", "other": "NVIDIA NeMo cache-aware streaming FastConformer"}
FUNASR_HOTWORDS = "github.com/modelscope/FunASR (hotword customisation: a word list biases decoding)"


def not_streaming(p: MediaPlan | None) -> bool:
    """A live plan on a model that decodes whole windows (Whisper, parakeet, canary): pseudo-streaming."""
    return p is not None and bool(p.live) and (p.model.key.startswith("whisper") or p.model.key in ASR_KEYS)


def streaming_cards(streams: float) -> tuple[int, str, float]:
    """(cards, the card, streams a card) for `streams` on Paraformer-zh-streaming at its measured capacity × the stream
    margin. By hand: 200 → 100 × 0.8 = 80 a card → ⌈2.5⌉ = 3 A10s."""
    row = next(x for x in MEASURED if x.model == "paraformer-streaming")
    per = row.rate * STREAM_UTILISATION
    return max(1, math.ceil(streams / per - 1e-9)), row.gpu, per


def streaming_line(p: MediaPlan | None, chinese: bool) -> list[Msg]:
    """The caveat for a live plan on a non-streaming model, with the streaming alternative (sized for Chinese)."""
    if p is None or not not_streaming(p):
        return []
    cards = streaming_cards(float(p.live or 0)) if chinese else None
    return [Msg(code="live_dictation.not_streaming", args={
        "name": p.model.name, "cost": STREAM_COST, "source": STREAM_SOURCE,
        "alt": STREAMING_MODEL["zh" if chinese else "other"], "streams": p.live,
        "cards": cards[0] if cards else None, "gpu": cards[1] if cards else None,
        "per": cards[2] if cards else None, "alt_source": PARAFORMER_STREAM_SOURCE if chinese else None,
        "hotwords": FUNASR_HOTWORDS if chinese else None})]


def buy_cards(p: MediaPlan | None) -> tuple[int, str, int] | None:
    """(cards, the card, servers of up to SERVER_GPUS) to buy for the plan: its priced row with the fewest cards in
    all (the dense-node plan included); None with no row. By hand: 3 × 8 × A100 = 24 beside 76 × RTX A4500 → 24
    A100s in ⌈24 ÷ 8⌉ = 3 servers."""
    if p is None or not p.rows:
        return None
    rows = [*p.rows, *([p.dense] if p.dense is not None else [])]
    best = min(rows, key=lambda r: (r.machines * r.gpus, r.cost))
    cards = best.machines * best.gpus
    return cards, best.gpu, math.ceil(cards / SERVER_GPUS)


def buy_line(p: MediaPlan | None) -> list[Msg]:
    """The purchase the plan comes to when the data may not leave the site; the rentals after it a reference only."""
    got = buy_cards(p)
    if got is None:
        return []
    return [Msg(code="live_dictation.buy", args={"cards": got[0], "gpu": got[1], "servers": got[2],
                                                 "per_server": SERVER_GPUS})]
