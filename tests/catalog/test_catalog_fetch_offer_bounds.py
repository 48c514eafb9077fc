"""A fetched catalog is bounded by what a real SkyPilot catalog holds, counted in GPU
offers (one (InstanceType, AcceleratorName, AcceleratorCount, Region) each, the row the converter keeps), so that
answers stay at their usual speed after any refresh. Before, 15,000 different offers a cloud (255,000 rows) passed
the sheet import's row bounds, and every later answer took 8 s and 518 MB instead of 0.8 s and 60 MB.

These call `catalog.fetch.fetch` on a folder (the same validation a mirror's body gets: `_stage`), and
`catalog.refresh.refresh` for the bound on the catalog written; the CLI over a real HTTP mirror is in
tests/e2e/test_fetch_edges_hostile_mirror.py."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from catalog import fetch as F
from catalog import refresh as R

REF = Path(__file__).resolve().parents[1] / "data" / "catalog" / "skypilot_v7"
HEAD = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"


def _vms(n: int, *, zones: int = 1, cpu_only: int = 0, prefix: str = "g") -> str:
    """`n` different GPU offers ({prefix}{i}.xlarge, A10G x1, us-east-1), each listed in `zones` availability zones
    (a row a zone, as SkyPilot's AWS file lists them), then `cpu_only` rows with no accelerator."""
    rows = [f"{prefix}{i}.xlarge,A10G,1,4,16,1.{i % 1000:03d},0.4,us-east-1,us-east-1{'abcdef'[z]}\n"
            for i in range(n) for z in range(zones)]
    rows += [f"c{i}.large,,,2,4,0.1,0.05,us-east-1,us-east-1a\n" for i in range(cpu_only)]
    return HEAD + "".join(rows)


def _folder(tmp_path: Path, files: dict[str, str]) -> Path:
    src = tmp_path / "src"
    for cloud, text in files.items():
        (src / cloud).mkdir(parents=True)
        (src / cloud / "vms.csv").write_text(text, encoding="utf-8")
    return src


def test_the_bounds_are_what_the_reliability_doc_states():
    # docs/RELIABILITY.md "A fetched catalog's size": 12,000 offers a file, 15,000 rows (and fetched offers) in all.
    assert F.MAX_CLOUD_OFFERS == 12_000 and R.MAX_CATALOG_ROWS == 15_000


@pytest.mark.slow
def test_zone_copies_and_cpu_only_rows_are_not_offers_so_a_real_sized_file_passes(tmp_path):
    # 12,000 offers (the bound itself), each in 3 zones (36,000 rows), plus 5,000 CPU-only rows: 41,000 rows, but the
    # converter keeps one row per offer (the cheapest zone) and drops the CPU-only ones, so 12,000 offers: accepted.
    src = _folder(tmp_path, {"aws": _vms(12_000, zones=3, cpu_only=5_000)})
    (res,) = F.fetch(str(src), tmp_path / "staging", clouds=("aws",))
    assert (res.rows, res.offers) == (41_000, 12_000)


@pytest.mark.slow
def test_one_offer_over_the_file_bound_is_refused_naming_the_file(tmp_path):
    # 12,001 different offers: one over MAX_CLOUD_OFFERS. Refused while the file is validated, naming it.
    src = _folder(tmp_path, {"aws": _vms(12_001)})
    with pytest.raises(F.FetchError, match=r"aws/vms.csv has more than 12,000 GPU offers .*nothing was changed"):
        F.fetch(str(src), tmp_path / "staging", clouds=("aws",))


@pytest.mark.slow
def test_files_together_over_the_catalog_bound_are_refused_at_the_file_that_crossed_it(tmp_path):
    # aws 7,500 + azure 7,500 = 15,000 offers (each file under its 12,000): exactly the bound, accepted. gcp's one
    # more makes 15,001: refused naming gcp, before anything is converted. Offer names differ by cloud (a, z, g), but
    # the count is per file, so they would be counted the same if they were equal.
    files = {"aws": _vms(7_500, prefix="a"), "azure": _vms(7_500, prefix="z")}
    src = _folder(tmp_path, files)
    ok = F.fetch(str(src), tmp_path / "staging", clouds=("aws", "azure"))
    assert [r.offers for r in ok] == [7_500, 7_500]
    src = _folder(tmp_path / "more", {**files, "gcp": _vms(1, prefix="t")})
    with pytest.raises(F.FetchError, match=r"gcp/vms.csv brings the catalog to 15,001 GPU offers, over the 15,000"):
        F.fetch(str(src), tmp_path / "staging2", clouds=("aws", "azure", "gcp"))


@pytest.mark.slow
def test_the_real_skypilot_catalog_is_far_under_both_bounds(tmp_path):
    # The bounds must not refuse a real refresh. tests/data/catalog/skypilot_v7/README.md: the GCP extract was reduced
    # to one row per (InstanceType, AcceleratorName, AcceleratorCount, Region), our offer key, so its 1,216 rows are
    # 1,216 offers, the largest cloud; AWS's 742 rows are one per (InstanceType, Region), so 742 offers. Every file
    # holds at most its row count in offers, and the 13 extracts hold 5,349 rows: the total is at most 5,349, under
    # half of 15,000, and the largest cloud leaves ~10x headroom under 12,000.
    res = {r.cloud: r for r in F.fetch(str(REF), tmp_path / "staging")}
    assert res["gcp"].offers == 1_216 and res["aws"].offers == 742
    assert max(r.offers for r in res.values()) == 1_216
    assert sum(r.offers for r in res.values()) <= 5_349 < R.MAX_CATALOG_ROWS / 2


def test_a_catalog_over_the_row_bound_is_not_written(tmp_path, monkeypatch):
    # The catalog written is bounded too, whatever its source (here `refresh` from a folder, which does not go through
    # the fetch). aws.csv of 42 offers in one region each converts to 42 rows (one per (instance, region)); the bound
    # lowered to 41 refuses it with nothing written, and at 42 it is written whole.
    src = tmp_path / "v"
    src.mkdir()
    (src / "aws.csv").write_text(_vms(42), encoding="utf-8")
    out = tmp_path / "instances.csv"
    monkeypatch.setattr(R, "MAX_CATALOG_ROWS", 41)
    with pytest.raises(R.RefreshRefused, match="the new catalog would hold 42 rows, over the 41 .*nothing was changed"):
        R.refresh(src, out=out, extra_file=None)
    assert not out.exists()
    monkeypatch.setattr(R, "MAX_CATALOG_ROWS", 42)
    assert R.refresh(src, out=out, extra_file=None)["aws"] == 42
    with open(out, newline="", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 42
