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

import re
from dataclasses import dataclass, field, replace

from tools import compat, host, pitfalls, validation
from tools.arch import active_params, total_params
from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH, JOB_SETUP_HOURS, SAFE_HEADROOM, TARGET_TRAIN_DAYS
from tools.constraints import (
    budget_constraint,
    china_only,
    context_constraint,
    deadline_constraint,
    effective_budget,
    filter_constraint,
    hourly_limit,
    region_ok,
    spot_serving_constraint,
    yarn_constraint,
)
from tools.cost import USD_CNY_DEFAULT, convert_amount
from tools.defaults import kind_of, precision_of, resolve_msgs, serves
from tools.hf_config import hub_label, hub_note
from tools.kinds import POLICIES, SPEED_MODEL_ERROR, Policy
from tools.memory import dp_attention_extra, kv_cache_bytes_per_token
from tools.offers import (
    MIN_STREAM_TOKENS_PER_S,
    REASONS,
    Offer,
    PrefilterMemo,
    Priced,
    Search,
    cheapest_per_shape,
    per_user_target,
    prefilter,
    price_of,
    read_per_user,
    search,
    show_rented_layout,
    ttft_limit_s,
    usable,
)
from tools.parallel import DEFAULT_HEADROOM
from tools.parallel import plan as plan_layout
from tools.places import Gazetteer
from tools.ranking import candidate, cost_row, objective_key, order, rank
from tools.schema import (
    Budget,
    Check,
    Constraint,
    GPUSpec,
    InstanceRow,
    Layout,
    ModelArch,
    Msg,
    Recommendation,
    Rejection,
    SpecTier,
    WorkKind,
    Workload,
)
from tools.score import PRESETS
from tools.tiers import notes as tier_notes
from tools.tiers import same_plan, tier
from tools.wording import about_money, approx_zh, duration, gpu_hours, money_text, plural

TASK_NAMES = {
    "inference": ("serving", "推理部署"), "lora": ("LoRA fine-tune", "LoRA 微调"), "qlora": ("QLoRA fine-tune", "QLoRA 微调"),
    "full_finetune": ("full fine-tune", "全参微调"), "pretrain": ("pretraining", "预训练"),
}
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
    longer_context: list[str] = field(default_factory=list)  # registry models of the family with a longer context
    explore: bool = True  # price alternatives by re-running (off inside those re-runs)
    fx: dict[str, float] = field(default_factory=dict)  # units per USD of other currencies (catalog/data/fx.csv)
    places: Gazetteer = field(default_factory=Gazetteer)  # regions and Chinese providers (catalog.places.gazetteer())
    memo: PrefilterMemo | None = None  # the caller's prefilter memo (tools.offers.prefilter), kept across questions


@dataclass
class Run:
    """One question as the steps fill it in: the resolved workload and its policy, then the search's results."""

    arch: ModelArch
    asked: Workload  # as stated (before defaults)
    w: Workload
    gpus: dict[str, GPUSpec]
    rows: list[InstanceRow]
    opts: Options
    policy: Policy
    currency: str
    billing: str  # on_demand | spot | reserved | cheapest (each row at min(spot, on-demand))
    deadline: float | None
    preferred: GPUSpec | None
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
    stream_note_at: int = -1  # where the serving floor's assumption sits in `notes` (rewritten if TTFT is unchecked)
    shown: list[tuple[Offer, float, dict[str, float]]] = field(default_factory=list)
    safe: Offer | None = None  # the safe tier's plan (tools.tiers), found while ranking

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


def _mixed(text: str | None) -> bool:
    if not text:
        return False
    found = set(re.findall(r"(?i)\b(v100|t4|a10g?|a100|a800|h100|h800|h20|h200|l4|l40s?|b200|4090|3090)\b", text))
    return len({f.lower() for f in found}) > 1


def recommend(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
              opts: Options | None = None) -> Recommendation:
    """resolve → search → filter → rank → tiers → constraints → checks (see the module docstring)."""
    r = resolve_run(arch, workload, gpus, rows, opts or Options())
    search_offers(r)
    filter_offers(r)
    rank_offers(r)
    rec = answer_rows(r)
    rec.spec_range = tiers(r)
    memory_summary(rec, r)
    rec.headline = headline(rec, r)
    rec.beside_pick = beside_pick(r) + activation_levers(r) + precision_levers(r)
    rec.constraints = r.constraints + stated_constraints(r, rec)
    _checks(rec, r.w, r.top, r.preferred, r.arch)
    pitfalls_and_plan(rec, r)
    explain_rejections(rec, r)
    rec.not_checked = not_checked(r.asked) + ttft_unchecked(r)
    rec.assumptions = r.notes + late_notes(r)
    return rec


def _native(arch: ModelArch, w: Workload) -> tuple[Workload, list[Msg]]:
    if w.precision is None and arch.native_precision:
        p = arch.native_precision
        return w.model_copy(update={"precision": p}), [Msg(
            en=f"precision: {p.upper()}, the format {arch.name} is released in (state another to change it)",
            zh=f"精度：{p.upper()}（{arch.name} 官方发布的格式；可另行指定）")]
    return w, []


def resolve_run(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                opts: Options) -> Run:
    """Defaults, the kind's policy, the billing actually priced, the deadline and the assumptions so far."""
    wn, native_notes = _native(arch, workload)
    w, notes = resolve_msgs(wn)
    notes = native_notes + notes
    if arch.assumed:
        notes.insert(0, Msg(en=f"architecture {arch.source}", zh=f"架构为假定：{arch.source}"))
    elif arch.from_hub:
        notes.insert(0, hub_note(arch, kv_cache_bytes_per_token(arch, w.kv_precision or "bf16")))
    policy = POLICIES[kind_of(w)]
    budget = effective_budget(w)
    preferred = next((g for g in gpus.values() if g.name == w.gpu_preference), None) if w.gpu_preference else None
    r = Run(arch=arch, asked=workload, w=w, gpus=gpus, rows=rows, opts=opts, policy=policy,
            currency=opts.currency or (budget.currency if budget else "USD"), billing=w.billing or "on_demand",
            deadline=w.deadline_hours, preferred=preferred, budget=budget, notes=notes)
    _billing(r)
    notes.append(Msg(en=f"prices converted at 1 USD = {opts.usd_cny:g} CNY (set GPU_ADVISOR_USD_CNY)",
                     zh=f"汇率按 1 美元 = {opts.usd_cny:g} 元换算（可用 GPU_ADVISOR_USD_CNY 设置）"))
    if r.currency not in ("USD", "CNY") and r.currency in opts.fx:
        notes.append(Msg(en=f"prices shown in {r.currency} at 1 USD = {opts.fx[r.currency]:g} {r.currency} "
                            "(catalog/data/fx.csv)",
                         zh=f"价格按 1 美元 = {opts.fx[r.currency]:g} {r.currency} 换算为 {r.currency}（catalog/data/fx.csv）"))
    if r.kind is WorkKind.SERVING:
        notes.append(Msg(en=f"serving cost for a month = {HOURS_PER_MONTH} h on", zh=f"推理月成本按 {HOURS_PER_MONTH} 小时计"))
    if r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH):
        mins = JOB_SETUP_HOURS * 60
        notes.append(Msg(en=f"each job's cost includes {mins:g} min of start-up billed like the run (boot, image, "
                            "downloading and loading the weights)",
                         zh=f"每个任务的成本含 {mins:g} 分钟的启动时间（开机、镜像、下载与加载权重），与运行同价计费"))
    if policy.default_deadline and r.deadline is None:
        r.deadline = float(TARGET_TRAIN_DAYS * HOURS_PER_DAY)
        notes.append(Msg(en=f"deadline: {TARGET_TRAIN_DAYS} days (not stated); bigger jobs scale out over RDMA nodes to meet it",
                         zh=f"期限：{TARGET_TRAIN_DAYS} 天（未说明）；大任务通过 RDMA 多机扩展以按期完成"))
    return r


def _billing(r: Run) -> None:
    """Spot asked for online serving is priced on-demand (with the reason); priority "cheapest" on work
    that survives a reclaim prices each row at min(spot, on-demand), keeping rows with no spot price."""
    w = r.w
    if r.kind is WorkKind.SERVING and r.billing == "spot":
        r.billing = "on_demand"
        r.constraints.append(spot_serving_constraint())
    elif w.priority == "cheapest" and w.billing is None and r.policy.spot_ok:
        r.billing = "cheapest"
        r.notes.append(Msg(en="billing: each offer at the lower of its spot and on-demand price (you asked for the "
                              "cheapest; this work resumes from checkpoints); offers with no spot price stay on-demand",
                           zh="计费：每个报价取竞价与按量中较低者（你要求最便宜，该任务可从 checkpoint 续跑）；"
                              "没有竞价的报价按按量计"))
        return
    if w.billing is None:
        r.notes.append(Msg(en="billing: on-demand (hourly, no commitment)", zh="计费：按量（按小时，无承诺）"))


def _new_search(r: Run, w: Workload, deadline: float | None, headroom: float, relaxed: bool = False) -> Search:
    return Search(arch=r.arch, w=w, gpus=r.gpus, currency=r.currency, usd_cny=r.opts.usd_cny, headroom=headroom,
                  billing=r.billing, deadline_hours=deadline, preferred=r.preferred, relaxed_floor=relaxed, fx=r.opts.fx,
                  places=r.opts.places, memo=r.opts.memo)


def search_offers(r: Run) -> None:
    """Every eligible row sized for the work. Serving with no stated per-user target: when no plan reaches
    the interactive default floor, the floor drops to MIN_STREAM_TOKENS_PER_S and the answer says so."""
    r.s = _new_search(r, r.w, r.deadline, r.opts.headroom)
    r.priced, r.regions = prefilter(r.s, r.rows)
    r.offers = search(r.s, r.priced, r.regions)
    stated_floor = per_user_target(r.w)
    if r.kind is WorkKind.SERVING and not r.offers and not stated_floor and r.s.rejected.counts.get("throughput"):
        r.s = _new_search(r, r.w, r.deadline, r.opts.headroom, relaxed=True)
        r.priced, r.regions = prefilter(r.s, r.rows)
        r.offers = search(r.s, r.priced, r.regions)
    if r.kind is WorkKind.SERVING and read_per_user(r.w) and (r.w.concurrency or 1) > 1:
        r.notes.append(Msg(en=f"{r.w.target_tokens_per_s:,.0f} tokens/s read as each user's speed (as a total for "
                              f"{r.w.concurrency:,} users it would be under {MIN_STREAM_TOKENS_PER_S:g} each)",
                           zh=f"{r.w.target_tokens_per_s:,.0f} tokens/s 按每个用户的速度理解（若是 {r.w.concurrency:,} 个用户的"
                              f"总和，每人不到 {MIN_STREAM_TOKENS_PER_S:g}）"))
    if r.kind is WorkKind.SERVING:
        r.stream_note_at = len(r.notes)
        r.notes.append(_stream_note(r, True))


def _stream_note(r: Run, ttft_checked: bool) -> Msg:
    """The serving floor stated as an assumption; the first-token limit is claimed only where it was computed
    (a card with no TFLOPS figure has no prefill rate: the limit is then said to be unchecked)."""
    floor, stated_floor = r.search.stream_floor, per_user_target(r.w)
    ttft = ttft_limit_s(r.w)
    stated = " (stated)" if stated_floor else (" (the interactive default was out of reach)" if r.search.relaxed_floor
                                               else " (interactive default; state another to change it)")
    if not ttft_checked:
        g = r.top.gpu.name if r.top else "the pick"
        return Msg(en=f"each user decodes at ≥ {floor:g} tokens/s{stated}; the first-token limit ({ttft:g} s at "
                      f"{r.w.seq_len:,} tokens) is NOT checked: {g} has no TFLOPS figure in the catalog, so its "
                      "prefill time cannot be computed; more load gets more replicas",
                   zh=f"每个用户解码 ≥ {floor:g} tokens/s" + ("（已指定）" if stated_floor else "（交互默认值，可修改）")
                      + f"；首 token 上限（{r.w.seq_len:,} token 上下文 {ttft:g} 秒）未核对：{g} 在目录中没有 TFLOPS 数据，"
                        "无法计算预填充时间；负载更高时增加副本")
    return Msg(en=f"each user decodes at ≥ {floor:g} tokens/s and sees the first token within {ttft:g} s at "
                  f"{r.w.seq_len:,} tokens of context{stated}; more load gets more replicas",
               zh=f"每个用户解码 ≥ {floor:g} tokens/s，{r.w.seq_len:,} token 上下文的首 token ≤ {ttft:g} 秒"
                  + ("（已指定）" if stated_floor else "（交互默认值，可修改）") + "；负载更高时增加副本")


def filter_offers(r: Run) -> None:
    """The kind's candidate filter, the time-to-first-token limit (serving), then the budget."""
    s = r.search
    r.offers, r.deadline_met = r.policy.candidates(r.offers, s.rejected)
    if r.kind is WorkKind.SERVING:
        r.offers = _ttft_ok(r, r.offers)
    if r.budget is None:
        return
    r.offers, r.over_budget = _within(r.offers, r.budget, r.currency, r.opts)
    if not r.offers and r.kind is WorkKind.SIZED_TRAINING and r.w.deadline_hours is None and r.over_budget:
        # the 30-day deadline was ours, the budget the user's: drop ours and say how long it takes
        s2 = _new_search(r, r.w, None, r.opts.headroom)
        r.offers, _ = _within(search(s2, r.priced, r.regions), r.budget, r.currency, r.opts)
        if r.offers:
            r.deadline, r.deadline_met = None, True
            r.notes.append(Msg(en=f"no deadline was stated and nothing meets the {TARGET_TRAIN_DAYS}-day default within "
                                  "the budget: the default is dropped; the plans below say how long they take",
                               zh=f"未说明期限，且预算内没有能在默认 {TARGET_TRAIN_DAYS} 天内完成的方案：已取消默认期限，"
                                  "下面的方案注明了所需时间"))
    for o in r.over_budget:
        s.rejected.add("budget", o.row)


def _ttft_ok(r: Run, offers: list[Offer]) -> list[Offer]:
    """Serving offers whose first token arrives within the stated limit (else the 2 s default). A stated
    limit is a hard filter (refused openly when nothing meets it); the default keeps every offer when
    none meets it, and the answer says so."""
    limit = ttft_limit_s(r.w)
    met = [o for o in offers if o.ttft_s is not None and o.ttft_s <= limit]
    unknown = [o for o in offers if o.ttft_s is None]  # no TFLOPS figure: the first token cannot be computed
    ok = met if met and r.w.target_ttft_ms else met + unknown  # a stated limit prefers plans verified to meet it
    if len(ok) == len(offers):
        return offers
    if not met and not r.w.target_ttft_ms:
        r.ttft_missed = True
        return offers
    kept = {id(o) for o in ok}  # by identity: `o not in ok` compared whole offers pairwise (quadratic)
    for o in offers:
        if id(o) not in kept:
            r.search.rejected.add("ttft_unchecked" if o.ttft_s is None else "ttft", o.row)
    if not met:
        r.ttft_missed = True
    return ok


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


def _rank(r: Run) -> None:
    w = r.w
    weights = r.opts.weights or PRESETS[r.policy.score_preset]
    r.shown = rank(r.offers, precision=precision_of(w), training=not serves(w.task), weights=weights,
                   by_score=r.opts.weights is not None, top_n=r.opts.top_n, tie=r.policy.tie,
                   cheaper_hour=r.policy.cheaper_hour_on_tie and w.priority != "fastest")
    for o, _, _ in r.shown:
        show_rented_layout(r.arch, w, o)


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


def answer_rows(r: Run) -> Recommendation:
    """The Recommendation with its ranked rows and their cost table."""
    arch, w = r.arch, r.w
    rec = Recommendation(model=arch.name, params=total_params(arch), active_params=active_params(arch), workload=w,
                         language=w.language or "en", currency=r.currency, usd_cny=r.opts.usd_cny,  # type: ignore[arg-type]
                         per_usd=r.opts.fx.get(r.currency),
                         catalog_as_of=r.opts.catalog_as_of, catalog_sources=r.opts.catalog_sources, kind=r.kind,
                         catalog_age_note=r.opts.catalog_age_note)
    training = not serves(w.task)
    for o, sc, br in r.shown:
        c = candidate(o, sc, br, r.currency, r.billing)
        c.per_user_tokens_per_s, c.ttft_s = o.per_user_tps, o.ttft_s
        c.gradient_checkpointing = bool(o.plan and o.plan.gradient_checkpointing) if training else None
        rec.candidates.append(c)
        rec.cost_table.append(cost_row(o, precision=precision_of(w), training=training, currency=r.currency,
                                       usd_cny=r.opts.usd_cny, job_hours=r.policy.job_hours(o),
                                       billing=o.billing, restartable=r.policy.restartable, fx=r.opts.fx))
    rec.job_hours = (r.top.train_hours or r.policy.job_hours(r.top)) if r.top else None  # the run (the cost adds start-up)
    return rec


def _smallest(r: Run, shapes: list[Priced]) -> Offer | None:
    """The smallest machine that holds the work: the cheapest hour at no headroom, for the workload the
    policy names (a training job without its size: the data set does not change what holds it), among
    offers that pass the stated budget. Never dearer than the pick (the pick holds the work too)."""
    w_small = r.policy.smallest(r.w)
    s = _new_search(r, w_small, None if w_small.train_tokens is None else r.deadline, 1.0, r.search.relaxed_floor)
    lo = [o for o in search(s, shapes) if o.hourly <= (r.top.hourly if r.top else float("inf"))]
    if s.kind is not WorkKind.SERVING and s.kind is not WorkKind.BATCH:
        lo, _ = POLICIES[s.kind].candidates(lo, s.rejected)
    if r.budget is not None:
        lo, _ = _within(lo, r.budget, r.currency, r.opts)
    best = min([*lo, *([r.top] if r.top else [])], key=lambda o: (o.hourly, o.total_gpus, o.work_cost), default=None)
    if best is not None:
        show_rented_layout(r.arch, w_small, best)
    return best


def _safe(r: Run, shapes: list[Priced]) -> Offer | None:
    """The safe plan: the policy's safe workload at × 1.3 headroom, ranked like the pick, within the budget."""
    w_safe = r.policy.safe(r.w)
    s = _new_search(r, w_safe, r.deadline, SAFE_HEADROOM, r.search.relaxed_floor)
    hi, _ = r.policy.candidates(search(s, shapes), s.rejected)
    if r.kind is WorkKind.SERVING:
        hi = _ttft_ok(r, hi) if not r.ttft_missed else hi
    if r.budget is not None:
        hi, _ = _within(hi, r.budget, r.currency, r.opts)
    hi = order(hi, r.policy.tie, r.policy.cheaper_hour_on_tie and r.w.priority != "fastest")
    if hi:
        show_rented_layout(r.arch, w_safe, hi[0])
    return hi[0] if hi else None


def tiers(r: Run) -> list[SpecTier]:
    """Smallest that holds the work, the pick, safe (× 1.3): identical plans shown once (the pick's name kept)."""
    top = r.top
    if top is None:
        return []
    shapes = cheapest_per_shape(r.priced)  # a tier is the cheapest offer: only each shape's cheapest row matters
    peers = [o for o, _, _ in r.shown]
    tn = tier_notes(r.opts.headroom, SAFE_HEADROOM, r.policy.safe_note, training=not serves(r.w.task))
    pool = serves(r.w.task)  # serving and batch engines pre-allocate their KV pool
    out = [tier("recommended", top, peers, tn["recommended"], r.opts.headroom, r.currency, pool)]
    small = _smallest(r, shapes)
    if small is not None and not same_plan(small, top):
        out.insert(0, tier("minimum", small, peers, tn["minimum"], 1.0, r.currency, pool))
    safe = r.safe
    if safe is not None and not same_plan(safe, top):
        out.append(tier("comfortable", safe, peers, tn["comfortable"], SAFE_HEADROOM, r.currency, pool))
    return out


def memory_summary(rec: Recommendation, r: Run) -> None:
    """Per-GPU memory of the pick's plan (or of the preferred / largest card when nothing is ranked)."""
    top = r.top
    if top is not None and top.plan is not None:
        rec.per_gpu = top.plan.per_gpu
        rec.total_bytes = top.plan.per_gpu.total * copy_gpus(top.plan.layout)  # one copy, not the data-parallel spread
        if top.plan.gradient_checkpointing:
            r.notes.append(Msg(en="gradient checkpointing on: needed to fit (+20–40 % step time)",
                               zh="开启梯度检查点：为装下显存所需（单步时间 +20–40%）"))
    elif r.preferred is not None or r.gpus:
        g = r.preferred or _largest(r.gpus, r.w)
        if g is not None:
            p = plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)
            rec.per_gpu, rec.total_bytes = p.per_gpu, p.per_gpu.total * copy_gpus(p.layout)


def copy_gpus(lay: Layout) -> int:
    """GPUs one copy of the model spans: its TP × PP group, or every GPU where ZeRO / FSDP shards the
    state over all of them; plain data parallelism (DDP) and replicas each hold a whole copy."""
    return lay.num_gpus if lay.zero_stage else lay.tp * lay.pp


NO_TRAINING_TP = ("hf", "unsloth", "deepspeed")  # frameworks whose training shards are FSDP / ZeRO, not TP


def _layout_words(o: Offer, lang: str, shard: str = "TP") -> str:
    """The layout in words; `shard` names the model sharding (TP, or FSDP/ZeRO-3 where the training framework
    has no tensor parallelism: HF Trainer/PEFT, Unsloth, DeepSpeed)."""
    lay = o.layout
    zh = lang.startswith("zh")
    parts = []
    if o.replicas > 1:
        parts.append(f"{o.replicas} 个副本 × {lay.num_gpus} 卡" if zh else f"{o.replicas} replicas × {lay.num_gpus} GPU")
    if lay.tp > 1 and shard == "TP":
        parts.append(f"TP {lay.tp}")
    elif lay.num_gpus > 1 and (lay.zero_stage or lay.tp > 1) and shard != "TP":
        parts.append(f"{shard} {lay.num_gpus}")
    if lay.pp > 1:
        parts.append(f"PP {lay.pp}")
    if lay.num_gpus > int(o.row.gpu_count or 1):
        parts.append(f"{o.instances} 台 RDMA 互联" if zh else f"{o.instances} nodes over RDMA")
    return ", ".join(parts)


def headline(rec: Recommendation, r: Run) -> Msg | None:
    """The policy's headline, filled from the pick."""
    top = r.top
    if top is None:
        return None
    parts = headline_parts(rec, r, top)
    msg = r.policy.headline(parts)
    label = hub_label(r.arch)
    if label is not None:  # a Hub model: the user's name, and how it was sized
        msg = Msg(en=r.policy.headline(parts | {"model": label.en}).en, zh=r.policy.headline(parts | {"model": label.zh}).zh)
    lever = spot_lever(r, top)
    return Msg(en=lever.en + msg.en, zh=lever.zh + msg.zh) if lever else msg


def spot_lever(r: Run, top: Offer) -> Msg | None:
    """A pick priced on spot says so up front, with the same machine's on-demand price (and job cost)
    beside it: "cheapest" moving a job to a deep spot discount is a lever the user should see, not a
    silent change of billing."""
    if top.billing != "spot":
        return None
    od = price_of(top.row, "on_demand")
    od_h = convert_amount(od, top.row.currency, r.currency, r.opts.usd_cny) if od is not None else None
    if od_h is None:
        return Msg(en="On spot (no on-demand price listed for this machine): ", zh="竞价实例（该机型没有按量价格）：")
    od_h *= top.instances
    why_en = "you asked for the cheapest; " if r.w.priority == "cheapest" else ""
    why_zh = "你要求最便宜；" if r.w.priority == "cheapest" else ""
    job_en = f", ≈ {_money(od_h * top.train_hours, r.currency)} for the job" if top.train_hours else ""
    job_zh = f"，整个任务约 {_money(od_h * top.train_hours, r.currency)}" if top.train_hours else ""
    return Msg(en=f"On spot ({why_en}on demand the same machine is {_money(od_h, r.currency)}/h{job_en}): ",
               zh=f"按竞价实例计价（{why_zh}同一机器按量每小时 {_money(od_h, r.currency)}{job_zh}）：")


def headline_parts(rec: Recommendation, r: Run, top: Offer) -> dict[str, str]:
    """Every phrase a headline may use: the machine, its price, the load or job, the time and cost."""
    w, cur = r.w, rec.currency
    cpm = rec.cost_table[0].cost.cost_per_million_tokens if rec.cost_table else None
    en_task, zh_task = TASK_NAMES.get(w.task or "", (w.task or "", w.task or ""))
    g = top.gpu
    mem = f"{g.memory_gb:g} GB" if g.memory_gb else ""
    k = f"{top.instances} × " if top.instances > 1 else ""
    shard = "FSDP/ZeRO-3 over" if not serves(w.task) and (w.framework or "hf") in NO_TRAINING_TP else "TP"
    lay_en, lay_zh = _layout_words(top, "en", shard), _layout_words(top, "zh", shard)
    name = f"{k}{top.row.provider} {top.row.instance_type}"
    p = {"model": rec.model, "task_en": en_task, "task_zh": zh_task, "price": _money(top.hourly, cur),
         "machine_en": f"{name} ({top.total_gpus} × {g.name} {mem}" + (f"; {lay_en}" if lay_en else "") + ")",
         "machine_zh": f"{name}（{top.total_gpus} × {g.name} {mem}" + (f"；{lay_zh}" if lay_zh else "") + "）",
         "load_en": "", "load_zh": "", "tail_en": "", "tail_zh": ""}
    if top.train_hours:
        took, gh = duration(top.train_hours), gpu_hours(top.train_hours * top.total_gpus)
        p.update(cost=about_money(top.work_cost, cur), gh_en=gh.en, gh_zh=gh.zh, done_en=f"finishes in {took.en}",
                 done_zh=f"{approx_zh(took.zh)}完成")
    if r.kind is WorkKind.BATCH and top.train_hours:
        out = w.output_tokens or 0
        took = duration(top.train_hours)
        p.update(task_en=f"batch of {w.batch_requests:,} requests", task_zh=f"批量推理 {w.batch_requests:,} 条",
                 load_en=f" ({(w.seq_len or 0) - out:,} tokens in, {out:,} out)",
                 load_zh=f"（输入 {(w.seq_len or 0) - out:,} token，输出 {out:,}）",
                 done_en=f"done in {'' if took.en.startswith('<') else '≈ '}{took.en}")
    elif r.kind is WorkKind.SERVING:
        p.update(load_en=f"{w.concurrency:,} concurrent × {w.seq_len:,} tokens",
                 load_zh=f"{w.concurrency:,} 并发 × {w.seq_len:,} token")
        if top.per_user_tps:
            p["tail_en"] += f"; ≈ {top.per_user_tps:,.0f} tokens/s per user"
            p["tail_zh"] += f"；每个用户约 {top.per_user_tps:,.0f} tokens/s"
        if top.ttft_s:  # the numbers a serving buyer asks for: speed, first token, the month's bill
            p["tail_en"] += f"; first token ≈ {top.ttft_s:,.1f} s"
            p["tail_zh"] += f"；首 token 约 {top.ttft_s:,.1f} 秒"
        month = "≈ " + money_text(top.hourly * HOURS_PER_MONTH, cur, 0)
        p["tail_en"] += f"; {month} a month ({HOURS_PER_MONTH} h)"
        p["tail_zh"] += f"；每月 {month}（{HOURS_PER_MONTH} 小时）"
        if cpm:
            p["tail_en"] += f"; {about_money(cpm, cur)} per 1M tokens at this load"
            p["tail_zh"] += f"；按此负载每百万 token {about_money(cpm, cur)}"
    elif r.kind is WorkKind.OPEN_TRAINING:
        if top.plan and top.plan.gradient_checkpointing:
            p["tail_en"], p["tail_zh"] = "; gradient checkpointing on", "；开启梯度检查点"
        if cpm:
            p["tail_en"] += f"; {about_money(cpm, cur)} per 1M training tokens"
            p["tail_zh"] += f"；每百万训练 token {about_money(cpm, cur)}"
    return p


def beside_pick(r: Run) -> list[Msg]:
    """Named under the pick: a serving plan ≥ 2× faster per user for ≤ 25 % more; under "fastest", the
    cheapest plan and what speed costs; where ties went to the cheaper hour, the per-token leader."""
    top = r.top
    if top is None:
        return []
    out: list[Msg] = []
    cur = r.currency
    if r.kind is WorkKind.SERVING and top.per_user_tps:
        fast = [o for o in r.offers if o.per_user_tps and o.per_user_tps >= FASTER_PER_USER * top.per_user_tps
                and o.hourly <= FASTER_COSTS_AT_MOST * top.hourly and o is not top]
        if fast:
            f = min(fast, key=lambda o: (o.hourly, -(o.per_user_tps or 0)))
            more = f.hourly / top.hourly - 1 if top.hourly else 0.0
            out.append(Msg(
                en=f"Faster per user: {f.row.provider} {f.row.instance_type} ({f.total_gpus} × {f.gpu.name}) gives each user "
                   f"≈ {f.per_user_tps:,.0f} tokens/s (the pick: ≈ {top.per_user_tps:,.0f}) for {_money(f.hourly, cur)}/h "
                   f"({more:.0%} more).",
                zh=f"每个用户更快：{f.row.provider} {f.row.instance_type}（{f.total_gpus} × {f.gpu.name}）每个用户约 "
                   f"{f.per_user_tps:,.0f} tokens/s（首选约 {top.per_user_tps:,.0f}），每小时 {_money(f.hourly, cur)}"
                   f"（贵 {more:.0%}）。"))
    if r.w.priority == "fastest":
        cheap = min(r.offers, key=lambda o: (o.work_cost, o.hourly), default=None)
        if cheap is not None and cheap is not top and cheap.work_cost < top.work_cost * 0.99:
            out.append(Msg(en=f"You asked for the fastest; the cheapest plan is {cheap.row.provider} {cheap.row.instance_type} "
                              f"({cheap.total_gpus} × {cheap.gpu.name}) at {_money(cheap.hourly, cur)}/h"
                              + _cost_words(r, cheap, "en") + ".",
                           zh=f"你要求最快；最便宜的方案是 {cheap.row.provider} {cheap.row.instance_type}"
                              f"（{cheap.total_gpus} × {cheap.gpu.name}），每小时 {_money(cheap.hourly, cur)}"
                              + _cost_words(r, cheap, "zh") + "。"))
    elif r.policy.cheaper_hour_on_tie:
        lead = min(r.offers, key=lambda o: o.work_cost, default=None)
        if lead is not None and lead is not top and lead.work_cost < top.work_cost:
            edge = 1 - lead.work_cost / top.work_cost
            out.append(Msg(
                en=f"Per training token, {lead.row.provider} {lead.row.instance_type} ({lead.total_gpus} × {lead.gpu.name}, "
                   f"{_money(lead.hourly, cur)}/h) is {edge:.0%} cheaper by the speed model, inside its ±{SPEED_MODEL_ERROR:.0%} "
                   "error, so the cheaper hour is the pick (less money at risk if the estimate is off).",
                zh=f"按每训练 token 计，{lead.row.provider} {lead.row.instance_type}（{lead.total_gpus} × {lead.gpu.name}，"
                   f"每小时 {_money(lead.hourly, cur)}）按速度模型便宜 {edge:.0%}，在其 ±{SPEED_MODEL_ERROR:.0%} 误差内，"
                   "所以首选每小时更便宜的（估算偏差时风险更小）。"))
    return out


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
    variants: list[tuple[Msg, Workload]] = []
    if not top.plan.gradient_checkpointing:
        variants.append((Msg(en="gradient checkpointing", zh="梯度检查点"),
                         r.w.model_copy(update={"gradient_checkpointing": True})))
    if (r.w.framework or "hf") == "hf":
        variants.append((Msg(en="a fused-loss framework (Unsloth; Liger kernels in HF)",
                             zh="融合损失的框架（Unsloth；HF 用 Liger）"), r.w.model_copy(update={"framework": "unsloth"})))
    if (r.w.seq_len or 0) >= 2048:
        half = (r.w.seq_len or 0) // 2
        variants.append((Msg(en=f"{half:,}-token sequences", zh=f"{half:,} token 的序列"),
                         r.w.model_copy(update={"seq_len": half})))
    opts = replace(r.opts, top_n=1, weights=None, stated=set(), explore=False)
    plans_en, plans_zh = [], []
    for label, w in variants:
        alt = recommend(r.arch, w, r.gpus, r.rows, opts)
        if alt.candidates:
            c = alt.candidates[0]
            n = int(c.gpu_count) * c.instances
            if c.price_per_hour.amount >= top.hourly * 0.99 and n >= top.total_gpus:
                continue  # the same machine or a dearer one: not a lever
            price = _money(c.price_per_hour.amount, r.currency)
            plans_en.append(f"{label.en} → {n} × {c.gpu} at {price}/h")
            plans_zh.append(f"{label.zh} → {n} × {c.gpu}，每小时 {price}")
    if not plans_en:
        return []
    share = per.activations / per.total
    return [Msg(en=f"Activations are {share:.0%} of the pick's memory per GPU; more GPUs do not shrink them. Levers: "
                   + "; ".join([*plans_en, "context parallelism (not modelled here)"]) + ".",
                zh=f"激活值占首选每卡显存的 {share:.0%}，加卡不会减少它。办法："
                   + "；".join([*plans_zh, "上下文并行（此处未建模）"]) + "。")]


WEIGHTS_HEAVY = 0.4  # weights at least this share of the pick's memory per GPU: FP8 weights change the machine


def precision_levers(r: Run) -> list[Msg]:
    """Serving levers priced by re-running the recommender: under "fastest" or where the weights are a large share
    of the pick's memory (WEIGHTS_HEAVY: a smaller or cheaper machine may hold them), FP8 weights (half the bytes
    each decode step reads, and FP8 tensor cores for prefill) where the pick is in 16-bit; wherever the KV
    cache outweighs the weights on the pick, an FP8 KV cache (half the cache: more users per GPU, fewer
    replicas). Each is named with the plan, its speed per user and its price; none is applied silently."""
    top = r.top
    if not r.opts.explore or top is None or top.plan is None or r.kind is not WorkKind.SERVING:
        return []
    out: list[Msg] = []
    per = top.plan.per_gpu
    weights_heavy = per.total > 0 and per.weights >= WEIGHTS_HEAVY * per.total
    if (r.w.priority == "fastest" or weights_heavy) and precision_of(r.w) in ("bf16", "fp16"):
        m = _lever(r, r.w.model_copy(update={"precision": "fp8"}), top,
                   Msg(en="FP8 weights (the model's FP8 checkpoint where one is published, else vLLM --quantization "
                          "fp8; test quality on your tasks)",
                       zh="FP8 权重（有官方 FP8 版本就用它，否则 vLLM --quantization fp8；先在自己的任务上测质量）"))
        out += [m] if m else []
    if per.kv_cache > per.weights and r.w.kv_precision not in ("fp8", "int8"):
        m = _lever(r, r.w.model_copy(update={"kv_precision": "fp8"}), top,
                   Msg(en=f"an FP8 KV cache (the cache, {per.kv_cache / 1e9:,.1f} GB per GPU, outweighs the weights; "
                          "vLLM --kv-cache-dtype fp8, weights unchanged)",
                       zh=f"FP8 KV cache（每卡 {per.kv_cache / 1e9:,.1f} GB 的 KV cache 比权重还大；vLLM --kv-cache-dtype fp8，"
                          "权重不变）"))
        out += [m] if m else []
    return out


def _lever(r: Run, w: Workload, top: Offer, label: Msg) -> Msg | None:
    """One lever re-run: named when its pick is faster per user or cheaper than this answer's pick."""
    opts = replace(r.opts, top_n=1, weights=None, explore=False)
    alt = recommend(r.arch, w, r.gpus, r.rows, opts)
    if not alt.candidates:
        return None
    c = alt.candidates[0]
    speed, price = c.per_user_tokens_per_s, c.price_per_hour.amount
    if not ((speed and top.per_user_tps and speed > top.per_user_tps * 1.05) or price < top.hourly * 0.99):
        return None
    n = int(c.gpu_count) * c.instances
    su = f"≈ {speed:,.0f} tokens/s per user" if speed else "speed not computed"
    su_zh = f"每个用户约 {speed:,.0f} tokens/s" if speed else "速度未核算"
    mine = f"{top.per_user_tps:,.0f}" if top.per_user_tps else "—"
    return Msg(en=f"Lever: {label.en} → {c.provider} {c.instance} ({n} × {c.gpu}), {su} (the pick: ≈ {mine}) at "
                  f"{_money(price, r.currency)}/h (the pick: {_money(top.hourly, r.currency)}/h).",
               zh=f"可选：{label.zh} → {c.provider} {c.instance}（{n} × {c.gpu}），{su_zh}（首选约 {mine}），每小时 "
                  f"{_money(price, r.currency)}（首选 {_money(top.hourly, r.currency)}）。")


def _cost_words(r: Run, o: Offer, lang: str) -> str:
    if o.train_hours:
        took = duration(o.train_hours)
        return (f", ≈ {_money(o.work_cost, r.currency)} for the job in {took.en}" if lang == "en"
                else f"，整个任务约 {_money(o.work_cost, r.currency)}，用时 {took.zh}")
    if o.per_user_tps:
        return (f", ≈ {o.per_user_tps:,.0f} tokens/s per user" if lang == "en"
                else f"，每个用户约 {o.per_user_tps:,.0f} tokens/s")
    return ""


def stated_constraints(r: Run, rec: Recommendation) -> list[Constraint]:
    """Each stated constraint honoured, adjusted or refused, with a stated card or count that fails
    answered "no, because …" and the cheapest plan that works without it."""
    out = _constraints(r.arch, r.w, r.opts, r.top, r.over_budget, r.budget, r.currency,
                       r.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH), r.deadline_met, r.preferred, rec)
    out += _serving_targets(r)
    if r.w.min_gpu_memory_gib:
        ok = r.top is not None
        out.append(Constraint(name="gpu_memory", stated=f"≥ {r.w.min_gpu_memory_gib:g} GB per GPU",
                              label=Msg(en=f"≥ {r.w.min_gpu_memory_gib:g} GB per GPU",
                                        zh=f"单卡 ≥ {r.w.min_gpu_memory_gib:g} GB"),
                              status="honoured" if ok else "refused", message=Msg(
            en=f"Only cards with ≥ {r.w.min_gpu_memory_gib:g} GB are ranked." if ok else
            f"No priced card with ≥ {r.w.min_gpu_memory_gib:g} GB holds this; see below.",
            zh=f"只排名单卡 ≥ {r.w.min_gpu_memory_gib:g} GB 的机型。" if ok else
            f"没有单卡 ≥ {r.w.min_gpu_memory_gib:g} GB 且有价格的机型能装下；见下文。")))
    if r.w.max_gpu_memory_gib:
        out.append(_card_ceiling(r.w.max_gpu_memory_gib, r.w.num_gpus or 1, r.top))
    if r.w.priority in ("fastest", "cheapest"):
        means = (Msg(en="ranked by time (jobs) or speed per user (serving), cost shown beside",
                     zh="按用时（任务）或每个用户的速度（推理）排名，成本并列显示") if r.w.priority == "fastest" else
                 Msg(en="ranked by cost: " + r.policy.cost_means.en, zh="按成本排名：" + r.policy.cost_means.zh))
        out.append(Constraint(name="priority", stated=r.w.priority, status="honoured", message=means,
                              label=Msg(en=r.w.priority, zh="最快" if r.w.priority == "fastest" else "最便宜")))
    return out


def _serving_targets(r: Run) -> list[Constraint]:
    """A stated per-user speed or time to first token, judged on the pick's per-stream figures."""
    top, w = r.top, r.w
    out: list[Constraint] = []
    if r.kind is not WorkKind.SERVING:
        return out
    per_user = per_user_target(w)
    if per_user:
        got = top.per_user_tps if top else None
        ok = got is not None and got >= per_user * (1 - 1e-9)
        out.append(Constraint(name="per_user_speed", stated=f"{per_user:,.0f} tokens/s per user",
                              label=Msg(en=f"{per_user:,.0f} tokens/s per user", zh=f"每用户 {per_user:,.0f} tokens/s"),
                              status="honoured" if ok else "refused", message=Msg(
            en=f"Each user decodes at ≈ {got:,.0f} tokens/s at the stated load." if ok and got else
            f"No listed plan gives each user {per_user:,.0f} tokens/s at this load"
            + (f" (the pick: ≈ {got:,.0f})" if got else "") + ".",
            zh=f"所述负载下每个用户约 {got:,.0f} tokens/s。" if ok and got else
            f"目录中没有能让每个用户达到 {per_user:,.0f} tokens/s 的方案" + (f"（首选约 {got:,.0f}）" if got else "") + "。")))
    if w.target_ttft_ms and top is not None and top.ttft_s is None:
        lim = f"{w.target_ttft_ms:,.0f}"
        out.append(Constraint(name="ttft", stated=f"{lim} ms", status="refused", message=Msg(
            en=f"Not met as far as can be checked: no listed plan is verified to prefill {w.seq_len:,} tokens within "
               f"{lim} ms, and {top.gpu.name} has no TFLOPS figure, so its first-token time cannot be computed; "
               "measure it first.",
            zh=f"就可核算的范围而言未满足：目录中没有方案经核算能在 {lim} 毫秒内预填充 {w.seq_len:,} token，"
               f"而 {top.gpu.name} 缺少 TFLOPS 数据，无法计算首 token 时间；请先实测。")))
    elif w.target_ttft_ms:
        got = top.ttft_s if top else None
        ok = got is not None and got * 1000 <= w.target_ttft_ms and not r.ttft_missed
        out.append(Constraint(name="ttft", stated=f"{w.target_ttft_ms:,.0f} ms", status="honoured" if ok else "refused",
                              label=Msg(en=f"{w.target_ttft_ms:,.0f} ms", zh=f"首 token {w.target_ttft_ms:,.0f} 毫秒"),
                              message=Msg(
            en=f"First token in ≈ {got * 1000:,.0f} ms for a {w.seq_len:,}-token prompt." if ok and got is not None else
            f"No listed plan prefills {w.seq_len:,} tokens within {w.target_ttft_ms:,.0f} ms"
            + (f" (the pick: ≈ {got * 1000:,.0f} ms)" if got else "") + "; a shorter prompt or prefix caching would be needed.",
            zh=f"{w.seq_len:,} token 提示词的首 token 约 {got * 1000:,.0f} 毫秒。" if ok and got is not None else
            f"目录中没有能在 {w.target_ttft_ms:,.0f} 毫秒内预填充 {w.seq_len:,} token 的方案"
            + (f"（首选约 {got * 1000:,.0f} 毫秒）" if got else "") + "；需要更短的提示词或前缀缓存。")))
    return out


def pitfalls_and_plan(rec: Recommendation, r: Run) -> None:
    """The eight pitfalls and the 24-hour validation plan, for the pick."""
    w, top, preferred = r.w, r.top, r.preferred
    pref_plan = plan_layout(r.arch, w, preferred, headroom=r.opts.headroom) if preferred is not None else None
    per = rec.per_gpu
    ctx = pitfalls.Context(
        workload=w, stated=r.opts.stated, top=rec.candidates[0] if rec.candidates else None,
        top_gpu=top.gpu if top else None, per_replica_bytes=rec.total_bytes, kv_bytes=per.kv_cache if per else 0,
        per_gpu_total=per.total if per else 0, preferred_gpu=preferred,
        preferred_fits=pref_plan.fits if pref_plan else None,
        preferred_count=pref_plan.layout.num_gpus if pref_plan else None, job_hours=rec.job_hours,
        mixed_generations=_mixed(r.asked.gpu_preference),
        replica_gpus=copy_gpus(top.plan.layout) if top and top.plan else 1, emptied_by=_emptied_by(r),
    )
    rec.pitfalls = pitfalls.evaluate(ctx)
    lower = (per.weights + per.gradients + per.optimizer + per.activations + per.kv_cache) if per else 0
    cpm = rec.cost_table[0].cost.cost_per_million_tokens if rec.cost_table else None
    hint = None
    if top is not None and r.kind is WorkKind.SERVING and cpm is not None:
        hint = Msg(en=f"This answer expects ≈ {_money(cpm, r.currency)} per million tokens at the stated load.",
                   zh=f"本回答预计在所述负载下每百万 token ≈ {_money(cpm, r.currency)}。")
    elif top is not None and not serves(w.task):
        hint = Msg(en=f"This answer expects {_money(top.hourly, r.currency)} per hour ({top.billing.replace('_', '-')}).",
                   zh=f"本回答预计每小时 {_money(top.hourly, r.currency)}。")
    gpu = r.preferred or (top.gpu if top else None)
    floor = compat.DRIVER_FLOOR.get(gpu.architecture) if gpu is not None else None
    rec.validation_plan = validation.plan(w, per.total if per else 0, lower, r.opts.headroom, rec.candidates,
                                          top.tokens_per_s if top else None, hint, floor or ("12.0", "r525"),
                                          rocm_floor=(t := compat.rocm_target(gpu) if gpu is not None else None) and t[1])


def _emptied_by(r: Run) -> Msg | None:
    """The stated constraint that left nothing to rank when offers holding the work existed: the budget,
    then the filters that rejected rows (provider, region, GPU, per-card memory, GPU count)."""
    if r.top is not None:
        return None
    if r.over_budget:
        return Msg(en="the stated budget", zh="所述预算")
    counts = r.search.rejected.counts
    names = {"provider": ("the stated providers", "指定的云厂商"), "region": ("the stated regions", "指定的区域"),
             "gpu": ("the stated GPU", "指定的 GPU"), "gpu_memory": ("the per-card memory floor", "单卡显存下限"),
             "gpu_count": ("the stated GPU count", "指定的卡数"), "deadline": ("the deadline", "期限"),
             "ttft": ("the time-to-first-token limit", "首 token 延迟上限"),
             "throughput": ("the speed target", "速度目标")}
    hit = [v for k, v in names.items() if counts.get(k)]
    if not hit or counts.get("no_fit"):
        return None
    return Msg(en=" and ".join(h[0] for h in hit), zh="、".join(h[1] for h in hit))


def explain_rejections(rec: Recommendation, r: Run) -> None:
    """Rejections with their reasons; when nothing is ranked, why, and for a stated card or count the
    cheapest plan that works without it (the recommender re-run without that constraint)."""
    s = r.search
    rec.rejected = [Rejection(reason=k, count=n, message=s.rejected.messages.get(k) or REASONS.get(k, Msg(en=k, zh=k)),
                              examples=s.rejected.examples.get(k, []))
                    for k, n in sorted(s.rejected.counts.items(), key=lambda kv: -kv[1])]
    if rec.candidates:
        return
    pref_plan = plan_layout(r.arch, r.w, r.preferred, headroom=r.opts.headroom) if r.preferred is not None else None
    rec.nothing_fits = (place_fallback(r) or stated_hardware_fallback(r)) + _why_nothing(
        r.arch, r.w, r.gpus, r.rows, s, r.over_budget, r.currency, r.preferred, pref_plan)
    first = rec.nothing_fits[0] if rec.nothing_fits else None
    if first is not None:
        rec.headline = Msg(en=f"{rec.model}: nothing can be ranked as asked. {first.en}",
                           zh=f"{rec.model}：按所给条件无法排名。{first.zh}")


def _rankable_priced(rows: list[InstanceRow]) -> list[InstanceRow]:
    return [x for x in rows if not x.quarantined and x.price_scope == "instance"
            and (x.price_on_demand or x.price_spot or x.price_reserved_month)]


def place_fallback(r: Run) -> list[Msg]:
    """A provider / region filter that leaves no priced offer at all is a gap in the catalog, not a verdict on the
    card or the job (Azure prices cover US regions only): say so, name the regions the catalog has for that
    provider, and give the cheapest plan without the place filter (the recommender re-run without it)."""
    wanted = {p.lower() for p in r.w.providers or []}
    regions = r.w.regions or []
    places = r.opts.places
    if not (wanted or regions) or china_only(regions, places) or wanted & places.china_providers:
        return []
    priced = _rankable_priced(r.rows)
    mine = [x for x in priced if not wanted or x.provider.lower() in wanted]
    if any(not regions or region_ok(x, regions, places) for x in mine):
        return []
    who = ", ".join(r.w.providers or []) or "any provider"
    where = f" in {', '.join(regions)}" if regions else ""
    have = sorted({x.region for x in mine if x.region}) if wanted else []
    listed = f" The catalog's {who} prices cover: {', '.join(have)}." if wanted and have else ""
    out = [Msg(en=f"The catalog has no priced offers from {who}{where}; this says nothing about whether the hardware "
                  f"can do the job.{listed}",
               zh=f"目录中没有 {'、'.join(r.w.providers or []) or '任何云厂商'}"
               + (f"在 {'、'.join(regions)} " if regions else " ") + "的报价；这不代表硬件做不了这件事。"
                  + (f"目录中 {'、'.join(r.w.providers or [])} 的价格覆盖这些区域：{'、'.join(have)}。" if listed else ""))]
    free = r.asked.model_copy(update={"providers": None, "regions": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"providers", "regions"}, explore=False)
    alt = recommend(r.arch, free, r.gpus, r.rows, opts)
    if alt.candidates:
        c = alt.candidates[0]
        out.append(Msg(en=f"The cheapest plan without the provider/region filter: {c.provider} {c.instance} ({c.region}, "
                          f"{int(c.gpu_count) * c.instances} × {c.gpu}) at {_money(c.price_per_hour.amount, r.currency)}/h.",
                       zh=f"不限云厂商/区域时最便宜的方案：{c.provider} {c.instance}（{c.region}，"
                          f"{int(c.gpu_count) * c.instances} × {c.gpu}），"
                          f"每小时 {_money(c.price_per_hour.amount, r.currency)}。"))
    return out


def stated_hardware_fallback(r: Run) -> list[Msg]:
    """A stated card or GPU count that cannot do the job: "no, because …", the cheapest plan that works
    without it (re-running the recommender), and the borderline options an expert would test."""
    if not (r.w.gpu_preference or "num_gpus" in r.opts.stated and r.w.num_gpus):
        return []
    what = " × ".join(x for x in (str(r.w.num_gpus) if r.w.num_gpus else "", r.w.gpu_preference or "") if x)
    free = r.asked.model_copy(update={"gpu_preference": None, "num_gpus": None})
    opts = replace(r.opts, top_n=1, weights=None, stated=r.opts.stated - {"num_gpus", "gpu_preference"}, explore=False)
    alt = recommend(r.arch, free, r.gpus, r.rows, opts)
    holds = _holds_unpriced(r)
    out = [holds] if holds is not None else [
        Msg(en=f"No, {what} cannot do this, because {_why_not(r)}.", zh=f"不行，{what} 做不了，因为{_why_not(r, zh=True)}。")]
    if alt.candidates:
        c = alt.candidates[0]
        out.append(Msg(en=f"The cheapest plan that works without that constraint: {c.provider} {c.instance} "
                          f"({int(c.gpu_count) * c.instances} × {c.gpu}) at {_money(c.price_per_hour.amount, r.currency)}/h.",
                       zh=f"去掉这一限制后最便宜的可行方案：{c.provider} {c.instance}（{int(c.gpu_count) * c.instances} × "
                          f"{c.gpu}），每小时 {_money(c.price_per_hour.amount, r.currency)}。"))
    if holds is None:
        out += _borderline(r)
    return out


def _holds_unpriced(r: Run) -> Msg | None:
    """The stated card holds the work by memory, but no priced machine of it is in the catalog (the H20, most
    Chinese clouds): say yes on memory with the layout, and that the price is what is missing, never "no"."""
    g = r.preferred
    if g is None or any(x.gpu == g.name and not x.quarantined and (x.price_on_demand or x.price_spot) for x in r.rows):
        return None
    p = plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)
    if not p.fits or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
        return None
    n = p.layout.num_gpus
    need, usable_gb = p.per_gpu.total / 1e9, (g.usable_bytes or 0) / 1e9
    nodes = -(-n // 8)
    where_en = "one machine" if nodes == 1 else f"{nodes} machines over RDMA"
    where_zh = "单机" if nodes == 1 else f"{nodes} 台机器（需 RDMA）"
    return Msg(en=f"Yes on memory: {n} × {g.name} hold it ({need:,.1f} GB per GPU of {usable_gb:,.1f} GB usable, "
                  f"{where_en}; the memory table shows the split), but the catalog has no priced {g.name} machine to "
                  "rank: import your quote with `gpu-advisor catalog import`.",
               zh=f"按显存可以：{n} × {g.name} 装得下（每卡 {need:,.1f} GB，可用 {usable_gb:,.1f} GB，{where_zh}；"
                  f"拆分见显存表），但目录里没有 {g.name} 的报价可排名：可用 `gpu-advisor catalog import` 导入你的报价。")


def _why_not(r: Run, zh: bool = False) -> str:
    """The reason a stated card or count fails, from the memory estimate on that card."""
    g = r.preferred or _largest(r.gpus, r.w)
    if g is None:
        return "该卡不在目录中" if zh else "that card is not in the catalog"
    rocm = compat.rocm_problem(g, r.w.task, r.w.framework, precision_of(r.w), r.w.kv_precision if serves(r.w.task) else None)
    if rocm is not None:
        return rocm.zh if zh else rocm.en
    p = plan_layout(r.arch, r.w, g, headroom=r.opts.headroom)  # the same plan the memory table shows
    n = r.w.num_gpus or p.layout.num_gpus
    need = p.per_gpu.total / 1e9
    usable_gb = (g.usable_bytes or 0) / 1e9
    size_en = f" ({g.memory_gb:g} GiB of memory)" if g.memory_gb else ""
    size_zh = f"（{g.memory_gb:g} GiB 显存）" if g.memory_gb else ""
    if not p.fits or (r.w.num_gpus and p.layout.num_gpus > r.w.num_gpus):
        h = r.opts.headroom
        return (f"用 {n} 张卡时每卡需要约 {need:,.1f} GB（留 × {h:g} 余量为 {need * h:,.0f} GB，见详细版的每卡显存表），而每张 "
                f"{g.name} 只有 {usable_gb:,.1f} GB 可用{size_zh}" if zh else
                f"on {plural(n, 'GPU')} each would need ≈ {need:,.1f} GB ({need * h:,.0f} GB with the × {h:g} headroom; the "
                f"memory table in the full answer) and each {g.name} has {usable_gb:,.1f} GB usable{size_en}")
    return ("没有满足其他条件且有价格的该配置机器" if zh else
            "no priced machine of that configuration passes the other constraints")


def _borderline(r: Run) -> list[Msg]:
    """Options an expert would test before giving up on the stated hardware, marked as borderline: they are
    not in the estimate (FSDP-QLoRA shards a 4-bit base across cards, Answer.AI 2024; CPU offload trades
    step time for memory, DeepSpeed ZeRO-Offload)."""
    if r.preferred is not None and compat.rocm_target(r.preferred) is not None:
        return []  # AWQ/GPTQ and NF4 are not ROCm options here (tools.compat.ROCM_FORMATS)
    if serves(r.w.task):
        return [Msg(en="Borderline, to test (not in this estimate): lower-bit weights (AWQ/GPTQ INT4) or an FP8 KV cache.",
                    zh="临界方案（需实测，不在本估算内）：更低比特的权重（AWQ/GPTQ INT4）或 FP8 KV cache。")]
    return [Msg(en="Borderline, to test (not in this estimate): FSDP-QLoRA (a 4-bit base sharded across the cards, "
                   "Answer.AI 2024) or CPU offload of optimizer states (DeepSpeed ZeRO-Offload; several times slower).",
                zh="临界方案（需实测，不在本估算内）：FSDP-QLoRA（4 比特底座跨卡分片，Answer.AI 2024）或把优化器状态卸载到 CPU"
                   "（DeepSpeed ZeRO-Offload；慢数倍）。")]


# Workload fields each step consumes (the field-coverage test reads this): a stated field outside this set
# and the engine's is listed in `Recommendation.not_checked` so the answer says it was not checked.
CONSUMED = frozenset({
    "task", "model", "params_b", "precision", "seq_len", "batch_size", "concurrency", "num_gpus", "zero_stage",
    "optimizer", "lora_rank", "gradient_checkpointing", "grad_accum", "flash_attention", "torch_compile",
    "kv_precision", "train_tokens", "budget_per_hour", "budget", "deadline_hours", "dataset", "framework",
    "batch_requests", "output_tokens", "target_tokens_per_s", "target_tokens_per_s_per_user", "target_ttft_ms",
    "regions", "providers", "billing", "gpu_preference", "language", "priority", "min_gpu_memory_gib",
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
    deep = _deep_spot(top, top.billing if top else r.billing, r.currency, r.opts.usd_cny, r.opts.fx)
    if deep is not None:
        out.append(deep)
    if r.ttft_missed and not r.w.target_ttft_ms and top is not None and top.ttft_s is not None:
        out.append(Msg(en=f"no listed plan reaches the first token within {ttft_limit_s(r.w):g} s for a {r.w.seq_len:,}-token "
                          f"prompt; the pick takes ≈ {top.ttft_s:,.1f} s (prefix caching or shorter prompts help)",
                       zh=f"目录中没有方案能在 {ttft_limit_s(r.w):g} 秒内给出 {r.w.seq_len:,} token 提示词的首 token；"
                          f"首选约 {top.ttft_s:,.1f} 秒（前缀缓存或更短的提示词有帮助）"))
    if r.kind is WorkKind.SERVING and top is not None and top.ttft_s is None and r.stream_note_at >= 0:
        r.notes[r.stream_note_at] = _stream_note(r, False)
    if top is not None and top.plan is not None and dp_attention_extra(r.arch, r.w, top.plan.layout) is not None:
        out.append(Msg(
            en="attention runs data-parallel (SGLang --enable-dp-attention; vLLM --data-parallel-size "
               f"{top.plan.layout.tp} --enable-expert-parallel): each GPU keeps only its own sequences' MLA latent "
               "cache and a full copy of the attention weights; under plain TP every GPU would hold all of the cache",
            zh="注意力按数据并行运行（SGLang --enable-dp-attention；vLLM --data-parallel-size "
               f"{top.plan.layout.tp} --enable-expert-parallel）：每卡只存自己那部分请求的 MLA 潜变量缓存，外加一份完整"
               "的注意力权重；纯 TP 下每卡都要存全部缓存"))
    card = r.preferred or (top.gpu if top else None)
    if card is not None and not card.usable_memory_gib and card.memory_gb:
        out.append(Msg(en=f"{card.name}: no published usable-memory figure in the catalog, so fits are decided on its "
                          f"nominal {card.memory_gb:g} GiB; what a framework can allocate is a little lower (check "
                          "`torch.cuda.mem_get_info()` on the card)",
                       zh=f"{card.name}：目录中没有已发布的可用显存数据，按标称 {card.memory_gb:g} GiB 判断能否装下；"
                          "框架实际可分配的略少（可在卡上用 `torch.cuda.mem_get_info()` 查看）"))
    missed = not_checked(r.asked)
    if missed:
        out.append(Msg(en="not checked by this answer: " + ", ".join(missed), zh="本回答未核对：" + "、".join(missed)))
    return out


def _within(offers: list[Offer], budget: Budget, currency: str, opts: Options) -> tuple[list[Offer], list[Offer]]:
    """Offers within the stated budget (per hour, day, month, or the job's total), and those over it."""
    kept: list[Offer] = []
    over: list[Offer] = []
    for o in offers:
        limit = hourly_limit(budget, o.train_hours)
        limit_cur = convert_amount(limit, budget.currency, currency, opts.usd_cny, opts.fx) if limit is not None else None
        (over if limit_cur is not None and o.hourly > limit_cur * (1 + 1e-9) else kept).append(o)
    return kept, over


DEEP_SPOT = 0.2  # a spot price under a fifth of on-demand is listed, but rarely there when you need it


def _deep_spot(top: Offer | None, billing: str, currency: str, usd_cny: float,
               fx: dict[str, float] | None = None) -> Msg | None:
    """A spot-ranked pick whose spot price is under DEEP_SPOT of its own on-demand price: say so, and
    name the on-demand fallback (review 4: an 8 × B200 at 11 % of on-demand headed two answers)."""
    if top is None or billing != "spot":
        return None
    spot, od = top.row.price_spot, top.row.price_on_demand
    if not spot or not od or spot >= DEEP_SPOT * od:
        return None
    fallback = _money(convert_amount(od * top.instances, top.row.currency, currency, usd_cny, fx) or 0.0, currency)
    pct = round(100 * spot / od)
    name = f"{top.row.provider} {top.row.instance_type}"
    return Msg(en=f"{name} is listed at {pct} % of its on-demand price on spot: discounts that deep come and go and "
                  f"capacity for new GPUs is scarce; keep the on-demand fallback in mind ({fallback}/h)",
               zh=f"{name} 的竞价价格仅为按量价格的 {pct}%：这么深的折扣时有时无，新卡的竞价容量也稀缺；"
                  f"请预留按量价格（每小时 {fallback}）作为后备")


def _largest(gpus: dict[str, GPUSpec], w: Workload | None = None) -> GPUSpec | None:
    """The card with the most usable memory that could take `w` (an AMD card only for ROCm serving)."""
    cands = [g for g in gpus.values() if usable(g) and (w is None or compat.rocm_problem(
        g, w.task, w.framework, precision_of(w), w.kv_precision if serves(w.task) else None) is None)]
    return max(cands, key=lambda g: (g.usable_bytes or 0, g.name)) if cands else None


def _card_ceiling(cap: float, n: int, top: Offer | None) -> Constraint:
    """The user's own card size ("a single 24GB card"): yes when a plan on `n` cards of at most `cap` GB holds the
    work (per-card memory from tools.memory via the plan), else no, said plainly."""
    cards = f"{n} × ≤ {cap:g} GB" if n > 1 else f"one ≤ {cap:g} GB card"
    zh_cards = Msg(en=cards, zh=f"{n} 张 ≤ {cap:g} GB 的卡")
    if top is not None and top.plan is not None:
        need = top.plan.per_gpu.total / 1e9
        return Constraint(name="gpu_memory_max", stated=cards, status="honoured", label=zh_cards, message=Msg(
            en=f"Yes: it fits on {cards} ({need:.1f} GB needed per GPU).",
            zh=f"可以：{n} 张 ≤ {cap:g} GB 的卡装得下（每卡需要 {need:.1f} GB）。"))
    return Constraint(name="gpu_memory_max", stated=cards, status="refused", label=zh_cards, message=Msg(
        en=f"No: it does not fit on {cards} at this precision and context; see below for what it needs.",
        zh=f"不行：{n} 张 ≤ {cap:g} GB 的卡在此精度和上下文下装不下；所需显存见下文。"))


def _constraints(arch: ModelArch, w: Workload, opts: Options, top: Offer | None, over_budget: list[Offer],
                 budget: object, currency: str, job_sized: bool, deadline_met: bool, preferred: GPUSpec | None,
                 rec: Recommendation) -> list[Constraint]:
    out: list[Constraint] = []
    if isinstance(budget, Budget):
        out.append(budget_constraint(budget, top.hourly if top else None, top.work_cost if top and top.train_hours else None,
                                     top.train_hours if top else None, currency, within=top is not None))
    if w.deadline_hours:
        out.append(deadline_constraint(w.deadline_hours, top.train_hours if top else None, deadline_met and top is not None,
                                       job_sized))
    if w.providers:
        out.append(filter_constraint("provider", w.providers, top is not None))
    if w.regions:
        out.append(filter_constraint("region", w.regions, top is not None))
    if arch.max_context and w.seq_len and w.seq_len > arch.max_context:
        out.append(context_constraint(arch.name, w.seq_len, arch.max_context, opts.longer_context))
    elif arch.native_context and w.seq_len and w.seq_len > arch.native_context:
        out.append(yarn_constraint(arch.name, w.seq_len, arch.native_context))
    if "num_gpus" in opts.stated and w.num_gpus:
        n = w.num_gpus
        ok = top is not None and top.total_gpus == n
        out.append(Constraint(name="gpus", stated=plural(n, "GPU"), label=Msg(en=plural(n, "GPU"), zh=f"{n} 张卡"),
                              status="honoured" if ok else "refused", message=Msg(
            en=f"Only machines with at most {plural(n, 'GPU')} are ranked; the plan uses {n}." if ok else
            f"No priced machine runs this on {plural(n, 'GPU')}; see below.",
            zh=f"只排名单机不超过 {n} 卡的机型；方案用 {n} 卡。" if ok else
            f"没有能用 {n} 卡跑下该负载且有价格的机型；见下文。")))
    if w.gpu_preference:
        ok = top is not None and preferred is not None and top.gpu.name == preferred.name
        out.append(Constraint(name="gpu", stated=w.gpu_preference, status="honoured" if ok else "refused", message=Msg(
            en=f"Only {w.gpu_preference} machines are ranked." if ok else
            f"No priced {w.gpu_preference} machine holds this workload; see below.",
            zh=f"只排名 {w.gpu_preference} 机型。" if ok else f"没有能装下该负载且有价格的 {w.gpu_preference} 机型；见下文。")))
    if serves(w.task) and not w.batch_requests and "concurrency" in opts.stated and top is not None:
        out.append(Constraint(name="concurrency", stated=f"{w.concurrency:,}", status="honoured",
                              label=Msg(en=f"{w.concurrency:,} concurrent", zh=f"{w.concurrency:,} 路并发"), message=Msg(
            en=f"Holds {plural(w.concurrency or 1, 'concurrent sequence')} of {w.seq_len:,} tokens: "
               f"{plural(top.replicas, 'replica')} × "
               f"{top.users_per_replica:,} each.",
            zh=f"可同时承载 {w.concurrency:,} 路 {w.seq_len:,} token 的请求："
               f"{top.replicas} 个副本 × 每个 {top.users_per_replica:,} 路。")))
    if w.target_tokens_per_s and not read_per_user(w):
        ok = top is not None and (top.tokens_per_s or 0) >= w.target_tokens_per_s
        out.append(Constraint(name="throughput", stated=f"{w.target_tokens_per_s:,.0f} tokens/s",
                              label=Msg(en=f"{w.target_tokens_per_s:,.0f} tokens/s",
                                        zh=f"吞吐 {w.target_tokens_per_s:,.0f} tokens/s"),
                              status="honoured" if ok else "refused", message=Msg(
            en=f"Expected {top.tokens_per_s or 0:,.0f} tokens/s at the stated load." if ok and top else
            "No listed configuration reaches the stated throughput.",
            zh=f"所述负载下预计 {top.tokens_per_s or 0:,.0f} tokens/s。" if ok and top else "目录中没有能达到该吞吐的配置。")))
    return out


def _checks(rec: Recommendation, w: Workload, top: Offer | None, preferred: GPUSpec | None,
            arch: ModelArch | None = None) -> None:
    """Compatibility and host sizing for the top pick (or the preferred card)."""
    gpu = preferred or (top.gpu if top else None)
    if gpu is not None:
        rec.compatibility += compat.precision_checks(gpu, precision_of(w), w.task or "",
                                                     weight_only=arch is not None and compat.weight_only_fp8(arch, w))
        drv = compat.driver_check(gpu)
        if drv is not None:
            rec.compatibility.append(drv)
    arm = compat.host_arch_check(top.row if top else None, gpu)
    if arm is not None:
        rec.compatibility.append(arm)
    spans = bool(top and top.layout.num_gpus > int(top.row.gpu_count or 1))
    n = top.layout.num_gpus if top else 1
    if gpu is not None and compat.rocm_target(gpu) is not None:  # ROCm: its image and RCCL, not the CUDA driver
        refused = compat.rocm_problem(gpu, w.task, w.framework, precision_of(w), w.kv_precision if serves(w.task) else None)
        if refused is not None:
            rec.compatibility.append(Check(level="error", topic="rocm", message=refused))
            return
        rec.compatibility += compat.rocm_checks(gpu, w.framework, precision_of(w))
        rec.compatibility += compat.rocm_stack_checks(n, top.instances if spans and top else 1)
        if top is not None:
            rec.host = host.size_host(int(top.row.gpu_count or 1), top.gpu.memory_bytes or 0,
                                      training=not serves(w.task), nodes=top.instances if spans else 1, instance=top.row)
        return
    stack = compat.stack_checks(n, top.instances if spans and top else 1)
    if gpu is not None and compat.driver_check(gpu) is not None:
        stack = [c for c in stack if c.topic != "driver"]
    rec.compatibility += stack
    if top is not None:
        rec.host = host.size_host(int(top.row.gpu_count or 1), top.gpu.memory_bytes or 0,
                                  training=not serves(w.task), nodes=top.instances if spans else 1, instance=top.row)


def _why_nothing(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], s: Search,
                 over_budget: list[Offer], currency: str, preferred: GPUSpec | None, pref_plan: object) -> list[Msg]:
    out: list[Msg] = []
    if over_budget:
        c = min(over_budget, key=objective_key)
        b = effective_budget(w)
        assert b is not None
        per = {"hour": "/h", "day": "/day", "month": "/month", "total": " in total"}[b.per]
        per_zh = {"hour": "每小时", "day": "每天", "month": "每月", "total": "总"}[b.per]
        out.append(Msg(
            en=f"Nothing fits a budget of {_money(b.amount, b.currency)}{per}. The cheapest machine that fits is "
               f"{c.row.provider} {c.row.instance_type} ({c.total_gpus} × {c.gpu.name}) at {_money(c.hourly, currency)}/h"
               + (f" (≈ {_money(c.work_cost, currency)} for the job)" if c.train_hours else "") + ".",
            zh=f"在{per_zh}预算 {_money(b.amount, b.currency)} 内没有能装下的机器。最便宜的可行方案是 "
               f"{c.row.provider} {c.row.instance_type}（{c.total_gpus} × {c.gpu.name}），每小时 {_money(c.hourly, currency)}"
               + (f"（整个任务 ≈ {_money(c.work_cost, currency)}）" if c.train_hours else "") + "。"))
    if preferred is not None and pref_plan is not None and not getattr(pref_plan, "fits", True):
        out.append(Msg(en=f"{preferred.name} cannot hold this workload within the search (even across nodes).",
                       zh=f"{preferred.name} 在搜索范围内（含多机）装不下这个负载。"))
    china = [p for p in (w.providers or []) if p.lower() in s.places.china_providers] or (
        sorted(s.places.china_providers) if china_only(w.regions, s.places) else [])
    if china:
        out += _china_families(arch, w, gpus, rows, s, china)
    elif w.providers and not over_budget:
        out.append(Msg(en=f"No priced offer from {', '.join(w.providers)} fits; try another provider or import your "
                          "own prices (`gpu-advisor catalog import`).",
                       zh=f"{'、'.join(w.providers)} 没有能装下且有价格的机型；"
                          "换一家云，或导入你的报价（`gpu-advisor catalog import`）。"))
    reasons = [r for r in ("precision", "rdma", "no_fit", "deadline", "throughput", "too_many", "consumer_serving",
                           "marketplace_serving", "no_price", "quarantined") if s.rejected.counts.get(r)]
    if reasons:
        out.append(Msg(en="Left out: " + "; ".join(f"{plural(s.rejected.counts[r], 'offer')}: {REASONS[r].en}"
                                                   for r in reasons) + ".",
                       zh="排除：" + "；".join(f"{s.rejected.counts[r]} 个：{REASONS[r].zh}" for r in reasons) + "。"))
    low = {"fp32": "bf16", "fp16": "int8", "bf16": "int8", "fp8": "int4", "int8": "int4"}.get(precision_of(w))
    if serves(w.task) and low:
        out.append(Msg(en=f"A smaller precision shrinks the weights linearly: try {low} (INT8 usually within 0.5 % on "
                          "quality; test INT4 on your tasks).",
                       zh=f"降低精度可线性缩小权重：试试 {low.upper()}"
                          "（INT8 指标波动通常在 0.5% 内；INT4 需在自己的任务上测）。"))
    elif w.task in ("full_finetune", "pretrain"):
        out.append(Msg(en="LoRA or QLoRA trains a small adapter over frozen (or 4-bit) weights and needs a fraction "
                          "of the memory.",
                       zh="LoRA / QLoRA 只训练小适配器（底座冻结或 4-bit），显存只需一小部分。"))
    if s.rejected.counts.get("no_fit") and not over_budget:
        out.append(Msg(en="More GPUs: the listed machines cannot host the layout this needs; a cluster with RDMA "
                          "between nodes (or a provider quote) is required.",
                       zh="需要更多 GPU：目录中的机型放不下所需布局，需要节点间有 RDMA 的集群（或向云厂商询价）。"))
    if not out:
        out.append(Msg(en="No priced instance in the catalog matches these constraints.",
                       zh="目录中没有满足这些条件且有价格的机型。"))
    return out


def _china_families(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], s: Search,
                    providers: list[str]) -> list[Msg]:
    """Unpriced Chinese-cloud rows whose GPU holds the work: name the families and how to add a quote."""
    wanted = {p.lower() for p in providers}
    fams: dict[str, tuple[str, str]] = {}
    for row in rows:
        if row.provider.lower() not in wanted or not row.gpu or row.gpu not in gpus:
            continue
        g = gpus[row.gpu]
        if not usable(g) or compat.kernel_problem(g, precision_of(w), w.kv_precision,
                                                  weight_only_fp8=compat.weight_only_fp8(arch, w)) is not None:
            continue
        per = int(row.gpu_count or 8)
        if serves(w.task):
            fits = any(o.max_users >= 1 for o in s.replica_opts(g, per)) or (
                per >= 8 and total_params(arch) >= 400e9 and s.multi(g, per, 2).max_users >= 1)
        else:
            fits = s.train_plan(g).fits
        if fits:
            fam = ".".join(row.instance_type.split(".")[:2]) if "." in row.instance_type else row.instance_type
            if serves(w.task):
                conc = w.concurrency or 1
                held = sorted((r * o.layout.num_gpus, r, o.layout.num_gpus) for o in s.replica_opts(g, per)
                              if o.max_users >= 1 for r in [-(-conc // o.max_users)])
                if held:
                    n, r, k = held[0]
                    need = (f"{n} × {g.name}: {plural(r, 'replica')} × {k} GPU", f"{n} × {g.name}：{r} 个副本 × {k} 卡")
                else:
                    need = (f"{g.name}, 2 machines over RDMA", f"{g.name}，2 台机器经 RDMA 互联")
            else:
                n = s.train_plan(g).layout.num_gpus
                need = (f"{n} × {g.name}", f"{n} × {g.name}")
            fams.setdefault(f"{row.provider} {fam}", need)
    if not fams:
        return [Msg(en=f"No {', '.join(providers)} instance family in the catalog holds this workload.",
                    zh=f"目录中 {'、'.join(providers)} 没有能装下该负载的实例规格族。")]
    listed = ", ".join(f"{k} ({v[0]})" for k, v in list(fams.items())[:8])
    listed_zh = "，".join(f"{k}（{v[1]}）" for k, v in list(fams.items())[:8])
    return [Msg(
        en=f"{', '.join(providers)} publish no per-hour list price we can cite, so nothing is ranked. Instance families "
           f"that hold this workload: {listed}. Add your quote with `gpu-advisor catalog import prices.csv` (columns "
           "provider, instance_type, region, gpu, gpu_count, currency, price_on_demand) and ask again.",
        zh=f"{'、'.join(providers)} 没有可引用的公开按小时价格，所以无法排名。能装下该负载的实例规格族：{listed_zh}。"
           "请用 `gpu-advisor catalog import prices.csv` 导入你的报价（列：provider, instance_type, region, gpu, gpu_count, "
           "currency, price_on_demand）后再问一次。")]


def cheaper_note(rec: Recommendation, alt: Recommendation | None = None) -> Msg:
    """The answer to "cheaper?" when the billing mode can't change (serving, or already on spot):
    the top pick is already the cheapest for the stated work, so name the minimum tier when it is
    cheaper and the levers that shrink the work, or say that nothing cheaper holds it. `alt` is the
    same work in a smaller precision (FP8), priced by the caller: named when it is cheaper."""
    cur = rec.currency
    rec_t = next((t for t in rec.spec_range if t.tier == "recommended"), None)
    low = next((t for t in rec.spec_range if t.tier == "minimum"), None)
    levers = POLICIES[kind_of(rec.workload)].levers
    levers_en, levers_zh = levers.en, levers.zh
    step = LOWER_WEIGHTS.get(precision_of(rec.workload))
    if serves(rec.workload.task) and step != "fp8":  # never offer weights the model is already at or below
        levers_en = levers_en.replace("smaller weights (FP8/INT8, or INT4 after testing quality)",
                                      f"{step.upper()} weights after testing quality" if step else "a smaller model")
        levers_zh = levers_zh.replace("更小的权重（FP8/INT8，测过质量后可用 INT4）",
                                      f"测过质量后改用 {step.upper()} 权重" if step else "更小的模型")
        levers_en = levers_en.replace("smaller weights (FP8/INT8)", f"{step.upper()} weights" if step else "a smaller model")
        levers_zh = levers_zh.replace("更小的权重（FP8/INT8）", f"{step.upper()} 权重" if step else "更小的模型")
    if rec_t is None or rec_t.price_per_hour is None:
        return Msg(en=f"Nothing in the catalog holds this work; to need less: {levers_en}.",
                   zh=f"目录中没有能承载该负载的方案；想降低需求：{levers_zh}。")
    head_en = (f"The top pick ({rec_t.provider} {rec_t.instance}, {_money(rec_t.price_per_hour.amount, cur)}/h) is already "
               "the cheapest that holds this work with headroom.")
    head_zh = (f"首选（{rec_t.provider} {rec_t.instance}，每小时 {_money(rec_t.price_per_hour.amount, cur)}）已经是"
               "留足余量时最便宜的方案。")
    alt_top = alt.candidates[0] if alt is not None and alt.candidates else None
    if alt_top is not None and alt_top.price_per_hour.amount < rec_t.price_per_hour.amount * 0.99:
        kv_only = alt is not None and alt.workload.kv_precision == "fp8" and alt.workload.precision == rec.workload.precision
        p = (alt.workload.precision or "").upper() if alt else ""
        if kv_only:
            return Msg(
                en=f"{head_en} The KV cache outweighs the weights here: with an FP8 KV cache (vLLM --kv-cache-dtype fp8; "
                   f"weights unchanged), {alt_top.provider} {alt_top.instance} ({int(alt_top.gpu_count) * alt_top.instances} × "
                   f"{alt_top.gpu}) holds the same load at {_money(alt_top.price_per_hour.amount, cur)}/h. Other levers: "
                   f"{levers_en}.",
                zh=f"{head_zh}这里 KV cache 比权重还大：改用 FP8 KV cache（vLLM --kv-cache-dtype fp8，权重不变）时，"
                   f"{alt_top.provider} {alt_top.instance}（{int(alt_top.gpu_count) * alt_top.instances} × {alt_top.gpu}）每小时 "
                   f"{_money(alt_top.price_per_hour.amount, cur)}即可承载同样负载。其他办法：{levers_zh}。")
        return Msg(
            en=f"{head_en} In {p} weights (test quality on your tasks first), {alt_top.provider} {alt_top.instance} "
               f"({int(alt_top.gpu_count) * alt_top.instances} × {alt_top.gpu}) holds the same load at "
               f"{_money(alt_top.price_per_hour.amount, cur)}/h. Other levers: {levers_en}.",
            zh=f"{head_zh}改用 {p} 权重（先在自己的任务上测质量）时，{alt_top.provider} {alt_top.instance}"
               f"（{int(alt_top.gpu_count) * alt_top.instances} × {alt_top.gpu}）每小时 "
               f"{_money(alt_top.price_per_hour.amount, cur)}即可承载同样负载。其他办法：{levers_zh}。")
    if low is not None and low.price_per_hour is not None and low.price_per_hour.amount < rec_t.price_per_hour.amount * 0.99:
        cut = 1 - low.price_per_hour.amount / rec_t.price_per_hour.amount
        return Msg(
            en=f"{head_en} With no headroom, {low.provider} {low.instance} ({low.count} × {low.gpu}) costs "
               f"{_money(low.price_per_hour.amount, cur)}/h ({cut:.0%} less) but leaves no margin for longer inputs. "
               f"Other levers: {levers_en}.",
            zh=f"{head_zh}不留余量时，{low.provider} {low.instance}（{low.count} × {low.gpu}）每小时 "
               f"{_money(low.price_per_hour.amount, cur)}（便宜 {cut:.0%}），但长输入没有余地。其他办法：{levers_zh}。")
    return Msg(en=f"{head_en} Nothing cheaper holds it; to go lower: {levers_en}.",
               zh=f"{head_zh}没有更便宜且能装下的方案；想再降：{levers_zh}。")


LOWER_WEIGHTS = {"fp32": "bf16", "fp16": "fp8", "bf16": "fp8", "fp8": "int4", "int8": "int4"}  # one step down


def cheaper_workloads(rec: Recommendation) -> list[tuple[Msg, Workload]]:
    """The levers that apply to this answer, each as the workload to price by re-running the recommender:
    spot (work that survives a reclaim, not already on spot), weights one step below the current precision
    only (never a precision the model is already below), an FP8 KV cache (serving, cache not already 8-bit),
    a leaner framework (training on HF: Unsloth's fused loss and offloaded checkpointing), gradient
    checkpointing on a smaller card, and dropping each filter the user set (providers, regions, card, per-card
    memory). The caller prices them; `cheaper_levers` keeps the ones that save and orders them by saving."""
    w = rec.workload
    kind = kind_of(w)
    out: list[tuple[Msg, Workload]] = []
    if POLICIES[kind].spot_ok and w.billing != "spot":
        out.append((Msg(en="spot", zh="竞价实例"), w.model_copy(update={"billing": "spot", "priority": None})))
    low = LOWER_WEIGHTS.get(precision_of(w))
    if low and w.task not in ("qlora", "full_finetune", "pretrain") and not (low == "int4" and not serves(w.task)):
        out.append((Msg(en=f"{low.upper()} weights (test quality on your tasks first)",
                        zh=f"{low.upper()} 权重（先在自己的任务上测质量）"),
                    w.model_copy(update={"precision": low, "kv_precision": None if serves(w.task) else w.kv_precision})))
    if kind is WorkKind.SERVING and w.kv_precision not in ("fp8", "int8"):
        out.append((Msg(en="an FP8 KV cache (vLLM --kv-cache-dtype fp8; weights unchanged)",
                        zh="FP8 KV cache（vLLM --kv-cache-dtype fp8，权重不变）"), w.model_copy(update={"kv_precision": "fp8"})))
    if not serves(w.task) and w.framework in (None, "hf"):
        out.append((Msg(en="Unsloth (fused cross-entropy, offloaded checkpointing)", zh="Unsloth（融合交叉熵、卸载式检查点）"),
                    w.model_copy(update={"framework": "unsloth"})))
    if not serves(w.task) and not w.gradient_checkpointing:
        out.append((Msg(en="gradient checkpointing on a smaller card (+20–40 % step time)",
                        zh="开启梯度检查点、换更小的卡（单步时间 +20–40%）"),
                    w.model_copy(update={"gradient_checkpointing": True})))
    for f, en, zh in (("providers", "any provider", "不限云厂商"), ("regions", "any region", "不限区域"),
                      ("gpu_preference", "any card", "不限 GPU 型号"), ("min_gpu_memory_gib", "no per-card memory floor",
                                                                        "不限单卡显存")):
        if getattr(w, f):
            out.append((Msg(en=f"dropping your filter: {en}", zh=f"去掉你设的条件：{zh}"), w.model_copy(update={f: None})))
    return out


def objective_of(rec: Recommendation) -> float | None:
    """The figure the answer was ranked on, for comparing re-runs: the hourly price (serving), the job's
    cost (sized jobs), the price per million training tokens (open-ended training)."""
    if not rec.candidates:
        return None
    c, cost = rec.candidates[0], rec.cost_table[0].cost if rec.cost_table else None
    kind = rec.kind or kind_of(rec.workload)
    if kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) and c.speed and c.speed.train_hours:
        return c.price_per_hour.amount * c.speed.train_hours
    if kind is WorkKind.OPEN_TRAINING:
        return cost.cost_per_million_tokens if cost else None
    return c.price_per_hour.amount


def cheaper_levers(rec: Recommendation, priced: list[tuple[Msg, Recommendation]]) -> Msg:
    """The answer to "cheaper?": the 2–4 levers whose re-run answer costs less, ordered by saving, each with
    the plan it gives; when none saves, `cheaper_note` (the pick is already the cheapest; the minimum tier)."""
    base = objective_of(rec)
    saving: list[tuple[float, Msg, Recommendation]] = []
    for label, alt in priced:
        v = objective_of(alt)
        if base and v is not None and v < base * 0.99 and alt.currency == rec.currency:
            saving.append((1 - v / base, label, alt))
    if not saving:
        return cheaper_note(rec)
    saving.sort(key=lambda t: -t[0])
    en, zh = [], []
    for cut, label, alt in saving[:4]:
        c = alt.candidates[0]
        n = int(c.gpu_count) * c.instances
        price = _money(c.price_per_hour.amount, rec.currency)
        en.append(f"{label.en}: {c.provider} {c.instance} ({n} × {c.gpu}) holds the same load at {price}/h ({cut:.0%} less)")
        zh.append(f"{label.zh}：{c.provider} {c.instance}（{n} × {c.gpu}）每小时 {price}即可承载同样负载（省 {cut:.0%}）")
    what = POLICIES[rec.kind or kind_of(rec.workload)].cost_means
    return Msg(en=f"Cheaper, each priced by re-running the recommender (saving on {what.en}): " + "; ".join(en) + ".",
               zh=f"更便宜的办法（每项都重新计算过；按{what.zh}比较）：" + "；".join(zh) + "。")
