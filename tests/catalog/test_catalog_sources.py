"""Which source a catalog row comes from (catalog/refresh.py `merge`, `snapshot_date`, `schema_versions`) and the
repairs for the source faults the 60-row audit found (catalog/check.py `repair_auction`, `repair_gpu_memory_ram`):
each rule on a fixed row, then the shipped rows the audit named (docs/CATALOG_AUDIT.md)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.slack.home import catalog_line
from catalog.check import check_rows, gpu_memory_ram_providers, quarantine, repair_auction, repair_gpu_memory_ram
from catalog.refresh import merge, schema_versions, snapshot_date
from tests.conftest import module_home
from tools.host import size_host
from tools.schema import GiB, InstanceRow

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "catalog" / "data" / "instances.csv"
REF = ROOT / "tests" / "data" / "catalog"


def _row(**kw: str) -> dict[str, str]:
    base = {"provider": "aws", "instance_type": "x", "region": "r", "gpu": "H100 SXM", "gpu_raw": "H100",
            "gpu_count": "1", "gpu_memory_gib": "", "vcpu": "16", "ram_gib": "128", "price_on_demand": "2.5",
            "price_spot": "", "price_reserved_month": "", "currency": "USD", "price_scope": "instance",
            "marketplace": "no", "cpu_arch": "x86_64", "quarantined": "", "notes": "", "as_of": "", "source": "s"}
    return {**base, **kw}


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


# ---- dates and which source wins --------------------------------------------------------------------------

def test_a_stated_price_date_decides_and_a_copy_date_is_not_one(tmp_path):
    # The v7 README's "Retrieval date" was the day of copying a stored copy: its "Price date: not stated" must win,
    # or every v7 row would again claim 2026-11-30 and keep AWS's pre-June-2025 prices over the v8 ones.
    (tmp_path / "README.md").write_text("- Retrieval date: 2026-11-30\n- Price date: not stated (copied)\n")
    assert snapshot_date(tmp_path) is None
    (tmp_path / "README.md").write_text("- Retrieval date: 2026-11-30\n- Price date: 2025-05-01\n")
    assert snapshot_date(tmp_path) == "2025-05-01"
    (tmp_path / "README.md").write_text("Retrieval date: 2026-12-01\n")  # a live download's day is its price day
    assert snapshot_date(tmp_path) == "2026-12-01"
    assert snapshot_date(REF / "skypilot_v7") is None and snapshot_date(REF / "skypilot") is None


def test_schema_versions_come_from_the_extracts_own_tables():
    # the v7 README and the v6/v8 SOURCES.md name each file's upstream folder; a wrong parse would let the older win
    assert schema_versions(REF / "skypilot_v7")["aws"] == 7
    got = schema_versions(REF / "skypilot")
    assert (got["aws"], got["lambda"], got["azure"], got["runpod"]) == (8, 8, 6, 8)


def test_the_newer_schema_folder_wins_when_neither_states_a_date():
    # p5.48xlarge us-east-1: v7 98.32 (pre-cut), v8 55.04 (audit row 7, E5); the order of the folders must not matter
    v7 = [_row(instance_type="p5.48xlarge", region="us-east-1", gpu_count="8", price_on_demand="98.32")]
    v8 = [_row(instance_type="p5.48xlarge", region="us-east-1", gpu_count="8", price_on_demand="55.04")]
    for layers, versions in (([v7, v8], [{"aws": 7}, {"aws": 8}]), ([v8, v7], [{"aws": 8}, {"aws": 7}])):
        (got,) = merge(layers, versions)
        assert got["price_on_demand"] == "55.04"


def test_a_dated_row_still_beats_a_newer_undated_one():
    # a source that states no date never overrides one that does, whatever its schema folder
    dated = [_row(instance_type="gpu_8x_h100_sxm5", provider="lambda", price_on_demand="23.92", as_of="2026-05-18")]
    undated = [_row(instance_type="gpu_8x_h100_sxm5", provider="lambda", price_on_demand="31.92")]
    (got,) = merge([dated, undated], [{"lambda": 7}, {"lambda": 8}])
    assert (got["price_on_demand"], got["as_of"]) == ("23.92", "2026-05-18")


def test_an_all_data_centres_row_applies_to_each_listed_region_and_adds_none():
    # RunPod v8 extract: 1x_A100-80GB_SECURE "Same price listed for all ~48 data centers", 8 vCPU / 117 GiB; v7 lists
    # it per region with 80 GiB (the GPU's memory). Each region takes the newer figures; no pseudo-region row appears.
    v7 = [_row(provider="runpod", instance_type="1x_A100-80GB_SECURE", region=r, ram_gib="80", price_on_demand="1.64")
          for r in ("CA", "US")]
    v8 = [_row(provider="runpod", instance_type="1x_A100-80GB_SECURE", region="ALL_DCS_LISTED", ram_gib="117",
               price_on_demand="1.39"),
          _row(provider="runpod", instance_type="9x_NEW_SECURE", region="ALL_DCS_LISTED")]
    got = sorted(merge([v7, v8], [{"runpod": 7}, {"runpod": 8}]), key=lambda r: r["region"])
    assert [(r["region"], r["ram_gib"], r["price_on_demand"]) for r in got] == [("CA", "117", "1.39"),
                                                                                ("US", "117", "1.39")]


def test_shipped_rows_carry_the_newer_extracts_prices_and_no_copy_date(shipped):
    # audit rows 5, 7, 8 (AWS P-family, post-June-2025 cut) and 31-35 (Lambda's newer set): the v8 figure, and no
    # as_of, since neither extract states when its prices were fetched
    want = {("aws", "p4d.24xlarge", "ap-northeast-1"): "30.09784", ("aws", "p5.48xlarge", "us-east-1"): "55.04",
            ("aws", "p5en.48xlarge", "us-east-1"): "63.296", ("lambda", "gpu_1x_a100", "us-midwest-1"): "1.99",
            ("lambda", "gpu_1x_h100_sxm5", "us-midwest-1"): "4.29",
            ("lambda", "gpu_4x_a6000", "australia-east-1"): "4.36",
            ("lambda", "gpu_8x_a100_80gb_sxm4", "us-midwest-1"): "22.32"}
    for key, price in want.items():
        assert shipped[key]["price_on_demand"] == price, key
        assert "states no date" in shipped[key]["notes"], key
        # its as_of is blank, or the day a dated reading of the seller's page stated this price (price_evidence.csv)
        assert shipped[key]["as_of"] == "" or "price confirmed: " in shipped[key]["notes"], key
    assert shipped[("aws", "p5.48xlarge", "us-east-1")]["as_of"] == "2026-11-09"  # hyperscalers.json, read 2026-11-09
    assert shipped[("aws", "p4d.24xlarge", "ap-northeast-1")]["as_of"] == ""  # no reading for that region
    # no priced row claims the day the extracts were copied as its price date
    assert not any(r["as_of"] == "2026-11-30" and (r["price_on_demand"] or r["price_spot"]) for r in shipped.values())


# ---- RAM that is the GPUs' memory -------------------------------------------------------------------------

def test_ram_equal_to_gpu_memory_across_a_provider_becomes_host_unknown():
    # RunPod v7: RAM = GPU count × GPU memory on nearly every row, over many cards (4 × MI300X = 768, 8 × A4000 =
    # 128): the column holds VRAM. AWS g4dn.xlarge's 16 GiB beside a 16 GB T4 is a documented shape, one of many.
    runpod = [_row(provider="runpod", instance_type=f"{n}x_{g}", gpu=g, gpu_count=str(n), ram_gib=str(n * mem))
              for g, mem in (("MI300X", 192), ("RTX A4000", 16), ("A40", 48)) for n in (1, 2, 4, 8)]
    aws = [_row(instance_type="g4dn.xlarge", region=f"r{i}", gpu="T4", ram_gib="16") for i in range(3)]
    aws += [_row(instance_type=f"g6.{i}", gpu=g, ram_gib="64") for i, g in enumerate(("L4", "A10G", "L40S") * 4)]
    assert gpu_memory_ram_providers(runpod + aws) == {"runpod"}
    assert repair_gpu_memory_ram(runpod + aws) == len(runpod)
    assert all(r["ram_gib"] == "" and "ram_is_gpu_memory" in r["notes"] for r in runpod)
    assert all(r["vcpu"] == "16" for r in runpod)  # the vCPU is RunPod's per-GPU default, kept
    assert all(r["ram_gib"] for r in aws)


def test_shipped_runpod_rows_have_no_vram_as_host_ram(shipped):
    # audit rows 24-30: 8x_RTXA4000 SE 128, 4x_MI300X SE 768, 8x_A40 CA 384 were the GPUs' memory. Cards the v7
    # snapshot still shapes keep host RAM unknown; cards the v8 listing was read for take its pods' RAM (8 × A4000:
    # 280 GiB, 4 × MI300X: 1,132 GiB, 1 × A100 80GB PCIe: 117 GiB in every data centre).
    for key in (("runpod", "8x_A40_SECURE", "CA"), ("runpod", "1x_H200-SXM_SECURE", "NL")):
        assert shipped[key]["ram_gib"] == "" and "ram_is_gpu_memory" in shipped[key]["notes"], key
    for key, ram in ((("runpod", "1x_A100-80GB_SECURE", "CA"), "117"), (("runpod", "8x_RTXA4000_SECURE", "SE"), "280"),
                     (("runpod", "4x_MI300X_SECURE", "SE"), "1132")):
        assert shipped[key]["ram_gib"] == ram and "catalogs/v8/runpod/vms.csv" in shipped[key]["source"], key


def test_a_host_with_unknown_ram_says_the_check_was_skipped():
    # a blank RAM must not read as "no problem": the answer names what was not checked
    inst = InstanceRow(provider="runpod", instance_type="8x_A40_SECURE", region="CA", gpu="A40", gpu_raw="A40",
                       gpu_count=8, vcpu=72, ram_gib=None, price_on_demand=3.52, source="s")
    checks = size_host(8, 48 * GiB, training=True, instance=inst).checks
    assert [c.topic for c in checks] == ["cpu", "host"]
    assert "RAM unknown" in checks[1].message.en and "skipped" in checks[1].message.en
    assert "内存" in checks[1].message.zh


# ---- a spot auction's price -------------------------------------------------------------------------------

def test_an_auction_sellers_price_is_a_spot_price():
    # Mithril sells through a spot auction; SkyPilot writes the auction figure in both columns (12.0, 12.0)
    rows = [_row(provider="mithril", instance_type="h100-80gb.sxm.8x", gpu_count="8", price_on_demand="12",
                 price_spot="12"), _row(provider="lambda", price_on_demand="2.99")]
    assert repair_auction(rows) == 1
    assert (rows[0]["price_on_demand"], rows[0]["price_spot"]) == ("", "12") and "auction_spot" in rows[0]["notes"]
    assert rows[1]["price_on_demand"] == "2.99"


def test_an_auction_price_far_below_the_going_rate_is_not_ranked():
    # Mithril 8 × H100 at 8.0/h (1.00/GPU-h) where its own 7-day average is 12.03: judged like any only price
    rows = [_row(provider=p, instance_type=f"{p}-{i}", price_on_demand="3.0") for p in ("lambda", "nebius", "cudo")
            for i in range(2)]
    rows += [_row(provider="mithril", instance_type="h100-80gb.sxm.8x", region=r, gpu_count="8",
                  price_on_demand=od, price_spot=od) for r, od in (("us-central1-b", "8"), ("us-central2-a", "12"))]
    quarantine(rows)
    cheap, listed = rows[-2], rows[-1]
    assert cheap["quarantined"].startswith("price_outlier") and "spot-auction" in cheap["quarantined"]
    assert not listed["quarantined"] and listed["price_spot"] == "12" and listed["price_on_demand"] == ""
    assert not [f for f in check_rows(rows) if not f.quarantined]


def test_shipped_mithril_rows_are_spot_only(shipped):
    # audit row 60: "spot 12 (7-day auction average), no on-demand price"
    r = shipped[("mithril", "h100-80gb.sxm.8x", "us-central2-a")]
    assert (r["price_on_demand"], r["price_spot"], r["quarantined"]) == ("", "12", "")
    assert all(not x["price_on_demand"] for k, x in shipped.items() if k[0] == "mithril")


def test_slack_home_says_when_no_source_states_a_price_date():
    info = {"instances": 3572, "providers": [{"provider": "aws", "priced": 500, "priced_as_of": None}]}
    assert catalog_line(info, "en") == "3,572 offers; the sources state no price date."
