"""Catalog speed: building the SQLite database and a filtered query over the whole catalog.

    python benchmarks/catalog_bench.py [--runs 200]

Targets (issue 3): build < 2 s, query p50 < 5 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from catalog import db as cdb


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    builds = []
    for _ in range(5):
        path = Path(tempfile.mkdtemp()) / "advisor.db"
        t = time.perf_counter()
        db = cdb.open_db(path)
        builds.append(time.perf_counter() - t)
    queries = []
    for _ in range(a.runs):
        t = time.perf_counter()
        rows = cdb.query_instances(db, min_memory_gb=40, max_price=40, currency="USD", rankable_only=True)
        queries.append(time.perf_counter() - t)
    everything = []
    for _ in range(a.runs // 4):
        t = time.perf_counter()
        allrows = cdb.query_instances(db, rankable_only=True, priced_only=True)
        everything.append(time.perf_counter() - t)
    print(f"build: median {statistics.median(builds) * 1000:.0f} ms over {len(builds)} fresh databases")
    print(f"filtered query (≥40 GB, ≤$40/h): p50 {statistics.median(queries) * 1000:.2f} ms, "
          f"p95 {sorted(queries)[int(0.95 * len(queries))] * 1000:.2f} ms, {len(rows)} rows")
    print(f"all rankable priced rows: p50 {statistics.median(everything) * 1000:.2f} ms, {len(allrows)} rows")


if __name__ == "__main__":
    main()
