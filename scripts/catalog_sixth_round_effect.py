"""The sixth fix round's effect on what the product ranks (docs/CATALOG_AUDIT.md "Sixth fix round").

Compares `catalog/data/instances.csv` at a base commit (default 8d6a0d7, main with re-audit 3 merged) with the working
tree, by the audits' rule of a rankable row (`scripts/catalog_audit_recheck.rankable`): rankable rows per provider before
and after, the rows that left or joined the ranking (by the reason they carry now), how many GCP prices the newest
billing-catalog reading moved, and re-audit 3's rows that changed, re-judged against the audit's own evidence (its
table's evidence column: the 2026-08-20 reading L2 for GCP). Run from the repository root:
`python scripts/catalog_sixth_round_effect.py [BASE]`.
"""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from catalog_audit_recheck import rankable  # noqa: E402

Key = tuple[str, str, str]
TOLERANCE = 0.10  # the audits' "within 10 %"


def _rows(text: str) -> dict[Key, dict[str, str]]:
    return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(io.StringIO(text))}


def _reason(r: dict[str, str]) -> str:
    if r["quarantined"]:
        return r["quarantined"].split(":")[0] + (" (unlisted_shape)" if "unlisted_shape" in r["quarantined"] else "")
    return "same offer as another row (same_as)" if r["same_as"] else "?"


def _reaudit3_rows() -> list[tuple[str, Key, str, str]]:
    """(#, key, verdict, evidence) of re-audit 3's table."""
    doc = (ROOT / "docs" / "CATALOG_AUDIT.md").read_text(encoding="utf-8")
    sec = doc[doc.index("## Re-audit 3 (seed 20261217)"):]
    sec = sec[:sec.index("\n## ", 5)] if "\n## " in sec[5:] else sec
    pat = (r"^\| (\d+) \| (\w+) · `([^`]+)` · ([^|]*?) \| \d+ \|.*\| (right \([AB]\)|\*\*wrong\*\*|unverifiable) \| "
           r"(.*) \|$")
    return [(m.group(1), (m.group(2), m.group(3), m.group(4).strip()), m.group(5).replace("*", ""), m.group(6))
            for m in re.finditer(pat, sec, re.M)]


def _l2_spot(evidence: str) -> float | None:
    """The 2026-08-20 spot price re-audit 3's evidence column states for a GCP row: "L2 08-20: od / spot", "L2 08-20:
    on-demand X ✓; spot Y", or a 4-GPU machine as 4 × the 1-GPU spot ("… × 4 = 12.29")."""
    for pat in (r"L2 08-20: [\d.]+ / ([\d.]+)", r"L2 08-20: on-demand [\d.]+ ✓; spot ([\d.]+)", r"× 4 = ([\d.]+)"):
        if m := re.search(pat, evidence):
            return float(m.group(1))
    return None


def _rejudge(old: dict[Key, dict[str, str]], now: dict[Key, dict[str, str]]) -> None:
    print("re-audit 3's rows that changed, re-judged against the audit's own evidence:")
    for n, key, verdict, ev in _reaudit3_rows():
        a, b = old.get(key), now.get(key)
        if a is None or b is None:
            continue
        cols = ("gpu", "price_on_demand", "price_spot", "as_of", "quarantined", "same_as")
        if all(a[c] == b[c] for c in cols):
            continue
        what = ", ".join(f"{c} {a[c] or '—'} -> {b[c] or '—'}" for c in cols[:4] if a[c] != b[c])
        spot = _l2_spot(ev) if key[0] == "gcp" else None
        now_v = verdict
        if spot and b["price_spot"]:
            off = float(b["price_spot"]) / spot - 1
            now_v = "right (A)" if abs(off) <= TOLERANCE else "wrong"
            what += f"; L2 spot {spot:g} ({off:+.1%})"
        state = "ranked" if rankable(b) else f"not ranked: {_reason(b)}"
        print(f"  #{n:>2} {key[0]} {key[1]} {key[2]}: {what}; was {verdict}, now {now_v}; {state}")


def main() -> None:
    base = sys.argv[1] if len(sys.argv) > 1 else "8d6a0d7"
    old = _rows(subprocess.run(["git", "show", f"{base}:catalog/data/instances.csv"], cwd=ROOT, check=True,
                               capture_output=True, text=True).stdout)
    now = _rows((ROOT / "catalog" / "data" / "instances.csv").read_text(encoding="utf-8"))
    before = Counter(r["provider"] for r in old.values() if rankable(r))
    after = Counter(r["provider"] for r in now.values() if rankable(r))
    print(f"rankable rows per provider, {base} -> working tree")
    for p in sorted(set(before) | set(after)):
        print(f"  {p:15} {before[p]:5} -> {after[p]:5}  ({after[p] - before[p]:+d})")
    print(f"  {'total':15} {sum(before.values()):5} -> {sum(after.values()):5}")
    left = Counter((_reason(r), r["seller"] or r["provider"]) for k, r in now.items()
                   if k in old and rankable(old[k]) and not rankable(r))
    joined = Counter((r["provider"], r["seller"]) for k, r in now.items() if k in old and rankable(r) and not rankable(old[k]))
    print(f"left the ranking ({sum(left.values())}), by the reason they carry now and seller:")
    for (why, seller), n in sorted(left.items()):
        print(f"  {why:45} {seller:14} {n}")
    print(f"joined the ranking ({sum(joined.values())}):", dict(joined))
    gcp = [(old[k], r) for k, r in now.items() if k[0] == "gcp" and k in old]
    for col in ("price_on_demand", "price_spot"):
        moved = [(a, b) for a, b in gcp if a[col] and b[col] and a[col] != b[col]]
        big = sum(1 for a, b in moved if abs(float(b[col]) / float(a[col]) - 1) > TOLERANCE)
        print(f"GCP {col}: {len(moved)} rows changed ({big} by more than 10 %); dated 2026-08-20 now: "
              f"{sum(1 for _a, b in gcp if b['as_of'] == '2026-08-20')}")
    relabel = [(k, old[k]["gpu"], r["gpu"]) for k, r in now.items() if k in old and old[k]["gpu"] != r["gpu"]]
    print(f"relabelled ({len(relabel)}):", relabel)
    _rejudge(old, now)


if __name__ == "__main__":
    main()
