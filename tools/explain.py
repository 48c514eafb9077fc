"""The "why?" text: each figure it states is read from the calculator that uses it, never retyped.

Issue 12: the hand-written text said LoRA's optimizer costs 12 bytes per trained parameter while the
code used 8 (the adapters train in fp32, so there is no separate fp32 master copy). Here every
number comes from `tools.memory` / `tools.parallel` (constants and functions), so the explanation and
the estimate cannot disagree; tests/advisor/test_conversation.py ties each stated figure to its function.
"""

from __future__ import annotations

from tools.arch import total_params
from tools.defaults import kv_precision_of, precision_of
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
from tools.wording import duration, money_text


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
    w = rec.workload
    per = rec.per_gpu
    task = w.task or "inference"
    prec = precision_of(w)
    out: list[Msg] = []
    n = total_params(arch)
    if per is None:
        return out
    if task in ("lora", "qlora"):
        bpp = weight_bytes_per_param(prec, task)
        fmt = "NF4 (double-quantized)" if task == "qlora" else prec
        out.append(Msg(en=f"frozen base weights = {n / 1e9:,.2f}B parameters × {bpp:.3g} bytes ({fmt}) "
                          f"→ {_gb(per.weights)} per GPU (adapters included)",
                       zh=f"冻结的基座权重 = {n / 1e9:,.2f}B 参数 × {bpp:.3g} 字节（{fmt}）"
                          f"→ 每卡 {_gb(per.weights)}（含适配器）"))
        r = w.lora_rank or 16
        lp = lora_trainable_params(arch, r)
        wb, gb_, ob = lora_bytes_per_trainable_param(w.optimizer or "adamw")
        out.append(Msg(en=f"LoRA rank {r}: {lp:,} trainable parameters × ({wb:g} weight + {gb_:g} gradient "
                          f"+ {ob:g} optimizer) bytes = {wb + gb_ + ob:g} bytes each, in fp32 "
                          f"→ optimizer states {_gb(per.optimizer)}",
                       zh=f"LoRA rank {r}：{lp:,} 个可训练参数 × （{wb:g} 权重 + {gb_:g} 梯度 + {ob:g} 优化器）字节 "
                          f"= 每个 {wb + gb_ + ob:g} 字节（FP32）→ 优化器状态 {_gb(per.optimizer)}"))
    elif task in ("full_finetune", "pretrain"):
        wb, gb_, ob = full_training_bytes_per_param(prec, w.optimizer or "adamw")
        out.append(Msg(en=f"model states = {n / 1e9:,.2f}B parameters × ({wb:g} weights + {gb_:g} gradients + {ob:g} optimizer) "
                          f"= {wb + gb_ + ob:g} bytes per parameter (ZeRO paper, arXiv:1910.02054), divided by the ZeRO stage "
                          f"→ {_gb(per.weights + per.gradients + per.optimizer)} per GPU",
                       zh=f"模型状态 = {n / 1e9:,.2f}B 参数 × （{wb:g} 权重 + {gb_:g} 梯度 + {ob:g} 优化器）"
                          f"= 每参数 {wb + gb_ + ob:g} 字节（ZeRO 论文），按 ZeRO 阶段切分 → 每卡 "
                          f"{_gb(per.weights + per.gradients + per.optimizer)}"))
    else:
        bpp = weight_bytes_per_param(prec, task)
        out.append(Msg(en=f"weights = {n / 1e9:,.2f}B parameters × {bpp:.3g} bytes ({prec}) → {_gb(per.weights)} per GPU",
                       zh=f"权重 = {n / 1e9:,.2f}B 参数 × {bpp:.3g} 字节（{prec}）→ 每卡 {_gb(per.weights)}"))
        kv = kv_cache_bytes_per_token(arch, kv_precision_of(w))
        out.append(Msg(en=f"KV cache = {kv / 1024:,.0f} KiB per token × {w.seq_len:,} context × {w.concurrency:,} users "
                          f"→ {_gb(per.kv_cache)} per GPU",
                       zh=f"KV cache = 每 token {kv / 1024:,.0f} KiB × 上下文 {w.seq_len:,} × {w.concurrency:,} 路并发 → 每卡 "
                          f"{_gb(per.kv_cache)}"))
    if per.activations:
        out.append(Msg(en=f"activations (Korthikanti et al. 2022, calibrated against PyTorch) → {_gb(per.activations)}",
                       zh=f"激活值（Korthikanti 等 2022，已用 PyTorch 校准）→ {_gb(per.activations)}"))
    ctx = CUDA_CONTEXT_BYTES / GiB
    out.append(Msg(en=f"overhead = {ctx:g} GiB CUDA context + {FRAGMENTATION:.0%} fragmentation of activations and KV cache "
                      f"→ {_gb(per.overhead)}",
                   zh=f"开销 = CUDA 上下文 {ctx:g} GiB + 激活值与 KV cache 的 {FRAGMENTATION:.0%} 碎片 → {_gb(per.overhead)}"))
    tier = next((x for x in rec.spec_range if x.tier == "recommended"), None)
    head = tier.headroom if tier and tier.headroom > 1 else DEFAULT_HEADROOM
    if tier is not None and tier.breakdown is not None and tier.usable_bytes:  # the engine's own test (tools.fit)
        f = fit_from(tier.breakdown, tier.usable_bytes, w, head)
        how, got = rule_words(f), verdict_words(f)
        out.append(Msg(en=f"a plan fits when {how.en}; the pick: {got.en}", zh=f"装载判断：{how.zh}；首选：{got.zh}"))
        return out
    out.append(Msg(en=f"a plan fits when estimate × {head:g} ≤ the card's usable memory (the usual +20–30 % headroom)",
                   zh=f"规划要求 估算 × {head:g} ≤ 单卡可用显存（通常留 +20%–30% 余量）"))
    return out


def _row_key(rec: Recommendation, i: int) -> tuple[str, str]:
    """Row i on the ranking key of its kind (tools.kinds): the figure that ordered it, in words."""
    c, cost = rec.candidates[i], rec.cost_table[i].cost
    cur = rec.currency
    per_h = money_text(c.price_per_hour.amount, cur)
    gpus = int(c.gpu_count) * c.instances
    fastest = rec.workload.priority == "fastest"
    if rec.kind in (WorkKind.SIZED_TRAINING, WorkKind.BATCH) and c.speed and c.speed.train_hours:
        cost_job = cost.job_spot if c.billing == "spot" else cost.job_on_demand  # the table's job cost, one figure
        job = money_text(cost_job if cost_job is not None else c.price_per_hour.amount * c.speed.train_hours, cur)
        hours = duration(c.speed.train_hours)
        return (f"{hours.en} for ≈ {job} ({per_h}/h × {gpus} GPU)" if fastest else
                f"≈ {job} for the job ({per_h}/h, {hours.en}, {gpus} GPU)",
                f"{hours.zh}，约 {job}（每小时 {per_h}，{gpus} 卡）")
    if rec.kind is WorkKind.OPEN_TRAINING:
        cpm = money_text(cost.cost_per_million_tokens, cur, 3) if cost.cost_per_million_tokens else "—"
        tps = f"{c.speed.train_tokens_per_s:,.0f} tokens/s" if c.speed and c.speed.train_tokens_per_s else "speed unknown"
        return (f"{cpm} per 1M training tokens ({per_h}/h ÷ {tps}, {gpus} GPU)",
                f"每百万训练 token {cpm}（每小时 {per_h} ÷ {tps}，{gpus} 卡）")
    user = f"≈ {c.per_user_tokens_per_s:,.0f} tokens/s per user" if c.per_user_tokens_per_s else "per-user speed unknown"
    user_zh = f"每个用户约 {c.per_user_tokens_per_s:,.0f} tokens/s" if c.per_user_tokens_per_s else "每用户速度未知"
    return (f"{user} at {per_h}/h ({gpus} GPU)" if fastest else f"{per_h}/h for the load ({gpus} GPU, {user})",
            f"{user_zh}，每小时 {per_h}（{gpus} 卡）" if fastest else f"承载该负载每小时 {per_h}（{gpus} 卡，{user_zh}）")


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
    return [Msg(en=f"The first two rows are within the speed model's ±{SPEED_MODEL_ERROR:.0%} error per training token, "
                   "so fewer GPUs and then the cheaper hour go first (less money at risk if the estimate is off).",
                zh=f"前两行每训练 token 的成本差在速度模型 ±{SPEED_MODEL_ERROR:.0%} 的误差内，所以卡更少、每小时更便宜的排前"
                   "（估算有偏差时风险更小）。")]


def why_order(rec: Recommendation) -> list[Msg]:
    """The answer to "why this one?": the table's first two rows side by side on the key that ranked them (the
    kind's objective, or speed under "fastest"), not the weighted score, which ranks only with user weights."""
    if not rec.candidates or rec.kind is None or len(rec.cost_table) < len(rec.candidates):
        return []
    means = "ranked by time or speed per user (you asked for the fastest)" if rec.workload.priority == "fastest" \
        else "ranked by " + POLICIES[rec.kind].cost_means.en
    means_zh = "按用时或每个用户的速度排名（你要求最快）" if rec.workload.priority == "fastest" \
        else "按" + POLICIES[rec.kind].cost_means.zh + "排名"
    a = rec.candidates[0]
    ka = _row_key(rec, 0)
    j = _second_row(rec)
    if j is None:
        return [Msg(en=f"{means}: the only ranked plan is {a.provider} {a.instance}: {ka[0]}.",
                    zh=f"{means_zh}：唯一可排名的方案是 {a.provider} {a.instance}：{ka[1]}。")]
    b = rec.candidates[j]
    kb = _row_key(rec, j)
    out = _tie_words(rec, j)
    return out + [Msg(en=f"{means}: 1. {a.provider} {a.instance} ({a.gpu}): {ka[0]}; 2. {b.provider} {b.instance} ({b.gpu}): "
                   f"{kb[0]}.",
                zh=f"{means_zh}：1. {a.provider} {a.instance}（{a.gpu}）：{ka[1]}；2. {b.provider} {b.instance}（{b.gpu}）："
                   f"{kb[1]}。")]


def why_not(pick: Recommendation, alt: Recommendation, gpu: str) -> Msg:
    """"Why not X?": the answer re-run with X as the card (`alt`) against the pick, in the pick's terms.

    Why: a follow-up naming a card asks about that card, not for the generic derivation (review C4). The
    reasons are the ones the ranking uses: X holds nothing (memory), X is slower (per-user decode speed, or job
    hours), X costs more per hour or per job; every figure is read from the two recommendations."""
    top = pick.candidates[0] if pick.candidates else None
    other = alt.candidates[0] if alt.candidates else None
    if other is None:
        need = _gb(pick.per_gpu.total) if pick.per_gpu else "?"
        why = alt.nothing_fits[0] if alt.nothing_fits else Msg(en="", zh="")
        return Msg(en=f"Why not {gpu}: no priced {gpu} plan can run this workload at this precision, context and load "
                      f"(the pick needs {need} per GPU). {why.en}".strip(),
                   zh=f"为什么不用 {gpu}：在此精度、上下文和负载下没有能跑这个负载且有价格的 {gpu} 方案（首选每卡需要 {need}）。"
                      f"{why.zh}".strip())
    if top is None:
        return Msg(en=f"{gpu} can run it: {other.gpu_count * other.instances:g} × {other.gpu} at "
                      f"{money_text(other.price_per_hour.amount, alt.currency)}/h.",
                   zh=f"{gpu} 可以：{other.gpu_count * other.instances:g} × {other.gpu}，每小时 "
                      f"{money_text(other.price_per_hour.amount, alt.currency)}。")
    en: list[str] = []
    zh: list[str] = []
    a, b = other.price_per_hour.amount, top.price_per_hour.amount
    if a > b * 1.005:
        en.append(f"dearer: {money_text(a, alt.currency)}/h against {money_text(b, pick.currency)}/h "
                  f"(+{(a / b - 1) * 100:.0f}%)")
        zh.append(f"更贵：每小时 {money_text(a, alt.currency)}，首选 {money_text(b, pick.currency)}（+{(a / b - 1) * 100:.0f}%）")
    if alt.job_hours and pick.job_hours and alt.job_hours > pick.job_hours * 1.005:
        en.append(f"slower: {duration(alt.job_hours).en} against {duration(pick.job_hours).en}")
        zh.append(f"更慢：{duration(alt.job_hours).zh}，首选 {duration(pick.job_hours).zh}")
    sa, sb = other.per_user_tokens_per_s, top.per_user_tokens_per_s
    if sa and sb and sa < sb * 0.995:
        en.append(f"slower: ≈ {sa:,.0f} tokens/s per user against ≈ {sb:,.0f}")
        zh.append(f"更慢：每用户约 {sa:,.0f} tokens/s，首选约 {sb:,.0f}")
    plan = f"{other.gpu_count * other.instances:g} × {other.gpu}"
    if not en:
        return Msg(en=f"{gpu} would also work ({plan} at {money_text(a, alt.currency)}/h); the pick ranks first on "
                      "the stated priority and the scores shown.",
                   zh=f"{gpu} 也可以（{plan}，每小时 {money_text(a, alt.currency)}）；首选是按所述优先级和得分排在第一。")
    return Msg(en=f"Why not {gpu}: it fits ({plan}) but is " + "; ".join(en) + ".",
               zh=f"为什么不用 {gpu}：装得下（{plan}），但" + "；".join(zh) + "。")
