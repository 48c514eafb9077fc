"""A live voice agent (a phone bot, 语音客服, 電話機械人: streaming speech-to-text → an LLM → streaming speech synthesis,
N calls at once) sized stage by stage: the LLM by tools.recommend, the speech-to-text stage as N live streams by
tools.media (its live-stream sizing: a stream costs tools.media.stream_cost seconds of a card's measured rate each
second, the card kept ≤ STREAM_UTILISATION busy), the speech-synthesis stage here, and the month of all three with each
stage's share. "廣東話電話voice bot（ASR + LLM + TTS），最多20條線同時講" priced the LLM alone.

Speech synthesis of a live call: a TTS model makes `rtf` seconds of compute per second of speech (its published
real-time factor, tools.generated_media.TTS_MODELS; scaled to another card by the slower of memory bandwidth and
compute, never faster than measured: tools.generated_media.scaled_rtf). The agent speaks only part of each call
(TALK_SHARE, an assumption said in the answer: the caller talks the rest), so one call keeps rtf × TALK_SHARE of a
card busy, and a live speech stream keeps its cards ≤ TTS_UTILISATION busy (tools.media.STREAM_UTILISATION, the
speech-to-text streams' margin for bursts). The RTF is a single stream's (offline, one request at a time), so batching
several calls on a card is not credited. By hand: F5-TTS's RTF 0.1467 on an L20 × 0.5 = 0.0734 of a card a call → 0.8
/ 0.0734 = 10.9 calls a card; 20 calls → ⌈20 × 0.0734 / 0.8⌉ = ⌈1.83⌉ = 2 cards.

A stage runs on the LLM's machine when tools.stages' colocation rule holds for it: its weights fit beside the LLM's
plan on one card, and its busy time (live: the cards' worth of compute it keeps busy, around the clock) takes at most
COLOCATE_SHARE of the machine (live_colocation)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.batch_filters import for_serving, row_filter
from tools.cost import convert_amount
from tools.embedding import _usable
from tools.generated_media import TTS_MIN_GB, scaled_rtf
from tools.media import STREAM_UTILISATION
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Workload
from tools.stages import Colocation, colocation

TALK_SHARE = 0.5  # the agent speaks about half of each call (assumed, said): the caller speaks the rest
TTS_UTILISATION = STREAM_UTILISATION  # a live speech stream, as the speech-to-text streams (tools.media)


def tts_card_load(rtf: float, talk_share: float = TALK_SHARE) -> float:
    """The share of one card a live call's speech synthesis keeps busy: RTF × the share of the call the agent speaks.
    By hand: 0.1467 × 0.5 = 0.0734."""
    return rtf * talk_share


def tts_calls_per_card(rtf: float, talk_share: float = TALK_SHARE, util: float = TTS_UTILISATION) -> float:
    """Calls one card speaks for at ≤ `util` busy. By hand: 0.8 / (0.1467 × 0.5) = 10.9."""
    return util / tts_card_load(rtf, talk_share)


def tts_cards(calls: int, rtf: float, talk_share: float = TALK_SHARE, util: float = TTS_UTILISATION) -> int:
    """Cards for `calls` at once. By hand: ⌈20 × 0.0734 / 0.8⌉ = ⌈1.83⌉ = 2; a T4 (RTF 1.075): ⌈20 × 0.537 / 0.8⌉ = 14."""
    return max(1, math.ceil(calls * tts_card_load(rtf, talk_share) / util - 1e-9))


@dataclass(frozen=True)
class TTSStage:
    """The speech-synthesis stage's pick: the card, the machine type (`gpus` cards each), how many machines, one
    machine's hourly price (display currency), the RTF used on that card and whether it is scaled, the calls a card
    carries, and the month (`month_hours` of all machines)."""
    gpu: str
    provider: str
    instance: str
    gpus: int
    machines: int
    price: float
    rtf: float
    scaled: bool
    per_card: float
    month: float

    @property
    def cards(self) -> int:
        return self.gpus * self.machines


def tts_stage(calls: int, rtf: float, ref_gpu: str, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
              currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None, month_hours: float,
              weights_bytes: float = 1e9, talk_share: float = TALK_SHARE, token_stage: bool = False) -> TTSStage | None:
    """The cheapest machines in the stated places and clouds (tools.batch_filters.row_filter, the media plans' rule)
    that speak for `calls` at once: per machine type, tts_cards at the card's RTF (the measured card's own, else
    scaled_rtf), whole machines of its cards, the lowest hourly total (fewer machines on a tie); None when no NVIDIA
    card ≥ TTS_MIN_GB is priced there."""
    ref = gpus.get(ref_gpu)
    filt = for_serving(row_filter(w, gpus, weights_bytes, places), w)  # live calls: no resold row (tools.seller_sla)
    best: TTSStage | None = None
    for row in rows:
        g = _usable(row, gpus, filt)
        if g is None or g.vendor != "NVIDIA" or (g.memory_gb or 0) < TTS_MIN_GB:
            continue
        r = rtf if g.name == ref_gpu else scaled_rtf(rtf, ref, g, token_stage) if ref is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx)
        if r is None or not price:
            continue
        n = int(row.gpu_count or 1)
        k = math.ceil(tts_cards(calls, r, talk_share) / n)
        got = TTSStage(g.name, row.provider, row.instance_type, n, k, price, r, g.name != ref_gpu,
                       tts_calls_per_card(r, talk_share), price * k * month_hours)
        if best is None or (got.month, got.machines) < (best.month, best.machines):
            best = got
    return best


def live_colocation(card_usable_bytes: float, llm_per_gpu_bytes: float, stage_bytes: float, cards: int,
                    busy_cards: float) -> Colocation:
    """A live stage on the LLM's machine (tools.stages.colocation's rule, around the clock): its weights beside the
    LLM's plan on one card, and the cards' worth of compute it keeps busy (`busy_cards`) at most COLOCATE_SHARE of the
    machine's `cards`. By hand: 20 SenseVoice streams × 8.4 s ÷ 110.7× on a T4 = 1.52 cards busy on a 4 × T4 machine
    → 1.52 / 4 × 24 h = 9.1 h of 12 h a day → fits on compute."""
    return colocation(card_usable_bytes, llm_per_gpu_bytes, stage_bytes, cards, 1.0, busy_cards * 24 * 3600)


def shares(parts: list[float]) -> list[float]:
    """Each stage's share of the total month, in per cent. By hand: 4,612 + 2,000 + 3,000 = 9,612 → 48 %, 21 %, 31 %."""
    total = sum(parts)
    return [100 * p / total if total else 0.0 for p in parts]


def asr_busy_cards(calls: int, stream_cost_s: float, rate_x: float) -> float:
    """The cards' worth of compute `calls` live speech-to-text streams keep busy: each stream costs `stream_cost_s`
    seconds of a card's measured rate (`rate_x` × real time) each second. By hand: 20 × 8.43 / 110.7 = 1.52."""
    return calls * stream_cost_s / rate_x


def streams_per_card(rate_x: float, stream_cost_s: float, util: float) -> float:
    """Live streams one card carries at ≤ `util` busy. By hand: 110.7 / 8.43 × 0.8 = 10.5."""
    return rate_x / stream_cost_s * util


def busy_pct(co: Colocation) -> float:
    """The share of the host's cards a live colocation keeps busy, in per cent (its hours a day over 24 h)."""
    return 100 * co.hours / 24


@dataclass
class LiveHost:
    """The LLM's machine as the colocation rule reads it for live stages: its card's usable bytes, its cards, the
    memory used on each (the LLM's plan, then each stage put there with its CUDA context) and the cards' worth of
    compute the stages there keep busy. By hand: a 4 × T4 host with 10.2 GB of LLM a card takes SenseVoice (1.0 GB,
    1.52 cards busy), then 20 TTS calls at 0.537 of a card each (10.7 more) do not fit: 12.3 > 2 cards."""
    gpu_name: str
    usable_bytes: float
    cards: int
    used: float
    busy: float = 0.0

    def take(self, stage_bytes: float, busy_cards: float) -> Colocation:
        """The colocation rule for one more stage beside what is there; the stage is taken when it fits."""
        from tools.memory import CUDA_CONTEXT_BYTES

        co = live_colocation(self.usable_bytes, self.used, stage_bytes, self.cards, self.busy + busy_cards)
        if co.fits:
            self.used += stage_bytes + CUDA_CONTEXT_BYTES
            self.busy += busy_cards
        return co


def machines_hourly(price: float, machines: int) -> float:
    """The hourly price of a stage's machines: one machine's × their count (14 × 6.318 = 88.45)."""
    return price * machines


# ---- the voice-to-voice latency budget ("need under 800ms voice-to-voice" was dropped) ----------
# A caller hears the agent after: the end of their turn is detected (ENDPOINT_S of silence, a VAD setting: assumed and
# said), the speech-to-text stage's last decode, the LLM's first token, the first FIRST_TOKENS tokens (about the first
# phrase, what speech synthesis needs to start), and the first FIRST_AUDIO_S of speech synthesised. Whisper is no
# streaming model: every decode reads a WHISPER_WINDOW_S log-Mel window however short the audio (Radford et al. 2022,
# "Robust Speech Recognition via Large-Scale Weak Supervision", §2.2: inputs padded to 30 s), so its last decode is
# that window at the card's measured rate (× real time, tools.media: a batched throughput, so an optimistic bound).
# The network (phone carrier, hops between stages) is not counted: said, with the stages kept on one provider/region.
ENDPOINT_S = 0.3  # end-of-turn silence before the agent answers (assumed; the VAD's silence threshold)
WHISPER_WINDOW_S = 30.0
FIRST_TOKENS = 20  # ≈ 15 words: the first phrase speech synthesis starts on (assumed)
FIRST_AUDIO_S = 1.0  # the first second of speech synthesised before playback starts (assumed)
# No target said: the turn is still judged, against 1 s (assumed, said as such): people answer each other after gaps
# of about 0.2 s on average across ten languages (Stivers et al. 2009, "Universals and cultural variation in
# turn-taking in conversation", PNAS 106(26)), and a caller hears a pause much past a second as the line gone dead
DEFAULT_TARGET_S = 1.0


@dataclass(frozen=True)
class LatencyBudget:
    """Seconds per stage of one turn, against the stated target (None: a stage with no figure, left out and said)."""
    target_s: float
    endpoint_s: float
    asr_s: float | None
    ttft_s: float | None
    tokens_s: float | None
    tts_s: float | None

    @property
    def total_s(self) -> float:
        return sum(x for x in (self.endpoint_s, self.asr_s, self.ttft_s, self.tokens_s, self.tts_s) if x is not None)

    @property
    def ok(self) -> bool:
        return self.total_s <= self.target_s


# The stage that dominates the turn, and its lever: ranked over the waits a design choice moves — Whisper's last decode
# (its 30 s window however short the audio: a streaming speech-to-text model decodes only the last chunk), the LLM's
# first token (prefix caching, fewer calls a card) with its first phrase's decode only where it runs under the speed
# speech needs (tools.voice_speed, 50 tokens/s a call: the phrase takes 20 ÷ 50 = 0.4 s there, and raising the LLM past
# that to make a turn fit asks the GPUs for a speed no caller hears), and the first chunk of synthesised speech (a
# smaller first chunk). The end-of-turn silence is a VAD setting, said as assumed, not ranked.
STAGE_ASR, STAGE_LLM, STAGE_TTS = "asr", "llm", "tts"


@dataclass(frozen=True)
class DominantStage:
    """The stage with the largest movable wait: its code (STAGE_*), those seconds, the turn without them, whether that
    fits the target, and whether the LLM decodes under the speed speech needs (its lever then includes that speed)."""
    stage: str
    stage_s: float
    without_s: float
    fits_without: bool
    llm_below_need: bool


def dominant_stage(b: LatencyBudget, need_tokens_per_s: float) -> DominantStage | None:
    """The stage that dominates the turn's movable wait (notes above); None when no stage has a figure. By hand (Llama
    8B, 100 calls at 53 tokens/s, Whisper turbo on an RTX A5000): ASR 30 s ÷ 92.6× = 0.324 s, LLM first token 0.162 s
    (its 20 tokens at 53 ≥ 50 tokens/s: not movable), CosyVoice2's first 1 s of speech 0.141 s → ASR; the turn 1.304 −
    0.324 = 0.980 s without it → fits 1 s. At 22 tokens/s a call: 0.199 + (20 ÷ 22 − 20 ÷ 50 = 0.523) = 0.722 s → LLM."""
    at_need = FIRST_TOKENS / need_tokens_per_s
    below = b.tokens_s is not None and b.tokens_s > at_need
    llm = None if b.ttft_s is None and not below else (b.ttft_s or 0.0) + (b.tokens_s - at_need if below and
                                                                             b.tokens_s is not None else 0.0)
    ranked = [(s, x) for s, x in ((STAGE_ASR, b.asr_s), (STAGE_LLM, llm), (STAGE_TTS, b.tts_s)) if x is not None]
    if not ranked:
        return None
    stage, x = max(ranked, key=lambda t: t[1])
    without = b.total_s - x
    return DominantStage(stage, x, without, without <= b.target_s, below)


def latency_budget(target_s: float, asr_rate_x: float | None, whisper: bool, ttft_s: float | None,
                   tokens_per_s: float | None, tts_rtf: float | None) -> LatencyBudget:
    """One turn's budget (module notes above). By hand, 800 ms with Whisper at 29× real time, first token 0.3 s,
    45 tokens/s a user, Kokoro at RTF 0.01: 0.3 + 30/29 (1.03) + 0.3 + 20/45 (0.44) + 1 × 0.01 = 2.09 s → ❌."""
    asr = WHISPER_WINDOW_S / asr_rate_x if whisper and asr_rate_x else None
    tokens = FIRST_TOKENS / tokens_per_s if tokens_per_s else None
    tts = FIRST_AUDIO_S * tts_rtf if tts_rtf is not None else None
    return LatencyBudget(target_s, ENDPOINT_S, asr, ttft_s, tokens, tts)


# ---- a turn-taking voice app's stated shape ("每25秒一轮对话，AI每次回复10秒左右语音") ---------------------------------
# A voice app that talks with its users in turns (an English-speaking coach, a phone agent) says how often a turn comes
# and how long the agent's spoken reply is. Both size the pipeline: the reply's text is what the LLM writes (the speech
# seconds at a published speech rate, tools.speech_llm.tokens_per_audio_minute: English 150 words a minute × 4/3 tokens
# a word = 200 tokens a minute; Mandarin 310.8 characters × 0.6 = 186.5), a user sends one message a turn (the
# interval the interactive response-time law of tools.traffic takes), and speech synthesis runs for the reply's seconds
# out of each turn's (the share of a session the agent speaks, replacing TALK_SHARE's assumption).


def spoken_reply_tokens(reply_s: float, chinese: bool) -> int:
    """The LLM tokens of a reply spoken for `reply_s` seconds (tools.speech_llm.tokens_per_audio_minute, rounded up).
    By hand: 10 s of English → 10 / 60 × 200 = 33.3 → 34; 10 s of Mandarin → 10 / 60 × 186.5 = 31.08 → 32."""
    from tools.speech_llm import tokens_per_audio_minute

    return max(1, math.ceil(reply_s / 60 * tokens_per_audio_minute(chinese) - 1e-9))


def turn_talk_share(reply_s: float, turn_s: float) -> float:
    """The share of a session the agent speaks: its reply's seconds over the turn's, at most 1. By hand: 10 s replies
    every 25 s → 0.4; 1,000 sessions × 0.4 = 400 s of speech synthesised every second."""
    return min(1.0, reply_s / turn_s) if turn_s > 0 else TALK_SHARE


def turn_asr_cost(turn_s: float, reply_s: float, whisper: bool) -> float:
    """Seconds of a card's measured (batched) speech-to-text rate one turn-taking session uses each second: its
    user's utterance is decoded once, when the VAD closes it (ENDPOINT_S), not re-decoded as a live caption stream is
    (tools.media.STREAM_COST). Whisper pads every utterance to its WHISPER_WINDOW_S window (Radford et al. 2022, §2.2),
    so a turn costs that window; a model with no fixed window (SenseVoice-Small, Paraformer-large: non-autoregressive
    over the utterance as cut) costs the user's speech, at most the turn less the agent's reply. By hand: Whisper, a
    turn every 20 s → 30 / 20 = 1.5; SenseVoice, 10 s replies every 25 s → (25 − 10) / 25 = 0.6."""
    if turn_s <= 0:
        return 0.0
    return WHISPER_WINDOW_S / turn_s if whisper else max(0.0, turn_s - reply_s) / turn_s


def call_asr_cost(talk_share: float = TALK_SHARE) -> float:
    """Seconds of a card's measured (batched) speech-to-text rate one phone call uses each second when its model has
    no fixed window (SenseVoice-Small, Paraformer-large: non-autoregressive over the utterance as the VAD cuts it): the
    caller's speech, the call less the agent's share (TALK_SHARE, assumed and said), decoded once per utterance, never
    Whisper's re-decoded caption stream (tools.media.STREAM_COST, 8.4 s a second). By hand: 1 − 0.5 = 0.5; 50 calls
    × 0.5 ÷ SenseVoice's 110.7× on a T4 = 0.23 of a card."""
    return max(0.0, 1.0 - talk_share)


# a caller's utterance between the agent's replies in a turn-based phone call (assumed and said: a question or an
# answer of a sentence or two); only a Whisper call's cost depends on it (each utterance padded to WHISPER_WINDOW_S)
CALLER_UTTERANCE_S = 5.0


def live_call_asr_cost(stream_cost: float, talk_share: float = TALK_SHARE) -> float:
    """Seconds of a streaming model's measured stream capacity one turn-based phone call uses each second: a VAD in
    front of the recogniser passes only the caller's speech (the call less the agent's TALK_SHARE, assumed and said),
    so the call's stream runs that share of the time, never a stream held open through the agent's replies and the
    silences. By hand: Paraformer-zh-streaming, 1 s a second × (1 − 0.5) = 0.5; 50 calls → 25 streams' worth."""
    return stream_cost * max(0.0, 1.0 - talk_share)


def whisper_call_asr_cost(stream_cost: float, talk_share: float = TALK_SHARE,
                          utterance_s: float = CALLER_UTTERANCE_S) -> float:
    """Seconds of Whisper's measured (batched) rate one turn-based phone call uses each second: the caller's
    utterances (the call less the agent's TALK_SHARE, each CALLER_UTTERANCE_S long, both assumed and said) decoded once
    when the VAD closes each, every one padded to the WHISPER_WINDOW_S window (Radford et al. 2022, §2.2), at most the
    re-decoded caption stream's `stream_cost`. By hand: (1 − 0.5) ÷ 5 s = 0.1 utterances a second × 30 s = 3.0 s a
    second, against 8.4 for a caption stream; 20 calls → ⌈20 × 3.0 ÷ 8.4⌉ = 8 caption streams' worth."""
    if utterance_s <= 0:
        return stream_cost
    return min(stream_cost, max(0.0, 1.0 - talk_share) / utterance_s * WHISPER_WINDOW_S)


def stream_equivalents(sessions: int, session_cost: float, stream_cost: float) -> int:
    """The live streams (each `stream_cost` seconds of decoding a second, tools.media.stream_cost) whose work equals
    `sessions` at `session_cost` each, rounded up: what tools.media.plan sizes. By hand: 1,000 SenseVoice sessions ×
    0.6 ÷ 8.43 = 71.2 → 72."""
    return max(1, math.ceil(sessions * session_cost / stream_cost - 1e-9))


def month_saved(heavy: float, light: float) -> float:
    """What the lighter TTS saves a month: the heavier stage's month less its own (¥147,168 − ¥4,730 = ¥142,438)."""
    return heavy - light
