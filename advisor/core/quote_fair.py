"""A machine price the user quotes and asks about ("is $9,000/month for 2x H100 a fair price?", 4张A100 每月6万 合理吗,
8張4090 每月HK$4萬 貴唔貴, "are we overpaying at $3/h per H100?"): the verdict leads the answer
(tools.quoted_price.fair_quote: the quote against the same card × count at the cheapest listed on-demand price, and
the box against the work's weights + KV cache when a model is named). No question about the price (fair_price_asked:
"is 4k context reasonable?" after a quote is none), no verdict: the quote prices the machine as before."""

from __future__ import annotations

from typing import Any

from tools.schema import Workload


def quote_fair_text(text: str, w: Workload, lang: str, resolved: Workload | None = None,
                    model: str | None = None, rec: Any = None) -> str | None:
    """The verdict line (bold) for a quote asked about, or None: no question, no quote or no known card. `resolved`:
    the plan's workload (precision, context and users as sized); `model`: the model it sizes (none: price only);
    `rec`: the plan below (its pick's price and job hours, said beside the verdict)."""
    from advisor.core.extract_rules import fair_price_asked

    if w.quoted_price is None or not fair_price_asked(text or "", w.quoted_price.said):
        return None
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus
    from tools.cost import convert_amount
    from tools.defaults import WorkloadError, as_resolved, resolve
    from tools.quoted_price import fair_quote, fair_quote_msg, indirect_msg
    from tools.schema import Resolved

    q = w.quoted_price
    _, fx = _display_currency(w, q.currency)
    rate = usd_cny()
    base = resolved or w
    job = base.model_copy(update={"quoted_price": q, "gpu_preference": w.gpu_preference or base.gpu_preference,
                                  "checked_gpu": w.checked_gpu, "checked_gpu_count": w.checked_gpu_count,
                                  "num_gpus": w.num_gpus or w.checked_gpu_count})
    try:  # the plan's workload is resolved already; a price-only question is resolved on the defaults here
        sized = as_resolved(job) if isinstance(job, Resolved) else resolve(job)[0]
    except (WorkloadError, ValueError):
        return None
    def to_quote(amount: float, cur: str) -> float | None:
        return convert_amount(amount, cur, q.currency, rate, fx)

    got = fair_quote(sized, _arch(model), catalog_rows()[0], all_gpus(), to_quote, _mainland(w, catalog_rows()[0]))
    if got is None:
        return None
    msg = fair_quote_msg(got, q, model, sized.concurrency, sized.seq_len, _plan_side(rec, to_quote))
    indirect = indirect_msg(got, w.task, catalog_rows()[0], all_gpus(), to_quote)  # an unpriced card: by its specs
    if indirect is not None:
        bands = [(u.args["figure"], u.args["band"]) for u in indirect.args["units"]]  # type: ignore[union-attr]
        msg = msg.model_copy(update={"args": {**msg.args, "indirect": indirect, "indirect_bands": bands}})
    if rec is None and model is None:  # the price alone, before the questions: no plan below it
        msg = msg.model_copy(update={"args": {**msg.args, "alone": True}})
    return f"**{msg.text(lang)}**"


def _mainland(w: Workload, rows: list[Any]) -> Any:
    """The mainland market split of a quote in yuan (tools.quoted_price.MarketSplit) when no place outside mainland
    China is stated: a row is the mainland's when it lies in mainland China (tools.constraints.region_ok on "cn");
    the unpriced platforms are tools.local_markets.missing(("cn",)). None for any other quote."""
    from catalog.places import gazetteer
    from tools import local_markets
    from tools.constraints import region_ok
    from tools.quoted_price import MarketSplit

    q = w.quoted_price
    places = gazetteer()
    if q is None or q.currency != "CNY" or any(not places.is_china(r.strip().lower()) for r in w.regions or ()):
        return None
    return MarketSplit(domestic=lambda r: region_ok(r, ["cn"], places),
                       unpriced=tuple(m.id for m in local_markets.missing(("cn",), rows)))


def _plan_side(rec: Any, to_quote: Any) -> Any:
    """The plan's pick as the verdict reads it (tools.quoted_price.PlanSide): its hour in the quote's currency, its
    GPUs, its name, and the sized job's hours on it; an empty side without a pick."""
    from tools.quoted_price import PlanSide

    pick = rec.candidates[0] if rec is not None and getattr(rec, "candidates", None) else None
    if pick is None:
        return PlanSide()
    price = pick.price_per_hour
    try:  # the answer's currency may have no rate beside the quote's (HKD answer, TWD quote): no comparison then
        hour = to_quote(price.amount, price.currency) if price else None
    except ValueError:
        hour = None
    cost = next((c.cost for c in rec.cost_table if (c.provider, c.instance) == (pick.provider, pick.instance)), None)
    return PlanSide(hour=hour, gpus=float(pick.gpu_count or 1),
                    name=f"{pick.provider} {pick.instance}", job_hours=cost.job_hours if cost else None)


def _arch(model: str | None) -> Any:
    """The model's architecture from the registry, or None (unknown or not named: the verdict prices only)."""
    from catalog.registry import get

    if not model:
        return None
    try:
        return get(model)
    except (KeyError, LookupError, ValueError):
        return None


def quote_fair_lead(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """quote_fair_text above a sized answer: the plan's workload and model."""
    line = quote_fair_text(text, w, lang, rec.workload, rec.model, rec)
    return [line] if line else []


def quote_fair_alone(text: str, w: Workload, lang: str) -> list[str]:
    """quote_fair_text before the questions when no model is named yet (8張4090 每月HK$4萬，貴唔貴？): the price alone,
    then a line saying the verdict stands and the questions below only check the box against the work (they are not
    needed to judge a price)."""
    from tools.schema import Msg

    line = quote_fair_text(text, w, lang)
    return [line, Msg(code="quoted_price.questions_optional").text(lang)] if line else []


def quote_questions(missing: list[tuple[str, str]], lang: str) -> list[tuple[str, str]]:
    """The questions under a price verdict given alone: the model is no longer needed (the price is judged without it),
    so its question is an optional follow-up ("tell me the model and I'll check the box holds it"), never "I need
    this one"; the others stand as asked (each already states its default)."""
    from tools.schema import Msg

    unlisted = Msg(code="conversation.unlisted_model_size").text(lang)  # a model named that the catalog lacks: its size
    optional = {True: Msg(code="quoted_price.model_size_optional").text(lang),
                False: Msg(code="quoted_price.model_optional").text(lang)}
    return [(f, optional[q == unlisted] if f == "model" else q) for f, q in missing]


def quote_alone_asked(text: str, w: Workload, lang: str, missing: list[tuple[str, str]]) -> tuple[list[str], list[str]]:
    """(the price verdict's lines given alone, the questions under them): the model's question optional under a verdict
    (quote_questions), as asked where there is none."""
    fair = quote_fair_alone(text, w, lang)
    return fair, [q for _, q in (quote_questions(missing, lang) if fair else missing)]
