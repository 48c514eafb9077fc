"""A live voice agent's per-call decode speed: what the use needs against a stated target above it.

A phone call's reply is heard at the pace it is spoken: tools.speech_llm.tokens_per_audio_minute ÷ 60 (English 150
words × 4/3 = 200 tokens a minute = 3.3 tokens/s; Mandarin 310.8 characters × 0.6 = 186.5 a minute = 3.1 tokens/s).
What the caller feels is the voice-to-voice delay: end of speech → ASR → the LLM's first token → the first phrase
(tools.voice.FIRST_TOKENS, 20 tokens) → speech synthesis's first chunk. Decode faster than VOICE_NEED_TOKENS_PER_S
(50 tokens/s: the first phrase in 20 ÷ 50 = 0.4 s, then 15× the speaking pace, so the synthesis never waits) only
shortens that first phrase: 200 tokens/s gives 20 ÷ 200 = 0.1 s, 0.3 s sooner, at several times the GPUs (each card
carries fewer calls at a shorter decode step). So a voice agent is sized at VOICE_NEED_TOKENS_PER_S and a stated
target above it is priced beside it, never silently made the floor ("200 tokens/s per call" sized 20 B200 at $99k a
month where 2 H100 carry 100 calls at ≈ 53 tokens/s for $3.2k). A voice agent with no stated speed is sized at the
same need (said as assumed, in every language), never at the 20 tokens/s chat default: at 22 tokens/s the first phrase
alone takes 20 ÷ 22 = 0.9 s of a 1 s voice-to-voice turn.

Speculative decoding (EAGLE) saves decode steps only while each step is memory-bound at a small batch: EAGLE-3 reports
≈ 1.4× throughput at batch 64 in SGLang on H100 against 3–6.5× at batch 1 (Li et al. 2025, arXiv:2503.01840,
abstract): at 100 calls a card its effect on the card count is small (SPEC_GAIN_AT_BATCH)."""

from __future__ import annotations

from dataclasses import dataclass

from tools.schema import Workload
from tools.speech_llm import tokens_per_audio_minute
from tools.voice import FIRST_TOKENS

VOICE_NEED_TOKENS_PER_S = 50.0  # decode a voice agent needs per call (the first phrase in 0.4 s; 15× speech)
SPEC_GAIN_AT_BATCH = 1.4  # EAGLE-3 at batch 64 (arXiv:2503.01840, SGLang, H100): ≈ 1.38× throughput
SPEC_GAIN_AT_BATCH_BATCH = 64
SECONDS_A_MINUTE = 60.0


@dataclass(frozen=True)
class VoiceSpeed:
    stated: float  # tokens/s per call asked
    need: float  # tokens/s per call the voice use needs (the floor sized)
    spoken: float  # tokens/s the reply is spoken at
    first_at_need_s: float  # the first phrase's decode at the need
    first_at_stated_s: float  # the first phrase's decode at the stated target
    saved_s: float  # how much sooner the reply starts at the stated target
    times: float  # the stated target ÷ the need: the decode speed-up per call it asks for


def spoken_tokens_per_s(chinese: bool) -> float:
    """Tokens a second a spoken reply plays at. By hand: English 200 ÷ 60 = 3.3; Mandarin 186.5 ÷ 60 = 3.1."""
    return tokens_per_audio_minute(chinese) / SECONDS_A_MINUTE


def voice_speed(stated: float | None, chinese: bool) -> VoiceSpeed | None:
    """A stated per-call decode target above what a voice agent needs, with the seconds it would save; None when no
    target is stated or it is at or below the need. By hand (200 tokens/s, English): first phrase 20 ÷ 50 = 0.4 s at
    the need, 20 ÷ 200 = 0.1 s as stated, 0.3 s saved; 200 ÷ 50 = 4× the need; spoken at 3.3 tokens/s."""
    if not stated or stated <= VOICE_NEED_TOKENS_PER_S:
        return None
    at_need, at_stated = FIRST_TOKENS / VOICE_NEED_TOKENS_PER_S, FIRST_TOKENS / stated
    return VoiceSpeed(stated=stated, need=VOICE_NEED_TOKENS_PER_S, spoken=spoken_tokens_per_s(chinese),
                      first_at_need_s=at_need, first_at_stated_s=at_stated, saved_s=at_need - at_stated,
                      times=stated / VOICE_NEED_TOKENS_PER_S)


def voice_asked(w: Workload) -> float | None:
    """The per-call speed a voice agent's user asked above what speech needs, while the agent is sized at the need
    (the reader's voice_asked_tokens_per_s with the per-user target still at VOICE_NEED_TOKENS_PER_S): every line that
    names the per-user target says "sized at 50 tokens/s a call (you asked 200)", never "your 50". None otherwise (a
    later stated target replaces the need)."""
    asked = w.voice_asked_tokens_per_s
    if asked is None or w.target_tokens_per_s_per_user != VOICE_NEED_TOKENS_PER_S or asked <= VOICE_NEED_TOKENS_PER_S:
        return None
    return asked


def voice_assumed(w: Workload) -> bool:
    """A voice agent sized at VOICE_NEED_TOKENS_PER_S because no per-call speed was stated (the reader's
    voice_speed_assumed): every line that names the per-user target says "50 tokens/s a call, what a spoken reply needs
    (assumed)", never "your 50" nor the 20 tokens/s chat default. False once a stated target replaces it."""
    return bool(w.voice_speed_assumed) and w.target_tokens_per_s_per_user == VOICE_NEED_TOKENS_PER_S \
        and voice_asked(w) is None


def month_ratio(stated_month: float, need_month: float) -> float | None:
    """How many times the need's month the stated target's month is. By hand: $99,134 ÷ $3,164 = 31.3."""
    return stated_month / need_month if need_month > 0 else None


def plan_gpus(gpu_count: float, instances: int) -> int:
    """The GPUs a plan rents: each machine's cards × its machines. By hand: 4 × B200 × 5 machines = 20."""
    return round(gpu_count * instances)
