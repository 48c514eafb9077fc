"""Live interpretation (simultaneous translation of a talk, 同传, 即時口譯) sized as live streams through three stages:
streaming speech-to-text of each room's speaker → machine translation of each clause by an LLM → speech synthesis of
the translation when a voice output is asked. "Live interpretation for 20 meeting rooms, Chinese→English, with voice
output" was not sized at all.

Streams: each room is one live audio stream into speech-to-text; each room × target language is one translation
stream (an LLM request a clause, at most one in flight a stream: the LLM is sized at that many at once) and, with a
voice output, one speech-synthesis stream. The speech-to-text figures are tools.media's (measured live-stream
capacity, scaled by the slower of memory bandwidth and FP16 compute), the speech-synthesis figures
tools.generated_media's (published RTF, scaled by FP32 TFLOPS), both reused by advisor.core.voice_stages as for a
voice agent. Unlike a phone agent that speaks about half
of a call, the interpretation speaks whenever the speaker does: INTERP_TALK_SHARE = 1 (assumed, the worst case: a
talk with no pauses).

Latency budget per hop (one clause, from the speaker's words to the listener hearing them):
- speech-to-text: the streaming model's measured delay until a chunk's text shows — FunASR Paraformer-zh-streaming
  600 ms chunk + 463 ms p99 compute = 1.06 s (tools.media.PARAFORMER_STREAM_LATENCY_S), whisper_streaming 3.3 s
  average (Macháček et al. 2023, tools.media.STREAM_LATENCY_S);
- a clause to translate: SEGMENT_WAIT_S of speech heard before translation starts (a clause, assumed, measure on a
  pilot: shorter waits translate fragments and re-translate);
- translation: the LLM's first token + SEGMENT_TOKENS tokens at its per-user speed (the LLM pick's figures);
- speech synthesis: the first FIRST_AUDIO_S of speech at the TTS card's RTF (tools.voice.FIRST_AUDIO_S).
The sum is held against a human interpreter's lag: the average ear-voice span measured on about 800 sentences of
English→Korean simultaneous interpretation is 3 s (Lee 2002, "Ear voice span in English into Korean simultaneous
interpretation", Meta 47(4), doi:10.7202/008039ar) — a comparison, not a standard; a stated target replaces it."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.voice import FIRST_AUDIO_S

INTERP_TALK_SHARE = 1.0  # the translated voice speaks whenever the speaker does (assumed: a talk with no pauses)
HUMAN_EVS_S = 3.0  # average ear-voice span of simultaneous interpreters (Lee 2002, Meta 47(4), doi:10.7202/008039ar)
EVS_SOURCE = "Lee 2002, Meta 47(4), doi:10.7202/008039ar: average ear-voice span 3 s"
SEGMENT_WAIT_S = 1.0  # speech heard before a clause is sent to translation (assumed, measure on a pilot)
SEGMENT_TOKENS = 30  # tokens of one translated clause (≈ 20 English words; assumed, measure on a pilot)


@dataclass(frozen=True)
class InterpStreams:
    """The streams N rooms make: speech-to-text (one a room), translation and speech synthesis (one a room and
    target language; no synthesis without a voice output)."""
    rooms: int
    languages: int
    voice: bool

    @property
    def asr(self) -> int:
        return self.rooms

    @property
    def mt(self) -> int:
        return self.rooms * self.languages

    @property
    def tts(self) -> int:
        return self.mt if self.voice else 0


def streams(rooms: int, languages: int = 1, voice: bool = True) -> InterpStreams:
    """The streams of `rooms` rooms into `languages` target languages. By hand: 20 rooms, Chinese→English and
    Japanese, voice → 20 speech-to-text streams, 40 translation streams, 40 speech-synthesis streams."""
    return InterpStreams(max(1, rooms), max(1, languages), voice)


@dataclass(frozen=True)
class InterpBudget:
    """Seconds per hop of one clause (None: a hop with no figure, left out and said) against the target."""
    target_s: float
    asr_s: float | None
    wait_s: float
    mt_s: float | None
    tts_s: float | None

    @property
    def total_s(self) -> float:
        return sum(x for x in (self.asr_s, self.wait_s, self.mt_s, self.tts_s) if x is not None)

    @property
    def ok(self) -> bool:
        return self.total_s <= self.target_s


def interp_budget(asr_latency_s: float | None, ttft_s: float | None, tokens_per_s: float | None,
                  tts_rtf: float | None, target_s: float | None = None) -> InterpBudget:
    """One clause's hops (module notes) against `target_s` (else HUMAN_EVS_S). By hand: Paraformer-zh-streaming
    1.06 s + a 1.0 s clause + the LLM's first token 0.1 s + 30 tokens at 30 tokens/s (1.0 s) + 1 s of speech at RTF
    0.367 (0.37 s) = 3.53 s → over a 3 s ear-voice span; without a voice output 3.16 s."""
    mt = (ttft_s or 0.0) + SEGMENT_TOKENS / tokens_per_s if tokens_per_s else None
    tts = FIRST_AUDIO_S * tts_rtf if tts_rtf is not None else None
    return InterpBudget(target_s or HUMAN_EVS_S, asr_latency_s, SEGMENT_WAIT_S, mt, tts)


def cards_for(streams_at_once: int, per_card: float) -> int:
    """Cards a stage needs for its streams at a card's capacity (streams a card at its busy limit). By hand: 40
    synthesis streams at 2.2 a card → ⌈18.2⌉ = 19."""
    return max(1, math.ceil(streams_at_once / per_card - 1e-9)) if per_card > 0 else 0
