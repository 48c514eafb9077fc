"""The conversation engine shared by the terminal and the Slack bot.

One message: load the thread's state → extract a patch (rules; the LLM when configured, rules on any
LLM failure) → handle intents (reset, help, export, why, chart, cheaper) → merge the patch → ask at
most two questions when the task or the model size is missing → recommend → render → save.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from advisor.extract_rules import Extraction, extract
from advisor.render import headline, to_markdown
from advisor.store import Store
from tools.defaults import WorkloadError
from tools.schema import TRAINING_TASKS, Recommendation, Workload, WorkloadPatch

log = logging.getLogger("gpu_advisor.conversation")

TRAINING_ONLY = ("batch_size", "lora_rank", "zero_stage", "gradient_checkpointing", "train_tokens", "optimizer")
INFERENCE_ONLY = ("concurrency", "kv_precision")
CHEAPER_WEIGHTS = {"price": 0.6, "memory": 0.15, "bandwidth": 0.1, "compute": 0.1, "flexibility": 0.05}


@dataclass
class Reply:
    kind: str  # answer | question | export | explain | help | reset | greeting | error
    text: str
    language: str = "en"
    recommendation: Recommendation | None = None
    questions: list[str] = field(default_factory=list)
    export_markdown: str | None = None
    want_chart: bool = False
    extractor: str = "rules"

    @property
    def summary(self) -> str:
        """A one-line fallback (Slack notifications)."""
        if self.recommendation is not None and self.kind in ("answer", "export", "explain"):
            return headline(self.recommendation)
        return self.text.split("\n", 1)[0][:300]


HELP = {
    "en": ("**GPU Advisor** sizes GPU servers for AI workloads and prices them across clouds.\n\n"
           "Ask like: *LoRA fine-tune Llama-3-8B, 4k context* · *serve Qwen2.5-72B for 32 users at 8k* · "
           "*pretrain a 1B model on 100B tokens, spot*.\n\n"
           "Follow-ups in the same thread: *what about 32k context?* · *use int4* · *only AWS* · *make it 64 users* · "
           "*cheaper?* · *why?* (assumptions and formulas) · *export* (markdown) · *chart* · *reset*."),
    "zh": ("**GPU 选型助手**：估算 AI 负载需要的 GPU 服务器，并对比各家云的价格。\n\n"
           "可以这样问：*LoRA 微调 Llama-3-8B，4k 上下文* · *部署 Qwen2.5-72B，32 并发，8k 上下文* · *预训练 1B 模型，1000亿 token，竞价实例*。\n\n"
           "同一线程里继续问：*32k 上下文呢？* · *用 INT4 呢* · *只要阿里云* · *改成 64 并发* · *便宜点？* · "
           "*为什么？*（假设与公式）· *导出*（markdown）· *图* · *重新开始*。"),
}
GREETING = {"en": "Hi! Tell me the model and what you want to run (serve, LoRA, full fine-tune, pretrain), and I'll size the GPUs.",
            "zh": "你好！告诉我模型和要做的事（推理部署、LoRA 微调、全参微调、预训练），我来估算需要的 GPU。"}


def _lang_of(e: Extraction, text: str, previous: str | None) -> str:
    import re

    if re.search(r"[\u3400-\u9fff]", text):
        return "zh"
    words = re.findall(r"[A-Za-z]{3,}", text)
    if previous and (not e.stated or len(words) <= 2):
        return previous
    return "en" if words else (previous or "en")


def merge_workload(current: Workload, patch: WorkloadPatch) -> Workload:
    """Apply a message's patch to the thread's workload (only stated fields are ever stored)."""
    data = current.model_dump(exclude_none=True)
    new = patch.model_dump(exclude_none=True)
    new.pop("language", None)
    if "model" in new:
        data.pop("params_b", None)
    elif "params_b" in new:
        data.pop("model", None)
    old_task, new_task = data.get("task"), new.get("task")
    if old_task and new_task and (old_task in TRAINING_TASKS) != (new_task in TRAINING_TASKS):
        for k in (TRAINING_ONLY if new_task == "inference" else INFERENCE_ONLY):
            data.pop(k, None)
        if new_task == "inference" and data.get("precision") in ("fp32",):
            data.pop("precision")
    if new_task == "qlora" and data.get("precision") not in (None, "bf16", "fp16"):
        data.pop("precision", None)
    data.update(new)
    return Workload(**data)


def questions_for(w: Workload, lang: str) -> list[str]:
    qs = []
    if w.task is None:
        qs.append("What will you run: serve it (inference), LoRA / QLoRA fine-tune, full fine-tune, or pretrain?"
                  if lang != "zh" else "要做什么：推理部署、LoRA / QLoRA 微调、全参微调，还是预训练？")
    if w.model is None and w.params_b is None:
        qs.append("Which model, or how many parameters (e.g. Llama-3-8B, Qwen2.5-72B, or just 13B)?"
                  if lang != "zh" else "用哪个模型，或者参数量多大（例如 Llama-3-8B、Qwen2.5-72B，或直接说 13B）？")
    return qs[:2]


def defaults_line(w: Workload, lang: str) -> str:
    training = w.task in TRAINING_TASKS
    if lang == "zh":
        return ("其余按默认值估算：BF16、" + ("序列 2,048、micro-batch 1、AdamW" if training else "上下文 4,096、1 路并发")
                + "、按量计费；随时可以改。")
    return ("Everything else gets defaults I'll state: bf16, " + ("2,048-token sequences, micro-batch 1, AdamW" if training
            else "4,096-token context, 1 user") + ", on-demand billing; change any of them later.")


def explain(rec: Recommendation, lang: str) -> str:
    """Why: the assumptions and the formulas behind the last answer, with its numbers."""
    from advisor.units import gb

    w = rec.workload
    per = rec.per_gpu
    zh = lang == "zh"
    lines = ["## " + ("这个回答是怎么算的" if zh else "How this answer was computed"), ""]
    if per is not None:
        lines.append(("- 权重 = 参数量 × 每参数字节（" if zh else "- weights = parameters × bytes per parameter (")
                     + f"{rec.params / 1e9:,.2f}B × {w.precision}" + ("）" if zh else ")") + f" → {gb(per.weights, 2)}" + (" / GPU" if not zh else " / 卡"))
        if per.kv_cache:
            lines.append(("- KV cache = 2 × 层数 × KV 头数 × head_dim × 字节 × 上下文 × 并发" if zh else
                          "- KV cache = 2 × layers × KV heads × head_dim × bytes × context × users")
                         + f" ({w.seq_len:,} × {w.concurrency}) → {gb(per.kv_cache, 2)}")
        if per.optimizer:
            lines.append(("- 优化器状态：混合精度 AdamW 每参数 12 字节（ZeRO 论文 Ψ 公式，按 ZeRO 阶段切分）" if zh else
                          "- optimizer states: mixed-precision AdamW, 12 bytes per trained parameter (ZeRO paper Ψ formulas, split by ZeRO stage)")
                         + f" → {gb(per.optimizer, 2)}")
        if per.activations:
            lines.append(("- 激活值：每层按 Korthikanti 等（2022）公式并用真实 PyTorch 校准" if zh else
                          "- activations: per layer after Korthikanti et al. (2022), calibrated against real PyTorch")
                         + f" → {gb(per.activations, 2)}")
        lines.append(("- 开销：CUDA 上下文 0.5 GiB + 动态分配的 5% 碎片" if zh else
                      "- overhead: 0.5 GiB CUDA context + 5 % fragmentation of dynamic allocations") + f" → {gb(per.overhead, 2)}")
        lines.append("- 规划要求 估算 × 1.2 ≤ 单卡显存（种子文档：+20%–30% 余量）" if zh else
                      "- a plan fits when estimate × 1.2 ≤ the card's memory (seed 000: +20–30 % headroom)")
    lines.append("- 排名：Score = Σ wᵢ·sᵢ，各项 min-max 归一化到 0..1，权重和为 1；算力与带宽按每单位价格计" if zh else
                  "- ranking: Score = Σ wᵢ·sᵢ, each criterion min-max normalised to 0..1, weights summing to 1; "
                  "compute and bandwidth per unit of price (seed 002's R = TFLOPS / price)")
    if rec.candidates:
        c = rec.candidates[0]
        parts = ", ".join(f"{k} {v:.2f}" for k, v in sorted(c.score_breakdown.items(), key=lambda kv: -kv[1]))
        lines.append(("- 首选的得分构成：" if zh else "- top pick's score: ") + f"{c.score:.2f} = {parts}")
    lines += ["", "### " + ("假设" if zh else "Assumptions"), ""] + [f"- {a.text(lang)}" for a in rec.assumptions]
    return "\n".join(lines)


class Engine:
    def __init__(self, store: Store | None = None, llm: Any = None,
                 advise_fn: Callable[..., Recommendation] | None = None):
        self.store = store or Store()
        if llm is None:
            from advisor.extract_llm import configured

            if configured():
                from advisor.extract_llm import LLMExtractor

                try:
                    llm = LLMExtractor()
                except Exception as e:
                    from advisor.config import redact

                    log.warning("GPU_ADVISOR_LLM is set but the model could not be built (%s); using the rule "
                                "extractor", redact(f"{type(e).__name__}: {e}")[:300])
                    llm = None
        self.llm = llm or None
        if advise_fn is None:
            from advisor.service import advise

            advise_fn = advise
        self.advise = advise_fn

    def extract(self, key: str, text: str) -> tuple[Extraction, str]:
        e = extract(text)
        if self.llm is not None and (e.stated or not e.intents):
            from advisor.extract_llm import extract_with_llm

            return extract_with_llm(self.llm, e, text, self.store.history(key))
        return e, "rules"

    def handle(self, key: str, text: str) -> Reply:
        """Answer one message in the conversation `key`. Never raises for bad input."""
        text = (text or "").strip()
        workload, last, prev_lang = self.store.load(key)
        e, path = self.extract(key, text)
        lang = _lang_of(e, text, prev_lang)
        self.store.add_message(key, "user", text)
        reply = self._dispatch(key, text, e, workload, last, lang)
        reply.extractor = path
        self.store.add_message(key, "assistant", reply.summary)
        return reply

    def _dispatch(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                  lang: str) -> Reply:
        intents = e.intents
        has_facts = bool(e.stated)
        if "reset" in intents and not has_facts:
            self.store.reset(key)
            return Reply("reset", "Started over: tell me the new workload." if lang != "zh" else "已重新开始：请告诉我新的工作负载。", lang)
        if "help" in intents or (not text):
            return Reply("help", HELP[lang], lang)
        if intents == {"greeting"}:
            return Reply("greeting", GREETING[lang], lang)
        if "export" in intents and not has_facts:
            if last is None:
                return Reply("export", "Nothing to export yet: ask a question first." if lang != "zh" else "还没有可导出的回答：先提个问题吧。", lang)
            md = to_markdown(last, lang)
            return Reply("export", md, lang, recommendation=last, export_markdown=md)
        if "why" in intents and not has_facts:
            if last is None:
                return Reply("explain", "I have not answered anything yet." if lang != "zh" else "还没有回答可以解释。", lang)
            return Reply("explain", explain(last, lang), lang, recommendation=last)
        if "chart" in intents and not has_facts and last is not None:
            return Reply("answer", headline(last.model_copy(update={"language": lang})), lang, recommendation=last, want_chart=True)

        try:
            merged = merge_workload(workload, e.patch)
        except (WorkloadError, ValueError) as err:
            return Reply("error", str(err), lang)
        note = ""
        weights = None
        if "cheaper" in intents:
            if merged.task in TRAINING_TASKS:
                merged = merged.model_copy(update={"billing": "spot"})
                note = ("Cheaper: priced on spot (training restarts from checkpoints ≤ 15 min apart)."
                        if lang != "zh" else "更便宜：改按竞价实例计价（训练可从 ≤ 15 分钟一次的 checkpoint 续跑）。")
            else:
                weights = CHEAPER_WEIGHTS
                note = ("Cheaper: ranked by price first. Spot is not offered for online inference (a reclaim takes the "
                        "service down); INT8/INT4 weights or a smaller context cut memory further."
                        if lang != "zh" else "更便宜：按价格优先排序。线上推理不建议用竞价实例（回收即中断服务）；"
                        "INT8/INT4 或缩短上下文可进一步降低显存。")
        missing = questions_for(merged, lang)
        if missing:
            self.store.save(key, merged, last, lang)
            body = "\n".join(f"- {q}" for q in missing) + "\n\n" + defaults_line(merged, lang)
            return Reply("question", body, lang, questions=missing)
        try:
            rec = self.advise(merged.model_copy(update={"language": lang}),
                              stated={k for k, v in merged.model_dump().items() if v is not None},
                              currency=merged.budget_per_hour.currency if merged.budget_per_hour else ("CNY" if lang == "zh" and any(p in ("alibaba", "tencent", "huawei", "baidu", "volcano") for p in (merged.providers or [])) else None),
                              **({"weights": weights} if weights else {}))
        except (WorkloadError, LookupError) as err:
            self.store.save(key, workload, last, lang)
            msg = str(err)
            return Reply("error", (f"I can't size that: {msg}" if lang != "zh" else f"无法估算：{msg}"), lang)
        self.store.save(key, merged, rec, lang)
        md = to_markdown(rec, lang)
        if note:
            md = f"> {note}\n\n" + md
        if e.notes and lang != "zh":
            md = "\n".join(f"> {n}" for n in e.notes) + "\n\n" + md
        return Reply("answer", md, lang, recommendation=rec, want_chart="chart" in intents)
