"""Catalog speed of two source trees, measured alternately on the same machine (issue 10: "within 2× of today's").

    git worktree add ../prev 73c014b     # the pre-v2 catalog
    python benchmarks/catalog_compare.py --tree ../prev --tree . [--rounds 5]

Each round runs every tree once, in turn, each in its own fresh Python process (so the load of the
machine hits both alike): the build (median of 5 fresh databases), the filtered query of
benchmarks/catalog_bench.py (≥ 40 GB, ≤ $40/h, rankable) with the in-process caches emptied, and
the first query in a fresh process (`open_db()` on a built database, then one query; the
documented command in docs/CATALOG.md), both for all rankable priced rows and for the filtered
query. Prints each tree's range over the rounds and the machine's load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# Runs inside the child process with the tree first on sys.path (the editable install is not used).
_CHILD = r"""
import json, statistics, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, TREE)
from catalog import db as cdb
def clear():
    for name in ("_QUERY_CACHE", "_ROW_CACHE"):
        getattr(cdb, name, {}).clear()
def filtered(d):
    return cdb.query_instances(d, min_memory_gb=40, max_price=40, currency="USD", rankable_only=True)
out = {"file": cdb.__file__}
if MODE == "warm":
    builds = []
    for _ in range(5):
        path = Path(tempfile.mkdtemp()) / "advisor.db"
        t = time.perf_counter(); d = cdb.open_db(path); builds.append(time.perf_counter() - t); d.close()
    d = cdb.open_db(path)
    filtered(d)
    first, every = [], []
    for _ in range(RUNS):
        clear(); t = time.perf_counter(); rows = filtered(d); first.append(time.perf_counter() - t)
        clear(); t = time.perf_counter(); allrows = cdb.query_instances(d, rankable_only=True, priced_only=True)
        every.append(time.perf_counter() - t)
    out.update(build=statistics.median(builds), first_filtered=statistics.median(first),
               all_rows=statistics.median(every), n_filtered=len(rows), n_all=len(allrows))
else:
    d = cdb.open_db(Path(DB))
    t = time.perf_counter()
    rows = filtered(d) if MODE == "fresh_filtered" else cdb.query_instances(d, rankable_only=True, priced_only=True)
    out[MODE] = time.perf_counter() - t
print(json.dumps(out))
"""


def child(tree: Path, mode: str, runs: int = 0, db: str = "") -> dict:
    code = f"TREE = {str(tree)!r}; MODE = {mode!r}; RUNS = {runs}; DB = {db!r}\n" + _CHILD
    env = {**os.environ, "GPU_ADVISOR_HOME": tempfile.mkdtemp()}
    res = subprocess.run([sys.executable, "-c", code], cwd=tempfile.gettempdir(), env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", action="append", type=Path, required=True, help="a source tree (give two or more)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--runs", type=int, default=20, help="queries per warm measurement")
    ap.add_argument("--fresh", type=int, default=5, help="fresh processes per round and tree")
    a = ap.parse_args()
    trees = [t.resolve() for t in a.tree]
    dbs = {}
    for t in trees:  # one built database per tree for the fresh-process queries
        path = Path(tempfile.mkdtemp()) / "advisor.db"
        child(t, "fresh_all", db=str(path))
        dbs[t] = str(path)
    results: dict[Path, dict[str, list[float]]] = {t: {} for t in trees}
    counts: dict[Path, tuple[int, int]] = {}
    loads = [os.getloadavg()[0]]
    for r in range(a.rounds):
        for t in (trees if r % 2 == 0 else trees[::-1]):  # ABBA: a drift in the machine's load hits both alike
            w = child(t, "warm", runs=a.runs)
            counts[t] = (w["n_filtered"], w["n_all"])
            for k in ("build", "first_filtered", "all_rows"):
                results[t].setdefault(k, []).append(w[k])
            for mode in ("fresh_all", "fresh_filtered"):
                xs = [child(t, mode, db=dbs[t])[mode] for _ in range(a.fresh)]
                results[t].setdefault(mode, []).append(statistics.median(xs))
        loads.append(os.getloadavg()[0])
        print(f"round {r + 1}/{a.rounds} done, load average {loads[-1]:.2f}", file=sys.stderr)
    labels = {"build": "build, median of 5 fresh databases",
              "first_filtered": "filtered query, caches emptied, p50",
              "all_rows": "all rankable priced rows, caches emptied, p50",
              "fresh_all": "first query in a fresh process (all rankable priced)",
              "fresh_filtered": "first filtered query in a fresh process"}
    print(f"load average (1 min) over the run: {min(loads):.2f}–{max(loads):.2f}")
    for t in trees:
        print(f"{t}: {counts[t][0]} filtered rows, {counts[t][1]} rankable priced rows")
    for k, label in labels.items():
        cells = []
        for t in trees:
            xs = results[t][k]
            cells.append(f"{t.name}: {min(xs) * 1000:.1f}–{max(xs) * 1000:.1f} ms (median {statistics.median(xs) * 1000:.1f})")
        ratios = [b / a_ for a_, b in zip(results[trees[0]][k], results[trees[-1]][k])]
        cells.append(f"{trees[-1].name} ÷ {trees[0].name} per round: median {statistics.median(ratios):.2f}×, "
                     f"{min(ratios):.2f}–{max(ratios):.2f}")
        print(f"{label}: " + " | ".join(cells))


if __name__ == "__main__":
    main()
