"""Render a Recommendation: markdown (the export format, English or Chinese), the JSON contract,
and plain text for terminals. Every figure printed here was computed in tools/; this module only
formats."""

from __future__ import annotations

from typing import Any

from advisor.core.script import convert_tree, is_zh, to_script
from advisor.core.units import billions, days, duration_text, gb, gpu_hours_text, money, plural, short_count
from tools.defaults import serves
from tools.schema import Candidate, Recommendation, SpecTier, Workload

TASK_NAMES = {
    "inference": ("inference", "推理"), "lora": ("LoRA fine-tune", "LoRA 微调"), "qlora": ("QLoRA fine-tune", "QLoRA 微调"),
    "full_finetune": ("full fine-tune", "全参微调"), "pretrain": ("pretraining", "预训练"),
}
L = {
    "title": ("GPU recommendation", "GPU 选型建议"),
    "workload": ("Workload", "工作负载"),
    "memory": ("Memory per GPU", "每卡显存"),
    "spec": ("Spec range", "规格区间"),
    "cands": ("Ranked instances and cost", "候选实例与成本"),
    "pitfalls": ("Pitfalls (the 8 common mistakes)", "避坑清单（最常踩的 8 个坑）"),
    "compat": ("Compatibility", "兼容性"),
    "host": ("Host", "主机配套"),
    "plan": ("Validate within 24 hours", "24 小时内验证你的选型"),
    "assume": ("Assumptions", "假设"),
    "nothing": ("Nothing fits as asked", "按当前条件没有可行方案"),
    "catalog": ("Catalog", "数据来源"),
    "model": ("model", "模型"), "params": ("parameters", "参数量"), "task": ("task", "任务"),
    "precision": ("precision", "精度"), "context": ("context / sequence", "上下文 / 序列长度"),
    "concurrency": ("concurrency", "并发"), "batch": ("micro-batch", "micro-batch"),
    "tokens": ("training tokens", "训练 token 数"), "billing": ("billing", "计费"), "budget": ("budget", "预算"),
    "providers": ("providers", "云厂商"),
    "tier": ("tier", "档位"), "gpu_mem": ("GPU memory", "单卡显存"), "count": ("GPUs", "卡数"),
    "examples": ("examples", "示例型号"), "est": ("estimate per GPU", "每卡估算"),
    "minimum": ("minimum", "最低"), "recommended": ("recommended", "推荐"), "comfortable": ("comfortable", "宽裕"),
    "provider": ("provider", "云厂商"), "instance": ("instance", "实例"), "region": ("region", "区域"),
    "gpu": ("GPU", "GPU"), "od": ("on-demand /h", "按量/小时"), "spot": ("spot /h", "竞价/小时"),
    "pergpu": ("per GPU-hour", "单卡小时价"), "job": ("job", "任务总价"), "month": ("month of serving", "月成本"),
    "mtok": ("per 1M tokens", "每百万 token"), "score": ("score", "得分"), "speed": ("speed", "速度"),
    "weights": ("weights", "权重"), "gradients": ("gradients", "梯度"), "optimizer": ("optimizer states", "优化器状态"),
    "activations": ("activations", "激活值"), "kv_cache": ("KV cache", "KV cache"),
    "overhead": ("overhead (CUDA context, fragmentation)", "开销（CUDA 上下文、碎片）"),
    "total": ("total", "合计"), "asof": ("prices as of", "价格日期"), "sources": ("sources", "来源"),
    "rate": ("exchange rate", "汇率"), "yes": ("triggered", "触发"), "no": ("ok", "未触发"),
    "vcpu": ("vCPU", "vCPU"), "ram": ("RAM", "内存"), "nvme": ("local NVMe", "本地 NVMe"), "net": ("network", "网络"),
    "none": ("none", "无"), "tok_s": ("tok/s", "tok/s"), "h": ("h", "小时"),
    "constraints": ("Your constraints", "你的约束条件"), "honoured": ("honoured", "已满足"),
    "refused": ("not possible", "无法满足"),
    "adjusted": ("adjusted", "已调整"), "deadline": ("deadline", "截止时间"), "dataset": ("data set", "数据集"),
    "framework": ("framework", "框架"), "regions": ("regions", "区域"), "targets": ("targets", "目标"),
    "rejected": ("Left out, and why", "被排除的方案及原因"), "price_h": ("price /h", "价格/小时"), "days": ("days", "天"),
    "duration": ("time", "用时"),
    "gpu_hours": ("GPU-hours", "GPU 小时"), "changed": ("changed", "本轮改动"), "nothing_changed": ("nothing", "无"),
    "users": ("users", "路并发"), "context_short": ("context", "上下文"), "epochs": ("epochs", "轮"),
    "scope": ("Not modelled", "不在模型范围内"),
}
PER_NAMES = {"hour": ("/h", "/小时"), "day": ("/day", "/天"), "month": ("/month", "/月"), "total": (" in total", "（总额）")}
UNIT_NAMES = {"examples": ("examples", "条样本"), "images": ("images", "张图片"), "tokens": ("tokens", "token"),
              "audio_hours": ("h of audio", "小时音频")}
FRAMEWORK_NAMES = {"hf": "HF transformers/PEFT", "torchtune": "torchtune", "unsloth": "Unsloth", "deepspeed": "DeepSpeed",
                   "vllm": "vLLM", "sglang": "SGLang", "tgi": "TGI", "llama.cpp": "llama.cpp"}


BILLING_NAMES = {"on_demand": ("on-demand", "按量"), "spot": ("spot", "竞价"), "reserved": ("monthly reserved", "包年包月")}


def billing_name(b: str | None, lang: str) -> str:
    en, zh = BILLING_NAMES.get(b or "on_demand", (b or "", b or ""))
    return zh if is_zh(lang) else en


def t(key: str, lang: str) -> str:
    en, zh = L[key]
    return zh if is_zh(lang) else en


def task_name(task: str | None, lang: str) -> str:
    en, zh = TASK_NAMES.get(task or "inference", (task or "", task or ""))
    return zh if is_zh(lang) else en


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [_row(header), _row(["---"] * len(header)), *(_row(r) for r in rows)]


def _speed_cell(c: Candidate, lang: str, inference: bool) -> str:
    sp = c.speed
    if sp is None:
        return "—"
    if inference:
        v = c.serving_tokens_per_s
        return f"{v:,.0f} {t('tok_s', lang)}"
    if sp.train_hours:
        return duration_text(sp.train_hours, lang)
    return f"{sp.train_tokens_per_s:,.0f} {t('tok_s', lang)}" if sp.train_tokens_per_s else "—"


def headline(r: Recommendation) -> str:
    """One line for notifications and the Slack `text` fallback: the recommender's headline when it
    wrote one (it names the top pick), else one built from the recommended tier and the first row."""
    lang = r.language
    if r.headline is not None:
        return r.headline.text(lang)
    if r.scope is not None and not r.candidates:
        return r.scope.text(lang)
    tier = next((x for x in r.spec_range if x.tier == "recommended"), None)
    top = r.candidates[0] if r.candidates else None
    if is_zh(lang):
        s = f"{r.model} {task_name(r.workload.task, lang)}"
        if tier:
            s += f"：推荐 {tier.count} × {tier.gpu_memory_gb:g} GB（如 {', '.join(tier.examples[:2])}）"
        if top:
            s += f"；首选 {top.provider} {top.instance}，{money(top.price_per_hour.amount, r.currency)}/小时"
        return s
    s = f"{r.model} {task_name(r.workload.task, lang)}"
    if tier:
        s += f": {tier.count} × {tier.gpu_memory_gb:g} GB recommended (e.g. {', '.join(tier.examples[:2])})"
    if top:
        s += f"; top pick {top.provider} {top.instance} at {money(top.price_per_hour.amount, r.currency)}/h"
    return s


def budget_text(w: Workload, lang: str) -> str | None:
    if w.budget is not None:
        b = w.budget
        en, zh = PER_NAMES[b.per]
        return money(b.amount, b.currency, 0 if b.amount >= 100 else 2) + (zh if is_zh(lang) else en)
    if w.budget_per_hour is not None:
        return money(w.budget_per_hour.amount, w.budget_per_hour.currency) + ("/小时" if is_zh(lang) else "/h")
    return None


def deadline_text(hours: float, lang: str) -> str:
    if hours >= 48:
        d = days(hours)
        return f"{d:,.3g} 天内" if is_zh(lang) else f"within {d:,.3g} days"
    return f"{hours:,.3g} 小时内" if is_zh(lang) else f"within {hours:,.3g} h"


def dataset_text(w: Workload, lang: str) -> str | None:
    d = w.dataset
    if d is None:
        return None
    en, zh = UNIT_NAMES[d.unit]
    s = f"{d.amount:,.0f} {zh if is_zh(lang) else en}"
    if d.epochs:
        s += f" × {d.epochs:g} {t('epochs', lang)}"
    return s


def targets_text(w: Workload, lang: str) -> str | None:
    parts = []
    if w.target_tokens_per_s:
        parts.append(f"≥ {w.target_tokens_per_s:,.0f} tok/s")
    if w.target_requests_per_s:
        parts.append(f"≥ {w.target_requests_per_s:,.0f} req/s")
    if w.target_ttft_ms:
        parts.append(f"TTFT ≤ {w.target_ttft_ms:,.0f} ms")
    return ", ".join(parts) or None


def precision_text(w: Workload) -> str:
    """"BF16"; for QLoRA "NF4 + BF16" (the frozen base is 4-bit NF4, compute and adapters in `precision`)."""
    p = (w.precision or "").upper()
    return f"NF4 + {p}" if w.task == "qlora" and p and p != "NF4" else p


def workload_rows(r: Recommendation, lang: str) -> list[list[str]]:
    w = r.workload
    active = f" ({billions(r.active_params):,.2f}B active)" if r.active_params != r.params else ""
    rows = [[t("model", lang), r.model], [t("params", lang), f"{billions(r.params):,.2f}B" + active],
            [t("task", lang), task_name(w.task, lang)], [t("precision", lang), precision_text(w)],
            [t("context", lang), f"{w.seq_len:,}" if w.seq_len else "—"]]
    if serves(w.task):
        rows.append([t("concurrency", lang), str(w.concurrency)])
    else:
        rows.append([t("batch", lang), str(w.batch_size)])
        if w.dataset:
            rows.append([t("dataset", lang), dataset_text(w, lang) or ""])
        if w.train_tokens:
            rows.append([t("tokens", lang), f"{w.train_tokens:,}"])
    if w.deadline_hours:
        rows.append([t("deadline", lang), deadline_text(w.deadline_hours, lang)])
    rows.append([t("billing", lang), billing_name(w.billing, lang)])
    b = budget_text(w, lang)
    if b:
        rows.append([t("budget", lang), b])
    if w.framework:
        rows.append([t("framework", lang), FRAMEWORK_NAMES.get(w.framework, w.framework)])
    tg = targets_text(w, lang)
    if tg:
        rows.append([t("targets", lang), tg])
    if w.providers:
        rows.append([t("providers", lang), ", ".join(w.providers)])
    if w.regions:
        rows.append([t("regions", lang), ", ".join(w.regions)])
    return rows


def workload_line(w: Workload, lang: str, model: str | None = None) -> str:
    """One line: model · task · precision · context · concurrency or data set · billing · framework
    (what the answer used, defaults included, so a follow-up shows what it applied)."""
    zh = is_zh(lang)
    parts = [model or w.model or (f"{w.params_b:g}B" if w.params_b else "?"), task_name(w.task, lang)]
    if w.precision:
        parts.append(precision_text(w))
    if w.seq_len:
        parts.append(f"{t('context_short', lang)} {w.seq_len:,}" if zh else f"{w.seq_len:,} {t('context_short', lang)}")
    if w.task in (None, "inference"):
        if w.batch_requests:
            parts.append(f"批量 {w.batch_requests:,} 条，每条输出 {w.output_tokens or 0:,} token" if zh else
                         f"batch of {w.batch_requests:,} requests, {w.output_tokens or 0:,} tokens out each")
            if w.deadline_hours:
                parts.append(deadline_text(w.deadline_hours, lang))
        elif w.concurrency:
            parts.append(f"{w.concurrency:,} {t('users', lang)}" if zh else plural(w.concurrency, "user"))
    else:
        ds = dataset_text(w, lang)
        if ds:
            parts.append(ds)
        elif w.train_tokens:
            n = w.train_tokens
            size = short_count(n)
            parts.append(f"{size} token" + ("" if zh else "s"))
        if w.deadline_hours:
            parts.append(deadline_text(w.deadline_hours, lang))
    parts.append(billing_name(w.billing, lang))
    b = budget_text(w, lang)
    if b:
        parts.append((t("budget", lang) + " " if not zh else "预算 ") + b)
    if w.framework:
        parts.append(FRAMEWORK_NAMES.get(w.framework, w.framework))
    return " · ".join(parts)


CHANGE_FIELDS = ("model", "params_b", "task", "precision", "seq_len", "concurrency", "batch_size", "num_gpus", "zero_stage",
                 "lora_rank", "train_tokens", "dataset", "deadline_hours", "budget", "budget_per_hour", "billing", "framework",
                 "providers", "regions", "gpu_preference", "target_tokens_per_s", "target_requests_per_s", "target_ttft_ms",
                 "optimizer", "gradient_checkpointing", "kv_precision")
FIELD_NAMES = {"model": ("model", "模型"), "params_b": ("size", "参数量"), "task": ("task", "任务"),
               "precision": ("precision", "精度"), "seq_len": ("context", "上下文"), "concurrency": ("concurrency", "并发"),
               "batch_size": ("micro-batch", "micro-batch"),
               "num_gpus": ("GPUs", "卡数"), "zero_stage": ("ZeRO", "ZeRO"), "lora_rank": ("LoRA rank", "LoRA rank"),
               "train_tokens": ("training tokens", "训练 token"), "dataset": ("data set", "数据集"),
               "deadline_hours": ("deadline", "截止时间"), "budget": ("budget", "预算"), "budget_per_hour": ("budget", "预算"),
               "billing": ("billing", "计费"), "framework": ("framework", "框架"), "providers": ("providers", "云厂商"),
               "regions": ("regions", "区域"), "gpu_preference": ("GPU", "GPU"),
               "target_tokens_per_s": ("throughput target", "吞吐目标"),
               "target_requests_per_s": ("request-rate target", "请求速率目标"),
               "target_ttft_ms": ("TTFT target", "首 token 延迟目标"),
               "optimizer": ("optimizer", "优化器"), "gradient_checkpointing": ("gradient checkpointing", "梯度检查点"),
               "kv_precision": ("KV precision", "KV 精度")}


def _value_text(field: str, w: Workload, lang: str) -> str:
    v = getattr(w, field)
    if v is None:
        return "—"
    if field == "seq_len" or field in ("concurrency", "train_tokens"):
        return f"{v:,}"
    if field == "params_b":
        return f"{v:g}B"
    if field == "task":
        return task_name(v, lang)
    if field == "billing":
        return billing_name(v, lang)
    if field in ("budget", "budget_per_hour"):
        return budget_text(w, lang) or "—"
    if field == "dataset":
        return dataset_text(w, lang) or "—"
    if field == "deadline_hours":
        return deadline_text(v, lang)
    if field == "framework":
        return FRAMEWORK_NAMES.get(v, v)
    if field == "precision" or field == "kv_precision":
        return str(v).upper()
    if isinstance(v, list):
        return ", ".join(v)
    if isinstance(v, bool):
        return ("开" if v else "关") if is_zh(lang) else ("on" if v else "off")
    return f"{v:g}" if isinstance(v, float) else str(v)


def changed_line(before: Workload, after: Workload, lang: str, extra: list[str] | None = None) -> str:
    """"changed: context 4,096 → 32,768; users 8 → 64" — what this turn changed in the workload."""
    parts = []
    for f in CHANGE_FIELDS:
        if f == "budget_per_hour" and (before.budget is not None or after.budget is not None):
            continue
        if getattr(before, f) != getattr(after, f):
            en, zh = FIELD_NAMES[f]
            parts.append(f"{zh if is_zh(lang) else en} {_value_text(f, before, lang)} → {_value_text(f, after, lang)}")
    parts += extra or []
    sep = "；" if is_zh(lang) else "; "
    return t("changed", lang) + ("：" if is_zh(lang) else ": ") + (sep.join(parts) if parts else t("nothing_changed", lang))


def _tier_rows(r: Recommendation, lang: str) -> tuple[list[str], list[list[str]]]:
    priced = any(x.price_per_hour is not None for x in r.spec_range)
    training = not serves(r.workload.task) and any(x.train_hours for x in r.spec_range)
    header = [t("tier", lang), t("gpu_mem", lang), t("count", lang), t("examples", lang), t("est", lang)]
    if priced:
        header = [t("tier", lang), t("gpu_mem", lang), t("count", lang), t("gpu", lang), t("instance", lang), t("price_h", lang)]
        if training:
            header += [t("duration", lang), t("gpu_hours", lang), t("job", lang)]
        header += [t("est", lang)]
    rows = []
    for x in r.spec_range:
        usable = (f" / {gb(x.usable_bytes, 1)} 可用" if is_zh(lang) else f" of {gb(x.usable_bytes, 1)} usable") \
            if x.usable_bytes else ""
        est = gb(x.per_gpu_bytes, 1) + usable + (f" — {x.note.text(lang)}" if x.note else "")
        if not priced:
            rows.append([t(x.tier, lang), f"{x.gpu_memory_gb:g} GB", str(x.count), ", ".join(x.examples), est])
            continue
        row = [t(x.tier, lang), f"{x.gpu_memory_gb:g} GB", _count_text(x), x.gpu or ", ".join(x.examples[:2]),
               f"{x.provider} {x.instance}".strip() + (f" × {x.instances}" if x.instances > 1 else "") or "—",
               money(x.price_per_hour.amount, x.price_per_hour.currency) if x.price_per_hour else "—"]
        if training:
            row += [duration_text(x.train_hours, lang), gpu_hours_text(x.gpu_hours),
                    money(x.job_cost.amount, x.job_cost.currency, 0) if x.job_cost else "—"]
        rows.append(row + [est])
    return header, rows


def _count_text(x: SpecTier) -> str:
    per = x.gpus_per_replica
    return f"{x.count}" + (f" ({x.replicas} × {per})" if x.replicas > 1 and per is not None else "")


def constraint_lines(r: Recommendation, lang: str) -> list[str]:
    icon = {"honoured": "✅", "refused": "❌", "adjusted": "⚠️"}
    out = []
    for c in r.constraints:
        label = c.label.text(lang) if c.label else c.stated
        status = f"（{t(c.status, lang)}）：" if is_zh(lang) else f" ({t(c.status, lang)}): "
        out.append(f"- {icon.get(c.status, '•')} {label}{status}{c.message.text(lang)}")
    return out


def rejected_lines(r: Recommendation, lang: str) -> list[str]:
    out = []
    for x in r.rejected:
        ex = (" — " + ", ".join(x.examples[:3])) if x.examples else ""
        out.append(f"- {x.message.text(lang)} (× {x.count:,}){ex}")
    return out


def to_markdown(r: Recommendation, lang: str | None = None, *, hk: bool = False, lead: str | None = None) -> str:
    """The whole answer as markdown; `lead` (workload line and what changed) goes first.
    Chinese is written in Simplified and converted once here when the answer is in Traditional."""
    lang = lang or r.language
    md = _markdown(r, lang, lead)
    return to_script(md, lang, hk)


def _markdown(r: Recommendation, lang: str, lead: str | None) -> str:
    w = r.workload
    inference = serves(w.task)
    zh = is_zh(lang)
    out = [f"# {t('title', lang)}{'：' if zh else ': '}{r.model} {task_name(w.task, lang)}", ""]
    if lead:
        out += [lead, ""]
    out += [headline(r.model_copy(update={"language": lang})), ""]
    out += [*(f"> {m.text(lang)}" for m in r.beside_pick), *([""] if r.beside_pick else [])]
    if r.scope is not None:
        out += [f"> {r.scope.text(lang)}", ""]
    if r.constraints:
        out += [f"## {t('constraints', lang)}", ""] + constraint_lines(r, lang) + [""]
    out += [f"## {t('workload', lang)}", ""] + _table(["", ""], workload_rows(r, lang)) + [""]
    if r.per_gpu is not None:
        d = r.per_gpu.as_dict()
        keys = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
        parts = [[t(k, lang), gb(d[k], 2)] for k in keys if d[k]]
        parts.append([f"**{t('total', lang)}**", f"**{gb(d['total'], 2)}**"])
        out += [f"## {t('memory', lang)}", ""] + _table(["", "GB"], parts) + [""]
    if r.spec_range:
        header, rows = _tier_rows(r, lang)
        out += [f"## {t('spec', lang)}", ""] + _table(header, rows) + [""]
    if r.candidates:
        cur = r.currency
        rows = []
        for i, (c, cr) in enumerate(zip(r.candidates, r.cost_table), start=1):
            cl = cr.cost
            job = cl.job_on_demand if c.billing == "on_demand" else cl.job_spot if c.billing == "spot" else cl.job_reserved
            rows.append([
                str(i), c.provider, c.instance + (f" × {c.instances}" if c.instances > 1 else ""), c.region,
                f"{cr.gpus:g} × {c.gpu}", money(cl.hourly_on_demand, cur), money(cl.hourly_spot, cur),
                money(cl.per_gpu_hour, cur), money(job, cur, 0) if job is not None else "—",
                money(cl.cost_per_million_tokens, cur, 3) if inference else _speed_cell(c, lang, inference),
                _speed_cell(c, lang, inference) if inference else f"{c.score:.2f}",
            ] + ([f"{c.score:.2f}"] if inference else []))
        header = ["#", t("provider", lang), t("instance", lang), t("region", lang), t("gpu", lang), t("od", lang),
                  t("spot", lang), t("pergpu", lang), t("month", lang) if inference else t("job", lang)]
        header += [t("mtok", lang), t("speed", lang), t("score", lang)] if inference else [t("speed", lang), t("score", lang)]
        out += [f"## {t('cands', lang)}", ""] + _table(header, rows)
        rate = (f"1 美元 = {r.per_usd:g} {r.currency}" if zh else f"1 USD = {r.per_usd:g} {r.currency}") if r.per_usd else \
            (f"1 美元 = {r.usd_cny:g} 元" if zh else f"1 USD = {r.usd_cny:g} CNY")
        out += ["", ("计费：" if zh else "Billing: ") + billing_name(r.candidates[0].billing, lang)
                + ("；币种 " if zh else "; prices in ") + r.currency + ("；" if zh else "; ") + rate, ""]
    if r.nothing_fits or (r.rejected and not r.candidates):
        out += [f"## {t('nothing', lang)}", ""] + [f"- {m.text(lang)}" for m in r.nothing_fits] + rejected_lines(r, lang) + [""]
    elif r.rejected:
        out += [f"## {t('rejected', lang)}", ""] + rejected_lines(r, lang) + [""]
    out += [f"## {t('pitfalls', lang)}", ""]
    for p in r.pitfalls:
        mark = "⚠️" if p.triggered else "✅"
        state = t("yes" if p.triggered else "no", lang)
        out.append(f"- {mark} **{p.id}. {p.title.text(lang)}** " + (f"（{state}）：" if zh else f"({state}): ")
                   + p.why.text(lang))
    out.append("")
    if r.compatibility:
        icon = {"ok": "✅", "info": "ℹ️", "warning": "⚠️", "error": "❌"}
        out += [f"## {t('compat', lang)}", ""] + [f"- {icon[c.level]} {c.message.text(lang)}" for c in r.compatibility] + [""]
    if r.host is not None:
        h = r.host
        out += [f"## {t('host', lang)}", "",
                f"- {t('vcpu', lang)} ≥ {h.min_vcpu}, {t('ram', lang)} ≥ {h.min_ram_gib:g} GiB"
                + (f", {t('nvme', lang)}" if h.local_nvme else "") + f"; {t('net', lang)}: {h.network.text(lang)}"]
        out += [f"- {c.message.text(lang)}" for c in h.checks] + [""]
    if r.validation_plan:
        out += [f"## {t('plan', lang)}", ""] + [f"{i}. {m.text(lang)}" for i, m in enumerate(r.validation_plan, 1)] + [""]
    out += [f"## {t('assume', lang)}", ""] + ([f"- {a.text(lang)}" for a in r.assumptions] or [f"- {t('none', lang)}"]) + [""]
    out += [f"## {t('catalog', lang)}", "", f"- {t('asof', lang)}: {r.catalog_as_of or '—'}",
            f"- {t('rate', lang)}: 1 USD = {r.usd_cny:g} CNY" + (f"; 1 USD = {r.per_usd:g} {r.currency}" if r.per_usd else ""),
            f"- {t('sources', lang)}: " + "; ".join(r.catalog_sources[:8]) + (" …" if len(r.catalog_sources) > 8 else ""), ""]
    return "\n".join(out)


def to_json(r: Recommendation, *, hk: bool = False) -> dict[str, Any]:
    """The `recommend --json` contract (field names never change; more may be added). Text fields are in
    the answer's script; `language` says which ("zh-Hant" for Traditional)."""
    lang = r.language
    w = r.workload

    def cand(c: Candidate) -> dict[str, Any]:
        return {
            "provider": c.provider, "instance": c.instance, "region": c.region, "regions": c.regions, "gpu": c.gpu,
            "gpu_count": c.gpu_count, "instances": c.instances, "price_per_hour": c.price_per_hour.model_dump(),
            "billing": c.billing, "score": c.score, "score_breakdown": c.score_breakdown,
            "layout": {**c.layout.model_dump(), "nodes": c.layout.nodes}, "per_gpu_bytes": c.per_gpu_bytes,
            "utilisation": c.utilisation, "replicas": c.replicas, "users_per_replica": c.users_per_replica,
            "speed": c.speed.model_dump(exclude={"assumptions"}) if c.speed else None,
            "per_user_tokens_per_s": c.per_user_tokens_per_s, "ttft_s": c.ttft_s,
            "gradient_checkpointing": c.gradient_checkpointing,
            "source": c.source, "as_of": c.as_of,
        }

    def tier(x: SpecTier) -> dict[str, Any]:
        d: dict[str, Any] = {"tier": x.tier, "gpu_memory_gb": x.gpu_memory_gb, "count": x.count, "examples": x.examples,
                             "per_gpu_bytes": x.per_gpu_bytes, "headroom": x.headroom}
        if x.price_per_hour is not None or x.gpu:
            d.update({"gpu": x.gpu, "provider": x.provider, "instance": x.instance, "instances": x.instances,
                      "replicas": x.replicas, "price_per_hour": x.price_per_hour.model_dump() if x.price_per_hour else None,
                      "train_hours": x.train_hours, "gpu_hours": x.gpu_hours,
                      "job_cost": x.job_cost.model_dump() if x.job_cost else None})
        return d

    out = {
        "model": r.model, "params": r.params, "active_params": r.active_params, "language": lang,
        "workload": w.model_dump(exclude_none=True),
        "headline": headline(r),
        "memory": {"per_gpu_bytes": r.per_gpu.as_dict() if r.per_gpu else None, "total_bytes": r.total_bytes},
        "spec_range": [tier(x) for x in r.spec_range],
        "candidates": [cand(c) for c in r.candidates],
        "cost_table": [{"provider": c.provider, "instance": c.instance, "gpu": c.gpu, "gpus": c.gpus,
                        **c.cost.model_dump(exclude={"notes"}), "notes": c.cost.notes} for c in r.cost_table],
        "currency": r.currency, "usd_cny": r.usd_cny,
        "constraints": [{"name": c.name, "stated": c.stated, "status": c.status, "message": c.message.text(lang),
                         "label": c.label.text(lang) if c.label else c.stated} for c in r.constraints],
        "rejected": [{"reason": x.reason, "count": x.count, "message": x.message.text(lang), "examples": x.examples}
                     for x in r.rejected],
        "scope": r.scope.text(lang) if r.scope else None,
        "pitfalls": [{"id": p.id, "title": p.title.text(lang), "triggered": p.triggered, "why": p.why.text(lang)}
                     for p in r.pitfalls],
        "compatibility": [{"level": c.level, "topic": c.topic, "message": c.message.text(lang)} for c in r.compatibility],
        "host": ({"gpus_per_node": r.host.gpus, "min_vcpu": r.host.min_vcpu, "min_ram_gib": r.host.min_ram_gib,
                  "local_nvme": r.host.local_nvme, "network": r.host.network.text(lang),
                  "checks": [{"level": c.level, "message": c.message.text(lang)} for c in r.host.checks]}
                 if r.host else {}),
        "validation_plan": [m.text(lang) for m in r.validation_plan],
        "assumptions": [a.text(lang) for a in r.assumptions],
        "nothing_fits": [m.text(lang) for m in r.nothing_fits],
        "kind": r.kind, "beside_pick": [m.text(lang) for m in r.beside_pick], "not_checked": r.not_checked,
        "catalog": {"as_of": r.catalog_as_of, "sources": r.catalog_sources},
    }
    return convert_tree(out, lang, hk)


def to_terminal(r: Recommendation, lang: str | None = None, *, color: bool | None = None, hk: bool = False,
                lead: str | None = None) -> str:
    """Markdown as the terminal shows it: rich's renderer on a TTY, the plain markdown otherwise."""
    return markdown_for_terminal(to_markdown(r, lang, hk=hk, lead=lead), color=color)


def markdown_for_terminal(md: str, *, color: bool | None = None) -> str:
    """Rich's markdown rendering on a TTY; the markdown itself otherwise (pipes, files, tests)."""
    import sys

    if color is None:
        color = sys.stdout.isatty()
    if not color:
        return md
    from io import StringIO

    from rich.console import Console
    from rich.markdown import Markdown

    buf = StringIO()
    Console(file=buf, force_terminal=True, width=min(160, max(100, Console().width))).print(Markdown(md))
    return buf.getvalue()
