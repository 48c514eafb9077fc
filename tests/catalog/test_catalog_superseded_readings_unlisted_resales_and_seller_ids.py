"""The causes in docs/CATALOG_AUDIT.md "Sixth fix round", each rule on a fixed row: a dated price superseded by
a newer reading of the same source (GCP's billing-catalog file, read weekly), a broker's resale at a GPU count its seller
does not list (`unlisted_shape`), the seller's product id deciding the card (Latitude `g3-l40s-large` = L40S) and two
brokers' resales of one machine shown once, and the Azure NC80adis "eastus" reading that is not shown to be eastus."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest

from catalog import evidence
from catalog.check import check_rows, link_broker_resales, quarantine, seller_shapes, unlisted_shape
from catalog.refresh import SKYPILOT, seller_product
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
REPO = "https://github.com/Cyclenerd/google-cloud-pricing-cost-calculator/blob"
OLD = f"{REPO}/fd66b26ff84fee5cdd94f341ea89206e76c06b99/pricing.yml"  # "generated: Thu Jul 30 06:13:17 2026"
NEW = f"{REPO}/dac31281f2a4575f0a8bff20ac04fc71a5ff2190/pricing.yml"  # "generated: Thu Aug 20 04:22:20 2026"
VENDOR = "https://cloud.google.com/billing/docs/reference/rest (Cloud Billing Catalog API, Compute Engine SKUs)"
TRANSCRIPTION = ROOT / "tests" / "data" / "catalog" / "gcp_billing" / "pricing_dac3128_gpu.yml"


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(ROOT / "catalog" / "data" / "instances.csv", newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


def _as_of_july(r: dict[str, str], spot: str) -> dict[str, str]:
    """The shipped GCP row as it stood before this round: priced and dated by the 2026-07-30 reading."""
    return {**r, "price_spot": spot, "as_of": "2026-07-30", "quarantined": "", "notes": "",
            "source": f"{VENDOR} (read 2026-07-30, transcribed in {OLD}); shape and regions: {SKYPILOT}: skypilot/gcp.csv"}


# ---- cause 1: the newest reading of a source prices the row ---------------------------------------------------------

def test_the_same_file_at_another_commit_is_the_same_source():
    assert evidence.same_source(OLD) == evidence.same_source(NEW) == \
        "Cyclenerd/google-cloud-pricing-cost-calculator:pricing.yml"
    assert evidence.same_source(OLD) != evidence.same_source(OLD.replace("pricing.yml", "build/gcp.yml"))


def test_both_readings_are_kept_and_the_newest_judges(shipped):
    # g2-standard-32 northamerica-northeast1, spot 1.00712 on 2026-07-30, 1.145872 on 2026-08-20
    # (stored-index file 63010093867); the July reading stays in the file as history.
    mine = [e for e in evidence.readings() if e.instance == "^g2-standard-32$" and e.region == "northamerica-northeast1"
            and e.kind == "spot"]
    assert sorted((e.read_on, e.price) for e in mine) == [("2026-07-30", 1.00712), ("2026-08-20", 1.14587)]
    e = evidence.reading_for(shipped[("gcp", "g2-standard-32", "northamerica-northeast1")], kind="spot")
    assert e is not None and e.read_on == "2026-08-20" and e.via == NEW


def test_a_price_dated_by_an_older_reading_of_the_same_source_is_superseded(shipped):
    # The row as the July reading priced it: 1.00712 is 12 % under the August reading's 1.14587 (beyond the audits'
    # 10 %), so `catalog check` keeps it out (`stale_price`, "superseded_reading") ...
    row = _as_of_july(shipped[("gcp", "g2-standard-32", "northamerica-northeast1")], "1.00712")
    why = evidence.superseded(row)
    assert why.startswith("superseded_reading:") and "2026-08-20" in why and "1.14587" in why
    (f,) = [f for f in check_rows([row]) if f.kind == "stale_price"]
    assert "superseded_reading" in f.message
    # ... and the quarantine's repair takes the newest reading: priced, dated 2026-08-20, rankable.
    rows = [dict(row)]
    quarantine(rows)
    assert rows[0]["price_spot"] == "1.14587" and rows[0]["as_of"] == "2026-08-20" and not rows[0]["quarantined"]


def test_a_price_the_newer_reading_repeats_is_not_superseded(shipped):
    # g2-standard-32 europe-west3 spot 1.2264 on both days: nothing to supersede.
    row = _as_of_july(shipped[("gcp", "g2-standard-32", "europe-west3")], "1.2264")
    assert evidence.superseded(row) == ""
    # an undated row, or one dated by another source, is not judged by this rule
    assert evidence.superseded({**row, "as_of": ""}) == ""
    assert evidence.superseded({**row, "source": f"{SKYPILOT}: skypilot/gcp.csv"}) == ""


def test_no_shipped_row_is_priced_by_an_older_gcp_reading(shipped):
    # every GCP machine × region the billing catalog lists (272) is dated by the 2026-08-20 reading; none by July's
    # (two undated a3-megagpu-8g rows name the August reading in a sibling region's note: quarantined `stale_price`)
    gcp = [r for r in shipped.values() if r["provider"] == "gcp" and r["as_of"] and REPO in r["source"] + r["notes"]]
    assert len(gcp) == 272 and all(r["as_of"] == "2026-08-20" and NEW in r["source"] + r["notes"] for r in gcp)
    assert not any(evidence.superseded(r) for r in shipped.values())


@pytest.mark.skipif(importlib.util.find_spec("yaml") is None, reason="PyYAML (the script's own need) not installed")
def test_the_transcription_checks_and_is_what_the_evidence_file_holds(shipped):
    import sys

    sys.path.insert(0, str(ROOT / "scripts"))
    import gcp_billing_readings as g

    pricing = g._load(str(TRANSCRIPTION))
    assert g.read_on("Thu Aug 20 04:22:20 2026") == "2026-08-20" and g.read_on("Thu Nov  7 03:53:40 2024") == "2024-11-07"
    assert g.verify(pricing, None) == []  # month_spot = 730 × hour_spot on all 272 pairs
    typo = {"compute": {"instance": {"g2-standard-4": {"cost": {"us-east1": {
        "hour": 0.706832255, "hour_spot": 0.432956, "month_spot": 309.48788}}}}}}  # one digit off: 0.423956 × 730
    older = {"compute": {"instance": {"g2-standard-4": {"cost": {"us-east1": {"hour": 0.7068}}}}}}
    assert len(g.verify(typo, older)) == 2
    new = g.readings(pricing, list(shipped.values()), pricing["about"]["commit"])
    held = [e for e in evidence.readings() if e.via == NEW]
    assert len(new) == len(held) == 544
    assert {(x["instance"], x["region"], x["kind"], float(x["price"])) for x in new} == \
        {(e.instance, e.region, e.kind, e.price) for e in held}


# ---- cause 2: a broker's shape the seller does not list -------------------------------------------------------------

def _cudo(n: int) -> dict[str, str]:
    return {"provider": "cudo", "instance_type": f"intel-broadwell-v100_{n}x", "region": "us-newyork-1",
            "gpu": "V100 PCIe 16GB", "gpu_count": str(n), "broker": "", "seller": ""}


def _resale(n: int, **kw: str) -> dict[str, str]:
    base = {"provider": "primeintellect", "instance_type": f"cudocompute__{n}xV100_16GB__{10 * n}__{40 * n}",
            "region": "US - us-newyork-1", "gpu": "V100 PCIe 16GB", "gpu_count": str(n), "broker": "primeintellect",
            "seller": "cudo", "as_of": "", "source": f"{SKYPILOT}: skypilot_v7/primeintellect.csv"}
    return {**base, **kw}


def test_a_resale_at_a_gpu_count_the_seller_does_not_list_is_unconfirmed():
    # Cudo lists V100 at 1, 2, 4 and 8 GPUs (Prime Intellect resold `cudocompute__5xV100_16GB`): a 5-GPU resale cannot be
    # traced to it.
    shapes = seller_shapes([_cudo(n) for n in (1, 2, 4, 8)])
    assert "unlisted_shape" in unlisted_shape(_resale(5), shapes) and "1, 2, 4, 8" in unlisted_shape(_resale(5), shapes)
    assert unlisted_shape(_resale(4), shapes) == ""  # a shape Cudo lists
    assert unlisted_shape(_resale(5, seller="paperspace"), shapes) == ""  # the seller's rows have no such card: not judged
    assert unlisted_shape(_resale(5, as_of="2026-08-26"), shapes) == ""  # a dated reading stands for it
    assert unlisted_shape(_cudo(5), shapes) == ""  # the seller's own row


def test_shipped_unlisted_broker_shapes_are_not_ranked(shipped):
    for key in (("primeintellect", "cudocompute__5xV100_16GB__50__200", "US - us-newyork-1"),
                ("primeintellect", "cudocompute__9xA5000_24GB__90__360", "CA - ca-montreal-3")):
        q = shipped[key]["quarantined"]
        assert q.startswith("unconfirmed_price") and "unlisted_shape" in q, key
    # a shape Cudo lists stays: Prime Intellect's 4 × V100 in us-newyork-1 is not judged by this rule
    assert not any("unlisted_shape" in r["quarantined"] for r in shipped.values()
                   if r["seller"] == "cudo" and r["gpu_count"] in ("1", "2", "4", "8"))


# ---- cause 3: the seller's product id names the card; two brokers' resales shown once -------------------------------

def test_latitude_g3_l40s_large_is_an_l40s_whoever_resells_it(shipped):
    assert seller_product("latitude", "g3-l40s-large").card == "L40S"
    assert seller_product("latitude", "latitude_L40Sx8@frankfurt-germany-5").product == "latitude g3-l40s-large"
    assert seller_product("hyperstack", "g3-l40s-large") is None
    for region in ("DE - FRA2", "US - DAL"):
        r = shipped[("primeintellect", "latitude__8xL40_48GB__128__1536", region)]
        assert r["gpu"] == "L40S" and r["gpu_raw"] == "L40" and "seller product: latitude g3-l40s-large" in r["notes"]
    # Shadeform's resale of the same machine (128 vCPU / 1,536 GB, 6.97/h) is that offer, shown once
    for region in ("dallas-usa-1", "frankfurt-germany-5"):
        assert shipped[("shadeform", "latitude_L40Sx8", region)]["same_as"] == \
            "primeintellect latitude__8xL40_48GB__128__1536"


def test_two_brokers_resales_of_one_machine_link_to_the_cheaper():
    def row(provider: str, it: str, price: str, region: str = "x") -> dict[str, str]:
        return {"provider": provider, "instance_type": it, "region": region, "gpu": "L40S", "gpu_count": "8",
                "broker": provider, "seller": "latitude", "price_on_demand": price, "quarantined": "", "same_as": "",
                "notes": "seller product: latitude g3-l40s-large"}
    pi, sf, sf2 = row("primeintellect", "latitude__8xL40", "7.10"), row("shadeform", "latitude_L40Sx8", "6.97"), \
        row("shadeform", "latitude_L40Sx8", "6.97", "y")
    other = {**row("primeintellect", "hyperstack__8xL40", "5.0"), "notes": "", "seller": "hyperstack"}
    assert link_broker_resales([pi, sf, sf2, other]) == 1
    # the cheaper Shadeform row is kept (its other region too: the same broker's), Prime Intellect's names it
    assert pi["same_as"] == "shadeform latitude_L40Sx8" and sf["same_as"] == sf2["same_as"] == other["same_as"] == ""
    assert "also via primeintellect (latitude__8xL40, x) at 7.10/h" in sf["notes"]


# ---- cause 4: Azure NC80adis "eastus" 17.64 is not shown to be eastus -----------------------------------------------

def test_azure_nc80adis_eastus_keeps_twice_nc40ads(shipped):
    # In the dated koreacentral Retail Prices reading (Aug 2026) NC80adis = 2 × NC40ads exactly (18.846 = 2 × 9.423) and
    # every SKU is 1.35 × its eastus price, which puts NC80adis eastus at 2 × 6.98 = 13.96, the v6 eastus (and eastus2,
    # westus3) figure; the "eastus" 17.64 (datareceipts hyperscalers.json) is 1.26 × that, another region's or meter's.
    assert not any(e.provider == "azure" and "NC80adis" in e.instance for e in evidence.readings())
    nc80, nc40 = shipped[("azure", "Standard_NC80adis_H100_v5", "eastus")], \
        shipped[("azure", "Standard_NC40ads_H100_v5", "eastus")]
    assert float(nc80["price_on_demand"]) == 2 * float(nc40["price_on_demand"]) == 13.96
    assert not nc80["quarantined"] and nc80["as_of"] == "" and nc40["as_of"] == "2026-11-09"
