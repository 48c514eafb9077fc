"""A speech, vision or generated-media plan's lines when the data may not go to any cloud (Workload.buy_server, cards
not owned): the machine to buy leads (tools.onprem_box) and every line that names a rented machine or a rental price
is left out — the rows only sized the card count. The work (GPU-hours), the measured speed, the assumptions and the
levers stay. Why: such answers led with "rent … at $0.15/h" under a lead saying to buy."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg, Workload

# arguments that carry a rented row or its money: a line holding one (at any depth) is a rental line
_RENTAL_KEYS = frozenset({"row", "rows", "price", "cost", "month", "per_hour", "total", "instance", "provider"})


def _rental(v: Any) -> bool:
    if isinstance(v, Msg):
        return any(k in _RENTAL_KEYS or _rental(x) for k, x in v.args.items())
    if isinstance(v, (list, tuple)):
        return any(_rental(x) for x in v)
    return False


def onprem_lines(lines: list[Msg], p: Any, w: Workload) -> list[Msg]:
    """`lines` with the box to buy first and no rental line under no cloud (module docstring); as they are otherwise,
    or when the plan has no row to size the box from."""
    from catalog.gpus import all_gpus
    from tools.onprem_box import onprem_box

    if not w.buy_server or w.owned_gpus:
        return lines
    if any(m.code == "live_dictation.buy" for m in lines):  # live dictation's own purchase: streaming cards, sized
        return lines
    return boxed_lines(lines, onprem_box(p, all_gpus(), _budget(w), _local(getattr(p, "currency", None))), w)


def _local(currency: str | None) -> tuple[str, float] | None:
    """The answer's currency and its units a USD at the catalog's rates (the cards' launch price said in it too);
    None for USD or an unknown currency."""
    from advisor.config import usd_cny
    from catalog.places import fx_rate
    from tools.cost import convert_amount

    if not currency or currency == "USD":
        return None
    rate = fx_rate(currency) if currency != "CNY" else None
    fx: dict[str, float] = {currency: rate.per_usd} if rate is not None and rate.per_usd else {}
    per = convert_amount(1.0, "USD", currency, usd_cny(), fx)
    return (currency, per) if per else None


def buy_rows(rows: list[Any], w: Workload) -> list[Any]:
    """The offers a no-cloud plan with a one-off budget is sized on: those on a card with a held purchase price
    (tools.offprem_buy.priced_rows), so the box leads with its price against the budget; `rows` as they are without
    no cloud, without a one-off budget, on owned cards, or when no offer is on a priced card. The caller re-plans on
    `rows` when the priced cards hold no plan (the box then said by quote, the budget unchecked)."""
    from tools.offprem_buy import priced_rows

    if not w.buy_server or w.owned_gpus or w.budget is None or w.budget.per != "total":
        return rows
    return priced_rows(rows) or rows


def _budget(w: Workload) -> tuple[float, str, float] | None:
    """A one-off budget said for the box ("$5k one-off", 一次性预算3万): its amount in USD at the catalog's rates, its
    currency and that currency's units a USD; None without one."""
    from advisor.config import usd_cny
    from catalog.places import fx_rate
    from tools.cost import convert_amount

    b = w.budget
    if b is None or b.per != "total":
        return None
    rate = fx_rate(b.currency) if b.currency not in ("USD", "CNY") else None
    fx: dict[str, float] = {b.currency: rate.per_usd} if rate is not None and rate.per_usd else {}
    usd = convert_amount(b.amount, b.currency, "USD", usd_cny(), fx) or 0.0
    return usd, b.currency, convert_amount(1.0, "USD", b.currency, usd_cny(), fx) or 1.0


# a line that offers its own machine to buy (a vision training's workstation): the box replaces it
_OWN_BUY = frozenset({"vision_train.onsite"})


def boxed_lines(lines: list[Msg], box: Msg | None, w: Workload) -> list[Msg]:
    """`box` (tools.onprem_box) first and no rental line nor other purchase offer under no cloud; `lines` as they are
    otherwise or with no box. The embedding, vision-training and text-to-video answers come here as speech does."""
    if box is None or not w.buy_server or w.owned_gpus:
        return lines
    return [box, *[m for m in lines if not _rental(m) and m.code not in _OWN_BUY]]
