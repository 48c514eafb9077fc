"""Typical round trips between world areas (tools.round_trip: Azure's published inter-region round trips, measured by
ThousandEyes) and a latency target's budget (network + compute)."""

from __future__ import annotations

import pytest

from catalog.places import gazetteer
from tools.round_trip import MOST_OF_TARGET, area_of, latency_budget, round_trip_ms, users_round_trip


@pytest.mark.parametrize("tag, area", [
    ("us-east", "na-east"), ("ca", "na-east"),  # Montréal / Toronto sit beside the US east coast
    ("frankfurt", "europe"), ("de", "europe"), ("fi", "europe"),  # within Europe by the gazetteer's `within`
    ("cn-south", "east-asia"), ("cn", "east-asia"), ("hk", "east-asia"),
    ("br", "sa"), ("au", "oceania"),
    ("asia", None),  # too wide to hold one round trip
])
def test_each_place_takes_its_area(tag, area):
    assert area_of(tag, gazetteer()) == area


@pytest.mark.parametrize("users, row, ms", [
    ("europe", "ca", 85),  # a transatlantic round trip: West Europe ↔ East US ≈ 80–90 ms
    ("br", "us-east", 120),  # São Paulo ↔ Virginia ≈ 115–125 ms
    ("br", "us-west", 175),  # São Paulo ↔ California: 55 ms more than the east coast
    ("de", "frankfurt", 20),  # inside Europe: Azure's 3–28 ms
    ("jp", "us-west", 110),
    ("br", "br", 20),
])
def test_round_trip_by_area(users, row, ms):
    assert round_trip_ms(users, row, gazetteer()) == ms
    assert round_trip_ms(row, users, gazetteer()) == ms  # a round trip is the same both ways


def test_an_area_not_read_is_no_figure():
    # "asia" is no one area: its round trip is not read, never guessed
    assert round_trip_ms("asia", "us-east", gazetteer()) is None
    assert users_round_trip(["europe"], None, gazetteer()) is None  # a row with no stated place


def test_several_users_places_take_the_worst():
    # users in Europe and Brazil, a us-east row: max(85, 120) = 120 ms
    assert users_round_trip(["europe", "br"], "us-east", gazetteer()) == 120


def test_a_round_trip_past_the_target_fails_before_any_compute():
    # 50 ms p99 from Europe to Canada: 85 ms of network alone ≥ 50 → ❌ even with the compute not estimated
    b = latency_budget(50, 85, None)
    assert b.meets is False and b.network_most


def test_a_near_row_meets_the_target():
    # from Europe to a European row: 20 ms network + 12 ms compute = 32 ms ≤ 50 → ✅; 20 < 0.5 × 50 = 25
    b = latency_budget(50, 20, 12)
    assert b.total_ms == 32 and b.meets is True and not b.network_most
    assert MOST_OF_TARGET == 0.5


def test_a_budget_with_a_part_not_read_is_not_judged():
    # 20 ms network and no compute figure: under the target, but the total is not read
    assert latency_budget(50, 20, None).meets is None
    assert latency_budget(50, None, 12).meets is None
