"""A corpus embedded once, then its new items each month ("re-embed 20M docs once + 2M new a month"): the increment
is the same job on the same machine, its run time scaled by the new items over the corpus (an encoder's work is its
tokens: tools.embedding, 2·N + 4·L·d·s FLOPs a token, the same per item), plus the machine's start-up each month
(tools.constants.JOB_SETUP_HOURS); the index grows by the new items' vectors (tools.vector_index.index_size)."""

from __future__ import annotations

from tools.constants import JOB_SETUP_HOURS
from tools.embedding import EmbeddingPlan
from tools.schema import Msg
from tools.vector_index import index_size
from tools.wording import duration, money_text


def increment_hours(run_hours: float, items: int, monthly_items: int) -> float:
    """One month's wall hours on the one-off's machine: its run time (start-up aside) × new items ÷ corpus, plus one
    start-up."""
    return max(run_hours - JOB_SETUP_HOURS, 0.0) * monthly_items / items + JOB_SETUP_HOURS


def params_are_a_count(params_b: float, counts: tuple[int, ...]) -> bool:
    """Is a parameter count read from the message one of its item counts ("2M new a month" is no 2M-parameter
    model)? A model's size is never the corpus or its increment."""
    return any(abs(params_b * 1e9 - n) < 1 for n in counts)


def increment_line(p: EmbeddingPlan, monthly_items: int | None) -> Msg | None:
    """The monthly increment beside a one-off embedding job: its tokens, hours and cost on the pick, and the index's
    growth a month in float32; None without an increment, a job or a priced pick."""
    top = p.rows[0] if p.rows else None
    if not monthly_items or not p.items or p.period or top is None or top.hours is None:
        return None
    hours = increment_hours(top.hours, p.items * p.chunks, monthly_items * p.chunks)
    cost = top.price * top.machines * hours
    grow = index_size(monthly_items * p.chunks, p.encoder.hidden)
    return Msg(code="corpus.increment", args={
        "items": monthly_items, "tokens": monthly_items * p.tokens * p.chunks, "share": monthly_items / p.items,
        "time": duration(hours), "cost": money_text(cost, p.currency), "row": f"{top.provider} {top.instance}",
        "gb": grow.float32_gb, "dim": grow.dim})
