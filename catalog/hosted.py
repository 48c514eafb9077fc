"""Hosted notebook services (Colab, Colab Pro, Kaggle, SageMaker Studio Lab, Paperspace Gradient's free tier): what
each gives, from catalog/data/hosted_notebooks.csv (each row with its source and as_of). No price: these services are
not rented by the hour in the catalog, and none is ranked; tools.hosted_notebooks words the line."""

from __future__ import annotations

import csv
from pathlib import Path

from tools.hosted_notebooks import HostedNotebook

_DATA = Path(__file__).parent / "data" / "hosted_notebooks.csv"


def hosted_notebook(service_id: str) -> HostedNotebook | None:
    """The row of `service_id` (hosted_notebooks.csv `id`), else None."""
    with _DATA.open(encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["id"] == service_id:
                return HostedNotebook(
                    id=r["id"], gpu_guaranteed=r["gpu_guaranteed"] == "yes",
                    gpus=[g.strip() for g in r["gpus"].split("|") if g.strip()],
                    session_max_h=float(r["session_max_h"]) if r["session_max_h"] else None,
                    region_choice=r["region_choice"], source=r["source"], as_of=r["as_of"])
    return None
