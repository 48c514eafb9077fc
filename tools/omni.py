"""Speech-in / speech-out ("omni") models served as voice agents: Qwen2.5-Omni-7B / -3B and Qwen3-Omni-30B-A3B. A
Thinker (an LLM: the registry row, catalog/data/models.json, is its language tower) reads the caller's audio as tokens
and writes the reply; a Talker turns the Thinker's states into speech codes and a code-to-waveform stage (Qwen2.5-Omni:
token2wav, a DiT + BigVGAN; Qwen3-Omni: Code2Wav, a causal ConvNet) makes the audio. An answer once sized
Qwen3-Omni as a text MoE with 161-token prompts, no audio in them and no Talker.

Each figure's source:
- audio tokens a second: Qwen2.5-Omni: its audio encoder gives one frame per ≈ 40 ms of audio (Qwen2.5-Omni Technical
  Report, arXiv:2503.20215 §2.2) and its config.json thinker_config sets position_id_per_seconds 25, so 25 tokens a
  second; Qwen3-Omni: the AuT encoder downsamples the 100 Hz mel frames 8× to a 12.5 Hz token rate (Qwen3-Omni
  Technical Report, arXiv:2509.17765; the same AuT front end as Qwen3-ASR: 8× conv downsample, 12.5 Hz);
- the Talker's memory: the model cards: Qwen2.5-Omni's `enable_audio_output=False` / `disable_talker()` "saves about
  2GB of GPU memory"; Qwen3-Omni's `model.disable_talker()` saves "about 10GB" (its minimum-memory table, BF16, a
  15-s video: Instruct 78.85 GB, the Talker-less Thinking 68.74 GB);
- the whole model's minimum GPU memory, BF16, a 15-s video (the model cards' tables): Qwen2.5-Omni-7B 31.11 GB,
  Qwen2.5-Omni-3B 18.38 GB, Qwen3-Omni-30B-A3B-Instruct 78.85 GB;
- first audio: Qwen3-Omni's theoretical end-to-end first-packet latency 234 ms in cold start, one stream (its
  technical report's abstract); none is published for Qwen2.5-Omni;
- serving: at release vLLM served the Thinker (text out) and the Talker's speech out ran in HF transformers, one
  stream at a time (the Qwen3-Omni model card's vLLM section; vLLM-Omni batches both stages — check its maturity):
  so N calls of speech out is a stage to time on a pilot, never assumed to batch as the Thinker does.

Assumed, said in the answer ("measure on a pilot"): the caller's speech a turn's prompt holds (CALLER_SPEECH_S, a
mid-call turn with the call's audio so far) and the text around it (OMNI_TEXT_TOKENS: a system prompt and the bot's
earlier replies as text)."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class OmniModel:
    """An omni model's own figures: its registry row (the Thinker's language tower), audio tokens a second, the GPU
    memory its Talker adds (GB, BF16; None: not published), the model card's minimum GPU memory (GB, BF16, a 15-s
    video), its published first-audio latency (s; None: none), and the sources."""
    name: str
    audio_tokens_per_s: float
    talker_gb: float | None
    card_min_gb: float
    first_packet_s: float | None
    source: str


QWEN25_OMNI_SOURCE = ("Qwen2.5-Omni Technical Report, arXiv:2503.20215 (one audio frame per ≈ 40 ms; config "
                      "position_id_per_seconds 25); huggingface.co/Qwen/Qwen2.5-Omni-7B model card (minimum GPU memory, "
                      "disable_talker saves ≈ 2 GB)")
QWEN3_OMNI_SOURCE = ("Qwen3-Omni Technical Report, arXiv:2509.17765 (AuT 12.5 Hz audio tokens; 234 ms theoretical "
                     "first packet, cold start); huggingface.co/Qwen/Qwen3-Omni-30B-A3B-Instruct model card (minimum "
                     "GPU memory 78.85 GB Instruct vs 68.74 GB Thinking at a 15-s video; disable_talker saves ≈ 10 GB)")
OMNI_MODELS = {
    "Qwen3-Omni-30B-A3B": OmniModel("Qwen3-Omni-30B-A3B", 12.5, 10.0, 78.85, 0.234, QWEN3_OMNI_SOURCE),
    "Qwen2.5-Omni-7B": OmniModel("Qwen2.5-Omni-7B", 25.0, 2.0, 31.11, None, QWEN25_OMNI_SOURCE),
    "Qwen2.5-Omni-3B": OmniModel("Qwen2.5-Omni-3B", 25.0, 2.0, 18.38, None, QWEN25_OMNI_SOURCE),
}

CALLER_SPEECH_S = 60.0  # the caller's speech a mid-call turn's prompt holds (assumed: the call's audio so far)
OMNI_TEXT_TOKENS = 500  # a system prompt and the bot's earlier replies as text (assumed)


def audio_tokens(m: OmniModel, seconds: float) -> int:
    """The Thinker's audio tokens for `seconds` of speech. By hand: Qwen3-Omni 60 s × 12.5 = 750; Qwen2.5-Omni 60 s
    × 25 = 1,500."""
    return math.ceil(seconds * m.audio_tokens_per_s - 1e-9)


def omni_prompt_tokens(m: OmniModel, caller_s: float = CALLER_SPEECH_S, text_tokens: int = OMNI_TEXT_TOKENS) -> int:
    """A voice turn's Thinker prompt: the caller's speech as audio tokens plus the text around it. By hand: Qwen3-Omni
    750 + 500 = 1,250; Qwen2.5-Omni-7B 1,500 + 500 = 2,000 — never a 161-token text prompt."""
    return audio_tokens(m, caller_s) + text_tokens


def first_audio_left(target_s: float, endpoint_s: float, first_packet_s: float | None) -> float | None:
    """What a first-audio target leaves the Thinker's first token (and the network) once the end-of-turn wait and
    the Talker's published first packet are taken: 1.0 − 0.3 − 0.234 = 0.466 s; None with no published packet."""
    if first_packet_s is None:
        return None
    return target_s - endpoint_s - first_packet_s
