"""What each cache saves on one recommendation, measured in one process, with and without it, alternating.

    python benchmarks/cache_bench.py [--runs 30]

docs/ARCHITECTURE.md "Caches" lists every cache; a cache stays when its gain matters to a chat reply (the
reply's own time is the reference: the same recommendation with every cache warm). Each line prints the
p50 of a warm recommendation, the p50 with that cache emptied before every call, and their ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())

from advisor.core import service
from advisor.core.service import advise
from benchmarks.report import cpu_model, today
from catalog import db as cdb
from tools.schema import Workload

SCENARIOS = {
    "lora-7b": Workload(task="lora", params_b=7),
    "serve-70b-8k-x16": Workload(task="inference", model="llama-3-70b", precision="fp16", seq_len=8192, concurrency=16),
}


def _empty_service() -> None:
    service._cache.clear()


def _empty_service_and_query() -> None:
    service._cache.clear()
    cdb._QUERY_CACHE.clear()


def _empty_service_query_and_rows() -> None:
    service._cache.clear()
    cdb._QUERY_CACHE.clear()
    cdb._ROW_CACHE.clear()


CACHES: dict[str, Callable[[], None]] = {
    "prefilter memo (service._PREFILTER_MEMO)": service._PREFILTER_MEMO.clear,
    "service catalog_rows": _empty_service,
    "service + db query": _empty_service_and_query,
    "service + db query + db rows (marshal blob read)": _empty_service_query_and_rows,
}


def p50(fn: Callable[[], object], before: Callable[[], None] | None, runs: int) -> float:
    xs = []
    for _ in range(runs):
        if before:
            before()
        t = time.perf_counter()
        fn()
        xs.append(time.perf_counter() - t)
    return statistics.median(xs)


def rows_blob_vs_table(runs: int) -> tuple[float, float]:
    """`_catalog_rows` decoding the marshal blob vs reading the instances table (the fallback)."""
    db = service._db()
    state = cdb._catalog_state(db)
    fmt = cdb.ROWS_FORMAT

    def read(blob: bool) -> None:
        cdb._ROW_CACHE.clear()
        cdb.ROWS_FORMAT = fmt if blob else "none"
        try:
            cdb._catalog_rows(db, state)
        finally:
            cdb.ROWS_FORMAT = fmt
    blob = p50(lambda: read(True), None, runs)
    table = p50(lambda: read(False), None, runs)
    return blob, table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=30)
    a = ap.parse_args()
    print(f"{cpu_model()}, load {os.getloadavg()[0]:.1f}, {today()}")
    for name, w in SCENARIOS.items():
        advise(w)
        for cache, empty in CACHES.items():
            warm1 = p50(lambda w=w: advise(w), None, a.runs)
            cold = p50(lambda w=w: advise(w), empty, a.runs)
            warm2 = p50(lambda w=w: advise(w), None, a.runs)
            warm = (warm1 + warm2) / 2
            print(f"{name:<18} {cache:<48} warm p50 {warm * 1000:6.1f} ms  emptied {cold * 1000:6.1f} ms  "
                  f"gain {(cold - warm) * 1000:6.1f} ms = {cold / warm:.2f} ×")
    blob, table = rows_blob_vs_table(a.runs)
    print(f"catalog rows, first read in a process: marshal blob {blob * 1000:.1f} ms, instances table "
          f"{table * 1000:.1f} ms ({table / blob:.1f} ×)")


if __name__ == "__main__":
    main()
