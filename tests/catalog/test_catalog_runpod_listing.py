"""RunPod's newer listing (SkyPilot catalogs/v8/runpod/vms.csv @01acdfd4, read for the ten cards the v7 snapshot
alone priced) and what follows from it, each on a fixed row: the v7 snapshot's VRAM-as-RAM is judged per snapshot,
a shape the newer listing dropped is not ranked at the old card price, the two new dated readings (L4, RTX A6000)
date the listing's price; then the shipped rows docs/CATALOG_AUDIT.md "Fourth fix round" names."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from catalog.check import quarantine, repair_gpu_memory_ram
from catalog.evidence import Reading, judge

ROOT = Path(__file__).resolve().parents[2]
V7 = "SkyPilot catalog: skypilot_v7/runpod.csv = catalogs/v7/runpod/vms.csv @0727c2bd"
V8 = "SkyPilot catalog: skypilot/runpod.csv = catalogs/v8/runpod/vms.csv @01acdfd4"


def _row(**kw: str) -> dict[str, str]:
    base = {"provider": "runpod", "instance_type": "1x_L4_SECURE", "region": "US", "gpu": "L4", "gpu_raw": "L4",
            "gpu_count": "1", "gpu_memory_gib": "", "vcpu": "8", "ram_gib": "45", "price_on_demand": "0.49",
            "price_spot": "", "price_reserved_month": "", "currency": "USD", "price_scope": "instance",
            "marketplace": "no", "cpu_arch": "x86_64", "quarantined": "", "notes": "", "as_of": "", "source": V8,
            "seller": "", "broker": "", "same_as": ""}
    return {**base, **kw}


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(ROOT / "catalog" / "data" / "instances.csv", newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


def test_vram_as_ram_is_judged_per_snapshot_not_per_provider():
    # 12 v7 rows hold the GPUs' memory as RAM (4 × MI300X = 768 …); 16 rows from the v8 listing hold the pods' RAM
    # (1 × L4 = 45 GiB …), one of them by chance 4 × 48 = 192 (v8's A40). Per provider the share would be 13 of 28,
    # under the 80 % rule, and the v7 rows would keep VRAM as host RAM; per snapshot the v7 rows are blanked and the
    # v8 rows, including the coincidence, keep theirs.
    v7 = [_row(instance_type=f"{n}x_{g}", gpu=g, gpu_count=str(n), ram_gib=str(n * mem), source=V7)
          for g, mem in (("MI300X", 192), ("RTX A4000", 16), ("RTX A6000", 48)) for n in (1, 2, 4, 8)]
    v8 = [_row(instance_type=f"{n}x_{g}", gpu=g, gpu_count=str(n), ram_gib=str(n * ram))
          for g, ram in (("L4", 45), ("L40", 125), ("RTX A5000", 25)) for n in (1, 2, 4, 8)]
    v8 += [_row(instance_type=f"{n}x_RTXA4500", gpu="RTX A4500", gpu_count=str(n), ram_gib=str(30 * n)) for n in (1, 2, 4)]
    v8.append(_row(instance_type="4x_A40", gpu="A40", gpu_count="4", ram_gib="192"))
    assert repair_gpu_memory_ram(v7 + v8) == len(v7)
    assert all(r["ram_gib"] == "" and "ram_is_gpu_memory" in r["notes"] for r in v7)
    assert all(r["ram_gib"] for r in v8) and v8[-1]["ram_gib"] == "192"


def test_a_shape_the_newer_listing_dropped_is_not_ranked_at_the_old_card_price():
    # The v8 listing carries RTX A4500 pods with 1-4 GPUs at 0.25/GPU-h; the v7 snapshot's 8-GPU pod at 2.72
    # (0.34/GPU-h) is nobody's current price: quarantined (stale_price), with the listing named. A dated price for the
    # same shape (a user's imported quote) is the newer one and ranks; the 4-GPU pod the listing carries ranks.
    old = _row(instance_type="8x_RTXA4500_SECURE", gpu="RTX A4500", gpu_count="8", vcpu="96", ram_gib="",
               price_on_demand="2.72", price_spot="1.52", source=V7)
    quote = _row(instance_type="8x_RTXA4500_SECURE", region="CA", gpu="RTX A4500", gpu_count="8", ram_gib="",
                 price_on_demand="2.4", as_of="2026-12-01", source="user")
    kept = _row(instance_type="4x_RTXA4500_SECURE", gpu="RTX A4500", gpu_count="4", vcpu="28", ram_gib="120",
                price_on_demand="1")
    quarantine([old, quote, kept])
    assert old["quarantined"].startswith("stale_price") and "1-4 GPUs only" in old["quarantined"]
    assert "+36 %" in old["quarantined"]
    assert not quote["quarantined"] and not kept["quarantined"]


def test_the_new_dated_readings_confirm_the_listing_price_and_date_it():
    # A RunPod user's record of the live Secure Cloud L4 price (0.49, 2026-10-01) and a user's design note (RTX A6000
    # Secure 0.53, 2026-09-19) state the v8 listing's figures: its rows are confirmed and take the day read, nothing
    # repriced; the v7 snapshot's L4 at 0.44 (−10 %, beyond rounding of a list price) would be repriced to 0.49.
    l4 = Reading("runpod", "_SECURE$", "", "L4", None, "gpu_hour", 0.49, "on_demand", "2026-10-01",
                 "https://www.runpod.io/pricing", "https://github.com/daetan999/triton-multimodel-bench", False, True, "q")
    a6000 = Reading("runpod", "_SECURE$", "", "RTX A6000", None, "gpu_hour", 0.53, "on_demand", "2026-09-19",
                    "https://www.runpod.io/pricing", "https://github.com/qianli-hu/AI-architecture", False, True, "q")
    row = _row(instance_type="4x_L4_SECURE", gpu_count="4", price_on_demand="1.96")
    assert judge(row, [l4]).status == "confirmed"  # type: ignore[union-attr]
    assert judge(_row(price_on_demand="0.44", source=V7), [l4]).status == "reprice"  # type: ignore[union-attr]
    six = _row(instance_type="2x_RTXA6000_SECURE", gpu="RTX A6000", gpu_count="2", price_on_demand="1.06")
    assert judge(six, [a6000]).status == "confirmed"  # type: ignore[union-attr]
    assert judge(six, [l4]) is None  # another card: not judged


# ---- the shipped rows --------------------------------------------------------------------------------------------

def test_shipped_runpod_cards_carry_the_newer_listing(shipped):
    # RTX A4000 0.32 → 0.25, RTX A4500 0.34 → 0.25, L40 1.14 → 0.82, L4 0.44 → 0.49 per
    # GPU-hour; L4 4 → 8 vCPU, RTX 6000 Ada 14 → 10; host RAM that was the GPUs' memory now the pod's (8 × A4000
    # 280 GiB, 4 × L40 500 GiB, 4 × MI300X 1,132 GiB). The v8 listing's price equals its spot, so no spot is ranked.
    want = {("8x_RTXA4000_SECURE", "SE"): ("2", "48", "280"), ("4x_L40_SECURE", "CZ"): ("3.28", "36", "500"),
            ("1x_L4_SECURE", "US"): ("0.49", "8", "45"), ("1x_RTXA4500_SECURE", "IS"): ("0.25", "7", "30"),
            ("1x_RTX6000-Ada_SECURE", "NL"): ("0.84", "10", "62"), ("4x_MI300X_SECURE", "SE"): ("9.56", "96", "1132"),
            ("8x_RTX3090_SECURE", "IS"): ("4", "32", "200"), ("1x_RTXA6000_SECURE", "IS"): ("0.53", "8", "50")}
    for (it, region), (price, vcpu, ram) in want.items():
        r = shipped[("runpod", it, region)]
        assert (r["price_on_demand"], r["vcpu"], r["ram_gib"], r["price_spot"]) == (price, vcpu, ram, ""), (it, region)
        assert "catalogs/v8/runpod/vms.csv @01acdfd4" in r["source"] and not r["quarantined"], (it, region)
    assert shipped[("runpod", "1x_L4_SECURE", "US")]["as_of"] == "2026-10-01"  # the L4 reading
    assert shipped[("runpod", "1x_RTXA6000_SECURE", "IS")]["as_of"] == "2026-09-19"  # the RTX A6000 reading
    assert shipped[("runpod", "4x_L40_SECURE", "CZ")]["as_of"] == ""  # only the undated listing states it
    a4500 = [r for k, r in shipped.items() if k[0] == "runpod" and k[1] == "8x_RTXA4500_SECURE"]
    assert len(a4500) == 8 and all(r["quarantined"].startswith("stale_price") for r in a4500)
