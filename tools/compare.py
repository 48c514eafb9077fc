"""Side by side: the same recommender run on two or more workloads ("H100 vs A100", "LoRA vs QLoRA",
"8k vs 32k"), one column per option, every figure a field of that option's Recommendation.

    compare(workloads, recommend) -> Comparison

`recommend` is the caller's Workload → Recommendation function (advisor.core.service.advise with the
catalog loaded), so this module stays pure. An option's column: whether anything fits, the top pick's
GPUs and machine, its hourly price, the ranking figure (job cost, price per 1 M tokens, or the hourly
price at the stated load: tools.summary.rank_key), the per-user decode speed (serving) or training
throughput, and the job's time. `cheapest` names the option whose ranking figure is lowest, only when
every option is ranked by the same figure in the same currency (else the figures are not comparable).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import BaseModel, Field

from tools.cost import serving_month_hours
from tools.errors import AdvisorError
from tools.schema import Msg, Recommendation, Workload
from tools.shown import plain
from tools.summary import RankKey, key_value, rank_key

LABEL_FIELDS = ("model", "params_b", "task", "precision", "seq_len", "concurrency", "gpu_preference", "providers",
                "billing", "num_gpus", "framework", "kv_precision", "regions", "train_tokens", "batch_size", "lora_rank")


class Option(BaseModel):
    """One column of a comparison (the top pick of one workload's answer)."""

    label: str
    workload: Workload
    model: str = ""
    fits: bool = False
    gpus: str = ""  # "2 × H100 SXM"
    gpu_count: float = 0
    provider: str = ""
    instance: str = ""
    price_per_hour: float | None = None
    key: RankKey = "hourly"
    key_value: float | None = None  # the ranking figure (see key)
    job_cost: float | None = None  # a sized job's cost (training or batch)
    cost_per_million_tokens: float | None = None  # serving: at the stated load; training: per 1 M training tokens
    per_user_tokens_per_s: float | None = None  # serving: one stream's expected decode speed
    train_tokens_per_s: float | None = None
    hours: float | None = None  # a sized job's wall time
    per_gpu_bytes: int = 0  # the estimate per GPU of the top pick's layout
    month: float | None = None  # serving: the hour × the month's hours (730, or the stated hours a day)
    # a commitment asked ("commit for a year", 包年) and only on-demand prices hold the work (tools.recommend.
    # reserved_on_demand): the month is on demand, and a year is said as on demand × 12, never as the committed price
    on_demand_for_reserved: bool = False
    year_on_demand: float | None = None  # that month × 12, said only beside a commitment priced on demand
    headline: Msg | None = None
    why_not: list[Msg] = Field(default_factory=list)  # when nothing fits: the recommender's reasons
    # the option holds the work but no price is held for it (4 × RTX 5090 to buy: the recommender's unpriced plan),
    # never shown as "does not fit"
    holds_unpriced: bool = False
    # that unpriced plan's job GPU-hours (recommend.unpriced_plan.job_cost: the GPUs × the job's wall hours), and the
    # share of a per-GPU-hour quote under which it costs less per job than the option with the fewest GPU-hours
    # (fewest ÷ these): an H20 needing ~6.7× an H800's GPU-hours for a prefill-bound batch is cheaper per job only
    # if its quote is under ~15 % of the H800's, however cheap its hour looks
    gpu_hours: float | None = None
    quote_share: float | None = None


class Comparison(BaseModel):
    currency: str
    options: list[Option]
    comparable: bool  # every option ranked by the same figure, in the same currency
    cheapest: int | None = None  # index into options of the lowest ranking figure (comparable only)


def labels_for(workloads: Sequence[Workload]) -> list[str]:
    """Each option named by the values of the fields that vary between the options ("H100 SXM" / "A100 40GB
    SXM", "2048" / "16384"); the model when nothing varies."""
    varying = [f for f in LABEL_FIELDS if len({repr(getattr(w, f)) for w in workloads}) > 1]

    def shown(v: object) -> str:
        if v is None:
            return "—"
        return ", ".join(map(str, v)) if isinstance(v, list) else f"{v:g}" if isinstance(v, float) else str(v)

    # a label is the user's text (a model id such as "acme/\x1b]0;pwned\x07Model"): shown through the one sanitiser
    return [plain(" · ".join(shown(getattr(w, f)) for f in varying)
                  or (w.model or (f"{w.params_b:g}B" if w.params_b else "?"))) for w in workloads]


def option(rec: Recommendation, label: str) -> Option:
    """The column for one answer: its top pick's figures, or why nothing fits."""
    o = Option(label=label, workload=rec.workload, model=rec.model, key=rank_key(rec), headline=rec.headline,
               why_not=list(rec.nothing_fits))
    if not rec.candidates or not rec.cost_table:
        plan = next((m for c in UNPRICED_PLANS if rec.headline is not None and (m := rec.headline.find(c))), None)
        if plan is None:
            return o.model_copy(update={"holds_unpriced": _says_unpriced_plan(rec.headline)})
        n, name, cost, need = (plan.args.get(k) for k in ("n", "name", "cost", "need"))
        gh = cost.args.get("gh") if isinstance(cost, Msg) and cost.code == "recommend.unpriced_plan.job_cost" else None
        return o.model_copy(update={"holds_unpriced": True, "gpus": f"{n:g} × {name}" if n and name else "",
                                    "gpu_count": n or 0, "per_gpu_bytes": int(need * 1e9) if isinstance(need, int | float) else 0,
                                    "gpu_hours": gh if isinstance(gh, int | float) and gh > 0 else None})
    c, r = rec.candidates[0], rec.cost_table[0]
    cl = r.cost
    sp = c.speed
    serving = rec.workload.task in (None, "inference") and not rec.workload.batch_requests
    job = {"on_demand": cl.job_on_demand, "spot": cl.job_spot, "reserved": cl.job_reserved}.get(c.billing)
    month = c.price_per_hour.amount * serving_month_hours(rec.workload.usage_hours_per_day,
                                                          rec.workload.usage_days_per_week) if serving else None
    reserved = any(k.name == "billing" and k.stated == "reserved" and k.status == "adjusted" for k in rec.constraints)
    return o.model_copy(update={
        "fits": True, "gpus": f"{r.gpus:g} × {c.gpu}", "gpu_count": r.gpus, "provider": c.provider,
        "instance": c.instance, "price_per_hour": c.price_per_hour.amount, "key_value": key_value(rec, c, r, o.key),
        "job_cost": None if serving else job, "cost_per_million_tokens": cl.cost_per_million_tokens,
        "per_user_tokens_per_s": (c.per_user_tokens_per_s or (sp.decode_expected if sp else None)) if serving else None,
        "train_tokens_per_s": sp.train_tokens_per_s if sp and not serving else None,
        "hours": sp.train_hours if sp else None, "per_gpu_bytes": c.per_gpu_bytes,
        "month": month,
        "on_demand_for_reserved": reserved, "year_on_demand": month * 12 if reserved and month else None})


UNPRICED_PLANS = ("recommend.unpriced_plan", "recommend.unpriced_family_plan")


def _says_unpriced_plan(m: Msg | None) -> bool:
    """Does a headline (or a message inside it) say the plan holds the work with no price held for its card?"""
    return m is not None and any(m.says(code) for code in UNPRICED_PLANS)


def comparison_of(recs: Sequence[Recommendation], labels: Sequence[str] | None = None) -> Comparison:
    """A Comparison of answers already computed (one per option, in order)."""
    # every label through the one sanitiser (tools.shown.plain): a caller's labels are the user's own texts
    labels = [plain(x) for x in labels] if labels is not None else labels_for([r.workload for r in recs])
    options = [option(r, lab) for r, lab in zip(recs, labels)]
    currencies = {r.currency for r in recs}
    comparable = len(currencies) == 1 and len({o.key for o in options}) == 1
    ranked = [(o.key_value, i) for i, o in enumerate(options) if o.fits and o.key_value is not None]
    cheapest = min(ranked)[1] if comparable and len(ranked) > 1 else None
    sized = [o.gpu_hours for o in options if o.gpu_hours]
    if len(sized) > 1:  # unpriced jobs: each one's break-even share of the fewest GPU-hours' quote
        options = [o.model_copy(update={"quote_share": min(sized) / o.gpu_hours}) if o.gpu_hours else o
                   for o in options]
    return Comparison(currency=recs[0].currency if recs else "USD", options=options, comparable=comparable,
                      cheapest=cheapest)


def compare(workloads: Sequence[Workload], recommend: Callable[[Workload], Recommendation],
            labels: Sequence[str] | None = None) -> Comparison:
    """Run the same recommender on each workload and set the answers side by side."""
    if len(workloads) < 2:
        raise AdvisorError("compare needs at least two options (workloads or questions)")
    return comparison_of([recommend(w) for w in workloads], labels)
