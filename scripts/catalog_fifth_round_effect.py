"""The fifth fix round's effect on what the product ranks (docs/CATALOG_AUDIT.md "Fifth fix round").

Compares `catalog/data/instances.csv` at a base commit (default b2ad168, the tree re-audit 2 was merged into) with the
working tree, by the audits' rule of a rankable row (`scripts/catalog_audit_recheck.rankable`): rankable rows per
provider before and after, the rows that left the ranking by the reason they carry now (and by seller), and where
re-audit 2's 60 rows stand. Run from the repository root: `python scripts/catalog_fifth_round_effect.py [BASE]`.
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


def _rows(text: str) -> dict[Key, dict[str, str]]:
    return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(io.StringIO(text))}


def _reason(r: dict[str, str]) -> str:
    if r["quarantined"]:
        return r["quarantined"].split(":")[0]
    return "same offer as a direct row (same_as)" if r["same_as"] else "?"


def _reaudit2(now: dict[Key, dict[str, str]]) -> Counter[tuple[str, str]]:
    """(verdict, ranked now?) over re-audit 2's table."""
    doc = (ROOT / "docs" / "CATALOG_AUDIT.md").read_text(encoding="utf-8")
    sec = doc[doc.index("## Re-audit 2 (seed 20261216)"):]
    sec = sec[:sec.index("\n## ", 5)] if "\n## " in sec[5:] else sec
    out: Counter[tuple[str, str]] = Counter()
    pat = r"^\| (\d+) \| (\w+) · `([^`]+)` · ([^|]*?) \| \d+ \|.*\| (right \([AB]\)|\*\*wrong\*\*|unverifiable) \| "
    for m in re.finditer(pat, sec, re.M):
        r = now.get((m.group(2), m.group(3), m.group(4).strip()))
        out[(m.group(5).replace("*", "").split(" (")[0], "ranked" if r and rankable(r) else "not ranked")] += 1
    return out


def main() -> None:
    base = sys.argv[1] if len(sys.argv) > 1 else "b2ad168"
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
    joined = sum(1 for k, r in now.items() if k in old and rankable(r) and not rankable(old[k]))
    print(f"left the ranking ({sum(left.values())}), by the reason they carry now and seller; joined: {joined}")
    for (why, seller), n in sorted(left.items()):
        print(f"  {why:38} {seller:14} {n}")
    print("re-audit 2's 60 rows (verdict, now):", dict(sorted(_reaudit2(now).items())))


if __name__ == "__main__":
    main()
