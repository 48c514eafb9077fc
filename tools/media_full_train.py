"""A full fine-tune of an image model's denoiser (SDXL's whole UNet, not a LoRA) as a PROVISIONAL plan: its memory
from the parameter count, its speed scaled from the published LoRA measurement, both said as such.

Why: "a full finetune of SDXL base (not LoRA, the whole unet) on 400k photos at 1024, 2 epochs, by Friday" was
refused ("I read LoRA training"), though an expert sizes it in a few lines: AdamW states for 2.6 B parameters, an
80 GB card, 800k image-steps at a few images a second on an 8-card machine, a few hundred dollars.

The figures:
- trainable parameters (`DENOISER_PARAMS`): SDXL's UNet, 2.6 B (Podell et al., "SDXL", arXiv:2307.01952, Table 1:
  "#UNet params 2.6B");
- memory: mixed-precision AdamW holds 16 bytes a parameter (16-bit weights and gradients, FP32 master weights,
  momentum and variance: ZeRO, arXiv:1910.02054 §3.1, as tools.vision_train) before the activations, which are not
  estimated here; 8-bit Adam (bitsandbytes, arXiv:2110.02861) 10 bytes a parameter;
- the card class (`FULL_CARD_GB`): 80 GB. SimpleTuner's README ("Hardware requirements", SDXL 1024px) lists the
  A100-80G for EMA and large batches, the A6000-48G without EMA at 1024px, and a 24 GB 4090 only at batch 1–4; its
  older README: "it's just not doable to train SDXL's full U-net on 24G, even with Adafactor" (without DeepSpeed
  offload). 48 GB is said as the 8-bit-Adam lever, 24 GB as the offload caveat, neither ranked;
- speed: the measured SDXL LoRA step (tools.media_train: 1.00 s an image at 1024², RTX 4090, gradient checkpointing)
  × `WEIGHT_GRAD_FACTOR` 4/3: with checkpointing a LoRA step is a forward, its recompute and the backward's
  activation gradients (three forward-equivalents; a backward is two forwards, half of it weight gradients); a full
  fine-tune adds the UNet's weight gradients, a fourth. A card is scaled from the 4090 by the smaller of its dense
  FP16 TFLOPS and memory-bandwidth ratios (datasheets, catalog/data/gpus.csv): on paper, not measured, so the answer
  says "provisional: time a pilot". The machine's cards run data parallel (DDP, NVLink in one machine: no
  InfiniBand needed); start-up JOB_SETUP_HOURS.
By hand (400,000 images × 2 epochs = 800,000 image-steps): 1.00 × 4/3 = 1.333 s an image on the 4090; an H100 SXM
is min(989.5 / 165.2, 3,350 / 1,008) = 3.32 × faster → 0.401 s → 800,000 × 0.401 / 3600 = 89 card-hours, 11.1 h
on 8 cards; an A100 80GB is min(312 / 165.2, 2,039 / 1,008) = 1.89 × → 157 card-hours.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import EmbeddingRow, _row, _usable, rank_key
from tools.media import MediaModel
from tools.media_train import MEASURED_CARD, TRAIN_MEASURED, train_measured
from tools.memory import BYTES, optimizer_bytes_per_param
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.sharded_full_train import SCALED_FROM, SHARDED_PARAMS, SHARDED_SOURCE, scaled_step, shard_cards
from tools.speed import SpeedUnknown, peak_tflops
from tools.wording import money_text

DENOISER_PARAMS = {"sdxl": 2.6e9}
PARAMS_SOURCE = "SDXL paper, arXiv:2307.01952, Table 1 (UNet 2.6B)"
# a full fine-tune's model states a parameter, from the one optimizer table (tools.memory.optimizer_bytes_per_param):
# 16-bit weights 2 + gradients 2 + AdamW's FP32 master 4 and two moments 8 = 16; 8-bit Adam's moments 2 → 10
ADAMW_BYTES = int(2 * BYTES["bf16"] + optimizer_bytes_per_param("adamw", "bf16"))
ADAM8_BYTES = int(2 * BYTES["bf16"] + optimizer_bytes_per_param("adamw_8bit", "bf16"))
FULL_CARD_GB = 80.0
LEVER_CARD_GB = 48.0
OFFLOAD_CARD_GB = 24.0
WEIGHT_GRAD_FACTOR = 4 / 3
CARD_SOURCE = "github.com/bghira/SimpleTuner README, Hardware requirements (SDXL, 1024px)"
TOP_ROWS = 3


@dataclass(frozen=True)
class FullRow(EmbeddingRow):
    step_s: float = 0.0
    late: bool = False  # misses the stated deadline
    card_gb: float = 0.0  # the card's memory (the sharding line)


@dataclass(frozen=True)
class FullPlan:
    model: MediaModel
    params: float
    image_steps: float
    epochs: float
    epochs_said: bool
    states_gb: float
    adam8_gb: float
    step_4090: float
    rows: list[FullRow]
    currency: str
    deadline_h: float | None
    filters: tuple[Msg, ...] = ()


def speedup(g: GPUSpec, base: GPUSpec) -> float | None:
    """The card over the measured 4090: the smaller of the dense FP16 TFLOPS and memory-bandwidth ratios (module
    docstring); None without either figure. H100 SXM: min(5.99, 3.32) = 3.32."""
    try:
        flops = peak_tflops(g, "fp16") / peak_tflops(base, "fp16")
    except SpeedUnknown:
        return None
    if not g.bandwidth_gb_s or not base.bandwidth_gb_s:
        return None
    return min(flops, g.bandwidth_gb_s / base.bandwidth_gb_s)


def full_train_plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str,
                    usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None) -> FullPlan | None:
    """The cheapest machines of ≥ FULL_CARD_GB cards for the whole job, one row per card type (those that meet a
    stated deadline first), TOP_ROWS of them; None for a model with no denoiser count or measurement, or no image
    count stated."""
    d, ref, base = w.dataset, train_measured(m), gpus.get(MEASURED_CARD)
    if ref is None and m.key in SCALED_FROM:  # SD3.5: FLUX.1-dev's measured step scaled by FLOPs an image, said
        ref = scaled_step(m, next((x for x in TRAIN_MEASURED if x.model == SCALED_FROM[m.key]), None))
    params = DENOISER_PARAMS.get(m.key) or SHARDED_PARAMS.get(m.key)  # FLUX.1-dev: states split over cards
    if d is None or d.unit != "images" or d.amount <= 0 or ref is None or base is None or params is None:
        return None
    epochs = d.epochs or 1.0
    work = d.amount * epochs
    step = ref.rate * WEIGHT_GRAD_FACTOR
    filt = row_filter(w, gpus, ADAMW_BYTES * params, places)
    best: dict[str, FullRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        up = speedup(g, base) if g is not None and g.vendor == "NVIDIA" and g.bf16_support \
            and (g.memory_gb or 0) >= FULL_CARD_GB else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx) if up else None
        if g is None or not up or not price:
            continue
        n = int(row.gpu_count or 1)
        if n < shard_cards(params * ADAMW_BYTES / 1e9, g.memory_gb or 0):  # too few cards to hold the split states
            continue
        hours = work * step / up / n / 3600 + JOB_SETUP_HOURS
        late = bool(w.deadline_hours) and hours > (w.deadline_hours or 0)
        cand = FullRow(row.provider, row.instance_type, g.name, n, 1, price, hours, price * hours, g.vendor,
                       region=row.region or "", step_s=step / up, late=late,
                       card_gb=float(g.memory_gb or 0))
        seen = best.get(g.name)
        if seen is None or (cand.late, rank_key(cand, False)) < (seen.late, rank_key(seen, False)):
            best[g.name] = cand
    ranked = sorted(best.values(), key=lambda r: (r.late, rank_key(r, False)))[:TOP_ROWS]
    judged = ("deadline_hours",) if ranked and w.deadline_hours else ()  # the headline says met or missed
    return FullPlan(m, params, work, epochs, d.epochs is not None, params * ADAMW_BYTES / 1e9,
                    params * ADAM8_BYTES / 1e9, step, ranked, currency, w.deadline_hours,
                    tuple(constraint_msgs(w, bool(ranked), judged=judged, places=places)))


def full_train_answer(p: FullPlan) -> list[Msg]:
    """The headline (memory, card class, image-steps, the first row's time and cost, or a quote), the other rows, the
    provisional speed rule and its sources, the smaller-card levers and the practice an expert names."""
    top = p.rows[0] if p.rows else None
    head = Msg(code="media_full_train.head", args={
        "name": p.model.name, "params_b": p.params / 1e9, "states_gb": p.states_gb, "bytes": ADAMW_BYTES,
        "card_gb": FULL_CARD_GB, "steps": p.image_steps, "epochs": p.epochs, "epochs_said": p.epochs_said,
        "row": _row(top, p.currency) if top else None,
        "denoiser": "transformer" if p.model.key in SHARDED_PARAMS else "UNet",
        "sharded": top is not None and shard_cards(p.states_gb, top.card_gb) > 1,
        "card_hours": (top.hours - JOB_SETUP_HOURS) * top.gpus if top and top.hours else None,
        "gpu": top.gpu if top else None, "deadline_days": (p.deadline_h or 0) / 24,
        "late": bool(top and top.late), "cost": money_text(top.cost, p.currency, 0) if top else None})
    out = [head, *p.filters]
    if top is not None and shard_cards(p.states_gb, top.card_gb) > 1:  # FSDP / ZeRO-3 over the machine's cards, said
        out.append(Msg(code="media_full_train.sharded", args={
            "states_gb": p.states_gb, "min_cards": shard_cards(p.states_gb, top.card_gb), "gpus": top.gpus,
            "gpu": top.gpu, "each_gb": p.states_gb / max(1, top.gpus)}))
    out += [Msg(code="embedding.also", args={"row": _row(r, p.currency)}) for r in p.rows[1:]]
    scale = SHARDED_PARAMS[p.model.key] / SHARDED_PARAMS["flux-dev"] if p.model.key in SCALED_FROM else 1.0
    out.append(Msg(code="media_full_train.method", args={
        "card": MEASURED_CARD, "lora_s": p.step_4090 / WEIGHT_GRAD_FACTOR / scale, "step_s": p.step_4090,
        "factor": WEIGHT_GRAD_FACTOR,
        "params_source": SHARDED_SOURCE.get(p.model.key, PARAMS_SOURCE),
        "lora_name": "FLUX.1-dev" if p.model.key in SHARDED_PARAMS else p.model.name,
        "scaled": scale if p.model.key in SCALED_FROM else None,
        "denoiser": "transformer" if p.model.key in SHARDED_PARAMS else "UNet"}))
    out += [] if p.model.key in SHARDED_PARAMS else [Msg(code="media_full_train.levers", args={
        "lever_gb": LEVER_CARD_GB, "adam8_gb": p.adam8_gb, "adam8_bytes": ADAM8_BYTES,
        "offload_gb": OFFLOAD_CARD_GB, "source": CARD_SOURCE})]  # sharded: the smaller-card levers do not hold it
    out.append(Msg(code="media_full_train.practice", args={"ema_gb": p.params * 2 / 1e9}))
    return out

