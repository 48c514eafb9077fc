"""A batch over a corpus done once, then over its new items each month ("summarize our existing 2.4M transcripts, then
~150k new a month", 存量 600 万条工单一次性分类，之后每月新增 40 万条): the month's run is the same job on the same
machine, its run time scaled by the new items over the corpus (every item the same tokens in and out, so the same
work: tools.corpus_increment.increment_hours) plus the machine's start-up each month (tools.constants.JOB_SETUP_HOURS),
priced at the one-off's own cost an hour — the one-off and the month priced apart, never the corpus a month."""

from __future__ import annotations

from tools.corpus_increment import increment_hours
from tools.offers import wall_hours
from tools.schema import Msg
from tools.wording import about_money, duration


def month_run(run_hours: float, job_cost: float, items: int, monthly_items: int) -> tuple[float, float]:
    """(wall hours, cost) of a month's new items on the one-off's machine: `run_hours` the one-off's run (start-up
    aside, as a plan's train_hours), `job_cost` the one-off's cost for its wall hours (run + start-up)."""
    wall = wall_hours(run_hours)
    hours = increment_hours(wall, items, monthly_items)
    return hours, job_cost * hours / wall if wall > 0 else 0.0


def month_run_line(run_hours: float, job_cost: float, items: int | None, monthly_items: int | None,
                   currency: str) -> Msg | None:
    """The month's increment beside a one-off batch: its items, share of the one-off, hours and cost a month; None
    without both counts or a sized run."""
    if not items or not monthly_items or monthly_items >= items or run_hours <= 0:
        return None
    hours, cost = month_run(run_hours, job_cost, items, monthly_items)
    return Msg(code="batch.increment", args={"items": monthly_items, "share": monthly_items / items,
                                             "time": duration(hours), "cost": about_money(cost, currency)})
