"""Training a recommender (DLRM, DCNv2, TorchRec, two-tower, CTR / ranking models): the embedding tables set the card
COUNT (memory), a published throughput sets the hours, then the deadline, spot and the fastest machine.

Why: "a nightly DLRM / TorchRec retrain, ~4 B examples, tables 800M rows × 64 dims fp32, 6 h deadline" got "Not sized
here … which embedding model?", and a Chinese ranking model was read as an LLM. An expert sizes the tables first
(800M × 64 × 4 B = 205 GB, + optimizer state), shards them over the cards (TorchRec table-wise / row-wise, or caches
them in host memory), then takes the speed from a published benchmark scaled by the examples.

- Table memory: rows × dim × bytes (fp32 4, fp16 / bf16 2). Optimizer state (`OPTIMIZER_FLOATS`): SGD none; row-wise
  Adagrad one float a ROW (TorchRec's / FBGEMM's EXACT_ROWWISE_ADAGRAD, the DLRM default); Adam two floats a weight
  (its two moments): NVIDIA's DCNv2 table, Criteo T3 with Adam: 84.9 GiB of tables need 250 GiB for training (≈ 3 ×).
  Row-wise Adagrad is assumed when none is said. With Adam said, the plan with row-wise Adagrad (TorchRec's /
  FBGEMM's sparse default, EXACT_ROWWISE_ADAGRAD) is said beside it when it rents a cheaper machine: the tables' own
  size then sets the cards (450M × 128 × 4 B = 230.4 GB + 1.8 GB, against 691.2 GB with Adam).
- The tables are sharded over the machine's cards (table-wise / row-wise, TorchRec's planner) and may fill
  `TABLE_SHARE` = 0.7 of each card (assumed: the dense part, activations, all-to-all buffers and the CUDA context take
  the rest), so cards = ceil(table GB ÷ (0.7 × card GB)); on fewer cards TorchRec's UVM caching keeps the tables in host
  memory with a cache on the card — slower, said, not ranked.
- Speed: NVIDIA DeepLearningExamples, TensorFlow2/Recommendation/DLRM_and_DCNv2/doc/DCNv2.md, "Training performance:
  NVIDIA DGX A100 (8x A100 80GB)": the large model (22.8 B parameters, batch 8k a GPU, mixed precision) at 5.75 M
  samples/s on 8 cards (`REF_SAMPLES_S`), a published benchmark on Criteo 1TB, not the user's model. A card of another
  kind is credited by its memory bandwidth against the A100 80 GB's 2,039 GB/s (embedding lookups are
  bandwidth-bound: assumed), cards credited linearly (assumed); time a pilot of 1 % of the examples.
- Hours = examples ÷ the machine's samples/s + `JOB_SETUP_HOURS`; a nightly run's month = `RUNS_A_MONTH` runs.
- A run's length said instead of its examples ("what's a week of training cost?", 训练一周多少钱): the machines that
  hold the tables are priced for that length (a week = 168 h, tools.constants.PERIOD_HOURS), the cheapest first; the
  answer had said only "say the examples a run", with no card count and no week's cost.
- Nothing listed holds the tables as said (1B × 128 × 4 B = 512 GB + Adagrad's 512 GB ≈ 1 TB on 8 × A100 80GB's
  448 GB at 70 %): the route an expert takes is said — row-wise Adagrad (one float a row) and, where that still does
  not fit one machine, FP16 tables (1B × 128 × 2 B = 256 GB + 4 GB → ⌈260 ÷ 56⌉ = 5 cards: one 8 × A100 80GB).
- A proposed machine too small for the tables ("will one A100 80GB do?") is answered no, with the cards they need:
  ⌈1,024 GB ÷ 56 GB⌉ = 19 A100 80GB (3 machines of 8), ⌈516 ÷ 56⌉ = 10 with row-wise Adagrad, 5 with FP16 tables too.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import ceil

from tools.batch_filters import row_filter
from tools.constants import DAYS_PER_MONTH, JOB_SETUP_HOURS, PERIOD_HOURS
from tools.cost import convert_amount
from tools.embedding import EmbeddingRow, _row
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, Msg, Workload
from tools.setup_verdict import SetupVerdict, setup_verdict
from tools.wording import money_text

OPTIMIZER_FLOATS = {"sgd": 0.0, "rowwise_adagrad": 0.0, "adagrad": 1.0, "adam": 2.0}  # extra floats a weight
TABLE_SHARE = 0.7
REF_SAMPLES_S = 5.75e6  # DCNv2 large, 8 × A100 80GB, mixed precision (module docstring)
REF_CARDS = 8
REF_BANDWIDTH = 2039.0  # A100 80GB SXM, GB/s
RUNS_A_MONTH = DAYS_PER_MONTH  # a nightly retrain
TOP_ROWS = 3
SOURCE = ("NVIDIA DeepLearningExamples DCNv2.md, 8 × A100 80GB: 5.75 M samples/s (Criteo 1TB, 22.8 B parameters), "
          "a benchmark model")


@dataclass(frozen=True)
class RecJob:
    """What the message asks trained: the examples a run, the tables (rows, dim, bytes a value), the optimizer."""
    examples: float | None
    rows: float | None
    dim: int | None
    value_bytes: int = 4
    optimizer: str = "rowwise_adagrad"
    optimizer_said: bool = False
    nightly: bool = False
    proposed_gpu: str | None = None  # a proposed machine ("4 nodes of 8x H100"): its card
    proposed_count: int | None = None  # and its cards in all
    run_length: float | None = None  # a run's stated wall hours ("a week of training": 168), priced when no examples


@dataclass(frozen=True)
class RecPlan:
    job: RecJob
    table_gb: float | None
    state_gb: float | None
    rows: list[EmbeddingRow]
    spot_rows: list[EmbeddingRow]
    fastest: EmbeddingRow | None
    currency: str
    met: bool = True
    deadline: float | None = None
    notes: tuple[Msg, ...] = field(default=())
    proposed: Msg | None = None
    rowwise: EmbeddingRow | None = None  # the cheaper pick with row-wise Adagrad instead of the said Adam / Adagrad
    rowwise_state_gb: float | None = None
    rowwise_half: bool = False  # the cheaper pick also keeps the tables in FP16 (nothing holds them in FP32)


def length_hours(count: float, per: str) -> float:
    """A run's stated length in hours: count × the period's hours (tools.constants.PERIOD_HOURS; an hour is 1):
    a week 168, 3 days 72, two weeks 336."""
    return count * (1.0 if per == "hour" else PERIOD_HOURS[per])


def table_gb(job: RecJob) -> float | None:
    """The tables' weights in GB: rows × dim × bytes (800M × 64 × 4 = 204.8 GB)."""
    return job.rows * job.dim * job.value_bytes / 1e9 if job.rows and job.dim else None


def state_gb(job: RecJob) -> float | None:
    """The optimizer state in GB: row-wise Adagrad one fp32 a row (800M rows: 3.2 GB); Adam 2 × the weights' values
    in fp32 (800M × 64 × 4 × 2 = 409.6 GB); SGD 0."""
    if not job.rows or not job.dim:
        return None
    if job.optimizer == "rowwise_adagrad":
        return job.rows * 4 / 1e9
    return job.rows * job.dim * 4 * OPTIMIZER_FLOATS.get(job.optimizer, 0.0) / 1e9


def cards_needed(job: RecJob, card_gb: float) -> int | None:
    """Cards to hold the tables and their state at TABLE_SHARE of each: 208 GB on 80 GB cards → ceil(208 ÷ 56) = 4."""
    t, s = table_gb(job), state_gb(job)
    if t is None or s is None or not card_gb:
        return None
    return max(1, ceil((t + s) / (TABLE_SHARE * card_gb)))


def samples_per_s(g: GPUSpec, n: int) -> float | None:
    """A machine's samples/s: the reference's per card × bandwidth ÷ 2,039 × n (H100 SXM 3,350 GB/s: 718,750 × 1.643 ×
    4 = 4.72 M/s)."""
    if not g.bandwidth_gb_s or g.vendor != "NVIDIA":
        return None
    return REF_SAMPLES_S / REF_CARDS * g.bandwidth_gb_s / REF_BANDWIDTH * n


def run_hours(job: RecJob, g: GPUSpec, n: int) -> float | None:
    """One run's wall hours: examples ÷ samples/s ÷ 3,600 + start-up; a stated run length when no examples are said
    (a week: 168 h); None when the tables do not fit on n cards."""
    need = cards_needed(job, g.memory_gb or 0.0)
    rate = samples_per_s(g, n)
    if need is None or need > n or rate is None:
        return None
    if not job.examples:
        return job.run_length
    return job.examples / rate / 3600 + JOB_SETUP_HOURS


def _ranked(job: RecJob, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], billing: str, currency: str,
            usd_cny: float, fx: dict[str, float], places: Gazetteer | None) -> list[EmbeddingRow]:
    """The cheapest machine of each card type for one run at `billing` (on_demand / spot), cheapest first."""
    filt = row_filter(w, gpus, 0.0, places)
    best: dict[str, EmbeddingRow] = {}
    for row in rows:
        g = gpus.get(row.gpu) if row.gpu else None
        raw = price_of(row, billing)
        if g is None or not raw or not row.gpu_count or row.price_scope != "instance" or row.quarantined or \
                row.same_as or not filt.admits(row, g):
            continue
        n = int(row.gpu_count)
        hours = run_hours(job, g, n)
        price = convert_amount(raw, row.currency, currency, usd_cny, fx) if hours else None
        if hours is None or not price:
            continue
        cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, 1, price, hours, price * hours, g.vendor)
        seen = best.get(g.name)
        if seen is None or (cand.cost, n) < (seen.cost, seen.gpus):
            best[g.name] = cand
    return sorted(best.values(), key=lambda r: (r.cost, r.gpus))


def recsys_plan(job: RecJob, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str,
                usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None) -> RecPlan:
    """On-demand and spot machines that finish a run by the deadline (the fastest first when none does), and the
    fastest machine listed."""
    deadline = w.deadline_hours
    od = _ranked(job, w, gpus, rows, "on_demand", currency, usd_cny, fx, places)
    spot = _ranked(job, w, gpus, rows, "spot", currency, usd_cny, fx, places)

    def in_time(rs: list[EmbeddingRow]) -> tuple[list[EmbeddingRow], bool]:
        ok = [r for r in rs if deadline is None or (r.hours or 0) <= deadline]
        return (ok, True) if ok else (sorted(rs, key=lambda r: (r.hours or 0, r.cost)), False)

    shown, met = in_time(od)
    fastest = min(od, key=lambda r: (r.hours or 0, r.cost), default=None)
    alt = replace(job, optimizer="rowwise_adagrad") if job.optimizer in ("adam", "adagrad") else None
    alt_rows = in_time(_ranked(alt, w, gpus, rows, "on_demand", currency, usd_cny, fx, places))[0] if alt else []
    if not shown and not alt_rows and job.value_bytes > 2:  # nothing holds them in FP32: FP16 tables, row-wise state
        alt = replace(job, optimizer="rowwise_adagrad" if alt else job.optimizer, value_bytes=2)
        alt_rows = in_time(_ranked(alt, w, gpus, rows, "on_demand", currency, usd_cny, fx, places))[0]
    cheaper = alt_rows[0] if alt_rows and (not shown or alt_rows[0].cost < shown[0].cost) else None
    return RecPlan(job, table_gb(job), state_gb(job), shown[:TOP_ROWS], in_time(spot)[0][:TOP_ROWS], fastest, currency,
                   met, deadline, proposed=proposed_verdict(job, gpus), rowwise=cheaper,
                   rowwise_state_gb=state_gb(alt) if cheaper and alt else None,
                   rowwise_half=bool(cheaper and alt and alt.value_bytes < job.value_bytes))


NODE_CARDS = 8  # one machine of the proposed kind (8-card HGX / DGX)


def proposed_verdict(job: RecJob, gpus: dict[str, GPUSpec]) -> Msg | None:
    """The proposed machine judged by tools.setup_verdict (the one yes / no / with-changes on a proposed count): too
    few cards for the tables as said → no, or yes with row-wise Adagrad / FP16 tables when those fit the proposal
    (short_verdict). A proposed machine larger than one node ("4 nodes of 8x H100") that holds more than needed: the
    cards the tables need on that card, one 8-card node's run hours, and the proposal's cards; said over-sized when one
    node holds the tables. By hand (340M rows × 128 × 4 B = 174 GB + 1.4 GB row-wise state on H100 80 GB at 70 %:
    ceil(175.4 ÷ 56) = 4 cards; 30 B examples ÷ (718,750 × 3,350 ÷ 2,039 × 8 = 9.45 M/s) = 0.88 h + 0.25 h = 1.13 h
    on one node)."""
    if not job.proposed_gpu or not job.proposed_count:
        return None
    named = sorted((s for name, s in gpus.items() if job.proposed_gpu.lower() in name.lower() and s.vendor == "NVIDIA"),
                   key=lambda s: "SXM" not in s.name)  # an 8-card node of H100 is the SXM (HGX) board
    g = named[0] if named else None
    need = cards_needed(job, g.memory_gb or 0.0) if g is not None else None
    if g is None or need is None:
        return None
    changes = table_changes(job, g.memory_gb or 0.0)
    v = setup_verdict(job.proposed_count, need, min(changes.values(), default=None))
    if not v.fits:
        return short_verdict(job, g, v, changes)
    if need > NODE_CARDS or job.proposed_count <= NODE_CARDS:
        return None
    return Msg(code="recsys_train.proposed", args={
        "count": job.proposed_count, "gpu": g.name, "need": need, "node": NODE_CARDS, "answer": v.answer,
        "hours": run_hours(job, g, NODE_CARDS), "nodes": ceil(job.proposed_count / NODE_CARDS)})


def table_changes(job: RecJob, card_gb: float) -> dict[str, int]:
    """The cards the tables need with the usual changes, smaller change first: `rowwise` (Adam or Adagrad said:
    row-wise Adagrad, one float a row) and `half` (FP32 tables: FP16 ones, with row-wise Adagrad where that applies;
    an SGD job keeps SGD, no state). By hand (1B × 128, Adagrad, A100 80GB at 56 GB): rowwise 516 GB → 10; half
    256 + 4 = 260 GB → 5."""
    rowwise = replace(job, optimizer="rowwise_adagrad") if job.optimizer in ("adam", "adagrad") else job
    got = {"rowwise": cards_needed(rowwise, card_gb) if rowwise is not job else None,
           "half": cards_needed(replace(rowwise, value_bytes=2), card_gb) if job.value_bytes > 2 else None}
    return {k: n for k, n in got.items() if n is not None}


def short_verdict(job: RecJob, g: GPUSpec, v: SetupVerdict, changes: dict[str, int]) -> Msg:
    """A proposed card count too small for the tables as said ("will one A100 80GB do?"): no, or yes with the
    smallest change that fits it (`fix`: row-wise Adagrad, else FP16 tables too), and the cards they need as said, with
    row-wise Adagrad, and with FP16 tables too. By hand (1B × 128 × 4 B = 512 GB + Adagrad 512 GB on A100 80GB, 56 GB
    a card at 70 %): ⌈1,024 ÷ 56⌉ = 19 cards (3 machines of 8); row-wise 516 GB → 10; FP16 + row-wise 260 GB → 5:
    1 proposed → no; 8 proposed → yes with FP16 tables and row-wise Adagrad (5 ≤ 8)."""
    need = v.need or 0
    fix = next((k for k, n in changes.items() if n <= v.proposed), None) if v.answer == "with_changes" else None
    return Msg(code="recsys_train.short", args={
        "count": job.proposed_count, "gpu": g.name, "room": TABLE_SHARE * (g.memory_gb or 0.0),
        "total_gb": (table_gb(job) or 0.0) + (state_gb(job) or 0.0), "need": need, "nodes": ceil(need / NODE_CARDS),
        "rowwise": changes.get("rowwise"), "half": changes.get("half"), "answer": v.answer, "fix": fix,
        "to_rowwise": "rowwise" in changes})


def recsys_answer(p: RecPlan, spot: bool = False, fastest: bool = False) -> list[Msg]:
    """The headline (tables, cards, the pick, its run and its month), the spot rows when asked, the fastest when
    asked, the memory and speed lines, and the assumptions."""
    j = p.job
    period = "day" if j.nightly else None
    lead = (p.spot_rows if spot and p.spot_rows else p.rows)
    fastest = fastest and not (spot and p.spot_rows)  # spot only and the fastest both: the spot pick, the fastest beside
    lead = [p.fastest, *[r for r in lead if r is not p.fastest]] if fastest and p.fastest is not None else lead
    first = lead[0] if lead else None
    out = [Msg(code="recsys_train.head", args={
        "examples": j.examples, "rows": j.rows, "dim": j.dim, "bytes": j.value_bytes, "table_gb": p.table_gb,
        "state_gb": p.state_gb, "optimizer": j.optimizer, "row": _row(first, p.currency, period) if first else None,
        "cards": first.gpus if first else None, "card": first.gpu if first else None, "fastest": fastest,
        "spot": spot and bool(p.spot_rows),
        "month": money_text(first.cost * RUNS_A_MONTH, p.currency) if first and j.nightly else None, "met": p.met,
        "deadline": p.deadline, "run_length": j.run_length})]
    out += [p.proposed] if p.proposed is not None else []
    out += [Msg(code="recsys_train.also", args={"row": _row(r, p.currency, period)}) for r in lead[1:]]
    if p.spot_rows and not spot:
        out.append(Msg(code="recsys_train.spot", args={"row": _row(p.spot_rows[0], p.currency, period)}))
    if p.fastest is not None and p.fastest is not first:
        out.append(Msg(code="recsys_train.fastest", args={"row": _row(p.fastest, p.currency, period)}))
    if p.rowwise is not None:  # Adam said: the sparse optimizer TorchRec / FBGEMM default to, on a cheaper machine
        r = p.rowwise
        out.append(Msg(code="recsys_train.rowwise", args={
            "state_gb": p.state_gb, "rowwise_gb": p.rowwise_state_gb,
            "total_gb": (p.table_gb or 0) / (2 if p.rowwise_half else 1) + (p.rowwise_state_gb or 0),
            "row": _row(r, p.currency, period), "month": money_text(r.cost * RUNS_A_MONTH, p.currency) if j.nightly else None,
            "optimizer": j.optimizer, "half": p.rowwise_half, "above": bool(first)}))
    out.append(Msg(code="recsys_train.math", args={
        "share": TABLE_SHARE, "ref_m": REF_SAMPLES_S / 1e6, "source": SOURCE, "bw": REF_BANDWIDTH,
        "optimizer_said": j.optimizer_said, "optimizer": j.optimizer, "setup_min": JOB_SETUP_HOURS * 60,
        "runs": RUNS_A_MONTH if j.nightly else None}))
    return out
