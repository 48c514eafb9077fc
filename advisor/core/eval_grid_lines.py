"""The size groups of an evaluation grid priced beside the headline (advisor/core/eval_grid_read.py made the headline the
group of the largest models): each other group re-run through the recommender on its representative size and its share
of the items, then the grid's GPU-hours and cost summed (tools.eval_grid)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.schema import Msg, Recommendation, Workload


def _group_cost(rec: Recommendation) -> tuple[Any, float, float, float] | None:
    """(pick, job hours, GPUs held, job cost in the answer's money) of a recommendation's pick, else None."""
    top = rec.candidates[0] if rec.candidates else None
    row = next((r for r in rec.cost_table if top is not None and r.instance == top.instance), None)
    if top is None or row is None or row.cost.currency != rec.currency or not row.cost.job_hours:
        return None
    cost = row.cost.job_spot if top.billing == "spot" and row.cost.job_spot else row.cost.job_on_demand
    if cost is None:
        return None
    return top, row.cost.job_hours, top.gpu_count * max(1, top.instances), cost


def _plan_text(c: Any) -> str:
    if c.instances > 1:
        return f"{c.instances} × {c.provider} {c.instance} ({c.gpu_count:g} × {c.gpu})"
    return f"{c.gpu_count:g} × {c.gpu} ({c.provider} {c.instance})"


def eval_grid_lines(advise: Callable[..., Recommendation], rec: Recommendation, merged: Workload, text: str,
                    lang: str) -> list[str]:
    """One line a size group (the headline's own, then the others re-run) and the grid's total; [] when the thread
    states no size groups, a model is named, or the headline is not the largest group."""
    from advisor.core.eval_grid_read import grid_groups
    from advisor.core.extract_rules import EVAL_BENCHES, EVAL_MODELS, _f, normalise
    from tools.eval_grid import grid_totals, group_requests, largest, per_model_requests, plan_of
    from tools.wording import money_text

    t = normalise(text or "")
    mm = EVAL_MODELS.search(t)
    groups = grid_groups(t, int(_f(mm.group(1)))) if mm and EVAL_BENCHES.search(t) else None
    if not groups or merged.model or not merged.batch_requests or merged.params_b != largest(groups).high_b:
        return []
    top_group = largest(groups)
    per_model = per_model_requests(merged.batch_requests, top_group)
    plans, lines, cur = [], [], rec.currency
    for g in groups:
        if g == top_group:
            r: Recommendation | None = rec
        else:
            w = merged.model_copy(update={"params_b": g.high_b, "batch_requests": group_requests(per_model, g)})
            try:
                r = advise(w, stated={k for k, v in w.model_dump().items() if v is not None}, currency=cur)
            except (ValueError, LookupError):
                r = None
        got = _group_cost(r) if r is not None and r.currency == cur else None
        if got is None:
            return []
        pick, hours, gpus, cost = got
        plan = plan_of(g, group_requests(per_model, g), hours, gpus, cost)
        plans.append(plan)
        lines.append(Msg(code="eval_grid.group", args={
            "models": g.models, "size": g.high_b, "requests": plan.requests, "plan": _plan_text(pick),
            "hours": plan.hours, "gpu_hours": plan.gpu_hours, "cost": money_text(plan.cost, cur, 0)}))
    gpu_h, cost, hours = grid_totals(plans)
    lines.append(Msg(code="eval_grid.total", args={"gpu_hours": gpu_h, "cost": money_text(cost, cur, 0), "hours": hours}))
    return [m.text(lang) for m in lines]
