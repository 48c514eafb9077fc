"""Dated price evidence: what a seller's own price page said on a known day, judged against the catalog's rows.

The SkyPilot snapshots the catalog is built from state no date for their prices (docs/CATALOG.md "Dates"), and
some of them are old: RunPod's v7 file lists an H100 SXM at 2.99/GPU-h where runpod.io/pricing read on 2026-11-09
lists 3.99. `catalog/data/price_evidence.csv` holds such readings, each with the seller's page, the public
transcription it was read from (`via`) and the day it was read; nothing in it is computed. Each row says what it
judges:

- `kind`: the price column (`on_demand`, or `spot` for a seller that sells only by spot auction);
- `provider` + optional `instance` (regex), `region`, `count`: the seller's own rows of that GPU; with
  `resale = yes`, also a broker's resale of that seller's GPU (`seller` column, same count where one is given);
- `unit`: `gpu_hour` (the price per GPU-hour: the seller prices by the GPU) or `instance_hour` (the whole machine);
- `reprice = yes`: the figure is the seller's list price for exactly that offer, so a row it contradicts takes it.

`judge(row)` answers for one row with the newest matching reading: `confirmed` (within ±10 %, the tolerance of
docs/CATALOG_AUDIT.md; within rounding where the reading may replace the price), `reprice` (different, and the
reading may replace it: the newest list price wins) or `stale` (off by more than 10 %, and the reading may not
replace it: a broker's resale, a "from" price, a footnoted or conflicting page). A row whose own `as_of` is on or after
the reading's day (a fetched catalog, a user's imported quote) is not judged by it. `apply(rows)` (run by
`catalog.check.quarantine`) writes the verdicts: a confirmed row takes the reading's day as `as_of`, a repriced row
its price, day and source; a stale row is left for `catalog.check` to quarantine as `stale_price`. A region-specific
reading that contradicts one region of an instance type also marks the type's other regions from the same source
stale: they are the same undated snapshot.
"""

from __future__ import annotations

import csv
import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

EVIDENCE = Path(__file__).parent / "data" / "price_evidence.csv"
TOLERANCE = 0.10  # docs/CATALOG_AUDIT.md: a price within 10 % of the vendor's dated list price is right
UNDATED_BLANK = "(as_of blank)"  # catalog.refresh.UNDATED's ending
SAME = 0.005  # a list price the reading may replace is replaced when it differs at all (beyond rounding)


@dataclass(frozen=True)
class Reading:
    """One row of price_evidence.csv."""

    provider: str
    instance: str
    region: str
    gpu: str
    count: float | None
    unit: str
    price: float
    kind: str  # on_demand | spot: the price column it judges
    read_on: str
    vendor_url: str
    via: str
    resale: bool
    reprice: bool
    quote: str

    def cite(self) -> str:
        return f"{self.vendor_url} read {self.read_on} (as transcribed in {self.via})"


@dataclass(frozen=True)
class Verdict:
    status: str  # confirmed | reprice | stale
    reading: Reading
    row_price: float  # the row's figure in the reading's unit
    message: str


def _f(v: str | None) -> float | None:
    try:
        return float(v) if v not in (None, "") else None
    except ValueError:
        return None


@functools.lru_cache(maxsize=4)
def readings(path: Path = EVIDENCE) -> tuple[Reading, ...]:
    """Every reading in the file, in file order (a missing file: none)."""
    if not Path(path).exists():
        return ()
    with open(path, newline="", encoding="utf-8") as f:
        return tuple(Reading(r["provider"], r["instance"], r["region"], r["gpu"], _f(r["count"]), r["unit"],
                             float(r["price"]), r["kind"] or "on_demand", r["read_on"], r["vendor_url"], r["via"],
                             r["resale"] == "yes", r["reprice"] == "yes", r["quote"]) for r in csv.DictReader(f))


def _get(r: Any, k: str) -> Any:
    return r.get(k) if isinstance(r, (dict, Mapping)) else getattr(r, k, None)  # dict first: no ABC check


def _matches(e: Reading, r: Any) -> bool:
    if e.gpu != _get(r, "gpu"):
        return False
    count = _f(str(_get(r, "gpu_count") or ""))
    if e.count is not None and count != e.count:
        return False
    if _get(r, "broker"):
        return e.resale and _get(r, "seller") == e.provider
    if _get(r, "provider") != e.provider or (e.region and _get(r, "region") != e.region):
        return False
    return not e.instance or re.search(e.instance, _get(r, "instance_type") or "") is not None


KINDS = ("on_demand", "spot")


def reading_for(r: Any, pool: Iterable[Reading] | None = None, kind: str | None = None) -> Reading | None:
    """The newest reading that judges row `r` (first in file order on a tie), or None. `kind` (a price column)
    limits it to readings of that column; without it, the on-demand reading where there is one, else the spot one."""
    if kind is None:
        pool = tuple(readings() if pool is None else pool)
        return reading_for(r, pool, "on_demand") or reading_for(r, pool, "spot")
    best: Reading | None = None
    gpu = _get(r, "gpu")  # _matches' first test, read once: most readings are of another card
    every = readings()
    for e in _candidates(r, kind, gpu, every) if pool is None or pool is every else pool:
        if e.kind == kind and e.gpu == gpu and _matches(e, r) and (best is None or e.read_on > best.read_on):
            best = e
    return best


Index = dict[tuple[Any, ...], tuple[tuple[int, Reading], ...]]
_INDEXED: list[tuple[tuple[Reading, ...], Index, str]] = []


def _index(every: tuple[Reading, ...]) -> tuple[Index, str]:
    """`every`'s readings (with their place in the file) by what `_matches` tests first: (kind, gpu, provider, region)
    for a seller's own rows (a reading without a region under region ""), and ("resale", kind, gpu, provider) for a
    broker's resale of that seller's card. Each list keeps file order (the tie rule). Scanning all ~600 readings for
    every row made `catalog check --file` on a 200,000-row sheet take 3× the import's time. Kept for
    the last `readings()` tuple seen (by identity: hashing ~600 readings per row would cost what it saves), with
    the newest reading's day."""
    entry = _INDEXED[0] if _INDEXED else None
    if entry is None or entry[0] is not every:
        entry = (every, _build_index(every), max((e.read_on for e in every), default=""))
        _INDEXED[:] = [entry]
    return entry[1], entry[2]


def _newest(pool: Iterable[Reading] | None) -> str:
    """The day of the newest reading in `pool` (the file's when None): a row dated on or after it is judged by none."""
    if pool is None or pool is readings():
        return _index(readings())[1]
    return max((e.read_on for e in pool), default="")


def _build_index(every: tuple[Reading, ...]) -> Index:
    out: dict[tuple[Any, ...], list[tuple[int, Reading]]] = {}
    for i, e in enumerate(every):
        out.setdefault((e.kind, e.gpu, e.provider, e.region), []).append((i, e))
        if e.resale:
            out.setdefault(("resale", e.kind, e.gpu, e.provider), []).append((i, e))
    return {k: tuple(v) for k, v in out.items()}


def _candidates(r: Any, kind: str, gpu: Any, every: tuple[Reading, ...]) -> Iterable[Reading]:
    """The readings that can match row `r` (a superset: `_matches` decides), in file order."""
    import heapq

    idx = _index(every)[0]
    if _get(r, "broker"):
        hits: Iterable[tuple[int, Reading]] = idx.get(("resale", kind, gpu, _get(r, "seller")), ())
    else:
        provider, region = _get(r, "provider"), _get(r, "region")
        anywhere = idx.get((kind, gpu, provider, ""), ())
        here = idx.get((kind, gpu, provider, region), ()) if region else ()
        hits = heapq.merge(anywhere, here, key=lambda t: t[0]) if anywhere and here else anywhere or here
    return (e for _i, e in hits)


def judge(r: Any, pool: Iterable[Reading] | None = None, kind: str | None = None) -> Verdict | None:
    """The newest reading's verdict on row `r`'s USD price in the reading's column (`kind`; without it, as
    `reading_for`), or None (no reading, no such USD price, not a whole-instance price, or the row's own date is on
    or after the reading's). A spot list price the seller states for exactly this offer (`reprice`) fills a blank
    spot column of a row that has another price: GCP's billing catalog lists a spot price for every machine it
    sells, so a snapshot that lost it (or a repair that dropped it) does not make the row spot-less."""
    as_of = _get(r, "as_of") or ""
    if as_of and as_of >= _newest(pool):  # no reading can judge it (the test below): skip the search
        return None
    e = reading_for(r, pool, kind)
    if e is None:
        return None
    od, n = _f(str(_get(r, f"price_{e.kind}") or "")), _f(str(_get(r, "gpu_count") or ""))
    if (not n or (_get(r, "currency") or "USD") != "USD"
            or (_get(r, "price_scope") or "instance") != "instance" or (_get(r, "as_of") or "") >= e.read_on):
        return None
    if od is None:
        if e.kind == "spot" and e.reprice and not _get(r, "broker") and _f(str(_get(r, "price_on_demand") or "")):
            unit = "/GPU-h" if e.unit == "gpu_hour" else "/h"
            return Verdict("reprice", e, 0.0, f"blank in the source; the list spot price is {e.price:g}{unit} at "
                                              f"{e.cite()}: \"{e.quote.replace(' | ', ', ')}\"")
        return None
    mine = od / n if e.unit == "gpu_hour" else od
    unit = "/GPU-h" if e.unit == "gpu_hour" else "/h"
    off = mine / e.price - 1
    may = e.reprice and not _get(r, "broker")
    if abs(off) <= TOLERANCE and not (may and abs(off) > SAME):
        return Verdict("confirmed", e, mine, f"price confirmed: {e.price:g}{unit} at {e.cite()}")
    status = "reprice" if may else "stale"
    whose = "the seller's own list price" if _get(r, "broker") else "the list price"
    return Verdict(status, e, mine, f"the source's {mine:g}{unit} is {off:+.0%} from {whose} {e.price:g}{unit} at "
                                    f"{e.cite()}: \"{e.quote.replace(' | ', ', ')}\"")  # " | " joins quarantine reasons


def _fmt(x: float) -> str:
    return f"{x:.6f}".rstrip("0").rstrip(".")


def _note(r: dict[str, str], text: str) -> None:
    if text not in r.get("notes", ""):
        r["notes"] = "; ".join(x for x in (r.get("notes", ""), text) if x)


def _reprice(r: dict[str, str], v: Verdict, spot_judged: bool = False) -> None:
    """Write a `reprice` verdict; `spot_judged`: a spot reading also judges this row, so its spot is not dropped."""
    e, n = v.reading, float(r["gpu_count"])
    col = f"price_{e.kind}"
    old = r[col] or "(blank)"
    r[col] = _fmt(e.price * n if e.unit == "gpu_hour" else e.price)
    _note(r, f"repriced: {e.kind.replace('_', '-')} {old} in the undated snapshot ({_snapshot(r['source'])}) is "
             f"{v.message}; now {r[col]}/h" + (f" ({n:g} × {e.price:g}/GPU-h)" if e.unit == "gpu_hour" else ""))
    if e.kind == "on_demand" and r.get("price_spot") and not spot_judged:
        _note(r, f"spot {r['price_spot']} from the same snapshot dropped: no dated reading confirms it")
        r["price_spot"] = ""
    _dated(r, e)


def _dated(r: dict[str, str], e: Reading) -> None:
    """The row's price date and source become the reading's (once, however many of its columns the reading dates)."""
    cite = f"{e.vendor_url} (read {e.read_on}, transcribed in {e.via})"
    if not r["source"].startswith(cite):
        r["source"] = f"{cite}; shape and regions: {_snapshot(r['source'])}"
    r["as_of"] = e.read_on


def apply(rows: list[dict[str, str]]) -> dict[str, int]:
    """Write each row's verdicts, one per price column a reading judges (see the module docstring); returns the
    count of each verdict. Both columns are judged before either is written (a confirmed on-demand dates the row,
    which would exempt its spot from the reading)."""
    counts = {"confirmed": 0, "reprice": 0, "stale": 0, "sibling": 0}
    contradicted: dict[tuple[str, str, str], Reading] = {}
    judged: set[int] = set()
    for i, r in enumerate(rows):
        verdicts = [v for k in KINDS if (v := judge(r, kind=k)) is not None]
        spot_judged = any(v.reading.kind == "spot" for v in verdicts)
        for v in verdicts:
            judged.add(i)
            counts[v.status] += 1
            _write(r, v, spot_judged)
            if v.status != "confirmed" and v.reading.region and not r.get("broker") and v.reading.kind == "on_demand":
                contradicted[(r["provider"], r["instance_type"], _snapshot(r.get("source", "")))] = v.reading
    for i, r in enumerate(rows):
        e = contradicted.get((r["provider"], r["instance_type"], _snapshot(r.get("source", ""))))
        if i not in judged and e is not None and not r.get("as_of"):
            _note(r, f"stale_snapshot: the same undated snapshot's price for {r['instance_type']} in {e.region} "
                     f"differs from {e.cite()} by more than {TOLERANCE:.0%}")
            counts["sibling"] += 1
    return counts


def _write(r: dict[str, str], v: Verdict, spot_judged: bool) -> None:
    if v.status != "stale":  # the snapshot's "(as_of blank)" no longer holds: the reading dates the price
        r["notes"] = r.get("notes", "").replace(UNDATED_BLANK, "(as_of: the day a dated reading stated it)")
    if v.status == "confirmed":
        r["as_of"] = v.reading.read_on
        _note(r, v.message)
    elif v.status == "reprice":
        _reprice(r, v, spot_judged)


def drop_stale_spots(rows: list[dict[str, str]], pool: Iterable[Reading] | None = None) -> int:
    """`stale_spot`, run by `catalog.check.quarantine` after the checks on the rows they left rankable: where the
    seller's dated spot list contradicted most of one undated snapshot's spot prices (GCP: 256 of the 256 its billing
    catalog prices, docs/CATALOG_AUDIT.md "Re-audit"), a spot price from that snapshot that no reading covers is not
    believed either: dropped, the row kept on its on-demand price (machine rows: a GPU-only attach price is never
    ranked and no reading judges one). After the checks, so the checks that read the
    snapshot's spot (`regional_fraction`'s list regions) still see it. Returns the rows changed."""
    pool = tuple(readings() if pool is None else pool)
    seen: dict[tuple[str, str], list[bool]] = {}
    covered = []
    for r in rows:
        e = None if r.get("broker") else reading_for(r, pool, kind="spot")
        covered.append(e is not None)
        if e is not None and e.reprice:
            seen.setdefault((r["provider"], _snapshot(r.get("source", ""))), []).append("repriced: spot" in r.get("notes", ""))
    changed = 0
    for r, cov in zip(rows, covered, strict=True):
        hits = seen.get((r["provider"], _snapshot(r.get("source", ""))), [])
        if (cov or r.get("quarantined") or not r.get("price_spot") or r.get("broker") or 2 * sum(hits) <= len(hits)
                or (r.get("price_scope") or "instance") != "instance"):
            continue
        _note(r, f"stale_spot: spot {r['price_spot']} dropped: the seller's dated spot list contradicts {sum(hits)} "
                 f"of the {len(hits)} spot prices of the same undated snapshot it covers, and does not list this one")
        r["price_spot"] = ""
        changed += 1
    return changed


def _snapshot(source: str) -> str:
    """The snapshot part of a row's `source` (a repriced row keeps it after "shape and regions: ")."""
    return source.rsplit("shape and regions: ", 1)[-1]


def confirmed(r: Any) -> bool:
    """Whether the newest dated reading for row `r` states its price (within ±10 %): a sourced list price, which an
    outlier test flags but does not quarantine (catalog.check.flag_outliers)."""
    e = reading_for(r)
    n = _f(str(_get(r, "gpu_count") or ""))
    price = _f(str(_get(r, f"price_{e.kind}") or "")) if e else None
    if e is None or price is None or not n:
        return False
    return abs((price / n if e.unit == "gpu_hour" else price) / e.price - 1) <= TOLERANCE


# A reading's `via` names a file at one version; the same file at another commit is the same source read on another
# day (GCP's billing-catalog transcription is regenerated weekly: docs/CATALOG_AUDIT.md "Re-audit 3", cause 1).
_VERSIONED = re.compile(r"^https://(?:github\.com/([^/]+/[^/]+)/blob|raw\.githubusercontent\.com/([^/]+/[^/]+))"
                        r"/([0-9a-f]{7,40})/(.+)$")
# How a row cites the reading that dated it: `_dated` writes "(read DAY, transcribed in VIA)" into its source, a
# confirmed price "read DAY (as transcribed in VIA)" into its notes (Reading.cite).
_CITED = re.compile(r"read (\d{4}-\d{2}-\d{2})(?:, | \(as )transcribed in (\S+?)\)")


def same_source(via: str) -> str:
    """`via` without its version: `owner/repo:path` for a file at a GitHub commit, else `via` itself."""
    m = _VERSIONED.match(via)
    return f"{m.group(1) or m.group(2)}:{m.group(4)}" if m else via


def cited_sources(r: Any) -> set[str]:
    """The sources (`same_source`) of the readings row `r` cites for its own price date (`as_of`), or none."""
    as_of = _get(r, "as_of") or ""
    text = f"{_get(r, 'source') or ''} {_get(r, 'notes') or ''}"
    return {same_source(via) for day, via in _CITED.findall(text) if as_of and day == as_of}


def superseded(r: Any) -> str:
    """`superseded_reading`: why row `r`'s dated price is no longer its source's, or "". The row is dated by a reading
    (its `as_of` is the day its source or notes cite), and a **newer** reading of the same source (the same file at a
    later commit, `same_source`) judges it and states another price for one of its columns. The newest reading of a
    source prices a row (`reading_for`); older ones stay in price_evidence.csv as history and never do."""
    cited = cited_sources(r)
    if not cited:
        return ""
    as_of = _get(r, "as_of")
    for k in KINDS:
        e = reading_for(r, kind=k)
        if e is None or e.read_on <= as_of or same_source(e.via) not in cited:
            continue
        v = judge(r, kind=k)
        if v is not None and v.status != "confirmed":
            return (f"superseded_reading: the {k.replace('_', '-')} price dated {as_of} is an older reading of "
                    f"{same_source(e.via)}; its newer reading of {e.read_on} says otherwise: {v.message}")
    return ""


def stale_reason(r: Any) -> str:
    """Why `catalog check` keeps row `r` out of rankings on the evidence, or "": the newest dated reading for one of
    its price columns contradicts it and may not replace it, or a sibling region's reading showed its snapshot
    stale (`apply` wrote that note)."""
    for k in KINDS:
        v = judge(r, kind=k)
        if v is not None and v.status != "confirmed":
            return v.message
    notes = _get(r, "notes") or ""
    if "stale_snapshot: " in notes and not _get(r, "as_of"):
        return notes.split("stale_snapshot: ", 1)[1].split("; ", 1)[0]
    return ""
