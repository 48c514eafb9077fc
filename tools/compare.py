"""Options side by side (issue 22, item 3), minimal: one column per already computed Recommendation, with
the figures the recommender computed for its top pick (tools/recommend, tools/cost, tools/speed): whether
anything fits, the GPUs, the hourly price, the job cost (training) or the cost per 1 M tokens (serving), the
expected decode speed of one user's stream, and the job's hours. Pure: no I/O, no new arithmetic; every
figure is read from the Recommendation, so a column says exactly what that option's answer says.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tools.defaults import serves
from tools.schema import Money, Recommendation


def _job_cost(rec: Recommendation) -> Money | None:
    if not rec.cost_table or not rec.candidates:
        return None
    cost = rec.cost_table[0].cost
    amount = {"spot": cost.job_spot, "reserved": cost.job_reserved}.get(rec.candidates[0].billing, cost.job_on_demand)
    return Money(amount=amount, currency=cost.currency) if amount is not None else None


def column(label: str, rec: Recommendation) -> dict[str, Any]:
    """One option's column (see the module docstring for where each figure comes from)."""
    top = rec.candidates[0] if rec.candidates else None
    row = rec.cost_table[0] if rec.cost_table else None
    per_mtok = row.cost.cost_per_million_tokens if row else None
    speed = top.speed if top is not None else None
    return {
        "label": label,
        "fits": top is not None,
        "gpus": f"{row.gpus:g}× {top.gpu}" if top is not None and row is not None else "",
        "price_per_hour": top.price_per_hour if top is not None else None,
        "job_cost": _job_cost(rec),
        "cost_per_million_tokens": Money(amount=per_mtok, currency=row.cost.currency) if row and per_mtok is not None else None,
        "tokens_per_s_per_user": speed.decode_expected if speed is not None and serves(rec.workload.task) else None,
        "hours": (row.cost.job_hours if row is not None else None) or rec.job_hours,
    }


def compare(options: Sequence[tuple[str, Recommendation]]) -> list[dict[str, Any]]:
    """One column per (label, recommendation), in the order given."""
    return [column(label, rec) for label, rec in options]
