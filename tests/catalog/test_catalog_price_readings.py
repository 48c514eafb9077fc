"""Prices judged per column against dated readings (causes named in docs/CATALOG_AUDIT.md "Re-audit (seed 20261215)"),
each fixed by class and tested on a fixed row: GCP prices from Google's dated billing catalog (a reading per price
column, spot included; the snapshot's uncovered spot dropped; the 60 % spot bound), the GPU form factor a broker's
seller product id states, the Azure readings whose region cannot be shown, Cudo's V100 prices from SkyPilot's newer
(v9 schema) file."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from catalog import evidence
from catalog.check import quarantine
from catalog.evidence import Reading, judge
from catalog.refresh import seller_product_form
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
# the newest reading (2026-08-20) prices the rows
BILLING = "https://github.com/Cyclenerd/google-cloud-pricing-cost-calculator/blob/dac3128"


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(ROOT / "catalog" / "data" / "instances.csv", newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


def _gcp_row(**kw: str) -> dict[str, str]:
    base = {"provider": "gcp", "instance_type": "g2-standard-12", "region": "europe-west3", "gpu": "L4",
            "gpu_raw": "L4", "gpu_count": "1", "gpu_memory_gib": "24", "vcpu": "12", "ram_gib": "48",
            "price_on_demand": "1.17985", "price_spot": "0.46766", "price_reserved_month": "", "currency": "USD",
            "price_scope": "instance", "marketplace": "no", "cpu_arch": "x86_64", "quarantined": "", "notes": "",
            "as_of": "", "source": "SkyPilot catalog: skypilot_v7/gcp.csv", "seller": "", "broker": "", "same_as": ""}
    return {**base, **kw}


def _gcp_reading(kind: str, price: float) -> Reading:
    return Reading("gcp", "^g2-standard-12$", "europe-west3", "L4", 1.0, "instance_hour", price, kind, "2026-07-30",
                   "https://cloud.google.com/billing", "https://example.org/pricing.yml", False, True, "q")


def test_each_price_column_is_judged_by_its_own_reading():
    # GCP g2-standard-12 europe-west3, on-demand 1.17985 right, spot 0.46766 where GCP's billing
    # catalog (2026-07-30) lists 0.7074 (-34 %). One reading per column: the on-demand one confirms, the spot one
    # reprices. Fails if a row is judged by one reading only (the old newest-of-any-kind rule left spot unjudged).
    pool = (_gcp_reading("on_demand", 1.17903), _gcp_reading("spot", 0.7074))
    r = _gcp_row()
    od, sp = judge(r, pool, "on_demand"), judge(r, pool, "spot")
    assert od is not None and od.status == "confirmed"
    assert sp is not None and sp.status == "reprice" and "-34%" in sp.message


def test_a_spot_list_price_fills_a_blank_spot_but_not_a_blank_on_demand():
    # A dated spot list price for exactly this machine fills a spot column a snapshot or a repair left blank (the row
    # has an on-demand price); a blank on-demand (a spot-only machine) is never filled from a list.
    pool = (_gcp_reading("on_demand", 1.17903), _gcp_reading("spot", 0.7074))
    v = judge(_gcp_row(price_spot=""), pool, "spot")
    assert v is not None and v.status == "reprice"
    assert judge(_gcp_row(price_on_demand=""), pool, "on_demand") is None


def test_shipped_gcp_rows_carry_the_billing_catalog_spot(shipped):
    # Fixed rows: g2-standard-12 europe-west3 spot 0.46766 -> 0.7074, a2-highgpu-2g us-west1 2.88591 -> 3.85604,
    # a3-highgpu-8g europe-west4 20.1192 -> 44.11878 (pricing.yml @fd66b26, 2026-07-30). The newest reading of the same
    # file (@dac3128, "generated: Thu Aug 20 04:22:20 2026") prices them now: g2-standard-12
    # europe-west3 hour_spot 0.7074 (unchanged), a2-highgpu-2g us-west1 4.24162, a3-highgpu-8g europe-west4
    # 53.4473326027397; each dated 2026-08-20, the source named.
    for key, spot in ((("gcp", "g2-standard-12", "europe-west3"), 0.7074),
                      (("gcp", "a2-highgpu-2g", "us-west1"), 4.24162),
                      (("gcp", "a3-highgpu-8g", "europe-west4"), 53.44733)):
        r = shipped[key]
        assert float(r["price_spot"]) == pytest.approx(spot, abs=1e-5), key
        assert r["as_of"] == "2026-08-20" and BILLING in r["source"] and not r["quarantined"], key


def test_uncovered_snapshot_spot_is_dropped_after_the_checks(shipped):
    # GCP's billing catalog has no A3 Ultra: its rows keep the snapshot's on-demand, undated, but the same snapshot's
    # spot prices were off on every row the catalog covers, so the rankable row's spot is dropped (`stale_spot`). The
    # checks ran first: a3-ultragpu-8g at 0.57x list in asia-south1 is still quarantined `regional_fraction`, which
    # needs the snapshot's spot to tell its list regions. Fails if the drop runs before the checks (the cheap regions
    # would rank) or not at all (a stale spot would rank).
    us = shipped[("gcp", "a3-ultragpu-8g", "us-central1")]
    assert not us["quarantined"] and us["price_spot"] == "" and "stale_spot: spot 32.61871 dropped" in us["notes"]
    assert shipped[("gcp", "a3-ultragpu-8g", "asia-south1")]["quarantined"].startswith("regional_fraction")


def test_drop_stale_spots_needs_a_majority_of_contradicted_spots():
    # Two rows the seller's spot list covers (one contradicted, one confirmed) are no majority: the third row's
    # uncovered spot stays. Fails if one contradiction condemns a whole snapshot.
    pool_rows = [_gcp_row(region="europe-west3", notes="repriced: spot 0.46766 ..."),
                 _gcp_row(region="us-east4", notes=""), _gcp_row(region="us-west9")]
    pool = (_gcp_reading("spot", 0.7074), Reading("gcp", "^g2-standard-12$", "us-east4", "L4", 1.0, "instance_hour",
                                                  0.47, "spot", "2026-07-30", "u", "v", False, True, "q"))
    assert evidence.drop_stale_spots(pool_rows, pool) == 0 and pool_rows[2]["price_spot"] == "0.46766"
    pool_rows[1]["notes"] = "repriced: spot 0.4 ..."
    assert evidence.drop_stale_spots(pool_rows, pool) == 1 and pool_rows[2]["price_spot"] == ""
    assert "stale_spot: spot 0.46766 dropped" in pool_rows[2]["notes"]


def test_spot_bound_is_the_billing_catalogs_highest_share():
    # GCP's billing catalog of 2026-07-30 prices spot at up to 60.0 % of on-demand (g2-standard-8 europe-west3 0.6036 /
    # 1.006027); the old 40 % bound would quarantine 189 of its 230 machine-region pairs. A 70 % spot still fails.
    rows = [_gcp_row(instance_type="g2-standard-8", price_on_demand="1.006027", price_spot="0.6036"),
            _gcp_row(instance_type="g2-standard-4", region="us-west9", price_on_demand="1.0", price_spot="0.7")]
    quarantine(rows)
    assert not rows[0]["quarantined"] and "spot_discount" in rows[1]["quarantined"]


def test_broker_rows_take_the_form_factor_the_sellers_product_id_states(shipped):
    # DataCrunch marks the SXM part with S after the memory size (1H100.80S.30V = "1x H100 SXM5 80GB"); Cudo's
    # sapphire-rapids-h100 is H100-SXM in Cudo's own listing. Prime Intellect's resales said H100 PCIe (assumed).
    # A DataCrunch V100 id states nothing the catalog applies (its record's NVLINK is an inference, not applied); a
    # seller's id is judged only for that seller (Massed Compute's gpu_1x_a100 is not Lambda's).
    assert seller_product_form("datacrunch", "1H100.80S.30V")[0] == "sxm"
    assert seller_product_form("datacrunch", "8H100.80S.176V")[0] == "sxm"
    assert seller_product_form("cudo", "sapphire-rapids-h100")[0] == "sxm"
    assert seller_product_form("datacrunch", "1V100.6V") == ("", "")
    assert seller_product_form("cudo", "intel-broadwell-v100") == ("", "")
    assert seller_product_form("massedcompute", "gpu_1x_a100") == ("", "")
    for key in (("primeintellect", "datacrunch__1xH100_80GB__30__120", "FI - FIN-02"),
                ("primeintellect", "cudocompute__3xH100_80GB__30__120", "NO - no-kristiansand-1")):
        r = shipped[key]
        assert r["gpu"] == "H100 SXM" and r["interconnect"] == "nvlink" and "PCIe assumed" not in r["notes"], key
    pcie = [r for r in shipped.values() if r["provider"] == "primeintellect" and r["gpu"] == "H100 PCIe"
            and r["instance_type"].startswith(("datacrunch__", "cudocompute__"))]
    assert pcie == []


def test_azure_readings_not_shown_to_be_eastus_do_not_judge_eastus(shipped):
    # The "eastus" NC48ads/NC96ads_A100_v4 readings (9.554 / 19.108) equal the v6 westus prices (9.55 / 19.1); an East
    # US table from the Azure Retail Prices API (intUnderflow/bigfleet-providers pricing.go) lists 7.3482 / 14.6964,
    # the v6 eastus figures. The readings are gone: eastus keeps 7.346 / 14.692 and no region is quarantined for them.
    assert not any(e.provider == "azure" and ("NC48ads" in e.instance or "NC96ads" in e.instance)
                   for e in evidence.readings())
    for it, price in (("Standard_NC48ads_A100_v4", "7.346"), ("Standard_NC96ads_A100_v4", "14.692")):
        r = shipped[("azure", it, "eastus")]
        assert r["price_on_demand"] == price and not r["quarantined"]
        # westus is not stale for them; it leaves the ranking only as an unconfirmed undated price
        assert shipped[("azure", it, "westus")]["quarantined"].startswith("unconfirmed_price")


def test_cudo_v100_rows_take_the_newer_skypilot_files_price(shipped):
    # intel-broadwell-v100_4x32v64gb us-newyork-1 at 1.88 where SkyPilot's v9 Cudo file lists
    # 1.08; every Cudo V100 row now carries the v9 figure and names that file.
    r = shipped[("cudo", "intel-broadwell-v100_4x32v64gb", "us-newyork-1")]
    assert r["price_on_demand"] == "1.08" and "catalogs/v9/cudo/vms.csv @d9bf3aa4" in r["source"]
    assert shipped[("cudo", "intel-broadwell-v100_8x96v192gb", "us-newyork-1")]["price_on_demand"] == "2.48"
