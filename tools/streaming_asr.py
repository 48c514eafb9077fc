"""Streaming speech-recognition models (Kyutai STT): each row's languages, its delay and its published live capacity,
so live captions named on them are sized as streams a card carries, never as Whisper re-decoding a buffer.

Figures, each with its source (github.com/kyutai-labs/delayed-streams-modeling README, read 2026-12-05):
- kyutai/stt-2.6b-en: "an English-only model with ~2.6B parameters and a 2.5 second delay".
- kyutai/stt-1b-en_fr: "an English and French model with ~1B parameters, a 0.5 second delay, and a semantic VAD".
- capacity: "Easy batching for maximum efficiency: a H100 can process 400 streams in real-time" (the README's figure
  for its models, not split by model: the 1B is smaller, so the figure is a floor for it; taken as the H100 SXM, the
  README does not say which H100 — from memory, re-check); "For a L40S GPU, a batch size of 64 works well" (the Rust
  moshi-server's batch, a cross-check, not a capacity).
Weights licence: not held here (check the model cards). Planned at tools.media.STREAM_UTILISATION of the capacity:
⌈streams ÷ (400 × 0.8)⌉ H100s; by hand 300 streams → ⌈0.94⌉ = 1 H100 (+ one spare for a live service is the
operator's call).

A language the row does not list ("we also need German", 还要支持粤语) is not heard by it: `cover` names a held model
that hears the languages asked and whether it streams (Kyutai's 1B for English and French; FunASR's
Paraformer-zh-streaming for Mandarin; else an offline model of tools.asr_families — canary-1b-flash, parakeet-tdt-
0.6b-v3, SenseVoice-Small or Whisper large-v3-turbo — which live needs chunked re-decoding, tools.live_dictation)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tools.asr_families import CANARY4, EU25, covering_model

READ_ON = "2026-12-05"
SOURCE = "github.com/kyutai-labs/delayed-streams-modeling README"
CAPACITY_GPU = "H100 SXM"
CAPACITY_STREAMS = 400.0


@dataclass(frozen=True)
class StreamRow:
    """One streaming ASR model: its languages, its delay in seconds and the live streams one `gpu` carries."""
    key: str
    name: str
    params: float
    languages: tuple[str, ...]
    delay_s: float
    streams: float
    gpu: str
    source: str
    as_of: str = READ_ON


STREAM_ROWS: tuple[StreamRow, ...] = (
    StreamRow("kyutai-stt-2.6b-en", "Kyutai stt-2.6b-en", 2.6e9, ("English",), 2.5, CAPACITY_STREAMS, CAPACITY_GPU,
              f"{SOURCE}: English-only, ~2.6B, 2.5 s delay; a H100 processes 400 streams in real time"),
    StreamRow("kyutai-stt-1b-en_fr", "Kyutai stt-1b-en_fr", 1.0e9, ("English", "French"), 0.5, CAPACITY_STREAMS,
              CAPACITY_GPU, f"{SOURCE}: English and French, ~1B, 0.5 s delay; a H100 processes 400 streams in real time"),
)
STREAM_KEYS = frozenset(r.key for r in STREAM_ROWS)
KYUTAI = re.compile(r"(?i)kyutai|(?<![a-z0-9])stt[-_ ]?(?:1b|2\.6b)")
_ONE_B = re.compile(r"(?i)(?<![0-9.])1\s*b(?![a-z0-9])|en[_-]fr")
_BIG = re.compile(r"(?i)2\.6\s*b")


FRENCH = re.compile(r"(?i)french|法语|法語")
SUB_DELAY = re.compile(r"(?i)(?:under|below|<|within|less\s+than)\s*~?\s*(?:[12]|one|two)\s*(?:s\b|sec)|sub-?second"
                       r"|[12一两兩]\s*秒(?:内|以内|內|以內|之内|之內)")


def kyutai_row(text: str) -> StreamRow | None:
    """The Kyutai row named: "stt-1b-en_fr" / "2.6b" as said; Kyutai alone → the 2.6B (the leaderboard model) for
    English with no latency under its 2.5 s delay, else the 1B (French named, or "under ~1 s", 1秒内). None when no
    Kyutai model is named."""
    from tools.speech_dialogue import moshi_named

    if not KYUTAI.search(text or "") or moshi_named(text):  # Moshi: Kyutai's dialogue model, not a speech recogniser
        return None
    big, small = STREAM_ROWS
    if _ONE_B.search(text):
        return small
    if _BIG.search(text):
        return big
    return small if FRENCH.search(text) or SUB_DELAY.search(text) else big


def uncovered(row: StreamRow, languages: list[str]) -> list[str]:
    """The named languages the row does not list (the 2.6B with French → French; the 1B with German → German)."""
    return [x for x in languages if x not in row.languages]


def cover(languages: list[str]) -> tuple[str, bool]:
    """(a held model that hears all `languages`, whether it streams): the Kyutai 1B for English / French; FunASR's
    Paraformer-zh-streaming for Mandarin; else offline: canary-1b-flash (en de fr es), parakeet-tdt-0.6b-v3 (25
    European languages), SenseVoice-Small (CJK) or Whisper large-v3-turbo (tools.asr_families.covering_model)."""
    if all(x in STREAM_ROWS[1].languages for x in languages):
        return STREAM_ROWS[1].name, True
    if all(x == "Mandarin" for x in languages):
        return "Paraformer-zh-streaming (FunASR)", True
    if all(x in CANARY4 for x in languages):
        return "canary-1b-flash", False
    if all(x in EU25 for x in languages):
        return "parakeet-tdt-0.6b-v3", False
    return covering_model(languages), False
