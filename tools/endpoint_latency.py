"""A stated latency target for an encoder endpoint (embedding, reranking, classifying): the whole request, from the
users' place to the machine and back plus the machine's time, against the target, and which plans may lead.

An encoder call streams nothing: it answers after one forward pass, so "p99 under 50 ms" is the whole request's time
at its 99th percentile. That time is the network round trip (tools.round_trip: users' area → the row's area) plus the
machine's time. The machine's time is a queue: a request waits behind others at the endpoint's busy share ρ
(tools.embedding.ENDPOINT_UTILISATION) and takes its own forward pass S; for an M/M/1 queue the time in the system is
exponential with mean S / (1 − ρ) (Kleinrock, Queueing Systems vol. 1, 1975, §3.2), so its p-th percentile is
−ln(1 − p) × S / (1 − ρ). Batching and the server's own overhead add to it, so it is a lower bound to load-test.

A plan whose round trip alone takes tools.round_trip.MOST_OF_TARGET of the target must not lead a plan near the users:
no card makes up for the ocean.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol, TypeVar

from tools.places import Gazetteer
from tools.round_trip import LatencyBudget, latency_budget, users_round_trip
from tools.schema import Msg
from tools.users_place import region_place


class TimedRow(Protocol):
    """A ranked endpoint row: where it runs, its one-request forward pass and its busy share."""

    @property
    def region(self) -> str: ...
    @property
    def service_s(self) -> float | None: ...
    @property
    def busy(self) -> float | None: ...


R = TypeVar("R", bound=TimedRow)


def request_ms(service_s: float, busy: float, pct: float) -> float:
    """The p-th percentile time (ms) one request spends at the machine: −ln(1 − p/100) × S / (1 − ρ) (M/M/1). By hand:
    S = 0.2 ms, ρ = 0.5, p99: ln(100) = 4.61 × 0.2 / 0.5 ≈ 1.8 ms; at p50: 0.69 × 0.4 ≈ 0.28 ms."""
    rho = min(max(busy, 0.0), 0.95)  # a saturated queue has no finite percentile: capped, never divided by zero
    return -math.log(1 - min(pct, 99.9) / 100) * service_s * 1000 / (1 - rho)


def row_budget(row: TimedRow, users: Sequence[str], target_ms: float, pct: float,
               places: Gazetteer) -> LatencyBudget:
    """The latency budget of one ranked row: the users' round trip to its place (None where either is not read) and
    its machine time at the target's percentile (None where the forward pass is not estimated)."""
    network = users_round_trip(list(users), region_place(row.region, places), places)
    compute = request_ms(row.service_s, row.busy or 0.0, pct) if row.service_s is not None else None
    return latency_budget(target_ms, network, compute)


def near_first(rows: list[R], users: Sequence[str], target_ms: float | None, pct: float | None,
               places: Gazetteer | None) -> list[R]:
    """The rows with those whose round trip alone takes most of the target (LatencyBudget.network_most) after every
    row that does not, each group in its own order; unchanged with no target, no users' place or no such split. By
    hand, 50 ms from Europe: RunPod CA (85 ms ≥ 25) goes behind a European row (20 ms < 25)."""
    if not target_ms or not users or places is None:
        return rows
    far = [row_budget(r, users, target_ms, pct or 50, places).network_most for r in rows]
    if all(far) or not any(far):
        return rows
    return [r for r, f in zip(rows, far) if not f] + [r for r, f in zip(rows, far) if f]


def latency_line(row: TimedRow, users: Sequence[str], target_ms: float, pct: float | None,
                 places: Gazetteer) -> Msg:
    """The answer's latency line for its first plan: target = network + compute, ✅ / ❌, or the part not read."""
    from tools.constraints import place_words

    b = row_budget(row, users, target_ms, pct or 50, places)
    tag = region_place(row.region, places)
    where = Msg(code="users_place.row_place", args={"place": place_words([tag])[0] if tag else None,
                                                    "region": row.region or None})
    return Msg(code="endpoint_latency.line", args={
        "target": target_ms, "pct": int(pct) if pct else None, "network": b.network_ms, "compute": b.compute_ms,
        "total": b.total_ms, "meets": b.meets, "most": b.network_most, "where": where})
