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

# the VITS family sized on VITS's schedule: the name said back
MODELS: dict[str, str] = {"vits2": "VITS2", "mb-istft-vits": "MB-iSTFT-VITS", "vits": "VITS"}
_NAMES = re.compile(r"(?i)(?<![A-Za-z0-9_-])(mb[\s_-]?istft[\s_-]?vits|vits[\s_-]?2|vits)(?![A-Za-z0-9_-])")


def named_tts_train_model(text: str) -> str | None:
    """The VITS-family model a training question names ("VITS", "VITS2", "MB-iSTFT-VITS"), never GPT-SoVITS or
    so-vits-svc; None else."""
    m = _NAMES.search(text or "")
    if m is None:
        return None
    key = re.sub(r"[\s_]", "-", m.group(1).lower())
    return MODELS["vits2" if key.replace("-", "") == "vits2" else "mb-istft-vits" if key.startswith("mb") else "vits"]


def steps_per_s() -> float:
    """The planning step rate on a ≥ MIN_CARD_GB card: the published 2080 Ti log × CARD_SPEEDUP."""
    return PUBLISHED_STEPS_S * CARD_SPEEDUP


def train_hours(steps: float) -> float:
    """Hours on one card for `steps` at steps_per_s()."""
    return steps / steps_per_s() / 3600


@dataclass(frozen=True)
class TTSTrainPlan:
    name: str
    audio_hours: float
    scratch_h: float
    finetune_h: float
    rows: list[TrainRow]  # priced on the from-scratch hours
    finetune: TrainRow | None  # the first row priced on the fine-tune's hours
    currency: str
    filters: tuple[Msg, ...] = ()
    cards: int = 1  # the cards a machine said ("兩張卡"): data parallel, the days ÷ cards, the GPU-hours the same


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
                   places: Gazetteer | None = None) -> TTSTrainPlan | None:
    """The from-scratch and fine-tune runs of a VITS-family model on `audio_hours` of speech, priced on the cheapest
    single-card machines in the stated place; None for no hours."""
    if audio_hours <= 0:
        return None
    cards = max(1, int(w.num_gpus or 1))
    scratch, ft = train_hours(SCRATCH_STEPS), train_hours(FINETUNE_STEPS)
    ranked = _rows(scratch, w, gpus, rows, currency, usd_cny, fx, places, cards)
    ft_rows = _rows(ft, w, gpus, rows, currency, usd_cny, fx, places, cards)
    filters = constraint_msgs(w, bool(ranked), judged=("num_gpus",))  # the head says the cards' days itself
    return TTSTrainPlan(name, audio_hours, scratch, ft, ranked[:TOP_ROWS], ft_rows[0] if ft_rows else None, currency,
                        tuple(filters), cards)


def tts_train_answer(p: TTSTrainPlan) -> list[Msg]:
    """The headline (one card, days, GPU-hours, the first row's cost), the fine-tune, other rows, the arithmetic,
    the CPU data prep, the MMS-TTS licence and the assumptions."""
    first = p.rows[0] if p.rows else None
    out = [Msg(code="tts_train.head", args={
        "name": p.name, "hours": p.audio_hours, "min_gb": MIN_CARD_GB, "days": p.scratch_h / 24,
        "gpu_h": p.scratch_h, "cards": p.cards, "cards_days": p.scratch_h / p.cards / 24,
        "row": _row(first, p.currency) if first is not None else None})]
    out += list(p.filters)
    out.append(Msg(code="tts_train.finetune", args={
        "steps": FINETUNE_STEPS, "gpu_h": p.finetune_h,
        "row": _row(p.finetune, p.currency) if p.finetune is not None else None}))
    out += [Msg(code="tts_train.row", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    out.append(Msg(code="tts_train.math", args={
        "paper": PAPER_SOURCE, "published": PUBLISHED_SOURCE, "pub_rate": PUBLISHED_STEPS_S, "speedup": CARD_SPEEDUP,
        "rate": steps_per_s(), "steps": SCRATCH_STEPS, "name": p.name, "gpu_h": p.scratch_h, "ft_steps": FINETUNE_STEPS,
        "ft_h": p.finetune_h}))
    out.append(Msg(code="tts_train.prep", args={"hours": p.audio_hours, "khz": SAMPLE_RATE_KHZ}))
    out.append(Msg(code="tts_train.licence", args={"licence": MMS_LICENCE, "source": MMS_SOURCE}))
    out.append(Msg(code="tts_train.assumptions", args={"setup_min": JOB_SETUP_HOURS * 60, "paper_h": PAPER_HOURS}))
    return out
