"""The read-only requests an agent can make, as pydantic models, and the functions that answer them.

The MCP server (`advisor/agents/mcp_server.py`) publishes each request model as a tool's JSON schema and
calls the function beside it; the functions only translate arguments into the calls the CLI makes
(`advisor.core.service`, `tools.estimate`, `advisor.core.render`), so an agent gets the CLI's numbers and
its JSON contracts. Nothing here computes a figure, and nothing writes (no catalog import).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from tools import workload_fields as wf
from tools.errors import AdvisorError, error_text, fact_of
from tools.floors import MAX_MEMORY_GB, MAX_PRICE, PRICE_FLOOR
from tools.schema import Currency, Dataset, Msg, OnOff, Workload, distinct_items

INSTANCE_LIMIT = 50
SUMMARY_TOP = 3


def provider_names() -> tuple[str, ...]:
    """The providers catalog/data/providers.csv lists (catalog.places): the names `providers` takes."""
    from catalog.places import providers

    return tuple(p.name for p in providers())


def provider_aliases() -> dict[str, str]:
    """Every other spelling → the provider's name, all from catalog/data/providers.csv: the company's one-word name
    ("google", accepted here only: in prose it is no provider), then the aliases in English, 简体 and 繁體."""
    from catalog.places import providers

    company = {a.lower(): p.name for p in providers() for a in p.company}
    return company | {a.lower(): p.name for p in providers() for a in p.aliases
                      if a.lower() != p.name and a.lower() not in company}


def canonical_provider(value: Any) -> Any:
    """'Google' → 'gcp', 'AWS' → 'aws'; an unknown name is refused with the list of accepted ones."""
    if not isinstance(value, str):
        return value
    name = " ".join(value.strip().lower().split())
    aliases = provider_aliases()
    name = aliases.get(name, name)
    known = provider_names()
    if name not in known:
        from catalog.db import imported_provider_names

        if name in imported_provider_names():  # a cloud from the user's own price sheet ("acme")
            return name
        from tools.names import near_miss

        shown = [f"{a} → {c}" for a, c in aliases.items() if a.isascii()][:12]
        hit = near_miss(name, [*known, *(a for a in aliases if a.isascii())])  # "runpd": did you mean runpod?
        near = f" (did you mean {aliases.get(hit, hit)!r}?)" if hit else ""
        raise ValueError(f"unknown provider {value!r}{near}; accepted: {', '.join(known)} (aliases such as "
                         + ", ".join(shown) + ")")
    return name


Provider = Annotated[str, BeforeValidator(canonical_provider), WithJsonSchema(
    {"type": "string", "enum": [*provider_names(), *provider_aliases()]})]


# The request models are generated from the one declaration of the workload's arguments
# (tools/workload_fields.py), which also generates the CLI's flags: same names, choices and limits. The agent
# surfaces add their own: providers by alias (google → gcp, refused with the list when unknown), a data set,
# and the summary/full detail of the answer.
# every list argument bounded and de-duplicated as the Workload's are (tools.schema.distinct_items)
Providers = Annotated[list[Provider], BeforeValidator(distinct_items), AfterValidator(distinct_items)]
_PROVIDERS = (Providers | None, Field(None, description="Only these clouds (lower-case names; aliases such as "
                                           "google → gcp, aliyun → alibaba are accepted). An unknown name is refused "
                                           "with the list. CLI: --provider (repeatable)."))
# the clouds left out take the same names, refused the same way: "runpd" left RunPod in with no word
_EXCLUDED = (Providers | None, Field(None, description="Never these clouds (lower-case names or aliases, as "
                                           "`providers`); the others stay open. An unknown name is refused with the "
                                           "list and the name it is near. CLI: --exclude-provider (repeatable)."))
_DATASET = (Dataset | None, Field(None, description="The training data instead of train_tokens: amount and unit "
                                  "(examples, images, tokens, audio_hours), optionally epochs and tokens_per_unit; "
                                  "turned into tokens by a stated assumption, e.g. {\"amount\": 50000, \"unit\": "
                                  "\"examples\", \"epochs\": 3}."))
EstimateArgs = wf.args_model("EstimateArgs", "estimate", doc="The `gpu-advisor estimate` flags, named as the "
                             "`workload` object of the JSON contract.", extra={"dataset": _DATASET})
RecommendArgs = wf.args_model("RecommendArgs", "recommend", doc="The `gpu-advisor recommend` flags.",
                              extra={"providers": _PROVIDERS, "excluded_providers": _EXCLUDED, "dataset": _DATASET})
RecommendMarkdownArgs = wf.args_model(
    "RecommendMarkdownArgs", "recommend", doc="The `gpu-advisor recommend` flags, `detail` and `markdown`.",
    extra={"providers": _PROVIDERS, "excluded_providers": _EXCLUDED, "dataset": _DATASET,
           "detail": (Literal["summary", "full"], Field("summary", description="summary (default, under 4 KB): headline, "
                      "top 3 offers with their costs, only the warnings that fire. full: the whole `recommend --json` "
                      "contract (~30 KB).")),
           "markdown": (OnOff, Field(False, description="Also return the answer as markdown (the export format) in "
                                    "`markdown`; implies detail full."))})


class CatalogArgs(BaseModel):
    """The filter flags of `gpu-advisor catalog gpus` / `catalog instances`."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    providers: Providers | None = Field(None, description="Only offers from these clouds (lower-case names; "
                                             "aliases such as google → gcp accepted; an unknown name is refused).")
    gpu: str | None = Field(None, description="One GPU type, loosely named: 'H100', 'A100-80GB', 'L4'.")
    min_memory: float | None = Field(None, ge=0, le=MAX_MEMORY_GB,
                                     description="Per-GPU memory at least this many GB (nominal size).")
    max_price: float | None = Field(None, ge=PRICE_FLOOR, le=MAX_PRICE, description="On-demand price at most this, in `currency` "
                                    "(per GPU-hour for list_gpus, per instance-hour for list_instances).")
    currency: Currency = Field("USD", description="Currency of `max_price` (and of list_gpus' cheapest_gpu_hour).")


class InstanceArgs(CatalogArgs):
    include_quarantined: OnOff = Field(False, description="Also return rows `catalog check` keeps out of rankings "
                                      "(suspect prices, retired SKUs); their `quarantined` field says why. CLI: --all.")
    limit: int = Field(INSTANCE_LIMIT, ge=1, le=2000, description="Most rows returned (the catalog holds over 1,000); "
                       "`total` says how many matched.")


def estimate_memory(a: BaseModel) -> dict[str, Any]:
    """`gpu-advisor estimate --json`."""
    from advisor.core.render_estimate import estimate_json
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate

    kw = a.model_dump(exclude={"dataset"})
    w = wf.workload_from_flags(kw, "estimate")
    if getattr(a, "dataset", None) is not None:
        w = w.model_copy(update={"dataset": a.dataset})  # type: ignore[attr-defined]
    arch = load_arch(w.model, w.params_b, w.active_params_b)
    gpu = get_gpu(kw["gpu"]) if kw["gpu"] else None
    return estimate_json(estimate(arch, w, gpu), gpu)


def _recommendation(a: BaseModel) -> Any:
    """What `gpu-advisor recommend` computes for the same flags (tests/e2e/test_mcp.py holds the two equal)."""
    from advisor.core.service import advise
    from catalog.gpus import preference_name

    kw = a.model_dump(exclude={"markdown", "detail", "dataset", "label"})
    w = wf.workload_from_flags(kw, "recommend", gpu_name=preference_name)
    from catalog.db import unknown_regions_refused, unknown_users_places_refused

    unknown_regions_refused(w.regions)  # "sa-east-99": refused in words, as an unknown provider is
    unknown_users_places_refused(w.users_region)  # "mars": no place, never echoed as the users' place
    dataset = getattr(a, "dataset", None)
    if dataset is not None:
        w = w.model_copy(update={"dataset": dataset})
    return advise(w, stated=wf.stated(w), currency=kw["currency"], top_n=kw["top"])


def recommend(a: Any) -> dict[str, Any]:
    """The summary (default), or `gpu-advisor recommend --json` with `markdown` (`--markdown`) when asked."""
    from advisor.core.render import to_json, to_markdown

    rec = _recommendation(a)
    if a.detail == "summary" and not a.markdown:
        return summary(rec)
    out = to_json(rec)
    if a.model_dump()["markdown"]:
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
    from advisor.core.render import headline, levers
    from advisor.core.script import convert_tree
    from tools.summary import rank_key, table_rows

    # the human table's top rows (one per provider × GPU, other GPU counts of the same offer folded in), not
    # the first three candidates, which are often one offer at 1, 2 and 3 GPUs
    top = [TopRow(rank=i, provider=c.provider, instance=c.instance, gpu=c.gpu, gpus=r.cost.gpus,
                  price_per_hour=c.price_per_hour, billing=c.billing, cost=r.cost.cost.model_copy(update={"notes": []}),
                  rank_value=r.key, marks=list(r.marks), also_gpus=sorted(r.folded_counts))
           for i, r in enumerate(table_rows(rec, SUMMARY_TOP), start=1) for c in [r.candidate]]
    more = {"en": "Call recommend again with detail 'full' for every offer, the cost table, memory tiers, host, "
                  "validation plan and assumptions; explain for the formulas.",
            "zh": "用 detail 'full' 再调用 recommend 可得全部方案、成本表、规格区间、主机、验证计划和假设；explain 给出公式。"}
    out = RecommendSummary(model=rec.model, language=rec.language, headline=headline(rec), workload=rec.workload,
                           ranked_by=rank_key(rec) if rec.candidates else None,
                           per_gpu_bytes=rec.per_gpu.as_dict() if rec.per_gpu else None, top=top, warnings=warnings(rec),
                           levers=levers(rec, rec.language),
                           assumptions_count=len(rec.assumptions), currency=rec.currency, catalog_as_of=rec.catalog_as_of,
                           more=more["zh" if rec.language.startswith("zh") else "en"])
    return within(convert_tree(out.model_dump(mode="json", exclude_none=True), rec.language))


SUMMARY_MAX_BYTES = 4096  # an agent doing four what-ifs keeps them all in its context


def within(out: dict[str, Any], limit: int = SUMMARY_MAX_BYTES) -> dict[str, Any]:
    """The summary under `limit` bytes of compact JSON: the top rows after the first, then levers, then warnings are
    cut (a long 繁體 headline is three bytes a character), and `more` says so. Warnings go last: what fires (a pitfall,
    an unmet constraint) matters more to an agent than a second or third offer it can fetch with detail 'full'."""
    import pydantic_core

    more, cut = out["more"], 0
    room = limit - len(pydantic_core.to_json({"detail": "summary"}))  # the key the tool adds after this
    top = out.get("top", [])
    while len(pydantic_core.to_json(out)) > room and (out["warnings"] or out.get("levers") or len(top) > 1):
        (top if len(top) > 1 else out.get("levers") or out["warnings"]).pop()
        cut += 1
        out["more"] = f"{cut} more warning(s), lever(s) or offer(s) with detail 'full'. " + more  # counted as it grows
    return out


def check_pitfalls(a: Any) -> dict[str, Any]:
    """The eight pitfalls (and compatibility checks) of `recommend`, checked against its top pick."""
    from advisor.core.render import to_json

    d = to_json(_recommendation(a))
    top = d["candidates"][0] if d["candidates"] else None
    return {"workload": d["workload"], "checked_against": top, "pitfalls": d["pitfalls"],
            "triggered": [p["id"] for p in d["pitfalls"] if p["triggered"]], "compatibility": d["compatibility"],
            "nothing_fits": d["nothing_fits"]}


def explain(a: BaseModel) -> dict[str, Any]:
    """The chat's *why?*: formulas and assumptions behind the recommendation, with its numbers."""
    from advisor.core.conversation import explain as explain_text
    from advisor.core.render import headline

    rec, lang = _recommendation(a), a.model_dump()["lang"]
    return {"headline": headline(rec), "markdown": explain_text(rec, lang),
            "assumptions": [m.text(lang) for m in rec.assumptions]}


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
    if w.thinking_use == "on" and w.thinking is None:  # "thinking on" read: the switch's argument (defaults.thinking_switch)
        out["thinking"] = True
    return out


def parse_request(a: ParseArgs) -> dict[str, Any]:
    """The chat's reading of one sentence: what it stated, the line a person would be shown (defaults
    included), the defaults assumed, the questions a person would be asked, and `recommend`'s arguments."""
    from advisor.config import TOKEN_LIKE, redact
    from advisor.core.conversation import _lang_of, plan_questions
    from advisor.core.extract_rules import extract, strip_invisible
    from advisor.core.render import workload_line
    from advisor.core.script import to_script, typed_quotes
    from tools.defaults import WorkloadError, resolve
    from tools.followup import merge_workload

    # as the chat reads it: "$1<U+200B>500" is $1,500; a pasted secret masked, never echoed in a note
    text = strip_invisible(redact(a.text, shortest=TOKEN_LIKE))
    e = extract(text)
    lang = _lang_of(e, text, None)
    w = merge_workload(Workload(), e.applied())  # with a vague budget's top, as the chat applies it (said in notes)
    said = merge_workload(Workload(), e.applied(("budget", "budget_per_hour")))  # a vague budget is said; a place
    # the user is in is no requirement (the chat shows each plan's region for it)
    try:
        resolved, assumed = resolve(w)
    except (WorkloadError, ValueError) as err:
        # in the message's language, as the chat says it (a Chinese message never gets an English sentence back)
        fact = fact_of(err)
        code, args = (fact.code, dict(fact.args)) if isinstance(fact, Msg) else (None, None)
        raise AdvisorError(to_script(error_text(err, lang), lang), code=code, args=args) from err
    render_lang = "zh" if lang.startswith("zh") else "en"
    notes = [e.zh_notes.get(n, n) for n in e.notes] if render_lang == "zh" else list(e.notes)  # the user's language
    out = {"language": lang, "workload_line": workload_line(resolved, render_lang),
           "stated": said.model_dump(mode="json", exclude_none=True),
           "assumed": [m.text(render_lang) for m in assumed],
           "questions": [q for _, q in plan_questions(w, render_lang)],
           "notes": notes,
           "recommend_arguments": {**recommend_arguments(w), "lang": lang} | ({"currency": e.currency} if e.currency else {}),
           "understood": bool(e.stated)}
    if lang == "zh-Hant":  # the user's quoted words kept as typed by the conversion below
        out["notes"] = [typed_quotes(n, text) for n in notes]
    return {k: (to_script(v, lang) if isinstance(v, str) and k != "language" else
                [to_script(x, lang) for x in v] if isinstance(v, list) else v) for k, v in out.items()}


CompareOption = wf.args_model(
    "CompareOption", "recommend", doc="One column of `compare`: a label and `recommend`'s arguments.",
    extra={"providers": _PROVIDERS, "excluded_providers": _EXCLUDED, "dataset": _DATASET,
           "label": (str, Field(description="The column's name, e.g. 'H100' or 'QLoRA'.", max_length=60))})


class CompareArgs(BaseModel):
    """`gpu-advisor compare`, with each option given as `recommend`'s arguments."""

    model_config = ConfigDict(extra="forbid")

    options: list[CompareOption] = Field(  # type: ignore[valid-type]  # a generated model
        min_length=2, max_length=4, description="Two to four workloads, each with a "
                                         "label and `recommend`'s arguments (usually the same but one: gpu_preference, "
                                         "task, seq_len, precision, providers…).")


def compare(a: CompareArgs) -> dict[str, Any]:
    """Each option through the same recommender as `recommend`, then side by side (tools.compare: the same
    `Comparison` as `gpu-advisor compare --json`)."""
    from tools.compare import comparison_of

    recs = [_recommendation(o) for o in a.options]
    labels = [o.label for o in a.options]  # type: ignore[attr-defined]
    mixed = mixed_currencies(labels, [r.currency for r in recs])
    if mixed:
        raise AdvisorError(mixed)
    return comparison_of(recs, labels).model_dump(mode="json", exclude_none=True)


def mixed_currencies(labels: list[str], currencies: list[str]) -> str | None:
    """Why options priced in different currencies are refused (option a's 34.42 CNY beside
    option b's 4.78 USD for the same machine, under one top-level "currency": "CNY", read as 7× cheaper); None when
    every option is priced in one currency. The currency each was priced in, as its answer says (a currency with no
    rate falls back to USD there)."""
    if len(set(currencies)) < 2:
        return None
    each = ", ".join(f"{lab}: {cur}" for lab, cur in zip(labels, currencies))
    return (f"options are priced in different currencies ({each}): give every option the same `currency` (and its "
            "`budget` in it), so their figures can be set side by side")
