"""The "why?" text: each figure it states is read from the calculator that uses it, never retyped.

The hand-written text said LoRA's optimizer costs 12 bytes per trained parameter while the
code used 8 (the adapters train in fp32, so there is no separate fp32 master copy). Here every
number comes from `tools.memory` / `tools.parallel` (constants and functions), so the explanation and
the estimate cannot disagree; tests/advisor/test_conversation.py ties each stated figure to its function.
"""

from __future__ import annotations

from tools.arch import total_params
from tools.defaults import as_resolved
from tools.fit import fit_from, rule_words, verdict_words
from tools.kinds import POLICIES, SPEED_MODEL_ERROR
from tools.memory import (
    BYTES,
    CUDA_CONTEXT_BYTES,
    FRAGMENTATION,
    NF4_DOUBLE_QUANT_BITS,
    kv_cache_bytes_per_token,
    lora_trainable_params,
    optimizer_bytes_per_param,
    weight_bits,
)
from tools.parallel import DEFAULT_HEADROOM
from tools.schema import GiB, ModelArch, Msg, Recommendation, WorkKind
from tools.wording import duration, money_text, plan_machines


def _gb(n: float) -> str:
    return f"{n / 1e9:,.2f} GB"


def weight_bytes_per_param(precision: str, task: str) -> float:
    """Bytes per (quantizable) weight as the memory estimate counts them."""
    if task == "qlora":
        return NF4_DOUBLE_QUANT_BITS / 8
    return weight_bits(precision) / 8 if precision in ("int8", "int4") else BYTES[precision]


def full_training_bytes_per_param(precision: str, optimizer: str) -> tuple[float, float, float]:
    """(weights, gradients, optimizer states) bytes per parameter for full training (ZeRO paper's 2 + 2 + K)."""
    wb = 4 if precision == "fp32" else 2
    return wb, wb, optimizer_bytes_per_param(optimizer, precision)


def lora_bytes_per_trainable_param(optimizer: str) -> tuple[float, float, float]:
    """(weights, gradients, optimizer) bytes per LoRA adapter parameter: adapters train in fp32."""
    return 4, 4, optimizer_bytes_per_param(optimizer, "fp32")


def explain_lines(arch: ModelArch, rec: Recommendation) -> list[Msg]:
    """How the per-GPU memory of `rec` was computed, with the factors the calculators used."""
    w = as_resolved(rec.workload)  # the workload the answer was computed for
    per = rec.per_gpu
    task, prec = w.task, w.precision
    out: list[Msg] = []
    n = total_params(arch)
    if per is None:
        return out
    if task in ("lora", "qlora"):
        bpp = weight_bytes_per_param(prec, task)
        fmt = "NF4 (double-quantized)" if task == "qlora" else prec
        out.append(Msg(code="explain.frozen_base_weights_b", args={
            "value": n / 1000000000.0, "bpp": bpp, "fmt": fmt, "gb": _gb(per.weights)}))
        r = w.lora_rank
        lp = lora_trainable_params(arch, r)
        wb, gb_, ob = lora_bytes_per_trainable_param(w.optimizer)
        out.append(Msg(code="explain.lora_rank_trainable_parameters", args={
            "r": r, "lp": lp, "wb": wb, "gb": gb_, "ob": ob, "value": wb + gb_ + ob, "gb_2": _gb(per.optimizer)}))
    elif task in ("full_finetune", "pretrain"):
        wb, gb_, ob = full_training_bytes_per_param(prec, w.optimizer)
        out.append(Msg(code="explain.model_states_b_parameters", args={
            "value": n / 1000000000.0, "wb": wb, "gb": gb_, "ob": ob, "value_2": wb + gb_ + ob,
            "gb_2": _gb(per.weights + per.gradients + per.optimizer)}))
    else:
        bpp = weight_bytes_per_param(prec, task)
        out.append(Msg(code="explain.weights_b_parameters_bytes", args={
            "value": n / 1000000000.0, "bpp": bpp, "prec": prec, "gb": _gb(per.weights)}))
        kv = kv_cache_bytes_per_token(arch, w.kv_precision)
        # per GPU: the users of ONE replica, its cache split over the replica's TP group
        # ("× 20 users → 42.95 GB per GPU" was 10 users a replica; 128 KiB × 32,768 × 20 is 85.9 GB)
        c = rec.candidates[0] if rec.candidates else None
        users = c.users_per_replica if c is not None and c.users_per_replica else w.concurrency
        tp = c.layout.tp if c is not None else 1
        out.append(Msg(code="explain.kv_cache_kib_per", args={
            "value": kv / 1024, "seq_len": w.seq_len, "concurrency": users, "gb": _gb(per.kv_cache),
            "of": w.concurrency if users != w.concurrency else None, "tp": tp if tp > 1 else None}))
    if per.activations:
        out.append(Msg(code="explain.activations_korthikanti_et_al", args={"gb": _gb(per.activations)}))
    ctx = CUDA_CONTEXT_BYTES / GiB
    out.append(Msg(code="explain.overhead_gib_cuda_context", args={
        "ctx": ctx, "fragmentation": FRAGMENTATION, "gb": _gb(per.overhead)}))
    tier = next((x for x in rec.spec_range if x.tier == "recommended"), None)
    head = tier.headroom if tier and tier.headroom > 1 else DEFAULT_HEADROOM
    if tier is not None and tier.breakdown is not None and tier.usable_bytes:  # the engine's own test (tools.fit)
        f = fit_from(tier.breakdown, tier.usable_bytes, w, head)
        how, got = rule_words(f), verdict_words(f)
        out.append(Msg(code="explain.a_plan_fits_when_2", args={"how": how, "got": got}))
        return out
    out.append(Msg(code="explain.a_plan_fits_when", args={"head": head}))
    return out


def _row_key(rec: Recommendation, i: int) -> Msg:
    """Row i on the ranking key of its kind (tools.kinds): the figure that ordered it, in words."""
    c, cost = rec.candidates[i], rec.cost_table[i].cost
    cur = rec.currency
    per_h = money_text(c.price_per_hour.amount, cur)
    gpus = int(c.gpu_count) * c.instances
    fastest = rec.workload.priority == "fastest"
    if rec.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) and c.speed and c.speed.train_hours:
        cost_job = cost.job_spot if c.billing == "spot" else cost.job_on_demand  # the table's job cost, one figure
        job = money_text(cost_job if cost_job is not None else c.price_per_hour.amount * c.speed.train_hours, cur)
        return Msg(code="explain.key_job_fastest" if fastest else "explain.key_job",
                   args={"hours": duration(c.speed.train_hours), "job": job, "per_h": per_h, "gpus": gpus})
    if rec.kind is WorkKind.OPEN_TRAINING:
        cpm = money_text(cost.cost_per_million_tokens, cur, 3) if cost.cost_per_million_tokens else "—"
        tps = Msg(code="explain.train_speed", args={"tps": c.speed.train_tokens_per_s}) \
            if c.speed and c.speed.train_tokens_per_s else Msg(code="explain.train_speed_unknown")
        return Msg(code="explain.key_per_token", args={"cpm": cpm, "per_h": per_h, "tps": tps, "gpus": gpus})
    user = Msg(code="explain.user_speed", args={"tps": c.per_user_tokens_per_s}) if c.per_user_tokens_per_s \
        else Msg(code="explain.user_speed_unknown")
    return Msg(code="explain.key_serving_fastest" if fastest else "explain.key_serving",
               args={"user": user, "per_h": per_h, "gpus": gpus})


def _second_row(rec: Recommendation) -> int | None:
    """The candidate the table shows second: the first of another provider × seller × GPU family (the table folds
    the same provider's card at other GPU counts into the first row, tools.summary.table_rows)."""
    a = rec.candidates[0]
    return next((i for i, c in enumerate(rec.candidates[1:], start=1)
                 if (c.provider, c.seller, c.gpu) != (a.provider, a.seller, a.gpu)), None)


def _tie_words(rec: Recommendation, j: int) -> list[Msg]:
    """Open-ended training whose first row is dearer per token than the second: the tie rule decided it."""
    a, b = rec.cost_table[0].cost.cost_per_million_tokens, rec.cost_table[j].cost.cost_per_million_tokens
    if rec.kind is not WorkKind.OPEN_TRAINING or rec.workload.priority == "fastest" or not a or not b or a <= b:
        return []
    return [Msg(code="explain.the_first_two_rows", args={"speed_model_error": SPEED_MODEL_ERROR})]


def why_order(rec: Recommendation) -> list[Msg]:
    """The answer to "why this one?": the table's first two rows side by side on the key that ranked them (the
    kind's objective, or speed under "fastest"), not the weighted score, which ranks only with user weights."""
    if not rec.candidates or rec.kind is None or len(rec.cost_table) < len(rec.candidates):
        return []
    means = Msg(code="explain.ranked_fastest") if rec.workload.priority == "fastest" \
        else Msg(code="explain.ranked_by", args={"means": POLICIES[rec.kind].cost_means})
    a = rec.candidates[0]
    ka = _row_key(rec, 0)
    j = _second_row(rec)
    if j is None:
        return [Msg(code="explain.the_only_ranked_plan", args={
            "means": means, "fleet": plan_machines(a), "ka": ka})]
    b = rec.candidates[j]
    kb = _row_key(rec, j)
    out = _tie_words(rec, j)
    return out + [Msg(code="explain.why_order", args={
        "means": means, "fleet": plan_machines(a), "ka": ka, "fleet_2": plan_machines(b), "kb": kb})]


def why_count(rec: Recommendation) -> list[Msg]:
    """Why the pick has the GPUs it has ("why?" showed per-GPU memory, not why 24 GPUs): serving is
    replicas × the TP group one copy needs, each replica holding its share of the users at the per-user speed shown;
    a job or training run is the layout that holds the work. Every figure is read from the pick."""
    if not rec.candidates:
        return []
    c = rec.candidates[0]
    n = int(c.gpu_count) * c.instances
    need = _gb(c.per_gpu_bytes) if c.per_gpu_bytes else "?"
    if rec.kind is WorkKind.SERVING:
        return [Msg(code="explain.why_count_serving", args={
            "n": n, "gpu": c.gpu, "replicas": c.replicas, "gpus": c.layout.num_gpus, "tp": c.layout.tp, "need": need,
            "users": rec.workload.concurrency or c.users_per_replica * c.replicas, "per_replica": c.users_per_replica,
            "tps": c.per_user_tokens_per_s or 0.0})]
    fewer = _fewer_gpus_also_hold(rec)
    if fewer is not None:
        return [Msg(code="explain.why_count_job_fewer_hold", args={
            "n": n, "gpu": c.gpu, "need": need, "key": _row_key(rec, 0), "fleet": plan_machines(rec.candidates[fewer]),
            "key_2": _row_key(rec, fewer)})]
    return [Msg(code="explain.why_count_job", args={"n": n, "gpu": c.gpu, "need": need, "used": c.layout.num_gpus})]


def _fewer_gpus_also_hold(rec: Recommendation) -> int | None:
    """The first ranked plan of the pick's card with fewer GPUs: the work fits on it too, so the pick's count is not
    what memory needs but what the job's cost (or time) chose ("the layout that holds the work
    uses 8" when 4 × H100 held it at a dearer, slower job)."""
    a = rec.candidates[0]
    n = int(a.gpu_count) * a.instances
    return next((i for i, c in enumerate(rec.candidates[1:len(rec.cost_table)], start=1)
                 if c.gpu == a.gpu and int(c.gpu_count) * c.instances < n), None)


def why_nothing(rec: Recommendation) -> list[Msg]:
    """"Why?" when nothing is ranked: the reasons the answer gave (its headline and the nothing-fits lines), not the
    memory derivation ("为什么选这个?" after "只要阿里云" was answered with GB per GPU)."""
    if rec.candidates:
        return []
    if rec.nothing_fits:
        return list(rec.nothing_fits)
    return [rec.headline] if rec.headline is not None else []


def why_not(pick: Recommendation, alt: Recommendation, gpu: str) -> Msg:
    """"Why not X?": the answer re-run with X as the card (`alt`) against the pick, in the pick's terms.

    Why: a follow-up naming a card asks about that card, not for the generic derivation. The
    reasons are the ones the ranking uses: X holds nothing (memory), X is slower (per-user decode speed, or job
    hours), X costs more per hour or per job; every figure is read from the two recommendations."""
    top = pick.candidates[0] if pick.candidates else None
    other = alt.candidates[0] if alt.candidates else None
    if other is None:
        need = _gb(pick.per_gpu.total) if pick.per_gpu else "?"
        why = alt.nothing_fits[0] if alt.nothing_fits else Msg(code="explain.why_not")
        return Msg(code="explain.why_not_unpriced", args={"gpu": gpu, "need": need, "why": why})
    if top is None:
        return Msg(code="explain.can_run_it_at", args={
            "gpu": gpu, "value": other.gpu_count * other.instances, "gpu_2": other.gpu,
            "money_text": money_text(other.price_per_hour.amount, alt.currency)})
    worse: list[Msg] = []
    a, b = other.price_per_hour.amount, top.price_per_hour.amount
    if a > b * 1.005:
        worse.append(Msg(code="explain.dearer", args={"alt": money_text(a, alt.currency), "pick": money_text(b, pick.currency),
                                                      "more": (a / b - 1) * 100}))
    if alt.job_hours and pick.job_hours and alt.job_hours > pick.job_hours * 1.005:
        worse.append(Msg(code="explain.slower_job", args={"alt": duration(alt.job_hours), "pick": duration(pick.job_hours)}))
    sa, sb = other.per_user_tokens_per_s, top.per_user_tokens_per_s
    if sa and sb and sa < sb * 0.995:
        worse.append(Msg(code="explain.slower_per_user", args={"alt": sa, "pick": sb}))
    plan = f"{other.gpu_count * other.instances:g} × {other.gpu}"
    if not worse:
        return Msg(code="explain.would_also_work_at", args={
            "gpu": gpu, "plan": plan, "money_text": money_text(a, alt.currency)})
    return Msg(code="explain.why_not_it_fits", args={"gpu": gpu, "plan": plan, "worse": worse})
