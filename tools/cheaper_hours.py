"""The office-hours price as a "cheaper?" lever for a serving plan: the same machine billed only the hours it is up.

A team's tool priced around the clock (730 h) is ≈ 3.7× the bill of the same machine up 9:00–18:00 on weekdays
(tools.schedule: 9 h × 21.7 weekdays ≈ 196 h a month); "cheaper?" listed precision and load levers but never the
schedule. Where the user said the hours (Workload.usage_hours_per_day), the answer is already priced at them and
the lever says so with the around-the-clock month beside it. What it gives up is said: nobody is served outside
those hours, and each morning the weights load again (minutes on a cold start). By hand: $1.20/h × 196 h ≈ $235 a
month against $1.20 × 730 = $876; at a stated 10 h on 6 days, 10 × 26.1 ≈ 261 h.
"""

from __future__ import annotations

from tools import schedule
from tools.constants import HOURS_PER_MONTH
from tools.defaults import kind_of
from tools.schema import Msg, Recommendation, WorkKind
from tools.wording import money_text


def office_hours_lever(rec: Recommendation) -> Msg | None:
    """The pick's month at office hours (or at the stated hours) beside its month around the clock; None for work
    that is not a served model, a rental of a stated time (a 2-day demo), or an answer with no priced pick."""
    w = rec.workload
    if not rec.candidates or (rec.kind or kind_of(w)) is not WorkKind.SERVING or w.serving_hours:
        return None
    hourly = rec.candidates[0].price_per_hour.amount
    said = w.usage_hours_per_day is not None and w.usage_hours_per_day < 24
    hours = schedule.month_hours(w.usage_hours_per_day, w.usage_days_per_week) if said \
        else schedule.month_hours(schedule.office_hours_a_day(), schedule.WEEKDAYS)
    return Msg(code="cheaper_hours.office_hours", args={
        "said": said, "hours": round(hours), "clock_hours": HOURS_PER_MONTH,
        "month": money_text(hourly * hours, rec.currency, 0),
        "clock": money_text(hourly * HOURS_PER_MONTH, rec.currency, 0)})
