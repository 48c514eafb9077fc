"""Fine-tuning Whisper on labelled audio, sized from its FLOPs: the card class, the job's hours and its cost — a
provisional answer with its assumptions said, never a bare question.

Why: expert review 20 Q26 — "fine-tune Whisper large-v3 on 800 hours of labelled Taiwanese/Mandarin audio: which GPU,
what total cost?" was refused in all three turns (and read as a transcription job). An expert answers "one 80 GB
A100/H100, ≈ 6–9 h, NT$300–600", from the arithmetic below.

The arithmetic (Kaplan et al. 2020: training ≈ 6 FLOP per parameter per token, forward 2 + backward 4):
- Whisper pads every clip to a 30 s window: the encoder sees `ENCODER_FRAMES` = 1,500 frames (the Whisper paper,
  Radford et al. 2022, §2.2: 30 s of 80/128-bin log-Mel at 10 ms, a stride-2 convolution → 1,500 positions), the
  decoder the transcript, `DECODER_TOKENS` = 200 tokens a 30 s clip (assumed and said: ~3–7 spoken tokens a second).
- Encoder and decoder have the same depth and width (large: 32 + 32 layers, d_model 1,280, the model card's
  config); the decoder's cross-attention makes it the larger half: `ENCODER_SHARE` = 635 M of 1,550 M ≈ 0.41.
- The hours of audio are cut into 30 s clips; `DEFAULT_EPOCHS` = 3 (assumed and said: the Hugging Face fine-tuning
  guide's 4,000-step runs on ~10 h of audio are several passes; more than 3 over 800 h rarely helps).
- Achieved throughput `MFU` = 0.24 of the card's 16-bit peak (tools.speed.peak_tflops): a 1.5 B model trained with
  the Hugging Face Seq2SeqTrainer (padding to 30 s, data loading, evaluation) reaches less than a large LLM run;
  NVIDIA cards with BF16 only (Volta/Turing: FP16 with loss scaling).
- Memory: a full fine-tune holds 16 B a parameter (weights, gradients, AdamW moments; tools.non_llm) = 24.8 GB for
  large, plus activations of 1,500 frames × batch: `MIN_CARD_GB` = 40 (gradient checkpointing, batch 8–16). A
  24 GB card needs LoRA or 8-bit Adam with checkpointing — said as the lever, not ranked.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import _row, _usable
from tools.media import MediaModel
from tools.media_train import TOP_ROWS, TrainRow
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.wording import duration

CLIP_S = 30.0
ENCODER_FRAMES = 1500
DECODER_TOKENS = 200
ENCODER_SHARE = 635 / 1550
DEFAULT_EPOCHS = 3
MFU = 0.24
MIN_CARD_GB = 40.0
LEVER_CARD_GB = 24.0
BYTES_PER_PARAM_FULL = 16


@dataclass(frozen=True)
class SpeechTrainPlan:
    model: MediaModel
    audio_hours: float
    clips: float
    epochs: float
    epochs_said: bool
    flops: float
    rows: list[TrainRow]
    currency: str
    filters: tuple[Msg, ...] = ()


def train_flops(params: float, audio_hours: float, epochs: float) -> tuple[float, float]:
    """(clips, FLOPs) of a full fine-tune: 6 × (encoder params × 1,500 frames + decoder params × 200 tokens) a clip."""
    clips = audio_hours * 3600 / CLIP_S
    per_clip = 6 * (params * ENCODER_SHARE * ENCODER_FRAMES + params * (1 - ENCODER_SHARE) * DECODER_TOKENS)
    return clips, per_clip * clips * epochs


def card_hours(flops: float, g: GPUSpec) -> float | None:
    """Hours on one card at MFU of its dense 16-bit peak; None for a card without BF16 or below the card class."""
    if g.vendor != "NVIDIA" or not g.bf16_support or (g.memory_gb or 0) < MIN_CARD_GB:
        return None
    try:
        peak = peak_tflops(g, "bf16", training=True)
    except SpeedUnknown:
        return None
    return flops / (peak * 1e12 * MFU) / 3600 if peak else None


def speech_train_plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                      currency: str, usd_cny: float, fx: dict[str, float],
                      places: Gazetteer | None = None) -> SpeechTrainPlan | None:
    """The cheapest machines for the fine-tune, one row per card, TOP_ROWS of them; None without hours of audio."""
    d = w.dataset
    if m.family != "speech" or d is None or d.unit != "audio_hours" or d.amount <= 0:
        return None
    epochs = d.epochs or DEFAULT_EPOCHS
    clips, flops = train_flops(m.params, d.amount, epochs)
    filt = row_filter(w, gpus, BYTES_PER_PARAM_FULL * m.params, places)
    best: dict[str, TrainRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        one = card_hours(flops, g) if g is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx) if one else None
        if g is None or one is None or not price:
            continue
        n = int(row.gpu_count or 1)
        hours = one / n + JOB_SETUP_HOURS  # data parallel over the machine's cards
        cand = TrainRow(row.provider, row.instance_type, g.name, n, 1, price, hours, price * hours, g.vendor, 0.0, True)
        seen = best.get(g.name)
        if seen is None or (cand.cost, cand.hours or 0) < (seen.cost, seen.hours or 0):
            best[g.name] = cand
    ranked = sorted(best.values(), key=lambda r: (r.cost, r.hours or 0))
    return SpeechTrainPlan(m, d.amount, clips, epochs, d.epochs is not None, flops, ranked[:TOP_ROWS], currency,
                           tuple(constraint_msgs(w, bool(ranked))))


def speech_train_answer(p: SpeechTrainPlan) -> list[Msg]:
    """The headline (card class, the job's FLOPs, the cheapest row or none), the filters, other rows, the arithmetic
    and its assumptions, the 24 GB lever."""
    row = _row(p.rows[0], p.currency) if p.rows else None
    out = [Msg(code="speech_train.head", args={
        "name": p.model.name, "hours": p.audio_hours, "epochs": p.epochs, "min_gb": MIN_CARD_GB,
        "states_gb": BYTES_PER_PARAM_FULL * p.model.params / 1e9, "row": row}), *p.filters]
    out += [Msg(code="embedding.also", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    out.append(Msg(code="speech_train.math", args={
        "clips": p.clips, "frames": ENCODER_FRAMES, "tokens": DECODER_TOKENS, "epochs": p.epochs,
        "flops": p.flops, "mfu": MFU, "took": duration(p.rows[0].hours) if p.rows and p.rows[0].hours else None}))
    out.append(Msg(code="speech_train.lever", args={"lever_gb": LEVER_CARD_GB}))
    out.append(Msg(code="speech_train.assumptions", args={"epochs_said": p.epochs_said, "epochs": p.epochs,
                                                          "tokens": DECODER_TOKENS,
                                                          "setup_min": JOB_SETUP_HOURS * 60}))
    return out
