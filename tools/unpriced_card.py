"""A stated card that no catalog row prices (an H800 SXM listed by Alibaba with no price, an H20, an A800 SXM): when a
batch plan ranks nothing on it, the card is not what failed — its price is missing. The stated-card filter is then
said as not checked ("no price held for it"), never "❌ cannot be met" / "no machine holds this workload", which read
as if the card could not run the job."""

from __future__ import annotations

from collections.abc import Iterable

from tools.schema import InstanceRow


def card_unpriced(card: str | None, rows: Iterable[InstanceRow] | None) -> bool:
    """True when a card is stated and no unquarantined catalog row of it carries an on-demand or spot price (the rows
    named by the catalog's card name; a row with the card and no price is no price)."""
    if not card or rows is None:
        return False
    return not any(r.gpu == card and not r.quarantined and (r.price_on_demand or r.price_spot) for r in rows)
