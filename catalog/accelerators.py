"""The non-NVIDIA accelerator chips (catalog/data/accelerators.csv: Inferentia2, Trainium, Trainium2, each with its
source and as-of date) and the instances that carry them (catalog/data/accel_instances.csv: chips a machine and the
on-demand price where one was read), read once here and handed to tools.named_accel, which reads no file itself."""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from tools.named_accel import AccelInstance, Chip
from tools.schema import GiB

DATA = Path(__file__).parent / "data"
CHIPS_CSV = DATA / "accelerators.csv"
INSTANCES_CSV = DATA / "accel_instances.csv"


def _num(v: str | None) -> float | None:
    """A CSV cell as a number; blank → None (unknown, never guessed)."""
    v = (v or "").strip()
    return float(v) if v else None


@lru_cache(maxsize=1)
def accel_chips() -> dict[str, Chip]:
    """The Neuron chips of catalog/data/accelerators.csv (memory in GiB as AWS states it → bytes). Cached: read once a
    process."""
    with open(CHIPS_CSV, newline="", encoding="utf-8") as f:
        return {r["name"]: Chip(r["name"], float(r["memory_gib"]) * GiB, float(r["bandwidth_gb_s"]),
                                float(r["bf16_tflops"]), float(r["fp8_tflops"]), r["stack"], r["source"], r["as_of"])
                for r in csv.DictReader(f)}


@lru_cache(maxsize=1)
def accel_instances() -> dict[str, AccelInstance]:
    """Instance → its chips and on-demand price (catalog/data/accel_instances.csv; trn2.48xlarge has no price row in
    SkyPilot v7, so none is held). Cached: read once a process."""
    held = accel_chips()
    with open(INSTANCES_CSV, newline="", encoding="utf-8") as f:
        return {r["instance"]: AccelInstance(r["instance"], held[r["chip"]], int(r["chips"]), _num(r["usd_hour"]),
                                             r["price_source"] or None, r["as_of"])
                for r in csv.DictReader(f)}
