"""Write GCP's dated list prices into catalog/data/price_evidence.csv, one reading per price column of every GCP machine
row the shipped catalog holds and the billing-catalog file prices.

Source: `Cyclenerd/google-cloud-pricing-cost-calculator` `pricing.yml` at commit fd66b26ff84fee5cdd94f341ea89206e76c06b99
("generated: Thu Jul 30 06:13:17 2026"), built by its `build/pricing.pl` from Google's Cloud Billing Catalog API:
`compute.instance.<machine>.cost.<region>.hour` (on-demand) and `.hour_spot` (Spot VM) per machine type and region,
each the sum of the machine's vCPU, memory and GPU SKUs (and the bundled local SSD of A2 Ultra / A3), left out where a
SKU is missing in the region (the script's `spot_mapping_not_found`). The SkyPilot snapshots state no date and their
GCP spot prices are stale (docs/CATALOG_AUDIT.md "Re-audit (seed 20261215)": 213 of 229 off by more than 10 %).

Usage (PyYAML needed, not a project dependency):
    git -C MIRROR show fd66b26:pricing.yml > /tmp/pricing.yml
    python scripts/gcp_billing_readings.py /tmp/pricing.yml
Replaces the GCP readings of this source in price_evidence.csv; every other line is kept as it is.
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVIDENCE = ROOT / "catalog" / "data" / "price_evidence.csv"
INSTANCES = ROOT / "catalog" / "data" / "instances.csv"
COMMIT = "fd66b26ff84fee5cdd94f341ea89206e76c06b99"
VIA = f"https://github.com/Cyclenerd/google-cloud-pricing-cost-calculator/blob/{COMMIT}/pricing.yml"
VENDOR = "https://cloud.google.com/billing/docs/reference/rest (Cloud Billing Catalog API, Compute Engine SKUs)"
READ_ON = "2026-07-30"  # the file's own "generated: Thu Jul 30 06:13:17 2026"


def readings(pricing: dict, rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """One reading per (machine row, price column) the file prices; rows in catalog order."""
    inst = pricing["compute"]["instance"]
    out, seen = [], set()
    for r in rows:
        key = (r["instance_type"], r["region"])
        if r["provider"] != "gcp" or r["price_scope"] != "instance" or key in seen:
            continue
        cost = inst.get(r["instance_type"], {}).get("cost", {}).get(r["region"])
        if not cost:
            continue
        seen.add(key)
        for kind, field in (("on_demand", "hour"), ("spot", "hour_spot")):
            if field not in cost:
                continue
            price = round(float(cost[field]), 5)
            out.append({"provider": "gcp", "instance": f"^{r['instance_type']}$", "region": r["region"], "gpu": r["gpu"],
                        "count": r["gpu_count"], "unit": "instance_hour", "price": f"{price}", "kind": kind,
                        "read_on": READ_ON, "vendor_url": VENDOR, "via": VIA, "resale": "no", "reprice": "yes",
                        "quote": f"pricing.yml (generated Thu Jul 30 06:13:17 2026) compute.instance."
                                 f"{r['instance_type']}.cost.{r['region']}.{field}: {cost[field]}"})
    return out


def main(argv: list[str]) -> int:
    import yaml  # type: ignore[import-untyped]

    with open(argv[1], encoding="utf-8") as f:
        pricing = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    with open(INSTANCES, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    lines = EVIDENCE.read_text(encoding="utf-8").splitlines(keepends=True)
    fields = next(csv.reader(lines[:1]))
    kept = [x for x in lines if f",{VIA}," not in x]  # the other readings, byte for byte
    new = readings(pricing, rows)
    buf = io.StringIO()
    csv.DictWriter(buf, fieldnames=fields, lineterminator="\n").writerows(new)
    EVIDENCE.write_text("".join(kept) + buf.getvalue(), encoding="utf-8")
    print(f"{len(new)} GCP readings from {VIA}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
