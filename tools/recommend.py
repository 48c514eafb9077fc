"""Workload + catalog rows → Recommendation.

1. Resolve the workload: the model's native release format when no precision is stated, then the
   stated defaults (tools.defaults), each recorded as an assumption.
2. Search: every catalog row is kept or rejected with a reason, and kept rows are sized for the
   stated work (tools.offers).
3. Rank by the cost of that work; ties to the simpler layout (tools.ranking).
4. Tiers from the same kind of search at no headroom and at comfortable headroom; the recommended
   tier is the top pick (tools.tiers). The headline names it.
5. Stated constraints honoured or refused (tools.constraints); pitfalls, compatibility, host sizing
   and the 24-hour plan for the top pick; rejections explain "nothing fits".

Pure: the caller passes the architecture, the GPU specs and the instance rows (catalog/db.py loads them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tools import compat, host, pitfalls, validation
from tools.arch import active_params, total_params
from tools.constants import COMFORT_HEADROOM, HOURS_PER_DAY, HOURS_PER_MONTH, TARGET_TRAIN_DAYS
from tools.constraints import (
    CHINA_PROVIDERS,
    budget_constraint,
    china_only,
    context_constraint,
    deadline_constraint,
    effective_budget,
    filter_constraint,
    hourly_limit,
    spot_serving_constraint,
    yarn_constraint,
)
from tools.cost import USD_CNY_DEFAULT, convert_amount
from tools.defaults import precision_of, resolve_msgs
from tools.memory import dp_attention_extra
from tools.offers import (
    MIN_STREAM_TOKENS_PER_S,
    REASONS,
    Offer,
    Rejections,
    Search,
    cheapest_per_shape,
    prefilter,
    search,
    show_rented_layout,
    usable,
)
from tools.parallel import DEFAULT_HEADROOM
from tools.parallel import plan as plan_layout
from tools.ranking import candidate, cost_row, objective_key, order, rank
from tools.schema import (
    Budget,
    Constraint,
    GPUSpec,
    InstanceRow,
    ModelArch,
    Msg,
    Recommendation,
    Rejection,
    Workload,
)
from tools.score import PRESETS
from tools.tiers import notes as tier_notes
from tools.tiers import tier
from tools.wording import about_money, approx_zh, duration, gpu_hours, money_text, plural

TASK_NAMES = {
    "inference": ("serving", "推理部署"), "lora": ("LoRA fine-tune", "LoRA 微调"), "qlora": ("QLoRA fine-tune", "QLoRA 微调"),
    "full_finetune": ("full fine-tune", "全参微调"), "pretrain": ("pretraining", "预训练"),
}


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
    longer_context: list[str] = field(default_factory=list)  # registry models of the family with a longer context


def _money(x: float, cur: str) -> str:
    return money_text(x, cur)


def _mixed(text: str | None) -> bool:
    if not text:
        return False
    found = set(re.findall(r"(?i)\b(v100|t4|a10g?|a100|a800|h100|h800|h20|h200|l4|l40s?|b200|4090|3090)\b", text))
    return len({f.lower() for f in found}) > 1


def _native(arch: ModelArch, w: Workload) -> tuple[Workload, list[Msg]]:
    if w.precision is None and arch.native_precision:
        p = arch.native_precision
        return w.model_copy(update={"precision": p}), [Msg(
            en=f"precision: {p.upper()}, the format {arch.name} is released in (state another to change it)",
            zh=f"精度：{p.upper()}（{arch.name} 官方发布的格式；可另行指定）")]
    return w, []


def _search(arch: ModelArch, w: Workload, gpus: dict[str, GPUSpec], currency: str, opts: Options, billing: str,
            deadline: float | None, preferred: GPUSpec | None, headroom: float) -> Search:
    return Search(arch=arch, w=w, gpus=gpus, currency=currency, usd_cny=opts.usd_cny, headroom=headroom, billing=billing,
                  deadline_hours=deadline, preferred=preferred)


def _in_time(offers: list[Offer], rejected: Rejections) -> tuple[list[Offer], bool]:
    """Sized jobs: only offers that meet the deadline; when none does, the fastest (within 1.5×)."""
    ok = [o for o in offers if o.meets_deadline]
    for o in offers:
        if not o.meets_deadline:
            rejected.add("deadline", o.row)
    if ok:
        return ok, True
    timed = [o for o in offers if o.train_hours]
    fastest = min((o.train_hours for o in timed if o.train_hours), default=None)
    return ([o for o in timed if o.train_hours and o.train_hours <= 1.5 * fastest] if fastest else []), False


def _layout_words(o: Offer, lang: str) -> str:
    lay = o.layout
    zh = lang.startswith("zh")
    parts = []
    if o.replicas > 1:
        parts.append(f"{o.replicas} 个副本 × {lay.num_gpus} 卡" if zh else f"{o.replicas} replicas × {lay.num_gpus} GPU")
    if lay.tp > 1:
        parts.append(f"TP {lay.tp}")
    if lay.pp > 1:
        parts.append(f"PP {lay.pp}")
    if lay.num_gpus > int(o.row.gpu_count or 1):
        parts.append(f"{o.instances} 台 RDMA 互联" if zh else f"{o.instances} nodes over RDMA")
    return ", ".join(parts)


def _headline(rec: Recommendation, top: Offer, cpm: float | None) -> Msg:
    w = rec.workload
    cur = rec.currency
    en_task, zh_task = TASK_NAMES.get(w.task or "inference", (w.task or "", w.task or ""))
    g = top.gpu
    mem = f"{g.memory_gb:g} GB" if g.memory_gb else ""
    k = f"{top.instances} × " if top.instances > 1 else ""
    lay_en, lay_zh = _layout_words(top, "en"), _layout_words(top, "zh")
    name = f"{k}{top.row.provider} {top.row.instance_type}"
    machine_en = f"{name} ({top.total_gpus} × {g.name} {mem}" + (f"; {lay_en}" if lay_en else "") + ")"
    machine_zh = f"{name}（{top.total_gpus} × {g.name} {mem}" + (f"；{lay_zh}" if lay_zh else "") + "）"
    price = _money(top.hourly, cur)
    if w.task == "inference" and w.batch_requests and top.train_hours:
        out = w.output_tokens or 0
        took = duration(top.train_hours)
        gh = gpu_hours(top.train_hours * top.total_gpus)
        cost = about_money(top.work_cost, cur)
        return Msg(en=f"{rec.model} batch of {w.batch_requests:,} requests ({(w.seq_len or 0) - out:,} tokens in, {out:,} out): "
                      f"rent {machine_en} at {price}/h — done in {'' if took.en.startswith('<') else '≈ '}{took.en} "
                      f"({gh.en}) for {cost}",
                   zh=f"{rec.model} 批量推理 {w.batch_requests:,} 条（输入 {(w.seq_len or 0) - out:,} token，输出 {out:,}）："
                      f"租 {machine_zh}，每小时 {price}——{approx_zh(took.zh)}完成（{gh.zh}），总计 {cost}")
    if w.task == "inference":
        load_en = f"{w.concurrency:,} concurrent × {w.seq_len:,} tokens"
        load_zh = f"{w.concurrency:,} 并发 × {w.seq_len:,} token"
        tail_en = f"; {about_money(cpm, cur)} per 1M tokens at this load" if cpm else ""
        tail_zh = f"；按此负载每百万 token {about_money(cpm, cur)}" if cpm else ""
        return Msg(en=f"{rec.model} {en_task}, {load_en}: rent {machine_en} at {price}/h{tail_en}",
                   zh=f"{rec.model} {zh_task}，{load_zh}：租 {machine_zh}，每小时 {price}{tail_zh}")
    ckpt = bool(top.plan and top.plan.gradient_checkpointing)
    if top.train_hours:
        took = duration(top.train_hours)
        cost = about_money(top.work_cost, cur)
        gh = gpu_hours(top.train_hours * top.total_gpus)
        return Msg(en=f"{rec.model} {en_task}: rent {machine_en} at {price}/h — finishes in {took.en} "
                      f"({gh.en}) for {cost}",
                   zh=f"{rec.model} {zh_task}：租 {machine_zh}，每小时 {price}——{approx_zh(took.zh)}完成"
                      f"（{gh.zh}），总计 {cost}")
    tail_en = "; gradient checkpointing on" if ckpt else ""
    tail_zh = "；开启梯度检查点" if ckpt else ""
    if cpm:
        tail_en += f"; {about_money(cpm, cur)} per 1M training tokens"
        tail_zh += f"；每百万训练 token {about_money(cpm, cur)}"
    return Msg(en=f"{rec.model} {en_task}: rent {machine_en} at {price}/h{tail_en}",
               zh=f"{rec.model} {zh_task}：租 {machine_zh}，每小时 {price}{tail_zh}")


def recommend(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
              opts: Options | None = None) -> Recommendation:
    opts = opts or Options()
    wn, native_notes = _native(arch, workload)
    w, notes = resolve_msgs(wn)
    notes = native_notes + notes
    if arch.assumed:
        notes.insert(0, Msg(en=f"architecture {arch.source}", zh=f"架构为假定：{arch.source}"))
    lang = w.language or "en"
    inference = w.task == "inference"
    budget = effective_budget(w)
    currency = opts.currency or (budget.currency if budget else "USD")
    asked_billing = w.billing or "on_demand"
    batch = inference and bool(w.batch_requests)
    billing = "on_demand" if inference and not batch and asked_billing == "spot" else asked_billing
    constraints: list[Constraint] = []
    if inference and not batch and asked_billing == "spot":
        constraints.append(spot_serving_constraint())
    if w.billing is None:
        notes.append(Msg(en="billing: on-demand (hourly, no commitment)", zh="计费：按量（按小时，无承诺）"))
    notes.append(Msg(en=f"prices converted at 1 USD = {opts.usd_cny:g} CNY (set GPU_ADVISOR_USD_CNY)",
                     zh=f"汇率按 1 美元 = {opts.usd_cny:g} 元换算（可用 GPU_ADVISOR_USD_CNY 设置）"))
    if inference and not batch:
        notes.append(Msg(en=f"serving cost for a month = {HOURS_PER_MONTH} h on", zh=f"推理月成本按 {HOURS_PER_MONTH} 小时计"))
        notes.append(Msg(en=f"each stream decodes at ≥ {MIN_STREAM_TOKENS_PER_S:g} tokens/s (interactive chat); "
                            "more load gets more replicas",
                         zh=f"每路解码 ≥ {MIN_STREAM_TOKENS_PER_S:g} tokens/s（交互式对话）；负载更高时增加副本"))
    job_sized = (not inference and bool(w.train_tokens)) or batch
    deadline = w.deadline_hours
    if job_sized and not inference and deadline is None:
        deadline = float(TARGET_TRAIN_DAYS * HOURS_PER_DAY)
        notes.append(Msg(en=f"deadline: {TARGET_TRAIN_DAYS} days (not stated); bigger jobs scale out over RDMA nodes to meet it",
                         zh=f"期限：{TARGET_TRAIN_DAYS} 天（未说明）；大任务通过 RDMA 多机扩展以按期完成"))

    rec = Recommendation(model=arch.name, params=total_params(arch), active_params=active_params(arch), workload=w,
                         language=lang, currency=currency, usd_cny=opts.usd_cny,  # type: ignore[arg-type]
                         catalog_as_of=opts.catalog_as_of, catalog_sources=opts.catalog_sources)
    preferred = next((g for g in gpus.values() if g.name == w.gpu_preference), None) if w.gpu_preference else None

    # 2. search and 3. rank
    s = _search(arch, w, gpus, currency, opts, billing, deadline, preferred, opts.headroom)
    priced, regions = prefilter(s, rows)
    offers = search(s, priced, regions)
    deadline_met = True
    if job_sized:
        offers, deadline_met = _in_time(offers, s.rejected)
    elif not inference:
        offers = _snug(offers)
    over_budget: list[Offer] = []
    if budget is not None:
        offers, over_budget = _within(offers, budget, currency, opts)
        if not offers and job_sized and w.deadline_hours is None and over_budget:
            # the 30-day deadline was ours, the budget the user's: drop ours and say how long it takes
            s2 = _search(arch, w, gpus, currency, opts, billing, None, preferred, opts.headroom)
            offers, _ = _within(search(s2, priced, regions), budget, currency, opts)
            if offers:
                deadline, deadline_met = None, True
                notes.append(Msg(en=f"no deadline was stated and nothing meets the {TARGET_TRAIN_DAYS}-day default within "
                                    "the budget: the default is dropped; the plans below say how long they take",
                                 zh=f"未说明期限，且预算内没有能在默认 {TARGET_TRAIN_DAYS} 天内完成的方案：已取消默认期限，"
                                    "下面的方案注明了所需时间"))
        for o in over_budget:
            s.rejected.add("budget", o.row)
    weights = opts.weights or PRESETS["inference" if inference else "training"]
    precision = precision_of(w)
    shown = rank(offers, precision=precision, training=not inference, weights=weights, by_score=opts.weights is not None,
                 top_n=opts.top_n)
    for o, _, _ in shown:
        show_rented_layout(arch, w, o)
    rec.candidates = [candidate(o, sc, br, currency, billing) for o, sc, br in shown]
    for o, _, _ in shown:
        job_hours = float(HOURS_PER_MONTH) if inference and not batch else o.train_hours
        rec.cost_table.append(cost_row(o, precision=precision, training=not inference, currency=currency,
                                       usd_cny=opts.usd_cny, job_hours=job_hours, billing=billing,
                                       restartable=not inference or batch))
    top = shown[0][0] if shown else None
    rec.job_hours = (float(HOURS_PER_MONTH) if inference and not batch else top.train_hours) if top else None

    # 4. tiers: the recommended tier is the top pick
    tn = tier_notes(opts.headroom, COMFORT_HEADROOM, inference, w.seq_len or 4096)
    if top is not None:
        peers = [o for o, _, _ in shown]
        tiers = []
        shapes = cheapest_per_shape(priced)  # a tier is the cheapest offer: only each shape's cheapest row matters
        lo_s = _search(arch, w, gpus, currency, opts, billing, deadline, preferred, 1.0)
        # paid by the hour, an offer costs at least one instance-hour: none dearer than the top pick can win
        lo_shapes = shapes if job_sized or not inference else [p for p in shapes if p[2] <= top.work_cost]
        lo = _filter(search(lo_s, lo_shapes), job_sized)
        if inference or job_sized:
            minimum = order([*lo, top])[0]
        else:  # open-ended training: the least you can rent that runs it at all, by the hour
            lo = _snug(lo)
            minimum = min([*lo, top], key=lambda o: (o.hourly, o.total_gpus, o.work_cost))
        show_rented_layout(arch, w, minimum)
        tiers.append(tier("minimum", minimum, lo or peers, tn["minimum"], 1.0, currency))
        tiers.append(tier("recommended", top, peers, tn["recommended"], opts.headroom, currency))
        big = (w.model_copy(update={"seq_len": (w.seq_len or 4096) * 2}) if inference
               else w.model_copy(update={"gradient_checkpointing": False}))
        hi_s = _search(arch, big, gpus, currency, opts, billing, deadline, preferred, COMFORT_HEADROOM)
        hi = _filter(search(hi_s, shapes), job_sized)
        hi = order(hi if inference or job_sized else _snug(hi))
        if hi:
            show_rented_layout(arch, big, hi[0])
            tiers.append(tier("comfortable", hi[0], hi, tn["comfortable"], COMFORT_HEADROOM, currency))
        rec.spec_range = tiers

    # memory summary: the top pick's plan
    if top is not None and top.plan is not None:
        rec.per_gpu = top.plan.per_gpu
        rec.total_bytes = top.plan.per_gpu.total * top.plan.layout.num_gpus  # one copy, not the data-parallel spread
        if top.plan.gradient_checkpointing:
            notes.append(Msg(en="gradient checkpointing on: needed to fit (+20–40 % step time)",
                             zh="开启梯度检查点：为装下显存所需（单步时间 +20–40%）"))
    elif preferred is not None or gpus:
        g = preferred or _largest(gpus)
        if g is not None:
            p = plan_layout(arch, w, g, headroom=opts.headroom)
            rec.per_gpu, rec.total_bytes = p.per_gpu, p.per_gpu.total * p.layout.num_gpus

    cpm = rec.cost_table[0].cost.cost_per_million_tokens if rec.cost_table else None
    if top is not None:
        rec.headline = _headline(rec, top, cpm)

    # 5. constraints, compatibility, host, pitfalls, plan
    constraints += _constraints(arch, w, opts, top, over_budget, budget, currency, job_sized, deadline_met, preferred, rec)
    rec.constraints = constraints
    _checks(rec, w, top, preferred)
    pref_plan = plan_layout(arch, w, preferred, headroom=opts.headroom) if preferred is not None else None
    per = rec.per_gpu
    ctx = pitfalls.Context(
        workload=w, stated=opts.stated, top=rec.candidates[0] if rec.candidates else None,
        top_gpu=top.gpu if top else None, per_replica_bytes=rec.total_bytes, kv_bytes=per.kv_cache if per else 0,
        per_gpu_total=per.total if per else 0, preferred_gpu=preferred,
        preferred_fits=pref_plan.fits if pref_plan else None,
        preferred_count=pref_plan.layout.num_gpus if pref_plan else None, job_hours=rec.job_hours,
        mixed_generations=_mixed(workload.gpu_preference),
        replica_gpus=top.plan.layout.num_gpus if top and top.plan else 1,
    )
    rec.pitfalls = pitfalls.evaluate(ctx)
    lower = (per.weights + per.gradients + per.optimizer + per.kv_cache) if per else 0
    tps = top.tokens_per_s if top else None
    hint = None
    if top is not None and inference and cpm is not None:
        hint = Msg(en=f"This answer expects ≈ {_money(cpm, currency)} per million tokens at the stated load.",
                   zh=f"本回答预计在所述负载下每百万 token ≈ {_money(cpm, currency)}。")
    elif top is not None and not inference:
        hint = Msg(en=f"This answer expects {_money(top.hourly, currency)} per hour ({billing.replace('_', '-')}).",
                   zh=f"本回答预计每小时 {_money(top.hourly, currency)}。")
    rec.validation_plan = validation.plan(w, per.total if per else 0, lower, opts.headroom, rec.candidates, tps, hint)
    rec.rejected = [Rejection(reason=r, count=n, message=s.rejected.messages.get(r) or REASONS.get(r, Msg(en=r, zh=r)),
                              examples=s.rejected.examples.get(r, []))
                    for r, n in sorted(s.rejected.counts.items(), key=lambda kv: -kv[1])]
    if not rec.candidates:
        rec.nothing_fits = _why_nothing(arch, w, gpus, rows, s, over_budget, currency, preferred, pref_plan)
        first = rec.nothing_fits[0] if rec.nothing_fits else None
        if first is not None:
            rec.headline = Msg(en=f"{rec.model}: nothing can be ranked as asked. {first.en}",
                               zh=f"{rec.model}：按所给条件无法排名。{first.zh}")
    deep = _deep_spot(top, billing, currency, opts.usd_cny)
    if deep is not None:
        notes.append(deep)
    if top is not None and top.plan is not None and dp_attention_extra(arch, w, top.plan.layout) is not None:
        notes.append(Msg(
            en="attention runs data-parallel (SGLang --enable-dp-attention; vLLM --data-parallel-size "
               f"{top.plan.layout.tp} --enable-expert-parallel): each GPU keeps only its own sequences' MLA latent "
               "cache and a full copy of the attention weights; under plain TP every GPU would hold all of the cache",
            zh="注意力按数据并行运行（SGLang --enable-dp-attention；vLLM --data-parallel-size "
               f"{top.plan.layout.tp} --enable-expert-parallel）：每卡只存自己那部分请求的 MLA 潜变量缓存，外加一份完整"
               "的注意力权重；纯 TP 下每卡都要存全部缓存"))
    rec.assumptions = notes
    return rec


def _within(offers: list[Offer], budget: Budget, currency: str, opts: Options) -> tuple[list[Offer], list[Offer]]:
    """Offers within the stated budget (per hour, day, month, or the job's total), and those over it."""
    kept: list[Offer] = []
    over: list[Offer] = []
    for o in offers:
        limit = hourly_limit(budget, o.train_hours)
        limit_cur = convert_amount(limit, budget.currency, currency, opts.usd_cny) if limit is not None else None
        (over if limit_cur is not None and o.hourly > limit_cur * (1 + 1e-9) else kept).append(o)
    return kept, over


DEEP_SPOT = 0.2  # a spot price under a fifth of on-demand is listed, but rarely there when you need it


def _deep_spot(top: Offer | None, billing: str, currency: str, usd_cny: float) -> Msg | None:
    """A spot-ranked pick whose spot price is under DEEP_SPOT of its own on-demand price: say so, and
    name the on-demand fallback (review 4: an 8 × B200 at 11 % of on-demand headed two answers)."""
    if top is None or billing != "spot":
        return None
    spot, od = top.row.price_spot, top.row.price_on_demand
    if not spot or not od or spot >= DEEP_SPOT * od:
        return None
    fallback = _money(convert_amount(od * top.instances, top.row.currency, currency, usd_cny) or 0.0, currency)
    pct = round(100 * spot / od)
    name = f"{top.row.provider} {top.row.instance_type}"
    return Msg(en=f"{name} is listed at {pct} % of its on-demand price on spot: discounts that deep come and go and "
                  f"capacity for new GPUs is scarce; keep the on-demand fallback in mind ({fallback}/h)",
               zh=f"{name} 的竞价价格仅为按量价格的 {pct}%：这么深的折扣时有时无，新卡的竞价容量也稀缺；"
                  f"请预留按量价格（每小时 {fallback}）作为后备")


def _snug(offers: list[Offer]) -> list[Offer]:
    """Training with no token count: only machines with no GPU beyond the smallest layout that fits
    (when any exist). Without a job size extra GPUs buy speed nobody asked for, and an 8-GPU node for
    a 7B LoRA bills 8 GPUs through every hour of setup and debugging; among these the price of a
    million training tokens ranks them (`offer`)."""
    snug = [o for o in offers if o.plan is not None and o.total_gpus == o.plan.layout.num_gpus]
    return snug or offers


def _filter(offers: list[Offer], job_sized: bool) -> list[Offer]:
    if job_sized:
        ok = [o for o in offers if o.meets_deadline]
        offers = ok or offers
    return offers


def _largest(gpus: dict[str, GPUSpec]) -> GPUSpec | None:
    cands = [g for g in gpus.values() if usable(g)]
    return max(cands, key=lambda g: (g.usable_bytes or 0, g.name)) if cands else None


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
        out.append(Constraint(name="gpus", stated=plural(n, "GPU"),
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
    if w.task == "inference" and "concurrency" in opts.stated and top is not None:
        out.append(Constraint(name="concurrency", stated=f"{w.concurrency:,}", status="honoured",
                              label=Msg(en=f"{w.concurrency:,} concurrent", zh=f"{w.concurrency:,} 路并发"), message=Msg(
            en=f"Holds {plural(w.concurrency or 1, 'concurrent sequence')} of {w.seq_len:,} tokens: "
               f"{plural(top.replicas, 'replica')} × "
               f"{top.users_per_replica:,} each.",
            zh=f"可同时承载 {w.concurrency:,} 路 {w.seq_len:,} token 的请求："
               f"{top.replicas} 个副本 × 每个 {top.users_per_replica:,} 路。")))
    if w.target_tokens_per_s:
        ok = top is not None and (top.tokens_per_s or 0) >= w.target_tokens_per_s
        out.append(Constraint(name="throughput", stated=f"{w.target_tokens_per_s:,.0f} tokens/s",
                              status="honoured" if ok else "refused", message=Msg(
            en=f"Expected {top.tokens_per_s or 0:,.0f} tokens/s at the stated load." if ok and top else
            "No listed configuration reaches the stated throughput.",
            zh=f"所述负载下预计 {top.tokens_per_s or 0:,.0f} tokens/s。" if ok and top else "目录中没有能达到该吞吐的配置。")))
    return out


def _checks(rec: Recommendation, w: Workload, top: Offer | None, preferred: GPUSpec | None) -> None:
    """Compatibility and host sizing for the top pick (or the preferred card)."""
    gpu = preferred or (top.gpu if top else None)
    if gpu is not None:
        rec.compatibility += compat.precision_checks(gpu, precision_of(w), w.task or "inference")
        drv = compat.driver_check(gpu)
        if drv is not None:
            rec.compatibility.append(drv)
    arm = compat.host_arch_check(top.row if top else None, gpu)
    if arm is not None:
        rec.compatibility.append(arm)
    spans = bool(top and top.layout.num_gpus > int(top.row.gpu_count or 1))
    n = top.layout.num_gpus if top else 1
    stack = compat.stack_checks(n, top.instances if spans and top else 1)
    if gpu is not None and compat.driver_check(gpu) is not None:
        stack = [c for c in stack if c.topic != "driver"]
    rec.compatibility += stack
    if top is not None:
        rec.host = host.size_host(int(top.row.gpu_count or 1), top.gpu.memory_bytes or 0,
                                  training=w.task != "inference", nodes=top.instances if spans else 1, instance=top.row)


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
    china = [p for p in (w.providers or []) if p.lower() in CHINA_PROVIDERS] or (
        sorted(CHINA_PROVIDERS) if china_only(w.regions) else [])
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
    if w.task == "inference" and low:
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
        if not usable(g) or compat.kernel_problem(g, precision_of(w), w.kv_precision) is not None:
            continue
        per = int(row.gpu_count or 8)
        if w.task == "inference":
            fits = any(o.max_users >= 1 for o in s.replica_opts(g, per)) or (
                per >= 8 and total_params(arch) >= 400e9 and s.multi(g, per, 2).max_users >= 1)
        else:
            fits = s.train_plan(g).fits
        if fits:
            fam = ".".join(row.instance_type.split(".")[:2]) if "." in row.instance_type else row.instance_type
            if w.task == "inference":
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


def cheaper_workload(rec: Recommendation) -> Workload | None:
    """The one change most likely to cut a serving bill, for "cheaper?" to price: when the KV cache
    outweighs the weights (long contexts, many users), an FP8 KV cache halves the part that sets the
    GPU count and leaves the weights' quality alone (vLLM --kv-cache-dtype fp8; Hopper/Ada/Blackwell and
    recent Ampere builds); otherwise FP8 weights (often half the GPUs; test quality first)."""
    w = rec.workload
    if w.task != "inference":
        return None
    kv_bound = rec.per_gpu is not None and rec.per_gpu.kv_cache > rec.per_gpu.weights
    if kv_bound and w.kv_precision not in ("fp8", "int8"):
        return w.model_copy(update={"kv_precision": "fp8"})
    if w.precision in ("bf16", "fp16", "fp32"):
        return w.model_copy(update={"precision": "fp8", "kv_precision": None})
    return None


def cheaper_note(rec: Recommendation, alt: Recommendation | None = None) -> Msg:
    """The answer to "cheaper?" when the billing mode can't change (serving, or already on spot):
    the top pick is already the cheapest for the stated work, so name the minimum tier when it is
    cheaper and the levers that shrink the work, or say that nothing cheaper holds it. `alt` is the
    same work in a smaller precision (FP8), priced by the caller: named when it is cheaper."""
    cur = rec.currency
    rec_t = next((t for t in rec.spec_range if t.tier == "recommended"), None)
    low = next((t for t in rec.spec_range if t.tier == "minimum"), None)
    levers_en = "smaller weights (FP8/INT8, or INT4 after testing quality), a shorter context or fewer concurrent users"
    levers_zh = "更小的权重（FP8/INT8，测过质量后可用 INT4）、更短的上下文或更少的并发"
    if rec.workload.task == "inference" and rec.workload.batch_requests:
        levers_en = "spot (a batch resumes from finished shards), smaller weights (FP8/INT8) or shorter outputs"
        levers_zh = "竞价实例（批量任务可从已完成分片续跑）、更小的权重（FP8/INT8）或更短的输出"
    elif rec.workload.task != "inference":
        levers_en = "spot with checkpoints ≤ 15 min apart, LoRA/QLoRA instead of full training, or a shorter sequence"
        levers_zh = "竞价实例（checkpoint ≤ 15 分钟）、改用 LoRA/QLoRA，或缩短序列"
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
