"""Tencent Cloud's own pricing page (Cloud GPU Service > Purchase Guide > Pricing Overview, Guangzhou Zone 3) is the
one mainland list price found with a source and a date (docs/CATALOG.md "Chinese market"): its full-card GN7 (T4),
GN10X and GN10Xp (V100 32 GB NVLink) rows are shipped priced in USD as published, in ap-guangzhou. Mainland rows
carry only cards sold there, and a mainland list price sets no outlier band for the other clouds."""

import csv
from pathlib import Path

import pytest

from catalog import db as cdb
from catalog.check import reference_prices
from catalog.places import china_providers, region_ids, regions

SHIPPED = Path(cdb.DATA) / "instances.csv"


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _row(rows, instance):
    return next(r for r in rows if r["provider"] == "tencent" and r["instance_type"] == instance
                and r["region"] == "ap-guangzhou")


@pytest.mark.parametrize("instance,gpu,count,vcpu,ram,usd", [
    # the page's table rows, copied: GN7.2XLARGE32 1 × T4, 8 cores, 32 GB, 1.26 USD/hr; GN10Xp.10XLARGE160 4 × V100
    # 32 GB, 40 cores, 160 GB, 6.89 USD/hr; GN10X.18XLARGE320 8 × V100 32 GB, 72 cores, 320 GB, 21.71 USD/hr
    ("GN7.2XLARGE32", "T4", "1", "8", "32", "1.26"),
    ("GN10Xp.10XLARGE160", "V100 SXM2 32GB", "4", "40", "160", "6.89"),
    ("GN10X.18XLARGE320", "V100 SXM2 32GB", "8", "72", "320", "21.71"),
])
def test_guangzhou_rows_carry_the_pages_figures_dated_and_rankable(rows, instance, gpu, count, vcpu, ram, usd):
    r = _row(rows, instance)
    assert (r["gpu"], r["gpu_count"], r["vcpu"], r["ram_gib"], r["price_on_demand"], r["currency"]) == (
        gpu, count, vcpu, ram, usd, "USD")
    assert r["confidence"] == "official" and r["as_of"] == "2023-06-30"
    assert "Guangzhou Zone 3" in r["source"] and "intlcloud-documents @b7e17ea6" in r["source"]
    assert r["quarantined"] == "", r["quarantined"]  # a sourced, dated price: ranked


def test_vgpu_slices_are_not_shipped_priced(rows):
    # GN7.LARGE20 is 1/4 of a T4 (0.49 USD/hr on the page): a slice is not a card; it stays the unpriced family row
    assert not [r for r in rows if r["instance_type"] in ("GN7.LARGE20", "GN7.2XLARGE40") and r["price_on_demand"]]


def test_guangzhou_is_a_mainland_region():
    tag = next(x.tag for x in region_ids() if (x.provider, x.region_id) == ("tencent", "ap-guangzhou"))
    assert tag == "cn-south"
    assert next(g for g in regions() if g.tag == tag).china


def test_no_mainland_row_offers_a_card_export_rules_keep_out_of_china(rows):
    # US export rules (Oct 2022, Oct 2023) bar H100, H200 and the Blackwell parts from sale into China; mainland clouds
    # sell H20, H800/A800, L20, RTX 4090 and older cards instead. A mainland H100 row would be an invented offer.
    china = china_providers()
    barred = ("H100", "H200", "B100", "B200", "B300", "GB200", "GB300")
    mainland = [r for r in rows if r["provider"] in china or r["region"].startswith("cn-")]
    assert mainland and not [r["instance_type"] for r in mainland if r["gpu"].startswith(barred)]


def test_a_mainland_list_price_sets_no_outlier_band_for_other_clouds(rows):
    # Hand: Tencent's Guangzhou T4 per-GPU prices (1.26, 2.01, 2.77, 4.03/2, 8.06/4) have median $2.01; counted as a
    # third hyperscaler it lifts the T4 reference to $0.96, and AWS's real g5g.xlarge list price ($0.42, Graviton host)
    # falls to 0.44× it, under the ×0.5 floor. The reference must be the same with or without the Tencent rows.
    without = [r for r in rows if r["provider"] != "tencent"]
    assert reference_prices(rows)[("T4", "hyperscaler")] == reference_prices(without)[("T4", "hyperscaler")]
    g5g = next(r for r in rows if (r["provider"], r["instance_type"], r["region"]) == ("aws", "g5g.xlarge", "us-east-1"))
    assert "price_outlier" not in g5g["quarantined"], g5g["quarantined"]
