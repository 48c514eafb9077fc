"""How old the price an answer leads with is, and when the short answer must say so.

Why: a catalog row carries the date its price was read (`as_of`); the --full answer's catalog section names each
provider whose newest price is older than catalog.db.STALE_DAYS, but the short answer said nothing, so a plan led by
Alibaba rows read from a June 2023 blog (≈ 1,269 days before the answer) was priced as if current. Cloud GPU list
prices are revised as new cards ship and old ones age, so a lead price older than STALE_LEAD_DAYS (a year: past the
catalog's own 14-day staleness line many times over) is said with its date and that it may have moved.
"""

from __future__ import annotations

import datetime as _dt

from tools.schema import Msg

STALE_LEAD_DAYS = 365  # a year: past it the lead row's price is said as dated and possibly moved


def price_age_days(as_of: str | None, today: _dt.date) -> int | None:
    """Days from a row's `as_of` (an ISO date, its first 10 characters) to `today`; None when blank or unreadable.
    By hand: "2023-06-01" to 2026-12-07 → 1,285 days."""
    if not as_of:
        return None
    try:
        return (today - _dt.date.fromisoformat(str(as_of)[:10])).days
    except ValueError:
        return None


def stale_lead(as_of: str | None, provider: str, today: _dt.date) -> Msg | None:
    """The short answer's note when the price it leads with was read over STALE_LEAD_DAYS ago on `today` (the day the
    answer is given, from the caller's clock: tools/ reads none): the row's date, its age and that the price may have
    moved (check the provider's page before buying). None when fresh or undated.
    By hand: an Alibaba row read 2023-06-15, asked on 2026-12-07 → 1,271 days > 365 → said; a row read
    2026-11-01 → 36 days → None."""
    age = price_age_days(as_of, today)
    if age is None or age <= STALE_LEAD_DAYS:
        return None
    return Msg(code="price_age.stale_lead", args={"as_of": str(as_of)[:10], "days": age, "provider": provider})
