"""The read-only requests an agent can make, as pydantic models, and the functions that answer them.

The MCP server (`advisor/agents/mcp_server.py`) publishes each request model as a tool's JSON schema and
calls the function beside it; the functions only translate arguments into the calls the CLI makes
(`advisor.core.service`, `tools.estimate`, `advisor.core.render`), so an agent gets the CLI's numbers and
its JSON contracts. Nothing here computes a figure, and nothing writes (no catalog import).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from tools.errors import AdvisorError
from tools.floors import MAX_MEMORY_GB, MAX_PRICE, PRICE_FLOOR
from tools.schema import Billing, BudgetPer, Currency, Dataset, Framework, Optimizer, Precision, Task, Workload

INSTANCE_LIMIT = 50
SUMMARY_TOP = 3
# Names an agent may use beyond catalog/data/providers.csv's own aliases (its one-word company names).
EXTRA_ALIASES = {"google": "gcp", "amazon": "aws", "microsoft": "azure", "lambda labs": "lambda", "lambdalabs": "lambda",
                 "alibaba cloud": "alibaba", "tencent cloud": "tencent", "huawei cloud": "huawei", "vast.ai": "vast",
                 "vastai": "vast", "prime intellect": "primeintellect"}


def provider_names() -> tuple[str, ...]:
    """The providers catalog/data/providers.csv lists (catalog.places): the names `providers` takes."""
    from catalog.places import providers

    return tuple(p.name for p in providers())


def provider_aliases() -> dict[str, str]:
    """Every other spelling → the provider's name: the file's aliases in English, 简体 and 繁體, then EXTRA_ALIASES."""
    from catalog.places import providers

    names = set(provider_names())
    extra = {a: c for a, c in EXTRA_ALIASES.items() if c in names}
    return extra | {a.lower(): p.name for p in providers() for a in p.aliases if a.lower() != p.name and a.lower() not in extra}


def canonical_provider(value: Any) -> Any:
    """'Google' → 'gcp', 'AWS' → 'aws'; an unknown name is refused with the list of accepted ones."""
    if not isinstance(value, str):
        return value
    name = " ".join(value.strip().lower().split())
    aliases = provider_aliases()
    name = aliases.get(name, name)
    known = provider_names()
    if name not in known:
        shown = [f"{a} → {c}" for a, c in aliases.items() if a.isascii()][:12]
        raise ValueError(f"unknown provider {value!r}; accepted: {', '.join(known)} (aliases such as "
                         + ", ".join(shown) + ")")
    return name


Provider = Annotated[str, BeforeValidator(canonical_provider), WithJsonSchema(
    {"type": "string", "enum": [*provider_names(), *provider_aliases()]})]


class WorkloadArgs(BaseModel):
    """The `gpu-advisor estimate` flags, named as the `workload` object of the JSON contract."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    model: str | None = Field(None, description="Registry model, loosely spelled: 'llama-3-8b', 'Qwen2.5 72B', "
                              "'deepseek-v3'. Give this or params_b. An unknown name fails with the closest names.")
    params_b: float | None = Field(None, description="Model size in billions of parameters when it is not in the registry "
                                   "(e.g. 7 for a 7B model); a Llama-like architecture is assumed and said so. CLI: --params.")
    task: Task | None = Field(None, description="What runs. Default: inference.")
    precision: Precision | None = Field(None, description="Weight/compute precision. Default: the model's release "
                                        "format (bf16 for most; fp8 for DeepSeek-V3/R1).")
    framework: Framework | None = Field(None, description="Training or serving framework (memory terms differ). "
                                        "Defaults: hf for training, vllm for serving.")
    seq_len: int | None = Field(None, description="Context per request (inference) or training sequence length, "
                                "in tokens. Defaults: 4096 / 2048.")
    batch_size: int | None = Field(None, description="Training micro-batch per GPU. Default: 1. CLI: --batch.")
    concurrency: int | None = Field(None, description="Sequences served at once (inference). Default: 1.")
    num_gpus: int | None = Field(None, description="Fix the GPU count instead of searching for the smallest. CLI: --gpus.")
    zero_stage: int | None = Field(None, description="ZeRO stage 0-3 (training only). CLI: --zero.")
    optimizer: Optimizer | None = Field(None, description="Training optimizer. Default: adamw.")
    lora_rank: int | None = Field(None, description="LoRA rank (task lora or qlora). Default: 16.")
    gradient_checkpointing: bool | None = Field(None, description="Force activation recomputation on or off. "
                                                "Default: only when needed to fit.")
    checkpointing: Literal["none", "selective", "full"] | None = Field(
        None, description="Activation checkpointing: none, selective (torchtitan's default, ~40 % of activations kept) "
        "or full (= gradient_checkpointing). Default: the framework's own, full only when needed to fit.")
    kv_precision: Literal["fp16", "bf16", "fp8"] | None = Field(
        None, description="KV-cache format, independent of the weights (inference). Default: 16-bit. CLI: --kv-precision.")
    grad_accum: int | None = Field(None, ge=1, le=4096, description="Gradient accumulation steps (training). Default: "
                                   "more than 1; with 1 backward frees activations as gradients arrive (lower peak).")
    torch_compile: bool | None = Field(None, description="Training under torch.compile (fewer saved activations). "
                                       "Default: off. CLI: --compile.")
    train_tokens: float | None = Field(None, description="Tokens to train on (e.g. 1e9), for time, GPU-hours and job cost.")
    dataset: Dataset | None = Field(None, description="The training data instead of train_tokens: amount and unit "
                                    "(examples, images, tokens, audio_hours), optionally epochs and tokens_per_unit; "
                                    "turned into tokens by a stated assumption, e.g. {\"amount\": 50000, \"unit\": "
                                    "\"examples\", \"epochs\": 3}.")

    def workload(self) -> Workload:
        d = {k: getattr(self, k) for k in WorkloadArgs.model_fields}
        if d["train_tokens"] is not None:
            d["train_tokens"] = int(d["train_tokens"])
        return Workload(**d)


class EstimateArgs(WorkloadArgs):
    gpu: str | None = Field(None, description="GPU type for the layout and speed: 'H100', 'A100-80GB', 'L4', 'RTX-4090'. "
                            "Without it: memory per GPU only.")


class RecommendArgs(WorkloadArgs):
    """The `gpu-advisor recommend` flags."""

    providers: list[Provider] | None = Field(None, description="Only these clouds (lower-case names; aliases such as "
                                             "google → gcp, aliyun → alibaba are accepted). An unknown name is refused "
                                             "with the list. CLI: --provider (repeatable).")
    billing: Billing | None = Field(None, description="Price the candidates by this mode. Default: on_demand.")
    budget: float | None = Field(None, description="Most you will pay for the whole plan, in `currency`, per hour unless "
                                 "`budget_per` says otherwise.")
    budget_per: BudgetPer | None = Field(None, description="The period of `budget`. Default: hour. 'total' bounds a sized "
                                         "training job's cost.")
    deadline_days: float | None = Field(None, description="Training must finish within this many days (needs "
                                        "train_tokens). Default: 30.")
    regions: list[str] | None = Field(None, description="Only these regions: us-east, us, EU, asia, china, or a region id. "
                                      "CLI: --region (repeatable).")
    target_tps: float | None = Field(None, description="Serving: the total decode throughput (tokens/s) to reach at the "
                                     "stated concurrency.")
    batch_requests: int | None = Field(None, ge=1, le=10**12, description="An offline batch job of this many requests "
                                       "instead of online serving: ranked by the job's cost, spot allowed; seq_len is "
                                       "prompt + output.")
    output_tokens: int | None = Field(None, ge=1, le=10**7, description="Batch: tokens generated per request. Default: "
                                      "a quarter of seq_len, at most 512.")
    currency: Currency | None = Field(None, description="Currency of `budget` and of the answer. Default: USD.")
    gpu_preference: str | None = Field(None, description="Only this GPU type, e.g. 'H100'. CLI: --gpu-preference or --gpu.")
    lang: Literal["en", "zh", "zh-Hant"] = Field("en", description="Language of the texts in the answer "
                                                 "(zh-Hant: Traditional script).")
    top: int = Field(10, ge=1, le=50, description="How many ranked instances.")
    exclude_marketplace: bool | None = Field(None, description="Leave out marketplace offers (Vast, Hyperbolic, Akash) "
                                             "and brokers' resales (Shadeform, Prime Intellect). CLI: --no-marketplace.")


class RecommendMarkdownArgs(RecommendArgs):
    detail: Literal["summary", "full"] = Field("summary", description="summary (default, under 4 KB): headline, top 3 "
                                               "offers with their costs, only the warnings that fire. full: the whole "
                                               "`recommend --json` contract (~30 KB).")
    markdown: bool = Field(False, description="Also return the answer as markdown (the export format) in `markdown`; "
                           "implies detail full.")


class CatalogArgs(BaseModel):
    """The filter flags of `gpu-advisor catalog gpus` / `catalog instances`."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    providers: list[Provider] | None = Field(None, description="Only offers from these clouds (lower-case names; "
                                             "aliases such as google → gcp accepted; an unknown name is refused).")
    gpu: str | None = Field(None, description="One GPU type, loosely named: 'H100', 'A100-80GB', 'L4'.")
    min_memory: float | None = Field(None, ge=0, le=MAX_MEMORY_GB,
                                     description="Per-GPU memory at least this many GB (nominal size).")
    max_price: float | None = Field(None, ge=PRICE_FLOOR, le=MAX_PRICE, description="On-demand price at most this, in `currency` "
                                    "(per GPU-hour for list_gpus, per instance-hour for list_instances).")
    currency: Currency = Field("USD", description="Currency of `max_price` (and of list_gpus' cheapest_gpu_hour).")


class InstanceArgs(CatalogArgs):
    include_quarantined: bool = Field(False, description="Also return rows `catalog check` keeps out of rankings "
                                      "(suspect prices, retired SKUs); their `quarantined` field says why. CLI: --all.")
    limit: int = Field(INSTANCE_LIMIT, ge=1, le=2000, description="Most rows returned (the catalog holds over 1,000); "
                       "`total` says how many matched.")


def estimate_memory(a: EstimateArgs) -> dict[str, Any]:
    """`gpu-advisor estimate --json`."""
    from advisor.core.render_estimate import estimate_json
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate

    w = a.workload()
    arch = load_arch(a.model, a.params_b)
    gpu = get_gpu(a.gpu) if a.gpu else None
    return estimate_json(estimate(arch, w, gpu), gpu)


def _recommendation(a: RecommendArgs) -> Any:
    """What `gpu-advisor recommend` computes for the same flags (tests/e2e/test_mcp.py holds the two equal)."""
    from advisor.core.service import advise
    from catalog.gpus import resolve_gpu_name
    from tools.cost import days_to_hours
    from tools.defaults import validate
    from tools.schema import Budget, Money

    update: dict[str, Any] = {"providers": list(a.providers or []) or None, "billing": a.billing,
                              "language": a.lang,
                              "gpu_preference": resolve_gpu_name(a.gpu_preference) if a.gpu_preference else None}
    if a.budget is not None and a.budget_per in (None, "hour"):
        update["budget_per_hour"] = Money(amount=a.budget, currency=a.currency or "USD")
    elif a.budget is not None:
        update["budget"] = Budget(amount=a.budget, currency=a.currency or "USD", per=a.budget_per or "hour")
    elif a.budget_per is not None:
        raise AdvisorError("budget_per needs budget (an amount)")
    if a.deadline_days is not None:
        update["deadline_hours"] = days_to_hours(a.deadline_days)
    update["regions"] = a.regions or None
    update["target_tokens_per_s"] = a.target_tps
    update["batch_requests"] = a.batch_requests
    update["output_tokens"] = a.output_tokens
    update["exclude_marketplace"] = a.exclude_marketplace
    w = Workload.model_validate({**a.workload().model_dump(), **update})
    validate(w)
    stated = {k for k, v in w.model_dump().items() if v is not None}
    return advise(w, stated=stated, currency=a.currency, top_n=a.top)


def recommend(a: RecommendMarkdownArgs) -> dict[str, Any]:
    """The summary (default), or `gpu-advisor recommend --json` with `markdown` (`--markdown`) when asked."""
    from advisor.core.render import to_json, to_markdown

    rec = _recommendation(a)
    if a.detail == "summary" and not a.markdown:
        return summary(rec)
    out = to_json(rec)
    if a.markdown:
        out["markdown"] = to_markdown(rec)
    return out


def warnings(rec: Any) -> list[str]:
    """Only what fires: triggered pitfalls, compatibility errors and warnings, unmet constraints, why nothing fits."""
    lang = rec.language
    out = [f"{p.title.text(lang)}: {p.why.text(lang)}" for p in rec.pitfalls if p.triggered]
    out += [c.message.text(lang) for c in rec.compatibility if c.level in ("error", "warning")]
    out += [c.message.text(lang) for c in rec.constraints if c.status != "honoured"]
    return out + [m.text(lang) for m in rec.nothing_fits]


def summary(rec: Any) -> dict[str, Any]:
    """The answer an agent needs to act on, in a few hundred tokens: picked from the recommendation (no
    figure is recomputed), in its language and script."""
    from advisor.agents.outputs import RecommendSummary, TopRow
    from advisor.core.render import headline
    from advisor.core.script import convert_tree

    top = [TopRow(rank=i, provider=c.provider, instance=c.instance, gpu=c.gpu, gpus=row.gpus, price_per_hour=c.price_per_hour,
                  billing=c.billing, cost=row.cost.model_copy(update={"notes": []}))
           for i, (c, row) in enumerate(zip(rec.candidates[:SUMMARY_TOP], rec.cost_table), start=1)]
    more = {"en": "Call recommend again with detail 'full' for every offer, the cost table, memory tiers, host, "
                  "validation plan and assumptions; explain for the formulas.",
            "zh": "用 detail 'full' 再调用 recommend 可得全部方案、成本表、规格区间、主机、验证计划和假设；explain 给出公式。"}
    out = RecommendSummary(model=rec.model, language=rec.language, headline=headline(rec), workload=rec.workload,
                           per_gpu_bytes=rec.per_gpu.as_dict() if rec.per_gpu else None, top=top, warnings=warnings(rec),
                           assumptions_count=len(rec.assumptions), currency=rec.currency, catalog_as_of=rec.catalog_as_of,
                           more=more["zh" if rec.language.startswith("zh") else "en"])
    return within(convert_tree(out.model_dump(mode="json", exclude_none=True), rec.language))


SUMMARY_MAX_BYTES = 4096  # an agent doing four what-ifs keeps them all in its context


def within(out: dict[str, Any], limit: int = SUMMARY_MAX_BYTES) -> dict[str, Any]:
    """The summary under `limit` bytes of compact JSON: warnings beyond that are cut, and `more` says so."""
    import pydantic_core

    cut = 0
    while len(pydantic_core.to_json(out)) > limit and out["warnings"]:
        out["warnings"].pop()
        cut += 1
    if cut:
        out["more"] = f"{cut} more warning(s) with detail 'full'. " + out["more"]
    return out


def check_pitfalls(a: RecommendArgs) -> dict[str, Any]:
    """The eight pitfalls (and compatibility checks) of `recommend`, checked against its top pick."""
    from advisor.core.render import to_json

    d = to_json(_recommendation(a))
    top = d["candidates"][0] if d["candidates"] else None
    return {"workload": d["workload"], "checked_against": top, "pitfalls": d["pitfalls"],
            "triggered": [p["id"] for p in d["pitfalls"] if p["triggered"]], "compatibility": d["compatibility"],
            "nothing_fits": d["nothing_fits"]}


def explain(a: RecommendArgs) -> dict[str, Any]:
    """The chat's *why?*: formulas and assumptions behind the recommendation, with its numbers."""
    from advisor.core.conversation import explain as explain_text
    from advisor.core.render import headline

    rec = _recommendation(a)
    return {"headline": headline(rec), "markdown": explain_text(rec, a.lang),
            "assumptions": [m.text(a.lang) for m in rec.assumptions]}


def _open_db() -> Any:
    from catalog.db import open_db

    return open_db()


def gpu_rows(a: CatalogArgs) -> list[dict[str, Any]]:
    """As `gpu-advisor catalog gpus --json` (tests/e2e/test_mcp.py holds the two equal): accelerators
    (blank = unknown) with the cheapest on-demand GPU-hour the catalog lists for each, in `a.currency`."""
    from advisor.config import usd_cny
    from catalog.db import query_gpus, query_instances
    from tools.cost import cheapest_gpu_hour

    rate = usd_cny()
    db = _open_db()
    rows = query_gpus(db, min_memory_gb=a.min_memory, name=a.gpu)
    offers = query_instances(db, providers=a.providers or None, rankable_only=True, priced_only=True,
                             include_quarantined=False)
    cheapest = cheapest_gpu_hour(offers, a.currency, rate)
    if a.providers or a.max_price is not None:
        rows = [r for r in rows if r["name"] in cheapest and (a.max_price is None or cheapest[r["name"]] <= a.max_price)]
    for r in rows:
        r["cheapest_gpu_hour"] = cheapest.get(r["name"])
        r["currency"] = a.currency
    return rows


def list_gpus(a: CatalogArgs) -> dict[str, Any]:
    return {"gpus": gpu_rows(a)}


def instance_rows(a: CatalogArgs) -> list[Any]:
    """As `gpu-advisor catalog instances --json`: offers from the effective catalog (your price sheets win)."""
    from advisor.config import usd_cny
    from catalog.db import query_instances

    return query_instances(_open_db(), providers=a.providers or None, gpu=a.gpu, min_memory_gb=a.min_memory,
                           max_price=a.max_price, currency=a.currency, usd_cny=usd_cny(),
                           include_quarantined=isinstance(a, InstanceArgs) and a.include_quarantined)


def list_instances(a: InstanceArgs) -> dict[str, Any]:
    rows = instance_rows(a)
    return {"total": len(rows), "instances": [r.model_dump() for r in rows[:a.limit]]}


def catalog_info() -> dict[str, Any]:
    """`gpu-advisor catalog info --json` and the exchange rate answers use: what the numbers stand on. The
    database's location is left out: a path on the server's disk means nothing to an agent and tells too much."""
    from advisor.config import usd_cny
    from catalog.db import info

    out = {k: v for k, v in info(_open_db()).items() if k != "path"}
    return {**out, "usd_cny": usd_cny()}


class ModelsArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    search: str | None = Field(None, description="Only names containing this text (case-insensitive), e.g. 'qwen'.")


def list_models(a: ModelsArgs) -> dict[str, Any]:
    """The model registry: names `model` accepts, with parameter counts from their architectures."""
    from catalog import registry
    from tools.arch import active_params, total_params

    rows = []
    for r in registry.rows():
        names = [r["name"], *(r.get("aliases") or [])]
        if a.search and not any(a.search.lower() in n.lower() for n in names):
            continue
        arch = registry.get(r["name"])
        rows.append({"name": r["name"], "params": total_params(arch), "active_params": active_params(arch),
                     "max_context": r.get("max_context"), "hf_id": r.get("hf_id"), "aliases": r.get("aliases") or []})
    return {"models": rows}


class ParseArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="A request in a person's words, English or Chinese, e.g. 'serve Llama-3-70B for "
                                  "32 users at 8k context on AWS' or '部署 Qwen2.5-72B，16 并发'.", max_length=4000)


WORKLOAD_TO_ARGS = {"budget_per_hour": None, "budget": None, "deadline_hours": None, "target_tokens_per_s": "target_tps",
                    "language": "lang", "modality": None}


def recommend_arguments(w: Workload) -> dict[str, Any]:
    """A stated workload as `recommend`'s arguments (the fields with another name or shape translated)."""
    from tools.cost import hours_to_days

    out: dict[str, Any] = {}
    for k, v in w.model_dump(mode="json", exclude_none=True).items():
        name = WORKLOAD_TO_ARGS.get(k, k)
        if name and name in RecommendMarkdownArgs.model_fields:
            out[name] = v
    money = w.budget or w.budget_per_hour
    if money is not None:
        out |= {"budget": money.amount, "currency": money.currency, "budget_per": getattr(money, "per", "hour")}
    if w.deadline_hours is not None:
        out["deadline_days"] = hours_to_days(w.deadline_hours)
    return out


def parse_request(a: ParseArgs) -> dict[str, Any]:
    """The chat's reading of one sentence: what it stated, the line a person would be shown (defaults
    included), the defaults assumed, the questions a person would be asked, and `recommend`'s arguments."""
    from advisor.core.conversation import _lang_of, merge_workload, plan_questions
    from advisor.core.extract_rules import extract
    from advisor.core.render import workload_line
    from advisor.core.script import to_script
    from tools.defaults import WorkloadError, resolve_msgs

    e = extract(a.text)
    lang = _lang_of(e, a.text, None)
    w = merge_workload(Workload(), e.patch)
    try:
        resolved, assumed = resolve_msgs(w)
    except (WorkloadError, ValueError) as err:
        raise AdvisorError(str(err)) from err
    render_lang = "zh" if lang.startswith("zh") else "en"
    out = {"language": lang, "workload_line": workload_line(resolved, render_lang),
           "stated": w.model_dump(mode="json", exclude_none=True),
           "assumed": [m.text(render_lang) for m in assumed],
           "questions": [q for _, q in plan_questions(w, render_lang)], "notes": e.notes,
           "recommend_arguments": {**recommend_arguments(w), "lang": lang}, "understood": bool(e.stated)}
    return {k: (to_script(v, lang) if isinstance(v, str) and k != "language" else
                [to_script(x, lang) for x in v] if isinstance(v, list) else v) for k, v in out.items()}


class CompareOption(RecommendArgs):
    label: str = Field(description="The column's name, e.g. 'H100' or 'QLoRA'.", max_length=60)


class CompareArgs(BaseModel):
    """`gpu-advisor compare`, with each option given as `recommend`'s arguments."""

    model_config = ConfigDict(extra="forbid")

    options: list[CompareOption] = Field(min_length=2, max_length=4, description="Two to four workloads, each with a "
                                         "label and `recommend`'s arguments (usually the same but one: gpu_preference, "
                                         "task, seq_len, precision, providers…).")


def compare(a: CompareArgs) -> dict[str, Any]:
    """Each option through the same recommender as `recommend`, then side by side (tools.compare: the same
    `Comparison` as `gpu-advisor compare --json`)."""
    from tools.compare import comparison_of

    recs = [_recommendation(o) for o in a.options]
    return comparison_of(recs, [o.label for o in a.options]).model_dump(mode="json", exclude_none=True)
