"""LoRA training of an image model (SDXL, FLUX.1-dev) sized from PUBLISHED training measurements: the card class,
the job's steps (images × epochs at batch 1), its hours on one card and its cost.

Why: "训练SDXL的LoRA，500张图，只要国内的云，不要竞价实例" was refused with a
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

With neither epochs nor steps stated, each image is also repeated (kohya's `num_repeats`, the "10_name" folder):
`DEFAULT_REPEATS` = 10 × `DEFAULT_EPOCHS` = 10, SeaArt's "SDXL LoRA Setting Introduction" (seaart.notion.site,
2023-11-15: "Epochs … We suggest 10 for beginners … Repeats … we suggest using 10"), for the subject set SeaArt's
LoRA guide sizes ("Usually, 20 to 40 images are sufficient for many types of LoRA", docs.seaart.ai 3-2 LoRA
Training (Advance)); so a 20–40 image subject LoRA is 2,000–4,000 steps (the old 300-step default, 30 images × 10
epochs, put 200 product LoRAs in 12 h on 2 cards, a tenth of a usual SDXL LoRA's steps). The guide lowers the repeats
for a large set, so the repeats stop at `SUBJECT_STEPS` = 40 images × 10 × 10 = 4,000 steps and never go below 1
(images × epochs, the old default, for a large set). By hand: 30 images → 30 × 10 × 10 = 3,000 steps ≈ 50 min on the
4090 at 1.00 s a step; 25 → 2,500; 100 → 4,000 (4 repeats); 300 → 3,000 (1 repeat; repeats are whole);
500 → 5,000 (1 repeat). Stated epochs or steps are the job as said (no repeats added). The recipe is an SDXL one:
a FLUX.1-dev LoRA with neither said runs the published FLUX trainers' 1,000 steps (`RECIPE_STEPS`), unless
images × epochs is more.

Stated figures are the job ("1500 steps, 1024px, batch 4, ~300 customers a day, fastest, money
is no object" was sized as 200 steps on the cheapest card, one job, no month): stated steps replace images × epochs; a
stated batch b makes a step b images, b × the batch-1 step time (the measurement is at batch 1; at 1024² a step is
compute bound, so no better-than-linear gain is credited); "fastest" ranks by the job's wall time
(tools.embedding.by_time, the LLM ranking's objective), the cheapest plan then said beside it. A daily volume of
jobs (one a customer) runs one job a card — a machine's n cards take n jobs at once, never one small LoRA over n
cards — and gives the card-hours a day (jobs × one job's hours; the fleet is kept up, so no start-up a job), the
cards busy at the busiest hour (the day's average × tools.traffic.busy_hour_factor, 2.4) and the month: autoscaled
(card-hours a day × 30.4 days × the card's hourly price) and the peak fleet kept up all month (machines × hourly
price × 730 h).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import ceil, floor
from typing import Any, cast

from tools.batch_filters import constraint_msgs, row_filter
from tools.constants import HOURS_PER_MONTH, JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.embedding import EmbeddingRow, _row, _usable, by_time, fastest_note, fastest_on_tie, rank_key
from tools.media import Measured, MediaModel, licence_line
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, MsgArg, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.traffic import busy_hour_factor
from tools.wording import duration, money_text

DEFAULT_EPOCHS = 10
DEFAULT_REPEATS = 10  # kohya num_repeats with no epochs/steps said (SeaArt's SDXL recipe, docstring)
SUBJECT_IMAGES = 40  # SeaArt: "20 to 40 images are sufficient for many types of LoRA"
REPEATS_MODELS = frozenset({"sdxl"})  # the recipe is SeaArt's SDXL one; FLUX keeps images × epochs
SUBJECT_STEPS = SUBJECT_IMAGES * DEFAULT_REPEATS * DEFAULT_EPOCHS  # 4,000: the repeats stop here
# A FLUX.1-dev LoRA with no epochs or steps said runs the published trainers' step count, not images × epochs (20
# portraits × 10 epochs is 200 steps, a fifth of the smallest recipe): Replicate's ostris/flux-dev-lora-trainer
# defaults to 1,000 steps, ai-toolkit's config/examples/train_lora_flux_24gb.yaml runs 2,000 ("500 - 4000 is a good
# range"). The lower, 1,000, is used and the 2,000 said beside it (twice the time); a set large enough that
# images × epochs passes it keeps images × epochs.
RECIPE_STEPS = {"flux-dev": 1000}
RECIPE_SOURCE = ("Replicate's ostris/flux-dev-lora-trainer default 1,000 steps; ai-toolkit's "
                 "config/examples/train_lora_flux_24gb.yaml 2,000")
MEASURED_BATCH = 1  # the measurements' batch (TRAIN_MEASURED): the batch when none is stated
DAYS_PER_MONTH = HOURS_PER_MONTH / 24  # 30.4
PAPER_FASTER = 2.0  # a card named as faster on paper under "fastest": at least this × the measured card's TFLOPS
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
    steps_said: bool = False  # the user's steps, not images × epochs
    batch: int = 1  # images a step (stated; the measurement is batch 1)
    fastest: bool = False  # "fastest" / "money is no object": ranked by the job's wall time
    cheapest: TrainRow | None = None  # under "fastest": the cheapest plan, said beside the fastest
    fleet: Fleet | None = None  # a daily volume of jobs: card-hours a day, cards at the peak, the month
    paper: tuple[str, float] | None = None  # under "fastest": the card fastest on paper, its TFLOPS × the measured
    size: tuple[int, int] | None = None  # the stated image size (sized at the measured 1024², said)
    job_batch: JobBatch | None = None  # N independent jobs (one a customer / student): their card-hours, cost and cards
    repeats: float = 1.0  # kohya repeats an image an epoch (default_repeats): > 1 only with no epochs/steps said
    recipe: bool = False  # the steps are the published trainers' (RECIPE_STEPS), no epochs or steps said


@dataclass(frozen=True)
class Fleet:
    """A daily volume of LoRA jobs on the first row's card, one job a card (module docstring)."""
    per_day: float
    job_hours: float  # one job on one card (a kept-up fleet: no start-up a job)
    card_hours_day: float
    peak_cards: int
    machines: int
    month_autoscaled: float  # card-hours a day × 30.4 days × the card's hourly price
    month_kept_up: float  # the peak's machines × their hourly price × 730 h


@dataclass(frozen=True)
class JobBatch:
    """N independent LoRA jobs, one job a card (no job is split over cards, none waits on another): the card-hours
    are N × one job's, the cost N × one job's on the card, and the cards in parallel the fewest whose queues all end
    within the window: a card runs floor(window ÷ one job's hours) whole jobs one after another, so the cards are
    ceil(N ÷ that) (80 jobs of 0.52 h in 6 h: 11 a card → 8 cards; card-hours ÷ hours alone gives 7, whose queues of
    12 take 6.2 h). A job longer than the window misses it on any number of cards (`meets` False: one job a card)."""
    jobs: int
    job_hours: float  # one job on one card, start-up excluded
    card_hours: float
    gpu: str
    cost: float | None  # on the first row's card at its per-card price; None with no priced row
    window_h: float | None  # the deadline's hours, when one is said
    cards: int | None  # cards in parallel to finish within the window; None without one
    meets: bool = True  # False when one job alone outlasts the window


def batch_for(jobs: int, job_hours: float, gpu: str, per_card_price: float | None,
              window_h: float | None) -> JobBatch:
    """`jobs` jobs of `job_hours` each, one a card (JobBatch). 50 jobs × 2.4 h = 120 card-hours; within 14 days
    (336 h): ceil(120 / 336) = 1 card."""
    card_hours = jobs * job_hours
    a_card = floor(round(window_h / job_hours, 6)) if window_h and job_hours > 0 else jobs  # whole jobs a card holds
    cards = min(jobs, max(1, ceil(jobs / a_card))) if window_h and a_card else jobs if window_h else None
    cost = card_hours * per_card_price if per_card_price is not None else None
    return JobBatch(jobs, job_hours, card_hours, gpu, cost, window_h, cards, not window_h or a_card > 0)


def _batch(p_rows: list[TrainRow], jobs: int | None, hours_one: float, window_h: float | None) -> JobBatch | None:
    """The batch on the first row's card (its one-card time and per-card price), else on the measured card unpriced."""
    if not jobs:
        return None
    if p_rows:
        r = p_rows[0]
        return batch_for(jobs, r.hours or 0, r.gpu, r.price / r.gpus, window_h)
    return batch_for(jobs, hours_one, MEASURED_CARD, None, window_h)


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


def default_repeats(images: float) -> float:
    """The repeats an image an epoch with no epochs or steps said: DEFAULT_REPEATS, lowered for a large set so the
    steps stop at SUBJECT_STEPS, whole (kohya repeats are integers), never below 1 (module docstring; 30 images → 10,
    100 → 4, 300 → 1, 500 → 1)."""
    if images <= 0:
        return 1.0
    return float(max(1, min(DEFAULT_REPEATS, floor(SUBJECT_STEPS / (images * DEFAULT_EPOCHS)))))  # whole repeats


def recipe_steps(m: MediaModel, batch: int) -> float | None:
    """The published trainers' steps for this model's LoRA at `batch` images a step (RECIPE_STEPS, the same images
    seen: 1,000 at batch 1, 250 at batch 4); None for a model with no recipe held (SDXL: default_repeats)."""
    steps = RECIPE_STEPS.get(m.key)
    return None if steps is None else steps / max(1, batch)


def train_plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str,
               usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None, steps: float | None = None,
               per_day: float | None = None, size: tuple[int, int] | None = None,
               jobs: int | None = None) -> TrainPlan | None:
    """The cheapest machines for the LoRA job (or the soonest done under "fastest"), one row per card type, TOP_ROWS
    of them; None without a measurement, or with neither a stated image count nor stated `steps`. `per_day`: the jobs
    a day, each on one card, with its fleet and month (module docstring); `jobs`: N independent jobs (one a
    customer), each on one card, with their total and the cards in parallel for the deadline (JobBatch)."""
    d = w.dataset
    images = d.amount if d is not None and d.unit == "images" and d.amount > 0 else None
    if train_measured(m) is None or (images is None and not steps):
        return None
    epochs = (d.epochs if d is not None else None) or DEFAULT_EPOCHS
    batch = max(1, int(w.batch_size or MEASURED_BATCH))
    repeats = 1.0 if steps or (d is not None and d.epochs is not None) or m.key not in REPEATS_MODELS \
        else default_repeats(images or 0)
    n_steps = float(steps) if steps else (images or 0) * repeats * epochs / batch  # batch b: b images a step
    recipe = recipe_steps(m, batch) if not steps and (d is None or d.epochs is None) else None
    recipe = recipe if recipe is not None and recipe > n_steps else None
    n_steps = recipe or n_steps
    work = n_steps * batch  # batch-1 steps' worth of compute: a step of b images takes b batch-1 steps' time
    one_card = bool(per_day or jobs)
    ranked = _ranked(m, w, gpus, rows, work, currency, usd_cny, fx, places, one_card=one_card)
    anywhere = None
    if not ranked and (w.regions or w.providers):
        bare = w.model_copy(update={"regions": None, "providers": None})
        wide = _ranked(m, bare, gpus, rows, work, currency, usd_cny, fx, places, one_card=one_card)
        anywhere = wide[0] if wide else None
    ref = train_measured(m)
    fast = by_time(w)
    shown = (cast(list[TrainRow], fastest_on_tie(cast(list[EmbeddingRow], ranked))) if fast else ranked)[:TOP_ROWS]
    cheapest = min(ranked, key=lambda r: (r.cost, r.hours or 0)) if fast and ranked else None
    hours_one = work * (ref.rate if ref else 0) / 3600
    job_batch = _batch(shown, jobs, hours_one, w.deadline_hours)
    # N jobs against a stated deadline: the batch's cards in parallel are sized for it, so it is judged, not "unchecked"
    judged = ("deadline_hours",) if job_batch is not None and job_batch.window_h else ()
    return TrainPlan(m, images or 0, epochs, d is not None and d.epochs is not None, n_steps,
                     hours_one, shown, anywhere, currency,
                     tuple(constraint_msgs(w, bool(ranked), judged=judged, places=places)), w.task == "qlora",
                     bool(steps), batch,
                     fast, cheapest, fleet_for(shown[0], per_day) if per_day and shown else None,
                     paper_fastest(m, w, gpus, rows, places, lambda r: convert_amount(
                         price_of(r, "on_demand"), r.currency, currency, usd_cny, fx)) if fast else None, size,
                     job_batch, repeats, recipe is not None)


def paper_fastest(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                  places: Gazetteer | None, price: Any) -> tuple[str, float] | None:
    """Under "fastest": the cheapest card an hour whose dense FP16 tensor TFLOPS are at least PAPER_FASTER × the
    measured card's, with that ratio — an upper bound on paper that the ranking does not credit (never above the
    measurement, module docstring), said so the buyer times one job on it; None when no listed card is."""
    base, filt = gpus.get(MEASURED_CARD), row_filter(w, gpus, 2 * m.params, places)
    best: tuple[float, str, float] | None = None
    for row in rows:
        g = _usable(row, gpus, filt)
        hourly = price(row) if g is not None else None
        if base is None or g is None or not hourly or step_time(m, g, gpus) is None:
            continue
        try:
            ratio = peak_tflops(g, "fp16") / peak_tflops(base, "fp16")
        except SpeedUnknown:
            continue
        per_card = hourly / int(row.gpu_count or 1)
        if ratio >= PAPER_FASTER and (best is None or per_card < best[0]):
            best = (per_card, g.name, ratio)
    return (best[1], best[2]) if best else None


def fleet_for(r: TrainRow, per_day: float) -> Fleet:
    """`per_day` jobs on row `r`'s card, one job a card (module docstring): r.hours is one job's on one card."""
    job = r.hours or 0
    card_day = per_day * job
    peak = max(1, ceil(round(card_day / 24 * busy_hour_factor(), 6)))  # 50.000000001 is 50 cards
    machines = ceil(peak / r.gpus)
    per_card = r.price / r.gpus
    return Fleet(per_day, job, card_day, peak, machines, card_day * DAYS_PER_MONTH * per_card,
                 machines * r.price * HOURS_PER_MONTH)


def _ranked(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], steps: float,
            currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None,
            one_card: bool = False) -> list[TrainRow]:
    """One row per card type, by cost (by wall time under "fastest"). `steps` are batch-1 steps; `one_card`: a job
    runs on one of the machine's cards (a daily volume), its time and cost that card's, not split over the machine."""
    filt = row_filter(w, gpus, 2 * m.params, places)
    fast = by_time(w)
    best: dict[str, TrainRow] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        got = step_time(m, g, gpus) if g is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx) if got else None
        if g is None or got is None or not price:
            continue
        n = int(row.gpu_count or 1)
        # one job a card on a kept-up fleet (no start-up a job), else data parallel over the machine's cards
        hours = steps * got[0] / 3600 if one_card else steps * got[0] / n / 3600 + JOB_SETUP_HOURS
        cost = price / n * hours if one_card else price * hours
        cand = TrainRow(row.provider, row.instance_type, g.name, n, 1, price, hours, cost, g.vendor, got[0], got[1])
        seen = best.get(g.name)
        if seen is None or rank_key(cand, fast) < rank_key(seen, fast):
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: rank_key(r, fast))


# the smallest card each LoRA runs on at all, with a quantised base and offloading (SimpleTuner README, Hardware
# requirements: Flux.1 LoRA on 12 GB with nf4; SDXL on 8 GB is not listed): below it, the owned card cannot do it
QUANT_CARD_GB = {"sdxl": 12.0, "flux-dev": 12.0}


def owned_card_verdict(m: MediaModel, owned_gb: float | None) -> list[Msg]:
    """"I only have a 12 GB card, is it enough?" answered before the rental: ✅ at the card class, a marginal yes with
    the levers between the quantised floor and the class (FLUX LoRA on a 12 GB 4070 Ti is
    possible with NF4 + cached latents and text embeddings + offload, slower), ❌ below the floor."""
    if owned_gb is None or m.key not in MIN_CARD_GB:
        return []
    verdict = "fits" if owned_gb >= MIN_CARD_GB[m.key] else "lever" if owned_gb >= LEVER_CARD_GB[m.key] else \
        "marginal" if owned_gb >= QUANT_CARD_GB[m.key] else "no"
    return [Msg(code="media_train.owned", args={"gb": owned_gb, "verdict": verdict, "model": m.key,
                                                "min_gb": MIN_CARD_GB[m.key], "source": CARD_SOURCE})]


def train_answer(p: TrainPlan, owned_gb: float | None = None) -> list[Msg]:
    """The headline (the card class, the steps, the hours on one measured card, the first row or why none), the
    stated filters ✅/❌, "fastest" said with the cheapest plan, a daily volume's fleet and month, the other rows, the
    measurement and its source, the smaller-card lever, the assumptions."""
    m, ref = p.model, train_measured(p.model)
    head_args: dict[str, MsgArg] = {"name": m.name, "images": p.images, "epochs": p.epochs, "steps": p.steps,
                 "repeats": round(p.repeats, 1), "recipe": p.recipe,
                 "min_gb": MIN_CARD_GB[m.key], "card": MEASURED_CARD, "hours": duration(p.hours_one),
                 "row": _train_row(p.rows[0], p.currency, p.job_batch is not None) if p.rows else None,
                 "qlora": p.qlora, "quant_gb": QUANT_CARD_GB[m.key], "steps_said": p.steps_said, "batch": p.batch,
                 "jobs": _batch_lines(p)[0] if p.job_batch is not None else None}
    out = [*owned_card_verdict(m, owned_gb), Msg(code="media_train.head", args=head_args), *p.filters]
    if p.fastest and p.rows:
        out.append(fastest_note(cast(list[EmbeddingRow], p.rows), p.cheapest, p.currency))
        if p.paper is not None:
            out.append(Msg(code="media_train.paper_faster", args={"gpu": p.paper[0], "ratio": p.paper[1],
                                                                  "card": MEASURED_CARD}))
    out += _fleet_lines(p)  # N jobs' batch is the headline's (head_args "jobs")
    out += [Msg(code="embedding.also", args={"row": _train_row(r, p.currency, p.job_batch is not None)})
            for r in p.rows[1:]]
    if not p.rows and p.cheapest_anywhere is not None:
        out.append(Msg(code="media_train.anywhere", args={"row": _train_row(p.cheapest_anywhere, p.currency)}))
    if not p.rows:
        out.append(Msg(code="media_train.quote", args={"hours": p.hours_one, "card": MEASURED_CARD,
                                                         "min_gb": MIN_CARD_GB[m.key]}))
    out.append(Msg(code="media_train.source", args={"setup": ref.setup if ref else "", "source": ref.source if ref
                                                    else "", "card_source": CARD_SOURCE, "min_gb": MIN_CARD_GB[m.key],
                                                    "lever_gb": LEVER_CARD_GB[m.key], "model": m.key}))
    out += licence_line(m)
    out.append(Msg(code="media_train.assumptions", args={"epochs_said": p.epochs_said or p.steps_said,
                                                         "epochs": p.epochs, "setup_min": JOB_SETUP_HOURS * 60,
                                                         "repeats": round(p.repeats, 1),
                                                         "recipe": RECIPE_SOURCE if p.recipe else None,
                                                         "steps": p.steps, "batch": p.batch,
                                                         "per_day": p.fleet is not None or p.job_batch is not None,
                                                         "size": list(p.size) if p.size else None}))
    return out


def _fleet_lines(p: TrainPlan) -> list[Msg]:
    """A daily volume: its card-hours, the cards at the busiest hour and the month, on the first row's card."""
    f, r = p.fleet, p.rows[0] if p.rows else None
    if f is None or r is None:
        return []
    return [Msg(code="media_train.fleet", args={
        "per_day": f.per_day, "job": duration(f.job_hours), "card_hours": f.card_hours_day, "gpu": r.gpu,
        "peak": f.peak_cards, "factor": busy_hour_factor(), "machines": f.machines, "gpus": r.gpus,
        "instance": f"{r.provider} {r.instance}", "autoscaled": money_text(f.month_autoscaled, p.currency, 0),
        "kept_up": money_text(f.month_kept_up, p.currency, 0),
        "day": money_text(f.month_autoscaled / DAYS_PER_MONTH, p.currency, 0)})]


def _batch_args(p: TrainPlan) -> dict[str, Any] | None:
    """N independent jobs in words: their card-hours, total cost on the first row's card, the window and the cards in
    parallel that meet it (JobBatch); None for one job."""
    b = p.job_batch
    if b is None:
        return None
    r = p.rows[0] if p.rows else None
    return {"jobs": b.jobs, "job": duration(b.job_hours), "gpu": b.gpu, "card_hours": b.card_hours,
            "cost": money_text(b.cost, p.currency, 0) if b.cost is not None else None,
            "window": duration(b.window_h) if b.window_h else None, "cards": b.cards, "meets": b.meets,
            "instance": f"{r.provider} {r.instance}" if r is not None else None,
            "per_card": money_text(r.price / r.gpus, p.currency) if r is not None else None}


def _batch_lines(p: TrainPlan) -> list[Msg]:
    """N independent jobs: their card-hours, total cost and the cards in parallel for the deadline (JobBatch)."""
    args = _batch_args(p)
    return [Msg(code="media_train.batch", args=args)] if args is not None else []


def _train_row(r: TrainRow, cur: str, each_job: bool = False) -> Msg:
    """A row; `each_job`: N jobs are asked, so its time and cost are labelled as one job's (never read as the total)."""
    return Msg(code="media.row", args={"row": _row(r, cur, "job" if each_job else None), "scaled": r.scaled})


def day_images(each: float, per_day: float) -> float:
    """Images a day of a per-customer generation ("40 images per customer", 300 customers a day): 40 × 300 = 12,000."""
    return each * per_day
