"""LoRA training of an image model (SDXL, FLUX.1-dev) sized from PUBLISHED training measurements: the card class,
the job's steps (images × epochs at batch 1), its hours on one card and its cost.

Why: expert review 18 Q20 and review 17 class O — "训练SDXL的LoRA，500张图，只要国内的云，不要竞价实例" was refused with a
6.8 GB weights floor, though it is one of the most common jobs. An expert answers "one 24 GB card, ≈ 1–2 h for 500
images × 10 epochs at 1024²", with the stated region and billing echoed.

The figures (`TRAIN_MEASURED`, each with its source and setup):
- SDXL LoRA: 1.00 s a step on a 24 GB RTX 4090 at 1024², rank 16, gradient checkpointing (1.50 it/s with
  SimpleTuner's `--gradient_checkpointing_interval`, not assumed) — bghira/SimpleTuner pull request #1184 (the
  maintainer's measurement, 2024-12-03);
- FLUX.1-dev LoRA: 4.25 s a step on the same 24 GB RTX 4090 at 1024², rank 1, FP8 (quanto) transformer, gradient
  checkpointing (3.00 s with the interval) — the same pull request.
The card a LoRA needs (`MIN_CARD_GB`): SimpleTuner's README "Hardware requirements" lists SDXL at 1024px on a
4090-24G "LoRA @ medium-high batch sizes" and a 4080-12G only at "low-medium batch sizes"; Flux.1 LoRA on a
"3090 24G" (16 GB cards only with int8, 12 GB with nf4 quantisation). So 24 GB is the card class; a smaller card is
said as a lever with its cost (smaller batches, quantisation), not ranked.

A card with no measurement is scaled from the RTX 4090 by dense FP16 tensor TFLOPS (tools.speed.peak_tflops), never
above it (a faster card's speed-up is not measured: an A100 is priced at the 4090's step time) and only to NVIDIA
cards with BF16, as tools.media scales inference. A machine of n cards runs data parallel (the steps split over the
cards); its start-up is JOB_SETUP_HOURS. The epochs, when not stated, are `DEFAULT_EPOCHS` at batch 1 (assumed and
said: a common LoRA recipe; diffusers' train_text_to_image_lora_sdxl example runs 2 epochs over 833 images).
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import EmbeddingRow, _row, _usable
from tools.media import Measured, MediaModel, licence_line
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, MsgArg, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.wording import duration

DEFAULT_EPOCHS = 10
TOP_ROWS = 3
MEASURED_CARD = "RTX 4090"
PR = "github.com/bghira/SimpleTuner pull request #1184 (maintainer's measurement, RTX 4090 24 GB)"

TRAIN_MEASURED: tuple[Measured, ...] = (
    Measured("sdxl", MEASURED_CARD, 1.00, "SDXL LoRA rank 16, 1024², gradient checkpointing: 1.00 it/s", PR),
    Measured("flux-dev", MEASURED_CARD, 4.25,
             "FLUX.1-dev LoRA rank 1, 1024², FP8 (quanto) transformer, gradient checkpointing: 4.25 s per step", PR),
)
# the card class (GB) a LoRA at 1024² needs, and the smaller card a lever reaches (SimpleTuner README, docstring)
MIN_CARD_GB = {"sdxl": 24.0, "flux-dev": 24.0}
LEVER_CARD_GB = {"sdxl": 12.0, "flux-dev": 16.0}
CARD_SOURCE = "github.com/bghira/SimpleTuner README, Hardware requirements"


@dataclass(frozen=True)
class TrainRow(EmbeddingRow):
    step_s: float = 0.0
    scaled: bool = False


@dataclass(frozen=True)
class TrainPlan:
    model: MediaModel
    images: float
    epochs: float
    epochs_said: bool
    steps: float
    hours_one: float  # the steps on one measured card, start-up excluded
    rows: list[TrainRow]
    cheapest_anywhere: TrainRow | None  # the cheapest row with no stated region/provider, when those left none
    currency: str
    filters: tuple[Msg, ...] = ()
    qlora: bool = False  # QLoRA asked: sized as the measured LoRA (no NF4-base measurement), said in the headline


def train_measured(m: MediaModel) -> Measured | None:
    return next((x for x in TRAIN_MEASURED if x.model == m.key), None)


def step_time(m: MediaModel, g: GPUSpec, gpus: dict[str, GPUSpec]) -> tuple[float, bool] | None:
    """Seconds a step on the card and whether it is scaled (module docstring); None for a card below the card class
    or one the rule cannot scale."""
    ref = train_measured(m)
    base = gpus.get(MEASURED_CARD)
    if ref is None or base is None or (g.memory_gb or 0) < MIN_CARD_GB[m.key]:
        return None
    if g.name == ref.gpu:
        return ref.rate, False
    if g.vendor != "NVIDIA" or not g.bf16_support:
        return None
    try:
        ratio = peak_tflops(g, "fp16") / peak_tflops(base, "fp16")
    except SpeedUnknown:
        return None
    return ref.rate / min(1.0, ratio), True


def train_plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str,
               usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None) -> TrainPlan | None:
    """The cheapest machines for the LoRA job, one row per card type, TOP_ROWS of them; None without a measurement
    or a stated image count."""
    d = w.dataset
    if train_measured(m) is None or d is None or d.unit != "images" or d.amount <= 0:
        return None
    epochs = d.epochs or DEFAULT_EPOCHS
    steps = d.amount * epochs  # batch 1: one step an image an epoch
    ranked = _ranked(m, w, gpus, rows, steps, currency, usd_cny, fx, places)
    anywhere = None
    if not ranked and (w.regions or w.providers):
        bare = w.model_copy(update={"regions": None, "providers": None})
        wide = _ranked(m, bare, gpus, rows, steps, currency, usd_cny, fx, places)
        anywhere = wide[0] if wide else None
    ref = train_measured(m)
    return TrainPlan(m, d.amount, epochs, d.epochs is not None, steps, steps * (ref.rate if ref else 0) / 3600,
                     ranked[:TOP_ROWS], anywhere, currency, tuple(constraint_msgs(w, bool(ranked), places=places)),
                     w.task == "qlora")


def _ranked(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], steps: float,
            currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None) -> list[TrainRow]:
    filt = row_filter(w, gpus, 2 * m.params, places)
    best: dict[str, TrainRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        got = step_time(m, g, gpus) if g is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx) if got else None
        if g is None or got is None or not price:
            continue
        n = int(row.gpu_count or 1)
        hours = steps * got[0] / n / 3600 + JOB_SETUP_HOURS  # data parallel over the machine's cards
        cand = TrainRow(row.provider, row.instance_type, g.name, n, 1, price, hours, price * hours, g.vendor,
                        got[0], got[1])
        seen = best.get(g.name)
        if seen is None or (cand.cost, cand.hours or 0) < (seen.cost, seen.hours or 0):
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: (r.cost, r.hours or 0))


# the smallest card each LoRA runs on at all, with a quantised base and offloading (SimpleTuner README, Hardware
# requirements: Flux.1 LoRA on 12 GB with nf4; SDXL on 8 GB is not listed): below it, the owned card cannot do it
QUANT_CARD_GB = {"sdxl": 12.0, "flux-dev": 12.0}


def owned_card_verdict(m: MediaModel, owned_gb: float | None) -> list[Msg]:
    """"I only have a 12 GB card, is it enough?" answered before the rental: ✅ at the card class, a marginal yes with
    the levers between the quantised floor and the class (expert review 20 Q27: FLUX LoRA on a 12 GB 4070 Ti is
    possible with NF4 + cached latents and text embeddings + offload, slower), ❌ below the floor."""
    if owned_gb is None or m.key not in MIN_CARD_GB:
        return []
    verdict = "fits" if owned_gb >= MIN_CARD_GB[m.key] else "lever" if owned_gb >= LEVER_CARD_GB[m.key] else \
        "marginal" if owned_gb >= QUANT_CARD_GB[m.key] else "no"
    return [Msg(code="media_train.owned", args={"gb": owned_gb, "verdict": verdict, "model": m.key,
                                                "min_gb": MIN_CARD_GB[m.key], "source": CARD_SOURCE})]


def train_answer(p: TrainPlan, owned_gb: float | None = None) -> list[Msg]:
    """The headline (the card class, the steps, the hours on one measured card, the cheapest row or why none), the
    stated filters ✅/❌, the other rows, the measurement and its source, the smaller-card lever, the assumptions."""
    m, ref = p.model, train_measured(p.model)
    head_args: dict[str, MsgArg] = {"name": m.name, "images": p.images, "epochs": p.epochs, "steps": p.steps,
                 "min_gb": MIN_CARD_GB[m.key], "card": MEASURED_CARD, "hours": duration(p.hours_one),
                 "row": _train_row(p.rows[0], p.currency) if p.rows else None,
                 "qlora": p.qlora, "quant_gb": QUANT_CARD_GB[m.key]}
    out = [*owned_card_verdict(m, owned_gb), Msg(code="media_train.head", args=head_args), *p.filters]
    out += [Msg(code="embedding.also", args={"row": _train_row(r, p.currency)}) for r in p.rows[1:]]
    if not p.rows and p.cheapest_anywhere is not None:
        out.append(Msg(code="media_train.anywhere", args={"row": _train_row(p.cheapest_anywhere, p.currency)}))
    if not p.rows:
        out.append(Msg(code="media_train.quote", args={"hours": p.hours_one, "card": MEASURED_CARD,
                                                         "min_gb": MIN_CARD_GB[m.key]}))
    out.append(Msg(code="media_train.source", args={"setup": ref.setup if ref else "", "source": ref.source if ref
                                                    else "", "card_source": CARD_SOURCE, "min_gb": MIN_CARD_GB[m.key],
                                                    "lever_gb": LEVER_CARD_GB[m.key], "model": m.key}))
    out += licence_line(m)
    out.append(Msg(code="media_train.assumptions", args={"epochs_said": p.epochs_said, "epochs": p.epochs,
                                                         "setup_min": JOB_SETUP_HOURS * 60}))
    return out


def _train_row(r: TrainRow, cur: str) -> Msg:
    return Msg(code="media.row", args={"row": _row(r, cur), "scaled": r.scaled})
