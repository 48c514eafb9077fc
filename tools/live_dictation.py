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
from collections.abc import Mapping
from typing import Any

from tools.asr_families import ASR_KEYS
from tools.media import (
    MEASURED,
    MODELS,
    PARAFORMER_STREAM_SOURCE,
    STREAM_COST,
    STREAM_SOURCE,
    STREAM_UTILISATION,
    MediaPlan,
    plan,
)
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.streaming_asr import STREAM_ROWS
from tools.wording import fleet, money_text

SERVER_GPUS = 8  # GPUs a standard server holds (8-way HGX / PCIe chassis)
STREAMING_MODEL = {"zh": "Paraformer-zh-streaming (FunASR)", "other": "NVIDIA NeMo cache-aware streaming FastConformer"}
FUNASR_HOTWORDS = "github.com/modelscope/FunASR (hotword customisation: a word list biases decoding)"


def not_streaming(p: MediaPlan | None) -> bool:
    """A live plan on a model that decodes whole windows (Whisper, parakeet, canary): pseudo-streaming."""
    return p is not None and bool(p.live) and (p.model.key.startswith("whisper") or p.model.key in ASR_KEYS)


# the streaming model a live plan's speech is sized on beside a non-streaming one: Chinese speech on FunASR's
# Paraformer-zh-streaming (measured on an A10); English or French on Kyutai stt-1b-en_fr (its README's 400 streams a
# H100, tools.streaming_asr); other languages: no held figure (STREAMING_MODEL["other"], a pilot)
KYUTAI_KEY = "kyutai-stt-1b-en_fr"
KYUTAI_LANGUAGES = ("en", "fr")


def streaming_key(chinese: bool, language: str | None, named: tuple[str, ...] = ()) -> str | None:
    """The held streaming model for the speech: Paraformer for Chinese, Kyutai's 1B for English / French (the
    language the user wrote in when none is named), None for the rest ("live captions in German": no held figure)."""
    if chinese:
        return "paraformer-streaming"
    kyutai = next(r for r in STREAM_ROWS if r.key == KYUTAI_KEY)
    if named:
        return KYUTAI_KEY if all(x in kyutai.languages for x in named) else None
    return KYUTAI_KEY if (language or "en")[:2] in KYUTAI_LANGUAGES else None


def streaming_languages(key: str | None) -> tuple[str, ...]:
    """The languages the held streaming model `key` hears: Paraformer-zh-streaming Mandarin (FunASR's model card),
    Kyutai's 1B English and French (tools.streaming_asr); () for none held."""
    if key == "paraformer-streaming":
        return ("Mandarin",)
    return next((r.languages for r in STREAM_ROWS if r.key == key), ())


def place_unheard(w: Workload, key: str | None, table: Mapping[str, tuple[str, ...]]) -> list[Msg]:
    """The line that says why the held streaming model `key` (the one the writer's language alone would pick) is not
    offered: the users' place speaks a language it does not hear (tools.place_languages over `table`, the places'
    languages: callers in Brazil speak Portuguese; Kyutai's 1B hears English and French). [] when `key` is None or
    hears them all."""
    from tools.constraints import place_words
    from tools.place_languages import unheard

    missing = unheard(streaming_languages(key), list(w.users_region or []), table) if key else []
    if not missing:
        return []
    name = STREAMING_MODEL["zh"] if key == "paraformer-streaming" else \
        next(r.name for r in STREAM_ROWS if r.key == key)
    return [Msg(code="live_dictation.place_unheard", args={
        "name": name, "heard": list(streaming_languages(key)), "missing": missing,
        "users": place_words(list(w.users_region or []))})]


def streaming_plan(p: MediaPlan | None, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], key: str | None,
                   **kw: Any) -> MediaPlan | None:
    """The streaming model's own priced plan for the same live streams (tools.media.plan on its measured capacity, a
    stream costing 1 s of it a second: STREAM_COSTS), on any card: the card named for Whisper ("要几张A100") is not
    asked of the streaming model. None when the plan streams already, or no streaming model is held for the speech.
    By hand (Chinese, 100 streams): ⌈100 ÷ (100 × 0.8)⌉ = 2 A10s (or a card scaled from the A10) for the month."""
    if key is None or not not_streaming(p):
        return None
    free = w.model_copy(update={"gpu_preference": None, "num_gpus": None, "checked_gpu": None,
                                "checked_gpu_count": None})
    got = plan(MODELS[key], free, gpus, rows, **kw)
    return got if got is not None and got.rows else None


def streaming_cards(streams: float, key: str = "paraformer-streaming") -> tuple[int, str, float]:
    """(cards, the card, streams a card) for `streams` on the streaming model `key` at its measured capacity × the
    stream margin. By hand: 200 → 100 × 0.8 = 80 a card → ⌈2.5⌉ = 3 A10s; Kyutai's 1B, 100 → 400 × 0.8 = 320 a H100 →
    1 H100."""
    row = next(x for x in MEASURED if x.model == key)
    per = row.rate * STREAM_UTILISATION
    return max(1, math.ceil(streams / per - 1e-9)), row.gpu, per


def _alt_source(key: str) -> str:
    """The measured capacity's source for the streaming model `key`."""
    if key == "paraformer-streaming":
        return PARAFORMER_STREAM_SOURCE
    return next(r.source for r in STREAM_ROWS if r.key == key)


def streaming_line(p: MediaPlan | None, chinese: bool, alt: MediaPlan | None = None) -> list[Msg]:
    """The caveat for a live plan on a non-streaming model, with the streaming alternative (sized for Chinese); with
    `alt` (streaming_plan) the alternative is priced in its own line (plan_line) and the caveat points to it."""
    if p is None or not not_streaming(p):
        return []
    cards = streaming_cards(float(p.live or 0)) if chinese else None
    return [Msg(code="live_dictation.not_streaming", args={
        "name": p.model.name, "cost": STREAM_COST, "source": STREAM_SOURCE,
        "alt": STREAMING_MODEL["zh" if chinese else "other"], "streams": p.live,
        "cards": cards[0] if cards else None, "gpu": cards[1] if cards else None,
        "per": cards[2] if cards else None, "alt_source": PARAFORMER_STREAM_SOURCE if chinese else None,
        "hotwords": FUNASR_HOTWORDS if chinese else None, "priced": alt is not None})]


def plan_line(p: MediaPlan | None, alt: MediaPlan | None) -> list[Msg]:
    """The streaming plan priced beside the asked model's (the user's goal is live text): its model, streams a card
    on the measured card (capacity × STREAM_UTILISATION), the cheapest fleet and its month (hourly cost × the billed
    month's hours), the measured card's own fleet when the cheapest is scaled from it, and the asked plan's month.
    By hand (100 Chinese streams): 100 × 0.8 = 80 a measured A10 → 2 A10s, ≈ $2.58 an hour × 730 ≈ $1,883 a month."""
    if p is None or alt is None or not alt.rows or not p.rows:
        return []
    top = alt.rows[0]
    cards, gpu, per = streaming_cards(float(alt.live or 0), alt.model.key)
    measured = next((r for r in alt.rows if r.gpu == gpu), None) if top.scaled else None
    return [Msg(code="live_dictation.streaming_plan", args={
        "alt": alt.model.name, "streams": alt.live, "per": per, "gpu": gpu, "cards": cards,
        "source": _alt_source(alt.model.key),
        "fleet": fleet(f"{top.provider} {top.instance}", top.machines, top.gpus, top.gpu),
        "card": top.gpu, "top_per": top.rate * STREAM_UTILISATION, "scaled": top.scaled,
        "month": money_text(top.cost * alt.month_hours, alt.currency),
        "measured": fleet(f"{measured.provider} {measured.instance}", measured.machines, measured.gpus, measured.gpu)
        if measured is not None else None,
        "measured_month": money_text(measured.cost * alt.month_hours, alt.currency) if measured is not None else None,
        "asked": p.model.name, "asked_month": money_text(p.rows[0].cost * p.month_hours, p.currency),
        "english": alt.model.key == KYUTAI_KEY})]


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
