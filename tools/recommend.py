"""Workload + catalog rows → Recommendation.

resolve → search → filter → rank → tiers → constraints → checks:

1. Resolve: the model's native release format when no precision is stated, the stated defaults
   (tools.defaults), each recorded as an assumption, and the kind of work (serving, batch, sized or
   open-ended training), whose policy (tools.kinds.POLICIES) decides every step below.
2. Search: every catalog row is kept or rejected with a reason, and kept rows are sized by the
   kind's sizer (tools.offers).
3. Filter: the kind's candidate filter (deadline, snug machines, time to first token), then the budget.
4. Rank by the kind's objective (or speed, when the user asked for the fastest); near-ties to the
   simpler layout or, where the objective rests on the speed model, to the cheaper hour (tools.ranking).
5. Tiers: the smallest machine that holds the work, the pick (the first row) and the safe plan at
   × 1.3 headroom, each from offers that pass every stated constraint (tools.tiers).
6. Constraints honoured or refused (tools.constraints); a stated card or count that fails gets the
   cheapest plan that works without it.
7. Checks: compatibility, host sizing, pitfalls and the 24-hour plan for the pick; rejections explain
   "nothing fits"; stated fields no step used are listed as not checked.

Pure: the caller passes the architecture, the GPU specs and the instance rows (catalog/db.py loads them).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from tools import china_card_quotes, compat, host, local_markets, pitfalls, schedule, validation
from tools.agent_eval import loop_said
from tools.answer_time import reply_time
from tools.arch import active_params, assumed_experts, assumed_shape, next_size_down, total_params
from tools.batch_increment import month_run_line
from tools.batch_wall import assumed_wall_tail
from tools.budget_answer import budget_verdict
from tools.buy_or_rent import HOST_W_PER_GPU
from tools.capacity_deadline import scarce_deadline
from tools.card_claims import listed_nowhere
from tools.card_generations import mixed_generations
from tools.card_size import card_size_no
from tools.chat_kv import AGENT_CONTEXT_SHARE, chat_kv, full_chats_held, long_chat_capped
from tools.checked import (
    as_ranked,
    card_verdict,
    full_length_sessions,
    ranked_on_card,
    split_because,
    verdict_leads,
    with_batch_time,
    with_machines,
)
from tools.constants import (
    HOURS_PER_DAY,
    HOURS_PER_MONTH,
    JOB_SETUP_HOURS,
    SAFE_HEADROOM,
    SECONDS_PER_HOUR,
    TARGET_TRAIN_DAYS,
    VLLM_MAX_NUM_SEQS,
)
from tools.constraints import (
    budget_by_quote,
    budget_constraint,
    budget_unchecked,
    china_only,
    china_unpriced_constraint,
    context_constraint,
    deadline_constraint,
    deadline_shown,
    echoed,
    effective_budget,
    family_published_in,
    filter_constraint,
    held_by_shown,
    hourly_limit,
    long_mode_constraint,
    mainland_missed,
    near_places,
    owned_budget,
    place_held_by_fallback,
    place_partly,
    place_words,
    purchase_cap,
    purchase_rental_budget,
    region_ok,
    region_priced_out,
    region_unpriced_constraint,
    rental_budget_on_purchase,
    spot_serving_constraint,
    yarn_constraint,
)
from tools.cost import (
    PERIOD_HOURS,
    USD_CNY_DEFAULT,
    break_even_gpu_hour,
    convert_amount,
    hours_a_day,
    periods_a_month,
    recurring_costs,
    reference_gpu_hour,
    rental_hours,
    run_window_hours,
    serving_month_hours,
)
from tools.dataset import overfit_note
from tools.deadline_lead import batch_faster_band
from tools.default_ttft import default_ttft_missed
from tools.defaults import (
    ASSUMED_TRAIN_EXAMPLES,
    ASSUMED_TRAIN_TOKENS,
    DEFAULT_CONCURRENCY,
    DEFAULT_TRAIN_SEQ,
    GGUF_FRAMEWORK,
    SERVING_FRAMEWORK,
    answer_tokens,
    as_resolved,
    kind_of,
    kv_precision_of,
    model_thinking,
    precision_of,
    resolve,
    serves,
    thinking_off_by_use,
    thinking_tokens,
    thinks,
    training_precision_conflict,
    ttft_bars_thinking,
    unstated_concurrency,
)
from tools.distill import teacher_pass_hours
from tools.edge_cards import EdgeCards, edge_cards
from tools.edge_lead import PlanEdge, edge_args, edge_floor, edge_lever_leads
from tools.fastest_precision import (
    fastest_lead,
    fastest_precision_leads,
    fastest_route_args,
    gain_per_doubling,
    speed_compared,
)
from tools.fit import (
    ENGINE_NAMES,
    TIGHT,
    TIGHT_POOL_SHARE,
    Fit,
    borderline,
    fit_from,
    fit_of,
    need_words,
    short_words,
    thin_floor,
    verdict_words,
)
from tools.floors import MIN_TOKENS_PER_S
from tools.fp8_default import fp8_default
from tools.fp16_safety import fp16_unsafe_check
from tools.hf_config import hub_label, hub_note
from tools.hybrid_serving import mamba2_engine_check
from tools.in_place_cards import Machine, in_place_cards, in_place_chosen, machine_sizes
from tools.kinds import POLICIES, SPEED_MODEL_ERROR, Policy
from tools.lead_floor import sized_floor
from tools.licence import barring_licence, licence_check, licence_place_check
from tools.load import (
    LONG_PROMPT_TOKENS,
    MAX_CACHED_SHARE,
    PREFIX_REUSING_ENGINES,
    batch_run_line,
    request_shape,
    shared_prefix_prefilled,
)
from tools.machine_split import one_copy_spans_machines, split_fleet
from tools.measured_fits import measured_fit
from tools.memory import (
    BYTES,
    card_budget,
    dp_attention_extra,
    dp_rank_users,
    kv_cache_bytes,
    kv_cache_bytes_per_token,
    kv_pool_bytes,
    load_kv_bytes,
    runs_reference,
    weight_bytes,
)
from tools.multi_node_lead import MULTI_NODE_CLEAR_SHARE, MULTI_NODE_LAUNCH_HOURS, multi_node_beside, multi_node_leads
from tools.network import ETHERNET_GBIT_S, owned_node_gpus, stage_link, zero3_split
from tools.nodes import nodes_answer
from tools.offers import (
    INTERACTIVE_TOKENS_PER_S,
    MAX_NODES,
    MIN_STREAM_TOKENS_PER_S,
    PCIE_TP_LOSS,
    RDMA_MIN_GBIT_S,
    REASONS,
    SUSPECT_SPOT_SHARE,
    USABLE_TOKENS_PER_S,
    Offer,
    PrefilterMemo,
    Priced,
    Search,
    Sizing,
    SizingFacts,
    after_unpriced_pcie_loss,
    aggregate_target,
    answer_floor,
    assumed_job,
    at_full_context,
    batch_job_hours,
    batch_machines,
    billed_gpu_hours,
    cheapest_per_shape,
    finishes_by,
    fresh_document_ttft,
    full_context_ttft,
    job_cost_of,
    kept_facts,
    minimum_asked,
    named_cards,
    over_card_cap,
    pcie_tp_loss_applies,
    per_user_at_context,
    per_user_target,
    pooled_fleet,
    prefilter,
    price_of,
    rdma_ok,
    read_per_user,
    scarce_spot,
    search,
    show_rented_layout,
    suspect_spot,
    ttft_limit_s,
    usable,
    users_at_context,
    wall_hours,
)
from tools.owned_batch import decode_floor, fewest_batch_cards, one_box_batch, owned_batch_hours, owned_batch_time
from tools.owned_count_plan import held_on_owned, owned_cards_unpriced
from tools.owned_device import (
    OWNED_CARD_SEGMENT,
    answered_on_device,
    device_serving,
    engine_without_metal,
    mac_memory,
    moe_on_box,
    old_card,
    owned_only,
    runs_cuda,
    stated_builds,
    usable_bytes,
)
from tools.owned_wall import owned_period_msg, owned_wall_msg, unpriced_wall
from tools.parallel import DEFAULT_HEADROOM, max_concurrency, replicated_inference
from tools.parallel import plan as plan_layout
from tools.pcie_only import without_bridges
from tools.per_user_margin import MARGIN_LEAD_TOLERANCE, margin_plan_leads, thin_per_user
from tools.places import MAINLAND_TAG, Gazetteer, is_mainland
from tools.power import HOST_RESERVE_W, power_rows
from tools.precision_lead import (
    INT4_PRECISIONS,
    PRECISION_LEAD_SHARE,
    fits_box_only,
    lever_kept_back,
    lower_precision_leads,
    qlora_leads,
)
from tools.prefill_rows import resize_rows as prefill_rows
from tools.prefill_service import prefill_sized
from tools.prefill_service import said as prefill_said
from tools.provider_premium import provider_premium, unpriced_cards
from tools.purchase_lead import cuda_pick, lead_note
from tools.qlora_floor import LEAN_QLORA_MAX_GPUS, lean_qlora
from tools.quoted_price import priced_as_quoted
from tools.rag_lever import needs_long_mode, rag_applies, rag_context
from tools.ranking import (
    BOTH_THIN_TOLERANCE,
    FEWER_FASTER_BAND,
    FLOOR_GIVES_WAY,
    ONE_MACHINE_TOLERANCE,
    PCIE_SHARDING_WARNED,
    ROCM_LEAD_MARGIN,
    STACK_PREFERENCE,
    TIE,
    TIGHT_GIVES_WAY,
    avoid_wide_pcie,
    candidate,
    cost_row,
    floor_gives_way,
    may_not_start,
    objective,
    objective_key,
    order,
    pcie_group,
    prefer_cuda_on_tie,
    prefer_one_machine,
    rank,
    rocm_leads,
    rocm_saves_clearly,
    row_warnings,
    saves_past_tie,
    snapshot_mark,
    sound_first,
    spot_only_smaller,
    spread,
)
from tools.routes import (
    FULL_TRAINING,
    SIXTEEN_BIT,
    memory_routes,
    offload_figures,
    optimizer_words,
    precision_words,
    stated_hardware_routes,
    training_routes,
)
from tools.schema import (
    GGUF_FORMATS,
    TRAINING_TASKS,
    Budget,
    Candidate,
    Check,
    Constraint,
    CostRow,
    GPUSpec,
    HostRamNeed,
    HostSpec,
    InstanceRow,
    Layout,
    MemoryBreakdown,
    ModelArch,
    Msg,
    MsgArg,
    ParallelPlan,
    Recommendation,
    Rejection,
    Resolved,
    SpecTier,
    WorkKind,
    Workload,
)
from tools.score import PRESETS
from tools.seller_sla import sla_rows
from tools.serverless import serverless_said
from tools.service_move import service_move_holds
from tools.shown_plan_status import WITHIN_HEADLINE, agree_with_shown, nearest_within, within_lead
from tools.small_load_floor import PLACE_USABLE_PREMIUM, floor_premium, one_reader, usable_plan_wins
from tools.spec_decode import SPEC_PLAN_SPEEDUP, SPEC_PUBLISHED_TOP
from tools.spec_decode import applies as spec_applies
from tools.spec_decode import engine_floor as spec_engine_floor
from tools.spec_decode import with_speculation as spec_with
from tools.speed import (
    QLORA_DEQUANT_TIME,
    SpeedUnknown,
    doubled_over_rdma_hours,
    estimate_speed,
    link_label,
    prompt_tokens,
    reference_note,
    tp_link,
    train_time,
)
from tools.stated_batch import in_flight_on_stated
from tools.stated_edge import kv8_runs, stated_edge, users_at_limit
from tools.tiers import missed_deadline, same_plan, tier
from tools.tiers import notes as tier_notes
from tools.tp_heads import heads_divide, tp_heads_said
from tools.train_context import train_context_constraint, train_context_lead
from tools.trained_weights import trained_back_on_card
from tools.unpriced_provider import unpriced_provider_note
from tools.unserved_stream import unserved, unserved_tail
from tools.users_place import (
    far_for_target,
    near_band,
    near_users_leads,
    nearness,
    plan_where,
    read_as_batch,
    users_near_pick,
    where_line,
)
from tools.vision import vision_encoder_note
from tools.voice_speed import voice_asked, voice_assumed
from tools.wording import (
    about_money,
    answer_time,
    budget_text,
    count_text,
    duration,
    gpu_hours,
    money_text,
    plan_machines,
    plural,
    share_text,
    task_words,
)

FASTER_PER_USER = 2.0  # a serving plan this many times faster per user ...
FASTER_COSTS_AT_MOST = 1.25  # ... for at most this multiple of the pick's price is named under the pick


@dataclass
class Options:
    usd_cny: float = USD_CNY_DEFAULT
    currency: str | None = None  # display currency; default: the budget's, else USD
    top_n: int = 10
    headroom: float = DEFAULT_HEADROOM
    weights: dict[str, float] | None = None  # user weights: rank by the weighted score instead of cost
    stated: set[str] = field(default_factory=set)  # fields the user stated (for pitfall 3)
    catalog_as_of: str = ""
    catalog_sources: list[str] = field(default_factory=list)
    catalog_age_note: Msg | None = None  # the price-age note in both languages (catalog.db.stale_msg)
    longer_context: list[str] = field(default_factory=list)  # registry models whose context holds the asked one
    asked_context: int | None = None  # serving: the context asked when above the model's maximum (sized at that max)
    family: list[ModelArch] = field(default_factory=list)  # registry models of the same family (a smaller one to offer)
    ladder: list[ModelArch] = field(default_factory=list)  # the budget ladder's models, tried on the user's own card
    owned_moe: list[ModelArch] = field(default_factory=list)  # tools.owned_device.OWNED_MOE's rows, offered on an owned box
    longer_archs: list[ModelArch] = field(default_factory=list)  # the first longer_context models, sized on stated cards
    explore: bool = True  # price alternatives by re-running (off inside those re-runs)
    fx: dict[str, float] = field(default_factory=dict)  # units per USD of other currencies (catalog/data/fx.csv)
    places: Gazetteer = field(default_factory=Gazetteer)  # regions and Chinese providers (catalog.places.gazetteer())
    memo: PrefilterMemo | None = None  # the caller's prefilter memo (tools.offers.prefilter), kept across questions
    routes: bool = True  # try lower-precision routes on stated hardware that refuses the work (off inside them)
    relaxed_floor: bool = False  # serving: start at the 10 tokens/s floor (a re-run compared with a relaxed pick)
    usable_floor: bool = False  # with relaxed_floor: at the usable 13 tokens/s instead (Search.usable_floor)
    priced_out_plan: Offer | None = None  # a re-run at a pick's floor relaxed as our default was priced out: that plan
    floor_held: bool = False  # a re-run weighing a precision at our default floor (_fp8_keeps_default): never relaxed
    whole_fleet: bool = False  # owned machines sized as one fleet (one_owned_box's comparison; off one machine first)
    owned_count: bool = False  # owned cards sized at their stated count as is (owned_count_unsold's first answer)
    licence_arch: ModelArch | None = None  # the registry row a place-barring licence names instead (sized beside it)


@dataclass(frozen=True)
class ServingThin:
    """A serving pick whose per-user speed (at the sized context) or first token meets the floor / stated limit by
    less than the at-load model's error: that plan and its figures, the cheapest with the margin (or None), and
    whether that one was promoted to first."""

    thin: Offer
    thin_tps: float | None
    safe: Offer | None
    safe_tps: float | None
    promoted: bool
    comfy_tps: float | None = None  # per-user speed of the plan `_both_thin` promoted over a pick thin on both margins
    floor: Offer | None = None  # the plan promoted because it holds the floor at the sized context (`_floor_plan`)
    floor_tps: float | None = None
    capped: bool = False  # the pick kept the lead: `safe` holds the floor at full context past FLOOR_GIVES_WAY × its price


@dataclass
class Run:
    """One question as the steps fill it in: the resolved workload and its policy, then the search's results."""

    arch: ModelArch
    asked: Workload  # as stated (before defaults)
    w: Resolved
    gpus: dict[str, GPUSpec]
    rows: list[InstanceRow]
    opts: Options
    policy: Policy
    currency: str
    billing: str  # on_demand | spot | reserved | cheapest (each row at min(spot, on-demand))
    deadline: float | None
    preferred: GPUSpec | None  # the stated card (for a family, its roomiest variant: stated_card)
    budget: Budget | None
    notes: list[Msg]
    constraints: list[Constraint] = field(default_factory=list)
    s: Search | None = None
    priced: list[Priced] = field(default_factory=list)
    regions: dict[tuple[str, str], int] = field(default_factory=dict)
    offers: list[Offer] = field(default_factory=list)  # candidates after every filter, unranked
    over_budget: list[Offer] = field(default_factory=list)
    deadline_met: bool = True
    ttft_missed: bool = False  # no candidate met the time-to-first-token limit
    ttft_fastest: Offer | None = None  # the fastest first token among plans a stated limit refused (its figure said)
    named_sized: tuple[Offer | None] | None = None  # the named unpriced card sized for serving, once (named_card_offer)
    batch_ranked: list[UnpricedBatch] | None = None  # the unpriced batch plans in quote order, once (unpriced_batch_ranking)
    stream_note_at: int = -1  # where the serving floor's assumption sits in `notes` (rewritten if TTFT is unchecked)
    shown: list[tuple[Offer, float, dict[str, float]]] = field(default_factory=list)
    safe: Offer | None = None  # the safe tier's plan (tools.tiers), found while ranking
    fewer: Offer | None = None  # serving on a stated GPU count: the cheapest plan on fewer GPUs (named, not ranked)
    bought_over: str | None = None  # the rented pick's card a bought box (bought_in_budget) replaced in the headline
    floor_plan: Offer | None = None  # a stated count below the default floor: the cheapest plan that meets the floor
    floor_priced_out: bool = False  # the default floor was met only past PLACE_PREMIUM × a readable plan (_floor_price)
    place_lever: bool = False  # a precision lever led only at the place's readable minimum (precision_lead_plan)
    fp8_floor_held: bool = False  # FP8 on FP8 tensor cores kept our default floor in the place (_fp8_keeps_default)
    fallback_found: bool = False  # nothing ranked, but a working plan without the stated filter was named
    fallback_plan: Candidate | None = None  # that plan when it is the cheapest without the stated hardware
    fallback_job: tuple[float | None, float | None] = (None, None)  # that plan's (run hours, job cost) as its tier says
    place_plan: tuple[Candidate, bool] | None = None  # the stated place's own plan beside a card not offered there
    place_job: tuple[float | None, float | None] = (None, None)  # the last fallback re-run's (job hours, job cost)
    place_plan_job: tuple[float | None, float | None] = (None, None)  # place_plan's (job hours, job cost)
    lower_here: bool = False  # a lower precision holds the work in the stated place (lower_in_place)
    place_planned: bool = False  # nothing priced: the headline plans the work on a card or family of the place
    batch_boxes: dict[str, Any] = field(default_factory=dict)  # _batch_boxes: a named card's batch sizing, per card
    shown_jobs: list[tuple[float, Msg]] = field(default_factory=list)  # nothing ranked: (wall h, plan) of each job named
    facts: dict[str, SizingFacts] = field(default_factory=dict)  # per workload (as JSON): its searches' per-card facts
    named: tuple[str, ...] = ()  # every card the stated GPU admits (tools.offers.named_cards)
    capacity: Msg | None = None  # what a budget that is the only load-like fact buys (budget_capacity)
    thin: tuple[Offer, Offer | None, bool] | None = None  # a thin deadline margin: (that plan, one with headroom, promoted)
    both_thin: tuple[Offer, Offer] | None = None  # (the thin pick, the comfortable plan promoted over it): _both_thin
    tight_lever: Offer | None = None  # a tight serving pick that gave way to a roomy plan (_tight_gives_way)
    tight_kept: tuple[Offer, str | None] | None = None  # a tight serving pick that stayed, and why (_tight_verdict)
    replicas_lead: Msg | None = None  # N boxes of the pick behind a load balancer lead: the line saying why (_replicas_lead)
    thin_serving: ServingThin | None = None  # a serving pick inside the at-load model's error of a floor or limit
    users_led: bool = False  # a row near the users leads a cheaper one elsewhere (_users_near_first)
    users_led_target: float | None = None  # … because that row's round trip took most of this stated target (ms)
    reruns: dict[str, Candidate | None] = field(default_factory=dict)  # a lever's re-run, by workload (_rerun)
    # the hourly price of each nearest plan over the budget named, by its message code (ordered in _ways_first)
    nearest_hourly: dict[str, float] = field(default_factory=dict)
    # the plan each budget way names, by its message code: nothing ranked, the pitfalls judge the one the answer leads
    # with (shown_plan_topology)
    lead_plans: dict[str, Candidate] = field(default_factory=dict)
    # the workload each budget way's plan was sized on (its precision, its per-user floor), by its message code: the KV
    # pitfall of an answer led by that way is worked out on it (shown_plan_kv)
    lead_loads: dict[str, Workload] = field(default_factory=dict)
    variant: Msg | None = None  # owned cards named by family: the variant assumed and the smallest's verdict
    beyond: Offer | None = None  # "fastest" serving stopped at its knee: the faster, dearer plan past it (fastest_knee)
    beyond_target: float | None = None  # "fastest" with a stated per-user speed: the target the pick is the cheapest at
    floor_recipe: str | None = None  # the smallest machine found under a leaner recipe than the run's (tools.qlora_floor)
    beyond_band: bool = False  # "fastest" serving led by a far cheaper plan within FASTEST_SPEED_BAND of the top (within_band)
    below: Offer | None = None  # "fastest" serving that climbed to the top: the far cheaper plan nearly as fast (near_top)
    spread: Offer | None = None  # "fastest" serving: the faster plan that only spreads the same users over more replicas
    below_of: Offer | None = None  # the fastest plan `below` was measured against (the pick, unless one gave way)

    @property
    def kind(self) -> WorkKind:
        return self.policy.kind

    @property
    def top(self) -> Offer | None:
        return self.shown[0][0] if self.shown else None

    @property
    def search(self) -> Search:
        assert self.s is not None
        return self.s


def _money(x: float, cur: str) -> str:
    return money_text(x, cur)


def _mixed(text: str | None, gpus: dict[str, GPUSpec]) -> bool:
    """Does the stated card name two generations ("A100 and H100")? tools.card_generations: the catalog's own card
    names and architectures (catalog/data/gpus.csv via `gpus`)."""
    return mixed_generations(text, gpus)


def at_model_context(arch: ModelArch, w: Workload, opts: Options) -> tuple[Workload, Options]:
    """Serving asked at a context above the model's maximum (max_position_embeddings) is sized at that maximum, the
    longest context the model can run (expert review: Gemma-2-9B, 8,192 tokens, was rented a 192 GB card sized at
    32k, a configuration that cannot exist); the asked context stays in `opts.asked_context` for the refusal and the
    lead that names the catalog models whose context holds it."""
    m = arch.max_context
    if not (m and w.seq_len and w.seq_len > m and (w.task is None or serves(w.task))):
        return w, opts
    update: dict[str, int | None] = {"seq_len": m}
    if w.prompt_tokens and w.prompt_tokens >= m:  # a prompt that no longer fits: the context less the default answer
        update["prompt_tokens"] = None
    return w.model_copy(update=update), replace(opts, asked_context=w.seq_len)


def _verdict_first(out: Recommendation, check: Msg | None, r: Run) -> Recommendation:
    """The yes / no on the setup asked about leads the final headline, at the precision asked (tools.checked.verdict_leads):
    a route to another precision had put its own paragraph first ("8卡H20 141G够吗" on Kimi-K2)."""
    out.headline = verdict_leads(out.headline, check, r.w.precision, out.workload.precision)
    return out


def own_machine_asked(r: Run) -> Msg | None:
    """A machine no cloud rents and that runs no CUDA asked about (an Apple Mac, Workload.checked_gpu): never judged
    by tools.checked.card_verdict, which sizes vLLM's pool on the catalog row — the chip's largest build (a 36 GB
    M3 Max was judged on 92.8 GB of a 128 GB build, with a CUDA context it has no use for). The line says why and how
    the Mac is judged instead (tools.owned_device, on the user's stated memory). None for any other card."""
    named = [r.gpus[n] for n in named_cards(r.w.checked_gpu, r.gpus) if n in r.gpus] if r.w.checked_gpu else []
    if not named or not all(owned_only(g) and not runs_cuda(g) for g in named):
        return None
    name = named[0].name
    return Msg(code="checked.own_machine", args={"gpu": name, "short": name.removeprefix(named[0].vendor).strip()})


def _check_said(headline: Msg) -> bool:
    """Does the headline already answer the card asked about (its verdict, or why an owned Mac is not judged as one)?"""
    return any(headline.says(c) for c in ("checked.verdict", "checked.own_machine"))


def asked_card_check(r: Run) -> Msg | None:
    """A card asked about, not a filter (tools.checked): whether it holds the work (a prompt over the model's maximum
    is "no card" first), and for a batch its time on one machine of it against the deadline; more of it than one server
    holds names the servers and the RDMA link between them (tools.checked.with_machines)."""
    if owned_vs_h100(r):  # a card asked about beside the user's own training cards: the comparison line answers it
        return None
    mac = own_machine_asked(r)
    if mac is not None:  # a Mac asked about: why it is not judged as a card, never a verdict on a CUDA pool
        return mac
    check = card_verdict(r.arch, r.w, r.gpus, r.opts.headroom, r.opts.asked_context)
    if check is not None and r.kind is WorkKind.BATCH and r.s is not None:
        check = with_batch_time(check, r.s, r.gpus)
    if check is None:
        return None
    on_card = ranked_on_card(check, r.top, r.offers)  # per copy, as that card's plan is ranked
    check = with_machines(as_ranked(check, on_card, r.w, r.opts.headroom), r.rows)
    four = _int4_on_checked(r, check)
    if four is not None:  # a lower precision that holds it on the count asked about leads the verdict ("lower")
        key = "int4" if four.args.get("short_of") else "lower"
        check = Msg(code=check.code, args={**check.args, key: four, "from": precision_of(r.w).upper()})
    held = _checked_sessions_held(r, check)
    if held is not None:
        check = Msg(code=check.code, args={**check.args, "int4": held})
    full = _checked_full_sessions(r, check) if held is None else None
    if full is not None:
        check = Msg(code=check.code, args={**check.args, "full": full})
    no = _checked_sessions_no(r, check)
    return Msg(code="checked.then", args={"check": no, "msg": check}) if no is not None else check


def _checked_full_sessions(r: Run, check: Msg) -> Msg | None:
    """A long window on the card asked about that holds the load, or holds it with an FP8 KV cache
    (tools.checked.full_length_sessions at that cache): one full-length session's KV, how many the count asked about
    holds at once, a full-length prompt's first token there and the levers. "用 FP8 KV cache 基本够" for 120 developers
    at 128k on 8 × H20 never said that ≈ 255 GB of FP8 KV holds ≈ 15 whole 128k sessions, nor the ≈ 20–40 s first
    token of one. None otherwise (another verdict, a prompt over the model's maximum, not served online)."""
    a = check.args
    if (check.code != "checked.verdict" or a.get("asked_context") or r.kind is not WorkKind.SERVING
            or r.w.sessions_full  # every open session at the context: the lead says how many the cards hold
            or not (a.get("fits") or a.get("fp8_kv") and not a.get("copies"))):  # the verdict as it is said
        return None
    card = next((g for g in r.gpus.values() if g.name == a.get("gpu")), None)
    n = a.get("n")
    if card is None or not isinstance(n, int) or n < 1:
        return None
    return full_length_sessions(r.arch, r.w, card, n, r.opts.headroom, r.s,
                                "fp8" if a.get("fp8_kv") and not a.get("fits") else None)


def _checked_sessions_held(r: Run, check: Msg) -> Msg | None:
    """Every open session held at the stated context (Workload.sessions_full) on a card asked about that does not hold
    them all: how many such sessions the count asked about holds at once, at the work's weights, with its KV cache and
    with an FP8 one — kv_pool_bytes × GPUs ÷ one session's KV. None otherwise (another verdict, it holds them, an INT4
    line already said). By hand: Mistral-Nemo-12B at 131,072 tokens, 160 KiB a token → 20 GiB (21.5 GB) a session in
    BF16, 10.7 GB in FP8; one L40S (≈ 43 GB pool) less ≈ 24.5 GB of BF16 weights and the activations → ≈ 15 GB of KV:
    0 sessions in BF16, 1 in FP8."""
    a, w = check.args, r.w
    if (check.code != "checked.verdict" or a.get("fits") or a.get("int4") or a.get("asked_context")
            or r.kind is not WorkKind.SERVING or not w.sessions_full or not w.seq_len):
        return None
    sessions = w.users_online or w.concurrency
    card = next((g for g in r.gpus.values() if g.name == a.get("gpu")), None)
    asked = a.get("n")
    n = asked if isinstance(asked, int) and asked > 0 else 1
    if card is None or not sessions or not card.usable_bytes:
        return None
    p = plan_layout(r.arch, w.model_copy(update={"num_gpus": n, "concurrency": 1, "users_online": None}), card,
                    headroom=r.opts.headroom)
    pool = kv_pool_bytes(p.per_gpu, card.usable_bytes, w.framework) * n
    one, one_fp8 = kv_cache_bytes(r.arch, w.seq_len, 1, w.kv_precision), kv_cache_bytes(r.arch, w.seq_len, 1, "fp8")
    if pool <= 0 or one <= 0:
        return None
    held, held_fp8 = pool // one, pool // one_fp8
    if held >= sessions:
        return None
    return Msg(code="checked.sessions_held", args={"n": n, "gpu": card.name, "held": int(held), "sessions": sessions,
                                                    "ctx": w.seq_len, "gb": one / 1e9,
                                                    "held_fp8": int(held_fp8) if one_fp8 < one else None})


def _int4_on_checked(r: Run, check: Msg) -> Msg | None:
    """A serving card asked about ("is one L4 enough?") that does not hold the work at its precision: the same count of
    that card at the nearest lower precision that holds it, re-run by the recommender on that card alone — FP8 weights
    first when 16-bit was asked and FP8's weights fit the cards, else INT4 (AWQ) — its memory, per-user speed and hour,
    the plan an expert tests first, with its quality caveat. None when the count asked about holds it, the work is
    already at 4 bits, the card has no kernels for it, or no priced plan of that card holds it lower either.
    By hand: Mistral-Small-3.1-24B, 8k, 5 at once on one L4: AWQ ≈ 14.5 GB + ≈ 4 GB KV ≈ 19 GB of the 21.6 GB pool,
    ≈ 0.7 × 300 GB/s ÷ ≈ 17 GB read a step ≈ 10–12 tok/s per user. Gemma-3-27B at 64k on one L40S: BF16 ≈ 54 GB of
    weights miss the 48 GB card; FP8 ≈ 28 GB + one 64k session's KV fit its ≈ 43 GB pool → "with FP8 weights, yes"."""
    if (check.code != "checked.verdict" or check.args.get("fits") or check.args.get("asked_context")
            or check.args.get("need") is None or r.kind is not WorkKind.SERVING or not r.opts.explore
            or not r.opts.routes and BYTES.get(r.w.precision, 2) > 1  # an 8-bit lead's re-run answers: INT4 is next
            or r.w.precision in FOUR_BIT or r.w.framework == "llama.cpp"):
        return None
    card = r.gpus.get(str(check.args.get("gpu")))
    n = int(str(check.args.get("n") or 1))
    if card is None:
        return None
    gb = check.args.get("weight_gb")
    fp8_over = isinstance(gb, list) and len(gb) > 1 and float(gb[1]) > float(str(check.args.get("card_gb") or 0)) * n
    if BYTES.get(r.w.precision, 2) > 1 and not fp8_over and not r.arch.no_quantise:  # 16-bit asked: FP8 is nearer
        fp8 = None if compat.kernel_problem(card, "fp8", None, weight_only_fp8=True, framework=r.w.framework) \
            else _lower_on_card(r, card, n, "fp8")
        if fp8 is not None:
            return fp8
    if compat.kernel_problem(card, "awq", None) is not None:
        return None
    return _lower_on_card(r, card, n, "awq")


def _lower_on_card(r: Run, card: GPUSpec, n: int, precision: str) -> Msg | None:
    """The recommender re-run at `precision` ("fp8" or "awq") on `n` of the card asked about alone: its pick as
    checked.fp8_on_card / checked.int4_on_card, or None when no priced plan of that card and count holds it."""
    w4 = r.asked.model_copy(update={"precision": precision, "gpu_preference": card.name, "gpu_only": True,
                                    "num_gpus": n, "checked_gpu": None, "checked_gpu_count": None})
    rows = own_rows_of(card.name, r.rows)
    alt = recommend(r.arch, w4, r.gpus, rows, replace(r.opts, routes=False, explore=False, top_n=1))
    floor = per_user_target(r.w)
    if floor and not alt.candidates:
        # a stated per-user floor the card misses even at INT4: the card's own figure against it, never silence and
        # never an unqualified "it would take 2 × A10" (Qwen2.5-14B, 10 users at 8k, ≥ 60 tok/s on one A10: INT4 ≈
        # 8.1 GB + ≈ 4 GB of KV read a step over 0.7 × 600 GB/s ≈ 29 ms → ≤ 35 tok/s per user, under the 60 asked)
        free = w4.model_copy(update={"target_tokens_per_s_per_user": None, "target_tokens_per_s": None,
                                     "target_answer_s": None})
        alt = recommend(r.arch, free, r.gpus, rows, replace(r.opts, routes=False, explore=False, top_n=1))
    if not alt.candidates or _hardware_refused(alt):
        return None
    c = alt.candidates[0]
    if c.gpu != card.name or c.gpu_count * c.instances > n:
        return None
    short = floor if floor and c.per_user_tokens_per_s is not None and c.per_user_tokens_per_s < floor * (1 - 1e-9) \
        else None
    # the plan is named by the row it prices: its own card label, provider and instance id (a "8 × H100 PCIe" plan
    # priced at a box the reader could not find under that label is two facts, not one)
    return Msg(code="checked.fp8_on_card" if precision == "fp8" else "checked.int4_on_card", args={
        "n": int(c.gpu_count * c.instances), "gpu": c.gpu, "offer": f"{c.provider} {c.instance}",
        "gb": c.per_gpu_bytes / 1e9, "tps": c.per_user_tokens_per_s, "short_of": short,
        "card_gb": card.memory_gb or 0.0, "tight": c.utilisation if c.utilisation > TIGHT_POOL_SHARE else None,
        "money": _money(c.price_per_hour.amount, alt.currency), "month": _month(r, c.price_per_hour.amount)})


def own_rows_of(card: str, rows: list[InstanceRow]) -> list[InstanceRow]:
    """The rows a serving plan on a card asked about is priced on: the sellers' own rows (tools.seller_sla: a resale
    or a marketplace offer carries no seller SLA) when any of that card is held, else every row (the card is sized
    where it is sold). By hand: 8 × H100 for DeepSeek-V3 once led with a Prime Intellect resale of a Latitude box
    while RunPod sells its own 8 × H100; {runpod 8x_H100, primeintellect latitude__8xH100} → runpod's alone."""
    own = sla_rows(rows)
    return own if any(x.gpu == card for x in own) else rows


def boxes_allowed(workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                  opts: Options) -> tuple[Workload, list[InstanceRow]]:
    """The rows a server to buy may use (purchase_rows: no export-licensed card where it goes) under a power budget
    (power_rows), and one box under that budget, never several."""
    if workload.buy_server and not workload.regions and workload.users_region \
            and all(opts.places.is_china(t.lower()) for t in workload.users_region):
        # a box bought to serve users in the mainland sits with them: priced and sized there, as a box bought by a
        # mainland company is (L20s sold new, never an EOL card from a rental abroad)
        workload = workload.model_copy(update={"regions": ["cn"]})
    rows = power_rows(workload.power_budget_w, gpus, purchase_rows(workload, gpus, rows, opts.places))
    if workload.power_budget_w and workload.max_nodes is None:
        workload = workload.model_copy(update={"max_nodes": 1})
    return workload, rows


def rollout_checks(r: Run) -> list[Check]:
    """rollout_line as the answer's check line (none without a priced RL run or in a re-run)."""
    line = rollout_line(r) if r.opts.explore else None
    return [Check(level="warning", topic="training", message=line)] if line is not None else []



def _schedule_checks(rec: Recommendation, r: Run) -> list[Check]:
    """The schedule's warnings: a service switched on each day (its start-up and the machine's availability) and one
    asked for as scale-to-zero (its cold starts and its bill against the card kept up)."""
    said = (_daily_start(rec, r), _serverless(rec, r))
    out = [Check(level="warning", topic="schedule", message=m) for m in said if m is not None]
    # a short deadline on an 8-GPU flagship box of a quota-bound cloud: the quota / capacity block and the fallback
    scarce = scarce_deadline(r.top, r.offers, r.asked.deadline_hours) if r.kind is not WorkKind.SERVING else None
    return ([Check(level="warning", topic="capacity", message=scarce)] if scarce is not None else []) + out


def recommend(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
              opts: Options | None = None) -> Recommendation:
    """resolve → search → filter → rank → tiers → constraints → checks (see the module docstring)."""
    opts = opts or Options()
    opts = opts if opts.memo is not None else replace(opts, memo={})  # one memo a question: its re-runs share work
    (workload, opts), gpus = at_model_context(arch, workload, opts), without_bridges(gpus, workload)  # "no NVLink": PCIe TP
    rows, q = priced_as_quoted(rows, workload, gpus)  # a quoted price prices the machine it names; q(answer) says it
    box = one_owned_box(arch, workload, gpus, rows, opts) or owned_count_unsold(arch, workload, gpus, rows, opts) \
        or owned_training(arch, workload, gpus, rows, opts)
    if box is not None:
        return tp_heads_said(box, arch, workload)
    workload, rows = boxes_allowed(workload, gpus, rows, opts)
    workload, capacity = budget_capacity(arch, workload, gpus, rows, opts)
    r = resolve_run(arch, workload, gpus, rows, opts)
    r.capacity = capacity
    rec = ranked(r)
    rec.spec_range = tiers(r)
    memory_summary(rec, r)
    rec.headline = headline(rec, r)
    serve, check = owned_serving(r), asked_card_check(r)
    if serve is not None and rec.headline is not None:
        rec.headline = Msg(code="recommend.owned.then_serve", args={"msg": rec.headline, "serve": serve})
    if check is not None and rec.headline is not None:
        rec.headline = Msg(code="checked.then", args={"check": check, "msg": rec.headline})
    rec.beside_pick = levers_beside(r)
    rec.constraints = echoed(r.constraints + stated_constraints(r, rec), r.w, r.opts.stated, ranked=r.top is not None)
    _checks(rec, r.w, r.top, checked_card(r), r.arch, stated=precision_stated(r))
    rec.compatibility += rollout_checks(r)  # an online RL run: its generation priced beside it
    place_and_licence_lines(rec, r)
    pitfalls_and_plan(rec, r)
    rec.compatibility += _schedule_checks(rec, r)
    explained(rec, r)  # the rejections, nothing ranked, and why the pick's copy spans several cards
    if check is not None and rec.headline is not None and not _check_said(rec.headline):
        # nothing ranked: explain_rejections wrote a new headline (a local platform's plan, a fallback); the card
        # asked about is still answered first ("AutoDL上租一张4090够吗" got no yes/no)
        rec.headline = Msg(code="checked.then", args={"check": check, "msg": rec.headline})
    rec.constraints = held_by_shown(deadline_by_shown(rec.constraints, r), shown=not rec.candidates and r.fallback_found)
    rec.constraints = card_by_cluster(budget_by_cluster(rec.constraints, rec.nothing_fits), rec.nothing_fits)
    if not rec.candidates and (r.fallback_plan is not None or r.lower_here):  # a plan shown kept the place filters
        rec.constraints = place_held_by_fallback(rec.constraints)
    if r.place_planned:
        rec.constraints = region_priced_out(rec.constraints)
    rec.constraints = budget_without_card(budget_on_fallback(rec.constraints, r), r)
    quote = _plan_quote(rec.headline)
    if quote is not None and not rec.candidates:
        rec.constraints = budget_by_quote(rec.constraints, quote, _plan_ample(rec.headline))
    rec.not_checked = not_checked(r.asked) + ttft_unchecked(r)
    rec.assumptions = r.notes + late_notes(r)
    _fp16_on_pick(rec, r)
    routed = count_too_slow(rec, r) or budget_route(rec, r) or fused_loss_route(rec, r) or stated_route(rec, r)
    routed = batching_engine_route(reasoning_edge_route(rec, r) if routed is rec else routed, r)  # on the route's plan
    out = engine_route(r) or ((lever_route(rec, r) or qlora_lead_route(rec, r) or rec) if routed is rec else routed)
    out = one_node_instead(out, r)  # one machine of any card before one copy split over machines
    owned_device_answer(out, r)  # last: the routes re-judge the stated card against vLLM's pool
    out = with_asked_precision(agree_with_shown(out), r.w, precision_stated(r))  # status lines agree with the plan
    out.asked_context = r.opts.asked_context
    out = on_premises_only(owned_rent_instead(rented_as_rentals(owned_rent_more(out, r), r), r), r)
    out = provider_premium_first(thin_margin_headline(out, r), r)  # a thin margin; a far dearer provider filter
    out = _verdict_first(variant_said(ttft_first(margin_lines_agree(server_to_buy(out, r)), rec, r), r), check, r)
    return q(box_checks_only(tp_heads_said(licence_first(said_once(out, arch, workload, (gpus, rows), opts)), arch, workload), r))


def provider_premium_first(out: Recommendation, r: Run) -> Recommendation:
    """A serving plan kept to named providers whose hour is past tools.provider_premium.PROVIDER_PREMIUM × the first
    plan for the same workload with no provider named (the recommender re-run without the filter): the headline says
    the multiple and the cheaper ways first — a shorter context, a quote for the cards the provider lists without a
    price (tools.provider_premium.unpriced_cards), or no provider filter. By hand: Qwen2.5-32B, 30 generating at
    65,536 tokens, Tencent only: 30 × 8 × V100 at ¥2,976.48/h against 2 × 8 × MI300X at ¥275.33/h: 10.8×."""
    said = r.asked.providers
    if (r.kind is not WorkKind.SERVING or not said or not out.candidates or out.headline is None
            or not r.opts.routes or r.top is None or on_owned(r, r.top)):
        return out
    free = first_row(r.arch, r.asked.model_copy(update={"providers": None}), r.gpus, r.rows,
                     replace(r.opts, top_n=1, explore=False, routes=False))
    pick = out.candidates[0].price_per_hour.amount
    ratio = provider_premium(pick, free.price_per_hour.amount) if free is not None else None
    if free is None or ratio is None:
        return out
    mem = {n: g.memory_gb or 0.0 for n, g in r.gpus.items()}
    above = mem.get(out.candidates[0].gpu, 0.0)
    asks = [card for p in said for card in unpriced_cards(p, r.rows, mem, above)]
    names = [Msg(code="recommend.provider_named", args={"p": p}) for p in said]
    out.headline = Msg(code="provider_premium.first", args={
        "providers": names, "times": ratio, "money": _money(pick, r.currency),
        "month": money_text(pick * period_hours(r.w), r.currency, 0), "free": plan_machines(free),
        "free_money": _money(free.price_per_hour.amount, r.currency), "context": r.w.seq_len,
        "asks": ", ".join(asks[:4]), "msg": out.headline})
    return out


def variant_said(out: Recommendation, r: Run) -> Recommendation:
    """Owned consumer cards named without their memory ("we have 2 RTX 3080": 10 or 12 GB): the answer is sized on the
    smaller (owned_variant) and its headline says so whichever route wrote it (a lower-precision yes, a no), not
    only the owned plan's headline that carries `variant` itself."""
    v = r.variant
    if v is not None and v.code == "recommend.owned.variant_assumed_smaller" and out.headline is not None \
            and out.headline.find(v.code) is None:
        out.headline = Msg(code="recommend.owned.variant_then", args={"msg": out.headline, "variant": v})
    return out


def ttft_first(out: Recommendation, rec: Recommendation, r: Run) -> Recommendation:
    """The answer led by a stated first-token limit the ranked plans miss for a new document (ttft_missed_first, judged
    on this run's own ranked answer `rec`): a route's re-run that already led with it (the cheaper-precision plan wraps
    the re-run's headline) has it lifted to the top; else the lead is put before the final headline. A licence lead
    still goes before it (licence_first runs after)."""
    h = out.headline
    if h is None or h.code == "recommend.ttft_missed_first":
        return out
    rest, lead = _ttft_lifted(h)
    lead = lead or ttft_missed_first(rec, r)
    if lead is not None:
        out.headline = Msg(code="recommend.ttft_missed_first", args={**lead.args, "msg": rest})
    return out


def _ttft_lifted(m: Msg) -> tuple[Msg, Msg | None]:
    """The headline with a nested ttft_missed_first replaced by its own plan, and that lead (None when none)."""
    if m.code == "recommend.ttft_missed_first":
        inner = m.args["msg"]
        assert isinstance(inner, Msg)
        return inner, m
    found: Msg | None = None
    args = dict(m.args)
    for k, a in m.args.items():
        if isinstance(a, Msg) and found is None:
            args[k], found = _ttft_lifted(a)
    return (Msg(code=m.code, args=args) if found is not None else m), found


def box_checks_only(out: Recommendation, r: Run) -> Recommendation:
    """Under a bought box on another card than the rented pick (tools.recommend.bought_in_budget, within the budget),
    the checks that name a rented card and the pitfalls sized on the pick's memory are not the box's own: left out
    (a 4 × RTX 3090 box was warned of "74.1 GB a card" and an A800's FP8 path). Unchanged otherwise."""
    h = out.headline
    box = h.args.get("box") if h is not None and h.code == "offprem_buy.within" else None
    pick = r.bought_over
    if not isinstance(box, Msg) or pick is None or box.args.get("gpu") == pick:
        return out
    other = [name for name in r.gpus if name != box.args.get("gpu")]
    out.compatibility = [c for c in out.compatibility if not any(n in repr(c.message) for n in other)]
    out.pitfalls = [p for p in out.pitfalls if not p.triggered]
    return out


def licence_first(out: Recommendation) -> Recommendation:
    """A licence that bars the stated use (tools.licence.barring_licence) leads the answer: the headline opens with it,
    the plan after it read as sizing for reference, and the line leaves the checks (said once); with no headline it is
    the first check. Last of all, so no later prefix puts anything before it; a route's re-run that already led with
    it inside its own headline (the cheaper-precision plan wraps the re-run's headline) has it lifted to the top."""
    bar = barring_licence(out.compatibility)
    line = bar.message if bar is not None else None
    if out.headline is not None:
        headline, nested = _lead_lifted(out.headline)
        line = line or nested
        if line is not None:
            out.headline = Msg(code="checked.then", args={
                "check": Msg(code="compat.licence_lead", args={"line": line}), "msg": headline})
    elif bar is not None:
        out.compatibility = [bar] + [c for c in out.compatibility if c is not bar]
        return out
    out.compatibility = [c for c in out.compatibility if c is not bar]
    return out


def _lead_lifted(m: Msg) -> tuple[Msg, Msg | None]:
    """The headline without a licence lead (compat.licence_lead inside a checked.then, at any depth), and the licence
    line it led with (None when it had none)."""
    check = m.args.get("check")
    if m.code == "checked.then" and isinstance(check, Msg) and check.code == "compat.licence_lead":
        inner = m.args["msg"]
        assert isinstance(inner, Msg)
        line = check.args["line"]
        return inner, line if isinstance(line, Msg) else None
    found: Msg | None = None
    args = dict(m.args)
    for k, a in m.args.items():
        if isinstance(a, Msg) and found is None:
            args[k], found = _lead_lifted(a)
    return (Msg(code=m.code, args=args) if found is not None else m), found


def place_and_licence_lines(rec: Recommendation, r: Run) -> None:
    """The lines a place or a licence adds: export control and the local market's gap first, the licence's use terms
    after, a licence that bars the user's place (Llama 3.2 Vision in the EU) first of all, so the short answer never
    cuts it. Legal lines, never filters."""
    export = compat.export_check(_place_tags(r), r.preferred, r.top.gpu if r.top else None,
                                 resident=bool(r.w.data_residency))
    in_hand = bool(r.w.owned_gpus) and r.kind in TRAINING_KINDS  # training on cards in hand: no quote to ask for
    gap = local_market_check(r, rec.cost_table[0] if rec.cost_table else None) or (None if in_hand else
                                                                                  china_card_quotes.china_card_check(
        r.w.gpu_preference, list(r.w.regions or []), r.rows, r.opts.places, list(r.w.providers or []),
        owned=r.w.owner_rule is not None))
    rec.compatibility = ([export] if export is not None else []) + ([gap] if gap is not None else []) + rec.compatibility
    licence = licence_check(r.arch.name, r.arch.license, r.w.commercial_use)
    rec.compatibility += [licence] if licence is not None else []
    engine = mamba2_engine_check(r.arch, r.w.framework, r.w.task)  # a Mamba-2 model's engines (tools.hybrid_serving)
    rec.compatibility += [engine] if engine is not None else []
    barred = licence_place_check(r.arch.name, r.arch.license, list(r.w.located or []), list(r.w.regions or []),
                                 r.opts.places)
    if barred is not None and r.opts.licence_arch is not None and r.opts.explore:  # the swap on its own cards
        barred = _licence_swap(barred, r, r.opts.licence_arch)
    rec.compatibility = ([barred] if barred is not None else []) + rec.compatibility


def _licence_swap(barred: Check, r: Run, a: ModelArch) -> Check:
    """The barred model's alternative re-run on the same load (tools.licence_swap words its cheapest plan)."""
    from tools.licence_swap import swap_sized

    w = r.asked.model_copy(update={"model": a.name, "params_b": None, "active_params_b": None})
    alt = ranked(resolve_run(a, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                                                           asked_context=None, longer_archs=[], licence_arch=None)))
    return swap_sized(barred, alt, r.currency, period_hours(r.w))


def prefill_offers(out: Recommendation, arch: ModelArch, workload: Workload,
                   data: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> None:
    """A live short-answer job sized by its prefill: the card types cheapest per prefill token where it may run
    (tools.prefill_cards) join the ranked rows, each at its own first offer for one replica (tools.prefill_rows then
    sizes every row at the machines its prefill needs and re-ranks). The chat sizing alone kept the cards cheapest an
    hour at its concurrency (2,616 V100s for 50,000 labels a second; an A10 reads a token for a third of the price).
    A no-op for any other answer, for a stated card, and for a card already in the rows (re-runs)."""
    from tools.prefill_cards import cheapest_prefill_cards
    from tools.prefill_service import prefill_sized

    gpus, rows = data
    w = out.workload
    if not out.candidates or not prefill_sized(w) or len(out.cost_table) != len(out.candidates) \
            or w.gpu_preference or w.owned_gpus:
        return
    currency = out.candidates[0].price_per_hour.currency
    have = {c.gpu for c in out.candidates}
    for card in cheapest_prefill_cards(rows, gpus, list(w.regions or []), list(w.providers or []), opts.places,
                                       w.precision, currency, opts.usd_cny, opts.fx):
        if card in have:
            continue
        one = workload.model_copy(update={"gpu_preference": card, "concurrency": 1, "precision": w.precision})
        alt = ranked(resolve_run(arch, one, gpus, rows, replace(opts, top_n=1, weights=None, explore=False,
                                                                routes=False)))
        if alt.candidates and alt.cost_table and alt.candidates[0].gpu == card \
                and alt.candidates[0].price_per_hour.currency == currency:
            out.candidates.append(alt.candidates[0])
            out.cost_table.append(alt.cost_table[0])


def prefill_fp8_said(out: Recommendation, arch: ModelArch, data: tuple[dict[str, GPUSpec], list[InstanceRow]],
                     opts: Options) -> None:
    """After the prefill re-size: a prefill-bound pick that is not FP8 hears the FP8 card cheapest per FP8 prefill
    token where it may run, sized at its FP8 peak, when it is cheaper a month (tools.prefill_cards.fp8_lever); once."""
    from tools.load import PREFIX_REUSING_ENGINES
    from tools.prefill_cards import fp8_lever
    from tools.prefill_service import new_tokens, prefill_params, prefill_sized

    gpus, rows = data
    w = out.workload
    if not out.candidates or not prefill_sized(w) or str(w.precision).startswith("fp8") or w.owned_gpus \
            or any(m.code == "prefill_cards.fp8" for m in out.beside_pick) or not w.target_requests_per_s:
        return
    top = out.candidates[0]
    cached = w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
    tokens_s = w.target_requests_per_s * new_tokens(w.prompt_tokens or 1, w.shared_prefix_tokens or 0, cached)
    m = fp8_lever(rows, gpus, list(w.regions or []), list(w.providers or []), opts.places,
                  top.price_per_hour.currency, opts.usd_cny, opts.fx, tokens_s, prefill_params(arch, w),
                  top.price_per_hour.amount * HOURS_PER_MONTH)
    if m is not None:
        out.beside_pick.insert(0, m)


def said_once(out: Recommendation, arch: ModelArch, workload: Workload,
              data: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> Recommendation:
    """What the answer says once, after every route has re-run it: the swap models sized on the stated cards (at the
    asked precision: a route's re-run said them at its own), a provider asked about (a comparison, not a filter), and
    reserved billing answered on demand where the catalog holds no reserved price."""
    gpus, rows = data
    swaps = swaps_on_stated(arch, workload, gpus, opts)
    if swaps is not None:
        out.beside_pick = [m for m in out.beside_pick if m.code != swaps.code]
        out.nothing_fits = [m for m in out.nothing_fits if m.code != swaps.code]
        (out.beside_pick if out.candidates else out.nothing_fits).insert(0, swaps)
    fp8_said(out)
    prefill_offers(out, arch, workload, data, opts)  # the cards cheapest per prefill token join the rows
    prefill_rows(out, arch, gpus)  # its ranked rows at their prefill machines: the first row is the headline's
    prefill_said(out, arch, gpus)  # a live job answering a few tokens: sized by its prefill (tools.prefill_service)
    prefill_fp8_said(out, arch, data, opts)  # and FP8 on the card cheapest per FP8 prefill token, when cheaper
    answer = budget_verdict(out.workload, out.constraints, _plan_quote(out.headline))
    if answer is not None and out.headline is not None and not out.headline.says(answer.code):  # once (re-runs)
        out.headline = Msg(code="recommend.budget_answer_then", args={"answer": answer, "msg": out.headline})
    asked = provider_compare(out, arch, workload, data, opts)
    if asked is not None and out.headline is not None and not out.headline.says(asked.code):  # once (re-runs)
        out.headline = Msg(code="checked.then", args={"check": asked, "msg": out.headline})
    out = reserved_on_demand(out, arch, workload, data, opts)
    nodes = nodes_answer(out.candidates[0] if out.candidates else None, workload.asks_nodes)
    if nodes is not None and out.headline is not None and not out.headline.says(nodes.code) \
            and not out.headline.says("recommend.owned.second_box"):  # asked: said first (own box: answered there)
        out.headline = Msg(code="checked.then", args={"check": nodes, "msg": out.headline})
    return out


def fp8_defaulted(rec: Recommendation) -> bool:
    """Was this answer sized in FP8 by tools.fp8_default (its assumptions say so)?"""
    return any(m.code == "recommend.fp8_checkpoint_default" for m in rec.assumptions)


def fp8_said(out: Recommendation) -> None:
    """The FP8-on-fewer-cards default (tools.fp8_default) said first beside the pick, or first under "nothing ranked"
    when the plan is an unpriced quote: the header's "FP8" alone would hide that BF16 was the larger plan
    (8 × H800 BF16 where 4 in FP8 hold it). Read from the answer's own assumptions, so a route's re-run says
    its own; said once."""
    code = "recommend.fp8_checkpoint_default"
    note = next((m for m in out.assumptions if m.code == code), None)
    if note is not None and not any(m.code == code for m in out.beside_pick + out.nothing_fits):
        (out.beside_pick if out.candidates else out.nothing_fits).insert(0, note)


def reserved_on_demand(rec: Recommendation, arch: ModelArch, workload: Workload,
                       data: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> Recommendation:
    """Reserved billing asked (包年包月, a savings plan, a 1-year commitment) and nothing ranked, while on demand the
    same work ranks: no row that holds it carries a reserved price in the catalog (catalog/data/instances.csv
    `price_reserved_month`). The answer is the on-demand one, its billing line saying the catalog has on-demand prices
    only for these offers and that a commitment's discount is the provider's quote: no discount is ever invented
    ("nothing can be ranked" for a savings plan on AWS). Rows that do carry a reserved
    price (Alibaba's 包月 list prices) rank on it as before."""
    if workload.billing != "reserved" or rec.candidates:
        return rec
    alt = recommend(arch, workload.model_copy(update={"billing": "on_demand"}), *data, opts)
    if not alt.candidates:
        return rec
    said = Constraint(name="billing", stated="reserved", label=Msg(code="constraints.echo.billing",
                                                                   args={"billing": "reserved"}),
                      status="adjusted", message=Msg(code="constraints.reserved_unpriced"))
    alt.constraints = [said] + [c for c in alt.constraints if c.name != "billing"]
    bill = plan_bill(alt)
    if bill is not None and bill[1] == "month" and alt.headline is not None:
        months = _term_months(workload)
        alt.headline = _on_demand_year(alt.headline, money_text(bill[0] * months, alt.currency, 0), months)
    return alt


def _term_months(workload: Workload) -> float:
    """The commitment's months: the term said with a quote ("on a 3-month reserved term": 3, 包年: 12), else a
    year (12), the term a commitment asked with no length is sold on."""
    q = workload.quoted_price
    return q.term_months if q is not None and q.term_months else 12.0


def _on_demand_year(m: Msg, year: str, months: float = 12.0) -> Msg:
    """The headline's month (recommend.tail.month) said as what it is when a commitment was asked and no row that
    holds the work carries a committed price: the on-demand month, the on-demand × 12 year beside it, and that a
    1-year commitment is typically priced below on-demand (AWS Savings Plans, Google Cloud committed-use discounts
    and Azure reservations are each sold as a discount off the on-demand rate: their pricing pages) — the
    provider's quote, no discount figure assumed ("commit for a year" answered with the on-demand month as if it
    were the committed price)."""
    if m.code == "recommend.tail.month":
        return m.model_copy(update={"args": {**m.args, "year": year, "term_months": months}})
    def one(v: Any) -> Any:
        if isinstance(v, Msg):
            return _on_demand_year(v, year, months)
        return [one(x) for x in v] if isinstance(v, list) else v

    return m.model_copy(update={"args": {k: one(v) for k, v in m.args.items()}})


def plan_bill(rec: Recommendation) -> tuple[float, str] | None:
    """What the first ranked row costs as its answer prints it, and on what basis: a service's month (its hour ×
    month_hours), a sized job's whole cost (the cost table's figure for the row's billing), else its hour."""
    if not rec.candidates:
        return None
    c = rec.candidates[0]
    if rec.kind is WorkKind.SERVING:
        return c.price_per_hour.amount * month_hours(rec.workload), "month"
    line = rec.cost_table[0].cost if rec.cost_table and rec.cost_table[0].instance == c.instance else None
    total = getattr(line, f"job_{c.billing}", None) if line is not None else None
    return (total, "job") if total else (c.price_per_hour.amount, "hour")


def _checked_card_plan(out: Recommendation, arch: ModelArch, workload: Workload,
                       offers: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> Msg | None:
    """A provider with no catalog row named beside a card asked about ("打算租AutoDL的4090 … 要几张卡"): where the
    card holds the job within its deadline, the configuration to pick there is that card at the count the re-run kept
    to it ranks first, with its hours and GPU-hours to multiply by the provider's own per-card-hour price; not the
    whole catalog's pick (8 × H100 at a US broker was "the configuration to pick" on AutoDL). None for serving, with no
    card asked about, or where the card has no plan that holds the job."""
    if not workload.checked_gpu or out.kind is WorkKind.SERVING:
        return None
    kept = workload.model_copy(update={"gpu_preference": workload.checked_gpu, "gpu_only": True, "checked_gpu": None,
                                       "checked_provider": None})
    alt = ranked(resolve_run(arch, kept, offers[0], offers[1], replace(opts, top_n=1, weights=None, explore=False)))
    if not alt.candidates or not alt.cost_table or alt.cost_table[0].cost.job_hours is None:
        return None
    c, hours = alt.candidates[0], alt.cost_table[0].cost.job_hours
    cards = c.gpu_count * c.instances
    return Msg(code="checked.provider_absent", args={"said": workload.checked_provider, "job": True, "cards": cards,
                                                     "gpu": c.gpu, "hours": hours, "gpu_hours": hours * cards})


def _sold_at_platform(said: str, out: Recommendation, arch: ModelArch, workload: Workload,
                      offers: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> Msg | None:
    """A mainland-China platform with no catalog row (tools.local_markets.LOCAL_MARKETS["cn"]: AutoDL, 恒源云, 矩池云)
    named beside a pick whose card no mainland platform may rent (tools.local_markets.sold_there: H100, H200, B200 under
    the US export rules): "the configuration to pick there: 8 × H100 SXM" at AutoDL named a card it does not rent. The
    configuration is instead the best plan on a card sold there — the answer's own next candidate on such a card, else
    the recommender re-run on the catalog rows of such cards (local_markets.reference_rows) — with its hours and
    GPU-hours when it is a job, to multiply by the platform's per-card-hour price. None when the platform is not a
    mainland one, the pick's card is sold there, or no plan on a card sold there holds the work."""
    if said not in {m.provider for m in local_markets.LOCAL_MARKETS["cn"]} or not out.candidates:
        return None
    gpus, tags = offers[0], ("cn",)
    if local_markets.sold_there(gpus.get(out.candidates[0].gpu), tags):
        return None
    alt = out if any(local_markets.sold_there(gpus.get(c.gpu), tags) for c in out.candidates) else ranked(resolve_run(
        arch, workload.model_copy(update={"checked_provider": None}), gpus,
        local_markets.reference_rows(offers[1], gpus, tags), replace(opts, top_n=1, weights=None, explore=False)))
    c = next((x for x in alt.candidates if local_markets.sold_there(gpus.get(x.gpu), tags)), None)
    if c is None:
        return None
    line = next((x.cost for x in alt.cost_table if x.instance == c.instance), None)
    hours = line.job_hours if line is not None else None
    cards = c.gpu_count * c.instances
    return Msg(code="checked.provider_absent", args={
        "said": said, "job": hours is not None, "cards": cards, "gpu": c.gpu, "hours": hours,
        "gpu_hours": hours * cards if hours is not None else None})


def provider_compare(out: Recommendation, arch: ModelArch, workload: Workload,
                     offers: tuple[dict[str, GPUSpec], list[InstanceRow]], opts: Options) -> Msg | None:
    """A provider asked about in a question on price or choice (`Workload.checked_provider`: "Is RunPod the cheapest
    option?", 用AWS會不會比較貴): its own best plan, the recommender re-run kept to it, against the pick, each at the
    cost its answer prints (plan_bill); the pick's own provider is said to be the pick. A question, never a filter."""
    if not workload.checked_provider:
        return None
    said = workload.checked_provider  # the provider's id: advisor/core/messages/checked.py names it
    if not out.candidates:  # nothing fits the stated limits: a provider with no row is still said (tools.unpriced_provider)
        return unpriced_provider_note(said, None, offers[1], False)
    pick = out.candidates[0]
    if pick.provider == workload.checked_provider:
        return Msg(code="checked.provider_is_pick", args={"said": said, "fleet": plan_machines(pick)})
    kept = workload.model_copy(update={"providers": [workload.checked_provider], "checked_provider": None})
    alt = ranked(resolve_run(arch, kept, offers[0], offers[1], replace(opts, top_n=1, weights=None, explore=False)))
    mine, theirs = plan_bill(out), plan_bill(alt)
    if theirs is None and not any(row.provider == said for row in offers[1]):  # no row at all: absent, not too small
        on_card = _checked_card_plan(out, arch, workload, offers, opts)
        if on_card is not None:  # the card asked about holds the work: that card is what to pick there
            return on_card
        there = _sold_at_platform(said, out, arch, workload, offers, opts)
        if there is not None:  # the pick's card is one the platform cannot rent (H100 at AutoDL): a card it can
            return there
        return unpriced_provider_note(said, pick, offers[1], mine is not None and mine[1] == "job")
    if theirs is None or mine is None:
        return Msg(code="checked.provider_none", args={"said": said})
    if theirs[1] != mine[1]:  # bases differ (one row has no job figure): both at their hour
        mine, theirs = (out.candidates[0].price_per_hour.amount, "hour"), (alt.candidates[0].price_per_hour.amount, "hour")
    return Msg(code="checked.provider", args={
        "said": said, "fleet": plan_machines(alt.candidates[0]), "basis": theirs[1],
        "theirs": _money(theirs[0], out.currency), "mine": _money(mine[0], out.currency),
        "pct": round(100 * (theirs[0] / mine[0] - 1)) if mine[0] else 0})


# the lines that offer a rental beside owned hardware (a plan without it, the nearest single card, a smaller model on a
# rented card, renting instead / more)
RENTAL_LINES = ("recommend.the_cheapest_plan_that", "recommend.way.single_card", "recommend.way.single_card_int4",
                "recommend.way.smaller_model", "recommend.owned.rent_instead", "recommend.owned.rent_more")


def on_premises_only(out: Recommendation, r: Run) -> Recommendation:
    """Owned (or bought) hardware whose data may not leave the user's premises (Workload.rent_more False: "資料唔可以出
    office"): the rental lines (RENTAL_LINES) are left out and the reason said once, so a law firm is never offered
    RunPod; the routes on their own machines stay. Unchanged otherwise."""
    if not r.w.owned_gpus or r.w.rent_more is not False:
        return out
    out.nothing_fits = [m for m in out.nothing_fits if m.code not in RENTAL_LINES]
    out.beside_pick = [m for m in out.beside_pick if m.code not in RENTAL_LINES]
    out.nothing_fits.append(Msg(code="recommend.owned.on_premises", args={"batch": r.kind is WorkKind.BATCH}))
    return out


def purchase_places(w: Workload, places: Gazetteer) -> list[str]:
    """Where a server bought (Workload.buy_server) would be shipped, among tools.compat.PURCHASE_PLACES: the stated or
    located place (place_tags), or mainland China when the rental it is weighed against is a Chinese cloud only
    ("买服务器，或者租阿里云"). Empty when the work is not a purchase."""
    if not w.buy_server or w.owned_gpus:
        return []
    tags = place_tags(w, places)
    if not tags and w.checked_provider and w.checked_provider.lower() in places.china_providers:
        tags = ["cn"]
    tags = [*tags, *(w.located or [])]  # where the buyer is is where the box ships: Hong Kong, Macau too
    return [t for t in compat.PURCHASE_PLACES if t in tags]


def purchase_rows(w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], places: Gazetteer) -> list[InstanceRow]:
    """The rows a server to buy may be drawn from: shipped to mainland China, Hong Kong or Macau (purchase_places), only
    cards that need no US export licence (tools.compat.purchase_licensed: no H100, A100, L40S, MI300X, MI250X); the
    rentals stay a price reference for the cards that can be bought there (L20, RTX 4090D, L4 …). By hand: a Shanghai
    company buying a server for Qwen3-32B gets L20s, never an MI300X or an A100. Unchanged elsewhere."""
    if not purchase_places(w, places):
        return rows
    return [r for r in rows if not compat.purchase_licensed(gpus.get(r.gpu))]


def server_to_buy(out: Recommendation, r: Run) -> Recommendation:
    """A server to buy (Workload.buy_server: the data may not leave the site, "資料不能離開廠區"; or a server bought for
    the user's own machine room): the plan's cards as a purchase, leading the headline — the cards and
    their count, the host around them (tools.host.size_host: ≥ 4 CPU cores a GPU, RAM ≥ the GPUs' memory) and the
    power at full load (GPU TDP × count + tools.buy_or_rent.HOST_W_PER_GPU a GPU); no purchase price is in the
    reference data, so an OEM quote is asked for, and the rentals ranked are said to be a price reference only
    (a factory whose data may not leave the site was offered a cloud rental). By hand: 2 × L40S (48 GB, 350 W) →
    96 GiB RAM, 8 cores, (2 × 350 + 2 × 575) W = 1.85 kW. With a one-off budget (bought_in_budget) the priced box
    leads instead, and the rented rows, tiers and cost table are left out. Unchanged without the field or a ranked plan."""
    if not r.asked.buy_server or r.asked.owned_gpus:
        return out
    asked = _asked_box(r)  # the box asked about leads even when no rented card holds the work where it ships
    top = out.candidates[0] if out.candidates else None
    box = asked or _new_box(out, r) or _unpriced_box(out, r)  # else a card sold new there, or the unpriced plan's card
    if box is None and top is None:
        return out
    if box is not None:
        n, g = box
    else:
        assert top is not None
        n, g = round(top.gpu_count * top.instances), r.gpus.get(top.gpu)
    if g is None:
        return out
    spec = host.size_host(n, g.memory_bytes or 0, training=not serves(r.w.task), extra_ram_bytes=r.w.lora_host_bytes or 0)
    budget = r.asked.power_budget_w
    # under a stated power budget the box is a workstation: the cards' TDP and the host reserve (tools.power), not
    # the datacenter host share a GPU (HOST_W_PER_GPU) that prices a rack server
    watts = (n * g.tdp_w + HOST_RESERVE_W if budget else n * (g.tdp_w + HOST_W_PER_GPU)) if g.tdp_w else None
    buy = Msg(code="recommend.server_to_buy", args={
        "n": n, "gpu": g.name, "memory_gb": g.memory_gb, "ram_gib": spec.min_ram_gib, "cores": spec.min_vcpu,
        "kw": watts / 1000 if watts and not budget else None,
        "power_budget": budget if watts else None, "power_cards_w": n * (g.tdp_w or 0), "power_tdp": g.tdp_w,
        "power_host_w": HOST_RESERVE_W, "power_total_w": watts, "no_tdp": not g.tdp_w,
        "maker": g.vendor if g.vendor in compat.DOMESTIC_VENDORS else None,
        "other_rows": (top is not None and g.name != top.gpu) or (top is None and bool(out.beside_pick)),
        "no_rows": top is None and not out.beside_pick})
    bought = bought_in_budget(r, n, g.name, spec)
    if bought is not None:  # a one-off budget: the priced box (or the open miss) is the whole lead, no rental in it:
        # the rented rows only sized the plans, so no table of them, and the headline answers the budget
        out.headline, r.bought_over = bought, g.name
        out.candidates, out.rejected, out.cost_table, out.spec_range, out.beside_pick = [], [], [], [], []
        out.constraints = [c for c in out.constraints if c.name != "budget"]
        _box_card_checks(out, r, bought, top)
        return out
    if out.headline is None:
        out.beside_pick.insert(0, buy)
    else:  # it leads: the rental headline after it is the price reference
        out.headline = Msg(code="checked.then", args={"check": buy, "msg": _bought_unpriced(_without_buy(out.headline))})
    return out


def _unpriced_box(out: Recommendation, r: Run) -> tuple[int, GPUSpec] | None:
    """The box to buy when no rented row holds the work on the stated card but the unpriced plan on it does
    (unpriced_plan_headline: 信创 held to Ascend 910B, which no catalogued cloud prices): its count and card, so the
    purchase leads rather than a month of GPU-hours × a quote. By hand: Qwen2.5-72B BF16 ≈ 145.4 GB of weights + KV
    (2 × 80 layers × 8 KV heads × 128 × 2 B = 320 KiB a token) on 64 GB cards → 4 × Ascend 910B. None otherwise."""
    plan = out.headline.find("recommend.unpriced_plan") if out.headline is not None else None
    n = plan.args.get("n") if plan is not None else None
    if plan is None or out.candidates or not isinstance(n, int):
        return None
    g = r.gpus.get(str(plan.args.get("name")))
    return (n, g) if g is not None else None


def _bought_unpriced(m: Msg) -> Msg:
    """`m` with an unpriced plan's month of GPU-hours × a quote taken out: the cards are bought, so no hourly quote
    prices them (the purchase line before it asks for the vendor's quote instead)."""
    if m.code == "recommend.unpriced_plan" and m.args.get("cost") is not None:
        return Msg(code=m.code, args={**m.args, "cost": None, "ref": None})
    if not any(isinstance(a, Msg) and a.find("recommend.unpriced_plan") is not None for a in m.args.values()):
        return m
    return Msg(code=m.code, args={k: _bought_unpriced(a) if isinstance(a, Msg) else a for k, a in m.args.items()})


def _new_box(out: Recommendation, r: Run) -> tuple[int, GPUSpec] | None:
    """The box to buy when no box was asked about: of the ranked rentals' plans (and, shipped to mainland China, Hong
    Kong or Macau, the job sized on each of tools.buy_lead.BOX_CARDS_CHINA in machines of 1, 2, 4 and 8 cards at a
    placeholder price a card, its fewest cards kept), a card sold new there at the fewest
    boxes (tools.buy_lead.choose_box_card), never the cheapest rental's card as it stands (48 × V100 SXM2, six
    servers, for a 32B service; a Volta box bought in 2026). None when no plan is on such a card (the rented pick
    stays, said as a reference)."""
    from tools.buy_lead import BOX_CARDS_CHINA, BOX_GPUS, choose_box_card

    china = bool(purchase_places(r.w, r.opts.places))
    plans = [(c.gpu, round(c.gpu_count * c.instances)) for c in out.candidates]
    if china and r.kind is WorkKind.SERVING:
        s = _new_search(r, r.w, r.deadline, r.opts.headroom)
        for g in (r.gpus[x] for x in BOX_CARDS_CHINA if x in r.gpus):
            rows = [(InstanceRow(provider="", instance_type=f"{k} × {g.name}", gpu=g.name, gpu_count=k,
                                 price_on_demand=float(k), interconnect="nvlink" if g.nvlink_gb_s else "pcie",
                                 rdma=True, network_gbit_s=3200), g, 1.0) for k in (1, 2, 4, BOX_GPUS)]
            got = sorted(search(s, rows), key=lambda o: o.total_gpus)  # a price a card: the fewest cards that hold it
            plans += [(g.name, got[0].total_gpus)] if got else []
    pick = choose_box_card(plans, r.gpus, china)
    return (pick[1], r.gpus[pick[0]]) if pick else None


# the checks that read the card or its host: on a bought box, those of the box's card, not the rented pick's
CARD_CHECK_TOPICS = ("cpu_arch", "precision", "driver", "engine", "kernels", "rocm", "stack")


def _box_card_checks(out: Recommendation, r: Run, bought: Msg, top: Candidate | None) -> None:
    """A one-off budget's box on another card than the rented pick that sized it (4 × RTX 3090 bought where the
    rented top was a GH200): the card's checks are the box card's, so no "this host is aarch64 (Grace)" beside a box
    of GeForce cards."""
    box = bought.args.get("box")
    name = box.args.get("gpu") if isinstance(box, Msg) else None
    g = r.gpus.get(str(name)) if name else None
    if g is None or top is None or g.name == top.gpu:
        return
    out.compatibility = [c for c in out.compatibility if c.topic not in CARD_CHECK_TOPICS]
    out.compatibility += card_checks(g, None, r.w, r.arch, precision_stated(r))


def _asked_box(r: Run) -> tuple[int, GPUSpec | None] | None:
    """The box the user asked about buying ("打算买一台8卡L20的服务器 … 放得下吗": Workload.checked_gpu and its count)
    when it holds the work (tools.checked.card_verdict: yes) and may be bought where it goes (purchase_places: no
    US-licensed card shipped to mainland China, Hong Kong or Macau): that box is the one to buy, not the rented pick's
    cards (8 × L20 holds Qwen3-235B FP8 at ≈ 38.7 GB a card, yet 4 × H100 was the box to buy in China). None else."""
    if not r.w.checked_gpu or not r.w.checked_gpu_count:
        return None
    check = card_verdict(r.arch, r.w, r.gpus, r.opts.headroom, r.opts.asked_context)
    if check is None or not check.args.get("fits") or not check.args.get("n"):
        return None
    g = r.gpus.get(str(check.args["gpu"]))
    if g is None or (purchase_places(r.w, r.opts.places) and compat.purchase_licensed(g)):
        return None
    return int(str(check.args["n"])), g


def _box_plans(r: Run) -> tuple[list[tuple[str, int, float | None]], list[float | None]]:
    """Every plan that holds the work (the offers after every filter, and those only a rental budget refused) as
    (card, cards, each user's tokens/s), and each one's job hours: what tools.offprem_buy prices as cards to buy."""
    kept = [o for o in r.offers + r.over_budget if o.meets_deadline]
    return [(o.gpu.name, o.total_gpus, o.per_user_tps) for o in kept], [o.train_hours for o in kept]


def bought_in_budget(r: Run, n: int, gpu: str, spec: HostSpec) -> Msg | None:
    """No cloud with a one-off budget (Workload.buy_server, Budget per "total"): the cheapest box to buy that holds
    the work at the stated load (tools.offprem_buy.choose_box over the plans' cards with a held launch price) against
    the budget; over it (or no priced card holds the work), said openly with the smallest box (`n` × `gpu`, the
    plan's first row, by quote) and what would fit the budget: the same work at INT4 weights, re-run. None without
    a total budget (the OEM-quote lead stays). By hand: $15,000, Qwen2.5-32B INT4 for 5 users → 2 × RTX 5090 at
    $3,998 (2 × $1,999), $11,002 left; Llama 4 Scout BF16 at 100k for 5 → no GeForce box holds ≈ 218 GB of weights
    plus the KV: over, the INT4 box said instead."""
    from tools.live_dictation import SERVER_GPUS
    from tools.offprem_buy import choose_box

    b = r.budget
    if b is None or b.per != "total":
        return None
    to_usd = convert_amount(b.amount, b.currency, "USD", r.opts.usd_cny, r.opts.fx) or 0.0
    per_usd = convert_amount(1.0, "USD", b.currency, r.opts.usd_cny, r.opts.fx) or 1.0
    # the cards are bought, so no marketplace host ever sees the data: the GeForce plans a privacy exclusion left out
    # of the rentals (they are sold mostly on marketplaces) are sized too (a law firm's 4 × RTX 3090 was never tried)
    bought = r.asked.model_copy(update={"exclude_marketplace": None}) if r.asked.exclude_marketplace else r.asked
    rb = r
    if bought is not r.asked:
        rb = resolve_run(r.arch, bought, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False,
                                                                   routes=False))
        ranked(rb)
    plans, hours = _box_plans(rb)
    if rb is not r:
        more = _box_plans(r)
        plans, hours = plans + more[0], hours + more[1]
    choice = choose_box(plans, to_usd, hours)
    alt = None
    if not choice.within and r.w.precision != "int4":
        rr = resolve_run(r.arch, bought.model_copy(update={"precision": "int4"}), r.gpus, r.rows,
                         replace(r.opts, top_n=1, weights=None, explore=False, routes=False))
        ranked(rr)
        alt_plans, alt_hours = _box_plans(rr)
        c = choose_box(alt_plans, to_usd, alt_hours)
        alt = c.pick if c.within else None

    def box(p: object) -> Msg | None:
        from tools.offprem_buy import PricedBox
        if not isinstance(p, PricedBox):
            return None
        g = r.gpus.get(p.gpu)
        hs = host.size_host(min(p.cards, SERVER_GPUS), g.memory_bytes or 0 if g else 0, training=not serves(r.w.task))
        return Msg(code="offprem_buy.box", args={
                "gpu": p.gpu, "ram_gib": hs.min_ram_gib, "cores": hs.min_vcpu, "memory_gb": g.memory_gb if g else None,
                "cards": p.cards, "servers": p.servers, "price": money_text(p.usd * per_usd, b.currency, 0),
                "unit": money_text(p.unit_usd * per_usd, b.currency, 0), "source": p.source, "tps": p.per_user_tps,
                "hours": p.hours})

    return Msg(code="offprem_buy.within" if choice.within else "offprem_buy.over", args={
        "box": box(choice.pick), "budget": money_text(b.amount, b.currency, 0),
        "left": money_text(abs(choice.left_usd) * per_usd, b.currency, 0),
        "n": n, "gpu": gpu, "ram_gib": spec.min_ram_gib, "cores": spec.min_vcpu,
        "precision": r.w.precision, "alt": box(alt)})


def _without_buy(m: Msg) -> Msg:
    """`m` with a purchase line already in it taken out: a route's re-run (lever_route: the FP8 plan where no precision
    was stated) is a whole recommend() whose own headline leads with the purchase, and the outer one leads again, so
    the box to buy was said twice in one headline."""
    check = m.args.get("check")
    if m.code == "checked.then" and isinstance(check, Msg) and check.code == "recommend.server_to_buy":
        inner = m.args.get("msg")
        return inner if isinstance(inner, Msg) else m
    if not any(isinstance(a, Msg) and a.says("recommend.server_to_buy") for a in m.args.values()):
        return m
    return Msg(code=m.code, args={k: _without_buy(a) if isinstance(a, Msg) else a for k, a in m.args.items()})


def rented_as_rentals(out: Recommendation, r: Run) -> Recommendation:
    """Under an answer on the user's own machines joined by a slow link (tools.network.owned_node_gpus: TP inside each
    machine, pipeline stages across them), the ranked rows are rentals to take instead: each row is one rented machine
    of that card and count with its own NVLink / PCIe between its cards, so it is sized as that machine (the search
    with no owned cards and no machines said), never as the owned pipeline over the user's link. By hand: Llama-3.1-
    70B BF16 on 4 × L40S, the owned 2 machines × 2 cards run TP 2 × PP 2 (≈ 9 tokens/s each for 10 users), a rented
    4 × L40S box runs TP 4 with no stage handoff: faster per user. Empty of change for any other answer."""
    top = r.top
    if owned_node_gpus(r.w) is None or top is None or not on_owned(r, top) or not out.candidates \
            or out.candidates[0].gpu != top.gpu.name:
        return out
    free = r.asked.model_copy(update={"owned_gpus": None, "max_nodes": None, "node_link_rdma": None,
                                      "node_link_gbit_s": None})
    rented = ranked(resolve_run(r.arch, free, r.gpus, r.rows, r.opts))
    if rented.candidates:  # the rows and their costs (per 1M tokens at the rental's own speed) together
        out.candidates, out.cost_table = rented.candidates, rented.cost_table
    return out


def one_owned_box(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                  opts: Options) -> Recommendation | None:
    """Serving on the user's own cards over several machines ("three 8-GPU A100 boxes", 2台8卡A100, "3 DGX A100":
    num_gpus all of them, max_nodes the machines): a copy of the model that runs on one machine's cards is served there
    (no traffic between machines). One machine carries the whole load only when it does so comfortably (owned_box_roomy)
    and the answer says the other machines can serve more copies or stand by; else the whole fleet is sized (a copy on
    each machine, the load shared out: tools.network.owned_node_gpus keeps each TP group inside a machine), unless that
    fleet plan does not run on the user's cards as asked, when the one machine's plan is kept and said. None when one
    machine does not run it as asked (a stated constraint refused, the plan not on those cards, or only with weights
    below the precision asked), and the whole fleet is sized (DeepSeek-V3 FP8 on 2 × 8 H100 spans both: 671 GB of
    weights do not fit one machine's 8 × 77 GB pools, and INT4 on one is a quality step the fleet does not need).
    Qwen2.5-72B for 10 users on three owned 8 × A100 boxes was refused on 24 GPUs and a 4 × A100
    machine rented. 2 boxes × 4 L40S on 25GbE, Llama-3.1-70B for 20 users, ran on one box with
    0.8 GB of 43.2 GB spare at 11 tok/s; the fleet holds a TP-4 copy per box, 10 users each: 141.1 GB / 4 = 35.3 GB of
    weights + 10 × 4,096 × 327,680 B (2 × 80 layers × 8 KV heads × 128 × 2 B) / 4 = 3.4 GB of KV ≈ 39 GB a card."""
    machines, total = w.max_nodes or 0, w.num_gpus or 0
    slow = own_link(w) is not None and not stated_rdma(w)  # the user's link between their machines, no fast RDMA
    # training with no RDMA stated between the machines: one machine first when it holds the job, so the others keep
    # serving (two owned 8 × V100 32GB servers, LoRA Qwen2.5-72B: ≈ 145 GB of FP16 weights / 8 ≈ 18 GB a card + the
    # adapters and checkpointed activations, inside one server's 8 × 34.4 GB; it was planned as FSDP over all 16 cards
    # across both servers, stopping their serving and assuming InfiniBand)
    if not w.owned_gpus or machines < 2 or total % machines or opts.whole_fleet \
            or not (serves(w.task) or slow or not stated_rdma(w)):
        return None
    per = total // machines
    one = recommend(arch, w.model_copy(update={"num_gpus": per, "max_nodes": 1}), gpus, rows, opts)
    gpu = _owned_box_gpu(one, w, per, gpus)
    if gpu is None:
        return None  # one machine only in lower-precision weights or KV cache: the whole fleet may hold them as asked
    if serves(w.task) and not owned_box_roomy(one, per, gpus):
        fleet = recommend(arch, w, gpus, rows, replace(opts, whole_fleet=True))
        if _owned_box_gpu(fleet, w, total, gpus) is not None:
            return fleet
    one.constraints = [c for c in one.constraints if c.name != "nodes"]  # the machines are the fleet, not a limit
    if not serves(w.task):  # the workload line keeps the machines the user has, the lead says the one used
        one.workload = one.workload.model_copy(update={"num_gpus": total, "max_nodes": machines})
    box = Msg(code="recommend.owned.one_box", args={"machines": machines, "per": per, "total": total, "gpu": gpu}) \
        if serves(w.task) else one_box_training(arch, w, machines, per, gpu) if slow else \
        Msg(code="recommend.owned.one_box_train_fits", args={"machines": machines, "per": per, "gpu": gpu,
                                                              "rdma_min": RDMA_MIN_GBIT_S})
    return _box_said(one, box)


def owned_count_unsold(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                       opts: Options) -> Recommendation | None:
    """Serving on the user's own cards at a count no priced machine of that card runs ("we own 3 A100 80GB", 5 × H100):
    the machine shapes a cloud sells say nothing of the user's cards, so when the answer on all of them refuses the
    count, it is sized on the largest smaller count of the card that runs the work as asked (one copy per card when one
    card holds the model), and says the other cards can serve more copies or stand by. None when the stated count is
    not the owned cards' (no count, machines said, not serving); the answer on all of them when it runs there, or no
    smaller count does. Llama-3.1-8B for 20 users on 3 owned A100 80GB was "❌ 3 GPUs (not
    possible)" and an A100 rented at $1.24/h, while one of the three holds it (28.9 GB of 80)."""
    n = w.num_gpus or 0
    if not w.owned_gpus or n < 2 or w.max_nodes or not serves(w.task) or opts.whole_fleet or opts.owned_count:
        return None
    inner = replace(opts, owned_count=True)
    full = recommend(arch, w, gpus, rows, inner)
    if not any(c.name == "gpus" and c.status == "refused" for c in full.constraints):
        return full
    cards = set(named_cards(w.gpu_preference, gpus))
    counts = {int(r.gpu_count) for r in rows if r.gpu in cards and r.gpu_count and float(r.gpu_count).is_integer()}
    for m in sorted((c for c in counts if c < n), reverse=True):
        one = recommend(arch, w.model_copy(update={"num_gpus": m}), gpus, rows, inner)
        gpu = _owned_box_gpu(one, w, m, gpus)
        if gpu is not None:
            one.constraints = [c for c in one.constraints if c.name != "gpus"]  # their count is said in the lead
            one.workload = one.workload.model_copy(update={"num_gpus": n})  # the workload line: the cards they own
            return _box_said(one, Msg(code="recommend.owned.part_of_cards", args={
                "total": n, "used": m, "spare": n - m, "gpu": gpu}))
    return owned_cards_unpriced(full, n, lambda: recommend(arch, w, gpus, [x for x in rows if x.gpu not in cards], inner))


def owned_training(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                   opts: Options) -> Recommendation | None:
    """Training on the user's own cards at a stated count in one machine ("實驗室有兩張3090", "lab有兩張A800", "we
    own 4 × L40S"): the rental shapes a cloud sells say nothing of the cards the user holds, so when the answer over the
    priced rows refuses the cards, the job is sized on the cards themselves (the card's rental rows set aside:
    tools.recommend._unpriced_hold, its hours by the same FLOPs ÷ sustained-FLOPs formula the ranked rows use,
    tools.recommend._unpriced_time). When they hold it only inside the × 1.2 safety margin (the estimate under the usable
    memory), the plan is sized without the margin and said as tight, to test, with the levers that make room
    (`owned_train_tight`) — never "no" beside "fits without margin". None when the cards are not the user's, not one
    stated count in one machine, or the work is not training.
    By hand, QLoRA Llama-3.3-70B on 2 × RTX 3090 (2 × 24 GB): ≈ 39 GB of NF4 weights sharded over 2 cards + adapters,
    optimizer and checkpointed activations ≈ 25 GB a card of ≈ 25.8 usable (× 1.03: tight); 45 M tokens × 6 × 70.6 B
    (the trainable share cheaper: tools.speed) at 2 × the 3090's sustained FLOPs ≈ 4 days, inside two weeks."""
    n = w.num_gpus or 0
    if not w.owned_gpus or not n or serves(w.task) or (w.max_nodes or 1) > 1 or opts.whole_fleet or opts.owned_count:
        return None
    inner = replace(opts, owned_count=True)
    full = recommend(arch, w, gpus, rows, inner)
    h = full.headline
    if not _hardware_refused(full) and not (h is not None and h.code == "recommend.owned.missed_rent"
                                            and h.args.get("need") is not None) \
            and not (h is not None and h.says("recommend.fits_without_margin")):  # "不行的话租": rented for memory;
        return full  # or "fits without the margin" with no time (margin_lines_agree has made its lines ⚠️)
    cards = set(named_cards(w.gpu_preference, gpus))
    bare = [x for x in rows if x.gpu not in cards]
    mine = recommend(arch, w, gpus, bare, inner)
    if held_on_owned(mine):
        return mine
    if opts.headroom <= 1.0:
        return full
    tight = recommend(arch, w, gpus, bare, replace(inner, headroom=1.0))
    if not held_on_owned(tight) or tight.headline is None:
        return full
    tight.headline = Msg(code="recommend.owned.train_tight", args={"msg": tight.headline, "headroom": opts.headroom})
    return tight


def owned_box_roomy(one: Recommendation, per: int, gpus: dict[str, GPUSpec]) -> bool:
    """Does one of the user's machines carry the whole load comfortably: at least TIGHT (10 %) of the engine's pool
    spare per GPU (tools.fit: under that is a fit to test) and each user at the per-user floor (the stated one, else
    INTERACTIVE_TOKENS_PER_S, 20 tok/s)? One 4 × L40S box, Llama-3.1-70B, 20 users: 0.8 of 43.2 GB spare (2 %), 11 tok/s: no."""
    from tools.fleet import owned_group

    group = owned_group(one, per, gpus)
    floor = per_user_target(as_resolved(one.workload)) or INTERACTIVE_TOKENS_PER_S
    return group.budget > 0 and group.spare_share >= TIGHT and (group.tps or 0.0) >= floor


def _owned_box_gpu(one: Recommendation, w: Workload, count: int, gpus: dict[str, GPUSpec]) -> str | None:
    """The card of `one` (an answer sized on `count` of the user's cards) when it runs there as asked: its pick on
    those owned cards, every stated constraint held, the weights and KV cache at the precision asked."""
    from tools.fleet import owned_group

    group = owned_group(one, count, gpus)
    if not (group.runs and group.meets) or one.headline is None or one.asked_precision is not None \
            or kv_width(kv_precision_of(one.workload)) != kv_width(kv_precision_of(w)):
        return None
    return group.gpu


def kv_width(precision: str) -> str:
    """A KV-cache precision by its width: FP16 and BF16 are the same 2 bytes, so a card with no BF16 (V100, T4) that
    keeps the 16-bit cache in FP16 keeps it at the precision asked (two owned 8 × V100 boxes were refused one box a
    copy because "fp16" ≠ the default "bf16")."""
    return "16-bit" if precision in ("fp16", "bf16") else precision


def _box_said(rec: Recommendation, box: Msg) -> Recommendation:
    """`rec` with what its one machine is among the user's machines (`box`) said before its headline and kept among its
    assumptions, so the short answer names every owned machine."""
    rec.assumptions.insert(0, box)
    if rec.headline is not None:
        rec.headline = Msg(code="recommend.owned.box_then", args={"box": box, "msg": rec.headline})
    return rec


def one_box_training(arch: ModelArch, w: Workload, machines: int, per: int, gpu: str) -> Msg:
    """A training job on the user's own machines joined by a link they say is no fast RDMA, sized on one machine: the
    job stays inside it (ZeRO-3 or tensor parallelism across machines all-gathers the weights every step:
    tools.network.zero3_split), and the other machines may run whole copies as data parallelism, whose gradient
    all-reduce crosses the link each step (tools.network.dp_allreduce_gb: the trainable weights only, adapters for LoRA /
    QLoRA). By hand, LoRA rank 16 on Llama-3.1-70B over 10GbE: ≈ 0.83 GB a step, 0.66 s at 10 Gbit/s."""
    from tools.defaults import DEFAULT_LORA_RANK
    from tools.memory import lora_trainable_params
    from tools.network import dp_allreduce_gb, transfer_s

    full = w.task in ("full_finetune", "pretrain")
    params = total_params(arch) if full else lora_trainable_params(arch, w.lora_rank or DEFAULT_LORA_RANK)
    gb, gbit = dp_allreduce_gb(params), w.node_link_gbit_s or ETHERNET_GBIT_S[1]
    return Msg(code="recommend.owned.one_box_train", args={
        "machines": machines, "per": per, "gpu": gpu, "gb": gb, "s": transfer_s(gb, gbit), "gbit": gbit,
        "said": w.node_link_gbit_s is not None, "adapters": not full})


FOUR_BIT = frozenset(p for p, b in BYTES.items() if b <= 0.5)  # weights at 4 bits or fewer (tools.memory.BYTES)


def owned_rent_more(out: Recommendation, r: Run) -> Recommendation:
    """The user's own cards hold the model only in 4-bit and the user said they can rent more ("happy to rent more",
    不够可以再租: Workload.rent_more): the smallest rented machine of the same card that holds it in 8-bit (FP8 where
    16-bit was asked, else the precision asked), with no 4-bit quality cost, is named first beside the pick, with the
    reason it is a machine of its own: the owned cards and the rented ones are in different machines, and one tensor-
    parallel group across machines needs a fast interconnect (InfiniBand / RoCE) between them, so the rented machine
    holds its own copy while the owned cards keep the 4-bit copy or stand by. "one H100 …
    happy to rent more" for Llama-3.1-70B was answered only in INT4 on the one card. Inference only: a training job's
    4-bit base is QLoRA's method, not a precision to step up (QLoRA takes no FP8; "不够的话租什么" beside a 4090 set FP8
    and the answer was a validation error), and the rental a training job needs is already the answer's pick."""
    if r.w.task in TRAINING_TASKS:
        return out
    top = out.candidates[0] if out.candidates else None
    asked = precision_of(r.asked)
    card = top.gpu if top is not None else r.preferred.name if r.preferred is not None else None
    on_mine = top is not None and on_owned_candidate(r, top)
    if (not r.w.owned_gpus or not r.w.rent_more or card is None or asked in FOUR_BIT
            or (top is not None and not (on_mine and out.workload.precision in FOUR_BIT))):
        return out
    step = "fp8" if asked in SIXTEEN_BIT else asked
    alt = recommend(r.arch, r.asked.model_copy(update={
        "owned_gpus": None, "num_gpus": None, "rent_more": None, "precision": step, "kv_precision": None,
        "max_nodes": 1, "gpu_preference": card}), r.gpus, r.rows, replace(r.opts, routes=False))
    one = alt.candidates[0] if alt.candidates else None
    g = r.gpus.get(card)
    if (one is None or g is None or alt.per_gpu is None or alt.workload.precision in FOUR_BIT
            or any(c.status == "refused" for c in alt.constraints)):
        return out
    f = fit_of(alt.per_gpu, g, as_resolved(alt.workload), DEFAULT_HEADROOM)  # the pick's own "fits" figure
    where = out.beside_pick if top is not None else out.nothing_fits
    where.insert(0 if top is not None else min(1, len(where)), Msg(code="recommend.owned.rent_more", args={
        "mine": r.w.num_gpus or 1, "gpu": card, "own_precision": out.workload.precision if top else None,
        "precision": alt.workload.precision, "n": round(one.gpu_count * one.instances),
        "need": f.need / 1e9, "pool": f.budget / 1e9,
        "fleet": f"{one.provider} {one.instance}", "money": _money(one.price_per_hour.amount, out.currency),
        "month": _month(r, one.price_per_hour.amount)}))
    return out


# what a plan on the user's own cards keeps that a rental does not (owned_rent_instead frees them)
OWNED_ONLY = {"owned_gpus": None, "num_gpus": None, "gpu_preference": None, "gpu_only": None, "max_gpu_memory_gib": None,
              "max_nodes": None, "node_link_rdma": None, "node_link_gbit_s": None, "rent_more": None, "rent_instead": None}
OWNED_MISSES = ("deadline", "gpu", "gpus", "gpu_memory_max")  # the constraints whose ❌ lets the owned cards go


def owned_rent_instead(out: Recommendation, r: Run) -> Recommendation:
    """The user's own cards, with "otherwise we'll rent" said (不行的话租卡: Workload.rent_instead), miss a stated
    deadline or do not hold the work: the recommender re-run without the owned cards (every other constraint kept:
    budget, deadline, place, the stated sequence length), its headline opened by how the owned cards miss (their job
    time and by how much). Two owned RTX 3090s, "3天内要训完，不行的话租卡预算1000块", kept "仅 RTX 3090 · 你自己
    的卡" and answered "需要更大的 RDMA 集群" while a rental under ¥1,000 finishes in time."""
    if not r.w.owned_gpus or not r.w.rent_instead:
        return out
    missed = [c for c in out.constraints if c.status == "refused" and c.name in OWNED_MISSES]
    if not missed:
        return out
    alt = recommend(r.arch, r.asked.model_copy(update=OWNED_ONLY), r.gpus, r.rows, r.opts)
    if not alt.candidates or alt.headline is None:
        return out
    card = r.preferred.name if r.preferred is not None else (r.w.gpu_preference or "GPU")
    took = _owned_job_hours(out, r)
    late = took is not None and r.w.deadline_hours is not None and took > r.w.deadline_hours
    deadline = next((c for c in out.constraints if c.name == "deadline"), None)
    got = stated_plan(r) if not late else None  # the owned cards' own figure: what they cannot hold
    way = own_card_headline(r) if not late else None
    if way is not None:  # one own consumer card: what it runs (4-bit, the largest that fits) leads, the rental after
        alt.headline = Msg(code="recommend.owned.card_then_rent", args={"way": way, "asked": r.arch.name,
                                                                        "headline": alt.headline})
        return alt
    alt.headline = Msg(code="recommend.owned.missed_rent", args={
        "mine": f"{r.w.num_gpus or 1} × {card}", "headline": alt.headline,
        "need": short_words(got[1]) if got is not None and not got[1].fits else None,
        "took": duration(took) if late and took else None, "label": deadline.label if deadline else None,
        "over": duration(took - (r.w.deadline_hours or 0)) if late and took else None})
    # a slower route that does run on the owned cards (optimizer states in host RAM) stays named beside the rental:
    # "不行的话租" lets go of the cards for the plan, not of what they can still do (4 × P100: ZeRO-Offload ≈ 9 h)
    kept = [m for m in out.beside_pick + out.nothing_fits
            if m.code == "recommend.offload_route" or m.code.startswith("recommend.way.single_card")]
    alt.beside_pick = kept + alt.beside_pick
    return alt


def _owned_job_hours(out: Recommendation, r: Run) -> float | None:
    """The owned cards' own wall time for the job: the answer's, else the re-run on them with no deadline or budget
    (those filter the owned plan out when it is too slow); None when they do not hold it at all."""
    if out.job_hours:
        return wall_hours(out.job_hours)
    free = r.asked.model_copy(update={"deadline_hours": None, "budget": None, "budget_per_hour": None,
                                      "rent_instead": None})
    mine = recommend(r.arch, free, r.gpus, r.rows, r.opts)
    top = mine.candidates[0] if mine.candidates else None
    if not mine.job_hours or top is None or not on_owned_candidate(r, top):
        return None
    return wall_hours(mine.job_hours)


def on_owned_candidate(r: Run, top: Candidate) -> bool:
    """Is the answer's pick the user's own card at the stated count (on_owned, for a ranked candidate)?"""
    card = top.gpu in r.named or (r.preferred is not None and top.gpu == r.preferred.name)
    return card and (not r.w.num_gpus or round(top.gpu_count * top.instances) == r.w.num_gpus)


def with_asked_precision(out: Recommendation, asked: Workload, stated: bool = True) -> Recommendation:
    """The answer with the weight precision as asked kept beside the planned one when a route (stated hardware, a
    budget, a service level) changed it, so the workload line says both (FP8 planned where BF16 was asked); `stated`
    False marks it as the default, not the user's words."""
    planned = out.workload.precision
    if planned is not None and asked.precision is not None and planned != asked.precision \
            and out.asked_precision is None:
        out.asked_precision = asked.precision
        out.asked_precision_default = not stated
    return out


def runs_in(r: Run, g: GPUSpec) -> str:
    """The precision a plan on card `g` runs: the workload's, or FP16 for a default BF16 on a card without BF16
    (tools.compat.fp16_instead), so a line naming a V100 plan never calls it BF16."""
    return "fp16" if compat.fp16_instead(g, r.w.precision, precision_stated(r)) else r.w.precision


def _fp16_on_pick(rec: Recommendation, r: Run) -> None:
    """A pick without BF16 (V100, T4) for a BF16 nobody stated runs FP16 (tools.compat.fp16_instead): the header, the
    precision the answer reports and its assumptions say FP16 (a 16-bit KV cache too), so no line says "BF16" beside
    the plan that runs FP16 (the compatibility check says why)."""
    top = r.top.gpu if r.top is not None else None
    if top is None or runs_in(r, top) != "fp16" or r.w.precision == "fp16":
        return
    kv = "fp16" if rec.workload.kv_precision == "bf16" else rec.workload.kv_precision
    rec.workload = rec.workload.model_copy(update={"precision": "fp16", "kv_precision": kv})
    said = Msg(code="recommend.precision_fp16_has_no", args={
        "name": top.name, "part": None if serves(r.w.task) else Msg(code="recommend.precision_fp16_has_no.with_loss_scaling")})
    rec.assumptions = [said if m.code == "defaults.precision" else
                       Msg(code=m.code, args=m.args | {"kv": kv}) if m.code == "defaults.kv_precision" else m
                       for m in rec.assumptions]


def ranked(r: Run) -> Recommendation:
    """search → filter → rank → the ranked rows: all a re-run reads (a lever's or a fallback's first row); the steps
    after it add tiers, checks and explanations and never change a ranked row."""
    search_offers(r)
    filter_offers(r)
    rank_offers(r)
    return answer_rows(r)


# "I have $1,500/month for a 13B chatbot: what can I get?" — the budget is the only fact about the load, so the answer
# says what it buys: the most users at once whose cheapest plan fits it, each at the per-user floor (one
# user at 21 % of the budget, never saying what the rest buys). Searched by doubling, then halving the gap to 10 %.
# The plan itself stays sized on the default load and is checked against the budget: a load the budget could pay for
# is not a load anyone stated ("预算每月两万" with no users became 104 users at once, the whole
# answer sized for them).
CAPACITY_MAX_USERS = 4096
CAPACITY_PRECISION = 0.10


def budget_is_the_load(w: Workload) -> bool:
    """Serving with a stated budget and no fact about the load (users at once, a day or in all, a throughput, a request
    rate, a batch, a stated GPU count or card size that is the user's own hardware, a personal setup)."""
    return (serves(w.task) and effective_budget(w) is not None and w.concurrency is None
            and not (w.daily_users or w.head_count or w.users_online or w.target_tokens_per_s or w.target_tokens_per_s_per_user
                     or w.target_requests_per_s or w.batch_requests or w.num_gpus or w.max_gpu_memory_gib or w.personal_use))


def budget_capacity(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                    opts: Options) -> tuple[Workload, Msg | None]:
    """The workload unchanged (sized on the default load, `tools.defaults.unstated_concurrency`, said as assumed), and
    the line saying the most users at once the budget would hold (first_row within the budget); no line when the
    budget is not the only load-like fact or not even two users fit it."""
    if not opts.explore or not budget_is_the_load(workload):
        return workload, None
    sub = replace(opts, top_n=1, weights=None, explore=False)

    def row_at(n: int) -> Candidate | None:
        return first_row(arch, workload.model_copy(update={"concurrency": n}), gpus, rows, sub)

    lo, best, hi = 0, None, CAPACITY_MAX_USERS + 1
    n = 1
    while n <= CAPACITY_MAX_USERS:
        c = row_at(n)
        if c is None:
            hi = n
            break
        lo, best, n = n, c, n * 2
    while best is not None and hi - lo > max(1, int(lo * CAPACITY_PRECISION)):
        mid = (lo + hi) // 2
        c = row_at(mid)
        lo, best, hi = (mid, c, hi) if c is not None else (lo, best, mid)
    if best is None or lo <= 1:
        return workload, None
    each = best.per_user_tokens_per_s or 0.0
    return workload, Msg(code="tiers.budget_buys", args={
        "users": lo, "each": each, "total": each * lo, "sized": unstated_concurrency(workload)[0],
        "floor_said": default_floor_words(),  # no users and no speed stated: the floor is always our default
        "gpus": int(best.gpu_count) * best.instances, "gpu": best.gpu,
        "money": _money(best.price_per_hour.amount, best.price_per_hour.currency),
        "more": lo * 2 if hi > CAPACITY_MAX_USERS else hi})


def teacher_pass_line(w: Resolved, top: Offer | None, currency: str) -> Msg | None:
    """A logit distillation (`teacher_params_b`): the teacher pass priced on the pick's machine (tools.distill.
    teacher_pass_hours: its hours + the start-up × the machine's price) beside the student's cost and summed, or said
    as not fitting that machine; None for other work."""
    if not (w.teacher_params_b and w.train_tokens and top is not None and top.train_hours):
        return None
    gpus = int(top.row.gpu_count or 0)
    got = teacher_pass_hours(w.teacher_params_b * 1e9, w.train_tokens, gpus, top.gpu.fp8_tflops, top.gpu.bf16_tflops,
                             (top.gpu.usable_bytes or 0) / 1e9)
    student = job_cost_of(top.hourly, top.train_hours, top.billing)
    args: dict[str, MsgArg] = {"teacher_b": w.teacher_params_b, "gpus": gpus, "gpu": top.gpu.name,
                               "student": about_money(student, currency)}
    if got is None:
        return Msg(code="distill.teacher_unpriced", args=args)
    hours, precision = got
    cost = job_cost_of(top.hourly, hours, top.billing)
    args.update({"hours": wall_hours(hours), "precision": precision, "hourly": money_text(top.hourly, currency),
                 "cost": about_money(cost, currency), "total": about_money(cost + student, currency)})
    return Msg(code="distill.teacher_priced", args=args)


def rollout_line(r: Run) -> Msg | None:
    """An online RL run (`rollout_tokens`: GRPO / PPO answers, prompts × samples): the generation priced as a batch of
    those answers on the pick's own machine — the recommender's own batch sizing re-run on that one row, each request a
    ShareGPT-mean prompt (tools.load.SHAREGPT_PROMPT_TOKENS, assumed) and its answer — its hours and cost beside the
    training's and summed; said as not priced where that machine cannot serve it. None for other work."""
    w, top, ds = r.w, r.top, r.w.dataset
    if not (w.rollout_tokens and top is not None and top.train_hours and ds is not None and ds.sequences_per_unit):
        return None
    from tools.load import SHAREGPT_PROMPT_TOKENS

    epochs = max(1.0, ds.epochs or 1.0)  # every pass over the prompts writes fresh rollouts from the current policy
    each = max(1, round(w.rollout_tokens / max(1, int(ds.amount * ds.sequences_per_unit))))
    answers = max(1, int(ds.amount * ds.sequences_per_unit * epochs))
    batch = Workload(model=r.asked.model, params_b=r.asked.params_b, active_params_b=r.asked.active_params_b,
                     task="inference", batch_requests=answers, output_tokens=each, prompt_tokens=SHAREGPT_PROMPT_TOKENS,
                     seq_len=SHAREGPT_PROMPT_TOKENS + each, precision="fp8" if w.precision == "fp8" else "bf16")
    rec = ranked(resolve_run(r.arch, batch, r.gpus, [top.row], replace(r.opts, top_n=1, weights=None, explore=False)))
    hours = rec.cost_table[0].cost.job_hours if rec.cost_table else None
    train = job_cost_of(top.hourly, top.train_hours, top.billing)
    args: dict[str, MsgArg] = {"answers": answers, "each": each, "tokens": answers * each, "fleet": plan_machines(top),
                               "train": about_money(train, r.currency)}
    if not hours:
        return Msg(code="recommend.rollouts_unpriced", args=args)
    cost = job_cost_of(top.hourly, hours, top.billing)
    args.update({"took": duration(hours), "hours": hours, "cost": about_money(cost, r.currency),
                 "total": about_money(cost + train, r.currency), "wall": None})
    if w.preference == "ppo":  # the wall a real run takes beyond the ideal phases, and the runs PPO needs tuned
        lo, hi = RL_WALL_OVERHEAD
        wall = hours + top.train_hours
        args["wall"] = Msg(code="recommend.rl_wall", args={
            "lo": lo, "hi": hi, "h_lo": duration(wall * lo), "h_hi": duration(wall * hi), "runs": RL_TUNING_RUNS,
            "c_lo": money_text((cost + train) * lo, r.currency, 0),
            "c_hi": money_text((cost + train) * hi * RL_TUNING_RUNS, r.currency, 0)})
    return Msg(code="recommend.rollouts_priced", args=args)


# An RL run's wall over its ideal phases (generation at batch speed + training at the fine-tune's MFU): weight syncs
# from the trainer to the rollout engine, the long tail of answers that pads each generation step, the reward and
# critic scoring between them: ×2–3 (verl / HybridFlow, Sheng et al. 2024, arXiv:2409.19256, and OpenRLHF, Hu et al.
# 2024, arXiv:2405.11143, report generation as most of an RLHF step's time). PPO is sensitive to its KL coefficient,
# learning rates and value warm-up, so a plan budgets 2–3 runs (the upper figure: 3 runs at ×3).
RL_WALL_OVERHEAD = (2.0, 3.0)
RL_TUNING_RUNS = 3


def agent_loop_line(w: Resolved, arch: ModelArch | None) -> Msg | None:
    """An agent run with a deadline (`agent_turns`): the trajectories in flight it needs and the hours the loop holds
    the machine (tools.agent_eval.loop_said), said at the deadline priced; None otherwise."""
    if not (w.agent_turns and w.batch_requests and w.deadline_hours and serves(w.task)):
        return None
    kv = kv_cache_bytes_per_token(arch, w.kv_precision) if arch is not None else None
    return Msg(code="agent_eval.loop", args=loop_said(max(1, w.batch_requests // w.agent_turns), w.agent_turns,
                                                      w.seq_len, w.deadline_hours, kv))


def shared_prefix_note(w: Resolved) -> Msg:
    """How a batch's shared instruction was priced: prefilled once per replica from the prefix cache (vLLM Automatic
    Prefix Caching, SGLang RadixAttention, on by default), each item prefilling only its own tokens; or with every
    item where the engine does not cache prefixes or the user said so. The KV cache is still sized with the whole
    prompt in every sequence (the cached blocks are in fact shared, so memory errs safe)."""
    prompt = max(0, w.seq_len - (w.output_tokens or 0))
    shared = shared_prefix_prefilled(w, prompt)
    return Msg(code="recommend.shared_prefix", args={
        "shared": w.shared_prefix_tokens or 0, "own": prompt - (w.shared_prefix_tokens or 0), "cached": shared > 0,
        "framework": ENGINE_NAMES.get(w.framework, w.framework), "stated": w.prefix_cache is False})


def first_row(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
              opts: Options) -> Candidate | None:
    """The first ranked row for this workload: the recommender re-run behind a lever or a fallback, which reads
    nothing else (the rest of a full answer, its own tiers and fallbacks included, was computed and dropped)."""
    rec = ranked(resolve_run(arch, workload, gpus, rows, opts))
    prefill_rows(rec, arch, gpus)  # a load sized by its prefill at a stated rate: its rows at their prefill machines
    return rec.candidates[0] if rec.candidates else None


def _native(arch: ModelArch, w: Workload) -> tuple[Workload, list[Msg]]:
    """The format the weights are released in, where none was stated. A release format training cannot run in
    (gpt-oss's MXFP4 for LoRA or full training) is loaded dequantised to BF16, as Hugging Face transformers does for
    training (Mxfp4Config(dequantize=True), OpenAI's "Fine-tuning with gpt-oss and Hugging Face Transformers" cookbook),
    and said (released_format_untrainable); QLoRA keeps its own 4-bit NF4 base (the default it resolves to)."""
    if w.precision is None and arch.native_precision:
        p = arch.native_precision
        if training_precision_conflict(w.task, p) is not None:
            return w.model_copy(update={"precision": None if w.task == "qlora" else "bf16"}), []  # said: _checks
        return w.model_copy(update={"precision": p}), [Msg(code="recommend.precision_the_format_is", args={
            "upper": p.upper(), "name": arch.name})]
    return w, []


def released_format_untrainable(arch: ModelArch | None, task: str | None) -> Msg | None:
    """A model released in a format its training cannot run in (gpt-oss's MXFP4 under LoRA, full training or QLoRA):
    the line that says so, how it is loaded instead (_native) and the 4-bit route; None for any other model or task."""
    if arch is None or not arch.native_precision or training_precision_conflict(task, arch.native_precision) is None:
        return None
    return Msg(code="recommend.released_format_untrainable", args={
        "upper": arch.native_precision.upper(), "name": arch.name, "qlora": task == "qlora",
        "lora": task in ("lora", "finetune")})


def stated_card(named: tuple[str, ...], gpus: dict[str, GPUSpec]) -> GPUSpec | None:
    """The one card that stands for a stated GPU where one is needed (a stated card's yes / no, its routes): the card
    itself, or for a family ("A100") its smallest, then fastest variant (A100 40GB SXM, H100 SXM: the part the bare
    name has always meant), so a "yes" holds for every variant the user may own. Between variants of the same memory
    and bandwidth (A100 40GB SXM and PCIe) the SXM part, as said, not the catalog's order: the stand-in's usable memory
    is what the refusal and the route quote beside a pick that is the SXM (attack review: "of 42.9 GB" beside the
    SXM's 42.3 GB usable)."""
    cards = [gpus[n] for n in named if n in gpus]
    return min(cards, key=lambda g: (g.memory_bytes or 0, -(g.bandwidth_gb_s or 0), not g.form_factor.startswith("SXM")),
               default=None)


def checked_card(r: Run) -> GPUSpec | None:
    """The card the compatibility checks speak of: the pick when it is one the user's stated GPU admits (asked "A100",
    picked the A100 80GB SXM: its warnings name the 80GB SXM, not the 40GB PCIe that stands for the family), else the
    stated card (its no / its reasons), else None (the checks then use the pick)."""
    if r.top is not None and r.top.gpu.name in r.named:
        return r.top.gpu
    asked = asked_training_card(r.w)
    if r.preferred is None and asked:  # a training question's card without BF16: its checks (no BF16, no FA2) said
        g = stated_card(named_cards(asked, r.gpus), r.gpus)
        if g is not None and not g.bf16_support and g.vendor == "NVIDIA":
            return g
    return r.preferred


def asked_training_card(w: Workload) -> str | None:
    """The card a training question asks about ("can we use the school's V100s?", Workload.checked_gpu) when no card
    is a filter: training on it is planned in its precision too (a V100 has no BF16, so the workload line said BF16
    beside a V100 verdict: _card_precision), and its compatibility checks are said (checked_card). None for serving."""
    return w.checked_gpu if w.checked_gpu and not w.gpu_preference and w.task and not serves(w.task) else None


def _card_precision(w: Workload, gpus: dict[str, GPUSpec]) -> tuple[Workload, list[Msg]]:
    """A stated NVIDIA card without BF16 (T4, V100: Turing/Volta) and no stated precision: FP16, said as the
    default, so the header, the estimate and the compatibility check name one format ("BF16" in the
    header beside "❌ T4 has no BF16"). A card a training question asks about counts as stated (asked_training_card):
    "can we train on our V100s?" is planned in FP16 with loss scaling."""
    g = stated_card(named_cards(w.gpu_preference or asked_training_card(w), gpus), gpus)
    if w.precision is not None or g is None or g.bf16_support or g.vendor != "NVIDIA" or w.task == "qlora":
        return w, []
    slow = compat.fp16_slowdown(g)
    if slow is not None:  # a P40: FP16 math at 1/64 of FP32, so FP32 (4 bytes a weight), said with the ratio
        return w.model_copy(update={"precision": "fp32"}), [Msg(code="recommend.precision_fp32_fp16_slow", args={
            "name": g.name, "slow": slow})]
    return w.model_copy(update={"precision": "fp16"}), [Msg(code="recommend.precision_fp16_has_no", args={
        "name": g.name, "part": None if serves(w.task) else Msg(code="recommend.precision_fp16_has_no.with_loss_scaling")})]


def _card_framework(w: Workload, gpus: dict[str, GPUSpec]) -> tuple[Workload, list[Msg]]:
    """Serving on a stated NVIDIA card older than the default engine runs on (P100, sm_60: vLLM needs compute
    capability 7.0, tools.compat.FRAMEWORK_FLOOR) with no engine stated and no GGUF: HF transformers, which runs there,
    said as the default with the reason (attack review: vLLM on 2 × P100 marked ✅). A stated vLLM is kept and refused
    per card (tools.compat.kernel_problem)."""
    g = stated_card(named_cards(w.gpu_preference, gpus), gpus)
    if (g is None or w.framework is not None or not serves(w.task) or w.precision in GGUF_FORMATS
            or compat.framework_problem(g, SERVING_FRAMEWORK) is None):
        return w, []
    if w.owned_gpus and old_card(g):  # the user's own P40s: llama.cpp, the verdict says why (tools.owned_device)
        return w.model_copy(update={"framework": GGUF_FRAMEWORK}), []
    return w.model_copy(update={"framework": compat.PRE_FLOOR_SERVING}), [Msg(code="recommend.framework_pre_floor", args={
        "name": g.name, "cc": g.compute_capability.replace(".", ""), "floor": compat.FRAMEWORK_FLOOR[SERVING_FRAMEWORK]})]


def resolve_run(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                opts: Options) -> Run:
    """Defaults, the kind's policy, the billing actually priced, the deadline and the assumptions so far."""
    wn, native_notes = _native(arch, workload)
    wn, owned_notes = owned_scope(wn)
    native_notes += owned_notes
    wn, card_notes = _card_precision(wn, gpus)
    wn, engine_notes = _card_framework(wn, gpus)
    card_notes += engine_notes
    w, notes = resolve(wn)
    gpus = stated_builds(gpus, named_cards(w.gpu_preference, gpus), w.max_gpu_memory_gib)  # "M3 Max 36GB": 300 GB/s
    w, fp8_note = fp8_default(arch, w, wn.precision, (gpus, rows), opts.places, named_cards(w.gpu_preference, gpus),
                              opts.headroom)
    if fp8_note is not None:  # FP8 on fewer cards replaces the BF16 default, said with BF16's count (tools.fp8_default)
        notes = [fp8_note] + [n for n in notes if n.code != "defaults.precision"]
    notes = card_notes + notes
    notes = native_notes + notes
    moe = assumed_experts(arch)
    if moe is not None:  # a mixture of experts known by its total and active sizes: experts assumed, said
        notes.insert(0, Msg(code="recommend.architecture_moe", args={
            "label": assumed_shape(arch)[0], "b": moe[0], "active": moe[1], "k": moe[2], "experts": moe[3]}))
    elif arch.assumed:
        label, b = assumed_shape(arch)
        notes.insert(0, Msg(code="recommend.architecture", args={"label": label, "b": b}))
    elif arch.from_hub:
        notes.insert(0, hub_note(arch, kv_cache_bytes_per_token(arch, w.kv_precision)))
    policy = POLICIES[kind_of(w)]
    budget = effective_budget(w)
    named, variant = owned_variant(arch, w, named_cards(w.gpu_preference, gpus), gpus, rows, opts)
    preferred = stated_card(named, gpus)
    r = Run(arch=arch, asked=workload, w=w, gpus=gpus, rows=rows, opts=opts, policy=policy,
            currency=opts.currency or (budget.currency if budget else "USD"), billing=w.billing or "on_demand",
            deadline=w.deadline_hours, preferred=preferred, budget=budget, notes=notes, named=named, variant=variant)
    _billing(r)
    if r.currency in ("USD", "CNY") or r.currency not in opts.fx:  # a TWD / HKD answer states its own rate only
        notes.append(Msg(code="recommend.prices_converted_at_usd", args={"usd_cny": opts.usd_cny}))
    if r.currency not in ("USD", "CNY") and r.currency in opts.fx:
        notes.append(Msg(code="recommend.prices_shown_in_at", args={"currency": r.currency, "fx": opts.fx[r.currency]}))
    if r.kind is WorkKind.SERVING:
        notes.append(Msg(code="recommend.serving_cost_for_rental", args={"hours": period_hours(w)}) if w.serving_hours
                     else Msg(code="recommend.serving_cost_for_a", args={"hours_per_month": month_hours_said(w)}))
    if w.task == "qlora":  # the hours and GPU-hours below pay for it (tools.speed.QLORA_DEQUANT_TIME)
        notes.append(Msg(code="recommend.qlora_dequant", args={"x": QLORA_DEQUANT_TIME}))
    encoder = vision_encoder_note(arch, w.image_tokens) if serves(w.task) else None
    if encoder is not None:  # the prefill below holds the VLM's image encoder, or says it does not (tools.vision)
        notes.append(encoder)
    if runs_reference(w) and not serves(w.task):  # the memory and hours below hold it (tools.memory, tools.speed)
        notes.append(reference_note(arch, w))
    if r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        mins = JOB_SETUP_HOURS * 60
        notes.append(Msg(code="recommend.each_jobs_cost_includes", args={"mins": mins}))
    if r.kind is WorkKind.BATCH and w.shared_prefix_tokens:
        notes.append(shared_prefix_note(w))
    if r.kind is WorkKind.BATCH and w.batch_period and r.deadline is None:
        # "每天 5 万页": each period's batch must be done before the next one arrives (priced once)
        r.deadline = run_window_hours(w.batch_period, w.batch_every)  # every 2 weeks: 336 h
        r.w = w.model_copy(update={"deadline_hours": r.deadline})  # the batch sizer adds machines for it
        notes.append(Msg(code="recommend.batch_each_period", args={"period": w.batch_period, "every": w.batch_every}))
    if policy.default_deadline and r.deadline is None:
        r.deadline = float(TARGET_TRAIN_DAYS * HOURS_PER_DAY)
        notes.append(Msg(code="recommend.deadline_days_not_stated", args={"target_train_days": TARGET_TRAIN_DAYS}))
    return r


def owned_variant(arch: ModelArch, w: Resolved, named: tuple[str, ...], gpus: dict[str, GPUSpec],
                  rows: list[InstanceRow], opts: Options) -> tuple[tuple[str, ...], Msg | None]:
    """Owned cards named by family only ("we own 4 A100s"): the user has one variant, not the family, so the plan is
    on the variant with the most cards listed in the catalog (the common part: A100 80GB SXM), more memory breaking ties, and the
    answer says so with the smallest variant's verdict on the same count — the work fits there too, or it does not
    (with its figure) — never "your own 80 GB cards" as if stated. Otherwise `named` as it is."""
    if not w.owned_gpus or len(named) < 2:
        return named, None
    listed: Counter[str] = Counter()
    for row in rows:  # cards listed, not rows: an 8-card SXM node is 8 of the part in service
        if row.gpu in named:
            listed[row.gpu] += int(row.gpu_count or 1)
    cards = [gpus[n] for n in named if n in gpus]
    small = stated_card(named, gpus)
    if small is not None and (not any(listed.values()) or all(OWNED_CARD_SEGMENT in g.segment for g in cards)):
        # cards bought for one's own PC, or none listed (GeForce "RTX 3080": 10 or 12 GB): no common part to go by,
        # so the smaller, the safe assumption for "will it fit", and the larger's verdict beside it
        big = max(cards, key=lambda g: (g.memory_bytes or 0, g.bandwidth_gb_s or 0))
        return (small.name,), Msg(code="recommend.owned.variant_assumed_smaller", args={
            "family": w.gpu_preference, "gpu": small.name,
            "verdict": None if big.name == small.name else variant_verdict(arch, w, big, opts)})
    assumed = max(cards, key=lambda g: (listed[g.name], g.memory_bytes or 0, g.bandwidth_gb_s or 0))
    verdict = None
    if small is not None and small.name != assumed.name and small.memory_bytes:
        verdict = variant_verdict(arch, w, small, opts)
    return (assumed.name,), Msg(code="recommend.owned.variant_assumed", args={
        "family": w.gpu_preference, "gpu": assumed.name, "verdict": verdict})


def variant_verdict(arch: ModelArch, w: Resolved, card: GPUSpec, opts: Options) -> Msg:
    """Whether the work fits on the same count of the family's other variant (owned_variant), with its figure."""
    p = plan_layout(arch, w, card, headroom=opts.headroom)
    f = fit_of(p.per_gpu, card, w, opts.headroom)
    fits = p.fits and f.fits and not (w.num_gpus and p.layout.num_gpus > w.num_gpus)
    return Msg(code="recommend.owned.variant_verdict", args={
        "n": w.num_gpus or p.layout.num_gpus, "gpu": card.name, "fits": fits, "need": short_words(f),
        "ckpt": bool(p.gradient_checkpointing) and fits})


def owned_scope(w: Workload) -> tuple[Workload, list[Msg]]:
    """On cards the user owns, a stated region or provider is where they live or would rent, not where their cards
    are: the plan on their cards is computed from any catalog row of that card (the same GPU, the same figures), so
    "台灣，我有兩張 4090" is not refused for want of a 4090 rented in Taiwan. Said in the assumptions."""
    if not w.owned_gpus or not (w.regions or w.providers):
        return w, []
    places = [*(w.regions or []), *(w.providers or [])]
    return (w.model_copy(update={"regions": None, "providers": None}),
            [Msg(code="recommend.owned.place_ignored", args={"places": places})])


def _billing(r: Run) -> None:
    """Spot asked for online serving is priced on-demand (with the reason); priority "cheapest" on work
    that survives a reclaim prices each row at min(spot, on-demand), keeping rows with no spot price."""
    w = r.w
    if r.kind is WorkKind.SERVING and r.billing == "spot":
        r.billing = "on_demand"
        r.constraints.append(spot_serving_constraint())
    elif w.priority == "cheapest" and w.billing is None and r.policy.spot_ok and r.asked.deadline_hours is not None:
        # a stated deadline is a promise a reclaim can break: on-demand, spot only as a lever the user can take
        r.notes.append(Msg(code="recommend.cheapest_deadline_on_demand", args={"hours": r.asked.deadline_hours}))
    elif w.priority == "cheapest" and w.billing is None and r.policy.spot_ok:
        # spot never mentioned: "cheapest" is not consent to be reclaimed mid-run, so on-demand leads and spot is the
        # priced lever beside it (an 8 × B200 spot headline the answer called rarely obtainable)
        r.notes.append(Msg(code="recommend.cheapest_on_demand_spot_lever"))
        return
    if w.billing is None:
        r.notes.append(Msg(code="recommend.billing_on_demand_hourly"))


def precision_stated(r: Run) -> bool:
    """The user stated the precision (the fields they stated, else the workload as asked, for a caller that passes no
    stated fields): a stated BF16 is refused on a card without it, a default one runs there as FP16
    (tools.compat.fp16_instead)."""
    return "precision" in r.opts.stated if r.opts.stated else r.asked.precision is not None


def kv_stated(r: Run) -> bool:
    """The user stated the KV cache's format (as `precision_stated` reads the weights'): a default BF16 cache runs as
    FP16 on a card without BF16, whatever the weights' format."""
    return "kv_precision" in r.opts.stated if r.opts.stated else r.asked.kv_precision is not None


def _new_search(r: Run, w: Resolved, deadline: float | None, headroom: float, relaxed: bool = False,
                any_speed: bool = False, usable: bool = False) -> Search:
    """A Search of `w`; the searches of one workload (the pick's and its tiers') share its per-card facts."""
    key = w.model_dump_json()
    facts = r.facts.get(key)
    if facts is None:
        facts = r.facts[key] = kept_facts(r.opts.memo, r.arch, w, r.gpus)
    return Search(arch=r.arch, w=w, gpus=r.gpus, currency=r.currency, usd_cny=r.opts.usd_cny, headroom=headroom,
                  billing=r.billing, deadline_hours=deadline, preferred=r.preferred, named=r.named, relaxed_floor=relaxed,
                  usable_floor=relaxed and usable, fx=r.opts.fx,
                  places=r.opts.places, memo=r.opts.memo, any_speed=any_speed, facts=facts,
                  precision_stated=precision_stated(r), kv_stated=kv_stated(r))


def _floors(r: Run) -> tuple[bool, bool, bool]:
    """(relaxed, any speed, usable) of the search that made r.s: the tiers' searches keep them."""
    return r.search.relaxed_floor, r.search.any_speed, r.search.usable_floor


def search_offers(r: Run) -> None:
    """Every eligible row sized for the work. Serving with no stated per-user target: when no plan reaches
    the interactive default floor, the floor drops to MIN_STREAM_TOKENS_PER_S and the answer says so; on a card the
    user named, when even that floor is out of reach, its speed at load is shown instead of required."""
    r.s = _new_search(r, r.w, r.deadline, r.opts.headroom, relaxed=r.opts.relaxed_floor or minimum_asked(r.w),
                      usable=r.opts.usable_floor and not minimum_asked(r.w))
    r.priced, r.regions = prefilter(r.s, r.rows)
    r.offers = search(r.s, r.priced, r.regions)
    stated_floor = per_user_target(r.w)
    for relaxed, any_speed in ((True, False), (True, True)):
        if r.kind is not WorkKind.SERVING or r.offers or stated_floor or not r.s.rejected.counts.get("throughput"):
            break
        if any_speed and r.preferred is None:
            break
        r.s = _new_search(r, r.w, r.deadline, r.opts.headroom, relaxed=relaxed, any_speed=any_speed)
        r.priced, r.regions = prefilter(r.s, r.rows)
        r.offers = search(r.s, r.priced, r.regions)
    _closest_to_stated_floor(r, stated_floor)
    _stated_count_at_its_speed(r, stated_floor)
    _floor_price(r, stated_floor)
    if r.kind is WorkKind.SERVING and read_per_user(r.w) and r.w.concurrency > 1:
        r.notes.append(Msg(code="recommend.tokens_s_read_as", args={
            "target_tokens_per_s": r.w.target_tokens_per_s, "concurrency": r.w.concurrency,
            "min_stream_tokens_per_s": MIN_STREAM_TOKENS_PER_S}))
    if r.kind is WorkKind.SERVING:
        r.stream_note_at = len(r.notes)
        r.notes.append(_stream_note(r, True))
        r.notes.append(_load_note(r))


def _closest_to_stated_floor(r: Run, stated_floor: float | None) -> None:
    """Serving whose STATED per-user speed (or the floor a stated answer time sets: tools.answer_time) no plan holding
    the work reaches: the plans are searched at the stated load with no floor, and only those that come closest stay
    (the fastest per user within TIE of the best, or, under an answer time, the shortest whole answer: first token at
    load + the answer at its per-user speed), so the ranking's cheapest is the cheapest of the closest and the ❌ line
    says the pick's figure against the target. Under an answer time the floor assumed the first token takes its whole
    limit (answer_time_floor): plans whose own whole answer fits the stated time meet it, and the cheapest of
    them is ranked (its ✅ is judged on those figures: _serving_targets). Never the cheapest card of all beside a
    ❌: a 12 MP photo turn that made the load heavier led with 3 × RTX 4000 Ada at $0.84/h, below the turn before's
    1 × MI300X, while ≈ 15k-token prompts need H100-class prefill and decode (3–5 H100 by hand)."""
    if (r.kind is not WorkKind.SERVING or not stated_floor or r.offers or r.search.any_speed
            or not r.search.rejected.counts.get("throughput")):
        return
    free = r.w.model_copy(update={"priority": "fastest", "target_tokens_per_s_per_user": None, "target_answer_s": None,
                                  "target_tokens_per_s":
                                  None if read_per_user(r.w) else r.w.target_tokens_per_s})
    found = any_speed_search(r, free)[3]
    out = request_shape(r.w).output
    timed = [(t, o) for o in found if (t := whole_answer_s(o, out)) is not None] if r.w.target_answer_s else []
    met = [o for t, o in timed if t <= (r.w.target_answer_s or 0.0)]
    if met:  # the floor assumed the first token takes the whole limit: plans whose own figures answer in time stay
        closest = met
    elif timed:  # an answer time: the shortest whole answers (within TIE), the figure the user stated
        best_t = min(t for t, _ in timed)
        closest = [o for t, o in timed if t <= best_t * (1 + TIE)]
    else:
        fast = [o for o in found if o.per_user_tps]
        best = max((o.per_user_tps or 0.0 for o in fast), default=0.0)
        closest = [o for o in fast if (o.per_user_tps or 0.0) >= best * (1 - TIE)]
    if not closest:
        return
    r.offers = closest  # r.s stays the floor's search: its rejections say what the target refused


def _stated_count_at_its_speed(r: Run, stated_floor: float | None) -> None:
    """A stated GPU count ("will 4 × L40S serve it, and at what speed per user?") that holds the load only below
    the interactive default floor is answered on that count at the speed it gives: the floor was ours, not the
    user's, so it may not turn "4 cards" into a 16-card plan. The cheapest plan that meets the floor is kept to be
    named beside the pick (floor_plan_line)."""
    n = r.w.num_gpus
    if (r.kind is not WorkKind.SERVING or stated_floor or not n or "num_gpus" not in r.opts.stated
            or r.search.any_speed or any(o.total_gpus == n for o in r.offers)):
        return
    s, priced, regions, found = any_speed_search(r, r.w)
    if not any(o.total_gpus == n for o in found):
        return
    r.floor_plan = min(r.offers, key=objective_key, default=None)
    r.s, r.priced, r.regions, r.offers = s, priced, regions, found


def _floor_price(r: Run, stated_floor: float | None) -> None:
    """Serving in a stated place where our interactive default floor (not the user's) is met only by plans over
    PLACE_PREMIUM × the cheapest plan there at the readable minimum (MIN_STREAM_TOKENS_PER_S): the search drops to
    that minimum, said as such, and the cheapest plan that met the default is named beside the pick (floor_plan_line).
    A place that prices one big shape (GCP Taiwan: 8 × H100 a3-highgpu-8g on demand beside 1–8 × L4 g2-standard)
    otherwise led a 7B for 5 users with the $102/h machine while one L4 at $0.82/h gives each user ≈ 17 tokens/s,
    readable, under our 20 only. Also where the default is met only past PLACE_USABLE_PREMIUM (1.5) × the cheapest
    plan there that still gives each user USABLE_TOKENS_PER_S (tools.small_load_floor.usable_plan_wins): the plans at
    that usable speed rank, the default plan named beside them (AWS London led Phi-4 for 11 of 70 staff with 1 × H100
    at $8.94/h while 4 × T4 at $4.58/h gives each user ≈ 15 tokens/s at the same load)."""
    if r.opts.floor_held:  # a re-run weighing FP8 at our default floor against a 16-bit plan priced out
        return
    if r.opts.priced_out_plan is not None and r.search.relaxed_floor:  # a re-run held to a priced-out pick's floor
        r.floor_plan, r.floor_priced_out = r.opts.priced_out_plan, True  # keeps that reason and the plan it named
        return
    premium = floor_premium(PLACE_PREMIUM, regions_stated=bool(r.w.regions), reader=one_reader(
        r.w.concurrency, "concurrency" in r.opts.stated or bool(r.w.personal_use)))  # or one reader: small_load_floor
    if (r.kind is not WorkKind.SERVING or stated_floor or premium is None or r.search.relaxed_floor
            or r.search.any_speed or not r.offers):
        return
    refused = bool(r.search.rejected.counts.get("throughput"))  # some row could not reach the default at all
    if not refused and not r.w.regions:
        return
    s = _new_search(r, r.w, r.deadline, r.opts.headroom, relaxed=True)
    priced, regions = prefilter(s, r.rows)
    found = search(s, priced, regions)
    cheapest = min((o.hourly for o in found), default=None)
    met = [o for o in r.offers if o.load is not None] or r.offers  # plans checked at the load (_verified_at_load)
    floor_hourly = min(o.hourly for o in met)
    if refused and cheapest is not None and floor_hourly > premium * cheapest \
            and _fp8_keeps_default(r, min(met, key=objective_key), premium, cheapest):
        r.fp8_floor_held = True  # FP8 on FP8 tensor cores meets the default within the same premium: the default
        return                   # holds, and the FP8 lever's re-run is held to it (_rerun)
    if not (refused and cheapest is not None and floor_hourly > premium * cheapest):
        # not several times the readable minimum: over 1.5 × a plan that still gives each user a usable speed?
        s = _new_search(r, r.w, r.deadline, r.opts.headroom, relaxed=True, usable=True)
        priced, regions = prefilter(s, r.rows)
        found = [o for o in search(s, priced, regions) if o.load is not None]
        usable = _usable_plan(r, found)
        if usable is None or not usable_plan_wins(floor_hourly, [usable.hourly], regions_stated=bool(r.w.regions)) \
                or _lever_keeps_default(r, min(met, key=objective_key), usable):
            return
    r.floor_plan, r.floor_priced_out = min(met, key=objective_key), True
    r.s, r.priced, r.regions, r.offers = s, priced, regions, found


def _fp8_keeps_default(r: Run, top: Offer, premium: float, cheapest: float) -> bool:
    """The place rule weighs FP8 on the same terms as the precision asked: with no precision stated (the BF16 / FP16
    default), is there an FP8-weights plan on cards with FP8 tensor cores (catalog/data/gpus.csv fp8_support: Hopper,
    Ada, Blackwell, MI300; never Ampere's weight-only Marlin) that meets our interactive default at the load, for at most
    `premium` × the cheapest plan at the readable minimum in either precision (`cheapest`: the 16-bit one's hour; the
    FP8 levers' at that minimum, when cheaper), and that the precision lead puts first over
    the 16-bit default plan `top` (`_lower_leads`: under its share)? Then our default is not priced out: the default
    floor holds and the FP8 plan leads (precision_lead_plan re-runs it at that floor), said in the headline.
    By hand, Llama-3.3-70B for 9 users × 4,096 tokens where 16 bits meet 20 tokens/s only on 8 × H100 (140 GB of
    weights + 80 layers × 8 KV heads × 128 × 2 × 2 B = 327,680 B a token × 36,864 tokens ≈ 12 GB of KV): FP8 (70 GB)
    on 1 × H200 (≈ 89 GB, ≈ 35 tokens/s a user) at a fifth of the box is kept, not 4 × L40S in 16 bits at the
    readable minimum (≈ 11 tokens/s a user). Not where the FP8 lever's cheapest plan at the readable minimum already
    meets the default (FP8 on the same L4 as a 7B's 16-bit plan): it leads there with that plan named beside it."""
    if (r.kind is not WorkKind.SERVING or not r.opts.explore or r.asked.precision is not None
            or r.asked.kv_precision is not None or r.w.precision not in ("bf16", "fp16") or r.w.priority == "fastest"
            or r.arch.no_quantise):
        return False
    native = {name: g for name, g in r.gpus.items() if g.fp8_support}
    opts = replace(r.opts, routes=False, top_n=1, weights=None, explore=False, relaxed_floor=False, usable_floor=False,
                   priced_out_plan=None, floor_held=True)
    w = fp8_workload(r)
    # the FP8 levers at the readable minimum (weights on any card that runs them; weights and cache on FP8 cores)
    lows = [c for c in (first_row(r.arch, w, r.gpus, r.rows, replace(opts, relaxed_floor=True)),
                        first_row(r.arch, _fp8_kv_workload(r), native, r.rows, replace(opts, relaxed_floor=True)))
            if c is not None]
    if any((c.per_user_tokens_per_s or 0.0) >= INTERACTIVE_TOKENS_PER_S for c in lows):
        return False  # the FP8 lever at the readable minimum already meets the default (it leads there as it is)
    cheapest = min([cheapest] + [c.price_per_hour.amount for c in lows])  # the same terms: either precision's minimum
    fp8 = first_row(r.arch, w, native, r.rows, opts)
    if fp8 is None or fp8.memory_thin or (fp8.per_user_tokens_per_s or 0.0) < INTERACTIVE_TOKENS_PER_S:
        return False
    return fp8.price_per_hour.amount <= premium * cheapest and _lower_leads(r, top, fp8, w, edge=False)


def _usable_plan(r: Run, found: list[Offer]) -> Offer | None:
    """The plan the usable-speed ranking would lead with, whose hour our default is weighed against: a plan
    tight on memory (`pool_tight`) gives way to one with room within TIGHT_GIVES_WAY of its price (`_tight_gives_way`),
    so that one's hour, not the tight one's. By hand, GCP Belgium, Mistral-Small-24B in FP8 for 20 users: 2 × L4 at
    $2.20/h fills 92 % of its pool, 4 × L4 at $4.41/h has room (≤ 2 × 2.20): the usable plan costs $4.41, the same
    4 × L4 that meets 20 tokens/s at TP 4 (≈ 22), so the default holds; weighed against $2.20 it was priced out
    (4.41 > 1.5 × 2.20) and the answer rented the same machine as 2 × TP 2 at ≈ 18 tokens/s."""
    if not found:
        return None
    cheapest = min(found, key=lambda o: o.hourly)
    if r.w.priority == "cheapest" and not r.w.reliable:
        return cheapest  # "cheapest": the tight plan stays (`_tight_gives_way` is off)
    roomy = [o for o in found if not pool_tight(r, o) and o.hourly <= TIGHT_GIVES_WAY * cheapest.hourly]
    return min(roomy, key=lambda o: o.hourly) if roomy else cheapest


def _lever_keeps_default(r: Run, top: Offer, usable: Offer) -> bool:
    """With no precision stated, is our default still within PLACE_USABLE_PREMIUM of the usable speed once the
    precision levers the answer may lead with are counted (tools.recommend.precision_lead_plan)? The FP8-weights plan
    at the default floor, where it would lead the 16-bit default plan `top` (`_lower_leads`: under the share), against
    the usable plan in 16 bits (`usable`) or INT4 where INT4 would lead that plan (Lambda Japan, Qwen2.5-14B for 8
    streams: AWQ on a Quadro RTX 6000 at TWD 22.08/h is 63 % of the 16-bit A6000 at TWD 34.88, not under the share,
    so FP8 on the A6000 at ≈ 34 tokens/s and TWD 34.88 ≤ 1.5 × 34.88 keeps the default and leads at 48 % of the
    16-bit default plan): one rule for every precision, not a 16-bit default
    priced out that an FP8 plan meets for less. An FP8 plan that would not lead (AWS Hong Kong, Qwen2.5-14B for 12 of
    80 doctors: g5.12xlarge at HK$68.11/h is 72 % of the 16-bit 8 × T4 at HK$93.97/h) keeps nothing: the usable
    4 × T4 at HK$46.99/h leads. By hand, AWS Hong Kong, Qwen2.5-32B,
    20 users × 4,096 tokens: 16 bits meet 20 tokens/s only on 5 × g4dn.metal (HK$469.87/h) against 8 × T4 at
    ≈ 13 (HK$93.97/h); FP8 (weight-only Marlin on Ampere) meets it on one g5.12xlarge (4 × A10G, ≈ 41 tokens/s,
    HK$68.11/h); AWQ's usable plan is 4 × T4 (≈ 18 tokens/s, HK$46.99/h): 68.11 ≤ 1.5 × 46.99 = 70.49, so the default
    holds and FP8 on the A10Gs leads at 14 % of the 16-bit plan, not AWQ on T4s at under half its speed. Not where
    the default gives way to the readable minimum past PLACE_PREMIUM (5×): there an FP8 plan that meets the default is
    weighed against the 16-bit plan on its own card (tools/edge_lead.py), not against the far dearer machine."""
    if (not r.opts.routes or not r.opts.explore or r.asked.precision is not None or r.asked.kv_precision is not None
            or r.w.precision not in ("bf16", "fp16") or r.w.priority == "fastest"):
        return False
    opts = replace(r.opts, routes=False, top_n=1, weights=None, explore=False, relaxed_floor=False, usable_floor=False,
                   priced_out_plan=None)
    fp8 = first_row(r.arch, fp8_workload(r), r.gpus, r.rows, opts)
    if fp8 is None or fp8.memory_thin or (fp8.per_user_tokens_per_s or 0.0) < INTERACTIVE_TOKENS_PER_S:
        return False  # no FP8 plan at the default (its own place rule relaxed it: priced out there too)
    if not _lower_leads(r, top, fp8, fp8_workload(r), edge=False):
        return False  # the 16-bit default plan would lead over it: that plan is what the default costs
    awq = r.w.model_copy(update={"precision": "awq"})
    four = first_row(r.arch, awq, r.gpus, r.rows, replace(opts, relaxed_floor=True, usable_floor=True))
    hours = [usable.hourly] + ([four.price_per_hour.amount] if four is not None and _lower_leads(
        r, usable, four, awq, edge=False, floor=USABLE_TOKENS_PER_S) else [])
    return not usable_plan_wins(fp8.price_per_hour.amount, hours, regions_stated=True)


def any_speed_search(r: Run, w: Resolved) -> tuple[Search, list[Priced], dict[tuple[str, str], int], list[Offer]]:
    """Every eligible row sized for `w` at the stated load with no per-user floor required: what a stated GPU count
    gives (answered at its speed, or refused with it)."""
    s = _new_search(r, w, r.deadline, r.opts.headroom, relaxed=True, any_speed=True)
    priced, regions = prefilter(s, r.rows)
    return s, priced, regions, search(s, priced, regions)


def floor_plan_line(r: Run) -> list[Msg]:
    """Beside a stated count answered at its own speed: the cheapest plan that gave each user the search's floor
    (the interactive default, or the relaxed one when nothing reached it), when it is faster per user, so the user
    sees what more speed per user costs."""
    o, top = r.floor_plan, r.top
    if o is None or top is None or not o.per_user_tps or o.per_user_tps <= (top.per_user_tps or 0) * 1.05:
        return []
    if r.floor_priced_out:  # the default floor was ours and priced out in the stated place (_floor_price)
        mine, full = top.per_user_tps or 0.0, None
        if mine >= INTERACTIVE_TOKENS_PER_S:  # the pick (an FP8 lead on the cheaper card) meets it at the typical
            full = full_context_tps(r, top)  # request: a trade only where it misses it at the full context
            if full is None or full >= INTERACTIVE_TOKENS_PER_S:
                return []
            mine = full
        code = "recommend.floor_plan_priced_out" if r.w.regions else "small_load_floor.floor_plan_one_reader"
        args = {"default": INTERACTIVE_TOKENS_PER_S, "regions": place_words(list(r.w.regions or [])),
                "fleet": plan_machines(o), "tps": o.per_user_tps, "money": _money(o.hourly, r.currency),
                "times": o.hourly / top.hourly if top.hourly else 0.0, "mine": mine,
                "floor": r.search.stream_floor or MIN_STREAM_TOKENS_PER_S}
        if full is not None and r.w.regions:
            return [Msg(code="recommend.floor_plan_priced_out_full", args={**args, "context": r.search.w.seq_len})]
        return [Msg(code=code, args=args)]
    return [Msg(code="recommend.floor_plan_beside", args={
        "mine": top.total_gpus, "n": o.total_gpus, "fleet": plan_machines(o), "tps": o.per_user_tps,
        "money": _money(o.hourly, r.currency)})]


def _load_note(r: Run) -> Msg:
    """What the at-load per-user speed and first token assume (tools.load): the users' loop, the request's lengths
    and where each comes from, chunked prefill, M/D/1 queueing, and what the prefix cache serves (the assumption
    that priced the pick: a chat's history from the cache, or every prompt in full)."""
    sh = r.search.shape
    return Msg(code="recommend.load_note", args={
        "users": r.w.concurrency, "prompt": sh.prompt, "output": sh.output,
        "prompt_source": Msg(code="recommend.load_source", args={"source": sh.prompt_source}),
        "output_source": Msg(code="recommend.load_source", args={"source": sh.output_source}),
        "queue": Msg(code="recommend.load_queue", args={"pooled": pooled_fleet(r.w)}),
        "cache": _cache_words(r)})


def _cache_words(r: Run) -> Msg:
    """Which prefix-cache assumption priced the pick (tools.load): the chat's history served from the cache (the
    share, the tokens prefilled, the sources), or every prompt in full, and why (stated, the engine, a stated
    prompt length)."""
    sh, w = r.search.shape, r.w
    if sh.cached and w.prompt_new_tokens:  # the new share read from the message (tools.chat_prefix)
        return Msg(code="recommend.cache.read", args={
            "share": sh.cached_share, "new": sh.prefilled, "framework": ENGINE_NAMES.get(w.framework, w.framework)})
    if sh.cached:
        return Msg(code="recommend.cache.chat", args={
            "share": sh.cached_share, "new": sh.prefilled, "framework": ENGINE_NAMES.get(w.framework, w.framework),
            "max": MAX_CACHED_SHARE,
            "max_rest": 1 - MAX_CACHED_SHARE})
    why = ("stated" if w.prefix_cache is False else "engine" if w.framework not in PREFIX_REUSING_ENGINES
           else "prompt")
    return Msg(code="recommend.cache.none", args={"why": why, "framework": ENGINE_NAMES.get(w.framework, w.framework)})


def floor_words(s: Search) -> Msg | None:
    """The per-user speed floor said with where it comes from, for every message that cites it: the user's own
    ("your 30 tokens/s per user"), or our unstated interactive default (tools/offers.py INTERACTIVE_TOKENS_PER_S,
    else MIN_STREAM_TOKENS_PER_S when no listed plan reached it) said as a default with the words that change it.
    A plan rejected or refused by the 20 tokens/s default once read as if the user had asked for
    it. The example figure is MIN_STREAM_TOKENS_PER_S (half the default) under the default, half the relaxed
    floor under the relaxed one. None when no floor applies (a stated card answered at the speed it gives)."""
    stated = per_user_target(s.w)
    if stated:
        asked = voice_asked(s.w)  # a voice agent sized at what speech needs, not at the figure asked
        origin = "voice" if asked else "voice_assumed" if voice_assumed(s.w) else "stated"
        return Msg(code="recommend.floor_words", args={"origin": origin, "floor": stated,
                                                       "asked": asked})
    if not s.stream_floor:
        return None
    return default_floor_words(s.relaxed_floor, minimum_asked(s.w), s.usable_floor)


def default_floor_words(relaxed: bool = False, minimum: bool = False, usable: bool = False) -> Msg:
    """Our unstated per-user floor (INTERACTIVE_TOKENS_PER_S, or MIN_STREAM_TOKENS_PER_S when relaxed, or
    USABLE_TOKENS_PER_S where the default was priced out past a usable plan: Search.usable_floor), said as a
    default with the words that change it (`floor_words`): a margin line against 13 tokens/s called it "the 10 we
    relaxed to as no plan reached 20" (GCP Taiwan, Qwen2.5-14B AWQ on 2 × L4)."""
    usable = usable and relaxed and not minimum
    floor = USABLE_TOKENS_PER_S if usable else MIN_STREAM_TOKENS_PER_S if relaxed else INTERACTIVE_TOKENS_PER_S
    origin = "usable" if usable else "minimum" if relaxed and minimum else "relaxed" if relaxed else "default"
    return Msg(code="recommend.floor_words", args={"origin": origin, "floor": floor, "premium": PLACE_USABLE_PREMIUM,
                                                   "default": INTERACTIVE_TOKENS_PER_S, "lower": floor / 2})


def floor_reason(s: Search) -> Msg:
    """Why offers were left out for speed, with the floor's origin (`floor_words`); a stated total throughput or
    a search with no floor keeps the general reason (tools/offers.py REASONS["throughput"]). A batch or a sized
    training job has no per-user floor: its "throughput" refusals are cards with no TFLOPS figure to time the job
    (tools.offers.size_batch / size_training), said so (a 300M-item batch read "cannot decode the per-user floor")."""
    if s.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING):
        return Msg(code="offers.no_figures_to_time_the_job")
    said = floor_words(s)
    if said is None or aggregate_target(s.w):
        return REASONS["throughput"]
    return Msg(code="recommend.reason_floor", args={"floor": said})


def _stream_note(r: Run, ttft_checked: bool) -> Msg:
    """The serving floor stated as an assumption; the first-token limit is claimed only where it was computed
    (a card with no TFLOPS figure has no prefill rate: the limit is then said to be unchecked)."""
    floor, stated_floor = r.search.stream_floor, per_user_target(r.w)
    ttft = ttft_limit_s(r.w)
    if r.search.any_speed:
        return Msg(code="recommend.stream_note_stated_card", args={
            "min": MIN_STREAM_TOKENS_PER_S, "default": INTERACTIVE_TOKENS_PER_S, "ttft": ttft, "seq_len": r.w.seq_len})
    floor_was = Msg(code="recommend.stream_floor", args={  # the floor's origin and how to change it (floor_words)
        "floor": ("voice_assumed" if voice_assumed(r.w) else "stated") if stated_floor else ("minimum" if minimum_asked(r.w) else
                                                "priced_usable" if r.search.usable_floor else
                                                "priced_out" if r.floor_priced_out else "relaxed")
        if r.search.relaxed_floor else "default", "default": INTERACTIVE_TOKENS_PER_S, "premium": PLACE_USABLE_PREMIUM,
        "lower": MIN_STREAM_TOKENS_PER_S / 2 if r.search.relaxed_floor else MIN_STREAM_TOKENS_PER_S})
    if r.floor_priced_out and not r.w.regions:  # one reader's default floor priced out (tools.small_load_floor)
        floor_was = Msg(code="small_load_floor.stream_floor", args={"default": INTERACTIVE_TOKENS_PER_S})
    if not ttft_checked:
        g = r.top.gpu.name if r.top else Msg(code="recommend.the_pick")
        return Msg(code="recommend.stream_note_unchecked", args={
            "floor": floor, "stated": floor_was, "ttft": ttft, "seq_len": r.w.seq_len, "gpu": g})
    ttft_was = Msg(code="recommend.ttft_was", args={"ttft": "stated" if r.w.target_ttft_ms else "default"})
    return Msg(code="recommend.stream_note", args={"floor": floor, "stated": floor_was, "ttft": ttft, "seq_len": r.w.seq_len,
                                                   "ttft_was": ttft_was})


def filter_offers(r: Run) -> None:
    """The kind's candidate filter, the time-to-first-token limit (serving), then the budget."""
    s = r.search
    r.offers, r.deadline_met = r.policy.candidates(r.offers, s.rejected)
    r.offers = _stated_count(r, r.offers)
    if r.w.max_nodes:  # "must stay on one node": a plan over more machines is left out, with its reason
        for o in r.offers:
            if o.instances > r.w.max_nodes:
                s.rejected.add("nodes", o.row)
        r.offers = [o for o in r.offers if o.instances <= r.w.max_nodes]
    if r.kind is WorkKind.SERVING:
        r.offers = _answer_time_met(r, _verified_at_load(r, _ttft_ok(r, r.offers)))
    if r.budget is None:
        return
    owned = [o for o in r.offers if owned_within_budget(r, o)]
    r.offers, r.over_budget = _within(r.offers, r.budget, r.currency, r.opts)
    r.offers = owned + [o for o in r.offers if o not in owned]
    r.over_budget = [o for o in r.over_budget if o not in owned]
    if not r.offers and r.kind is WorkKind.SIZED_TRAINING and r.w.deadline_hours is None and r.over_budget:
        # the 30-day deadline was ours, the budget the user's: drop ours and say how long it takes
        s2 = _new_search(r, r.w, None, r.opts.headroom)
        r.offers, _ = _within(search(s2, r.priced, r.regions), r.budget, r.currency, r.opts)
        if r.offers:
            r.deadline, r.deadline_met = None, True
            r.notes.append(Msg(code="recommend.no_deadline_was_stated", args={"target_train_days": TARGET_TRAIN_DAYS}))
    for o in r.over_budget:
        s.rejected.add("budget", o.row)


def owned_within_budget(r: Run, o: Offer) -> bool:
    """A plan on the cards the user already owns (on_owned) is never held to a rental budget: what they cost a month
    is their power (tools.power), so a budget said beside them ("公司旧服务器4张T4 … 不行的话租什么，预算一个月3000")
    prices the rental that replaces them only. A one-off budget for a box to buy (`buy_server`) is not one of these."""
    return bool(r.w.owned_gpus) and not r.w.buy_server and on_owned(r, o)


def _stated_count(r: Run, offers: list[Offer]) -> list[Offer]:
    """Serving or a batch on a stated GPU count: the machines that total exactly that count, when any hold the work
    ("can 4 × 4090 run it?" is answered on four, not on the two that also fit); the cheapest plan on fewer GPUs is
    kept to be named beside the pick. "4 cards: not possible" while 4 × 4090 holds it with room."""
    exact = _exact_count(r, offers)
    if exact is not offers:
        r.fewer = min((o for o in offers if o.total_gpus < (r.w.num_gpus or 0)), key=objective_key, default=None)
    return exact


def _exact_count(r: Run, offers: list[Offer]) -> list[Offer]:
    """The offers on exactly the stated GPU count (serving and batches), when any; else all of them. The tiers read
    it too, so a "minimum" or "safe" plan never drops the count the answer keeps."""
    n = r.w.num_gpus
    if "num_gpus" not in r.opts.stated or not n or r.kind not in (WorkKind.SERVING, WorkKind.BATCH):
        return offers
    exact = [o for o in offers if o.total_gpus == n]
    return exact or offers


def _ttft_ok(r: Run, offers: list[Offer]) -> list[Offer]:
    """Serving offers whose first token arrives within the stated limit (else the 2 s default). A stated
    limit is a hard filter (refused openly when nothing meets it); the default keeps every offer when
    none meets it, and the answer says so."""
    limit = ttft_limit_s(r.w)
    met = [o for o in offers if o.ttft_s is not None and o.ttft_s <= limit]
    unknown = [o for o in offers if o.ttft_s is None]  # no TFLOPS figure: the first token cannot be computed
    ok = met if met and r.w.target_ttft_ms else met + unknown  # a stated limit prefers plans verified to meet it
    timed = [o.ttft_s for o in offers if o.ttft_s is not None]
    if not met and r.w.target_ttft_ms and timed:
        # a stated limit nothing meets: the plans that come closest (the quickest first token, within TIE) lead, not
        # a card whose first token has no figure, nor the cheapest of all beside a ❌ (2 s on 100k-token prompts led
        # with 8 × RTX 4000 Ada at $2.24/h, with no TFLOPS figure, while an MI355X came closest at 175 tok/s a user)
        ok = [o for o in offers if o.ttft_s is not None and o.ttft_s <= min(timed) * (1 + TIE)]
    if len(ok) == len(offers):
        return offers
    if not met and not r.w.target_ttft_ms:
        r.ttft_missed = True
        return offers
    kept = {id(o) for o in ok}  # by identity: `o not in ok` compared whole offers pairwise (quadratic)
    for o in offers:
        if id(o) not in kept:
            r.search.rejected.add("ttft_unchecked" if o.ttft_s is None else "ttft", o.row)
            if o.ttft_s is not None and (r.ttft_fastest is None or o.ttft_s < (r.ttft_fastest.ttft_s or 0.0)):
                r.ttft_fastest = o
    if not met:
        r.ttft_missed = True
    return ok


def _answer_time_met(r: Run, offers: list[Offer]) -> list[Offer]:
    """A stated time to a whole reply or agent step shorter than the first-token limit, so no per-user floor encodes it
    (answer_floor is None): the plans whose own figures meet it (tools.answer_time.reply_time: first token at the
    stated load, then the reply at the plan's per-user speed) are the ones ranked, as a floor keeps only the plans at
    its speed; when none meets it every plan stays and the answer says the closest (_answer_time_refused). A 3 s agent
    step led with 3 × MI300X at 4.8 s a step while 8 × MI300X answered it in ≈ 2 s."""
    w = r.w
    if not w.target_answer_s or answer_floor(w) is not None:
        return offers
    out = request_shape(w).output
    met = [o for o in offers if (t := reply_time(o.ttft_s, o.per_user_tps, out, w.target_answer_s)) is not None and t.met]
    return met or offers


def _verified_at_load(r: Run, offers: list[Offer]) -> list[Offer]:
    """Serving offers whose per-user speed and first token were computed at the stated load (tools.load); a card
    without a bandwidth or TFLOPS figure is kept only when no offer could be checked (its idle or unknown figures
    would otherwise beat every checked plan: such a card was once a lever's landing)."""
    known = [o for o in offers if o.load is not None]
    if not known or len(known) == len(offers):
        return offers
    kept = [o for o in offers if o.load is not None or _unchecked_far_cheaper(r, o, known)]
    ids = {id(o) for o in kept}  # by identity: whole offers compared pairwise is quadratic
    for o in offers:
        if id(o) not in ids:
            r.search.rejected.add("load_unchecked", o.row)
    return kept


def _unchecked_far_cheaper(r: Run, o: Offer, known: list[Offer]) -> bool:
    """Does a card whose first token cannot be timed (no TFLOPS figure: AWS's A10G) stay ranked beside the checked
    plans? Where no first-token limit is stated, its decode at the stated users is computed from its bandwidth (the
    per-user floor was held on it in sizing), and the cheapest checked plan costs over PLACE_USABLE_PREMIUM (1.5) × it:
    a plan at a fraction of the price is not dropped for a figure only its prefill lacks (its answer says the first
    token is unchecked, speed.no_tflops). By hand, AWS me-central-1, gpt-oss-20b (MXFP4 ≈ 13 GB + 1.5 GB KV) for 5 at
    once: g5.xlarge (1 × A10G 22.35 GiB, 600 GB/s) at $1.234/h ≈ $901 a month against the checked g6.16xlarge
    (1 × L4) at $4.17/h ≈ $3,045: 4.17 > 1.5 × 1.234 = 1.85, so the A10G stays and fits a $1,500 budget. Never at a
    stated request rate: there the prompts' prefill sizes the fleet (tools.prefill_service), and a card it cannot time
    was once ranked first at 33 × A10G for 20,000 labels a second (≈ 51 PFLOP/s of prefill, hundreds of cards). Nor
    with no prefix cache (every prompt fresh: the worst case beside a long chat), which prefill sizes too."""
    if r.w.target_ttft_ms or r.w.target_answer_s or r.w.target_requests_per_s or r.w.prefix_cache is False \
            or o.speed is None or not o.speed.decode_aggregate_expected:
        return False
    cheapest = min(k.work_cost for k in known)
    return cheapest > PLACE_USABLE_PREMIUM * o.work_cost


def rank_offers(r: Run) -> None:
    """By the policy's objective (or speed under "fastest"); the weighted score ranks only with user weights."""
    _rank(r)
    if r.top is None:
        return
    r.safe = _safe(r, cheapest_per_shape(r.priced))
    if r.opts.weights is None and r.safe is not None and dominates(r.safe, r.top):
        # the safe plan is no dearer and no slower than the pick: it is the better pick, and one answer
        # must not show a tier that beats its own first row
        r.offers = [o for o in r.offers if not same_plan(o, r.safe)] + [r.safe]
        _rank(r)
    before = r.top
    if not _tight_gives_way(r):
        _pool_room(r)
    _deadline_headroom(r)
    _serving_headroom(r)
    _both_thin(r)
    _mainland_first(r)
    _users_near_first(r)
    if r.top is not None and r.opts.weights is None and r.w.priority != "fastest" and (  # a mainland purchase: CUDA
            pick := cuda_pick(r.top, [o for o, _, _ in rank(  # leads (tools.purchase_lead)
                r.offers, precision=r.w.precision, training=not serves(r.w.task), weights=PRESETS[r.policy.score_preset],
                by_score=False, top_n=None, tie=r.policy.tie, cheaper_hour=False, one_machine=one_machine_tolerance(r))],
                r.w)) is not None:
        rocm = r.top
        if _promote(r, pick):
            r.notes.append(lead_note(rocm, pick))
    _keep_tight_why(r)
    if r.opts.weights is None:  # the rows shown beneath the lead are plans a buyer could rent (tools.ranking.sound_first)
        r.shown = sound_first(r.shown, lambda e: may_not_start(pool_thin(e[0], r.w), pool_tight(r, e[0]),
                                                                pcie_group(e[0])))
    if r.top is not before:
        # the tiers are judged against the first row the answer prints: a safe tier chosen against the pick before a
        # margin rule replaced it may be cheaper than the final pick ("comfortable 1 × MI300X
        # $2.39/h — the safe plan" beside a 4 × H100 pick at $8.67/h), which one answer must never show
        r.safe = _safe(r, cheapest_per_shape(r.priced))


def _mainland_first(r: Run) -> None:
    """A user in mainland China (`located`: "北京公司", no region, provider or card stated) whose pick is a card the
    export rules keep out of mainland clouds (tools.compat.export_controlled: an MI300X in Canada led for a Beijing
    company): the first plan in rank order of a card rentable there (H20, H800, A800, L20, A100 …) leads instead,
    when one is priced; the controlled plans stay ranked below it, and the export line says why. Unchanged elsewhere."""
    top, w = r.top, r.w
    if top is None or w.regions or w.providers or w.gpu_preference or r.opts.weights is not None or w.buy_server:
        return
    if not any(is_mainland(t) for t in w.located or []) or not compat.export_controlled(top.gpu):
        return
    full = rank(r.offers, precision=w.precision, training=not serves(w.task), weights=PRESETS[r.policy.score_preset],
                by_score=False, top_n=None, tie=r.policy.tie, cheaper_hour=False, one_machine=one_machine_tolerance(r))
    pick = next((o for o, _, _ in full if not compat.export_controlled(o.gpu)), None)
    if pick is not None:
        _promote(r, pick)


def _users_near_first(r: Run) -> None:
    """Serving with the users' place said (users_region: "our users are in Japan") and no place to rent: a row in or
    near them leads a cheaper row elsewhere when it costs at most tools.users_place.USERS_NEAR_BAND more, is no more
    spread out and no tighter on memory (a round trip across an ocean is ~100 ms a message; the saving is inside
    list prices' spread). Not under "fastest" or "cheapest" or user weights (their objective decides), nor on the
    user's own or bought cards."""
    top, w = r.top, r.w
    if top is None or r.opts.weights is not None or not near_users_leads(w, r.kind):
        return
    band = near_band(w.users_region or [])
    ranked = [top] + sorted((o for o in r.offers if o is not top and _spread_ok(o, top, band)
                             and (not pool_tight(r, o) or pool_tight(r, top)) and _floor_kept(r, o, top)),
                            key=lambda o: o.hourly)
    target = w.target_ttft_ms  # a stated first-token target: a row whose round trip takes most of it gives way
    i = users_near_pick([(o.row, o.hourly) for o in ranked], w.users_region or [], r.opts.places, band, target)
    if i is not None and _promote(r, ranked[i]):
        r.users_led = True
        r.users_led_target = target if target and far_for_target(top.row, w.users_region or [], target,
                                                                  r.opts.places) else None


def _floor_kept(r: Run, o: Offer, top: Offer) -> bool:
    """May `o` lead `top` on a place rule as far as the per-user floor goes: where the floor is judged at the sized
    context (tools.offers.at_full_context) and `top` holds it there, `o` must hold it there too — a near A100 at 32.4
    tok/s with every stream at 4,096 tokens never leads an MI300X at 71.3 against a stated 50; a `top` promoted for
    its margin (ServingThin.promoted) gives way only to a near row that keeps the margin too (not an H100 at 51.5)."""
    floor, s = r.search.stream_floor, r.search
    if not floor or not serves(r.w.task) or not at_full_context(s):
        return True
    t = r.thin_serving
    if t is not None and t.promoted and t.safe is top:  # led for its margin: a near row keeps the margin too
        return serving_margin(r, o)[1]
    at_top = per_user_at_context(s, top)
    if at_top is None or at_top < floor:
        return True
    mine = per_user_at_context(s, o)
    return mine is not None and mine >= floor


def _spread_ok(o: Offer, top: Offer, band: float | None) -> bool:
    """A near row may lead only if it is no more spread out than the first row; under no price limit (users in
    mainland China, tools.users_place.near_band) replicas on separate machines are fine (a load balancer spreads
    users over them), PCIe sharding of one copy still no wider than the first row's or two cards."""
    if band is not None:
        return spread(o) <= spread(top)
    return spread(o)[1] <= max(spread(top)[1], 2)


def users_where(r: Run) -> Msg | None:
    """The answer's where-to-rent sentence for the users' place (tools.users_place.where_line): the first row, then
    every other plan by its hourly price, so the nearest one is found beyond the rows shown."""
    top, w = r.top, r.w
    if top is None or not w.users_region or w.regions or w.owned_gpus or w.buy_server:
        return None
    plans = [top, *sorted((o for o in r.offers if o is not top), key=lambda o: o.hourly)]
    band = near_band(w.users_region or [])
    return where_line([(o.row, o.hourly) for o in plans], w.users_region, r.opts.places,
                      serving=r.kind is WorkKind.SERVING, cur=r.currency, led=r.users_led,
                      machines=[o.instances for o in plans], read_batch=read_as_batch(w),
                      held=[None if o is top else _near_held(r, o, top, band) for o in plans],
                      led_target=r.users_led_target)


def _near_held(r: Run, o: Offer, top: Offer, band: float | None) -> str | None:
    """Why `o` may not lead `top` for being near the users (_users_near_first's rule), as where_line words it:
    "spread" (more cards or machines than the first row), "pool" (tighter on memory), "floor" (misses the speed
    floor the first row holds at full context); None where it may."""
    if not _spread_ok(o, top, band):
        return "spread"
    if pool_tight(r, o) and not pool_tight(r, top):
        return "pool"
    return None if _floor_kept(r, o, top) else "floor"


def pool_thin(o: Offer, w: Resolved) -> bool:
    """Under tools.fit.thin_floor of a pre-allocating engine's pool spare (POOL_THIN, at least 1 GiB): inside the memory
    estimate's own error and vLLM's CUDA-graph capture."""
    if o.plan is None:
        return False
    f = fit_of(o.plan.per_gpu, o.gpu, w, 1.0)
    return f.rule == "pool" and f.thin_margin


def _pool_room(r: Run) -> None:
    """A pick with under 5 % of its memory pool spare loses its tie to a plan with room that costs at most the tie
    band more and is no more spread (4 × RTX A5000 with 1 GB of a 23 GB pool spare ranked first for a
    20-user service). A serving pick the headline calls tight (over TIGHT_POOL_SHARE of its pool: `tight_pool`) gives
    way to a plan not tight, no more spread and no slower per user up to `one_machine_tolerance` dearer: the policy
    table's "memory alone: the margin plan up to 15 % dearer" (a 93 % fit rented while the same
    headline named the roomy plan; that plan was 2 × the price, so the tight one stays and the headline says why).
    Not under user weights, nor when the user named the card or count (their hardware)."""
    top = r.top
    if top is None or r.opts.weights is not None or r.w.gpu_preference or r.w.num_gpus:
        return
    band = r.policy.tie if pool_thin(top, r.w) else 0.0
    if r.kind is WorkKind.SERVING and pool_tight(r, top):
        band = max(band, one_machine_tolerance(r))
    if band <= 0:
        return
    base = objective(top)
    roomy = [o for o in r.offers if o is not top and not pool_thin(o, r.w) and spread(o) <= spread(top)
             and objective(o) <= base * (1 + band) and (not pool_tight(r, top) or roomier(r, o, top))]
    if roomy:
        _promote(r, min(roomy, key=objective_key))




def _tight_gives_way(r: Run) -> bool:
    """A rented serving pick fuller than TIGHT_POOL_SHARE of its pool gives way to the roomy plan `_tight_verdict`
    names. The tight plan is kept as `r.tight_lever`; a tight pick that stays is recorded with why in `r.tight_kept`,
    the reason the headline says (tight_kept_why), so the words and the rule never disagree."""
    r.tight_kept = None
    top = r.top
    if top is None or tight_pool(r, top) is None:
        return False
    why, pick = _tight_verdict(r, top)
    if pick is not None and _promote(r, pick):
        r.tight_lever = top
        return True
    r.tight_kept = (top, why)
    return False


def _tight_verdict(r: Run, top: Offer) -> tuple[str | None, Offer | None]:
    """Does the tight serving pick `top` (`tight_pool`) give way? (None, the roomy plan) when it does: the plan not
    tight, holding the per-user floor with every stream at the sized context, that the answer's own ranking puts first
    (no PCIe TP over 4+ cards unless nothing else, then one machine) among those within TIGHT_GIVES_WAY of its price —
    at any price when the pick has under POOL_THIN (5 %) of its pool spare, inside the memory estimate's own error (it
    may not start at the full context); under "fastest" only to one no slower per user (within the 5 % tie), unless the
    pick has under POOL_THIN spare: a plan that may not start at its load is no speed at all, so the fastest plan not
    tight leads ("money is no object" led with 10 × 4 × B200 at 171.8 of 172.4 GB per GPU, the roomy 8 × B200 only
    named). (why, None) when it stays, in the headline's terms (TIGHT_WHY_EN): "cheapest" (the user's objective;
    "cheapest reliable" is a headroom floor, the tight plan named as the cheaper risk), "stated" (their card or count:
    their hardware), "weights" (their ranking), "none" (no listed plan has room), "targets" (none with room within the
    price cap keeps every stated target), "fastest" (none of those is as fast per user); why None when `_both_thin`
    decides (thin on speed too) or the roomy plan is not among the ranked rows.
    By hand, Qwen2.5-32B BF16 for 200 users on 2 × MI300X at 95 % of its pool with the MI300X named: "stated"."""
    if r.w.priority == "cheapest" and not r.w.reliable:
        return "cheapest", None
    if r.w.gpu_preference or r.w.num_gpus:
        return "stated", None
    if r.opts.weights is not None:
        return "weights", None
    if r.search.stream_floor and r.opts.explore and _both_thin_plan(r, top) is not None:
        return None, None  # thin on speed too, with a comfortable plan within 30 %: `_both_thin` decides, says both margins
    thin = pool_thin(top, r.w)  # under 5 % spare the pick may not run at all
    fast, floor = r.w.priority == "fastest" and not thin, r.search.stream_floor
    # at any price only when the pick may not start (`start_thin`) or money is no object; a pool short only of some
    # streams' KV queues them, so the cheap plan leads beyond TIGHT_GIVES_WAY with the margin it gives up said
    cap = math.inf if thin and (r.w.priority == "fastest" or _start_thin(r, top)) else TIGHT_GIVES_WAY
    room = [o for o in r.offers if o is not top and not pool_tight(r, o)]
    if not room:
        return "none", None
    held = [o for o in room if o.work_cost <= top.work_cost * cap and (not floor or _holds_floor_as_well(r, o, top, floor))]
    roomy = [o for o in held if not fast or (o.per_user_tps or 0.0) >= (top.per_user_tps or 0.0) * (1 - TIE)]
    if not roomy:
        return ("fastest" if held else "targets"), None
    simple = avoid_wide_pcie(roomy)
    return None, prefer_one_machine(order(simple, tie=r.policy.tie), ONE_MACHINE_TOLERANCE)[0]


def _keep_tight_why(r: Run) -> None:
    """A tight pick another rule put first after `_tight_gives_way` ran (a speed margin, a mainland or CUDA lead) is
    recorded with `_tight_verdict`'s reason too, so its headline says the rule's own reason or none."""
    top = r.top
    if top is None or tight_pool(r, top) is None or (r.tight_kept is not None and r.tight_kept[0] is top):
        return
    r.tight_kept = (top, _tight_verdict(r, top)[0])


def _holds_floor_as_well(r: Run, o: Offer, top: Offer, floor: float) -> bool:
    """A roomy plan `o` keeps the per-user floor with every stream at the sized context, or decodes there no slower than
    the tight `top` (which itself misses the floor there): it asks no more of the roomy plan than the pick gives.
    By hand, Qwen2.5-32B BF16 for 200 users at >= 25 tok/s on vLLM: 2 x MI300X (2 replicas of 100) fills 95 % of its pool
    and gives 15.1 tok/s at the full 4,096-token context; 4 x MI300X (4 replicas of 50) at 2.0x its price has room and
    23.6 tok/s there: below 25, but faster than the pick it replaces, so it leads (it was kept out while the
    headline named it as the plan with room). An unknown speed is no evidence: a roomy plan whose speed there is
    unknown holds nothing, and one below the floor is "no slower" only than a pick whose speed there is known."""
    at = per_user_at_context(r.search, o)
    if at is None:
        return False
    if at >= floor:
        return True
    pick = per_user_at_context(r.search, top)
    return pick is not None and at >= pick * (1 - TIE)


def _start_thin(r: Run, top: Offer) -> bool:
    """The pick has under POOL_THIN spare even with one stream's KV cache in place of all of them (Fit.start_thin):
    it may not start at all, not merely queue some streams."""
    return top.plan is not None and fit_of(top.plan.per_gpu, top.gpu, r.w, 1.0).start_thin


def tight_lever_line(r: Run) -> list[Msg]:
    """The line beside a roomy pick `_tight_gives_way` promoted: the tight plan, its pool share and price."""
    t = r.tight_lever
    if t is None or t.plan is None:
        return []
    f = fit_of(t.plan.per_gpu, t.gpu, r.w, 1.0)
    base = r.top.hourly if r.top is not None else 0.0
    # under "fastest" the tight plan given way may be the dearer, faster one: its price is said as a multiple
    more = t.hourly / base if base and t.hourly > base else None
    return [Msg(code="recommend.tight_lever", args={
        "thin_machine": plan_machines(t), "money": _money(t.hourly, r.currency), "share": f.need / f.budget,
        "tps": t.per_user_tps, "less": 1 - t.hourly / base if base else 0.0, "more": more})]


def roomier(r: Run, o: Offer, top: Offer) -> bool:
    """`o` is not tight on memory (`pool_tight`) and decodes no slower per user than the tight `top`."""
    return not pool_tight(r, o) and (o.per_user_tps or 0.0) >= (top.per_user_tps or 0.0) * (1 - 1e-3)


# A stated deadline met by less than the speed model's own error (tools.kinds.SPEED_MODEL_ERROR, the held-out error on
# training tokens/s, docs/ENGINE.md) is met only if the estimate is not optimistic: the plan that meets it with that
# margin comes first when it costs at most ONE_MACHINE_TOLERANCE more, else it is named beside the pick
# (a 4090 at 5.5 h of a 6 h deadline, with an RTX PRO 6000 at 1.9 h for 5 % more not shown).
DEADLINE_ERROR = SPEED_MODEL_ERROR


def meets_with_headroom(o: Offer, deadline_hours: float) -> bool:
    """Does the job finish by the deadline even if it runs DEADLINE_ERROR longer than estimated (start-up included)?"""
    return bool(o.train_hours) and wall_hours(o.train_hours or 0) * (1 + DEADLINE_ERROR) <= deadline_hours


def _deadline_headroom(r: Run) -> None:
    """A sized job whose stated deadline the pick meets with a thin margin: find the cheapest plan that meets it with
    DEADLINE_ERROR to spare, keep both for the line beside the pick, and promote it — for training (LoRA, QLoRA, full,
    pretraining) when it costs at most `deadline_margin_tolerance` more, as a batch's sizer already adds the machines
    that give it the margin (tools/offers.py batch_machines); for a batch, within ONE_MACHINE_TOLERANCE."""
    top, d = r.top, r.asked.deadline_hours
    if (top is None or d is None or not top.train_hours or r.kind not in (WorkKind.SIZED_TRAINING, WorkKind.BATCH)
            or not top.meets_deadline or meets_with_headroom(top, d)):
        return
    safe = [o for o in r.offers if o.meets_deadline and meets_with_headroom(o, d)]
    pick = min(safe, key=objective_key) if safe else None
    r.thin = (top, pick, False)
    tol = deadline_margin_tolerance(r)
    if pick is None or tol <= 0 or pick.work_cost > top.work_cost * (1 + tol):
        return
    r.thin = (top, pick, _promote(r, pick))


def deadline_margin_tolerance(r: Run) -> float:
    """How much more a plan that meets the user's deadline with the speed model's error to spare may cost and still
    come first. Training: DEADLINE_ERROR (27 %) under any objective but user weights: a job that runs 27 % long (the
    error the thin plan is inside) costs about that much more anyway, and misses the deadline; a stated deadline is the
    user's, so "cheapest" does not waive it (2.7 h of a 3 h deadline kept first while a plan
    with the margin cost 20 % more). A batch: ONE_MACHINE_TOLERANCE under the default objective (its sizer already
    adds machines for the margin at ≈ the same cost, `batch_machines`); under "cheapest" still the price tie (TIE, 5 %):
    inside the tie, time to spare decides (a batch finishing at 6.6 h of 8 h kept first over one
    finishing in 2.7 h for 1.6 % more)."""
    if r.kind is WorkKind.SIZED_TRAINING:
        return 0.0 if r.opts.weights is not None else DEADLINE_ERROR
    return max(one_machine_tolerance(r), 0.0 if r.opts.weights is not None or r.w.priority == "fastest" else TIE)


# The at-load serving model's own held-out error (docs/ENGINE.md "Serving at load", n = 11: per-user tokens/s 37.1 %
# median |error|, first token 60.1 %): a per-user floor or a stated first-token limit met by less than this is met
# only if the estimate is not optimistic (review: 1.9 s against a stated 2 s, 23 and 32 tok/s against 20 and 30).
PER_USER_ERROR = 0.371
TTFT_ERROR = 0.601
MARGIN_CANDIDATES = 40  # the cheapest plans re-checked at the sized context before saying none keeps the margin
# A plan that keeps the margin at more than this multiple of the pick's price is named as a cost, not as a plan:
# an expert tests the thin pick at load before paying twice as much for the estimate's error (30 × 8 × B200
# at 84× an 8 × MI300X that meets 144 tok/s per user by 1 %).
MARGIN_NAME_RATIO = 2.0


def serving_margin(r: Run, o: Offer, s: Search | None = None) -> tuple[float | None, bool]:
    """(per-user tokens/s at the context the memory is sized for, whether the floor and a stated first-token limit
    hold with the model's error to spare). The floor is the stated per-user target, else the interactive default."""
    s = s or r.search
    floor = r.search.stream_floor
    limit = ttft_limit_s(r.w) if r.w.target_ttft_ms else None
    tps = per_user_at_context(s, o) if floor else o.per_user_tps
    late = limit is not None and (o.ttft_s is None or o.ttft_s * (1 + TTFT_ERROR) > limit)
    slow = thin_per_user(tps, floor, PER_USER_ERROR)
    return tps, not late and not slow


def _margin_workload(r: Run) -> Resolved:
    """The workload whose plans keep the margin: the per-user floor and a stated first-token limit tightened by the
    at-load model's error, so the sizer adds replicas or widens TP until they hold (not only re-ranks the same
    plans: each listed plan is the cheapest layout that just meets the floor)."""
    up: dict[str, Any] = {"target_tokens_per_s_per_user": r.search.stream_floor * (1 + PER_USER_ERROR)}
    if r.w.target_ttft_ms:
        up["target_ttft_ms"] = r.w.target_ttft_ms / (1 + TTFT_ERROR)
    return r.w.model_copy(update=up)


def _serving_headroom(r: Run) -> None:
    """A serving pick inside the at-load model's error of its floor or limit (1.9 s against a stated 2 s, 23 tok/s
    against 20): the cheapest plan that keeps the margin, sized by re-running the search at the tightened targets,
    comes first when it costs at most ONE_MACHINE_TOLERANCE more (as a thin deadline does), else it is named beside
    the pick; the per-user floor is judged at the context the KV cache is sized for (tools.offers.at_full_context)."""
    top = r.top
    if (top is None or r.kind is not WorkKind.SERVING or top.per_user_tps is None or r.search.any_speed
            or not r.search.stream_floor or not r.opts.explore):
        return
    top_tps, ok = serving_margin(r, top)
    if ok:
        return
    w_m = _margin_workload(r)
    s = _new_search(r, w_m, r.deadline, r.opts.headroom, *_floors(r))
    found = _verified_at_load(r, search(s, cheapest_per_shape(r.priced)))
    if r.budget is not None:
        found, _ = _within(found, r.budget, r.currency, r.opts)
    if not pool_tight(r, top):  # a speed margin never buys back a memory one (a roomy pick over a tight one)
        found = [o for o in found if not pool_tight(r, o)]
    pick, pick_tps = _margin_pick(r, s, found)
    tol = margin_tolerance(r, top, pick)
    # the margin never buys a more spread plan than the pick (two aarch64 GH200 machines promoted over
    # a 5 %-cheaper single 2 × H100 machine whose 26 tok/s met the default 20 only inside the model's error)
    # a pick below the floor at the context its memory is reserved for does not lead at any price gap
    # (4 × A40 over PCIe at 13.8 tok/s against the 20 tok/s floor led a 34 tok/s MI300X at +36 %)
    below = top_tps is not None and top_tps < r.search.stream_floor
    if below and tol > 0 and (pick is None or pick.work_cost > top.work_cost * (1 + tol)) \
            and _below_floor_lead(r, top, top_tps, pick, pick_tps, tol):
        return
    promoted = (pick is not None and tol > 0 and (below or margin_plan_leads(top.work_cost, pick.work_cost, tol))
                and spread(pick) <= spread(top))
    if promoted and pick is not None:
        # the same machine at the same price laid out for the margin replaces its thinner layout (one row per machine)
        same = _row_key(pick)
        r.offers = [o for o in r.offers if _row_key(o) != same] + [pick]
        promoted = _promote(r, pick)
    r.thin_serving = ServingThin(top, top_tps, pick, pick_tps, promoted)


def _below_floor_lead(r: Run, top: Offer, top_tps: float | None, pick: Offer | None, pick_tps: float | None,
                      tol: float) -> bool:
    """A pick below the per-user floor at the context its memory is reserved for, with the margin plan `pick` past
    `tol` or none listed (within the budget): the cheapest plan holding the floor there leads (`_floor_plan`), the
    margin plan named with its price or said to be missing — unless the pick holds the floor at the typical request and
    that plan costs past tools.ranking.floor_gives_way × its price (`_floor_capped`). True when it decided the lead.
    The floor outranks the CUDA-stack preference: 2 × A800 PCIe at 17.3 tok/s with every stream at 4,096 tokens
    against the 20 tok/s default gives way to 1 × MI300X at 25.0 there for 10.6 % more, inside the floor's cap
    (⌈2 × 20 ÷ 17.3⌉ = 3 cards, 3 ÷ 2 × 1.15 = 1.73×), while no listed plan kept the 37 % margin (27.4 tok/s) within
    a $3,000 month; the headline says the pick runs ROCm and names the CUDA plan that holds the floor."""
    fl = _floor_plan(r, top)
    if _floor_capped(r, top, top_tps, pick, fl):
        # holds the floor at the typical request, and the plan holding it at full context costs over
        # FLOOR_GIVES_WAY × as much: the cheap plan leads, that plan named with its price (8 × H100 at 22× 4 × L4)
        hold, hold_tps = fl if fl is not None and (pick is None or fl[0].work_cost < pick.work_cost) else (pick, pick_tps)
        if hold is not None and not _replicas_lead(r, top, top_tps, hold):
            r.thin_serving = ServingThin(top, top_tps, hold, hold_tps, False, capped=True)
        return True
    if fl is not None and (pick is None or fl[0].work_cost * (1 + tol) < pick.work_cost
                           or _cuda_floor_first(r, fl[0], pick)) and _promote(r, fl[0]):
        # the pick misses the floor at its sized context: the cheapest plan that holds it there leads, and the plan
        # with the model's error to spare on top is named with its price, not rented at any price gap
        # (4 × H100 at $8.67/h rented for the margin while 2 × MI300X held 30 tok/s at $4.78/h), or said missing
        r.thin_serving = ServingThin(top, top_tps, pick, pick_tps, False, floor=fl[0], floor_tps=fl[1])
        return True
    return False


def _cuda_floor_first(r: Run, floor_plan: Offer, pick: Offer) -> bool:
    """The margin plan runs ROCm and the cheapest plan holding the floor at full context runs CUDA: with no AMD said
    (rocm_named), the ROCm plan leads only when it saves more than tools.ranking.STACK_PREFERENCE, so the CUDA plan
    leads and the ROCm one is named with its margin. Llama-3.1-8B for 40 users at a stated 50 tok/s each: 1 × H100 SXM
    at $2.17/h holds it at the full 4,096-token context; 1 × MI300X at $2.39/h (10 % dearer) keeps the model's error to
    spare — the H100 leads, the MI300X beside it."""
    return (pick.gpu.vendor == "AMD" and floor_plan.gpu.vendor != "AMD" and not r.w.rocm_named
            and not rocm_leads(True, True, pick.work_cost, floor_plan.work_cost))


def _floor_capped(r: Run, top: Offer, top_tps: float | None, pick: Offer | None, fl: tuple[Offer, float] | None) -> bool:
    """Does a pick that holds the per-user floor at the typical request (its at-load figure) but not at the full sized
    context (`top_tps` there) keep the lead, because the cheapest plan holding the floor there (`_floor_plan`, else the
    margin plan `pick`) costs over tools.ranking.floor_gives_way × as much (FLOOR_GIVES_WAY, less for a narrow miss)?"""
    if top.per_user_tps is None or top.per_user_tps < r.search.stream_floor:
        return False
    hold = fl[0] if fl is not None and (pick is None or fl[0].work_cost < pick.work_cost) else pick
    if hold is None:  # no listed plan holds the floor at full context: no price to cap
        return False
    # within TIE of the cap is a tie, as every price comparison here (2 × A800's $2.16 against an H100's $2.17)
    return hold.work_cost > top.work_cost * floor_gives_way(r.search.stream_floor, top_tps, top.total_gpus) * (1 + TIE)


def margin_tolerance(r: Run, top: Offer, pick: Offer | None) -> float:
    """How much dearer the plan that keeps the per-user margin may be and still lead: the per-user margin rule's
    tools.per_user_margin.MARGIN_LEAD_TOLERANCE (25 %), against the user's own target or the interactive default
    alike (3 × L40S at 22.2 tok/s against 20 gave way to 1 × H100 at 33.1 tok/s for 23 % more);
    BOTH_THIN_TOLERANCE (30 %) when the pick is thin on memory too. 0 under "fastest" / "cheapest" or user weights
    (their objective decides)."""
    tol = one_machine_tolerance(r)
    if tol <= 0:
        return tol
    if pool_tight(r, top) and pick is not None and not pool_tight(r, pick):
        return max(tol, BOTH_THIN_TOLERANCE)
    return max(tol, MARGIN_LEAD_TOLERANCE)


def _floor_plan(r: Run, top: Offer) -> tuple[Offer, float] | None:
    """The cheapest listed plan, no more spread than `top`, whose per-user speed holds the floor with every stream at
    the sized context (tools.offers.per_user_at_context) and that meets a stated first-token limit, ranked by the
    answer's own rules (`_margin_pick`'s: no PCIe TP over 4+ cards unless nothing else, then one machine)."""
    floor, limit = r.search.stream_floor, ttft_limit_s(r.w) if r.w.target_ttft_ms else None
    good: dict[int, float] = {}
    for o in sorted(r.offers, key=objective_key)[:MARGIN_CANDIDATES]:
        if o is top or spread(o) > spread(top) or (limit is not None and (o.ttft_s is None or o.ttft_s > limit)):
            continue
        tps = per_user_at_context(r.search, o)
        if tps is not None and tps >= floor:
            good[id(o)] = tps
    ok = [o for o in r.offers if id(o) in good]
    if not ok:
        return None
    simple = avoid_wide_pcie(ok)
    # among plans that all hold the floor the stack decides: a CUDA plan within the stack preference leads a ROCm one
    best = prefer_cuda_on_tie(prefer_one_machine(order(simple, tie=r.policy.tie), ONE_MACHINE_TOLERANCE),
                              _stack_preference(r))[0]
    return best, good[id(best)]


def pool_share(r: Run, o: Offer) -> float | None:
    """The share of its engine's KV pool a serving plan fills per GPU (tools.fit.fit_of); None without a plan."""
    if o.plan is None:
        return None
    f = fit_of(o.plan.per_gpu, o.gpu, r.w, 1.0)
    return f.need / f.budget if f.budget else None


def pool_tight(r: Run, o: Offer) -> bool:
    """Does a serving plan fill more than TIGHT_POOL_SHARE of its engine's KV pool per GPU (tools.fit.fit_of)?"""
    if o.plan is None:
        return False
    f = fit_of(o.plan.per_gpu, o.gpu, r.w, 1.0)
    return f.past_pool_limit


def _both_thin(r: Run) -> None:
    """A serving pick thin on speed (`serving_margin`) and on memory (`pool_tight`) that the speed-margin plan did not
    replace: the cheapest listed plan no more spread out, not tight on memory and no slower per user at the sized
    context comes first when it costs at most BOTH_THIN_TOLERANCE more; the thin plan is named as the cheaper risk
    (p4de.24xlarge, × 1.58 of memory and 25 tok/s, 25 % dearer than p4d.24xlarge at 94 % and 22.4)."""
    t, top = r.thin_serving, r.top
    if (t is None or t.promoted or top is None or t.thin is not top or one_machine_tolerance(r) <= 0
            or not pool_tight(r, top)):
        return
    found = _both_thin_plan(r, top, t.thin_tps)
    if found is None:
        return
    pick, tps = found
    if _promote(r, pick):
        r.both_thin = (top, pick)
        r.thin_serving = ServingThin(top, t.thin_tps, t.safe, t.safe_tps, False, comfy_tps=tps)


def _both_thin_plan(r: Run, top: Offer, speed: float | None = None) -> tuple[Offer, float] | None:
    """The cheapest listed plan no more spread than a `top` thin on speed, not tight on memory, no slower per user at
    the sized context (`speed`, else top's own there) and at most BOTH_THIN_TOLERANCE dearer, with that speed; None
    when `top` keeps its speed margin or no plan qualifies."""
    tps_top, ok = serving_margin(r, top)
    if ok and speed is None:
        return None
    floor = speed if speed is not None else (tps_top or 0.0)
    comfy = [(o, tps) for o in r.offers if o is not top and not pool_tight(r, o) and spread(o) <= spread(top)
             and o.work_cost <= top.work_cost * (1 + BOTH_THIN_TOLERANCE)
             and (tps := serving_margin(r, o)[0]) is not None and tps >= floor]
    return min(comfy, key=lambda ot: objective_key(ot[0])) if comfy else None


def both_thin_line(r: Run) -> list[Msg]:
    """The line beside a pick `_both_thin` promoted: both plans' memory share and per-user speed, and the price gap."""
    if r.both_thin is None or r.thin_serving is None:
        return []
    thin, comfy = r.both_thin
    t = r.thin_serving

    def share(o: Offer) -> float:
        f = fit_of(o.plan.per_gpu, o.gpu, r.w, 1.0) if o.plan is not None else None
        return f.need / f.budget if f is not None and f.budget else 0.0

    return [Msg(code="recommend.both_thin", args={
        "machine": plan_machines(comfy), "thin_machine": plan_machines(thin), "share": share(comfy),
        "thin_share": share(thin), "tps": t.comfy_tps, "thin_tps": t.thin_tps, "floor": r.search.stream_floor or None,
        "err": PER_USER_ERROR, "more": comfy.hourly / thin.hourly - 1 if thin.hourly else 0.0,
        "money": _money(thin.hourly, r.currency)})]


def _margin_pick(r: Run, s: Search, found: list[Offer]) -> tuple[Offer | None, float | None]:
    """The plan that keeps the serving margin, chosen by the answer's own ranking rules (tools.ranking order and
    prefer_one_machine: within the tie band one machine and no PCIe TP over 4+ cards first), not by price alone
    (8 × RTX A4000 with TP 8 over PCIe named as "the plan that keeps the margin")."""
    good: list[Offer] = []
    speeds: dict[int, float | None] = {}
    for o in sorted(found, key=objective_key)[:MARGIN_CANDIDATES]:
        tps, ok = serving_margin(r, o, s)
        if ok:
            good.append(o)
            speeds[id(o)] = tps
    if not good:
        return None, None
    simple = avoid_wide_pcie(good)
    best = prefer_one_machine(order(simple, tie=r.policy.tie), ONE_MACHINE_TOLERANCE)[0]
    return best, speeds[id(best)]


def _replica_words(o: Offer) -> Msg:
    """A serving plan's replicas and their width: two plans on the same machine differ only here."""
    return Msg(code="recommend.margin_layout", args={"replicas": o.replicas, "gpus": o.layout.num_gpus})


def _row_key(o: Offer) -> tuple[str, str, int, int, float]:
    """tools.ranking.distinct's key: one shown row per provider, card, GPU count, machines and price."""
    return (o.row.provider, o.gpu.name, o.total_gpus, o.instances, round(o.hourly, 2))


def _promote(r: Run, pick: Offer) -> bool:
    """Put `pick` first in the shown rows, ranked with its score like the rest; False when it is not among them."""
    tol = one_machine_tolerance(r)
    full = rank(r.offers, precision=r.w.precision, training=not serves(r.w.task), weights=PRESETS[r.policy.score_preset],
                by_score=False, top_n=None, tie=r.policy.tie, cheaper_hour=False, one_machine=tol)
    first = [e for e in full if e[0] is pick]
    if not first:
        return False
    r.shown = (first + [e for e in r.shown if e[0] is not pick and _row_key(e[0]) != _row_key(pick)])[:r.opts.top_n]
    show_rented_layout(r.arch, r.w, pick)
    return True


def serving_margin_line(r: Run) -> list[Msg]:
    """The line beside a serving pick whose margin was thin: the figures against the floor / limit, and the plan
    that keeps the margin (first already, or named with its price), or that none listed does."""
    t = r.thin_serving
    if t is None:
        return []
    if r.both_thin is not None:
        return both_thin_line(r)
    full = at_full_context(r.search)

    stated = bool(r.w.target_ttft_ms)
    args: dict[str, MsgArg] = {
        "tps": t.thin_tps, "ttft": t.thin.ttft_s if stated else None, "floor": r.search.stream_floor or None,
        "limit": ttft_limit_s(r.w) if r.w.target_ttft_ms else None, "ctx": r.w.seq_len if full else None,
        "err": PER_USER_ERROR, "err_ttft": TTFT_ERROR, "thin_machine": f"{t.thin.total_gpus} × {t.thin.gpu.name}",
        "floor_said": floor_words(r.search) if r.search.stream_floor else None,
        "thin_layout": _replica_words(t.thin),
        "pcie_tp": t.thin.layout.tp, "pcie_loss": PCIE_TP_LOSS,
        "pcie_tps": after_unpriced_pcie_loss(r.arch, t.thin, t.thin_tps)}
    if t.floor is not None and t.safe is None:  # the floor plan leads and no listed plan keeps the margin on top
        args.update(floor_machine=plan_machines(t.floor), floor_layout=_replica_words(t.floor), floor_tps=t.floor_tps)
        return [Msg(code="recommend.serving_floor_first_none", args=args)]
    if t.floor is not None and t.safe is not None:
        args.update(floor_machine=plan_machines(t.floor), floor_layout=_replica_words(t.floor), floor_tps=t.floor_tps,
                    floor_money=_money(t.floor.hourly, r.currency), tps_2=t.safe_tps, machine=plan_machines(t.safe),
                    money=_money(t.safe.hourly, r.currency),
                    more=t.safe.hourly / t.floor.hourly - 1 if t.floor.hourly else 0.0)
        return [Msg(code="recommend.serving_floor_first", args=args)]
    if t.safe is None:
        return [Msg(code="recommend.serving_thin_none", args=args)]
    if t.capped:
        args.update(typ_tps=t.thin.per_user_tps, tps_2=t.safe_tps, machine=plan_machines(t.safe),
                    money=_money(t.safe.hourly, r.currency),
                    cap=floor_gives_way(r.search.stream_floor, t.thin_tps, t.thin.total_gpus),
                    ratio=t.safe.work_cost / t.thin.work_cost if t.thin.work_cost else 0.0)
        return [Msg(code="recommend.serving_floor_capped", args=args), *replicas_of_pick(r, t.thin, t.safe)]
    if not t.promoted and t.thin.hourly and t.safe.hourly > t.thin.hourly * MARGIN_NAME_RATIO:
        # 30 × 8 × B200 at 84× the pick is no advice: say what the margin would cost and measure the pick first
        args.update(far_ratio=t.safe.hourly / t.thin.hourly, far_machine=plan_machines(t.safe))
        return [Msg(code="recommend.serving_thin_none", args=args)]
    args.update(tps_2=t.safe_tps, ttft_2=t.safe.ttft_s if stated else None, money=_money(t.safe.hourly, r.currency),
                machine=plan_machines(t.safe),
                layout=_replica_words(t.safe),
                more=t.safe.hourly / t.thin.hourly - 1 if t.thin.hourly else 0.0,
                less=1 - t.thin.hourly / t.safe.hourly if t.safe.hourly else 0.0)
    return [Msg(code="recommend.serving_thin_promoted" if t.promoted else "recommend.serving_thin", args=args)]


def thin_margin_headline(out: Recommendation, r: Run) -> Recommendation:
    """A serving pick that keeps its per-user target (or first-token limit) only inside the speed model's error and
    still leads, because the plan that keeps the margin costs over tools.per_user_margin.MARGIN_LEAD_TOLERANCE more
    (or no listed plan keeps it): the headline says the margin is thin and names that plan with its price, so a
    reader of the headline alone does not take "≈ 45 tokens/s per user" against a stated 40 as safe (the "Thin margin"
    line under a headline that said the target was kept). Only where the answer's first row is that thin plan."""
    t, h = r.thin_serving, out.headline
    if (t is None or t.promoted or t.floor is not None or r.both_thin is not None or h is None
            or not out.candidates or h.find("recommend.headline_thin_margin") is not None
            or h.find("recommend.headline_floor_capped") is not None):
        return out
    c = out.candidates[0]
    if (c.provider, c.instance, c.instances) != (t.thin.row.provider, t.thin.row.instance_type, t.thin.instances):
        return out
    line = serving_margin_line(r)[0]
    if t.capped:  # the floor held at the typical request, missed at full context: that line leads, not beneath
        out.headline = Msg(code="recommend.headline_floor_capped", args={"msg": h, "line": line})
        out.beside_pick = [m for m in out.beside_pick if m.code != "recommend.serving_floor_capped"]
        return out
    args = line.args  # the line's own figures (the PCIe loss included), said in the headline
    keep = ("tps", "ttft", "floor", "limit", "ctx", "err", "err_ttft", "floor_said", "pcie_tp", "pcie_loss", "pcie_tps")
    base: dict[str, MsgArg] = {k: args.get(k) for k in keep}
    base["msg"] = h
    if t.safe is not None and "machine" in args and not args.get("far_ratio"):
        base |= {k: args.get(k) for k in ("machine", "money", "tps_2", "ttft_2", "more")}
    elif args.get("far_ratio"):  # a margin plan many times the price: said as a cost, not a plan
        base |= {k: args.get(k) for k in ("far_ratio", "far_machine")}
    out.headline = Msg(code="recommend.headline_thin_margin", args=base)
    said = ("recommend.serving_thin", "recommend.serving_thin_none")  # the headline says it now: not again beneath
    out.beside_pick = [m for m in out.beside_pick if m.code not in said]
    return out


REPLICAS_TRIED = (2, 3, 4)  # copies of a small pick tried before a bigger card: a load balancer over a few boxes


def split_users(users: int, copies: int) -> int:
    """Users each of `copies` identical replicas holds, split evenly (the last may hold fewer). By hand: 60 over 2 →
    30; 61 over 2 → 31; 40 over 3 → 14."""
    return -(-users // copies)


def _replica_plan(r: Run, thin: Offer, roomy: Offer | None) -> tuple[int, Offer, float, float] | None:
    """`replicas_of_pick`'s plan: the copies, one replica re-sized for its share of the users, its per-user speed at
    the sized context and its pool share; None unless it holds the pool limit and the floor for less than `roomy`."""
    floor, users = r.search.stream_floor, r.w.concurrency
    if roomy is None or not floor or thin.instances != 1 or thin.replicas != 1 or users < 2:
        return None
    row_priced = [p for p in r.priced if p[0] is thin.row]
    for n in REPLICAS_TRIED:
        w_n = r.w.model_copy(update={"concurrency": split_users(users, n)})
        s = _new_search(r, w_n, r.deadline, r.opts.headroom, *_floors(r))
        got = [o for o in search(s, row_priced) if o.instances == 1 and o.plan is not None]
        o = got[0] if got else None
        if o is None or n * o.hourly >= roomy.hourly:
            return None
        f = fit_of(o.plan.per_gpu, o.gpu, w_n, 1.0)  # type: ignore[union-attr]
        tps = per_user_at_context(s, o) if at_full_context(s) else o.per_user_tps
        if f.fits and not f.past_pool_limit and tps is not None and tps >= floor:
            return n, o, tps, f.need / f.budget if f.budget else 0.0
    return None


def replicas_of_pick(r: Run, thin: Offer, roomy: Offer | None) -> list[Msg]:
    """A pick past the serving pool limit or under the per-user floor at full context, and a roomy plan that costs
    much more (an H100 at 3.7× a g6e.xlarge at 96 % of its pool): the same machine N times behind a load balancer,
    each replica re-sized by the search for its share of the users (its memory and its per-user speed at the sized
    context by the same tools), offered when it holds the pool limit and the floor and costs less than the roomy
    plan. By hand: Qwen2.5-14B FP8, 60 users on one L40S fill 96 % of its pool; two L40S boxes at 30 users each hold
    about half the KV cache each (≈ 29 GB of 43 GB, ≈ 70 %), at 2 × the box's price — under the H100's 3.7×."""
    got = _replica_plan(r, thin, roomy)
    if got is None or roomy is None:
        return []
    n, o, tps, pool = got
    return [Msg(code="recommend.serving_replicas_of_pick", args={
        "n": n, "machine": f"{thin.row.provider} {thin.row.instance_type}", "users": split_users(r.w.concurrency, n),
        "pool": pool, "tps": tps, "money": _money(n * o.hourly, r.currency),
        "roomy": _money(roomy.hourly, r.currency), "roomy_machine": plan_machines(roomy),
        "ratio": n * o.hourly / thin.hourly if thin.hourly else float(n)})]


def replicas_offer(n: int, one: Offer) -> Offer:
    """`n` copies of the one-box plan `one` behind a load balancer as one ranked plan: n machines, n replicas, n × its
    hourly price, objective and aggregate tokens/s; each user's speed is the one box's at its share of the users. By
    hand: 2 × g6e.xlarge at 59.55 TWD/h each → 119.10 TWD/h, 21.6 tok/s per user at 30 users a box."""
    return replace(one, instances=n * one.instances, replicas=n * one.replicas, hourly=n * one.hourly,
                   work_cost=n * one.work_cost, rank_value=n * one.rank_value,
                   tokens_per_s=n * one.tokens_per_s if one.tokens_per_s else one.tokens_per_s,
                   load_replicas=n * one.load_replicas if one.load_replicas else 0)


def _replicas_lead(r: Run, top: Offer, top_tps: float | None, hold: Offer) -> bool:
    """A pick under the floor at full context (or past the pool limit) that kept the lead because the plan holding
    the floor costs past tools.ranking.floor_gives_way × as much: when the same box N times behind a load balancer
    holds the pool limit and the floor at full context for less than that plan, those N boxes lead (the cheapest
    plan that holds both limits), and the single box is named beneath as cheaper but past them."""
    got = _replica_plan(r, top, hold)
    if got is None:
        return False
    n, one, tps, pool = got
    lead, before = replicas_offer(n, one), r.offers
    if not _replicas_within_cap(r, top, top_tps, lead):
        return False
    # one row per machine (tools.ranking.varied): the N boxes stand in for the one box, which the line names
    r.offers = [*(o for o in r.offers if o.row is not top.row), lead]
    if not _promote(r, lead):
        r.offers = before
        return False
    r.replicas_lead = Msg(code="recommend.serving_replicas_lead", args={
        "n": n, "machine": plan_machines(lead), "users": split_users(r.w.concurrency, n), "pool": pool, "tps": tps,
        "money": _money(lead.hourly, r.currency), "thin_machine": plan_machines(top),
        "thin_money": _money(top.hourly, r.currency), "thin_tps": top_tps, "floor": r.search.stream_floor,
        "thin_pool": pool_share(r, top), "ctx": r.w.seq_len if at_full_context(r.search) else None})
    return True


def _replicas_within_cap(r: Run, top: Offer, top_tps: float | None, lead: Offer) -> bool:
    """The N boxes obey the cap every plan holding the floor at full context obeys (tools.ranking.floor_gives_way, the
    5 % tie on top; TIGHT_GIVES_WAY when the pick is past the pool limit): Mistral Small on one 8 × L4 box at 19.3
    against 20 tok/s (3.5 % short: ⌈8 × 1.036⌉ = 9 cards, 9 ÷ 8 × 1.15 ≈ 1.29×) keeps the lead over two such boxes at
    2×; one L40S at 96 % of its pool gives way to two at 2× (TIGHT_GIVES_WAY)."""
    floor = r.search.stream_floor or 0.0
    cap = floor_gives_way(floor, top_tps, top.total_gpus) if floor else FLOOR_GIVES_WAY
    if pool_tight(r, top):
        cap = max(cap, TIGHT_GIVES_WAY)
    return lead.work_cost <= top.work_cost * cap * (1 + TIE)


def deadline_margin(r: Run) -> list[Msg]:
    """The line beside a pick whose deadline margin is thin: the margin, and the plan that meets it with headroom
    (first already, or named with its cost), or that no listed plan does."""
    if r.thin is None:
        return []
    thin, safe, promoted = r.thin
    d = r.asked.deadline_hours or 0.0
    took = wall_hours(thin.train_hours or 0)
    args: dict[str, MsgArg] = {
        "took": duration(took), "deadline": duration(d), "spare": duration(max(0.0, d - took)), "error": DEADLINE_ERROR}
    if safe is None:
        return [Msg(code="recommend.deadline_thin_none", args=args)]
    args.update(machine=plan_machines(safe),
                took_2=duration(wall_hours(safe.train_hours or 0)), cost=_money(safe.work_cost, r.currency),
                cost_2=_money(thin.work_cost, r.currency),
                more=safe.work_cost / thin.work_cost - 1 if thin.work_cost else 0.0,
                thin_machine=f"{thin.total_gpus} × {thin.gpu.name}")
    return [Msg(code="recommend.deadline_thin_promoted" if promoted else "recommend.deadline_thin", args=args)]


def _rank(r: Run) -> None:
    w = r.w
    weights = r.opts.weights or PRESETS[r.policy.score_preset]
    offers = r.offers
    if w.priority == "fastest" and r.opts.weights is None:
        offers = _stop_at_knee(r, offers)
    r.shown = rank(offers, precision=w.precision, training=not serves(w.task), weights=weights,
                   by_score=r.opts.weights is not None, top_n=r.opts.top_n, tie=r.policy.tie,
                   cheaper_hour=r.policy.cheaper_hour_on_tie and w.priority != "fastest",
                   one_machine=one_machine_tolerance(r), fewer_faster=fewer_faster_band(r),
                   stack_tie=_stack_preference(r),  # a ROCm row leads only when cheapest by a clear margin
                   one_node_job=w.priority == "fastest" and r.opts.weights is None)
    for o, _, _ in r.shown:
        show_rented_layout(r.arch, w, o)


def _stack_preference(r: Run) -> float:
    """The share of the best CUDA plan's price a ROCm plan must save to lead (tools.ranking.STACK_PREFERENCE): 0 under
    "fastest" and user weights (speed or the user's own score decide), and for a user who named AMD or ROCm
    (Workload.rocm_named: "on AMD GPUs", 用AMD的卡) or an AMD card (gpu_preference MI300X): the stack is theirs."""
    w = r.w
    named = r.gpus.get(w.gpu_preference or "")
    if (w.priority == "fastest" or r.opts.weights is not None or r.policy.tie <= 0 or w.rocm_named
            or (named is not None and named.vendor == "AMD")):
        return 0.0
    return STACK_PREFERENCE


# "fastest" serving climbs the price/speed frontier only while a doubling of the hourly price still buys at least this
# much more per-user speed: past it the bill grows far faster than any user notices (an 8B model for 20 users: 1 × B200
# ≈ 181 tok/s, 4 × ≈ 248, 8 × ≈ 265 — the last doubling buys 7 %, a 338-token answer 1.36 s → 1.28 s for $26/h more)
FASTEST_GAIN_PER_DOUBLING = 0.10


# A sized job under "fastest" climbs the cost/time frontier only while a doubling of the job's whole cost still at least
# doubles its speed (halves its wall time): a dearer plan leads only when the share of the time it saves is at least
# the share of its cost that is extra (2× the bill for ≤ half the hours; its cost × hours no more than the slower
# plan's). A job's money buys nothing but an earlier finish, unlike serving's hourly price, which buys every user's
# speed for as long as it runs. Scale-out over RDMA that keeps its efficiency (tools.offers.scale_out_pays, ≤ 5 % more
# node-hours) and a card whose speed grows faster than its price still climb; a second node at a dearer provider
# that saves minutes at 2-3× the bill does not (2 × 8 × B200 56 min $126 over one 8 × B200 node
# 1.6 h $61: 1.7× sooner for 2.1× the cost, and over 8 × H100 2.3 h $32.50: 2.5× sooner for 3.9×). The plan past
# the stop is named with its time and cost (fastest_knee_line), so the trade is the user's to make.
FASTEST_JOB_GAIN_PER_DOUBLING = 1.0


def _serving_price(o: Offer) -> float:
    return o.hourly


def _serving_speed(o: Offer) -> float:
    return o.per_user_tps or 0.0


def _job_price(o: Offer) -> float:
    return o.work_cost


def _job_speed(o: Offer) -> float:
    """1 / the job's wall hours (the run plus the start-up, wall_hours): the time the user waits."""
    return 1 / wall_hours(o.train_hours) if o.train_hours else 0.0


def _gain_per_doubling(p: Offer, q: Offer, price: Callable[[Offer], float] = _serving_price,
                       speed: Callable[[Offer], float] = _serving_speed) -> float:
    """Speed gained per doubling of the price from `p` to the dearer, faster `q`:
    (speed_q / speed_p) ^ (1 / log2(price_q / price_p)) − 1; unbounded for a step that costs no more. Serving: the
    per-user speed against the hourly price; a sized job: 1 / its hours against its whole cost (the formula:
    tools.fastest_precision.gain_per_doubling)."""
    return gain_per_doubling((price(p), float(speed(p))), (price(q), float(speed(q))))


def fastest_knee(offers: list[Offer], *, job: bool = False) -> Offer | None:
    """Where "fastest" stops: along the price/speed frontier (each plan faster than every cheaper one), the first plan
    from which no dearer frontier plan gains FASTEST_GAIN_PER_DOUBLING (a sized job, `job`: its whole cost against
    1 / its hours, FASTEST_JOB_GAIN_PER_DOUBLING) per doubling of the price — the best rate reachable, not only the
    next step's, so a price gap before a real gain does not stop the climb."""
    price, speed = (_job_price, _job_speed) if job else (_serving_price, _serving_speed)
    bar = FASTEST_JOB_GAIN_PER_DOUBLING if job else FASTEST_GAIN_PER_DOUBLING
    pts = sorted((o for o in offers if speed(o) and price(o) > 0), key=lambda o: (price(o), -speed(o)))
    frontier: list[Offer] = []
    for o in pts:
        if not frontier or speed(o) > speed(frontier[-1]):
            frontier.append(o)
    i = 0
    while i < len(frontier) - 1 and max(_gain_per_doubling(frontier[i], q, price, speed)
                                        for q in frontier[i + 1:]) >= bar:
        i += 1
    return frontier[i] if frontier else None


# "fastest" serving that climbed to the fastest plan listed: the plan named beside it is the cheapest within this share
# of its per-user speed (the speed estimates' own spread is about this wide) at most this share of its hourly price;
# else the fastest plan at most about half its hourly price (a doubling of the price: 60 %, so a plan 2 % over half counts)
NEAR_TOP_SPEED = 0.10
NEAR_TOP_PRICE = 0.8
HALF_PRICE = 0.6


def near_top(offers: list[Offer], top: Offer) -> Offer | None:
    """Under "fastest" serving whose pick is the fastest plan listed: the plan a user would pay far less for at about
    the same speed — the cheapest within NEAR_TOP_SPEED of the top's per-user speed costing at most NEAR_TOP_PRICE of
    its hour; else the fastest plan at most HALF_PRICE of its hour (about half), so what the top's last doubling of the price buys
    is said. Decode per user is bound by the bytes each step reads ÷ memory bandwidth; more cards split those bytes
    but add an all-reduce per layer, so past a few cards a doubling buys less and less. By hand, Mixtral-8x22B INT4 for
    6 at once: 8 × B200 ≈ 113 tok/s at $53.5/h; none within 10 % under $42.8/h (8 × H200 98 tok/s, 13 % slower);
    4 × B200 at $27.2/h (0.51 of the hour) ≈ 93 tok/s, 18 % slower for about half the price. None when no such plan is listed."""
    t, h = top.per_user_tps or 0.0, top.hourly
    if not t:
        return None
    near = [o for o in offers if o.per_user_tps and 0 < o.hourly <= h * NEAR_TOP_PRICE and o.per_user_tps >= t * (
        1 - NEAR_TOP_SPEED)]
    if near:
        return min(near, key=lambda o: (o.hourly, -(o.per_user_tps or 0.0)))
    half = [o for o in offers if o.per_user_tps and 0 < o.hourly <= h * HALF_PRICE]
    return max(half, key=lambda o: (o.per_user_tps or 0.0, -o.hourly)) if half else None


# "fastest" serving: a plan at most this share slower per user than the fastest listed counts as about as fast. The
# at-load per-user estimate's held-out median error is PER_USER_ERROR (37 %), so a fifth apart is inside it: the
# cheaper plan leads and the top is named beside it with its speed and price (fastest_knee_line), the trade stated.
FASTEST_SPEED_BAND = 0.20
# ... and only where it costs at most this share of the plan it stands in for (the knee): a far cheaper plan, not 5 % off
FASTEST_BAND_PRICE = 0.8


def within_band(offers: list[Offer], knee: Offer, top: Offer) -> Offer | None:
    """Under "fastest" serving: the cheapest plan within FASTEST_SPEED_BAND of the top's (the fastest listed) per-user
    speed that costs at most FASTEST_BAND_PRICE of the knee's hour (fastest_knee: where a doubling of the price stops
    buying FASTEST_GAIN_PER_DOUBLING); None when no such plan is listed (the knee, or the top, leads as before).
    By hand: Mixtral-8x22B INT4 for 6 analysts at once at 16 k — 8 × B200 ≈ 113 tok/s at $53.52/h (≈ $39k a month),
    4 × B200 ≈ 93 at $27.16 (18 % slower, 0.51 of the hour), 8 × H200 ≈ 98 at $36.72 → 4 × B200 leads (≈ $19.8k a
    month): ≥ 0.8 × 113 = 90.4 tok/s, the cheapest such; a 338-token answer in 3.6 s against 3.0 s. (An 8B model's
    one-GPU replicas past the load's own count never reach this band: spread_for_speed leaves them out first.)"""
    t = top.per_user_tps or 0.0
    if not t:
        return None
    near = [o for o in offers if o.per_user_tps and 0 < o.hourly <= knee.hourly * FASTEST_BAND_PRICE + 1e-9
            and o.per_user_tps >= t * (1 - FASTEST_SPEED_BAND)]
    return min(near, key=lambda o: (o.hourly, -(o.per_user_tps or 0.0))) if near else None


def job_knee(w: Workload) -> bool:
    """Does a sized job under "fastest" stop at the value knee (fastest_knee, FASTEST_JOB_GAIN_PER_DOUBLING)? Only
    where the speed was asked as value for money (speed_for_money: "fastest that's worth paying for", 性价比最高的最快).
    A plain "fastest" / 最快多久 asks for the time: the first row is the fastest plan that runs, a single 8-GPU node
    or a multi-node plan over RDMA included, its cost beside it (Llama-3.1-8B LoRA on 30k examples: 8 × H100 in 25 min
    led while 2 × 8 × B200 in 17 min was named in a lever as faster; a one-node 8 × B200 was never shown)."""
    return bool(w.speed_for_money)


def _stop_at_knee(r: Run, offers: list[Offer]) -> list[Offer]:
    """Under "fastest" (no user weights): serving and sized jobs rank only the plans up to the knee's price
    (fastest_knee); the fastest plan past it is kept in `r.beyond` for the line that states the trade. A job with a
    stated deadline stops among the plans that meet it (none: every plan is kept for the deadline rules). Money said to
    be no object (spend_no_object: "money is no object", 不差钱) sets no knee: the objective is the wall-clock time, so
    the fastest plan that runs leads at its price. By hand, Llama-3.1-8B full fine-tune on 2B tokens: 8 × B200 in 3.7 h
    for $146 is the knee; 2 × 8 × B200 over RDMA in 2.0 h for $278 (1.9× the cost, 1.85× sooner) leads instead.
    A sized job stops at the knee only where the speed was asked as value for money (`job_knee`)."""
    job = r.kind is WorkKind.SIZED_TRAINING
    if r.kind is not WorkKind.SERVING and not job:
        return offers
    price, speed = (_job_price, _job_speed) if job else (_serving_price, _serving_speed)
    meets = [o for o in offers if o.meets_deadline] if job and r.w.deadline_hours else offers
    # with a deadline, among the plans that meet it; money said to be no object: no knee, the shortest time leads
    knee = None if r.w.spend_no_object or (job and not job_knee(r.w)) else fastest_knee(meets, job=job)
    top = max(meets, key=lambda o: (speed(o), -price(o)), default=None)  # the cheapest fastest
    target = None if job else per_user_target(as_resolved(r.w))
    if target:
        return _cheapest_at_target(r, offers, target, knee if knee is not None and knee is not top else top)
    lean = [o for o in meets if not spread_for_speed(o)]
    lean_top = max(lean, key=lambda o: (speed(o), -price(o)), default=None)
    if not job and lean_top is not None and lean_top.replicas == 1 and len(lean) < len(meets):
        # one card holds the whole load: replicas past it are named beside, never bought (a load that needs several
        # replicas keeps the fleet rules, its margins included)
        r.spread = top if top is not None and speed(top) > speed(lean_top) else None
        offers = meets = lean
        knee, top = None if r.w.spend_no_object else fastest_knee(meets), lean_top
    lead = None if job or knee is None or top is None or r.w.spend_no_object else within_band(meets, knee, top)
    if lead is not None:  # a far cheaper plan about as fast as the top (within the estimates' error) leads
        r.beyond, r.beyond_band = top, True
        return [o for o in offers if price(o) <= price(lead) * (1 + 1e-9)]
    if knee is None or top is None or speed(top) <= speed(knee):
        r.below = None if job or top is None else near_top(meets, top)
        r.below_of = top
        return offers
    r.beyond = top
    return [o for o in offers if price(o) <= price(knee) * (1 + 1e-9)]  # the fastest up to the knee's price


def spread_for_speed(o: Offer) -> bool:
    """A served plan of one-GPU replicas with more of them than the load needs (tools.offers: the machine's paid-for
    GPUs serve too): the same users spread thinner. Under "fastest" such a plan is named beside the pick with its
    trade (fastest_spread_line), never ranked: replicas are throughput; the speed one request can reach is set by the
    card and precision. By hand, Llama-3.1-8B FP8 with 200 LoRA adapters, 40 in flight × 4 k: 1 × B200 holds all 40
    (weights 8 GB + hot adapters 2.7 GB + KV 40 × 4,096 × 128 KiB ≈ 21.5 GB); each decode step reads ≈ 31 GB at
    ≈ 3.3 TB/s effective (≈ 40 % of 8 TB/s, the prefill of arriving requests charged) ≈ 9.5 ms → ≈ 105 tokens/s per
    user at load, a 338-token answer in ≈ 3 s, at $6.79/h ≈ $5.0k a
    month; 8 × B200 as 8 replicas of 5 users gives ≈ 302 at $53.52/h ≈ $39k a month: 2.9× the speed for 7.9× the
    price, a purchase the user makes knowingly, not the answer to "as fast as possible per request"."""
    return o.layout.num_gpus == 1 and 0 < o.load_replicas < o.replicas


def fastest_spread_line(r: Run) -> list[Msg]:
    """Under "fastest" serving whose plans with more replicas than the load needs were left out (spread_for_speed):
    the fastest of them, its per-user speed and price against the pick's, so the choice is the user's."""
    top, fleet = r.top, r.spread
    if top is None or fleet is None or not top.per_user_tps or not fleet.per_user_tps or not top.hourly:
        return []
    if fleet.per_user_tps <= top.per_user_tps * (1 + FASTEST_SPEED_BAND):
        return []  # the pick itself spreads (a margin rule put it first) or is about as fast: no trade to name
    return [Msg(code="recommend.fastest_spread", args={
        "fleet": plan_machines(fleet), "money": _money(fleet.hourly, r.currency), "tps": fleet.per_user_tps,
        "replicas": fleet.replicas, "users": fleet.users_per_replica, "faster": fleet.per_user_tps / top.per_user_tps - 1,
        "times": fleet.hourly / top.hourly, "tps_2": top.per_user_tps})]


def _cheapest_at_target(r: Run, offers: list[Offer], target: float, faster: Offer | None) -> list[Offer]:
    """"Fastest" with a per-user speed stated ("at least 150 tokens/s each, money is secondary, the fastest"): the
    target says how fast is fast enough, so the plans ranked are those that meet it at the cheapest price (within the
    policy's tie), fastest of them first; the faster plan worth paying for (the knee, else the fastest listed) is kept
    in `r.beyond` and named beside the pick. By hand: an 8B model for 20 agents at ≥ 150 tokens/s, 1 × H200 FP8
    clears it at ≈ $4/h, 8 × B200 at ≈ $54/h only adds speed nobody asked for → the H200 leads, the B200s beside.
    A plan meets the target at its typical request and with every stream at the sized context (per_user_at_context).
    No plan meets it: every offer is kept (the floor's own rules say so)."""
    meeting = [o for o in offers if o.hourly > 0 and (o.per_user_tps or 0.0) >= target
               and (per_user_at_context(r.search, o) or 0.0) >= target]  # at the sized context too
    if not meeting:
        return offers
    cheapest = min(o.hourly for o in meeting)
    kept = [o for o in meeting if o.hourly <= cheapest * (1 + max(r.policy.tie, 0.0)) + 1e-9]
    best = max((o.per_user_tps or 0.0) for o in kept)
    if faster is not None and (faster.per_user_tps or 0.0) > best * (1 + 1e-9):
        r.beyond, r.beyond_target = faster, target
    return kept


def fastest_knee_line(r: Run) -> list[Msg]:
    """Under "fastest" serving stopped at its knee: the faster plan past it, its speed and price against the pick's,
    so the stop is a stated choice the user can overrule, never a hidden cap."""
    top, past = r.top, r.beyond
    if top is not None and past is not None and top.train_hours and past.train_hours and top.work_cost:
        return [Msg(code="recommend.fastest_knee_job", args={
            "fleet": plan_machines(past), "money": _money(past.work_cost, r.currency),
            "took": duration(wall_hours(past.train_hours)), "took_2": duration(wall_hours(top.train_hours)),
            "money_2": _money(top.work_cost, r.currency), "times": past.work_cost / top.work_cost})]
    low = r.below
    # the near-top trade holds only while the pick is the fastest plan it was measured against: a fastest plan that gave
    # way (tight on memory, _tight_gives_way) leaves a slower pick, maybe `low` itself ("0% slower, 1.0× the price");
    # the faster plan given way is then named by its own line (tight_lever_line)
    fastest = r.below_of is not None and (top is r.below_of or (
        top is not None and (top.per_user_tps or 0.0) >= (r.below_of.per_user_tps or 0.0)))
    if (top is not None and past is None and low is not None and low is not top and fastest and top.per_user_tps
            and low.per_user_tps and low.hourly):
        return [Msg(code="recommend.fastest_near_top", args={
            "fleet": plan_machines(low), "money": _money(low.hourly, r.currency), "tps": low.per_user_tps,
            "slower": 1 - low.per_user_tps / top.per_user_tps, "times": top.hourly / low.hourly,
            "gain": gain_per_doubling((low.hourly, low.per_user_tps), (top.hourly, top.per_user_tps)),
            "near": low.per_user_tps >= top.per_user_tps * (1 - NEAR_TOP_SPEED)})]
    if top is None or past is None or not top.per_user_tps or not past.per_user_tps or not top.hourly:
        return []
    if past.per_user_tps <= top.per_user_tps:  # a later rule put a plan at least as fast first: no trade past it
        return []
    if r.beyond_band:  # the pick is about as fast as the top (within FASTEST_SPEED_BAND) for far less
        return [Msg(code="recommend.fastest_band", args={
            "fleet": plan_machines(past), "money": _money(past.hourly, r.currency), "tps": past.per_user_tps,
            "faster": past.per_user_tps / top.per_user_tps - 1, "times": past.hourly / top.hourly,
            "slower": 1 - top.per_user_tps / past.per_user_tps, "err": PER_USER_ERROR})]
    if r.beyond_target:  # the pick is the cheapest at the stated speed: the faster plan is the user's to take
        return [Msg(code="recommend.fastest_target", args={
            "fleet": plan_machines(past), "money": _money(past.hourly, r.currency), "tps": past.per_user_tps,
            "faster": past.per_user_tps / top.per_user_tps - 1, "times": past.hourly / top.hourly,
            "target": r.beyond_target})]
    return [Msg(code="recommend.fastest_knee", args={
        "fleet": plan_machines(past), "money": _money(past.hourly, r.currency), "tps": past.per_user_tps,
        "faster": past.per_user_tps / top.per_user_tps - 1, "times": past.hourly / top.hourly,
        "gain": FASTEST_GAIN_PER_DOUBLING})]


def fewer_faster_band(r: Run) -> float:
    """tools.ranking.FEWER_FASTER_BAND under the default objective, the 5 % price tie under "cheapest", 0 under
    "fastest" (speed already decides) or user weights. Open-ended training keeps its own tie (the cheaper hour)."""
    if r.w.priority == "fastest" or r.opts.weights is not None or r.policy.cheaper_hour_on_tie:
        return 0.0
    band = TIE if r.w.priority == "cheapest" else FEWER_FASTER_BAND
    return batch_faster_band(band, batch=r.kind is WorkKind.BATCH, deadline_hours=r.asked.deadline_hours)


def one_machine_tolerance(r: Run) -> float:
    """tools.ranking.ONE_MACHINE_TOLERANCE under the default objective; 0 when the user asked for the fastest or the
    cheapest (their own objective decides) or gave weights."""
    return 0.0 if r.w.priority in ("fastest", "cheapest") or r.opts.weights is not None else ONE_MACHINE_TOLERANCE


def _time_of(o: Offer) -> float | None:
    """A plan's time: the job's hours, or for serving the seconds per token one user waits."""
    if o.train_hours:
        return o.train_hours
    return 1 / o.per_user_tps if o.per_user_tps else None


def dominates(a: Offer, b: Offer) -> bool:
    """`a` costs no more than `b` by the kind's objective and takes no longer, and is better on one of them."""
    ta, tb = _time_of(a), _time_of(b)
    if ta is None or tb is None:
        return False
    eps = 1e-3
    no_worse = a.work_cost <= b.work_cost * (1 + eps) and ta <= tb * (1 + eps)
    return no_worse and (a.work_cost < b.work_cost * (1 - eps) or ta < tb * (1 - eps))


def host_ram_plan_need(arch: ModelArch, w: Resolved, o: Offer) -> HostRamNeed:
    """What `o`'s plan stages through one host's RAM (tools.host.staged_weights_bytes, host_ram_need): the weights
    its GPUs load (the 16-bit shards for a QLoRA or an FP8 quantised on load), the processes' runtime and buffers,
    the cached LoRA adapters."""
    training = not serves(w.task)
    gpus = o.row.gpu_count or 0
    read = host.shards_read_bytes(arch, w.precision, training=training)
    staged = host.staged_weights_bytes(o.layout, o.plan.per_gpu.weights if o.plan else 0, gpus, training=training,
                                       read_bytes=read)
    return host.host_ram_need(staged, gpus, training=training, adapters_bytes=w.lora_host_bytes or 0)


def host_ram_mark(r: Run, o: Offer) -> HostRamNeed | None:
    """host_ram_plan_need when the row's RAM is below it (tools.host.ram_short), else None: the table's mark."""
    return host.ram_short(o.row.ram_gib, host_ram_plan_need(r.arch, r.w, o))


def answer_rows(r: Run) -> Recommendation:
    """The Recommendation with its ranked rows and their cost table."""
    arch, w = r.arch, r.w
    rec = Recommendation(model=arch.name, params=total_params(arch), active_params=active_params(arch), workload=w,
                         language=w.language or "en", currency=r.currency, usd_cny=r.opts.usd_cny,  # type: ignore[arg-type]
                         per_usd=r.opts.fx.get(r.currency),
                         catalog_as_of=r.opts.catalog_as_of, catalog_sources=r.opts.catalog_sources, kind=r.kind,
                         catalog_age_note=r.opts.catalog_age_note)
    training = not serves(w.task)
    # a serving bill's hours: the stated rental time at its hours a day, else a month at them (the structured
    # cost said 730 h beside a headline of 48 h)
    served = period_hours(w) if r.kind is WorkKind.SERVING else None
    placed = r.opts.weights is None and near_users_leads(w, r.kind)
    rec.order_floor = r.search.stream_floor if r.kind is WorkKind.SERVING and r.s is not None else 0.0
    for o, sc, br in r.shown:
        c = candidate(o, sc, br, r.currency, r.billing)
        c.per_user_tokens_per_s, c.ttft_s = o.per_user_tps, o.ttft_s
        c.per_user_full_tps = full_context_tps(r, o)
        c.full_tps_unknown = full_context_unknown(r, o)
        c.gradient_checkpointing = bool(o.plan and o.plan.gradient_checkpointing) if training else None
        c.memory_thin = bool(o.plan) and fit_of(o.plan.per_gpu, o.gpu, w, r.opts.headroom).thin  # type: ignore[union-attr]
        c.memory_past_limit = r.kind is WorkKind.SERVING and pool_tight(r, o)  # the headline's rule (tight_pool)
        c.pcie_tp, c.no_bf16 = row_warnings(o, w.precision)
        c.snapshot = snapshot_mark(o.row, r.rows)  # another snapshot than its place's other rows: said in its marks
        if placed:  # the users' place breaks ties: each row's nearness, so the order's note can name it
            c.users_nearness = nearness(o.row, w.users_region or [], r.opts.places)
        c.host_ram_short = host_ram_mark(r, o)  # RAM under what the plan stages through it: said in its marks
        rec.candidates.append(c)
        rec.cost_table.append(cost_row(o, precision=w.precision, training=training, currency=r.currency,
                                       usd_cny=r.opts.usd_cny, job_hours=served or r.policy.job_hours(o),
                                       billing=o.billing, restartable=r.policy.restartable, fx=r.opts.fx))
    rec.job_hours = (r.top.train_hours or served or r.policy.job_hours(r.top)) if r.top else None  # the run (+ start-up)
    rec.where = users_where(r)
    return rec


def full_context_tps(r: Run, o: Offer) -> float | None:
    """A serving plan's per-user tokens/s with every stream at the context its memory is sized for, when the priced
    shape reads less (defaulted prompts: tools.offers.at_full_context); None otherwise. One figure for the ✅ line, a
    lever's "keeps" and the margin rule, so they cannot disagree (✅ 20 tok/s beside "15.4 tok/s at
    the full 4,096-token context, below the floor")."""
    if r.kind is not WorkKind.SERVING or o.load is None or at_full_context(r.search) is None:
        return None
    return per_user_at_context(r.search, o)


def full_context_unknown(r: Run, o: Offer) -> bool:
    """A serving plan whose full-context speed differs from the priced shape's (tools.offers.at_full_context) but
    cannot be estimated: its card has no dense TFLOPS figure for the plan's precision (the prefill and the compute
    side of each decode step need it; tools.speed.peak_tflops). The answer says so rather than judging the full
    context on the typical-prompt figure, which flatters the card (no prefill time taken from decode)."""
    return r.kind is WorkKind.SERVING and at_full_context(r.search) is not None \
        and users_at_context(r.search, o.users_per_replica, o.gpu, o.layout) is None


def full_or_at_load(c: Candidate) -> float | None:
    """A row's per-user speed at the sized context: its full-context figure, the at-load one when the priced shape
    already reads that context, None when the full context is not estimated (Candidate.full_tps_unknown)."""
    if c.full_tps_unknown:
        return None
    return c.per_user_full_tps if c.per_user_full_tps is not None else c.per_user_tokens_per_s


def _smallest(r: Run, shapes: list[Priced]) -> Offer | None:
    """The smallest machine that holds the work: the cheapest hour at no headroom, for the workload the
    policy names (a training job without its size: the data set does not change what holds it), among
    offers that pass the stated budget. Never dearer than the pick (the pick holds the work too)."""
    w_small = r.policy.smallest(r.w)
    job = r.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING)
    if job:
        w_small = w_small.model_copy(update={"deadline_hours": None})
    # a job's smallest machine holds the work; meeting the deadline is the pick's business ("minimum
    # 8 × B200, no smaller machine listed" for 40 GB per GPU was the smallest machine that met 24 h)
    def key(o: Offer) -> tuple[float, float, float]:
        return (o.total_gpus, o.hourly, o.work_cost) if job else (o.hourly, o.total_gpus, o.work_cost)

    lo = _holding(r, w_small, shapes, job)
    best = min([*lo, *([r.top] if r.top else [])], key=key, default=None)
    # QLoRA as Unsloth's recipe runs it (a 70B on one 48 GB card), timed on the job's tokens so its cost is seen
    lean = lean_qlora(r.w.model_copy(update={"deadline_hours": None}) if job else w_small, r.asked)
    lean_best = min((o for o in _holding(r, lean, shapes, job) if o.total_gpus <= LEAN_QLORA_MAX_GPUS), key=key,
                    default=None) if lean is not None else None
    if lean is not None and lean_best is not None and (best is None or key(lean_best) < key(best)):
        r.floor_recipe = lean.framework
        best, w_small = lean_best, lean
    if best is not None:
        show_rented_layout(r.arch, w_small, best)
    return best


def _holding(r: Run, w_small: Resolved, shapes: list[Priced], job: bool) -> list[Offer]:
    """The offers that hold `w_small` at no headroom, within the stated floors and budget (_smallest's candidates)."""
    s = _new_search(r, w_small, None if w_small.train_tokens is None or job else r.deadline, 1.0, *_floors(r))
    lo = [o for o in _tier_layouts(r, _exact_count(r, search(s, shapes))) if _no_larger(o, r.top)]
    if s.kind is not WorkKind.SERVING and s.kind is not WorkKind.BATCH:
        lo, _ = POLICIES[s.kind].candidates(lo, s.rejected)
    if r.budget is not None:
        lo, _ = _within(lo, r.budget, r.currency, r.opts)
    return lo


SAFE_JOB_COST = 2.0  # a job's safe plan without checkpointing may cost this × the pick's job, else it keeps checkpointing


def _safe(r: Run, shapes: list[Priced]) -> Offer | None:
    """The safe plan: the policy's safe workload at × 1.3 headroom, ranked like the pick, within the budget. A job's
    safe plan is × 1.3 headroom on the cheapest plan, never a huge node because it finishes a sized job fastest
    ("comfortable 8 × B300 at $142/h" for a 7B LoRA at 32k whose activations without checkpointing
    need 216 GB a card): the pick when it already has the headroom; else the fewest cards that give it, then the
    cheapest job; dropping checkpointing only when that costs at most SAFE_JOB_COST × the pick's job (else the pick
    when it has × 1.3 with checkpointing, or none)."""
    w_safe = r.policy.safe(r.w)
    top = r.top
    job = r.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING)
    if job and top is not None and top.plan is not None and not top.plan.gradient_checkpointing \
            and not thin(top, w_safe):
        return top  # a job's pick that already has × 1.3 headroom is its own safe plan (shown once)
    best = _safe_of(r, w_safe, shapes)
    if job and top is not None and w_safe != r.w and best is not None and best.work_cost > SAFE_JOB_COST * top.work_cost:
        # dropping checkpointing costs more than the job is worth: the pick is the safe plan when it has the
        # headroom with checkpointing, else no safe plan is shown (safe_missing says so)
        return top if top.plan is not None and not thin(top, r.w) else None
    return best


def _safe_of(r: Run, w_safe: Resolved, shapes: list[Priced]) -> Offer | None:
    s = _new_search(r, w_safe, r.deadline, SAFE_HEADROOM, *_floors(r))
    hi, _ = r.policy.candidates(search(s, shapes), s.rejected)
    hi = [o for o in _tier_layouts(r, _exact_count(r, hi)) if not thin(o, w_safe) and _not_cheaper(r, o)]
    if r.kind is WorkKind.SERVING:
        hi = _verified_at_load(r, _ttft_ok(r, hi) if not r.ttft_missed else hi)
    if r.budget is not None:
        hi, _ = _within(hi, r.budget, r.currency, r.opts)
    # a safe plan never carries the caveat the ranking breaks ties against: one copy sharded over 4+ PCIe cards
    # ("safe" 8 × A40 with TP 8 over PCIe), as _margin_pick; such plans only when nothing else holds it
    hi = avoid_wide_pcie(hi)
    hi = current_cards_only(hi, r.top)
    lean = [o for o in hi if not spread_for_speed(o)]
    if r.w.priority == "fastest" and r.opts.weights is None and lean and max(
            lean, key=lambda o: o.per_user_tps or 0.0).replicas == 1:  # as the pick (_stop_at_knee): no spread replicas
        hi = lean
    hi = order(hi, r.policy.tie, r.policy.cheaper_hour_on_tie and r.w.priority != "fastest")
    hi = prefer_one_machine(hi, one_machine_tolerance(r))  # ranked like the pick
    if r.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING):
        hi = sorted(hi, key=lambda o: (o.total_gpus, o.work_cost, o.hourly))
    if hi:
        show_rented_layout(r.arch, w_safe, hi[0])
    return hi[0] if hi else None


def current_cards_only(offers: list[Offer], top: Offer | None) -> list[Offer]:
    """A safe plan is one an expert would call safe: never on a card older than the pick's kernels need — a pick on
    Ampere or newer (BF16, FlashAttention-2, vLLM's default path) has no safe plan on Pascal/Volta/Turing
    (`before_current_kernels`), where the job would run FP16 on a fallback attention path ("comfortable
    8 × V100 — the safe plan" for Gemma 3, which has no BF16 there and overflows in FP16). A pick already on such a
    card (the user named or owns it) keeps its own family."""
    if top is None or before_current_kernels(top.gpu):
        return offers
    return [o for o in offers if not before_current_kernels(o.gpu)]


def _no_larger(o: Offer, top: Offer | None) -> bool:
    """A minimum tier is never more than the pick: no dearer hour, no more GPUs, no more machines
    (8 × A4500 on two machines as the "minimum" under a 1-GPU pick)."""
    return top is None or (o.hourly <= top.hourly and o.total_gpus <= top.total_gpus and o.instances <= top.instances)


def _tier_layouts(r: Run, offers: list[Offer]) -> list[Offer]:
    """Only layouts the framework runs: HF Trainer/PEFT, Unsloth and DeepSpeed have no training tensor parallelism, so a
    tier relying on TP there would OOM as rented ("comfortable 8 × H100 (TP 4)" under HF PEFT while the
    ranked row for the same machine needs gradient checkpointing)."""
    if serves(r.w.task) or r.w.framework not in NO_TRAINING_TP:
        return offers
    return [o for o in offers if o.layout.tp <= 1]


def thin(o: Offer, w: Resolved) -> bool:
    """Less than SAFE_HEADROOM by the engine's own fit test (tools.fit): a pre-allocating serving engine's need × 1.3
    beyond its pool, llama.cpp's or training's estimate × 1.3 beyond the card. A pool engine's search ignores the
    headroom, so without this the safe tier of a 4 × MI300X DeepSeek-V3 plan with 7 % of its pool spare was the pick
    itself."""
    if o.plan is None:
        return False
    f = fit_of(o.plan.per_gpu, o.gpu, w, 1.0)
    return f.held * SAFE_HEADROOM > f.budget  # a packed batch's KV fills the pool by design: no margin, no lack of it


def _not_cheaper(r: Run, o: Offer) -> bool:
    """The safe tier costs no less than the pick by the kind's objective (under "fastest" the pick is ranked by
    time, so a cheaper safe plan is no contradiction): a safe plan cheaper than the first row means the row is not
    the best shown ("comfortable" at $39 under a $48 pick)."""
    top = r.top
    return (top is None or r.w.priority == "fastest" or same_plan(o, top)
            or o.work_cost >= top.work_cost * (1 - 1e-3))


def per_variant(r: Run) -> list[Msg]:
    """A generic card name ("A100") admits every variant (named_cards); where the variants need different counts, say
    each one's fewest GPUs that hold the work among the plans found, with its cost by the kind's objective, so "how
    many A100s" has both answers (8 × A100 40GB, and the 80GB answer hidden)."""
    if len(r.named) < 2 or r.top is None:
        return []
    best: dict[str, Offer] = {}
    for o in r.offers:
        b = best.get(o.gpu.name)
        if b is None or (o.total_gpus, o.work_cost) < (b.total_gpus, b.work_cost):
            best[o.gpu.name] = o
    if len({o.total_gpus for o in best.values()}) < 2:
        return []
    parts = [Msg(code="tiers.variant", args={"gpu": g, "n": o.total_gpus, "money": _money(o.hourly, r.currency),
                                             "cost": _cost_words(r, o)})
             for g, o in sorted(best.items(), key=lambda kv: (kv[1].total_gpus, kv[1].work_cost))]
    return [Msg(code="tiers.per_variant", args={"family": r.asked.gpu_preference, "parts": parts})]


def safe_missing(r: Run) -> list[Msg]:
    """A pick thinner than SAFE_HEADROOM with no safe plan within the stated constraints says so beside the pick, with
    the pick's own margin (a 4-card DeepSeek-V3 with 7 % of its pool spare and no safe tier shown)."""
    top = r.top
    if top is None or top.plan is None or not thin(top, r.w) or (r.safe is not None and not same_plan(r.safe, top)):
        return []
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, 1.0)
    return [Msg(code="tiers.no_safe_plan", args={"safe_headroom": SAFE_HEADROOM,
                                                 "real": f.budget / f.held if f.held else 0.0})]


def tiers(r: Run) -> list[SpecTier]:
    """Smallest that holds the work, the pick, safe (× 1.3): identical plans shown once (the pick's name kept)."""
    top = r.top
    if top is None:
        return []
    shapes = cheapest_per_shape(r.priced)  # a tier is the cheapest offer: only each shape's cheapest row matters
    peers = [o for o, _, _ in r.shown]
    tn = tier_notes(r.opts.headroom, SAFE_HEADROOM, r.policy.safe_note, training=not serves(r.w.task))
    out = [tier("recommended", top, peers, tn["recommended"], r.opts.headroom, r.currency, r.w)]
    small = _smallest(r, shapes)
    if small is not None and not same_plan(small, top):
        low = tier("minimum", small, peers, tn["minimum"], 1.0, r.currency, r.w)
        if r.floor_recipe is not None:  # held only as the lean QLoRA recipe runs it: said, with what HF/PEFT needs
            low.note = Msg(code="tiers.lean_qlora_floor", args={"note": low.note})
        out.insert(0, missed_deadline(low, r.asked.deadline_hours))
    safe = r.safe
    if safe is not None and not same_plan(safe, top) and not (small is not None and same_plan(safe, small)):
        out.append(tier("comfortable", safe, peers, tn["comfortable"], SAFE_HEADROOM, r.currency, r.w))
    return out


def memory_summary(rec: Recommendation, r: Run) -> None:
    """Per-GPU memory of the pick's plan (or of the preferred / largest card when nothing is ranked)."""
    top = r.top
    if top is not None and top.plan is not None:
        rec.per_gpu = top.plan.per_gpu
        rec.total_bytes = copy_bytes(top.plan.per_gpu, top.plan.layout)  # one copy, not the data-parallel spread
        if top.plan.gradient_checkpointing:
            r.notes.append(Msg(code="recommend.gradient_checkpointing_on_needed"))
    elif r.preferred is not None or r.gpus:
        g = r.preferred or _largest(r.gpus, r.w)
        if g is not None:
            p = named_card_plan(r, g)
            rec.per_gpu, rec.total_bytes = p.per_gpu, copy_bytes(p.per_gpu, p.layout)


def copy_bytes(per: MemoryBreakdown, lay: Layout) -> int:
    """Memory one copy of the work needs: the per-GPU total × the GPUs of its TP × PP group; under ZeRO / FSDP the
    sharded model states summed over the GPUs plus one GPU's working memory (activations, KV, overhead), since
    each GPU holds its own: a 7B pretrain on 512 GPUs needs ≈ 125 GB per copy, not 512 × 15 GB."""
    if lay.zero_stage and lay.num_gpus > 1:
        states = per.weights + per.gradients + per.optimizer
        return states * lay.num_gpus + per.activations + per.kv_cache + per.overhead
    return per.total * copy_gpus(lay)


def copy_gpus(lay: Layout) -> int:
    """GPUs one copy of the model spans: its TP × PP group, or every GPU where ZeRO / FSDP shards the
    state over all of them; plain data parallelism (DDP) and replicas each hold a whole copy."""
    return lay.num_gpus if lay.zero_stage else lay.tp * lay.pp


NO_TRAINING_TP = ("hf", "unsloth", "deepspeed")  # frameworks whose training shards are FSDP / ZeRO, not TP


def _layout_words(o: Offer, shard: str = "TP", ethernet: bool = False, in_flight: bool = False) -> Msg | None:
    """The layout as facts (None for one plain GPU); `shard` names the model sharding (TP, or FSDP/ZeRO-3 where
    the training framework has no tensor parallelism: HF Trainer/PEFT, Unsloth, DeepSpeed); `ethernet`: the user
    said their machines have no RDMA between them, so the nodes are not said to be joined by it."""
    lay = o.layout
    parts: list[Msg | str] = []
    if o.replicas > 1:
        parts.append(Msg(code="recommend.layout.replicas", args={"replicas": o.replicas, "gpus": lay.num_gpus}))
    if lay.tp > 1 and shard == "TP":
        parts.append(f"TP {lay.tp}")
    elif lay.num_gpus > 1 and (lay.zero_stage or lay.tp > 1) and shard != "TP":
        parts.append(Msg(code="recommend.layout.sharded", args={
            "gpus": lay.num_gpus, "stage": lay.zero_stage or 3,
            "no_ckpt": bool(o.plan is not None and o.plan.gradient_checkpointing is False and lay.zero_stage)}))
    if lay.pp > 1:
        parts.append(f"PP {lay.pp}")
    if one_copy_spans_machines(o):
        parts.append(Msg(code="recommend.layout.nodes_ethernet" if ethernet else "recommend.layout.nodes",
                         args={"nodes": o.instances}))
    if in_flight and o.users_per_replica:  # a batch on stated cards: the batch its KV room holds (tools.stated_batch)
        parts.append(Msg(code="recommend.layout.in_flight", args={"n": o.users_per_replica,
                                                                  "each": o.replicas > 1}))
    return Msg(code="recommend.layout", args={"parts": list(parts)}) if parts else None


def headline(rec: Recommendation, r: Run) -> Msg | None:
    """The policy's headline, filled from the pick."""
    top = r.top
    if top is None:
        return None
    edge = edge_fires(r, top)  # past the 90 % limit the stated-machine lead says the FP8 KV step and the in-pool need
    tight = [] if edge else owned_margin(r)  # 0.1 GB spare on an owned card must not lead as if it were a plan
    pool = None if tight or stated_machine(r, top) else tight_pool(r, top)  # a stated machine is never rewritten
    parts = headline_parts(rec, r, top, say_need=pool is None and not edge)  # a lead says the pick's per-GPU figure
    label = hub_label(r.arch)
    if label is not None:  # a Hub model: the user's name, and how it was sized
        parts["model"] = label
    msg = second_box_check(r, top.gpu, top.plan, owned_headline(parts, r, top), top.total_gpus) \
        if on_owned(r, top) and top.plan is not None else owned_headline(parts, r, top) if on_owned(r, top) \
        else r.policy.headline(parts)
    msg = Msg(code="recommend.owned.tight_lead", args={"margin": tight[0], "msg": msg}) if tight else msg
    cmp = cheaper_provider(r)  # "A or B, which is cheaper?": answered before the pick's own sentence
    msg = Msg(code="recommend.cheaper_provider_lead", args={"cmp": cmp, "msg": msg}) if cmp else msg
    msg = tight_serving_lead(r, top, pool, msg) if pool is not None else msg
    rocm = rocm_near_tie(r, top) or rocm_cheaper(r, top)
    msg = Msg(code="recommend.headline_rocm", args={"msg": msg, "rocm": rocm}) if rocm else msg
    msg = family_no(r, top, msg)
    msg = fp8_headline(r, top, msg)
    msg = lever_lead(r, top, msg)
    msg = fused_loss_headline(r, top, msg)
    msg = just_over_budget_lead(r, top, msg)
    msg = over_context_lead(r, msg)
    msg = stated_edge_lead(r, top, msg)
    lever = spot_lever(r, top)
    return Msg(code="recommend.headline", args={"lever": lever, "msg": msg}) if lever else msg


def just_over_budget_lead(r: Run, top: Offer, msg: Msg) -> Msg:
    """A pick kept by BUDGET_TOLERANCE (nothing within the budget, this at most 2 % over) leads with "just over your
    budget (+0.5%)", never as if it were within it nor as "no feasible plan"."""
    b = effective_budget(r.w)
    share = over_share(b, top.hourly, top.train_hours, r.currency, r.opts, top.total_gpus) if b is not None else None
    if b is None or share is None or share <= 1e-9 or owned_within_budget(r, top):  # own cards: no rent to be over
        return msg
    return Msg(code="recommend.just_over_budget_lead", args={
        "msg": msg, "pct": share_text(share), "budget": budget_text(b.amount, b.currency),
        "per": Msg(code="period.per", args={"per": b.per})})


def stated_machine(r: Run, top: Offer) -> bool:
    """Is a serving pick the machine the user stated: their named card at their stated count ("our 2 × L40S",
    "on 4 × A10G", 用两张4090), owned or to rent? A bigger variant of a stated family taken because the common one
    cannot hold the work (8 × H100 NVL for "8 × H100": `family_moved`) is the advisor's move, not the user's machine."""
    return r.kind is WorkKind.SERVING and bool(r.w.num_gpus) and top.total_gpus == r.w.num_gpus and (
        top.gpu.name in r.named or (r.preferred is not None and top.gpu.name == r.preferred.name)) and (
        not family_moved(r, top))


def family_moved(r: Run, top: Offer) -> bool:
    """Is the pick a bigger variant of the stated family because its common variant (`r.preferred`) cannot hold the
    work? Then `family_no` leads with that no, and the pick is a rental's plan (tight_pool), not the stated machine."""
    pref = r.preferred
    if pref is None or len(r.named) < 2 or top.gpu.name == pref.name or top.gpu.name not in r.named:
        return False
    got = stated_plan(r)
    return got is not None and not got[1].fits


def stated_edge_lead(r: Run, top: Offer, msg: Msg) -> Msg:
    """A stated machine filled past TIGHT_POOL_SHARE of its engine's pool leads with a plain "not with headroom", the
    users or the context that fit at that limit and the smallest change (tools.stated_edge); the machine is kept."""
    if top.plan is None or not stated_machine(r, top):
        return msg
    return stated_edge_on(r, top.gpu, top.plan, (top.total_gpus, max(1, top.replicas)), msg)


def edge_fires(r: Run, top: Offer) -> bool:
    """Does the stated-machine lead (stated_edge_lead) lead this pick? Then no other tight lead is said beside it."""
    return stated_edge_lead(r, top, Msg(code="recommend.one_machine")).code == "stated_edge.lead"


def stated_edge_on(r: Run, g: GPUSpec, p: ParallelPlan, cards: tuple[int, int], msg: Msg,
                   w: Resolved | None = None) -> Msg:
    """stated_edge_lead for a plan on `cards` (GPUs, copies of the model) of `g`, priced or not (the user's own);
    `w`: the workload the plan was sized at (a route's: FP8 KV on owned cards), else the answer's."""
    w = w or r.w
    if r.kind is not WorkKind.SERVING:
        return msg
    f = fit_of(p.per_gpu, g, w, 1.0)
    each = -(-w.concurrency // max(1, cards[1]))  # one copy's users, its KV in tokens (a chat mix: most short)
    held = load_kv_bytes(r.arch, w, each) // max(1, kv_cache_bytes(r.arch, 1, 1, w.kv_precision))
    e = stated_edge(f, w.concurrency, cards[1], w.seq_len, w.precision,
                    (bool(g.fp8_support), kv8_runs(g.sm)), TIGHT_POOL_SHARE, held or None)
    if e is None:
        return msg
    more = edge_cards(f, cards[0], cards[1], r.arch, TIGHT_POOL_SHARE)
    return Msg(code="stated_edge.lead", args={
        "msg": msg, "machine": f"{cards[0]} × {g.name}", "need": f.need / 1e9, "pool": f.budget / 1e9,
        "share": e.share, "limit": e.limit, "users": w.concurrency, "users_fit": e.users_fit,
        "engine": ENGINE_NAMES.get(f.framework, f.framework),
        "context": w.seq_len, "context_fit": e.context_fit, "lever": e.lever, "lever_share": e.lever_share,
        "users_pool": e.users_pool, "tokens_pool": e.tokens_pool,
        "more": more_cards_msg(more, g, r.arch),  # INT4 as the lever: the makers' own checkpoint, its in-pool need a card
        "repo": r.arch.int4_checkpoint or None if e.lever == "weights_int4" else None, "community": not int4_by_makers(r.arch),
        "lever_need": (e.lever_share or 0.0) * f.budget / 1e9})


def more_cards_msg(more: EdgeCards | None, g: GPUSpec, arch: ModelArch) -> Msg | None:
    """The card count under the limit (tools.edge_cards) in words: count, tensor parallel, per-GPU need and share, and
    the counts the model's heads refuse; None when no count up to its MOST_CARDS is."""
    if more is None:
        return None
    return Msg(code="stated_edge.more_cards", args={
        "n": more.cards, "gpu": g.name, "tp": more.tp, "copies": more.copies, "need": more.need / 1e9,
        "share": more.share, "refused": ", ".join(str(x) for x in more.refused), "heads": arch.heads,
        "kv": arch.kv_heads})


def tight_pool(r: Run, top: Offer) -> Fit | None:
    """The pick's fit when it is a rented serving pick filling more than TIGHT_POOL_SHARE of its engine's pool (the
    memory model's own error is a few GB per card, docs/RECOMMENDER.md, so a 5–10 % spare pool is not headroom a long
    prompt cannot eat); None otherwise."""
    if r.kind is not WorkKind.SERVING or top.plan is None or on_owned(r, top):
        return None
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, 1.0)
    return f if f.past_pool_limit else None


def tight_serving_lead(r: Run, top: Offer, f: Fit, msg: Msg) -> Msg:
    """A tight serving pick (`tight_pool`) leads with "tight: test" and its per-GPU figure in its engine's terms (the
    pick's one "needs" figure: the machine in `msg` is built without its own), and the same card on
    more GPUs that holds the work with SAFE_HEADROOM is named with its price and TP (DeepSeek-V3 at
    ~95 % of 4 × MI300X with no warning and no 8 × MI300X); with none listed, the recommender's safe pick, with its own
    TP (the TP of a same-card machine that was not listed was said beside another card's machine)."""
    wider, tp = _wider_same_card(r, top)
    if wider is None and r.safe is not None and not same_plan(r.safe, top):
        wider, tp = r.safe, (r.safe.layout.tp if r.safe.layout.tp > 1 else None)
    tol = TIGHT_GIVES_WAY - 1 if one_machine_tolerance(r) > 0 else 0.0  # `_tight_gives_way`'s band
    beyond = wider is not None and top.hourly > 0 and tol > 0 and wider.hourly > top.hourly * (1 + tol)
    return Msg(code="recommend.tight_lead", args={
        "need": f.need / 1e9, "pool": f.budget / 1e9, "share": f.need / f.budget, "msg": msg,
        "limit": TIGHT_POOL_SHARE, "fleet": plan_machines(wider) if wider is not None else None, "tp": tp,
        "money": _money(wider.hourly, r.currency) if wider is not None else None,
        # why the roomy plan does not lead: it costs more than the band a memory margin may add (_pool_room)
        "ratio": wider.hourly / top.hourly if beyond and wider is not None else None, "band": tol,
        "why": None if beyond else tight_kept_why(r, top, wider), "gives_way": TIGHT_GIVES_WAY,
        "times": wider.hourly / top.hourly if wider is not None and top.hourly > 0 else None})


def tight_kept_why(r: Run, top: Offer, wider: Offer | None) -> str | None:
    """Why a tight serving pick (`tight_pool`) still leads: the reason recorded where the rule decided
    (`_tight_gives_way`, `_tight_verdict`: "cheapest", "stated", "weights", "fastest", "targets", "none"), so the
    headline never names a plan with room and rents the tight one for a reason the rule did not use; "none" when no
    plan with room is named beside it (`wider` None). A plan with room named beside the pick while the rule recorded no
    reason for this pick, or "none" (the named plan was not among the ranked rows: the safe tier's, `_safe`), is never
    left without one: "price" where it costs more by the hour (the ratio said), else "unranked" (a rule of the ranking
    left it out). By hand: a 2 × A40 pick at 99 % of its pool at $0.88/h beside 4 × A40 with room at $1.76/h and no
    reason recorded → "price" (2.0×)."""
    if wider is None:
        return "none"
    kept = r.tight_kept
    why = kept[1] if kept is not None and kept[0] is top else None
    if why in (None, "none"):
        return "price" if wider.hourly > top.hourly else "unranked"
    return why


def _wider_same_card(r: Run, top: Offer) -> tuple[Offer | None, int | None]:
    """The same card on twice the GPUs in one machine (≤ 8), one copy in TP over all of them, when that layout holds
    the work with SAFE_HEADROOM: the cheapest such listed machine and its TP degree. A machine of 8 is otherwise
    sized as two copies of the thin 4-GPU layout, each as tight as the pick."""
    n = top.total_gpus * 2
    if n > 8:
        return None, None
    w = r.w.model_copy(update={"num_gpus": n})
    p = plan_layout(r.arch, w, top.gpu, headroom=SAFE_HEADROOM)
    f = fit_of(p.per_gpu, top.gpu, w, 1.0)
    if not p.fits or p.layout.tp != n or f.need * SAFE_HEADROOM > f.budget:
        return None, None
    same = [o for o in r.offers if o.gpu.name == top.gpu.name and o.instances == 1 and o.total_gpus == n]
    best = min(same, key=lambda o: o.hourly, default=None)
    return (best, n) if best is not None else (None, None)


def family_no(r: Run, top: Offer, msg: Msg) -> Msg:
    """A stated card family ("8 × H100") whose common variant (`stated_card`: the smallest, H100 SXM 80 GB) cannot
    hold the work while a bigger variant can: the plain "no" on that variant leads the headline, with the figure
    (tools.fit short_words), before the yes on the variant that holds it ("not on 80 GB H100s" said
    only in a pitfall line under a headline renting 8 × H100 NVL)."""
    got = stated_plan(r) if family_moved(r, top) else None
    if got is None:
        return msg
    p, f, g = got
    return Msg(code="recommend.headline_family_no", args={
        "n": r.w.num_gpus or p.layout.num_gpus, "card": g.name, "need": short_words(f), "gpu": top.gpu.name,
        "msg": msg})


def on_owned(r: Run, top: Offer) -> bool:
    """Is the pick the hardware the user owns (`owned_gpus`: "I have 2 × 4090", 我手上有 4 张 A100): the stated card,
    on the stated count? Then the answer is about running on those cards, not renting them;
    a plan on another card or count (the stated cards refused) stays a rental, said as such."""
    if not r.w.owned_gpus or top is None:
        return False
    card = top.gpu.name in r.named or (r.preferred is not None and top.gpu.name == r.preferred.name)
    return card and (not r.w.num_gpus or top.total_gpus == r.w.num_gpus)


RENTAL_TAIL = frozenset({"recommend.tail.month", "recommend.tail.per_million", "recommend.tail.per_million_training",
                         "recommend.tail.assumed_job",
                         "recommend.tail.rental_total", "recommend.tail.recurring"})


def owned_train_speed(tps: float) -> Msg:
    """Training on the user's own cards with no data size ("用我们的病历做lora微调，要多久"): the training tokens/s and
    the job's hours on those cards for the same assumed run the rental answer prices (tools.defaults
    .ASSUMED_TRAIN_TOKENS: 50,000 examples × 2,048 tokens, one pass ≈ 102 M tokens), said as an assumption, never a
    bare rate. By hand: 102.4 M ÷ 1,015 tokens/s ≈ 100,900 s ≈ 28 h on one 8 × V100 32GB box (Qwen2.5-72B LoRA)."""
    return Msg(code="recommend.owned.train_speed", args={
        "tps": tps, "tokens": count_text(ASSUMED_TRAIN_TOKENS), "examples": ASSUMED_TRAIN_EXAMPLES,
        "seq": DEFAULT_TRAIN_SEQ, "took": duration(ASSUMED_TRAIN_TOKENS / tps / SECONDS_PER_HOUR)})


def owned_headline(parts: dict[str, MsgArg], r: Run, top: Offer) -> Msg:
    """The headline on the user's own cards: the layout and memory on them, the speed (per user for serving, the
    job's time or the training throughput) and no rental price: the month, the price per token and the job's cost
    are a rental's figures, named beside the pick as a second option (`rent_instead()`)."""
    given = parts.get("tail")
    tail: list[Msg] = [m for m in (given if isinstance(given, list) else []) if isinstance(m, Msg)
                       and m.code not in RENTAL_TAIL]
    if r.kind is WorkKind.OPEN_TRAINING and top.tokens_per_s:
        tail.append(owned_train_speed(top.tokens_per_s))
    machine = parts["machine"]
    args = machine.args if isinstance(machine, Msg) else {}
    return Msg(code="recommend.owned.headline", args={
        "model": parts["model"], "task": parts["task"], "n": top.total_gpus,
        "load": _owned_load(parts.get("load"), r.kind),
        "gpu": top.gpu.name, "need": args.get("need"), "layout": args.get("layout"),
        "done": parts.get("done") if top.train_hours else None, "gh": parts.get("gh"), "tail": tail,
        "fewest": None if r.w.num_gpus else fewest_owned(r, top), "variant": r.variant,
        # the table's rented rows are the same old card: a price reference with the same limits (rent_current_card)
        "old_card": before_current_kernels(top.gpu)})


NO_FLASH_ATTENTION_2 = ("Volta", "Turing")  # FlashAttention-2 needs Ampere (sm_80) or later (its README)


# the kinds that train: only a training run has a serving half to size afterwards (a batch job on owned cards has
# no users: its default batch concurrency is no head count)
TRAINING_KINDS = (WorkKind.SIZED_TRAINING, WorkKind.OPEN_TRAINING)


def owned_serving(r: Run) -> Msg | None:
    """Training on the user's own cards, with users to serve afterwards ("fine-tune, then deploy with vLLM for 30
    people"): the serving half sized on the same owned cards too — the fewest of them that hold the model at that
    load, memory per card and speed per user — so "do we need to rent?" is answered for both halves (expert hand
    check: 8 × T4 owned; Qwen2.5-7B FP16 is 15.2 GB, over one T4's ≈ 14.4 GB usable, so TP2 over 2 × T4 or AWQ INT4
    on one; T4 has no BF16 (vLLM --dtype half) and no FlashAttention-2, so vLLM's V1 runs its Triton attention backend,
    from v0.10.2: tools.compat VLLM_DEFAULT_PATH_FLOOR)."""
    top = r.top
    # users stated, not the training default of one (a thesis fine-tune was told "then serving 1 users needs no
    # rental: 4 of your 2 cards")
    if (not r.w.owned_gpus or r.kind not in TRAINING_KINDS or not (r.asked.concurrency or r.asked.head_count)
            or top is None or not on_owned(r, top)):
        return None
    served = r.asked.model_copy(update={"task": "inference", "num_gpus": None, "precision": None, "dataset": None,
                                        "deadline_hours": None, "framework": "vllm"})
    alt = resolve_run(r.arch, served, r.gpus, r.rows, replace(r.opts, explore=False, routes=False))
    ranked(alt)
    o = alt.top
    if o is None or o.plan is None or o.gpu.name != top.gpu.name or (r.w.num_gpus and o.total_gpus > r.w.num_gpus):
        return None  # more of the card than the user owns is no "no rental"
    return Msg(code="recommend.owned.serve", args={
        "users": alt.w.concurrency, "people": r.w.head_count if "concurrency" in r.w.filled else None,
        "n": o.total_gpus, "owned": r.w.num_gpus, "gpu": o.gpu.name,
        "need": o.plan.per_gpu.total / 1e9, "tps": o.per_user_tps, "precision": alt.w.precision,
        "no_fa2": o.gpu.architecture in NO_FLASH_ATTENTION_2, "half": not o.gpu.bf16_support})


def fewest_owned(r: Run, top: Offer) -> int:
    """The fewest of the user's card that hold the work among the plans found, for owned cards said with no count ("can
    my 4090s handle Llama-3.1-70B?"): the answer says the count is unknown and how many it needs, never "your own 8 ×
    RTX 4090" as if the user had said 8 (docs/CONVERSATION.md "Three reading decisions": a plural states no count)."""
    return min((o.total_gpus for o in r.offers if o.gpu.name == top.gpu.name and o.plan is not None),
               default=top.total_gpus)


def owned_margin(r: Run) -> list[Msg]:
    """Serving on the user's own cards with less than tools.fit.POOL_THIN of the engine's budget spare is a fit to
    test, not a plan: the next 8-bit step on the same cards (an FP8 KV cache, else INT4 AWQ weights) is re-run and
    named with its memory and speed, so the comfortable way to run on what they own is in the answer
    (2 × 4090 at 22.1 of 23.2 GB, no route with room named). A model whose makers publish a 4-bit checkpoint
    (ModelArch.int4_checkpoint: Qwen/Qwen2.5-72B-Instruct-AWQ) has it named as well, with its memory per card (4 × 4090
    at 0.6 GB spare with FP8 weights was offered an FP8 KV cache only, never the official AWQ practitioners run)."""
    top = r.top
    if top is None or top.plan is None or r.kind is not WorkKind.SERVING or not on_owned(r, top):
        return []
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, DEFAULT_HEADROOM)
    if f.budget <= 0 or f.budget - f.need >= thin_floor(f.budget):
        return []
    kv_step: dict[str, str | None] | None = {"kv_precision": "fp8"} if r.w.kv_precision not in ("fp8", "int8") else None
    awq_step: dict[str, str | None] | None = ({"precision": "awq", "kv_precision": None} if r.w.precision in INT4_FROM
                                              else None)
    steps = [kv_step] if kv_step else []
    if awq_step and (not kv_step or r.arch.int4_checkpoint):
        steps.append(awq_step)
    msgs = [m for m in (_owned_step(r, f, s) for s in steps) if m is not None]
    if len(msgs) == 2:  # the FP8 KV step first, the official 4-bit checkpoint after it, one sentence
        msgs = [Msg(code="recommend.owned.margin", args={**msgs[0].args, "also": Msg(
            code="recommend.owned.margin_int4", args=msgs[1].args)})]
    return msgs


def _owned_step(r: Run, f: Fit, step: dict[str, str | None]) -> Msg | None:
    """One step of owned_margin re-run on the same cards, with its memory per card, spare and speed."""
    alt = resolve_run(r.arch, r.asked.model_copy(update=step), r.gpus, r.rows, r.opts)
    ranked(alt)
    o = alt.top
    if o is None or o.plan is None or not on_owned(alt, o):
        return None
    g = fit_of(o.plan.per_gpu, o.gpu, alt.w, DEFAULT_HEADROOM)
    kv = bool(step.get("kv_precision"))
    return Msg(code="recommend.owned.margin", args={
        "spare": (f.budget - f.need) / 1e9, "pool": f.budget / 1e9, "step": "kv" if kv else "awq",
        "repo": None if kv else r.arch.int4_checkpoint or None, "need": g.need / 1e9, "community": not int4_by_makers(r.arch),
        "spare_2": (g.budget - g.need) / 1e9, "tps": o.per_user_tps})


def _owned_load(load: MsgArg, kind: WorkKind) -> MsgArg:
    """The load as the policy headline joins it: after a comma for serving, run on for a batch."""
    return Msg(code="recommend.owned.load", args={"load": load}) if load is not None and kind is WorkKind.SERVING else load


def rent_instead(r: Run) -> list[Msg]:
    """On owned cards, the same plan rented, labelled as the second option (a user may still want to rent); when the
    owned card lacks the stated BF16, the rental is a card that has it (`rent_for_precision`)."""
    top = r.top
    if top is None or not on_owned(r, top):
        return []
    if r.w.rent_more is False:  # the data stays on the user's premises: no rental to name, their power is the cost
        return owned_power(r, top)
    if r.w.precision == "bf16" and not top.gpu.bf16_support:
        return rent_for_precision(r)
    if before_current_kernels(top.gpu):
        return rent_current_card(r)
    cost = about_money(top.work_cost, r.currency) if top.train_hours else None
    month = "≈ " + money_text(top.hourly * period_hours(r.w), r.currency, 0) if r.kind is WorkKind.SERVING else None
    return [Msg(code="recommend.owned.rent_instead", args={
        "provider": top.row.provider, "instance": top.row.instance_type, "machines": top.instances,
        "n": top.total_gpus, "gpu": top.gpu.name, "price": _money(top.hourly, r.currency), "cost": cost,
        "month": month, "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day)})] + owned_power(r, top)


def owned_power(r: Run, top: Offer) -> list[Msg]:
    """The owned cards' electricity at the stated price per kWh against the same machine rented (tools.power), the
    rate converted to the answer's currency (tools.cost.convert_amount); with no price said, at the labelled
    published commercial price of the place the chat names (tools.power_tariff.default_tariff; else the US EIA commercial
    average, with "no local figure on file" where a place was named), said as assumed with its source and a request for
    the user's own tariff: what owned cards cost a month is their power, never a rental (by hand: 4 × T4 at 70 W =
    0.28 kW × 730 h × $0.13 ≈ $27 a month; 8 × V100 SXM2 at 300 W = 2.4 kW → ≈ $228 a month, cards only)."""
    rent = None if r.w.rent_more is False else top.hourly  # the data stays on site: no rental set beside it
    job = wall_hours(top.train_hours) if top.train_hours and r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) \
        else None
    return owned_power_of(r, top.gpu, top.total_gpus, rent, job)


def owned_power_of(r: Run, g: GPUSpec, n: int, rent: float | None, job_hours: float | None) -> list[Msg]:
    """The power line of n of the user's own cards `g` (owned_power's rate): a sized job's electricity over its
    `job_hours` on them (tools.power.job_power_line: kW × hours × rate), else a month around the clock beside the
    rental `rent` an hour (tools.power.power_line). "电费一个月多少" on 8 × 4090-48GB (450 W) = 3.6 kW × 730 h =
    2,628 kWh; at the assumed $0.13 × ¥7.2 ≈ ¥0.94 a kWh ≈ ¥2,470 a month, cards only."""
    from tools.power import job_power_line, power_line
    from tools.power_tariff import default_kwh

    said = r.w.power_price
    assumed = default_kwh(r.w.located or r.asked.located, r.w.regions or r.asked.regions, r.currency, r.opts.usd_cny,
                          r.opts.fx)  # the place's published price, or the US EIA average said as such
    rate = (convert_amount(said.amount, said.currency, r.currency, r.opts.usd_cny, r.opts.fx) if said is not None
            else assumed[0]) or 0.0
    basis = None if said is not None else assumed[1]
    line = job_power_line(g.name, g.tdp_w, n, rate, job_hours, r.currency, said is None, basis) if job_hours \
        else power_line(g.name, g.tdp_w, n, rate, rent, month_hours(r.w), r.currency, said is None, basis)
    return [line] if line is not None else []


def unpriced_owned_power(r: Run) -> list[Msg]:
    """The power of the user's own cards where no rental of that card is priced (a modded 48 GB 4090, a consumer
    card no cloud rents: unpriced_plan_headline's owned plan): a sized job's over its hours on them
    (`_unpriced_job`, wall hours as the headline says them), else a month around the clock — what owned cards cost
    is their electricity, asked ("电费一个月多少") or not."""
    held = _unpriced_hold(r) if r.w.owned_gpus else None
    if held is None:
        return []
    g, p = held
    job = _unpriced_job(r, g, p) if r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) else None
    if r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) and job is None:
        return []  # a job with no hours on them: no figure to price
    return owned_power_of(r, g, p.layout.num_gpus, None, wall_hours(job[0]) if job else None)


OWNED_POWER = ("recommend.owned.power", "recommend.owned.power_job")  # the owned cards' electricity lines
OWNED_TOP_UP_COPIES = 16  # the most copies (owned + rented) the top-up line tries before saying the floor is not met


def owned_top_up(r: Run) -> list[Msg]:
    """Owned cards that serve the load below the per-user floor (ours or the user's): keep them as one copy and rent
    more copies of the same machine (the pick's own row, the table's cheapest for that card and count), the users split
    evenly over the copies; the fewest rented copies that reach the floor, else the most tried (OWNED_TOP_UP_COPIES)
    with their speed, said under the floor. The speed judged is the lower of the priced shape's and the one at the
    context the memory is sized for (tools.offers.users_at_context), the figure the margin rule also holds.
    "we own 2 × A100 … rent whatever else is needed" was offered 25 rented single-card boxes and never the
    owned pair plus a rented pair. "2 A100 80GB and can rent more", Llama-3.1-70B for 40 users, got
    FP8 on the pair at 20.6 tok/s on short prompts but 16.1 at the full 4,096-token context, and no rental: by hand a
    rented pair of the same card at 20 users each is 70.6 GB / 2 = 35.3 GB of FP8 weights + 20 × 4,096 × 327,680 B
    (2 × 80 layers × 8 KV heads × 128 × 2 B) / 2 = 13.4 GB of KV ≈ 49 GB a card, half the batch per copy."""
    top = r.top
    # a stated count answered at its own speed was searched with no floor (any_speed): the floor it missed is ours
    floor = (r.search.stream_floor or (INTERACTIVE_TOKENS_PER_S if r.search.any_speed else 0.0)) \
        if r.kind is WorkKind.SERVING else 0.0
    now = _judged_tps(r, top.per_user_tps, top.users_per_replica, top) if top is not None else None
    if top is None or not on_owned(r, top) or not floor or top.replicas > 1 or (now or 0) >= floor:
        return []
    users = r.w.concurrency
    tried: tuple[int, int, float] | None = None
    for copies in range(2, min(OWNED_TOP_UP_COPIES, users) + 1):
        each = -(-users // copies)
        lp = r.search.load_at(each, top.gpu, top.layout)
        tps = _judged_tps(r, lp.per_user_tps if lp is not None else None, each, top)
        if tps is None:
            break
        tried = (copies, each, tps)
        if tps >= floor:
            break
    if tried is None:
        return []
    copies, each, tps = tried
    return [Msg(code="recommend.owned.top_up", args={
        "mine": top.total_gpus, "gpu": top.gpu.name, "tps_now": None if unserved(None, now or 0.0) else now, "floor": floor,
        "rent": copies - 1, "fleet": f"{top.row.provider} {top.row.instance_type}", "copies": copies, "each": each,
        "tps": tps, "met": tps >= floor, "money": _money(top.hourly * (copies - 1), r.currency),
        "price": _money(top.hourly, r.currency),
        "full": r.w.seq_len if at_full_context(r.search) is not None else None})]


def _judged_tps(r: Run, tps: float | None, users: int, o: Offer) -> float | None:
    """The per-user speed owned_top_up judges for `users` on one replica of `o`'s layout: the lower of the priced
    shape's `tps` and the one at the sized context (tools.offers.users_at_context), where both are known."""
    full = users_at_context(r.search, users, o.gpu, o.layout) if at_full_context(r.search) is not None else None
    known = [x for x in (tps, full) if x is not None]
    return min(known) if known else None


def rent_for_precision(r: Run) -> list[Msg]:
    """Owned cards without the stated BF16 (Volta, Turing: V100, T4 have only FP16) run the job in FP16; the rental
    the user asks for ("不够的话租什么") is then the best plan on a card that has BF16, never the same card rented
    (8 × V100 owned, the rental offered was 8 × V100 on Azure for a "BF16" fine-tune)."""
    free = r.asked.model_copy(update={"owned_gpus": None, "gpu_preference": None, "num_gpus": None})
    alt = resolve_run(r.arch, free, r.gpus, r.rows, r.opts)
    ranked(alt)
    # the cheapest Ampere-or-newer x86 plan, never a dearer aarch64 superchip ranked first (sensible_rental)
    o = sensible_rental([o for o in alt.offers if o.plan is not None and o.gpu.bf16_support])
    if o is None:
        return []
    cost = about_money(o.work_cost, r.currency) if o.train_hours else None
    month = "≈ " + money_text(o.hourly * period_hours(r.w), r.currency, 0) if r.kind is WorkKind.SERVING else None
    return [Msg(code="recommend.owned.rent_for_precision", args={
        "provider": o.row.provider, "instance": o.row.instance_type, "n": o.total_gpus, "gpu": o.gpu.name,
        "price": _money(o.hourly, r.currency), "cost": cost, "month": month, "owned": r.top.gpu.name if r.top else "",
        "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day),
        "training": not serves(r.w.task)})]  # loss scaling is a training matter: serving loads FP16 (--dtype half)


def before_current_kernels(gpu: GPUSpec) -> bool:
    """An NVIDIA card below compute capability 8.0 (Pascal, Volta, Turing: P40, V100, T4): no BF16, no
    FlashAttention-2, and off vLLM's default path (tools.compat.VLLM_DEFAULT_PATH_FLOOR) — the risk an owned old card
    carries, which renting the same card does not remove."""
    return gpu.vendor == "NVIDIA" and 0 < gpu.sm < compat.VLLM_DEFAULT_PATH_FLOOR


def sensible_rental(offers: Sequence[Offer]) -> Offer | None:
    """The rental offered beside an owned old card: a CUDA card at or above compute capability 8.0 (Ampere or newer:
    BF16, FlashAttention-2, vLLM's default path) on an x86 host (an aarch64 Grace host needs Arm wheels: tools.compat.
    host_arch_check), the cheapest by the ranking's objective, ranked order breaking ties (4 × V100
    owned, the rental offered was the same 4 × V100, useless if vLLM fails on Volta; a GH200 at $2.29/h named before
    an A800 at $1.08/h for the same work). An aarch64 card only where no x86 one holds the work."""
    ok = [o for o in offers if o.plan is not None and o.gpu.vendor == "NVIDIA" and not before_current_kernels(o.gpu)
          and o.gpu.sm > 0]
    x86 = [o for o in ok if compat.host_arch_check(o.row, o.gpu) is None] or ok
    return min(x86, key=objective, default=None)


def rent_current_card(r: Run) -> list[Msg]:
    """Owned Pascal/Volta/Turing cards: the rental the user asks for ("不行的话租什么") is the best plan on a card
    that removes the old card's risk (`sensible_rental`), named with why, never the same card rented."""
    free = r.asked.model_copy(update={"owned_gpus": None, "gpu_preference": None, "num_gpus": None})
    alt = resolve_run(r.arch, free, r.gpus, r.rows, r.opts)
    ranked(alt)
    o = sensible_rental(alt.offers)
    if r.top is None:
        return []
    if o is None:  # no rental to name (the data stays on site, or none holds it): the owned cards' power still is
        return owned_power(r, r.top)
    cost = about_money(o.work_cost, r.currency) if o.train_hours else None
    month = "≈ " + money_text(o.hourly * period_hours(r.w), r.currency, 0) if r.kind is WorkKind.SERVING else None
    return [Msg(code="recommend.owned.rent_current", args={
        "provider": o.row.provider, "instance": o.row.instance_type, "n": o.total_gpus, "gpu": o.gpu.name,
        "price": _money(o.hourly, r.currency), "cost": cost, "month": month, "owned": r.top.gpu.name,
        "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day)})] + owned_power(r, r.top)


ROCM_NEAR_TIE = ROCM_LEAD_MARGIN  # the stack preference (15 %): a CUDA plan this close to an AMD pick is a near tie


def rocm_near_tie(r: Run, top: Offer) -> Msg | None:
    """An AMD pick with a CUDA plan within ROCM_NEAR_TIE on the ranking objective says so in the headline: it runs
    ROCm, not CUDA (an image built for ROCm: CUDA-only wheels and most CUDA images do not load), with the nearest CUDA
    plan and how much more it costs, so the stack is chosen with the price, not found in the small print
    (an MI300X on a 2 % tie with an H100, the ROCm line last)."""
    if top.gpu.vendor != "AMD":
        return None
    c = nearest_cuda(r, top)
    over = c is None and (c := cuda_over_budget(r, top)) is not None
    if c is None or not objective(top):
        return None
    floor = compat.rocm_target(top.gpu)
    less = max(0.0, 1 - objective(c) / objective(top))
    return Msg(code="recommend.rocm_near_tie", args={
        "gpu": top.gpu.name, "floor": floor[1] if floor else None, "fleet": plan_machines(c),
        "money": _money(c.hourly, r.currency), "why": cheaper_cuda_why(r, top, c) if less else None,
        "more": max(0.0, objective(c) / objective(top) - 1), "less": less, "over": over})


def cuda_over_budget(r: Run, top: Offer) -> Offer | None:
    """An AMD pick that leads because it holds the per-user floor at full context where no CUDA plan within the
    budget does (`holds_what_the_pick_holds`): the CUDA plan over the budget that holds it, by the ranking's rules (one
    machine, no TP over 4+ PCIe cards, room in its pool first), so the headline names what CUDA would cost. By hand:
    Qwen2.5-Coder-32B for 45 at once in a $3,000 month ($4.11/h): 1 × MI300X at $2.39/h leads; 2 × H100 SXM at
    $4.33/h (28.6 tok/s at the full context, 81 % more) is the CUDA plan named, over the budget. Not for a user who
    named AMD (`_stack_preference` off): the stack is theirs."""
    if _stack_preference(r) <= 0 or top.gpu.vendor != "AMD":
        return None
    cuda = [o for o in r.over_budget if o.gpu.vendor != "AMD" and holds_what_the_pick_holds(r, top, o)]
    plain = [o for o in cuda if o.instances == 1 and pcie_group(o) < PCIE_SHARDING_WARNED and not pool_tight(r, o)]
    best = order(plain) or order(cuda)
    return best[0] if best else None


def cheaper_cuda_why(r: Run, top: Offer, c: Offer) -> Msg:
    """Why an AMD pick leads a cheaper CUDA plan, said beside that plan's price in the same sentence (the headline
    said "the nearest CUDA plan … costs 10% less" and gave the reason only in the levers below): the margin rule's
    figures when the CUDA plan was the thin plan the margin gave way (its per-user speed clears the floor only inside
    the speed model's error, tools.recommend.ServingThin), else both plans' per-user speeds under the ranking rules
    said beneath the table. By hand: 2 × A800 at 24.3 tok/s against the 20 tok/s floor (37 % model error) gives way
    to 1 × MI300X at 37.1 tok/s."""
    t = r.thin_serving
    if t is not None and t.promoted and t.safe is top and _row_key(t.thin) == _row_key(c) and t.thin_tps:
        return Msg(code="recommend.rocm_near_tie.thin", args={
            "tps": t.thin_tps, "floor": r.search.stream_floor or MIN_STREAM_TOKENS_PER_S,
            "pick_tps": t.safe_tps or top.per_user_tps or 0.0})
    if t is not None and t.floor is top and _row_key(t.thin) == _row_key(c) and t.thin_tps and t.floor_tps:
        # the pick leads because the CUDA plan falls below the floor at full context (`_below_floor_lead`)
        return Msg(code="recommend.rocm_near_tie.below", args={
            "tps": t.thin_tps, "floor": r.search.stream_floor, "pick_tps": t.floor_tps, "ctx": r.w.seq_len})
    return Msg(code="recommend.rocm_near_tie.ranked", args={
        "tps": c.per_user_tps or 0.0, "pick_tps": top.per_user_tps or 0.0})


def rocm_cheaper(r: Run, top: Offer) -> Msg | None:
    """A CUDA pick with a cheaper AMD row ranked below it (the stack preference kept the ROCm plan from leading: it
    saves no more than STACK_PREFERENCE) names that row beneath the pick — "cheaper on AMD (ROCm): …" with its price
    and saving — so the choice of stack is the user's (1 × MI300X at $2.39 beneath 1 × H100 at $2.60: 8 % less)."""
    if top.gpu.vendor == "AMD" or not objective(top) or _stack_preference(r) <= 0:
        return None
    # only a row the preference itself kept back: one saving more than it lost the lead to another rule (the floor at
    # full context), and "ROCm must save over 15 % to lead" beside a 45 % saving would say the wrong reason
    amd = next((o for o, _, _ in r.shown if o.gpu.vendor == "AMD" and saves_past_tie(objective(o), objective(top))
                and not rocm_saves_clearly(objective(o), objective(top))), None)
    if amd is None:
        return None
    floor = compat.rocm_target(amd.gpu)
    job = Msg(code="recommend.cost.job", args={"money": _money(amd.work_cost, r.currency),
                                               "took": duration(wall_hours(amd.train_hours))}) \
        if amd.train_hours and r.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING) else None  # a job: its cost and time
    return Msg(code="recommend.rocm_cheaper", args={
        "fleet": plan_machines(amd), "money": _money(amd.hourly, r.currency), "floor": floor[1] if floor else None,
        "less": 1 - objective(amd) / objective(top), "preference": STACK_PREFERENCE, "job": job})


def nearest_cuda(r: Run, top: Offer) -> Offer | None:
    """The CUDA plan an AMD pick is compared with (within ROCM_NEAR_TIE of the pick when the user named AMD): the best
    CUDA plan by the ranking's rules — one machine, no tensor parallelism over 4+ PCIe cards, room in its KV pool
    (the table's first such row, else tools.ranking.order among those the table left out) — else the first CUDA row
    of the ranked table, so the headline names a plan the table's rules stand behind (the headline named four 1-GPU
    machines while the table's CUDA row at that price was two 2-GPU machines; beside a 1 × MI300X it named 8 × RTX
    A5000 at $2.95/h, TP 8 over PCIe, while one-machine NVLink plans went unnamed)."""
    # a user who did not name AMD (the stack preference on) sees the best CUDA plan at any price gap: the ROCm pick leads
    # because it saves more than STACK_PREFERENCE over it, and the answer says over what (1 × MI300X at $2.39 beside
    # 2 × H100 at $4.33, 81 % more); a user who named AMD hears of it only inside the near tie
    band = float("inf") if _stack_preference(r) > 0 else ROCM_NEAR_TIE
    shown = [o for o, _, _ in r.shown]
    cuda = [o for o in shown + [o for o in r.offers if o not in shown] if o.gpu.vendor != "AMD"
            and objective(o) <= objective(top) * (1 + band) and holds_what_the_pick_holds(r, top, o)]
    plain = [o for o in cuda if o.instances == 1 and pcie_group(o) < PCIE_SHARDING_WARNED and not pool_tight(r, o)]
    # the table's first plain CUDA row, else the best plain one the table left out (tools.ranking.order), else the
    # table's first CUDA row
    return next((o for o in plain if o in shown), None) or (order(plain)[0] if plain else next(iter(cuda), None))


def holds_what_the_pick_holds(r: Run, top: Offer, o: Offer) -> bool:
    """When a margin rule put `top` first because a cheaper plan falls below the per-user floor at the sized context,
    a plan named beside it as an alternative must hold that floor there too ("the nearest CUDA
    plan, 2 × A800 at $2.16/h, costs 55% less" beside a pick chosen because that plan falls to 16 tok/s)."""
    t, floor = r.thin_serving, r.search.stream_floor
    if t is None or t.thin is top or not floor:
        return True
    tps = full_context_tps(r, o)
    return tps is None or tps >= floor


def spot_lever(r: Run, top: Offer) -> Msg | None:
    """A pick priced on spot says so up front, with the same machine's on-demand price (and job cost)
    beside it: "cheapest" moving a job to a deep spot discount is a lever the user should see, not a
    silent change of billing."""
    if top.billing != "spot":
        return None
    od_h = on_demand_hourly(r, top)
    why = Msg(code="recommend.on_spot.cheapest") if r.w.priority == "cheapest" else None
    scarce = scarce_spot_words(r, top)  # said after this machine's own on-demand price
    if od_h is None:  # still the reclaim-free plan to compare with ("最便宜" on spot named none)
        return Msg(code="recommend.on_spot_no_on", args={"why": why, "scarce": scarce,
                                                         "best": _cheapest_on_demand_words(r, top, 0.0)})
    od_job = job_cost_of(od_h, top.train_hours, "on_demand") if top.train_hours else None
    job = Msg(code="recommend.on_spot.job", args={"money": _money(od_job, r.currency)}) if od_job else None
    return Msg(code="recommend.on_spot_on_demand", args={"why": why, "money": _money(od_h, r.currency), "job": job,
                                                          "scarce": scarce, "region": top.row.region,
                                                          "best": _cheapest_on_demand_words(r, top, od_job or od_h)})


def scarce_spot_words(r: Run, top: Offer) -> Msg | None:
    """A spot pick on an 8-GPU flagship machine (tools.offers.scarce_spot): a caution that such spot capacity is rarely
    obtainable and can be reclaimed, with the cheapest spot plan on a machine that is not scarce when one was sized
    (the on-demand prices follow in the spot line itself)."""
    if not scarce_spot(top.row, top.gpu.name, top.billing):
        return None
    easier = [o for o in r.offers if o.billing == "spot" and not scarce_spot(o.row, o.gpu.name, o.billing)]
    alt = min(easier, key=objective_key) if easier else None
    other = Msg(code="recommend.on_spot.scarce_other", args={
        "fleet": plan_machines(alt), "money": _money(alt.hourly, r.currency),
        "job": Msg(code="recommend.on_spot.job", args={"money": _money(alt.work_cost, r.currency)})
        if alt.train_hours else None}) if alt is not None else None
    return Msg(code="recommend.on_spot.scarce", args={
        "n": int(top.row.gpu_count or 0), "gpu": top.gpu.name, "other": other})


def on_demand_hourly(r: Run, o: Offer) -> float | None:
    """An offer's on-demand price per hour for all its machines, in the answer's currency; None without one."""
    od = price_of(o.row, "on_demand")
    each = convert_amount(od, o.row.currency, r.currency, r.opts.usd_cny, r.opts.fx) if od is not None else None
    return each * o.instances if each is not None else None


def on_demand_key(r: Run, o: Offer) -> tuple[float, float] | None:
    """(what the work costs on demand, the hourly price) of a sized offer: the job's cost where the work is a sized job,
    else the price per unit of speed; None without an on-demand price."""
    hourly = on_demand_hourly(r, o)
    if hourly is None:
        return None
    if o.train_hours:
        return job_cost_of(hourly, o.train_hours, "on_demand"), hourly
    return (hourly / o.tokens_per_s, hourly) if o.tokens_per_s else None


def _on_demand_offers(r: Run) -> list[Offer]:
    """The work's offers on demand: this run's own under "cheapest" billing (each row sized, priced at the lower),
    else one more search of the rows on demand (a pick moved to spot searched only the rows with a spot price)."""
    if r.billing != "spot":
        return r.offers
    s = replace(_new_search(r, r.w, r.deadline, r.opts.headroom), billing="on_demand")
    priced, regions = prefilter(s, r.rows)
    offers, _ = r.policy.candidates(search(s, priced, regions), s.rejected)
    return offers


def _cheapest_on_demand_words(r: Run, top: Offer, top_od: float) -> Msg | None:
    """The cheapest ON-DEMAND plan beside a spot pick, with its own machine and price ("¥22 on
    spot, ¥182 on demand on the same machine" hid a ¥47 on-demand plan): a reclaim-free choice the user can compare.
    None when the pick's own machine is already the cheapest on demand."""
    keyed = [(k, o) for o in _on_demand_offers(r) if (k := on_demand_key(r, o)) is not None]
    if not keyed:
        return None
    (cost, hourly), best = min(keyed, key=lambda t: t[0][0])
    # the same machine in another region at a lower on-demand price is named with its region: an answer
    # once printed "$25.25/h on demand the same machine" (the spot pick's region) after a turn that rented it at $21.96/h
    same = (best.row.provider, best.row.instance_type) == (top.row.provider, top.row.instance_type)
    mine = on_demand_hourly(r, top)
    if best.row is top.row or (same and (best.row.region == top.row.region or mine is None or hourly >= mine)):
        return None
    job = Msg(code="recommend.on_spot.job", args={"money": _money(cost, r.currency)}) if best.train_hours else None
    return Msg(code="recommend.on_spot.best_on_demand", args={
        "fleet": plan_machines(best), "money": _money(hourly, r.currency), "job": job, "region": best.row.region,
        "time": duration(wall_hours(best.train_hours)) if best.train_hours else None})


def _batch_load_words(r: Run, tokens_in: int, tokens_out: int) -> Msg:
    """A batch's lengths in its headline: tokens in and out an item, and where the thinking was added before a stated
    short answer (tools.defaults._batch_reply_with_thinking, its note among r.notes) the answer and the thinking that
    make the output, so the length the user said is still in the headline. By hand: DeepSeek-R1-Distill-Llama-70B,
    1,000 in and 500 out said → "1,000 tokens in, 8,692 out: 500 answer + ≈ 8,192 thinking"."""
    note = next((m for m in r.notes if m.code == "defaults.batch_reply_thinking"), None)
    if note is None:
        return Msg(code="recommend.batch_load", args={"tokens_in": tokens_in, "tokens_out": tokens_out})
    return Msg(code="recommend.batch_load_thinking", args={"tokens_in": tokens_in, "tokens_out": tokens_out,
                                                           "reply": note.args["reply"], "think": note.args["think"]})


def _recurring_tail(w: Workload, cost: float, cur: str) -> Msg:
    """A recurring batch's run and its month (tools.cost.recurring_costs): weekdays only, its business days (`days`
    said); every N periods (Workload.batch_every), its runs a month (2.17 every 2 weeks)."""
    each, every_month = recurring_costs(cost, str(w.batch_period), w.usage_days_per_week, w.batch_every)
    return Msg(code="recommend.tail.recurring", args={
        "period": w.batch_period, "per": about_money(each, cur), "month": about_money(every_month, cur),
        "runs": periods_a_month(str(w.batch_period), w.usage_days_per_week, w.batch_every),
        "days": w.usage_days_per_week, "every": w.batch_every})


def capacity_need_words(need_gb: float, g: GPUSpec) -> dict[str, MsgArg]:
    """A per-GPU need's figures for the headline; where it is above the card's marketing size (memory_gb, "MI300X 192
    GB") while the card holds it (its real capacity is that size in GiB: 192 GiB = 206.2 GB), the real capacity too,
    so a working row never reads "192 GB, needs 194.8 GB". By hand: 194.8 > 192 → "of its 206.2 GB (192 GiB)"."""
    cap = (g.usable_bytes or 0) / 1e9
    above = bool(g.memory_gb) and need_gb > (g.memory_gb or 0) and cap >= need_gb
    return {"gb": need_gb, **({"cap": cap, "gib": (g.usable_bytes or 0) / 2**30} if above else {})}


def headline_parts(rec: Recommendation, r: Run, top: Offer, say_need: bool = True) -> dict[str, MsgArg]:
    """Every fact a headline may use: the machine, its price, the load or job, the time and cost. `say_need`: False when
    a lead before the headline already says the pick's per-GPU figure (tight_serving_lead)."""
    w, cur = r.w, rec.currency
    cpm = rec.cost_table[0].cost.cost_per_million_tokens if rec.cost_table else None
    g = top.gpu
    shard = "FSDP" if not serves(w.task) and w.framework in NO_TRAINING_TP else "TP"
    need = top.plan.per_gpu.total / 1e9 if top.plan and say_need else 0.0  # the memory table's total: one per-GPU figure
    machine = Msg(code="recommend.machine", args={
        "name": f"{f'{top.instances} × ' if top.instances > 1 else ''}{top.row.provider} {top.row.instance_type}",
        "gpus": top.total_gpus, "gpu": g.name, "mem": f"{g.memory_gb:g} GB" if g.memory_gb else "",
        "machines": top.instances, "per": top.row.gpu_count or 1, "base": f"{top.row.provider} {top.row.instance_type}",
        "need": Msg(code="recommend.machine.needs", args=capacity_need_words(need, g)) if need else None,
        "layout": _layout_words(top, shard, own_link(w) is False and on_owned(r, top), batch_on_stated_cards(r, w))})
    p: dict[str, MsgArg] = {"model": rec.model, "task": task_words(w.task, w.preference, headline=True),
                            "price": _money(top.hourly, cur), "machine": machine, "load": None}
    tail: list[Msg] = []
    if top.train_hours:
        took = duration(wall_hours(top.train_hours))
        p.update(cost=about_money(top.work_cost, cur), gh=gpu_hours(billed_gpu_hours(top.train_hours, top.total_gpus)),
                 done=Msg(code="recommend.done", args={"took": took}))
    if r.kind is WorkKind.BATCH and top.train_hours:
        out = w.output_tokens or 0
        p.update(task=Msg(code="recommend.batch_task", args={"requests": w.batch_requests}),
                 load=_batch_load_words(r, w.seq_len - out, out),
                 done=Msg(code="recommend.done_batch", args={"took": took}))
        if w.batch_period:  # a recurring batch: what each period's run costs, and a month of them
            tail.append(_recurring_tail(w, top.work_cost, cur))
        month = month_run_line(top.train_hours, top.work_cost, w.batch_requests, w.batch_monthly_items, cur)
        tail += [month] if month is not None and not w.batch_period else []  # a corpus once, then its month's run
        wall = assumed_wall_tail(w.deadline_hours, w.batch_period, top.instances,  # none stated: the assumed wall
                                 wall_hours(top.train_hours)) or owned_wall_msg(  # a stated count: said, not sized
            w, top.train_hours, top.total_gpus, g.name, took, SPEED_MODEL_ERROR)
        tail += [m for m in (wall, owned_period_msg(w, top.train_hours, top.total_gpus, g.name, SPEED_MODEL_ERROR))
                 if m is not None]  # and a recurring batch on the stated cards: each period's hours against it
    elif r.kind is WorkKind.SERVING:
        p["load"] = Msg(code=("recommend.serving_load_agents" if w.agents else "recommend.serving_load_capped")
                        if long_chat_capped(w) else "recommend.serving_load",
                        args={"concurrency": w.concurrency, "seq_len": w.seq_len})
        if unserved(top.ttft_s, top.per_user_tps):  # no finite first token or speed: said in words (tools.unserved_stream)
            tail.append(unserved_tail(w.target_requests_per_s))
        elif top.per_user_tps:
            tail.append(Msg(code="recommend.tail.per_user", args={"tps": top.per_user_tps}))
            thinking = _reasoning_time(r, top)
            tail += [thinking] if thinking is not None else []
        if top.ttft_s and not unserved(top.ttft_s, top.per_user_tps):  # speed, first token, the month's bill
            tail.append(Msg(code="recommend.tail.first_token", args={  # at the stated limit's percentile
                "ttft": top.ttft_s, "pct": w.ttft_percentile if top.load is not None else 0}))
        if top.load is not None:  # the figures are at load: say the request they assume (tools.load)
            sh = r.search.shape
            cached = Msg(code="recommend.tail.cached", args={"share": sh.cached_share}) if sh.cached else None
            tail.append(Msg(code="recommend.tail.at_load", args={"prompt": sh.prompt, "output": sh.output,
                                                                 "cached": cached}))
            capped = chat_cap_tail(r, top)
            tail += [capped] if capped is not None else []
            fresh = fresh_document_ttft(r.search, top.users_per_replica, g, top.layout)
            # each open session at the full context (tools.session_kv): a new one is the full-context prompt below
            fresh = None if w.sessions_full and full_context_tail(r, top) else fresh
            if fresh is not None:  # a document-length prompt: a new one is prefilled whole (tools.load)
                tail.append(Msg(code="recommend.tail.fresh_document", args={"prompt": sh.prompt, "ttft": fresh}))
            tail += full_context_tail(r, top)
        tail += unsized_prompt_tail(r, top) if top.load is None else []  # no prefill rate: a long prompt unsized
        tail.append(_month_tail(r, top.hourly))
        if cpm:
            tail.append(Msg(code="recommend.tail.per_million", args={"cpm": about_money(cpm, cur)}))
    elif r.kind is WorkKind.OPEN_TRAINING:
        if top.plan and top.plan.gradient_checkpointing:
            tail.append(Msg(code="recommend.tail.checkpointing"))
        if cpm:
            tail.append(Msg(code="recommend.tail.per_million_training", args={"cpm": about_money(cpm, cur)}))
        if top.tokens_per_s:  # no data size: a provisional job total for a stated token count, never a bare hour
            run, cost = assumed_job(top.tokens_per_s, top.hourly, top.billing, ASSUMED_TRAIN_TOKENS)
            tail.append(Msg(code="recommend.tail.assumed_job", args={
                "tokens": count_text(ASSUMED_TRAIN_TOKENS), "seq": DEFAULT_TRAIN_SEQ, "examples": ASSUMED_TRAIN_EXAMPLES,
                "took": duration(wall_hours(run)), "cost": about_money(cost, cur)}))
    p["tail"] = list(tail)
    return p


SPECULATIVE_MAX_STREAMS = 4  # decoding this few streams per replica is memory-bound: draft tokens are nearly free


def swap_priced(r: Run) -> list[Msg]:
    """A context above the model's maximum, asked with no stated card: the first longer-context model the headline names
    (the same family first where the catalog has one: Gemma-2-27B → Gemma-3-27B) priced at the asked context and load
    by the recommender re-run, so the answer gives the plan that reads the user's documents, not only the model's own
    capped one (30k-token contracts on Gemma-2-27B were priced at 8,192 with Gemma-3-27B only named).
    Stated cards have their own line (swaps_on_stated)."""
    asked = r.opts.asked_context
    if not (r.opts.explore and asked and r.opts.longer_archs) or r.w.gpu_preference or r.w.num_gpus:
        return []
    a = r.opts.longer_archs[0]
    w = r.asked.model_copy(update={"model": a.name, "params_b": None, "seq_len": asked, "prompt_tokens": None})
    rec = ranked(resolve_run(a, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                                                           asked_context=None, longer_archs=[])))
    c = rec.candidates[0] if rec.candidates else None
    if c is None:
        return [Msg(code="recommend.swap_priced_none", args={"model": a.name, "seq_len": asked})]
    hourly = c.price_per_hour.amount
    # a batch's job total is on its cost row, the first row as the first candidate (the candidate carries no job hours)
    job = rec.cost_table[0].cost.job_on_demand if r.kind is WorkKind.BATCH and rec.cost_table else None
    if job:  # a batch is priced by its run and its runs a month, never by a month of the machine around the clock
        per, month = recurring_costs(job, r.w.batch_period, r.w.usage_days_per_week, r.w.batch_every) \
            if r.w.batch_period \
            else (job, None)
        return [Msg(code="recommend.swap_priced_batch", args={
            "model": a.name, "max_context": a.max_context, "seq_len": asked, "fleet": plan_machines(c),
            "money": _money(hourly, r.currency), "run": money_text(per, r.currency, 2),
            "month": money_text(month, r.currency, 0) if month else ""})] + chunked_priced(r)
    return [Msg(code="recommend.swap_priced", args={
        "model": a.name, "max_context": a.max_context, "seq_len": asked, "fleet": plan_machines(c),
        "money": _money(hourly, r.currency), "month": money_text(hourly * period_hours(r.w), r.currency, 0),
        "tps": c.per_user_tokens_per_s})]


def extractor_priced(r: Run) -> list[Msg]:
    """A chunked extraction batch (a GraphRAG / LightRAG / knowledge-graph index: batch_work extract with a shared
    extraction prompt, advisor/core/chunked_extraction_read.py) on a large model: the same batch on the family's smaller
    extractor (tools.chunked_extraction.smaller_extractor) priced by the recommender re-run, its job total beside the
    pick's, and the quality caveat (LightRAG's README: ≥ 32B for extraction). By hand: 700,000 passes of 3,200 tokens
    in and 500 out on Qwen2.5-14B (≈ 29.6 GB of BF16 weights, 1 × H100) against Qwen2.5-72B on 8 × H100."""
    from tools.chunked_extraction import smaller_extractor

    w = r.w
    if (r.kind is not WorkKind.BATCH or r.top is None or not r.opts.explore or w.batch_work != "extract"
            or not w.shared_prefix_tokens):
        return []
    held = {f.name: f for f in r.opts.family}  # the registry's rows of the model's family, passed in
    name = smaller_extractor(r.arch.name, w.params_b, held)
    if name is None:
        return []
    a = held[name]
    small = r.asked.model_copy(update={"model": a.name, "params_b": None})
    rec = ranked(resolve_run(a, small, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False,
                                                               routes=False, asked_context=None, longer_archs=[])))
    c = rec.candidates[0] if rec.candidates else None
    job = rec.cost_table[0].cost.job_on_demand if rec.cost_table else None
    if c is None or not job:
        return []
    return [Msg(code="recommend.extractor_priced", args={
        "model": a.name, "asked": r.arch.name, "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount,
                                                                                          r.currency),
        "run": money_text(job, r.currency, 2)})]


def chunked_priced(r: Run) -> list[Msg]:
    """A batch of documents over the model's context kept on that model: each document cut into chunks and merged
    (tools.map_reduce_chunks), the batch of chunk and merge requests priced at the model's full context, per run."""
    from tools.map_reduce_chunks import map_reduce

    out, n, top = r.w.output_tokens, r.w.batch_requests, r.arch.max_context
    mr = map_reduce((r.opts.asked_context or 0) - (out or 0), out or 0, top or 0) if out and n and top else None
    if mr is None or top is None or n is None:
        return []
    w = r.asked.model_copy(update={"batch_requests": n * mr.requests_per_doc, "seq_len": top, "prompt_tokens": None})
    rec = ranked(resolve_run(r.arch, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False,
                                                                routes=False, asked_context=None, longer_archs=[])))
    job = rec.cost_table[0].cost.job_on_demand if rec.cost_table else None
    if not job:
        return []
    return [Msg(code="recommend.chunked_priced", args={
        "model": r.arch.name, "chunks": mr.chunks, "chunk": mr.chunk_tokens, "per_doc": mr.requests_per_doc,
        "requests": n * mr.requests_per_doc, "max_context": top, "run": money_text(job, r.currency, 2)})]


FAST_RENTAL_CARD = "H100 SXM"  # the card "do we need H100s?" names: the owned cards' training time is said against it


def compared_card(r: Run) -> GPUSpec | None:
    """The card an owned training plan is held against: the one the user asked about beside their own cards
    (Workload.checked_gpu: "一定要 H100 先夠快？", "do we need A100s?", 要不要换A100), its fastest variant by dense
    BF16 TFLOPS, then memory (H100 → H100 SXM, 989; A100 → A100 80GB SXM), else FAST_RENTAL_CARD."""
    named = [r.gpus[x] for x in named_cards(r.w.checked_gpu, r.gpus) if x in r.gpus] if r.w.checked_gpu else []
    if named:
        return max(named, key=lambda g: (g.bf16_tflops or g.fp16_tflops or 0.0, g.memory_bytes or 0, "SXM" in g.name))
    return r.gpus.get(FAST_RENTAL_CARD)


def owned_vs_h100(r: Run) -> list[Msg]:
    """A sized training job on the user's own cards (slower than an H100): the same job on as many rented H100 SXM,
    by the same formula (tools.speed.estimate_speed through `_unpriced_job`, the figure a ranked row prints), as a
    speed ratio, and its cost at the lowest listed H100 GPU-hour (tools.cost.reference_gpu_hour), so "一定要 H100 先夠
    快?" is answered with a number: the hours saved against the rent. By hand, LoRA Llama-3.1-70B, 15 M tokens on
    2 × A800 (312 dense BF16 TFLOPS each) vs 2 × H100 SXM (989): ≈ 3× faster at the same efficiency (≈ 5 h vs ≈ 1.5 h),
    ≈ 3 GPU-hours × ≈ $2/GPU-hour ≈ $6 to rent. Empty when nothing is sized on the owned cards or they are as fast."""
    g, h = r.preferred, compared_card(r)
    if not r.w.owned_gpus or r.kind is not WorkKind.SIZED_TRAINING or g is None or h is None or g.name == h.name \
            or (g.bf16_tflops or g.fp16_tflops or 0) >= (h.bf16_tflops or 0):
        return []
    p_own = plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)
    n = r.w.num_gpus or p_own.layout.num_gpus
    p_h = plan_layout(r.arch, r.w.model_copy(update={"num_gpus": n}), h, headroom=r.opts.headroom)
    if not p_own.fits or not p_h.fits:
        return []
    own, fast = _unpriced_job(r, g, p_own), _unpriced_job(r, h, p_h)
    if own is None or fast is None or fast[0] <= 0:
        return []
    # where the user said they would rent it (the owned plan sets the place aside: owned_scope), else anywhere listed;
    # a card the export rules keep out of the place (H100 in Hong Kong) is said so, with what is rented there
    said = r.asked.regions or []
    there = [x for x in r.rows if region_ok(x, said, r.opts.places)] if said else r.rows
    barred = export_refused(r.asked, r.opts.places, h) if said else None
    pool = r.rows if barred is not None or not any(x.gpu == h.name for x in there) else there
    # a machine of that many H100s first (renting 2 cards, not a share of an 8-card box's hour), else any listed one
    ref = reference_gpu_hour([x for x in pool if x.gpu_count == n], h.name, r.currency, r.opts.usd_cny, r.opts.fx) \
        or reference_gpu_hour(pool, h.name, r.currency, r.opts.usd_cny, r.opts.fx)
    return [Msg(code="recommend.owned.vs_h100", args={
        "n": n, "gpu": g.name, "fast_gpu": h.name, "own": duration(wall_hours(own[0])),
        "fast": duration(wall_hours(fast[0])), "ratio": own[0] / fast[0], "gh": fast[1],
        "saved": duration(wall_hours(own[0]) - wall_hours(fast[0])), "asked": bool(r.w.checked_gpu), "barred": barred,
        "late": r.asked.deadline_hours is not None and wall_hours(own[0]) > r.asked.deadline_hours,
        "rate": _money(ref[1], r.currency) if ref else None, "cost": _money(ref[1] * fast[1], r.currency) if ref else None,
        "where": f"{ref[0].provider} {ref[0].instance_type}" if ref else None})]


def levers_beside(r: Run) -> list[Msg]:
    """What is named under the pick, in the order a reader needs it: under "fastest" the speed levers first (the
    priced precision levers, then speculative decoding), else the near-ties and the cost levers first. The worst
    case a cached chat prefix hides (every prompt new) leads: it is the other assumption the pick could have been
    priced on, and the short answer shows only the first MAX_BESIDE lines (advisor/core/render.py)."""
    big = big_saving_levers(r)
    fast = [m for m in precision_levers(r) if m not in big]
    hint = speculative_hint(r)
    worst = worst_case_line(r)
    margin = serving_margin_line(r)  # promoted, or against the user's own target: early; the default floor: late
    own = bool(per_user_target(r.w) or r.w.target_ttft_ms)
    early = r.thin_serving is not None and (r.thin_serving.promoted or own or r.both_thin is not None
                                            or _below_floor_at_full_context(r))
    promoted, named = (tight_lever_line(r) + margin, []) if early else (tight_lever_line(r), margin)
    promoted = ([r.replicas_lead] if r.replicas_lead else []) + promoted
    if r.w.priority == "fastest":
        return (swap_priced(r) + fastest_knee_line(r) + fastest_spread_line(r) + thinking_off_line(r)
                + thinking_on_line(r) + rent_instead(r) + worst
                + owned_vs_h100(r) + deadline_margin(r) + promoted
                + safe_missing(r) + big + fast
                + hint + named + beside_pick(r)
                + activation_levers(r) + suspect_spot_note(r))
    asked = owned_vs_h100(r)  # training on owned cards: "would H100s be worth it?" (asked or not) leads, power after
    first = (asked + swap_priced(r) + big + speculative_lever(r)
             + ([r.capacity] if r.capacity else [])
             + thinking_off_line(r)
             + thinking_on_line(r) + owned_top_up(r) + floor_plan_line(r) + rag_lever_line(r) + extractor_priced(r)
             + per_variant(r) + rent_instead(r) + near_you(r) + place_premium(r) + spot_only_shape(r)
             + offshore_beside(r))
    return (first + worst + deadline_margin(r) + promoted + suspect_spot_note(r) + safe_missing(r)
            + beside_pick(r)
            + activation_levers(r)
            + adapter_lever(r) + fast + hint + named)


# a precision lever whose plan costs at most half the pick's hour is named first under the pick (big_saving_levers)
BIG_LEVER_SAVING = 0.5
OFFSHORE_SHARE = 0.8  # an offshore plan is named beside a mainland pick when it costs under this share of the pick's hour


def offshore_beside(r: Run) -> list[Msg]:
    """A mainland team's pick on mainland clouds (a mainland place, where the user is or said as where to rent, and no
    data-residency word), and the same work's first plan with no place (tools.recommend.first_row) runs outside the
    mainland for under OFFSHORE_SHARE of the pick's hour: that plan, marked as offshore (data leaves the mainland),
    never as the pick (a Beijing company's first row was RunPod in California).
    By hand: a pick at ¥24.77/h and an offshore first row at ¥7.78/h (31 %) → named; at ¥22/h (89 %) → not named."""
    top, w = r.top, r.w
    if top is None or not w.regions or w.data_residency or w.providers or not china_only(w.regions, r.opts.places):
        return []
    free = r.asked.model_copy(update={"regions": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"regions"}, explore=False)
    c = first_row(r.arch, free, r.gpus, r.rows, opts)
    if c is None or c.price_per_hour.amount >= OFFSHORE_SHARE * top.hourly:
        return []
    row = next((x for x in r.rows if (x.provider, x.instance_type, x.region) == (c.provider, c.instance, c.region)), None)
    if row is None or region_ok(row, list(w.regions), r.opts.places):
        return []
    return [Msg(code="recommend.offshore_beside", args={
        "fleet": plan_machines(c), "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
        "month": _plan_total(r, c)})]


NEAR_YOU_SHOWN = 2  # where the user is and its nearest place (regions.csv `near`): the plans beside a pick elsewhere


def spot_only_shape(r: Run) -> list[Msg]:
    """The smaller shape of the pick's card in its place listed with a spot price only (tools.ranking
    .spot_only_smaller), for the GPUs the plan uses (a copy's cards × its copies); [] when none or under spot."""
    top = r.top
    if top is None:
        return []
    m = spot_only_smaller(top.row, top.layout.num_gpus * max(top.replicas, 1), r.rows, r.billing)
    return [m] if m is not None else []


def near_you(r: Run) -> list[Msg]:
    """Where the user is ("we're in Singapore": no filter) and the pick runs elsewhere: the first plan in that place and
    in its nearest one, so a nearby machine can be chosen knowing its price (Singapore said, the
    table showed no region and nothing near it)."""
    located = list(r.w.located or [])
    if not located or r.w.regions or r.top is None or r.kind is not WorkKind.SERVING:
        return []
    if region_ok(r.top.row, located, r.opts.places):
        return []
    # a mainland city's area (成都 → cn-southwest) may have no priced row: the rest of the mainland, then the mainland's
    # nearest places (regions.csv `near` of cn) are the nearest priced (成都 and Shanghai said nothing)
    wider = [MAINLAND_TAG] if any(is_mainland(t) for t in located) else []
    tags = [*located, *near_places(located, r.opts.places), *wider, *near_places(wider, r.opts.places)]
    plans = {t: _nearby_plans(r, [], [t]) for t in dict.fromkeys(tags)}
    found = [m for t in plans for m in plans[t]][:NEAR_YOU_SHOWN]
    unpriced = [t for t in located if not plans[t]]
    if not found:
        return []
    if unpriced:
        return [Msg(code="recommend.near_you_unpriced", args={"places": place_words(unpriced), "plans": found})]
    return [Msg(code="recommend.near_you", args={"plans": found})]


PLACE_PREMIUM = 5.0  # a place's pick over this multiple of the same work's first plan in a nearest place: both said


def place_premium(r: Run) -> list[Msg]:
    """A stated place whose smallest priced machine that holds the work as asked costs over PLACE_PREMIUM × the same
    work's first plan in a nearest place (regions.csv `near`): the pick stays — it is what the place prices — said as
    the place's smallest, with those nearer-priced plans beside it ("只在台灣" led with 8 × H100 at
    3,275 TWD/h for an 8B model and 20 users: GCP prices its Taiwan H100s only as the 8-GPU a3-highgpu-8g, while Tokyo
    runs the same work on one 48 GB card for ≈ 1 % of it)."""
    top, w = r.top, r.w
    if (top is None or not w.regions or r.kind is not WorkKind.SERVING or not r.opts.explore
            or china_only(w.regions, r.opts.places)):
        return []
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    plans = []
    for tag in near_places(w.regions, r.opts.places)[:NEARBY_SHOWN]:
        c = first_row(r.arch, r.asked.model_copy(update={"regions": [tag]}), r.gpus, r.rows, opts)
        if c is not None and c.price_per_hour.amount * PLACE_PREMIUM <= top.hourly:
            plans.append(Msg(code="recommend.nearby_plan", args={
                "place": place_words([tag])[0], "fleet": plan_machines(c), "region": c.region,
                "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount),
                "within": _within_budget(r, c.price_per_hour.amount)}))
    if not plans:
        return []
    # the place's cheaper priced machines (r.priced: its eligible rows) exist but cannot hold the work as asked (GCP
    # Taiwan's L4 g2-standard shapes beside its 8 × H100), or the place prices nothing smaller
    smaller = [g.name for _row, g, h in sorted(r.priced, key=lambda p: p[2]) if h < top.hourly]
    return [Msg(code="recommend.place_premium", args={
        "regions": place_words(list(w.regions)), "fleet": plan_machines(top), "plans": plans,
        "smaller": list(dict.fromkeys(smaller)), "resident": bool(w.data_residency)})]  # next door: not allowed


def _below_floor_at_full_context(r: Run) -> bool:
    """The pick's per-user speed at the context its memory is sized for is under the floor: not a thin margin but a
    miss when prompts are long, so the short answer must show it (a support bot shown at 27
    tok/s whose full answer said 14.8 tok/s at its 4k context, under the 20 tok/s default floor)."""
    t, floor = r.thin_serving, r.search.stream_floor
    return bool(t is not None and floor and t.thin_tps is not None and t.thin_tps < floor)


def suspect_spot_note(r: Run) -> list[Msg]:
    """Where spot could price the answer ("cheapest" on work that survives a reclaim), the
    cheapest multi-GPU row whose spot price is under SUSPECT_SPOT_SHARE of its on-demand price and would have
    undercut the pick's hour: named as suspect, priced on demand under "cheapest" (tools.offers.billing_of), so a
    stale or per-GPU quote never decides the answer unseen."""
    top = r.top
    if top is None or r.billing != "cheapest":  # asked for spot, such rows are left out with the reason instead
        return []
    odd = []
    for row, _g, _h in r.priced:
        if not suspect_spot(row) or row.price_spot is None or row.price_on_demand is None:
            continue
        spot = convert_amount(row.price_spot, row.currency, r.currency, r.opts.usd_cny, r.opts.fx)
        if spot is not None and spot < top.hourly / max(1, top.instances):
            odd.append((spot, row))
    if not odd:
        return []
    spot, row = min(odd, key=lambda t: t[0])
    od = convert_amount(row.price_on_demand, row.currency, r.currency, r.opts.usd_cny, r.opts.fx) or 0.0
    return [Msg(code="recommend.suspect_spot", args={
        "provider": row.provider, "instance": row.instance_type, "gpus": int(row.gpu_count or 0),
        "spot": _money(spot, r.currency), "od": _money(od, r.currency), "share": spot / od if od else 0.0,
        "limit": SUSPECT_SPOT_SHARE, "others": len(odd) - 1})]


def adapter_lever(r: Run) -> list[Msg]:
    """A LoRA's cost lever, priced by re-running the recommender: QLoRA, the same adapters over a 4-bit NF4 base
    (Dettmers et al. 2023, arXiv:2305.14314), named with its plan and, for a sized job, its cost, when that is cheaper
    than the pick (its steps are slower, so a smaller card does not always make a cheaper job)."""
    top = r.top
    if not r.opts.explore or top is None or r.w.task != "lora":
        return []
    alt = ranked(resolve_run(r.arch, r.w.model_copy(update={"task": "qlora", "precision": None}), r.gpus, r.rows,
                             replace(r.opts, top_n=1, weights=None, explore=False)))
    c = alt.candidates[0] if alt.candidates else None
    if c is None:
        return []
    job_said = lever_job(alt) if top.train_hours else None
    tps = c.speed.train_tokens_per_s if c.speed else None
    if job_said is not None:  # a sized job: the job's cost, the figure "cheaper?" prints for the same lever
        cost, hours = job_said
        mine = top.work_cost
        job = Msg(code="recommend.cheaper_lever.job", args={"money": _money(cost, r.currency), "took": duration(hours)})
    elif tps and top.tokens_per_s:  # open-ended: the price of a million training tokens (QLoRA's steps are slower)
        cost, mine = c.price_per_hour.amount / (tps * 3600) * 1e6, top.hourly / (top.tokens_per_s * 3600) * 1e6
        job = Msg(code="recommend.cheaper_lever.per_mtok", args={"money": _money(cost, r.currency)})
    else:
        return []
    if cost >= mine * 0.99:
        return []
    return [Msg(code="recommend.qlora_plan", args={
        "label": Msg(code="recommend.qlora_lever"), "fleet": plan_machines(c),
        "price": _money(c.price_per_hour.amount, r.currency), "job": job})]


def worst_case_line(r: Run) -> list[Msg]:
    """A pick priced with a chat's history served from the prefix cache (tools.load) names the plan for the worst
    case beside it: every request a fresh prompt of the whole context (RAG over new documents, or a cache that
    cannot keep each history), the recommender re-run with `prefix_cache: false`, and how to choose it
    (the worst case alone priced 32k chats at 2–10× an expert's figure; the cached case alone would hide it)."""
    top = r.top
    if not r.opts.explore or top is None or not r.search.shape.cached:
        return []
    c = first_row(r.arch, r.w.model_copy(update={"prefix_cache": False}), r.gpus, r.rows,
                  replace(r.opts, top_n=1, weights=None, explore=False))
    sh = request_shape(r.w.model_copy(update={"prefix_cache": False}))  # the fresh prompt (a chat cap no longer holds)
    over: bool | str = False
    if c is None and (r.w.budget or r.w.budget_per_hour):  # the budget, not the floor, may be what no plan meets
        c = first_row(r.arch, r.w.model_copy(update={"prefix_cache": False, "budget": None, "budget_per_hour": None}),
                      r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False))
        over = c is not None
    if c is None:
        return [Msg(code="recommend.worst_case_none", args={"prompt": sh.prompt, "floor": floor_words(r.search) or Msg(
            code="recommend.the_per_user_floor")})]
    c, lead = fresh_at_lead_precision(r, r.w.model_copy(update={"prefix_cache": False}), c)
    price = c.price_per_hour.amount
    if price <= top.hourly * 1.01:  # the prefill is not what sizes this load: the assumption changes nothing
        return [Msg(code="recommend.worst_case_same", args={"prompt": sh.prompt})]
    b = effective_budget(r.w)
    share = over_share(b, price, None, r.currency, r.opts) if b is not None else None
    over = share_text(share) if share is not None and share > 1e-9 else over  # just over (BUDGET_TOLERANCE) says so
    return [Msg(code="recommend.worst_case", args={
        "prompt": sh.prompt, "fleet": plan_machines(c), "money": _money(price, r.currency),
        "month": money_text(price * period_hours(r.w), r.currency, 0), "times": price / top.hourly if top.hourly else None,
        "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day),
        "layout": _candidate_layout(c, after_fleet=True), "over": over, "lead": lead.upper()})]


def fresh_at_lead_precision(r: Run, fresh: Resolved, c: Candidate) -> tuple[Candidate, str]:
    """The worst case's plan `c` (16-bit, `fresh` its workload) at the precision the answer to --no-prefix-cache leads
    with: where the user stated no precision and no service level, the FP8 (else published-INT4) re-run of the fresh
    load when tools.precision_lead.lower_precision_leads says it leads over `c`, with that precision named; else `c`
    as it is ("" named). A pick already planned in FP8 (the lead's re-run) re-runs the worst case in FP8 by itself.
    By hand: Qwen2.5-32B, 20 users, every 32k prompt new: 16-bit on 3 × 4 × H100 at $26.00/h; FP8 on 5 × MI300X at
    $11.95/h is 46 % of it, under the 60 % share: the worst case is said in FP8, as --no-prefix-cache answers it."""
    if (r.asked.precision is not None or r.asked.kv_precision is not None or _levels_stated(r)
            or fresh.precision not in ("bf16", "fp16") or r.w.priority == "fastest" or not serves(r.w.task)):
        return c, ""
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    for w in (fresh.model_copy(update={"precision": "fp8"}), fresh.model_copy(update={"precision": "awq"})):
        low = first_row(r.arch, w, r.gpus, r.rows, opts)
        if low is None:
            continue
        split = low.layout.tp * low.layout.pp > low.gpu_count and low.instances > c.instances
        if lower_precision_leads(r.arch, None, True, (w.precision, low.price_per_hour.amount, split),
                                 c.price_per_hour.amount):
            return low, w.precision
    return c, ""


def thinking_off_line(r: Run) -> list[Msg]:
    """A serving pick on a model that thinks by default and can be switched off (tools.defaults.model_thinking: Qwen3's
    hybrid releases, GLM-4.5): what switching its thinking off saves, from the recommender re-run with
    `thinking: false` (each answer its reply only, tools.load.request_shape): the tokens an answer decodes and its
    time at the pick's per-user speed with and without the thinking, and the plan the lighter load needs when it is
    cheaper (Qwen3 sized on its visible output only). By hand: 8,192 + 300 tokens at 40 tok/s ≈ 3.5 min
    an answer; 300 at the same speed ≈ 7.5 s, 28× fewer tokens."""
    top, t = r.top, model_thinking(r.w.model)
    if r.kind is not WorkKind.SERVING or top is None or not top.per_user_tps or t is None or not t.switch \
            or not thinks(r.w) or r.s is None:
        return []
    off = r.asked.model_copy(update={"thinking": False})  # re-resolved: its default context is the reply's alone
    on_n, off_n = r.search.shape.output, request_shape(resolve(off)[0]).output
    if off_n >= on_n:
        return []
    c = first_row(r.arch, off, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False))
    cheaper = c is not None and c.price_per_hour.amount < top.hourly * 0.99
    off_tps = c.per_user_tokens_per_s if c is not None and cheaper and c.per_user_tokens_per_s else top.per_user_tps
    return [Msg(code="recommend.thinking_off", args={
        "switch": t.switch, "on": on_n, "off": off_n, "times": on_n / off_n,
        "took_on": answer_time(on_n, top.per_user_tps), "took_off": answer_time(off_n, off_tps),
        "fleet": plan_machines(c) if c is not None and cheaper else None,
        "money": _money(c.price_per_hour.amount, r.currency) if c is not None and cheaper else None})]


def thinking_on_line(r: Run) -> list[Msg]:
    """A serving pick planned with thinking off because its use is general dialogue (tools.defaults
    .thinking_off_by_use: a Qwen3 hybrid or GLM-4.5 as a chat assistant, support bot, RAG Q&A, translator): why, and
    what thinking on would need, from the recommender re-run with `thinking_use: "on"`: the tokens an answer then
    decodes, its time at that plan's per-user speed, and the plan and its price (None: no listed plan meets the
    load with thinking on). By hand: 338 → 8,192 tokens an answer; 8,192 at 30 tok/s ≈ 4.6 min."""
    top, t = r.top, model_thinking(r.w.model)
    if r.kind is WorkKind.BATCH and top is not None and t is not None and thinking_off_by_use(r.w):
        # a batch generated with a hybrid thinker ("用Qwen3-8B批量生成SFT数据"): it thinks by default, so every answer
        # carries its thinking unless switched off; decode-bound, the job's hours and cost grow about on ÷ off. The
        # stated answer length is the visible reply: the thinking the model is sized for (ModelThinking.tokens, its
        # card) comes on top. By hand (Qwen3-8B, 500-token answers, 8,192 thinking): 8,692 ÷ 500 ≈ 17×
        off_n = r.search.shape.output
        on_n = off_n + t.tokens
        return [Msg(code="recommend.thinking_on_batch", args={"model": r.w.model or "", "on": on_n, "off": off_n,
                                                              "times": on_n / off_n if off_n else None})]
    if r.kind is not WorkKind.SERVING or top is None or t is None or not thinking_off_by_use(r.w) or r.s is None:
        return []
    on = r.asked.model_copy(update={"thinking_use": "on"})
    on_n, off_n = request_shape(resolve(on)[0]).output, r.search.shape.output
    # the whole answer's lead, not a bare ranked row: its floor checks (a plan below the per-user floor at the full
    # context gives way) and the precision it leads with decide the plan that "thinking on" gets
    alt = recommend(r.arch, on, r.gpus, r.rows, replace(r.opts, routes=False))
    c = alt.candidates[0] if alt.candidates else None
    tps = c.per_user_tokens_per_s if c is not None else None
    return [Msg(code="recommend.thinking_on_use", args={
        "model": r.w.model or "", "on": on_n, "off": off_n, "latency": r.w.thinking_use == "latency",
        "ttft_s": (r.w.target_ttft_ms or 0) / 1000 if ttft_bars_thinking(r.w) else None,
        "took_on": answer_time(on_n, tps) if tps else None,
        "fleet": plan_machines(c) if c is not None else None,
        "money": _money(c.price_per_hour.amount, r.currency) if c is not None else None})]


def thinking_on_unranked(r: Run) -> list[Msg]:
    """Nothing ranked as asked (over a budget, no card that holds it) for a serving plan whose thinking is planned off
    by its use (tools.defaults.thinking_off_by_use: a Qwen3 hybrid for a chat): the line that says so and what thinking
    on adds, the tokens an answer decodes with it on and off, unpriced: every answer then decodes and holds ≈ on ÷ off
    times the tokens, so a plan that misses with thinking off misses with it on. By hand: 8,192 ÷ 338 ≈ 24×."""
    t = model_thinking(r.w.model)
    if r.kind is not WorkKind.SERVING or t is None or not thinking_off_by_use(r.w):
        return []
    on = r.asked.model_copy(update={"thinking_use": "on"})
    on_n, off_n = request_shape(resolve(on)[0]).output, r.search.shape.output
    if on_n <= off_n:
        return []
    return [Msg(code="recommend.thinking_on_unranked", args={"model": r.w.model or "", "on": on_n, "off": off_n,
                                                            "times": on_n / off_n})]


def speculative_lever(r: Run) -> list[Msg]:
    """Speculative decoding priced where the user's own per-user speed binds the plan (a stated tokens/s per user or a
    time to a whole answer) and each replica decodes few streams (tools.spec_decode.applies): the recommender re-run
    at the floor the engine needs without the draft's help (tools.spec_decode.engine_floor: 144 tokens/s at the
    published low-end 1.5× → 96), named with that plan, its month and its speed with speculation on, as an estimate
    to verify in the first day. Nothing when that plan is not cheaper than the pick beyond the tie (the expert's
    key for 30 analysts and 8 k reasoning tokens in 60 s: 4 × H100 at $6.3k led, 2 × H100 + speculation ≈ $2.6–4.7k)."""
    top = r.top
    need = per_user_target(r.w)
    if (r.kind is not WorkKind.SERVING or top is None or not r.opts.explore or not need or on_owned(r, top)
            or not spec_applies(top.users_per_replica) or spec_engine_floor(need) < MIN_TOKENS_PER_S):
        # a need at the floor itself (0.1 tokens/s ÷ 1.5 ≈ 0.067) has no engine target any plan may be asked for
        return []
    w = r.w.model_copy(update={"target_tokens_per_s_per_user": spec_engine_floor(need), "target_answer_s": None,
                               "target_tokens_per_s": None})
    c = _rerun(r, w)
    if c is None or c.price_per_hour.amount >= top.hourly * (1 - TIE) or c.instances > top.instances:
        return []
    tps = c.per_user_tokens_per_s
    return [Msg(code="recommend.speculative_lever", args={
        "speedup": SPEC_PLAN_SPEEDUP, "top_speedup": SPEC_PUBLISHED_TOP, "need": need, "floor": spec_engine_floor(need),
        "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, r.currency),
        "money_2": _money(top.hourly, r.currency), "month": _plan_total(r, c),
        "tps": tps, "spec_tps": spec_with(tps) if tps else None, "share": c.price_per_hour.amount / top.hourly})]


_W = TypeVar("_W", bound=Workload)


def rag_workload(w: _W) -> _W:
    """The retrieval plan's workload: the context cut to what a question retrieves (tools.rag_lever.rag_context), each
    prompt new (its retrieved chunks differ question to question: no shared prefix to cache), the rest as asked."""
    return w.model_copy(update={"seq_len": rag_context(w.seq_len), "prefix_cache": False})


def rag_lever_line(r: Run) -> list[Msg]:
    """A served context of tools.rag_lever.RAG_FROM tokens or more (a whole repo or document set in every prompt):
    retrieval named as the cheaper design, the recommender re-run at the retrieved context (rag_context: 32,768) at
    the same load, with that plan's speed, hour and month; nothing when that plan is no cheaper (by hand: Qwen2.5-7B-1M
    for 5 devs at 800 k needs ≈ 47 GB of KV a GPU, at 32 k ≈ 9 GB: weights + KV ≈ 25 GB on a smaller card)."""
    top = r.top
    if (r.kind is not WorkKind.SERVING or top is None or not r.opts.explore or on_owned(r, top)
            or not rag_applies(r.w.seq_len)):
        return []
    c = _rerun(r, rag_workload(r.w))
    if c is None or c.price_per_hour.amount >= top.hourly * (1 - TIE):
        return []
    return [Msg(code="recommend.rag_lever_line", args={
        "was": r.w.seq_len, "context": rag_context(r.w.seq_len), "fleet": plan_machines(c),
        "money": _money(c.price_per_hour.amount, r.currency), "money_2": _money(top.hourly, r.currency),
        "month": _plan_total(r, c), "tps": c.per_user_tokens_per_s, "share": c.price_per_hour.amount / top.hourly,
        "ttft": c.ttft_s})]


def speculative_hint(r: Run) -> list[Msg]:
    """Speculative decoding, named (not priced) where serving is latency-bound: a replica decodes at most
    SPECULATIVE_MAX_STREAMS streams and the user asked for speed (fastest, or a per-user target). A draft model
    proposes tokens the target verifies in one pass, leaving the output distribution unchanged (Leviathan et al.
    2023, arXiv:2211.17192; vLLM --speculative-config). Its gain is the draft's acceptance rate on the user's own
    prompts, which no datasheet gives, so no speed-up is claimed (missing as a lever)."""
    top = r.top
    if r.kind is not WorkKind.SERVING or top is None or top.users_per_replica > SPECULATIVE_MAX_STREAMS:
        return []
    if r.w.priority != "fastest" and not per_user_target(r.w):
        return []
    if r.w.priority != "fastest" and speculative_lever(r):  # priced under the pick instead
        return []
    return [Msg(code="recommend.speculative_hint", args={"streams": SPECULATIVE_MAX_STREAMS})]


def _two_machines_unlisted(r: Run, top: Offer) -> list[Msg]:
    """Under "fastest", a sized training job whose pick is one machine that no listed row joins to a second over RDMA
    (tools.offers.rdma_ok; a row that does not state RDMA is never assumed to have it): what two such machines over
    RDMA would take and cost (tools.speed.doubled_over_rdma_hours plus the job's start-up, tools.offers.wall_hours, at
    the same hourly price per machine: an RDMA cluster may be priced higher, which the words leave to the quote), as a
    quote to ask for, not ranked (expert review: "最快" for a mainland job stopped at one 8 × A100 while the key's
    fastest plan was 2 nodes over InfiniBand)."""
    if r.kind is not WorkKind.SIZED_TRAINING or top.instances != 1 or not top.train_hours or rdma_ok(top.row):
        return []
    if any(o.instances > 1 for o in r.offers):
        return []
    n = int(top.row.gpu_count or 0)
    if n < 2:
        return []
    hours = wall_hours(doubled_over_rdma_hours(top.train_hours, top.layout.num_gpus, top.gpu, n))
    if not multi_node_leads(hours, wall_hours(top.train_hours)):  # a saving the second node's launch may eat
        return []
    return [Msg(code="recommend.two_machines_unlisted", args={
        "fleet": plan_machines(top), "took": duration(hours), "money": _money(2 * top.hourly * hours, r.currency),
        "took_now": duration(wall_hours(top.train_hours)), "money_now": _money(top.work_cost, r.currency)})]


def each_provider(r: Run) -> list[Msg]:
    """Two or more providers named ("AWS or GCP?", "比較 AWS 和 GCP"): each one's best shown plan (else its best
    candidate by the ranking's key) with its hour and its month (serving, tools.recommend._month) or its job total
    (_cost_words), so the buyer reads every named provider's bill, not only the cheapest's (expert review: "AWS monthly
    not given"). A named provider with no plan is said elsewhere (_absent_providers); under two plans, nothing."""
    names = [p.lower() for p in r.w.providers or []]
    if len(names) < 2 or r.top is None or r.w.owner_rule:  # a list an owner rule kept was never named one by one
        return []
    ranked = [t[0] for t in r.shown] + sorted(r.offers, key=lambda o: (o.rank_value, o.hourly))
    items: list[Msg] = []
    for name in names:
        o = next((o for o in ranked if o.row.provider.lower() == name), None)
        if o is not None:
            items.append(Msg(code="recommend.provider_total", args={
                "fleet": plan_machines(o), "money": _money(o.hourly, r.currency),
                "total": _month(r, o.hourly) or _cost_words(r, o)}))
    return [Msg(code="recommend.each_provider", args={"plans": items})] if len(items) >= 2 else []


def cheaper_provider(r: Run) -> Msg | None:
    """Two or more providers named ("阿里云或者腾讯云哪个便宜", "AWS or GCP, which is cheaper?"): the literal question
    answered first — each named provider's cheapest plan that holds the work (serving: the hour at the load; a job:
    its total), cheapest first, and how much less it costs than the next (the headline once picked Alibaba at ¥277.93
    while Tencent's plan was ¥198.43, 29 % less, said only deep in "what would change it")."""
    names = [p.lower() for p in r.w.providers or []]
    if len(names) < 2 or r.top is None or r.w.owner_rule:
        return None
    serving = r.kind is WorkKind.SERVING

    def cost(o: Offer) -> float:
        return o.hourly if serving else o.work_cost

    best = [min((o for o in r.offers if o.row.provider.lower() == n), key=cost, default=None) for n in names]
    found = sorted((o for o in best if o is not None), key=cost)
    if len(found) < 2 or not cost(found[1]):
        return None
    a, b = found[0], found[1]
    return Msg(code="recommend.cheaper_provider", args={
        "cheap": Msg(code="recommend.provider_named", args={"p": [a.row.provider]}),
        "other": Msg(code="recommend.provider_named", args={"p": [b.row.provider]}), "serving": serving,
        "plan": Msg(code="recommend.provider_total", args={"fleet": plan_machines(a), "money": _money(a.hourly, r.currency),
                                                           "total": _month(r, a.hourly) or _cost_words(r, a)}),
        "plan_2": Msg(code="recommend.provider_total", args={"fleet": plan_machines(b),
                                                             "money": _money(b.hourly, r.currency),
                                                             "total": _month(r, b.hourly) or _cost_words(r, b)}),
        "less": _money(cost(b) - cost(a), r.currency), "share": 1 - cost(a) / cost(b),
        "same_pick": a is r.top})


def beside_pick(r: Run) -> list[Msg]:
    """Named under the pick: a serving plan ≥ 2× faster per user for ≤ 25 % more; under "fastest", the
    cheapest plan and what speed costs; where ties went to the cheaper hour, the per-token leader."""
    top = r.top
    if top is None:
        return []
    out: list[Msg] = each_provider(r)
    cur = r.currency
    if r.kind is WorkKind.SERVING and top.per_user_tps:
        fast = [o for o in r.offers if o.per_user_tps and o.per_user_tps >= FASTER_PER_USER * top.per_user_tps
                and o.hourly <= FASTER_COSTS_AT_MOST * top.hourly and o is not top]
        if fast:
            f = min(fast, key=lambda o: (o.hourly, -(o.per_user_tps or 0)))
            more = f.hourly / top.hourly - 1 if top.hourly else 0.0
            out.append(Msg(code="recommend.faster_per_user_gives", args={
                "fleet": plan_machines(f), "per_user_tps": f.per_user_tps, "per_user_tps_2": top.per_user_tps,
                "money": _money(f.hourly, cur), "more": more}))
    out += _simpler_than_cheapest(r, top) + _fewer_gpus(r)
    if r.w.priority == "fastest":
        out += _two_machines_unlisted(r, top) + one_machine_beside(r, top) + _multi_node_not_led(r, top)
        cheap = min(r.offers, key=lambda o: (o.work_cost, o.hourly), default=None)
        if cheap is not None and cheap is not top and cheap.work_cost < top.work_cost * 0.99:
            out.append(Msg(code="recommend.you_asked_for_the_fastest", args={
                "fleet": plan_machines(cheap), "money": _money(cheap.hourly, cur), "cost": _cost_words(r, cheap)}))
    elif r.policy.cheaper_hour_on_tie:
        lead = min(r.offers, key=lambda o: o.work_cost, default=None)
        if lead is not None and lead is not top and lead.work_cost < top.work_cost:
            edge = 1 - lead.work_cost / top.work_cost
            out.append(Msg(code="recommend.per_training_token_h", args={
                "fleet": plan_machines(lead), "money": _money(lead.hourly, cur), "edge": edge,
                "speed_model_error": SPEED_MODEL_ERROR}))
    return out


def one_machine_beside(r: Run, top: Offer) -> list[Msg]:
    """Under "fastest", a sized job whose pick spans machines (nodes over RDMA) names the fastest one-machine plan with
    its time and cost, so the minutes the second node saves are weighed against its bill: Llama-3.1-8B LoRA on 61.4M
    tokens, 2 × 8 × B200 over RDMA ≈ 17 min for ¥282 first, one 8 × B200 node ≈ 19 min for ¥91 (¥91 ÷ ¥282 = 32 %
    of the cost for 2 more minutes, most of either being the 15 min start-up)."""
    if r.kind is not WorkKind.SIZED_TRAINING or top.instances <= 1 or not top.train_hours or not top.work_cost:
        return []
    one = min((o for o in r.offers if o.instances == 1 and o.train_hours and o.work_cost),
              key=lambda o: (o.train_hours or 0.0, o.work_cost), default=None)
    if one is None or not one.train_hours:
        return []
    return [Msg(code="recommend.one_machine_beside", args={
        "fleet": plan_machines(one), "took": duration(wall_hours(one.train_hours)), "money": _money(one.work_cost, r.currency),
        "took_2": duration(wall_hours(top.train_hours)), "share": one.work_cost / top.work_cost,
        "machines": top.instances})]


def _multi_node_not_led(r: Run, top: Offer) -> list[Msg]:
    """Under "fastest", a sized job whose one-machine pick a plan across machines finishes before, but not clearly
    (tools.multi_node_lead.multi_node_leads): that plan is named with its time and cost, and why one machine leads —
    its saving is inside the launch a job across nodes pays (each node's model load, the NCCL rendezvous)."""
    if r.kind is not WorkKind.SIZED_TRAINING:
        return []
    multi = multi_node_beside(r.offers, top)
    if multi is None or not multi.train_hours or not top.train_hours:
        return []
    return [Msg(code="recommend.multi_node_not_led", args={
        "fleet": plan_machines(multi), "machines": multi.instances, "took": duration(wall_hours(multi.train_hours)),
        "money": _money(multi.work_cost, r.currency), "took_now": duration(wall_hours(top.train_hours)),
        "share": MULTI_NODE_CLEAR_SHARE, "launch": round(MULTI_NODE_LAUNCH_HOURS * 60)})]


def _fewer_gpus(r: Run) -> list[Msg]:
    """On a stated GPU count, the cheapest plan that holds the same load on fewer GPUs, with its per-GPU figure
    (tight or not): the user may not need all the cards they named."""
    o = r.fewer
    if o is None or o.plan is None or r.top is None or o.hourly >= r.top.hourly:
        return []
    f = fit_of(o.plan.per_gpu, o.gpu, r.w, r.opts.headroom)
    return [Msg(code="recommend.fewer_gpus_hold_it", args={
        "n": o.total_gpus, "gpu": o.gpu.name, "fleet": plan_machines(o),
        "v": verdict_words(f, short=True), "money": _money(o.hourly, r.currency)})]


def _reasoning_time(r: Run, top: Offer) -> Msg | None:
    """A reasoning model's answer is its chain of thought plus the reply: how long one takes at the pick's per-user
    speed, in the headline, so "≈ 21 tokens/s per user" is read as minutes per answer."""
    if r.kind is not WorkKind.SERVING or not top.per_user_tps or not thinks(r.w):
        return None
    n = r.search.shape.output if r.s is not None else answer_tokens(r.w) or thinking_tokens(r.w)  # TTFT's length
    return Msg(code="recommend.tail.reasoning_answer", args={"out": n, "took": duration(n / top.per_user_tps / 3600)})


def _cheapest_spread(r: Run, top: Offer) -> Offer | None:
    """The cheapest plan by the objective when it is more spread out than the pick (ranking.prefer_one_machine
    moved a single machine or an NVLink plan ahead of it)."""
    if not one_machine_tolerance(r):
        return None
    # at one price the least spread plan is the one named (and the one the table shows: four
    # 1-GPU machines were once named where two 2-GPU machines cost the same)
    cheap = min(r.offers, key=lambda o: (round(objective(o), 6), o.hourly, spread(o)), default=None)
    if cheap is None or cheap is top or spread(cheap) <= spread(top):
        return None
    return cheap if objective(cheap) < objective(top) * (1 - 1e-3) else None


def _spread_words(o: Offer) -> Msg:
    machines, pcie_tp = spread(o)
    parts = [Msg(code="recommend.spread.machines", args={"n": machines})] if machines > 1 else []
    if pcie_tp:
        code = "recommend.spread.pcie_tp" if o.layout.tp > 1 else "recommend.spread.pcie_fsdp"
        parts.append(Msg(code=code, args={"tp": pcie_tp}))
    return Msg(code="recommend.spread_words", args={"parts": parts})


def _simpler_than_cheapest(r: Run, top: Offer) -> list[Msg]:
    """Named under the pick when it is not the cheapest: what the cheaper plan costs and why it is second."""
    cheap = _cheapest_spread(r, top)
    if cheap is None:
        return []
    save = 1 - objective(cheap) / objective(top)
    how = _spread_words(cheap)
    args = {"fleet": plan_machines(cheap), "money": _money(cheap.hourly, r.currency), "save": save, "how": how}
    # the simpler-plan rule decided, unless the cheap plan may not start at all (under 5 % of its pool spare): that
    # reason outranks its spread (8 × V100 16 GB for a 32B model, TP 8 over PCIe, 2 % of its pool spare)
    if objective(top) <= objective(cheap) * (1 + ONE_MACHINE_TOLERANCE) + 1e-9 and not pool_thin(cheap, r.w):
        return [Msg(code="recommend.cheapest_at_h_less", args=args | {"tol": f"{ONE_MACHINE_TOLERANCE:.0%}"})]
    if pool_tight(r, cheap) and cheap.plan is not None:  # the tight-pool rule decided (`_tight_gives_way`)
        f = fit_of(cheap.plan.per_gpu, cheap.gpu, r.w, 1.0)
        return [Msg(code="recommend.cheapest_at_h_less_tight", args=args | {
            "share": f.need / f.budget, "cap": f"{TIGHT_GIVES_WAY:g}×"})]
    return [Msg(code="recommend.cheapest_at_h_less_ranked", args=args)]  # another rule: no reason claimed


def one_machine_note(r: Run) -> Msg | None:
    """The tolerance, stated when it decided the pick or the pick still spans machines or a PCIe TP group."""
    top = r.top
    if top is None or not one_machine_tolerance(r):
        return None
    if spread(top) == (1, 0) and _cheapest_spread(r, top) is None:
        return None
    tol = f"{ONE_MACHINE_TOLERANCE:.0%}"
    return Msg(code="recommend.one_machine_and_nvlink", args={"tol": tol})


ACTIVATION_BOUND = 0.5  # activations at least half of the pick's per-GPU memory: more GPUs do not shrink them


def activation_levers(r: Run) -> list[Msg]:
    """Training whose per-GPU memory is mostly activations (ZeRO/FSDP shard weights and optimizer states,
    not activations, so more GPUs stop helping): the levers that shrink activations, each with the plan the
    recommender gives for it — gradient checkpointing, a fused-loss framework (Unsloth; Liger kernels do the
    same for HF: no full fp32 logits), half the sequence length — and context parallelism, named but not
    modelled here."""
    top = r.top
    if not r.opts.explore or top is None or top.plan is None or serves(r.w.task):
        return []
    per = top.plan.per_gpu
    if per.total <= 0 or per.activations < ACTIVATION_BOUND * per.total:
        return []
    variants: list[tuple[Msg, Resolved]] = []
    if not top.plan.gradient_checkpointing:
        variants.append((Msg(code="recommend.gradient_checkpointing"),
                         r.w.model_copy(update={"gradient_checkpointing": True})))
    fused = fused_loss_workload(r)
    if fused is not None:
        variants.append((Msg(code="recommend.a_fused_loss_framework"), fused))
    if r.w.seq_len >= 2048:
        half = r.w.seq_len // 2
        variants.append((Msg(code="recommend.token_sequences", args={"half": half}),
                         r.w.model_copy(update={"seq_len": half})))
    found: dict[tuple[int, str, float, float | None], list[Msg]] = {}  # one plan, every lever that gives it (never 3 equal lines)
    for label, w in variants:
        c = _activation_rerun(r, w)
        if c is not None:
            n = int(c.gpu_count) * c.instances
            if c.price_per_hour.amount >= top.hourly * 0.99 and n >= top.total_gpus:
                continue  # the same machine or a dearer one: not a lever
            hours = c.speed.train_hours if c.speed and r.kind is WorkKind.SIZED_TRAINING else None
            key = (n, c.gpu, round(c.price_per_hour.amount, 2), round(hours, 2) if hours else None)
            found.setdefault(key, []).append(label)
    if not found:
        return []
    plans = [Msg(code="recommend.activation_plan", args={
        "label": Msg(code="recommend.levers_same_plan", args={"labels": labels}) if len(labels) > 1 else labels[0],
        "gpus": n, "gpu": gpu, "price": _money(price, r.currency), "job": Msg(code="recommend.cheaper_lever.job", args={
            "money": _money(price * hours, r.currency), "took": duration(hours)}) if hours else None})
        for (n, gpu, price, hours), labels in sorted(found.items(), key=lambda kv: kv[0][2] * (kv[0][3] or 1))]
    share = per.activations / per.total
    return [Msg(code="recommend.activations_dominate", args={
        "share": share, "plans": [*plans, Msg(code="recommend.context_parallelism")]})]


WEIGHTS_HEAVY = 0.4  # weights at least this share of the pick's memory per GPU: FP8 weights change the machine
# FP8_PAIR_LEVER: where FP8 weights and an FP8 KV cache each apply to a 16-bit pick, both together are one more lever
# (precision_lever_workloads): each half alone may leave the same card while the pair fits a smaller one. By hand
# (Qwen2.5-14B, 23 users of a 32k mix, AWS Tokyo only): BF16 on p5.4xlarge (1 × H100, $8.60/h) holds 29.5 GB of
# weights + 35.4 GB of cache; FP8 weights alone (14.8 + 35.4 GB) or an FP8 cache alone (29.5 + 17.7 GB) still need
# more than a 43 GiB L40S pool, so each lever re-ran onto the same H100; both (14.8 + 17.7 GB ≈ 36.6 GB with the
# runtime) fit g6e.xlarge (1 × L40S, $2.699/h, 31 % of the hour, ≈ $1,970 a month against $6,278). On FP8 tensor
# cores only, as the pair leads (precision_lead_plan): on Ampere FP8 weights run weight-only, its own lever.


def precision_levers(r: Run) -> list[Msg]:
    """Serving levers priced by re-running the recommender: under "fastest" or where the weights are a large share
    of the pick's memory (WEIGHTS_HEAVY: a smaller or cheaper machine may hold them), FP8 weights (half the bytes
    each decode step reads, and FP8 tensor cores for prefill) where the pick is in 16-bit; wherever the KV
    cache outweighs the weights on the pick, an FP8 KV cache (half the cache: more users per GPU, fewer
    replicas). Each is named with the plan, its speed per user and its price; none is applied silently."""
    return [m for m, _ in precision_lever_plans(r)]


def precision_lever_plans(r: Run) -> list[tuple[Msg, Candidate]]:
    """`precision_levers`' lines, each with the re-run's plan (its price decides where the line stands)."""
    top = r.top
    if top is None:
        return []
    out: list[tuple[Msg, Candidate]] = []
    for label, w in precision_lever_workloads(r):
        p = _lever_plan_of(r, w, top, label)
        if p and label.code == "precision_lead.fp8_weights_kv" and (
                any(_same_plan(p[1], c) for _, c in out) or not _fp8_native(r, p[1], w)):
            continue  # the pair where one half already lands, or off FP8 tensor cores: FP8_PAIR_LEVER
        out += [p] if p else []
    return out


def _same_plan(a: Candidate, b: Candidate) -> bool:
    """Two levers' re-runs that rent the same machines at the same hour."""
    return (a.gpu, a.gpu_count, a.instances, round(a.price_per_hour.amount, 2)) == \
        (b.gpu, b.gpu_count, b.instances, round(b.price_per_hour.amount, 2))


def big_saving_levers(r: Run) -> list[Msg]:
    """The precision levers whose plan costs at most (1 − BIG_LEVER_SAVING) of the pick's hour: named first under the
    pick, before the place and tier lines (3 × L4 in FP8 at 2.4 % of 8 × H100 in BF16, the only Taiwan machine the
    16-bit weights' speed floor left, was cut from the short answer behind the place line)."""
    top = r.top
    if top is None or not top.hourly:
        return []
    return [m for m, c in precision_lever_plans(r) if c.price_per_hour.amount <= (1 - BIG_LEVER_SAVING) * top.hourly]


def precision_lever_workloads(r: Run, of: Offer | None = None) -> list[tuple[Msg, Resolved]]:
    """The serving precision levers that apply to this pick (`precision_levers`), each with its label and workload:
    FP8 weights under "fastest" or where the weights weigh (WEIGHTS_HEAVY), an FP8 KV cache where the cache outweighs
    the weights, INT4 weights under "cheapest" (the 4-bit route on a smaller card, with its quality
    caveat). One list, so the lever lines and the headline's lead (`lever_lead`) read the same re-runs. `of`: the
    plan the levers are weighed against when not the pick (`_floor_held_plan`: its own memory split decides)."""
    top = of or r.top
    if not r.opts.explore or top is None or top.plan is None or r.kind is not WorkKind.SERVING:
        return []
    out: list[tuple[Msg, Resolved]] = []
    per = top.plan.per_gpu
    weights_heavy = per.total > 0 and per.weights >= WEIGHTS_HEAVY * per.total
    if (r.w.priority == "fastest" or weights_heavy) and r.w.precision in ("bf16", "fp16"):
        out.append((Msg(code="recommend.fp8_weights_the_models"), fp8_workload(r)))
    if per.kv_cache > per.weights and r.w.kv_precision not in ("fp8", "int8"):
        out.append((Msg(code="recommend.an_fp8_kv_cache", args={"value": per.kv_cache / 1000000000.0}),
                    r.w.model_copy(update={"kv_precision": "fp8"})))
        if any(m.code == "recommend.fp8_weights_the_models" for m, _ in out) and r.asked.kv_precision is None:
            # both halves apply: both together (FP8_PAIR_LEVER)
            out.append((Msg(code="precision_lead.fp8_weights_kv"), _fp8_kv_workload(r)))
    if (r.w.priority == "cheapest" and r.asked.precision is None and r.w.precision in INT4_FROM) or \
            fp8_stated_past_node(r, top):
        out.append((Msg(code="recommend.int4_lever"),
                    r.w.model_copy(update={"precision": "awq", "kv_precision": r.asked.kv_precision})))
    return out


def fp8_stated_past_node(r: Run, top: Offer) -> bool:
    """FP8 stated for a model released in FP8 with a published 4-bit checkpoint, whose FP8 plan needs more than one
    machine or fills its pool past the serving limit: the INT4 plan is named beside it with its price (the user chose
    the bytes, so it does not lead; fp8_past_node is the rule where none was stated). "No quantization" reads as the
    release's own FP8 (advisor.core.extract_rules._unquantised): the INT4 plan stays a lever beside it, never the plan."""
    if r.asked.precision != "fp8" or r.arch.native_precision != "fp8" or not r.arch.int4_checkpoint:
        return False
    return top.instances > 1 or pool_tight(r, top)


def _all_kept(keeps: Msg | None) -> bool:
    """Every stated target in a `keeps_targets` fact is kept (and at least one was stated)."""
    parts = keeps.args.get("parts") if keeps is not None else None
    said = [m for m in parts if isinstance(m, Msg)] if isinstance(parts, list) else []
    return bool(said) and all(m.args.get("ok") for m in said)


def _splits_copy(top: Offer, c: Candidate) -> bool:
    """Does the lever's plan `c` split one copy of the model over more machines than the pick uses? Replicas each on
    their own machine serve alike (6 × MI300X as 3 machines of 2, one replica a card, against 16 × MI300X as 2 of 8);
    a copy over a network is a different trade (tensor/pipeline traffic between machines)."""
    return c.layout.tp * c.layout.pp > c.gpu_count and c.instances > top.instances


def _beats(r: Run, top: Offer, c: Candidate) -> bool:
    """A lever's plan that may stand in for the pick: beyond the 5 % tie cheaper by the hour with no copy of the model
    split over more machines than the pick uses (`_splits_copy`; more machines of replicas are fine), every stated
    target kept, and under "fastest" no slower per user (within the tie): a cheaper plan is not the answer to
    "fastest" unless it is as fast. Worked (Qwen2.5-7B NPC dialogue, 333 requests/s of 1,500-token prompts, first
    token ≤ 1 s): BF16 on 2 machines of 8 × MI300X (16 replicas) at ¥275/h; FP8 weights on 3 machines of
    2 × MI300X (6 replicas, ≈ 25 tok/s, first token ≈ 0.86 s) at ¥103/h, 38 %: the FP8 plan leads."""
    if _splits_copy(top, c) or c.price_per_hour.amount >= top.hourly * (1 - TIE):
        return False
    if r.w.priority == "fastest" and (c.per_user_tokens_per_s or 0.0) < (top.per_user_tps or math.inf) * (1 - TIE):
        return False
    keeps = keeps_targets(stated_levels(r), c)
    if keeps is None and r.w.priority == "cheapest":  # nothing stated but "cheapest": the default floor held in the re-run
        return True
    return _all_kept(lever_keeps(r, top, c, keeps))


def lever_keeps(r: Run, top: Offer, c: Candidate, keeps: Msg | None) -> Msg | None:
    """`keeps` (keeps_targets on the lever's plan `c`) with a per-user level the plan keeps at the typical request and
    misses only at the full sized context counted as kept, where the pick as asked costs over
    tools.ranking.floor_gives_way × the plan: the rule the ranking applies to its own pick, so a lever is not held to a
    stricter one, and only where the full-context figure is inside the per-user estimate's own error (PER_USER_ERROR:
    14 tokens/s against a stated 30 is a miss, never "inside the error"). By hand (QwQ-32B, 40 analysts → 6 at once,
    6,000-token answers within 45 s → ≥ 142 tok/s): FP8 on 4 × H100 at $8.67/h gives ≈ 145 at the typical request and
    ≈ 134 at the full 10,096 tokens (6 % short: ⌈4 × 1.06⌉ = 5 cards, cap 5 ÷ 4 × 1.15 ≈ 1.44×);
    BF16 on 4 × B200 at $27.16/h is 3.1× it,
    so the FP8 plan leads, both figures said."""
    parts = keeps.args.get("parts") if keeps is not None else None
    if not isinstance(parts, list) or keeps is None:
        return keeps
    out: list[Msg] = []
    for m in parts:
        a = m.args
        narrow = (m.code == "recommend.keeps.tps" and not a.get("ok") and a.get("full") and not a.get("asked")
                  and (c.per_user_tokens_per_s or 0.0) >= a["target"] and c.per_user_full_tps
                  and c.per_user_full_tps >= a["target"] * (1 - PER_USER_ERROR)  # "inside the estimate's error": true
                  and top.hourly > floor_gives_way(a["target"], c.per_user_full_tps) * c.price_per_hour.amount)
        out.append(Msg(code=m.code, args=a | {"ok": True, "tps": c.per_user_tokens_per_s, "full": False,
                                              "full_tps": c.per_user_full_tps}) if narrow else m)
    return Msg(code=keeps.code, args=keeps.args | {"parts": out})


def lever_plan(r: Run, top: Offer) -> tuple[Candidate, Msg, Resolved] | None:
    """The cheapest priced precision lever (FP8 weights, an FP8 KV cache, INT4 under "cheapest") whose re-run keeps
    every stated per-user speed and first-token limit (`_beats`), when the user stated one and no precision: their
    service level, so the cheapest plan that meets it is what they asked for. Two cases (3 × MI300X at
    $7.17/h led; an FP8 KV cache on 3 × H100 kept 30 tok/s and 1 s at $6.50/h; "cheapest", 20 tok/s: 2 × A800
    at $2.16/h; INT4 on 1 × A800 kept it at $1.08/h). Not on owned cards or a stated precision (the user chose the
    bytes). None where no lever qualifies."""
    if not r.opts.explore or on_owned(r, top) or r.asked.precision is not None or r.asked.kv_precision is not None:
        return None
    if _fastest_objective(r):  # "fastest", no per-user speed stated: speed decides the precision too
        return _fastest_lever(r, top)
    if not _levels_stated(r):  # no service level and no precision: ours to choose (tools.precision_lead)
        return precision_lead_plan(r, top)
    best: tuple[Candidate, Msg, Resolved] | None = None
    levers = precision_lever_workloads(r, top)
    if r.w.precision in ("bf16", "fp16") and not any(w.precision == "fp8" for _, w in levers):
        levers.append((Msg(code="recommend.fp8_weights_the_models"), fp8_workload(r)))  # as fp8_headline weighs it
    for label, w in levers:
        c = _rerun(r, w)
        if c is not None and label.code == "precision_lead.fp8_weights_kv" and not _fp8_native(r, c, w):
            continue  # the pair leads on FP8 tensor cores only, as precision_lead_plan holds it (FP8_PAIR_LEVER)
        if c is not None and _beats(r, top, c) and not thin_lever_yields(r, top, c) and (
                best is None or c.price_per_hour.amount < best[0].price_per_hour.amount):
            best = (c, label, w)
    return best


def _fastest_objective(r: Run) -> bool:
    """"Fastest" serving with no per-user speed stated: the precision is ranked by speed (tools.fastest_precision)."""
    return r.w.priority == "fastest" and r.kind is WorkKind.SERVING and not per_user_target(r.asked)


def _fastest_lever(r: Run, top: Offer) -> tuple[Candidate, Msg, Resolved] | None:
    """Under "fastest": the FP8-weights re-run where it leads the 16-bit pick by speed (tools.fastest_precision), every
    stated first-token limit kept."""
    if r.w.precision not in ("bf16", "fp16"):
        return None
    found = fastest_lead(r.arch, r.asked.precision, [(Msg(code="recommend.fp8_weights_the_models"), fp8_workload(r))],
                         lambda w: _rerun(r, w), (top.hourly, top.per_user_tps), FASTEST_GAIN_PER_DOUBLING)
    keeps = keeps_targets(stated_levels(r), found[0]) if found is not None else None
    return found if keeps is None or _all_kept(keeps) else None


def stated_levels(r: Run) -> Workload:
    """The service levels the user stated, a whole-answer time's per-user floor included: the asked workload is not
    resolved, so tools.offers.answer_floor reads the time on the resolved one. "发稿后1分钟内出来" (a 502-token answer
    within 60 s: ≥ 9 tokens/s a user) is a stated level as "9 tokens/s" is; read as none, a cheaper FP8 plan that keeps
    it (1 × A100 80GB at ¥34.74/h, ≈ 26 tok/s) stood under a BF16 4 × V100 at ¥49.61/h under the 60 % share rule
    meant for questions that state no level (tools.precision_lead)."""
    floor = answer_floor(r.w) if r.asked.target_answer_s else None
    if not floor or (per_user_target(r.asked) or 0.0) >= floor:
        return r.asked
    return r.asked.model_copy(update={"target_tokens_per_s_per_user": floor})


def _levels_stated(r: Run) -> bool:
    """A per-user speed (or a whole-answer time: `stated_levels`), a first-token limit or "cheapest" stated for a
    service: the levers' targets (`_beats`)."""
    return bool(per_user_target(stated_levels(r)) or r.asked.target_ttft_ms
                or (r.w.priority == "cheapest" and r.kind is WorkKind.SERVING))


def precision_lead_plan(r: Run, top: Offer) -> tuple[Candidate, Msg, Resolved] | None:
    """With no precision and no service level stated: the FP8-weights plan, else (FP8 not under the share) the INT4 plan
    from the model's published AWQ/GPTQ checkpoint, when tools.precision_lead.lower_precision_leads says it leads
    (under half the 16-bit pick's hour on no more machines; the re-run keeps the default per-user speed floor)."""
    fp8_node = fp8_past_node(r, top)
    if r.kind is not WorkKind.SERVING or r.w.priority == "fastest" or (
            r.w.precision not in ("bf16", "fp16") and not fp8_node):
        return None  # "fastest": the FP8 plan as fast for less is said beside the pick (fp8_headline)
    asked = r.opts.asked_context or r.asked.seq_len
    if asked and r.arch.max_context and asked > r.arch.max_context:
        return None  # a context over the model's maximum: its refusal leads the answer, not a precision change
    tried = []  # a lever leading on price alone (the published INT4 under the share) comes before an edge lead
    int4 = (Msg(code="recommend.int4_lever"), r.w.model_copy(update={"precision": "awq", "kv_precision": r.asked.kv_precision}))
    for label, w in ((int4,) if fp8_node else ((Msg(code="recommend.fp8_weights_the_models"), fp8_workload(r)),
                                               (Msg(code="precision_lead.fp8_weights_kv"), _fp8_kv_workload(r)), int4)):
        c = _rerun(r, w)
        if c is not None and label.code == "precision_lead.fp8_weights_kv" and not _fp8_native(r, c, w):
            c = None  # the cache too in FP8 leads on FP8 tensor cores only (W8A16 Marlin on Ampere: FP8 weights alone)
        if c is not None and _lower_leads(r, top, c, w, edge=False):
            return c, label, w
        tried.append((c, label, w))
    found = next(((c, label, w) for c, label, w in tried if c is not None and _lower_leads(r, top, c, w)), None)
    if found is None:  # none at the pick's floor: one at the place's readable minimum (_place_floor), last
        found = next(((c, label, w) for c, label, w in tried if c is not None and _lower_leads(r, top, c, w,
                                                                                             place=True)), None)
        r.place_lever = found is not None
    return found


def int4_by_makers(arch: ModelArch) -> bool:
    """Is the published 4-bit checkpoint (ModelArch.int4_checkpoint) the makers' own (Qwen/Qwen2.5-72B-Instruct-AWQ)
    rather than a community one (ModelArch.int4_community: cognitivecomputations/DeepSeek-R1-AWQ)? Named as such."""
    return bool(arch.int4_checkpoint) and not arch.int4_community


def fp8_past_node(r: Run, top: Offer) -> bool:
    """A model released in FP8 (DeepSeek-V3 / R1, Kimi-K2: ModelArch.native_precision), served with no precision
    stated, whose FP8 plan needs more than one machine (several nodes, or several replicas each over nodes) or fills
    its pool past the 90 % serving limit (tools.fit.TIGHT_POOL_SHARE): its published 4-bit checkpoint
    (ModelArch.int4_checkpoint) is sized too, and leads under tools.precision_lead.lower_precision_leads. By hand,
    Kimi-K2 (1,026 B parameters: ≈ 1,029 GB in FP8, ≈ 510 GB as RedHatAI's W4A16) on 8 × H200 (141 GB, ≈ 1,128 GB a
    node): FP8 fills a node past the pool, INT4 leaves ≈ 600 GB for the MLA cache (69 KiB a token, 61 layers × 576
    values × 2 bytes) on one node."""
    if r.w.precision != "fp8" or r.asked.precision is not None or r.arch.native_precision != "fp8":
        return False
    return top.instances > 1 or pool_tight(r, top)


def _fp8_kv_workload(r: Run) -> Resolved:
    """FP8 weights with an FP8 KV cache, the user having stated neither: halves the cache the per-user speed reads
    each step as well as the weights. Worked (Qwen2.5-32B, 23 users × 6,500 tokens, GCP Taiwan only): BF16 TP8 on
    8 × L4 reads 65.6 ÷ 8 = 8.2 GB of weights + ≈ 4.7 GB of cache a card a step, ≈ 10.6 tok/s a user at 296.55 TWD/h;
    FP8 weights alone on 4 × L4 (8.2 GB + 9.4 GB of BF16 cache a card) fall under the 10 tok/s floor and re-rank
    back to 8 × L4; FP8 weights and cache on 4 × L4 (8.2 + 4.7 GB) give ≈ 10.5 tok/s at 148.27 TWD/h, 50 %.
    It leads only on FP8 tensor cores (`_fp8_native`): not FP8 weights run weight-only on Ampere with an FP8 cache."""
    stated = r.asked.kv_precision  # a stated cache format is kept (then this is the FP8-weights workload)
    return fp8_workload(r).model_copy(update={"kv_precision": "fp8" if stated is None else stated})


def _fp8_native(r: Run, c: Candidate, w: Resolved) -> bool:
    """Does the lever's plan run its FP8 on FP8 tensor cores (catalog/data/gpus.csv fp8_support: Ada, Hopper,
    Blackwell, MI300), where the published W8A8 evaluations apply (the quality line said with an FP8 lead)? A lower
    precision that is not FP8 (INT4) passes. Cards with no FP8 path at all (Volta, Turing) never reach a lead: the
    re-run ranks only cards whose kernels run it (tools.compat.kernel_problem); Ampere runs FP8 weights weight-only
    (W8A16 Marlin), said by tools.compat's own note, not by this W8A8 line."""
    if w.precision != "fp8" and w.kv_precision != "fp8":
        return True
    g = r.gpus.get(c.gpu)
    return g is not None and g.fp8_support


def _lever_holds(r: Run, top: Offer, c: Candidate, w: Resolved) -> bool:
    """The lever route's re-run still leads: `_beats` where a level was stated, else the precision-lead rule."""
    if _fastest_objective(r):
        return fastest_precision_leads(r.arch, r.asked.precision, True, (w.precision, c.price_per_hour.amount,
                                                                         c.per_user_tokens_per_s), (top.hourly, top.per_user_tps),
                                       FASTEST_GAIN_PER_DOUBLING)
    if _levels_stated(r):
        return _beats(r, top, c) and not thin_lever_yields(r, top, c)
    return _lower_leads(r, top, c, w, place=r.place_lever)


def thin_lever_yields(r: Run, top: Offer, c: Candidate) -> bool:
    """A lower-precision lever plan thin on memory (`Candidate.memory_thin`: under tools.fit.POOL_THIN of its pool
    spare, inside the estimate's own error) does not lead over a pick with room (not `pool_thin`) that costs at most
    TIGHT_GIVES_WAY (2×) its price: the rule `_tight_gives_way` applies to a tight pick, one rule for when a tight plan
    gives way. By hand: AWS Hong Kong, Qwen2.5-14B for 12 of 80 doctors, AWQ on 4 × 1-T4 machines at 99 % of each
    pool, HK$25.4/h, against the 16-bit 4 × T4 with room at HK$46.99/h (1.85×): the 16-bit plan leads; GCP Taiwan,
    15 users at a stated 15 tokens/s, FP8 on 3 × 1-L4 at 98 % (TWD 78.57/h) against 16-bit 4 × L4 with room
    (TWD 148.27/h, 1.89×): the 16-bit plan leads. A roomy pick over 2× the thin plan: the thin plan may lead, its pool
    share said."""
    return c.memory_thin and not pool_thin(top, r.w) and top.hourly <= TIGHT_GIVES_WAY * c.price_per_hour.amount


def _lower_leads(r: Run, top: Offer, c: Candidate, w: Resolved, edge: bool = True, floor: float | None = None,
                 place: bool = False) -> bool:
    """tools.precision_lead.lower_precision_leads on the re-run `c` against the pick, when the re-run holds the per-user
    floor the pick was held to (r.search.stream_floor, or `floor` where given): a re-run whose own search dropped to
    the relaxed floor (FP8 on 3 × L4 at ≈ 15 tokens/s per user against a 16-bit 8 × L4 at ≈ 21 under the 20 default)
    is a slower plan, not the same load for less. Nor a re-run thin on memory against a pick with room up to 2× its
    price (`thin_lever_yields`): AWQ on 4 × T4 at 99 % of each pool, 54 % of a 16-bit 4 × T4 with room, led a Hong
    Kong answer for 12 doctors. In a stated place whose pick costs over PLACE_PREMIUM × the re-run's hour, the floor
    held is the readable minimum the place rule already drops to for plans at the asked precision (`_floor_price`,
    `_place_floor`), only where `place` is asked: after no lever led at the pick's own floor (precision_lead_plan)."""
    held = r.search.stream_floor if floor is None else floor
    if (c.per_user_tokens_per_s or 0.0) < (_place_floor(r, top, c, held) if place else held):
        return False
    if thin_lever_yields(r, top, c):
        return False
    split = _splits_copy(top, c)
    return lower_precision_leads(r.arch, r.asked.precision, serves(r.w.task),
                                 (w.precision, c.price_per_hour.amount, split), top.hourly, _box_cards(r, top, c)) \
        or (edge and _edge_leads(r, top, c, w))


def _place_floor(r: Run, top: Offer, c: Candidate, floor: float) -> float:
    """The per-user floor a lower-precision re-run `c` is held to against the pick `top`: `floor`, or in a stated place
    (regions said) where our default floor (not the user's) leaves a pick over PLACE_PREMIUM × the re-run's hour, the
    readable minimum (MIN_STREAM_TOKENS_PER_S): the place rule `_floor_price` drops to for plans at the asked precision,
    applied across precisions. By hand, GCP Taiwan, Qwen2.5-72B for 12 of 80 accountants at 8k: 16 bits fit only the
    8 × H100 a3-highgpu-8g (TWD 3,275.48/h, ≈ 48 tokens/s); FP8 weights (72.7 GB) fit 8 × L4 g2-standard-96
    (TWD 296.55/h, ≈ 12 tokens/s): 3,275.48 > 5 × 296.55 = 1,482.75 and 12 ≥ 10, so the L4 plan is held to 10 and
    leads at 9 % of the H100 box (≈ TWD 216k against 2.39M a month). No region said, or a stated speed: `floor`."""
    if (not r.w.regions or per_user_target(r.w) or c.price_per_hour.amount <= 0
            or top.hourly <= PLACE_PREMIUM * c.price_per_hour.amount):
        return floor
    return min(floor, MIN_STREAM_TOKENS_PER_S)


def _box_cards(r: Run, top: Offer, c: Candidate) -> tuple[int, int, int] | None:
    """The cards of the box the user asked about or was proposed ("the rep says 2 nodes of 8x MI300X": 16) or owns,
    the 16-bit pick's cards and the lever plan `c`'s cards, for tools.precision_lead.fits_box_only; None with no box."""
    box = r.w.checked_gpu_count or (r.w.num_gpus if r.w.owned_gpus else None)
    return (box, top.total_gpus, int(c.gpu_count * c.instances)) if box else None


def _edge_plans(r: Run, top: Offer, c: Candidate) -> tuple[PlanEdge, PlanEdge, float]:
    """The pick and the lever's first row as tools.edge_lead reads them (price, pool share, per-user speed at the sized
    context) and the floor both are judged at (tools.edge_lead.edge_floor)."""
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, 1.0) if top.plan is not None else None
    pick = PlanEdge(top.hourly, f.need / f.budget if f is not None and f.budget > 0 else None,
                    per_user_at_context(r.search, top))
    g = r.gpus.get(c.gpu)
    budget = card_budget(g.usable_bytes or 0, r.w.framework, True) if g is not None else 0
    lever = PlanEdge(c.price_per_hour.amount, c.per_gpu_bytes / budget if budget > 0 and c.per_gpu_bytes else None,
                     full_or_at_load(c))
    floor = 0.0 if not r.search.stream_floor else edge_floor(
        per_user_target(r.w), INTERACTIVE_TOKENS_PER_S, MIN_STREAM_TOKENS_PER_S, lever.tps)
    return pick, lever, floor


def _edge_leads(r: Run, top: Offer, c: Candidate, w: Resolved) -> bool:
    """tools.edge_lead.edge_lever_leads: the lever's plan with room leads over a pick at the memory edge or under the
    per-user floor at about the same price; never on stated cards or counts (their hardware)."""
    if r.kind is not WorkKind.SERVING or r.w.gpu_preference or r.w.num_gpus or on_owned(r, top):
        return False
    pick, lever, floor = _edge_plans(r, top, c)
    return edge_lever_leads(r.arch, r.asked.precision, True, pick, lever, _splits_copy(top, c),
                            (TIGHT_POOL_SHARE, floor))


def lever_lead(r: Run, top: Offer, msg: Msg) -> Msg:
    """The pick's headline, then the cheapest precision lever that meets every stated target (`lever_plan`), named
    second ("Cheaper plan that meets your targets: …"): the headline leads with the first row, as the recommended tier
    does. Where the lever's own full answer holds, `lever_route` makes it the answer (its first row, tiers and headline
    agree); this form is what is left where it does not (its margin rules moved its pick back within the tie)."""
    found = lever_plan(r, top) if _levels_stated(r) and not _fastest_objective(r) else None  # else lever_route or not
    if found is None:
        return msg
    c, label, _ = found
    keeps = keeps_targets(stated_levels(r), c)
    parts = keeps.args.get("parts") if keeps is not None else None
    if isinstance(parts, list) and any(isinstance(p, Msg) and p.args.get("ok") is False for p in parts):
        return msg  # a lever that misses a stated target at the sized context is no "plan that meets your targets"
    price = c.price_per_hour.amount
    if msg.code == "recommend.headline_fp8" and msg.args.get("fleet") == plan_machines(c):
        inner = msg.args.get("msg")  # the same FP8 plan beside the pick: said once, as the lever
        msg = inner if isinstance(inner, Msg) else msg
    return Msg(code="recommend.headline_lever_second", args={
        "label": label, "fleet": plan_machines(c), "money": _money(price, r.currency),
        "keeps": keeps, "month": money_text(price * period_hours(r.w), r.currency, 0),
        "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day), "share": price / top.hourly, "msg": msg})


def lever_route(rec: Recommendation, r: Run) -> Recommendation | None:
    """A stated service level met more cheaply by a precision lever (`lever_plan`) is answered with that lever's plan:
    the recommender re-run with the lever's bytes, so the headline, the first row and the recommended tier are one
    plan (an expert reads "Cheapest plan that meets your targets: FP8 …" above a BF16 first row and a BF16 "pick" tier
    as a contradiction). Its headline says the lever, why it leads (the targets, not a precision, were stated) and the
    plan as asked with its price. Kept only where the re-run's own first row still beats the plan as asked (`_beats`:
    its margin rules may buy it back up)."""
    top = r.top
    if top is None or not r.opts.routes or r.kind is not WorkKind.SERVING:
        return None
    found = lever_plan(r, top)
    held = _floor_held_plan(r, top)
    if found is None and held is not None:  # the pick leads only by the narrow-miss cap: weigh the lever against
        found = lever_plan(r, held)         # the plan as asked that holds the floor at full context
        top = held if found is not None and _holds_floor_full(r, found[0]) else top
        found = found if top is held else None
    if found is None:
        return None
    _, label, w = found
    update = {f: getattr(w, f) for f in ("precision", "kv_precision") if getattr(w, f) != getattr(r.w, f)}
    alt = recommend(r.arch, r.asked.model_copy(update=update), r.gpus, r.rows,  # held to the pick's own floor
                    replace(r.opts, routes=False, relaxed_floor=r.search.relaxed_floor,  # and its reason, so the
                            usable_floor=r.search.usable_floor,
                            priced_out_plan=r.floor_plan if r.floor_priced_out else None,  # lead says that floor
                            floor_held=r.fp8_floor_held and w.precision == "fp8"))  # FP8 kept it (_fp8_keeps_default)
    if not alt.candidates or alt.headline is None or not _lever_holds(r, top, alt.candidates[0], w):
        return None
    a = alt.candidates[0]
    keeps = lever_keeps(r, top, a, keeps_targets(stated_levels(r), a))
    if keeps is not None and alt.headline.find("recommend.headline_thin_margin") is not None:
        keeps = _thin_said(keeps)  # the re-run's headline says the thin margin with its figures: not twice
    code, note = (("fastest_precision.route", "fastest_precision.note") if _fastest_objective(r)
                  else ("recommend.lever_route", "recommend.lever_route_note") if keeps is not None  # targets stated
                  else ("recommend.lever_route_cheapest", "recommend.lever_route_cheapest_note")
                  if r.w.priority == "cheapest" else ("precision_lead.route", "precision_lead.note"))  # none stated
    args: dict[str, object] = {"label": label, "headline": alt.headline, "asked": r.w.precision.upper(),
                               "fleet": plan_machines(top), "money": _money(top.hourly, r.currency),
                               "share": a.price_per_hour.amount / top.hourly,
                               # the row quoted, so an imported price far below public prices is marked here too
                               # (advisor.core.service._mark_far_below_public), as it is in the table it left
                               "row": [top.row.provider, top.row.instance_type, top.row.region]}
    args |= {"released": True} if w.precision in INT4_PRECISIONS and fp8_past_node(r, top) else {}
    args |= fastest_route_args(a, (top.hourly, top.per_user_tps)) if _fastest_objective(r) else {}
    placed = (a.per_user_tokens_per_s or 0.0) < r.search.stream_floor  # led by the place's floor (_place_floor)
    floor = sized_floor(r.search.relaxed_floor or placed, minimum_asked(r.w), r.floor_priced_out or placed,
                        r.search.usable_floor and not placed) if code == "precision_lead.route" else {}
    box = _box_cards(r, top, a)
    if code == "precision_lead.route" and a.price_per_hour.amount >= PRECISION_LEAD_SHARE * top.hourly \
            and box is not None and fits_box_only(*box):  # the 16-bit plan outgrows the box asked about; this fits it
        code, note = "box_lead.route", "box_lead.note"
        floor = floor | {"box": box[0], "card": r.w.checked_gpu or r.w.gpu_preference or a.gpu,
                         "pick_cards": box[1], "cards": box[2], "low": w.precision.upper()}
    elif code == "precision_lead.route" and a.price_per_hour.amount >= PRECISION_LEAD_SHARE * top.hourly:  # edge led
        pick, _, edge = _edge_plans(r, top, a)
        code, note, floor = "edge_lead.route", "edge_lead.note", floor | edge_args(pick, TIGHT_POOL_SHARE, edge)
    alt.headline = Msg(code=code, args=args | floor | ({"keeps": keeps} if keeps is not None else {}))
    quality = {"quality": Msg(code="precision_lead.fp8_quality")} if w.precision == "fp8" and _fp8_native(r, a, w) \
        else {}  # FP8 on FP8 tensor cores leads: its published quality said with it
    alt.assumptions.insert(0, Msg(code=note, args={"label": label, "asked": r.w.precision.upper()} | floor | quality))
    return alt


def engine_route(r: Run) -> Recommendation | None:
    """Serving in a stated place with no engine stated, where the default engine's kernels refuse the weights' format
    on some of the cards the place prices and another engine runs it there (tools.compat.ENGINE_FORMAT_FLOOR:
    gpt-oss's MXFP4 in llama.cpp below vLLM's sm_80): the answer re-run on that engine leads when its first plan, with
    no budget, costs under PRECISION_LEAD_SHARE of the default engine's first plan (or the default engine has none).
    By hand, AWS Hong Kong, gpt-oss-20b for 5 of 30 social workers, HK$3,000 a month: vLLM refuses MXFP4 on the T4s,
    its first plan is a g5.16xlarge (1 × A10G) at HK$49.19/h (≈ HK$35.9k a month, 12 × the budget); llama.cpp runs
    the ≈ 13 GB GGUF on T4s: 2 × g4dn.xlarge at HK$12.64/h (26 %), ≈ HK$2,471 a month in office hours (196 h), in
    the budget. Not in a place (any card is rentable) nor with an engine stated."""
    if (r.kind is not WorkKind.SERVING or not r.w.regions or "framework" in r.opts.stated or not r.opts.routes
            or not r.search.rejected.counts.get("precision")):
        return None
    engine = next((e for e, formats in compat.ENGINE_FORMAT_FLOOR.items() if r.w.precision in formats and e != r.w.framework),
                  None)
    if engine is None:
        return None
    free = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)  # no budget: the two engines' plans
    ours = first_row(r.arch, r.asked.model_copy(update={"budget": None}), r.gpus, r.rows, free)
    other = r.asked.model_copy(update={"framework": engine})
    theirs = first_row(r.arch, other.model_copy(update={"budget": None}), r.gpus, r.rows,
                       replace(free, stated=r.opts.stated | {"framework"}))
    card = r.gpus.get(theirs.gpu) if theirs is not None else None
    if theirs is None or card is None or compat.kernel_problem(card, r.w.precision, None, framework=r.w.framework) is None \
            or (ours is not None and theirs.price_per_hour.amount >= PRECISION_LEAD_SHARE * ours.price_per_hour.amount):
        return None  # only where the other engine's plan is on a card the default engine refuses for the format
    alt = recommend(r.arch, other, r.gpus, r.rows, replace(r.opts, stated=r.opts.stated | {"framework"}))
    if alt.headline is None:
        return None
    note = Msg(code="recommend.engine_route", args={
        "engine": ENGINE_NAMES.get(engine, engine), "default": ENGINE_NAMES.get(r.w.framework, r.w.framework),
        "precision": r.w.precision.upper(), "gpu": theirs.gpu,
        "fleet": plan_machines(ours) if ours is not None else None,
        "money": _money(ours.price_per_hour.amount, r.currency) if ours is not None else None,
        "money_2": _money(theirs.price_per_hour.amount, r.currency)})
    alt.headline = Msg(code="recommend.engine_route_lead", args={"note": note, "msg": alt.headline})
    return alt


def qlora_lead_route(rec: Recommendation, r: Run) -> Recommendation | None:
    """A LoRA with no base precision stated whose 16-bit copy is split over several cards is answered with QLoRA where
    tools.precision_lead.qlora_leads says it leads (fewer cards, under PRECISION_LEAD_SHARE of the whole job): the
    recommender re-run as QLoRA, so the headline, the first row and the tiers are one plan, and the headline names the
    LoRA plan with its job cost (4 × T4 FSDP at ≈ HK$101 led a 15 M-token LoRA of Qwen2.5-7B in Hong Kong while the
    answer's own QLoRA lever did it on 1 × T4 for ≈ HK$47)."""
    top = r.top
    if top is None or not r.opts.routes or r.w.task != "lora" or r.w.num_gpus or on_owned(r, top) \
            or not top.train_hours:
        return None
    mine = lever_job(rec)
    if mine is None:
        return None
    alt = recommend(r.arch, r.asked.model_copy(update={"task": "qlora", "precision": None}), r.gpus, r.rows,
                    replace(r.opts, routes=False))
    found = lever_job(alt)
    if found is None or alt.headline is None or not alt.candidates:
        return None
    a = alt.candidates[0]
    if not qlora_leads(r.arch, r.asked.precision, (top.total_gpus, mine[0]),
                       (int(a.gpu_count * a.instances), found[0])):
        return None
    args = {"label": Msg(code="recommend.qlora_lever"), "fleet": plan_machines(top),
            "money": _money(mine[0], r.currency), "took": duration(mine[1]), "share": found[0] / mine[0]}
    alt.headline = Msg(code="precision_lead.qlora_route", args=args | {"headline": alt.headline})
    alt.assumptions.insert(0, Msg(code="precision_lead.qlora_note", args=args))
    return alt


def _floor_held_plan(r: Run, top: Offer) -> Offer | None:
    """The plan as asked that holds the per-user floor at the full sized context, when the pick `top` holds it only at
    the typical request and kept the lead by tools.ranking.floor_gives_way (ServingThin.capped); else None. A precision
    lever is weighed against that plan: the cap keeps a cheap plan from doubling the bill for a narrow miss, not from
    the lever that holds the floor there at the pick's own price (Qwen2.5-32B BF16, 60 users at ≥ 25 tok/s: 1 ×
    MI300X at $2.39/h gives 21.2 at the full 4,096 tokens, 2 × MI300X at $4.78/h holds it; FP8 weights hold it on
    1 × MI300X at $2.39/h, so the FP8 plan leads at 50 % of the BF16 plan that meets the targets)."""
    t = r.thin_serving
    if t is None or not t.capped or t.safe is None or t.thin is not top:
        return None
    return t.safe


def _holds_floor_full(r: Run, c: Candidate) -> bool:
    """Does the lever's first row `c` hold the per-user floor with every stream at the sized context (its full-context
    figure, else its at-load figure when the priced shape already reads that context)?"""
    return (full_or_at_load(c) or 0.0) >= r.search.stream_floor


def _rerun(r: Run, w: Resolved) -> Candidate | None:
    """A lever's first row, computed once per workload and kept on the Run, so the headline and the lever line that
    name it print one figure; None on a stated card whose kernels cannot run it (FP8
    weights offered on a T4, sm_75)."""
    key = w.model_dump_json()
    if key not in r.reruns:
        g = r.preferred
        if g is not None and compat.kernel_problem(g, w.precision, w.kv_precision,
                                                   weight_only_fp8=compat.weight_only_fp8(r.arch, w)) is not None:
            r.reruns[key] = None
        else:
            r.reruns[key] = first_row(r.arch, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False,
                                                                          relaxed_floor=r.search.relaxed_floor,
                                                                          usable_floor=r.search.usable_floor,
                                                                          floor_held=r.fp8_floor_held
                                                                          and w.precision == "fp8"))
    return r.reruns[key]


def fp8_workload(r: Run) -> Resolved:
    """The workload of the FP8-weights lever: the same work with FP8 weights (one home for the headline and lever)."""
    return r.w.model_copy(update={"precision": "fp8"})


# An FP8-weights plan at or under this share of a 16-bit pick's hourly price that keeps every stated target is named
# in the headline beside the pick (24 × MI300X at $57.36/h led while the answer's own FP8 lever kept
# 20 tok/s and a 1 s first token on 8 × MI300X at $19.12/h). The pick stays 16-bit: FP8 changes the model's numbers,
# so quality is the user's to test, and the headline says so.
FP8_HEADLINE_SHARE = 0.5


def fp8_headline(r: Run, top: Offer, msg: Msg) -> Msg:
    """The pick's headline with the FP8-weights plan beside it (both prices) when FP8 runs on that plan's cards (a
    re-run ranks only cards whose kernels run it: W8A8 on Hopper/Ada/Blackwell/MI300, weight-only FP8 on Ampere),
    costs at most FP8_HEADLINE_SHARE of the pick on no more machines, and keeps every stated per-user speed and
    first-token limit."""
    if (r.kind is not WorkKind.SERVING or not r.opts.explore or on_owned(r, top) or r.asked.precision is not None
            or r.w.precision not in ("bf16", "fp16")):
        return msg
    c = _rerun(r, fp8_workload(r))
    if c is None or not _fp8_said(r, top, c):
        return msg
    keeps = keeps_targets(stated_levels(r), c)
    parts = keeps.args.get("parts") if keeps is not None else None
    said = [m for m in parts if isinstance(m, Msg)] if isinstance(parts, list) else []
    if any(not m.args.get("ok") for m in said):
        return msg
    price = c.price_per_hour.amount
    return Msg(code="recommend.headline_fp8", args={
        "msg": msg, "fleet": plan_machines(c), "money": _money(price, r.currency), "tps": c.per_user_tokens_per_s,
        "month": money_text(price * period_hours(r.w), r.currency, 0),
        "rental": rental_hours(r.w.serving_hours, r.w.usage_hours_per_day), "kept": bool(said),
        "share": price / top.hourly if top.hourly else 0.0, "cmp": Msg(code="fastest_precision.compare", args={
            "speed": speed_compared(c.per_user_tokens_per_s, top.per_user_tps), "pick_tps": top.per_user_tps})
        if r.w.priority == "fastest" and c.per_user_tokens_per_s and top.per_user_tps else None})


# Under "fastest" an FP8 plan as fast per user as the pick (within the 5 % tie) at this share of its price or less is
# said in the headline too: speed is what was asked, and it is the same speed for much less
# (Qwen3-235B-A22B, 10 × 2 × H200 FP8 at 44 tok/s for 57 % of 5 × 8 × H100 BF16 at 43, named only in a lever line).
FP8_FASTEST_SHARE = 0.75
# Under "cheapest" an FP8 plan at this share of the pick's hour or less, keeping every stated target on no more
# machines, is said in the headline too: the user asked for the lowest price, and a plan 15 % or more under the pick
# that meets the stated speed is that answer (最平 Qwen2.5-7B in Hong Kong led with 4 × A10G at
# HK$68.11/h while the answer's own FP8 lever ran 1 × A10G at HK$49.19/h, 72 % of it, at 57 tok/s against 15 asked).
FP8_CHEAPEST_SHARE = 0.85


def _fp8_said(r: Run, top: Offer, c: Candidate) -> bool:
    """Is the FP8 re-run `c` cheap enough to lead beside the pick: at most FP8_HEADLINE_SHARE of its hour on no more
    machines (cheaper by spreading out is a different trade), under "cheapest" at most FP8_CHEAPEST_SHARE of it on no
    more machines, or under "fastest" as fast per user at most FP8_FASTEST_SHARE of its hour on no more GPUs (replicas
    on separate machines serve alike)?"""
    price = c.price_per_hour.amount
    if price <= FP8_HEADLINE_SHARE * top.hourly and c.instances <= top.instances:
        return True
    if r.w.priority == "cheapest" and price <= FP8_CHEAPEST_SHARE * top.hourly and c.instances <= top.instances:
        return True
    fast = (c.per_user_tokens_per_s or 0.0) >= (top.per_user_tps or math.inf) * (1 - TIE)
    return (r.w.priority == "fastest" and fast and price <= FP8_FASTEST_SHARE * top.hourly
            and c.gpu_count * c.instances <= top.total_gpus)


def _activation_rerun(r: Run, w: Resolved) -> Candidate | None:
    """An activation lever's first row (activation_levers), computed once per workload and kept on the Run so the
    headline and the lever line print one figure. No stated constraint filters it: the lever line
    names the plan the lever gives, the constraint lines say what it keeps."""
    key = "act:" + w.model_dump_json()
    if key not in r.reruns:
        r.reruns[key] = first_row(r.arch, w, r.gpus, r.rows,
                                  replace(r.opts, top_n=1, weights=None, stated=set(), explore=False))
    return r.reruns[key]


def fused_loss_workload(r: Run) -> Resolved | None:
    """The workload with a fused cross-entropy where the loss is the framework's default that materialises whole FP32
    logits (HF, DeepSpeed) and the user named no framework: `fused_loss_engine` says which engine computes it."""
    if r.w.framework not in ("hf", "deepspeed") or r.asked.framework is not None:
        return None
    return r.w.model_copy(update={"framework": fused_loss_engine(r.w.task)})


def fused_loss_engine(task: str | None) -> str:
    """The engine whose memory terms (tools.memory) a fused, never-whole-logits loss is computed as: torchtune's
    full fine-tune recipes for full training (recipes/full_finetune_distributed.py and _single_device.py: FSDP full
    shard, activation checkpointing, a chunked cross-entropy that never holds the whole FP32 logits, pure BF16), as
    the stated-hardware routes already do (tools.routes.distributed_route); Unsloth's fused linear + CE for adapters
    (its open-source build trains LoRA/QLoRA on one GPU first). A 64k full fine-tune of an 8B was priced on 8 × B300
    at $2,319 with HF's whole FP32 logits (65,536 × 128,256 × 4 B = 33.6 GB, twice with their gradient, per GPU)
    while torchtune's recipe holds it in ≈ 68 GB per A100 80GB."""
    return "torchtune" if task in FULL_TRAINING else "unsloth"


def fused_loss_headline(r: Run, top: Offer, msg: Msg) -> Msg:
    """Training whose pick is mostly activations (ACTIVATION_BOUND: ZeRO/FSDP shard weights and optimizer states,
    not activations, so more GPUs do not shrink them) and whose fused-loss plan costs at most FP8_HEADLINE_SHARE of
    the pick's hour on no more machines: that plan is said in the headline with both prices, as FP8 is for serving
    (QLoRA Gemma-2-27B at 32k rented 8 × B300 at $120/h while the same answer's fused-loss lever ran
    on 1 × RTX 6000 Ada at $0.77/h: Gemma's 256k-vocabulary FP32 logits at 32k are 33.5 GB, twice with their
    gradient). The loss is the same, so no quality caveat: the framework setting is named."""
    c = fused_loss_plan(r, top)
    if c is None:
        return msg
    price = c.price_per_hour.amount
    hours = c.speed.train_hours if c.speed and r.kind is WorkKind.SIZED_TRAINING else None
    return Msg(code="recommend.headline_fused_loss", args={
        "msg": msg, "fleet": plan_machines(c), "money": _money(price, r.currency), "engine": fused_loss_engine(r.w.task),
        "job": _money(price * hours, r.currency) if hours else None, "share": price / top.hourly if top.hourly else 0.0})


def fused_loss_plan(r: Run, top: Offer) -> Candidate | None:
    """The fused-loss re-run's first row when the pick is activation-bound (ACTIVATION_BOUND), the user named no
    framework, and that plan costs at most FP8_HEADLINE_SHARE of the pick's hour (a sized job: of its job) on no
    more machines; else None."""
    if serves(r.w.task) or not r.opts.explore or on_owned(r, top) or top.plan is None:
        return None
    per = top.plan.per_gpu
    fw = fused_loss_workload(r)
    if fw is None or per.total <= 0 or per.activations < ACTIVATION_BOUND * per.total:
        return None
    c = _activation_rerun(r, fw)
    if c is None or c.price_per_hour.amount > FP8_HEADLINE_SHARE * top.hourly or c.instances > top.instances:
        return None
    hours = c.speed.train_hours if c.speed and r.kind is WorkKind.SIZED_TRAINING else None
    if hours and top.train_hours and c.price_per_hour.amount * hours > FP8_HEADLINE_SHARE * top.work_cost:
        return None  # a sized job: cheaper by the hour on a slow card is not cheaper for the job
    return c


def batching_engine_route(rec: Recommendation, r: Run) -> Recommendation:
    """Several users at once on the user's own cards through a single-user engine they named (Ollama, llama.cpp,
    LM Studio, text-generation-webui: `framework` llama.cpp): that engine is the bottleneck, not the cards. Ollama
    serves one request at a time per model by default (OLLAMA_NUM_PARALLEL) and llama.cpp splits the layers over the
    cards (no tensor parallel), so the users queue. The recommender is re-run on vLLM (continuous batching, tensor
    parallel) and leads where the same owned cards hold it there, with both engines' speed per user said.
    By hand, Llama-3.3-70B for 4 at once of 12 at 16k on an owned 2 × RTX A6000 (NVLink): Q8_0 GGUF ≈ 75 GB of
    weights leaves ≈ 74k tokens of KV in llama.cpp's pool, and its one-at-a-time queue gives ≈ 4 tok/s a user and a
    first token of ≈ 45 s at full load; vLLM with TP 2 and 8-bit (or AWQ INT4 ≈ 40 GB) weights over the NVLink
    streams (35 to 40 GB a card ÷ 0.77 TB/s ≈ 50 to 60 ms a step) ≈ 13 to 20 tok/s a user with continuous batching;
    KV 320 KiB a token at 16 bits (80 layers × 8 KV heads × 128 × 2 × 2 B), 4 × 16k ≈ 21 GB, fits either way.
    `rec` itself where it does not apply."""
    top = rec.candidates[0] if rec.candidates else None
    if (r.kind is not WorkKind.SERVING or r.w.framework != "llama.cpp" or "framework" not in r.opts.stated
            or not r.w.owned_gpus or not r.opts.routes or r.w.concurrency < 2 or top is None
            or top.per_user_tokens_per_s is None or r.w.batch_requests or answered_on_device(r.preferred)):
        return rec  # a Mac or a pre-Volta card runs no vLLM: its own GGUF answer stands (tools.owned_device)
    gguf = r.asked.precision in GGUF_FORMATS  # a GGUF file is llama.cpp's: vLLM plans its own weights (AWQ, FP8)
    alt = recommend(r.arch, r.asked.model_copy(update={"framework": "vllm", **({"precision": None} if gguf else {})}),
                    r.gpus, r.rows, r.opts)
    first = alt.candidates[0] if alt.candidates else None
    if alt.headline is None or first is None or first.per_user_tokens_per_s is None \
            or first.gpu != top.gpu or first.gpu_count * first.instances != top.gpu_count * top.instances \
            or any(c.name == "gpus" and c.status not in ("honoured", "adjusted") for c in alt.constraints) \
            or first.per_user_tokens_per_s <= top.per_user_tokens_per_s:
        return rec
    alt.headline = Msg(code="recommend.batching_engine_route", args={
        "headline": alt.headline, "users": r.w.concurrency, "tps": top.per_user_tokens_per_s, "ttft": top.ttft_s,
        "tps_2": first.per_user_tokens_per_s,
        "precision": (said if (said := rec.workload.precision) is not None else r.w.precision).upper()})
    return alt


def fused_loss_route(rec: Recommendation, r: Run) -> Recommendation | None:
    """Logits-bound training whose fused-loss plan `fused_loss_plan` finds is that plan's answer, not a line under the
    HF default's: the recommender re-run with the fused loss (computed as Unsloth's terms; in HF Trainer
    use_liger_kernel=True, the same loss), its headline closed by what the default loss would rent
    (QLoRA Gemma-2-27B at 32k priced on 8 × B300 at 3,840 TWD/h while 1 × RTX 6000 Ada at
    24.64 TWD/h held it with a fused loss; the full-vocabulary FP32 logits, 32,768 × 256,000 × 4 B = 33.5 GB, and
    their gradient are what filled the cards, and data parallelism does not shard them)."""
    top = r.top
    if top is None or not r.opts.routes or top.plan is None or fused_loss_plan(r, top) is None:
        return None
    engine = fused_loss_engine(r.w.task)
    alt = recommend(r.arch, r.asked.model_copy(update={"framework": engine}), r.gpus, r.rows,
                    replace(r.opts, routes=False))
    if not alt.candidates or alt.headline is None:
        return None
    alt.headline = Msg(code="recommend.fused_loss_route", args={
        "headline": alt.headline, "fleet": plan_machines(top), "money": _money(top.hourly, r.currency),
        "need": top.plan.per_gpu.total / 1e9, "engine": engine})
    return alt


def full_context_tail(r: Run, top: Offer) -> list[Msg]:
    """A stated long context (≥ tools.load.LONG_PROMPT_TOKENS) longer than the priced prompt: the first-token time of
    one NEW prompt that fills it, prefilled whole on the pick (tools.offers.full_context_ttft). Two owned RTX PRO 6000
    asked for 128k with GLM-4.5-Air were told "first token ≈ 1.6 s" and "a new 27,852-token document ≈ 4 s", while a
    fresh 128k prompt is ≈ 2 × 12e9 × 122,880 ≈ 3e15 FLOP of weights plus its attention over 46 layers, a minute or
    more on two cards. [] when no context was stated or the priced prompt already is that long."""
    if not r.asked.seq_len or r.w.seq_len < LONG_PROMPT_TOKENS:
        return []
    full = full_context_ttft(r.search, top.users_per_replica, top.gpu, top.layout)
    if full is None or full[0] <= r.search.shape.prompt:
        return []
    from tools.long_prompt_queue import queued_msg  # the replica's users sending one each at once queue for it

    queued = queued_msg(full[0], full[1], top.users_per_replica)
    # no limit stated: the interactive default at this context (tools.offers.ttft_limit_s) the fresh prompt misses is
    # said beside its wait (a 57,344-token prompt at ≈ 62 s against 2 s × 65,536 ÷ 8,192 = 16 s)
    limit = ttft_limit_s(r.w)
    over = round(limit, 1) if not r.w.target_ttft_ms and full[1] > limit else None
    return [Msg(code="recommend.tail.full_context", args={  # 90 s and over said in minutes
        "ctx": r.w.seq_len, "prompt": full[0], "ttft": full[1], "mins": full[1] / 60 if full[1] >= 90 else None,
        "over": over}), *([queued] if queued is not None else [])]


def unsized_prompt_tail(r: Run, top: Offer) -> list[Msg]:
    """A stated long context on a pick with no prefill rate (tools.long_prompt_queue.unsized_long_prompt): its first
    token said unsized, to time on a pilot; [] otherwise."""
    from tools.long_prompt_queue import unsized_long_prompt

    m = unsized_long_prompt(top.gpu, r.asked.seq_len, top.per_user_tps)
    return [m] if m is not None else []


def chat_cap_tail(r: Run, top: Offer) -> Msg | None:
    """How a chat with a context limit was sized (tools.chat_kv): the chats at a typical length and at the full limit,
    the KV every user at the limit at once would need, and how many full-length chats the pick's KV pools hold at
    once (tools.chat_kv.full_chats_held over each replica's pool, tools.memory.kv_pool_bytes). None when the rule
    does not apply."""
    w = r.w
    if top.plan is None or not long_chat_capped(w):
        return None
    if w.sessions_full:  # each open chat said to grow to the context: all of them held there (tools.session_kv)
        return _resident_tail(r, top)
    c, prec = chat_kv(w, w.concurrency), w.kv_precision
    if not c.capped:
        return None
    per = top.plan.per_gpu
    pool = kv_pool_bytes(per, top.gpu.usable_bytes or 0, w.framework)
    held = full_chats_held(pool, per.kv_cache, load_kv_bytes(r.arch, w, top.users_per_replica),
                           kv_cache_bytes(r.arch, w.seq_len, 1, prec))
    if w.agents:  # agents: each at a stated default share of the limit (tools.chat_kv.AGENT_CONTEXT_SHARE), said
        return Msg(code="recommend.tail.agent_cap", args={
            "users": c.users, "tokens": c.typical_tokens, "share": AGENT_CONTEXT_SHARE, "full": c.full_tokens,
            "every_gb": kv_cache_bytes(r.arch, w.seq_len, c.users, prec) / 1e9, "held": held * top.replicas})
    return Msg(code="recommend.tail.chat_cap", args={
        "typical": c.typical, "typical_tokens": c.typical_tokens, "long": c.long, "full": c.full_tokens,
        "users": c.users, "every_gb": kv_cache_bytes(r.arch, w.seq_len, c.users, prec) / 1e9,
        "held": held * top.replicas})


def _resident_tail(r: Run, top: Offer) -> Msg | None:
    """chat_cap_tail for open sessions said to grow to the context (tools.session_kv_pick.resident_tail): the
    full-length sessions the pick's pools hold, and re-prefilling idle sessions instead, priced on the plan sized for
    the generating users alone (the same question without `sessions_full`) when that plan is cheaper."""
    from tools.session_kv_pick import resident_tail

    w = r.w
    if top.plan is None:
        return None
    per = top.plan.per_gpu
    pool = kv_pool_bytes(per, top.gpu.usable_bytes or 0, w.framework)
    held = full_chats_held(pool, per.kv_cache, load_kv_bytes(r.arch, w, top.users_per_replica),
                           kv_cache_bytes(r.arch, w.seq_len, 1, w.kv_precision)) * top.replicas
    refill = full_context_ttft(r.search, top.users_per_replica, top.gpu, top.layout)
    instead = _cheaper_plan(r, top, {"sessions_full": False})
    fp8 = None if r.asked.kv_precision or w.kv_precision in ("fp8", "int8") else _cheaper_plan(r, top, {"kv_precision": "fp8"})
    return resident_tail(r, top, held, refill, instead, fp8)


def _cheaper_plan(r: Run, top: Offer, update: dict[str, object]) -> Msg | None:
    """The same question with `update` (a policy that needs less memory), as its first row's machines and price
    (session_kv.tail.plan), when that is cheaper than the pick; None otherwise."""
    alt = recommend(r.arch, r.asked.model_copy(update=update), r.gpus, r.rows,
                    replace(r.opts, routes=False, relaxed_floor=r.search.relaxed_floor,
                            usable_floor=r.search.usable_floor))
    c = alt.candidates[0] if alt.candidates else None
    if c is None or c.price_per_hour.amount >= top.hourly * 0.99:
        return None
    return Msg(code="session_kv.tail.plan", args={"fleet": plan_machines(c), "money": _money(c.price_per_hour.amount,
                                                                                              r.currency)})


def over_context_lead(r: Run, msg: Msg) -> Msg:
    """A context above the model's maximum (max_position_embeddings) leads the headline with that refusal and the
    longer-context models to use, so the plan below reads as sized at the asked length only as a guide, never as a
    plan that runs (Gemma-2-27B, 8,192 tokens, priced at 32k with the ❌ only in a line below)."""
    m, asked = r.arch.max_context, r.opts.asked_context or r.w.seq_len
    if not m or asked <= m:
        return msg
    if not serves(r.w.task):  # training: keep the model (cut or pack to its context) before a swap, tools.train_context
        return train_context_lead(r.arch.name, m, asked, r.opts.longer_context, msg)
    return Msg(code="recommend.over_context_at_max" if r.opts.asked_context else "recommend.over_context_lead", args={
        "model": r.arch.name, "max_context": m, "seq_len": asked, "names": r.opts.longer_context[:3], "msg": msg})


def _lever(r: Run, w: Resolved, top: Offer, label: Msg) -> Msg | None:
    """One lever re-run (`_rerun`): named when its pick is faster per user or cheaper than this answer's pick."""
    p = _lever_plan_of(r, w, top, label)
    return p[0] if p else None


def _lever_plan_of(r: Run, w: Resolved, top: Offer, label: Msg) -> tuple[Msg, Candidate] | None:
    """`_lever`'s line and the re-run's plan."""
    c = _rerun(r, w)
    if c is None:
        return None
    speed, price = c.per_user_tokens_per_s, c.price_per_hour.amount
    if not ((speed and top.per_user_tps and speed > top.per_user_tps * 1.05) or price < top.hourly * 0.99):
        return None
    su = Msg(code="recommend.lever.speed", args={"tps": speed}) if speed else Msg(code="recommend.lever.no_speed")
    mine = f"{top.per_user_tps:,.0f}" if top.per_user_tps else "—"
    keeps = keeps_targets(stated_levels(r), c)
    # a cheaper lever below a dearer pick says in one line the rule that kept it second (`_lever_why`); one that
    # misses a stated level says so in `keeps`
    why = _lever_why(r, top, c) if price < top.hourly * (1 - TIE) and keeps is None and not _levels_stated(r) else None
    return Msg(code="recommend.lever_the_pick_at", args={
        "label": label, "su": su, "mine": mine, "fleet": plan_machines(c), "keeps": keeps,
        "money": _money(price, r.currency), "money_2": _money(top.hourly, r.currency), "why": why}), c


def _lever_why(r: Run, top: Offer, c: Candidate) -> Msg:
    """Why the dearer pick leads a cheaper precision lever `c`, in the rule that applied (tools.precision_lead.
    lever_kept_back): the stated precision, the per-user floor at the typical request or at the full context, a
    context past the model's maximum, the share rule, or the lever's own margins: never the share rule for a lever
    under the share."""
    floor = r.search.stream_floor or 0.0
    price, speed, full = c.price_per_hour.amount, c.per_user_tokens_per_s, c.per_user_full_tps
    asked = r.opts.asked_context or r.asked.seq_len
    reason = lever_kept_back(price / top.hourly, precision_stated(r), speed is not None and speed < floor,
                             full is not None and full < floor,
                             bool(asked and r.arch.max_context and asked > r.arch.max_context))
    return Msg(code="recommend.lever_why_pick_leads", args={
        "precision": r.w.precision.upper(), "share": PRECISION_LEAD_SHARE, "less": 1 - price / top.hourly,
        "tps": speed, "floor": floor, "full": full, "context": r.w.seq_len, "reason": reason,
        "asked": asked, "max": r.arch.max_context, "model": r.arch.name})


def _thin_said(keeps: Msg) -> Msg:
    """`keeps` with its per-user part no longer marked thin (the headline beside it already says the thin margin)."""
    parts = keeps.args.get("parts")
    if not isinstance(parts, list):
        return keeps
    done = [Msg(code=m.code, args={**m.args, "thin": False}) if isinstance(m, Msg) and m.code == "recommend.keeps.tps"
            else m for m in parts]
    return Msg(code=keeps.code, args={**keeps.args, "parts": done})


def keeps_targets(w: Workload, c: Candidate) -> Msg | None:
    """Whether a lever's plan keeps the user's STATED per-user speed and first-token limit, with its own figures
    (the re-run's candidate: tools.load at the stated load), so a cheaper plan is never read as keeping a target it
    misses ("FP8 → 1 × MI300X" beside a stated 1 s first token said nothing of it). None when the user
    stated neither (the defaults are said in the stream note)."""
    tps_target = per_user_target(w)
    limit = w.target_ttft_ms / 1000 if w.target_ttft_ms else None
    parts: list[Msg] = []
    if tps_target:
        tps, full = c.per_user_tokens_per_s, c.per_user_full_tps
        short = full is not None and full < tps_target  # met with short prompts, missed at the sized context
        ok = tps is not None and tps >= tps_target and not short
        parts.append(Msg(code="recommend.keeps.tps", args={
            "ok": ok, "tps": full if short else tps, "thin": ok and thin_per_user(tps, tps_target, PER_USER_ERROR),
            "err": PER_USER_ERROR,
            "target": tps_target, "full": short, "asked": voice_asked(w), "assumed": voice_assumed(w),
            "answer_s": w.target_answer_s,  # a whole-answer time stated: the floor is said as that time's
            "full_unknown": c.full_tps_unknown}))  # no dense TFLOPS figure: the full context said as not estimated
    if limit:
        # a thinking model's first visible token comes after its thinking (_ttft_after_thinking): that time is judged
        think, tps = thinking_tokens(w), c.per_user_tokens_per_s
        seen = c.ttft_s + think / tps if c.ttft_s is not None and think and tps else c.ttft_s
        thought = answer_time(think, tps) if seen is not None and c.ttft_s is not None and seen > limit >= c.ttft_s \
            and tps else None  # kept by the prefill, broken by the thinking: said beside the prefill's figure
        parts.append(Msg(code="recommend.keeps.ttft", args={
            "ok": c.ttft_s is not None and c.ttft_s <= limit, "ttft": c.ttft_s, "limit": limit, "thought": thought,
            "pct": w.ttft_percentile or 0}))  # the lever's figure is at that percentile (offers.ttft_seconds)
    return Msg(code="recommend.keeps", args={"parts": parts}) if parts else None


def _cost_words(r: Run, o: Offer) -> Msg | None:
    if o.train_hours:
        return Msg(code="recommend.cost.job", args={"money": _money(o.work_cost, r.currency), "took": duration(o.train_hours)})
    if o.per_user_tps:
        return Msg(code="recommend.cost.per_user", args={"tps": o.per_user_tps})
    return None


def network_args(r: Run) -> dict[str, Any] | None:
    """A full training job the user splits over several machines (max_nodes ≥ 2 from "16 of them across 4 hosts")
    on a card no priced machine joins with RDMA (every catalog row of it lacks ≥ 100 Gbit/s InfiniBand/RoCE: consumer
    and marketplace boxes): the network figures that refuse it whatever the memory says (tools.network.zero3_split);
    None when the split is not that. 16 × RTX 4090 over 4 Vast hosts "over the internet" was
    judged on memory alone ("fits without margin, test it")."""
    machines = r.w.max_nodes or 0
    said = own_link(r.w)  # the user's word on the link between their own machines beats the catalog's rows
    rdma = stated_rdma(r.w) if said is not None else any(rdma_ok(row) for row in r.rows if row.gpu in r.named)
    if machines < 2 or r.w.task not in FULL_TRAINING or not r.named or rdma or _one_machine_holds(r, machines):
        return None
    link = r.w.node_link_gbit_s if said is False else None
    n = zero3_split(total_params(r.arch), BYTES.get(r.w.precision, 2.0), machines, r.w.num_gpus or machines,
                    r.w.batch_size, r.w.seq_len, r.w.train_tokens, link)
    return {"machines": machines, "gb": n.gb_per_step, "precision": r.w.precision, "stated": said is False,
            "slow_gbit": link or ETHERNET_GBIT_S[0], "fast_gbit": link or ETHERNET_GBIT_S[1],
            "slow_s": n.step_s_slow, "fast_s": n.step_s_fast, "steps": n.steps, "tokens": n.tokens_per_step,
            "hours_slow": duration(n.hours_slow) if n.hours_slow else None,
            "hours_fast": duration(n.hours_fast) if n.hours_fast else None, "rdma_min": RDMA_MIN_GBIT_S}


def owned_link_assumed(r: Run) -> list[Msg]:
    """A training job planned across the user's own machines when they did not say the link between them: the plan
    takes it as RDMA of ≥ RDMA_MIN_GBIT_S (what sharding across machines wants, tools.network), and says so, with the
    words that change it (a stated Ethernet link keeps the job on one machine: one_owned_box)."""
    top, machines = r.top, r.w.max_nodes or 0
    if (not r.w.owned_gpus or serves(r.w.task) or machines < 2 or own_link(r.w) is not None or top is None
            or top.layout.nodes < 2):
        return []
    return [Msg(code="recommend.owned.link_assumed", args={"machines": machines, "rdma_min": RDMA_MIN_GBIT_S})]


def own_link(w: Workload) -> bool | None:
    """The link the user states between their own machines (owned_gpus): True RDMA, False none; None when not said or
    the plan is a rental (a provider's machines are joined by the provider's network, its catalog row says which)."""
    return w.node_link_rdma if w.owned_gpus else None


def stated_rdma(w: Workload) -> bool:
    """The user's link between their machines is RDMA fast enough for a split (≥ RDMA_MIN_GBIT_S, the rule
    rdma_ok applies to a catalog row; InfiniBand said with no speed is taken as that: every InfiniBand generation
    since EDR is ≥ 100 Gbit/s, NVIDIA's InfiniBand product pages)."""
    return bool(w.node_link_rdma) and (w.node_link_gbit_s or RDMA_MIN_GBIT_S) >= RDMA_MIN_GBIT_S


def _one_machine_holds(r: Run, machines: int) -> bool:
    """Each stated machine's share of the cards holds a whole copy (then the split is data parallel, a copy on each
    machine, not ZeRO-3 across them): the stated plan's fit at num_gpus / machines cards."""
    per = (r.w.num_gpus or 0) // machines
    got = stated_plan(r, r.w.model_copy(update={"num_gpus": per})) if per else None
    return got is not None and got[1].fits and got[0].layout.num_gpus <= per


def _rdma_said(r: Run) -> list[Constraint]:
    """The user's RDMA link between their machines said back when the work spans them: honoured (a tensor or ZeRO-3
    split across them is what it is for), or refused when it is under RDMA_MIN_GBIT_S."""
    if not own_link(r.w) or (r.w.max_nodes or 0) < 2:
        return []
    ok = stated_rdma(r.w)
    return [Constraint(name="network", stated="rdma", status="honoured" if ok else "refused",
                       label=Msg(code="recommend.rdma_said.label", args={"gbit": r.w.node_link_gbit_s}),
                       message=Msg(code="recommend.rdma_said", args={"ok": ok, "rdma_min": RDMA_MIN_GBIT_S}))]


def owned_link_line(r: Run) -> list[Constraint]:
    """Serving on the user's own machines joined by a link they say is no fast RDMA (tools.network.owned_node_gpus):
    the link said back with what the plan did about it — a copy on each machine (its TP group inside it), or, where
    one machine's cards cannot hold a copy, TP inside each machine × pipeline stages across them, with what crosses
    the link (tools.network.stage_link: each token's hidden state once per boundary; a whole prompt at prefill).
    Empty for other plans (TP 4 over two 2-card machines on 10GbE was planned without a word)."""
    node, top = owned_node_gpus(r.w), r.top
    if node is None or r.kind is not WorkKind.SERVING:
        return []
    if top is not None and on_owned(r, top):
        lay, replicas, gpu = top.layout, top.replicas, top.gpu.name
    else:  # the owned card has no priced row (the H20): the unpriced plan on it (_unpriced_hold), the link said the same
        held = _unpriced_hold(r) if top is None and r.w.owned_gpus else None
        if held is None:
            return []
        lay, replicas, gpu = held[1].layout, held[1].layout.dp, held[0].name
    return _owned_link(r, node, lay, replicas, gpu)


def _owned_link(r: Run, node: int, lay: Layout, replicas: int, gpu: str) -> list[Constraint]:
    """owned_link_line's line for a plan on `node`-card machines: the link said back with the split it forces."""
    gbit = r.w.node_link_gbit_s
    cost = stage_link(r.arch, gbit, r.w.seq_len) if lay.pp > 1 and gbit else None
    return [Constraint(name="network", stated="no_rdma", status="honoured",
                       label=Msg(code="recommend.owned_link.label", args={"gbit": gbit, "rdma": bool(r.w.node_link_rdma)}),
                       message=Msg(code="recommend.owned_link", args={
                           "node": node, "nodes": (r.w.num_gpus or node) // node, "tp": lay.tp, "pp": lay.pp,
                           "replicas": replicas, "rdma_min": RDMA_MIN_GBIT_S, "gpu": gpu,
                           "kb": cost.kb_per_token if cost else None, "ms": cost.prompt_ms if cost else None,
                           "tokens": r.w.seq_len, "gbit": gbit}))]


def network_split(r: Run) -> list[Constraint]:
    """The line of a training split over machines without RDMA (network_args), shown under the headline: ❌ when
    nothing ranked or the pick splits too, ⚠️ adjusted when the pick keeps the job on one machine."""
    a = network_args(r)
    if a is None:
        return owned_link_line(r) or _rdma_said(r)
    one = r.top is not None and r.top.instances == 1
    return [Constraint(name="network", stated=str(a["machines"]), status="adjusted" if one else "refused",
                       label=Msg(code="recommend.network_split.label", args={"machines": a["machines"]}),
                       message=Msg(code="recommend.network_split", args=a))]


# the lines of `_why_nothing` that say what was left out (no price, no plan): said after a priced reference
MINOR_WHY = frozenset({"recommend.left_out_one", "recommend.families_outside_region"})


def _absent_providers(out: list[Constraint], r: Run) -> None:
    """A stated Chinese cloud with no row at all in the catalog (AutoDL) is said as absent from it, not as a cloud
    whose families are "named above" (none is: `_china_families` says it has no rows)."""
    listed = {x.provider.lower() for x in r.rows}
    absent = [p for p in r.w.providers or [] if p.lower() not in listed]
    for i, c in enumerate(out):
        if absent and c.message.code == "constraints.china_unpriced":
            out[i] = china_unpriced_constraint(list(r.w.providers or []), absent)


def _local_platform_unpriced(out: list[Constraint], r: Run) -> None:
    """Only local platforms the catalog holds no price from were named ("只用TWCC台智雲") and nothing is ranked: the
    provider and place lines are ❔ (no price, the plan above is sized all the same), never "❌ TWCC: not possible"
    beside the plan the headline gives (tools.local_markets.only_unpriced)."""
    _, gone = local_markets.asked_markets(r.w.regions, r.w.providers, r.opts.places, r.rows)
    if r.top is not None or not gone or not local_markets.only_unpriced(r.w.providers, gone):
        return
    listed = {x.provider.lower() for x in r.rows}
    absent = [p for p in r.w.providers or [] if p.lower() not in listed]
    for i, c in enumerate(out):
        if c.name == "provider" and c.status == "refused":
            out[i] = china_unpriced_constraint(list(r.w.providers or []), absent)
        elif c.name == "region" and c.status == "refused":
            out[i] = c.model_copy(update={"status": "unchecked", "message": Msg(
                code="constraints.region_local_unpriced", args={"names": local_markets.names(gone)})})


def _provider_region_conflict(out: list[Constraint], r: Run) -> None:
    """Stated providers with no region in the stated place (only AWS + data kept in Taiwan: AWS lists no Taiwan region)
    and nothing ranked: the provider and region lines say the two rules conflict, never that the place has nothing
    priced ("❌ Taiwan: nothing priced fits" while GCP asia-east1 held the work)."""
    absent = providers_not_in_regions(r) if r.top is None else []
    if not absent:
        return
    ids = published_there(r, absent)
    msg = Msg(code="constraints.provider_unpriced_in_region" if ids else "constraints.provider_has_no_region",
              args={"providers": absent, "regions": place_words(_stated_places(r)), **({"ids": ids} if ids else {})})
    for i, c in enumerate(out):
        if c.name in ("provider", "region") and c.status == "refused":
            out[i] = c.model_copy(update={"message": msg})


def _region_of_pick(out: list[Constraint], r: Run) -> None:
    """A region line marked held is judged by the picked row's own region, place by place: 华东 + 中国大陆 (the
    filter is their union) with a plan in ap-guangzhou is ⚠️ "the plan is in ap-guangzhou, not in 华东; it is in
    中国大陆", never "✅ 华东" under a Guangzhou plan."""
    top, wanted = r.top, list(r.w.regions or [])
    if top is None or len(wanted) < 2 or not top.row.region:
        return
    held = [t for t in wanted if region_ok(top.row, [t], r.search.places, r.w.providers or [])]
    missed = [t for t in wanted if t not in held]
    if not held or not missed:
        return
    for i, c in enumerate(out):
        if c.name == "region" and c.status == "honoured":
            out[i] = c.model_copy(update={"status": "adjusted", "message": Msg(code="constraints.region_partly", args={
                "region": top.row.region, "missed": place_words(missed), "held": place_words(held)})})


def _credits_line(r: Run) -> list[Constraint]:
    """Stated credits on a provider (tools.credits): the hours they cover of the pick, or that the pick is
    elsewhere; a job's credits are held against its whole cost."""
    c = r.w.credits
    if c is None:
        return []
    from tools.credits import credits_constraint

    top = r.top
    job = top.work_cost if top is not None and top.train_hours else None
    return [credits_constraint(c, top.row.provider if top is not None else None, top.hourly if top else None, job,
                               r.currency, r.opts.usd_cny, r.opts.fx, month_hours(r.w))]


def stated_constraints(r: Run, rec: Recommendation) -> list[Constraint]:
    """Each stated constraint honoured, adjusted or refused, with a stated card or count that fails
    answered "no, because …" and the cheapest plan that works without it."""
    out = _constraints(r.arch, r.w, r.opts, r.top, r.over_budget, r.budget, r.currency,
                       r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH), r.deadline_met, r.preferred, rec,
                       owned=r.top is not None and owned_within_budget(r, r.top), absent=stated_card_absent(r, r.preferred))
    _absent_providers(out, r)
    _provider_region_conflict(out, r)
    _local_platform_unpriced(out, r)
    _region_of_pick(out, r)
    _hardware_yes(out, r)
    _hardware_unpriced(out, r)
    out += network_split(r)
    out += redundancy_line(r, rec)
    out += _credits_line(r)
    out += _serving_targets(r)
    asked = _asked_memory(r)
    if asked is not None:
        out.append(asked)
    small = _floor_too_small(r)
    if small is not None:
        out.append(small)
    elif r.w.min_gpu_memory_gib:
        ok = r.top is not None or bool(r.over_budget)
        out.append(Constraint(name="gpu_memory", stated=f"≥ {r.w.min_gpu_memory_gib:g} GB per GPU",
                              label=Msg(code="recommend.gb_per_gpu", args={"min_gpu_memory_gib": r.w.min_gpu_memory_gib}),
                              status="honoured" if ok else "refused", message=(
                                  Msg(code="recommend.only_cards_with_gb", args={
                                      "min_gpu_memory_gib": r.w.min_gpu_memory_gib})
                                  if ok
                                  else Msg(code="recommend.no_priced_card_with", args={
                                      "min_gpu_memory_gib": r.w.min_gpu_memory_gib}))))
    if r.w.max_gpu_memory_gib:
        out.append(_card_ceiling(r.w.max_gpu_memory_gib, r.w.num_gpus or 1, r.top, rec.spec_range,
                                 held=_held_unranked(r)))
    if r.w.priority in ("fastest", "cheapest"):
        by_time = (Msg(code="recommend.ranked_by_time_no_object", args=_no_object_scale(r)) if r.w.spend_no_object
                   else Msg(code="recommend.ranked_by_time_jobs"))
        means = (by_time if r.w.priority == "fastest" else
                 Msg(code="recommend.ranked_by_cost", args={"cost_means": r.policy.cost_means}))
        ceiling = _fastest_ceiling(r)
        out.append(Constraint(name="priority", stated=r.w.priority, status="adjusted" if ceiling else "honoured",
                              message=ceiling or means,
                              label=Msg(code="recommend.priority", args={"priority": r.w.priority})))
    return out


def _no_object_scale(r: Run) -> dict[str, float]:
    """Why a money-no-object training pick stops at its machines (tools.dp_scale.scale_out_args), else {}."""
    from tools.dp_scale import scale_out_args

    t = r.top
    if t is None or t.speed is None:
        return {}
    return scale_out_args(total_params(r.arch), r.w.task, r.w.train_tokens, r.w.seq_len, t.instances,
                          t.layout.num_gpus, t.layout.dp, t.speed.train_tokens_per_s, t.row.network_gbit_s)


FASTER_ELSEWHERE = 1.2  # a nearby plan this much faster per user is worth naming beside a place's fastest


def _fastest_ceiling(r: Run) -> Msg | None:
    """"Fastest" in a stated place whose stock caps it (AWS Paris prices only T4 and L4): the place's best plan is
    the ceiling there, said so, with the nearest place that has a faster plan for the same providers (the place a
    region id stands for, its wider place, then regions.csv `near`) — never the place's L4 box called the fastest
    without a word. None when no place is stated, nothing is ranked, or nothing nearby is ≥ 1.2× faster per user."""
    top, regions = r.top, list(r.w.regions or [])
    if r.w.priority != "fastest" or top is None or not regions or not top.per_user_tps or not serves(r.w.task):
        return None
    areas = r.opts.places.as_places(regions)
    tags = [t for t in areas if t not in regions] + _wider_tags(areas, r.opts.places) \
        + near_places(areas, r.opts.places)
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    for tag in list(dict.fromkeys(tags))[:NEARBY_SHOWN + 2]:
        c = first_row(r.arch, r.asked.model_copy(update={"regions": [tag]}), r.gpus, r.rows, opts)
        if c is not None and (c.per_user_tokens_per_s or 0) >= top.per_user_tps * FASTER_ELSEWHERE:
            return Msg(code="recommend.fastest_ceiling", args={
                "regions": place_words(regions), "gpu": top.gpu.name, "mine": top.per_user_tps,
                "place": place_words([tag])[0], "fleet": plan_machines(c), "region": c.region,
                "tps": c.per_user_tokens_per_s, "money": _money(c.price_per_hour.amount, r.currency)})
    return None


# the lines under an owned Apple machine's verdict that are the generic (CUDA, vLLM-pool) check of the same machine —
# its refusal against vLLM's pool, lower precision or a smaller model judged against that pool — never shown beside
# the Mac's own verdict (tools.owned_device), which sizes its own memory and tries 4-bit itself
GENERIC_FIT_LINES = ("recommend.no_cannot_do_this", "recommend.yes_on_memory_hold", "recommend.lower_precision_on_the",
                     "recommend.way.no_smaller_model", "recommend.nothing_lower.weights")


def owned_device_answer(rec: Recommendation, r: Run) -> None:
    """The user's own Apple machine (tools.owned_device): the answer on it first and the one verdict — its memory
    figure against what its GPU may use; the generic vLLM-pool fit of the same machine (another footprint, another
    limit) is dropped, and so is pitfall 1 quoting it; the rental stays only as the alternative. A BF16 nobody
    stated is FP16 there (the same bytes), so the "no BF16" line goes too; a stated BF16 keeps it."""
    if not (r.w.owned_gpus and r.preferred is not None and answered_on_device(r.preferred)):
        return
    stated = precision_stated(r)
    device = device_serving(r.arch, r.w, r.preferred, stated=stated)
    if device is None:
        return
    rec.headline = device
    # the workload line says what the machine runs: its precision, llama.cpp not vLLM
    rec.workload = rec.workload.model_copy(update={"precision": device.args["precision"], "framework": "llama.cpp"})
    whole = mac_memory(r.arch, r.w, str(device.args["precision"]), int(str(device.args["users"])))
    rec.total_bytes = whole.total  # the memory table is the verdict's figure, not a vLLM plan's
    cards = int(str(device.args.get("cards") or 1))  # old cards: llama.cpp splits the layers, a share on each
    rec.per_gpu = whole.model_copy(update={"weights": whole.weights // cards, "kv_cache": whole.kv_cache // cards})
    if old_card(r.preferred):  # the stated vLLM (or the HF default) is replaced: the verdict names llama.cpp and why
        rec.compatibility = [c for c in rec.compatibility if c.topic != "engine"]
    engine = engine_without_metal(r.preferred, r.asked.framework)
    if engine is not None:  # "vLLM on my M2 Ultra": said first, never a silent switch
        rec.compatibility = [Check(level="error", topic="engine", message=Msg(code="compat.engine_no_metal", args={
            "engine": engine, "name": r.preferred.name}))] + [c for c in rec.compatibility if c.topic != "stack"]
    rec.nothing_fits = [m for m in rec.nothing_fits if m.code not in GENERIC_FIT_LINES]
    if device.args.get("raise_mb"):  # held once macOS's wired limit is raised: the ways to fit the default share go
        rec.nothing_fits = [m for m in rec.nothing_fits if m.code not in DEFAULT_SHARE_WAYS]
    rec.pitfalls = [p.model_copy(update={"triggered": False, "why": Msg(code="owned_device.memory_checked")})
                    if p.id == 1 else pitfalls.kv_on_device(p, rec.per_gpu.kv_cache, cards) for p in rec.pitfalls]
    if not stated:
        rec.compatibility = [c for c in rec.compatibility if c.topic != "precision"]
    rec.constraints = owned_device_lines(rec.constraints, bool(device.args.get("fits")), bool(device.args.get("slow")))
    # a thinking model asked to answer within seconds: the time its thinking takes at the box's own per-user speed
    # (no ranked pick to time it on, so _serving_targets left it unsaid)
    rec.constraints += [c for c in _thinking_outlasts_wait(r, _dense_tps(device), own=r.preferred.name)
                        if all(x.name != c.name for x in rec.constraints)]
    rec.nothing_fits = moe_on_box(r.arch, r.w, r.preferred, r.opts.owned_moe, _dense_tps(device)) + rec.nothing_fits
    need, share = float(str(device.args.get("need") or 0)), float(str(device.args.get("share") or 1))
    rec.nothing_fits += machine_buy_lines(rec, r, need, share)


# the ways to fit a machine's default memory share (fewer users, a shorter context, a smaller model, no lower precision
# left): moot where the verdict holds the work on the raised wired limit (tools.owned_device.raised_bytes)
DEFAULT_SHARE_WAYS = frozenset({"recommend.way.fewer_users", "recommend.way.shorter_context",
                                "recommend.way.smaller_model_owned", "recommend.nothing_lower.load",
                                "recommend.nothing_lower.weights"})


def machine_buy_lines(rec: Recommendation, r: Run, need_gb: float, share: float) -> list[Msg]:
    """An Apple box the user means to buy, priced as machines against the cheapest rental of the job
    (tools.machine_price.machine_line); nothing without a held price or a priced rental."""
    from tools.machine_price import machine_line
    from tools.power_tariff import price_per_kwh

    cands = rec.candidates or ([r.fallback_plan] if r.fallback_plan is not None else [])
    if r.preferred is None or not cands or r.w.rent_more is False:  # on site only: no rental to weigh it against
        return []
    top = min(cands, key=lambda c: c.price_per_hour.amount * c.instances)
    to_cur = convert_amount(1.0, "USD", r.currency, r.opts.usd_cny, r.opts.fx) or 1.0
    kwh, said, basis = price_per_kwh(r.w, r.currency, r.opts.usd_cny, r.opts.fx, r.asked)  # else the place's tariff
    rent = convert_amount(top.price_per_hour.amount * top.instances, top.price_per_hour.currency, r.currency,
                          r.opts.usd_cny, r.opts.fx)
    memory = (r.asked.max_gpu_memory_gib, need_gb, share)
    box = r.w.machine_price_said  # the price said beside the box: its price, not Apple's base list price
    unit = convert_amount(box.amount, box.currency, r.currency, r.opts.usd_cny, r.opts.fx) if box else None
    line = machine_line(r.preferred.name, r.w.num_gpus or 1, memory, rent, f"{top.provider} {top.instance}",
                        r.currency, to_cur, kwh, said, r.w.usage_hours_per_day, unit, basis)
    return [line] if line is not None else []


def _dense_tps(device: Msg) -> float | None:
    """The per-user speed the owned machine's verdict gives the asked model with every user busy; None when it does
    not hold it."""
    tps = device.args.get("tps")
    return float(tps) if isinstance(tps, (int, float)) and device.args.get("fits") else None


def owned_device_lines(cs: list[Constraint], fits: bool, slow: bool = False) -> list[Constraint]:
    """The stated-hardware lines beside an owned Apple machine's answer: one line for the machine, ✅ when it holds the
    work, else ❌ pointing at the verdict (never a second figure against vLLM's pool); never "❔ it holds the work,
    only a price is missing" (nobody rents it)."""
    card = [c for c in cs if c.name in ("gpus", "gpu")]
    size = [c for c in cs if c.name == "gpu_memory_max"]
    rest = [c for c in cs if c not in card and c not in size]
    if fits:
        said = Msg(code="owned_device.held_slow" if slow else "owned_device.held")  # holds it, too slow for all: no "no rental"
        held = [c.model_copy(update={"status": "honoured", "message": said}) for c in card[:1]]
        return held + rest
    not_held = {"status": "refused", "message": Msg(code="owned_device.not_held")}  # the verdict's figure, no pool
    return [c.model_copy(update=not_held) for c in (size or card)[:1]] + rest


def _asked_memory(r: Run) -> Constraint | None:
    """A card size asked about ("H20显存96G应该够吧？", "16G显存够不够", "is 80 GB enough?": Workload.asked_gpu_memory_gib),
    answered and never a filter: no, with the reason in the memory model's terms (tools.card_size.card_size_no: the
    total parameters, the smallest card that holds it), else yes with the pick's per-card need ("96G应该
    够吧？" became a ≥ 96 GB floor marked ❌ beside 16 × H20 that hold the job)."""
    asked, top = r.w.asked_gpu_memory_gib, r.top
    if not asked:
        return None
    no = card_size_no(r.arch, r.w, asked, r.gpus)
    label = Msg(code="recommend.asked_gb_per_gpu", args={"gb": asked})
    if no is not None:
        return Constraint(name="gpu_memory_asked", stated=f"{asked:g} GB per GPU?", status="refused", label=label,
                          message=no)
    if top is not None and top.plan is not None:
        plan, gpu = top.plan, top.gpu.name
    else:  # nothing ranked (unpriced owned cards): the plan on the stated hardware answers it
        got = stated_plan(r)
        if got is None:
            return None
        plan, gpu = got[0], got[2].name
    need = plan.per_gpu.total / 1e9
    ok = need <= asked
    return Constraint(name="gpu_memory_asked", stated=f"{asked:g} GB per GPU?", status="honoured" if ok else "refused",
                      label=label, message=Msg(code="recommend.asked_gb_verdict", args={
                          "gb": asked, "need": need, "ok": ok, "gpu": gpu, "n": plan.layout.num_gpus}))


def _floor_too_small(r: Run) -> Constraint | None:
    """A per-card memory floor said as the card the user has in mind ("16G显存够吗", "is 16 GB of VRAM enough?") that
    the work cannot fit on one such card: never a bare "✅ ≥ 16 GB per card" over a pick that needs far more per card
    (expert hand check: Qwen3-30B-A3B needs ≈ 17 GB for its INT4 weights alone, by its 30.5 B total parameters). The
    ranking still holds the floor; the line says plainly that a card of that size is not enough, and why."""
    floor = r.w.min_gpu_memory_gib
    top = r.top
    if not floor or top is None or top.plan is None:
        return None
    no = card_size_no(r.arch, r.w, floor, r.gpus)
    if no is None:
        return None
    return Constraint(name="gpu_memory", stated=f"≥ {floor:g} GB per GPU", status="adjusted",
                      label=Msg(code="recommend.gb_per_gpu", args={"min_gpu_memory_gib": floor}), message=no)


def _hardware_yes(out: list[Constraint], r: Run) -> None:
    """A stated card or count that holds the work says so with its figures, the engine's own fit (tools.fit):
    "will one RTX 6000 Ada do it?" is answered "yes: ≈ 48.8 GB per GPU of 51.5 GB usable", not "only RTX 6000
    Ada machines are ranked" (the number the user asked for belongs in the first lines)."""
    top = r.top
    if top is None or top.plan is None:
        return
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, r.opts.headroom)
    n = top.layout.num_gpus
    held = [c for c in out if c.name in ("gpus", "gpu") and c.status == "honoured"]
    if not held:
        return
    c = held[0]
    if not f.fits:  # one verdict: a pick the engine's own test calls short is no ✅ "honoured … does not fit"
        c.status = "adjusted"
    elif f.thin:  # held with no room (tools.fit.thin_floor): ⚠ "held, tight", never a plain ✅
        c.status = "tight"
    c.message = Msg(code="recommend.yes_per_copy", args={"n": n, "name": top.gpu.name, "verdict_words": verdict_words(f)})
    short = sessions_resident_no(r, top)
    if short is not None:  # fits the generating users, not the open sessions at their stated context: no plain yes
        c.status, c.message = "adjusted", short
    if len(held) == 2:  # "1 × RTX 6000 Ada": one line for the card and its count, the figures once
        out.remove(held[1])
        c.label = Msg(code="recommend.hardware_yes", args={"num_gpus": r.w.num_gpus, "name": top.gpu.name})


def sessions_resident_no(r: Run, top: Offer) -> Msg | None:
    """The open sessions the user stated (people online or users at once) at the context they stated, when the pick's
    KV pools cannot hold them all resident (tools.session_kv): a stated machine is then no plain yes, whatever the
    generating users at a typical length need ("40 people chatting, each chat can run to 32k, one 8 × H100 is enough
    right?": 40 × 32,768 × 504 KiB ≈ 676 GB of KV, the 8 × H100 pools hold ≈ 11 such chats). None when either was
    not stated, the context is no longer than a typical chat, or the sessions fit."""
    if top.plan is None:
        return None
    return _sessions_no(r, top.plan.per_gpu, top.gpu, top.users_per_replica, top.replicas, top.layout.num_gpus)


def _sessions_no(r: Run, per: MemoryBreakdown, gpu: GPUSpec, users: int, replicas: int, n: int) -> Msg | None:
    """sessions_resident_no on one plan: `per` per GPU of a copy holding `users`, `replicas` copies, `n` GPUs a copy."""
    from tools.chat_kv import typical_chat_tokens
    from tools.memory import kv_bytes_per_element
    from tools.session_kv import sessions_short

    a, w = r.asked, r.w
    sessions, ctx = a.users_online or a.concurrency, a.seq_len
    if r.kind is not WorkKind.SERVING or not sessions or not ctx or ctx <= typical_chat_tokens(w):
        return None
    if w.agents:  # agents at a share of the limit (tools.chat_kv.agent_tokens): the tail says the sessions held in full
        return None
    prec = w.kv_precision
    one = kv_cache_bytes(r.arch, ctx, 1, prec)
    pool = kv_pool_bytes(per, gpu.usable_bytes or 0, w.framework)
    held = full_chats_held(pool, per.kv_cache, load_kv_bytes(r.arch, w, users), one) * replicas
    got = sessions_short(sessions, ctx, one, held, kv_bytes_per_element(prec))
    if got is None:
        return None
    return Msg(code="recommend.sessions_resident_no", args={
        "sessions": got.sessions, "ctx": got.tokens, "need_gb": got.need_bytes / 1e9, "n": n, "name": gpu.name,
        "held": got.held, "held_fp8": got.held_fp8, "gen": w.concurrency, "cap": got.cap_tokens})


def _checked_sessions_no(r: Run, check: Msg) -> Msg | None:
    """The card asked about holds the generating users (tools.checked.card_verdict `fits`) but not the open sessions
    at their stated context on the count asked about ("80 people online, each chat up to 32k, is one 8 × A100 80G
    enough?"): the sessions' no, said before the verdict."""
    if not check.args.get("fits") or r.kind is not WorkKind.SERVING:
        return None
    card = next((g for g in r.gpus.values() if g.name == check.args.get("gpu")), None)
    if card is None:
        return None
    asked = check.args.get("n")
    n = asked if isinstance(asked, int) and asked > 0 else 1
    p = plan_layout(r.arch, r.w.model_copy(update={"num_gpus": n}), card, headroom=r.opts.headroom)
    return _sessions_no(r, p.per_gpu, card, r.w.concurrency, 1, n) if p.fits else None


def _hardware_unpriced(out: list[Constraint], r: Run) -> None:
    """A stated card (and count) that holds the work but has no priced machine in the catalog (H800, H20): the card
    and the count are not what failed, the price is — ❔ beside the "yes on memory" line, never ❌
    ("❌ 8 GPUs cannot be met" under "8 × H800 hold it")."""
    if r.top is not None or r.preferred is None:
        return
    refused = [c for c in out if c.name in ("gpus", "gpu") and c.status == "refused"]
    if not refused or _holds_unpriced(r) is None:
        return
    c = refused[0]
    c.status = "honoured" if r.w.owned_gpus else "unchecked"  # the user's own cards hold it: no price is missing
    c.message = Msg(code="recommend.owned.hardware_holds" if r.w.owned_gpus else "recommend.hardware_unpriced",
                    args={"name": r.preferred.name})
    if named_card_late(r) is not None:  # memory holds, the stated first token does not: the card is the failure
        c.status, c.message = "refused", Msg(code="recommend.hardware_late", args={"name": r.preferred.name})
    if len(refused) == 2:  # the card and its count: one line, as _hardware_yes says a held pair
        out.remove(refused[1])
        c.label = Msg(code="recommend.hardware_yes", args={"num_gpus": r.w.num_gpus, "name": r.preferred.name})


def _per_user_label(w: Resolved, per_user: float) -> Msg:
    """The per-user speed as stated, or, when a time to a whole answer sets it, the time and the speed it needs
    ("answers within 60 s → ≥ 142 tokens/s per user": tools.answer_time)."""
    answer = answer_floor(w)
    if answer is not None and answer >= per_user:
        return Msg(code="recommend.answer_within", args={"answer_s": w.target_answer_s, "per_user": per_user,
                                                         "pct": w.ttft_percentile or 0})
    return Msg(code="recommend.tokens_s_per_user", args={"per_user": per_user, "asked": voice_asked(w),
                                                         "assumed": voice_assumed(w)})


def _answer_time_refused(r: Run) -> list[Constraint]:
    """A time to a whole answer shorter than the first-token limit the search holds, so no per-user floor can encode
    it: judged on the pick's own figures, the ones its headline prints (first token at the stated load, then the answer
    at its per-user speed), never on the limit ("the first token alone may take up to 2 s" beside "first token ≈ 0.1
    s"). Met by the pick: honoured; else refused with the pick's time and the closest plan (`closest_answer`)."""
    w = r.w
    if not w.target_answer_s or answer_floor(w) is not None:
        return []
    label = Msg(code="recommend.answer_within_s", args={"answer_s": w.target_answer_s, "pct": w.ttft_percentile or 0})
    out, top = request_shape(w).output, r.top
    took = whole_answer_s(top, out) if top is not None else None
    if top is not None and took is not None and took <= w.target_answer_s:
        label = Msg(code="recommend.answer_within_s", args={**label.args, "took": took})  # the figure beside the ✅
        return [Constraint(name="answer_time", stated=f"{w.target_answer_s:g} s", status="honoured", label=label,
                           message=Msg(code="recommend.answer_time_pick_meets", args={
                               "answer_s": took, "ttft_s": top.ttft_s, "tps": top.per_user_tps, "out": out,
                               "pct": w.ttft_percentile or 0}))]
    pick = Msg(code="recommend.answer_time_pick", args={"answer_s": took, "ttft_s": top.ttft_s, "out": out,
                                                        "tps": top.per_user_tps, "pct": w.ttft_percentile or 0}) \
        if top is not None and took is not None else None
    closest = closest_answer(r)
    met = closest is not None and bool(closest.args.get("met"))  # another plan meets it: adjusted, not impossible
    return [Constraint(name="answer_time", stated=f"{w.target_answer_s:g} s", status="adjusted" if met else "refused",
                       label=label, message=Msg(code="recommend.answer_time_impossible",
                                                args={"answer_s": w.target_answer_s, "pick": pick, "closest": closest}))]


def whole_answer_s(o: Offer, out: int) -> float | None:
    """Seconds to a whole answer of `out` tokens on a plan: its first token at the stated load, then the answer at its
    per-user speed (the figures its row and headline print). None without both figures."""
    t = reply_time(o.ttft_s, o.per_user_tps, out)
    return None if t is None else t.seconds


def closest_answer(r: Run) -> Msg | None:
    """The cheapest sized plan whose whole answer (its first token at the stated load, then the answer at its per-user
    speed: tools.load.request_shape) fits the target, else the one with the shortest answer, named beside a refused
    answer-time target so the user sees how close the market gets and at what price ("not possible"
    with no plan, while a faster row came closer)."""
    out = request_shape(r.w).output
    timed = [(t, o.hourly, i) for i, o in enumerate(r.offers) if (t := whole_answer_s(o, out)) is not None]
    if not timed:
        return None
    met = [x for x in timed if x[0] <= (r.w.target_answer_s or 0.0)]  # the cheapest inside the target, else the fastest
    t, _, i = min(met, key=lambda x: (x[1], x[0])) if met else min(timed)
    o = r.offers[i]
    return Msg(code="recommend.answer_time_closest", args={
        "fleet": plan_machines(o), "money": _money(o.hourly, r.currency), "answer_s": t, "ttft_s": o.ttft_s,
        "tps": o.per_user_tps, "out": out, "met": t <= (r.w.target_answer_s or 0.0)})


def _too_slow(r: Run) -> bool:
    """Did the per-user floor reject any plan that holds the work (tools.offers REASONS["throughput"])?"""
    return r.s is not None and bool(r.s.rejected.counts.get("throughput"))


def _per_user_unchecked(w: Resolved, per_user: float, unpriced: bool, plan: Offer | None = None) -> Constraint:
    """A per-user target when nothing could be ranked for another reason (only unpriced clouds, a price filter):
    not judged, never "❌ no plan gives it" — the blocker is the missing price (15 tok/s "cannot be
    met" for a 72B that 4 × H800 serves at ~35–50 tok/s each). `plan`: the unpriced families' plan (`unpriced_plan`),
    whose computed speed is said beside the target."""
    est = None if plan is None or plan.per_user_tps is None else Msg(code="recommend.per_user_unpriced.estimate", args={
        "fleet": plan_machines(plan), "tps": plan.per_user_tps, "ok": plan.per_user_tps >= per_user * (1 - 1e-9)})
    return Constraint(name="per_user_speed", stated=f"{per_user:,.0f} tokens/s per user", status="unchecked",
                      label=_per_user_label(w, per_user),
                      message=Msg(code="recommend.per_user_unchecked" if unpriced else "recommend.per_user_not_judged",
                                  args={"per_user": per_user, "estimate": est}))


def _unpriced_providers(r: Run) -> list[str]:
    """The unpriced (Chinese) clouds the answer names families of: the stated ones, else all of them when the stated
    place is mainland China only (the rule `_why_nothing` names the families by)."""
    w, places = r.w, r.search.places
    return [p for p in (w.providers or []) if p.lower() in places.china_providers and not w.owner_rule] or (
        sorted(places.china_providers) if china_only(w.regions, places) else [])


def _unpriced_in_place(row: InstanceRow, regions: list[str], places: Gazetteer, wanted: set[str]) -> bool:
    """May an unpriced row of a stated cloud be sized for the stated place: in it by region (region_ok), or a family
    row with no region of a cloud that publishes a region there (constraints.family_published_in: Alibaba families
    for Hong Kong, cn-hongkong)?"""
    return region_ok(row, regions, places, list(wanted)) or family_published_in(row, regions, places)


def unpriced_plan(r: Run) -> Offer | None:
    """The plan the unpriced families would run, sized like any priced row (tools.offers.search at a placeholder
    price, so its per-user speed and first token are the model's figures): the first in the order quotes are asked
    for (`family_order`: one machine, fewer GPUs, faster memory) with a computed first token. None when nothing is
    unpriced here or no speed can be computed. "❌ first token 2 s cannot be met" was never checked —
    4 × H800 prefills 4k tokens of a 72B model in ≈ 0.4 s."""
    wanted = {p.lower() for p in _unpriced_providers(r)}
    if not wanted or r.kind is not WorkKind.SERVING:
        return None
    s = _new_search(r, r.w, r.deadline, r.opts.headroom)
    # a family row with no GPU count is sized as one 8-GPU machine, as `_china_families` reads it
    rows = [(row if row.gpu_count else row.model_copy(update={"gpu_count": 8}), r.gpus[row.gpu], 1.0) for row in r.rows
            if row.provider.lower() in wanted and row.gpu in r.gpus
            and (not r.w.regions or _unpriced_in_place(row, r.w.regions, s.places, wanted))]
    got = [o for o in search(s, rows) if o.ttft_s is not None]
    if not got:
        return None
    return min(got, key=lambda o: (*family_order(billed_gpus(o.row, o.total_gpus, int(o.row.gpu_count or 1)),
                                                 int(o.row.gpu_count or 1), o.gpu), o.ttft_s or 0.0))


NAMED_MACHINE_GPUS = 8  # an unpriced named card is sized as one 8-GPU machine (HGX H20, H800: 8 a board), as families are


def named_card_offer(r: Run) -> Offer | None:
    """The card the user named (or owns) that holds the work by memory but has no priced machine (`_unpriced_hold`: the
    H20), sized for serving like any priced row — tools.offers.search at a placeholder price on one machine of the
    stated count, else of NAMED_MACHINE_GPUS — so its first token at the stated load is the engine's figure, never
    left "not checked" beside "it fits" ("租几张H20够？" for Qwen2.5-72B, 5,360-token prompts, 30 lawyers,
    1.5 s: "4 × H20 能装下" with the first token unchecked; by hand the prefill alone is 2 × 72.7e9 × 5,360 ≈ 7.8e14
    FLOP, ≈ 5.3 s at one H20's 148 TFLOPS dense BF16 × 0.5 MFU… ÷ 4 at TP 4 ≈ 2.6 s, before any queue). None when
    no such card, not serving, or no speed can be computed. Sized once a run (`Run.named_sized`)."""
    if r.named_sized is None:
        r.named_sized = (_size_named_card(r),)
    return r.named_sized[0]


def _size_named_card(r: Run) -> Offer | None:
    """named_card_offer's sizing, uncached."""
    held = _unpriced_hold(r)
    if held is None or r.kind is not WorkKind.SERVING:
        return None
    g = held[0]
    per = r.w.num_gpus if r.w.num_gpus and r.w.num_gpus <= NAMED_MACHINE_GPUS else NAMED_MACHINE_GPUS
    row = InstanceRow(provider="", instance_type=f"{per} × {g.name}", gpu=g.name, gpu_count=per, price_on_demand=1.0,
                      interconnect="nvlink" if g.nvlink_gb_s else "pcie", rdma=True, network_gbit_s=3200)
    s = _new_search(r, r.w, r.deadline, r.opts.headroom)
    got = [o for o in search(s, [(row, g, 1.0)]) if o.ttft_s is not None]
    return got[0] if got else None


def named_fastest_alone(r: Run, o: Offer) -> tuple[int, float] | None:
    """(TP, seconds) of the quickest first token one prompt alone gets on the named card: the widest tensor-parallel
    group one machine of it holds (tools.offers.Search.wide_opts), no queue (LoadPoint.idle_ttft_s). Above the stated
    limit, no count of that card meets it: more copies shorten the queue, never one prompt's prefill."""
    s = _new_search(r, r.w, r.deadline, r.opts.headroom)
    alone = [(x.layout.tp, lp.idle_ttft_s) for x in s.wide_opts(o.gpu, int(o.row.gpu_count or 1))
             if x.nodes == 1 and (lp := s.load_at(1, o.gpu, x.layout)) is not None]
    return min(alone, key=lambda a: a[1]) if alone else None


def named_card_late(r: Run) -> Offer | None:
    """The named unpriced card's sizing when it misses the stated first-token limit, else None."""
    o = named_card_offer(r) if r.w.target_ttft_ms else None
    return o if o is not None and o.ttft_s is not None and o.ttft_s * 1000 > (r.w.target_ttft_ms or 0) else None


def _ttft_named(r: Run, o: Offer, limit_ms: float) -> Constraint:
    """A first-token target judged on the named unpriced card's own figure (`named_card_offer`): the speed does not
    wait for a price, so met is ✅ and missed is ❌ with the figure and one prompt's time alone on it."""
    ok = o.ttft_s is not None and o.ttft_s * 1000 <= limit_ms
    return Constraint(name="ttft", stated=f"{limit_ms:,.0f} ms", status="honoured" if ok else "refused",
                      label=Msg(code="recommend.ms", args={"target_ttft_ms": limit_ms}),
                      message=Msg(code="recommend.ttft_named", args=_named_ttft_args(r, o, limit_ms)))


def _named_ttft_args(r: Run, o: Offer, limit_ms: float) -> dict[str, Any]:
    """The figures of a named unpriced card's first token: its layout, the stated load, the time at it, and when it
    misses, one prompt's time alone on the widest group of the card (`named_fastest_alone`)."""
    ok = (o.ttft_s or 0.0) * 1000 <= limit_ms
    fast = None if ok else named_fastest_alone(r, o)
    return {"n": o.layout.num_gpus, "gpu": o.gpu.name, "tp": o.layout.tp, "users": o.users_per_replica,
            "s": o.ttft_s or 0.0, "prompt": r.search.shape.prompt, "limit_s": limit_ms / 1000, "ok": ok,
            "wide_tp": fast[0] if fast else None, "alone_s": fast[1] if fast else None,
            "never": fast is not None and fast[1] * 1000 > limit_ms}


def _ttft_unpriced(r: Run, limit_ms: float) -> Constraint:
    """A first-token target nothing priced could be judged by: "not checked" (never ❌), with what the unpriced
    families would give when the speed model can size them (to confirm on the quoted machine); a named card that holds
    the work is judged on its own figure (`_ttft_named`)."""
    named = named_card_offer(r)
    if named is not None:
        return _ttft_named(r, named, limit_ms)
    held = _unpriced_hold(r) if r.kind is WorkKind.SERVING else None
    if held is not None:  # the named card holds it, but with no tensor TFLOPS figure its prefill cannot be computed
        return Constraint(name="ttft", stated=f"{limit_ms:,.0f} ms", status="unchecked",
                          label=Msg(code="recommend.ms", args={"target_ttft_ms": limit_ms}),
                          message=Msg(code="recommend.ttft_named_unknown", args={"gpu": held[0].name}))
    o = unpriced_plan(r)
    est = None if o is None or o.ttft_s is None else Msg(code="recommend.ttft_unpriced.estimate", args={
        "fleet": plan_machines(o), "ms": o.ttft_s * 1000,
        "ok": o.ttft_s * 1000 <= limit_ms, "seq_len": r.w.seq_len})
    providers = _unpriced_providers(r) or list(r.w.providers or [])
    places = place_words(list(r.w.regions or [])) if r.w.regions else Msg(  # neither: the catalog as a whole, unnamed
        code="recommend.ttft_unpriced.providers", args={"providers": providers}) if providers else None
    return Constraint(name="ttft", stated=f"{limit_ms:,.0f} ms", status="unchecked",
                      label=Msg(code="recommend.ms", args={"target_ttft_ms": limit_ms}),
                      message=Msg(code="recommend.ttft_unpriced", args={"where": places, "estimate": est}))


def _serving_targets(r: Run) -> list[Constraint]:
    """A stated per-user speed or time to first token, judged on the pick's per-stream figures."""
    top, w = r.top, r.w
    out: list[Constraint] = []
    if r.kind is not WorkKind.SERVING:
        return out
    per_user = per_user_target(w)
    out += _answer_time_refused(r)
    if per_user and top is None and not _too_slow(r):
        unpriced = bool(w.providers) and {p.lower() for p in w.providers or []} <= r.opts.places.china_providers \
            or not r.over_budget and china_only(w.regions, r.opts.places)
        out.append(_per_user_unchecked(w, per_user, unpriced, unpriced_plan(r) if unpriced else None))
    elif per_user:
        got = top.per_user_tps if top else None
        ok = got is not None and got >= per_user * (1 - 1e-9)
        took = whole_answer_s(top, request_shape(w).output) if top is not None and not ok else None
        if (top is not None and got is not None and took is not None and w.target_answer_s
                and took <= w.target_answer_s and got >= (w.target_tokens_per_s_per_user or 0.0)
                and answer_floor(w) == per_user):
            # the floor assumed the first token takes its whole limit; the pick's own first token leaves the answer
            # in time: judged on its figures, the ones its headline prints (_closest_to_stated_floor)
            out.append(Constraint(name="answer_time", stated=f"{w.target_answer_s:g} s", status="honoured",
                                  label=Msg(code="recommend.answer_within_s", args={
                                      "answer_s": w.target_answer_s, "pct": w.ttft_percentile or 0}),
                                  message=Msg(code="recommend.answer_time_pick_meets", args={
                                      "answer_s": took, "ttft_s": top.ttft_s, "tps": got,
                                      "out": request_shape(w).output, "pct": w.ttft_percentile or 0})))
            return out + _ttft_target(r)
        full = full_context_tps(r, top) if ok and top is not None else None
        if full is not None and full < per_user * (1 - 1e-9):
            # met with the default short prompts, missed once every stream holds the context the memory is sized
            # for: a warning, never a ✅ beside the margin line that says so
            out.append(Constraint(name="per_user_speed", stated=f"{per_user:,.0f} tokens/s per user",
                                  label=_per_user_label(w, per_user), status="adjusted", message=Msg(
                                      code="recommend.each_user_short_at_full", args={
                                          "got": got, "full": full, "seq_len": w.seq_len})))
            return out + _ttft_target(r)
        out.append(Constraint(name="per_user_speed", stated=f"{per_user:,.0f} tokens/s per user",
                              label=_per_user_label(w, per_user),
                              status="honoured" if ok else "refused", message=(
                                  Msg(code="recommend.each_user_decodes_at", args={  # kept inside the error: said
                                      "got": got, "err": PER_USER_ERROR,
                                      "thin": thin_per_user(got, per_user, PER_USER_ERROR)})
                                  if ok and got
                                  else Msg(code="recommend.no_listed_plan_gives", args={
                                      "per_user": per_user,
                                      "part": (Msg(code="recommend.no_listed_plan_gives.the_pick", args={"got": got}) if got
                                          else None)}))))
        if not ok:
            out += _thinking_outlasts_wait(r, got)
    return out + _ttft_target(r)


def _thinking_outlasts_wait(r: Run, got: float | None, own: str | None = None) -> list[Constraint]:
    """A model that thinks, asked for a whole answer within seconds that no plan decodes its thinking in (the answer
    floor of tools.answer_time: 8,192 thinking tokens in 10 s is 1,171 tokens/s a user): the time a thinking answer
    takes at the fastest plan's per-user speed (the pick's, else the fastest at the stated load with no floor), the
    thinking budget that would fit, and the levers — never "no card is fast enough" alone (a Jetson fleet for
    DeepSeek-R1-Distill-Qwen-7B "within 10 s" was told only that). `own`: the user's own device the speed is of (the
    owned-device verdict's per-user figure), said as that device, not as "the fastest listed plan"."""
    from tools.thinking_deadline import thinking_answer_s, thinking_budget_for

    w = r.w
    think = thinking_tokens(w)
    if not think or not w.target_answer_s or answer_floor(w) is None:
        return []
    tps = got
    if not tps:
        fastest = route_speed(r, w)
        tps = fastest.per_user_tps if fastest is not None else None
    if not tps:
        return []
    answer = max(0, request_shape(w).output - think)  # a reasoning model's output is its thinking, any reply after it
    return [Constraint(name="thinking_time", stated=f"{w.target_answer_s:g} s", status="refused",
                       label=Msg(code="recommend.thinking_time_label", args={"answer_s": w.target_answer_s}),
                       message=Msg(code="recommend.thinking_outlasts_wait", args={
                           "think": think, "tps": tps, "took": thinking_answer_s(think, answer, tps), "own": own,
                           "wait": w.target_answer_s, "budget": thinking_budget_for(w.target_answer_s, answer, tps)}))]


def _checked_ttft_unknown(r: Run) -> list[Constraint]:
    """A card asked about, not a filter (checked_gpu: "我们打算用 8 张 L20 … 首字 1 秒内，够吗？"), that holds the work by
    memory but has no tensor TFLOPS figure in the catalog (the L20: NVIDIA's China-market brief gives none): its first
    token against the stated limit cannot be computed, so it is said unchecked with that reason, before the ranked
    pick's own judgement (a lone "✅ first token" spoke of the rented H100s, not of the card asked about)."""
    w = r.w
    if not (w.target_ttft_ms and w.checked_gpu and r.kind is WorkKind.SERVING):
        return []
    cards = [r.gpus[n] for n in named_cards(w.checked_gpu, r.gpus) if n in r.gpus and r.gpus[n].memory_bytes]
    if not cards or any(g.bf16_tflops or g.fp16_tflops or g.fp8_tflops for g in cards):
        return []
    free = w.model_copy(update={"num_gpus": None})
    held = [g for g in cards if plan_layout(r.arch, free, g, headroom=r.opts.headroom).fits]
    if not held:
        return []
    return [Constraint(name="ttft", stated=f"{w.target_ttft_ms:,.0f} ms", status="unchecked",
                       label=Msg(code="recommend.ms", args={"target_ttft_ms": w.target_ttft_ms}),
                       message=Msg(code="recommend.ttft_named_unknown", args={"gpu": held[0].name}))]


def _ttft_target(r: Run) -> list[Constraint]:
    """A stated time to first token, judged on the pick's figure at the stated load."""
    top, w = r.top, r.w
    out: list[Constraint] = _checked_ttft_unknown(r)
    if not w.target_ttft_ms and r.kind is WorkKind.SERVING and top is not None:  # the default limit missed: ❌
        return [c for c in [default_ttft_missed(w, top.ttft_s)] if c is not None]
    if w.target_ttft_ms and top is not None and top.ttft_s is None:
        lim = f"{w.target_ttft_ms:,.0f}"
        out.append(Constraint(name="ttft", stated=f"{lim} ms", status="refused", message=
            Msg(code="recommend.not_met_as_far", args={"seq_len": w.seq_len, "lim": lim, "name": top.gpu.name})))
    elif w.target_ttft_ms and top is None and not r.over_budget and not r.search.rejected.counts.get("ttft"):
        out.append(_ttft_unpriced(r, w.target_ttft_ms))  # nothing priced to judge it on: not checked, never ❌
    elif w.target_ttft_ms and top is None and (over := _ttft_over_budget(r)) is not None:
        # the nearest plan over the budget, with its figures: the plans over it passed the first-token check, so rows
        # refused by it elsewhere never make "no listed plan prefills it" true (RAG at 32k: 15 × 8 × A100 at 1.9 s)
        out.append(over)
    elif w.target_ttft_ms:
        got = top.ttft_s if top else None
        ok = got is not None and got * 1000 <= w.target_ttft_ms and not r.ttft_missed
        full = _pick_full_context(r) if ok else None
        if full is not None:  # met at the priced prompt, not by a document filling the stated context
            out.append(full)
            return out
        after = _ttft_after_thinking(r) if ok else None
        if after is not None:  # the first visible token waits for the whole thinking: never ✅ on the prefill alone
            out.append(after)
            return out
        out.append(Constraint(name="ttft", stated=f"{w.target_ttft_ms:,.0f} ms", status="honoured" if ok else "refused",
                              label=Msg(code="recommend.ms", args={  # a stated percentile: its figure shown
                                  "target_ttft_ms": w.target_ttft_ms, "pct": w.ttft_percentile or 0,
                                  "got_ms": got * 1000 if got is not None and top and top.load else None}),
                              message=(
                                  Msg(code="recommend.first_token_in_ms", args={
                                      "value": got * 1000, "seq_len": w.seq_len, "pct": w.ttft_percentile or 0})
                                  if ok and got is not None
                                  else Msg(code="recommend.no_listed_plan_prefills", args={
                                      "seq_len": w.seq_len, "target_ttft_ms": w.target_ttft_ms,
                                      "part": (Msg(code="recommend.no_listed_plan_prefills.the_pick_ms",
                                                   args={"value": got * 1000}) if got else _fastest_ttft(r))}))))
    return out


def _ttft_after_thinking(r: Run) -> Constraint | None:
    """A stated first-token limit met by the pick's prefill while the model thinks before it answers (thinking switched
    on: tools.defaults.thinking_tokens): the first visible token comes after the whole thinking, its time the thinking
    tokens at the pick's per-user speed, so the limit is ❌ with that time and the switch that turns thinking off; None
    when the model does not think or the thinking still fits. By hand: Qwen3-14B, 8,192 thinking tokens at 24 tokens/s
    ≈ 5.7 min against "首字500毫秒内"."""
    top, w = r.top, r.w
    think = thinking_tokens(w)
    tps = top.per_user_tps if top is not None else None
    if not think or not tps or not w.target_ttft_ms or top is None or top.ttft_s is None \
            or (top.ttft_s + think / tps) * 1000 <= w.target_ttft_ms:
        return None
    t = model_thinking(w.model)
    return Constraint(name="ttft", stated=f"{w.target_ttft_ms:,.0f} ms", status="refused",
                      label=Msg(code="recommend.ms", args={"target_ttft_ms": w.target_ttft_ms}),
                      message=Msg(code="recommend.ttft_after_thinking", args={
                          "think": think, "tps": round(tps), "took": answer_time(think, tps),
                          "limit_s": w.target_ttft_ms / 1000, "switch": t.switch if t is not None else None}))


def _pick_full_context(r: Run) -> Constraint | None:
    """The pick meets a stated first-token limit at the priced prompt, but a new document filling the stated context
    (tools.offers.full_context_ttft) does not: ❌ with both figures. None when that document meets it too, or the
    context is no longer than the priced prompt."""
    top, lim = r.top, r.w.target_ttft_ms
    if top is None or top.ttft_s is None or top.plan is None or not lim or top.load is None:
        return None
    full = full_context_ttft(r.search, top.users_per_replica, top.gpu, top.layout)
    if full is None or full[1] * 1000 <= lim:
        return None
    meets = _full_context_meets(r, lim)
    way = None if meets is None else Msg(code="recommend.ttft_full_context.meets", args={
        "fleet": plan_machines(meets[0]), "full_ms": meets[1] * 1000, "money": _money(meets[0].hourly, r.currency)})
    way = way or _unpriced_card_meets(r, lim)
    return Constraint(name="ttft", stated=f"{lim:,.0f} ms", status="adjusted" if meets else "refused",
                      label=Msg(code="recommend.ms", args={"target_ttft_ms": lim}),
                      message=Msg(code="recommend.ttft_full_context", args={
                          "ms": top.ttft_s * 1000, "prompt": r.search.shape.prompt, "full": full[0],
                          "full_ms": full[1] * 1000, "meets": way}))


def ttft_missed_first(rec: Recommendation, r: Run) -> Msg | None:
    """The headline led by a stated first-token limit that every ranked plan misses for a new document filling the
    context (`_pick_full_context` refused, with the card that meets it found past the ranked rows by
    `_unpriced_card_meets`): the lead (its `msg` the headline it goes before; ttft_first places it), None otherwise.
    By hand: Qwen2.5-72B reading a 67,000-character contract (≈ 44.6k tokens)
    on 8 × V100 32GB: 2 × 72.7e9 × 44.6k ≈ 6.5e15 FLOP + causal attention ≈ 2.6e15 against 8 × 125 TFLOPS × a
    V100's lower efficiency ≈ 27 s, over "10 s"; 4 × H100 (989 × 50 % × 4 ≈ 2e15/s) ≈ 5–7 s."""
    h = rec.headline
    c = next((x for x in rec.constraints if x.name == "ttft"), None)
    if (h is None or c is None or c.status != "refused" or c.message is None
            or c.message.code != "recommend.ttft_full_context" or not c.message.args.get("meets") or r.top is None):
        return None
    a = c.message.args
    return Msg(code="recommend.ttft_missed_first", args={
        "limit_s": (r.w.target_ttft_ms or 0) / 1000, "fleet": plan_machines(r.top),
        "full_s": float(str(a["full_ms"])) / 1000, "full": a["full"], "meets": a["meets"], "msg": h})


def _unpriced_card_meets(r: Run, lim: float) -> Msg | None:
    """No plan as ranked in mainland China prefills a new document filling the stated context within `lim` ms (the
    ranked rows are sized on the fewest GPUs that hold the load, not for prefill): the cards that do, one copy over
    TP 1, 2, 4 or 8 (the fewest that holds the load and meets the limit). Said: the cheapest month of a card with a
    mainland row listing a price, on a machine of at least that many GPUs (its per-GPU-hour price × GPUs × the month's
    hours), and the card sold there (tools.compat.CHINA_MARKET_PARTS, the export-control list) that meets it on the
    fewest GPUs with no public price, its month as GPUs × the month's hours × the user's quote — none invented.
    "首字要10秒内，那要换什么卡，每月多少钱" for Qwen2.5-32B reading a 67k-token contract was answered with the same
    8 × V100 (≈ 25 s) and "add prefill compute". By hand: 2 × 32.8e9 × 66.7k ≈ 4.4e15 FLOP of weights + causal
    attention ≈ 2.9e15 ≈ 7.3e15; H800 dense BF16 989 TFLOPS × 50 % × 2 cards ≈ 1e15/s → ≈ 7 s; 8 × A100 (312 × 50 %
    × 8 ≈ 1.25e15/s) ≈ 6 s. None outside mainland China or when no card meets it."""
    cn = "cn" in local_markets.market_tags(r.w.regions, r.opts.places)
    if not (cn or r.w.gpu_preference) or r.top is None:  # elsewhere: only past the card the user named
        return None
    said = list(r.w.regions or [])
    here = [x for x in r.rows if not said or region_ok(x, said, r.opts.places)]
    priced: tuple[float, int, float, GPUSpec, InstanceRow] | None = None
    unpriced: tuple[int, float, GPUSpec] | None = None
    for g in r.gpus.values():
        market = cn and compat.china_market_part(g.name)
        rows = [x for x in here if x.gpu == g.name]
        if not market and not rows or not g.memory_bytes:
            continue
        got = _first_meeting_tp(r, g, lim)
        if got is None:
            continue
        tp, secs = got
        ref = reference_gpu_hour([x for x in rows if (x.gpu_count or 0) >= tp], g.name, r.currency, r.opts.usd_cny,
                                 r.opts.fx)
        if ref is not None:
            month = ref[1] * tp * month_hours(r.w)
            if priced is None or month < priced[0]:
                priced = (month, tp, secs, g, ref[0])
        elif market and (unpriced is None or (tp, secs) < (unpriced[0], unpriced[1])):
            unpriced = (tp, secs, g)
    if priced is None and unpriced is None:
        return None
    listed = None if priced is None else Msg(code="recommend.ttft_full_context.priced_meets", args={
        "n": priced[1], "name": priced[3].name, "full_ms": priced[2] * 1000, "money": _money(priced[0], r.currency),
        "provider": priced[4].provider, "third": priced[4].confidence == "third-party"})
    quote = None
    if unpriced is not None and (priced is None or unpriced[0] <= priced[1]):
        quote = Msg(code="recommend.ttft_full_context.unpriced_meets", args={
            "n": unpriced[0], "name": unpriced[2].name, "full_ms": unpriced[1] * 1000,
            "cost": _month_gpu_hours(r, unpriced[0])[1]})
    return Msg(code="recommend.ttft_full_context.mainland_meets", args={"listed": listed, "quote": quote, "cn": cn})


def _first_meeting_tp(r: Run, g: GPUSpec, lim: float) -> tuple[int, float] | None:
    """The fewest GPUs (TP 1, 2, 4, 8 the heads divide) whose one copy holds the load on `g` and prefills a new
    document filling the stated context within `lim` ms (tools.offers.full_context_ttft), and that time; None."""
    for tp in (1, 2, 4, 8):
        if not heads_divide(r.arch, tp):
            continue
        p = plan_layout(r.arch, r.w.model_copy(update={"num_gpus": tp}), g, headroom=r.opts.headroom)
        if not p.fits or p.layout.num_gpus != tp:
            continue
        full = full_context_ttft(r.search, r.w.concurrency, g, p.layout)
        if full is not None and full[1] * 1000 <= lim:
            return tp, full[1]
    return None


FULL_CONTEXT_CHECKED = 400  # the cheapest candidates whose full-context first token is computed (one speed each)


def _full_context_meets(r: Run, lim: float) -> tuple[Offer, float] | None:
    """The cheapest candidate (of the FULL_CONTEXT_CHECKED cheapest that passed every filter) whose first token for a
    new document filling the stated context is within `lim` ms, and that time: a miss on the pick is never "not
    possible" while the catalog holds a plan that meets it ("2 s at 32k" refused on 1 × A800, ≈ 25 s for
    the document, while 2 × H100 in FP8 prefill it in about the limit). None when none of them meets it."""
    seen: set[tuple[str, int, int, int]] = set()
    for o in sorted((o for o in r.offers if o.load is not None), key=lambda x: x.work_cost)[:FULL_CONTEXT_CHECKED]:
        key = (o.gpu.name, o.layout.tp, o.layout.pp, o.users_per_replica)
        if key in seen:
            continue
        seen.add(key)
        full = full_context_ttft(r.search, o.users_per_replica, o.gpu, o.layout)
        if full is not None and full[1] * 1000 <= lim:
            return o, full[1]
    return None


def _ttft_over_budget(r: Run) -> Constraint | None:
    """Nothing within the budget, so no pick, but the plans over it were sized at the stated load: the first token is
    judged on the cheapest of them, its figure at the priced prompt and, for a document-length prompt priced with a
    cache, a fresh document's (tools.offers.fresh_document_ttft) — never "❌ no plan prefills it" for plans that
    do (32k context, "❌ 2 s cannot be met" with no figure while every plan met it at the priced
    prompt). None when none of them has a computed first token."""
    got = [o for o in r.over_budget if o.ttft_s is not None]
    lim = r.w.target_ttft_ms
    if not got or not lim:
        return None
    o = min(got, key=lambda x: (x.work_cost, x.ttft_s or 0.0))
    full = full_context_ttft(r.search, o.users_per_replica, o.gpu, o.layout) if o.load is not None else None
    ok = (o.ttft_s or 0.0) * 1000 <= lim and (full is None or full[1] * 1000 <= lim)
    return Constraint(name="ttft", stated=f"{lim:,.0f} ms", status="honoured" if ok else "refused",
                      label=Msg(code="recommend.ms", args={"target_ttft_ms": lim}),
                      message=Msg(code="recommend.ttft_over_budget", args={
                          "ms": (o.ttft_s or 0.0) * 1000, "fleet": plan_machines(o), "prompt": r.search.shape.prompt,
                          "full": full[0] if full else None, "full_ms": full[1] * 1000 if full else None, "ok": ok}))


def _fastest_ttft(r: Run) -> Msg | None:
    """A stated first-token limit that refused every plan: the fastest figure among them and its machines, so the ❌
    carries the number (32k prompts, "2 s" refused with no figure); None when none was computed."""
    o = r.ttft_fastest
    if o is None or o.ttft_s is None:
        return None
    return Msg(code="recommend.no_listed_plan_prefills.fastest", args={"value": o.ttft_s * 1000,
                                                                       "fleet": plan_machines(o)})


def _serving_memory_gpus(r: Run) -> int | None:
    """Serving: the GPUs the smallest replica layout on the pick's card needs to hold one replica's users (memory
    alone), to tell a TP group chosen for speed from one memory forces."""
    top = r.top
    if r.kind is not WorkKind.SERVING or top is None or top.plan is None:
        return None
    held = [o.layout.tp * o.layout.pp for o in r.search.wide_opts(top.gpu, int(top.row.gpu_count or 1))
            if o.max_users >= top.users_per_replica]
    return min(held, default=None)


def _breakdown_gpus(rec: Recommendation) -> int:
    """The GPUs the per-GPU breakdown is one card of (memory_summary: the pick's layout, or the largest card's when
    nothing is ranked). Serving keeps no ZeRO shards, so one copy is the per-GPU total × its TP × PP group
    (copy_bytes): the ratio recovers the group without planning the layout again."""
    per = rec.per_gpu
    if per is None or not per.total or not rec.total_bytes:
        return 1
    return max(1, round(rec.total_bytes / per.total))


def _daily_start(rec: Recommendation, r: Run) -> Msg | None:
    """The pick's daily start when the service runs only some hours a day (tools.schedule.daily_start): the weights
    of one copy (per GPU × its TP × PP group) and the machine that must be free each morning."""
    top, per = r.top, rec.per_gpu
    if top is None or per is None or r.kind is not WorkKind.SERVING:
        return None
    return schedule.daily_start(per.weights * _breakdown_gpus(rec), top.layout.num_gpus, top.gpu.name,
                                r.w.usage_hours_per_day)
def _serverless(rec: Recommendation, r: Run) -> Msg | None:
    """A service asked for as serverless / scale-to-zero (`scale_to_zero`) with its requests a day known: the pick's
    cold start (one copy's weights), each request's seconds on it (first token + answer at its per-user speed), and
    the month billed by the second at its hourly rate against the same machine kept up (tools.serverless)."""
    top, per, w = r.top, rec.per_gpu, r.w
    if not (w.scale_to_zero and w.requests_per_day and top is not None and per is not None
            and r.kind is WorkKind.SERVING and top.per_user_tps and top.hourly):
        return None
    request_s = (top.ttft_s or 0.0) + request_shape(w).output / top.per_user_tps  # the answer the load priced
    hours = w.usage_hours_per_day or 24.0
    return serverless_said(w.requests_per_day, hours, schedule.days_a_month(w.usage_days_per_week), request_s,
                           per.weights * _breakdown_gpus(rec) / 1e9, 1, top.hourly, r.currency)


def _kv_heads_copied(held: int, load_kv: int, kv_heads: int) -> dict[str, Any]:
    """A GQA model whose tensor-parallel size exceeds its KV heads: vLLM's QKVParallelLinear gives each rank one KV
    head, so every head is held on tp ÷ kv_heads GPUs and the memory the cache takes on the group (`held`: per card ×
    the TP × PP group) is that many times the cache itself (`load_kv`). By hand: Qwen3-235B-A22B (94 layers, 4 KV
    heads × 128, BF16: 188 KiB a token) × 32,768 × 90 ≈ 567.7 GB; on TP 8 × PP 2 each card holds 567.7 ÷ (2 × 4)
    ≈ 71.0 GB, 1,135.5 GB in all over 16 — twice the cache, said as such (not as "1,135.5 GB of KV for 90 × 32 k").
    Empty when the cache is split (held ≈ load) or nothing is known."""
    if not load_kv or held < load_kv * 1.5 or kv_heads < 1:
        return {}
    return {"kv_layout": "heads_copied", "kv_copies": round(held / load_kv), "kv_logical": load_kv,
            "kv_heads": kv_heads}


def _kv_layout(r: Run, rec: Recommendation) -> dict[str, Any]:
    """How the KV cache of the answer's memory breakdown sits on its GPUs, for the KV pitfall (tools.pitfalls.Context.
    kv_layout): an MLA model served over several GPUs holds either its whole latent cache on every rank (plain TP) or,
    under data-parallel attention (tools.memory.dp_attention_extra), only each GPU's own users' latents — told apart by
    the breakdown's own figure against the whole load's cache, so a plan named with nothing ranked reads the same."""
    per, n = rec.per_gpu, _breakdown_gpus(rec)
    if per is None or not per.kv_cache or not serves(r.w.task) or n < 2:
        return {}
    first = rec.candidates[0] if rec.candidates else None
    # one replica's users: its pool holds only theirs
    users = (first.users_per_replica if first and first.users_per_replica else None) or r.w.concurrency
    if not r.arch.kv_lora_rank:
        return _kv_heads_copied(per.kv_cache * n, load_kv_bytes(r.arch, r.w, users), r.arch.kv_heads)
    if per.kv_cache >= load_kv_bytes(r.arch, r.w, users) * 0.99:
        return {"kv_layout": "replicated"}
    # the attention ranks are one pipeline stage's TP group (DeepSeek-R1 FP8 as TP 8 × PP 2 on two owned 8 × H20
    # machines: 8 ranks, ⌈30 / 8⌉ = 4 users each, never "--data-parallel-size 16" across the machines' link)
    held = None if first is not None else _unpriced_hold(r)
    pp = first.layout.pp if first is not None else held[1].layout.pp if held is not None else 1
    ranks = max(1, n // max(1, pp))
    return {"kv_layout": "dp_attention", "dp_rank_users": dp_rank_users(users, ranks), "dp_ranks": ranks}


def pitfalls_and_plan(rec: Recommendation, r: Run) -> None:
    """The eight pitfalls and the 24-hour validation plan, for the pick."""
    w, top, preferred = r.w, r.top, r.preferred
    got = stated_plan(r) if preferred is not None else None
    pref_plan = got[0] if got else None
    per = rec.per_gpu
    batch = batch_in_flight(r)  # the named card's batch plan: pitfall 3 says the batch its memory table holds
    ctx = pitfalls.Context(
        workload=w if batch is None else w.model_copy(update={"concurrency": batch}), stated=r.opts.stated,
        top=rec.candidates[0] if rec.candidates else None,
        top_gpu=top.gpu if top else None, per_replica_bytes=rec.total_bytes, kv_bytes=per.kv_cache if per else 0,
        per_gpu_total=per.total if per else 0, preferred_gpu=preferred,
        preferred_fits=pref_plan.fits if pref_plan else None,
        preferred_count=pref_plan.layout.num_gpus if pref_plan else None, job_hours=rec.job_hours,
        mixed_generations=_mixed(r.asked.gpu_preference, r.gpus),
        replica_gpus=copy_gpus(top.plan.layout) if top and top.plan else 1, emptied_by=_emptied_by(r),
        preferred_need=need_words(got[1]) if got else None,
        memory_gpus=r.search.train_plan(top.gpu).layout.num_gpus if top and not serves(w.task) else None,
        serving_memory_gpus=_serving_memory_gpus(r), pool_spare=pool_spare(r),
        full_mha=pitfalls.full_multi_head(r.arch.heads, r.arch.kv_heads, r.arch.kv_lora_rank),
        breakdown_gpus=_breakdown_gpus(rec), **_kv_layout(r, rec),
        **pitfalls.tp_figures(r.arch, top.gpu if top else None, rec.candidates[0] if rec.candidates else None,
                              serves(w.task)),
    )
    rec.pitfalls = pitfalls.evaluate(ctx)
    lower = (per.weights + per.gradients + per.optimizer + per.activations + per.kv_cache) if per else 0
    cpm = rec.cost_table[0].cost.cost_per_million_tokens if rec.cost_table else None
    hint = None
    if top is not None and r.kind is WorkKind.SERVING and cpm is not None:
        hint = Msg(code="recommend.this_answer_expects_per", args={"money": _money(cpm, r.currency)})
    elif top is not None and not serves(w.task):
        hint = Msg(code="recommend.this_answer_expects_per_2", args={
            "money": _money(top.hourly, r.currency), "billing": top.billing.replace("_", "-")})
    gpu = r.preferred or (top.gpu if top else None)
    floor = compat.DRIVER_FLOOR.get(gpu.architecture) if gpu is not None else None
    card = top.gpu if top is not None else (r.preferred or _largest(r.gpus, w))  # the card the memory table is for
    fit = fit_of(per, card, w, r.opts.headroom) if card is not None and per is not None else None
    kv_tokens = chat_kv(w, top.users_per_replica).tokens if top is not None and serves(w.task) else None
    if kv_tokens is not None and top is not None:  # open sessions held at the context (tools.session_kv): all of them
        from tools.session_kv import resident_sessions, resident_tokens

        kv_tokens = max(kv_tokens, (resident_sessions(w, top.users_per_replica) or 0) * resident_tokens(w))
    if top is None:  # no plan: measuring "about 577 GB per GPU" on a 24 GB card would contradict the refusal above
        rec.validation_plan = [Msg(code="recommend.no_plan_to_validate")]
        return
    rec.validation_plan = validation.plan(w, per.total if per else 0, lower, r.opts.headroom, rec.candidates,
                                          top.tokens_per_s if top else None, hint, floor or ("12.0", "r525"),
                                          rocm_floor=(t := compat.rocm_target(gpu) if gpu is not None else None) and t[1],
                                          fit=fit, kv_tokens=kv_tokens)


def shown_plan_topology(rec: Recommendation, r: Run) -> None:
    """Nothing ranked while the answer names a plan in its place: the plan within the budget an over-budget headline
    leads with (a budget way: office hours, FP8, fewer users), else the working plan named without the stated hardware
    (Run.fallback_plan). Pitfall 4 judges that plan's topology as it would a ranked pick, so "8 × L4 as TP 8 over
    PCIe" is warned of rather than "no plan is ranked, no topology to check". Other pitfalls keep their verdicts."""
    if rec.candidates:
        return
    lead = rec.within_budget_lead
    plan = r.lead_plans.get(lead.code) if lead is not None else r.fallback_plan
    gpu = r.gpus.get(plan.gpu) if plan is not None else None
    if plan is None or gpu is None:
        return
    ctx = pitfalls.Context(workload=r.w, stated=r.opts.stated, top=plan, top_gpu=gpu, per_replica_bytes=rec.total_bytes,
                           kv_bytes=0, per_gpu_total=0, preferred_gpu=r.preferred,
                           **pitfalls.tp_figures(r.arch, gpu, plan, serves(r.w.task)))
    judged = pitfalls.topology(ctx)
    rec.pitfalls = [judged[0] if p.id == 4 and judged else p for p in rec.pitfalls]


def shown_plan_kv(rec: Recommendation, r: Run) -> None:
    """Nothing ranked while the headline leads with a budget way sized on another workload (FP8 weights at the readable
    minimum): the KV pitfall (3) is worked out on that plan's own memory table, never on the as-asked plan the answer
    does not lead with. Qwen3-235B-A22B for 1,000 users online on ¥100,000 a month led with FP8 on 3 × (2 × MI300X)
    while the pitfall said "58.4 GB a card, 233.4 GB in all over 4 cards" — the BF16 plan over the budget."""
    lead = rec.within_budget_lead
    load = r.lead_loads.get(lead.code) if lead is not None and not rec.candidates else None
    if load is None:
        return
    alt = resolve_run(r.arch, load, r.gpus, r.rows, replace(r.opts, top_n=1, explore=False, routes=False))
    ranked(alt)
    top = alt.top
    if top is None or top.plan is None or not top.plan.per_gpu.kv_cache:
        return
    # one copy's cards and the sequences it holds: the per-card figure is a replica's, as a ranked pick's is
    cards, users = copy_gpus(top.plan.layout), top.users_per_replica or None
    rec.pitfalls = [pitfalls.kv_on_device(p, top.plan.per_gpu.kv_cache, cards, users) for p in rec.pitfalls]


def pool_spare(r: Run) -> float | None:
    """The share of a pre-allocating engine's pool (vLLM's gpu_memory_utilization) the pick leaves spare, or None when
    the plan is not judged against a pool. Under tools.fit.POOL_THIN it is not headroom (pitfall 1 says so)."""
    top = r.top
    if top is None or top.plan is None:
        return None
    f = fit_of(top.plan.per_gpu, top.gpu, r.w, r.opts.headroom)
    return f.spare / f.budget if f.rule == "pool" and f.budget > 0 else None


def _emptied_by(r: Run) -> Msg | None:
    """The stated constraint that left nothing to rank when offers holding the work existed: the budget,
    then the filters that rejected rows (provider, region, GPU, per-card memory, GPU count)."""
    if r.top is not None:
        return None
    if r.over_budget:
        return Msg(code="recommend.the_stated_budget")
    counts = r.search.rejected.counts
    if counts.get("no_price") and r.billing not in ("on_demand", "cheapest"):  # most rows have no price in that mode
        return Msg(code="recommend.filter.billing", args={"billing": r.billing})
    filters = ("provider", "region", "gpu", "gpu_memory", "gpu_count", "deadline", "ttft", "throughput")
    said = floor_words(r.search) if not aggregate_target(r.w) else None  # the speed floor with whose it is
    hit = [Msg(code="recommend.filter_floor", args={"floor": said}) if k == "throughput" and said is not None
           else Msg(code="recommend.filter", args={"filter": k}) for k in filters if counts.get(k)]
    if not hit or counts.get("no_fit"):
        return None
    return Msg(code="recommend.emptied_by", args={"hit": hit})


def explain_rejections(rec: Recommendation, r: Run) -> None:
    """Rejections with their reasons; when nothing is ranked, why, and for a stated card or count the
    cheapest plan that works without it (the recommender re-run without that constraint)."""
    s = r.search
    rec.rejected = [Rejection(reason=k, count=n, message=s.rejected.messages.get(k) or (
        floor_reason(s) if k == "throughput" else None) or REASONS.get(k,
        Msg(code="recommend.reason_as_named", args={"reason": k})),
                              examples=s.rejected.examples.get(k, []))
                    for k, n in sorted(s.rejected.counts.items(), key=lambda kv: -kv[1])]
    if rec.candidates:
        return
    here = lower_in_place(r)  # a lower precision in the stated place before any plan outside it
    compromise = here if keeps_published(r.w) else []  # speed or money no object: the compromise goes below
    here = [] if compromise else here
    r.lower_here = bool(here)  # then the place is held, and "nothing priced in the place fits" is not said
    fallback = place_fallback(r) or stated_card_elsewhere(r) or ([] if here else nearby_fallback(r)) \
        or stated_hardware_fallback(r)
    _held_by_place_plan(rec, r)
    said = [m for m in _why_nothing(r, r.fallback_found or bool(here)) if m not in fallback]  # said once
    # what was left out, and why, after the priced reference: the short answer keeps the first few lines and a price
    # to compare is worth more than a count of machines that could not hold the work
    minor = [m for m in said if m.code in MINOR_WHY]
    # a plan outside a data-residency place is no plan: said after the reasons, as what the rule forbids, never first
    aside = [m for m in fallback if m.code in RESIDENCY_ASIDES]
    fallback = [m for m in fallback if m not in aside]
    rec.nothing_fits = here + fallback + [m for m in said if m not in minor] + aside + china_elsewhere(r) + minor \
        + compromise_below(compromise)
    first = rec.nothing_fits[0] if rec.nothing_fits else None
    if here:
        rec.headline = Msg(code="recommend.lower_in_place", args={"model": rec.model, "plan": here[0]})
        rec.nothing_fits = rec.nothing_fits[1:]
    elif first is not None:
        why = offered_not(r, r.preferred)
        plan = None if priced_within(r, why) else unpriced_plan_headline(r, rec.model) \
            or unpriced_family_headline(r, rec.model, rec.nothing_fits) \
            or unpriced_batch_headline(r, rec.model) or unpriced_plan_headline(r, rec.model, place=True)
        rec.headline = plan or local_only_headline(r, rec.model) \
            or nothing_ranked_headline(r, rec.model, first, rec.nothing_fits)
        rec.within_budget_lead = within_lead(rec.nothing_fits) if rec.headline.code == WITHIN_HEADLINE else None
        budget_short_said(rec, plan)
        if why is not None:  # "腾讯云上有 H100 吗": the export rules answer first, then the plan on what is there
            rec.headline = Msg(code="recommend.export_then", args={"gpu": r.w.gpu_preference, "why": why,
                                                                   "msg": _why_once(rec.headline, why)})
            rec.nothing_fits = [m for m in rec.nothing_fits  # the ❌ card line says it: not again as a "no" below
                                if not (m.code == "recommend.no_cannot_do_this" and m.args.get("why") == why)]
        if plan is not None:  # the headline says the fit: the lines below are the priced alternatives
            rec.nothing_fits = [m for m in rec.nothing_fits if m.code != "recommend.yes_on_memory_hold"]
            # the user's own cards with no rental of them priced: their electricity is what they cost
            rec.beside_pick = unpriced_owned_power(r) + [m for m in rec.beside_pick if m.code not in OWNED_POWER]
        if rec.headline.code == "recommend.local_only":  # it says the gap and the row: not twice below
            rec.nothing_fits = [m for m in rec.nothing_fits if m.code not in LOCAL_ONLY_SAID]
    rec.nothing_fits[1:1] = thinking_on_unranked(r)  # second: the short answer shows it beside the closest plan


def priced_within(r: Run, why: Msg | None) -> bool:
    """The stated card is refused where the user limited the work (`why`: export rules, a segment the clouds do not
    rent, or no row of it there) and the cheapest plan without the card (`_cheapest_without`) is priced inside the
    stated clouds and places: that plan leads, never an unpriced family of the place ("只能用騰訊雲，要L40S": Tencent
    lists no L40S; GN10Xp.2XLARGE40, 1 × V100 32 GB, is priced and holds Qwen2.5-7B at 20 users ≈ 21.8 GB — the
    unpriced GT4 A100 is a quote to ask for beside it, not the pick)."""
    c = r.fallback_plan
    if why is None or c is None:
        return False
    return any(x.provider == c.provider and x.instance_type == c.instance and (x.region or "") == (c.region or "")
               and _in_stated_limits(r, x) for x in r.rows)


def _why_once(h: Msg, why: Msg) -> Msg:
    """The headline under "No L40S there: {why}." without its "No, L40S cannot do this, because {why}." — the same
    reason said twice in one headline (and "cannot do this" of a card that would hold the work where it is sold)."""
    first = h.args.get("first") if h.code == "recommend.headline_shown" else None
    if isinstance(first, Msg) and first.code == "recommend.no_cannot_do_this" and first.args.get("why") == why:
        return h.model_copy(update={"args": {**h.args, "first": ""}})
    return h


def _rankable_priced(rows: list[InstanceRow]) -> list[InstanceRow]:
    return [x for x in rows if not x.quarantined and x.price_scope == "instance"
            and (x.price_on_demand or x.price_spot or x.price_reserved_month)]


def _unconfirmed_here(rows: list[InstanceRow], wanted: set[str], regions: list[str], places: Gazetteer
                      ) -> dict[str, list[Any]]:
    """`held_where` ("provider region") and `held_n` (offers) of the rows the filter admits that are held back only for
    an undated, unconfirmed price (catalog.check `unconfirmed_price`), so the refusal names them instead of saying the
    catalog has nothing."""
    held: dict[tuple[str, str], int] = {}
    for x in rows:
        if not x.quarantined.startswith("unconfirmed_price") or "|" in x.quarantined:
            continue
        if (wanted and x.provider.lower() not in wanted) or (regions and not region_ok(x, regions, places, wanted)):
            continue
        held[(x.provider, x.region)] = held.get((x.provider, x.region), 0) + 1
    return {"held_where": [f"{p} {g}" for p, g in sorted(held)], "held_n": [held[k] for k in sorted(held)]}


def place_fallback(r: Run) -> list[Msg]:
    """A provider / region filter that leaves no priced offer at all is a gap in the catalog, not a verdict on the
    card or the job (Azure prices cover US regions only): say so, name the regions the catalog has for that
    provider, and give the cheapest plan without the place filter (the recommender re-run without it)."""
    wanted = {p.lower() for p in r.w.providers or []}
    regions = r.w.regions or []
    places = r.opts.places
    # a Chinese cloud the user named has its own unpriced-family answer; the list an owner rule kept ("no US-owned
    # cloud": Nebius, Cudo … and the Chinese clouds) is no such naming (Munich + no US-owned got no plan)
    if not (wanted or regions) or china_only(regions, places) or (wanted & places.china_providers
                                                                 and not r.w.owner_rule):
        return []
    priced = _rankable_priced(r.rows)
    mine = [x for x in priced if not wanted or x.provider.lower() in wanted]
    if any(not regions or region_ok(x, regions, places, wanted) for x in mine):
        return []
    have = sorted({x.region for x in mine if x.region}) if wanted else []
    out = [Msg(code="recommend.no_offers_here", args={
        "providers": list(r.w.providers or []), "regions": list(regions), "have": have, "listed": bool(wanted and have),
        **_unconfirmed_here(r.rows, wanted, regions, places)})]
    c, wider = _nearest_wider(r, regions), None
    if c is not None:  # a city with nothing priced: the nearest place that holds it (Frankfurt → the EU), said openly
        wider = c
        out.append(Msg(code="recommend.nearest_wider", args={
            "regions": place_words(list(regions)), "wider": place_words(_wider_tags(regions, places)),
            "fleet": plan_machines(c), "region": c.region,
            "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount)}))
    # a data-residency place and a provider with nothing there: the rules conflict, so say it, then each way out; a
    # place that is only a preference keeps the plan without the filter (and the provider's regions said)
    if r.w.data_residency and providers_not_in_regions(r):  # each way out, the place kept first (residency_first);
        return out + residency_first(r) if wider is not None else residency_first(r)  # beside the nearest wider one
    free = r.asked.model_copy(update={"providers": None, "regions": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"providers", "regions"}, explore=False)
    c = None if wider is not None else first_row(r.arch, free, r.gpus, r.rows, opts)
    if wider is not None:
        r.fallback_found = True
    if c is not None:
        r.fallback_found = True
        out.append(Msg(code="recommend.the_cheapest_plan_without", args={
            "fleet": plan_machines(c), "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
            "month": _month(r, c.price_per_hour.amount)}))
    return out


def residency_first(r: Run) -> list[Msg]:
    """Stated providers with no region in the stated place (`providers_not_in_regions`): the rules conflict, so the
    answer offers each way out, the place first — the cheapest plan in the place on any provider (the data stays),
    then the stated provider's plan in the nearest place that has one (regions.csv `near`), said as the data leaving
    the place — never a plan with both filters dropped ("only AWS" + data kept in Taiwan answered a
    Montreal plan)."""
    regions = list(r.w.regions or [])
    out = [conflict_line(r, providers_not_in_regions(r))]
    # a region id stated ("sa-east-1") stands for its country: other providers there, then its nearest places
    areas = r.opts.places.as_places(regions)
    keep = r.asked.model_copy(update={"providers": None, "regions": areas})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"providers"}, explore=False)
    c = first_row(r.arch, keep, r.gpus, r.rows, opts)
    if c is not None:
        out.append(Msg(code="recommend.residency_kept", args={
            "regions": place_words(areas), "providers": list(r.w.providers or []), "fleet": plan_machines(c),
            "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
            "month": _month(r, c.price_per_hour.amount)}))
    for tag in near_places(areas, r.opts.places)[:NEARBY_SHOWN]:
        there = first_row(r.arch, r.asked.model_copy(update={"regions": [tag]}), r.gpus, r.rows,
                          replace(r.opts, top_n=1, weights=None, explore=False))
        if there is not None:
            out.append(Msg(code="recommend.provider_leaves_place", args={
                "providers": list(r.w.providers or []), "place": place_words([tag])[0], "regions": place_words(areas),
                "fleet": plan_machines(there), "region": there.region,
                "money": _money(there.price_per_hour.amount, r.currency), "month": _month(r, there.price_per_hour.amount)}))
            break
    r.fallback_found = r.fallback_found or len(out) > 1
    return out


# the lines of place_fallback / residency_first that name a priced plan outside the stated place or providers, in the
# order the headline prefers them (Munich + "no US-owned cloud" headed with the catalog's gap alone)
PLACE_WAYS_OUT = ("recommend.residency_kept", "recommend.nearest_wider", "recommend.provider_leaves_place",
                  "recommend.the_cheapest_plan_without")
# the lines that refuse the stated hardware with its figure: a headline opening with one of them names the plan shown
STATED_NO = ("recommend.no_cannot_do_this", "recommend.no_cannot_do_this_on_gpu", "recommend.no_the_wall_on_stated",
             "recommend.network_split.no")
# the lines that say "yes, tight" for stated hardware (offload_yes): the plan shown is the roomier one to rent instead
STATED_TIGHT = ("recommend.offload_yes", "recommend.measured_yes")


def nothing_ranked_headline(r: Run, model: str, first: Msg, lines: list[Msg]) -> Msg:
    """The headline when nothing is ranked as asked. It never says "nothing can be ranked" when the same answer shows
    a priced plan: a budget nothing meets is refused openly with the cheapest plan's price and multiple (first is
    `_budget_line` or a way within it); a stated machine that cannot do the job is refused with its figure, then the
    plan the answer shows instead (the same card over RDMA first, else the cheapest plan without the constraint);
    any other plan shown elsewhere (nearby places, another card) is quoted as the first line says it. Only with no
    priced plan in the answer does it open with "nothing can be ranked as asked"."""
    if r.over_budget:  # plans that hold the work exist; the budget alone left nothing: the budget's own line leads,
        # then a plan without the stated card within the budget when one is shown
        lead = next((m for m in lines if m.code != "recommend.the_cheapest_plan_that"), first)
        code = WITHIN_HEADLINE if within_lead(lines) else "recommend.headline_over_budget"
        near = nearest_within(lead) if code != WITHIN_HEADLINE else None
        if near is not None:  # no plan in the place within the budget, a nearest place's is: said so
            return Msg(code="recommend.headline_shown", args={"model": model, "first": near, "plan": None})
        below = code == WITHIN_HEADLINE and bool(lead.args.get("floor"))  # the change keeps the budget, not the floor
        return Msg(code=code, args={"model": model, "first": lead, "plan": _instead_plan(lines), "below": below})
    if not r.fallback_found:
        return Msg(code="recommend.nothing_can_be_ranked", args={"model": model, "first": first})
    if first.code == "recommend.no_offers_here":  # the gap is said below; the headline names the priced way out
        first = next((m for m in lines if m.code in PLACE_WAYS_OUT), first)
    instead = _instead_plan(lines) if first.code in STATED_NO + STATED_TIGHT else None
    if instead is not None and first.code in STATED_TIGHT and instead.code == "recommend.headline_instead_plan":
        instead = Msg(code="recommend.headline_roomier_plan", args=instead.args)
    return Msg(code="recommend.headline_shown", args={"model": model, "first": first, "plan": instead})


def _instead_plan(lines: list[Msg]) -> Msg | None:
    """The plan a refusal of the stated machine leads to, short, from the line that shows it below: the stated card
    over machines joined by RDMA (multi_node_route, with its hours and job cost), else the cheapest plan without the
    constraint (the_cheapest_plan_that)."""
    cluster = next((m for m in lines if m.code == "recommend.multi_node_route"), None)
    if cluster is not None:
        return Msg(code="recommend.headline_instead_cluster", args={
            k: cluster.args.get(k) for k in ("machines", "gpus", "gpu", "money", "took", "cost")})
    cheapest = next((m for m in lines if m.code == "recommend.the_cheapest_plan_that"), None)
    if cheapest is not None:
        return Msg(code="recommend.headline_instead_plan", args={
            k: cheapest.args.get(k) for k in ("fleet", "money", "month", "job", "over", "engine")})
    return None


def stated_card_elsewhere(r: Run) -> list[Msg]:
    """A stated card that no priced offer in the stated place carries (Hong Kong: H100 under the export rules, the
    catalog there holds T4 and A10G only): first the cheapest priced plan in the place on the cards it has — as asked,
    then the lower-precision routes (FP8, then INT4 AWQ/GPTQ, each also with an FP8 KV cache), over the budget said
    as how far — then the nearest place that has the stated card, said as the data leaving the place named
    (想喺本地機房租 H100 in Hong Kong answered "no plan", with neither an in-place INT4 plan nor
    Singapore/Tokyo H100 named). [] without a stated card and place, for training, or where the card is offered."""
    regions = r.w.regions or []
    if r.preferred is None or not regions or r.w.providers or r.w.num_gpus or not serves(r.w.task) \
            or not r.opts.explore or china_only(regions, r.opts.places):
        return []
    names = set(r.named) | {r.preferred.name}
    if any(x.gpu in names and region_ok(x, regions, r.opts.places) for x in _rankable_priced(r.rows)):
        return []
    here = _plan_in_place(r)
    there = _stated_card_near(r, regions)
    if here or (there and not r.w.data_residency):  # outside a residency place: no plan, an aside (RESIDENCY_ASIDES)
        r.fallback_found = True
    return here + there


def _held_by_place_plan(rec: Recommendation, r: Run) -> None:
    """Beside a card the stated place does not offer, the place's own plan (stated_card_elsewhere) holds the place and
    is what the budget is judged on: the place is not "❌ no priced machine there" and the budget not "❔ nothing
    priced" next to a priced plan in that place (HK$ over-budget plan in Hong Kong beside both)."""
    if r.place_plan is None:
        return
    c, within = r.place_plan
    out = []
    hours = r.place_plan_job[0]
    for x in rec.constraints:
        if x.name == "deadline" and r.deadline and hours and r.kind is WorkKind.BATCH:  # judged on the plan's own hours
            x = deadline_shown(x, r.deadline, [(hours, plan_machines(c))], batch=True)
        elif x.name == "region" and x.status == "refused":
            x = x.model_copy(update={"status": "honoured", "message": Msg(
                code="recommend.place_held_by_its_plan", args={"fleet": plan_machines(c), "region": c.region})})
        elif x.name == "budget" and x.status == "unchecked" and r.budget is not None:
            x = budget_constraint(r.budget, c.price_per_hour.amount, None, None, r.currency, within=within,
                                  serving=r.kind is WorkKind.SERVING)
        out.append(x)
    rec.constraints = out


def _plan_in_place(r: Run) -> list[Msg]:
    """The plan in the stated place on any card: as asked, then each lower-precision route (_budget_first)."""
    tries = [(None, r.asked)] + _precision_routes(r, deep=True, to_int4=True)
    got = _budget_first(r, tries, {"gpu_preference": None})
    if got is None:
        return []
    label, w, c, within = got
    hourly = c.price_per_hour.amount
    r.place_plan = (c, within)
    r.place_plan_job = r.place_job
    return [Msg(code="recommend.card_not_here", args={
        "gpu": r.preferred.name if r.preferred else "", "regions": place_words(list(r.w.regions or [])),
        "how": _route_said(label), "fleet": plan_machines(c), "region": c.region, "money": _money(hourly, r.currency),
        "month": _batch_run(r, r.place_job) or _month(r, hourly), "over": None if within else _over_words(r, hourly, None),
        "quality": Msg(code="recommend.int4_quality") if w.precision == "awq" else None})]


def _budget_first(r: Run, tries: Sequence[tuple[Msg | None, Workload]], update: dict[str, Any]
                  ) -> tuple[Msg | None, Workload, Candidate, bool] | None:
    """(label, workload, plan, within the budget) of the first try whose re-run (the recommender, `update` applied)
    ranks a plan within the budget; else the cheapest of them with the budget dropped (within = False)."""
    return _first_within(r, tries, update) or _cheapest_over(r, tries, update)


def _first_within(r: Run, tries: Sequence[tuple[Msg | None, Workload]], update: dict[str, Any]
                  ) -> tuple[Msg | None, Workload, Candidate, bool] | None:
    """The first try whose re-run ranks a plan within every stated limit, the budget included."""
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    for label, w in tries:
        got = _first_with_job(r, w.model_copy(update=update), opts)
        if got is not None:
            r.place_job = got[1]
            return label, w, got[0], True
    return None


def _first_with_job(r: Run, w: Workload, opts: Options) -> tuple[Candidate, tuple[float | None, float | None]] | None:
    """The first ranked row of a re-run and its job's (wall hours, cost) as the answer prints them (a batch's own
    hours, which a fallback plan's deadline and period lines are judged on); None when nothing ranks."""
    rec = ranked(resolve_run(r.arch, w, r.gpus, r.rows, opts))
    return (rec.candidates[0], (rec.job_hours, _first_job_cost(rec))) if rec.candidates else None


def _cheapest_over(r: Run, tries: Sequence[tuple[Msg | None, Workload]], update: dict[str, Any]
                   ) -> tuple[Msg | None, Workload, Candidate, bool] | None:
    """The cheapest of the tries with the stated budget dropped (None without a budget: nothing else to drop)."""
    if effective_budget(r.w) is None:
        return None
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    free = {**update, "budget": None, "budget_per_hour": None}
    over = [(label, w, got, False) for label, w in tries
            if (got := _first_with_job(r, w.model_copy(update=free), opts)) is not None]
    if not over:
        return None
    label, w, got, _ = min(over, key=lambda g: g[2][0].price_per_hour.amount)
    r.place_job = got[1]
    return label, w, got[0], False


def _route_said(label: Msg | None) -> Msg | None:
    """" with INT4 (AWQ/GPTQ) weights" beside a fallback plan re-run at a lower precision; None as asked."""
    return None if label is None else Msg(code="recommend.card_route", args={"name": label})


def _stated_card_near(r: Run, regions: list[str]) -> list[Msg]:
    """The plan on the stated card in the nearest place that has one within the budget (regions.csv `near`, nearest
    first; else the nearest with one over it, said as how far over), as asked or with a lower-precision route, said
    with the data leaving the place named."""
    tries = [(None, r.asked)] + _precision_routes(r, deep=True)
    tags = near_places(regions, r.opts.places)[:NEARBY_SHOWN]
    found = next(((t, g) for t in tags if (g := _first_within(r, tries, {"regions": [t]})) is not None), None) \
        or next(((t, g) for t in tags if (g := _cheapest_over(r, tries, {"regions": [t]})) is not None), None)
    for tag, got in [found] if found is not None else []:
        label, _, c, within = got
        hourly = c.price_per_hour.amount
        return [Msg(code="recommend.card_near_residency" if r.w.data_residency else "recommend.card_near", args={
            "gpu": r.preferred.name if r.preferred else "", "place": place_words([tag])[0],
            "regions": place_words(list(regions)), "how": _route_said(label), "fleet": plan_machines(c),
            "region": c.region, "money": _money(hourly, r.currency), "month": _batch_run(r, r.place_job) or _month(r, hourly),
            "within": _within_budget(r, hourly) if within else _over_words(r, hourly, None)})]
    return []

# plans outside a place the data must stay in (Workload.data_residency): said as what the rule forbids, after the reasons
RESIDENCY_ASIDES = ("recommend.nearby_residency", "recommend.card_near_residency")
NEARBY_SHOWN = 3  # the nearest places offered when nothing in the stated one fits (catalog/data/regions.csv `near`)


def nearby_fallback(r: Run) -> list[Msg]:
    """A stated place where nothing priced fits (Hong Kong for a 14B DPO: an answer once said "nothing fits" and
    stopped): the first plan in each of its nearest places (regions.csv `near`, nearest first, with its reason there),
    each labelled as outside the place named, so the user sees what renting next door costs."""
    regions = r.w.regions or []
    if china_only(regions, r.opts.places):  # mainland: its families are named, china_elsewhere prices
        return []
    # stated providers are kept next door too ("阿里雲香港或者 AWS 香港 … 唔得嘅話點算好": AWS in Tokyo or Singapore);
    # only Chinese clouds named (their unpriced families are the answer) get no nearby plan
    if r.w.providers and {p.lower() for p in r.w.providers} <= r.opts.places.china_providers:
        return []
    if r.w.data_residency and r.over_budget:
        return []  # the budget's ways name the plan outside, marked as not allowed (budget_way_outside_residency)
    found = _nearby_plans(r, regions)
    if not found and offered_not(r, r.preferred) is not None:
        # the card asked for is not on offer here (export rules) and none next door is priced either: the same work on
        # any card next door, so "if not, what then?" still gets a priced plan
        found = _nearby_plans(r, regions, asked=without_stated_hardware(r))
    if not found:
        return []
    if r.w.data_residency:  # no plan under the user's rule: what would run next door, said as not allowed, after the why
        return [Msg(code="recommend.nearby_residency", args={"regions": place_words(list(regions)), "plans": found})]
    r.fallback_found = True
    return [Msg(code="recommend.nearby", args={"regions": place_words(list(regions)), "plans": found})]


def _nearby_plans(r: Run, regions: list[str], tags: list[str] | None = None,
                  asked: Workload | None = None) -> list[Msg]:
    """The first plan in each of the stated places' nearest places (regions.csv `near`, nearest first), or in `tags`;
    `asked`: the workload to re-run there (default the asked one)."""
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    if asked is not None:
        opts = replace(opts, stated=opts.stated - set(STATED_HARDWARE))
    found = []
    for tag in tags if tags is not None else near_places(regions, r.opts.places)[:NEARBY_SHOWN]:
        c = first_row(r.arch, (asked or r.asked).model_copy(update={"regions": [tag]}), r.gpus, r.rows, opts)
        if c is not None:
            found.append(Msg(code="recommend.nearby_plan", args={
                "place": place_words([tag])[0], "fleet": plan_machines(c), "region": c.region,
                "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount),
                "within": _within_budget(r, c.price_per_hour.amount)}))
    return found


def _within_budget(r: Run, hourly: float) -> Msg | None:
    """Beside a serving reference plan: whether its hour is within the stated budget (a period budget over its hours:
    ¥50,000 a month ÷ 730 h = ¥68.49/h); None without a budget in the answer's currency."""
    b = effective_budget(r.w)
    if b is None or b.currency != r.currency or r.kind is not WorkKind.SERVING:  # a job is held to its whole cost
        return None
    per_hour = hourly_limit(b, None)  # a period's budget over the hours the service runs in it (served_hours)
    if per_hour is None:
        return None
    return Msg(code="recommend.reference_within" if hourly <= per_hour else "recommend.reference_over",
               args={"budget": _money(per_hour, r.currency)})


def _wider_tags(regions: list[str], places: Gazetteer) -> list[str]:
    """The nearest wider place of each stated one that has a wider place (catalog/data/regions.csv `within`)."""
    out = []
    for t in regions:
        p = places.place(t)
        if p is not None and p.within:
            out.append(p.within[0])
    return list(dict.fromkeys(out))


def _nearest_wider(r: Run, regions: list[str]) -> Candidate | None:
    """The first row with each stated city widened to the place that holds it; None when no city was stated."""
    wider = _wider_tags(regions, r.opts.places)
    if not wider:
        return None
    w = r.asked.model_copy(update={"regions": wider})
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    return first_row(r.arch, w, r.gpus, r.rows, opts)


def china_elsewhere(r: Run) -> list[Msg]:
    """Only Chinese clouds were asked for and none is priced (their families that hold the work are named above):
    the nearest priced plan elsewhere, labelled as outside the provider choice, so the user sees what the work costs
    while a quote is imported ("❌ cannot be met" for rows that fit but have no price)."""
    wanted = {p.lower() for p in r.w.providers or []}
    mainland = bool(r.w.regions) and china_only(r.w.regions, r.opts.places)
    if mainland and not wanted:
        return _mainland_reference(r)
    if not wanted or not wanted <= r.opts.places.china_providers or (r.w.regions and not mainland):
        return []
    # mainland China beside Chinese clouds is where those clouds sell: the comparison leaves both, its region said
    # ("我们在国内…只能用阿里云或腾讯云" read as mainland hosting kept the cost reference)
    # another mainland cloud's sourced list price (Tencent, Guangzhou) is the nearer comparison: tried first
    here = r.asked.model_copy(update={"providers": None})
    c = first_row(r.arch, here, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None,
                                                          stated=r.opts.stated - {"providers"}, explore=False)) \
        if mainland else None
    free = r.asked.model_copy(update={"providers": None, "regions": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"providers", "regions"}, explore=False)
    # platforms that rent only in mainland China (AutoDL, 恒源云, 矩池云): the comparison on a card they may rent under
    # the US export rules (tools.local_markets.sold_there), never "2 × MI300X" or "8 × H100" beside "only AutoDL"
    local = wanted <= {m.provider for m in local_markets.LOCAL_MARKETS["cn"] if m.provider}
    pool = local_markets.reference_rows(r.rows, r.gpus, ("cn",)) if local else r.rows
    c = c or first_row(r.arch, free, r.gpus, pool, opts)
    if c is None:
        return []
    return [Msg(code="recommend.outside_the_providers", args={
        "providers": list(r.w.providers or []), "fleet": plan_machines(c), "region": c.region,
        "money": _money(c.price_per_hour.amount, r.currency),
        "month": _plan_total(r, c)})] + _break_even(r, c.price_per_hour.amount)


def _plan_total(r: Run, c: Candidate) -> Msg | None:
    """A named plan's total beside its hour, so no rental is quoted as a bare hourly rate: a service's month
    (`_month`), a sized job's cost (job_cost_of its hours), and for training with no data size the cost of an assumed
    ASSUMED_TRAIN_TOKENS (tools.offers.assumed_job), said as an assumption. None when the speed is unknown."""
    hourly = c.price_per_hour.amount
    train = c.speed.train_hours if c.speed else None
    if r.kind is WorkKind.SERVING:
        return _month(r, hourly)
    if train:
        return Msg(code="recommend.nothing_fits_a_budget.for_the_job", args={
            "money": _money(job_cost_of(hourly, train, c.billing), r.currency)})
    tps = c.speed.train_tokens_per_s if c.speed else None
    if r.kind is WorkKind.OPEN_TRAINING and tps:
        _, cost = assumed_job(tps, hourly, c.billing, ASSUMED_TRAIN_TOKENS)
        return Msg(code="recommend.assumed_job_total", args={
            "tokens": count_text(ASSUMED_TRAIN_TOKENS), "cost": about_money(cost, r.currency)})
    return None


def _break_even(r: Run, reference_hourly: float) -> list[Msg]:
    """The unpriced family's month as a formula and the per-GPU-hour quote at which it matches the priced comparison
    plan: the figure a buyer holds a quote against, with no price invented (阿里云 families
    named, no 月费 and no way to judge a quote). E.g. the comparison plan ¥17.21/h; ebmgn8v 2 × H800 → a quote below
    ¥17.21 / 2 = ¥8.6 per GPU-hour is the cheaper plan; its month = 2 GPUs × 730 h × the quote."""
    got = _unpriced_family_gpus(r)
    o, used, uses = got if got is not None else (None, 0, 0)
    if o is not None and _family_priced(r.rows, o.row):  # "no public price for ecs.gn7e-c16g1" beside its priced size
        return []
    even = break_even_gpu_hour(reference_hourly, used) if o is not None and used else None
    if o is None or even is None:
        return []
    return [Msg(code="recommend.unpriced_family_break_even", args={
        "family": f"{o.row.provider} {_family_of(o.row)}", "gpu": o.gpu.name, "gpus": used, "hours": month_hours_said(r.w),
        "used": uses if uses != used else None,
        "even": _money(even, r.currency),
        "month": money_text(reference_hourly * month_hours(r.w), r.currency, 0)})]


def _family_priced(rows: list[InstanceRow], row: InstanceRow) -> bool:
    """Does another size of this row's family carry a citable price (ecs.gn7e-c16g1.16xlarge priced, its .4xlarge not)?
    Then the family is not unpriced, and no line may say it has no public price."""
    fam = _family_of(row)
    return any(x.provider == row.provider and _family_of(x) == fam and not x.quarantined and x.price_scope == "instance"
               and (x.price_on_demand or x.price_reserved_month) for x in rows)


def _unpriced_family_gpus(r: Run) -> tuple[Offer, int, int] | None:
    """The unpriced family's plan (`unpriced_plan`), the GPUs it pays for and the GPUs the load needs on it, as the
    family line counts them (`fewest_gpus`, `billed_gpus`, _china_families); None when there is none."""
    o = unpriced_plan(r)
    per = int(o.row.gpu_count or 8) if o is not None else 8
    held = fewest_gpus(r.search, o.gpu, per, r.w.concurrency) if o is not None else None
    return (o, billed_gpus(o.row, held[0], per), held[0]) if o is not None and held else None


def unpriced_family_headline(r: Run, model: str, why: list[Msg]) -> Msg | None:
    """Nothing priced where the user is limited to (mainland China, Chinese clouds), but a family there holds the
    served load: the headline is that plan — the first family to quote (`_china_families`' order), its card and GPU
    count, a month as GPUs × hours × the user's quote, and against a stated budget the per-GPU-hour quote that stays
    within it — not "nothing can be ranked" (500 staff, ¥50,000 a month, no verdict and no figure).
    The families to quote and the priced references follow."""
    named = next((m for m in why if m.code == "recommend.publish_no_per_hour"), None)
    listed = named.args.get("listed") if named is not None else None
    first = listed[0] if isinstance(listed, list) and listed else None
    need = first.args.get("need") if isinstance(first, Msg) else None  # recommend.family.replicas / two_nodes / training
    if not isinstance(first, Msg) or not isinstance(need, Msg) or r.kind not in (WorkKind.SERVING, WorkKind.SIZED_TRAINING):
        return None
    job = _family_job(need) if r.kind is WorkKind.SIZED_TRAINING else None
    n, gpu, family = job[0] if job else need.args.get("n"), need.args.get("gpu"), first.args.get("family")
    if not isinstance(n, int) or not isinstance(gpu, str) or not isinstance(family, str) or (
            r.kind is WorkKind.SIZED_TRAINING and job is None):
        return None
    if job is not None:  # a sized job on the family's whole machine: its GPU-hours, its time judged by the deadline
        gh, hours = job[1], job[1] / n
        cost, took = Msg(code="recommend.unpriced_plan.job_cost", args={"gh": gh}), need.args.get("took")
        r.shown_jobs = r.shown_jobs or [(hours, Msg(code="constraints.gpus_of", args={"n": n, "gpu": gpu}))]
    else:
        (gh, cost), hours, took = _month_gpu_hours(r, n), None, None
    card, r.place_planned = r.gpus.get(gpu), True
    used = need.args.get("used")  # a bare-metal family bills every GPU of the machine; the load uses fewer
    share = used / n if job is None and isinstance(used, int) and 0 < used < n else 1.0
    same = _same_provider_priced(r, family.split(" ", 1)[0])
    # the stated provider has no price in the stated place, but another provider there prices a plan that holds the
    # work: that priced plan leads, with its month, and the unpriced family follows as a quote to ask for
    place = _place_reference(r) if same is None and job is None else None
    ref = None if place is not None else \
        (_reference_figure(r, [(card, gh)], job is None) if card is not None else None) or _priced_elsewhere(r)
    budget = _budget_gpu_hour(r, gh, hours, gpu, share)
    return Msg(code="recommend.unpriced_family_plan", args={
        "model": model, "n": n, "gpu": gpu, "family": family, "cost": cost, "budget": budget,
        "took": Msg(code="recommend.unpriced_plan.took", args={"took": took}) if took is not None else None,
        "ref": _ref_beside(budget, same or ref), "lead": _place_lead(r, *place) if place is not None else None})


def _place_lead(r: Run, c: Candidate, label: Msg | None) -> Msg:
    """The priced plan that leads an answer whose stated provider has no price in the stated place (`_place_reference`:
    the cheapest plan the place holds on its other providers, a lower precision labelled): its hour, its month, and
    against a stated budget how many times over it is (the plan's hour ÷ the budget's hour, tools.constraints
    .hourly_limit: HK$187.95/h ÷ (HK$30,000 ÷ 730 h = HK$41.10/h) ≈ 4.6×). "Alibaba Hong Kong, HK$30k a month" once
    led with an unpriced 8 × H800 and a break-even price, and no monthly figure."""
    b = effective_budget(r.w)
    per_hour = hourly_limit(b, None) if b is not None and b.currency == r.currency else None
    hourly = c.price_per_hour.amount
    over = Msg(code="recommend.unpriced_plan.lead_over", args={
        "times": f"{hourly / per_hour:.1f}", "budget": Msg(code="constraints.budget", args={
            "budget": budget_text(b.amount, b.currency), "per": Msg(code="period.per", args={"per": b.per})})}) \
        if b is not None and per_hour and hourly > per_hour else None
    return Msg(code="recommend.unpriced_plan.place_lead", args={
        "providers": list(r.w.providers or []), "fleet": plan_machines(c), "region": c.region,
        "money": _money(hourly, r.currency), "total": _plan_total(r, c), "over": over,
        "name": Msg(code="recommend.unpriced_plan.lead_in", args={"name": label}) if label is not None else None})


UnpricedBatch = tuple[InstanceRow, GPUSpec, int, float]  # row, card, machines, run hours on them (before start-up)


def unpriced_batch_plan(r: Run) -> UnpricedBatch | None:
    """An offline batch where only unpriced (Chinese) clouds are allowed: the first of `unpriced_batch_ranking`, the
    plan the headline names and the first family listed to ask a quote for. None when nothing unpriced here holds it.
    "❌ 7 days: no listed configuration finishes" was once said for 20 M short reviews that 16 × H800 run in under a
    day."""
    got = unpriced_batch_ranking(r)
    return got[0] if got else None


def unpriced_batch_ranking(r: Run) -> list[UnpricedBatch]:
    """The batch sized on every unpriced machine of the allowed clouds like any priced row (tools.offers.size_batch:
    replicas per machine, machines to meet the deadline with the speed model's error to spare, `batch_machines`),
    price-free, so the deadline is judged on compute hours, never on the missing price; in the order quotes are asked
    for (`batch_quote_key`: fewest cards billed that meet the deadline, then the reference cost). A model too large for
    one 8-GPU machine (≥ 400 B, DeepSeek-V3 FP8 ≈ 671 GB over 8 × 80 GB) runs one replica over 2 RDMA machines, as
    the family line sizes it (`_china_families`). Computed once a run (`Run.batch_ranked`)."""
    if r.batch_ranked is None:
        r.batch_ranked = _rank_unpriced_batch(r)
    return r.batch_ranked


def _rank_unpriced_batch(r: Run) -> list[UnpricedBatch]:
    """unpriced_batch_ranking, uncached."""
    wanted = {p.lower() for p in _unpriced_providers(r)}
    if not wanted or r.kind is not WorkKind.BATCH:
        return []
    s = _new_search(r, r.w, r.deadline, r.opts.headroom)
    rows = [(row if row.gpu_count else row.model_copy(update={"gpu_count": 8}), r.gpus[row.gpu], 1.0) for row in r.rows
            if row.provider.lower() in wanted and row.gpu in r.gpus and not _has_price(row)
            and (not r.w.regions or _unpriced_in_place(row, r.w.regions, s.places, wanted))]
    got: list[UnpricedBatch] = [(o.row, o.gpu, o.instances, o.train_hours) for o in search(s, rows) if o.train_hours]
    if not got and total_params(r.arch) >= 400e9:
        got = [x for row, g, _ in rows if (x := _two_node_batch(s, row, g)) is not None]
    return sorted(got, key=lambda x: batch_quote_key(x, r.w.deadline_hours, _reference_job_cost(r, x)))


def _reference_job_cost(r: Run, x: UnpricedBatch) -> float | None:
    """A batch plan's reference cost: its billed GPU-hours × the lowest listed hour of the same card (or the same
    compute, SAME_COMPUTE: H800 → H100 SXM) anywhere in the catalog (tools.cost.reference_gpu_hour), in the answer's
    currency — a reference to order quotes by, never the platform's price. None when no row prices that card."""
    row, g, machines, run = x
    ref = reference_gpu_hour(r.rows, SAME_COMPUTE.get(g.name, g.name), r.currency, r.opts.usd_cny, r.opts.fx)
    return None if ref is None else billed_gpu_hours(run, machines * int(row.gpu_count or 8)) * ref[1]


def batch_quote_key(x: UnpricedBatch, deadline_hours: float | None,
                    ref_cost: float | None) -> tuple[bool, int, bool, float, float, tuple[int, int, float]]:
    """The stated objective an unpriced batch plan is chosen by, and its families listed in: plans that meet the
    deadline first; then the fewest cards billed (each sized by `batch_machines` to meet the deadline with the speed
    model's error to spare), as an expert asks a quote for the smallest fleet that does the job in time, never a whole
    8 × H800 bare-metal machine for a 4B classifier that 1–4 single-card machines finish within the week; then the
    lowest reference cost (`_reference_job_cost`: the same card's cheapest listed hour elsewhere × the plan's GPU-hours,
    a card priced nowhere after); then fewer GPU-hours; then `family_order`."""
    row, g, machines, run = x
    per = int(row.gpu_count or 8)
    n = machines * per
    late = not finishes_by(run, deadline_hours) if deadline_hours else False
    return late, n, ref_cost is None, ref_cost or 0.0, run * n, family_order(n, per, g)


def _two_node_batch(s: Search, row: InstanceRow, g: GPUSpec) -> UnpricedBatch | None:
    """One replica over 2 machines of `row` (tools.offers.multi_node_option) running the batch at a full batch's
    speed (tools.offers.batch_job_hours), with replicas added to meet the deadline (batch_machines); None when the
    two machines cannot hold it or no speed can be computed."""
    per = int(row.gpu_count or 8)
    if per < 8 or not usable(g) or compat.kernel_problem(g, s.w.precision, s.w.kv_precision, stated=s.precision_stated,
                                                         kv_stated=s.kv_stated) is not None:
        return None
    o = s.multi(g, per, 2)
    if o.max_users < 1:
        return None
    sp = s.speed_at(min(o.max_users, VLLM_MAX_NUM_SEQS), g, o.layout)
    one = batch_job_hours(s.w, sp, 1) if sp is not None else None
    if not one:
        return None
    k = batch_machines(one, s.w.deadline_hours, False)
    return row, g, 2 * k, one / k


def unpriced_batch_headline(r: Run, model: str) -> Msg | None:
    """Nothing priced where the user is limited to, but unpriced machines there run the batch (`unpriced_batch_plan`):
    the headline is that plan with its job time and GPU-hours, the cost as GPU-hours × the user's quote, and a
    labelled reference from a priced place (`_reference_figure`, else `_priced_elsewhere`); the deadline is judged on
    its time (deadline_by_shown). No price is invented."""
    got = unpriced_batch_plan(r)
    if got is None:
        return None
    row, g, machines, run = got
    n = machines * int(row.gpu_count or 8)
    hours, gh = wall_hours(run), run * n
    r.shown_jobs = r.shown_jobs or [(hours, Msg(code="constraints.gpus_of", args={"n": n, "gpu": g.name}))]
    r.place_planned = True
    ref = _reference_figure(r, [(g, gh)], False) or _priced_elsewhere(r)
    budget = _budget_gpu_hour(r, gh, hours, g.name)
    return Msg(code="recommend.unpriced_family_plan", args={
        "model": model, "n": n, "gpu": g.name, "family": f"{row.provider} {_family_of(row)}",
        "cost": Msg(code="recommend.unpriced_plan.job_cost", args={"gh": gh}), "budget": budget,
        "took": Msg(code="recommend.unpriced_plan.took", args={"took": duration(hours), "assumed": unpriced_wall(r.w, hours)}),
        "ref": _ref_beside(budget, _same_provider_priced(r, row.provider) or ref)})


def _priced_elsewhere(r: Run) -> Msg | None:
    """An unpriced plan whose card has no price anywhere in the catalog (H800, H20): the same work's priced plan on
    cards sold where the user asked (`_local_reference`), else on the whole catalog, as a labelled reference with its
    month or job total, so the headline ends with a figure and never only a formula ("8 × H800 × 730 h
    × your quote" and no ¥ a month). None when nothing in the catalog is priced for the work."""
    tags, _ = local_markets.asked_markets(r.w.regions, r.w.providers, r.opts.places, r.rows)
    place = _place_reference(r)  # a plan priced in the place itself comes before its cards priced elsewhere
    if place is not None:
        c, label = place
        return Msg(code="recommend.unpriced_plan.place_reference", args={
            "fleet": plan_machines(c), "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
            "total": _plan_total(r, c), "name": label})
    got: tuple[Candidate, CostRow | None] | None = _local_reference(r, tags) if tags else None
    if got is None:
        free = r.asked.model_copy(update={"providers": None, "regions": None})
        alt = ranked(resolve_run(r.arch, free, r.gpus, r.rows, replace(
            r.opts, top_n=1, weights=None, explore=False, stated=r.opts.stated - {"providers", "regions"})))
        got = (alt.candidates[0], alt.cost_table[0] if alt.cost_table else None) if alt.candidates else None
    if got is None:
        return None
    c, row = got
    # a batch's job total is on its cost row (the candidate's speed carries no job hours for a batch)
    job = row.cost.job_on_demand if row is not None and r.kind is WorkKind.BATCH else None
    total = Msg(code="recommend.nothing_fits_a_budget.for_the_job", args={"money": _money(job, r.currency)}) if job \
        else _plan_total(r, c)
    return Msg(code="recommend.unpriced_plan.reference_plan", args={
        "fleet": plan_machines(c), "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
        "total": total})


def _place_reference(r: Run) -> tuple[Candidate, Msg | None] | None:
    """A stated provider unpriced in a stated place (a residency rule: "Alibaba Hong Kong?"): the cheapest priced plan
    the place holds on its other providers, at the stated precision or a lower one (FP8 / INT8 / INT4, each also with
    an FP8 KV cache; its label, None as asked), so the reference keeps the data in the place (Qwen2.5-72B for a Hong
    Kong law firm: INT4 with an FP8 KV cache on one AWS ap-east-1 g5.12xlarge, HK$50k a month, not 2 × MI300X in
    Canada). None with no provider or no place stated, nothing priced there holds the work, or for mainland China,
    whose unpriced families are the market's own and are referenced by their cards' prices elsewhere (as
    lower_in_place leaves it)."""
    if not (r.w.providers and r.w.regions) or r.kind is not WorkKind.SERVING or china_only(r.w.regions, r.opts.places):
        return None
    # the budget is left out as well: the reference is a figure to set against it (the headline says the budget)
    free = {"providers": None, "budget": None, "budget_per_hour": None}
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                   stated=r.opts.stated - {"providers", "budget", "budget_per_hour"})
    ways: list[tuple[Msg | None, Workload]] = [(None, r.asked), *_precision_routes(r, deep=True, to_int4=True)]
    found = [(c, label) for label, w in ways
             if (c := first_row(r.arch, w.model_copy(update=free), r.gpus, r.rows, opts)) is not None]
    return min(found, key=lambda f: f[0].price_per_hour.amount) if found else None


def _same_provider_priced(r: Run, provider: str) -> Msg | None:
    """Beside an unpriced family: the priced plan the answer shows without the stated card (stated_hardware_fallback,
    which keeps the provider and place filters) when it is on the same provider — the figure a buyer can use now, with
    its month at the month's hours (a service) and, where the catalog row lists one, its reserved month (Alibaba's 包月
    list price, catalog/data/instances.csv `price_reserved_month` × the machines; never a discount invented). None
    when that plan is on another provider or there is none (4 × H800 unpriced, the priced 阿里云
    row only further down as a plan "without that constraint")."""
    c = r.fallback_plan
    if c is None or c.provider.lower() != provider.lower():
        return None
    row = next((x for x in r.rows if (x.provider, x.instance_type, x.region) == (c.provider, c.instance, c.region)), None)
    monthly = convert_amount(row.price_reserved_month, row.currency, r.currency, r.opts.usd_cny, r.opts.fx) \
        if row is not None and row.price_reserved_month else None
    serving = r.kind is WorkKind.SERVING
    hourly = c.price_per_hour.amount if c.billing == "on_demand" else None
    return Msg(code="recommend.unpriced_plan.same_provider", args={
        "plan": plan_machines(c), "money": _money(hourly, r.currency) if hourly else None,
        "month": money_text(hourly * month_hours(r.w), r.currency, 0) if serving and hourly else None,
        "reserved": money_text(monthly * c.instances, r.currency, 0) if monthly and serving else None})


def _family_job(need: Msg) -> tuple[int, float] | None:
    """(GPUs, GPU-hours) of a training family's job as its line sizes it (recommend.family.training: the job on the
    family's whole machine, `_training_family_size`); None when the line has no job."""
    on, gh = need.args.get("on"), need.args.get("gpu_hours")
    if need.code != "recommend.family.training" or not isinstance(on, int) or not isinstance(gh, (int, float)):
        return None
    return on, float(gh)


def _month_gpu_hours(r: Run, n: int) -> tuple[float, Msg]:
    """An always-on unpriced plan's month: n GPUs × the month's hours (tools.cost.month_hours: 730, or the stated
    hours a day), and its line, so a quote per GPU-hour prices it."""
    gh = n * month_hours(r.w)
    return gh, Msg(code="recommend.unpriced_plan.month_cost", args={"n": n, "hours": month_hours_said(r.w), "gh": gh})


def _mainland_reference(r: Run) -> list[Msg]:
    """Mainland China asked for (只用国内的云, 只要国内的云) and no mainland cloud publishes a citable price: the same
    work priced in the nearest places that have a public price (regions.csv `near` of the mainland: Hong Kong, Taiwan,
    Tokyo), each with its budget check, said as a reference and not a mainland quote (no price,
    no plan and no budget check, only "import your quotes"). Never an invented mainland price."""
    found = _nearby_plans(r, list(r.w.regions or []))
    return [Msg(code="recommend.mainland_reference", args={"plans": found})] if found else []


def local_market_check(r: Run, top: CostRow | None) -> Check | None:
    """The stated place is a market whose local GPU-rental platforms the catalog holds no price from
    (tools.local_markets: AutoDL-type platforms in mainland China, Hong Kong hosts, TWCC): one line that says so, and
    as a labelled reference the same work re-run on the whole catalog limited to cards sold there
    (`local_markets.reference_rows`), when that plan costs less than the pick `top` (ten Alibaba
    A10s at ¥20.7k a month for an SDXL batch the key puts on AutoDL 4090s at ≈ ¥3k). Named platforms count too
    ("TWCC 跟 AWS"); only unpriced ones named with nothing priced is the unpriced plan's own answer
    (`unpriced_plan_headline`, else `local_only_headline`). None elsewhere."""
    tags, gone = local_markets.asked_markets(r.w.regions, None if r.w.owner_rule else r.w.providers, r.opts.places,
                                             r.rows)  # a list an owner rule kept asks for no local market
    owned_out: tuple[local_markets.LocalMarket, ...] = ()
    if r.w.owner_rule is not None:  # 唔好用大陸公司嘅雲: Alibaba Hong Kong is out too, never "ask them for a quote"
        gone, owned_out = local_markets.owner_left_out(gone, r.w.providers)
        if owned_out and not gone:
            return Check(level="info", topic="local_market", message=Msg(
                code="local_markets.owner_out", args={"names": local_markets.names(owned_out)}))
    if not gone or (top is None and local_markets.only_unpriced(r.w.providers, gone)):
        return None
    got = _local_reference(r, tags)
    ref = None
    if got is not None and (top is None or _plan_value(got[1]) < _plan_value(top)):
        ref = Msg(code="local_markets.reference", args={"row": _local_row(r, *got)})
    gap = Msg(code="local_markets.gap", args={"names": local_markets.names(gone), "places": place_words(list(tags)),
                                              "ref": ref})
    if owned_out:  # the gap line names the local hosts left, then the clouds the owner rule took out
        gap = Msg(code="local_markets.gap_and_owner_out", args={"gap": gap, "out": Msg(
            code="local_markets.owner_out", args={"names": local_markets.names(owned_out)})})
    return Check(level="warning", topic="local_market", message=gap)


def _local_reference(r: Run, tags: tuple[str, ...]) -> tuple[Candidate, CostRow] | None:
    """The same work re-run on the whole catalog over cards sold in `tags` (tools.local_markets.reference_rows): its
    first plan and cost row, else None. A card the user asks about ("AutoDL上租一张4090够吗", Workload.checked_gpu)
    is the reference when it is sold there and holds the work, so the row answers the card asked about, not the
    catalog's cheapest other card ("1 张 RTX 6000 Ada" for a 4090 question)."""
    free = r.asked.model_copy(update={"regions": None, "providers": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"regions", "providers"}, explore=False)
    rows = local_markets.reference_rows(r.rows, r.gpus, tags)
    if r.w.owner_rule is not None:  # an owner rule holds for the reference too (no reseller's row after "no mainland")
        rows = [x for x in rows if x.provider.lower() in {p.lower() for p in r.w.providers or ()}]
    asked = set(named_cards(r.w.checked_gpu, r.gpus)) if r.w.checked_gpu else set()
    for pool in ([x for x in rows if x.gpu in asked], rows) if asked else (rows,):
        alt = ranked(resolve_run(r.arch, free, r.gpus, pool, opts)) if pool else None
        if alt is not None and alt.candidates and alt.cost_table:
            return alt.candidates[0], alt.cost_table[0]
    return None


def _local_row(r: Run, c: Candidate, row: CostRow) -> Msg:
    """A reference plan as one row: its machines, region, price an hour and the service's month or the job's cost."""
    job = row.cost.job_on_demand
    total = _month(r, c.price_per_hour.amount) if r.kind is WorkKind.SERVING else Msg(
        code="recommend.nothing_fits_a_budget.for_the_job", args={"money": _money(job, r.currency)}) if job else None
    return Msg(code="local_markets.job_row", args={
        "fleet": plan_machines(c), "region": c.region, "money": _money(c.price_per_hour.amount, r.currency),
        "total": total})


LOCAL_ONLY_SAID = ("recommend.no_offers_here", "recommend.the_cheapest_plan_without", "recommend.outside_the_providers")


def local_only_headline(r: Run, model: str) -> Msg | None:
    """Only local platforms the catalog holds no price from were named ("只用 TWCC", "AutoDL only") and nothing is
    priced: the headline says "I have no price for them", then the plan the work needs — its cards, count and memory
    per GPU, from the same work on the whole catalog over cards sold there (_local_reference) — with that plan's
    real row elsewhere as a labelled reference, never a price invented for the platform ("TWCC
    only" got the generic "no priced offers" answer). None when another provider was named or no plan exists."""
    tags, gone = local_markets.asked_markets(r.w.regions, r.w.providers, r.opts.places, r.rows)
    if not gone or not local_markets.only_unpriced(r.w.providers, gone):
        return None
    got = _local_reference(r, tags)
    if got is None:
        return None
    c, row = got
    if row.cost.job_hours and not r.shown_jobs:  # the deadline is judged on this plan's time (deadline_by_shown)
        r.shown_jobs = [(row.cost.job_hours, plan_machines(c))]
    n = int(c.gpu_count * c.instances)
    hours = row.cost.job_hours if r.kind is not WorkKind.SERVING else None
    gh = n * hours if hours else n * month_hours(r.w)
    return Msg(code="recommend.local_only", args={
        "model": model, "names": local_markets.names(gone), "n": n, "gpu": c.gpu,
        "need": c.per_gpu_bytes / 1e9, "row": _local_row(r, *got), "budget": _budget_gpu_hour(r, gh, hours, c.gpu)})


def _plan_value(row: CostRow) -> float:
    """What two plans of one work are compared by: the job's (or a service's period's) on-demand cost, else the
    price an hour."""
    c = row.cost
    return c.job_on_demand if c.job_on_demand is not None else (c.hourly_on_demand or 0.0)


def _size_said(r: Run) -> bool:
    """Was the stated card a size ("my 24GB card", "a 24 GB card")? A ceiling with no card named, or the user's own
    card of that size, which the reader times as the slowest common card of it (advisor/core/extract_rules.
    read_owned_size): a "no" then names the size, never the card it was timed as."""
    return bool(r.w.max_gpu_memory_gib) and (not r.w.gpu_preference or bool(r.w.owned_gpus))


def stated_hardware_fallback(r: Run) -> list[Msg]:
    """A stated card or GPU count that cannot do the job: "no, because …", the cheapest plan that works
    without it (re-running the recommender), and the borderline options an expert would test."""
    if not (r.w.gpu_preference or "num_gpus" in r.opts.stated and r.w.num_gpus):
        return []
    what: MsgArg = " × ".join(x for x in (str(r.w.num_gpus) if r.w.num_gpus else "", r.w.gpu_preference or "") if x)
    fleet = over_fleet(r)
    if fleet is not None:  # "no, 520 GPUs cannot": no one rents that many as one job, never "it takes 520 to hold"
        what = Msg(code="recommend.stated_count", args={"n": r.w.num_gpus, "gpu": r.w.gpu_preference})
    if _size_said(r):  # "my 24GB card": "one ≤ 24 GB card", never a bare "1" nor the card it is timed as
        what = Msg(code="recommend.card_ceiling", args={"n": r.w.num_gpus or 1, "cap": r.w.max_gpu_memory_gib})
    free = without_stated_hardware(r)
    opts = replace(r.opts, top_n=RENT_INSTEAD_ROWS, weights=None, stated=r.opts.stated - set(STATED_HARDWARE),
                   explore=False)
    if r.over_budget:  # plans on the stated hardware hold the work and only the budget failed: "no, X cannot" would
        # be false; a plan without it within the budget (a cheaper card) is still named, never one over it too
        alt = recommend(r.arch, free, r.gpus, r.rows, opts)
        r.shown_jobs = _shown_jobs(r, alt, False)
        return _cheapest_without(r, alt, None, False, [])
    alt, over = _without_hardware_rec(r, free, opts)  # the whole answer: its tiers give the job's hours and cost
    holds = _holds_unpriced(r)
    r.shown_jobs = _shown_jobs(r, alt, holds is not None)
    full = r.w.task in FULL_TRAINING  # "no" holds for the optimizer states on the GPUs; offload is named below
    net = network_args(r)
    edge = without_margin(r) if holds is None and net is None else None
    # a stated size, or the user's own card of a stated size ("my 24GB card": timed on its slowest common card when the
    # work fits, advisor/core/extract_rules.read_owned_size), is answered "no" in the memory model's terms
    size_no = card_size_no(r.arch, r.w, r.w.max_gpu_memory_gib or 0.0, r.gpus, _device_budget(r)) \
        if _size_said(r) and holds is None else None
    yes = offload_yes(r) if full and holds is None and net is None and edge is None and size_no is None else None
    out = [holds] if holds is not None else [size_no] if size_no is not None else [edge] if edge is not None else [
        yes] if yes is not None else [Msg(code="recommend.network_split.no", args=net)] if net is not None else [
        _no_on_stated(r, what, fleet, full)]
    cluster = multi_node_route(r) if holds is None and net is None else []
    # a quote to ask for (no priced RDMA row of the card) is not worth a line when a priced machine below holds the
    # work, unless the card is the user's rule ("L40S only")
    cluster = [m for m in cluster if r.w.gpu_only or not (alt.candidates and m.code == "recommend.multi_node_quote")]
    out += cluster + _cheapest_without(r, alt, holds, over, cluster)
    if holds is None:
        out += _borderline(r)
    elif not (r.w.owned_gpus and r.kind in TRAINING_KINDS) and (even := _unpriced_break_even(r, alt)) is not None:
        out.append(even)  # owned cards have no quote to hold against the rental (owned_vs_h100 says the rental's gain)
    return out


def _no_on_stated(r: Run, what: MsgArg, fleet: Msg | None, full: bool) -> Msg:
    """The "no" for stated hardware that cannot hold the work. A full training names the memory term that does not fit
    (wall_words: the largest of the per-GPU breakdown on the stated cards) and the lever for that term (wall_lever): a
    32k full fine-tune whose activations are the wall was told "cannot hold this with the optimizer states on the
    GPUs", which points at ZeRO/offload when checkpointing, a chunked loss and context parallelism are the fix."""
    if fleet is not None or not full:
        return Msg(code="recommend.no_cannot_do_this", args={"what": what, "why": fleet or _why_not(r)})
    got = stated_plan(r)
    wall = wall_words(r) if got is not None and got[0].per_gpu is not None else None
    if wall is None:
        return Msg(code="recommend.no_cannot_do_this_on_gpu", args={"what": what, "why": _why_not(r), "lever": None})
    term = largest_term(got[0].per_gpu) if got is not None else "optimizer"
    lever = Msg(code="recommend.wall_lever", args={"term": wall_lever(term)})
    if term == "optimizer":  # the optimizer states are the wall: the usual "no", with its lever
        return Msg(code="recommend.no_cannot_do_this_on_gpu", args={"what": what, "why": _why_not(r), "lever": lever})
    return Msg(code="recommend.no_the_wall_on_stated", args={"what": what, "wall": wall, "why": _why_not(r),
                                                               "lever": lever})


def wall_lever(term: str) -> str:
    """The kind of fix for the memory term that makes the wall (the words: advisor/core/messages/recommend.py
    "recommend.wall_lever"). Activations: activation checkpointing (Chen et al. 2016, arXiv:1604.06174), a chunked or
    fused cross-entropy that never holds the whole FP32 logits (Liger Kernel, arXiv:2410.10989; torchtune's chunked
    CE), and context parallelism that splits each sequence over the GPUs (DeepSpeed-Ulysses, arXiv:2309.14509; ring
    attention, arXiv:2310.01889). Optimizer states and gradients: sharding over the GPUs (ZeRO, Rajbhandari et al.
    2020, arXiv:1910.02054; PyTorch FSDP) or host-RAM offload (ZeRO-Offload, Ren et al. 2021, arXiv:2101.06840).
    Weights: more cards to shard them over, or a quantised base (QLoRA, Dettmers et al. 2023, no longer a full
    fine-tune). No figure: the computed routes below the headline carry the numbers."""
    return {"gradients": "optimizer", "kv_cache": "activations"}.get(term, term)


def _cheapest_without(r: Run, alt: Recommendation, holds: Msg | None, over: bool, cluster: list[Msg]) -> list[Msg]:
    """The line naming the cheapest plan without the stated hardware (`alt`, the recommender re-run without it), with
    its own fit, hour, month or job and the next rows; none when `alt` ranked nothing or the cluster line already
    names the same machines. `over`: found only with the budget dropped too (_without_hardware_rec)."""
    if not alt.candidates:
        return []
    c = alt.candidates[0]
    r.fallback_found, r.fallback_plan = True, c
    t = next((x for x in alt.spec_range if x.tier == "recommended"), None)
    r.fallback_job = (t.train_hours, t.job_cost.amount if t.job_cost else None) if t is not None else (None, None)
    if any(m.args.get("fleet") == plan_machines(c) for m in cluster):  # the cluster line says it, with its budget
        return []
    engine = alt.workload.framework if alt.workload.framework != r.w.framework else None
    return [Msg(code="recommend.the_cheapest_plan_that", args={
        # its own fit only beside a refusal of a CUDA/ROCm card: beside an owned Apple machine (its own verdict,
        # owned_device_answer) a vLLM-pool footprint reads as a second figure for the same work
        "fleet": plan_machines(c), "over": over, "engine": engine,
        "fit": _pick_fit(alt, r) if holds is None and not (r.preferred and answered_on_device(r.preferred)) else None,
        "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount),
        "job": _job_words(alt, r), "others": rent_instead_others(alt),
        # open-ended training ranks by the price per training token: "cheapest" is not the lowest hour there
        # (a $4.90/h B200 called cheapest, the $1.08/h A800 two sentences later)
        # said only when that lowest hour is named below (smallest_hour), never a promise with nothing after it
        "per_token": r.kind is WorkKind.OPEN_TRAINING and smallest_hour(alt) is not None,
        "speed": card_speed_tail(r, c, month=False) if per_user_target(r.w) else None})]


def _without_hardware_rec(r: Run, free: Workload, opts: Options) -> tuple[Recommendation, bool]:
    """The recommender re-run without the stated hardware, and whether its pick is over the budget: when nothing
    holds the work within the budget even without the card, it is re-run without the budget too, so the cheapest
    priced plan is shown with its price and the budget is refused against it (budget_on_fallback), never "no plan
    that holds this has a public price" while priced plans exist (70B for 40 users on "a single A10G, $2,000 a
    month": no card holds it within $2,000; the cheapest that holds it is named, over)."""
    alt = recommend(r.arch, free, r.gpus, r.rows, opts)
    if not alt.candidates and free.precision is None and fp8_defaulted(alt):
        # FP8 by default (tools.fp8_default) left only unpriced quotes: the rental named beside the stated hardware is
        # the priced one, in BF16 as the engine's default (4 owned A100s that cannot serve Qwen3-235B 国内: the
        # mainland's priced A100 rows, never "nothing" because the H800 FP8 plan has no public price)
        alt = recommend(r.arch, free.model_copy(update={"precision": "bf16"}), r.gpus, r.rows, opts)
    if alt.candidates or effective_budget(r.w) is None:
        return alt, False
    loose = recommend(r.arch, free.model_copy(update={"budget": None, "budget_per_hour": None}), r.gpus, r.rows,
                      replace(opts, stated=opts.stated - {"budget", "budget_per_hour"}))
    return (loose, True) if loose.candidates else (alt, False)


def _cluster_rec(r: Run, regions: list[str] | None) -> Recommendation | None:
    """The stated card's plan with its count and node cap dropped (the place, billing and budget kept; `regions`
    where given): the recommender re-run behind multi_node_route; None when it does not span machines."""
    w = r.asked.model_copy(update={"num_gpus": None, "max_nodes": None, "max_gpu_memory_gib": None,
                                   "owned_gpus": None} | ({"regions": regions} if regions is not None else {}))
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                   stated=r.opts.stated - {"num_gpus", "max_gpu_memory_gib"})
    rec = ranked(resolve_run(r.arch, w, r.gpus, r.rows, opts))
    return rec if rec.candidates and rec.candidates[0].instances > 1 else None


def multi_node_route(r: Run) -> list[Msg]:
    """A training job the stated card cannot hold on one machine (a stated count of 8 H100 for a full fine-tune of a
    70B: ≈ 143 GB a card of 85.5): the same card over machines joined by InfiniBand / RoCE, which is how such a job is
    run (DeepSpeed ZeRO-3 / FSDP over ≥ 100 Gbit/s RDMA, tools.offers.rdma_ok), with its machines, hours and job cost
    against a total budget — in the stated place, else its nearest places, else wherever a listed row states RDMA
    (said so). With no such row for the card, the providers whose listed rows state RDMA are named, never a price
    ("按當前條件沒有可行方案" for a job 3-4 IB nodes of H100 finish inside the budget)."""
    g = r.preferred
    if g is None or r.kind not in (WorkKind.SIZED_TRAINING, WorkKind.OPEN_TRAINING) or r.w.owned_gpus:
        return []
    p = plan_layout(r.arch, r.w.model_copy(update={"num_gpus": None}), g, headroom=r.opts.headroom)
    per_node = max((int(x.gpu_count or 0) for x in r.rows if x.gpu == g.name), default=8)
    if not p.fits or p.layout.num_gpus <= per_node:  # one machine of the card holds it: the usual fallback
        return []
    here = list(r.w.regions or [])
    tries: list[list[str] | None] = [None] if not here else [here, *[[t] for t in near_places(here, r.opts.places)
                                                                   [:NEARBY_SHOWN]], []]
    for regions in tries:
        rec = _cluster_rec(r, regions)
        if rec is not None:
            r.fallback_found = True
            return [_cluster_line(r, rec, moved=bool(here) and regions != here)]
    sellers = sorted({x.provider for x in r.rows if rdma_ok(x) and x.gpu == g.name}
                     or {x.provider for x in r.rows if rdma_ok(x)})
    return [Msg(code="recommend.multi_node_quote", args={"gpu": g.name, "providers": sellers})] if sellers else []


def budget_by_cluster(cs: list[Constraint], lines: list[Msg]) -> list[Constraint]:
    """A total budget left "not checked" (no priced plan as asked) is held against the multi-node plan shown
    (multi_node_route) when there is one: within it, or over it, with the share, never "no plan has a public price"
    beside a priced cluster."""
    check = next((m.args.get("check") for m in lines if m.code == "recommend.multi_node_route"), None)
    if not isinstance(check, Msg):
        return cs
    within = check.code == "recommend.multi_node_within"
    msg = Msg(code="recommend.budget_by_cluster", args={"check": check})
    return [c.model_copy(update={"status": "honoured" if within else "refused", "message": msg})
            if c.name == "budget" and c.message.code == "constraints.budget_unchecked" else c for c in cs]


def card_by_cluster(cs: list[Constraint], lines: list[Msg]) -> list[Constraint]:
    """A stated machine ("one 8 × H100 node") that cannot hold the job, with the same card over RDMA shown
    (multi_node_route): the count is what failed and carries the figure; the card is kept by that plan, so it is not
    "❌ H100 (not possible)" beside a plan of 32 H100s. A card with no refused count is left as is."""
    cluster = next((m for m in lines if m.code == "recommend.multi_node_route"), None)
    if cluster is None or not any(c.name == "gpus" and c.status == "refused" for c in cs):
        return cs
    msg = Msg(code="recommend.card_kept_by_cluster", args={"gpu": cluster.args.get("gpu"),
                                                           "machines": cluster.args.get("machines")})
    return [c.model_copy(update={"status": "honoured", "message": msg}) if c.name == "gpu" and c.status == "refused"
            else c for c in cs]


def _cluster_line(r: Run, rec: Recommendation, *, moved: bool) -> Msg:
    """The multi-node plan's line: its machines over RDMA, its hours and job cost, the budget check on a total."""
    c = rec.candidates[0]
    cost = _first_job_cost(rec)
    b = effective_budget(r.w)
    check = None
    if cost is not None and b is not None and b.per == "total" and b.currency == r.currency:
        check = Msg(code="recommend.multi_node_within" if cost <= b.amount else "recommend.multi_node_over",
                    args={"budget": _money(b.amount, r.currency), "share": cost / b.amount})
    return Msg(code="recommend.multi_node_route", args={
        "fleet": plan_machines(c), "machines": c.instances, "gpus": c.instances * int(c.gpu_count), "gpu": c.gpu,
        "region": c.region, "moved": moved, "money": _money(c.price_per_hour.amount, r.currency),
        "took": duration(wall_hours(rec.job_hours)) if rec.job_hours and r.kind is WorkKind.SIZED_TRAINING else None,
        "cost": _money(cost, r.currency) if cost is not None else None, "check": check})


def _pick_fit(alt: Recommendation, r: Run) -> Msg | None:
    """The fallback pick's per-GPU fit by the same engine test as any single card (tools.fit), so a plan named
    beside a refusal shows its own memory against its own budget ("4 × MI300X" beside "no
    machine holds 774.6 GB" read as 768 GB for 750 GB; the pick needs ≈ 174.6 GB of each card's 185.5 GB pool)."""
    tier = next((t for t in alt.spec_range if t.tier == "recommended"), None)
    if tier is None or tier.breakdown is None or not tier.usable_bytes:
        return None
    return verdict_words(fit_from(tier.breakdown, tier.usable_bytes, r.w, r.opts.headroom), short=True)


STATED_HARDWARE = ("num_gpus", "gpu_preference", "max_gpu_memory_gib")  # the card, its count and its size
RENT_INSTEAD_ROWS = 3  # the rows of the unconstrained answer named beside stated hardware that cannot do the job


def ranked_plans(alt: Recommendation, first: int = 0, n: int = RENT_INSTEAD_ROWS) -> list[Msg]:
    """Rows `first` … `first + n` of a re-run answer as it ranks them, each with its hour, its sized job's cost (the
    cost table's figure for the row's billing, the one its own answer prints) and its checkpointing mark."""
    out = []
    for i, c in enumerate(alt.candidates[first:first + n], start=first):
        line = alt.cost_table[i].cost if i < len(alt.cost_table) and alt.cost_table[i].instance == c.instance else None
        total = getattr(line, f"job_{c.billing}", None) if line is not None else None
        if alt.kind is WorkKind.SERVING:  # a service's bill is its month, never "the job in 30.4 days"
            job: Msg | None = Msg(code="recommend.month", args={
                "month": money_text(c.price_per_hour.amount * month_hours(alt.workload), alt.currency, 0)})
        elif total and line is not None and line.job_hours:
            job = Msg(code="recommend.cheaper_lever.job", args={"money": _money(total, alt.currency),
                                                                "took": duration(line.job_hours)})
        else:
            job = None
        out.append(Msg(code="recommend.ranked_plan", args={
            "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, alt.currency), "job": job,
            "ckpt": Msg(code="recommend.ranked_plan.ckpt") if c.gradient_checkpointing else None}))
    return out


def rent_instead_others(alt: Recommendation) -> Msg | None:
    """Beside stated (or owned) hardware that cannot do the job, the same work's own ranked answer, not its first row
    alone ("I own 2 × 4090 … what should I rent instead" got only 1 × B200 at $4.90/h while
    the same QLoRA 70B asked plainly ranks 1 × H100 at $2.17/h next and names 1 × A800 80 GB at $1.08/h with
    checkpointing as its minimum): the next ranked rows, then the minimum tier when its hour is below every row named
    (the smallest machine that holds the work; a per-token rank may put a faster, dearer hour first)."""
    rows = ranked_plans(alt, first=1, n=RENT_INSTEAD_ROWS - 1)
    smallest = smallest_hour(alt)
    if not rows and smallest is None:
        return None
    return Msg(code="recommend.rent_instead", args={"rows": rows, "smallest": smallest})


def smallest_hour(alt: Recommendation) -> Msg | None:
    """The answer's minimum tier when its hour is below every ranked row named beside it (RENT_INSTEAD_ROWS)."""
    low = next((t for t in alt.spec_range if t.tier == "minimum"), None)
    named = [c.price_per_hour.amount for c in alt.candidates[:RENT_INSTEAD_ROWS]]
    if low is None or low.price_per_hour is None or not named or low.price_per_hour.amount >= min(named) * 0.99:
        return None
    return Msg(code="recommend.rent_instead.smallest", args={
        "fleet": plan_machines(low), "money": _money(low.price_per_hour.amount, alt.currency),
        "ckpt": Msg(code="recommend.ranked_plan.ckpt") if low.gradient_checkpointing else None})


def without_stated_hardware(r: Run, **update: Any) -> Workload:
    """The asked workload without the stated hardware: the card, the count and the card-size cap read from it ("I have
    an A100 40G" is also "≤ 40 GB a card"). One home for every "without that constraint" re-run, so the cheapest plan
    outside it and the nearest single card are priced on the same set ("cheapest without the
    constraint" 8 × RTX A5000 at ¥21.27, still capped at 40 GB a card, right after a ¥17.21 MI300X line). Cards the user
    owns are stated hardware too: the plan without them is a rental, so the region or provider they would rent in holds
    (owned_scope sets a place aside only on their own cards; "要是得租的话，只能在国内" was answered
    with RunPod in Canada)."""
    return r.asked.model_copy(update={k: None for k in STATED_HARDWARE} | {"owned_gpus": None} | update)


def explained(rec: Recommendation, r: Run) -> None:
    """explain_rejections, then why each copy spans several cards (split_said) said last under the pick (the levers
    and notes before it keep their places in the short answer), or under "nothing ranked" for an unpriced stated card
    (after explain_rejections writes that list). Then, nothing ranked, the topology pitfall judges the plan the
    answer names instead (shown_plan_topology)."""
    explain_rejections(rec, r)
    split = split_said(r)
    if split is not None:
        (rec.beside_pick if rec.candidates else rec.nothing_fits).append(split)
    shown_plan_topology(rec, r)
    shown_plan_kv(rec, r)
    lead_plan_where(rec, r)


def lead_plan_where(rec: Recommendation, r: Run) -> None:
    """Nothing ranked while the headline names a plan (the nearest to the budget, a budget way, the fallback plan):
    for serving users in a place (users_region, no place to rent), the "Where:" line says where that plan runs for
    them (tools.users_place.plan_where) — users in Southeast Asia were named nowhere under an over-budget headline."""
    w = r.w
    if rec.candidates or rec.where is not None or r.kind is not WorkKind.SERVING or not w.users_region or w.regions \
            or w.owned_gpus or w.buy_server:
        return
    first = rec.headline.args.get("first") if rec.headline is not None else None  # the over-budget headline's plan
    lead = rec.within_budget_lead or (first if isinstance(first, Msg) else None)
    plan = (r.lead_plans.get(lead.code) if lead is not None else None) or r.fallback_plan
    if plan is None or not plan.region:
        return
    row = InstanceRow(provider=plan.provider, instance_type=plan.instance, region=plan.region)
    rec.where = plan_where(row, w.users_region, r.opts.places)


def split_said(r: Run) -> Msg | None:
    """Inference whose every copy spans several cards because the weights alone outgrow one card (tools.checked
    .split_because: Qwen2.5-14B BF16, 29.5 GB, on RTX 4090s): why it shards and the memory one card needs to hold a copy
    unsharded. The pick's card and copy (TP × PP), or the unpriced stated card's plan; None for training (its states,
    not the weights, decide) or a copy on one card."""
    if r.kind not in (WorkKind.SERVING, WorkKind.BATCH):
        return None
    top = r.top
    if top is not None:
        return split_because(r.arch, r.w.precision, top.gpu, top.layout.tp * top.layout.pp)
    held = _unpriced_hold(r)
    return split_because(r.arch, r.w.precision, held[0], held[1].layout.tp * held[1].layout.pp) if held else None


def _unpriced_hold(r: Run) -> tuple[GPUSpec, ParallelPlan] | None:
    """The stated card and its layout when it holds the work by memory (within a stated count) but no priced machine
    of it is in the catalog where the user limited the search (the H20, most Chinese clouds; an RTX 3090 asked for
    "only on AutoDL", which publishes no price, while another cloud lists one: the card still holds the work, so the
    verdict is yes on memory, never "no, it cannot"); None otherwise."""
    g = r.preferred
    if g is None or (not _owned_fleet_unpriced(r, g) and any(
            x.gpu == g.name and not x.quarantined and (x.price_on_demand or x.price_spot)
            and _in_stated_limits(r, x) for x in r.rows)):
        return None
    if offered_not(r, g) is not None:  # not on offer there at any price: no plan on it
        return None
    if serves(r.w.task) and compat.framework_problem(g, r.w.framework) is not None:
        return None  # the engine does not start on it (vLLM on 4 owned Tesla K80s was "✅ 47 tokens/s"): _why_not says so
    p = named_card_plan(r, g)
    if r.kind in (WorkKind.SERVING, WorkKind.BATCH) and not r.w.num_gpus and p.layout.pp > 1 \
            and p.layout.nodes > 1:  # one model pipelined across machines: replicas first
        copies = replicated_inference(r.arch, r.w, g, headroom=r.opts.headroom)
        p = copies if copies is not None and copies.fits and copies.layout.num_gpus <= p.layout.num_gpus else p
    if not p.fits or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
        return None
    return g, p


def _owned_fleet_unpriced(r: Run, g: GPUSpec) -> bool:
    """The user's own cards on several machines joined by a link said to be no fast RDMA (tools.network.owned_node_gpus:
    "four 8 × 4090 servers linked by 10GbE") with no priced row of that many cards in one machine: the fleet they own
    has no rental stand-in (a cluster of rented 8 × 4090 rows is refused for its missing RDMA), so it is planned as the
    owned cards are, unpriced — TP inside each machine, pipeline stages across them — never "no priced cluster"."""
    n = r.w.num_gpus or 0
    return owned_node_gpus(r.w) is not None and not any(x.gpu == g.name and (x.gpu_count or 0) >= n for x in r.rows)


def named_card_plan(r: Run, g: GPUSpec) -> ParallelPlan:
    """The plan on the stated card at the answer's load: an offline batch with no stated count as the fewest cards
    that end it, replicas inside one machine each (`_batch_boxes_plan`), else tools.parallel.plan."""
    got = _batch_boxes_plan(r, g) if g is r.preferred else None
    return got or plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)


def _batch_boxes(r: Run, g: GPUSpec) -> tuple[int, Sizing] | None:
    """tools.owned_batch.fewest_batch_cards for the named card, once a run (the headline, the deadline line, the memory
    table and pitfall 3 all read it)."""
    if g.name not in r.batch_boxes:
        got = fewest_batch_cards(r.s, g) if r.s is not None else None
        if got is None and r.s is not None:  # not timed (no TFLOPS figure): one machine of replicas, never a fleet
            one = one_box_batch(r.s, g)
            got = (ONE_BOX_GPUS, one) if one is not None else None
        r.batch_boxes[g.name] = got
    kept: tuple[int, Sizing] | None = r.batch_boxes[g.name]
    return kept


def batch_in_flight(r: Run) -> int | None:
    """The sequences each replica of the named card's batch plan runs at once (`_batch_boxes_plan`), where nothing is
    ranked: the batch the memory table holds, never vLLM's cap of 256 (≈ 27 contracts of 42k tokens on TP 4 × H20)."""
    g = r.preferred
    if r.top is not None or g is None or _batch_boxes_plan(r, g) is None:
        return None
    got = _batch_boxes(r, g)
    return got[1].users_per_replica if got is not None else None


def _batch_boxes_plan(r: Run, g: GPUSpec) -> ParallelPlan | None:
    """An offline batch on a named card with no stated count: the fewest cards that end it by its wall, replicas each
    inside one machine (tools.owned_batch.fewest_batch_cards), as one plan of `machines × box` GPUs; None otherwise."""
    if r.kind is not WorkKind.BATCH or r.s is None or r.w.num_gpus or r.w.owned_gpus:
        return None
    got = _batch_boxes(r, g)
    if got is None or got[1].plan is None:
        return None
    box, sz = got
    lay = sz.layout
    n = box * sz.instances
    layout = Layout(num_gpus=n, tp=lay.tp, pp=lay.pp, dp=n // (lay.tp * lay.pp), gpus_per_node=8)
    notes = [Msg(code="parallel.replicas_of_tp", args={"replicas": layout.dp, "tp": lay.tp})] if layout.dp > 1 else []
    return sz.plan.model_copy(update={"layout": layout, "notes": notes}) if sz.plan is not None else None


# Platforms that rent one machine an instance, with no RDMA network between instances (AutoDL: a container on one
# host, its multi-card instances inside one server; autodl.com docs), so a plan over machines is not rentable there.
SINGLE_MACHINE_PLATFORMS = ("autodl",)


def _in_stated_limits(r: Run, x: InstanceRow) -> bool:
    """Is the row inside the providers and regions the user limited the search to (none stated: every row)?"""
    wanted = [p.lower() for p in r.w.providers or []]
    if wanted and x.provider.lower() not in wanted:
        return False
    return not r.w.regions or region_ok(x, list(r.w.regions), r.opts.places, wanted)


def _hold_args(r: Run, g: GPUSpec, p: ParallelPlan) -> dict[str, Any]:
    """The figures of an unpriced stated card's plan: GPUs, memory per GPU against usable, machines, job time."""
    n = p.layout.num_gpus
    nodes = -(-n // 8)
    where = Msg(code="recommend.one_machine") if nodes == 1 else Msg(code="recommend.machines_over_rdma", args={
        "nodes": nodes, "single": [x for x in r.w.providers or [] if x.lower() in SINGLE_MACHINE_PLATFORMS],
        "no_p2p": g.name if g.segment == "consumer" and not g.nvlink_gb_s else None})
    per_copy = p.layout.tp * p.layout.pp  # one copy of the model: its GPUs
    node = owned_node_gpus(r.w)
    if nodes > 1 and node is not None and p.layout.tp <= node < per_copy:
        # the user's own machines on a link they say is no fast RDMA: TP inside each, pipeline stages across them,
        # never "needs InfiniBand" (the link line under the headline says what crosses it: owned_link_line)
        where = Msg(code="recommend.machines_pipelined", args={"nodes": nodes, "tp": p.layout.tp, "pp": p.layout.pp})
    elif nodes > 1 and r.kind in (WorkKind.SERVING, WorkKind.BATCH) and per_copy <= p.layout.gpus_per_node:
        # inference whose every copy sits inside one machine: the machines are independent replicas (the batch split
        # between them, or users balanced over them), no InfiniBand or RoCE between them
        where = Msg(code="recommend.machines_replicas", args={"nodes": nodes, "gpus": per_copy,
                                                              "replicas": p.layout.dp})
    where = Msg(code="maclink.boxes", args={"n": n}) if g.vendor == "Apple" and n > 1 else where  # one chip a box
    return {"n": n, "name": g.name, "need": p.per_gpu.total / 1e9, "usable_gb": (g.usable_bytes or 0) / 1e9,
            "where": where, "took": _unpriced_time(r, g, p)}


def _holds_unpriced(r: Run) -> Msg | None:
    """The stated card holds the work by memory, but no priced machine of it is in the catalog (the H20, most
    Chinese clouds): say yes on memory with the layout, and that the price is what is missing, never "no"."""
    held = _unpriced_hold(r)
    return Msg(code="recommend.yes_on_memory_hold", args=_hold_args(r, *held)) if held is not None else None


def unpriced_plan_headline(r: Run, model: str, place: bool = False) -> Msg | None:
    """Nothing priced is allowed, but the sizing on the stated card succeeded: the headline is still the plan (that
    card, its count, its fit and job time), then the price as the one missing figure — its cost as GPU-hours × the
    user's quote, and against a stated budget the per-GPU-hour quote that stays within it — never "nothing can be
    ranked" beside "it fits" (an H20 job with 226 GPU-hours computed headed "no plan"). The priced
    plans below it are alternatives outside the stated limits. No price is invented. `place`: no card stated and no
    family of the place holds the job, so it is sized on the card sold there with the fewest GPU-hours (`_place_cards`);
    beside either, a labelled reference price of a card of the plan listed elsewhere (`_reference_figure`)."""
    held = None if place else _unpriced_hold(r)  # place: no card stated, sized on a card sold there (_place_cards)
    cards = _place_cards(r) if place else []
    if held is None and not cards:
        return None
    g, p = held if held is not None else cards[0][:2]
    a = _hold_args(r, g, p)
    a["load"] = None
    sized = _load_sized_named(r, p) if held is not None and not r.w.owned_gpus else None
    if sized is not None:  # the load, not memory, sets the count (prefill of arriving prompts on a compute-weak card)
        a["n"], a["where"], a["load"], a["need"] = sized
    late = named_card_late(r) if held is not None else None
    if late is not None:  # holds by memory, misses the stated first token: no, with the figure
        return Msg(code="recommend.unpriced_plan.late", args={**a, "model": model, "s": late.ttft_s,
                                                                "limit_s": (r.w.target_ttft_ms or 0) / 1000})
    if held is not None and r.w.owned_gpus:  # the user's own cards: judged on fit, no price to import or miss
        batch = _owned_batch(r, g, a)  # a corpus on them: the job's hours against its deadline, said first
        if batch is not None:
            return Msg(code="owned_batch.plan", args={**a, "model": model, "batch": batch})
        took = a["took"]  # the cards are the user's: their GPU-hours need no quote
        took = Msg(code="recommend.owned.unpriced_time", args=took.args) if isinstance(took, Msg) \
            and took.code == "recommend.unpriced_time" else took
        own = Msg(code="recommend.owned.unpriced_plan", args={**a, "model": model, "took": took or _owned_speed(r, g, p)})
        n = int(a["n"]) if isinstance(a["n"], int) else p.layout.num_gpus
        edge = stated_edge_on(r, g, p, (n, max(1, n // max(1, p.layout.num_gpus))), own)
        return second_box_check(r, g, p, edge, n) if edge is own else edge

    job = _unpriced_job(r, g, p)
    a["took"] = Msg(code="recommend.unpriced_plan.took", args={"took": duration(wall_hours(job[0]))}) if job else None
    if job is not None:  # a sized job: its GPU-hours; the budget spread over the job's run
        gh, cost = job[1], Msg(code="recommend.unpriced_plan.job_cost", args={"gh": job[1]})
        if not r.shown_jobs:  # the deadline is judged on this time, never on the missing price (deadline_by_shown)
            r.shown_jobs = [(wall_hours(job[0]), Msg(code="constraints.gpus_of", args={"n": a["n"], "gpu": g.name}))]
    elif r.kind is WorkKind.SERVING:  # always-on: the month's GPU-hours, n GPUs × the month's hours
        gh, cost = _month_gpu_hours(r, a["n"])
        a["took"] = _document_wait(r) if held is not None else None  # a whole long document's first token on it
    else:
        gh, cost = 0.0, None
    refs = [(x[0], x[2]) for x in cards] or ([(g, gh)] if gh > 0 else [])
    chosen = Msg(code="recommend.unpriced_plan.place_card", args={
        "parts": list(compat.CHINA_MARKET_PARTS), "serving": r.kind is WorkKind.SERVING}) if cards else None
    if cards and (not _unpriced_providers(r) or _china_cloud_abroad(r)):  # the cards its rows rent (tools.in_place_cards)
        chosen = in_place_chosen(cards, _place_sizes(r), r.w.priority == "fastest")
    r.place_planned = bool(cards)
    same = _one_provider_priced(r)
    # the stated provider unpriced in the stated place, another provider there priced: that plan leads (_place_lead)
    lead = _place_reference(r) if same is None and job is None else None
    budget = _budget_gpu_hour(r, gh, job[0] if job else None, g.name)
    return Msg(code="recommend.unpriced_plan", args={
        **a, "model": model, "cost": cost, "budget": budget, "chosen": chosen,
        "ref": _ref_beside(budget, same or (None if lead else _reference_figure(
            r, refs, job is None, [x[1].layout.num_gpus for x in cards] if job is not None and cards else None))),
        "lead": _place_lead(r, *lead) if lead is not None else None})


def _load_sized_named(r: Run, p: ParallelPlan) -> tuple[int, Msg, Msg, float] | None:
    """The named unpriced card's count when its load sizing (`named_card_offer`: the stated users, their prompts'
    prefill and decode at the load) needs more GPUs than memory does and prefill binds there (the arriving prompts
    alone keep more than tools.prefill_service.BUSY_TARGET of memory's cards busy): (GPUs, the machines, the load's
    figures with the prefill it must keep up with, tools.prefill_service.served_prefill, and GB a GPU of one copy).
    None otherwise. By hand (Qwen3-32B FP8, 120 users, 4k RAG prompts all new, H20 296 FP8 TFLOPS × 0.5): memory
    2 × H20; the load ≈ 5.8 prompts/s × 3,758 tokens × 2 × 32e9 ≈ 1.4 PFLOP/s ≈ 9.4 H20 busy on prefill alone, so
    2 × H20 cannot keep up: 16 (2 copies × TP 8)."""
    from tools.arch import matmul_params
    from tools.prefill_service import BUSY_TARGET, dense_tflops, served_prefill
    from tools.speed import PREFILL_MFU

    o = named_card_offer(r)
    if o is None or o.load is None or o.total_gpus <= p.layout.num_gpus or r.kind is not WorkKind.SERVING:
        return None
    copies = o.load_replicas or o.replicas
    n = copies * o.layout.num_gpus
    if n <= p.layout.num_gpus:
        return None
    rps = o.load.requests_per_s * copies
    pflops, busy = served_prefill(rps, r.search.shape.prefilled, matmul_params(r.arch), dense_tflops(o.gpu, r.w.precision))
    if busy is None or busy <= BUSY_TARGET * p.layout.num_gpus:  # prefill does not bind on memory's count: not said
        return None
    nodes = -(-n // NAMED_MACHINE_GPUS)
    where = Msg(code="recommend.one_machine") if nodes == 1 else Msg(code="recommend.machines_replicas", args={
        "nodes": nodes, "gpus": o.layout.num_gpus, "replicas": copies})
    return n, where, Msg(code="recommend.unpriced_plan.load", args={
        "mem_n": p.layout.num_gpus, "copies": copies, "tp": o.layout.tp, "users": r.w.concurrency,
        "rps": rps, "prompt": r.search.shape.prefilled, "pflops": pflops, "busy": busy, "gpu": o.gpu.name,
        "tps": o.per_user_tps or 0.0, "ttft": o.ttft_s or 0.0, "mfu": PREFILL_MFU}), (
        o.plan.per_gpu.total / 1e9 if o.plan is not None else p.per_gpu.total / 1e9)


def _document_wait(r: Run) -> Msg | None:
    """A stated long context's first token on the named unpriced card (tools.long_prompt_wait), else None."""
    from tools.long_prompt_wait import document_wait, document_wait_unknown

    o = named_card_offer(r)
    held = _unpriced_hold(r)
    if o is not None:  # on the cards the headline plans (held), not the engine's spread over the placeholder machine
        return document_wait(r.search, o, r.asked.seq_len, held[1].layout if held is not None else None)
    g = held[0] if held is not None else None
    unsized = g is not None and not (g.bf16_tflops or g.fp16_tflops)  # no tensor figure held: said, never guessed
    return document_wait_unknown(g.name, r.asked.seq_len) if g is not None and unsized else None


def _one_provider_priced(r: Run) -> Msg | None:
    """The same-provider priced plan (`_same_provider_priced`) when the user kept to one provider."""
    return _same_provider_priced(r, r.w.providers[0]) if r.w.providers and len(r.w.providers) == 1 else None


def _plan_quote(h: Msg | None) -> str | None:
    """The per-GPU-hour quote within the budget that an unpriced plan headline states (`_budget_gpu_hour`), looking
    through "no H100 there, then the plan" (recommend.export_then); None when the headline states none."""
    inner = h.args.get("msg") if h is not None and h.code == "recommend.export_then" else h
    if not isinstance(inner, Msg) or inner.code not in ("recommend.unpriced_plan", "recommend.unpriced_family_plan",
                                                        "recommend.local_only"):
        return None
    b = inner.args.get("budget")
    money = b.args.get("money") if isinstance(b, Msg) and b.code in QUOTE_CODES else None
    return money if isinstance(money, str) else None  # a budget far under any listed price: a "no", never "depends"


QUOTE_CODES = ("recommend.unpriced_plan.budget", "recommend.unpriced_plan.budget_ample")


def _plan_ample(h: Msg | None) -> Msg | None:
    """The listed reference under the headline's quote when the budget looks ample (recommend.unpriced_plan.
    budget_ample), for the budget line; None otherwise."""
    inner = h.args.get("msg") if h is not None and h.code == "recommend.export_then" else h
    b = inner.args.get("budget") if isinstance(inner, Msg) else None
    listed = b.args.get("listed") if isinstance(b, Msg) and b.code == "recommend.unpriced_plan.budget_ample" else None
    return listed if isinstance(listed, Msg) else None


def _place_cards(r: Run) -> list[tuple[GPUSpec, ParallelPlan, float]]:
    """No card stated, a sized training job, and the place asked has no priced machine (a Chinese cloud such as AutoDL
    or Volcano, or mainland China only: `_unpriced_providers`): the cards sold there (tools.compat.CHINA_MARKET_PARTS,
    the export-control list) that hold the job, each with its layout and GPU-hours (`_unpriced_job`, the speed model's
    figure a priced row would print), fewest GPU-hours first. The answer sizes the job on the first instead of "nothing
    can be ranked" (a 72B full fine-tune in 国内 with no GPU-hours, no total and a false "the
    7-day deadline cannot be met"; the key has ≈ 150 GPU-hours, ≈ 10 h on 16 × H800). A service is sized the same
    way with a month's GPU-hours (GPUs × the month's hours), fewest GPUs first, then the fastest memory (decode reads
    the weights every step), as unpriced families are ordered (`family_order`)."""
    serving = r.kind is WorkKind.SERVING
    if r.preferred is None and r.kind is WorkKind.SIZED_TRAINING and r.w.regions and not _unpriced_providers(r):
        return _stated_place_cards(r)  # any other place: the cards its rows rent, priced or not (tools.in_place_cards)
    if r.preferred is not None or r.kind not in (WorkKind.SIZED_TRAINING, WorkKind.SERVING) or not _unpriced_providers(r):
        return []
    if _china_cloud_abroad(r):  # only the cards its rows place there: no row puts Tencent's H20 in Tokyo
        return _stated_place_cards(r)
    out = []
    for g in r.gpus.values():
        if not compat.china_market_part(g.name):
            continue
        p = plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)
        job = None if not p.fits else (0.0, p.layout.num_gpus * month_hours(r.w)) if serving else _unpriced_job(r, g, p)
        if job is not None:
            out.append((g, p, job[1]))
    return sorted(out, key=lambda x: (x[2], -(x[0].bandwidth_gb_s or 0.0), x[0].name))


def _stated_place_cards(r: Run) -> list[tuple[GPUSpec, ParallelPlan, float]]:
    """A sized training job no priced machine of the stated place holds: the cards rented there, priced or not, that
    hold it on a machine there, timed on the house's training-time function (tools.in_place_cards). A service (a
    Chinese cloud asked abroad, `_china_cloud_abroad`) is sized on its layout's GPUs × the month's hours, on the GPUs
    it needs, not the whole machine."""
    serving = r.kind is WorkKind.SERVING
    return in_place_cards(_place_sizes(r), r.gpus, lambda g: plan_layout(r.arch, r.w, g, headroom=r.opts.headroom),
                          (lambda g, p: (0.0, p.layout.num_gpus * month_hours(r.w))) if serving else
                          (lambda g, p: _unpriced_job(r, g, p)), r.w.priority == "fastest",
                          lambda g: export_refused(r.w, r.search.places, g) is not None, whole=not serving)


def _china_cloud_abroad(r: Run) -> bool:
    """A Chinese cloud asked in a place outside mainland China ("only Tencent, data stays in Japan"): the cards sold
    in mainland China (tools.compat.CHINA_MARKET_PARTS) are no plan there unless a catalog row puts one there; the
    plan is then drawn from the cards its rows rent in the place (`_stated_place_cards`). "2 × H20" was quoted for
    Tencent in Tokyo, Frankfurt and Singapore, where no row of the catalog (and no Tencent page) offers an H20."""
    return bool(r.w.regions) and not china_only(r.w.regions, r.search.places)


def _place_sizes(r: Run) -> dict[str, Machine]:
    """The cards rows of the stated place (and stated clouds) rent, a machine's GPUs each (tools.in_place_cards)."""
    said = {p.lower() for p in r.w.providers or []}
    return machine_sizes([row for row in r.rows if not said or row.provider.lower() in said],
                         lambda row: _unpriced_in_place(row, list(r.w.regions or []), r.search.places, said))


def _reference_figure(r: Run, cards: list[tuple[GPUSpec, float]], month: bool,
                      gpus: list[int] | None = None) -> Msg | None:
    """Beside a plan with no price where the user asked, the first of `cards` ((card, GPU-hours) in the plan's order)
    that has a citable price anywhere in the catalog (tools.cost.reference_gpu_hour): its price per GPU-hour in the
    answer's currency (the answer's own exchange rate), the place and source it comes from, and the plan's total at
    that price (GPU-hours × price; a month for a service). A reference labelled with its place, never a quote for the
    place asked; None when no card of the plan is priced anywhere (H20, H800). `gpus`: each card's own plan's GPUs,
    for a sized job planned on several cards sold in the place (`_place_cards`): a reference on a card after the first
    is that card's own plan, said with its GPUs and wall time (GPU-hours ÷ GPUs) — 8 × H800 "≈ 25 min, 3.4 GPU-hours"
    beside a bare "A800 … 180 GPU-hours × ¥5.93" read as two figures for one job."""
    for i, (g, gh) in enumerate(cards):
        found = reference_gpu_hour(r.rows, g.name, r.currency, r.opts.usd_cny, r.opts.fx)
        if found is None or gh <= 0:
            continue
        row, price = found
        other = None
        if gpus and i > 0 and gpus[i] > 0:
            other = Msg(code="recommend.unpriced_plan.reference_other", args={
                "n": gpus[i], "name": g.name, "took": duration(gh / gpus[i]), "first": cards[0][0].name})
        return Msg(code="recommend.unpriced_plan.reference", args={"other": other,
            "name": g.name, "gh": gh, "money": _money(price, r.currency), "total": _money(gh * price, r.currency),
            "provider": row.provider, "region": row.region or "—", "month": month,
            "third": row.confidence == "third-party" or bool(row.marketplace)})
    return None


def _budget_gpu_hour(r: Run, gh: float, job_hours: float | None, gpu: str | None = None,
                     share: float = 1.0) -> Msg | None:
    """Against a stated budget in the answer's currency, the per-GPU-hour quote at which an unpriced plan of `gh`
    GPU-hours (a job's, or a month's for a service) spends exactly the budget: the budget per hour of the plan
    (tools.constraints.hourly_limit: a month ÷ 730 h, a total ÷ the job's hours) ÷ its GPUs, which is the budget ÷ the
    GPU-hours (tools.cost.break_even_gpu_hour). None without such a budget. `share`: the part of the billed GPUs the
    load uses (a bare-metal machine bills all of them), for the far-under verdict only."""
    b = effective_budget(r.w)
    if b is None or b.currency != r.currency or gh <= 0:
        return None
    if job_hours is not None and b.per == "total":  # a total held to the whole job
        even = break_even_gpu_hour(b.amount, gh)
    else:
        per_hour = hourly_limit(b, job_hours)
        hours = job_hours if job_hours is not None else month_hours(r.w)
        even = break_even_gpu_hour(per_hour * hours, gh) if per_hour is not None else None
    if even is None:
        return None
    said = Msg(code="constraints.budget", args={"budget": budget_text(b.amount, b.currency),
                                                "per": Msg(code="period.per", args={"per": b.per})})
    args = {"budget": said, "money": _money(even, r.currency)}
    ref = reference_gpu_hour(r.rows, gpu, r.currency, r.opts.usd_cny, r.opts.fx) if gpu else None
    same = SAME_COMPUTE.get(gpu or "")
    if ref is None and same is not None:
        ref = reference_gpu_hour(r.rows, same, r.currency, r.opts.usd_cny, r.opts.fx)
    # far under is judged on the GPUs the load uses (`share` of those billed on a bare-metal machine): the load on
    # fewer cards elsewhere may still fit the budget, so no "not enough" from a whole machine's idle GPUs
    if ref is not None and even >= ref[1] * AMPLE_OVER_REFERENCE:
        listed = Msg(code="recommend.unpriced_plan.listed", args={
            "card": ref[0].gpu, "ref": _money(ref[1], r.currency), "provider": ref[0].provider,
            "region": ref[0].region or "—"})
        return Msg(code="recommend.unpriced_plan.budget_ample", args={**args, "listed": listed})
    if ref is None or even / share >= ref[1] * FAR_UNDER_REFERENCE:
        return Msg(code="recommend.unpriced_plan.budget", args=args)
    row, price = ref
    # the period compared, said with its figure: the plan's GPU-hours at that listed hour (a month for a service, the
    # whole job for a batch) — 4 × H800 for a month = 2,920 GPU-hours × ¥12.91 (the H100 SXM's hour) ≈ ¥37,697 against
    # ¥2,000 a month, 18.8×; never an hour-to-hour multiple alone under a monthly budget
    return Msg(code="recommend.unpriced_plan.budget_short", args={
        **args, "card": row.gpu, "same": row.gpu != gpu, "gpu": gpu, "ref": _money(price, r.currency),
        "times": f"{price / even:.1f}" if even > 0 else "∞", "provider": row.provider, "region": row.region or "—",
        "total": _money(gh * price, r.currency), "gh": gh, "job": job_hours is not None})


def _ref_beside(budget: Msg | None, ref: Msg | None) -> Msg | None:
    """The priced reference said after an unpriced plan's budget line, unless that line (budget_short) already gives
    the plan's total at the same card's listed hour: the figure is said once."""
    if budget is not None and ref is not None and budget.code == "recommend.unpriced_plan.budget_short" and \
            ref.code == "recommend.unpriced_plan.reference" and ref.args.get("name") == budget.args.get("card"):
        return None
    return ref


# A break-even quote under half the lowest listed price of the plan's card anywhere in the catalog (or of the card with
# the same compute, for a China-market part no row prices: H800 SXM is an H100 SXM with NVLink cut to 400 GB/s, A800 an
# A100 — catalog/data/gpus.csv notes, NVIDIA H800 / A800 datasheets) is no quote one can expect: the budget is said not
# to cover the plan, with that reference, never "❔ not checked" (≤ ¥4.28 per H800-hour asked
# while the lowest listed H100 SXM hour is several times that)
FAR_UNDER_REFERENCE = 0.5
# A break-even quote at least twice the lowest listed hour of the same compute: the budget is said likely to hold (still
# ❔ until the platform quotes), with that listed hour beside it — the mirror of FAR_UNDER_REFERENCE. By hand:
# ¥10,000 ÷ 183 H800-hours = ¥54.78 a GPU-hour against a listed H100 SXM hour of a few ¥10s.
AMPLE_OVER_REFERENCE = 2.0
SAME_COMPUTE = {"H800 SXM": "H100 SXM", "A800 80GB SXM": "A100 80GB SXM", "A800 80GB PCIe": "A100 80GB PCIe"}


def budget_short_said(rec: Recommendation, plan: Msg | None) -> None:
    """An unpriced plan whose budget is far under any listed price of its card (`_budget_gpu_hour`'s budget_short):
    the budget line is ❌ with that reference and the routes within it, never ❔ "not checked"."""
    inner = plan.args.get("msg") if plan is not None and plan.code == "recommend.export_then" else plan
    b = inner.args.get("budget") if isinstance(inner, Msg) else None
    if not isinstance(b, Msg) or b.code != "recommend.unpriced_plan.budget_short":
        return
    msg = Msg(code="constraints.budget_short_of_quote", args=b.args)
    rec.constraints = [c.model_copy(update={"status": "refused", "message": msg})
                       if c.name == "budget" and c.message.code == "constraints.budget_unchecked" else c
                       for c in rec.constraints]


def _unpriced_job(r: Run, g: GPUSpec, p: ParallelPlan) -> tuple[float, float] | None:
    """(run hours, GPU-hours) of a sized training job on the stated card that holds it but has no price: the speed
    model's hours on that layout (tools.speed.estimate_speed, the figure a priced row would print). An offline batch:
    its hours on the plan's GPUs (tools.owned_batch.owned_batch_hours: tokens in ÷ the replicas' prefill rate + tokens
    out ÷ their decode rate). GPU-hours are billed ones (wall hours, start-up included, × GPUs), so the named cards
    of a batch compare per job, not per hour (100k reports × 14k tokens of Qwen3-32B is prefill-bound: an H20 needs
    several times an H800's GPU-hours)."""
    if r.kind is WorkKind.BATCH and r.s is not None:
        got = owned_batch_hours(r.s, g, p.layout.num_gpus)
        return (got[0], billed_gpu_hours(got[0], p.layout.num_gpus)) if got is not None else None
    if r.kind is not WorkKind.SIZED_TRAINING:
        return None
    wp = r.w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing})
    try:
        sp = estimate_speed(r.arch, wp, g, p.layout)
    except SpeedUnknown:
        return None
    if not sp.train_hours:
        return None
    # billed like a priced row (tools.offers.billed_gpu_hours): the wall time said beside it ("约 25 分钟") × the GPUs,
    # start-up included — 8 × H800 for a 10.5 min run said "25 min" beside "1.4 GPU-hours" (8 × 25 min ≈ 3.4)
    return sp.train_hours, billed_gpu_hours(sp.train_hours, p.layout.num_gpus)


def _owned_batch(r: Run, g: GPUSpec, a: dict[str, Any]) -> Msg | None:
    """An offline batch on the user's own cards (tools.owned_batch): its hours on all the cards they own, the deadline
    judged on that time (deadline_by_shown); None for serving or when the batch cannot be timed."""
    if r.kind is not WorkKind.BATCH or r.s is None:
        return None
    got = owned_batch_time(r.s, g, int(r.w.num_gpus or a["n"]))
    if got is None:
        return None
    a["n"] = int(r.w.num_gpus or a["n"])
    if not r.shown_jobs and got[0].code == "owned_batch.time":  # a whole time (never a decode-only floor) is judged
        r.shown_jobs = [(got[1], Msg(code="constraints.gpus_of", args={"n": a["n"], "gpu": g.name}))]
    return got[0]


def second_box_check(r: Run, g: GPUSpec, p: ParallelPlan, msg: Msg, cards: int) -> Msg:
    """The user's own box holds the stated load with room, and a second box was proposed or asked about ("the vendor
    says we need to buy another one", 供应商说得再买一台, Workload.asks_nodes): said first, plainly, that it is not
    needed at this load, and how many users at once this box holds at its serving limit (tools.stated_edge
    .users_at_limit), past which a second box (an independent replica, no RDMA between them) is the step; `cards`: the
    box's GPUs; `msg` as it is when not asked or not a served model."""
    if not r.w.asks_nodes or not serves(r.w.task) or r.kind is WorkKind.BATCH:
        return msg
    f = fit_of(p.per_gpu, g, r.w, 1.0)
    fit = users_at_limit(f, r.w.concurrency, max(1, p.layout.dp), TIGHT_POOL_SHARE)
    if fit < r.w.concurrency:
        return msg
    check = Msg(code="recommend.owned.second_box", args={
        "n": cards, "gpu": g.name, "users": r.w.concurrency, "fit": fit, "context": r.w.seq_len,
        "limit": TIGHT_POOL_SHARE})
    return Msg(code="checked.then", args={"check": check, "msg": msg})


def _owned_speed(r: Run, g: GPUSpec, p: ParallelPlan) -> Msg | None:
    """Serving on the user's own cards that no row prices (an RTX 2080 Ti, a modified 4090 48GB): how fast each of the
    users at once is served and the first token of the assumed prompt (tools.speed.estimate_speed on their layout), so
    "it fits" is never the whole answer for a team; None when the speed cannot be sized (no bandwidth figure), and for
    an offline batch (no one waits on a stream: its time is _owned_batch's). Training with no data size: the
    training tokens/s on their layout and the job's time for the assumed run (owned_train_speed)."""
    if r.kind is WorkKind.OPEN_TRAINING:
        wp = r.w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing})
        try:
            tps = estimate_speed(r.arch, wp, g, p.layout).train_tokens_per_s
        except SpeedUnknown:
            return None
        return owned_train_speed(tps) if tps else None
    if not serves(r.w.task) or r.kind is WorkKind.BATCH:
        return None
    try:
        s = estimate_speed(r.arch, r.w, g, p.layout)
    except SpeedUnknown:
        return None
    n = r.w.concurrency
    if not s.decode_aggregate_expected:
        return None
    prompt = prompt_tokens(r.w)
    ttft = prompt / s.prefill_tokens_per_s if s.prefill_tokens_per_s else None
    full = full_length_sessions(r.arch, r.w, g, p.layout.num_gpus, r.opts.headroom,  # a long window: whole sessions
                                r.s if prompt < r.w.seq_len * 0.9 else None)  # its first token unless said
    return Msg(code="recommend.owned.speed", args={"per_user": s.decode_aggregate_expected / n, "n": n,
                                                   "prompt": prompt, "ttft": ttft, "full": full})


def _unpriced_time(r: Run, g: GPUSpec, p: ParallelPlan) -> Msg | None:
    """How long a sized training job takes on the stated card that holds it but has no price, so "fits" is never the
    whole answer (8 × H800 "holds it" with no time, though H800 has H100 compute: ≈ 1.6 days)."""
    job = _unpriced_job(r, g, p)
    if job is None:
        return None
    return Msg(code="recommend.unpriced_time", args={"took": duration(wall_hours(job[0])), "gh": job[1]})


def _shown_jobs(r: Run, alt: Recommendation, holds: bool) -> list[tuple[float, Msg]]:
    """The sized jobs a nothing-ranked answer names, each (wall hours, its plan) as the answer prints it: the stated
    card that holds the job but has no price (`_unpriced_time`'s hours), then the cheapest plan without the stated
    hardware (its recommended tier's hours, `_job_words`). The deadline verdict reads these (deadline_by_shown)."""
    out: list[tuple[float, Msg]] = []
    g = r.preferred
    if holds and g is not None:
        p = named_card_plan(r, g)
        job = _unpriced_job(r, g, p) if p.fits else None
        if job is not None:
            out.append((wall_hours(job[0]), Msg(code="constraints.gpus_of", args={"n": p.layout.num_gpus, "gpu": g.name})))
    t = next((x for x in alt.spec_range if x.tier == "recommended"), None)
    if alt.candidates and t is not None and t.train_hours and r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        out.append((t.train_hours, plan_machines(alt.candidates[0])))
    return out


def deadline_by_shown(cs: list[Constraint], r: Run) -> list[Constraint]:
    """Nothing ranked, but the answer names a job's time (the stated card that holds it unpriced, or the cheapest
    plan without the stated card): the deadline verdict is judged on that same figure, never "no listed configuration
    finishes" beside "the job takes ≈ 22.5 h" for a 2-day deadline (the verdict and the time were two computations)."""
    if r.top is None and r.w.deadline_hours and not r.shown_jobs:
        return _untimed_deadline(cs, r)
    if r.top is not None or not r.w.deadline_hours or not r.shown_jobs:
        return cs
    first = r.shown_jobs[0][1]
    stated = r.preferred is not None and first.code == "constraints.gpus_of" and first.args.get("gpu") == r.preferred.name
    return [deadline_shown(c, r.w.deadline_hours, r.shown_jobs, batch=r.kind is WorkKind.BATCH, stated_first=stated)
            if c.name == "deadline" else c for c in cs]


def _untimed_deadline(cs: list[Constraint], r: Run) -> list[Constraint]:
    """A batch on the named card that the speed model cannot time (no TFLOPS figure: L20): the deadline is judged on
    its decode alone on the plan's machine (tools.owned_batch.decode_floor), ❌ only when decode alone misses it, else
    not checked with the floor said — never "no listed configuration finishes in 24 h" for a card never timed."""
    g = r.preferred
    p = _batch_boxes_plan(r, g) if g is not None and r.s is not None else None
    if p is None or g is None or r.s is None or owned_batch_hours(r.s, g, p.layout.num_gpus) is not None:
        return cs
    fl = decode_floor(r.s, g, p.layout.num_gpus)
    if fl is None:
        return cs
    status = "refused" if fl[0].args["met"] is False else "unchecked"
    return [c.model_copy(update={"status": status, "message": fl[0]}) if c.name == "deadline" else c for c in cs]


def _unpriced_break_even(r: Run, alt: Recommendation) -> Msg | None:
    """Beside the cheapest priced plan for a stated card that holds the job but has no price (H20, H800 on Chinese
    clouds): its GPU-hours against that plan's, and the price per GPU-hour below which it would cost less (the plan's
    job cost ÷ its GPU-hours, tools.cost.break_even_gpu_hour). "用 H20 呢?" for a full fine-tune got 155 GPU-hours
    and no price or comparison (H20 trains at ~15 % of an H100; say the multiple)."""
    g, t = r.preferred, next((x for x in alt.spec_range if x.tier == "recommended"), None)
    if g is None or t is None or t.job_cost is None or not t.gpu_hours:
        return None
    p = named_card_plan(r, g)
    job = _unpriced_job(r, g, p) if p.fits else None
    below = break_even_gpu_hour(t.job_cost.amount, job[1]) if job is not None else None
    if job is None or below is None:
        return None
    return Msg(code="recommend.unpriced_break_even", args={
        "name": g.name, "gh": job[1], "ref_gh": t.gpu_hours, "ratio": job[1] / t.gpu_hours,
        "job": _money(t.job_cost.amount, r.currency), "money": _money(below, r.currency)})


def route_resolved(r: Run, w_route: Workload) -> Resolved:
    """A route's workload resolved as the answer's own is: a precision the route leaves unset is the model's release
    format (`_native`: gpt-oss's MXFP4), never the BF16 default ("FP8 KV cache: ≈ 234.7 GB per GPU" for
    gpt-oss-120b, its 116.8 B parameters sized at 2 bytes beside an MXFP4 answer needing ≈ 66.5 GB)."""
    # a training route keeps its own precision rule (QLoRA's NF4 base, LoRA's 16-bit): an FP8 release format is no
    # training precision (DeepSeek-V3's FP8 made the QLoRA route a validation error)
    training = w_route.task is not None and not serves(w_route.task)
    return resolve(w_route if training else _native(r.arch, w_route)[0])[0]


def stated_plan(r: Run, w: Resolved | None = None) -> tuple[ParallelPlan, Fit, GPUSpec] | None:
    """The plan on the stated hardware (the named card, else the largest card for a stated count) at the stated
    load, and its fit by the engine's test: the one figure the refusal, pitfall 1 and the routes quote."""
    own = w is None  # the answer's own load: a batch on the named card is laid out as named_card_plan says
    w = w or r.w
    g = r.preferred or _largest(r.gpus, w)
    if g is None or not g.memory_bytes:
        return None
    if own and g is r.preferred and not w.num_gpus:
        p = named_card_plan(r, g)
        return p, fit_of(p.per_gpu, g, w, r.opts.headroom), g
    if batch_on_stated_cards(r, w):  # a batch holds what fits beside the weights, never the engine's cap of 256
        w = in_flight_on_stated(r.arch, w, g, headroom=r.opts.headroom)
    p = plan_layout(r.arch, w, g, headroom=r.opts.headroom)
    return p, fit_of(p.per_gpu, g, w, r.opts.headroom), g


def batch_on_stated_cards(r: Run, w: Resolved) -> bool:
    """An offline batch (no agent loop, no stated number in flight) on a stated card and count: its memory test is the
    batch those cards hold (tools.stated_batch), not VLLM_MAX_NUM_SEQS sequences."""
    return (r.kind is WorkKind.BATCH and r.preferred is not None and bool(w.num_gpus) and r.asked.concurrency is None
            and not w.agent_turns and bool(w.batch_requests))


def over_fleet(r: Run) -> Msg | None:
    """A stated GPU count over the largest cluster a job is priced on (tools.offers.MAX_NODES machines of ONE_BOX_GPUS):
    the reason is that no one rents that many as one job, not memory (520 GPUs for an 8B full
    fine-tune was "it takes 520 × GB300 to hold", for a model one GPU holds)."""
    n = r.w.num_gpus
    if not n or "num_gpus" not in r.opts.stated or n <= MAX_NODES * ONE_BOX_GPUS:
        return None
    return Msg(code="recommend.why_not.over_fleet", args={"n": n, "nodes": MAX_NODES, "box": ONE_BOX_GPUS,
                                                          "most": MAX_NODES * ONE_BOX_GPUS})


def _why_not(r: Run) -> Msg:
    """The reason a stated card or count fails, from the memory estimate on that card (tools.fit's one figure)."""
    g = r.preferred or _largest(r.gpus, r.w)
    if g is None:
        return Msg(code="recommend.why_not.unknown_card")
    rocm = compat.rocm_problem(g, r.w.task, r.w.framework, r.w.precision, r.w.kv_precision if serves(r.w.task) else None,
                               cuda_needed=bool(r.w.cuda_needed))
    if rocm is not None:
        return rocm
    engine = compat.framework_problem(g, r.w.framework) if serves(r.w.task) else None
    if engine is not None:  # vLLM stated on a P100: the engine does not start there, whatever the memory
        return engine
    got = stated_plan(r)
    assert got is not None
    p, f, g = got
    n = r.w.num_gpus or p.layout.num_gpus
    if not p.fits or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
        if _size_said(r):  # "my 24GB card": the size they said, not a card name
            return Msg(code="recommend.why_not.needs_size", args={"n": n, "cap": r.w.max_gpu_memory_gib,
                                                                   "need": need_words(f)})
        return Msg(code="recommend.why_not.needs", args={"n": n, "gpu": g.name, "need": need_words(f)})
    # the export rules decide the card there, not the catalog's coverage
    export = offered_not(r, g)
    if export is None and p.layout.num_gpus > ONE_BOX_GPUS:  # fits only as a cluster (full R1 on 56 T4s): the count
        return Msg(code="recommend.why_not.cluster", args={"n": p.layout.num_gpus, "gpu": g.name, "box": ONE_BOX_GPUS})
    return export or Msg(code="recommend.why_not.filtered")


def without_margin(r: Run) -> Msg | None:
    """The stated hardware refused only by the × 1.2 safety headroom: its own estimate is under the usable memory, so
    it "fits without margin (× 1.06): borderline, test it" — never a flat "no" (70B LoRA on 2 × A100
    80GB, 80.2 GB per GPU of 85.2 usable, answered "cannot do this")."""
    got = stated_plan(r)
    if got is None:
        return None
    p, f, g = got
    if f.fits or f.rule != "headroom" or not f.estimate or f.estimate > f.usable:
        return None
    if r.w.num_gpus and p.layout.num_gpus != r.w.num_gpus:
        return None
    return Msg(code="recommend.fits_without_margin", args={
        "n": p.layout.num_gpus, "gpu": g.name, "need": f.estimate / 1e9, "usable": f.usable / 1e9,
        "real": f.usable / f.estimate, "headroom": r.opts.headroom})


HARDWARE_CONSTRAINTS = ("gpu", "gpus", "gpu_memory_max")  # the stated card, count or card size


def margin_lines_agree(out: Recommendation) -> Recommendation:
    """The headline says the stated hardware fits without the × 1.2 margin (`without_margin`: borderline, test it):
    the card and count lines under it say the same tight fit (⚠️ adjusted), never "❌ does not fit" — 2 × A800 80GB for
    a 70B LoRA was headed "fits without margin (74.6 of 85.9 GB)" over "❌ 2 GPUs: does not fit"."""
    edge = out.headline.find("recommend.fits_without_margin") if out.headline is not None else None
    yes = None if out.headline is None else out.headline.find("recommend.offload_yes") or \
        out.headline.find("recommend.measured_yes")
    if edge is None and yes is None:
        return out
    refused = [c for c in out.constraints if c.name in HARDWARE_CONSTRAINTS and c.status == "refused"]
    for i, c in enumerate(refused):
        c.status = "adjusted"
        first = Msg(code="recommend.fits_without_margin_line", args=edge.args) if edge is not None else \
            Msg(code="recommend.offload_yes_line", args={"tight": yes.args.get("tight") if yes else None})
        c.message = first if i == 0 else Msg(code="recommend.tight_see_the_line" if edge is not None or (
            yes is not None and yes.args.get("tight")) else "recommend.see_the_line")
    return out


def _hardware_refused(rec: Recommendation) -> list[Constraint]:
    return [c for c in rec.constraints if c.name in HARDWARE_CONSTRAINTS and c.status == "refused"]


def stated_route(rec: Recommendation, r: Run) -> Recommendation:
    """Stated hardware that refuses the work at its precision: compute the lower-precision routes on it
    (tools.routes, least lossy first) and answer with the first that fits, "no in BF16 (figures); yes in INT4
    (figures)"; when none fits, each route's figures join the refusal. Never a flat "no" when a quantised
    model fits, never a route the user is already at or below, never one the card's kernels cannot run."""
    refused = _hardware_refused(rec)
    if not (r.opts.routes and r.opts.explore and refused):
        return rec
    base = stated_plan(r)
    if base is None or (base[0].fits and not (r.w.num_gpus and base[0].layout.num_gpus > r.w.num_gpus)):
        # the stated hardware holds it by memory (on more cards than any priced machine has: 56 × T4 for DeepSeek-R1),
        # refused for a price or a filter, not for precision; a smaller model of its family on those cards is still
        # the expert's first alternative (full R1 on T4s → an R1 distill that fits them)
        if not rec.candidates and offered_not(r, r.preferred) is None:  # not on offer: no model helps
            rec.nothing_fits[1:1] = [m for m in smaller_model(r) if m.code != "recommend.way.no_smaller_model"]
        return rec
    tried: list[Msg] = []
    serving = r.kind in (WorkKind.SERVING, WorkKind.BATCH)
    routes = (stated_hardware_routes(r.arch, r.asked, r.w, r.preferred) if serving
              else training_routes(r.asked, r.w, r.preferred, wall=largest_term(base[0].per_gpu)))
    memory = memory_routes(r.asked, r.w)  # adapters: the loss, checkpointing, micro-batch, sequence
    if r.w.task == "lora":  # the standard route for a LoRA that does not fit: QLoRA on the same cards, computed
        routes = [qlora_route(r, memory)]
    routes = [*memory[:-1], *routes, *memory[-1:]] if memory and memory[-1][1].seq_len != r.w.seq_len \
        else [*memory, *routes]  # a shorter sequence changes the job: tried after QLoRA, never before it
    last: Resolved | None = None  # the last route tried: the one its line and the users it holds are said at
    for i, (label, w_route) in enumerate(routes):
        got = stated_plan(r, route_resolved(r, w_route))
        if got is None:
            continue
        p, f, _ = got
        last = route_resolved(r, w_route)
        if not f.fits or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
            edge = borderline(f)
            v = verdict_words(f, short=True)
            tried.append(Msg(code="recommend.with", args={
                "label": label, "v": v, "part": Msg(code="recommend.with.yes", args={"edge": edge}) if edge else None}))
            continue
        alt = recommend(r.arch, w_route, r.gpus, r.rows, replace(r.opts, routes=False))
        # a closest plan beside a ❌ (_closest_to_stated_floor) is no pass: judged below as too slow on the stated card
        missed = any(c.name == "per_user_speed" and c.status == "refused" for c in alt.constraints)
        if alt.candidates and not _hardware_refused(alt) and not missed:
            label, w_route, alt, f, slower = better_route_on_stated(r, routes[i + 1:], (label, w_route, alt, f))
            # an engine change that keeps the optimizer (torchtune's FSDP recipe) is said against the engine's memory
            # defaults, never as "not with AdamW" beside a plan that runs AdamW
            engine = w_route.framework != r.asked.framework and w_route.optimizer == r.asked.optimizer
            out = _adopt_route(rec, alt, r, base[1], label, f, memory=engine or any(w_route is m[1] for m in memory))
            roomier = slower or (roomier_route(r, routes[i + 1:]) if serving and (f.thin or f.tight) else None)  # passed over
            if roomier is not None:  # FP8 only just fits (32k contracts on 2 × A6000): the 4-bit weights that leave room
                out.beside_pick.insert(0, roomier)
            return out
        v = verdict_words(f, short=True)
        slow = route_speed(r, w_route)
        if slow is not None and r.kind is WorkKind.SERVING and (floor := per_user_target(r.w)) and \
                (slow.per_user_tps or 0.0) < floor * (1 - 1e-9):
            speed = speed_miss(r, slow, floor)
            rec.constraints = [_stated_card_too_slow(c, speed, label) for c in rec.constraints]
            tried.append(Msg(code="recommend.with_but_too_slow", args={"label": label, "v": v, "speed": speed}))
            continue
        why = blockers(alt)
        tried.append(Msg(code="recommend.with_but_blocked", args={"label": label, "v": v, "why": why})
                     if why else Msg(code="recommend.with_but_no_priced", args={"label": label, "v": v}))
        if stated_card_holds_route(r, alt):  # "can one RTX PRO 6000 run Llama 4 Scout?": yes in INT4, said first
            _say_routes(rec, r, base[1], tried)
            rec.headline = owned_route_headline(rec, r, label, v, w_route, slow, base[1], owned=False) or rec.headline
            # the route holds every user at the stated context: "all fit at a shorter context" is no way forward
            rec.nothing_fits = [m for m in rec.nothing_fits if m.code not in SHORTER + PARTLY]
            rec.beside_pick = [m for m in rec.beside_pick if m.code not in SHORTER + PARTLY]
            return rec
        if r.w.owned_gpus and not _blocked_beyond_card(alt, owned=True):  # the user's own cards hold it: no rental
            return _owned_route_answer(rec, r, base[1], tried, routes[i + 1:], (label, w_route, got, v, slow, last))
    _say_routes(rec, r, base[1], tried, last)
    from tools.session_kv_pick import sessions_no_lead  # a box short of the open sessions: "No" leads (tools.session_kv)

    return sessions_no_lead(_one_machine_instead(rec, r, base[1]) or fp8_kv_instead_of_copies(rec, r, base[0].per_gpu)
                            or rec, r)


def reasoning_edge_route(rec: Recommendation, r: Run) -> Recommendation:
    """A reasoning model served on the user's own cards that hold the asked precision only at the edge of vLLM's pool
    (thin or tight) or under the per-user floor: the first lower-precision route that works there (working_route: FP8
    KV, then FP8 weights, ...) leads, as when the asked precision does not fit at all (stated_route), and the asked plan
    is named beside it with its figures and the quality-test note (recommend.serving_weaker_route). Its thinking
    tokens fill the KV cache at every user's full context, so a pool at 96 % is no serving plan. By hand, QwQ-32B on an
    owned 2 × A100 80GB for 25 users at 12,288 tokens (8,192 of thinking): BF16 weights 32.8 GB a card + BF16 KV
    25 × 12,288 × 256 KiB ÷ 2 ≈ 40.3 GB ≈ 73.6 GB of the 76.7 GB pool (96 %); FP8 KV halves the KV (≈ 20 GB: ≈ 53 GB,
    70 %), and each decode step reads ≈ 53 GB at ≈ 2 TB/s: ≈ 37 tokens/s per user. The answer unchanged otherwise, and
    where the user said the precision (it is kept, its edge said by stated_edge_lead)."""
    if not (r.opts.routes and r.opts.explore and r.kind is WorkKind.SERVING and r.w.owned_gpus and thinks(r.w)
            and rec.candidates and not _hardware_refused(rec)) or precision_stated(r):
        return rec  # a precision the user said ("Qwen3-14B 的 BF16") is kept, its edge said (stated_edge_lead)
    base = stated_plan(r)
    if base is None or not base[1].fits or (r.w.num_gpus and base[0].layout.num_gpus > r.w.num_gpus) \
            or route_works(r, rec, base[1]):
        return rec
    got = working_route(r, stated_hardware_routes(r.arch, r.asked, r.w, r.preferred))
    if got is None:
        return rec
    label, _, alt, f = got
    label = recipe_for_plan(label, alt.candidates[0].layout.num_gpus)
    now = _now_words(r)
    judged = [m.args.get("tps_now") for m in rec.beside_pick if m.code == "recommend.owned.top_up"]
    if alt.headline is not None:
        alt.headline = Msg(code="recommend.adopt_route", args={"no": Msg(code="recommend.reasoning_edge_route", args={
            "now": now, "short_words": short_words(base[1]), "label": label, "short_words_2": short_words(f)}),
            "headline": alt.headline})
    alt.beside_pick.insert(0, Msg(code="recommend.serving_weaker_route", args={
        "label": now, "v": verdict_words(base[1], short=True),
        "tps": judged[0] if judged and judged[0] else rec.candidates[0].per_user_tokens_per_s,
        "floor": route_floor(r), "users": r.w.concurrency, "thin": base[1].thin or base[1].tight}))
    alt.assumptions.insert(0, Msg(code="recommend.chosen_reasoning_room", args={"label": label, "now": now}))
    return alt


def route_in_flight(r: Run, w_route: Workload) -> int:
    """The sequences in flight a route's batch holds on the stated cards (tools.stated_batch)."""
    got = stated_plan(r, route_resolved(r, w_route))
    w = route_resolved(r, w_route)
    return in_flight_on_stated(r.arch, w, got[2], headroom=r.opts.headroom).concurrency if got else 0


def better_route_on_stated(r: Run, later: list[tuple[Msg, Workload]], first: tuple[Msg, Workload, Recommendation, Fit]
                           ) -> tuple[Msg, Workload, Recommendation, Fit, Msg | None]:
    """The route that leads on the stated cards (its label matched to the plan's recipe, recipe_for_plan), and the line
    that names the first fitting one when another leads: serving on owned cards, the first later route that works
    there when the first does not (working_route); a batch on stated cards, the route that finishes first
    (faster_batch_route). `first` as it is, with no line, otherwise."""
    label, w_route, alt, f, line = _better_route(r, later, first)
    return recipe_for_plan(label, alt.candidates[0].layout.num_gpus), w_route, alt, f, line


def _better_route(r: Run, later: list[tuple[Msg, Workload]], first: tuple[Msg, Workload, Recommendation, Fit]
                  ) -> tuple[Msg, Workload, Recommendation, Fit, Msg | None]:
    """better_route_on_stated before the recipe is matched."""
    label, w_route, alt, f = first
    if r.kind is WorkKind.SERVING and r.w.owned_gpus and thinks(r.w) and not route_works(r, alt, f):
        got = working_route(r, later)  # the user's cards: the route that works there leads
        if got is None:
            return label, w_route, alt, f, None
        judged = [m.args.get("tps_now") for m in alt.beside_pick if m.code == "recommend.owned.top_up"]
        return (*got, Msg(code="recommend.serving_weaker_route", args={  # the full-context figure when judged
            "label": label, "v": verdict_words(f, short=True),
            "tps": judged[0] if judged and judged[0] else alt.candidates[0].per_user_tokens_per_s,
            "floor": route_floor(r), "users": r.w.concurrency, "thin": f.thin or f.tight}))
    if batch_on_stated_cards(r, r.w):  # a batch on the user's cards: the route that finishes first leads
        fast = faster_batch_route(r, later, alt)
        if fast is not None:
            return (*fast, Msg(code="recommend.batch_slower_route", args={
                "label": label, "v": verdict_words(f, short=True), "took": duration(wall_hours(alt.job_hours or 0.0)),
                "n": route_in_flight(r, w_route)}))
    return label, w_route, alt, f, None


def route_floor(r: Run) -> float:
    """Each user's decode floor a route on the user's cards is judged by: the stated one, else the interactive default
    (tools.offers.INTERACTIVE_TOKENS_PER_S)."""
    return per_user_target(r.w) or INTERACTIVE_TOKENS_PER_S


def route_works(r: Run, alt: Recommendation, f: Fit) -> bool:
    """A reasoning model's serving route on the user's own cards that works at the stated load: it fits with room
    (neither thin nor tight: its thinking tokens fill the KV cache at every user's full context) and its pick gives each
    user at least route_floor. A route that only just fits or misses the floor is no headline while a later route on
    the same cards works."""
    tps = alt.candidates[0].per_user_tokens_per_s if alt.candidates else None
    # owned_top_up fires where the speed at the full context the memory is sized for is under the floor
    short = any(m.code == "recommend.owned.top_up" for m in alt.beside_pick)
    return f.fits and not (f.thin or f.tight or short) and (tps is None or tps >= route_floor(r) * (1 - 1e-9))


def working_route(r: Run, later: list[tuple[Msg, Workload]]) -> tuple[Msg, Workload, Recommendation, Fit] | None:
    """The first later route (least lossy first, tools.routes) that works on the user's own cards (route_works).
    By hand, DeepSeek-R1-Distill-Qwen-32B on an owned 2 × L40S for 10 users at 12,288 tokens (8,192 of thinking):
    BF16 weights 32.8 GB a card + FP8 KV 10 × 12,288 × 128 KiB ÷ 2 ≈ 8.1 GB ≈ 41.4 GB of the 43.2 GB pool (96 %), and
    each step reads ≈ 41 GB at 864 GB/s ≈ 19 tokens/s per user; FP8 weights (16.4 GB a card) leave ≈ 25 GB and read
    ≈ 25 GB a step, ≈ 30 tokens/s: FP8 leads, the BF16 route is the alternative. None when none works."""
    for label, w_route in later:
        got = stated_plan(r, route_resolved(r, w_route))
        if got is None or not got[1].fits or (r.w.num_gpus and got[0].layout.num_gpus > r.w.num_gpus):
            continue
        alt = recommend(r.arch, w_route, r.gpus, r.rows, replace(r.opts, routes=False))
        if not alt.candidates or _hardware_refused(alt):
            continue
        if route_works(r, alt, got[1]):
            return label, w_route, alt, got[1]
    return None


def faster_batch_route(r: Run, later: list[tuple[Msg, Workload]], first: Recommendation
                       ) -> tuple[Msg, Workload, Recommendation, Fit] | None:
    """A batch on the user's stated cards that the first fitting route (the least lossy, FP8 weights) holds only at a
    few sequences in flight: the later route that finishes the job soonest on those same cards (4-bit weights leave
    the KV room for more sequences, and a decode step reads fewer bytes), when it is faster by more than the tie
    (tools.ranking.TIE). By hand, QwQ-32B on 2 × L4, 50,000 items of 8,192 tokens out (4.1 × 10⁸ tokens): FP8
    weights ≈ 16.4 GB a card leave room for 3 sequences at 8,353 tokens, ≈ 39 tokens/s over the pair ≈ 123 days;
    AWQ ≈ 9 GB a card leaves room for ≈ 10, several times the decode ≈ 4 weeks or less. None when none is faster."""
    from tools.ranking import TIE  # the module's tie, as batch_machines reads it

    best: tuple[float, Msg, Workload, Recommendation, Fit] | None = None
    for label, w_route in later:
        got = stated_plan(r, route_resolved(r, w_route))
        if got is None or not got[1].fits or (r.w.num_gpus and got[0].layout.num_gpus > r.w.num_gpus):
            continue
        alt = recommend(r.arch, w_route, r.gpus, r.rows, replace(r.opts, routes=False))
        if not alt.candidates or _hardware_refused(alt) or not alt.job_hours:
            continue
        if best is None or alt.job_hours < best[0]:
            best = (alt.job_hours, label, w_route, alt, got[1])
    if best is None or not first.job_hours or best[0] >= first.job_hours * (1 - TIE):
        return None
    return best[1], best[2], best[3], best[4]


def stated_card_holds_route(r: Run, alt: Recommendation) -> bool:
    """A serving question about a stated count of a named card it does not own ("Can one RTX PRO 6000 run Llama 4
    Scout for 5 lawyers on 100k-token contracts?") whose lower-precision route fits those cards but no rental row of
    exactly them is left (blocked only by the card filters: a box of more cards, another card): the answer to the
    question asked is "yes, quantised", with the figure, the speed per user and the quality caveat, before the rentals.
    By hand: Scout INT4 weights ≈ 109 B × 0.5 B ≈ 54.5 GB; KV for 5 × 100k tokens in FP8 on the 12 global layers (the
    36 chunked layers hold 8,192 tokens) ≈ 12 × 2 × 8 × 128 × 1 B × 500k ≈ 12.3 GB + ≈ 1.5 GB chunked; ≈ 67 GB of
    vLLM's 91.8 GB pool: it fits; in BF16 it is ≈ 228 GB and does not. Owned cards have their own headline."""
    return (not r.w.owned_gpus and bool(r.w.num_gpus) and r.preferred is not None
            and r.kind is WorkKind.SERVING and not _blocked_beyond_card(alt))


OWNED_CARD_REASONS = ("gpu", "gpu_count", "gpu_memory")  # rows of other cards or counts: no block on cards one owns
# a rental row planned over more machines than the stated one box is no block on the box the user owns: the route's fit
# there is stated_plan's, on those cards. An owned 2 × RTX 3090 for Gemma-3-27B, 3 open sessions at 131,072 tokens:
# INT4 + FP8 KV holds all 3 over TP 2 (≈ 17.1 of 23.2 GB a card), while the rental search planned its 2 × 3090 row as
# one-card copies (3 copies, 2 machines) and refused it as "more machines than the stated limit"
OWNED_BOX_REASONS = (*OWNED_CARD_REASONS, "nodes")


def _blocked_beyond_card(alt: Recommendation, owned: bool = False) -> bool:
    """A re-run on the user's own cards left empty by more than the card filters (a budget, a deadline, a speed
    target): rows of other cards or sizes are no block when the cards are owned, and no rental row of them is needed;
    on cards the user owns (`owned`), nor are rows planned over more machines than the stated one (OWNED_BOX_REASONS)."""
    kept = OWNED_BOX_REASONS if owned else OWNED_CARD_REASONS
    return any(x.count and x.reason in CONSTRAINT_REASONS and x.reason not in kept for x in alt.rejected)


def qlora_route(r: Run, memory: list[tuple[Msg, Workload]]) -> tuple[Msg, Workload]:
    """QLoRA on the stated cards with the memory settings before it kept on (the last memory route that keeps the
    stated sequence: fused loss, checkpointing, micro-batch 1): QLoRA alone at HF's defaults was said to need 65.9 GB
    per 48 GB card at 16k, most of it the whole FP32 logits a fused loss never holds."""
    kept = [m for m in memory if m[1].seq_len == r.asked.seq_len]
    qlora = Msg(code="recommend.route_qlora")
    if not kept:
        return qlora, r.asked.model_copy(update={"task": "qlora", "precision": None})
    label, w = kept[-1]
    return Msg(code="routes.plus", args={"a": label, "b": qlora}), w.model_copy(update={"task": "qlora", "precision": None})


def _route_link_line(r: Run, rec: Recommendation, plan: ParallelPlan) -> list[Constraint]:
    """The plain-Ethernet link between the user's own machines said back for a route held on them ("four 8 × 4090
    servers linked by 10GbE": INT4 as TP 8 inside each machine × PP across them, each token's hidden state per hop,
    tools.network.stage_link), where the answer has no line on the link yet; empty otherwise."""
    node = owned_node_gpus(r.w)
    if node is None or r.kind is not WorkKind.SERVING or r.preferred is None \
            or any(c.name == "network" for c in rec.constraints):
        return []
    return _owned_link(r, node, plan.layout, plan.layout.dp, r.preferred.name)


def _owned_route_answer(rec: Recommendation, r: Run, base: Fit, tried: list[Msg], later: list[tuple[Msg, Workload]],
                        at: tuple[Msg, Workload, tuple[ParallelPlan, Fit, GPUSpec], Msg, Offer | None, Resolved | None]
                        ) -> Recommendation:
    """stated_route's answer on the user's own cards that hold the work on a route no rental row ranks: the routes
    tried said (a more drastic route is no answer), and the route's yes as the headline, past the pool's edge led by
    the stated machine's "not with headroom" (route_edge_lead). A route that only just fits (thin or tight) gives way
    to the first later one with room on the same cards (roomy_owned_route), the tight one said among those tried."""
    label, w_route, got, v, slow, last = at
    roomy = roomy_owned_route(r, later) if r.kind is WorkKind.SERVING and (got[1].thin or got[1].tight) else None
    if roomy is not None:
        tried.append(Msg(code="recommend.with", args={"label": label, "v": v, "part": None}))
        label, w_route, got = roomy
        last, slow, v = route_resolved(r, w_route), route_speed(r, w_route), verdict_words(got[1], short=True)
    _say_routes(rec, r, base, tried, last)
    rec.headline = owned_route_headline(rec, r, label, v, w_route, slow, base) or rec.headline
    rec.constraints += _route_link_line(r, rec, got[0])
    if rec.headline is not None and rec.headline.code in OWNED_ROUTES:  # the route's hours and power on the cards
        took, power = owned_route_job(r, w_route, got)
        rec.headline.args["took"] = took
        rec.beside_pick = power + [m for m in rec.beside_pick if m.code not in OWNED_POWER]
    rec.headline = route_edge_lead(r, got, route_resolved(r, w_route), rec.headline) if rec.headline else rec.headline
    return rec


def roomy_owned_route(r: Run, later: list[tuple[Msg, Workload]]
                      ) -> tuple[Msg, Workload, tuple[ParallelPlan, Fit, GPUSpec]] | None:
    """On the user's own cards, where the first route that fits does so only just (thin or tight): the first later
    route (tools.routes: only precisions the card's kernels run) that fits the same cards with room, to lead in its
    place; None when none does. By hand, Qwen2.5-72B for 200 seats (≈ 30 at once × 4,096) on an owned 4 × L20 (Ada,
    FP8 tensor cores; 46.4 GB vLLM pools): BF16 weights ≈ 36 GB a card + an FP8 KV cache ≈ 5 GB ≈ 41.8 GB (90 %,
    tight, ≈ 15 tokens/s a user) was the answer's "runs"; FP8 weights ≈ 18 GB a card + the 16-bit KV ≈ 10 GB ≈ 51 %
    of the pool, and each decode step reads about half the bytes: the direct "yes" an engineer gives. A 4-bit route
    never takes the lead this way (its loss is more than an 8-bit one's): it is named beside the tight fit instead
    (roomier_route), and so is any route below a precision the user stated."""
    for label, w_route in later:
        if w_route.precision in FOUR_BIT or str(w_route.precision).startswith("q4") or (
                r.asked.precision is not None and w_route.precision != r.asked.precision):
            continue
        got = stated_plan(r, route_resolved(r, w_route))
        if got is None:
            continue
        p, f, _ = got
        if f.fits and not (f.thin or f.tight) and not (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
            return label, w_route, got
    return None


def roomier_route(r: Run, later: list[tuple[Msg, Workload]]) -> Msg | None:
    """The stated hardware holds the work only just (thin or tight) on the route adopted: the first later route with
    4-bit weights (AWQ/GPTQ, tools.routes.FOUR_BIT) that fits it with room, its figures and per-user speed, named
    beside the pick. By hand: a 70B model on 2 × RTX A6000 (2 × 45.7 GB vLLM pools) with 32k-token chats: FP8 weights
    ≈ 35 GB a card + KV leave ≈ 2 GB spare; AWQ INT4 ≈ 20 GB a card (≈ 40 GB in all) leaves ≈ 46 GB of the two cards
    for the KV cache (≈ 4 × 32k chats at 10 GiB each), and reads half the bytes a decode step. None when none does."""
    for label, w_route in later:
        if w_route.precision not in FOUR_BIT:
            continue
        got = stated_plan(r, route_resolved(r, w_route))
        if got is None:
            continue
        p, f, _ = got
        if not f.fits or f.thin or f.tight or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
            continue
        fast = route_speed(r, w_route) if r.kind is WorkKind.SERVING else None
        return Msg(code="recommend.roomier_route", args={"label": label, "v": verdict_words(f, short=True),
                                                         "tps": fast.per_user_tps if fast is not None else None})
    return None


def route_speed(r: Run, w_route: Workload) -> Offer | None:
    """The fastest plan per user on the stated hardware for a route (a lower precision on the stated card and count)
    at the stated load, with no per-user floor required: the figure a stated per-user target is judged by when the
    route holds the model but no plan of it could be ranked (INT4 Qwen3-30B-A3B on one L40S,
    "fits, but no priced machine passes the other constraints" beside "30 tokens/s per user (not checked)")."""
    free = w_route.model_copy(update={"target_tokens_per_s_per_user": None, "target_tokens_per_s": None,
                                      "target_answer_s": None})
    rr = resolve_run(r.arch, free, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False))
    on = [o for o in any_speed_search(rr, rr.w)[3] if o.per_user_tps]
    return max(on, key=lambda o: (o.per_user_tps or 0.0, -o.hourly), default=None)


def speed_miss(r: Run, o: Offer, floor: float) -> Msg:
    """A plan's per-user speed at the stated load against the stated floor, with its machines and hourly price."""
    return Msg(code="recommend.speed_miss", args={
        "fleet": plan_machines(o), "got": o.per_user_tps, "users": r.w.concurrency,
        "per_user": floor, "money": _money(o.hourly, r.currency)})


def _stated_card_too_slow(c: Constraint, speed: Msg, label: Msg) -> Constraint:
    """A per-user target left unjudged because nothing was ranked, judged on the stated card's route: ❌ with its
    figure (never "not checked" while the answer holds the figure); a later, more aggressive route's figure replaces an
    earlier one's (the line says the route nearest to passing, as the routes line does)."""
    ours = c.message is not None and c.message.code == "recommend.per_user_on_stated"
    if c.name != "per_user_speed" or not (c.status == "unchecked" or ours):
        return c
    return c.model_copy(update={"status": "refused", "message": Msg(code="recommend.per_user_on_stated", args={
        "label": label, "speed": speed})})


# The rejections a stated constraint causes (tools.offers.REASONS), named beside a route that holds the model but was
# not ranked: "no priced machine passes the other constraints" must say which.
CONSTRAINT_REASONS = ("throughput", "ttft", "budget", "region", "provider", "gpu", "gpu_count", "gpu_memory",
                      "deadline", "nodes", "precision", "consumer_serving", "attention_kernel")


def blockers(rec: Recommendation) -> list[Msg]:
    """What left a re-run with no plan, in the order of how many rows each reason removed (most first, at most 3)."""
    got = sorted((x for x in rec.rejected if x.reason in CONSTRAINT_REASONS and x.count), key=lambda x: -x.count)
    return [x.message for x in got[:3]]


def recipe_for_plan(label: Msg, gpus: int) -> Msg:
    """The recipe a route names, matched to the plan it ranked: torchtune's single-device recipe is one GPU, so a plan
    over more GPUs runs its distributed recipe with the same 8-bit AdamW (attack review: "single-device" on 16 GPUs)."""
    inner = label.args.get("recipe") if label.code == "routes.torchtune_instead" else label
    if gpus <= 1 or not isinstance(inner, Msg) or inner.code != "routes.torchtune_single":
        return label
    multi = Msg(code="routes.torchtune_distributed_8bit")
    return Msg(code=label.code, args={**label.args, "recipe": multi}) if inner is not label else multi


def count_speed(r: Run, n: int) -> Offer | None:
    """The fastest plan per user on exactly `n` GPUs at the stated load, with no per-user floor required: the figure
    a refused stated count is refused with ("4 × H100 give ≈ 21 tokens/s per user at 40 users")."""
    w = r.w.model_copy(update={"target_tokens_per_s_per_user": None, "target_tokens_per_s": None})
    on = [o for o in any_speed_search(r, w)[3] if o.total_gpus == n and o.per_user_tps]
    return max(on, key=lambda o: (o.per_user_tps or 0.0, -o.hourly), default=None)


def count_too_slow(rec: Recommendation, r: Run) -> Recommendation | None:
    """A stated GPU count that holds the model but misses the STATED per-user speed: "no, because n cards give each
    user ≈ X tokens/s at this load", and the answer is the cheapest plan that works without the count (the whole
    recommender re-run without num_gpus), never a fleet of n-GPU machines ("40 users at ≥ 30 tok/s on
    4 × H100" became 32 H100 over 8 machines at $69/h while 8 × H100 in one machine does it at $17/h). A count that
    only misses our unstated default floor is answered on that count (_stated_count_at_its_speed)."""
    n, floor = r.w.num_gpus, per_user_target(r.w)
    if (not r.opts.routes or r.kind is not WorkKind.SERVING or not floor or not n or "num_gpus" not in r.opts.stated
            or (r.top is not None and r.top.total_gpus == n)):
        return None
    on = count_speed(r, n)
    if on is None or (on.per_user_tps or 0.0) >= floor:
        return None  # the count does not hold the model (the precision routes answer that), or the miss is elsewhere
    alt = recommend(r.arch, r.asked.model_copy(update={"num_gpus": None}), r.gpus, r.rows,
                    replace(r.opts, routes=False, stated=r.opts.stated - {"num_gpus"}))
    no = Constraint(name="gpus", stated=plural(n, "GPU"), label=Msg(code="recommend.gpus", args={"n": n}),
                    status="refused", message=Msg(code="recommend.count_too_slow", args={
                        "n": n, "gpu": on.gpu.name, "got": on.per_user_tps, "per_user": floor,
                        "users": r.w.concurrency,
                        "money": _money(on.hourly, r.currency)}))
    alt.constraints = [no, *alt.constraints]
    if alt.headline is not None and alt.candidates:
        prefix = Msg(code="recommend.count_too_slow_prefix", args={"n": n, "gpu": on.gpu.name, "got": on.per_user_tps,
                                                                   "per_user": floor})
        alt.headline = Msg(code="recommend.one_machine_instead", args={"prefix": prefix, "headline": alt.headline})
    return alt


def _one_machine_instead(rec: Recommendation, r: Run, f0: Fit) -> Recommendation | None:
    """A stated GPU count that cannot hold the work, answered with several machines of that count: the same card
    in one machine without the count, when it costs at most ONE_MACHINE_TOLERANCE more (three 2-GPU
    L40S machines instead of one 4-GPU box). The refusal stays, with its figures, above the plan."""
    if not rec.candidates or rec.candidates[0].instances <= 1 or "gpus" not in {c.name for c in _hardware_refused(rec)}:
        return None
    alt = recommend(r.arch, r.asked.model_copy(update={"num_gpus": None}), r.gpus, r.rows,  # at the pick's own floor
                    replace(r.opts, routes=False, stated=r.opts.stated - {"num_gpus"},
                            relaxed_floor=r.search.relaxed_floor,
                            usable_floor=r.search.usable_floor))
    if not alt.candidates:
        return None
    a, c = alt.candidates[0], rec.candidates[0]
    tol = one_machine_tolerance(r)
    if a.instances >= c.instances or a.price_per_hour.amount > c.price_per_hour.amount * (1 + tol):
        return None
    n = r.w.num_gpus
    g = r.preferred.name if r.preferred else a.gpu
    prefix = Msg(code="recommend.not_on_the_nearest", args={"n": n, "g": g, "short_words": short_words(f0)})
    if alt.headline is not None:
        alt.headline = Msg(code="recommend.one_machine_instead", args={"prefix": prefix, "headline": alt.headline})
    alt.constraints = _hardware_refused(rec) + alt.constraints
    alt.beside_pick.append(Msg(code="recommend.on_gpu_machines_it", args={
        "n": n, "instances": c.instances, "provider": c.provider, "instance": c.instance,
        "money": _money(c.price_per_hour.amount, rec.currency)}))
    return alt


def fp8_kv_instead_of_copies(rec: Recommendation, r: Run, per: MemoryBreakdown) -> Recommendation | None:
    """A stated count that cannot hold a serving load whose KV cache outweighs the weights (`per`: the stated plan's
    memory per GPU), answered with copies of the machine at a 16-bit cache: the same cards with an FP8 KV cache when
    that needs fewer machines. The cache is what multiplies the copies, and an FP8 cache halves its bytes (vLLM and
    SGLang --kv-cache-dtype fp8; FP8 E4M3 per-tensor scales, vLLM's "Quantized KV Cache" docs), a lever an expert
    pulls before renting twice the machines: 20 coding agents at 204,800 tokens on Qwen3-Coder-480B-A35B are 52 GB of
    16-bit KV each (2 · 62 · 8 · 128 · 2 bytes a token), 26 GB in FP8. Never where the user stated the cache's
    precision; the 16-bit plan stays beside the pick with its price."""
    if (r.kind is not WorkKind.SERVING or not rec.candidates or rec.candidates[0].instances <= 1
            or r.asked.kv_precision is not None or kv_precision_of(r.w) in ("fp8", "int8") or per.kv_cache <= per.weights):
        return None
    alt = recommend(r.arch, r.asked.model_copy(update={"kv_precision": "fp8"}), r.gpus, r.rows,
                    replace(r.opts, routes=False, relaxed_floor=r.search.relaxed_floor,
                            usable_floor=r.search.usable_floor))
    if not alt.candidates or alt.candidates[0].instances >= rec.candidates[0].instances:
        return None
    c = rec.candidates[0]
    if alt.headline is not None:
        alt.headline = Msg(code="recommend.fp8_kv_instead", args={
            "kv": per.kv_cache / 1e9, "weights": per.weights / 1e9, "headline": alt.headline,
            "bigger": _more_memory_per_gpu(r, alt.candidates[0])})
    alt.constraints = _hardware_refused(rec) + [x for x in alt.constraints if x.name not in HARDWARE_CONSTRAINTS]
    alt.beside_pick.append(Msg(code="recommend.fp8_kv_instead.sixteen", args={
        "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, rec.currency)}))
    return alt


CARD_FIELDS = ("gpu_preference", "gpu_only", "num_gpus", "gpu_memory_max")  # the stated card, count and card size


def _more_memory_per_gpu(r: Run, pick: Candidate) -> Msg | None:
    """Copies of a stated card multiplied by the KV cache: the same load (FP8 KV cache) on any card, when a card with
    more memory per GPU holds it on fewer machines for less an hour (8 × H200 141 GB or 8 × B200 180 GB hold the
    weights and the cache that five 8 × H100 80 GB machines split), said with its month; None otherwise or with no
    card stated."""
    if not any(getattr(r.asked, f) for f in CARD_FIELDS):
        return None
    free = r.asked.model_copy(update={"kv_precision": "fp8", **{f: None for f in CARD_FIELDS}})
    got = recommend(r.arch, free, r.gpus, r.rows, replace(r.opts, routes=False, stated=r.opts.stated - set(CARD_FIELDS),
                                                          relaxed_floor=r.search.relaxed_floor,
                                                          usable_floor=r.search.usable_floor))
    b = got.candidates[0] if got.candidates else None
    if b is None or b.instances >= pick.instances or b.price_per_hour.amount >= pick.price_per_hour.amount:
        return None
    return Msg(code="recommend.fp8_kv_instead.bigger", args={
        "fleet": plan_machines(b),
        "money": _money(b.price_per_hour.amount, r.currency),
        "month": money_text(b.price_per_hour.amount * HOURS_PER_MONTH, r.currency, 0)})


def _split_copy(c: Candidate) -> bool:
    """One copy of the work over several machines (tools.machine_split.one_copy_spans_machines on the ranked row)."""
    return c.instances > 1 and one_copy_spans_machines(c)


def redundancy_line(r: Run, rec: Recommendation) -> list[Constraint]:
    """The stated redundancy (Workload.redundancy: "we need HA", 高可用, 双机热备) said back: honoured with the pick's
    replicas and machines and what one lost machine leaves serving, the whole load on the survivors (tools.offers.
    redundant sized it N+1: "must survive one server failure at full capacity", 一台机器挂了也要扛住); refused for work
    that is no online service (training, a batch job: it restarts from a checkpoint instead) or when nothing ranked;
    with zones asked, the regions the catalog lists for the pick's provider and card, and that zones are not in it."""
    v = r.w.redundancy
    if not v:
        return []
    label = Msg(code="recommend.redundancy.label", args={"zones": v == "zones"})
    top = rec.candidates[0] if rec.candidates else None
    if r.kind is not WorkKind.SERVING or top is None:
        why = "recommend.redundancy.not_serving" if r.kind is not WorkKind.SERVING else "recommend.redundancy.no_plan"
        return [Constraint(name="redundancy", stated=v, label=label, status="refused", message=Msg(code=why))]
    lost = 1 if machines_per_copy(top) > 1 else -(-top.replicas // top.instances)  # replicas on one machine
    left = max(top.replicas - lost, 1)
    users = r.w.concurrency
    held = Msg(code="recommend.redundancy.held", args={"replicas": top.replicas, "machines": top.instances,
                                                     "left": left, "users": users, "each": -(-users // left)})
    out = [Constraint(name="redundancy", stated=v, label=label, status="honoured", message=held)]
    if v == "zones":
        regions = sorted({x.region for x in r.rows if x.provider == top.provider and x.gpu == top.gpu and x.region})
        out.append(Constraint(name="zones", stated=v, label=Msg(code="recommend.redundancy.zones_label"),
                              status="unchecked", message=Msg(code="recommend.redundancy.zones", args={
                                  "provider": top.provider, "gpu": top.gpu, "region": top.region,
                                  "regions": regions, "n": len(regions)})))
    return out


def machines_per_copy(c: Candidate) -> int:
    """The machines one copy of the work spans: the plan's machines shared out over its replicas (6 replicas × 16
    H100 on 12 machines of 8: 2 per copy), at least one."""
    return max(1, -(-c.instances // max(c.replicas, 1)))


def _first_job_cost(rec: Recommendation) -> float | None:
    """The job cost of an answer's first ranked row, at its billing (the cost table's figure the answer prints)."""
    if not rec.candidates or not rec.cost_table:
        return None
    return getattr(rec.cost_table[0].cost, f"job_{rec.candidates[0].billing}", None)


def _one_node_job_ok(r: Run, out: Recommendation, alt: Recommendation) -> bool:
    """Training split over RDMA machines is data/FSDP parallel, the routine multi-node case: one machine leads only
    when it meets the deadline (stated, else 30 days: the machines may have been added for it) and its job costs at
    most ONE_MACHINE_TOLERANCE more. By hand, 70B full fine-tune on 200M tokens: 6 × 70e9 × 2e8 = 8.4e19 FLOP; 32 H100
    at 40 % of 989 TFLOPS ≈ 1.8 h × $144/h ≈ $265; 8 × B200 at 40 % of 2.25 PFLOPS ≈ 3.2 h (+ checkpointing) ×
    $39.20/h ≈ $125-160: the one machine leads. Under "fastest" it leads only when it is as fast (within the tie):
    the time decides there, and 2 RDMA nodes at +3.7 % node-hours finish in ≈ 52 % of one node's time."""
    if r.deadline and (alt.job_hours or 0) > r.deadline:
        return False
    if r.w.priority == "fastest" and (alt.job_hours or math.inf) > (out.job_hours or 0.0) * (1 + TIE):
        return False
    a, o = _first_job_cost(alt), _first_job_cost(out)
    return a is not None and o is not None and a <= o * (1 + one_machine_tolerance(r))


def one_node_instead(out: Recommendation, r: Run) -> Recommendation:
    """A pick whose one copy spans machines (TP/PP over InfiniBand or RoCE) when one priced machine of any card holds
    the work: that machine leads, the multi-node plan is named beside it as the alternative. One node keeps every
    byte on NVLink / Infinity Fabric (≈ 900 GB/s a GPU against 50 GB/s for a 400 Gb/s NIC): no fabric to rent, tune
    or lose (DeepSeek-R1 FP8 on "a single 8×H100 node" ranked 2 × 8 × H100 at $72/h ≈ $52.6 k a
    month while one 8 × H200 node, 141 GB a card, holds it at ≈ $28/h ≈ $20 k). The re-run drops only the stated
    card and count (the place, billing, load and speed floors all hold) and keeps to one machine (max_nodes 1).
    Cards the user owns are not swapped for a rental; a re-run that refuses a stated constraint, or a training job
    that one machine finishes only after the deadline, never leads."""
    top = out.candidates[0] if out.candidates else None
    if top is None or not r.opts.routes or not _split_copy(top) or r.w.owned_gpus:
        return out
    alt = recommend(r.arch, without_stated_hardware(r, max_nodes=1), r.gpus, r.rows,
                    replace(r.opts, routes=False, stated=r.opts.stated - set(STATED_HARDWARE)))
    if not alt.candidates or alt.headline is None or any(c.status == "refused" for c in alt.constraints):
        return out
    if not serves(r.w.task) and not _one_node_job_ok(r, out, alt):
        return out
    one = alt.candidates[0]
    if r.w.gpu_only:  # "only H100": a restriction kept, multi-node if need be; the one machine is only named
        return only_card_kept(out, r, top, one)
    alt.headline = Msg(code="recommend.one_node_instead", args={"headline": alt.headline})
    hardware = [c for c in out.constraints if c.name in HARDWARE_CONSTRAINTS]
    alt.constraints = [c if c.status == "refused" else c.model_copy(update={
        "status": "adjusted", "message": Msg(code="recommend.one_node_over_card", args={
            "machines": machines_per_copy(top), "gpu": top.gpu, "one": plan_machines(one)})})
        for c in hardware] + [c for c in alt.constraints if c.name != "nodes" or r.w.max_nodes == 1]  # ours, not said
    alt.beside_pick.insert(0, Msg(code="recommend.multi_node_alternative", args={
        "fleet": plan_machines(top), "money": _money(top.price_per_hour.amount, out.currency),
        "month": _month(r, top.price_per_hour.amount), "machines": machines_per_copy(top),
        "ratio": top.price_per_hour.amount / one.price_per_hour.amount}))
    return alt


def only_card_kept(out: Recommendation, r: Run, top: Candidate, one: Candidate) -> Recommendation:
    """The user restricted the answer to one card ("only H100", "H100 only", 只用H100: Workload.gpu_only): its
    multi-node plan stays the pick, and the one machine of another card that holds the work (one_node_instead's
    re-run) is named beside it with its hour as a share of the pick's, so the restriction is honoured and its cost
    is visible; a card merely named gives way to that machine instead."""
    out.beside_pick.insert(0, Msg(code="recommend.only_card_kept", args={
        "gpu": top.gpu, "machines": machines_per_copy(top), "total": top.instances, "one": plan_machines(one),
        "money": _money(one.price_per_hour.amount, out.currency), "month": _month(r, one.price_per_hour.amount),
        "ratio": one.price_per_hour.amount / top.price_per_hour.amount}))
    return out


def _say_routes(rec: Recommendation, r: Run, f: Fit, tried: list[Msg], last: Resolved | None = None) -> None:
    """The refusal of stated hardware with its figures inline (no "see below" that points at nothing), and each
    lower-precision route computed on it; the users the box holds said at the last route tried (`last`, the line
    they follow), the same figure ways_on_these_cards gives for that route, and a whole long document's first token
    on the box (tools.long_prompt_wait.stated_box_document)."""
    wall = None if serves(r.w.task) else wall_words(r)
    why = Msg(code="recommend.no_the_wall", args={"wall": wall, "verdict_words": verdict_words(f)}) if wall else \
        Msg(code="recommend.no_not_with", args={"now": _now_words(r), "verdict_words": verdict_words(f)})
    shown = tried[-1:]  # the route nearest to fitting (the most aggressive); every one of them failed
    fewer = _users_that_fit(r, last if shown else None)
    shown += [fewer] if fewer is not None else []
    routes = Msg(code="recommend.say_routes", args={"shown": list(shown)}) if shown else None
    refused = _hardware_refused(rec)
    inline = routes if rec.candidates else None  # with nothing ranked the routes are a line of nothing_fits
    part = Msg(code="recommend.say_routes_2.yes", args={"inline": inline}) if inline else None
    for i, c in enumerate(refused):  # the figures once, on the first refused line
        c.message = Msg(code="recommend.say_routes_2", args={"why": why, "part": part}) if i == 0 else \
            Msg(code="recommend.no_see_the_line")
    if routes is not None and not rec.candidates:
        rec.nothing_fits.insert(1, Msg(code="recommend.lower_precision_on_the" if serves(r.w.task) else
                                       "recommend.other_optimizers_on_the" if r.w.task in FULL_TRAINING else
                                       "recommend.other_settings_on_the", args={"routes": routes}))
    # the user's own consumer card: its headline already names the largest model it holds (as a 4-bit GGUF), so the
    # smaller-model re-run's "none fits" at the asked precision (BF16 on vLLM: "Qwen2.5-14B does not fit either") is
    # not said beside it — one check, one fact; a same-family model that does fit (gpt-oss-20b) is still said
    own = None if rec.candidates else own_card_headline(r)
    smaller = [m for m in smaller_model(r) if own is None or m.code != "recommend.way.no_smaller_model"]
    ways = offload_way(r) + official_fp8_way(r) + ways_on_these_cards(r) + _document_on_box(r, last) + \
        smaller + nearest_single_card(r)
    if rec.candidates:
        rec.beside_pick += ways
    else:
        rec.nothing_fits[2:2] = ways
        rec.headline = own or owned_runs_partly(rec, r, ways) or rec.headline
        fp8 = next((m for m in ways if m.code == "recommend.way.official_fp8"), None)
        if fp8 is not None and rec.headline is not None:  # the "no" as asked, then the authors' FP8 that fits
            rec.headline = Msg(code="recommend.headline_then_official_fp8", args={"headline": rec.headline, "way": fp8})


def own_card_headline(r: Run) -> Msg | None:
    """The user's own consumer card (a laptop's, a gaming PC's) that cannot hold the model even in 4-bit: the headline
    is the largest model it does hold and how fast (tools.own_card), never a rental offered as the answer; the
    rentals stay below as the other options. None for other cards or when nothing of the ladder fits."""
    many = r.kind is WorkKind.SERVING and r.w.concurrency > 1
    if not r.w.owned_gpus or (r.w.num_gpus or 1) != 1 or many:
        return None  # one card for one person (a laptop, a gaming PC; a batch run one request at a time there);
        # several users at once are judged on the pool as asked
    from tools.own_card import ladder_on_card

    way = ladder_on_card(r.arch, r.opts.ladder, r.w, r.preferred)
    if way is None or way.code == "own_card.ladder":  # the asked model does not fit: without the default thinking?
        way = _own_card_thinking_off(r) or way
    return Msg(code="own_card.headline", args={"way": way}) if way is not None else None


def _own_card_thinking_off(r: Run) -> Msg | None:
    """The asked model on the user's own card with its default thinking switched off (tools.own_card
    .thinking_off_on_card), where the thinking is the model's default (not said, not asked on) and has a switch (Qwen3
    hybrids, GLM-4.5): an 8 GB laptop asked for Qwen3-8B to write code was told "no" by 8,192 thinking tokens."""
    from tools.own_card import thinking_off_on_card

    t = model_thinking(r.asked.model)
    if t is None or not t.switch or r.asked.thinking is not None or r.asked.thinking_use == "on" \
            or r.asked.output_tokens or r.asked.seq_len:
        return None
    return thinking_off_on_card(r.arch, r.w, r.preferred, thinking_tokens(r.asked), t.switch)


PARTLY = ("recommend.way.fewer_users",)  # the same cards at the stated context, some of the users
# a shorter context than stated is a way below the "no", never the headline's "it runs on your cards": 4 × H100 asked
# for 64k led with "runs on your cards" at 4k (0.2 GB spare) before the "no" for 64k


def route_edge_lead(r: Run, got: tuple[ParallelPlan, Fit, GPUSpec], w: Resolved, msg: Msg) -> Msg:
    """A route on the user's own cards past TIGHT_POOL_SHARE of the pool leads with the stated machine's "not with
    headroom" at the route's own precision (stated_edge_on), never "runs on your cards … fits, tight" alone."""
    p, _, g = got
    n = r.w.num_gpus or p.layout.num_gpus
    return stated_edge_on(r, g, p, (n, max(1, n // max(1, p.layout.num_gpus))), msg, w)


def owned_route_headline(rec: Recommendation, r: Run, label: Msg, v: Msg, w_route: Workload,
                         speed: Offer | None = None, base: Fit | None = None, owned: bool = True) -> Msg | None:
    """The user's own cards that refuse the work at the engine's defaults but hold it with a route computed on them
    (stated_route) that no rental row ranks (a modified RTX 4090 48 GB has no rental offer). A memory setting (a fused
    loss, checkpointing, micro-batch 1: the same job, tools.routes.memory_routes) leads with "yes, with {settings}",
    the defaults' figures after it: QLoRA was said not to fit four 48 GB cards (65.9 GB per card at 16k, HF's
    whole FP32 logits, 16,384 × 151,936 × 14 B ≈ 34.9 GB, most of it) while the fused loss already held the BF16 LoRA
    at ≈ 31.8 GB. A precision or method below the asked one (INT4 for FP8, QLoRA for LoRA) leads with the "no" as
    asked and then the route on the owned cards, with its memory and that its quality is to be checked; serving, with
    each user's decode speed there (route_speed: every user busy, the cards' tensor parallel included), when sized."""
    first = rec.nothing_fits[0] if rec.nothing_fits else None
    if first is None and base is not None:  # a ranked answer has no "nothing fits" line: the defaults' own verdict
        first = Msg(code="recommend.no_not_with", args={"now": _now_words(r), "verdict_words": verdict_words(base)})
    same_job = w_route.precision == r.asked.precision and w_route.task in (None, r.w.task)
    tps = (speed.per_user_tps if speed is not None else _owned_route_tps(r, w_route)) \
        if r.kind is WorkKind.SERVING else None
    # no precision said: the 16-bit default is ours, not the user's, so the cards' "yes" at the route leads and the
    # default's "no" follows it ("现在机房有一台4张L20…够不够": FP8 weights on the owned Ada cards hold it with room)
    below = "recommend.owned_route_unasked" if r.asked.precision is None and w_route.task in (None, r.w.task) \
        else "recommend.owned_route_below"
    code = ("recommend.owned_route_yes" if same_job else below) if owned else \
        ("recommend.stated_route_yes" if same_job else "recommend.stated_route_below")
    hardware = Msg(code="recommend.hardware_yes", args={"num_gpus": r.w.num_gpus, "name": r.preferred.name}) \
        if r.preferred and not owned else None
    return Msg(code=code, args={"model": rec.model, "label": label, "v": v, "first": first, "tps": tps,
                                "link": _route_link(r, w_route) if tps else None,
                                "users": r.w.concurrency, "cards": r.w.num_gpus, "hardware": hardware,
                                "name": r.preferred.name if r.preferred else None,
                                # the default the "no" was sized at: FP8 for DeepSeek-V3 (its released format), not 16-bit
                                "default": r.w.precision.upper()})


def _route_link(r: Run, w_route: Workload) -> str | None:
    """The link the route's tensor-parallel group on the stated cards shares each decode step over (tools.speed.tp_link,
    named by link_label), the one its speed was timed over: a stated NVLink bridge on 2 × RTX 3090 is "NVLink", not
    PCIe; None for one card or no tensor parallel."""
    got = stated_plan(r, route_resolved(r, w_route))
    if got is None or got[0].layout.tp <= 1:
        return None
    return link_label(got[2].vendor, tp_link(got[2], got[0].layout.tp))


OWNED_ROUTES = ("recommend.owned_route_yes", "recommend.owned_route_below", "recommend.owned_route_unasked")


def owned_route_job(r: Run, w_route: Workload, got: tuple[ParallelPlan, Fit, GPUSpec]) -> tuple[Msg | None, list[Msg]]:
    """A route on the user's own cards (a fused loss, 4-bit weights): a sized job's hours there (the speed model on
    the route's plan, `_unpriced_job`, said as the owned headline says them) and the cards' power over those hours,
    or serving's month around the clock (owned_power_of). An owned RTX 3060 12GB that QLoRAs Qwen2.5-7B on 20 M
    tokens with a fused loss got "fits" with no hours and no power: ≈ 4 × 7.6 B × 2e7 ≈ 6.1e17 FLOPs ÷ (25.4 T ×
    ≈ 25 %) ≈ 27 h; 0.17 kW × 27 h ≈ 4.6 kWh."""
    p, _, g = got
    n = r.w.num_gpus or p.layout.num_gpus
    if r.kind not in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        return None, owned_power_of(r, g, n, None, None)
    rr = resolve_run(r.arch, w_route, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False))
    job = _unpriced_job(rr, g, p)
    if job is None:
        return None, []
    took = Msg(code="recommend.owned.unpriced_time", args={"took": duration(wall_hours(job[0])), "gh": job[1]})
    return took, owned_power_of(r, g, n, None, wall_hours(job[0]))


def _owned_route_tps(r: Run, w_route: Workload) -> float | None:
    """Each user's speed for the route on the user's own cards when no rental row of them ranks it (an owned-only
    card): the route's plan on those cards, timed by tools.owned_route_speed."""
    from tools.owned_route_speed import owned_route_tps

    rr = resolve_run(r.arch, w_route, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False))
    got = stated_plan(rr)
    return owned_route_tps(rr.arch, rr.w, got[2], got[0].layout) if got is not None and got[1].fits else None


def owned_runs_partly(rec: Recommendation, r: Run, ways: list[Msg]) -> Msg | None:
    """The user's own cards refuse the work as asked but run it for fewer users or a shorter context: the headline
    says that first ("it runs, but not for everyone at once"), then why not as asked. 两张4090
    跑 70B 给十几个人 led with "不行 … 每卡 83.9 GB" (the BF16 case) while INT4 + FP8 KV on those cards holds 8 of 19
    users at 4k and all 19 at 1k — the key's "能跑但不够十几人用"; a reader reads "no" first."""
    partly = [m for m in ways if m.code in PARTLY]
    first = rec.nothing_fits[0] if rec.nothing_fits else None
    if not r.w.owned_gpus or first is None:
        return None
    if partly and not any(_below_asked(m) for m in partly):
        return Msg(code="recommend.owned_runs_partly", args={"model": rec.model, "ways": partly, "first": first})
    cut = [m for m in ways if m.code in PARTLY + SHORTER]  # "no" as asked first, then what the cards hold
    return Msg(code="recommend.owned_no_then_partly", args={
        "model": rec.model, "ways": cut, "first": first, "below": any(_below_asked(m) for m in cut)}) if cut else None


SHORTER = ("recommend.way.shorter_context",)


def _below_asked(way: Msg) -> bool:
    """A way computed at a precision below the one the user asked for (tools.routes.stated_hardware_routes): the
    headline's "no" as asked comes before it."""
    outer = way.args.get("label")
    inner = outer.args.get("label") if isinstance(outer, Msg) else None
    return isinstance(inner, Msg) and inner.code == "routes.below_asked"


ONE_BOX_GPUS = 8  # the most GPUs the catalog's machines hold in one box (HGX / OAM baseboards)
MIN_CONTEXT = 512  # the shortest context a "shorter context" way forward offers


def _fits_on_cards(r: Run, w: Resolved) -> Fit | None:
    """The engine's fit of `w` on the stated cards (stated_plan), None when the plan does not fit or needs more GPUs
    than stated."""
    got = stated_plan(r, w)
    if got is None:
        return None
    p, f, _ = got
    return f if f.fits and not (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus) else None


def ways_on_these_cards(r: Run) -> list[Msg]:
    """On stated cards that refuse the work, the changes an expert tries on those same cards, each checked by
    re-running the memory calculator: training, gradient checkpointing and then half the sequence length; serving,
    the most aggressive precision route the kernels run (or the stated one) at fewer users, then at a shorter context
    only when that route does not hold every user at the stated context. Only the ones that fit are named, with their
    figures."""
    if not r.opts.explore or r.preferred is None and not r.w.num_gpus:
        return []
    if not serves(r.w.task):
        return _training_ways(r)
    routes = stated_hardware_routes(r.arch, r.asked, r.w, r.preferred) if r.kind is WorkKind.SERVING else []
    label, w = (routes[-1][0], route_resolved(r, routes[-1][1])) if routes else (None, r.w)
    out: list[Msg] = []
    users = r.w.concurrency
    n = users_held(r, w) if users > 1 else None
    if n is not None:
        if 0 < n < users:
            out.append(Msg(code="recommend.way.fewer_users", args={"n": n, "users": users, "ctx": w.seq_len,
                                                                    "label": _way_label(label)}))
    if _fits_on_cards(r, w) is not None:  # the route holds every user at the stated context: that is the answer, and
        return out  # half the context is no way forward (an owned 2 × RTX 3090 for Gemma-3-27B at 131,072 tokens, 3
        # open sessions: INT4 + FP8 KV ≈ 17.1 of 23.2 GB a card led, yet "all 3 fit at 65,536 tokens" was offered)
    ctx = w.seq_len // 2
    while ctx >= MIN_CONTEXT:
        f = _fits_on_cards(r, w.model_copy(update={"seq_len": ctx, "prompt_tokens": None}))
        if f is not None:
            out.append(Msg(code="recommend.way.shorter_context", args={
                "ctx": ctx, "users": users, "label": _way_label(label), "v": verdict_words(f, short=True)}))
            break
        ctx //= 2
    return out


def _way_label(label: Msg | None) -> Msg | None:
    return Msg(code="recommend.way.label", args={"label": label}) if label is not None else None


def _training_ways(r: Run) -> list[Msg]:
    """Training on stated cards: gradient checkpointing (when the plan is not already on it), then with it half the
    sequence length, each the memory calculator re-run on those cards."""
    out: list[Msg] = []
    if not r.w.gradient_checkpointing:
        f = _fits_on_cards(r, r.w.model_copy(update={"gradient_checkpointing": True}))
        if f is not None:
            return [Msg(code="recommend.way.checkpointing", args={"v": verdict_words(f, short=True)})]
    seq = r.w.seq_len // 2
    if seq >= MIN_CONTEXT:
        f = _fits_on_cards(r, r.w.model_copy(update={"gradient_checkpointing": True, "seq_len": seq}))
        if f is not None:
            out.append(Msg(code="recommend.way.shorter_sequences", args={"seq": seq, "v": verdict_words(f, short=True)}))
    return out


def offload_way(r: Run) -> list[Msg]:
    """On the user's own card with its system RAM said, a mixture of experts it cannot hold: llama.cpp's expert offload
    (tools.expert_offload: experts in RAM, the rest on the card, a decode bound from RAM bandwidth); [] otherwise
    (gpt-oss-120b on a 32 GB RTX 5090 with 64 GB RAM got no local route). A stated card that is not the user's own,
    for one user: the CPU/GPU hybrid route with the host RAM its experts need (tools.expert_offload.hybrid_route:
    DeepSeek-V3 on one RTX 4090 at 128k ≈ 388 GB of RAM, ≤ 7 tokens/s), never a first-token time on the card alone."""
    from tools.expert_offload import expert_offload, hybrid_route, offload_precision

    if r.preferred is None or not serves(r.w.task):
        return []
    if not r.w.owned_gpus:  # a stated card that cannot hold an MoE, for one user: the hybrid route and its host RAM
        one = r.kind is WorkKind.SERVING and r.w.concurrency <= 1 and r.w.framework != "llama.cpp"
        hybrid = hybrid_route(r.arch, r.w, r.preferred, r.w.num_gpus or 1) if one else None
        return [hybrid] if hybrid is not None else []

    got = expert_offload(r.arch, r.w, r.preferred, r.w.host_ram_gib, r.w.num_gpus or 1,
                         offload_precision(r.w, r.asked.precision is not None))
    return [got] if got is not None else []


def smaller_model(r: Run) -> list[Msg]:
    """Serving on stated cards that cannot hold the model: a model of the next size class down in the same family
    (tools.arch.next_size_down over `Options.family`) that the recommender places on those same cards at the stated
    load and context, with its per-user speed and memory there (a re-run, so every figure is the search's own), or that
    none of that class fits (never a model two classes down: a 70B question is not answered with a 3B). An expert
    names a smaller model beside quantisation and fewer users
    (2 × RTX 4090 for a 70B got routes and other cards, never "Llama-3.1-8B runs on them")."""
    if r.kind is not WorkKind.SERVING or not r.opts.explore or (r.preferred is None and not r.w.num_gpus):
        return []
    if r.preferred is not None and compat.framework_problem(r.preferred, r.w.framework) is not None:
        return []  # the engine does not start on the card at all (a Tesla K80): no model of any size runs there
    smaller = next_size_down(r.arch, r.opts.family)
    if not smaller:
        return []
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    rows = [(a, first_row(a, r.asked.model_copy(update={"model": a.name}), r.gpus, r.rows, opts)) for a in smaller]
    # no count stated ("我们只有T4"): one machine of those cards first, the largest model it holds; a model that needs
    # several machines of a small card (R1-Distill-Qwen-32B on 2 × 8 T4) only when no model fits one
    one_box = [(a, c) for a, c in rows if c is not None and c.instances == 1]
    for a, c in (one_box if not r.w.num_gpus and one_box else rows):
        if c is not None and not (r.w.num_gpus and int(c.gpu_count) * c.instances > r.w.num_gpus):  # on these cards
            base: dict[str, MsgArg] = {"model": a.name, "users": r.w.concurrency, "ctx": r.w.seq_len,
                                       "gb": c.per_gpu_bytes / 1e9, "tps": c.per_user_tokens_per_s, "asked": r.arch.name}
            if r.w.owned_gpus:  # the user's own cards: no rental named or priced
                return [Msg(code="recommend.way.smaller_model_owned", args=base | {
                    "n": int(c.gpu_count) * c.instances, "gpu": c.gpu})]
            return [Msg(code="recommend.way.smaller_model", args=base | {
                "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, r.currency)})]
    # the user's own cards, or stated cards with no priced row to rank (L20, a mainland part with no public price:
    # "Qwen3-32B does not fit 8 × L20 either" was the re-run finding no row, never the memory model's answer)
    unpriced = r.preferred is not None and not any(row.gpu == r.preferred.name and _has_price(row) for row in r.rows)
    held = _smaller_on_owned(r, smaller) if r.w.owned_gpus or unpriced else None
    if held is not None and not r.w.owned_gpus:
        held = Msg(code=held.code, args=held.args | {"unpriced": True})
    return [held or Msg(code="recommend.way.no_smaller_model", args={"models": [a.name for a in smaller]})]


def _device_budget(r: Run) -> int | None:
    """The GPU's own usable bytes on an owned unified-memory machine (a Mac: tools.owned_device.usable_bytes, the
    default ≈ 75 % share the headline states), else None (the serving engine's share of a card)."""
    return usable_bytes(r.preferred, r.w)[2] if r.preferred is not None and owned_only(r.preferred) else None


def official_fp8_way(r: Run) -> list[Msg]:
    """Serving asked in 16-bit ("不量化", "no quantization", "keep it bf16") on stated cards that cannot hold it, for a
    model whose authors publish their own FP8 checkpoint (ModelArch.fp8_checkpoint: Qwen/Qwen3-235B-A22B-FP8): that
    release sized on the same cards at the stated load, named as the trade-off the user may accept (the makers' own
    fine-grained FP8, not a community quantisation); [] when the model has none, the cards lack FP8 tensor cores or
    it does not fit either. Worked: Qwen3-235B-A22B × 30 users × 12,288 tokens on 8 × L20 (48 GB): BF16 ≈ 470 GB of
    weights > 8 × 46.4 GB pools; FP8 ≈ 235 GB + KV 30 × 12,288 × 188 KiB/token (94 layers × 2 × 4 KV heads × 128 ×
    2 B) ≈ 71 GB ≈ 306 GB < ≈ 371 GB: fits."""
    if r.kind is not WorkKind.SERVING or not r.opts.explore or r.preferred is None or not r.arch.fp8_checkpoint \
            or r.asked.precision not in ("bf16", "fp16") or not r.preferred.fp8_support:
        return []
    f = _fits_on_cards(r, r.w.model_copy(update={"precision": "fp8"}))
    if f is None:
        return []
    return [Msg(code="recommend.way.official_fp8", args={"repo": r.arch.fp8_checkpoint, "asked": r.asked.precision.upper(),
                                                        "users": r.w.concurrency, "ctx": r.w.seq_len,
                                                        "v": verdict_words(f, short=True)})]


def _smaller_on_owned(r: Run, smaller: list[ModelArch]) -> Msg | None:
    """On the user's own cards with no priced row of them (nothing for the re-run to rank), the smaller model held by
    the memory model on those cards at the stated load (stated_plan's test, its release format: gpt-oss-20b in MXFP4
    ≈ 13 GB on a 32 GB RTX 5090), its per-user speed there (tools.owned_route_speed); None when none of them fits
    ("gpt-oss-20b does not fit these cards either" on a 32 GB card)."""
    n = r.w.num_gpus or 1
    for a in smaller:
        w = resolve(_native(a, r.asked.model_copy(update={"model": a.name, "params_b": None,
                                                                "active_params_b": None}))[0])[0]
        g = r.preferred or _largest(r.gpus, w)
        if g is None or not g.memory_bytes:
            continue
        p = plan_layout(a, w, g, headroom=r.opts.headroom)
        if fit_of(p.per_gpu, g, w, r.opts.headroom).fits and p.layout.num_gpus <= n:
            from tools.owned_route_speed import owned_route_tps

            # the offered model's speed on those cards, as the owned routes time theirs (gpt-oss-20b on a 273 GB/s
            # M4 Pro: ≈ 2 GB of active weights and the users' KV a step); None only without the card's bandwidth
            return Msg(code="recommend.way.smaller_model_owned", args={
                "model": a.name, "users": r.w.concurrency, "ctx": w.seq_len, "gb": p.per_gpu.total / 1e9,
                "tps": owned_route_tps(a, w, g, p.layout), "asked": r.arch.name, "n": p.layout.num_gpus,
                "gpu": g.name})
    return None


def swaps_on_stated(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], opts: Options) -> Msg | None:
    """A context above the model's maximum asked on stated (or owned) cards: each longer-context model the answer names
    instead, sized on those same cards at the asked context and load by the engine's own fit test (fits / does not,
    with its GB per GPU), and whether any of them makes renting unnecessary (Llama-2-13B at 16k
    on two owned RTX 3090s; the swaps were named but never sized on the cards the user has, so "keep the cards, swap
    the model" was never said)."""
    g = stated_card(named_cards(w.gpu_preference, gpus), gpus)
    if not (opts.explore and opts.asked_context and opts.longer_archs and g is not None and g.memory_bytes) \
            or (w.task is not None and not serves(w.task)):
        return None
    sized: list[Msg] = []
    users = resolve(w)[0].concurrency
    for a in opts.longer_archs[:3]:
        wa = resolve(w.model_copy(update={"model": a.name, "params_b": None, "seq_len": opts.asked_context,
                                               "prompt_tokens": None}))[0]
        p = plan_layout(a, wa, g, headroom=opts.headroom)
        f = fit_of(p.per_gpu, g, wa, opts.headroom)
        ok = p.fits and f.fits and not (w.num_gpus and p.layout.num_gpus > w.num_gpus)
        sized.append(Msg(code="recommend.swap_sized", args={
            "model": a.name, "n": p.layout.num_gpus, "gb": f.need / 1e9, "pool": f.budget / 1e9, "ok": ok}))
    if not sized:
        return None
    return Msg(code="recommend.swaps_on_stated", args={
        "n": w.num_gpus or 1, "gpu": g.name, "seq_len": opts.asked_context, "owned": bool(w.owned_gpus),
        "users": users, "sized": sized,
        "any": any(bool(m.args["ok"]) for m in sized)})


def nearest_single_card(r: Run) -> list[Msg]:
    """Stated hardware that refuses the work: the cheapest single card that holds it as asked (the recommender re-run
    on one GPU, without the stated card), so the answer points at one card to rent or buy, not only a cluster."""
    if not r.opts.explore or (r.preferred is None and not r.w.num_gpus):
        return []
    w = without_stated_hardware(r, num_gpus=1)
    c = first_row(r.arch, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                                                      stated=r.opts.stated - {"num_gpus", "gpu_preference"}))
    if c is None or c.instances > 1 or int(c.gpu_count) != 1:
        return []
    f = r.fallback_plan
    same = f is not None and (f.provider, f.instance, f.region) == (c.provider, c.instance, c.region)
    out = [] if same else [Msg(code="recommend.way.single_card", args={  # said once: the cheapest line names it
        "gpu": c.gpu, "provider": c.provider, "instance": c.instance, "money": _money(c.price_per_hour.amount, r.currency),
        "gb": c.per_gpu_bytes / 1e9, "speed": card_speed_tail(r, c)})]
    return out + single_card_int4(r, c.price_per_hour.amount)


def single_card_int4(r: Run, as_asked: float) -> list[Msg]:
    """Serving 16-bit weights that the stated card cannot hold: the cheapest single card that holds an INT4 (AWQ/GPTQ)
    checkpoint without the stated hardware, when it is cheaper than the card that holds it as asked
    (a 70B at INT4 is ≈ 40 GB, one 80 GB card, while the answer named only a 192 GB MI300X in BF16)."""
    if r.kind is not WorkKind.SERVING or r.asked.precision is not None or r.w.precision not in ("bf16", "fp16"):
        return []
    w = without_stated_hardware(r, num_gpus=1, precision="awq")
    c = first_row(r.arch, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                                                      stated=r.opts.stated - {"num_gpus", "gpu_preference"}))
    if c is None or c.instances > 1 or int(c.gpu_count) != 1 or c.price_per_hour.amount >= as_asked * (1 - 1e-3):
        return []
    return [Msg(code="recommend.way.single_card_int4", args={
        "gpu": c.gpu, "provider": c.provider, "instance": c.instance, "money": _money(c.price_per_hour.amount, r.currency),
        "gb": c.per_gpu_bytes / 1e9, "speed": card_speed_tail(r, c)})]


def card_speed_tail(r: Run, c: Candidate, month: bool = True) -> Msg | None:
    """Beside a single card named instead of the stated one (serving): its per-user speed at the stated load, against
    a stated per-user target when there is one (✅ it passes: the re-run held the floor), and its month, so the line
    that names what passes carries the figures the user asked for ("1 × H100 SXM" named with
    no speed and no month)."""
    if r.kind is not WorkKind.SERVING or not c.per_user_tokens_per_s:
        return None
    floor = per_user_target(r.w)
    return Msg(code="recommend.way.card_speed", args={
        "ok": floor is not None and c.per_user_tokens_per_s >= floor * (1 - 1e-9),
        "tps": c.per_user_tokens_per_s, "users": r.w.concurrency,
        "per_user": per_user_target(r.w), "month": _month(r, c.price_per_hour.amount) if month else None})


def users_held(r: Run, w: Resolved) -> int | None:
    """How many of the stated users the stated hardware holds at `w` (tools.parallel.max_concurrency on the stated
    layout, the engine's own fit test): the one figure the refusal's route line and the "fewer users" way say, so a
    route is never "2 of the 5 fit" in one line and "≈ 1 of the 5" in the next. None without a plan on the cards."""
    got = stated_plan(r, w)
    if got is None:
        return None
    p, _, g = got
    return max_concurrency(r.arch, w, g, p.layout, headroom=r.opts.headroom, limit=w.concurrency)


def _document_on_box(r: Run, at: Resolved | None) -> list[Msg]:
    """A stated long context on the stated box: one new document's first token there, prefilled whole, at the users
    the box holds at `at` (the last route tried, else as asked); [] for no stated long context or no speed."""
    from tools.long_prompt_wait import stated_box_document

    w = at or r.w
    got = stated_plan(r, w)
    if r.kind is not WorkKind.SERVING or r.s is None or not r.asked.seq_len or got is None:
        return []
    held = users_held(r, w)
    if not held and not got[0].fits and not _loads_at_some_route(r):  # no route loads it there: no first-token time
        return []
    held = held or 1
    m = stated_box_document(r.search, max(1, min(held, w.concurrency)), got[2], got[0].layout, r.asked.seq_len)
    return [m] if m is not None else []


def _loads_at_some_route(r: Run) -> bool:
    """Does any lower-precision route (weights, then INT4, each with an FP8 cache where the cache is 16-bit) load the
    work on the stated cards? A 32k paper on one RTX 4060 Ti loads at INT4 + FP8 KV, so its first-token time is
    said; DeepSeek-V3 on one RTX 4090 loads at none, so none is."""
    for _, wl in _precision_routes(r, deep=True, to_int4=True):
        got = stated_plan(r, route_resolved(r, wl))
        if got is not None and got[0].fits:
            return True
    return False


def _users_that_fit(r: Run, at: Resolved | None = None) -> Msg | None:
    """Serving on stated hardware that cannot hold the whole load: how many of the users it holds at the stated
    context at `at` (the route the line follows; else as asked), users_held."""
    w = at or r.w
    users = w.concurrency
    if r.kind is not WorkKind.SERVING or users <= 1:
        return None
    n = users_held(r, w)
    if n is None:
        return None
    if not 0 < n < users:
        return None
    from tools.session_kv import resident_sessions, resident_tokens  # open sessions held: said as sessions, not users

    held, sessions = resident_sessions(r.w, n), resident_sessions(r.w, users)
    if held is not None and sessions is not None and held < sessions:
        asked = held if at is None else resident_sessions(r.w, users_held(r, r.w) or 0)  # as asked: the lead's cap
        return Msg(code="session_kv.as_stated_it_holds", args={"n": held, "sessions": sessions,
                                                                "seq_len": resident_tokens(r.w),
                                                                "way": at is not None, "asked": asked})
    return Msg(code="recommend.as_stated_it_holds", args={"n": n, "users": users, "seq_len": r.w.seq_len,
                                                          "way": at is not None})


WALL_SHARE = 0.5  # a second term named beside the largest when it is at least half of it (weights and activations)


def wall_words(r: Run) -> Msg | None:
    """Training on stated hardware that does not fit: the terms of the memory breakdown that make the wall, the
    largest first (and the next when it is at least WALL_SHARE of it), from the plan on the stated cards. A QLoRA's
    optimizer states are under a GB; naming them as the reason is wrong when activations or the 4-bit base are what
    does not fit."""
    got = stated_plan(r)
    if got is None:
        return None
    per = got[0].per_gpu
    terms = _terms(per)
    if terms[0][0] <= 0:
        return None
    named = [t for t in terms[:2] if t[0] > 0 and t[0] >= WALL_SHARE * terms[0][0]]
    opt = optimizer_words(r.w) if any(k == "optimizer" for _, k in named) else None
    return Msg(code="recommend.wall_terms", args={"terms": [
        Msg(code="recommend.wall_term", args={"term": k, "gb": v / 1e9, "opt": opt if k == "optimizer" else None})
        for v, k in named]})


def _terms(per: MemoryBreakdown) -> list[tuple[float, str]]:
    """The memory terms of one GPU, largest first."""
    return sorted(((getattr(per, k), k) for k in ("weights", "gradients", "optimizer", "activations", "kv_cache")),
                  reverse=True)


def largest_term(per: MemoryBreakdown) -> str:
    """The largest memory term of one GPU ("activations", "optimizer" …): what makes the wall."""
    return _terms(per)[0][1]


def _memory_now(r: Run) -> Msg:
    """The defaults a memory route changes, in words ("HF transformers/PEFT's loss on whole FP32 logits, 8,192-token
    sequences")."""
    return Msg(code="recommend.memory_now", args={"fw": r.w.framework, "seq": r.w.seq_len})


def _now_words(r: Run) -> Msg:
    """What the stated plan runs that does not fit: its precisions (serving), its optimizer (full training), a BF16
    LoRA (an adapter's optimizer is no part of what does not fit: the 16-bit base is)."""
    if r.w.task == "lora":
        return Msg(code="recommend.now_lora", args={"p": r.w.precision.upper()})
    return precision_words(r.w) if serves(r.w.task) else optimizer_words(r.w)


def _adopt_route(rec: Recommendation, alt: Recommendation, r: Run, f0: Fit, label: Msg, f: Fit, *,
                 memory: bool = False) -> Recommendation:
    """The route's answer, saying first why the stated precision (or optimizer) fails and what the route changes;
    for full training the other routes that fit the card (offload, LoRA) are named beside the pick. A memory route
    (tools.routes.memory_routes) is said against the framework's defaults, not a precision or optimizer."""
    now = _memory_now(r) if memory else _now_words(r)
    c0 = rec.candidates[0] if rec.candidates else _same_card_more_gpus(r)
    no = owned_below_asked(r, now, label, f0, f, c0) or Msg(code="recommend.not_with_with_yes", args={
        "now": now, "short_words": short_words(f0), "label": label, "short_words_2": short_words(f),
        "loads_only": f.past_pool_limit})  # past the serving limit: it loads, not a "yes" (one verdict)
    if alt.headline is not None:
        alt.headline = Msg(code="recommend.adopt_route", args={"no": no, "headline": alt.headline})
    edge = without_margin(r)
    if edge is not None:  # the stated route is borderline, not impossible: said first under the pick
        alt.beside_pick.insert(0, edge)
    alt.assumptions.insert(0, Msg(code="recommend.chosen_memory_route" if memory else
                                  "recommend.chosen_because_do_not" if serves(r.w.task) else
                                  "recommend.chosen_optimizer_route", args={"label": label, "now": now}))
    if c0 is not None:
        c = c0
        if label.code == "routes.below_asked" and not r.w.owned_gpus and alt.candidates:
            # a rented card the user asked about at a precision it cannot hold ("one L4 at FP8?"): the 4-bit plan on it
            # leads, so its quality cost and the plan as asked, priced with its month and ratio, come right under it
            # (Mistral-Small-3.1-24B: AWQ on 1 × L4 at $0.91/h; FP8 as asked on 2 × L4 at $2.57/h, 2.8×)
            pick = alt.candidates[0].price_per_hour.amount
            alt.beside_pick.insert(0, Msg(code="recommend.below_asked_keep", args={
                "now": now, "label": label, "fleet": plan_machines(c),
                "money": _money(c.price_per_hour.amount, rec.currency), "month": _month(r, c.price_per_hour.amount),
                "ratio": c.price_per_hour.amount / pick if pick else 0.0,
                "tps": c.per_user_tokens_per_s, "pick_tps": alt.candidates[0].per_user_tokens_per_s}))
        else:
            alt.beside_pick.append(Msg(code="recommend.keeping_at_h_beyond", args={
                "now": now, "fleet": plan_machines(c),  # "2 × …_2x48v96gb (2 × … each)", 4 GPUs
                "money": _money(c.price_per_hour.amount, rec.currency)}))
    alt.beside_pick += training_alternatives(r)
    return alt


def owned_below_asked(r: Run, now: Msg, label: Msg, f0: Fit, f: Fit, c0: Candidate | None) -> Msg | None:
    """The user's own cards that cannot hold the precision they asked for but hold a lower one (tools.routes
    stated_hardware_routes' below-asked route): "no" as asked with its figures first, then the lower precision on
    their cards with its memory and a quality check, then what keeps the asked precision (the same card, more of
    them, priced). FP8 ERNIE-4.5-300B on an owned 4 × H100 (≈ 300 GB of weights over ≈ 4 × 77 GB of pools before any
    KV) led with "runs on your cards" at 4k; an expert says "no", then INT4 / W4A8 ≈ 150–165 GB on the box, and for
    FP8 as asked 8 × H100 / H200. None for rented cards or a route at the asked precision."""
    if not r.w.owned_gpus or label.code != "routes.below_asked":
        return None
    keep = Msg(code="recommend.owned_below_asked.keep", args={
        "now": now, "fleet": plan_machines(c0), "money": _money(c0.price_per_hour.amount, r.currency)}) if c0 else None
    return Msg(code="recommend.owned_below_asked", args={
        "now": now, "short_words": short_words(f0), "label": label, "short_words_2": short_words(f), "keep": keep})


def training_alternatives(r: Run) -> list[Msg]:
    """Full training on a stated card that plain AdamW does not fit: the other routes an expert names, computed on
    that card — the optimizer states offloaded to host RAM (ZeRO-Offload: what stays per GPU, the host RAM and the
    PCIe traffic of each step, tools.routes.offload_figures) and the nearest method that fits, LoRA, else QLoRA
    (FSDP-QLoRA shards the 4-bit base over the cards, Answer.AI 2024), with its memory on the card and the plan the
    recommender gives for it. "no" and a B200, none of these."""
    if r.w.task not in FULL_TRAINING or not r.opts.explore:
        return []
    got = stated_plan(r)
    if got is None:
        return []
    p, _, g = got
    off = offload_figures(r.arch, r.w, p, g)
    f = fit_of(off.per_gpu, g, r.w, r.opts.headroom)
    secs = Msg(code="recommend.offload.seconds", args={"s": off.step_seconds, "gen": off.pcie_gen}) \
        if off.step_seconds else None
    args: dict[str, MsgArg] = {"v": verdict_words(f, short=True), "host": off.host_bytes / 1e9,
                               "moved": off.step_bytes / 1e9, "secs": secs}
    if f.holds:  # the time on the stated cards, said only for a route that runs there
        args["time"] = offload_time(r, g, p.layout.num_gpus)
    out = [Msg(code="recommend.offload_route" if f.holds else "recommend.offload_route_no", args=args)]
    return out + _adapter_route(r, g)


def offload_yes(r: Run) -> Msg | None:
    """Full training on the stated card that plain AdamW does not fit but host-RAM offload does (or a published run of
    the same model, method, card and count does): the answer is "yes, tight and slower", with what makes it fit, its
    cost per step and the measurement where one exists, never a flat "no". By hand, Llama-3.1-8B on one RTX 4090:
    AdamW in mixed precision is 16 B/param × 8.03 B ≈ 128 GB of model states (≈ 133.9 GB with activations) on a
    card of 25.8 GB usable; with the FP32 master weights, moments and gradients in host RAM the GPU keeps the 16-bit
    weights (16.1 GB), a 1 GB reduce bucket and the activations, ≈ 22.4 GB — under 25.8 GB, over it only with the
    × 1.2 margin (26.9 GB), and torchtune measures that job at an 18.9 GiB peak (tools.measured_fits)."""
    got = stated_plan(r)
    if got is None or r.w.task not in FULL_TRAINING:
        return None
    p, f, g = got
    n = p.layout.num_gpus
    if f.holds or (r.w.num_gpus and n != r.w.num_gpus):
        return None
    off = offload_figures(r.arch, r.w, p, g)
    of = fit_of(off.per_gpu, g, r.w, r.opts.headroom)
    m = measured_fit(r.arch.name, r.w.task, g.name, n, g.usable_bytes or 0)
    if not of.holds and m is None:
        return None
    measured = None if m is None else Msg(code="recommend.measured_fit", args={
        "model": m.model, "n": m.gpus, "gpu": m.gpu, "peak": m.peak_bytes / 2**30, "tps": m.tokens_per_s,
        "source": m.source, "paged": 2 * total_params(r.arch) / 1e9 if m.paged else None})
    secs = Msg(code="recommend.offload.seconds", args={"s": off.step_seconds, "gen": off.pcie_gen}) \
        if off.step_seconds else None
    return Msg(code="recommend.offload_yes" if of.holds else "recommend.measured_yes", args={
        "n": n, "gpu": g.name, "on_gpu": f.estimate / 1e9, "v": verdict_words(of, short=True),
        "host": off.host_bytes / 1e9, "moved": off.step_bytes / 1e9, "secs": secs, "measured": measured,
        "tight": of.margin_only or of.tight})


def offload_time(r: Run, g: GPUSpec, n: int) -> Msg | None:
    """How long the job's forward and backward take on the stated cards under ZeRO-Offload (tools.speed.train_time:
    6·N·D at the card's 16-bit dense peak × the fitted training utilisation on `n` cards over their link), said as a
    floor — the PCIe transfers and the CPU's Adam step come on top (Ren et al. 2021 overlap part of them) — or, where
    the catalog has no TFLOPS figure for the card, that no time is estimated and why ("要跑多久"
    on 4 × P100 went unanswered). None without a token count."""
    if not r.w.train_tokens:
        return None
    try:
        hours, _, _ = train_time(r.arch, r.w, g, n)
    except SpeedUnknown:
        return Msg(code="recommend.offload.no_time", args={"gpu": g.name})
    if hours is None:
        return None
    return Msg(code="recommend.offload.time", args={"took": duration(hours), "n": n, "gpu": g.name,
                                                     "yours": bool(r.w.num_gpus or r.w.owned_gpus)})


def _adapter_route(r: Run, g: GPUSpec) -> list[Msg]:
    """LoRA on the stated hardware, else QLoRA (the first that fits, or QLoRA's figures when neither does), with
    the plan a re-run of the recommender gives for it."""
    said: Msg | None = None
    for task in ("lora", "qlora"):
        aw = r.asked.model_copy(update={"task": task, "optimizer": None, "framework": None})
        lw = resolve(aw)[0]
        got = stated_plan(r, lw)
        if got is None:
            continue
        f = fit_of(got[0].per_gpu, g, lw, r.opts.headroom)
        owned = _owned_route_time(r, lw, g, got[0].layout.num_gpus) if f.fits and r.w.owned_gpus else None
        c = first_row(r.arch, aw, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False)) \
            if f.fits and owned is None else None
        plan = owned or (Msg(code="recommend.lora_route.plan", args={
            "fleet": plan_machines(c),
            "money": _money(c.price_per_hour.amount, r.currency)}) if c is not None else None)
        said = Msg(code="recommend.lora_route", args={"task": task, "v": verdict_words(f, short=True), "plan": plan})
        if f.fits:
            break
    return [said] if said is not None else []


def _owned_route_time(r: Run, w: Resolved, g: GPUSpec, n: int) -> Msg | None:
    """An adapter route that fits the user's own cards: the job's time on them (tools.speed.train_time), never a
    rental of the same card ("我那张 3090" full fine-tune → "QLoRA fits → runpod 1 × RTX 3090"). None
    without a token count or a TFLOPS figure for the card (the rental row is said then)."""
    if not w.train_tokens:
        return None
    try:
        hours, _, _ = train_time(r.arch, w, g, n)
    except SpeedUnknown:
        return None
    return Msg(code="recommend.lora_route.owned", args={"n": n, "gpu": g.name, "took": duration(hours)}) \
        if hours is not None else None


def _same_card_more_gpus(r: Run) -> Candidate | None:
    """The stated card without the stated count: the plan that keeps the precision or optimizer on more of the same
    card ("2 × A100 with FSDP", not a B200), a re-run of the recommender."""
    if r.preferred is None or not r.w.num_gpus:
        return None
    w = r.asked.model_copy(update={"num_gpus": None})
    return first_row(r.arch, w, r.gpus, r.rows, replace(r.opts, top_n=1, weights=None, explore=False, routes=False,
                                                         stated=r.opts.stated - {"num_gpus"}))


def four_bit_wall(r: Run) -> Msg | None:
    """No borderline on stated cards that cannot hold even a 4-bit base across all of them: FSDP-QLoRA shards that base
    and offload moves optimizer states, neither shrinks the weights (DeepSeek-V3's 671 B at 4 bits
    is ≈ 336 GB, over 8 × V100 32 GB = 275 GB, and FSDP-QLoRA was offered as a borderline to test)."""
    card, n = r.preferred, r.w.num_gpus
    if card is None or not n or not card.usable_bytes:
        return None
    base, total = total_params(r.arch) * BYTES["nf4"], n * card.usable_bytes
    if base <= total:
        return None
    return Msg(code="recommend.no_borderline_4bit", args={"base": base / 1e9, "total": total / 1e9, "n": n,
                                                         "gpu": card.name})


def _borderline(r: Run) -> list[Msg]:
    """Options an expert would test before giving up on the stated hardware, marked as borderline: they are
    not in the estimate (FSDP-QLoRA shards a 4-bit base across cards, Answer.AI 2024; CPU offload trades
    step time for memory, DeepSpeed ZeRO-Offload)."""
    if r.preferred is not None and compat.rocm_target(r.preferred) is not None:
        return []  # AWQ/GPTQ and NF4 are not ROCm options here (tools.compat.ROCM_FORMATS)
    if serves(r.w.task):
        # the lower-precision routes are computed on the stated hardware (stated_route); with none left (already at
        # 4 bits with an 8-bit cache) the load is what can give, never a precision the user is already at or below
        if stated_hardware_routes(r.arch, r.asked, r.w, r.preferred):
            return []
        got = stated_plan(r)
        if got is not None and got[0].per_gpu.weights > got[1].budget:
            return [Msg(code="recommend.nothing_lower.weights", args={
                "weights": got[0].per_gpu.weights / 1e9, "budget": got[1].budget / 1e9})]
        return [Msg(code="recommend.nothing_lower.load")]
    if r.w.task in FULL_TRAINING:
        return training_alternatives(r)
    wall = four_bit_wall(r)
    if wall is not None:
        return [wall]
    got = stated_plan(r)
    if r.w.task == "qlora" and got is not None and got[0].layout.num_gpus > 1:
        # the estimate already is FSDP-QLoRA (the 4-bit base sharded over the cards): the borderline beyond it is
        # Answer.AI's recipe for 70B on 2 × 24 GB, CPU offload of the sharded parameters and checkpointing, at short
        # context; never "FSDP-QLoRA, not in this estimate" beside a sharded estimate
        return [Msg(code="recommend.borderline_offload_sharded", args={"n": got[0].layout.num_gpus})]
    return [Msg(code="recommend.borderline_to_test_not_2")]


# Workload fields each step consumes (the field-coverage test reads this): a stated field outside this set
# and the engine's is listed in `Recommendation.not_checked` so the answer says it was not checked.
CONSUMED = frozenset({
    "task", "model", "params_b", "active_params_b", "precision", "seq_len", "batch_size", "concurrency", "num_gpus", "zero_stage",
    "optimizer", "lora_rank", "gradient_checkpointing", "grad_accum", "flash_attention", "attention_kernel", "torch_compile",
    "kv_precision", "train_tokens", "budget_per_hour", "budget", "deadline_hours", "dataset", "framework",
    "batch_requests", "output_tokens", "prompt_tokens", "target_tokens_per_s", "target_tokens_per_s_per_user", "target_ttft_ms",
    "target_answer_s", "regions", "providers", "excluded_providers", "owner_rule", "billing", "gpu_preference", "language",
    "priority",
    "min_gpu_memory_gib",
    "personal_use", "public_service",
    # read by the ranking itself: the fastest plan with no cost knee (spend_no_object), the licence check
    # (commercial_use), the users at once from the people (head_count: tools.traffic), the serving month's hours
    # (usage_days_per_week), the card and machine filters (max_gpu_memory_gib, max_nodes: tools.constraints)
    "spend_no_object", "commercial_use", "head_count", "usage_days_per_week", "max_gpu_memory_gib", "max_nodes",
    "prefix_cache", "owned_gpus", "batch_period", "batch_every", "batch_work", "batch_item",
    "preference",
    "reference_precomputed", "usage_hours_per_day", "located", "shared_prefix_tokens", "serving_hours", "data_residency",
    "image_tokens", "checked_gpu", "checked_gpu_count", "checked_provider", "gpu_only", "redundancy", "node_link_rdma",
    "node_link_gbit_s", "users_online", "message_interval_s", "rent_more", "rent_instead", "credits", "documents", "thinking_use",
    "reasoning_effort", "trace_task", "power_price", "machine_price_said", "power_budget_w", "sessions_full", "agents",
    "quoted_price",
    "agent_tool_calls",
    "asks_nodes", "host_ram_gib", "buy_server", "lora_gpu_bytes", "lora_host_bytes",
    "agent_turns", "teacher_params_b", "rollout_tokens", "critic_params_b", "reward_params_b",
    "serving_budget", "peak_weeks", "peak_period", "peak_users_online", "peak_concurrency", "avoid_prc_models",
    # where the users are: the near-row tie-break and the answer's where-to-rent line (tools.users_place)
    "users_region",
    # a hosted API's use, set against the pick by tools.api_compare (the verdict above the answer)
    "api_input_tokens_month", "api_output_tokens_month", "api_bill", "api_provider", "api_model",
})
# Consumed elsewhere: by the catalog filter (exclude_marketplace) and the memory engine (checkpointing),
# when their owners wire them; `modality` routes non-LLM questions in advisor/ before the recommender.
CONSUMED_ELSEWHERE = frozenset({"exclude_marketplace", "checkpointing", "modality"})


def not_checked(asked: Workload) -> list[str]:
    """Stated fields no calculator or constraint here used (the answer names them)."""
    stated = asked.model_dump(exclude_none=True)
    return [k for k in Workload.model_fields if k in stated and k not in CONSUMED and k not in CONSUMED_ELSEWHERE]


def ttft_unchecked(r: Run) -> list[str]:
    """The first-token limit (stated or the interactive default) on a pick whose card has no TFLOPS figure:
    it could not be computed, so the answer lists it as not checked rather than passing it."""
    if r.kind is WorkKind.SERVING and r.top is not None and r.top.ttft_s is None:
        return [f"time to first token ({r.top.gpu.name} has no TFLOPS figure)"]
    return []


def late_notes(r: Run) -> list[Msg]:
    """Assumptions known only after ranking: deep spot discounts, data-parallel attention, a missed TTFT
    default, and stated fields that were not checked."""
    out: list[Msg] = []
    top = r.top
    one = one_machine_note(r)
    if one is not None:
        out.append(one)
    out += owned_link_assumed(r)
    deep = _deep_spot(top, top.billing if top else r.billing, r.currency, r.opts.usd_cny, r.opts.fx)
    if deep is not None:
        out.append(deep)
    if r.ttft_missed and not r.w.target_ttft_ms and top is not None and top.ttft_s is not None:
        out.append(Msg(code="recommend.no_listed_plan_reaches", args={
            "ttft_limit_s": ttft_limit_s(r.w), "seq_len": r.w.seq_len, "ttft_s": top.ttft_s}))
    if r.kind is WorkKind.SERVING and top is not None and top.ttft_s is None and r.stream_note_at >= 0:
        r.notes[r.stream_note_at] = _stream_note(r, False)
    if top is not None and top.plan is not None and dp_attention_extra(r.arch, r.w, top.plan.layout) is not None:
        out.append(Msg(code="recommend.attention_runs_data_parallel", args={"tp": top.plan.layout.tp}))
    if r.kind is WorkKind.SERVING and top is not None and pcie_tp_loss_applies(top):
        out.append(Msg(code="offers.pcie_tp_loss", args={"tp": top.layout.tp, "loss": PCIE_TP_LOSS}))
    card = r.preferred or (top.gpu if top else None)
    if card is not None and not card.usable_memory_gib and card.memory_gb:
        out.append(Msg(code="recommend.no_published_usable_memory", args={"name": card.name, "memory_gb": card.memory_gb}))
    if top is not None and full_context_unknown(r, top):  # said, never judged on the typical-prompt figure
        out.append(Msg(code="recommend.full_context_not_estimated", args={
            "gpu": top.gpu.name, "context": r.w.seq_len, "tps": top.per_user_tps}) if top.per_user_tps else
            Msg(code="recommend.speed_not_estimated", args={"gpu": top.gpu.name, "context": r.w.seq_len}))
    missed = not_checked(r.asked)
    if missed:
        out.append(Msg(code="recommend.not_checked_by_this", args={  # each named in the user's words, never its id
            "missed": [Msg(code="recommend.unchecked_field", args={"field": f}) for f in missed]}))
    return out


# A plan at most this share over the stated budget is answered as "just over budget" with its figures when nothing
# is within it — never "no feasible plan" (¥50,247 a month against ¥50,000, 0.5 % over). 2 % is
# smaller than what the budget's own period moves by: the catalog's 730-hour month is 744 h in a 31-day month
# (+1.9 %), and list prices and exchange rates move more than that between weeks. Inside budget, plans within it
# are the only ones ranked; the tolerance only answers when none is.
BUDGET_TOLERANCE = 0.02


def over_share(budget: Budget, hourly: float, job_hours: float | None, currency: str, opts: Options,
               gpus: int | None = None) -> float | None:
    """How far a plan's price is over the budget, as a share (0.005 = 0.5 % over; negative when under), in the
    budget's own period (tools.constraints.hourly_limit; `gpus`: the plan's, for a budget per GPU-hour); None when the
    budget has no hourly equivalent."""
    limit = hourly_limit(budget, job_hours, gpus)
    if limit is None:
        return None
    limit_cur = convert_amount(limit, budget.currency, currency, opts.usd_cny, opts.fx)
    return hourly / limit_cur - 1 if limit_cur else None


def nearest_over(offers: list[Offer], budget: object, currency: str, opts: Options) -> Offer:
    """The plan over the budget nearest to it by the budget's own measure (over_share: $/h for a budget per hour, the
    spend in the period for one per day or month, the job's cost for a total), the objective breaking ties —
    under "$3 an hour" the cheapest *job* (8 × H100 at $14.34/h, 378 % over) was quoted while 2 × RTX PRO 6000
    at $3.60/h (20 % over) held the job."""
    def key(o: Offer) -> tuple[float, tuple[object, ...]]:
        share = over_share(budget, o.hourly, o.train_hours, currency, opts, o.total_gpus) \
            if isinstance(budget, Budget) else None
        return (share if share is not None else float("inf"), tuple(objective_key(o)))
    return min(offers, key=key)


def _within(offers: list[Offer], budget: Budget, currency: str, opts: Options) -> tuple[list[Offer], list[Offer]]:
    """Offers within the stated budget (per hour, day, month, or the job's total), and those over it; when none is
    within it, those at most BUDGET_TOLERANCE over it are kept (the answer says "just over budget", with the share)."""
    kept: list[Offer] = []
    over: list[Offer] = []
    for o in offers:
        share = over_share(budget, o.hourly, o.train_hours, currency, opts, o.total_gpus)
        (over if share is not None and share > 1e-9 else kept).append(o)
    if not kept:
        near = [o for o in over
                if (over_share(budget, o.hourly, o.train_hours, currency, opts, o.total_gpus) or 0) <= BUDGET_TOLERANCE]
        kept, over = near, [o for o in over if o not in near]
    return kept, over


DEEP_SPOT = 0.2  # a spot price under a fifth of on-demand is listed, but rarely there when you need it


def _deep_spot(top: Offer | None, billing: str, currency: str, usd_cny: float,
               fx: dict[str, float] | None = None) -> Msg | None:
    """A spot-ranked pick whose spot price is under DEEP_SPOT of its own on-demand price: say so, and
    name the on-demand fallback (an 8 × B200 at 11 % of on-demand headed two answers)."""
    if top is None or billing != "spot":
        return None
    spot, od = top.row.price_spot, top.row.price_on_demand
    if not spot or not od or spot >= DEEP_SPOT * od:
        return None
    fallback = _money(convert_amount(od * top.instances, top.row.currency, currency, usd_cny, fx) or 0.0, currency)
    pct = round(100 * spot / od)
    name = f"{top.row.provider} {top.row.instance_type}"
    return Msg(code="recommend.is_listed_at_of", args={"name": name, "pct": pct, "fallback": fallback})


def _largest(gpus: dict[str, GPUSpec], w: Resolved | None = None) -> GPUSpec | None:
    """The card with the most usable memory that could take `w` (an AMD card only for ROCm serving; none bigger than
    the user's own card size, `max_gpu_memory_gib`)."""
    cands = [g for g in gpus.values() if usable(g) and (w is None or compat.rocm_problem(
        g, w.task, w.framework, w.precision, w.kv_precision if serves(w.task) else None,
        cuda_needed=bool(w.cuda_needed)) is None
        and not over_card_cap(g, w.max_gpu_memory_gib))]  # "my 24GB card": the largest card of that size
    return max(cands, key=lambda g: (g.usable_bytes or 0, g.name)) if cands else None


def _tight(x: float) -> float | None:
    """A one-card fit below the × 1.2 training margin (tools.parallel.DEFAULT_HEADROOM): the multiple, else None."""
    return x if 0 < x < DEFAULT_HEADROOM else None


def _held_unranked(r: Run) -> float | None:
    """The per-GPU need (GB) when nothing is ranked but the stated card, at the stated count, holds the work by the
    memory model (stated_plan): an owned card with no priced row (a Mac to buy, an RTX 5090 said "32GB") is not "does
    not fit" ("1 張 ≤ 512 GB 的卡…裝不下" beside "fits 361 of 412 GB"); None otherwise."""
    if r.top is not None:
        return None
    got = stated_plan(r)
    if got is None or not got[1].fits or got[0].layout.num_gpus > (r.w.num_gpus or 1):
        return None
    return got[0].per_gpu.total / 1e9


def _card_ceiling(cap: float, n: int, top: Offer | None, tiers: list[SpecTier] | None = None,
                  held: float | None = None) -> Constraint:
    """The user's own card size ("a single 24GB card"): yes when a plan on `n` cards of at most `cap` GB holds the
    work (per-card memory from tools.memory via the plan), else no, said plainly. "One card" is judged on a one-card
    plan: a pick sharded over two cards quotes the one-card tier's figure, or says one card does not hold it
    ("fits on one card (15.8 GB per GPU)" quoted the two-card plan's share)."""
    stated = f"{n} × ≤ {cap:g} GB" if n > 1 else f"one ≤ {cap:g} GB card"  # the contract's English `stated`
    cards = Msg(code="recommend.card_ceiling", args={"n": n, "cap": cap})
    if top is not None and top.plan is not None and n == 1 and top.total_gpus > 1:
        one = next((t for t in tiers or [] if t.count == 1 and t.per_gpu_bytes), None)
        if one is None:
            return Constraint(name="gpu_memory_max", stated=stated, status="adjusted", label=cards, message=Msg(
                code="recommend.one_card_no", args={"cards": cards, "n": top.total_gpus,
                                                    "need": top.plan.per_gpu.total / 1e9}))
        return Constraint(name="gpu_memory_max", stated=stated, status="honoured", label=cards, message=Msg(
            code="recommend.one_card_yes", args={"cards": cards, "need": one.per_gpu_bytes / 1e9, "n": top.total_gpus,
                                                 "ckpt": bool(one.gradient_checkpointing),
                                                 "tight": _tight(one.usable_bytes / one.per_gpu_bytes)}))
    if top is not None and top.plan is not None:
        need = top.plan.per_gpu.total / 1e9
        return Constraint(name="gpu_memory_max", stated=stated, status="honoured", label=cards,
                          message=Msg(code="recommend.yes_it_fits_on", args={"cards": cards, "need": need}))
    if held is not None:  # nothing ranked, but the stated card holds it: the memory answer is yes
        return Constraint(name="gpu_memory_max", stated=stated, status="honoured", label=cards,
                          message=Msg(code="recommend.yes_it_fits_on", args={"cards": cards, "need": held}))
    return Constraint(name="gpu_memory_max", stated=stated, status="refused", label=cards,
                      message=Msg(code="recommend.no_it_does_not", args={"cards": cards}))


def budget_on_fallback(cs: list[Constraint], r: Run) -> list[Constraint]:
    """A budget left ❔ because nothing priced held the work as asked, while the answer shows a priced plan without the
    stated hardware (stated_hardware_fallback): the budget is held against that plan, by the same test as a pick
    (over_share, budget_constraint), and the answer names the row it was checked on ("$5,000 …
    cannot be checked: no plan has a public price" right under a $43.75 plan)."""
    c, b = r.fallback_plan, effective_budget(r.w)
    if c is None or b is None or not any(x.name == "budget" and x.message.code == "constraints.budget_unchecked"
                                         for x in cs):
        return cs
    hourly = c.price_per_hour.amount
    run_hours, job_cost = r.fallback_job
    share = over_share(b, hourly, run_hours, r.currency, r.opts)
    held = budget_constraint(b, hourly, job_cost if run_hours else None, run_hours, r.currency,
                             within=share is None or share <= BUDGET_TOLERANCE,
                             over=share_text(share) if share is not None and 1e-9 < share <= BUDGET_TOLERANCE else None,
                             serving=r.kind is WorkKind.SERVING)
    if held.status == "refused":  # the plan shown is over: its own spend, never "the cheapest plan is shown" alone
        held = held.model_copy(update={"message": Msg(code="constraints.budget_over_shown", args={
            "spend": _money(job_cost if run_hours and job_cost else hourly, r.currency),
            "hourly": not (run_hours and job_cost), "times": share + 1 if share is not None else None})})
    row = f"{c.provider} {c.instance}"
    return [x.model_copy(update={"status": held.status, "message": Msg(code="constraints.budget_on_shown", args={
        "row": row, "msg": held.message}), "label": Msg(code="constraints.budget_on_row", args={
            "label": x.label, "row": row})})
            if x.name == "budget" and x.message.code == "constraints.budget_unchecked" else x for x in cs]


def budget_without_card(cs: list[Constraint], r: Run) -> list[Constraint]:
    """A budget the stated hardware cannot meet (every plan on it over: constraints.budget_exceeded) while the plan
    shown without that hardware is within it (stated_hardware_fallback on Run.over_budget): ⚠️ adjusted, naming that
    plan, never "nothing that fits stays within" above a plan that does (an H100 asked for at $800 a month while an
    RTX A4500 at $0.25/h holds the work)."""
    c, b = r.fallback_plan, effective_budget(r.w)
    if c is None or b is None or not r.over_budget:
        return cs
    share = over_share(b, c.price_per_hour.amount, r.fallback_job[0], r.currency, r.opts)
    if share is not None and share > BUDGET_TOLERANCE:
        return cs
    msg = Msg(code="constraints.budget_without_card", args={
        "row": f"{c.provider} {c.instance}", "money": _money(c.price_per_hour.amount, r.currency)})
    return [x.model_copy(update={"status": "adjusted", "message": msg})
            if x.name == "budget" and x.message.code == "constraints.budget_exceeded" else x for x in cs]


def gpus_constraint(n: int, named: Offer | None, deadline_hours: float | None) -> Constraint:
    """The stated card count ("one 8xH100 node", "8 GPUs"): honoured when the named plan uses it; else refused, and
    when a sized job was moved to more cards to meet a deadline, what the stated count would take: the plan's
    GPU-hours (its wall hours × its cards) over n cards, plus the start-up, against the deadline. By hand: 3B
    pretrained on 300B tokens, 16 × 8 H100 for ≈ 33.6 h → ≈ 4,300 GPU-h / 8 ≈ 537 h ≈ 22 days, ≈ 11× the 2 days asked
    (6·3e9·3e11 = 5.4e21 FLOP, ≈ 20 days on one node at 40 % MFU). Linear in the cards, so
    it is if anything long for n fewer cards (one node drops the cross-node loss)."""
    ok = named is not None and named.total_gpus == n
    msg = Msg(code="recommend.at_most_gpus" if ok else "recommend.not_on_gpus", args={"n": n})
    if not ok and named is not None and named.train_hours and deadline_hours and named.total_gpus > n:
        took = wall_hours(named.train_hours * named.total_gpus / n)
        if took > deadline_hours:
            msg = Msg(code="recommend.not_on_gpus_by_deadline", args={
                "n": n, "took": duration(took), "times": f"{took / deadline_hours:.0f}" if took >= 2 * deadline_hours
                else f"{took / deadline_hours:.1f}", "deadline": duration(deadline_hours), "m": named.total_gpus})
    return Constraint(name="gpus", stated=plural(n, "GPU"), label=Msg(code="recommend.gpus", args={"n": n}),
                      status="honoured" if ok else "refused", message=msg)


def _constraints(arch: ModelArch, w: Resolved, opts: Options, top: Offer | None, over_budget: list[Offer],
                 budget: object, currency: str, job_sized: bool, deadline_met: bool, preferred: GPUSpec | None,
                 rec: Recommendation, owned: bool = False, absent: Msg | None = None) -> list[Constraint]:
    out: list[Constraint] = []
    # the plan the answer names: the pick, else the cheapest plan over the budget (the place, provider, card and
    # count filters held for it: an answer once put "❌ jp: no priced machine" beside a Tokyo plan over budget)
    named = top or (nearest_over(over_budget, budget, currency, opts) if over_budget else None)
    if isinstance(budget, Budget) and w.buy_server and budget.per == "total":  # a purchase's cap, not rental hours
        out.append(purchase_cap(budget, named.total_gpus if named else None))
    elif (rental := rental_budget_on_purchase(w)) is not None:  # a rental budget: a bought box is not rented
        out.append(purchase_rental_budget(rental))
    elif isinstance(budget, Budget) and owned:  # the user's own cards pay no rent: the budget is the rental's
        out.append(owned_budget(budget))
    elif isinstance(budget, Budget) and named is None:  # no priced plan at all: nothing to hold against the budget
        out.append(budget_unchecked(budget))
    elif isinstance(budget, Budget):
        over = over_share(budget, top.hourly, top.train_hours, currency, opts, top.total_gpus) if top else None
        out.append(budget_constraint(budget, top.hourly if top else None, top.work_cost if top and top.train_hours else None,
                                     top.train_hours if top else None, currency, within=top is not None,
                                     over=share_text(over) if over is not None and over > 1e-9 else None,
                                     serving=rec.kind is WorkKind.SERVING, gpus=top.total_gpus if top else None))
    if w.deadline_hours:
        took = wall_hours(top.train_hours) if top and top.train_hours else None
        # the deadline is judged on the slow end of the estimate's own range (a plain-HF MoE job: 3–10× the dense
        # time), so a tick never rests on the optimistic end of a range the answer states
        slow = wall_hours(top.train_hours * MOE_HF_SLOWDOWN[1]) if top and top.train_hours and moe_hf_slow(arch, w) \
            else None  # the same figure as the MoE line's "plan for … – …"
        out.append(deadline_constraint(w.deadline_hours, took, deadline_met and top is not None,
                                       job_sized, slow_hours=slow, batch=rec.kind is WorkKind.BATCH,
                                       machines=w.max_nodes))
    unpriced = bool(w.providers) and named is None and {p.lower() for p in w.providers or []} <= opts.places.china_providers
    if unpriced:
        out.append(china_unpriced_constraint(w.providers or []))  # unpriced, not impossible: never ❌
    elif w.providers:
        rule = Msg(code="constraints.owner_rule", args=w.owner_rule.model_dump()) if w.owner_rule else None
        out.append(filter_constraint("provider", w.providers, named is not None, ranked=top is not None, rule=rule))
    if w.regions and unpriced:  # the families named are the region's: the price is the blocker, not the place
        out.append(region_unpriced_constraint(w.regions))
    elif w.regions:  # an id another cloud reuses is its publisher's when no provider is named: said
        owners = {} if w.providers else {v: o for v in w.regions if (o := opts.places.owner(v))}
        c = filter_constraint("region", w.regions, named is not None, owners, ranked=top is not None)
        missed = mainland_missed(top.row, w.regions, opts.places) if top else []  # ✅ from the row shown, or ⚠
        out.append(place_partly(c, missed, f"{top.row.provider} {top.row.region}") if top else c)
    if arch.max_context and (opts.asked_context or w.seq_len) > arch.max_context:
        out.append(context_constraint(arch.name, opts.asked_context or w.seq_len, arch.max_context,
                                      opts.longer_context, sized_at_max=opts.asked_context is not None)
                   if serves(w.task) else train_context_constraint(arch.name, w.seq_len, arch.max_context, opts.longer_context))
    elif arch.native_context and w.seq_len >= arch.native_context:
        out.append(yarn_constraint(arch.name, w.seq_len, arch.native_context,
                                   thinking_tokens(w) if serves(w.task) else 0))
    if serves(w.task) and arch.dense_context and needs_long_mode(opts.asked_context or w.seq_len, arch.dense_context):
        out.append(long_mode_constraint(arch.name, opts.asked_context or w.seq_len, arch.dense_context))
    if "num_gpus" in opts.stated and w.num_gpus:
        out.append(gpus_constraint(w.num_gpus, named, w.deadline_hours))
    if w.gpu_preference:
        ok = named is not None and preferred is not None and named.gpu.name in (
            named_cards(w.gpu_preference, {named.gpu.name: named.gpu}) or (preferred.name,))
        out.append(Constraint(name="gpu", stated=w.gpu_preference, status="honoured" if ok else "refused", message=(
            Msg(code="recommend.only_machines_are_ranked", args={"gpu_preference": w.gpu_preference})
            if ok
            else Msg(code="recommend.gpu_not_offered", args={"why": why})
            if (why := not_offered(w, opts.places, preferred) or absent) is not None
            else Msg(code="recommend.no_priced_machine_holds", args={"gpu_preference": w.gpu_preference}))))
    if serves(w.task) and not w.batch_requests and "concurrency" in opts.stated and top is not None:
        out.append(Constraint(name="concurrency", stated=f"{w.concurrency:,}", status="honoured",
                              label=Msg(code="recommend.concurrent", args={"concurrency": w.concurrency}),
                              message=Msg(code="recommend.holds_concurrent", args={
                                  "users": w.concurrency, "seq_len": w.seq_len, "replicas": top.replicas,
                                  "per_replica": top.users_per_replica})))
    if w.target_tokens_per_s and not read_per_user(w):
        ok = top is not None and (top.tokens_per_s or 0) >= w.target_tokens_per_s
        out.append(Constraint(name="throughput", stated=f"{w.target_tokens_per_s:,.0f} tokens/s",
                              label=Msg(code="recommend.tokens_s", args={"target_tokens_per_s": w.target_tokens_per_s}),
                              status="honoured" if ok else "refused", message=(
                                  Msg(code="recommend.expected_tokens_s_at", args={"value": top.tokens_per_s or 0})
                                  if ok and top
                                  else Msg(code="recommend.no_listed_configuration_reaches"))))
    return out


MOE_HF_SLOWDOWN = (3.0, 10.0)  # plain HF/PEFT MoE training vs the dense estimate at the same active parameters


def moe_hf_slow(arch: ModelArch | None, w: Resolved) -> bool:
    """Training a routed MoE in plain HF transformers/PEFT (stated or assumed): the time is a range, MOE_HF_SLOWDOWN
    times the dense estimate (`_moe_training_check` says why)."""
    return arch is not None and bool(arch.experts) and not serves(w.task) and w.framework in (None, "hf")


def _moe_training_check(rec: Recommendation, w: Resolved, top: Offer | None, arch: ModelArch | None) -> Check | None:
    """Training a routed MoE in plain HF transformers/PEFT: the time model counts the active parameters' FLOPs as a
    dense model's, but HF's MoE blocks loop over the experts one small GEMM at a time (tokens gathered per expert), so
    a step runs 3–10× slower than a dense model of the same active size (Qwen3-30B-A3B
    LoRA, 4 · 3.3e9 · 1.6e8 ≈ 2.1e18 FLOP ≈ 1.5 h ideal on an H100, ≈ 5–15 h realistic). Said as a range on the
    pick's hours and cost, with the remedy (MoE-aware grouped-GEMM kernels); never folded into the ranking."""
    if not moe_hf_slow(arch, w) or top is None or not top.train_hours:
        return None
    lo, hi = MOE_HF_SLOWDOWN
    return Check(level="warning", topic="moe_training", message=Msg(code="recommend.moe_hf_training_slow", args={
        "lo": lo, "hi": hi, "took": duration(wall_hours(top.train_hours)),
        "low": duration(wall_hours(top.train_hours * lo)), "high": duration(wall_hours(top.train_hours * hi)),
        "cost_lo": money_text(top.work_cost * lo, rec.currency), "cost_hi": money_text(top.work_cost * hi, rec.currency)}))


def _place_tags(r: Run) -> list[str]:
    """The stated regions as gazetteer tags ("香港" → hk, "国内" → cn), for checks that depend on the place. With no
    region stated, where the user is (`located`: "我们在上海") and a choice of Chinese clouds only ("腾讯云上有吗")
    count too: an H100 asked of Tencent by a team in Shanghai is an export-control question, not a stock-out
    ("H100 做不了" for a catalog reason instead of the export rules)."""
    return place_tags(r.w, r.opts.places)


def place_tags(w: Workload, places: Gazetteer) -> list[str]:
    """`_place_tags` of a workload (the constraint lines have no Run)."""
    tags = [("cn" if places.is_china(t.lower()) else p.tag if (p := places.place(t)) is not None else t.lower())
            for t in w.regions or []]
    if tags:
        return tags
    tags = ["cn" for t in w.located or [] if places.is_china(t.lower())]
    providers = [p.lower() for p in w.providers or []]
    if providers and all(p in places.china_providers for p in providers):
        tags.append("cn")
    return list(dict.fromkeys(tags))


def offered_not(r: Run, g: GPUSpec | None) -> Msg | None:
    """`not_offered` for a run, then the catalog's own coverage: the stated clouds and places list no row of the
    stated card at all while they price other cards (tools.card_claims.listed_nowhere: "only AWS Sydney, L40S" — AWS
    ap-southeast-2 lists no g6e), so the answer refuses the card openly and plans on what is priced there, never
    "only a price for a L40S machine is missing"."""
    return not_offered(r.w, r.opts.places, g) or stated_card_absent(r, g)


def stated_card_absent(r: Run, g: GPUSpec | None) -> Msg | None:
    """The stated card (every catalog card its words admit: `r.named`) has no row where the user limited the
    providers or places, while priced rows of other cards are there (`listed_nowhere`); None otherwise, and for the
    user's own cards (nothing to rent)."""
    if g is None or r.w.owned_gpus or not (r.w.providers or r.w.regions):
        return None
    if "cn" in _place_tags(r) and any(compat.china_market_part(n) for n in {g.name, *r.named}):
        return None  # the China-market cards are quoted by family there (_place_cards), not catalog rows
    return listed_nowhere({g.name, *r.named}, r.rows, lambda x: _in_stated_limits(r, x), r.w.gpu_preference or g.name,
                          list(r.w.providers or []), list(r.w.regions or []))


def not_offered(w: Workload, places: Gazetteer, g: GPUSpec | None) -> Msg | None:
    """Why a stated card is not on offer where the user limited the work: the export rules (`export_refused`), else
    the stated providers rent no card of its segment (`segment_refused`); None when it may be."""
    return export_refused(w, places, g) or segment_refused(w, places, g)


def segment_refused(w: Workload, places: Gazetteer, g: GPUSpec | None) -> Msg | None:
    """Every stated provider rents no card of the stated card's segment (catalog/data/providers.csv
    unrented_segments, read by Gazetteer.rents: AWS, GCP, Azure, OCI, Alibaba and Tencent list only data-centre
    parts, and NVIDIA's GeForce driver licence bars data-centre deployment): said as a fact of the provider, never
    "it holds the work, import a quote" ("可以 — 8 × RTX 4090" on 阿里云). None otherwise."""
    if g is None or not g.segment or not w.providers or w.owned_gpus:
        return None
    if any(places.rents(p, g.segment) for p in w.providers):
        return None
    return Msg(code="recommend.why_not.segment", args={"gpu": g.name, "providers": list(w.providers)})


def export_refused(w: Workload, places: Gazetteer, g: GPUSpec | None) -> Msg | None:
    """The reason a stated card is not on offer where the work is (tools.compat.export_controlled in mainland China or
    Hong Kong: `place_tags`), said as the export rules, never as the catalog's coverage; None elsewhere."""
    where = [t for t in compat.EXPORT_PLACES if t in place_tags(w, places)]
    if not where or not compat.export_controlled(g):
        return None
    assert g is not None
    return Msg(code="recommend.why_not.export", args={"gpu": g.name, "places": where,
                                                      "parts": list(compat.CHINA_MARKET_PARTS)})


def card_checks(gpu: GPUSpec | None, row: InstanceRow | None, w: Resolved, arch: ModelArch | None,
                stated: bool) -> list[Check]:
    """The checks that read the card and its host (CARD_CHECK_TOPICS): the formats and engine it runs, a model that
    overflows in FP16 on it, its driver, an aarch64 host."""
    out: list[Check] = []
    if gpu is not None:
        out += compat.precision_checks(gpu, w.precision, w.task, stated=stated,
                                       weight_only=arch is not None and compat.weight_only_fp8(arch, w))
        out += compat.engine_checks(gpu, w.framework, w.task)
        overflow = fp16_unsafe_check(gpu, arch, w.precision, w.task, stated)  # Gemma 2/3 on a V100 / T4
        if overflow is not None:  # it replaces the generic "a BF16-trained model can rarely overflow" line
            out = [c for c in out if c.message.code != "compat.bf16_runs_as_fp16"] + [overflow]
        drv = compat.driver_check(gpu)
        out += [drv] if drv is not None else []
    arm = compat.host_arch_check(row, gpu)
    return out + ([arm] if arm is not None else [])


def _checks(rec: Recommendation, w: Resolved, top: Offer | None, preferred: GPUSpec | None,
            arch: ModelArch | None = None, *, stated: bool = True) -> None:
    """Compatibility and host sizing for the top pick (or the preferred card); `stated`: the user stated the
    precision (a default BF16 runs as FP16 on a card without it: tools.compat.fp16_instead)."""
    gpu = preferred or (top.gpu if top else None)
    rec.compatibility += card_checks(gpu, top.row if top else None, w, arch, stated)
    moe = _moe_training_check(rec, w, top, arch)
    if moe is not None:
        rec.compatibility.append(moe)
    untrainable = released_format_untrainable(arch, w.task)
    if untrainable is not None:  # gpt-oss's MXFP4 trained: dequantised to BF16, the 4-bit route said
        rec.compatibility.append(Check(level="warning", topic="training", message=untrainable))
    back = trained_back_on_card(arch, w.task, preferred) if arch is not None and w.owned_gpus else None
    if back is not None:  # the fully trained BF16 weights against the user's own card, and the 4-bit copy
        rec.compatibility.append(Check(level="warning", topic="training", message=back))
    overfit = overfit_note(w.task, w.dataset)  # many epochs over a small data set: one line, the plan unchanged
    if overfit is not None:
        rec.compatibility.append(Check(level="warning", topic="training", message=overfit))
    run = batch_run_line(w)  # a batch sharing an instruction / answering in JSON: how to run it, one line
    if run is not None:
        rec.compatibility.append(Check(level="warning", topic="batch", message=run))
    loop = agent_loop_line(w, arch)  # an agent run: its trajectories in flight at this deadline (restated on a follow-up)
    teacher = teacher_pass_line(w, top, rec.currency)  # a distillation: its teacher pass priced beside the student
    rec.compatibility += [Check(level="warning", topic=topic, message=m)
                          for topic, m in (("batch", loop), ("training", teacher)) if m is not None]
    spans = bool(top and one_copy_spans_machines(top))
    n = top.layout.num_gpus if top else 1
    if gpu is not None and compat.rocm_target(gpu) is not None:  # ROCm: its image and RCCL, not the CUDA driver
        refused = compat.rocm_problem(gpu, w.task, w.framework, w.precision, w.kv_precision if serves(w.task) else None,
                                      cuda_needed=bool(w.cuda_needed))
        if refused is not None:
            rec.compatibility.append(Check(level="error", topic="rocm", message=refused))
            return
        rec.compatibility += compat.rocm_checks(gpu, w.framework, w.precision)
        rec.compatibility += compat.rocm_stack_checks(n, top.instances if spans and top else 1)
        if top is not None:
            loads = host_ram_plan_need(arch, w, top) if arch else None
            rec.host = host.size_host(int(top.row.gpu_count or 1), top.gpu.memory_bytes or 0,
                                      training=not serves(w.task), nodes=top.instances if spans else 1, instance=top.row,
                                      extra_ram_bytes=w.lora_host_bytes or 0, plan_need=loads)
        return
    stack = compat.stack_checks(n, top.instances if spans and top else 1)
    if gpu is not None and compat.driver_check(gpu) is not None:
        stack = [c for c in stack if c.topic != "driver"]
    rec.compatibility += stack
    if top is not None:
        loads = host_ram_plan_need(arch, w, top) if arch else None
        rec.host = host.size_host(int(top.row.gpu_count or 1), top.gpu.memory_bytes or 0,
                                  training=not serves(w.task), nodes=top.instances if spans else 1, instance=top.row,
                                  extra_ram_bytes=w.lora_host_bytes or 0, plan_need=loads)


MISS_ORDER = ("deadline", "ttft", "throughput", "too_many", "rdma", "consumer_serving", "marketplace_serving", "no_fit",
              "precision")  # the rejections worth naming when nothing fits, most actionable first
CARD_PROPERTIES = ("no_fit", "precision")  # what a card is, not a near miss: named only when nothing else is
MAX_MISSES = 3


def nearest_misses(s: Search, asked: str | None = None) -> list[Msg]:
    """At most MAX_MISSES reasons offers were left out, one line each with one example: the stated-constraint and
    policy misses first (deadline, first token, speed, RDMA, consumer or marketplace for serving); the user's own
    filters (GPU, count, provider, region) are the constraint itself and bookkeeping rows (no price, attach-only,
    quarantined, vCPU) are not misses ("not the GPU you asked for × 1,615 — alibaba gn5i …")."""
    counts = s.rejected.counts
    order = ("no_price", *MISS_ORDER) if s.billing not in ("on_demand", "cheapest") else MISS_ORDER  # the billing asked for
    found = [k for k in order if counts.get(k)]
    if any(k not in CARD_PROPERTIES for k in found):
        found = [k for k in found if k not in CARD_PROPERTIES]
    out = []
    for k in found[:MAX_MISSES]:
        msg = floor_reason(s) if k == "throughput" else REASONS[k]
        ex = s.rejected.examples.get(k, [])[:1]
        out.append(Msg(code="recommend.left_out_one", args={
            "reason": msg, "count": counts[k],
            "example": Msg(code="recommend.left_out_one.example", args={"name": ex[0], "asked": asked}) if ex else None}))
    return out


def _lower_precision(r: Run) -> list[Msg]:
    """Serving that nothing holds as asked: one step down in weights, then INT4 (AWQ/GPTQ) after FP8, computed (the
    recommender re-run), never a precision the user stated or is already below — and, where the KV cache is 16-bit,
    the same with an FP8 cache; said with the plan it gives. When a budget is stated and no route meets it, the
    nearest of these routes over it is named with how far over (FP8 on one B200 was 7 % over a NT$150k
    month and never shown)."""
    routes = _precision_routes(r, deep=True, to_int4=True)
    if not routes:
        return []
    names = list(dict.fromkeys(str(label.args["name"]) for label, _ in routes))
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    for label, w_route in routes:
        c = first_row(r.arch, w_route, r.gpus, r.rows, opts)
        if c is not None:
            hourly = c.price_per_hour.amount
            # kept by BUDGET_TOLERANCE: its month is over the budget, so the share is said beside it
            n = _plan_gpus(c)
            over = _over_words(r, hourly, None, n) if (_over_share(r, hourly, None, n) or 0.0) > 1e-9 else None
            return [Msg(code="recommend.lower_precision", args={
                "name": label, "fleet": plan_machines(c), "money": _money(hourly, r.currency),
                "month": _month(r, hourly), "over": over})]
    # a budget nothing meets even in INT4: the nearest route over it, named with how far (72B in
    # Hong Kong said "nothing in FP8 either" while INT4 on 4 × A10G ran at HK$68/h, 66 % over HK$30k a month)
    nearest = _nearest_over_budget(r, routes, opts) if r.over_budget or effective_budget(r.w) is not None else None
    return [nearest or Msg(code="recommend.in_weights_nothing_fits", args={"name": " / ".join(names)})]


def keeps_published(w: Workload) -> bool:
    """Speed asked with money no object, or "fastest": the plan keeps the model's published precision on as many
    cards or nodes as it needs, and a lower precision that fits the place is a labelled quality compromise below it,
    never the headline (DeepSeek-R1 in Taiwan, "money no object, fastest": its FP8 weights, ≈ 671 GB, need one
    8 × H200 (1.13 TB) or two 8 × H100 nodes over RDMA; INT4 on one 8 × H100 is a trade of quality the user did not
    ask for, and it is no more "fastest" honoured than a cheaper card would be)."""
    return bool(w.spend_no_object) or w.priority == "fastest"


def compromise_below(here: list[Msg]) -> list[Msg]:
    """The lower-precision plans a place holds (lower_in_place), each labelled as a quality compromise below the
    plan at the published precision (keeps_published)."""
    return [Msg(code="recommend.quality_compromise", args={"plan": m}) for m in here]


def lower_in_place(r: Run) -> list[Msg]:
    """A stated place or provider where nothing priced holds the serving load at its precision: the lower-precision
    routes tried there first (FP8/INT8, then INT4 AWQ/GPTQ, each also with an FP8 KV cache; the recommender re-run
    with the place kept), so a plan in the place comes before any plan outside it (a 72B in Hong
    Kong sized only in BF16, 166 GB, and sent to Singapore while INT4 fits one 80 GB card there). [] when none fits,
    when a card or count was stated (its own fallback says why), when the budget is what failed (its ways say it), or
    for mainland China and Chinese clouds (the blocker is a price)."""
    china = {p.lower() for p in r.w.providers or []} & r.opts.places.china_providers
    if not (r.w.regions or r.w.providers) or r.preferred is not None or r.w.num_gpus or r.over_budget or china \
            or china_only(r.w.regions, r.opts.places):
        return []
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    found = [(label, c) for label, w_route in _precision_routes(r, deep=True, to_int4=True)
             if (c := first_row(r.arch, w_route, r.gpus, r.rows, opts)) is not None]
    if not found:
        return []
    first = found[0]  # the route closest to the model's own numbers
    cheap = min(found, key=lambda f: f[1].price_per_hour.amount)
    lead = cheap if cheap[1].price_per_hour.amount <= LOWER_IN_PLACE_SHARE * first[1].price_per_hour.amount else first
    out = [Msg(code="recommend.lower_precision", args={
        "name": lead[0], "fleet": split_fleet(plan_machines(lead[1]), lead[1]),
        "money": _money(lead[1].price_per_hour.amount, r.currency),
        "month": _month(r, lead[1].price_per_hour.amount), "over": None})]
    if lead is not first:  # the closer-to-16-bit plan it undercuts, with its price: the user's trade to make
        out.append(Msg(code="recommend.lower_precision_dearer", args={
            "name": first[0], "fleet": split_fleet(plan_machines(first[1]), first[1]),
            "money": _money(first[1].price_per_hour.amount, r.currency),
            "month": _month(r, first[1].price_per_hour.amount),
            "times": first[1].price_per_hour.amount / lead[1].price_per_hour.amount}))
    return out


# A lower-precision plan in a stated place that costs at most this share of the first (closest to 16-bit) route that
# fits there leads, the first named beside it with its price: in Hong Kong, Qwen2.5-72B for 5 lawyers at once over
# 24k-token contracts fits AWS ap-east-1's 4 × A10G (89 GiB) in FP8 weights (≈ 68 GiB) with room for one 7.3 GiB
# stream only, so FP8 meant 5 × g5.12xlarge (HK$249k a month), while INT4 (≈ 38 GiB) with an FP8 KV cache (5 × 3.7
# GiB) holds all five streams on one (HK$50k) — a fifth of the price for the quality step AWQ costs.
LOWER_IN_PLACE_SHARE = 0.5


def _precision_routes(r: Run, deep: bool = False, to_int4: bool = False) -> list[tuple[Msg, Workload]]:
    """One step down in weights (never a precision the user stated or is already below), and for serving with a 16-bit
    KV cache the same with an FP8 cache: the priced precision levers of serving that nothing holds as asked. `deep`
    (a refusal's ways forward, never the answer itself): INT4 after FP8 when the budget is what failed."""
    w = r.w
    low = LOWER_WEIGHTS.get(w.precision)
    if not (serves(w.task) and low and r.asked.precision is None and r.opts.explore):
        return []
    low = "awq" if low == "int4" else low
    name = "INT4 (AWQ/GPTQ)" if low == "awq" else low.upper()
    steps = [(low, name)]
    if deep and (r.over_budget or to_int4) and low == "fp8":
        # INT8 next: the same byte a weight as FP8, on the cards with no FP8 kernel at all (Turing: T4, whose INT8 W8A8
        # and GPTQ 8-bit kernels run from sm_75, tools.compat.KERNEL_FLOOR), so a 16-bit 8B that needs 4 × T4 fits one;
        # then INT4: a budget nothing meets in 8 bits may be met in INT4 (AWQ/GPTQ checkpoints are published for most
        # open models), the second step down a real way forward with its price (Qwen2.5-32B in Hong Kong at HK$8k a
        # month: a 19 GB AWQ checkpoint that one 24 GB card holds)
        steps += [("int8", "INT8"), ("awq", "INT4 (AWQ/GPTQ)")]
    routes = []
    for p, label in steps:
        routes.append((Msg(code="recommend.lower_weights", args={"name": label}),
                       r.asked.model_copy(update={"precision": p})))
        if r.kind is WorkKind.SERVING and w.kv_precision not in ("fp8", "int8"):
            routes.append((Msg(code="recommend.lower_weights_fp8_kv", args={"name": label}),
                           r.asked.model_copy(update={"precision": p, "kv_precision": "fp8"})))
    return routes


def budget_route(rec: Recommendation, r: Run) -> Recommendation | None:
    """A budget that no plan meets at the default precision, met by a priced precision lever: that plan is the answer,
    its headline led by the precision change and the cheapest plan as asked with how far over it is — never "no
    feasible plan" beside a plan that fits (FP8 on 3 × L4 at NT$57k a month within a NT$300k budget). The levers are
    tried in order of quality, each with the stated place and budget kept: FP8 weights (where the card runs them), INT8,
    then INT4 (AWQ/GPTQ), each also with an FP8 KV cache; the first that ranks a plan leads, so a 16-bit Qwen3-8B that
    needs 4 × T4 in Hong Kong is answered with one T4 there in INT8, not with a plan in Tokyo. A precision the user
    stated is never changed (`_precision_routes`): its miss is said. An unpriced plan in the place at the asked
    precision whose quote can still meet the budget (the mainland's H800 families, with the break-even per GPU-hour)
    gives way to a priced FP8 plan (about as good as 16-bit) but stays the lead over INT8 and INT4, which cost some
    quality: those are the lines below it (`_lower_precision`)."""
    if rec.candidates or not r.over_budget or not r.opts.routes:
        return None
    quoted = _plan_quote(rec.headline) is not None
    for label, w_route in [*_precision_routes(r, deep=True), *_fused_loss_budget_routes(r)]:
        if quoted and w_route.precision != "fp8":
            continue
        alt = recommend(r.arch, w_route, r.gpus, r.rows, replace(r.opts, routes=False))
        if not alt.candidates or alt.headline is None:
            continue
        c = alt.candidates[0]
        near = (_over_share(r, c.price_per_hour.amount, c.speed.train_hours if c.speed else None, _plan_gpus(c))
                or 0) > 1e-9
        asked = nearest_over(r.over_budget, effective_budget(r.w), r.currency, r.opts)
        share = _over_share(r, asked.hourly, asked.train_hours, asked.total_gpus)
        if share is not None and share > FAR_OVER:
            # a plan many times the budget is no comparison: named as a cost, never as the plan
            # ("as asked the cheapest is 8 × H100, 7870 % over" leading a 1 × L4 answer)
            prefix = Msg(code="recommend.budget_route_prefix_far", args={"name": label, "times": share + 1,
                                                                          "same_result": w_route.precision is None})
        else:
            # a lever plan kept by the month tolerance is itself just over: "with FP8 …:" then its own "just over
            # (+1.4%)", never "within the budget only with FP8" beside it (attack review: two verdicts in one line)
            prefix = Msg(code="recommend.budget_route_prefix_near" if near else "recommend.budget_route_prefix", args={
                "name": label, "money": _money(asked.hourly, r.currency), "n": asked.total_gpus, "gpu": asked.gpu.name,
                "over": _over_words(r, asked.hourly, asked.train_hours, asked.total_gpus),
                "fp16": compat.fp16_instead(asked.gpu, r.w.precision, precision_stated(r)),
                "same_result": w_route.precision is None})  # the fused loss: only precision levers change the output
        alt.headline = Msg(code="recommend.one_machine_instead", args={"prefix": prefix, "headline": alt.headline})
        roomy = _roomier_over_budget(r, alt, c)
        if roomy is not None:
            alt.beside_pick.insert(0, roomy)
        return alt
    return None


# A roomy FP8 plan over the budget by at most this share is named beside a tight-and-slow INT4 plan the budget forced:
# 1.5 × the budget is still a question for whoever holds it, and the user should see what the extra buys; further over
# it is the FAR_OVER kind of comparison, no help.
ROOMY_OVER_BUDGET = 0.5


def _roomier_over_budget(r: Run, pick: Recommendation, c: Candidate) -> Msg | None:
    """Beside a budget route's plan below FP8 (INT8 or INT4, the quality step) that is tight (over TIGHT_POOL_SHARE of
    its pool) or under the per-user floor at the context its memory is sized for: the cheapest FP8 plan (FP8 weights,
    or with an FP8 KV cache) with room and the floor held at that context, with how far over the budget it is, when
    that is at most ROOMY_OVER_BUDGET. A budget forces a tight plan only when nothing usable fits it; the user decides
    whether the roomy plan's overrun is worth it. By hand (Mistral-Small-3.1-24B, 150 of 1,000 staff at 4,096 tokens,
    Finland only, 3,000 EUR a month): INT4 + FP8 KV on 2 × L40S (Nebius eu-north1, 2 × $1.55/h ≈ 2,080 EUR) fills 93 %
    of each pool and gives ≈ 12 tokens/s per user at the full context; FP8 weights (24 GB) + FP8 KV (150 × 4,096 ×
    80 KiB ≈ 50 GB) on 1 × H200 ($5.40/h ≈ 3,627 EUR, 21 % over) fill about two thirds of its pool at ≈ 38 tokens/s."""
    route = as_resolved(pick.workload) if pick.workload is not None else None
    if r.kind is not WorkKind.SERVING or route is None or route.precision in ("fp8", "bf16", "fp16") \
            or r.asked.precision is not None:
        return None
    floor = r.search.stream_floor or 0.0
    full = full_or_at_load(c) or 0.0
    pick_pool = (fit_pool_share(pick.per_gpu, r.gpus[c.gpu], route) if pick is not None and pick.per_gpu is not None
                 and c.gpu in r.gpus else 1.0)
    if pick_pool <= TIGHT_POOL_SHARE and full >= floor:
        return None
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    free = {"budget": None, "budget_per_hour": None}
    found = []
    for label, w_route in _precision_routes(r, deep=True):
        if w_route.precision != "fp8":
            continue
        run = resolve_run(r.arch, w_route.model_copy(update=free), r.gpus, r.rows, opts)
        got = ranked(run)
        o = run.top
        f = got.candidates[0] if got.candidates else None
        if o is None or o.plan is None or f is None:
            continue
        speed = full_or_at_load(f) or 0.0
        share = _over_share(r, f.price_per_hour.amount, None, _plan_gpus(f))
        pool = fit_pool_share(o.plan.per_gpu, o.gpu, run.w)
        if pool <= TIGHT_POOL_SHARE and speed >= floor and share is not None and share <= ROOMY_OVER_BUDGET:
            found.append((label, f, speed, pool))
    if not found:
        return None
    label, f, speed, pool = min(found, key=lambda x: x[1].price_per_hour.amount)
    return Msg(code="recommend.roomier_over_budget", args={
        "name": label, "fleet": plan_machines(f), "money": _money(f.price_per_hour.amount, r.currency),
        "month": _month(r, f.price_per_hour.amount), "over": _over_words(r, f.price_per_hour.amount, None, _plan_gpus(f)),
        "tps": speed, "pool": pool, "pick_tps": full, "pick_pool": pick_pool, "floor": floor, "tight": TIGHT_POOL_SHARE})


def fit_pool_share(per: MemoryBreakdown, gpu: GPUSpec, w: Resolved) -> float:
    """The share of its engine's pool a plan's memory per GPU fills: the headline's "40.4 GB of a 43.2 GB pool per
    GPU (93%)" (tools.fit.fit_of: need ÷ budget); 1.0 for a card with no budget."""
    f = fit_of(per, gpu, w, 1.0)
    return f.need / f.budget if f.budget > 0 else 1.0


def _fused_loss_budget_routes(r: Run) -> list[tuple[Msg, Workload]]:
    """Training over its budget whose cheapest plan as asked is activation-bound (ACTIVATION_BOUND) under the default
    loss on whole FP32 logits, with no framework named: the same training with a fused, chunked loss
    (`fused_loss_engine`) as a budget lever. The loss is the same, so it is tried as FP8 is for serving: a 64k full
    fine-tune of an 8B answered "nothing fits $1,000; 8 × B300 at $2,319" while torchtune's recipe holds it on
    80 GB cards at a fraction of the hour."""
    if serves(r.w.task) or r.asked.framework is not None or r.w.framework not in ("hf", "deepspeed"):
        return []
    cheapest = min(r.over_budget, key=lambda o: o.hourly, default=None)
    per = cheapest.plan.per_gpu if cheapest is not None and cheapest.plan is not None else None
    if per is None or per.total <= 0 or per.activations < ACTIVATION_BOUND * per.total:
        return []
    engine = fused_loss_engine(r.w.task)
    return [(Msg(code="recommend.fused_loss_lever", args={"engine": engine}),
             r.asked.model_copy(update={"framework": engine}))]


def _nearest_over_budget(r: Run, routes: list[tuple[Msg, Workload]], opts: Options) -> Msg | None:
    """The cheapest of the lower-precision routes with the budget dropped (the recommender re-run), said with how far
    over the budget it is, when it comes nearer than the cheapest plan as asked."""
    free = {"budget": None, "budget_per_hour": None}
    got = [(label, c) for label, w_route in routes
           if (c := first_row(r.arch, w_route.model_copy(update=free), r.gpus, r.rows, opts)) is not None]
    if not got:
        return None
    label, c = min(got, key=lambda lc: lc[1].price_per_hour.amount)
    # priced as the budget line prices the plan as asked (a prefill-sized load re-sizes each offer), so a route that
    # lands on the same fleet at the same hour (FP8 weights on 48 A10s beside BF16's 48 A10s) is no lever
    pool = [_prefill_offer(r, o) for o in r.over_budget] if prefill_sized(r.w) else r.over_budget
    asked_best = min((o.hourly for o in pool), default=None)
    if asked_best is not None and c.price_per_hour.amount >= asked_best:
        return None
    r.nearest_hourly["recommend.lower_precision_over"] = c.price_per_hour.amount
    r.lead_plans["recommend.lower_precision_over"] = c
    return Msg(code="recommend.lower_precision_over", args={
        "name": label, "fleet": plan_machines(c),
        "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount),
        "over": _over_words(r, c.price_per_hour.amount, None, _plan_gpus(c))})


# A plan over the budget by more than this share (dearer than five times the budget) is no comparison for a plan
# within it: named as a multiple of the budget, not as a plan (8 × H100 at 80× a NT$30k month).
# A plan at 2–3× the budget stays named with its price: it says what the precision saves (2 × B200
# 115 % over; 1 × A100 240 % over a $1,200 month).
FAR_OVER = 4.0


def _over_share(r: Run, hourly: float, job_hours: float | None, gpus: int | None = None) -> float | None:
    """How far a plan's price is over the stated budget, as a share (0.07 = 7 % over), in the budget's own period;
    None when the budget has no hourly equivalent (a total with no job hours). FX: tools.cost.convert_amount.
    `gpus`: the plan's GPUs, which a budget said per GPU-hour with no count is multiplied by (per_gpu_cap)."""
    b = effective_budget(r.w)
    return over_share(b, hourly, job_hours, r.currency, r.opts, gpus) if b is not None else None


def _plan_gpus(c: Candidate) -> int:
    """The GPUs a ranked plan rents: its machine's GPUs × the machines."""
    return int(round(c.gpu_count)) * max(1, c.instances)


def _over_words(r: Run, hourly: float, job_hours: float | None, gpus: int | None = None) -> Msg | None:
    """How far a plan's price is over the stated budget ("7% over the budget")."""
    share = _over_share(r, hourly, job_hours, gpus)
    return None if share is None else Msg(code="recommend.over_budget_by", args={"share": share, "pct": share_text(share)})


def _job_words(alt: Recommendation, r: Run) -> Msg | None:
    """A sized job's hours and cost beside the plan a re-run named (its recommended tier: the same hours and job
    cost that answer would print; "8 × B200" with no time or cost for the stated 500 M tokens)."""
    t = next((x for x in alt.spec_range if x.tier == "recommended"), None)
    if t is None or not t.train_hours or t.job_cost is None or r.kind not in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        return None
    return Msg(code="recommend.job_words", args={"took": duration(t.train_hours),
                                                 "cost": _money(t.job_cost.amount, r.currency)})


def month_hours(w: Workload) -> float:
    """The hours a serving month is priced at: 730 h, or the stated hours a day × 30.4 days (tools.cost)."""
    return serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week)


def period_hours(w: Workload) -> float:
    """The hours a serving bill is priced over: the stated rental time at the stated hours a day ("for 2 days": 48 h;
    "12 hours a day for 2 days": 24 h, tools.cost.rental_hours), else a month."""
    return rental_hours(w.serving_hours, w.usage_hours_per_day) or month_hours(w)


def part_day(w: Workload) -> float | None:
    """The hours a day a stated rental runs when under a whole day ("12 hours a day for 2 days": 12), said beside its
    total so the hours billed show how they were made (12 h a day × 2 days = 24 h); None around the clock."""
    h = hours_a_day(w.usage_hours_per_day)
    return h if w.serving_hours and h < HOURS_PER_DAY else None


def month_hours_said(w: Workload) -> float:
    """month_hours to the whole hour, as the answer says it (4 h a day: 122 h)."""
    return round(month_hours(w))


def _batch_run(r: Run, job: tuple[float | None, float | None]) -> Msg | None:
    """A batch plan's run beside its hour: its wall hours and cost, and with a recurring batch (每日 3 萬封) the month at
    that period's runs (tools.cost.recurring_costs: a day's run × 30.4); None for serving or without a job cost.
    By hand: a day's run of 1.5 h on HK$93.97/h ≈ HK$141 → × 30.4 ≈ HK$4,285 a month."""
    hours, cost = job
    if r.kind is not WorkKind.BATCH or not hours or not cost:
        return None
    per, month = recurring_costs(cost, r.w.batch_period, r.w.usage_days_per_week, r.w.batch_every) \
        if r.w.batch_period else (cost, None)
    return Msg(code="recommend.batch_run", args={
        "took": duration(hours), "run": money_text(per, r.currency, 2), "period": r.w.batch_period,
        "every": r.w.batch_every,
        "month": money_text(month, r.currency, 0) if month else None})


def _month(r: Run, hourly: float) -> Msg | None:
    """A serving plan's month (730 h) beside its hour: the figure a serving buyer asks for; for a service rented a
    stated time (a 2-day demo), the total for those hours instead."""
    if r.kind is not WorkKind.SERVING:
        return None
    if r.w.serving_hours:
        return Msg(code="recommend.rental_total", args={
            "total": money_text(hourly * period_hours(r.w), r.currency, 0), "hours": period_hours(r.w)})
    return Msg(code="recommend.month", args={"month": money_text(hourly * month_hours(r.w), r.currency, 0)})


def _month_tail(r: Run, hourly: float) -> Msg:
    """The headline's bill for a serving plan: a month (730 h, or the stated hours a day), or, for a service rented a
    stated time ("3 people using it for 2 days"), the total for those hours: a one-off demo is never priced monthly
    (an expert's U4: "$13,958 a month" for a 48-hour demo that costs ≈ $920)."""
    if r.w.serving_hours:
        return Msg(code="recommend.tail.rental_total", args={
            "total": "≈ " + money_text(hourly * period_hours(r.w), r.currency, 0), "hours": period_hours(r.w),
            "per_day": part_day(r.w), "days": r.w.serving_hours / HOURS_PER_DAY})
    month = "≈ " + money_text(hourly * month_hours(r.w), r.currency, 0)
    office = schedule.month_hours(schedule.office_hours_a_day(), schedule.WEEKDAYS)
    staff = bool(r.w.head_count) and not r.w.usage_hours_per_day  # a team's tool priced around the clock
    part = month_hours(r.w) < HOURS_PER_MONTH  # priced at stated hours ("上班时间用"): the 24/7 month said beside
    return Msg(code="recommend.tail.month", args={
        "month": month, "hours": month_hours_said(r.w),
        # the same plan up in office hours only (tools.schedule: 9:00–18:00 on weekdays), a team's cheaper schedule
        "office": "≈ " + money_text(hourly * office, r.currency, 0) if staff else None, "office_hours": round(office),
        "clock": "≈ " + money_text(hourly * HOURS_PER_MONTH, r.currency, 0) if part else None,
        "clock_hours": HOURS_PER_MONTH})


def _why_nothing(r: Run, found: bool) -> list[Msg]:
    """Why nothing is ranked, short: the budget's cheapest plan, Chinese-cloud families, the nearest misses (at most
    three), a lower precision computed, LoRA for full training; "more GPUs" only when no plan was found anywhere.
    `found`: a working plan without the stated filter was already named."""
    w, s, over_budget = r.w, r.search, r.over_budget
    out: list[Msg] = []
    if over_budget:
        out.append(_budget_line(r))
    china = [p for p in (w.providers or []) if p.lower() in s.places.china_providers] or (
        sorted(s.places.china_providers) if china_only(w.regions, s.places) else [])
    absent = providers_not_in_regions(r)
    if absent:  # "only GCP" + mainland China: the two rules conflict; another cloud's families are no plan for it
        out.append(conflict_line(r, absent))
        china = []
    if china:
        out += _china_families(r.arch, w, r.gpus, r.rows, s, china, _batch_lead(r))
    elif w.providers and not over_budget and not found:
        out.append(Msg(code="recommend.no_priced_offer_from", args={"providers": list(w.providers)}))
    if not found:
        lower = _lower_precision(r) if r.preferred is None and not w.num_gpus and (not china or over_budget) else []
        # unpriced Chinese clouds: the blocker is a price, not the memory, so a smaller precision is no answer; with one
        # proposed, an excluded example says its precision, so a machine left out at BF16 and proposed at INT4 is not
        # read as both excluded and proposed (gcp g2-standard-96)
        out += nearest_misses(s, str(w.precision).upper() if lower else None) + lower
    if w.task in FULL_TRAINING and not (r.opts.explore and (w.gpu_preference or w.num_gpus)):
        # stated hardware: LoRA is computed on it instead; after a stated full training it is said as leaving that choice
        out.append(Msg(code="recommend.lora_outside_full" if "lora" in excluded_levers(r.asked)
                       else "recommend.lora_or_qlora_trains"))
    one_box = bool(w.num_gpus and w.num_gpus <= ONE_BOX_GPUS)  # stated cards in one box: an RDMA cluster is no answer
    if s.rejected.counts.get("no_fit") and not over_budget and not found and not one_box:
        out.append(Msg(code="recommend.more_gpus_the_listed"))
    if not out and not found:
        out.append(Msg(code="recommend.no_priced_instance_in"))
    return _ways_first(r, out, found)


def _ways_first(r: Run, out: list[Msg], found: bool) -> list[Msg]:
    """A budget nothing meets leads with the ways that meet it — in the place first (a lower precision within the
    budget, fewer users), then outside it — then the nearest plan over it (FP8 on L4s 27 % over, not
    8 × H100 7,870 % over); the headline quotes the first of these."""
    if not r.over_budget:
        near = [m for m in out if m.code == "recommend.lower_precision_over"]
        return near + [m for m in out if m.code != "recommend.lower_precision_over"]
    lead = ("recommend.lower_precision", "recommend.lower_precision_over")
    ways = budget_ways(r) if not found else []
    office = _budget_way_office(r, [m for m in out if m.code == "recommend.lower_precision_over"]) if not found \
        else None
    ways = ([office] if office is not None else []) + ways
    # the user's own load cut (fewer users) before our default speed relaxed; both are ways in the place
    fewer = _load_ways_in_order(ways)
    slower_over = [m for m in ways if m.code == "recommend.budget_way_slower_over"]  # nearest, not a way that meets it
    fits = [m for m in out if m.code == "recommend.lower_precision"]
    if fits:  # a lower precision holds every user within the budget: no fewer-users way beside it
        fewer = [m for m in fewer if m.code != "recommend.budget_way_fewer_lower"]
        ways = [m for m in ways if m.code != "recommend.budget_way_fewer_lower"]
    # outside the place only as asked once a lower precision meets the budget inside it (leaving both is no nearer way)
    # another model or fewer hours are not the work as asked: said right after "nothing fits the budget", never first
    # (expert hand check: "full R1, not a distill, under $2k" leads with the plain no and by how much)
    other = [m for m in ways if m.code in ("recommend.budget_way_smaller_model", "recommend.budget_way_hours")]
    no_gpu = [m for m in ways if m.code == "recommend.budget_way_no_gpu"]  # a small model at a light load: no GPU
    outside = [m for m in ways if m not in fewer and m not in slower_over and m not in other and m not in no_gpu
               and not (fits and m.args.get("how"))]
    other = [] if fits or fewer or outside else other  # only when no way keeps the model and the hours
    near = _nearest_if_cheapest(r, [m for m in out if m.code == "recommend.lower_precision_over"], fewer, slower_over)
    rest = [m for m in out if m.code not in lead]
    cut = 1 if rest and rest[0].code.startswith("recommend.nothing_fits_a_budget") else 0
    if outside and r.w.data_residency:
        # a data-residency rule is the last thing relaxed, after the budget (the headline rented in
        # the US for "data must stay in Germany"): the nearest plans in the place first, cheapest first; a plan
        # outside it only as an aside after them. A place said without one ("rent in Hong Kong") keeps the way
        # within the budget outside it first
        inside = sorted(slower_over + near, key=lambda m: r.nearest_hourly.get(m.code, float("inf")))
        return fits + fewer + inside + rest[:cut] + no_gpu + other + outside + rest[cut:]
    return fits + fewer + outside + slower_over + near + rest[:cut] + no_gpu + other + rest[cut:]


def _load_ways_in_order(ways: list[Msg]) -> list[Msg]:
    """The ways in the place that change the load, in the order said: the user's own load cut (office hours, fewer
    users) before our default per-user speed relaxed to the readable minimum — unless the cut keeps under half the
    users asked, where serving every user at a readable speed is the nearer answer to the question. Llama-3.3-70B for
    20 users at 32k on NT$100,000 a month: "2 users instead of 20" on one MI300X, or all 20 at ≈ 14 tokens/s in FP8 on
    the same card for the same NT$55,830 — the second leads."""
    cut = [m for m in ways if m.code in ("recommend.budget_way_office", "recommend.budget_way_fewer",
                                         "recommend.budget_way_fewer_lower", "recommend.budget_rate_within")]
    slower = [m for m in ways if m.code in ("recommend.budget_way_slower", "recommend.budget_way_slower_asked")]
    if slower and any(m.code == "recommend.budget_way_fewer" and isinstance(n := m.args.get("n"), int)
                      and isinstance(u := m.args.get("users"), int) and 2 * n < u for m in cut):
        return slower + cut
    return cut + slower


def _nearest_if_cheapest(r: Run, near: list[Msg], within: list[Msg], slower_over: list[Msg]) -> list[Msg]:
    """The lower-precision plan "nearest to the budget" only while it is: not beside a way at the readable minimum
    that meets the budget with every user (recommend.budget_way_slower), nor beside one over it that costs less (the
    readable minimum's plan, recommend.budget_way_slower_over). Qwen3-235B-A22B on ¥100,000 a month named INT4 on
    16 × H100 at ¥182,219 (82 % over) as the nearest while 8 × MI300X at ¥100,495 (0.5 % over) was in the line above."""
    if any(m.code == "recommend.budget_way_slower" for m in within):
        return []
    cheaper = [r.nearest_hourly[m.code] for m in slower_over if r.nearest_hourly.get(m.code)]
    return [m for m in near if not cheaper or r.nearest_hourly.get(m.code, 0.0) < min(cheaper)]


def roomy_beside(r: Run, c: Offer, b: Budget | None) -> Msg | None:
    """The plan over the budget nearest to it, when that one has under 5 % / 1 GiB of its pool spare (pool_thin): the
    nearest plan with room named beside it, since a plan at 99 % of its memory is no figure to take to whoever holds
    the budget (DeepSeek-R1 FP8 on 4 × MI300X quoted as what it takes; 8 × MI300X is what runs it)."""
    if not pool_thin(c, r.w):
        return None
    roomy = [o for o in r.over_budget if not pool_thin(o, r.w)]
    if not roomy:
        return None
    o = nearest_over(roomy, b, r.currency, r.opts)
    return Msg(code="recommend.budget_roomy", args={"fleet": plan_machines(o), "money": _money(o.hourly, r.currency),
                                                    "part": _month(r, o.hourly)})


def _budget_line(r: Run) -> Msg:
    """Nothing fits the budget: the cheapest plan as asked with how far over it is, or, when that plan costs more than
    FAR_OVER over the budget, only the multiple ("8 × H100 … 7870 % over" is no comparison)."""
    b = effective_budget(r.w)
    pool = [_prefill_offer(r, o) for o in r.over_budget] if prefill_sized(r.w) else r.over_budget
    c = nearest_over(pool, b, r.currency, r.opts)
    assert b is not None
    share = _over_share(r, c.hourly, c.train_hours, c.total_gpus)
    roomy = roomy_beside(r, c, b)
    if roomy is not None:
        return Msg(code="recommend.nothing_fits_a_budget_roomy", args={"line": _budget_line_of(r, c, b, share), "roomy": roomy})
    return _budget_line_of(r, c, b, share)


def _budget_line_of(r: Run, c: Offer, b: Budget, share: float | None) -> Msg:
    """_budget_line's sentence for the plan `c` over the budget `b` by `share`."""
    currency = r.currency
    money, per = budget_text(b.amount, b.currency), Msg(code="period.budget", args={"per": b.per})
    serving = r.kind is WorkKind.SERVING
    asked = Msg(code="recommend.as_asked_weights", args={"p": runs_in(r, c.gpu), "stated": precision_stated(r)}) \
        if serving else None  # "as asked" only for a precision the user said; a default one is said as assumed
    load = Msg(code="recommend.nothing_fits_a_budget.as_asked") if serving else None
    if share is not None and share > FAR_OVER:  # the plan named, so the multiple is of something the user can see
        return Msg(code="recommend.nothing_fits_a_budget_far", args={
            "money": money, "per": per, "asked": asked, "times": share + 1, "fleet": plan_machines(c),
            "money_2": _money(c.hourly, currency), "load": load})
    return Msg(code="recommend.nothing_fits_a_budget", args={
        "money": money, "per": per, "fleet": plan_machines(c), "money_2": _money(c.hourly, currency), "asked": asked,
        "load": load,
        "part": (Msg(code="recommend.nothing_fits_a_budget.for_the_job", args={"money": _money(c.work_cost, currency)})
                 if c.train_hours else _month(r, c.hourly)),
        "over": _over_words(r, c.hourly, c.train_hours, c.total_gpus)})


def budget_ways(r: Run) -> list[Msg]:
    """A serving budget nothing meets as asked: the ways forward that meet it, each the recommender re-run with its
    price — the cheapest plan outside the stated place (the budget kept), and the most users at once the budget holds
    in the place ("HK$8k a month in Hong Kong? no" with no way forward). Lower precision is
    `_lower_precision`'s (FP8, then INT4 when the budget is what failed)."""
    w = r.w
    if r.kind is not WorkKind.SERVING or not r.opts.explore or not r.opts.routes:
        return []
    opts = replace(r.opts, top_n=1, weights=None, explore=False, routes=False)
    if china_only(w.regions, r.opts.places):  # no way outside the mainland: the load or the precision gives way
        return _budget_way_fewer_lower(r, opts)
    out: list[Msg] = []
    if w.regions:
        # as asked first, then the precision routes (FP8, INT4): the nearest way outside the place that fits
        tries: list[tuple[Msg | None, Workload]] = [(None, r.asked), *_precision_routes(r, deep=True)]
        for label, wl in tries:
            free = wl.model_copy(update={"regions": None})
            c = first_row(r.arch, free, r.gpus, r.rows, replace(opts, stated=opts.stated - {"regions"}))
            if c is not None:
                out.append(Msg(code="recommend.budget_way_outside_residency" if w.data_residency
                               else "recommend.budget_way_outside", args={
                    "regions": place_words(list(w.regions)), "fleet": plan_machines(c), "region": c.region,
                    "how": Msg(code="recommend.budget_way_how", args={"name": label}) if label else None,
                    "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount)}))
                break
    out += _budget_way_slower(r, opts)
    out += _budget_way_no_gpu(r) + _budget_way_smaller(r, opts) + _budget_way_hours(r)
    if prefill_sized(w):  # a stated rate is the load: the rate the budget holds, never fewer people
        return out + _budget_rate_within(r)
    users = w.concurrency  # stated below, so the user's own count
    if "concurrency" in r.opts.stated and users > 1:
        got = _most_users_within(r, users, opts)
        if got is not None:
            n, c = got
            r.lead_plans["recommend.budget_way_fewer"] = c
            out.append(Msg(code="recommend.budget_way_fewer", args={
                "n": n, "users": users, "fleet": plan_machines(c),
                "money": _money(c.price_per_hour.amount, r.currency), "month": _month(r, c.price_per_hour.amount)}))
        else:  # not one user at the precision asked: fewer users at a lower precision, when one holds any
            out += _budget_way_fewer_lower(r, opts, lower_only=True)
    return out


def _budget_way_smaller(r: Run, opts: Options) -> list[Msg]:
    """A serving budget the model cannot meet: a model of the next size class down in its family
    (tools.arch.next_size_down; its distills for a name with no size: DeepSeek-R1 → R1-Distill-Llama-70B) whose
    cheapest plan meets the budget at the same load, or nothing (a 70B under a tight budget is not answered with a 3B),
    each the recommender re-run with the budget kept (expert hand check: full R1 on "under $2k a month" cannot be
    self-hosted — 671 B in FP8 is ≈ 700 GB, 8 × H200 or 8 × MI300X at $13k+ a month; a 32B distill fits one card)."""
    for a in next_size_down(r.arch, r.opts.family):
        c = first_row(a, r.asked.model_copy(update={"model": a.name}), r.gpus, r.rows, opts)
        if c is not None:
            return [Msg(code="recommend.budget_way_smaller_model", args={
                "model": a.name, "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, r.currency),
                "month": _month(r, c.price_per_hour.amount), "tps": c.per_user_tokens_per_s, "asked": r.arch.name})]
    return []


# A model small enough to need no GPU at a light load: its 4-bit GGUF (Q4_K_M, tools.memory.weight_bytes) at most this
# many bytes — it then sits in the RAM of an ordinary CPU server or VPS with room to spare, which llama.cpp runs it from
# (llama.cpp's README: "Plain C/C++ implementation without any dependencies", CPU inference with AVX/AVX2/AVX512 on
# x86 and NEON on Arm) — and at most NO_GPU_STREAMS answers generating at once (a bot for a friends' server, a personal
# assistant: one or two in flight). A 3B model is ≈ 2 GB in Q4_K_M, an 8B ≈ 5 GB; a 14B ≈ 9 GB is past the bar.
NO_GPU_WEIGHTS_BYTES = 6e9
NO_GPU_STREAMS = 2


def _budget_way_no_gpu(r: Run) -> list[Msg]:
    """A serving budget below every GPU plan, for a small model at a light load (NO_GPU_WEIGHTS_BYTES, NO_GPU_STREAMS):
    the routes that need no GPU rented around the clock — a CPU server or VPS running the model's 4-bit GGUF with
    llama.cpp (its RAM: the Q4_K_M weights plus the KV cache of the streams at the context, tools.memory, + 1 GB for
    the system), and capacity billed by use, a pay-per-token API for the same open model or a serverless GPU billed by
    the second. No CPU speed or per-token price is held here: the answer says to time the CPU box on a pilot and to
    read the provider's price. By hand: Llama-3.2-3B for a Discord server, 1 stream at 4,096 tokens, $20 a month (an
    always-on A4000 is ≈ $180): Q4_K_M ≈ 2.0 GB + KV 4,096 × 112 KiB ≈ 0.5 GB + 1 → a VPS with ≥ 4 GB of RAM."""
    b = effective_budget(r.w)
    if r.kind is not WorkKind.SERVING or b is None or not r.over_budget or r.w.concurrency > NO_GPU_STREAMS:
        return []
    weights = weight_bytes(r.arch, "q4_k_m")
    if weights > NO_GPU_WEIGHTS_BYTES:
        return []
    kv = kv_cache_bytes(r.arch, r.w.seq_len, r.w.concurrency, "bf16")
    return [Msg(code="recommend.budget_way_no_gpu", args={
        "model": r.arch.name, "weights_gb": weights / 1e9, "ram_gb": math.ceil((weights + kv) / 1e9 + 1),
        "kv_gb": kv / 1e9, "streams": r.w.concurrency, "seq_len": r.w.seq_len})]


def _budget_way_office(r: Run, near: list[Msg]) -> Msg | None:
    """A team's tool (a head count, no hours said) over a monthly budget around the clock that fits when it is up only
    while the team works (tools.schedule: 9:00–18:00 on weekdays, ≈ 196 h of 730): the cheapest plan over the budget
    — as asked, or the nearest lower-precision route (`near`, recommend.lower_precision_over) — priced at those hours,
    when that is within the budget; None otherwise. The people work office hours, so the service is up when they are:
    the way keeps the model, the users and the place. By hand (15 social workers, Qwen3-8B, Hong Kong, HK$3,000 a
    month): 1 × T4 (g4dn.xlarge) in INT8 at HK$6.32/h × 730 h ≈ HK$4,612 (54 % over); × 196 h ≈ HK$1,238, within."""
    w, b = r.w, effective_budget(r.w)
    if r.kind is not WorkKind.SERVING or not w.head_count or w.usage_hours_per_day or w.serving_hours \
            or b is None or b.per != "month" or not r.over_budget:
        return None
    amount = convert_amount(b.amount, b.currency, r.currency, r.opts.usd_cny, r.opts.fx)
    if amount is None:
        return None
    c = nearest_over(r.over_budget, b, r.currency, r.opts)
    tries: list[tuple[float, object, object, Candidate | None]] = [
        (c.hourly, plan_machines(c), None, candidate(c, 0.0, {}, r.currency, c.billing))] if c.hourly else []
    tries += [(r.nearest_hourly[m.code], m.args.get("fleet"), m.args.get("name"), r.lead_plans.get(m.code))
              for m in near if r.nearest_hourly.get(m.code)]
    if not tries:
        return None
    hourly, fleet, name, plan = min(tries, key=lambda t: t[0])
    hours = schedule.month_hours(schedule.office_hours_a_day(), schedule.WEEKDAYS)
    if hourly * hours > amount:
        return None
    if plan is not None:
        r.lead_plans["recommend.budget_way_office"] = plan
    month = Msg(code="recommend.budget_way_office.month", args={
        "month": "≈ " + money_text(hourly * hours, r.currency, 0), "hours": round(hours),
        "clock": "≈ " + money_text(hourly * HOURS_PER_MONTH, r.currency, 0), "clock_hours": HOURS_PER_MONTH})
    return Msg(code="recommend.budget_way_office", args={
        "people": w.head_count, "fleet": fleet, "name": name, "money": _money(hourly, r.currency), "month": month}
        | _office_speed(r, plan, hours))


def _office_speed(r: Run, plan: Candidate | None, hours: float) -> dict[str, MsgArg]:
    """The office-hours plan's per-user speed at the stated load, and, when it is under the per-user floor (the
    stated target or the interactive default), that floor with its origin and the cheapest plan over the budget that
    holds it, priced at the same office hours: no plan within the budget gives the floor, and the headline says so
    (8 × L4 in FP8 at ≈ 15 tok/s a user led a Taiwan budget while the answer's own rejections said 8 × L4 missed
    the 20 tok/s default). The figure is the plan's own (tools.offers: at load, after any PCIe all-reduce loss)."""
    tps = plan.per_user_tokens_per_s if plan is not None else None
    floor = r.search.stream_floor
    if tps is None or not floor or tps >= floor:
        return {"tps": tps}
    held = [o for o in r.over_budget if o.per_user_tps is not None and o.per_user_tps >= floor]
    meet = min(held, key=lambda o: (o.hourly, objective_key(o))) if held else None
    return {"tps": tps, "floor": floor, "floor_said": floor_words(r.search),
            "meet_fleet": plan_machines(meet) if meet is not None else None,
            "meet_money": _money(meet.hourly, r.currency) if meet is not None else None,
            "meet_month": "≈ " + money_text(meet.hourly * hours, r.currency, 0) if meet is not None else None}


MIN_HOURS_SHARE = 0.1  # the budget's hours named only when they are at least a tenth of the period (≈ 73 h a month)


def _budget_way_hours(r: Run) -> list[Msg]:
    """A monthly (or daily) serving budget below the cheapest plan's always-on cost: the hours of that plan the budget
    buys in its period, so "run it only in office hours" is priced (a month of business hours is 10 h × 22 days)."""
    b = effective_budget(r.w)
    if b is None or b.per not in PERIOD_HOURS or not r.over_budget:
        return []
    c = nearest_over(r.over_budget, b, r.currency, r.opts)
    amount = convert_amount(b.amount, b.currency, r.currency, r.opts.usd_cny, r.opts.fx)
    if c is None or not c.hourly or amount is None or amount / c.hourly < MIN_HOURS_SHARE * PERIOD_HOURS[b.per]:
        return []  # a few hours a month is no way to serve users
    return [Msg(code="recommend.budget_way_hours", args={
        "hours": amount / c.hourly, "per": b.per, "fleet": plan_machines(c), "money": _money(c.hourly, r.currency),
        "period_hours": PERIOD_HOURS[b.per]})]


def _budget_way_slower(r: Run, opts: Options) -> list[Msg]:
    """No per-user speed stated and nothing meets the budget: the plan sized at the readable minimum
    (MIN_STREAM_TOKENS_PER_S) instead of our interactive default, as asked and then one precision step down (FP8, then
    INT4), every other constraint (place, budget) kept; none within the budget: the cheapest such plan with its
    overrun, when it is cheaper than the nearest plan already named. 70B for 30 colleagues,
    Taiwan only, NT$150k a month: our unasked 20 tokens/s default turned the in-Taiwan plan into 4 × (8 × L4) at
    NT$866k (+477 %), while one 8 × L4 machine in FP8 (70 GB weights + 40 GB KV < 8 × 24 GB) holds all 30 at once at
    the readable floor for ≈ NT$216k (+44 %) — one machine, no RDMA fabric needed."""
    w = r.w
    if r.kind is not WorkKind.SERVING or per_user_target(w) is not None or w.num_gpus or prefill_sized(w):
        return []  # a load sized by its prefill at a stated rate: a per-user reading speed moves none of its cards
    floor = {"target_tokens_per_s_per_user": MIN_STREAM_TOKENS_PER_S}
    routes: list[tuple[Msg | None, Workload]] = [(None, r.asked), *_precision_routes(r, deep=True)]
    free = dict(floor, budget=None, budget_per_hour=None)
    just_over = _slower_within(r, routes, floor, opts)
    if just_over is not None:
        return [just_over, *_asked_at_floor(r, just_over, free, opts)]
    found = [(c.price_per_hour.amount, i, label, c) for i, (label, wl) in enumerate(routes)
             if (c := first_row(r.arch, wl.model_copy(update=free), r.gpus, r.rows, opts)) is not None and _slowed(c)]
    near = nearest_over(r.over_budget, effective_budget(w), r.currency, r.opts) if r.over_budget else None
    if not found or (near is not None and min(found)[0] >= near.hourly * (1 - 1e-9)):
        return []
    _, _, label, c = min(found, key=lambda x: x[:2])
    return [_slower_msg(r, label, c, _over_words(r, c.price_per_hour.amount, None, _plan_gpus(c)))]


def _slower_within(r: Run, routes: list[tuple[Msg | None, Workload]], floor: dict[str, float],
                   opts: Options) -> Msg | None:
    """The first route (as asked, then the precision steps down) whose plan at the readable minimum is within the
    budget; else the first kept only by BUDGET_TOLERANCE (just over: its share said); None when no route ranks a plan.
    A route just over never hides a lower precision fully within: Qwen3-235B-A22B for 1,000 users online on ¥100,000 a
    month is 8 × MI300X in BF16 at ¥100,495 (0.5 % over), while FP8 weights (235 GB, half of BF16's 470 GB) hold the
    same load at that floor on 3 × (2 × MI300X) for ≈ ¥75,371 — the plan within the budget the user asked for."""
    near: tuple[Msg | None, Candidate, Workload] | None = None
    for label, wl in routes:
        c = first_row(r.arch, wl.model_copy(update=floor), r.gpus, r.rows, opts)
        if c is None or not _slowed(c):
            continue
        if (_over_share(r, c.price_per_hour.amount, None, _plan_gpus(c)) or 0.0) <= 1e-9:
            r.lead_loads["recommend.budget_way_slower"] = wl.model_copy(update=floor)
            return _slower_msg(r, label, c, None)
        near = near or (label, c, wl)  # kept by BUDGET_TOLERANCE: a month just over the budget says its share
    if near is None:
        return None
    r.lead_loads["recommend.budget_way_slower_over"] = near[2].model_copy(update=floor)
    return _slower_msg(r, near[0], near[1], _over_words(r, near[1].price_per_hour.amount, None, _plan_gpus(near[1])))


def _asked_at_floor(r: Run, lead: Msg, free: dict[str, Any], opts: Options) -> list[Msg]:
    """Beside a way at the readable minimum in a lower precision (FP8), the precision asked at that same minimum, with
    its overrun: like compared with like, never the FP8 plan at 10 tokens/s beside BF16 only at the 20 tokens/s
    default. Qwen3-235B-A22B for 1,000 users online on ¥100,000 a month: FP8 on 3 × (2 × MI300X) ≈ ¥75,371 leads, and
    BF16 at the same 10 tokens/s is 8 × MI300X ≈ ¥100,495 (0.5 % over), not only 4 × (8 × MI300X) ≈ ¥401,979 at 20."""
    if not lead.args.get("how"):
        return []  # the way is already the precision asked
    c = first_row(r.arch, r.asked.model_copy(update=free), r.gpus, r.rows, opts)
    g = r.gpus.get(c.gpu) if c is not None else None
    if c is None or g is None or not _slowed(c):
        return []
    over = _over_words(r, c.price_per_hour.amount, None, _plan_gpus(c))
    return [Msg(code="recommend.budget_way_slower_asked", args={
        "min": MIN_STREAM_TOKENS_PER_S, "asked": Msg(code="recommend.as_asked_weights", args={"p": runs_in(r, g)}),
        "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, r.currency),
        "month": _month(r, c.price_per_hour.amount), "over": over})]


def _slowed(c: Candidate) -> bool:
    """The plan owes its price to the lower floor: below the interactive default per user (else the default was not
    what priced the plan out, and the line would only repeat a plan already named)."""
    return c.per_user_tokens_per_s is not None and c.per_user_tokens_per_s < INTERACTIVE_TOKENS_PER_S


def _slower_msg(r: Run, label: Msg | None, c: Candidate, over: Msg | None) -> Msg:
    if over is not None:
        r.nearest_hourly["recommend.budget_way_slower_over"] = c.price_per_hour.amount
    r.lead_plans["recommend.budget_way_slower" if over is None else "recommend.budget_way_slower_over"] = c
    return Msg(code="recommend.budget_way_slower" if over is None else "recommend.budget_way_slower_over", args={
        "min": MIN_STREAM_TOKENS_PER_S, "default": INTERACTIVE_TOKENS_PER_S,
        "how": Msg(code="recommend.budget_way_how", args={"name": label}) if label else None,
        "fleet": plan_machines(c), "money": _money(c.price_per_hour.amount, r.currency),
        "month": _month(r, c.price_per_hour.amount), "over": over,
        "tps": Msg(code="recommend.budget_way_slower.tps", args={"tps": c.per_user_tokens_per_s})
        if c.per_user_tokens_per_s else None})


def _budget_way_fewer_lower(r: Run, opts: Options, lower_only: bool = False) -> list[Msg]:
    """A mainland serving budget that no priced mainland plan meets (the place is kept: no way outside it): the most
    users at once the budget holds there, as asked or one or two precision steps down (FP8, INT4 AWQ/GPTQ, each with
    an FP8 KV cache; `_precision_routes`), the route holding the most users named with its priced plan — so "nothing
    fits the budget" always says what does. Expert review: a 72B for 500 staff on ¥50k a month in the mainland was
    told nothing fits, while INT4 weights on one 80 GB A100 (Alibaba's third-party-reported ¥34.74/h, ≈ ¥25k a
    month) serve a smaller group at once. [] when not one user fits on any route. `lower_only`: the precision steps
    only (a stated load elsewhere, where not one user fits at the precision asked)."""
    users = r.w.concurrency
    if prefill_sized(r.w):  # a stated rate is the load, never people at once: the rate the budget holds instead
        return _budget_rate_within(r)
    if users <= 1:
        return []
    best: tuple[int, int, Msg | None, Candidate] | None = None
    asked: list[tuple[Msg | None, Workload]] = [] if lower_only else [(None, r.asked)]
    for i, (label, wl) in enumerate([*asked, *_precision_routes(r, deep=True)]):
        got = _most_users_within(r, users, opts, wl, strict=True)
        if got is not None and (best is None or got[0] > best[0]):
            best = (got[0], i, label, got[1])
    if best is None:
        return []
    n, _, label, c = best
    hourly = c.price_per_hour.amount
    r.lead_plans["recommend.budget_way_fewer_lower"] = c
    return [Msg(code="recommend.budget_way_fewer_lower", args={
        "n": n, "users": users, "fleet": plan_machines(c), "money": _money(hourly, r.currency),
        "month": _month(r, hourly), "name": label})]


def _budget_rate_within(r: Run) -> list[Msg]:
    """A load sized by its prefill at a stated rate (tools.prefill_service.prefill_sized: 50 images/s to a VLM) that
    no plan within the budget carries: the rate the budget holds at the same request size, from the nearest plan over
    it, each plan at its prefill machines (_prefill_hourly) — its cards scale with the rate, so ≈ rate ÷ (1 + how far
    over). By hand: 50 images/s, the nearest plan (48 × A10, ¥334k a month) 1,570 % over a ¥20k month → 50 ÷ 16.7 ≈
    3 images/s; never "3 people instead of 100"."""
    rate = r.w.target_requests_per_s
    near = r.nearest_hourly.get("recommend.lower_precision_over")
    hourly = min([_prefill_hourly(r, o) for o in r.over_budget] + ([near] if near is not None else []), default=None)
    share = _over_share(r, hourly, None) if hourly is not None and rate else None
    if not rate or share is None or share <= 0:
        return []
    return [Msg(code="recommend.budget_rate_within", args={"within": rate / (1 + share), "asked": rate,
                                                           "lower": near is not None and hourly == near})]


def _prefill_offer(r: Run, o: Offer) -> Offer:
    """An over-budget offer at the machines its prefill needs at the stated rate (_prefill_hourly), so "the cheapest
    plan as asked" of a rate-sized load names the machines the ranked rows would (5 × MI300X for 50 images/s, never
    the 4 of its chat sizing)."""
    from dataclasses import replace as with_fields

    hourly = _prefill_hourly(r, o)
    machines = max(1, round(hourly * max(1, o.instances) / o.hourly)) if o.hourly else o.instances
    return with_fields(o, instances=machines, hourly=hourly)


def _prefill_hourly(r: Run, o: Offer) -> float:
    """An offer's hour at the machines its prefill needs at the stated rate (tools.prefill_rows.prefill_gpus), as the
    ranked rows are re-sized; as it is when its card has no dense figure. By hand: 2 × MI300X machines at $4.78/h whose
    prefill needs 4 cards → 2 machines of 2 = $9.56/h; 51 one-card A10 machines at ¥9.53 → ¥486.03/h."""
    from tools.prefill_rows import prefill_gpus

    need = prefill_gpus(r.w, r.arch, o.gpu)
    per = max(1, int(o.row.gpu_count or 1))
    machines = -(-need // per) if need else o.instances  # resize_rows' count for a short answer at a rate
    return o.hourly / max(1, o.instances) * machines


def _most_users_within(r: Run, users: int, opts: Options, asked: Workload | None = None,
                       strict: bool = False) -> tuple[int, Candidate] | None:
    """The most users at once (below the stated count) whose cheapest plan, every other constraint kept, meets the
    budget: a bisection of first_row re-runs (about log2(users) of them); None when not even one user fits.
    `asked`: the workload to re-run (a precision route), else the question as asked; `strict`: a plan the budget
    tolerance keeps (BUDGET_TOLERANCE, "just over") does not count, so the way said is within the budget."""
    base = asked or r.asked

    def row_at(n: int) -> Candidate | None:
        c = first_row(r.arch, base.model_copy(update={"concurrency": n}), r.gpus, r.rows, opts)
        over = _over_share(r, c.price_per_hour.amount, None, _plan_gpus(c)) if c is not None and strict else None
        return None if over is not None and over > 1e-9 else c

    best = row_at(1)
    if best is None:
        return None
    lo, hi = 1, users  # row_at(lo) fits; row_at(hi) does not (the stated count is over the budget)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        c = row_at(mid)
        lo, hi, best = (mid, hi, c) if c is not None else (lo, mid, best)
    return lo, best


def providers_not_in_regions(r: Run) -> list[str]:
    """The stated providers with no catalog row, priced or not, in the stated regions ("only GCP" with data kept in
    mainland China: GCP lists no mainland region), when none of them has one: the two rules cannot both hold, which is
    said instead of another cloud's plan. Empty when either is unstated or some stated provider is there."""
    wanted = [p for p in r.w.providers or []]
    if not wanted or not r.w.regions:
        return []
    there = {row.provider.lower() for row in r.rows if row.provider.lower() in {p.lower() for p in wanted}
             and region_ok(row, r.w.regions, r.search.places, wanted)}
    return [] if there or _local_at_home(r) else wanted


def _local_at_home(r: Run) -> bool:
    """Is a stated provider a local platform of the stated place (tools.local_markets: TWCC in Taiwan, Alibaba in
    Hong Kong)? It is there, with no price in the catalog: never "TWCC has no region in Taiwan"."""
    tags = local_markets.market_tags(r.w.regions, r.search.places)
    home = {m.provider for t in tags for m in local_markets.LOCAL_MARKETS.get(t, ()) if m.provider}
    return any(p.lower() in home for p in r.w.providers or [])


def published_there(r: Run, providers: list[str]) -> list[str]:
    """The region ids the stated providers publish in the stated place though the catalog has no row there (AWS
    ap-east-2, Taipei): the conflict is then the catalog's, not the provider's map, and is said so."""
    return [rid for p in providers for rid in r.search.places.published_in(p, list(r.w.regions or []))]


def _stated_places(r: Run) -> list[str]:
    """The stated regions said as places: "sa-east-1" is Brazil (its id is then named beside it)."""
    return r.opts.places.as_places(list(r.w.regions or []))


def conflict_line(r: Run, absent: list[str]) -> Msg:
    """Why the stated providers and place cannot both hold: the provider has no region there, or (AWS in Taiwan:
    ap-east-2) it publishes one but the catalog prices no GPU machine in it — never said as "no region" then."""
    ids = published_there(r, absent)
    args: dict[str, MsgArg] = {"providers": list(absent), "regions": place_words(_stated_places(r))}
    if ids:
        return Msg(code="recommend.provider_unpriced_in_region", args={**args, "ids": list(ids)})
    return Msg(code="recommend.providers_not_in_regions", args=args)


def _batch_lead(r: Run) -> dict[str, int]:
    """The unpriced families of a batch in the order its plans are ranked (`unpriced_batch_ranking`, by
    `batch_quote_key`) with the cards each plan bills, so the family list opens with the one the headline plans on;
    {} for other kinds."""
    if r.kind is not WorkKind.BATCH:
        return {}
    out: dict[str, int] = {}
    for row, _, machines, _ in unpriced_batch_ranking(r):
        out.setdefault(f"{row.provider} {_family_of(row)}", machines * int(row.gpu_count or 8))
    return out


def _china_families(arch: ModelArch, w: Resolved, gpus: dict[str, GPUSpec], rows: list[InstanceRow], s: Search,
                    providers: list[str], lead: dict[str, int] | None = None) -> list[Msg]:
    """Unpriced Chinese-cloud rows whose GPU holds the work: name the families and how to add a quote, in the order
    an expert would ask for quotes (`family_order`): with no price to rank by, fewest machines, then fewest GPUs,
    then the faster memory (per-user decode is bandwidth-bound) — the families came unordered,
    2-machine A10 layouts beside one-node H800s. `lead`: a batch's families in its plans' order with their cards
    (`_batch_lead`: fewest cards that meet the deadline, then the reference cost), listed first in that order, so "the
    first family below" of the headline is the first named (it once planned 8 × H800 ebmgn8v and listed gn7 A100
    first); one needing over SENSIBLE_FAMILY × the fewest cards is left out, as below."""
    wanted = {p.lower() for p in providers}
    # a priced row is ranked (or over the budget) like any other: it is no family to ask a quote for, and a cloud with
    # one (Tencent's Guangzhou list prices) is not among those that "publish no per-hour price"
    priced = {x.provider.lower() for x in rows if x.provider.lower() in wanted and _has_price(x)}
    unpriced = [p for p in providers if p.lower() not in priced]
    fams: dict[str, Msg | str] = {}
    order: dict[str, tuple[int, int, float]] = {}
    elsewhere: dict[str, None] = {}  # families left out because they lie outside the stated region
    for row in rows:
        if row.provider.lower() not in wanted or not row.gpu or row.gpu not in gpus or _has_price(row):
            continue
        if w.regions and not _unpriced_in_place(row, w.regions, s.places, wanted):  # Alibaba's families in Hong Kong
            elsewhere.setdefault(f"{row.provider} {_family_of(row)}")
            continue
        g = gpus[row.gpu]
        if not usable(g) or compat.kernel_problem(g, w.precision, w.kv_precision, stated=s.precision_stated,
                                                  kv_stated=s.kv_stated,
                                                  weight_only_fp8=compat.weight_only_fp8(arch, w)) is not None:
            continue
        per = int(row.gpu_count or 8)
        if serves(w.task):
            fits = any(o.max_users >= 1 for o in s.replica_opts(g, per)) or (
                per >= 8 and total_params(arch) >= 400e9 and s.multi(g, per, 2).max_users >= 1)
        else:
            fits = s.train_plan(g).fits
        if fits:
            fam = _family_of(row)
            if serves(w.task):
                held = _prefill_held(fewest_gpus(s, g, per, w.concurrency), w, arch, g)
                if held:
                    used, r, k = held
                    n = billed_gpus(row, used, per)
                    need: Msg | str = Msg(code="recommend.family.replicas", args={
                        "n": n, "gpu": g.name, "replicas": r, "gpus": k, "machines": -(-used // per),
                        "used": used if n != used else None, "assumed": not row.gpu_count})
                else:
                    n, need = 2 * per, Msg(code="recommend.family.two_nodes", args={"gpu": g.name, "n": 2 * per})
            else:
                n = s.train_plan(g).layout.num_gpus
                need, held_here = _training_family_size(s, g, row, per)
                if not held_here:  # its machine shape cannot run the job (single-GPU boxes without RDMA): no quote
                    continue
            fams.setdefault(f"{row.provider} {fam}", need)
            order.setdefault(f"{row.provider} {fam}", family_order(n, per, g))
    away = [Msg(code="recommend.families_outside_region", args={"families": list(elsewhere),
                                                                "regions": place_words(w.regions or [])})] \
        if elsewhere else []
    if not fams:
        # a cloud with no row at all is said plainly as absent from the catalog (AutoDL: a per-card rental market whose
        # prices are not recorded), never as "no family holds this workload", which reads as its cards being too small
        listed_any = {x.provider.lower() for x in rows}
        absent = [p for p in unpriced if p.lower() not in listed_any]
        present = [p for p in unpriced if p.lower() in listed_any]
        none = ([Msg(code="recommend.no_rows_for", args={"providers": absent})] if absent else []) + (
            [Msg(code="recommend.no_instance_family_in", args={"providers": present})] if present else [])
        return none + away
    fewest = min(o[1] for o in order.values())  # a family needing over SENSIBLE_FAMILY × the fewest GPUs is no quote
    least = min(lead.values()) if lead else 0
    first = {k: i for i, k in enumerate(k for k, n in (lead or {}).items() if k in fams and n <= SENSIBLE_FAMILY * least)}
    ranked_fams = sorted((k for k in fams if k in first or (k not in (lead or {}) and order[k][1] <= SENSIBLE_FAMILY * fewest)),
                         key=lambda k: (first.get(k, len(first)), order[k]))[:8]
    listed = [Msg(code="recommend.family", args={"family": k, "need": fams[k]}) for k in ranked_fams]
    return [Msg(code="recommend.publish_no_per_hour", args={
        "providers": unpriced or list(providers), "listed": listed,
        "order": Msg(code="recommend.quote_order.batch" if first else "recommend.quote_order.fit")})] + away


def whole_machine_only(row: InstanceRow) -> bool:
    """A bare-metal instance: the physical server is what is rented, never a share of its GPUs (Alibaba Cloud's ECS
    Bare Metal Instance families, "ecs.ebm…": ebmgn8v, ebmgn7e; AWS "….metal"). "1 × H800
    (ecs.ebmgn8v)" was planned on an 8-GPU bare-metal machine."""
    fam = _family_of(row)
    return fam.startswith("ecs.ebm") or row.instance_type.endswith(".metal")


def billed_gpus(row: InstanceRow, used: int, per: int) -> int:
    """The GPUs a plan pays for on `row`: those it uses, or on a bare-metal row (`whole_machine_only`) every GPU of
    the machines it takes (1 H800 used on an 8-GPU ebmgn8v → 8 billed; 9 → 16)."""
    return -(-used // per) * per if whole_machine_only(row) and per > 0 else used


def _has_price(row: InstanceRow) -> bool:
    """A catalog row with any price (on-demand, spot or reserved)."""
    return bool(row.price_on_demand or row.price_spot or row.price_reserved_month)


def fewest_gpus(s: Search, g: GPUSpec, per: int, conc: int) -> tuple[int, int, int] | None:
    """The fewest GPUs of card `g` (machines of `per`) that serve `conc` streams: (GPUs, replicas, GPUs a replica);
    None when no replica layout holds one stream."""
    held = sorted((r * o.layout.num_gpus, r, o.layout.num_gpus) for o in s.replica_opts(g, per)
                  if o.max_users >= 1 for r in [-(-conc // o.max_users)])
    return held[0] if held else None


def _prefill_held(held: tuple[int, int, int] | None, w: Resolved, arch: ModelArch, g: GPUSpec
                  ) -> tuple[int, int, int] | None:
    """A family's fewest GPUs raised to what a live load's prefill needs at its stated rate (tools.prefill_rows
    .prefill_gpus: the priced rows' sizing), one replica a GPU set: 50 images/s to a 7B VLM was listed as "1 × A100"
    to ask a quote for while the priced rows needed tens of A10s."""
    from tools.prefill_rows import prefill_gpus

    need = prefill_gpus(w, arch, g) if held else None
    if held is None or need is None or need <= held[0]:
        return held
    replicas = -(-need // held[2])
    return replicas * held[2], replicas, held[2]


SENSIBLE_FAMILY = 2  # "16 × A10" was once listed to quote beside 4 × H800 for an 8B full fine-tune


def _training_family_size(s: Search, g: GPUSpec, row: InstanceRow, per: int) -> tuple[Msg, bool]:
    """A training family's size, the figures to ask a quote against (the refusal gave none):
    GPUs and memory per GPU of its plan, and for a job of stated size its time and GPU-hours on that family (the
    speed model's figures, as a priced row's; tools.offers.Search.sized); and whether the family's machine shape
    runs the job at all (False: 8 single-GPU boxes with no RDMA for a plan that needs 8 GPUs)."""
    p = s.train_plan(g)  # the fewest GPUs that hold it: the count to ask for
    z = s.sized(g, row if row.gpu_count else row.model_copy(update={"gpu_count": per}))  # the job on the whole machine
    hours = z.train_hours if isinstance(z, Sizing) else None
    gpus = z.instances * z.layout.num_gpus if isinstance(z, Sizing) else p.layout.num_gpus
    return Msg(code="recommend.family.training", args={
        "n": p.layout.num_gpus, "gpu": g.name, "gb": p.per_gpu.total / 1e9, "on": gpus,
        "took": duration(hours) if hours else None, "gpu_hours": hours * gpus if hours else None}), isinstance(z, Sizing)


def _family_of(row: InstanceRow) -> str:
    """An instance type's family ("ecs.gn8is-8x.32xlarge" → "ecs.gn8is-8x")."""
    return ".".join(row.instance_type.split(".")[:2]) if "." in row.instance_type else row.instance_type


def family_order(gpus: int, per_machine: int, g: GPUSpec) -> tuple[int, int, float]:
    """The order unpriced families are named in: machines the work needs (one box first: no RDMA to arrange), GPUs,
    then memory bandwidth, fastest first (decode reads the weights every step; tools.speed)."""
    return -(-gpus // max(1, per_machine)), gpus, -(g.bandwidth_gb_s or 0.0)


# headlines that plan the work on machines with no public price (tools.recommend.unpriced_*_headline)
UNPRICED_PLAN_HEADLINES = frozenset({"recommend.unpriced_plan", "recommend.unpriced_family_plan"})


def cheaper_note(rec: Recommendation, alt: Recommendation | None = None, priced: Msg | None = None) -> Msg:
    """The answer to "cheaper?" when the billing mode can't change (serving, or already on spot):
    the top pick is already the cheapest for the stated work, so name the minimum tier when it is
    cheaper and the levers that shrink the work, or say that nothing cheaper holds it. `alt` is the
    same work in a smaller precision (FP8), priced by the caller: named when it is cheaper. `priced` replaces the
    generic list of levers with what re-running each gave (the same machine, or a dearer one)."""
    cur = rec.currency
    rec_t = next((t for t in rec.spec_range if t.tier == "recommended"), None)
    low = next((t for t in rec.spec_range if t.tier == "minimum"), None)
    levers = POLICIES[kind_of(rec.workload)].levers
    step = LOWER_WEIGHTS.get(precision_of(rec.workload))
    if serves(rec.workload.task) and step != "fp8" and "weights" in levers.args:  # never weights already at or below
        tested = levers.code == "kinds.levers_serving"
        weights = Msg(code="recommend.weights_after_testing" if tested else "recommend.weights_step", args={"step": step}) \
            if step else Msg(code="recommend.a_smaller_model")
        levers = Msg(code=levers.code, args={**levers.args, "weights": weights})
    if levers.code == "kinds.spot_with_checkpoints_min":
        levers = training_levers(rec.workload)
    levers = priced or levers
    if rec_t is None and any(m.code == "recommend.the_cheapest_plan_that" for m in rec.nothing_fits):
        # the stated card cannot do it, and the cheapest plan without it is named: never "nothing holds this work"
        # (beside the GCP L4 that runs Gemma 2 9B)
        return Msg(code="recommend.cheapest_is_the_fallback", args={"levers": levers})
    if rec_t is None and rec.headline is not None and rec.headline.code in UNPRICED_PLAN_HEADLINES:
        # the headline plans the work on unpriced machines: the price is missing, not a machine that holds it
        return Msg(code="recommend.unpriced_plan_levers", args={"levers": levers})
    if rec_t is None or rec_t.price_per_hour is None:
        return Msg(code="recommend.nothing_in_the_catalog", args={"levers": levers})
    head = Msg(code="recommend.top_pick_is_cheapest", args={
        "fleet": plan_machines(rec_t), "money": _money(rec_t.price_per_hour.amount, cur)})
    alt_top = alt.candidates[0] if alt is not None and alt.candidates else None
    job = kind_of(rec.workload) in (WorkKind.SIZED_TRAINING, WorkKind.BATCH)
    mine = objective_of(rec) if job else rec_t.price_per_hour.amount
    theirs = objective_of(alt) if job and alt is not None else alt_top.price_per_hour.amount if alt_top else None
    if alt_top is not None and mine and theirs is not None and theirs < mine * 0.99:
        kv_only = alt is not None and alt.workload.kv_precision == "fp8" and alt.workload.precision == rec.workload.precision
        p = precision_of(alt.workload).upper() if alt else ""
        if kv_only:
            return Msg(code="recommend.the_kv_cache_outweighs", args={
                "head": head, "fleet": plan_machines(alt_top),
                "money": _money(alt_top.price_per_hour.amount, cur), "levers": levers})
        return Msg(code="recommend.in_weights_test_quality", args={
            "head": head, "p": p, "fleet": plan_machines(alt_top),
            "money": _money(alt_top.price_per_hour.amount, cur), "levers": levers})
    low_cost = (low.job_cost.amount if low.job_cost else None) if job and low is not None else \
        low.price_per_hour.amount if low is not None and low.price_per_hour is not None else None
    if job and rec_t.job_cost is not None:  # a job's minimum is compared by the job's cost, not its hour
        mine = rec_t.job_cost.amount
    if low is not None and low.price_per_hour is not None and low_cost is not None and mine \
            and low_cost < mine * 0.99 and not (job and low.train_hours is None):
        cut = 1 - low_cost / mine
        return Msg(code="recommend.with_no_headroom_costs", args={
            "head": head, "fleet": plan_machines(low),
            "money": _money(low.price_per_hour.amount, cur), "cut": cut, "levers": levers})
    return Msg(code="recommend.nothing_cheaper_holds_it", args={
        "head": head, "levers": levers, "api": _small_load_api_msg(rec, rec_t)})


def _small_load_api_msg(rec: Recommendation, rec_t: Any) -> Msg | None:
    """The pay-per-token API / serverless line for a small serving load on one card (tools.small_load_api), or None."""
    from tools.small_load_api import small_load_api

    w = rec.workload
    if not serves(w.task) or rec_t.price_per_hour is None:
        return None
    top = rec.candidates[0] if rec.candidates else None
    tps = per_user_target(w) or (top.per_user_tokens_per_s if top is not None else None)
    got = small_load_api(w.concurrency, tps, rec_t.count, rec_t.price_per_hour.amount)
    if got is None:
        return None
    cur = rec.currency
    return Msg(code="recommend.small_load_api", args={
        "users": w.concurrency, "tps": tps, "month": _money(got.month, cur),
        "tokens_m": got.ceiling_tokens / 1e6, "per_m": _money(got.break_even_per_m, cur), "model": w.model or ""})


def excluded_levers(w: Workload) -> frozenset[str]:
    """The levers the user ruled out by what they stated, never offered as a way to pay less
    ("不要lora，全参数" then "便宜点的？" was told "改用 LoRA/QLoRA"). A full fine-tune or pretraining is a method the
    user chose (an unstated "fine-tune" resolves to LoRA: tools.defaults.finetune_method), so no LoRA/QLoRA; a stated
    on-demand billing ("no spot", 不要竞价) rules spot out of the unpriced lever list (a priced spot re-run stays only
    under its "drops your constraint" label: drops_constraint)."""
    out = set()
    if w.task in FULL_TRAINING:
        out.add("lora")
    if w.billing == "on_demand":
        out.add("spot")
    return frozenset(out)


def training_levers(w: Workload) -> Msg:
    """The unpriced ways to need less for a training job, less those the user ruled out (excluded_levers): spot with
    frequent checkpoints, LoRA/QLoRA for full training (QLoRA for a LoRA: the same adapters over a 4-bit base;
    nothing for QLoRA), a shorter sequence."""
    out = excluded_levers(w)
    items = [] if "spot" in out else [Msg(code="kinds.lever.spot")]
    if w.task == "lora":
        items.append(Msg(code="kinds.lever.qlora"))
    elif w.task != "qlora" and "lora" not in out:
        items.append(Msg(code="kinds.lever.lora_qlora"))
    return Msg(code="kinds.levers_training", args={"items": [*items, Msg(code="kinds.lever.shorter")]})


LOWER_WEIGHTS = {"fp32": "bf16", "fp16": "fp8", "bf16": "fp8", "fp8": "int4", "int8": "int4"}  # one step down


def cheaper_workloads(rec: Recommendation) -> list[tuple[Msg, Workload]]:
    """The levers that apply to this answer, each as the workload to price by re-running the recommender:
    spot (work that survives a reclaim, not already on spot), reserved/commitment billing for 24/7 serving (priced
    only where the catalog lists a reserved price: a re-run without one ranks nothing and is dropped), weights one
    step below the current precision only for serving (never a precision the model is already below), QLoRA for a
    LoRA (the same adapters over a 4-bit NF4 base, Dettmers et al. 2023, arXiv:2305.14314), an FP8 KV cache
    (serving, cache not already 8-bit), a leaner framework (training on HF: Unsloth's fused loss and offloaded
    checkpointing), gradient checkpointing on a smaller card, and dropping each filter the user set (providers,
    regions, card, per-card memory). The caller prices them; `cheaper_levers` keeps the ones that save, merges
    those that give the same plan and orders them by saving."""
    w = rec.workload
    kind = kind_of(w)
    out: list[tuple[Msg, Workload]] = []
    if POLICIES[kind].spot_ok and w.billing != "spot":
        out.append((Msg(code="recommend.spot"), w.model_copy(update={"billing": "spot", "priority": None})))
    if kind is WorkKind.SERVING and w.billing not in ("spot", "reserved"):
        out.append((Msg(code="recommend.reserved_lever"), w.model_copy(update={"billing": "reserved"})))
    low = LOWER_WEIGHTS.get(precision_of(w))
    if low and serves(w.task):
        out.append((Msg(code="recommend.weights_test_quality_on", args={"upper": low.upper()}),
                    w.model_copy(update={"precision": low, "kv_precision": None})))
    if w.task == "lora":
        out.append((Msg(code="recommend.qlora_lever"), w.model_copy(update={"task": "qlora", "precision": None})))
    if kind is WorkKind.SERVING and w.kv_precision not in ("fp8", "int8"):
        out.append((Msg(code="recommend.an_fp8_kv_cache_2"), w.model_copy(update={"kv_precision": "fp8"})))
    out += _serving_cheaper(w) if kind is WorkKind.SERVING else []
    if not serves(w.task) and w.framework in (None, "hf"):
        out.append((Msg(code="recommend.unsloth_fused_cross_entropy"),
                    w.model_copy(update={"framework": "unsloth"})))
    if not serves(w.task) and not w.gradient_checkpointing:
        out.append((Msg(code="recommend.gradient_checkpointing_on_a"), _smaller_card(rec)))
    for f in ("providers", "regions", "gpu_preference", "min_gpu_memory_gib", "max_gpu_memory_gib", "num_gpus"):
        if getattr(w, f):
            out.append((Msg(code="recommend.dropping_your_filter", args={"filter": Msg(code="recommend.any", args={"field": f})}),
                        w.model_copy(update={f: None})))
    out += combined_levers(w, out)
    return precision_levers_on_hardware(w, out)


def precision_levers_on_hardware(w: Workload, levers: list[tuple[Msg, Workload]]) -> list[tuple[Msg, Workload]]:
    """A lower-precision lever is priced first on the card the user stated (any count of it: the point of smaller
    weights is fewer GPUs: AWQ INT4 on one L40S against 4 × A10G), then once more on any card and
    count, labelled as dropping the card ("只要H100" then "便宜点的呢" priced FP8 only on MI300X, while
    Qwen's FP8 checkpoint on the same H100s needs 3 nodes where BF16 needs 8). Other levers are kept as they are."""
    out: list[tuple[Msg, Workload]] = []
    dropped: list[tuple[Msg, Workload]] = []
    for label, x in levers:
        if x.precision == w.precision or not (x.num_gpus or x.gpu_preference):
            out.append((label, x))
        elif x.gpu_preference:
            same = Msg(code="recommend.lever_same_card", args={"label": label, "card": x.gpu_preference}) \
                if x.num_gpus else label
            out.append((same, x.model_copy(update={"num_gpus": None})))
            dropped.append(_any_hardware(label, x))
        else:
            out.append(_any_hardware(label, x))
    return out + dropped


# What the user set that a lever may not drop silently: a lever whose re-run drops one is listed after those that keep
# every one, under its own label. A stated GPU count is not here: fewer cards is what a precision lever
# is for; the filter lever that drops the count says so in its label.
KEPT_CONSTRAINTS = ("providers", "regions", "gpu_preference", "min_gpu_memory_gib", "max_gpu_memory_gib",
                    "exclude_marketplace", "billing")


def drops_constraint(asked: Workload, lever: Workload) -> bool:
    """Does this lever's workload drop (or loosen) a constraint the user set: a filter emptied or changed, a stated
    billing changed ("no spot" then spot), a refused marketplace allowed, or a stated count dropped at the same
    precision (the explicit filter lever)? A cap the lever adds (a smaller card) loosens nothing."""
    for f in KEPT_CONSTRAINTS:
        was, now = getattr(asked, f), getattr(lever, f)
        if was is None or was is False or now == was:
            continue
        if f == "max_gpu_memory_gib" and now is not None and now <= was:
            continue  # tightened, not dropped
        return True
    return asked.num_gpus is not None and lever.num_gpus is None and lever.precision == asked.precision


# Levers that save together where neither saves alone, composed here (one re-run each) rather than by searching every
# pair: on AWS at 32k for Llama-3.1-70B × 100 users, FP8 weights alone still need the p6-b200 for the 1 TB of KV cache
# and an FP8 KV cache alone still needs it for 141 GB of weights + 537 GB of cache, while both together fit a p5en
# (8 × H200) at 44 % less. Each entry: (the first lever's code, the second's, the pair's label).
COMBINED_LEVERS = (("recommend.weights_test_quality_on", "recommend.an_fp8_kv_cache_2", "recommend.weights_and_fp8_kv"),)


def combined_levers(w: Workload, levers: list[tuple[Msg, Workload]]) -> list[tuple[Msg, Workload]]:
    """Each pair of COMBINED_LEVERS that both apply, as one lever with both changes (the caller prices it like any
    other: `cheaper_levers` orders it by saving and merges it with a single lever that gives the same plan)."""
    by_code = {label.code: (label, x) for label, x in levers}
    asked = w.model_dump()
    out: list[tuple[Msg, Workload]] = []
    for a, b, code in COMBINED_LEVERS:
        if a not in by_code or b not in by_code:
            continue
        update: dict[str, Any] = {}
        for _, x in (by_code[a], by_code[b]):
            update.update({k: getattr(x, k) for k, v in x.model_dump().items() if v != asked.get(k)})
        out.append((Msg(code=code, args={**by_code[a][0].args, **by_code[b][0].args}), w.model_copy(update=update)))
    return out


def _any_hardware(label: Msg, w: Workload) -> tuple[Msg, Workload]:
    """A lower-precision lever on a stated card or GPU count is priced on any card and count and says so: the same
    four cards at 4 bits are the same machine, while the point of smaller weights is fewer or smaller GPUs
    (AWQ INT4 on one L40S against 4 × A10G)."""
    return (Msg(code="recommend.lever_any_hardware", args={"label": label}),
            w.model_copy(update={"num_gpus": None, "gpu_preference": None}))


SMALLER_CARD = 0.8  # "a smaller card": every card class below the pick's (96 → ≤ 80 GB, 80 → 48 GB, 48 → ≤ 40 GB)


def _smaller_card(rec: Recommendation) -> Workload:
    """Gradient checkpointing (recompute activations in backward: ≈ one extra forward, +20–40 % step time; Chen et
    al. 2016, arXiv:1604.06174) with the cards capped below the pick's memory class, so the re-run prices the smaller
    card the lever names rather than the same card again."""
    w = rec.workload
    pick = next((t for t in rec.spec_range if t.tier == "recommended"), None)
    cap = pick.gpu_memory_gb * SMALLER_CARD if pick is not None and pick.gpu_memory_gb else None
    if cap is not None and w.max_gpu_memory_gib:
        cap = min(cap, w.max_gpu_memory_gib)
    return w.model_copy(update={"gradient_checkpointing": True, "max_gpu_memory_gib": cap or w.max_gpu_memory_gib})


INT4_FROM = ("bf16", "fp16", "fp32", "fp8", "int8")  # weights an AWQ/GPTQ 4-bit checkpoint is a step below


def _serving_cheaper(w: Workload) -> list[tuple[Msg, Workload]]:
    """Serving levers besides the cache and one weight step ("cheaper?" gave one lever): INT4 weights
    (an AWQ/GPTQ checkpoint, two steps below 16-bit; AWQ, Lin et al. 2024, arXiv:2306.00978, keeps perplexity within
    a few percent, yet 4 bits cost some quality: said), half the stated load at once (fewer replicas, said as the load
    it assumes), and consumer cards or marketplace offers (no ECC, no SLA: for one's own use or a test) unless the user
    excluded them or already allowed them."""
    out: list[tuple[Msg, Workload]] = []
    if precision_of(w) in INT4_FROM and LOWER_WEIGHTS.get(precision_of(w)) != "int4":
        out.append((Msg(code="recommend.int4_lever"), w.model_copy(update={"precision": "awq", "kv_precision": None})))
    users = w.concurrency or DEFAULT_CONCURRENCY
    if users >= 2 and not w.batch_requests:
        half = -(-users // 2)
        out.append((Msg(code="recommend.half_load_lever", args={"n": half, "users": users}),
                    w.model_copy(update={"concurrency": half})))
    if not (w.personal_use or w.exclude_marketplace or w.gpu_preference):
        out.append((Msg(code="recommend.consumer_lever"), w.model_copy(update={"personal_use": True})))
    if rag_applies(w.seq_len):  # a whole corpus in every prompt: retrieve what each question needs (tools.rag_lever)
        out.append((Msg(code="recommend.rag_lever", args={"was": w.seq_len, "context": rag_context(w.seq_len)}),
                    rag_workload(w)))
    return out


def objective_of(rec: Recommendation) -> float | None:
    """The figure the answer was ranked on, for comparing re-runs: the hourly price (serving), the job's
    cost (sized jobs), the price per million training tokens (open-ended training)."""
    if not rec.candidates:
        return None
    c, cost = rec.candidates[0], rec.cost_table[0].cost if rec.cost_table else None
    kind = rec.kind or kind_of(rec.workload)
    if kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        hours = (cost.job_hours if cost else None) or (c.speed.train_hours if c.speed else None) or rec.job_hours
        if hours:  # a batch's hours are the cost line's, not a training speed (FP8 "saves nothing")
            return c.price_per_hour.amount * hours
    if kind is WorkKind.OPEN_TRAINING:
        return cost.cost_per_million_tokens if cost else None
    return c.price_per_hour.amount


MAX_CHEAPER_LEVERS = 4  # the 2–4 levers that apply: more reads as a list, not an answer


def _cheapest_listed(rec: Recommendation) -> Candidate | None:
    """Serving: the cheapest ranked row when the pick is not it (the pick was a simpler plan within the one-machine
    tolerance, or a tie went to speed): it holds the same load at the same targets, so it is a lever too."""
    if (rec.kind or kind_of(rec.workload)) is not WorkKind.SERVING or not rec.candidates:
        return None
    top = rec.candidates[0]
    c = min(rec.candidates, key=lambda x: x.price_per_hour.amount)
    return c if c.price_per_hour.amount < top.price_per_hour.amount * 0.99 else None


def _candidate_layout(c: Candidate, after_fleet: bool = False) -> Msg | None:
    """How a lever's plan is laid out, so it cannot be read as another plan on the same cards ("4 × A40"
    as TP 4 in one line and 4 one-GPU copies in the next): replicas, a TP group and whether it crosses PCIe.
    `after_fleet`: said after `plan_machines`, which already names the machines, so their count is not repeated."""
    parts: list[Msg | str] = []
    if c.replicas > 1:
        parts.append(Msg(code="recommend.layout.replicas", args={"replicas": c.replicas, "gpus": c.layout.num_gpus}))
    if c.layout.tp > 1:
        link = link_label(c.vendor, "nvlink" if c.interconnect.startswith("nvlink") else "pcie")
        parts.append(Msg(code="recommend.layout.tp_link", args={"tp": c.layout.tp, "link": link}))
    if c.instances > 1 and not after_fleet:
        parts.append(Msg(code="recommend.layout.machines", args={"n": c.instances}))
    code = "recommend.layout_after" if after_fleet else "recommend.layout"
    return Msg(code=code, args={"parts": parts}) if parts else None


def unpriced_card_cheaper(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]) -> Msg | None:
    """"cheaper?" after a stated card that holds the work but has no price (H800, H20): nothing ranked, so there is no
    "cheaper" to compute on that card. Say that it fits and is unpriced, then the cheapest priced plans of the re-run
    that drops only the stated hardware (every other constraint kept: same billing, providers, regions, method), in
    that answer's rank ("便宜点的？" after 换成H800 said no plan can carry the load and
    offered LoRA against 不要lora). None when the answer is not of that kind."""
    card = next((c.message.args.get("name") for c in rec.constraints
                 if c.message.code == "recommend.hardware_unpriced"), None)
    if card is None or rec.candidates:
        return None
    hardware = {*STATED_HARDWARE, "min_gpu_memory_gib"}
    asked = {k: v for k, v in rec.workload.model_dump().items() if k not in hardware}
    free = [alt for _, alt in priced if alt.candidates and alt.currency == rec.currency
            and {k: v for k, v in alt.workload.model_dump().items() if k not in hardware} == asked]
    best = min(free, key=lambda a: objective_of(a) or float("inf"), default=None)
    return Msg(code="recommend.unpriced_card_cheaper", args={
        "card": card, "plans": ranked_plans(best, n=RENT_INSTEAD_ROWS) if best is not None else [],
        "smallest": smallest_hour(best) if best is not None else None})


def kept_saving(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]) -> tuple[float, Msg] | None:
    """The biggest saving among the priced "cheaper?" levers (cheaper_levers' `priced`) that keeps every constraint
    the user set (drops_constraint) and the stated load (the same users at once): (the share saved, its label), or
    None. A re-run that returns the same pick is then no proof the plan is the cheapest: an FP8 re-run under "only
    AWS" holding the same 9 users for 62 % less is a cheaper plan under what was set ("already
    the cheapest" beside a 34 % cheaper lever). By hand: $55.04/h against $20.64/h → 1 − 20.64 / 55.04 = 0.625."""
    base = objective_of(rec)
    best: tuple[float, Msg] | None = None
    for label, alt in priced:
        v = objective_of(alt)
        if not base or v is None or alt.currency != rec.currency or v >= base * 0.99 \
                or any(c.level == "error" for c in alt.compatibility) or drops_constraint(rec.workload, alt.workload) \
                or alt.workload.concurrency != rec.workload.concurrency:
            continue
        if best is None or 1 - v / base > best[0]:
            best = (1 - v / base, label)
    return best


# The "cheaper?" levers whose only cost is quality to test (weights one step lower, an FP8 KV cache, both): a batch
# follow-up whose re-run returns the same pick moves to the biggest of them that keeps what was set (`precision_move`); spot
# against a stated deadline and a reserved term stay named levers (a reclaim can miss the deadline; a term commits).
PRECISION_LEVERS = ("recommend.weights_test_quality_on", "recommend.an_fp8_kv_cache_2", "recommend.weights_and_fp8_kv")


def precision_move(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]
                   ) -> tuple[float, Msg, Recommendation] | None:
    """The precision lever (PRECISION_LEVERS) a "cheaper?" follow-up moves to: the biggest saving among them that keeps
    every constraint and the load (`kept_saving`'s rules), with its share saved, label and re-run answer; None when
    none saves. By hand (Llama 3.3 70B, 500k × 600 tokens in 48 h): BF16 1 × MI300X 22.3 h ≈ $53, FP8 11.5 h ≈ $27.38
    → 1 − 27.38 / 53 ≈ 0.49, the deadline still met."""
    if rec.kind not in (WorkKind.BATCH, WorkKind.SERVING):
        return None
    mine = [(label, alt) for label, alt in priced if label.code in PRECISION_LEVERS  # a deadline it misses is no move
            and not any(c.status == "refused" for c in alt.constraints) and service_move_holds(rec, alt)]
    best = kept_saving(rec, mine)
    if best is None:
        return None
    alt = next(a for label, a in mine if label is best[1])
    return best[0], best[1], alt


def cheaper_levers(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]) -> Msg:
    """The answer to "cheaper?": the 2–4 levers whose re-run answer costs less, ordered by saving, each with
    the plan it gives (and the job's cost where the work is a sized job); levers whose re-runs give the same plan at
    the same price are one line naming each of them (never three lines with one result); when none saves,
    `cheaper_note` (the pick is already the cheapest; the minimum tier). A stated card that fits unpriced is answered
    by `unpriced_card_cheaper`."""
    unpriced = unpriced_card_cheaper(rec, priced)
    if unpriced is not None:
        return unpriced
    base = objective_of(rec)
    saving: list[tuple[float, Msg, Recommendation]] = []
    dearer: list[tuple[float, Msg, Recommendation]] = []
    same: list[Msg] = []
    for label, alt in priced:
        v = objective_of(alt)
        if any(c.level == "error" for c in alt.compatibility):
            continue  # FP8 on a stated T4: its kernels cannot run the lever, so it is no lever
        if not base or v is None or alt.currency != rec.currency:
            continue
        if v < base * 0.99:
            saving.append((1 - v / base, label, alt))
        elif v > base * 1.01 or not _same_pick(rec, alt):
            dearer.append((1 - v / base, label, alt))
        else:  # the very plan at the same cost: said once, as priced, never as a way to save
            same.append(label)
    listed = _cheapest_listed(rec)
    if listed is not None and base:
        saving.append((1 - listed.price_per_hour.amount / base, Msg(code="recommend.cheapest_listed_lever"),
                       rec.model_copy(update={"candidates": [listed]})))
    # those that keep every stated constraint first, then by saving; at one saving a lever that keeps
    # the stated load before one that halves it
    saving.sort(key=lambda t: (drops_constraint(rec.workload, t[2].workload), -round(t[0], 3),
                               t[2].workload.concurrency != rec.workload.concurrency))
    shown = _kept_then_dropped(rec, same_plan_once(saving))
    dearer.sort(key=lambda t: -t[0])
    near, far = dearer_levers(dearer)
    also = [_cheaper_line(rec, cut, labels, alt, dearer=True)
            for cut, labels, alt in same_plan_once(near)[:max(0, MAX_CHEAPER_LEVERS - max(2, len(shown)))]]
    tail = Msg(code="recommend.levers_not_cheaper", args={"levers": also}) if also else None
    if far:
        tail = Msg(code="recommend.levers_far_dearer", args={"before": tail, "labels": far})
    if not shown:
        same_words = Msg(code="recommend.levers_same_machine", args={"labels": same}) if same else None
        also += [Msg(code="recommend.lever_far_dearer", args={"labels": far})] if far else []
        none_saves = Msg(code="recommend.levers_none_saves", args={"same": same_words, "dearer": also}) \
            if same or also else None
        return cheaper_note(rec, priced=none_saves)
    levers: list[Msg] = [_cheaper_line(rec, cut, labels, alt) for cut, labels, alt in shown
                         if not drops_constraint(rec.workload, alt.workload)]
    loose = [_cheaper_line(rec, cut, labels, alt) for cut, labels, alt in shown
             if drops_constraint(rec.workload, alt.workload)]
    if loose:  # said as such when nothing within the constraints saves (never read as a way within them)
        code = "recommend.levers_dropping" if levers else "recommend.levers_dropping_only"
        levers.append(Msg(code=code, args={"levers": loose}))
    what = POLICIES[rec.kind or kind_of(rec.workload)].cost_means
    return Msg(code="recommend.cheaper_each_priced_by", args={"what": what, "levers": levers, "also": tail})


MAX_DROPPING_LEVERS = 2  # constraint-dropping options shown after the kept ones: the cheapest two, labelled


def _kept_then_dropped(rec: Recommendation, shown: list[tuple[float, list[Msg], Recommendation]]
                       ) -> list[tuple[float, list[Msg], Recommendation]]:
    """The levers shown: up to MAX_CHEAPER_LEVERS that keep every stated constraint, then at least one (at most
    MAX_DROPPING_LEVERS) that drops one, so the cheapest way out of a constraint is named but never crowds out the
    ways within it."""
    kept = [t for t in shown if not drops_constraint(rec.workload, t[2].workload)]
    loose = [t for t in shown if drops_constraint(rec.workload, t[2].workload)]
    room = max(1, min(MAX_DROPPING_LEVERS, MAX_CHEAPER_LEVERS - len(kept)))
    return kept[:MAX_CHEAPER_LEVERS] + loose[:room]


DEARER_LEVER_SHOWN = FASTER_COSTS_AT_MOST - 1  # a lever priced at most this much over the pick is shown with its plan


def dearer_levers(dearer: list[tuple[float, Msg, Recommendation]]) -> tuple[list[tuple[float, Msg, Recommendation]],
                                                                              list[Msg]]:
    """Levers that do not save, split: those within DEARER_LEVER_SHOWN (25 %, the band in which a faster plan is
    worth naming under the pick) keep their plan and price; the rest are named only ("no saving here"). A lever
    whose re-run lands on a far dearer plan reads as advice to rent it ("INT4 → 4 × B200 at $27.16/h
    (213 % more)" for a 32B that runs on one MI300X in FP8)."""
    near = [t for t in dearer if -t[0] <= DEARER_LEVER_SHOWN]
    far = [t[1] for t in dearer if -t[0] > DEARER_LEVER_SHOWN]
    return near, far


def _same_pick(a: Recommendation, b: Recommendation) -> bool:
    if not a.candidates or not b.candidates:
        return False
    x, y = a.candidates[0], b.candidates[0]
    return (x.provider, x.instance, x.instances) == (y.provider, y.instance, y.instances)


def same_plan_once(saving: list[tuple[float, Msg, Recommendation]]) -> list[tuple[float, list[Msg], Recommendation]]:
    """Levers whose re-runs pick the same machine at the same price (and load) merged into one entry that names
    each lever, in the order given (checkpointing, a fused loss and shorter sequences each printed as
    its own line with one identical plan)."""
    out: list[tuple[float, list[Msg], Recommendation]] = []
    seen: dict[tuple[object, ...], int] = {}
    for cut, label, alt in saving:
        c = alt.candidates[0]
        key = (c.provider, c.instance, int(c.gpu_count) * c.instances, round(c.price_per_hour.amount, 2),
               alt.workload.concurrency, c.billing)
        if key in seen:
            out[seen[key]][1].append(label)
            continue
        seen[key] = len(out)
        out.append((cut, [label], alt))
    return out


def lever_job(alt: Recommendation) -> tuple[float, float] | None:
    """A re-run job's cost and hours as its answer prints them: the cost table's whole-job figure for the first row's
    billing (on spot with its rework), else the hour × the hours. The one home of a lever's job figure, so the lever
    under an answer and the same lever under "cheaper?" never print two prices (QLoRA at 284.41 and
    291.21 TWD in one answer)."""
    if not alt.candidates:
        return None
    c = alt.candidates[0]
    line = alt.cost_table[0].cost if alt.cost_table else None
    # the wall hours the table and the headline print (run + start-up: tools.offers.wall_hours), the hours the cost
    # is billed for: the bare run was quoted beside it ("$3.29 for the job in 28 min" for the
    # p4d the table gives 43 min)
    run = c.speed.train_hours if c.speed else None
    hours = (line.job_hours if line is not None else None) or (wall_hours(run) if run else None)
    if not hours:
        return None
    total = getattr(line, f"job_{c.billing}", None) if line is not None else None
    return (total if total else c.price_per_hour.amount * hours), hours


def _cheaper_line(rec: Recommendation, cut: float, labels: list[Msg], alt: Recommendation,
                  dearer: bool = False) -> Msg:
    """One priced lever: its plan, the hour, the job's cost (the cost table's figure for the plan's billing, the
    one the headline shows) and the saving, or for a lever that does not save, how much more it costs."""
    c = alt.candidates[0]
    kind = rec.kind or kind_of(rec.workload)
    job = None
    said = lever_job(alt)
    if kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) and said is not None:  # a batch's hours are its cost line's
        job = Msg(code="recommend.cheaper_lever.job", args={"money": _money(said[0], rec.currency),
                                                            "took": duration(said[1])})
    label = Msg(code="recommend.levers_same_plan", args={"labels": labels}) if len(labels) > 1 else labels[0]
    if dearer:
        return Msg(code="recommend.lever_not_cheaper", args={
            "label": label, "n": int(c.gpu_count) * c.instances, "gpu": c.gpu, "keeps": keeps_targets(rec.workload, c),
            "price": _money(c.price_per_hour.amount, rec.currency), "job": job,
            "more": -cut if cut < -0.01 else None})  # within 1 %: another machine at the same cost
    w = rec.workload
    if w.owned_gpus and c.gpu == w.gpu_preference and not job:  # the user's own cards: no rental priced
        return Msg(code="recommend.cheaper_lever_owned", args={
            "label": label, "n": int(c.gpu_count) * c.instances, "owned": w.num_gpus, "gpu": c.gpu,
            "gb": c.per_gpu_bytes / 1e9, "tps": c.per_user_tokens_per_s, "keeps": keeps_targets(w, c)})
    return Msg(code="recommend.cheaper_lever", args={
        "label": label, "fleet": plan_machines(c), "how": _candidate_layout(c, after_fleet=True),
        "keeps": keeps_targets(rec.workload, c),
        "price": _money(c.price_per_hour.amount, rec.currency), "cut": cut, "job": job,
        "load": None if alt.workload.concurrency == rec.workload.concurrency else Msg(
            code="recommend.cheaper_lever.load", args={"n": alt.workload.concurrency})})
