"""Dated price readings (catalog/evidence.py, catalog/data/price_evidence.csv) and the checks that make a wrong
row fail loudly (catalog/check.py: stale_price, undated_ask, unknown_region, shape_mismatch, spot_only, flagged
outliers), each on a fixed row; then the shipped catalog against its own sources."""

from __future__ import annotations

import csv
import datetime as dt
import re
import sys
from pathlib import Path

import pytest

from catalog import evidence
from catalog.check import check_rows, quarantine, repair_spot_only, shape_mismatch, unknown_region
from catalog.evidence import Reading, judge
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "catalog" / "data" / "instances.csv"


def _row(**kw: str) -> dict[str, str]:
    base = {"provider": "runpod", "instance_type": "1x_H100-SXM_SECURE", "region": "US", "gpu": "H100 SXM",
            "gpu_raw": "H100-SXM", "gpu_count": "1", "gpu_memory_gib": "", "vcpu": "16", "ram_gib": "",
            "price_on_demand": "2.99", "price_spot": "2.69", "price_reserved_month": "", "currency": "USD",
            "price_scope": "instance", "marketplace": "no", "cpu_arch": "x86_64", "quarantined": "", "notes": "",
            "as_of": "", "source": "SkyPilot catalog: skypilot_v7/runpod.csv", "seller": "", "broker": "",
            "same_as": ""}
    return {**base, **kw}


def _reading(**kw: object) -> Reading:
    base: dict[str, object] = dict(provider="runpod", instance="_SECURE$", region="", gpu="H100 SXM", count=None,
                                   unit="gpu_hour", price=3.99, kind="on_demand", read_on="2026-11-09",
                                   vendor_url="https://www.runpod.io/pricing", via="https://example.org/t.json",
                                   resale=False, reprice=True, quote="H100 SXM $3.99")
    return Reading(**{**base, **kw})  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


# ---- the readings on fixed rows ------------------------------------------------------------------------------

def test_a_reading_within_ten_percent_confirms_and_dates_the_price():
    # RunPod 4 × A40 at 1.76/h is 0.44/GPU-h, what runpod.io/pricing said on 2026-08-19: the undated snapshot's price
    # is confirmed, and the row takes the reading's day as its price date.
    e = _reading(gpu="A40", price=0.44, read_on="2026-08-19")
    r = _row(instance_type="4x_A40_SECURE", gpu="A40", gpu_count="4", price_on_demand="1.76", price_spot="")
    v = judge(r, [e])
    assert v is not None and v.status == "confirmed" and v.row_price == pytest.approx(0.44)
    assert judge({**r, "price_on_demand": "2.2"}, [e]).status == "reprice"  # type: ignore[union-attr]
    assert judge({**r, "gpu": "L40S"}, [e]) is None  # another GPU: no reading


def test_a_contradicted_list_price_is_repriced_and_its_spot_dropped(monkeypatch):
    # RunPod's v7 snapshot: 2 × H100 SXM at 5.98 (2.99/GPU-h) with "spot" 5.38; runpod.io/pricing read 2026-11-09:
    # 3.99/GPU-h. The row takes 7.98, the reading's date and source; the snapshot's spot, which nothing dated
    # confirms, is dropped. Fails if a stale price stays or the row loses its shape source.
    monkeypatch.setattr(evidence, "readings", lambda path=None: (_reading(),))
    r = _row(instance_type="2x_H100-SXM_SECURE", gpu_count="2", price_on_demand="5.98", price_spot="5.38")
    counts = evidence.apply([r])
    assert counts["reprice"] == 1
    assert (r["price_on_demand"], r["price_spot"], r["as_of"]) == ("7.98", "", "2026-11-09")
    assert r["source"].startswith("https://www.runpod.io/pricing") and "skypilot_v7/runpod.csv" in r["source"]
    assert "repriced: on-demand 5.98" in r["notes"] and "2 × 3.99/GPU-h" in r["notes"]
    assert judge(r) is None  # now as new as the reading: nothing left to judge


def test_a_resale_the_sellers_list_contradicts_is_quarantined_not_repriced(monkeypatch):
    # Shadeform resells Hyperstack: 2 × H100 PCIe at 3.80/h (1.90/GPU-h) where hyperstack.cloud/gpu-pricing read
    # 2026-08-26 lists 2.50. A broker's own price cannot be taken from the seller's page, so the row is quarantined
    # (stale_price) with the reading; a resale within 10 % of the seller's list (A6000 at 0.50) is confirmed.
    hs = [_reading(provider="hyperstack", instance="", gpu="H100 PCIe", price=2.50, read_on="2026-08-26", resale=True,
                   reprice=False),
          _reading(provider="hyperstack", instance="", gpu="RTX A6000", price=0.50, read_on="2026-08-26", resale=True,
                   reprice=False)]
    monkeypatch.setattr(evidence, "readings", lambda path=None: tuple(hs))
    stale = _row(provider="shadeform", instance_type="hyperstack_H100x2", region="montreal-canada-2", gpu="H100 PCIe",
                 gpu_count="2", price_on_demand="3.8", price_spot="", seller="hyperstack", broker="shadeform")
    fine = _row(provider="shadeform", instance_type="hyperstack_A6000", region="montreal-canada-2", gpu="RTX A6000",
                price_on_demand="0.5", price_spot="", seller="hyperstack", broker="shadeform")
    direct = _row(provider="runpod", gpu="H100 PCIe", instance_type="1x_H100_SECURE", price_on_demand="1.9",
                  price_spot="")  # not Hyperstack's row: the reading does not judge it
    rows = [stale, fine, direct]
    quarantine(rows)
    assert stale["quarantined"].startswith("stale_price") and "-24% from the seller's own list price 2.5" in stale["quarantined"]
    assert stale["price_on_demand"] == "3.8"  # not repriced
    assert not fine["quarantined"] and fine["as_of"] == "2026-08-26" and "price confirmed" in fine["notes"]
    assert "stale_price" not in direct["quarantined"]


def test_a_regional_reading_marks_the_same_snapshots_other_regions_stale(monkeypatch):
    # Azure NC48ads_A100_v4: the v6 snapshot's eastus 7.346 vs 9.554 in the 2026-11-09 reading (eastus only). eastus is
    # repriced; westus, from the same undated snapshot, cannot be trusted either and is quarantined; a row of another
    # source (a user's dated quote) is not.
    e = _reading(provider="azure", instance="^Standard_NC48ads_A100_v4$", region="eastus", gpu="A100 80GB PCIe",
                 count=2.0, unit="instance_hour", price=9.554)
    monkeypatch.setattr(evidence, "readings", lambda path=None: (e,))
    mk = dict(provider="azure", instance_type="Standard_NC48ads_A100_v4", gpu="A100 80GB PCIe", gpu_count="2",
              price_spot="", source="SkyPilot catalog: skypilot/azure.csv")
    east, west = _row(region="eastus", price_on_demand="7.346", **mk), _row(region="westus", price_on_demand="9.55", **mk)
    quote = _row(region="westus2", price_on_demand="8.0", **{**mk, "as_of": "2026-12-01", "source": "my quote"})
    rows = [east, west, quote]
    quarantine(rows)
    assert east["price_on_demand"] == "9.554" and not east["quarantined"]
    assert west["quarantined"].startswith("stale_price") and "in eastus differs" in west["quarantined"]
    assert not quote["quarantined"]


def test_a_newer_dated_price_is_not_judged_by_an_older_reading():
    # A user's quote dated after the reading (as_of 2026-12-01) is the newer price: the reading does not judge it.
    assert judge(_row(as_of="2026-12-01"), [_reading()]) is None
    assert judge(_row(as_of="2026-11-01"), [_reading()]) is not None


def test_a_spot_auction_reading_judges_the_spot_column():
    # Mithril sells only by spot auction: its 8 × H100 at 12/h spot is the 7-day average its page gives (12.03),
    # an 8.0/h clearing price is not (−33 %).
    e = _reading(provider="mithril", instance="", gpu="H100 SXM", count=8.0, unit="instance_hour", price=12.03,
                 kind="spot", reprice=False, read_on="2026-09-20")
    r = _row(provider="mithril", instance_type="h100-80gb.sxm.8x", gpu_count="8", price_on_demand="", price_spot="12")
    assert judge(r, [e]).status == "confirmed"  # type: ignore[union-attr]
    assert judge({**r, "price_spot": "8"}, [e]).status == "stale"  # type: ignore[union-attr]


# ---- checks on fixed rows --------------------------------------------------------------------------------------

def test_region_ids_outside_the_providers_scheme_are_quarantined():
    # Prime Intellect's UNSPECIFIED and a data-centre UUID, a blank Seeweb region: nobody can say where the machine
    # is. Real ids of each scheme pass; an unpriced family may be listed without a region (no_price alone).
    bad = [("primeintellect", "UNSPECIFIED"), ("primeintellect", "US - a3111bd4-550a-47d0-838a-0a52bff2ae3f"),
           ("seeweb", ""), ("aws", "us-east"), ("runpod", "United States")]
    good = [("primeintellect", "US - us-central-1"), ("seeweb", "it-fr2"), ("aws", "ap-northeast-1"), ("runpod", "CZ"),
            ("vast", "Utah, US, NA"), ("hyperbolic", "default"), ("gcp", "us-central1"), ("azure", "eastus2")]
    assert all(unknown_region(_row(provider=p, region=g)) for p, g in bad)
    assert not any(unknown_region(_row(provider=p, region=g)) for p, g in good)
    rows = [_row(provider="seeweb", instance_type="ECS2GPU8", region="", gpu="H100 PCIe", price_spot=""),
            _row(provider="azure", instance_type="Standard_ND96isr_H200_v5", region="", price_on_demand="",
                 price_spot="")]
    quarantine(rows)
    assert rows[0]["quarantined"].startswith("unknown_region") and rows[1]["quarantined"].startswith("no_price")
    assert " | " not in rows[1]["quarantined"]


def test_a_row_that_contradicts_its_own_instance_name_is_caught():
    # Cudo `…_1x12v24gb` is 1 GPU, 12 vCPU, 24 GB; Prime Intellect `…__8xH100_80GB__208__1800` 8 GPUs, 208 vCPU,
    # 1,800 GB. A blank field (a repair made the host unknown) is not judged; RAM is allowed 3 % (GB vs GiB).
    cudo = _row(provider="cudo", instance_type="epyc-genoa-l40s-graphics_1x12v24gb", gpu="L40S", vcpu="12", ram_gib="24")
    assert shape_mismatch(cudo) == ""
    assert "vcpu 8 (the name says 12)" in shape_mismatch({**cudo, "vcpu": "8"})
    assert "gpu_count 2" in shape_mismatch({**cudo, "gpu_count": "2"})
    pi = _row(provider="primeintellect", instance_type="lambdalabs__8xH100_80GB__208__1800", gpu_count="8",
              vcpu="208", ram_gib="1800")
    assert shape_mismatch(pi) == "" and shape_mismatch({**pi, "vcpu": "", "ram_gib": ""}) == ""
    assert "ram_gib 900" in shape_mismatch({**pi, "ram_gib": "900"})
    assert shape_mismatch(_row(provider="shadeform", instance_type="crusoe_H100-sxm5x8-NVLINK", gpu_count="8")) == ""
    kinds = {f.kind for f in check_rows([{**cudo, "vcpu": "8"}])}
    assert "shape_mismatch" in kinds


def test_a_spot_only_machine_loses_its_on_demand_figure():
    # GCP a3-highgpu-1g/2g/4g are sold as Spot or Flex-start only: the source's on-demand column is not a price anyone
    # can rent at. The 8g is sold on-demand and keeps it.
    small = _row(provider="gcp", instance_type="a3-highgpu-2g", region="us-west1", gpu_count="2",
                 price_on_demand="24.3", price_spot="5.05")
    big = _row(provider="gcp", instance_type="a3-highgpu-8g", region="us-west1", gpu_count="8",
               price_on_demand="97.8", price_spot="20.2")
    assert repair_spot_only([small, big]) == 1
    assert (small["price_on_demand"], small["price_spot"]) == ("", "5.05") and "spot_only" in small["notes"]
    assert big["price_on_demand"] == "97.8"


def test_an_undated_marketplace_ask_is_not_ranked_a_dated_one_is():
    # One host's ask from an unknown day is not an offer; the same ask in a fetched (dated) file ranks.
    ask = _row(provider="vast", instance_type="1x-RTX_4090-32-65536", region="Utah, US, NA", gpu="RTX 4090",
               price_on_demand="0.4", price_spot="", marketplace="yes", vcpu="")
    rows = [dict(ask), {**ask, "as_of": "2026-12-01", "region": "Texas, US, NA"}]
    quarantine(rows)
    assert rows[0]["quarantined"].startswith("undated_ask") and not rows[1]["quarantined"]


def test_an_outlier_the_sellers_dated_page_states_is_flagged_not_quarantined(monkeypatch):
    # The class median of H100 SXM among GPU clouds is ~3; a seller whose dated page lists 1.30 is a sourced list price:
    # kept, flagged in its notes. The same price with no reading is a data error and quarantined.
    e = _reading(provider="cheapcloud", instance="", price=1.30, reprice=False)
    monkeypatch.setattr(evidence, "readings", lambda path=None: (e,))
    peers = [_row(provider=p, instance_type="h100", region=g, price_on_demand=v, price_spot="")
             for p, g, v in (("lambda", "us-east-1", "3.0"), ("nebius", "eu-north1", "3.2"), ("cudo", "se-stockholm-1", "2.9"))]
    sourced = _row(provider="cheapcloud", instance_type="h100", region="x", price_on_demand="1.3", price_spot="")
    unsourced = _row(provider="othercloud", instance_type="h100", region="x", price_on_demand="1.3", price_spot="")
    rows = [*peers, sourced, unsourced]
    quarantine(rows)
    assert not sourced["quarantined"] and "flagged price_outlier" in sourced["notes"]
    assert unsourced["quarantined"].startswith("price_outlier")


# ---- the shipped catalog ----------------------------------------------------------------------------------------

def test_every_reading_is_well_formed_and_judges_a_shipped_row(shipped):
    # A reading names a GPU the catalog knows, a date, https pages and a quote; one with an instance pattern judges at
    # least one shipped row (else its pattern has a typo). A seller's page read for its resales may list GPUs no
    # broker resells today (Hyperstack H200): kept for the next refresh.
    from catalog.gpus import all_gpus

    rs = evidence.readings()
    assert len(rs) >= 60
    of_card: dict[str, list[dict[str, str]]] = {}  # a reading matches only rows of its card (_matches' first test)
    for r in shipped.values():
        of_card.setdefault(r["gpu"], []).append(r)
    judges = [any(evidence._matches(e, r) for r in of_card.get(e.gpu, ())) for e in rs]
    for e, judges_one in zip(rs, judges, strict=True):
        assert e.gpu in all_gpus() and e.unit in ("gpu_hour", "instance_hour") and e.kind in ("on_demand", "spot")
        assert dt.date.fromisoformat(e.read_on) <= dt.date(2026, 12, 1) and e.price > 0 and e.quote
        assert e.vendor_url.startswith("https://") and e.via.startswith("https://")
        assert not e.instance or judges_one, e
    assert sum(judges) >= len(rs) - 8


def test_shipped_runpod_and_nebius_follow_their_newest_reading(shipped):
    # RunPod's secure H100 SXM was 2.99/GPU-h in the v7 snapshot; runpod.io/pricing read 2026-11-09 says 3.99. Nebius's
    # H100 preset was 2.95; nebius.com/prices read 2026-10-07: $4.50 from 1 October 2026.
    for n in ("1", "2", "4", "8"):
        r = shipped[("runpod", f"{n}x_H100-SXM_SECURE", "US")]
        assert float(r["price_on_demand"]) == pytest.approx(3.99 * int(n)) and r["as_of"] == "2026-11-09"
        assert not r["quarantined"] and not r["price_spot"] and r["source"].startswith("https://www.runpod.io/pricing")
    neb = shipped[("nebius", "gpu-h100-sxm_8gpu-128vcpu-1600gb", "eu-north1")]
    assert neb["price_on_demand"] == "36" and neb["as_of"] == "2026-10-07"
    l40s = [r for k, r in shipped.items() if k[0] == "runpod" and r["gpu"] == "L40S"]  # still ranked
    assert len(l40s) == 32 and all(not r["quarantined"] and r["as_of"] == "2026-09-25" for r in l40s)


def test_every_rankable_shipped_row_matches_its_source_row(shipped):
    # The cross-check of the first audit, on every row the product ranks: GPU count, vCPUs, RAM, on-demand and spot
    # equal the SkyPilot row its `source` names (tests/data/catalog/, the reference extracts; GCP host + GPUs), unless
    # a documented repair in its notes changed the field; a repriced row carries its reading's price and date; region
    # id, name-encoded shape and GPU memory pass. Fails loudly on any converter or data slip.
    sys.path.insert(0, str(ROOT / "scripts"))
    from catalog_audit_recheck import rankable
    from catalog_audit_sample import check

    bad = [(k, why) for k, r in shipped.items() if rankable(r) and (v := check(r))[0] == "wrong" for why in [v[1]]]
    assert not bad, bad[:5]
    assert sum(rankable(r) for r in shipped.values()) > 2000


def test_shipped_sources_name_the_upstream_file_and_commit(shipped):
    # Every rankable row names a file and version anyone can open: SkyPilot `catalogs/vN/<cloud>/vms.csv @commit`, or
    # a seller's page with the day it was read (a repriced row), or a hand row's documentation with its date.
    sys.path.insert(0, str(ROOT / "scripts"))
    from catalog_audit_recheck import rankable

    aws = shipped[("aws", "g6.xlarge", "us-east-1")]
    assert "catalogs/v7/aws/vms.csv @001367d2" in aws["source"] and "commit date not exposed" in aws["source"]
    for r in (r for r in shipped.values() if rankable(r)):
        assert re.search(r"catalogs/v\d+/\w+/vms\.csv @[0-9a-f]{8}", r["source"]) or r["as_of"], r["source"]


def test_shipped_marketplace_rows_are_labelled_third_party(shipped):
    market = [r for r in shipped.values() if r["marketplace"] == "yes"]
    assert len(market) > 90 and all(r["confidence"] == "third-party" and "marketplace listing" in r["notes"]
                                    for r in market)
    assert all(r["quarantined"] for r in market if not r["as_of"])  # undated asks are not ranked
