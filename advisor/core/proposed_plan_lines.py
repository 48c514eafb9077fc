"""A plan the user proposes or was quoted, with the time it is held for ("team wants to book 8x h100 for a week",
the vendor says 4x A100 for two weeks, 老板想租 4 张 A100 一个月), priced beside an LLM answer's pick
(advisor.core.proposed_plan_read, tools.proposed_plan): "what will it cost?" is answered for the user's own plan, not
only for the pick."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def proposed_plan_lines(rec: Any, text: str) -> list[Msg]:
    """The proposed plan under an LLM answer, held against the pick's job (a batch or a training run: its on-demand
    total) or, for a service, the pick's hourly price over the same hours; [] without a proposal and a span."""
    from advisor.core.proposed_plan_read import plan_msg
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from tools.defaults import kind_of
    from tools.schema import WorkKind

    w = rec.workload
    if not w.checked_gpu or not w.checked_gpu_count:
        return []
    line = rec.cost_table[0].cost if rec.cost_table else None
    ok = line is not None and line.currency == rec.currency
    serving = kind_of(w) is WorkKind.SERVING  # a service's "job" is its month: held against the same hours instead
    job = line.job_on_demand if ok and line is not None and not serving else None
    hourly = line.hourly_on_demand if ok and line is not None and job is None else None
    cur, fx = _display_currency(w, rec.currency)
    # "my manager says just get a p5" for a service: the box is held as the service is, a month 24/7, against the pick's
    # month (Mixtral on the g5.12xlarge in 8-bit ≈ $4.1k; 8 × H100 ≈ 10× it)
    rows = catalog_rows()[0]
    named = _named_machine(text, w, rows, cur, fx)  # "get a p5.48xlarge": that machine's own row, not the cheapest 8 × H100
    got = plan_msg(w, text, rows, cur, usd_cny(), fx, job, hourly, named,
                   default_span=(1.0, "always") if serving and w.runs_now else None, named=named is not None)
    return [got] if got is not None else []


def _named_machine(text: str, w: Any, rows: list[Any], cur: str, fx: Any) -> tuple[str, str, str, float] | None:
    """The instance type the proposal names (its cards are the checked card and count: "p5.48xlarge" = 8 × H100 SXM),
    priced at its own cheapest row (tools.proposed_plan.named_row); None when none is named or no row prices it."""
    from advisor.core.extract_rules import _machine_pattern
    from advisor.core.service import usd_cny
    from catalog.gpus import instance_gpus
    from tools.proposed_plan import named_row

    pat = _machine_pattern()
    known = instance_gpus()
    for m in pat.finditer(text or "") if pat is not None else ():
        gpu, n = known[m.group(1).lower()]
        if gpu == w.checked_gpu and n == w.checked_gpu_count:
            return named_row(rows, m.group(1), cur, usd_cny(), fx)
    return None
