"""The Xeon SKUs of catalog/data/cpus.csv (one row a SKU, with its source, as-of date and whether the figures were
confirmed), read once here and handed to tools.cpu_fleet, which reads no file itself."""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from tools.cpu_fleet import CpuGen

CPUS_CSV = Path(__file__).parent / "data" / "cpus.csv"


@lru_cache(maxsize=1)
def cpu_generations() -> dict[str, CpuGen]:
    """The Xeon SKUs of catalog/data/cpus.csv by name (cached: the file is read once a process)."""
    with open(CPUS_CSV, newline="", encoding="utf-8") as f:
        return {r["name"]: CpuGen(r["name"], int(r["cores"]), float(r["base_ghz"]), int(r["memory_channels"]),
                                  int(r["memory_mts"]), r["ddr"], float(r["tdp_w"]), int(r["fp32_flops_cycle"]),
                                  r["amx"] == "yes", r["source"], r["as_of"], r["confirmed"] == "yes")
                for r in csv.DictReader(f)}
