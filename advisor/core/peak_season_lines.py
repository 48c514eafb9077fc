"""The peak weeks priced beside the everyday plan (tools.peak_season): a thread told "only the two weeks of finals are
busy, normally 50 online" after a plan for 800 online is answered at the everyday load, and this line re-runs the plan
at the thread's peak load (Workload.peak_users_online / peak_concurrency, kept by tools.followup.peak_season_patch)
for the weeks said, and sums both fleets for the term or year."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.schema import Msg, Recommendation, Workload

PEAK_FIELDS = {"peak_weeks": None, "peak_period": None, "peak_users_online": None, "peak_concurrency": None}


def peak_workload(w: Workload) -> Workload | None:
    """The thread's workload at its peak load (people online or at once), without the peak fields; None when no peak
    weeks and peak load are held."""
    if not w.peak_weeks or not (w.peak_users_online or w.peak_concurrency) \
            or (w.peak_users_online or w.peak_concurrency) == (w.users_online or w.concurrency):
        return None  # no peak kept, or one no larger than the load sized (a week's load said in a first message)
    load = {"users_online": w.peak_users_online, "concurrency": None} if w.peak_users_online else \
        {"concurrency": w.peak_concurrency, "users_online": None}
    return w.model_copy(update={**PEAK_FIELDS, **load})


def peak_season_lines(advise: Callable[..., Recommendation], rec: Recommendation, merged: Workload,
                      lang: str) -> list[str]:
    """The peak fleet for the weeks said and the everyday fleet (the answer's pick) for the rest of the period, each
    priced, summed and spread over its months; [] without peak weeks held, or when either plan has no priced pick."""
    from tools.cost import serving_month_hours
    from tools.peak_season import TERM_WEEKS, peak_season, period_weeks
    from tools.wording import money_text

    peak_w = peak_workload(merged)
    base = rec.candidates[0] if rec.candidates else None
    if peak_w is None or base is None or base.price_per_hour.currency != rec.currency:
        return []
    try:
        peak_rec = advise(peak_w, stated={k for k, v in peak_w.model_dump().items() if v is not None},
                          currency=rec.currency)
    except (ValueError, LookupError):
        return []
    top = peak_rec.candidates[0] if peak_rec.candidates else None
    if top is None or top.price_per_hour.currency != rec.currency:
        return _unpriced_peak(peak_rec, merged, lang)
    weeks = period_weeks(merged.peak_period)
    s = peak_season(merged.peak_weeks or 0.0, weeks, top.price_per_hour.amount, base.price_per_hour.amount,
                    serving_month_hours(merged.usage_hours_per_day, merged.usage_days_per_week))
    cur = rec.currency
    return [Msg(code="peak_season.line", args={
        "weeks": s.peak_weeks, "days": s.peak_days, "in_days": s.in_days,
        "load": merged.peak_users_online or merged.peak_concurrency,
        "online": bool(merged.peak_users_online), "peak_plan": _plan(top), "base_plan": _plan(base),
        "peak_hourly": money_text(top.price_per_hour.amount, cur), "base_hourly": money_text(base.price_per_hour.amount, cur),
        "peak_hours": s.peak_hours, "rest_hours": s.rest_hours, "peak_cost": money_text(s.peak_cost, cur, 0),
        "rest_cost": money_text(s.rest_cost, cur, 0), "rest_weeks": s.rest_weeks,
        "term": merged.peak_period == "term", "period_weeks": weeks, "term_weeks": TERM_WEEKS,
        "total": money_text(s.total, cur, 0), "per_month": money_text(s.per_month, cur, 0),
        "always": money_text(s.peak_all_period, cur, 0)}).text(lang)] + _against_budget(s.total, merged, cur, lang)


def _against_budget(total: float, merged: Workload, cur: str, lang: str) -> list[str]:
    """The period's total against a budget said for the whole of it (a total budget in the answer's currency beside a
    peak of some weeks: "整個學期預算台幣20萬"), by tools.term_budget; [] otherwise."""
    from tools.term_budget import term_against_budget
    from tools.wording import money_text

    b = merged.budget
    if b is None or b.per != "total" or b.currency != cur or b.amount <= 0:
        return []
    r = term_against_budget(total, b.amount)
    return [Msg(code="term_budget_line.line", args={
        "term": merged.peak_period == "term", "fits": r.fits, "total": money_text(r.total, cur, 0),
        "budget": money_text(r.budget, cur, 0), "gap": money_text(r.gap, cur, 0), "pct": r.share_pct}).text(lang)]


def _unpriced_peak(peak_rec: Recommendation, merged: Workload, lang: str) -> list[str]:
    """The peak's plan when no priced machine holds it (its card unpriced where the user rents: H800 in mainland
    China): the plan's GPUs × the peak's hours as GPU-hours to multiply by a quote; [] without such a plan."""
    from tools.cost import serving_month_hours
    from tools.peak_season import peak_days, peak_gpu_hours, peak_hours, said_in_days

    head = peak_rec.headline
    if head is None or head.code != "recommend.unpriced_family_plan":
        return []
    weeks = merged.peak_weeks or 0.0
    month = serving_month_hours(merged.usage_hours_per_day, merged.usage_days_per_week)
    n = head.args["n"]
    if not isinstance(n, int):
        return []
    return [Msg(code="peak_season.unpriced", args={
        "weeks": weeks, "days": peak_days(weeks), "in_days": said_in_days(weeks),
        "load": merged.peak_users_online or merged.peak_concurrency, "online": bool(merged.peak_users_online),
        "n": n, "gpu": head.args["gpu"], "family": head.args["family"], "hours": peak_hours(weeks, month),
        "gpu_hours": peak_gpu_hours(n, weeks, month)}).text(lang)]


def _plan(c: Any) -> str:
    """"8 × H100 SXM (gcp a3-highgpu-8g)", "5 × gcp g2-standard-4 (1 × L4 each)": the plan's machines."""
    if c.instances > 1:
        return f"{c.instances} × {c.provider} {c.instance} ({c.gpu_count:g} × {c.gpu})"
    return f"{c.gpu_count:g} × {c.gpu} ({c.provider} {c.instance})"
