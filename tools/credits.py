"""Free or prepaid cloud credits ("we have $5k of credits on GCP", "free credits on AWS", 有阿里云的代金券).

Why: a blind expert review found the credits ignored and a paid box priced elsewhere. The expert's rule: prefer the
provider the credits are on when it has a fitting card (the reader keeps the search to it, and the recommender names
the cheapest plan outside it when nothing there fits), and say what the credits cover — hours = credits ÷ the pick's
hourly price — and what runs past them (the same hourly price, billed). Credits are money at the provider's list
price, so no discount is assumed beyond them; an amount in another currency is converted at the answer's rates
(tools.cost.convert_amount).
"""

from __future__ import annotations

from collections.abc import Mapping

from tools.cost import convert_amount
from tools.schema import Constraint, Credits, Msg
from tools.wording import money_text


def credit_hours(amount: float, hourly: float) -> float:
    """Hours of the pick the credits pay for: credits ÷ its hourly price ($5,000 ÷ $3.67/h = 1,362 h)."""
    return amount / hourly


def credits_constraint(c: Credits, pick_provider: str | None, hourly: float | None, job_cost: float | None,
                       currency: str, usd_cny: float, fx: Mapping[str, float] | None, month_hours: float) -> Constraint:
    """The credits said back under the answer: honoured when the pick is on their provider (with the hours they
    cover and the price past them, or the share of a job they pay), refused when nothing there fits (the pick is
    elsewhere and the credits pay none of it)."""
    label = Msg(code="credits.label", args={"provider": c.provider})
    if pick_provider is None or hourly is None:
        return Constraint(name="credits", stated=c.provider, status="unchecked", label=label, message=Msg(
            code="credits.no_plan", args={"provider": c.provider}))
    if pick_provider.lower() != c.provider.lower():
        return Constraint(name="credits", stated=c.provider, status="refused", label=label, message=Msg(
            code="credits.elsewhere", args={"provider": c.provider, "pick": pick_provider}))
    amount = convert_amount(c.amount, c.currency, currency, usd_cny, fx) if c.amount else None
    if amount is None:
        return Constraint(name="credits", stated=c.provider, status="honoured", label=label, message=Msg(
            code="credits.no_amount", args={"provider": c.provider}))
    hours = credit_hours(amount, hourly)
    return Constraint(name="credits", stated=c.provider, status="honoured", label=label, message=Msg(
        code="credits.cover", args={
            "amount": money_text(amount, currency, 0), "provider": c.provider, "hourly": money_text(hourly, currency),
            "hours": hours, "days": hours / 24, "month": money_text(hourly * month_hours, currency, 0),
            "job": money_text(job_cost, currency) if job_cost else None,
            "jobs": amount / job_cost if job_cost else None,
            "rest": money_text(job_cost - amount, currency) if job_cost and job_cost > amount else None}))
