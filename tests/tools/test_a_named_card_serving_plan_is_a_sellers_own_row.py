"""A serving plan on a card asked about is priced on a seller's own row, and one box resold twice carries one label.

"DeepSeek-V3 128k 上下文，8 張 H100 夠嗎？" once answered with "8 × H100 PCIe (`primeintellect
latitude__8xH100_80GB__128__1536`) … 111.85 HKD an hour": a Prime Intellect resale (no seller SLA) of Latitude.sh's
`g3-h100-large`, which Shadeform sells at the same 14.34/h with the same 128 vCPU / 1,536 GB as
`latitude_H100x8-NVLINk` — NVLink, so the SXM part, not PCIe. The seller's listing names the form factor; the serving
plan names a seller's own row when one of that card is held (RunPod's own 8 × H100)."""

from __future__ import annotations

from catalog.refresh import seller_product, seller_product_form
from tools.recommend import own_rows_of
from tools.schema import InstanceRow


def row(provider: str, it: str, gpu: str, price: float, **kw) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=it, region="us", gpu=gpu, gpu_count=8, price_on_demand=price,
                       **kw)


def test_latitudes_8x_h100_box_is_the_sxm_part_whoever_resells_it():
    # Prime Intellect's UpstreamCloudId and Shadeform's listing id both name Latitude's g3-h100-large: one machine
    assert seller_product_form("latitude", "g3-h100-large")[0] == "sxm"
    assert seller_product_form("latitude", "latitude_H100x8-NVLINk@dallas-usa-1")[0] == "sxm"
    assert seller_product("latitude", "g3-h100-large").product == "latitude g3-h100-large"
    # the one-card box (g3-h100-small) has no listing that names its form factor: it stays as read
    assert seller_product("latitude", "g3-h100-small") is None


def test_the_shipped_resale_rows_of_that_box_say_sxm_and_link_as_one_offer():
    import csv
    from pathlib import Path

    with open(Path("catalog/data/instances.csv"), newline="", encoding="utf-8") as f:
        rows = {(r["provider"], r["instance_type"]): r for r in csv.DictReader(f)}
    pi = rows[("primeintellect", "latitude__8xH100_80GB__128__1536")]
    sf = rows[("shadeform", "latitude_H100x8-NVLINk")]
    # same card, count and hourly price (14.34): one offer (Shadeform's names Prime Intellect's), under the label the
    # seller's listing gives: the SXM part with NVLink
    assert pi["gpu"] == sf["gpu"] == "H100 SXM" and pi["interconnect"] == "nvlink" and pi["gpu_count"] == "8"
    assert pi["price_on_demand"] == sf["price_on_demand"] == "14.34"
    assert sf["same_as"] == "primeintellect latitude__8xH100_80GB__128__1536"


def test_a_serving_plan_on_a_named_card_keeps_to_sellers_own_rows():
    resale = row("primeintellect", "latitude__8xH100", "H100 SXM", 14.34, broker="primeintellect")
    market = row("vast", "8xH100", "H100 SXM", 12.0, marketplace=True)
    own = row("runpod", "8x_H100_SXM_SECURE", "H100 SXM", 23.92)
    assert own_rows_of("H100 SXM", [resale, market, own]) == [own]  # the seller's own row, though dearer
    # no seller's own row of the card: the card is sized where it is sold (every row kept)
    assert own_rows_of("H100 SXM", [resale, market]) == [resale, market]
    # another card's own row does not count: RunPod's L40S leaves the H100 rows as they are
    l40s = row("runpod", "8x_L40S", "L40S", 7.0)
    assert own_rows_of("H100 SXM", [resale, l40s]) == [resale, l40s]
