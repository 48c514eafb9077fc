"""Catalog rows × plans → offers sized for the stated work, or rejections with a reason.

Each row is kept or rejected as data (docs/RECOMMENDER.md):
- the card's kernels must run the weights' and the KV cache's format (tools.compat.kernel_problem);
- one replica never crosses instances without ≥ 100 Gbps RDMA, and below ~400 B parameters
  serving scales with replicas, never with TP/PP across nodes;
- ≥ 4 vCPU per GPU (seed 000 §5), a price for the billing mode, the stated providers and regions,
  no quarantined or retired row; consumer cards and marketplace offers are not offered for online
  serving (no ECC / data-centre licence; no SLA);
then each kept row is sized: serving = replicas for the stated concurrency (and throughput target);
training = enough nodes to meet the deadline when the job's size is known.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from tools import compat
from tools.answer_time import answer_time_floor
from tools.arch import total_params
from tools.constants import HOURS_PER_MONTH, JOB_SETUP_HOURS, VLLM_MAX_NUM_SEQS
from tools.constraints import region_ok
from tools.cost import convert_amount, spot_rework_hours
from tools.defaults import DEFAULT_CONCURRENCY, kind_of, serves
from tools.fit import fit_of, thin_floor
from tools.fp16_safety import fp16_unsafe_msg, fp16_unsafe_on
from tools.host import MULTI_NODE_GBIT_S, VCPU_PER_GPU
from tools.load import (
    LONG_PROMPT_TOKENS,
    LoadPoint,
    RequestShape,
    request_shape,
    shared_prefix_prefilled,
    steady_state,
)
from tools.memory import PREFILL_CHUNK_TOKENS, estimate_memory, vllm_batch_defaults, weight_bytes
from tools.network import owned_machine_gpus
from tools.parallel import ReplicaOption, fit_headroom, multi_node_option, plan_training, replica_options
from tools.places import Gazetteer
from tools.prefill_service import pooled
from tools.rate_service import answer_late, rate_driven_short
from tools.schema import (
    GPUSpec,
    InstanceRow,
    Layout,
    MemoryBreakdown,
    ModelArch,
    Msg,
    ParallelPlan,
    Resolved,
    SpeedEstimate,
    WorkKind,
    Workload,
)
from tools.seller_sla import resold, seller_sla_needed
from tools.speed import SpeedUnknown, estimate_speed, prefill_floor_s, prompt_tokens, tp_allreduce_s, tp_link

RDMA_MIN_GBIT_S = MULTI_NODE_GBIT_S  # seed 000 §5: multi-node work wants ≥ 100 Gbps RDMA (one home: tools.host)
REPLICAS_ACROSS_NODES_BELOW = 400e9  # parameters: below this one replica stays inside one node
MAX_NODES = 64  # the largest cluster the catalog's machines are assumed to form
MAX_SERVING_INSTANCES = 32  # more independent replicas than this is a fleet, not a rental answer
# A served model's plain replicas (no RDMA between them) are capped by the fleet's GPUs, not by its machines: 32
# machines of 8 GPUs. A 40-GPU chat fleet on 2-GPU boxes (20 machines) was once refused as "more than 32 machines"
# while the same GPUs in 8-GPU nodes were ranked; the ranking, not a cap, prefers fewer, larger machines.
MAX_SERVING_GPUS = MAX_SERVING_INSTANCES * 8
# Interactive serving: each stream decodes at ≥ 10 tokens/s (100 ms per token). MLPerf Inference's
# Llama-2-70B scenarios bound time per output token at 200 ms (server) and 40 ms (interactive); 10 tok/s
# sits between them and above reading speed. Stated in every serving answer; a throughput target adds to it.
MIN_STREAM_TOKENS_PER_S = 10.0
# A speed an expert calls usable for a chat without asking: 2.5 × a silent reader's ≈ 5.3 tokens/s (Brysbaert 2019,
# tools.small_load_floor), between the readable minimum and the interactive default; the review keys accept 13–20
# tokens/s for a chat ("LINE 聊天 15 tok/s 已夠"). The floor where our default was priced out in a stated place past
# tools.small_load_floor.PLACE_USABLE_PREMIUM × a plan at this speed (Search.usable_floor).
USABLE_TOKENS_PER_S = 13.0
# Interactive default: with no per-user target stated, each user gets ≥ 20 tokens/s (50 ms per
# token, inside MLPerf's 40 ms interactive bound × 1.25; well above reading speed) and the first token of a
# prompt of the stated context within 2 s. Stated as an assumption and changeable; when no listed plan
# reaches the default, the floor falls back to MIN_STREAM_TOKENS_PER_S and the answer says so.
INTERACTIVE_TOKENS_PER_S = 20.0
# Fast replies asked for with no figure ("replies need to be fast", 回复要快): MLPerf Inference v5.0's Llama 2 70B
# Interactive bounds, which MLCommons set to model "a more responsive user experience": time per output token ≤ 40 ms
# (25 tokens/s a user) and the first token within 450 ms (mlcommons.org/2025/04/llm-inference-v5: a 5 × shorter time per
# token and a 4.4 × lower first token than the server scenario's 200 ms and 2 s). The cheapest plan meeting them leads.
RESPONSIVE_TOKENS_PER_S = 25.0
RESPONSIVE_TTFT_MS = 450.0
INTERACTIVE_TTFT_S = 2.0
# ... for prompts up to TTFT_REFERENCE_TOKENS; a longer prompt's default grows with it (2 s per 8k tokens: 8 s at 32k,
# 32 s at 128k), since no plan reads 128k tokens in 2 s and a default that excludes every fast card would hand the
# pick to cards whose prefill cannot even be computed.
TTFT_REFERENCE_TOKENS = 8192
# Spot below this share of on-demand on a multi-GPU machine is suspect: AWS and Google Cloud advertise spot "up to
# 90 %" off on-demand, and their 8-GPU instances are listed at 60-75 % off; a price under 15 % is at or past that
# ceiling on the scarcest machines, the sign of a per-GPU quote stored against the whole node or a stale row.
SUSPECT_SPOT_SHARE = 0.15



def wall_hours(run_hours: float) -> float:
    """A sized job's wall (and billed) hours: its run plus the start-up every job pays (tools.constants.
    JOB_SETUP_HOURS: boot, image, weights). The table's time, the headline's "done in", the deadline and the cost
    all use this one figure."""
    return run_hours + JOB_SETUP_HOURS


def billed_gpu_hours(run_hours: float, gpus: int) -> float:
    """The GPU-hours a priced job pays for: its wall hours (run + start-up, `wall_hours`) on every GPU, so the figure
    beside "done in 15.7 h" on one GPU is 15.7 GPU-hours and price per GPU-hour × it is the cost shown."""
    return wall_hours(run_hours) * gpus


def finishes_by(run_hours: float, deadline_hours: float) -> bool:
    """A job meets its deadline when its wall time ends by it: a 5.85 h run is not "within 6 h" at 6.1 h."""
    return wall_hours(run_hours) <= deadline_hours

def label_answer(output_tokens: int) -> bool:
    """An answer no longer than a classifier's label (tools.defaults.CLASSIFY_OUTPUT_TOKENS: a category, a tag, a
    route): the request is prefill-bound, so no per-user decode floor applies (Search.stream_floor)."""
    from tools.defaults import CLASSIFY_OUTPUT_TOKENS  # tools.defaults imports this module

    return output_tokens <= CLASSIFY_OUTPUT_TOKENS


def ttft_limit_s(w: Resolved) -> float:
    """Seconds to the first token: the stated limit, else a code completion's (tools.completion_load.COMPLETION_TTFT_S:
    a suggestion shown within a few hundred ms), else the interactive default for the stated context."""
    from tools.completion_load import completion_ttft_s

    if w.target_ttft_ms:
        return w.target_ttft_ms / 1000
    if (fim := completion_ttft_s(w)) is not None:
        return fim
    return INTERACTIVE_TTFT_S * max(1.0, w.seq_len / TTFT_REFERENCE_TOKENS)
MIN_RAM_SHARE = 0.5  # host RAM below half the GPU memory can't stage the weights (seed 000 §5 asks for RAM ≥ GPU memory)


def vcpu_short(row: InstanceRow) -> bool:
    """Fewer than tools.host.VCPU_PER_GPU vCPUs a GPU (a blank vCPU cell is not judged): the host rule every path
    shares with ram_short (the ranking's refusal, the quote comparator, the encoder rows)."""
    return row.vcpu is not None and row.vcpu < VCPU_PER_GPU * (row.gpu_count or 0)


def ram_short(row: InstanceRow, g: GPUSpec) -> bool:
    """Host RAM below MIN_RAM_SHARE of the machine's GPU memory (a blank RAM cell or GPU size is not judged): the
    host rule of every path (LLM offers here, encoder and media rows in tools.batch_filters)."""
    return row.ram_gib is not None and bool(g.memory_gb) and \
        row.ram_gib < MIN_RAM_SHARE * (g.memory_gb or 0) * (row.gpu_count or 0)
SMALL_MODEL_SHARE = 0.5  # weights within half a GPU's budget: scale with single-GPU replicas only
SMALL_MODEL_WEIGHTS = 20e9  # bytes: weights that fit a 24 GB card (8B bf16, 32B int4) make a small model


@dataclass
class Offer:
    """One catalog row sized for the work."""

    row: InstanceRow
    gpu: GPUSpec
    instances: int
    layout: Layout  # serving: one replica; training: the whole job
    replicas: int
    users_per_replica: int
    hourly: float  # all instances, display currency, chosen billing
    plan: ParallelPlan | None
    speed: SpeedEstimate | None
    tokens_per_s: float | None  # serving: aggregate at the stated load; training: train tokens/s
    train_hours: float | None = None
    work_cost: float = 0.0  # the ranking objective
    meets_deadline: bool = True
    regions: int = 1  # regions where the same machine is offered
    billing: str = "on_demand"  # the mode this row is priced in (priority "cheapest": spot where it is cheaper)
    per_user_tps: float | None = None  # serving: decode tokens/s each user sees at the stated load
    ttft_s: float | None = None  # serving: seconds to the first token for a prompt of the stated context
    rank_value: float = 0.0  # what the ranking sorts on (the policy's objective; = work_cost unless "fastest")
    load: LoadPoint | None = None  # serving: one replica's steady state behind per_user_tps and ttft_s (tools.load)
    load_replicas: int = 0  # serving: the replicas the load needs, before the machine's paid-for GPUs serve too (0: as many)

    @property
    def total_gpus(self) -> int:
        return int(self.row.gpu_count or 0) * self.instances


@dataclass
class Sizing:
    """How one machine shape (GPU type × GPUs per instance × RDMA) holds the work; price-free, so
    it is computed once per shape and multiplied by each row's price."""

    instances: int
    layout: Layout
    replicas: int
    users_per_replica: int
    plan: ParallelPlan | None
    speed: SpeedEstimate | None
    tokens_per_s: float | None
    train_hours: float | None = None
    meets_deadline: bool = True
    load: LoadPoint | None = None  # serving: one replica's steady state at the stated load (tools.load)
    load_replicas: int = 0  # serving: the replicas the load needs, before the machine's paid-for GPUs serve too (0: as many)


@dataclass
class Rejections:
    """Counts and examples per reason (rendered as `Recommendation.rejected`)."""

    counts: dict[str, int] = field(default_factory=dict)
    messages: dict[str, Msg] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=dict)

    def add(self, reason: str, row: InstanceRow, msg: Msg | None = None) -> None:
        self.counts[reason] = self.counts.get(reason, 0) + 1
        if msg is not None and reason not in self.messages:
            self.messages[reason] = msg
        ex = self.examples.setdefault(reason, [])
        if len(ex) < 3:
            label = f"{row.provider} {row.instance_type}"
            if label not in ex:
                ex.append(label)

    def copy(self) -> Rejections:
        return Rejections(counts=dict(self.counts), messages=dict(self.messages),
                          examples={k: list(v) for k, v in self.examples.items()})

    def extend(self, tallies: list[tuple[Rejections, dict[str, int]]]) -> None:
        """Add tallies of rows taken in one order (each with the index of the row where each of its reasons first
        occurred, no reason in two tallies) as if their rows had been added one by one in that order: the same
        counts, first messages, first three examples, and reasons in the same order."""
        firsts = sorted((i, reason, t) for t, first in tallies for reason, i in first.items())
        for _, reason, t in firsts:
            self.counts[reason] = self.counts.get(reason, 0) + t.counts[reason]
            if reason in t.messages and reason not in self.messages:
                self.messages[reason] = t.messages[reason]
            ex = self.examples.setdefault(reason, [])
            ex += [x for x in t.examples[reason] if x not in ex][:max(0, 3 - len(ex))]


REASONS: dict[str, Msg] = {
    "unusable": Msg(code="offers.accelerator_without_the_figures"),
    "unknown_gpu": Msg(code="offers.accelerator_not_in_the"),
    "gpu_only": Msg(code="offers.gpu_only_attach_price"),
    "fraction": Msg(code="offers.a_fraction_of_a"),
    "unpriced": Msg(code="offers.no_public_price_in"),
    "precision": Msg(code="offers.the_cards_kernels_cannot"),
    "attention_kernel": Msg(code="offers.attention_kernel"),
    "rocm": Msg(code="offers.amd_instinct_on_rocm"),
    "consumer_serving": Msg(code="offers.consumer_card_for_online"),
    "marketplace_serving": Msg(code="offers.marketplace_offer_for_online"),
    "no_price": Msg(code="offers.no_price_for_the"),
    "broker_duplicate": Msg(code="offers.a_brokers_resale_of"),
    "marketplace": Msg(code="offers.marketplace_or_broker_offer"),
    "quarantined": Msg(code="offers.price_or_sku_quarantined"),
    "unconfirmed_price": Msg(code="offers.unconfirmed_price"),
    "vcpu": Msg(code="offers.fewer_than_vcpu_per", args={"vcpu_per_gpu": VCPU_PER_GPU}),
    "ram": Msg(code="offers.host_ram_below_half"),
    "provider": Msg(code="offers.not_from_a_stated"),
    "gpu_count": Msg(code="offers.more_gpus_per_machine"),
    "region": Msg(code="offers.not_in_a_stated"),
    "gpu": Msg(code="offers.not_the_gpu_you"),
    "no_fit": Msg(code="offers.the_model_does_not"),
    "rdma": Msg(code="offers.would_split_one_copy", args={"rdma_min_gbit_s": RDMA_MIN_GBIT_S}),
    "too_many": Msg(code="offers.would_need_more_than", args={"max_serving_gpus": MAX_SERVING_GPUS}),
    "budget": Msg(code="offers.over_the_stated_budget"),
    "deadline": Msg(code="offers.cannot_finish_before_the"),
    "throughput": Msg(code="offers.cannot_decode_the_per"),
    "gpu_memory": Msg(code="offers.less_memory_per_card"),
    "ttft": Msg(code="offers.cannot_prefill_the_stated"),
    "ttft_unchecked": Msg(code="offers.the_card_has_no"),
    "suspect_spot": Msg(code="offers.suspect_spot", args={"share": SUSPECT_SPOT_SHARE}),
    "load_unchecked": Msg(code="offers.speed_at_load_unchecked"),
    "nodes": Msg(code="offers.more_machines_than_stated"),
}


@dataclass
class SizingFacts:
    """What sizing one model for one workload computes per card, kept for every Search of that same workload in one
    recommendation (the pick's, the safe tier's at × 1.3, the smallest's at × 1.0): speeds and kernel checks never
    depend on the headroom; replica layouts, plans and multi-node options carry it in their key where the fit test
    reads it (a pre-allocating serving engine's KV pool does not: tools.parallel.fit_headroom). A card is keyed by
    name and NVLink figure (a PCIe row without its bridge is another card to size)."""

    replicas: dict[tuple[Any, ...], list[ReplicaOption]] = field(default_factory=dict)
    multi: dict[tuple[Any, ...], ReplicaOption] = field(default_factory=dict)
    train: dict[tuple[Any, ...], ParallelPlan] = field(default_factory=dict)
    speed: dict[tuple[Any, ...], SpeedEstimate | None] = field(default_factory=dict)
    kernel: dict[str, Msg | None] = field(default_factory=dict)
    load: dict[tuple[Any, ...], LoadPoint | None] = field(default_factory=dict)  # serving at its steady state (tools.load)
    memory: dict[tuple[Any, ...], MemoryBreakdown] = field(default_factory=dict)
    training_memory: dict[tuple[Any, ...], MemoryBreakdown] = field(default_factory=dict)
    picks: dict[tuple[Any, ...], ServingPick | str] = field(default_factory=dict)  # size_serving's, per shape and floor
    # the kind's sizer per machine shape (Search.sized), with what a Search adds to the workload: headroom, floors, and
    # the deadlines a job's machine count reads (the search's, and the stated one of a batch)
    sized: dict[tuple[Any, ...], Sizing | str] = field(default_factory=dict)
    shares_physics: bool = False  # its memory, speed, load and kernel dicts are the memo's physics store (kept_facts)


@dataclass
class Search:
    """Everything one sizing pass needs, with its caches (sized shapes; per-card facts in `facts`, which the caller
    may share between Searches of the same arch and workload)."""

    arch: ModelArch
    w: Resolved
    gpus: dict[str, GPUSpec]
    currency: str
    usd_cny: float
    headroom: float
    billing: str  # the billing actually priced (spot asked for serving is priced on-demand)
    deadline_hours: float | None
    preferred: GPUSpec | None = None
    named: tuple[str, ...] = ()  # the cards a stated GPU admits (named_cards): a family's variants, or the one card
    fx: dict[str, float] = field(default_factory=dict)  # units per USD of a display currency other than USD/CNY
    places: Gazetteer = field(default_factory=Gazetteer)  # region names → region ids (catalog.places.gazetteer())
    memo: PrefilterMemo | None = None  # the caller's prefilter memo (prefilter), None for none
    rejected: Rejections = field(default_factory=Rejections)
    facts: SizingFacts = field(default_factory=SizingFacts)
    _sized: dict[tuple[Any, ...], Sizing | str] = field(default_factory=dict)
    _usable: dict[str, bool] = field(default_factory=dict)
    _bridgeless: dict[str, GPUSpec] = field(default_factory=dict)
    _cards: dict[tuple[str, bool], tuple[GPUSpec | None, bool]] = field(default_factory=dict)
    _card_refusals: dict[str, Refusal | None] = field(default_factory=dict)
    _at_users: dict[int, Resolved] = field(default_factory=dict)
    _params: int = 0
    small_model: bool = False
    _providers: frozenset[str] = frozenset()
    relaxed_floor: bool = False  # the interactive default floor was out of reach: MIN_STREAM_TOKENS_PER_S applies
    any_speed: bool = False  # a stated card below even that floor: its speed is shown, not required (no floor)
    usable_floor: bool = False  # with relaxed_floor: the default was priced out past a usable plan, USABLE applies
    precision_stated: bool = True  # the user stated the precision: a default BF16 runs as FP16 where BF16 is missing
    kv_stated: bool = True  # the user stated the KV cache's format: a default BF16 cache runs as FP16 there too
    kind: WorkKind = WorkKind.SERVING
    shape: RequestShape = field(init=False)  # serving: the request each user sends in the steady state (tools.load)
    _policy: Any = None
    _fit_headroom: float | None = None

    def __post_init__(self) -> None:
        from tools.kinds import POLICIES  # here: the table names this module's sizers

        self.kind = kind_of(self.w)
        self._policy = POLICIES[self.kind]
        self.shape = request_shape(self.w)
        self._params = total_params(self.arch)
        self.small_model = weight_bytes(self.arch, self.w.precision) <= SMALL_MODEL_WEIGHTS
        self._providers = frozenset(p.lower() for p in self.w.providers or [])
        self._fit_headroom = fit_headroom(self.w, self.headroom)

    @property
    def inference(self) -> bool:
        return serves(self.w.task)

    @property
    def job_sized(self) -> bool:
        return self.kind is WorkKind.SIZED_TRAINING

    @property
    def policy(self) -> Any:
        """This kind's policy (tools.kinds.POLICIES), looked up once in __post_init__ (asked once per row and shape)."""
        return self._policy

    @property
    def stream_floor(self) -> float:
        """Decode tokens/s each user must get: the stated per-user target, else the interactive default; none for an
        answer of a label's length (label_answer): nobody reads 8 tokens as they stream, so that load is judged by
        its requests per second and first-token limit (ttft_limit_s), never by a reading speed."""
        stated = per_user_target(self.w)
        if stated:
            return stated
        if self.any_speed or label_answer(self.shape.output) or rate_driven_short(self.w, self.shape.output):
            return 0.0
        if not self.relaxed_floor:
            return INTERACTIVE_TOKENS_PER_S
        return USABLE_TOKENS_PER_S if self.usable_floor else MIN_STREAM_TOKENS_PER_S

    @property
    def aggregate_target(self) -> float | None:
        """A stated total tokens/s across all users (one user's rate is its stream floor instead)."""
        return aggregate_target(self.w)

    # -- caches ---------------------------------------------------------------------------------
    def kernel(self, g: GPUSpec) -> Msg | None:
        known, key = self.facts.kernel, f"{g.name}:{self.precision_stated}:{self.kv_stated}"
        if key not in known:
            kv = self.w.kv_precision if self.inference else None
            known[key] = compat.kernel_problem(g, self.w.precision, kv, stated=self.precision_stated,
                                               kv_stated=self.kv_stated,
                                               weight_only_fp8=compat.weight_only_fp8(self.arch, self.w),
                                               framework=self.w.framework if self.inference else None)
        return known[key]

    def rocm(self, g: GPUSpec) -> Msg | None:
        """Why an AMD card cannot take this work as planned (ROCm serving only; tools.compat.rocm_problem)."""
        key, known = "rocm:" + g.name, self.facts.kernel
        if key not in known:
            kv = self.w.kv_precision if self.inference else None
            known[key] = compat.rocm_problem(g, self.w.task, self.w.framework, self.w.precision, kv,
                                             cuda_needed=bool(self.w.cuda_needed))
        return known[key]

    def bridgeless(self, g: GPUSpec) -> GPUSpec:
        """`g` without its NVLink pair (a row that states PCIe and no bridge): one copy per card, not one per row."""
        got = self._bridgeless.get(g.name)
        if got is None:
            got = self._bridgeless[g.name] = g.model_copy(update={"nvlink_gb_s": None})
        return got

    def usable(self, g: GPUSpec) -> bool:
        ok = self._usable.get(g.name)
        if ok is None:
            ok = self._usable[g.name] = usable(g)
        return ok

    def card_of(self, gpu: str, pcie: bool) -> tuple[GPUSpec | None, bool]:
        """A row's card (`gpu`, its catalog name; `pcie`: the row states a PCIe link) and whether it can be sized:
        without its NVLink pair where the row states PCIe and no bridge. Once per card and link, not once per row."""
        got = self._cards.get((gpu, pcie))
        if got is None:
            g = self.gpus.get(gpu) if gpu else None
            if g is not None and pcie and g.max_tp == 2:  # no bridge stated for this row: no NVLink pair
                g = self.bridgeless(g)
            got = self._cards[(gpu, pcie)] = (g, g is not None and self.usable(g))
        return got

    def card_refusal(self, g: GPUSpec) -> Refusal | None:
        """Why no row of card `g` takes this work, from the card alone (`_priced`'s first checks), or None."""
        if g.name not in self._card_refusals:
            self._card_refusals[g.name] = _card_refusal(self, g)
        return self._card_refusals[g.name]

    def replica_opts(self, g: GPUSpec, per_node: int) -> list[ReplicaOption]:
        """Replica layouts that fit inside one machine of `per_node` GPUs."""
        key, known = (g.name, g.nvlink_gb_s, 8, self._fit_headroom), self.facts.replicas
        if key not in known:
            known[key] = replica_options(self.arch, self.w, g, headroom=self.headroom, gpus_per_node=8,
                                         memory=self.memory_of(g))
        return self.on_owned_machines(g, per_node, [o for o in known[key] if o.layout.num_gpus <= per_node])

    def wide_opts(self, g: GPUSpec, per_node: int) -> list[ReplicaOption]:
        """Every TP degree inside one machine (for a time-to-first-token limit the narrow replicas miss)."""
        key, known = (g.name, g.nvlink_gb_s, -8, self._fit_headroom), self.facts.replicas
        if key not in known:
            known[key] = replica_options(self.arch, self.w, g, headroom=self.headroom, gpus_per_node=8, every_tp=True,
                                         memory=self.memory_of(g))
        opts = [o for o in known[key] if o.layout.num_gpus <= per_node and o.max_users >= 1]
        return [o for o in self.on_owned_machines(g, per_node, opts) if o.max_users >= 1]

    def on_owned_machines(self, g: GPUSpec, per_node: int, opts: list[ReplicaOption]) -> list[ReplicaOption]:
        """`opts` for the shape of the user's own cards split over machines with no fast RDMA between them
        (tools.network.owned_node_gpus): no tensor-parallel group wider than one of their machines; where none of
        those holds a copy, one copy as TP inside each machine × pipeline stages across them (only hidden states
        cross the link: tools.network.stage_link). Its `nodes` stays 1: the stated count is one owned fleet, priced
        (as its rental stand-in) as the row of that count. Other shapes: `opts` as they are."""
        node = owned_machine_gpus(self.w)  # no link said: one copy per machine too (RDMA only when said)
        mine = g.name in self.named or (self.preferred is not None and g.name == self.preferred.name)
        if node is None or per_node != self.w.num_gpus or not mine:
            return opts
        inside = [o for o in opts if o.layout.tp * o.layout.pp <= node]
        if any(o.max_users >= 1 for o in inside):
            return inside
        staged = self.multi(g, node, per_node // node)
        return [*inside, staged.model_copy(update={"nodes": 1})]

    @property
    def ttft_limit(self) -> float:
        """Seconds to the first token: the stated limit, else the interactive default."""
        return ttft_limit_s(self.w)

    def sized(self, g: GPUSpec, row: InstanceRow) -> Sizing | str:
        """The sizing for this row's shape, or the reason it cannot hold the work."""
        # RDMA matters only where one replica or job may span machines
        spans = not self.inference or self._params >= REPLICAS_ACROSS_NODES_BELOW
        key = (g.name, g.nvlink_gb_s, int(row.gpu_count or 0), spans and rdma_ok(row))
        got = self._sized.get(key)
        if got is None:
            shared = (*key, self.headroom, self.relaxed_floor, self.usable_floor, self.any_speed, self.deadline_hours,
                      self.w.deadline_hours)
            got = self.facts.sized.get(shared)
            if got is None:
                got = self.facts.sized[shared] = self.policy.sizer(self, row, g)
            self._sized[key] = got
        return got

    def multi(self, g: GPUSpec, per_node: int, nodes: int) -> ReplicaOption:
        key, known = (g.name, g.nvlink_gb_s, per_node, nodes, self._fit_headroom), self.facts.multi
        if key not in known:
            known[key] = multi_node_option(self.arch, self.w, g, per_node, nodes, headroom=self.headroom,
                                           memory=self.memory_of(g))
        return known[key]

    def train_plan(self, g: GPUSpec) -> ParallelPlan:
        key, known = (g.name, g.nvlink_gb_s, self.headroom), self.facts.train
        if key not in known:
            known[key] = plan_training(self.arch, self.w, g, headroom=self.headroom, memory=self.training_memory)
        return known[key]

    def training_memory(self, w: Resolved, layout: Layout) -> MemoryBreakdown:
        """Memory per GPU of `w` (this search's workload, its checkpointing aside) on a training layout: computed once
        per layout, since a training estimate does not read the card (tools.memory.estimate_memory)."""
        key = (w.gradient_checkpointing, layout.num_gpus, layout.tp, layout.pp, layout.dp, layout.zero_stage,
               layout.gpus_per_node)
        known = self.facts.training_memory
        if key not in known:
            known[key] = estimate_memory(self.arch, w, layout)
        return known[key]

    def memory_at(self, users: int, g: GPUSpec, layout: Layout) -> MemoryBreakdown:
        """Memory per GPU of one serving replica on `layout` holding `users` sequences (the same for every machine
        shape of the card, and for the tiers' searches: no headroom in it)."""
        key = (g.name, layout.num_gpus, layout.tp, layout.pp, layout.dp, layout.zero_stage, layout.gpus_per_node, users)
        known = self.facts.memory
        if key not in known:
            known[key] = estimate_memory(self.arch, self.at_users(users), layout, g)
        return known[key]

    def memory_of(self, g: GPUSpec) -> Callable[[Layout, int], MemoryBreakdown]:
        """memory_at for card `g`, in the form tools.parallel's replica sizing reads (layout, sequences)."""
        return lambda layout, users: self.memory_at(users, g, layout)

    def at_users(self, users: int) -> Resolved:
        """This search's workload at `users` streams: one copy per count, shared by every card and layout sized at it
        (the calculators only read it)."""
        got = self._at_users.get(users)
        if got is None:
            got = self._at_users[users] = self.w.model_copy(update={"concurrency": users})
        return got

    def speed_at(self, users: int, g: GPUSpec, layout: Layout) -> SpeedEstimate | None:
        """Serving speed of one replica on `layout` holding `users` sequences (cached before copying)."""
        key = (g.name, g.nvlink_gb_s, layout.num_gpus, layout.tp, layout.pp, layout.zero_stage, layout.gpus_per_node, users,
               self.w.gradient_checkpointing)
        if key not in self.facts.speed:
            self.speed(self.at_users(users), g, layout)
        return self.facts.speed[key]

    def speed(self, w: Resolved, g: GPUSpec, layout: Layout) -> SpeedEstimate | None:
        """One replica's (or job's) speed; serving decodes and prefills the request of `shape` (tools.load)."""
        key = (g.name, g.nvlink_gb_s, layout.num_gpus, layout.tp, layout.pp, layout.zero_stage, layout.gpus_per_node,
               w.concurrency, w.gradient_checkpointing)
        known = self.facts.speed
        if key not in known:
            online = self.kind is WorkKind.SERVING
            try:
                known[key] = estimate_speed(self.arch, w, g, layout,
                                            prompt=self.shape.attention_span if online else None,
                                            kv_tokens=self.shape.decode_kv_tokens if online else None)
            except SpeedUnknown:
                known[key] = None
        return known[key]

    def load_at(self, users: int, g: GPUSpec, layout: Layout) -> LoadPoint | None:
        """One replica holding `users` users at its steady state (tools.load), None without a prefill rate. The
        pooled queue's copies (pooled_fleet, fleet_copies: they read the first-token limit, the request rate and the
        users at once, fields the kept physics is shared across, NOT_PHYSICS) are part of the key, 0 where unpooled."""
        copies = fleet_copies(self.w, users, layout) if pooled_fleet(self.w) else 0
        key = (g.name, g.nvlink_gb_s, layout.num_gpus, layout.tp, layout.pp, layout.gpus_per_node, users, copies)
        known = self.facts.load
        if key not in known:
            sp = self.speed_at(users, g, layout)
            lp = after_pcie_loss(self.arch, g, layout, users, load_point(
                sp, users, self.shape, serving_chunk(self.w, g), prefill_floor_s(self.arch, self.w.framework)))
            if lp is not None and copies:  # the replicas behind one balancer: one queue (M/D/c)
                lp = pooled(lp, copies)
            known[key] = lp
        return known[key]


def pooled_fleet(w: Resolved) -> bool:
    """Are a served chat's replicas timed as one pooled queue (tools.prefill_service.pooled)? Where the user stated a
    first-token limit or a request rate: a service sized to a p95 stands behind a least-loaded balancer, and its
    replicas share the queue (said in the answer's load assumption)."""
    return bool(w.target_ttft_ms or w.target_requests_per_s) and not w.batch_requests


def fleet_copies(w: Resolved, users: int, layout: Layout) -> int:
    """The replicas that share one pooled queue: enough copies for the load (concurrency ÷ users a copy), but never
    more than the user's own cards hold (a stated owned count of `num_gpus` holds num_gpus ÷ the layout's GPUs
    copies): owned cards cannot grow a fleet, so their queue is the copies they have."""
    wanted = math.ceil((w.concurrency or users) / max(1, users))
    if w.owned_gpus and w.num_gpus:
        return max(1, min(wanted, w.num_gpus // max(1, layout.num_gpus)))
    return wanted


# Tensor parallelism over PCIe (no NVLink between the cards): the answer warns that communication can eat 30–60 % of a
# step (tools.pitfalls, "communication_can_eat_of"; NCCL all-reduce over PCIe without P2P goes through host memory).
# A TP group of PCIE_TP_WARNED or more PCIe cards keeps at most 1 − PCIE_TP_LOSS (the low end of that warning) of its
# communication-free per-user speed, so the speed an answer quotes and the per-user floor it is judged against are the
# figure after the loss it warns of (27 and 25 tok/s on TP 4 / TP 8 over PCIe quoted before it).
PCIE_TP_LOSS = 0.30
PCIE_TP_WARNED = 4


def after_pcie_loss(arch: ModelArch, g: GPUSpec, layout: Layout, users: int, lp: LoadPoint | None) -> LoadPoint | None:
    """The load point with a wide PCIe TP group's per-user speed cut to the warned loss: the modelled all-reduce share
    of a step (tools.speed.tp_allreduce_s, latency-bound) is topped up to PCIE_TP_LOSS, never charged twice."""
    if lp is None or layout.tp < PCIE_TP_WARNED or tp_link(g, layout.tp) != "pcie" or lp.per_user_tps <= 0:
        return lp
    return replace(lp, per_user_tps=lp.per_user_tps * pcie_keep(arch, g, layout.tp, users, lp.per_user_tps))


def pcie_keep(arch: ModelArch, g: GPUSpec, tp: int, users: int, tps: float) -> float:
    """The share of a per-user speed `tps` (which already holds the modelled all-reduce) a PCIe TP group keeps once
    that share is topped up to PCIE_TP_LOSS."""
    modelled = min(0.99, tp_allreduce_s(arch, g, tp, users) * tps)
    return min(1.0, (1 - PCIE_TP_LOSS) / (1 - modelled))


# How much of a per-user figure is the all-reduce, said beside the topology warning so the warning and the figure agree.
# Below PCIE_TP_WARNED cards the figure carries only the modelled all-reduce (tools.speed.tp_allreduce_s: 2 per layer,
# NCCL's latency per ring hop plus the activations over ≈ 25 GB/s), a small share of a decode step: one token's
# activations per stream is a small message. Measured the same way: 2 × RTX 3090 under vLLM TP 2, NVLink with custom
# all-reduce against PCIe with P2P and custom all-reduce off, gained +3–5 % in decode and +35–49 % in 10k/90k
# prefill (noonghunna/club-3090#702, from the matched A/B of noonghunna/club-3090#698). So "30–60 % of a step" is said
# of wide groups (PCIE_TP_WARNED or more cards), whose figure is already after the low end (pcie_keep); the high end is
# said too.
PCIE_TP_LOSS_HIGH = 0.60


def pcie_tp_share(arch: ModelArch, g: GPUSpec, tp: int, users: int, tps: float) -> float:
    """The share of each token's time at per-user speed `tps` that is the modelled TP all-reduce (tp_allreduce_s ×
    tps: seconds per step × steps per second). 2 × A800 PCIe, a 32B (64 layers, hidden 5,120), 30 streams: each
    all-reduce 12.5 µs latency + 30 × 5,120 × 2 B = 307,200 B ÷ 25 GB/s = 12.3 µs; × 2 × 64 ≈ 3.2 ms a step,
    × 32 tok/s ≈ 10 %."""
    return min(0.99, tp_allreduce_s(arch, g, tp, users) * tps)


def pcie_worst_tps(tps: float) -> float:
    """A wide PCIe TP group's per-user speed at the high end of the warned loss, from `tps` already after the low end
    (pcie_keep): tps × (1 − 0.60) ÷ (1 − 0.30). 25 tok/s after 30 % → 25 × 0.4 / 0.7 ≈ 14.3 tok/s at 60 %."""
    return tps * (1 - PCIE_TP_LOSS_HIGH) / (1 - PCIE_TP_LOSS)


def pcie_tp_loss_applies(o: Offer) -> bool:
    """Is this serving offer's per-user speed after the PCIe TP loss (after_pcie_loss)?"""
    return o.load is not None and o.layout.tp >= PCIE_TP_WARNED and tp_link(o.gpu, o.layout.tp) == "pcie"


def pcie_tp_loss_unpriced(o: Offer) -> bool:
    """A wide PCIe TP group whose per-user speed is before the warned loss: no load point (a card with no published
    TFLOPS has no prefill rate, AWS's A10G), so its figure is the idle decode rate with only the modelled all-reduce
    (4 × A10G TP 4 at 35 tok/s against a stated 30; after the 30 % low end, ≈ 25)."""
    return o.load is None and o.layout.tp >= PCIE_TP_WARNED and tp_link(o.gpu, o.layout.tp) == "pcie"


def after_unpriced_pcie_loss(arch: ModelArch, o: Offer, tps: float | None) -> float | None:
    """`tps` of a `pcie_tp_loss_unpriced` offer after the warned loss (pcie_keep), else None."""
    if tps is None or tps <= 0 or not pcie_tp_loss_unpriced(o):
        return None
    return tps * pcie_keep(arch, o.gpu, o.layout.tp, o.users_per_replica, tps)


def at_full_context(s: Search) -> RequestShape | None:
    """The request of a user whose stream has reached the context the KV cache is sized for (`seq_len`), when the
    priced shape reads less: prompts defaulted to ShareGPT's mean (161 in, 338 out: a decode step reads ≈ 330 tokens
    of KV per stream) while the memory holds every user at the whole context. The new tokens each request prefills
    stay the same (the rest is history), so only the KV each decode step reads grows. None when the shape already
    reads the sized context (a stated context or prompt length)."""
    sh = s.shape
    if sh.prompt_source != "sharegpt" or s.w.seq_len <= sh.decode_kv_tokens:
        return None
    prompt = max(sh.prompt, s.w.seq_len - sh.output)
    return replace(sh, prompt=prompt, cached=max(0, prompt - sh.prefilled))


def per_user_at_context(s: Search, o: Offer) -> float | None:
    """Decode tokens/s each user of `o` gets at load with every stream at the sized context (at_full_context): the
    figure a per-user floor must hold for the memory's own context. The offer's figure when the shapes agree."""
    if at_full_context(s) is None or o.load is None:
        return o.per_user_tps
    return users_at_context(s, o.users_per_replica, o.gpu, o.layout)


def users_at_context(s: Search, u: int, g: GPUSpec, layout: Layout) -> float | None:
    """Decode tokens/s each of `u` users on one replica of `layout` on `g` gets with every stream at the sized context
    (at_full_context; the priced shape's figure, load_at, when that already reads it): per_user_at_context for a load
    other than an offer's (the owned top-up's copies of fewer users each)."""
    full = at_full_context(s)
    if full is None:
        lp0 = s.load_at(u, g, layout)
        return lp0.per_user_tps if lp0 is not None else None
    try:
        sp = estimate_speed(s.arch, s.at_users(u), g, layout, prompt=full.attention_span,
                            kv_tokens=full.decode_kv_tokens)
    except SpeedUnknown:
        return None
    lp = after_pcie_loss(s.arch, g, layout, u, load_point(
        sp, u, full, serving_chunk(s.w, g), prefill_floor_s(s.arch, s.w.framework)))
    return lp.per_user_tps if lp is not None else None


# the words after a GeForce model number that make another card, not a variant of it: "RTX 3080 Ti" is not an
# "RTX 3080", "RTX 4070 Ti SUPER" not an "RTX 4070 Ti", "RTX 4060 Laptop GPU" not the desktop card
TIER_WORDS = ("ti", "super", "laptop", "mobile")


def family_words(name: str) -> list[str]:
    """A card name's words through the first one with a digit and the tier words after it ("RTX 3080 10GB" →
    RTX 3080, "RTX 4070 Ti SUPER" → RTX 4070 Ti SUPER, "A100 80GB SXM" → A100)."""
    words: list[str] = []
    rest = name.split()
    while rest:
        word = rest.pop(0)
        words.append(word)
        if any(c.isdigit() for c in word):
            while rest and rest[0].lower() in TIER_WORDS:
                words.append(rest.pop(0))
            break
    return words


@lru_cache(maxsize=2048)
def card_family(name: str) -> str:
    """A card's family: its name through the first word with a digit (and a GeForce tier word after it: Ti, SUPER,
    Laptop), lower-case, letters and digits only ("A100 80GB SXM" → "a100", "H100 NVL" → "h100", "RTX PRO 6000
    Blackwell" → "rtxpro6000", "RTX 3080 10GB" → "rtx3080", "RTX 3080 Ti" → "rtx3080ti"): the variants a generic name
    covers."""
    return re.sub(r"[^0-9a-z]", "", " ".join(family_words(name)).lower().replace("nvidia", ""))


def named_cards(pref: str | None, gpus: dict[str, GPUSpec]) -> tuple[str, ...]:
    """The catalog cards a stated `gpu_preference` admits: exactly that card when it names one ("A100 80GB SXM", "H100
    SXM"), else every variant of the family it names ("A100" → 40/80 GB, SXM/PCIe; "H100" → SXM/PCIe/NVL; plural
    "A100s" too). "how many A100s" was silently narrowed to the 40GB SXM and the 80GB answer hidden."""
    if not pref:
        return ()
    if pref in gpus:
        return (pref,)
    key = card_family(pref)
    for k in (key, key[:-1] if key.endswith("s") else key):
        found = tuple(n for n in gpus if card_family(n) == k)
        if found:
            return found
    return ()


def read_per_user(w: Workload) -> bool:
    """Is `target_tokens_per_s` a per-user rate? With one user, yes; with several, when the total it would
    mean is below MIN_STREAM_TOKENS_PER_S per user ("40 tok/s" for 64 users is no one's total target: it is
    each user's). The answer says which reading it took."""
    t, users = w.target_tokens_per_s, w.concurrency or DEFAULT_CONCURRENCY
    return bool(t) and (users == 1 or (t or 0) < users * MIN_STREAM_TOKENS_PER_S)


def per_user_target(w: Workload) -> float | None:
    """Decode tokens/s each user must see, as stated (or read from `target_tokens_per_s`), else None; a stated time
    to a whole answer ("within a minute") sets its own floor (tools.answer_time), and the higher of the two holds."""
    stated = w.target_tokens_per_s_per_user or (w.target_tokens_per_s if read_per_user(w) else None)
    answer = answer_floor(w)
    return max(stated or 0.0, answer or 0.0) or None


def minimum_asked(w: Workload) -> bool:
    """Serving asked for "the minimum setup" / "the cheapest" with no per-user speed stated: the plan is sized at the
    readable minimum (MIN_STREAM_TOKENS_PER_S), not at our interactive default (INTERACTIVE_TOKENS_PER_S), which is
    only said as a note: a default the user never asked for may not turn the smallest plan that holds the model and
    its KV cache into a bigger one."""
    return w.priority == "cheapest" and serves(w.task) and not per_user_target(w) and not aggregate_target(w)


def answer_floor(w: Workload) -> float | None:
    """The per-user floor of a stated time to a whole answer on a resolved serving workload (tools.answer_time), with
    the first-token limit the search also holds (ttft_limit_s); None when none is stated or it can't be met."""
    if not w.target_answer_s or not isinstance(w, Resolved) or kind_of(w) is not WorkKind.SERVING:
        return None
    return answer_time_floor(w, ttft_limit_s(w))


def aggregate_target(w: Workload) -> float | None:
    """A stated total tokens/s across all users (None when the stated rate is read per user)."""
    return w.target_tokens_per_s if w.target_tokens_per_s and not read_per_user(w) else None


def usable(g: GPUSpec) -> bool:
    """Cards with a known memory size, not virtual-desktop boards (A16: no tensor figures): NVIDIA, and AMD Instinct
    that vLLM / SGLang build for on ROCm (tools.compat.ROCM_TARGETS; what work they take: compat.rocm_problem)."""
    if not g.memory_bytes or "VDI" in g.segment.upper():
        return False
    return g.vendor == "NVIDIA" or compat.rocm_target(g) is not None


def rdma_ok(row: InstanceRow) -> bool:
    return bool(row.rdma) and (row.network_gbit_s or 0) >= RDMA_MIN_GBIT_S


def billing_of(s: Search, row: InstanceRow) -> str:
    """The mode a row is priced in: the search's, except for "cheapest" (priority cheapest on work that
    tolerates spot), where each row is priced at min(spot, on-demand) and a row with no spot price stays
    on-demand (the cheapest on-demand cards must not disappear)."""
    if s.billing != "cheapest":
        return s.billing
    spot, od = row.price_spot, row.price_on_demand
    if suspect_spot(row):
        return "on_demand"  # not used blindly: the answer names it (tools.recommend.suspect_spot_note)
    return "spot" if spot is not None and (od is None or spot < od) else "on_demand"


# Spot capacity on the largest machines of the flagship data-centre cards is the scarcest (AWS p6-b200,
# 8 × B200, on spot named as the "cheapest" QLoRA plan with no caution). Sources: AWS, "Spot capacity
# fluctuates, and you can't be sure that you'll always get the capacity that you need" and a placement score of 1 means
# "your Spot request is not likely to succeed" (EC2 User Guide, "Spot placement score",
# docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-placement-score.html); a Spot Instance may be reclaimed with a
# two-minute notice (EC2 User Guide, "Spot Instance interruptions"); SkyPilot fails over across regions and clouds
# for "scarce resources (e.g., GPUs/TPUs, high-count CPUs, spot instances)" (docs.skypilot.co/en/stable/examples/
# auto-failover.html). Such a spot row is named with a caution and its on-demand price, never as an obtainable
# cheapest (tools.recommend.spot_lever).
SCARCE_SPOT_MIN_GPUS = 8  # GPUs in one machine: the 8-GPU HGX/OAM boxes (p5, p5en, p6, ND H100 v5, a3-highgpu-8g)
SCARCE_SPOT_CARDS = re.compile(r"^(?:H100|H200|H800|B200|B300|GB200|GB300|MI300X|MI325X|MI355X)\b")


def scarce_spot(row: InstanceRow, gpu_name: str, billing: str) -> bool:
    """Is this a spot plan on an 8-GPU (or larger) machine of a flagship card, whose spot capacity is rarely there?"""
    return billing == "spot" and (row.gpu_count or 0) >= SCARCE_SPOT_MIN_GPUS and bool(SCARCE_SPOT_CARDS.match(gpu_name))


def suspect_spot(row: InstanceRow) -> bool:
    """Is this row's spot price too low to trust (SUSPECT_SPOT_SHARE of on-demand on a multi-GPU machine)?"""
    spot, od = row.price_spot, row.price_on_demand
    return (spot is not None and od is not None and od > 0 and (row.gpu_count or 0) > 1
            and spot < SUSPECT_SPOT_SHARE * od)


def price_of(row: InstanceRow, billing: str) -> float | None:
    if billing == "spot":
        return row.price_spot
    if billing == "reserved":
        return row.price_reserved_month / HOURS_PER_MONTH if row.price_reserved_month is not None else None
    return row.price_on_demand


def _unusable_kind(row: InstanceRow, g: GPUSpec | None) -> str:
    """Why a row cannot be sized, most specific first: a GPU-only attach price, a fractional slice, an accelerator
    not in the GPU catalog, else `unusable` (not a CUDA GPU, or no figures to size it)."""
    if row.price_scope != "instance":
        return "gpu_only"
    if (row.gpu_count is not None and 0 < row.gpu_count < 1) or "vgpu" in row.gpu_raw.lower():
        return "fraction"
    return "unknown_gpu" if g is None and row.gpu_raw else "unusable"


def eligible(s: Search, row: InstanceRow) -> tuple[GPUSpec, float] | None:
    """The row's GPU and hourly price (display currency, one instance), or None after recording why not: the two
    passes `prefilter` makes over the catalog, over this one row."""
    carded = _carded(s, [row])
    priced, _, refused, _ = _priced(s, carded.kept)
    for tally in (carded.refused, refused):
        for reason in tally.counts:
            s.rejected.add(reason, row, tally.messages.get(reason))
    return (priced[0][1], priced[0][2]) if priced else None


Refusal = tuple[str, Msg | None]  # why a row is not offered: the reason and, where it has one, its message


def _carded(s: Search, rows: list[InstanceRow]) -> Carded:
    """The first half of `eligible`, over the rows in one pass: each row's card, or why not, from the row, the card
    table and the stated filters alone (no precision, billing or currency), so `prefilter` keeps it for every
    question with the same filters. The search's filters are read once, the cards once per card (`card_of`)."""
    w = s.w
    known, card_of, providers, regions, places = s._cards, s.card_of, s._providers, w.regions, s.places
    most, no_market = w.num_gpus, w.exclude_marketplace
    left_out = frozenset(p.lower() for p in w.excluded_providers or [])  # "no AWS": its rows and its resold ones
    named = s.named or ((s.preferred.name,) if s.preferred is not None else None)
    out = Carded(rows=list(rows), kept=[], refused=Rejections(), first={}, gpus=s.gpus, places=s.places)
    keep, refuse, first = out.kept.append, out.refused.add, out.first
    why: Refusal
    for i, row in enumerate(rows):
        pcie = row.interconnect == "pcie"
        g, ok = known.get((row.gpu, pcie)) or card_of(row.gpu, pcie)
        n = row.gpu_count
        if g is None or not ok or not n or n < 1 or row.price_scope != "instance":
            why = _unusable_kind(row, g), None
        elif (providers and row.provider.lower() not in providers) or (
                left_out and (row.provider.lower() in left_out or row.seller.lower() in left_out)):
            why = "provider", None
        elif regions and not region_ok(row, regions, places, providers or ()):
            why = "region", None
        elif most and n > most:
            why = "gpu_count", None
        elif named is not None and g.name not in named:
            why = "gpu", None
        elif row.same_as and (not providers or row.same_as.split()[0] in providers):
            why = "broker_duplicate", None
        elif no_market and resold(row):
            why = "marketplace", None
        elif row.quarantined.startswith("no_price") and "|" not in row.quarantined:
            why = "unpriced", None
        elif row.quarantined.startswith("unconfirmed_price") and "|" not in row.quarantined:
            why = "unconfirmed_price", None  # catalog.check.unconfirmed_price: said as such, not as a fault
        elif row.quarantined:  # the tally keeps the first row's message: later rows' would be dropped unbuilt
            why = "quarantined", (None if "quarantined" in out.refused.messages else
                                  Msg(code="offers.eligible", args={"quarantined": row.quarantined}))
        else:
            keep((i, row, g))
            continue
        refuse(why[0], row, why[1])
        if why[0] not in first:
            first[why[0]] = i
    return out


def _priced(s: Search, kept: list[tuple[int, InstanceRow, GPUSpec]]
            ) -> tuple[list[Priced], dict[tuple[str, str], int], Rejections, dict[str, int]]:
    """The second half of `eligible`, for the rows `_carded` kept (with their index and card), in one pass: what the
    work's formats, the card's memory, online serving and the billing mode ask of each (the card's own checks once
    per card: `Search.card_refusal`), then its hourly price in the display currency. Returns the cheapest region of
    each provider × instance type, how many regions offer each, and the tally of the rest with where each reason
    first occurred."""
    refusal_of, sla, cur, usd_cny, fx = s.card_refusal, _needs_sla(s), s.currency, s.usd_cny, s.fx
    best: dict[tuple[str, str], Priced] = {}
    regions: dict[tuple[str, str], int] = {}
    refused, first = Rejections(), dict[str, int]()
    why: Refusal | None
    for i, row, g in kept:
        why = refusal_of(g)
        price = None if why is not None else price_of(row, billing_of(s, row))
        if why is not None:
            pass
        elif sla and resold(row):  # a broker's resale carries no seller SLA to the buyer either
            why = "marketplace_serving", None
        elif price is None:
            why = "no_price", None
        elif s.billing == "spot" and suspect_spot(row):  # asked for spot: a price past any advertised discount is no price
            why = "suspect_spot", None
        elif vcpu_short(row):
            why = "vcpu", None
        elif ram_short(row, g):
            why = "ram", None
        if why is not None:
            refused.add(why[0], row, why[1])
            if why[0] not in first:
                first[why[0]] = i
            continue
        hourly = float(convert_amount(price, row.currency, cur, usd_cny, fx) or 0.0)
        k = (row.provider, row.instance_type)
        regions[k] = regions.get(k, 0) + 1
        held = best.get(k)
        if held is None or (hourly, row.region) < (held[2], held[0].region):
            best[k] = (row, g, hourly)
    return list(best.values()), regions, refused, first


def _needs_sla(s: Search) -> bool:
    """Online serving on no card the user named, not for the user's own use: a seller's SLA is asked of the offer
    (tools.seller_sla, the rule every serving kind shares)."""
    return seller_sla_needed(s.w, s.kind is WorkKind.SERVING, s.preferred is not None)


def _card_refusal(s: Search, g: GPUSpec) -> Refusal | None:
    """`_priced`'s checks that read the card alone: the stack and formats it runs, the stated memory bounds, a
    consumer card for online serving."""
    w = s.w
    kernel = compat.attention_kernel_problem(g, w.attention_kernel)  # the user's code needs it: refused on any card
    if kernel is not None:
        return "attention_kernel", kernel
    rocm = s.rocm(g)
    if rocm is not None:  # a stack the plan cannot use: refused even on the card the user named
        return "rocm", rocm
    problem = s.kernel(g)
    engine = s.inference and compat.framework_problem(g, w.framework) is not None  # vLLM on a P100: never starts
    if problem is not None and (s.preferred is None or engine):
        return "precision", problem
    # Gemma 3 on a V100: refused only where the catalog row says the engine refuses FP16 (arch.fp16_unsafe); a family
    # reported by name only (Qwen2: an issue thread, vLLM still serves it in float16) keeps the warning on the pick
    if s.preferred is None and s.arch is not None and s.arch.fp16_unsafe \
            and (src := fp16_unsafe_on(g, s.arch, w.precision, s.precision_stated)):
        return "precision", fp16_unsafe_msg(g, s.arch, src, w.task)
    if w.min_gpu_memory_gib and (g.memory_gb or (g.memory_bytes or 0) / 2**30) < w.min_gpu_memory_gib:
        return "gpu_memory", None
    if over_card_cap(g, w.max_gpu_memory_gib):
        return "gpu_memory", None  # the user's card: a bigger one is not theirs
    if g.segment == "consumer" and _needs_sla(s):
        return "consumer_serving", None
    return None


def over_card_cap(g: GPUSpec, cap_gib: float | None) -> bool:
    """Whether `g` is bigger than the user's own card of `cap_gib` ("my 24GB card"): a bigger card is not theirs.
    5 % slack: a "24 GB" card is specified as 23.99 GiB or 24 GB, and both are the user's size."""
    return bool(cap_gib) and (g.memory_gb or (g.memory_bytes or 0) / 2**30) > (cap_gib or 0) * 1.05


def _replicas_for(s: Search, g: GPUSpec, o: ReplicaOption, per_inst: int) -> tuple[int, int, SpeedEstimate | None] | None:
    """Replicas (and users each) so that every replica holds its users, each user decodes at the stream floor AT
    LOAD (tools.load: the prefill of arriving requests charged), the total meets a stated throughput target, and a
    STATED first-token limit holds at load where one idle replica can meet it (else more replicas cannot help: the
    layout is flagged late). The interactive default limit adds no replicas: it only filters (recommend._ttft_ok),
    since a default that buys one replica per user would outweigh the user's own numbers; except for an answer of a
    label's length (label_answer), which has no stream floor, so the default limit is all that sizes its load. None
    past the fleet cap or when the floor is out of reach."""
    w = s.w
    target = s.aggregate_target
    users = w.concurrency
    r = math.ceil(users / min(o.max_users, users))
    per_machine = max(1, per_inst // o.layout.num_gpus)
    # a stated GPU count that holds the users caps the replicas the load adds (one it cannot hold is refused anyway)
    cap = w.num_gpus if w.num_gpus and r * o.layout.num_gpus <= w.num_gpus else None
    while True:
        u = math.ceil(users / r)
        sp = s.speed_at(u, g, o.layout)
        agg = sp.decode_aggregate_expected if sp else None
        if agg is None and (w.target_tokens_per_s or per_user_target(w) or w.target_ttft_ms):
            # a stated throughput cannot be promised on a card without speed figures; nor can the floor a stated
            # answer time sets (per_user_target): a 5 s answer on 15k-token photo prompts was "met" by 3 × RTX 4000
            # Ada with no speed at all, the cheapest card left once every card with figures missed it; nor a stated
            # first-token limit (2 s on 100k-token prompts "met" by 8 × RTX 4000 Ada, whose prefill has no figure)
            return None
        lp = s.load_at(u, g, o.layout)
        each = lp.per_user_tps if lp is not None else (agg / u if agg is not None else None)
        total = delivered_tokens_per_s(lp, sp, u, s.shape.output)
        slow = each is not None and (each < s.stream_floor or bool(target and (total or 0) * r < target))
        # a label's answer has no reading speed (stream_floor 0): its load is judged by the first-token limit, stated
        # or the interactive default (a live classifier at 460 requests/s was once one A40 at a 409 s first token)
        timed = bool(w.target_ttft_ms) or (not s.any_speed and not per_user_target(w) and label_answer(s.shape.output))
        late = timed and lp is not None and lp.ttft_at(w.ttft_percentile) > s.ttft_limit >= lp.idle_ttft_s
        late = late or (lp is not None and lp.idle_ttft_s <= s.ttft_limit  # a label's whole answer (tools.rate_service)
                        and answer_late(w, s.shape.output, lp.ttft_at(w.ttft_percentile), lp.per_user_tps))
        if not slow and not late:
            return r, u, sp
        capped = (u == 1 or math.ceil(r / per_machine) * o.nodes * max(1, per_inst) >= MAX_SERVING_GPUS
                  or bool(cap and (r + 1) * o.layout.num_gpus > cap))
        if capped:
            return None if slow else (r, u, sp)
        r = min(users, max(r + 1, int(r * 1.25)))


def delivered_tokens_per_s(lp: LoadPoint | None, sp: SpeedEstimate | None, users: int, output: int) -> float | None:
    """Output tokens/s one replica delivers at the stated load: answers finished per second × their length
    (λ · output, tools.load); without a load point, the idle aggregate decode rate at `users` streams."""
    if lp is not None:
        return lp.requests_per_s * output
    return sp.decode_aggregate_expected if sp and sp.decode_aggregate_expected else None


UNKNOWN_SPEED_COST = 1e12  # a training offer whose card has no TFLOPS figure ranks after every priced one


def batch_job_hours(w: Resolved, sp: SpeedEstimate, replicas: int) -> float | None:
    """Hours for an offline batch: every prompt prefilled, every output token decoded, by `replicas`
    replicas at the speed of a full batch (tools.speed: prefill compute-bound, decode bandwidth-bound
    with batched expert/weight reads). Prompt = context − output tokens; an instruction every item shares is
    prefilled once per replica where the engine caches prefixes (tools.load.shared_prefix_prefilled)."""
    if not (w.batch_requests and sp.prefill_tokens_per_s and sp.decode_aggregate_expected):
        return None
    out = w.output_tokens or 0
    prompt = max(0, w.seq_len - out)
    shared = shared_prefix_prefilled(w, prompt)  # a shared instruction from the prefix cache: once per replica
    seconds = w.batch_requests * ((prompt - shared) / sp.prefill_tokens_per_s + out / sp.decode_aggregate_expected)
    return (seconds / replicas + shared / sp.prefill_tokens_per_s) / 3600


# The speed model's own held-out error (docs/ENGINE.md: 27.3 % median on tokens/s); tools.kinds re-exports it. A
# deadline met by less than this is met only if the estimate is not optimistic.
SPEED_MODEL_ERROR = 0.27


def batch_machines(run_hours: float, deadline_hours: float | None, fastest: bool, *, cap: int | None = None) -> int:
    """Machines for an offline batch whose run takes `run_hours` on one machine. A batch is embarrassingly parallel:
    its replicas are independent (no RDMA, no all-reduce), so k machines take run/k hours and the job's cost is
    (run + k × JOB_SETUP_HOURS) × the hourly price, nearly constant in k. So:
    - with a deadline, enough machines to meet it with SPEED_MODEL_ERROR to spare (23.9 h of a 24 h deadline is met
      only if the estimate is not 0.5 % optimistic; one more machine gives hours of margin for 15 min of start-up),
      else the fewest that meet it, else the cap;
    - under "fastest", more machines while the job's cost stays within the 5 % price tie of the fewest that do the
      work (tools.ranking.TIE): past that the start-ups cost more than the time saved is worth to a cost-aware buyer,
      and the time has stopped falling meaningfully (each further machine saves less than its share of 15 min × k);
    - never more than `cap`, the machines the user allows ("it has to be ONE machine": Workload.max_nodes = 1): the
      fastest plan held to one machine is the fastest single machine, and a deadline it misses there is said as missed
      (Sizing.meets_deadline), not a fleet the placement rule then refuses."""
    from tools.ranking import TIE  # here: tools.ranking imports this module

    cap = min(cap or MAX_SERVING_INSTANCES, MAX_SERVING_INSTANCES)
    k = 1
    if deadline_hours:
        fits = [n for n in range(1, cap + 1) if finishes_by(run_hours / n, deadline_hours)]
        spare = [n for n in fits if wall_hours(run_hours / n) * (1 + SPEED_MODEL_ERROR) <= deadline_hours]
        k = spare[0] if spare else fits[0] if fits else cap
    if fastest:
        budget = (run_hours + k * JOB_SETUP_HOURS) * (1 + TIE)
        while k < cap and run_hours + (k + 1) * JOB_SETUP_HOURS <= budget:
            k += 1
    return k


def agent_slots(w: Resolved, replicas: int) -> int:
    """Sequences a replica holds for an agent run (`agent_turns`): the trajectories in flight its deadline needs
    (tools.agent_eval.in_flight_for) shared over the machine's replicas; VLLM_MAX_NUM_SEQS otherwise (a plain batch)."""
    from tools.agent_eval import in_flight_for

    if not (w.agent_turns and w.batch_requests):
        return VLLM_MAX_NUM_SEQS
    flight = in_flight_for(max(1, w.batch_requests // w.agent_turns), w.agent_turns, w.deadline_hours)
    return VLLM_MAX_NUM_SEQS if flight is None else max(1, math.ceil(flight / replicas))


def agent_loop_hours(w: Resolved, slots: int) -> float:
    """Hours an agent run's loop holds the machines with `slots` trajectories at once, never more than the deadline's
    in flight (the count the answer states and the sandboxes are sized for; tools.agent_eval.loop_hours: trajectories
    ÷ in flight × turns × a turn's seconds); 0 for a plain batch."""
    from tools.agent_eval import in_flight_for, loop_hours

    if not (w.agent_turns and w.batch_requests):
        return 0.0
    trajectories = max(1, w.batch_requests // w.agent_turns)
    flight = in_flight_for(trajectories, w.agent_turns, w.deadline_hours)
    return loop_hours(trajectories, w.agent_turns, min(slots, flight) if flight else slots)


def size_batch(s: Search, row: InstanceRow, g: GPUSpec) -> Sizing | str:
    """An offline batch job: each replica runs a full batch (up to VLLM_MAX_NUM_SEQS sequences that fit),
    every GPU of the machine serves a replica, and more machines are added only to meet a stated
    deadline. The job's hours × the machines' price is what is ranked, so spot, consumer cards and
    marketplace offers compete (a batch can resume from finished shards). How many machines: batch_machines (a
    deadline with margin; "fastest" scales out while the job costs about the same)."""
    from tools.owned_wall import sized_wall

    per_inst = int(row.gpu_count or 0)
    opts = [o for o in s.replica_opts(g, per_inst) if o.max_users >= 1]
    if not opts:
        return "no_fit"
    best: tuple[float, int, ReplicaOption, int, int, SpeedEstimate, float] | None = None
    for o in opts:
        r = max(1, per_inst // o.layout.num_gpus)
        u = min(o.max_users, VLLM_MAX_NUM_SEQS, agent_slots(s.w, r))
        sp = s.speed_at(u, g, o.layout)
        if sp is None:
            continue
        hours = batch_job_hours(s.w, sp, r)
        if hours is None:
            continue
        wall = sized_wall(s.w)  # none stated: the assumed wall, none on a stated card count (tools.owned_wall)
        k = batch_machines(hours, wall, s.w.priority == "fastest", cap=s.w.max_nodes)
        each = max(hours / k, agent_loop_hours(s.w, u * r * k))  # an agent loop holds the machine past its compute
        key = each * k + k * JOB_SETUP_HOURS  # machine-hours: what the job costs on this shape (run + each start-up)
        if best is None or (key, o.layout.tp) < (best[0], best[2].layout.tp):
            best = (key, k, o, r, u, sp, each)
    if best is None:
        return "throughput"
    _, k, o, r, u, sp, hours = best
    per = s.memory_at(u, g, o.layout)
    plan = ParallelPlan(gpu=g.name, layout=o.layout, per_gpu=per, capacity_bytes=g.usable_bytes or 0,
                        headroom=s.headroom, fits=True)
    met = not s.w.deadline_hours or finishes_by(hours, s.w.deadline_hours)
    tps = (sp.decode_aggregate_expected or 0) * r * k
    return Sizing(instances=k, layout=o.layout, replicas=r * k, users_per_replica=u, plan=plan, speed=sp,
                  tokens_per_s=tps, train_hours=hours, meets_deadline=met)


TTFT_MISSED = 2  # sort keys of a replica layout's time to first token: met, not computable (no TFLOPS), missed
ReplicaPick = tuple[tuple[int, int, bool, int, int], ReplicaOption, int, int, SpeedEstimate | None]


def _best_replica(s: Search, g: GPUSpec, opts: list[ReplicaOption], per_inst: int) -> tuple[ReplicaPick | None, bool]:
    """The replica layout needing the fewest machines, among those that meet the time-to-first-token limit
    first (a layout that misses it would be filtered out later); whether any was too slow to decode."""
    best: ReplicaPick | None = None
    slow = False
    for o in opts:
        got = _replicas_for(s, g, o, per_inst)
        if got is None:
            slow = True
            continue
        r, u, sp = got
        k = math.ceil(r / max(1, per_inst // o.layout.num_gpus)) * o.nodes
        lp = s.load_at(u, g, o.layout)
        t = ttft_seconds(s.w, sp, lp) if sp is not None else None
        late = 1 if t is None else (TTFT_MISSED if t > s.ttft_limit else 0)
        # under "fastest", the machines paid for are used for speed: the wider TP that decodes faster per user
        each = per_user_tokens_per_s(sp, u, lp) if sp else None
        speed = -round(each) if s.w.priority == "fastest" and each else 0
        # same machines, same price: the layout with real memory room first (2 × TP 4 at 1 % of the
        # pool spare on the 8 × MI300X that holds one roomy TP 8 replica)
        # (on the user's stated cards, a copy past the serving limit is short of room too: _stated_cards)
        short = _pool_thin(s, g, o, u) or (_stated_cards(s, per_inst) and _past_limit(s, g, o, u))
        key = (late, k, short, speed or k * per_inst, o.layout.tp * o.layout.pp)
        if best is None or key < best[0]:
            best = (key, o, r, u, sp)
    return best, slow


def _pool_thin(s: Search, g: GPUSpec, o: ReplicaOption, users: int) -> bool:
    """Whether a replica layout holding `users` leaves under tools.fit.thin_floor (POOL_THIN, at least 1 GiB) of the
    engine's memory budget spare: inside the memory estimate's own error, a fit to test, not headroom
    (docs/CALIBRATION.md)."""
    f = fit_of(s.memory_at(users, g, o.layout), g, s.w, s.headroom)
    return f.budget > 0 and f.spare < thin_floor(f.budget)


def _past_limit(s: Search, g: GPUSpec, o: ReplicaOption, users: int) -> bool:
    """Whether a replica layout holding `users` fills more than TIGHT_POOL_SHARE (90 %) of the engine's memory budget:
    a fit to test, the limit a stated machine's answer is held to (tools.recommend.stated_edge_lead)."""
    f = fit_of(s.memory_at(users, g, o.layout), g, s.w, s.headroom)
    return f.past_pool_limit


def _fill_stated_count(s: Search, g: GPUSpec, best: ReplicaPick, per_inst: int) -> ReplicaPick:
    """A stated GPU count is the hardware the user has or will rent: on one machine of exactly that count, GPUs the
    replicas would leave idle (fewer users than replica slots) widen the tensor-parallel group instead — the
    narrowest TP whose replicas do not outnumber the users, each replica holding its users ("4 × 4090,
    72B INT4?" ran TP 2 on two of the cards with 1.1 GB spare and the other two idle)."""
    (_, k, _, _, _), o, _, _, _ = best
    users = s.w.concurrency
    if s.w.num_gpus != per_inst or k != 1 or o.nodes != 1 or per_inst // o.layout.num_gpus <= users:
        return best
    for wide in s.wide_opts(g, per_inst):
        n = wide.layout.num_gpus
        if n <= o.layout.num_gpus or per_inst % n or per_inst // n > users:
            continue
        got = _replicas_for(s, g, wide, per_inst)
        if got is not None and got[0] <= per_inst // n:
            return (best[0], wide, *got)
    return best


def size_serving(s: Search, row: InstanceRow, g: GPUSpec) -> Sizing | str:
    """Replicas for the stated concurrency on the replica layout that needs the fewest machines.

    Below ~400 B parameters one replica stays inside one machine and more load gets more replicas
    (each serves ceil(users / replicas) sequences); above it a replica may span machines, pipeline
    stages across nodes, only over ≥ 100 Gbps RDMA. Each stream must decode at ≥ 10 tokens/s
    (MIN_STREAM_TOKENS_PER_S) and the total must meet a stated throughput. Ties go to fewer GPUs and
    less model parallelism.

    The pick (_serving_pick) reads the headroom only through the replica layouts it starts from, so the searches of
    one workload that differ in headroom alone (the pick's and its tiers') share it (SizingFacts.picks)."""
    per_inst = int(row.gpu_count or 0)
    opts = [o for o in s.replica_opts(g, per_inst) if o.max_users >= 1]
    if s.small_model:  # the rule: "a small model at high concurrency gets N replicas on 1 GPU each, not TP 2"
        opts = [o for o in opts if o.layout.num_gpus == 1] or opts  # ... where one GPU holds it (a 7B is not small on a T4)
    elif opts and opts[0].layout.num_gpus == 1 and \
            opts[0].per_user.weights <= SMALL_MODEL_SHARE * (g.usable_bytes or 0) / s.headroom:
        opts = opts[:1]  # the weights fill at most half this card: replicas, not model parallelism
    key = (g.name, g.nvlink_gb_s, per_inst, not opts and rdma_ok(row), s._fit_headroom, s.relaxed_floor, s.usable_floor,
           s.any_speed, tuple((o.layout.num_gpus, o.layout.tp, o.layout.pp, o.nodes, o.max_users) for o in opts))
    pick = s.facts.picks.get(key)
    if pick is None:
        pick = s.facts.picks[key] = _serving_pick(s, row, g, per_inst, opts)
    if isinstance(pick, str):
        return pick
    k, o, r, u, sp, need = pick
    if s.w.redundancy and not s.w.batch_requests:  # an online service that outlives a machine: priced as such
        k2, r2 = redundant(k, o.nodes, r)
        if (k2, r2) != (k, r):
            k, r, u = k2, r2, math.ceil(s.w.concurrency / r2)
            sp = s.speed_at(u, g, o.layout)
        need = r  # the spare machine's replicas are the service's own, not a spread bought for speed
    per = s.memory_at(u, g, o.layout)
    plan = ParallelPlan(gpu=g.name, layout=o.layout, per_gpu=per, capacity_bytes=g.usable_bytes or 0,
                        headroom=s.headroom, fits=True)
    lp = s.load_at(u, g, o.layout)
    each = delivered_tokens_per_s(lp, sp, u, s.shape.output)
    return Sizing(instances=k, layout=o.layout, replicas=r, users_per_replica=u, plan=plan, speed=sp,
                  tokens_per_s=each * r if each else None, load=lp, load_replicas=min(need, r))


REDUNDANT_REPLICAS = 2  # high availability: N+1 at N = 1, the smallest fleet that outlives one machine (Workload.redundancy)


def redundant(machines: int, nodes: int, replicas: int) -> tuple[int, int]:
    """Machines and replicas for serving that must survive losing a machine at full capacity (Workload.redundancy;
    the N+1 rule: Google SRE book, ch. 26 "Data Integrity", and AWS Well-Architected REL10: no single point of
    failure): the fleet the load needs (`machines`, `replicas`, `nodes` machines per replica) plus one machine's worth,
    so whichever machine is lost the rest still hold `replicas` and carry the whole load. A replica on one machine: one
    machine more with as many replicas as the fullest machine holds (1 machine of 4 replicas → 2 machines, 8; 3 of 1 →
    4, 4); a replica over several machines: one copy more on machines of its own (2 machines, 1 copy → 4, 2)."""
    if nodes > 1:
        return machines + nodes, replicas + 1
    return machines + 1, replicas + -(-replicas // max(machines, 1))


# machines, replica layout, replicas, users each, and the replicas the load itself needs (before paid-for GPUs serve too)
ServingPick = tuple[int, ReplicaOption, int, int, SpeedEstimate | None, int]


def _serving_pick(s: Search, row: InstanceRow, g: GPUSpec, per_inst: int, opts: list[ReplicaOption]) -> ServingPick | str:
    """size_serving's choice of replica layout and count on this machine shape, or why none holds the work."""
    if not opts:
        if s._params < REPLICAS_ACROSS_NODES_BELOW or per_inst < 8:
            return "no_fit"
        if not rdma_ok(row):
            return "rdma"
        opts = [o for o in (s.multi(g, per_inst, n) for n in (2, 3, 4, 6, 8)) if o.max_users >= 1][:1]
        if not opts:
            return "no_fit"
    if s.w.priority == "fastest" and opts and opts[0].nodes == 1 and not s.small_model:
        opts = s.wide_opts(g, per_inst)  # money no object: every TP degree the machine allows is a candidate
    best, slow = _best_replica(s, g, opts, per_inst)
    # a small model too on the user's stated cards (_stated_cards) where one copy a card on them is short of room
    short_small = _stated_cards(s, per_inst) and best is not None and best[0][1] == 1 and best[0][2]
    if opts and opts[0].nodes == 1 and (not s.small_model or short_small) and (
            best is None or best[0][0] == TTFT_MISSED or best[0][1] > 1 or best[0][2]):
        # at load a wider TP group can hold the floor (or the first-token limit) on fewer machines than more narrow
        # replicas: its decode step and its prefill both shrink with the GPUs
        wide, _ = _best_replica(s, g, s.wide_opts(g, per_inst), per_inst)
        if wide is not None and (best is None or wide[0] < best[0]):
            best = wide
    if best is None:
        return "throughput" if slow else "no_fit"
    best = _fill_stated_count(s, g, best, per_inst)
    (_, k, _, _, _), o, r, u, sp = best
    if k * max(1, per_inst) > MAX_SERVING_GPUS:
        return "too_many"
    paid = k * max(1, per_inst // o.layout.num_gpus) if o.nodes == 1 else r
    users = s.w.concurrency
    need = r
    if paid > r and paid <= users and not s.aggregate_target:  # paid-for GPUs serve too
        r, u = paid, math.ceil(users / paid)
        sp = s.speed_at(u, g, o.layout)
    return k, o, r, u, sp, need


def _stated_cards(s: Search, per_inst: int) -> bool:
    """Whether this machine is the user's stated (or owned) card count of several cards, which cannot grow: there a
    small model's one-copy-a-card rule (size_serving) yields to a tensor-parallel split over the same cards where one
    copy a card on them is thin or past the serving limit (_past_limit): the split costs no more GPUs; over PCIe its
    all-reduce costs some speed, which tools.speed charges. (Where one copy a card needs more machines than the user
    has, the stated-hardware routes plan the split on their cards: tools.recommend.stated_plan.) By hand: Qwen2.5-32B
    AWQ (≈ 19.3 GB of weights, KV 2 · 64 · 8 · 128 · 2 B = 256 KiB a token) for 4 users at 4,096 tokens on 2 × RTX
    4090: one copy a card ≈ 22.4 GB of a 23.2 GB pool (thin, 2 users each); TP 2 ≈ 9.7 + 2.1 (KV of 4 users ÷ 2) +
    buffers ≈ 12.4 GB a card, all 4 on one copy with room."""
    return per_inst > 1 and s.w.num_gpus == per_inst


def size_training(s: Search, row: InstanceRow, g: GPUSpec) -> Sizing | str:
    """The smallest layout that fits on this card, spread over the whole instance (extra GPUs add
    data parallelism); when the job's size is known, more RDMA nodes until it meets the deadline."""
    p = s.train_plan(g)
    if not p.fits:
        return "no_fit"
    per_inst = int(row.gpu_count or 0)
    if p.layout.tp > per_inst:
        return "rdma"
    k = math.ceil(p.layout.num_gpus / per_inst)
    multi_ok = rdma_ok(row)
    if k > 1 and not multi_ok:
        return "rdma"
    if k > MAX_NODES:
        return "no_fit"
    wp = s.w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing})

    def layout_for(nodes: int) -> Layout:
        n = nodes * per_inst
        tp = p.layout.tp
        return Layout(num_gpus=n, tp=tp, pp=1, dp=max(1, n // tp), zero_stage=p.layout.zero_stage if n > 1 else 0,
                      gpus_per_node=per_inst)  # validated construction: faster than model_construct in pydantic 2

    layout = layout_for(k)
    if p.gradient_checkpointing and s.w.gradient_checkpointing is None:
        p, wp = _without_checkpointing(s, g, p, wp, layout)
        layout = p.layout if p.layout.num_gpus == layout.num_gpus else layout
    sp = s.speed(wp, g, layout)
    met = True
    if s.job_sized and s.deadline_hours:
        while (sp is not None and sp.train_hours and not finishes_by(sp.train_hours, s.deadline_hours) and multi_ok
               and k * 2 <= node_cap(s.w)):
            k *= 2
            layout = layout_for(k)
            sp = s.speed(wp, g, layout)
        met = bool(sp and sp.train_hours and finishes_by(sp.train_hours, s.deadline_hours))
    if s.job_sized and multi_ok and s.w.priority == "fastest":
        link = (row.network_gbit_s or 0) / max(1, per_inst)  # each GPU's share of the node's RDMA
        k, layout, sp = _fastest_nodes(s, wp, g, layout_for, (k, layout, sp), link)
        met = not s.deadline_hours or bool(sp and sp.train_hours and finishes_by(sp.train_hours, s.deadline_hours))
    hours = sp.train_hours if sp and s.job_sized else None
    if s.job_sized and not hours:
        return "throughput"  # no TFLOPS figure for this card: the job's time and cost can't be computed
    return Sizing(instances=k, layout=layout, replicas=1, users_per_replica=0, plan=p, speed=sp,
                  tokens_per_s=sp.train_tokens_per_s if sp else None, train_hours=hours, meets_deadline=met)


def scale_out_pays(base_node_hours: float, node_hours: float) -> bool:
    """Under "fastest", a training job takes more RDMA nodes while the node-hours it pays for (nodes × wall hours,
    i.e. the job's cost at one machine price) stay within the price tie (tools.ranking.TIE, 5 %) of the fewest nodes
    that do the work: the same rule as an offline batch's machines (batch_machines). With the fitted RDMA scaling
    (tools.speed SCALING_C["rdma"] = 0.037: efficiency 1 / (1 + c · log2 nodes)) 2 nodes cost 3.7 % more and 4 nodes
    7.4 % more than one, so "fastest" rents 2 nodes where the rows state RDMA: the expert key's "2 nodes with IB"."""
    from tools.ranking import TIE  # here: tools.ranking imports this module

    return node_hours <= base_node_hours * (1 + TIE)


def node_cap(w: Workload) -> int:
    """The most machines a job may scale out to: MAX_NODES, or fewer where the user limits the machines ("it has to
    be ONE machine", "at most 2 nodes": Workload.max_nodes). A plan that still needs more is left out by that rule
    with its reason (tools.recommend.filter_offers); a scale-out the job merely prefers stops here instead."""
    return min(w.max_nodes or MAX_NODES, MAX_NODES)


def _fastest_nodes(s: Search, wp: Resolved, g: GPUSpec, layout_for: Callable[[int], Layout],
                   now: tuple[int, Layout, SpeedEstimate | None],
                   link: float = 0.0) -> tuple[int, Layout, SpeedEstimate | None]:
    """size_training under "fastest" on an RDMA row: double the nodes while scale_out_pays (never past node_cap); with
    money said to be no object, a full training run doubles them while its data parallelism pays (_no_object_nodes)."""
    k, layout, sp = now
    if sp is None or not sp.train_hours:
        return k, layout, sp
    if s.w.spend_no_object and s.w.task in FULL_TRAINING:
        return _no_object_nodes(s, wp, g, layout_for, now, link)
    base = k * sp.train_hours
    while k * 2 <= node_cap(s.w):
        wider = layout_for(k * 2)
        more = s.speed(wp, g, wider)
        if more is None or not more.train_hours or not scale_out_pays(base, k * 2 * more.train_hours):
            break
        k, layout, sp = k * 2, wider, more
    return k, layout, sp


FULL_TRAINING = ("full_finetune", "pretrain")  # every parameter's gradient is all-reduced a step


def _no_object_nodes(s: Search, wp: Resolved, g: GPUSpec, layout_for: Callable[[int], Layout],
                     now: tuple[int, Layout, SpeedEstimate | None],
                     link: float) -> tuple[int, Layout, SpeedEstimate | None]:
    """Money no object: double the RDMA nodes while the job gets faster and its data-parallel ranks stay within
    tools.dp_scale.dp_limit (the compute-optimal global batch over the tokens a rank needs to hide its gradient
    all-reduce on `link` Gbps a GPU), never past node_cap: a 1B pretraining run on B200 nodes stops at 16 nodes
    (128 ranks of the ≈ 173 allowed), not at the 2 the price tie allows."""
    from tools.dp_scale import dp_limit

    k, layout, sp = now
    while sp is not None and sp.train_hours and k * 2 <= node_cap(s.w):
        wider = layout_for(k * 2)
        more = s.speed(wp, g, wider)
        if more is None or not more.train_hours or more.train_hours >= sp.train_hours:
            break
        lim = dp_limit(s._params, s._params, s.w.train_tokens or 0, s.w.seq_len,
                       (more.train_tokens_per_s or 0) / wider.num_gpus, link)
        if lim is None or wider.dp > lim.max_ranks:
            break
        k, layout, sp = k * 2, wider, more
    return k, layout, sp


def _without_checkpointing(s: Search, g: GPUSpec, p: ParallelPlan, wp: Resolved,
                           layout: Layout) -> tuple[ParallelPlan, Resolved]:
    """Gradient checkpointing was needed on the smallest layout; the machine actually rented shards the
    state over more GPUs (ZeRO), and if it holds the work without checkpointing at the same headroom, the
    +20–40 % step time is not paid (else a 4-GPU machine priced with checkpointing would be beaten by
    the same machine in the safe tier, which drops it). A full fine-tune whose smallest layout was one GPU (no
    ZeRO: nothing to shard) gets the lowest stage that frees it on the rented GPUs (`_free_stages`) — never the one
    GPU's fully replicated states on all of them (Mistral-7B on 8 × B200 at 124 GB per GPU with
    checkpointing, where ZeRO-2 holds 7.25 B × (4 + 12/8) B ≈ 40 GB of states per GPU and drops the one extra forward)."""
    free = wp.model_copy(update={"gradient_checkpointing": False})
    for z in _free_stages(s, layout):
        lay = layout if z == layout.zero_stage else layout.model_copy(update={"zero_stage": z})
        per = s.training_memory(free, lay)
        if per.total * s.headroom <= (g.usable_bytes or 0):
            return p.model_copy(update={"gradient_checkpointing": False, "layout": lay, "per_gpu": per}), free
    return p, wp


def _free_stages(s: Search, layout: Layout) -> tuple[int, ...]:
    """The ZeRO stages to try on the rented layout without checkpointing: its own stage when it shards; for a full
    fine-tune spread from one GPU with no stage stated, ZeRO-1, -2, -3 (each shards more, ZeRO-3 re-gathers weights:
    the least that fits communicates least; DeepSpeed's stages, arXiv:1910.02054); else none."""
    if layout.zero_stage:
        return (layout.zero_stage,)
    if layout.dp > 1 and s.w.zero_stage is None and s.w.task in ("full_finetune", "pretrain"):
        return (1, 2, 3)
    return ()


def show_rented_layout(arch: ModelArch, w: Resolved, o: Offer) -> None:
    """Give a training offer the memory per GPU of the layout it rents (ZeRO over every GPU of the
    machine), not of the smallest layout that fits; done only for the offers an answer shows."""
    p = o.plan
    if serves(w.task) or p is None or p.layout.num_gpus == o.layout.num_gpus:
        return
    wp = w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing})
    o.plan = p.model_copy(update={"layout": o.layout, "per_gpu": estimate_memory(arch, wp, o.layout)})


def offer(s: Search, row: InstanceRow, g: GPUSpec, hourly: float, z: Sizing) -> Offer:
    """A sized shape priced at this row's hourly price: serving pays by the hour at the stated load;
    a sized job pays for its hours (plus spot rework when on spot); training with no token count pays
    per token trained, so the objective is the price of a million training tokens (a card twice as
    fast at 1.3× the hourly price is the cheaper way to do the work)."""
    total = z.instances * hourly
    billing = billing_of(s, row)
    cost = s.policy.objective(z, total, billing)
    o = Offer(row=row, gpu=g, instances=z.instances, layout=z.layout, replicas=z.replicas,
              users_per_replica=z.users_per_replica, hourly=total, plan=z.plan, speed=z.speed,
              tokens_per_s=z.tokens_per_s, train_hours=z.train_hours, work_cost=cost, meets_deadline=z.meets_deadline,
              billing=billing, load_replicas=z.load_replicas)
    if s.kind is WorkKind.SERVING and z.speed is not None:
        o.per_user_tps = per_user_tokens_per_s(z.speed, z.users_per_replica, z.load)
        o.ttft_s = ttft_seconds(s.w, z.speed, z.load)
        o.load = z.load
    o.rank_value = s.policy.fastest(o) if s.w.priority == "fastest" else cost
    return o


def job_cost_of(hourly: float, hours: float, billing: str) -> float:
    """The one formula for a sized job's cost: the machines' price × its billed hours (the run plus the start-up,
    JOB_SETUP_HOURS), plus spot rework on those hours on spot: the same figure tools.cost.cost_line prices from the
    billed hours, so the headline, the table and "why?" agree ($6.90, $6.91 and $6.22 were once shown in one chat)."""
    billed = wall_hours(hours)
    return hourly * (billed + (spot_rework_hours(billed) if billing == "spot" else 0.0))


def assumed_job(tokens_per_s: float, hourly: float, billing: str, tokens: int) -> tuple[float, float]:
    """A training job priced per token (no data size stated) priced for an assumed token count
    (tools.defaults.ASSUMED_TRAIN_TOKENS): its run hours (tokens ÷ tokens/s ÷ 3,600) and its cost by job_cost_of (the
    run plus JOB_SETUP_HOURS at the hourly price), the same formula a stated data size is priced by. Both scale with
    the tokens, apart from the fixed start-up."""
    run = tokens / (tokens_per_s * 3600)
    return run, job_cost_of(hourly, run, billing)


def job_cost(z: Sizing, hourly: float, billing: str) -> float:
    """A sized job (training or batch): job_cost_of its hours."""
    return job_cost_of(hourly, z.train_hours or 0.0, billing)


def per_token_cost(z: Sizing, hourly: float, billing: str) -> float:
    """Open-ended training: the price of a million training tokens (unknown speed ranks last)."""
    return hourly / (z.tokens_per_s * 3600) * 1e6 if z.tokens_per_s else UNKNOWN_SPEED_COST


def hourly_cost(z: Sizing, hourly: float, billing: str) -> float:
    """Serving: the hourly price of the configuration that holds the stated load."""
    return hourly


def per_user_tokens_per_s(sp: SpeedEstimate, users: int, load: LoadPoint | None = None) -> float | None:
    """Decode tokens/s one user sees at the stated load: the replica's steady state (tools.load: what the decode
    steps keep after the prefill of arriving requests), else, without a prefill rate, the idle figure (the
    aggregate at its users ÷ those users)."""
    if load is not None:
        return load.per_user_tps
    return sp.decode_aggregate_expected / max(1, users) if sp.decode_aggregate_expected else None


def ttft_seconds(w: Resolved, sp: SpeedEstimate, load: LoadPoint | None = None) -> float | None:
    """Time to first token at the stated load (tools.load: queueing + prefill + the decode steps the prompt shares),
    at the stated limit's percentile (LoadPoint.ttft_at: "p95 first token < 1 s" is judged on the p95, never the
    mean); without a load point, the prompt (the stated context less any stated output) ÷ the replica's prefill
    rate."""
    if load is not None:
        return load.ttft_at(w.ttft_percentile)
    if not sp.prefill_tokens_per_s:
        return None
    return prompt_tokens(w) / sp.prefill_tokens_per_s


def serving_chunk(w: Resolved, g: GPUSpec) -> int:
    """Prefill tokens one step carries: vLLM's max_num_batched_tokens on this card (tools.memory), else 8,192."""
    return vllm_batch_defaults(g)[0] if w.framework == "vllm" else PREFILL_CHUNK_TOKENS


def fresh_document_ttft(s: Search, users: int, g: GPUSpec, layout: Layout) -> float | None:
    """Seconds to the first token of a NEW prompt of the priced length on one replica holding `users` streams, when
    the pick was priced with a chat's history cached and the prompt is a document's length (LONG_PROMPT_TOKENS): all
    of it prefilled, its attention over half the prompt on average (a fresh causal prefill, RequestShape.attention_span
    with nothing cached), the prefill pass's fixed floor and the decode steps its chunks ride in, no queue ahead of it
    (LoadPoint.idle_ttft_s). None for a chat-length prompt, an uncached pricing (the headline's figure already is this
    one) or a card with no prefill rate."""
    sh = s.shape
    if not sh.cached or sh.prompt < LONG_PROMPT_TOKENS:
        return None
    fresh = replace(sh, cached=0)
    try:
        sp = estimate_speed(s.arch, s.at_users(users), g, layout, prompt=fresh.attention_span,
                            kv_tokens=fresh.decode_kv_tokens)
    except SpeedUnknown:
        return None
    lp = load_point(sp, users, fresh, serving_chunk(s.w, g), prefill_floor_s(s.arch, s.w.framework))
    return lp.idle_ttft_s if lp is not None else None


def full_context_ttft(s: Search, users: int, g: GPUSpec, layout: Layout) -> tuple[int, float] | None:
    """A NEW prompt filling the stated context (less the priced answer) on one replica holding `users` streams: its
    tokens and seconds to the first token, prefilled whole (nothing cached), no queue ahead of it, as
    fresh_document_ttft. The stated context is what the buyer asked to support (a 32k document), while the priced
    prompt is the load's average (a chat's held tokens): the limit is judged on both (a 2 s target
    at 32k said met at a 6,816-token average prompt). By hand, Qwen3-14B 32,000 tokens: 2 × 14.8e9 × 32,000 ≈ 9.5e14
    FLOP of weights alone, ≈ 3.8 s at 250 TFLOPS delivered. None for a context under a document's length
    (LONG_PROMPT_TOKENS), one no longer than an uncached priced prompt, or a card with no prefill rate."""
    sh = s.shape
    tokens = s.w.seq_len - sh.output
    if tokens < LONG_PROMPT_TOKENS or (tokens <= sh.prompt and not sh.cached):  # the priced figure already is it
        return None
    full = replace(sh, prompt=tokens, cached=0)
    try:
        sp = estimate_speed(s.arch, s.at_users(users), g, layout, prompt=full.attention_span,
                            kv_tokens=full.decode_kv_tokens)
    except SpeedUnknown:
        return None
    lp = load_point(sp, users, full, serving_chunk(s.w, g), prefill_floor_s(s.arch, s.w.framework))
    return (tokens, lp.idle_ttft_s) if lp is not None else None


def load_point(sp: SpeedEstimate | None, users: int, shape: RequestShape, chunk: int, floor_s: float
               ) -> LoadPoint | None:
    """A replica's steady state from its speed at `users` streams: the decode step is users ÷ the aggregate rate,
    a prompt's compute is the tokens it prefills (less a cached prefix) ÷ the prefill rate, each prefill pass adds
    `floor_s` (tools.speed.prefill_floor_s; tools.load). None without either rate."""
    if sp is None or not sp.decode_aggregate_expected or not sp.prefill_tokens_per_s:
        return None
    step = max(1, users) / sp.decode_aggregate_expected
    return steady_state(users, step, shape.prefilled / sp.prefill_tokens_per_s, shape, chunk, floor_s)


Priced = tuple[InstanceRow, GPUSpec, float]  # an eligible row, its GPU and its hourly price (display currency)


@dataclass
class Carded:
    """`_carded` over one list of rows: the rows it kept (their index and card), the tally of the rest, and where each
    reason first occurred."""

    rows: list[InstanceRow]  # what it was computed over (their identity checks a memo hit)
    kept: list[tuple[int, InstanceRow, GPUSpec]]
    refused: Rejections
    first: dict[str, int]
    gpus: object = None  # the GPU table and gazetteer it read, held so that the ids in the memo's key stay theirs
    places: object = None


KeptFacts = dict[tuple[str, str, int], tuple[dict[str, GPUSpec], "SizingFacts"]]  # kept_facts' store, in the memo
PrefilterMemo = dict[tuple[Any, ...],
                     "tuple[list[InstanceRow], list[Priced], dict[tuple[str, str], int], tuple[Rejections, dict[str, int]],"
                     " dict[str, GPUSpec], Gazetteer] | Carded | KeptFacts"]
FACTS_KEPT = 32  # the workloads whose per-card facts a caller's memo keeps (then all are dropped at once, as prefilter's)
# Workload fields no per-card fact reads: they choose and price rows (prefilter, _priced, a card's own refusal, the
# budget), set a job's machine count on a shape (the deadline: Search.sized, not the facts) or word the answer; the
# memory, speed, layout and load models and the kernel checks never see them (each fact's key in SizingFacts says what
# it reads). Two workloads that differ only here share their facts.
NOT_SIZED = frozenset({"language", "budget", "budget_per_hour", "providers", "excluded_providers", "regions",
                       "exclude_marketplace",
                       "billing", "gpu_preference", "min_gpu_memory_gib", "max_gpu_memory_gib", "personal_use",
                       "deadline_hours", "checked_gpu", "checked_gpu_count", "checked_provider", "gpu_only",
                       "rent_more", "rent_instead", "asks_nodes"})


# Workload fields the per-card physics (SizingFacts.memory, .speed, .load, .kernel) never read, beyond NOT_SIZED: the
# users at once (each of those facts is keyed by its own count of sequences, and the workload it sizes is copied at that
# count: Search.at_users), the per-user, total and first-token targets and the priority (they choose a layout and rank
# offers: the picks, replica layouts and sized shapes, which stay per workload). Workloads that differ only here (the
# budget's search over users at once, a TTFT lever's re-run) share that physics.
NOT_PHYSICS = NOT_SIZED | {"concurrency", "target_tokens_per_s", "target_tokens_per_s_per_user", "target_ttft_ms",
                           "priority"}


def kept_facts(memo: PrefilterMemo | None, arch: ModelArch, w: Resolved, gpus: dict[str, GPUSpec]) -> SizingFacts:
    """The per-card facts of this model and workload over these GPU specs, kept in the caller's memo across questions:
    a question asked again, or with another budget, place, provider, card or language, and the re-runs behind its
    levers and fallbacks, size each card once. Every entry of SizingFacts is a function of the architecture, the
    workload less NOT_SIZED and the card (by name and NVLink figure), so the key is their value, with the GPU specs
    by identity (the entry holds them: specs with other figures under the same names are another key); its memory,
    speed, load and kernel entries are the physics kept under the workload less NOT_PHYSICS. A new SizingFacts without
    a memo."""
    if memo is None:
        return SizingFacts()
    arch_key = arch.model_dump_json()
    facts = _kept(memo, ("facts",), (arch_key, w.model_dump_json(exclude=set(NOT_SIZED)), id(gpus)), gpus)
    if not facts.shares_physics:
        physics = _kept(memo, ("physics",), (arch_key, w.model_dump_json(exclude=set(NOT_PHYSICS)), id(gpus)), gpus)
        facts.memory, facts.speed, facts.load, facts.kernel = physics.memory, physics.speed, physics.load, physics.kernel
        facts.shares_physics = True
    return facts


def _kept(memo: PrefilterMemo, store_key: tuple[str], key: tuple[str, str, int], gpus: dict[str, GPUSpec]) -> SizingFacts:
    """The SizingFacts under `key` in the memo's store `store_key` (a new one on a miss; FACTS_KEPT at most, then the
    store is dropped at once, as prefilter's)."""
    store = memo.get(store_key)
    if not isinstance(store, dict):
        store = {}
        memo[store_key] = store
    hit = store.get(key)
    if hit is not None and hit[0] is gpus:
        return hit[1]
    if len(store) >= FACTS_KEPT:
        store.clear()
    facts = SizingFacts()
    store[key] = (gpus, facts)
    return facts


def _same_rows(a: list[InstanceRow], b: list[InstanceRow]) -> bool:
    return len(a) == len(b) and (not a or (a[0] is b[0] and a[-1] is b[-1]))


def prefilter(s: Search, rows: list[InstanceRow]) -> tuple[list[Priced], dict[tuple[str, str], int]]:
    """Eligible rows, one per provider × instance type (its cheapest region), and how many regions
    offer each. Eligibility does not depend on headroom or context, so the tier searches reuse this,
    and repeated questions with the same filters over the same rows reuse it too, through `s.memo` when the
    caller keeps one (advisor.core.service does, next to its cached rows; tools hold no state of their own):
    the whole result for the same filters, formats, billing and currency, and `_carded`'s half for the same filters."""
    w = s.w
    ends = (id(rows[0]), id(rows[-1])) if rows else (0, 0)  # callers pass copies of one cached list of rows
    filters = (ends, len(rows), id(s.gpus), tuple(w.providers or ()), tuple(w.excluded_providers or ()),
               tuple(w.regions or ()),
               s.named or (s.preferred.name if s.preferred else None), w.num_gpus, bool(w.exclude_marketplace), id(s.places),
               tuple(w.quoted_price.model_dump().values()) if w.quoted_price else None)  # quoted rows: tools.quoted_price
    # and what `_priced` reads: the formats and the stack the kernel and ROCm checks judge (the task, the framework,
    # whether FP8 weights may run weight-only on this arch, and whether the user stated each format: a default BF16 runs
    # as FP16 on a T4, a stated one does not), the card's memory bounds, a hobby's waived SLA, the attention kernel the
    # user's code needs, whether a seller's SLA is asked (_needs_sla), the billing and the currency
    key = (*filters, s.kind, w.task, w.framework, w.precision, w.kv_precision if s.inference else None,
           s.precision_stated, s.kv_stated,
           compat.weight_only_fp8(s.arch, w), w.min_gpu_memory_gib, w.max_gpu_memory_gib, bool(w.personal_use),
           _needs_sla(s),  # an office box bought with a one-off budget takes GeForce cards: one answer leaked into the next
           w.attention_kernel, s.billing, s.currency, s.usd_cny, tuple(sorted(s.fx.items())))
    memo = s.memo if s.memo is not None else {}
    hit = memo.get(key)
    if isinstance(hit, tuple) and _same_rows(hit[0], rows) and hit[4] is s.gpus and hit[5] is s.places:
        _, priced, regions, tally, _, _ = hit
        s.rejected.extend([tally])
        return list(priced), regions
    carded = memo.get(("card", *filters))
    if not isinstance(carded, Carded) or not _same_rows(carded.rows, rows) or carded.gpus is not s.gpus \
            or carded.places is not s.places:
        carded = _carded(s, rows)
    priced, regions, refused, first = _priced(s, carded.kept)
    mine = Rejections()  # this call's tally alone: a hit adds it to whatever the search held, as a miss does
    mine.extend([(carded.refused, carded.first), (refused, first)])
    tally = (mine, {**carded.first, **first})
    s.rejected.extend([tally])
    if len(memo) >= 64:  # whole results and card halves; cleared at once (threads share it: no partial eviction)
        memo.clear()
    memo[("card", *filters)] = carded
    memo[key] = (list(rows), priced, regions, tally, s.gpus, s.places)  # the table and gazetteer held: their ids are in the key
    return list(priced), regions


def cheapest_per_shape(priced: list[Priced]) -> list[Priced]:
    """The cheapest row of each machine shape (GPU type × GPUs per instance × RDMA): a search that
    only wants the cheapest offer needs no other row, since sizing depends on the shape alone."""
    best: dict[tuple[str, int, bool], Priced] = {}
    for p in priced:
        key = (p[1].name, int(p[0].gpu_count or 0), rdma_ok(p[0]))
        if key not in best or p[2] < best[key][2]:
            best[key] = p
    return list(best.values())


def search(s: Search, priced: list[Priced], regions: dict[tuple[str, str], int] | None = None) -> list[Offer]:
    """Each eligible machine sized for the work, unranked; a machine that can't hold it is recorded."""
    out = []
    for row, g, hourly in priced:
        z = s.sized(g, row)
        if isinstance(z, str):
            s.rejected.add(z, row)
            continue
        o = offer(s, row, g, hourly, z)
        o.regions = (regions or {}).get((row.provider, row.instance_type), 1)
        out.append(o)
    return out
