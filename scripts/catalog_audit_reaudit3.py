"""Reproduce the draw of the third independent re-audit (docs/CATALOG_AUDIT.md "Re-audit 3 (seed 20261217)").

The sample is drawn, not judged, here: the verdicts are the auditor's, against vendor lists, in the doc.

1. the pool: the rows the product ranks now (`catalog_audit_recheck.rankable`, the rule of `tools/offers.py`
   `eligible` and `catalog/db.py` `rankable_only`: a row with any `quarantined` reason, `unconfirmed_price` of the
   fifth fix round included, is out), minus the 60 rows of each of the four earlier samples, by (provider,
   instance_type, region): the first audit (seed 20261201), the fixer's self-check (seed 20261202), the first
   re-audit (seed 20261215) and re-audit 2 (seed 20261216), each read from its table in the doc. Rows with a dated
   reading or a repair from price_evidence.csv are NOT excluded (as in re-audit 2);
2. the draw: `random.Random(SEED)` and the first audit's sampler and quotas (`catalog_audit_recheck.stratified`,
   `ALLOC`), topped up from the rest of the pool in shuffled order (`catalog_audit_reaudit2.draw`).

    python scripts/catalog_audit_reaudit3.py [--seed N] [FILE]

Prints the commit, the file's sha256 prefix, the pool size by provider, and the 60 rows with their line numbers.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from catalog_audit_reaudit2 import DOC, Key, _keys, _section, draw, earlier_samples  # noqa: E402
from catalog_audit_recheck import rankable  # noqa: E402

SEED = 20261217


def four_samples() -> dict[str, list[Key]]:
    """The four earlier samples' keys: re-audit 2's three, plus re-audit 2's own table (60, checked)."""
    out = earlier_samples()
    doc = DOC.read_text(encoding="utf-8")
    keys = _keys(_section(_section(doc, "## Re-audit 2 (seed 20261216)", "## Fifth"), "### The 60 rows",
                          "### Wrong rows"))
    if len(keys) != 60:
        raise SystemExit(f"re-audit 2: {len(keys)} rows parsed from {DOC.name}, expected 60")
    out["re-audit 2 (20261216)"] = keys
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", default=str(ROOT / "catalog" / "data" / "instances.csv"))
    ap.add_argument("--seed", type=int, default=SEED)
    a = ap.parse_args()
    raw = Path(a.file).read_bytes()
    rows = list(csv.DictReader(raw.decode("utf-8").splitlines()))
    for i, r in enumerate(rows, 2):  # line in the file (header is line 1; no field holds a newline)
        r["_line"] = str(i)
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    print(f"file {a.file}; commit {head.strip()}; sha256 prefix {hashlib.sha256(raw).hexdigest()[:16]}")
    excluded: set[Key] = set()
    ranked = [r for r in rows if rankable(r)]
    for name, keys in four_samples().items():
        still = sum(1 for r in ranked if (r["provider"], r["instance_type"], r["region"]) in set(keys))
        print(f"excluded {name}: 60 rows, {still} of them rankable now")
        excluded |= set(keys)
    pool = [r for r in ranked if (r["provider"], r["instance_type"], r["region"]) not in excluded]
    print(f"rankable {len(ranked)}; pool {len(pool)}: "
          + ", ".join(f"{p} {n}" for p, n in Counter(r["provider"] for r in pool).most_common()))
    sample = draw(pool, a.seed)
    print(f"seed {a.seed}; {len(sample)} rows; dated {sum(1 for r in sample if r['as_of'])}")
    for i, r in enumerate(sample, 1):
        print(f"| {i} | {r['provider']} · `{r['instance_type']}` · {r['region'] or '(blank)'} | {r['_line']} | "
              f"{r['gpu']} × {r['gpu_count']} ({r['gpu_memory_gib'] or '—'}) | {r['vcpu'] or '—'} / "
              f"{r['ram_gib'] or '—'} | {r['price_on_demand'] or '—'} / {r['price_spot'] or '—'} | "
              f"{r['as_of'] or '—'} |")


if __name__ == "__main__":
    main()
