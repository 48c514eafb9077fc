"""Workload + catalog rows → Recommendation: spec range, ranked instances with costs, pitfalls,
compatibility, host sizing, the 24-hour plan and every assumption.

Pure: the caller passes the architecture, the GPU specs and the instance rows (catalog/db.py
loads them). Every number comes from tools.memory / parallel / speed / cost / score.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from tools import compat, host, pitfalls, validation
from tools.arch import active_params, total_params
from tools.cost import USD_CNY_DEFAULT, convert_amount, cost_line
from tools.defaults import resolve_msgs
from tools.parallel import DEFAULT_HEADROOM
from tools.parallel import plan as plan_layout
from tools.schema import (
    Candidate,
    CostRow,
    GPUSpec,
    InstanceRow,
    Layout,
    ModelArch,
    Money,
    Msg,
    ParallelPlan,
    Recommendation,
    SpecTier,
    Workload,
)
from tools.score import PRESETS, score
from tools.speed import SpeedUnknown, estimate_speed, peak_tflops

COMFORT_HEADROOM = 1.3
TARGET_TRAIN_DAYS = 30  # assumption: a sized training job should finish within a month
MAX_TRAIN_NODES = 64
SERVING_HOURS = 730  # a month of serving, for inference job cost
MULTI_NODE_MIN_GBPS = 100


@dataclass
class Options:
    usd_cny: float = USD_CNY_DEFAULT
    currency: str | None = None  # display currency; default: the budget's, else USD
    top_n: int = 10
    headroom: float = DEFAULT_HEADROOM
    weights: dict[str, float] | None = None
    stated: set[str] = field(default_factory=set)  # fields the user stated (for pitfall 3)
    catalog_as_of: str = ""
    catalog_sources: list[str] = field(default_factory=list)


def _usable(g: GPUSpec) -> bool:
    """NVIDIA cards with a known memory size, not virtual-desktop boards (A16: no tensor figures)."""
    return bool(g.memory_bytes) and g.vendor == "NVIDIA" and "VDI" not in g.segment.upper()


def _precision_ok(g: GPUSpec, precision: str) -> bool:
    if precision == "bf16":
        return g.bf16_support
    if precision == "fp8":
        return g.fp8_support
    return True


def _tier(name: str, plans: list[tuple[GPUSpec, ParallelPlan]], note: Msg | None = None) -> SpecTier | None:
    fitting = [(g, p) for g, p in plans if p.fits]
    if not fitting:
        return None
    # fewest cards first, then the smallest card that does it (seed 000: one big card beats many small ones)
    g, p = min(fitting, key=lambda gp: (gp[1].layout.num_gpus, gp[0].memory_bytes or 0,
                                         gp[0].segment == "consumer", -(gp[0].bandwidth_gbps or 0), gp[0].name))
    mem = g.memory_gb or 0
    same = [x for x, q in fitting if abs((x.memory_gb or 0) - mem) <= 0.1 * mem and q.layout.num_gpus == p.layout.num_gpus]
    examples = [x.name for x in sorted(same, key=lambda x: (x.segment == "consumer", x.segment != "inference", x.name))][:5]
    return SpecTier(tier=name, gpu_memory_gb=mem, count=p.layout.num_gpus, examples=examples,  # type: ignore[arg-type]
                    per_gpu_bytes=p.per_gpu.total, headroom=p.headroom, layout=p.layout, note=note)


def spec_range(arch: ModelArch, w: Workload, gpus: list[GPUSpec], headroom: float) -> list[SpecTier]:
    """Three tiers: minimum (fits with no headroom, checkpointing allowed), recommended (× headroom),
    comfortable (× 1.3 with twice the context for serving; without gradient checkpointing for training,
    seed 000 §4: "7B LoRA: 24 GB with checkpointing, 40 GB more comfortable")."""
    cands = [g for g in gpus if _usable(g) and _precision_ok(g, w.precision or "bf16")]
    free = w.model_copy(update={"num_gpus": None})
    tiers = []
    minimum = _tier("minimum", [(g, plan_layout(arch, free, g, headroom=1.0)) for g in cands],
                    Msg(en="fits with no headroom (gradient checkpointing allowed)", zh="不留余量刚好装下（允许梯度检查点）"))
    recommended = _tier("recommended", [(g, plan_layout(arch, free, g, headroom=headroom)) for g in cands],
                        Msg(en=f"fits with × {headroom:g} headroom (seed 000: +20–30 %)", zh=f"含 × {headroom:g} 余量（+20%–30%）"))
    if w.task == "inference":
        bigger = free.model_copy(update={"seq_len": (w.seq_len or 4096) * 2})
        note = Msg(en=f"× {COMFORT_HEADROOM:g} headroom at twice the context ({(w.seq_len or 4096) * 2:,} tokens)",
                   zh=f"× {COMFORT_HEADROOM:g} 余量，上下文翻倍（{(w.seq_len or 4096) * 2:,} token）")
    else:
        bigger = free.model_copy(update={"gradient_checkpointing": False})
        note = Msg(en=f"× {COMFORT_HEADROOM:g} headroom without gradient checkpointing (no +20–40 % step time)",
                   zh=f"× {COMFORT_HEADROOM:g} 余量，且无需梯度检查点（省去 20%–40% 的单步时间）")
    comfortable = _tier("comfortable", [(g, plan_layout(arch, bigger, g, headroom=COMFORT_HEADROOM)) for g in cands], note)
    for t in (minimum, recommended, comfortable):
        if t is not None:
            tiers.append(t)
    return tiers


def _layout_on(p: ParallelPlan, total_gpus: int, per_node: int, inference: bool) -> Layout:
    """The plan spread over every GPU rented: training uses the extra GPUs for data parallelism (its
    per-GPU memory only shrinks); inference keeps the plan and serves more replicas."""
    if total_gpus > p.layout.num_gpus and not inference:
        tp = p.layout.tp
        return Layout(num_gpus=total_gpus, tp=tp, dp=total_gpus // tp, zero_stage=p.layout.zero_stage,
                      gpus_per_node=per_node)
    return p.layout


def _speed(cache: dict[tuple, Any], arch: ModelArch, w: Workload, g: GPUSpec, layout: Layout) -> Any:
    key = (g.name, layout.num_gpus, layout.tp, layout.pp, layout.zero_stage, layout.gpus_per_node)
    if key not in cache:
        try:
            cache[key] = estimate_speed(arch, w, g, layout)
        except SpeedUnknown:
            cache[key] = None
    return cache[key]


def _billing_price(row: InstanceRow, billing: str) -> float | None:
    if billing == "spot":
        return row.price_spot
    if billing == "reserved":
        return row.price_reserved_month / 730 if row.price_reserved_month is not None else None
    return row.price_on_demand


def _interconnect_score(c: Candidate) -> float:
    if c.layout.num_gpus == 1:
        return 1.0  # nothing to communicate
    s = {"nvlink": 1.0, "nvlink-bridge": 0.8}.get(c.interconnect, 0.5)
    if c.instances > 1:
        s *= 0.8 if (c.rdma and (c.network_gbps or 0) >= MULTI_NODE_MIN_GBPS) else 0.2
    return s


def _mixed(text: str | None) -> bool:
    if not text:
        return False
    found = set(re.findall(r"(?i)\b(v100|t4|a10g?|a100|a800|h100|h800|h20|h200|l4|l40s?|b200|4090|3090)\b", text))
    return len({f.lower() for f in found}) > 1


def recommend(arch: ModelArch, workload: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
              opts: Options | None = None) -> Recommendation:
    opts = opts or Options()
    w, notes = resolve_msgs(workload)
    if arch.assumed:
        notes.insert(0, Msg(en=f"architecture {arch.source}", zh=f"架构为假定：{arch.source}"))
    lang = w.language or "en"
    budget = w.budget_per_hour
    currency = opts.currency or (budget.currency if budget else "USD")
    billing = w.billing or "on_demand"
    inference = w.task == "inference"
    restartable = not inference
    if w.billing is None:
        notes.append(Msg(en="billing: on-demand (hourly, no commitment)", zh="计费：按量（按小时，无承诺）"))
    notes.append(Msg(en=f"prices converted at 1 USD = {opts.usd_cny:g} CNY (set GPU_ADVISOR_USD_CNY)",
                     zh=f"汇率按 1 美元 = {opts.usd_cny:g} 元换算（可用 GPU_ADVISOR_USD_CNY 设置）"))
    if inference:
        notes.append(Msg(en=f"serving cost for a month = {SERVING_HOURS} h on", zh=f"推理月成本按 {SERVING_HOURS} 小时计"))

    rec = Recommendation(model=arch.name, params=total_params(arch), active_params=active_params(arch), workload=w,
                         language=lang, currency=currency, usd_cny=opts.usd_cny,  # type: ignore[arg-type]
                         catalog_as_of=opts.catalog_as_of, catalog_sources=opts.catalog_sources)
    gpu_list = sorted(gpus.values(), key=lambda g: g.name)
    rec.spec_range = spec_range(arch, w, gpu_list, opts.headroom)
    rec_tier = next((t for t in rec.spec_range if t.tier == "recommended"), None)

    # plans per GPU type present in the rows
    plans: dict[str, ParallelPlan] = {}
    preferred = None
    if w.gpu_preference:
        preferred = next((g for g in gpus.values() if g.name == w.gpu_preference), None)
    cands: list[Candidate] = []
    excluded_budget: list[tuple[float, Candidate]] = []
    # Without a job size, more GPUs than the plan needs only cost more: keep, per GPU type, the
    # smallest offered size that holds the plan. With training tokens, bigger machines finish sooner
    # and the job's total cost is compared instead.
    job_sized = not inference and bool(w.train_tokens)
    target_hours = TARGET_TRAIN_DAYS * 24
    if job_sized:
        notes.append(Msg(en=f"training should finish within {TARGET_TRAIN_DAYS} days: machines that cannot are listed only "
                            "when none can; bigger jobs scale out over RDMA nodes",
                         zh=f"训练需在 {TARGET_TRAIN_DAYS} 天内完成：做不到的机型只在没有可行方案时列出；大任务通过 RDMA 多机扩展"))
    starved = 0
    speeds: dict[tuple, Any] = {}
    smallest_fit: dict[str, int] = {}
    for row in rows:
        if row.gpu in gpus and row.gpu_count and row.gpu_count >= 1 and row.price_scope == "instance":
            if row.gpu not in plans and _usable(gpus[row.gpu]):
                plans[row.gpu] = plan_layout(arch, w, gpus[row.gpu], headroom=opts.headroom)
            p0 = plans.get(row.gpu)
            if p0 is not None and p0.fits and int(row.gpu_count) >= p0.layout.num_gpus:
                smallest_fit[row.gpu] = min(smallest_fit.get(row.gpu, 10**9), int(row.gpu_count))
    wanted = {p.lower() for p in (w.providers or [])}
    for row in rows:
        if not row.gpu or row.gpu not in gpus or not row.gpu_count or row.gpu_count < 1 or row.price_scope != "instance":
            continue
        if wanted and row.provider.lower() not in wanted:
            continue
        g = gpus[row.gpu]
        if not _usable(g):
            continue
        if preferred is not None and g.name != preferred.name:
            continue
        if not _precision_ok(g, w.precision or "bf16") and preferred is None:
            continue
        price = _billing_price(row, billing)
        if price is None:
            continue
        if row.gpu not in plans:
            plans[row.gpu] = plan_layout(arch, w, g, headroom=opts.headroom)
        p = plans[row.gpu]
        if not p.fits:
            continue
        per_inst = int(row.gpu_count)
        if row.vcpu is not None and row.vcpu < host.VCPU_PER_GPU * per_inst:
            starved += 1
            continue  # < 4 vCPU per GPU starves the GPUs (seed 000 §5: the floor)
        need = p.layout.num_gpus
        if p.layout.tp > per_inst:
            continue  # tensor parallelism never crosses instances
        if not job_sized and per_inst > smallest_fit.get(row.gpu, per_inst):
            continue
        k = math.ceil(need / per_inst)
        if k > MAX_TRAIN_NODES:
            continue  # beyond what the catalog's machines can be assumed to form
        if k > 1 and row.gpu in smallest_fit:
            continue  # one bigger machine of this GPU holds the plan: no cross-node split
        if k > 1 and not inference and not (row.rdma and (row.network_gbps or 0) >= MULTI_NODE_MIN_GBPS):
            continue  # multi-node training needs ≥ 100 Gbps RDMA (seed 000)
        rdma_ok = bool(row.rdma) and (row.network_gbps or 0) >= MULTI_NODE_MIN_GBPS
        wp = w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing}) if not inference else w
        layout = _layout_on(p, k * per_inst, per_inst, inference)
        sp = _speed(speeds, arch, wp, g, layout)
        # a sized training job scales out over RDMA nodes until it meets the target wall-clock time
        while job_sized and rdma_ok and sp is not None and sp.train_hours and sp.train_hours > target_hours \
                and k * 2 <= MAX_TRAIN_NODES:
            k *= 2
            layout = _layout_on(p, k * per_inst, per_inst, inference)
            sp = _speed(speeds, arch, wp, g, layout)
        replicas = (k * per_inst) // need if inference else 1
        hourly = convert_amount(price * k, row.currency, currency, opts.usd_cny) or 0.0
        cand = Candidate(
            provider=row.provider, instance=row.instance_type, region=row.region, gpu=g.name, gpu_count=row.gpu_count,
            instances=k, price_per_hour=Money(amount=hourly, currency=currency), billing=billing,  # type: ignore[arg-type]
            layout=layout, per_gpu_bytes=p.per_gpu.total, utilisation=p.utilisation, replicas=replicas, speed=sp,
            vcpu=row.vcpu, ram_gib=row.ram_gib, network_gbps=row.network_gbps, rdma=row.rdma,
            interconnect=row.interconnect, source=row.source, as_of=row.as_of,
            notes=[Msg(en=n, zh=n) for n in p.notes] + ([Msg(en=row.notes, zh=row.notes)] if row.notes else []),
        )
        if budget is not None:
            limit = convert_amount(budget.amount, budget.currency, currency, opts.usd_cny) or 0.0
            if hourly > limit:
                excluded_budget.append((hourly, cand))
                continue
        cands.append(cand)

    if starved:
        notes.append(Msg(en=f"{starved} offer(s) with fewer than {host.VCPU_PER_GPU} vCPU per GPU left out (seed 000: 2 vCPU "
                            "starve a GPU to 50–70 %)",
                         zh=f"已排除 {starved} 个每卡少于 {host.VCPU_PER_GPU} vCPU 的机型（2 vCPU 会让 GPU 利用率掉到 50%–70%）"))
    # one row per (provider, instance): the cheapest region
    best: dict[tuple[str, str], Candidate] = {}
    counts: dict[tuple[str, str], int] = {}
    for c in cands:
        key = (c.provider, c.instance)
        counts[key] = counts.get(key, 0) + 1
        if key not in best or (c.price_per_hour.amount, c.region) < (best[key].price_per_hour.amount, best[key].region):
            best[key] = c
    uniq = list(best.values())
    for c in uniq:
        c.regions = counts[(c.provider, c.instance)]
    if job_sized:
        in_time = [c for c in uniq if c.speed is not None and c.speed.train_hours and c.speed.train_hours <= target_hours]
        if in_time:
            uniq = in_time
        elif uniq:
            timed = [c for c in uniq if c.speed is not None and c.speed.train_hours]
            fastest = min((c.speed.train_hours for c in timed), default=None)  # type: ignore[union-attr]
            if fastest:
                uniq = [c for c in timed if c.speed.train_hours <= 1.5 * fastest]  # type: ignore[union-attr]
            notes.append(Msg(en=f"no listed machine finishes within {TARGET_TRAIN_DAYS} days: showing the fastest options",
                             zh=f"目录中没有能在 {TARGET_TRAIN_DAYS} 天内完成的机型：列出最快的方案"))

    source = {(r.provider, r.instance_type, r.region): r for r in rows}  # candidate → its catalog row

    def row_of(c: Candidate) -> InstanceRow:
        return source[(c.provider, c.instance, c.region)]

    if uniq:
        weights = opts.weights or PRESETS["inference" if inference else "training"]
        raw = []
        for c in uniq:
            g = gpus[c.gpu]
            try:
                tf = peak_tflops(g, w.precision or "bf16", training=not inference) * c.layout.num_gpus
            except SpeedUnknown:
                tf = None
            src = row_of(c)
            flex = sum(x is not None for x in (src.price_on_demand, src.price_spot, src.price_reserved_month)) / 3
            price_crit = c.price_per_hour.amount
            if job_sized and c.speed is not None and c.speed.train_hours:
                price_crit = c.price_per_hour.amount * c.speed.train_hours  # the job's cost, not the hour's
            hourly = c.price_per_hour.amount or None
            gpus_paid = (c.gpu_count or 0) * c.instances
            raw.append({
                # per money, as seed 002's R = TFLOPS / price: raw TFLOPS would always pick the biggest machine
                "compute": tf / hourly if tf and hourly else None,
                "memory": 1 - c.utilisation * opts.headroom if c.utilisation else None,
                "bandwidth": (g.bandwidth_gbps or 0) * gpus_paid / hourly if g.bandwidth_gbps and hourly else None,
                "interconnect": _interconnect_score(c), "price": price_crit, "flexibility": flex})
        by_key = {(c.provider, c.instance, c.region): c for c in uniq}
        ranked = score(raw, [(c.provider, c.instance, c.region) for c in uniq], weights,
                       prices=[c.price_per_hour.amount for c in uniq])
        for s in ranked[: opts.top_n]:
            c = by_key[s.key]
            c.score = s.score
            c.score_breakdown = s.breakdown
            rec.candidates.append(c)

    # costs
    job_hours_of = {}
    for c in rec.candidates:
        sp = c.speed
        if inference:
            job_hours = float(SERVING_HOURS)
            tps = (sp.decode_aggregate_expected or 0) * c.replicas if sp else None
        else:
            job_hours = sp.train_hours if sp and sp.train_hours else None
            tps = None
        job_hours_of[(c.provider, c.instance)] = job_hours
        src = row_of(c)
        tf = None
        try:
            tf = peak_tflops(gpus[c.gpu], w.precision or "bf16", training=not inference) * (src.gpu_count or 0) * c.instances
        except SpeedUnknown:
            pass
        line = cost_line(src, instances=c.instances, job_hours=job_hours, tflops=tf, tokens_per_s=tps or None,
                         restartable=restartable, currency=currency, usd_cny=opts.usd_cny)
        rec.cost_table.append(CostRow(provider=c.provider, instance=c.instance, gpu=c.gpu,
                                      gpus=(src.gpu_count or 0) * c.instances, cost=line))
    top = rec.candidates[0] if rec.candidates else None
    rec.job_hours = job_hours_of.get((top.provider, top.instance)) if top else None

    # memory summary: the top candidate's plan, else the recommended tier's
    main_plan = None
    if top is not None:
        main_plan = plans.get(top.gpu)
    if main_plan is None and rec_tier is not None:
        g = next((x for x in gpu_list if x.name == rec_tier.examples[0]), None) if rec_tier.examples else None
        main_plan = plan_layout(arch, w, g, headroom=opts.headroom) if g else None
    if main_plan is not None:
        rec.per_gpu = main_plan.per_gpu
        rec.total_bytes = main_plan.per_gpu.total * main_plan.layout.num_gpus
        if main_plan.gradient_checkpointing:
            notes.append(Msg(en="gradient checkpointing on: needed to fit (+20–40 % step time)",
                             zh="开启梯度检查点：为装下显存所需（单步时间 +20–40%）"))

    # compatibility, host, pitfalls, plan
    check_gpu = preferred or (gpus[top.gpu] if top else None)
    if check_gpu is not None:
        rec.compatibility += compat.precision_checks(check_gpu, w.precision or "bf16", w.task or "inference")
    n = top.layout.num_gpus if top else (main_plan.layout.num_gpus if main_plan else 1)
    rec.compatibility += compat.stack_checks(n, top.instances if top else 1)
    if top is not None:
        src = row_of(top)
        rec.host = host.size_host(int(src.gpu_count or 1), gpus[top.gpu].memory_bytes or 0, training=not inference,
                                  nodes=top.instances, instance=src)
    elif main_plan is not None:
        g = gpus.get(main_plan.gpu)
        rec.host = host.size_host(min(main_plan.layout.num_gpus, 8), (g.memory_bytes if g else 0) or 0,
                                  training=not inference, nodes=main_plan.layout.nodes)

    pref_plan = None
    if preferred is not None:
        pref_plan = plan_layout(arch, w, preferred, headroom=opts.headroom)
    per = rec.per_gpu
    ctx = pitfalls.Context(
        workload=w, stated=opts.stated, top=top, top_gpu=gpus.get(top.gpu) if top else None,
        per_replica_bytes=rec.total_bytes, kv_bytes=per.kv_cache if per else 0, per_gpu_total=per.total if per else 0,
        preferred_gpu=preferred, preferred_fits=pref_plan.fits if pref_plan else None,
        preferred_count=pref_plan.layout.num_gpus if pref_plan else None, job_hours=rec.job_hours,
        mixed_generations=_mixed(workload.gpu_preference),
    )
    rec.pitfalls = pitfalls.evaluate(ctx)
    lower = (per.weights + per.gradients + per.optimizer + per.kv_cache) if per else 0
    tps = None
    cost_hint = None
    if top is not None and top.speed is not None:
        tps = (top.speed.decode_aggregate_expected * top.replicas) if inference else top.speed.train_tokens_per_s
        line = rec.cost_table[0].cost
        if inference and line.cost_per_million_tokens is not None:
            cost_hint = Msg(en=f"This answer expects ≈ {_money(line.cost_per_million_tokens, currency)} per million tokens at full load.",
                            zh=f"本回答预计满载时每百万 token ≈ {_money(line.cost_per_million_tokens, currency)}。")
        elif not inference and line.hourly_on_demand is not None:
            cost_hint = Msg(en=f"This answer expects {_money(line.hourly_on_demand, currency)} per hour on demand.",
                            zh=f"本回答预计按量每小时 {_money(line.hourly_on_demand, currency)}。")
    rec.validation_plan = validation.plan(w, per.total if per else 0, lower, opts.headroom, rec.candidates, tps, cost_hint)

    if not rec.candidates:
        rec.nothing_fits = _why_nothing(arch, w, gpu_list, plans, excluded_budget, currency, opts, preferred, pref_plan)
    rec.assumptions = notes
    return rec


def _money(x: float, cur: str) -> str:
    return f"{'$' if cur == 'USD' else '¥'}{x:,.2f}"


def _why_nothing(arch: ModelArch, w: Workload, gpus: list[GPUSpec], plans: dict[str, ParallelPlan],
                 over_budget: list[tuple[float, Candidate]], currency: str, opts: Options,
                 preferred: GPUSpec | None, pref_plan: ParallelPlan | None) -> list[Msg]:
    out: list[Msg] = []
    if over_budget:
        cheapest, c = min(over_budget, key=lambda x: x[0])
        b = w.budget_per_hour
        assert b is not None
        out.append(Msg(
            en=f"Nothing fits a budget of {_money(b.amount, b.currency)}/h. The cheapest machine that fits is "
               f"{c.provider} {c.instance} ({c.layout.num_gpus} × {c.gpu}) at {_money(cheapest, currency)}/h.",
            zh=f"在每小时 {_money(b.amount, b.currency)} 的预算内没有能装下的机器。最便宜的可行方案是 "
               f"{c.provider} {c.instance}（{c.layout.num_gpus} × {c.gpu}），每小时 {_money(cheapest, currency)}。"))
    if preferred is not None and pref_plan is not None and not pref_plan.fits:
        out.append(Msg(en=f"{preferred.name} cannot hold this workload within the search (even across nodes).",
                       zh=f"{preferred.name} 在搜索范围内（含多机）装不下这个负载。"))
    if w.providers and not over_budget:
        out.append(Msg(en=f"No priced offer from {', '.join(w.providers)} fits; try another provider or import your "
                          "own prices (`gpu-advisor catalog import`).",
                       zh=f"{'、'.join(w.providers)} 没有能装下且有价格的机型；换一家云，或导入你的报价（`gpu-advisor catalog import`）。"))
    # smaller precision
    if w.task == "inference" and w.precision not in ("int4",):
        lower = {"fp32": "bf16", "fp16": "int8", "bf16": "int8", "fp8": "int4", "int8": "int4"}[w.precision or "bf16"]
        out.append(Msg(en=f"A smaller precision shrinks the weights linearly: try {lower} (INT8 usually within 0.5 % on quality; test INT4 on your tasks).",
                       zh=f"降低精度可线性缩小权重：试试 {lower.upper()}（INT8 指标波动通常在 0.5% 内；INT4 需在自己的任务上测）。"))
    elif w.task in ("full_finetune", "pretrain"):
        out.append(Msg(en="LoRA or QLoRA trains a small adapter over frozen (or 4-bit) weights and needs a fraction of the memory.",
                       zh="LoRA / QLoRA 只训练小适配器（底座冻结或 4-bit），显存只需一小部分。"))
    fit_any = [p for p in plans.values() if p.fits]
    if not fit_any and not over_budget:
        out.append(Msg(en="More GPUs: the listed machines cannot host the layout this needs; a cluster with RDMA "
                          "between nodes (or a provider quote) is required.",
                       zh="需要更多 GPU：目录中的机型放不下所需布局，需要节点间有 RDMA 的集群（或向云厂商询价）。"))
    if not out:
        out.append(Msg(en="No priced instance in the catalog matches these constraints.",
                       zh="目录中没有满足这些条件且有价格的机型。"))
    return out
