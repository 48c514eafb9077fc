"""Draw a fresh seeded sample of rankable catalog rows and check each against the reference catalogs: a self-check.

Not the independent re-audit issue 21 asks for (that one is someone else's, against vendor lists); this is the
fixer checking the classes of rows it changed, on rows nobody chose:

1. the pool: the rows the product ranks (`catalog_audit_recheck.rankable`), minus the 60 rows of the first audit
   (docs/CATALOG_AUDIT.md), so the draw is of rows that audit did not see;
2. the draw: `random.Random(SEED)`, stratified by provider with the first audit's quotas (`ALLOC`; `--uniform`
   draws from the whole pool instead), one row per GPU kind first;
3. each row against the SkyPilot extract its `source` names (tests/data/catalog/, the same files as
   /work/shared/reference/catalog/): GPU count, vCPUs, RAM, on-demand and spot price of the cheapest zone of that
   instance type in that region (GCP: host VM + the attached GPUs, SkyPilot's rule), unless the row's notes name
   the documented repair that changed the field (`host unknown`, `ram_is_gpu_memory`, `repriced`, `spot price
   dropped`, `swapped`, `auction_spot`, `spot_only`); a repriced price is checked against its dated reading
   (catalog/data/price_evidence.csv). Then the region id (providers.csv `region_pattern`), the per-GPU memory
   against gpus.csv, and whether the price is dated.

Verdicts: `right (A)` every field matches its source and a dated reading of the seller's page states the price;
`right (B)` every field matches its source, the price is undated and no reading contradicts it; `unverifiable`
a marketplace ask (one host's price, which no list can confirm); `wrong` a field differs from its source with no
documented repair, or a check fails.

    python scripts/catalog_audit_sample.py [--seed N] [--uniform] [--markdown FILE] [FILE]
"""

from __future__ import annotations

import argparse
import csv
import functools
import random
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from catalog_audit_recheck import audit_table, rankable, stratified  # noqa: E402

SEED = 20261202
REF = ROOT / "tests" / "data" / "catalog"
# SkyPilot's host VM for each GCP accelerator (sky/catalog/gcp_catalog.py _ACC_INSTANCE_TYPE_DICTS, as in the v7 README)
GCP_HOSTS = [(r"^a2-highgpu-(\d+)g$", "A100"), (r"^a2-megagpu-(\d+)g$", "A100"), (r"^a2-ultragpu-(\d+)g$", "A100-80GB"),
             (r"^a3-highgpu-(\d+)g$", "H100"), (r"^a3-megagpu-(\d+)g$", "H100-MEGA"), (r"^a3-ultragpu-(\d+)g$", "H200")]
G2 = {"g2-standard-24": 2, "g2-standard-48": 4, "g2-standard-96": 8}


def _f(v: str | None) -> float | None:
    try:
        return float(v) if v not in (None, "") else None
    except ValueError:
        return None


def draw(pool: list[dict[str, str]], seed: int, uniform: bool, n: int = 60) -> list[dict[str, str]]:
    rng = random.Random(seed)
    if uniform:
        return rng.sample(pool, n)
    out = stratified(pool, rng)
    rest = [r for r in pool if r not in out]
    rng.shuffle(rest)
    return out + rest[: max(0, n - len(out))]


@functools.lru_cache(maxsize=64)
def _read(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _cheapest(rs: list[dict[str, str]]) -> dict[str, str] | None:
    inf = float("inf")
    best = None
    for r in rs:
        key = (_f(r.get("Price")) or inf, _f(r.get("SpotPrice") or r.get("SpotPriceMinAZ")) or inf)
        if best is None or key < best[0]:
            best = (key, r)
    return best[1] if best else None


def _spot(r: dict[str, str]) -> float | None:
    v = _f(r.get("SpotPrice") or r.get("SpotPriceMinAZ"))
    return v if v is not None and 0 < v < 1e6 else None


def _price(v: float | None) -> float | None:
    return v if v is not None and 0 < v < 1e6 else None


def source_of(row: dict[str, str]) -> tuple[str, str] | None:
    """(folder, cloud) of the extract the row's `source` names, or None for a hand-maintained row."""
    m = re.search(r"(skypilot_v7|skypilot_v9|skypilot)/(\w+)\.csv", row["source"].rsplit("shape and regions: ", 1)[-1])
    return (m.group(1), m.group(2)) if m else None


def expected(row: dict[str, str]) -> dict[str, float | None] | None:
    """The source's count, vCPUs, RAM, on-demand and spot for the row's key, read independently of the converter."""
    src = source_of(row)
    if src is None:
        return None
    folder, cloud = src
    it, region = row["instance_type"], row["region"]
    if cloud == "gcp":
        return _gcp(folder, it, region)
    rs = [r for r in _read(REF / folder / f"{cloud}.csv")
          if r["InstanceType"] == it and r["Region"] in (region, "ALL_DCS_LISTED")]
    r = _cheapest(rs)
    if r is None:
        return None
    return {"gpu_count": _f(r["AcceleratorCount"]), "vcpu": _f(r["vCPUs"]), "ram_gib": _f(r["MemoryGiB"]),
            "price_on_demand": _price(_f(r["Price"])), "price_spot": _spot(r)}


def _gcp(folder: str, it: str, region: str) -> dict[str, float | None] | None:
    acc, n = None, None
    for pat, name in GCP_HOSTS:
        if m := re.match(pat, it):
            acc, n = name, int(m.group(1))
    if it.startswith("g2-standard-"):
        acc, n = "L4", G2.get(it, 1)
    if acc is None:
        return None
    if folder == "skypilot_v7":
        hosts = [r for r in _read(REF / folder / "gcp_host_vms.csv") if r["InstanceType"] == it and r["Region"] == region]
        gpus = [r for r in _read(REF / folder / "gcp.csv") if r["AcceleratorName"] == acc
                and _f(r["AcceleratorCount"]) == n and r["Region"] == region and not r["InstanceType"]]
    else:
        every = _read(REF / folder / "gcp.csv")
        hosts = [r for r in every if r["RowType"] == "vm_part_excl_gpu" and r["InstanceType"] == it and r["Region"] == region]
        gpus = [r for r in every if r["RowType"] == "gpu_attach" and r["AcceleratorName"] == acc
                and _f(r["AcceleratorCount"]) == n and r["Region"] == region]
    h, g = _cheapest(hosts), _cheapest(gpus)
    if h is None or g is None:
        return None
    od = (_f(h["Price"]) or 0) + (_f(g["Price"]) or 0)
    hs, gs = _spot(h), _spot(g)
    return {"gpu_count": float(n), "vcpu": _f(h["vCPUs"]), "ram_gib": _f(h["MemoryGiB"]), "price_on_demand": od,
            "price_spot": hs + gs if hs is not None and gs is not None else None}


REPAIRS = {  # field → the note words of the documented repairs that change it
    "vcpu": ("host unknown",),
    "ram_gib": ("host unknown", "ram_is_gpu_memory", "117 GiB per GPU"),
    "price_on_demand": ("repriced: on-demand", "swapped", "auction_spot", "spot_only"),
    "price_spot": ("spot price dropped", "swapped", "auction_spot", "dropped: no dated reading", "repriced: spot",
                   "stale_spot"),
    "gpu_count": ("Azure documents 8",),
}


def check(row: dict[str, str]) -> tuple[str, list[str]]:
    """(verdict, findings) for one row."""
    from catalog.check import shape_mismatch, unknown_region
    from catalog.evidence import judge, reading_for
    from catalog.gpus import all_gpus

    bad: list[str] = []
    exp = expected(row)
    if exp is None and source_of(row) is not None:
        bad.append("no source row for this key in the extract its source names")
    for field, want in (exp or {}).items():
        have = _f(row[field])
        same = (have is None and want is None) or (have is not None and want is not None
                                                  and abs(have - want) <= 1e-4 * max(1.0, abs(want)))
        if not same and not any(w in row["notes"] for w in REPAIRS[field]):
            bad.append(f"{field} {row[field] or '—'} vs source {want if want is not None else '—'}")
    for kind in ("on_demand", "spot"):  # each price column a reading repriced carries the reading's price and date
        if f"repriced: {kind.replace('_', '-')}" not in row["notes"]:
            continue
        e = reading_for(row, kind=kind)
        n = _f(row["gpu_count"]) or 1
        want = (e.price * n if e.unit == "gpu_hour" else e.price) if e else None
        if e is None or want is None or abs((_f(row[f"price_{kind}"]) or 0) - want) > 1e-4 * want or row["as_of"] != e.read_on:
            bad.append("repriced row does not carry its reading's price and date")
    for kind in ("on_demand", "spot"):
        if v := judge(row, kind=kind):
            bad.append(f"a dated reading contradicts it: {v.message[:120]}")
    if why := unknown_region(row):
        bad.append(why[:100])
    if why := shape_mismatch(row):
        bad.append(why)
    spec = all_gpus().get(row["gpu"])
    mem = _f(row["gpu_memory_gib"])
    if spec and mem and spec.memory_gb and not 0.9 * spec.memory_gb <= mem <= 1.1 * spec.memory_gb:
        bad.append(f"GPU memory {mem} GiB vs {row['gpu']} {spec.memory_gb} GB")
    if bad:
        return "wrong", bad
    if row["marketplace"] == "yes":
        return "unverifiable", ["marketplace ask (one host's price): no list price can confirm it"]
    return ("right (A)" if row["as_of"] else "right (B)"), []


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", default=str(ROOT / "catalog" / "data" / "instances.csv"))
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--uniform", action="store_true", help="draw from the whole pool, not by provider quotas")
    ap.add_argument("--markdown", help="also write the table of rows to this file")
    a = ap.parse_args()
    rows = [dict(r) for r in _read(Path(a.file))]
    audited = set(audit_table())
    pool = [r for r in rows if rankable(r) and (r["provider"], r["instance_type"], r["region"]) not in audited]
    sample = draw(pool, a.seed, a.uniform)
    lines = ["| # | provider · instance · region | GPU × n | vCPU / RAM | on-demand / spot | as_of | verdict | findings |",
             "|---:|---|---|---|---|---|---|---|"]
    verdicts: Counter[str] = Counter()
    for i, r in enumerate(sample, 1):
        verdict, why = check(r)
        verdicts[verdict] += 1
        lines.append(f"| {i} | {r['provider']} · `{r['instance_type']}` · {r['region'] or '(blank)'} | {r['gpu']} × "
                     f"{r['gpu_count']} | {r['vcpu'] or '—'} / {r['ram_gib'] or '—'} | {r['price_on_demand'] or '—'} / "
                     f"{r['price_spot'] or '—'} | {r['as_of'] or '—'} | {verdict} | {'; '.join(why)} |")
    print(f"pool {len(pool)} rankable rows (the first audit's 60 left out); seed {a.seed}; "
          f"{'uniform' if a.uniform else 'by provider quotas'}; {len(sample)} rows")
    print("\n".join(lines))
    print(", ".join(f"{k}: {v}" for k, v in sorted(verdicts.items())))
    if a.markdown:
        Path(a.markdown).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
