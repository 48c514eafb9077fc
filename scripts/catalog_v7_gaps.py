"""List the shipped catalog rows whose on-demand price differs from SkyPilot's v7 snapshot for the same
(provider, instance type, region), and why each one is allowed to.

`PYTHONPATH=. python scripts/catalog_v7_gaps.py [--all]` prints one tab-separated line a gap (provider, instance,
region, v7 price, shipped price, the reason) and a count a reason; `--all` prints the explained ones too, otherwise
only the unexplained. Exit 1 when a gap is unexplained.

The rule (tests/data/catalog/skypilot_v7/README.md: "Where both have the same (provider, instance, region), the
newer snapshot's price is the one to keep"; docs/CATALOG.md "Dates"): the v7 extract states no price date
("Price date: not stated"; 2026-11-30 is the day of copying), so a shipped price may differ from it by more than the
10 % tolerance (catalog.evidence.TOLERANCE) only when it is newer by evidence:

- `dated`: the row carries a dated reading of the seller's own price page (`as_of` set, catalog/data/price_evidence.csv:
  Nebius 8 × H200 $43.20 = 8 × $5.40, nebius.com/prices read 2026-10-07; Lambda GH200 $2.29, lambda.ai read
  2026-09-20, where v7 still lists the older $28.00 and $1.49);
- `newer_schema`: the row comes from a newer SkyPilot schema folder (catalogs/v8, v9: AWS's June 2025 P4/P5 cut,
  Lambda's 2026 prices), which the refresh lists after v7 so it overrides it;
- `quarantined`: the row is kept but never ranked.

Anything else is a v7 price silently overridden by an older or unsourced figure: a fault.
"""

from __future__ import annotations

import csv
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
V7 = ROOT / "tests" / "data" / "catalog" / "skypilot_v7"
SHIPPED = ROOT / "catalog" / "data" / "instances.csv"
TOLERANCE = 0.10  # catalog.evidence.TOLERANCE (docs/CATALOG_AUDIT.md), read here without importing the catalog


def reason(row: dict[str, str]) -> str | None:
    """Why a shipped row may differ from v7 (the module's rule), or None."""
    if row["quarantined"]:
        return "quarantined"
    if row["as_of"]:
        return "dated"
    if "catalogs/v8/" in row["source"] or "catalogs/v9/" in row["source"]:
        return "newer_schema"
    return None


def gaps(v7: Path = V7, shipped: Path = SHIPPED) -> list[tuple[str, str, str, float, float, str | None]]:
    """Every (provider, instance, region) priced in both whose shipped on-demand price is off v7's by more than
    TOLERANCE (of v7's), with its reason."""
    ours: dict[tuple[str, str, str], list[dict[str, str]]] = {}
    with shipped.open(newline="") as f:
        for r in csv.DictReader(f):
            ours.setdefault((r["provider"], r["instance_type"], r["region"]), []).append(r)
    out = []
    for path in sorted(v7.glob("*.csv")):
        seen: set[tuple[str, str, str]] = set()
        with path.open(newline="") as f:
            for r in csv.DictReader(f):
                key = (path.stem, r["InstanceType"], r["Region"])
                if not r["InstanceType"] or key in seen or key not in ours:
                    continue
                seen.add(key)
                try:
                    theirs = float(r["Price"])
                except ValueError:
                    continue
                for row in ours[key]:
                    if row["price_on_demand"] and abs(float(row["price_on_demand"]) - theirs) > TOLERANCE * theirs:
                        out.append((*key, theirs, float(row["price_on_demand"]), reason(row)))
    return out


def main(argv: list[str]) -> int:
    found = gaps()
    for g in found:
        if "--all" in argv or g[5] is None:
            print(*g[:5], g[5] or "UNEXPLAINED", sep="\t")
    for why, n in sorted(Counter(g[5] or "UNEXPLAINED" for g in found).items()):
        print(f"{why}: {n}", file=sys.stderr)
    return 1 if any(g[5] is None for g in found) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
