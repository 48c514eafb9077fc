"""The CPU data files, read once here and handed to tools/, which reads no file itself:

- catalog/data/cpus.csv: the Xeon SKUs (one row a SKU, with its source, as-of date and whether the figures were
  confirmed), for tools.cpu_fleet;
- catalog/data/cpu_instances.csv: the priced CPU instances a CPU job is rented on, for tools.cpu_rent.
"""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from tools.cpu_fleet import CpuGen
from tools.cpu_rent import CpuBox

CPUS_CSV = Path(__file__).parent / "data" / "cpus.csv"
CPU_INSTANCES_CSV = Path(__file__).parent / "data" / "cpu_instances.csv"


@lru_cache(maxsize=1)
def cpu_generations() -> dict[str, CpuGen]:
    """The Xeon SKUs of catalog/data/cpus.csv by name (cached: the file is read once a process)."""
    with open(CPUS_CSV, newline="", encoding="utf-8") as f:
        return {r["name"]: CpuGen(r["name"], int(r["cores"]), float(r["base_ghz"]), int(r["memory_channels"]),
                                  int(r["memory_mts"]), r["ddr"], float(r["tdp_w"]), int(r["fp32_flops_cycle"]),
                                  r["amx"] == "yes", r["source"], r["as_of"], r["confirmed"] == "yes")
                for r in csv.DictReader(f)}


@lru_cache(maxsize=1)
def cpu_boxes() -> tuple[CpuBox, ...]:
    """The priced CPU instances of catalog/data/cpu_instances.csv, in file order (a row with no on-demand price is
    no box: never priced by guess). Cached: the file is read once a process."""
    with open(CPU_INSTANCES_CSV, newline="", encoding="utf-8") as f:
        return tuple(CpuBox(r["provider"], r["instance_type"], r["region"], int(r["vcpu"]), float(r["ram_gib"]),
                            int(r["threads_a_core"]), r["cpu"], float(r["price_on_demand"]), r["currency"],
                            r["source"], r["as_of"]) for r in csv.DictReader(f) if r["price_on_demand"])
