"""An encoder endpoint's stated latency target is the whole request: the users' round trip to the plan's region plus
the machine's queued forward pass (tools.endpoint_latency), and a plan whose round trip alone takes most of the target
goes behind a plan near the users."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from catalog.places import gazetteer
from tools.endpoint_latency import latency_line, near_first, request_ms


@dataclass(frozen=True)
class _Row:  # the three facts an endpoint row carries (tools.embedding.EmbeddingRow)
    region: str
    service_s: float | None = 0.0002
    busy: float | None = 0.5


def test_the_machine_time_is_the_queue_percentile():
    # M/M/1: p99 = ln(100) × S / (1 − ρ) = 4.605 × 0.2 ms / 0.5 = 1.84 ms
    assert request_ms(0.0002, 0.5, 99) == pytest.approx(1.842, abs=0.01)
    # p50 = ln 2 × 0.2 / 0.5 = 0.277 ms
    assert request_ms(0.0002, 0.5, 50) == pytest.approx(0.277, abs=0.01)


def test_a_row_across_the_ocean_goes_behind_a_near_row():
    # 50 ms p99 for users in Europe: RunPod "CA" is 85 ms away (≥ 25 = half the target), RunPod "CZ" 20 ms
    rows = [_Row("CA"), _Row("CZ")]
    assert [r.region for r in near_first(rows, ["europe"], 50, 99, gazetteer())] == ["CZ", "CA"]


def test_with_no_near_row_the_order_stands():
    # every row far (CA 85 ms, US 115 ms, both ≥ 25): nothing near to lead, the ranking's own order is kept
    rows = [_Row("CA"), _Row("US")]
    assert [r.region for r in near_first(rows, ["europe"], 50, 99, gazetteer())] == ["CA", "US"]


def test_no_target_keeps_the_order():
    rows = [_Row("CA"), _Row("CZ")]
    assert near_first(rows, ["europe"], None, None, gazetteer()) == rows


@pytest.mark.parametrize("region, mark, said", [
    # Europe → Czechia: 20 ms + 1.8 ms = ≈ 22 ms ≤ 50 → ✅
    ("CZ", "✅", "network ≈ 20 ms"),
    # Europe → Canada: the transatlantic 85 ms alone is over 50 → ❌ before any compute
    ("CA", "❌", "the round trip alone is over the target"),
])
def test_the_latency_line_shows_network_plus_compute(region, mark, said):
    line = latency_line(_Row(region), ["europe"], 50, 99, gazetteer())
    en, zh = line.text("en"), line.text("zh")
    assert mark in en and said in en, en
    assert mark in zh and "毫秒" in zh, zh


def test_a_round_trip_not_read_is_said_not_guessed():
    # a row with no stated region: its round trip is not read, and the line says so (no ✅ / ❌)
    en = latency_line(_Row(""), ["europe"], 50, 99, gazetteer()).text("en")
    assert "network not read" in en and "✅" not in en and "❌" not in en, en
