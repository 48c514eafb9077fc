"""Write GCP's dated list prices into catalog/data/price_evidence.csv, one reading per price column of every GCP machine
row the shipped catalog holds and the billing-catalog file prices, citing the file's commit and its own date.

Source: `Cyclenerd/google-cloud-pricing-cost-calculator` `pricing.yml`, built by its `build/pricing.pl` from Google's
Cloud Billing Catalog API: `compute.instance.<machine>.cost.<region>.hour` (on-demand) and `.hour_spot` (Spot VM) per
machine type and region, each the sum of the machine's vCPU, memory and GPU SKUs (and the bundled local SSD of A2 Ultra /
A3), left out where a SKU is missing in the region. The repository regenerates the file weekly ("Pricing updated"), and
GCP's spot prices move between readings (docs/CATALOG_AUDIT.md "Re-audit 3": 17 of 46 sampled spot prices > 10 % below
the reading three weeks newer), so the **newest** commit is read. Readings of older commits stay in the file as history
(`catalog.evidence` judges a row by the newest reading of a source; `catalog.check` flags a row still priced by an
older one: `superseded_reading`).

Readings so far: @fd66b26 ("generated: Thu Jul 30 06:13:17 2026", the whole file, from the mirror) and @dac3128
("generated: Thu Aug 20 04:22:20 2026", the newest commit the mirror lists; its blob is not in the mirror, so the GPU
machines were transcribed from the stored index into tests/data/catalog/gcp_billing/pricing_dac3128_gpu.yml).

Usage (PyYAML needed, not a project dependency):
    git -C MIRROR show fd66b26:pricing.yml > /tmp/pricing.yml
    python scripts/gcp_billing_readings.py /tmp/pricing.yml --commit fd66b26ff84fee5cdd94f341ea89206e76c06b99
    python scripts/gcp_billing_readings.py tests/data/catalog/gcp_billing/pricing_dac3128_gpu.yml \
        --verify /tmp/pricing.yml          # the commit is in the reduced file's `about.commit`
Replaces the readings of that commit in price_evidence.csv; every other line (older commits included) is kept as it is.
`--verify OLDER` checks a transcription first: month_spot = 730 × hour_spot where the file has both, and on-demand equal
to the older file's (GCP's on-demand did not move between the readings; a difference is a typo to look at).
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EVIDENCE = ROOT / "catalog" / "data" / "price_evidence.csv"
INSTANCES = ROOT / "catalog" / "data" / "instances.csv"
REPO = "https://github.com/Cyclenerd/google-cloud-pricing-cost-calculator"
VENDOR = "https://cloud.google.com/billing/docs/reference/rest (Cloud Billing Catalog API, Compute Engine SKUs)"
HOURS_A_MONTH = 730  # pricing.pl: month = hour × 730


def via(commit: str) -> str:
    """The file at one commit: the reading's citation (the same path at another commit is the same source)."""
    return f"{REPO}/blob/{commit}/pricing.yml"


def read_on(generated: str) -> str:
    """The file's own `generated:` stamp ("Thu Aug 20 04:22:20 2026") as a day, 2026-08-20."""
    return datetime.strptime(" ".join(generated.split()), "%a %b %d %H:%M:%S %Y").strftime("%Y-%m-%d")


def readings(pricing: dict[str, Any], rows: list[dict[str, str]], commit: str) -> list[dict[str, str]]:
    """One reading per (machine row, price column) the file prices; rows in catalog order."""
    inst = pricing["compute"]["instance"]
    generated = str(pricing["about"]["generated"])
    day, cite = read_on(generated), via(commit)
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
                        "read_on": day, "vendor_url": VENDOR, "via": cite, "resale": "no", "reprice": "yes",
                        "quote": f"pricing.yml @{commit[:7]} (generated {generated}) compute.instance."
                                 f"{r['instance_type']}.cost.{r['region']}.{field}: {cost[field]}"})
    return out


def verify(pricing: dict[str, Any], older: dict[str, Any] | None) -> list[str]:
    """What is wrong with a (transcribed) file: month_spot ≠ 730 × hour_spot, or on-demand ≠ the older file's."""
    bad = []
    old = older["compute"]["instance"] if older else {}
    for machine, spec in pricing["compute"]["instance"].items():
        for region, cost in spec.get("cost", {}).items():
            if "month_spot" in cost and abs(float(cost["hour_spot"]) * HOURS_A_MONTH - float(cost["month_spot"])) > 0.01:
                bad.append(f"{machine} {region}: hour_spot {cost['hour_spot']} × 730 ≠ month_spot {cost['month_spot']}")
            was = old.get(machine, {}).get("cost", {}).get(region, {}).get("hour")
            if older is not None and was is not None and abs(float(was) - float(cost["hour"])) > 1e-6:
                bad.append(f"{machine} {region}: hour {cost['hour']} ≠ the older file's {was}")
    return bad


def _load(path: str) -> dict[str, Any]:
    import yaml  # type: ignore[import-untyped]

    with open(path, encoding="utf-8") as f:
        return dict(yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pricing")
    ap.add_argument("--commit", help="the commit the file is (default: the file's about.commit)")
    ap.add_argument("--verify", metavar="OLDER", help="check the file against an older whole pricing.yml first")
    args = ap.parse_args(argv[1:])
    pricing = _load(args.pricing)
    commit = args.commit or str(pricing["about"].get("commit") or "")
    if len(commit) != 40:
        print("the file names no commit: pass --commit <40 hex digits>", file=sys.stderr)
        return 2
    if args.verify and (bad := verify(pricing, _load(args.verify))):
        print("\n".join(bad), file=sys.stderr)
        return 1
    with open(INSTANCES, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    lines = EVIDENCE.read_text(encoding="utf-8").splitlines(keepends=True)
    fields = next(csv.reader(lines[:1]))
    kept = [x for x in lines if f",{via(commit)}," not in x]  # the other readings (older commits too), byte for byte
    new = readings(pricing, rows, commit)
    buf = io.StringIO()
    csv.DictWriter(buf, fieldnames=fields, lineterminator="\n").writerows(new)
    EVIDENCE.write_text("".join(kept) + buf.getvalue(), encoding="utf-8")
    print(f"{len(new)} GCP readings of {read_on(str(pricing['about']['generated']))} from {via(commit)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
