"""A user's imported price far below public prices (catalog/plausible.py `far_below_public`: an on-demand price per
GPU-hour under a third of the cheapest public on-demand row for its GPU) is imported with a warning and marked in
the answers that pick it; a price dated before 2015 (before the oldest listed card was sold) is refused."""

from __future__ import annotations

import pytest

import catalog.db
from catalog.db import as_of_problem
from catalog.plausible import far_below_keys, far_below_public, low_price_warning
from tools.schema import InstanceRow

HEAD = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,price_spot,quarantined,price_scope\n"


@pytest.fixture
def small_catalog(tmp_path, monkeypatch):
    """A catalog of five H100 SXM rows: the cheapest public on-demand price per GPU-hour is beta's $16 / 8 = $2.00.
    gamma's spot $0.40 is not on-demand, delta's $0.10 is quarantined, epsilon's $0.20 is a GPU without its host
    (gpu_only): none of them is the reference."""
    p = tmp_path / "instances.csv"
    p.write_text(HEAD + "alpha,a1,r,H100 SXM,1,USD,3.00,,,instance\n"
                        "beta,b8,r,H100 SXM,8,USD,16.00,,,instance\n"
                        "gamma,g1,r,H100 SXM,1,USD,2.50,0.40,,instance\n"
                        "delta,d1,r,H100 SXM,1,USD,0.10,,bad row,instance\n"
                        "epsilon,e1,r,H100 SXM,1,USD,0.20,,,gpu_only\n", encoding="utf-8")
    monkeypatch.setattr(catalog.db, "instances_file", lambda: p)
    return p


def test_a_per_gpu_price_typed_for_an_eight_gpu_machine_is_far_below_public(small_catalog):
    # $1.70 / 8 = $0.2125 per GPU-hour; a third of the $2.00 reference is $0.667: far below (0.2125 / 2 = 0.106×)
    hit = far_below_public("H100 SXM", 8, 1.70)
    assert hit is not None
    pgh, ref, where = hit
    assert pgh == pytest.approx(0.2125) and ref == pytest.approx(2.00) and where == "beta b8"


def test_a_deep_but_real_discount_is_not_flagged(small_catalog):
    # 8 × H100 at $6/h = $0.75 per GPU-hour: 0.375× the $2.00 reference, above a third ($0.667): not flagged.
    # The spot $0.40, the quarantined $0.10 and the gpu_only $0.20 are not the reference: were any of them, $0.75
    # would be far above it.
    assert far_below_public("H100 SXM", 8, 6.00) is None
    # just under the line: $5.28 / 8 = $0.66 < $0.667: flagged
    assert far_below_public("H100 SXM", 8, 5.28) is not None


def test_a_card_without_a_public_on_demand_row_is_not_judged(small_catalog):
    assert far_below_public("L4", 1, 0.01) is None  # the small catalog lists no L4: nothing to judge by
    assert far_below_public("H100 SXM", 8, None) is None  # no on-demand price (a spot-only quote)


def test_the_warning_names_the_row_the_figures_and_the_reference(small_catalog):
    rec = {"gpu": "H100 SXM", "gpu_count": 8.0, "price_on_demand": 1.70, "currency": "USD"}
    said = low_price_warning(2, rec)
    # $0.2125 shown as $0.21, the ratio 0.2125 / 2.00 = 0.106 shown as 0.11×, the reference $2.00 at beta b8
    assert said.startswith("row 2, field price_on_demand: 1.7 USD an hour for 8 × H100 SXM is $0.21 per GPU-hour")
    assert "0.11× the cheapest public on-demand H100 SXM ($2.00 per GPU-hour, beta b8)" in said
    assert low_price_warning(2, {**rec, "price_on_demand": 12.0}) == ""  # $1.50 per GPU-hour: 0.75×, fine


def test_only_an_imported_row_is_marked(small_catalog):
    row = {"provider": "mycloud", "instance_type": "x8", "region": "us", "gpu": "H100 SXM", "gpu_count": 8,
           "price_on_demand": 1.70}
    typed = InstanceRow(**row, source="user")
    # the same figures from the catalog itself are its own listing, not a typed quote: never marked here
    listed = InstanceRow(**{**row, "provider": "cat"}, source="SkyPilot catalog")
    # $12 / 8 = $1.50 per GPU-hour, 0.75× the $2.00 reference: a plausible quote, not marked
    fair = InstanceRow(**{**row, "instance_type": "x8b", "price_on_demand": 12.0}, source="user")
    assert far_below_keys([typed, listed, fair]) == {("mycloud", "x8", "us")}


@pytest.mark.parametrize("day", ["1900-01-01", "2014-12-31"])
def test_a_price_dated_before_any_listed_card_was_sold_is_refused(day):
    # the oldest card in catalog/data/gpus.csv is the Tesla M60 (2015): no price for any listed card predates 2015
    why = as_of_problem(day)
    assert why is not None and "before 2015-01-01" in why


def test_a_price_dated_in_2015_or_later_is_taken():
    assert as_of_problem("2015-01-01") is None
    assert as_of_problem("2026-11-01") is None
    assert "in the future" in (as_of_problem("2999-01-01") or "")
