"""Render a Recommendation: markdown (the export format, English or Chinese), the JSON contract,
and plain text for terminals. Every figure printed here was computed in tools/; this module only
formats."""

from __future__ import annotations

from typing import Any

from advisor.units import gb, money
from tools.schema import Candidate, Recommendation

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
    "activations": ("activations", "激活值"), "kv_cache": ("KV cache", "KV cache"), "overhead": ("overhead (CUDA context, fragmentation)", "开销（CUDA 上下文、碎片）"),
    "total": ("total", "合计"), "asof": ("prices as of", "价格日期"), "sources": ("sources", "来源"),
    "rate": ("exchange rate", "汇率"), "yes": ("triggered", "触发"), "no": ("ok", "未触发"),
    "vcpu": ("vCPU", "vCPU"), "ram": ("RAM", "内存"), "nvme": ("local NVMe", "本地 NVMe"), "net": ("network", "网络"),
    "none": ("none", "无"), "tok_s": ("tok/s", "tok/s"), "h": ("h", "小时"),
}


BILLING_NAMES = {"on_demand": ("on-demand", "按量"), "spot": ("spot", "竞价"), "reserved": ("monthly reserved", "包年包月")}


def billing_name(b: str | None, lang: str) -> str:
    en, zh = BILLING_NAMES.get(b or "on_demand", (b or "", b or ""))
    return zh if lang == "zh" else en


def t(key: str, lang: str) -> str:
    en, zh = L[key]
    return zh if lang == "zh" else en


def task_name(task: str | None, lang: str) -> str:
    en, zh = TASK_NAMES.get(task or "inference", (task or "", task or ""))
    return zh if lang == "zh" else en


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [_row(header), _row(["---"] * len(header)), *(_row(r) for r in rows)]


def _speed_cell(c: Candidate, lang: str, inference: bool) -> str:
    sp = c.speed
    if sp is None:
        return "—"
    if inference:
        v = (sp.decode_aggregate_expected or 0) * c.replicas
        return f"{v:,.0f} {t('tok_s', lang)}"
    if sp.train_hours:
        return f"{sp.train_hours:,.1f} {t('h', lang)}"
    return f"{sp.train_tokens_per_s:,.0f} {t('tok_s', lang)}" if sp.train_tokens_per_s else "—"


def headline(r: Recommendation) -> str:
    """One line for notifications and the Slack `text` fallback."""
    lang = r.language
    tier = next((x for x in r.spec_range if x.tier == "recommended"), None)
    top = r.candidates[0] if r.candidates else None
    if lang == "zh":
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


def workload_rows(r: Recommendation, lang: str) -> list[list[str]]:
    w = r.workload
    rows = [[t("model", lang), r.model], [t("params", lang), f"{r.params / 1e9:,.2f}B"
                                          + (f" ({r.active_params / 1e9:,.2f}B active)" if r.active_params != r.params else "")],
            [t("task", lang), task_name(w.task, lang)], [t("precision", lang), (w.precision or "").upper()],
            [t("context", lang), f"{w.seq_len:,}" if w.seq_len else "—"]]
    if w.task == "inference":
        rows.append([t("concurrency", lang), str(w.concurrency)])
    else:
        rows.append([t("batch", lang), str(w.batch_size)])
        if w.train_tokens:
            rows.append([t("tokens", lang), f"{w.train_tokens:,}"])
    rows.append([t("billing", lang), billing_name(w.billing, lang)])
    if w.budget_per_hour:
        rows.append([t("budget", lang), money(w.budget_per_hour.amount, w.budget_per_hour.currency) + "/h"])
    if w.providers:
        rows.append([t("providers", lang), ", ".join(w.providers)])
    return rows


def to_markdown(r: Recommendation, lang: str | None = None) -> str:
    lang = lang or r.language
    w = r.workload
    inference = w.task == "inference"
    out = [f"# {t('title', lang)}{'：' if lang == 'zh' else ': '}{r.model} {task_name(w.task, lang)}", "", headline(r.model_copy(update={"language": lang})), ""]
    out += [f"## {t('workload', lang)}", ""] + _table(["", ""], workload_rows(r, lang)) + [""]
    if r.per_gpu is not None:
        d = r.per_gpu.as_dict()
        parts = [[t(k, lang), gb(d[k], 2)] for k in ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead") if d[k]]
        parts.append([f"**{t('total', lang)}**", f"**{gb(d['total'], 2)}**"])
        out += [f"## {t('memory', lang)}", ""] + _table(["", "GB"], parts) + [""]
    if r.spec_range:
        rows = [[t(x.tier, lang), f"{x.gpu_memory_gb:g} GB", str(x.count), ", ".join(x.examples), gb(x.per_gpu_bytes, 1)
                 + (f" — {x.note.text(lang)}" if x.note else "")] for x in r.spec_range]
        out += [f"## {t('spec', lang)}", ""] + _table([t("tier", lang), t("gpu_mem", lang), t("count", lang),
                                                      t("examples", lang), t("est", lang)], rows) + [""]
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
        out += ["", ("Billing: " if lang != "zh" else "计费：") + billing_name(r.candidates[0].billing, lang)
                + ("; prices in " if lang != "zh" else "；币种 ") + r.currency
                + (f"; 1 USD = {r.usd_cny:g} CNY" if lang != "zh" else f"；1 美元 = {r.usd_cny:g} 元"), ""]
    if r.nothing_fits:
        out += [f"## {t('nothing', lang)}", ""] + [f"- {m.text(lang)}" for m in r.nothing_fits] + [""]
    out += [f"## {t('pitfalls', lang)}", ""]
    for p in r.pitfalls:
        mark = "⚠️" if p.triggered else "✅"
        state = t("yes" if p.triggered else "no", lang)
        out.append(f"- {mark} **{p.id}. {p.title.text(lang)}** " + (f"（{state}）：" if lang == "zh" else f"({state}): ")
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
            f"- {t('rate', lang)}: 1 USD = {r.usd_cny:g} CNY",
            f"- {t('sources', lang)}: " + "; ".join(r.catalog_sources[:8]) + (" …" if len(r.catalog_sources) > 8 else ""), ""]
    return "\n".join(out)


def to_json(r: Recommendation) -> dict[str, Any]:
    """The `recommend --json` contract (field names never change; more may be added)."""
    lang = r.language
    w = r.workload

    def cand(c: Candidate) -> dict[str, Any]:
        return {
            "provider": c.provider, "instance": c.instance, "region": c.region, "regions": c.regions, "gpu": c.gpu,
            "gpu_count": c.gpu_count, "instances": c.instances, "price_per_hour": c.price_per_hour.model_dump(),
            "billing": c.billing, "score": c.score, "score_breakdown": c.score_breakdown,
            "layout": {**c.layout.model_dump(), "nodes": c.layout.nodes}, "per_gpu_bytes": c.per_gpu_bytes,
            "utilisation": c.utilisation, "replicas": c.replicas,
            "speed": c.speed.model_dump(exclude={"assumptions"}) if c.speed else None,
            "source": c.source, "as_of": c.as_of,
        }

    return {
        "model": r.model, "params": r.params, "active_params": r.active_params, "language": lang,
        "workload": w.model_dump(exclude_none=True),
        "memory": {"per_gpu_bytes": r.per_gpu.as_dict() if r.per_gpu else None, "total_bytes": r.total_bytes},
        "spec_range": [{"tier": x.tier, "gpu_memory_gb": x.gpu_memory_gb, "count": x.count, "examples": x.examples,
                        "per_gpu_bytes": x.per_gpu_bytes, "headroom": x.headroom} for x in r.spec_range],
        "candidates": [cand(c) for c in r.candidates],
        "cost_table": [{"provider": c.provider, "instance": c.instance, "gpu": c.gpu, "gpus": c.gpus,
                        **c.cost.model_dump(exclude={"notes"}), "notes": c.cost.notes} for c in r.cost_table],
        "currency": r.currency, "usd_cny": r.usd_cny,
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
        "catalog": {"as_of": r.catalog_as_of, "sources": r.catalog_sources},
    }


def to_terminal(r: Recommendation, lang: str | None = None, *, color: bool | None = None) -> str:
    """Markdown as the terminal shows it: rich's renderer on a TTY, the plain markdown otherwise."""
    md = to_markdown(r, lang)
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
