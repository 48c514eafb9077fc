"""Training a VITS-family text-to-speech model on hours of recorded speech: the card class, the days, the GPU-hours
and the cost in the stated place, from scratch and as a fine-tune from a pretrained checkpoint, with the CPU data
prep and the MMS-TTS base checkpoint's licence — a provisional plan with its assumptions said, never a bare
"which TTS model?".

Why: "公視用 30 小時台語語料訓練 VITS 語音合成，資料不出台灣" was routed to the TTS inference path and answered with
"which TTS model?". An expert answers "one 24–48 GB card, a few days from scratch, far less as a fine-tune,
NT$ thousands in Taiwan".

The arithmetic (planning figures, each sourced or said as assumed):
- The repository's LJSpeech config (github.com/jaywalnut310/vits configs/ljs_base.json) confirms batch 64 with
  fp16_run; VITS2 and MB-iSTFT-VITS are sized on VITS's schedule (said in the answer).
- Steps: the VITS paper (Kim et al. 2021, arXiv:2106.06103, §4.1) trains on LJSpeech (≈ 24 h, one speaker) on
  4 × V100 with batch 64 for up to 800k steps: `SCRATCH_STEPS` = 800,000 for a from-scratch run on a corpus of that
  size (a few tens of hours: the step count is the schedule's, not the hours'). The paper's batch 64 over 4 cards is
  16 a card; `MIN_CARD_GB` = 24 holds batch 16–32 of VITS (a ≈ 30–40 M-parameter model; its activations over
  22.05 kHz linear spectrograms and the HiFi-GAN decoder set the memory): one card is enough.
- A fine-tune from a pretrained VITS checkpoint (Meta's MMS-TTS for a language it covers, or a same-language model)
  converges in tens of thousands of steps: `FINETUNE_STEPS` = 50,000 (assumed and said).
- Step rate: the paper gives no wall-clock time. A published single-card log: 800k steps took "10+ days" on one
  RTX 2080 Ti (github.com/jaywalnut310/vits issue #44) → `PUBLISHED_STEPS_S` = 800,000 ÷ (10 × 86,400 s) ≈ 0.93
  steps/s. A current ≥ 24 GB card (L4, A10, RTX 4090, L40S, A100) is taken at `CARD_SPEEDUP` = 2 × that (assumed:
  VITS trains in FP32/AMP with small kernels and a data loader, so it gains far less than the cards' peak ratios)
  → 1.85 steps/s; only Ampere-or-newer cards (BF16 support) are priced, a Turing / Volta card being the log's own
  class. Hand check: 800,000 ÷ 1.85 ÷ 3,600 ≈ 120 h ≈ 5.0 days; 50,000 ÷ 1.85 ÷ 3,600 ≈ 7.5 h. A user
  in jaywalnut310/vits issue #223 reports 2–3 days to good quality on 1–2 A100s, inside this range.
- More cards: the model is small; data parallel over 2–4 cards shortens the days, not the GPU-hours, and a
  single-speaker corpus of tens of hours rarely needs it (said in the answer).
- Cost: GPU-hours × the cheapest single-card machine's on-demand price in the stated place (its catalog row), plus
  tools.constants.JOB_SETUP_HOURS; evaluation runs and retries come on top.
- Data prep runs on CPU: resampling to 22.05 kHz, trimming, the text front-end (graphemes → phonemes); VITS learns
  its own alignment (monotonic alignment search), FastSpeech2-style models need a forced aligner (MFA) first.
- Licence: the MMS-TTS checkpoints (huggingface.co/facebook/mms-tts) are CC-BY-NC-4.0 (non-commercial): a
  fine-tune from them inherits it; a from-scratch model on one's own recordings does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import _row, _usable
from tools.media_train import TOP_ROWS, TrainRow
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload

SCRATCH_STEPS = 800_000
PAPER_SOURCE = "VITS paper (Kim et al. 2021, arXiv:2106.06103): LJSpeech 24 h, 4 × V100, batch 64, up to 800k steps"
PAPER_HOURS = 24.0
FINETUNE_STEPS = 50_000
PUBLISHED_DAYS = 10.0  # 800k steps on one RTX 2080 Ti: "10+ days"
PUBLISHED_STEPS_S = SCRATCH_STEPS / (PUBLISHED_DAYS * 86_400)
PUBLISHED_SOURCE = "github.com/jaywalnut310/vits issue #44 (800k steps in 10+ days on one RTX 2080 Ti)"
CARD_SPEEDUP = 2.0
MIN_CARD_GB = 24.0
SAMPLE_RATE_KHZ = 22.05
MMS_LICENCE = "CC-BY-NC-4.0"
MMS_SOURCE = "huggingface.co/facebook/mms-tts"

VITS_PARAMS_M = 36.0  # VITS's generator + discriminator trained per step, ≈ 30–40 M (above): 36 M taken


@dataclass(frozen=True)
class SpeechModel:
    """A trainable speech-synthesis or voice-conversion model: its trainable parameters (M), its from-scratch steps
    (None: only a fine-tune from its pretrained base is a rental job; the base is a pretraining run on thousands of
    hours), its fine-tune steps, the licence of the base checkpoint a fine-tune inherits ("" where not checked here),
    whether it needs a forced aligner first, and whether it converts voices (no transcripts)."""
    name: str
    params_m: float
    scratch_steps: int | None
    finetune_steps: int
    licence: str
    licence_source: str
    commercial: bool | None
    aligner: bool = False
    svc: bool = False
    source: str = ""


_MMS = (MMS_LICENCE, MMS_SOURCE, False)
# Each row's figures and where they come from (a step count or size not in a source is said as assumed):
# - VITS, VITS2, MB-iSTFT-VITS, Bert-VITS2 (VITS2 + frozen BERT features): VITS's schedule and size (the paper above).
# - So-VITS-SVC: a VITS-size model fine-tuned from its base G_0/D_0 (assumed VITS's 50k fine-tune steps); AGPL-3.0
#   (tools.voice_conversion's source). GPT-SoVITS: its SoVITS and GPT stages fine-tuned a few epochs on minutes to a
#   few hours of one voice: 10,000 steps at VITS's rate (assumed); MIT (github.com/RVC-Boss/GPT-SoVITS).
# - Matcha-TTS: 18.2 M parameters (Mehta et al. 2024, arXiv:2309.03199); sized on VITS's steps (assumed). Its rate
#   is held at VITS's, not raised for the smaller model (data loading and the vocoder-free loss bound it, assumed).
# - FastSpeech2: ≈ 27 M parameters, 160k steps at batch 48 on one V100 (Ren et al. 2020, arXiv:2006.04558 §3.1);
#   it needs phone durations from a forced aligner (MFA) and a separately trained or pretrained vocoder (HiFi-GAN).
# - XTTS-v2: ≈ 0.5 B parameters (its GPT-2-style decoder; assumed), fine-tuned 10,000 steps (assumed) from Coqui's
#   base under the CPML (catalog/data/licences.json). F5-TTS: 336 M parameters (Chen et al. 2024, arXiv:2410.06885,
#   base model); its pretraining (1.2M updates on 8 × A100 80 GB, the paper) is not a rental job, a fine-tune is:
#   30,000 steps (assumed); weights CC BY-NC 4.0 (catalog/data/licences.json).
# - A model larger than VITS steps slower in proportion to its parameters at the same batch of audio (FLOPs per
#   second of audio ∝ parameters; assumed and said): rate = VITS's rate × VITS_PARAMS_M ÷ params.
MODELS: dict[str, SpeechModel] = {
    "vits": SpeechModel("VITS", VITS_PARAMS_M, SCRATCH_STEPS, FINETUNE_STEPS, *_MMS),
    "vits2": SpeechModel("VITS2", VITS_PARAMS_M, SCRATCH_STEPS, FINETUNE_STEPS, *_MMS),
    "mb-istft-vits": SpeechModel("MB-iSTFT-VITS", VITS_PARAMS_M, SCRATCH_STEPS, FINETUNE_STEPS, *_MMS),
    "bert-vits2": SpeechModel("Bert-VITS2", VITS_PARAMS_M, SCRATCH_STEPS, FINETUNE_STEPS, "", "github.com/fishaudio/Bert-VITS2",
                              None),
    "so-vits-svc": SpeechModel("So-VITS-SVC", VITS_PARAMS_M, None, FINETUNE_STEPS, "AGPL-3.0",
                               "github.com/svc-develop-team/so-vits-svc LICENSE", True, svc=True),
    "gpt-sovits": SpeechModel("GPT-SoVITS", VITS_PARAMS_M, None, 10_000, "MIT", "github.com/RVC-Boss/GPT-SoVITS", True),
    "matcha": SpeechModel("Matcha-TTS", 18.2, SCRATCH_STEPS, FINETUNE_STEPS, "", "github.com/shivammehta25/Matcha-TTS", None,
                          source="Matcha-TTS: 18.2 M parameters (arXiv:2309.03199)"),
    "fastspeech2": SpeechModel("FastSpeech2", 27.0, 160_000, 30_000, "", "", None, aligner=True,
                               source="FastSpeech 2 (Ren et al. 2020, arXiv:2006.04558): 160k steps, batch 48, one V100"),
    "xtts": SpeechModel("XTTS-v2", 500.0, None, 10_000, "Coqui Public Model License (CPML)",
                        "huggingface.co/coqui/XTTS-v2", False, source="XTTS-v2: ≈ 0.5 B parameters (assumed)"),
    "f5": SpeechModel("F5-TTS", 336.0, None, 30_000, "CC BY-NC 4.0 (weights; code MIT)", "huggingface.co/SWivid/F5-TTS",
                      False, source="F5-TTS base: 336 M parameters (arXiv:2410.06885)"),
}
_NAMES = re.compile(
    r"(?i)(?<![A-Za-z0-9_])(gpt[\s_-]?so[\s_-]?vits|so[\s_-]?vits(?:[\s_-]?svc)?|bert[\s_-]?vits[\s_-]?2|"
    r"mb[\s_-]?istft[\s_-]?vits|vits[\s_-]?2|vits|matcha(?:[\s_-]?tts)?|fast[\s_-]?speech[\s_-]?2|"
    r"(?:coqui[\s_-]?)?xtts(?:[\s_-]?v?2)?|f5[\s_-]?tts)(?![A-Za-z0-9_])")


def _key(said: str) -> str:
    k = re.sub(r"[\s_-]", "", said.lower())
    for prefix, key in (("gptso", "gpt-sovits"), ("sovits", "so-vits-svc"), ("bert", "bert-vits2"), ("mb", "mb-istft-vits"),
                        ("vits2", "vits2"), ("matcha", "matcha"), ("fastspeech", "fastspeech2"), ("coqui", "xtts"),
                        ("xtts", "xtts"), ("f5", "f5")):
        if k.startswith(prefix):
            return key
    return "vits"


def speech_model(text: str) -> SpeechModel | None:
    """The trainable speech model a question names (VITS, VITS2, Bert-VITS2, So-VITS-SVC, GPT-SoVITS, Matcha-TTS,
    FastSpeech2, XTTS-v2, F5-TTS); None else."""
    m = _NAMES.search(text or "")
    return MODELS[_key(m.group(1))] if m is not None else None


def named_tts_train_model(text: str) -> str | None:
    """The name of the trainable speech model a question names; None else."""
    m = speech_model(text)
    return m.name if m is not None else None


def hours_of_minutes(minutes: float) -> float:
    """Minutes of recordings as hours ("30分鐘錄音" → 0.5 h)."""
    return minutes / 60


def model_by_name(name: str) -> SpeechModel:
    """The table's row for a name named_tts_train_model returned (VITS's for any other)."""
    return next((m for m in MODELS.values() if m.name == name), MODELS["vits"])


def model_steps_per_s(m: SpeechModel) -> float:
    """The planning step rate of `m`: VITS's (steps_per_s) × VITS_PARAMS_M ÷ its parameters, never above VITS's."""
    return steps_per_s() * min(1.0, VITS_PARAMS_M / m.params_m)


def steps_per_s() -> float:
    """The planning step rate on a ≥ MIN_CARD_GB card: the published 2080 Ti log × CARD_SPEEDUP."""
    return PUBLISHED_STEPS_S * CARD_SPEEDUP


def train_hours(steps: float) -> float:
    """Hours on one card for `steps` at steps_per_s()."""
    return steps / steps_per_s() / 3600


@dataclass(frozen=True)
class TTSTrainPlan:
    name: str
    audio_hours: float  # 0: not said (the steps, not the hours, set the time)
    scratch_h: float | None  # None: a fine-tune only (the base is a pretraining run)
    finetune_h: float
    rows: list[TrainRow]  # priced on the main job's hours (from scratch, else the fine-tune)
    finetune: TrainRow | None  # the first row priced on the fine-tune's hours
    currency: str
    filters: tuple[Msg, ...] = ()
    cards: int = 1  # the cards a machine said ("兩張卡"): data parallel, the days ÷ cards, the GPU-hours the same
    model: SpeechModel | None = None
    faster: tuple[TrainRow, ...] = ()  # "faster?" asked: the cheapest FASTER_CARDS-card machines, data parallel


FASTER_CARDS = (2, 4)  # "faster?" on a one-card plan: data parallel over 2 and 4 cards (DDP; linear is the upper bound)


def _rows(hours: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str,
          usd_cny: float, fx: dict[str, float], places: Gazetteer | None, cards: int = 1) -> list[TrainRow]:
    """The cheapest `cards`-card machine of each NVIDIA card of MIN_CARD_GB or more in the stated place, by the job's
    total (the run's one-card hours ÷ cards, data parallel taken as linear, + JOB_SETUP_HOURS at its on-demand
    price)."""
    filt = row_filter(w, gpus, 0.0, places)
    best: dict[str, TrainRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        # Ampere or newer (BF16 support marks it): a Turing / Volta card is the published log's own class, not 2× it
        if g is None or g.vendor != "NVIDIA" or not g.bf16_support or (g.memory_gb or 0) < MIN_CARD_GB \
                or int(row.gpu_count or 1) != cards:
            continue
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx)
        if not price:
            continue
        wall = hours / cards + JOB_SETUP_HOURS
        cand = TrainRow(row.provider, row.instance_type, g.name, cards, 1, price, wall, price * wall, g.vendor, 0.0, True,
                        region=row.region or "")
        seen = best.get(g.name)
        if seen is None or cand.cost < seen.cost:
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: (r.cost, r.hours or 0))


def tts_train_plan(name: str, audio_hours: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                   currency: str, usd_cny: float, fx: dict[str, float],
                   places: Gazetteer | None = None, finetune: bool = False) -> TTSTrainPlan | None:
    """The from-scratch run (where the model has one and no fine-tune was asked) and the fine-tune of a named speech
    model on `audio_hours` of speech (0: not said), priced on the cheapest single-card machines in the stated place;
    None for negative hours."""
    if audio_hours < 0:
        return None
    m = model_by_name(name)
    rate = model_steps_per_s(m)
    cards = max(1, int(w.num_gpus or 1))
    scratch = m.scratch_steps / rate / 3600 if m.scratch_steps and not finetune else None
    ft = m.finetune_steps / rate / 3600
    ranked = _rows(scratch or ft, w, gpus, rows, currency, usd_cny, fx, places, cards)
    ft_rows = _rows(ft, w, gpus, rows, currency, usd_cny, fx, places, cards) if scratch else ranked
    filters = constraint_msgs(w, bool(ranked), judged=("num_gpus",))  # the head says the cards' days itself
    faster = [] if cards > 1 or w.priority != "fastest" else [
        r[0] for n in FASTER_CARDS if (r := _rows(scratch or ft, w, gpus, rows, currency, usd_cny, fx, places, n))]
    return TTSTrainPlan(m.name, audio_hours, scratch, ft, ranked[:TOP_ROWS], ft_rows[0] if ft_rows else None, currency,
                        tuple(filters), cards, m, tuple(faster))


def _head(p: TTSTrainPlan, m: SpeechModel) -> Msg:
    first = p.rows[0] if p.rows else None
    main_h = p.scratch_h if p.scratch_h is not None else p.finetune_h
    return Msg(code="tts_train.head", args={
        "name": p.name, "hours": p.audio_hours, "min_gb": MIN_CARD_GB, "days": main_h / 24, "scratch": p.scratch_h is not None,
        "ft_steps": m.finetune_steps, "gpu_h": main_h, "cards": p.cards, "cards_days": main_h / p.cards / 24,
        "row": _row(first, p.currency) if first is not None else None})


def tts_train_answer(p: TTSTrainPlan) -> list[Msg]:
    """The headline (one card, days, GPU-hours, the first row's cost), the fine-tune, other rows, the arithmetic,
    the CPU data prep, the base checkpoint's licence and the assumptions."""
    m = p.model or model_by_name(p.name)
    out = [_head(p, m)]
    out += list(p.filters)
    if p.scratch_h is not None:
        out.append(Msg(code="tts_train.finetune", args={
            "steps": m.finetune_steps, "gpu_h": p.finetune_h, "name": p.name,
            "row": _row(p.finetune, p.currency) if p.finetune is not None else None}))
    out += [Msg(code="tts_train.faster", args={"cards": r.gpus, "days": (r.hours or 0) / 24, "row": _row(r, p.currency),
                                                "first": i == 0}) for i, r in enumerate(p.faster)]
    out += [Msg(code="tts_train.row", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    out.append(Msg(code="tts_train.math", args={
        "paper": PAPER_SOURCE, "published": PUBLISHED_SOURCE, "pub_rate": PUBLISHED_STEPS_S, "speedup": CARD_SPEEDUP,
        "rate": steps_per_s(), "steps": m.scratch_steps or m.finetune_steps, "name": p.name,
        "gpu_h": p.scratch_h if p.scratch_h is not None else p.finetune_h, "ft_steps": m.finetune_steps,
        "ft_h": p.finetune_h, "params": m.params_m, "slower": m.params_m / VITS_PARAMS_M,
        "vits_params": VITS_PARAMS_M, "model_rate": model_steps_per_s(m),
        "source": m.source, "scratch": p.scratch_h is not None,
        "same": m.params_m == VITS_PARAMS_M and m.scratch_steps == SCRATCH_STEPS, "model_scratch": m.scratch_steps or 0,
        "model_scratch_h": (m.scratch_steps or 0) / model_steps_per_s(m) / 3600}))
    out.append(Msg(code="tts_train.prep", args={"hours": p.audio_hours, "khz": SAMPLE_RATE_KHZ, "aligner": m.aligner,
                                                 "svc": m.svc, "name": p.name}))
    out.append(Msg(code="tts_train.licence", args={"licence": m.licence, "source": m.licence_source,
                                                    "commercial": m.commercial, "name": p.name}))
    out.append(Msg(code="tts_train.assumptions", args={"setup_min": JOB_SETUP_HOURS * 60, "paper_h": PAPER_HOURS,
                                                        "hours": p.audio_hours}))
    return out
