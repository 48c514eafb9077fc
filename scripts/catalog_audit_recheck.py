"""Re-check the 60 rows of docs/CATALOG_AUDIT.md against a catalog file: not an independent re-audit.

The audit drew 60 rankable rows from catalog/data/instances.csv at commit e19158c with its stratified sampler
(seed 20261201; the code is in the audit doc) and judged each right / wrong / unverifiable. This script
1. redraws that sample from the audited file (git show e19158c:…) and checks it is the doc's 60 rows;
2. for each of them, compares the row in FILE (default: the current catalog) with the value the audit says is
   right: a "right" row must still carry the audited figures; a "wrong" row the supported value of the audit's
   "Wrong rows" table; an "unverifiable" row is reported as such (changed or not);
3. runs the same sampler on FILE and counts how many of the fresh draw the audit already judged.

    python scripts/catalog_audit_recheck.py [FILE]
"""

from __future__ import annotations

import csv
import io
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
AUDITED = "e19158c"
SEED = 20261201
ALLOC = {"aws": 9, "gcp": 8, "azure": 6, "runpod": 7, "lambda": 6, "primeintellect": 4, "shadeform": 3, "cudo": 3,
         "vast": 3, "oci": 2, "hyperbolic": 2, "nebius": 2, "paperspace": 2, "seeweb": 1, "simplepod": 1, "mithril": 1}
FIELDS = ("gpu", "gpu_count", "vcpu", "ram_gib", "price_on_demand", "price_spot", "region")
# The audit's "Wrong rows and the values the evidence supports": audit row → accepted values per field
# (several where the audit gives alternatives; "" = unknown / no price).
SUPPORTED: dict[int, dict[str, tuple[str, ...]]] = {
    5: {"price_on_demand": ("30.09784",)}, 7: {"price_on_demand": ("55.04",)}, 8: {"price_on_demand": ("63.296",)},
    24: {"ram_gib": ("",)}, 25: {"ram_gib": ("",)}, 26: {"ram_gib": ("",)}, 27: {"ram_gib": ("",)},
    28: {"ram_gib": ("",)}, 29: {"ram_gib": ("",)}, 30: {"ram_gib": ("400",)},
    31: {"price_on_demand": ("1.99", "1.48")}, 32: {"price_on_demand": ("4.29", "3.78")},
    33: {"price_on_demand": ("4.36",)}, 34: {"price_on_demand": ("1.99", "1.48")}, 35: {"price_on_demand": ("22.32",)},
    60: {"price_on_demand": ("",), "price_spot": ("12",)},
}


def rankable(r: dict[str, str]) -> bool:
    """The audit's pool: what tools/offers.py `eligible` and catalog/db.py `rankable_only` rank."""
    priced = any(r[k] for k in ("price_on_demand", "price_spot", "price_reserved_month"))
    count = float(r["gpu_count"]) if r["gpu_count"] else 0.0
    return (not r["quarantined"] and priced and bool(r["gpu"]) and r["price_scope"] in ("instance", "")
            and count >= 1 and not r["same_as"])


def stratified(pool: list[dict[str, str]], rng: random.Random) -> list[dict[str, str]]:
    """The audit's sampler (docs/CATALOG_AUDIT.md "Sample: seed and method"): per provider in ALLOC's order, the
    rows shuffled, one row per GPU kind first, then in shuffled order until the provider's quota is met."""
    out: list[dict[str, str]] = []
    for prov, n in ALLOC.items():
        cand = [r for r in pool if r["provider"] == prov]
        rng.shuffle(cand)
        picked: list[dict[str, str]] = []
        kinds: set[str] = set()
        for r in cand:
            if len(picked) < n and r["gpu"] not in kinds:
                picked.append(r)
                kinds.add(r["gpu"])
        for r in cand:
            if len(picked) < n and r not in picked:
                picked.append(r)
        out += picked
    return out


def draw(pool: list[dict[str, str]]) -> list[dict[str, str]]:
    """The first audit's draw, verbatim in effect: the stratified sampler at its seed."""
    return stratified(pool, random.Random(SEED))


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def _key(r: dict[str, str]) -> tuple[str, str, str]:
    return r["provider"], r["instance_type"], r["region"]


def audit_table() -> dict[tuple[str, str, str], tuple[int, str]]:
    """(provider, instance, region) → (audit row number, verdict) from the doc's table of 60 rows."""
    out = {}
    doc = (ROOT / "docs" / "CATALOG_AUDIT.md").read_text(encoding="utf-8")
    for m in re.finditer(r"^\| (\d+) \| \d+ \| (\w+) · `([^`]+)` · ([^|]*?) \|.*?\| (right|\*\*wrong\*\*|unverifiable)",
                         doc, re.M):
        region = "" if m.group(4).strip() == "(blank)" else m.group(4).strip()
        out[(m.group(2), m.group(3), region)] = (int(m.group(1)), m.group(5).strip("*"))
    return out


# Changes made after the audit on purpose, each named in the row's notes: a dated reading of the seller's page
# (catalog.evidence: repriced / its spot dropped), or a documented repair (GCP spot-only machines).
EXPLAINED = {"price_on_demand": ("repriced: on-demand", "spot_only"),
             "price_spot": ("repriced: spot", "dropped: no dated reading", "spot price dropped")}


def _explained(cur: dict[str, str], changed: dict[str, tuple[str, str]]) -> bool:
    """Every changed field is named by a repair or a dated reading in the row's notes."""
    return bool(changed) and all(any(w in cur["notes"] for w in EXPLAINED.get(f, ())) for f in changed)


def _status(cur: dict[str, str]) -> str:
    """Rankable or not, and how its price is dated."""
    if cur["quarantined"]:
        return "quarantined: " + ", ".join(sorted({q.split(":", 1)[0] for q in cur["quarantined"].split(" | ")}))
    return f"rankable, price dated {cur['as_of']}" if cur["as_of"] else "rankable, undated"


def recheck(new: list[dict[str, str]]) -> dict[str, list[str]]:
    old = _rows(subprocess.run(["git", "show", f"{AUDITED}:catalog/data/instances.csv"], cwd=ROOT, check=True,
                               capture_output=True, text=True).stdout)
    sample = draw([r for r in old if rankable(r)])
    table = audit_table()
    if [_key(r) for r in sample] != list(table) or len(sample) != 60:
        raise SystemExit("the sampler does not reproduce the audit's 60 rows: wrong file or changed doc")
    now = {_key(r): r for r in new}
    out: dict[str, list[str]] = {"right": [], "re-sourced since the audit": [], "not right": [], "unverifiable": []}
    for r in sample:
        n, verdict = table[_key(r)]
        cur = now.get(_key(r))
        where = f"#{n} {' · '.join(_key(r))}"
        if cur is None:
            out["not right"].append(f"{where}: row gone")
            continue
        changed = {f: (r[f], cur[f]) for f in FIELDS if r[f] != cur[f]}
        if verdict == "right":
            ok = not changed
        elif verdict == "wrong":
            ok = all(cur[f] in vals for f, vals in SUPPORTED[n].items())
            changed = {f: (r[f], cur[f]) for f in FIELDS if r[f] != cur[f] and f not in SUPPORTED[n]}
        else:
            out["unverifiable"].append(f"{where}: {_status(cur)}" + (f"; changed: {changed}" if changed else ""))
            continue
        note = f"{where} ({_status(cur)})" + (f"; other fields changed: {changed}" if changed else "")
        if not ok and _explained(cur, changed):
            out["re-sourced since the audit"].append(note)
        else:
            out["right" if ok else "not right"].append(note)
    fresh = draw([r for r in new if rankable(r)])
    seen = sum(1 for r in fresh if _key(r) in table)
    out["fresh draw"] = [f"{seen} of {len(fresh)} rows of a fresh draw on this file are among the audited 60"]
    return out


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "catalog" / "data" / "instances.csv"
    res = recheck(_rows(path.read_text(encoding="utf-8")))
    for k, v in res.items():
        print(f"{k}: {len(v)}" if k != "fresh draw" else v[0])
        for line in v if k != "fresh draw" else ():
            print("   ", line)


if __name__ == "__main__":
    main()
