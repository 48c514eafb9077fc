"""Reproduce the draw of the second independent re-audit (docs/CATALOG_AUDIT.md "Re-audit 2 (seed 20261216)").

The sample is drawn, not judged, here: the verdicts are the auditor's, against vendor lists, in the doc.

1. the pool: the rows the product ranks (`catalog_audit_recheck.rankable`, the rule of `tools/offers.py` `eligible`
   and `catalog/db.py` `rankable_only`), minus the 60 rows of each earlier sample, by (provider, instance_type,
   region): the first audit (seed 20261201, "## The 60 rows"), the fixer's self-check (seed 20261202, the table
   under "## Second fix round"), and the first re-audit (seed 20261215, "### The 60 rows" under "## Re-audit").
   Unlike the first re-audit, rows with a dated reading or a repair from price_evidence.csv are NOT excluded:
   the question is whether a buyer can trust the rows the product ranks, dated or not;
2. the draw: `random.Random(SEED)` and the first audit's sampler and quotas (`catalog_audit_recheck.stratified`,
   `ALLOC`): per provider, shuffled, one row per GPU kind first; quotas a provider cannot fill are filled from the
   rest of the pool in shuffled order (as `catalog_audit_sample.draw`).

    python scripts/catalog_audit_reaudit2.py [--seed N] [FILE]

Prints the commit, the file's sha256 prefix, the pool size by provider, and the 60 rows with their line numbers.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from catalog_audit_recheck import audit_table, rankable, stratified  # noqa: E402

SEED = 20261216
DOC = ROOT / "docs" / "CATALOG_AUDIT.md"
Key = tuple[str, str, str]


def _section(doc: str, start: str, end: str) -> str:
    """The doc text from the heading `start` up to the next heading `end` (both matched at line start)."""
    i = doc.index("\n" + start)
    j = doc.find("\n" + end, i + 1)
    return doc[i: j if j >= 0 else len(doc)]


def _keys(text: str) -> list[Key]:
    """(provider, instance_type, region) of every table row `| n | provider · `instance` · region |`."""
    out = []
    for m in re.finditer(r"^\| \d+ \| (\w+) · `([^`]+)` · ([^|]*?) \|", text, re.M):
        region = m.group(3).strip()
        out.append((m.group(1), m.group(2), "" if region == "(blank)" else region))
    return out


def earlier_samples() -> dict[str, list[Key]]:
    """The three earlier samples' keys, read from the doc's tables (60 each, checked)."""
    doc = DOC.read_text(encoding="utf-8")
    out = {"first audit (20261201)": list(audit_table()),
           "self-check (20261202)": _keys(_section(doc, "## Second fix round", "## Re-audit")),
           "re-audit (20261215)": _keys(_section(_section(doc, "## Re-audit (seed 20261215)", "## Third"),
                                                 "### The 60 rows", "### Wrong rows"))}
    for name, keys in out.items():
        if len(keys) != 60:
            raise SystemExit(f"{name}: {len(keys)} rows parsed from {DOC.name}, expected 60")
    return out


def draw(pool: list[dict[str, str]], seed: int, n: int = 60) -> list[dict[str, str]]:
    """The first audit's stratified sampler at `seed`, topped up from the rest of the pool in shuffled order."""
    rng = random.Random(seed)
    out = stratified(pool, rng)
    rest = [r for r in pool if r not in out]
    rng.shuffle(rest)
    return out + rest[: max(0, n - len(out))]


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
    for name, keys in earlier_samples().items():
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
