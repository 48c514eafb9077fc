"""Whether a price in a user's sheet can be a price for its GPU, judged against the catalog's own prices.

A sheet row is the user's own quote and overrides the catalog, so a slip in it ranks first with nothing to say it
is wrong: 8 × H100 at $0.001/h (a per-minute figure, cents typed as dollars, a dropped digit) was imported in silence
and answered "rent acme s1 … at < $0.01/h"; a reserved month of $0.30 beside $0.80/h on demand (an hourly figure in
the month column) made a reserved year cost less than a day on demand.

The rules, each a refusal of the row in words (`catalog import` imports nothing, `catalog check --file` lists it):

- **a tenth of the cheapest listing.** A price per GPU-hour (on-demand, spot, or a reserved month spread over
  `HOURS_PER_MONTH` hours) below a tenth of the *cheapest* price per GPU-hour the catalog in use lists for the same
  GPU. The cheapest listing is already a marketplace's interruptible ask or a spot price, the floor of the market;
  a negotiated rate, a committed-use discount or a reserved price is at most a few times under the going rate (the
  deepest public commitments, three-year reservations, are about 60–70 % off on-demand: ×0.3–×0.4), never ten times
  under the cheapest interruptible ask. Below that, the figure is in another unit. A GPU the catalog lists no price
  for has no floor (nothing to judge by), and a catalog row that is itself quarantined is not a reference.
- **a month below an hour.** `price_reserved_month` below the same row's `price_on_demand`: a month is 730 hours, so
  a month cheaper than one hour is an hourly figure in the month column, whatever the GPU.

Both currencies are judged in USD at `tools.cost.USD_CNY_DEFAULT`: the margin is ×10, so the day's exchange rate
cannot move a row across it.

One rule is a warning, not a refusal (8 × H100 at $1.70/h, a per-GPU price typed for the
machine, imported in silence and became the unmarked first choice of every answer it fitted):

- **a third of the cheapest public on-demand row.** A `price_on_demand` per GPU-hour under `LOW_SHARE` (a third) of
  the cheapest on-demand price per GPU-hour any unquarantined, instance-priced row of the catalog in use lists for
  the same GPU (`far_below_public`). The cheapest on-demand row is already a GPU cloud's or a marketplace's list
  price; the deepest public commitments (three-year reservations, about 60–70 % off on-demand: ×0.3–×0.4) are taken
  off a hyperscaler's on-demand price, which is several times the cheapest GPU cloud's, so a real negotiated quote
  rarely falls under a third of the cheapest on-demand list price. It can (a real discount, a grant), so the row is
  imported with a warning, `catalog check --file` lists it, and an answer whose pick is such a row marks it.
"""

from __future__ import annotations

import csv
import functools
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tools.constants import HOURS_PER_MONTH
from tools.cost import USD_CNY_DEFAULT

FLOOR_SHARE = 0.1  # a tenth of the cheapest listed price per GPU-hour (see the module docstring)
LOW_SHARE = 1 / 3  # a third of the cheapest public on-demand price per GPU-hour: a warning (see the module docstring)
HOURLY = ("price_on_demand", "price_spot")


def _usd(price: float, currency: str) -> float:
    return price / USD_CNY_DEFAULT if currency.upper() == "CNY" else price


def _float(v: Any) -> float | None:
    try:
        x = float(v)
    except (TypeError, ValueError):
        return None
    return x if x > 0 else None


@functools.lru_cache(maxsize=8)
def _cheapest(path: str, mtime: float, cols: tuple[str, ...] = HOURLY) -> dict[str, tuple[float, str]]:
    """GPU → (the cheapest USD price per GPU-hour in columns `cols` among the catalog file's unquarantined,
    instance-priced rows, the row that lists it). `mtime` keys the cache: a refreshed catalog is read again."""
    best: dict[str, tuple[float, str]] = {}
    with open(path, encoding="utf-8-sig", newline="") as f:
        for r in csv.DictReader(f):
            n, gpu = _float(r.get("gpu_count")), r.get("gpu") or ""
            if not gpu or not n or n < 1 or r.get("quarantined") or (r.get("price_scope") or "instance") != "instance":
                continue
            for col in cols:
                p = _float(r.get(col))
                if p is not None:
                    pgh = _usd(p, r.get("currency") or "USD") / n
                    if gpu not in best or pgh < best[gpu][0]:
                        best[gpu] = (pgh, f"{r.get('provider')} {r.get('instance_type')}")
    return best


def cheapest_listed(gpu: str, cols: tuple[str, ...] = HOURLY) -> tuple[float, str] | None:
    """The catalog in use's cheapest USD price per GPU-hour for `gpu` (in columns `cols`: on-demand and spot by
    default) and where it is listed, or None."""
    from catalog.db import instances_file

    path = instances_file()
    try:
        mtime = os.stat(path).st_mtime
    except OSError:
        return None
    return _cheapest(str(Path(path)), mtime, cols).get(gpu)


def cheapest_on_demand_at(gpu: str, providers: tuple[str, ...] = ()) -> tuple[float, str] | None:
    """The catalog in use's cheapest on-demand USD price per GPU-hour for `gpu` among `providers` (all when empty), and
    the row listing it, or None. Read each call (no cache: a few thousand rows, asked once an answer)."""
    from catalog.db import instances_file

    best: tuple[float, str] | None = None
    try:
        with open(instances_file(), encoding="utf-8-sig", newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError:
        return None
    for r in rows:
        n, p = _float(r.get("gpu_count")), _float(r.get("price_on_demand"))
        if (r.get("gpu") != gpu or not n or n < 1 or p is None or r.get("quarantined")
                or (r.get("price_scope") or "instance") != "instance"
                or (providers and (r.get("provider") or "").lower() not in providers)):
            continue
        pgh = _usd(p, r.get("currency") or "USD") / n
        if best is None or pgh < best[0]:
            best = (pgh, f"{r.get('provider')} {r.get('instance_type')}")
    return best


def on_demand_machines(gpu: str, providers: tuple[str, ...] = ()) -> list[tuple[float, int, str]]:
    """Every priced on-demand row of `gpu` among `providers` (all when empty) as (USD a machine-hour, cards a machine,
    "provider instance"), the same rows cheapest_on_demand_at reads (whole-instance prices, not quarantined), so a
    fleet of several cards is priced in whole machines (tools.tenant_slices.rentals)."""
    from catalog.db import instances_file

    try:
        with open(instances_file(), encoding="utf-8-sig", newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError:
        return []
    out = []
    for r in rows:
        n, p = _float(r.get("gpu_count")), _float(r.get("price_on_demand"))
        if (r.get("gpu") != gpu or not n or n < 1 or n != int(n) or p is None or r.get("quarantined")
                or (r.get("price_scope") or "instance") != "instance"
                or (providers and (r.get("provider") or "").lower() not in providers)):
            continue
        out.append((_usd(p, r.get("currency") or "USD"), int(n), f"{r.get('provider')} {r.get('instance_type')}"))
    return out


def far_below_public(gpu: str, gpu_count: float | None, price_on_demand: float | None,
                     currency: str = "USD") -> tuple[float, float, str] | None:
    """(the price per GPU-hour in USD, the cheapest public on-demand price per GPU-hour for `gpu`, the row listing it)
    when an on-demand price for `gpu_count` × `gpu` is under `LOW_SHARE` of that cheapest price (the module
    docstring); None when it is not, or when there is nothing to judge by (no price, no count, no public row)."""
    if not gpu or not gpu_count or gpu_count < 1 or price_on_demand is None:
        return None
    ref = cheapest_listed(gpu, ("price_on_demand",))
    if ref is None:
        return None
    pgh = _usd(price_on_demand, currency or "USD") / gpu_count
    return (pgh, ref[0], ref[1]) if pgh < ref[0] * LOW_SHARE else None


def far_below_keys(rows: Iterable[Any]) -> frozenset[tuple[str, str, str]]:
    """(provider, instance type, region) of each of `rows` (InstanceRow models) that is a user's imported price
    (source = user) with an on-demand price far below public prices (`far_below_public`): the answer marks these
    (a per-GPU price typed for an 8-GPU machine became the unmarked first choice). Catalog
    rows are never judged here: the reference is made of them."""
    return frozenset((r.provider, r.instance_type, r.region) for r in rows if r.source == "user"
                     and far_below_public(r.gpu, r.gpu_count, r.price_on_demand, r.currency) is not None)


def low_price_warning(i: int, rec: dict[str, Any]) -> str:
    """The warning for sheet row `i` (its record as `catalog.db.validate_row` built it) when its on-demand price is
    far below public prices (`far_below_public`), naming the row, the figures and the likely slip; "" otherwise."""
    hit = far_below_public(rec.get("gpu") or "", rec.get("gpu_count"), rec.get("price_on_demand"),
                           rec.get("currency") or "USD")
    if hit is None:
        return ""
    pgh, ref, where = hit
    n, gpu = rec["gpu_count"], rec["gpu"]
    return (f"row {i}, field price_on_demand: {rec['price_on_demand']:g} {rec.get('currency') or 'USD'} an hour for "
            f"{n:g} × {gpu} is ${pgh:.2f} per GPU-hour, {pgh / ref:.2f}× the cheapest public on-demand {gpu} "
            f"(${ref:.2f} per GPU-hour, {where}), under a third of it: a price per GPU typed for the whole machine? "
            "Imported as given; answers that pick it mark it")


def price_problems(i: int, rec: dict[str, Any]) -> list[str]:
    """Why the prices of sheet row `i` (its record as `catalog.db.validate_row` built it) cannot be prices for its
    GPU, each naming the row and the field; [] when they can (or there is nothing to judge by)."""
    errs = []
    od, month = rec.get("price_on_demand"), rec.get("price_reserved_month")
    if od is not None and month is not None and month < od:
        errs.append(f"row {i}, field price_reserved_month: {month:g} a month is below {od:g} an hour on demand, and a "
                    f"month is {HOURS_PER_MONTH} hours: an hourly price in the month column? Give the price of a whole "
                    "month")
    n, gpu = rec.get("gpu_count"), rec.get("gpu")
    ref = cheapest_listed(gpu) if gpu and n and n >= 1 else None
    if ref is None or not n:
        return errs
    floor, where = ref[0] * FLOOR_SHARE, ref[1]
    cur = rec.get("currency") or "USD"
    for col, hours in (("price_on_demand", 1), ("price_spot", 1), ("price_reserved_month", HOURS_PER_MONTH)):
        p = rec.get(col)
        if p is None:
            continue
        pgh = _usd(p, cur) / hours / n
        if pgh < floor:
            per = "a month" if hours > 1 else "an hour"
            errs.append(f"row {i}, field {col}: {p:g} {cur} {per} for {n:g} × {gpu} is ${pgh:.4f} per GPU-hour, under a "
                        f"tenth of the cheapest {gpu} the catalog lists (${ref[0]:.2f} per GPU-hour, {where}): a "
                        "price in another unit (per minute, per GPU, cents) or a typo? Give the whole instance's price "
                        f"{per} in USD or CNY")
    return errs
