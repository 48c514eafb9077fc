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
    got = plan_msg(w, text, catalog_rows()[0], cur, usd_cny(), fx, job, hourly)
    return [got] if got is not None else []
