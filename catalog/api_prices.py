"""Hosted-API list prices (catalog/data/api_prices.csv) as tools.api_compare.ApiPrice rows.

Each row is one provider's published price per 1M tokens (input, cache-hit input where the page lists one, output) in
the page's currency, with the pricing page (`source`), the date of the reading (`as_of`) and how it was read (`note`).
A price not found in a source is left out of the file, never filled in. A malformed file is an ApiPriceError naming
the file and the row."""

from __future__ import annotations

import csv
import math
import re
from functools import lru_cache
from pathlib import Path

from tools.api_compare import ApiPrice

FILE = Path(__file__).parent / "data" / "api_prices.csv"
COLUMNS = ("provider", "model", "names", "input_per_m", "cached_input_per_m", "output_per_m", "currency", "source",
           "as_of", "note")
AS_OF = re.compile(r"^\d{4}-\d{2}(?:-\d{2})?$")
MAX_PER_M = 1000.0  # no text model lists more than this per 1M tokens (the dearest rows are tens of dollars)


class ApiPriceError(ValueError):
    """catalog/data/api_prices.csv cannot be used as it stands."""


def _price(raw: str, where: str, optional: bool = False) -> float | None:
    raw = (raw or "").strip()
    if not raw and optional:
        return None
    try:
        v = float(raw)
    except ValueError:
        raise ApiPriceError(f"{where}: not a price ({raw[:40]!r})") from None
    if not math.isfinite(v) or not 0 < v <= MAX_PER_M:
        raise ApiPriceError(f"{where}: a price per 1M tokens must be above 0 and at most {MAX_PER_M:g} (got {raw!r})")
    return v


def _row(r: dict[str, str], n: int) -> ApiPrice:
    where = f"catalog/data/api_prices.csv row {n} ({r.get('model', '')!r})"
    if not r.get("source", "").startswith("https://") or not AS_OF.match(r.get("as_of", "")):
        raise ApiPriceError(f"{where}: every row needs its pricing page (https://…) and an as_of date (YYYY-MM[-DD])")
    names = tuple(s.strip() for s in r["names"].split(";") if s.strip())
    return ApiPrice(provider=r["provider"].strip(), model=r["model"].strip(), names=names,
                    input_per_m=_price(r["input_per_m"], where) or 0.0,
                    cached_input_per_m=_price(r["cached_input_per_m"], where, optional=True),
                    output_per_m=_price(r["output_per_m"], where) or 0.0,
                    currency=r["currency"].strip(), source=r["source"].strip(), as_of=r["as_of"].strip())


@lru_cache(maxsize=1)
def api_prices(path: str = str(FILE)) -> tuple[ApiPrice, ...]:
    """Every row of the file, checked (columns, prices, page, date)."""
    try:
        with open(path, encoding="utf-8", newline="") as f:
            reader = csv.DictReader(f)
            if tuple(reader.fieldnames or ()) != COLUMNS:
                raise ApiPriceError(f"{path}: the columns must be {', '.join(COLUMNS)}")
            return tuple(_row(r, i) for i, r in enumerate(reader, start=2))
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        raise ApiPriceError(f"{path} cannot be read ({type(e).__name__})") from None


def providers() -> frozenset[str]:
    """The providers the file prices."""
    return frozenset(r.provider for r in api_prices())
