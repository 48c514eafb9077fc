"""Catalog speed: building the SQLite database and a filtered query over the whole catalog.

    python benchmarks/catalog_bench.py [--runs 200]

Each time is also printed as a multiple of a fixed pure-Python loop timed in the same process
(benchmarks/report.py), with one result row per measurement. Targets are ratios to that loop: where
the loop takes 10 ms they are the first targets (build < 2 s, query p50 < 5 ms, issue 3). The query is
timed both as a first query (the in-process caches emptied) and repeated (answered from the cache).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.report import baseline_seconds, row
from catalog import db as cdb

BUILD_TARGET, QUERY_TARGET = 200.0, 0.5  # × the baseline loop


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    base = baseline_seconds()
    builds = []
    for _ in range(5):
        path = Path(tempfile.mkdtemp()) / "advisor.db"
        t = time.perf_counter()
        db = cdb.open_db(path)
        builds.append(time.perf_counter() - t)
        db.close()
    db = cdb.open_db(path)
    def filtered() -> list:
        return cdb.query_instances(db, min_memory_gb=40, max_price=40, currency="USD", rankable_only=True)

    queries, cold = [], []
    for i in range(a.runs):
        if i % 4 == 0:  # a first query: SQL and row models, with the in-process caches emptied
            for cache in (getattr(cdb, "_QUERY_CACHE", {}), getattr(cdb, "_ROW_CACHE", {})):
                cache.clear()
            t = time.perf_counter()
            rows = filtered()
            cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        rows = filtered()
        queries.append(time.perf_counter() - t)
    everything = []
    for _ in range(a.runs // 4):
        t = time.perf_counter()
        allrows = cdb.query_instances(db, rankable_only=True, priced_only=True)
        everything.append(time.perf_counter() - t)
    db.close()
    base = (base + baseline_seconds()) / 2  # before and after, in case the machine's load changed
    build, query, full = statistics.median(builds), statistics.median(queries), statistics.median(everything)
    first = statistics.median(cold)
    print(f"baseline loop: {base * 1000:.2f} ms")
    print(f"build: median {build * 1000:.0f} ms over {len(builds)} fresh databases")
    print(f"filtered query (≥40 GB, ≤$40/h), first in a process: p50 {first * 1000:.2f} ms over {len(cold)}")
    print(f"filtered query (≥40 GB, ≤$40/h), repeated: p50 {query * 1000:.2f} ms, "
          f"p95 {sorted(queries)[int(0.95 * len(queries))] * 1000:.2f} ms, {len(rows)} rows")
    print(f"all rankable priced rows: p50 {full * 1000:.2f} ms, {len(allrows)} rows")
    loop = f"the baseline loop ({base * 1000:.1f} ms)"
    cmd = "python benchmarks/catalog_bench.py"
    row("catalog build (fresh database)", f"median {build * 1000:.0f} ms", build / base, loop, f"≤ {BUILD_TARGET:g} ×", cmd)
    row(f"filtered catalog query ({len(rows)} rows), first in a process", f"p50 {first * 1000:.2f} ms", first / base, loop,
        f"≤ {QUERY_TARGET:g} ×", cmd)
    row(f"filtered catalog query ({len(rows)} rows), repeated (in-process cache)", f"p50 {query * 1000:.2f} ms", query / base,
        loop, f"≤ {QUERY_TARGET:g} ×", cmd)


if __name__ == "__main__":
    main()
