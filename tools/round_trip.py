"""Typical network round trips between the world's areas, and a latency target's budget: the round trip from the users
to the machine plus the machine's own time, against what the user stated.

A request waits one round trip between the users and the machine before any compute is counted: an embedding call
from Europe to a machine in Canada crosses the Atlantic and back (≈ 85 ms) whatever the card, so a p99 of 50 ms
cannot be met there however fast the card is. Round trips are read by area (catalog/data/regions.csv tags grouped as
below), never guessed for an area the table does not hold (None: "not read").

Sources (third-party measurements, labelled as such):
- IBM Cloud VPC docs, "Network latency", inter-region table (github.com/ibm-cloud-docs/vpc,
  _include-segments/network-latency.md), average round trips for 8 Nov – 7 Dec 2025 between IBM's Dallas, Toronto,
  Washington DC, Montreal, Frankfurt, London, Madrid, Chennai, Osaka, Tokyo, Sydney and Sao Paulo. Every pair of
  na-east (Washington DC, Toronto, Montreal), na-central (Dallas), europe (Frankfurt, London, Madrid), south-asia
  (Chennai), east-asia (Tokyo, Osaka), oceania (Sydney) and sa (Sao Paulo) below is read from it, rounded to 5 ms
  (e.g. Washington DC–London 76, –Frankfurt 88 → 85; Chennai–Frankfurt 143 → 140; Sao Paulo–Tokyo 282 → 285).
- Microsoft, "Azure network round-trip latency statistics" (learn.microsoft.com/azure/networking/azure-network-latency,
  ThousandEyes agents): within an area its October 2019 figures are 3–28 ms in Europe, 5–72 ms in North America and
  4–134 ms across Asia (so East Asia and Southeast Asia are held apart here). The pairs with na-west, se-asia,
  middle-east or africa are not in IBM's table: they are approximate representative pairs of Azure's matrix (West US,
  Southeast Asia, UAE North, South Africa North), rounded to 5 ms, not re-checked against the live page.
Between a user's own network and a region the public internet adds a last mile of ~5–30 ms, so these are lower bounds.
"""

from __future__ import annotations

from pydantic import BaseModel

from tools.places import Gazetteer, is_mainland

# regions.csv tags → the area whose round trips they take; a place whose `within` names Europe is Europe
AREA_OF: dict[str, str] = {
    "us-east": "na-east", "ca": "na-east", "ca-on": "na-east", "ca-qc": "na-east",
    "us-west": "na-west",
    "us-central": "na-central", "us": "na-central", "north-america": "na-central",  # a country-wide row: its middle
    "br": "sa", "latam": "sa",
    "jp": "east-asia", "kr": "east-asia", "tw": "east-asia", "hk": "east-asia",
    "sg": "se-asia", "id": "se-asia", "sea": "se-asia",
    "in": "south-asia",
    "au": "oceania",
    "ae": "middle-east", "bh": "middle-east", "sa": "middle-east", "il": "middle-east", "middle-east": "middle-east",
    "za": "africa",
    "europe": "europe", "eu": "europe", "eea": "europe", "uk": "europe",
}

# typical round trip inside one area (ms): Azure's within-Europe 3–28 ms, within North America 5–72 ms (a coast to
# the same coast, not across), within East Asia Tokyo–Seoul ≈ 30, Tokyo–Hong Kong ≈ 50
WITHIN_MS: dict[str, int] = {
    "na-east": 15, "na-west": 20, "na-central": 15, "sa": 20, "europe": 20, "east-asia": 40, "se-asia": 20,
    "south-asia": 30, "oceania": 15, "middle-east": 25, "africa": 20,
}

# typical round trip between two areas (ms), each pair once (see the module's source)
BETWEEN_MS: dict[frozenset[str], int] = {frozenset(k.split("|")): v for k, v in {
    "na-east|na-west": 65, "na-east|na-central": 30, "na-west|na-central": 45,
    "na-east|europe": 85, "na-central|europe": 115, "na-west|europe": 145,
    "na-east|sa": 120, "na-central|sa": 145, "na-west|sa": 175, "sa|europe": 190,
    "na-west|east-asia": 110, "na-central|east-asia": 140, "na-east|east-asia": 140, "europe|east-asia": 235,
    "se-asia|east-asia": 70, "se-asia|europe": 160, "se-asia|na-west": 170, "se-asia|na-central": 195,
    "se-asia|na-east": 220,
    "south-asia|se-asia": 60, "south-asia|europe": 140, "south-asia|east-asia": 110, "south-asia|na-east": 235,
    "south-asia|na-west": 220, "south-asia|na-central": 245,
    "oceania|se-asia": 95, "oceania|na-west": 145, "oceania|east-asia": 120, "oceania|europe": 255,
    "oceania|na-east": 215, "oceania|na-central": 185, "oceania|south-asia": 125,
    "middle-east|europe": 120, "middle-east|south-asia": 40, "middle-east|se-asia": 90, "middle-east|east-asia": 130,
    "middle-east|na-east": 190,
    "africa|europe": 165, "africa|na-east": 230, "africa|middle-east": 150,
    "sa|east-asia": 285, "sa|se-asia": 320, "sa|oceania": 325, "sa|south-asia": 355, "sa|middle-east": 290,
}.items()}

# a plan whose round trip alone takes at least this share of a stated latency target leaves too little for the
# machine (queueing, batching, the forward pass) and for the last mile: it must not lead over a plan near the users
MOST_OF_TARGET = 0.5


def area_of(tag: str, places: Gazetteer) -> str | None:
    """The round-trip area of a regions.csv tag: AREA_OF, mainland China as East Asia, a place within Europe (a
    country or city row whose `within` names Europe) as Europe; None for a tag no area holds ("asia": too wide).
    By hand: us-east → na-east; frankfurt (within eu;eea;europe) → europe; cn-south → east-asia; asia → None."""
    t = tag.strip().lower()
    if t in AREA_OF:
        return AREA_OF[t]
    if is_mainland(t):
        return "east-asia"
    p = places.place(t)
    return "europe" if p is not None and "europe" in p.within else None


def round_trip_ms(a: str, b: str, places: Gazetteer) -> int | None:
    """The typical round trip (ms) between two regions.csv tags: within one area WITHIN_MS, between two BETWEEN_MS,
    None where either area is not read or the pair is not in the table (never guessed). By hand: users in europe, a
    Canadian row (ca) → na-east|europe = 85 ms; users in br, a us-east row → 120 ms, a us-west row → 175 ms."""
    x, y = area_of(a, places), area_of(b, places)
    if x is None or y is None:
        return None
    return WITHIN_MS[x] if x == y else BETWEEN_MS.get(frozenset((x, y)))


def users_round_trip(users: list[str], row_tag: str | None, places: Gazetteer) -> int | None:
    """The worst typical round trip from any of the users' places to a row's place (tools.users_place.place_of);
    None when the row's place or any users' round trip is not read."""
    if row_tag is None or not users:
        return None
    trips = [round_trip_ms(u, row_tag, places) for u in users]
    return None if any(t is None for t in trips) else max(t for t in trips if t is not None)


class LatencyBudget(BaseModel):
    """A stated latency target split into the network's round trip and the machine's time."""

    target_ms: float
    network_ms: float | None  # None: the round trip is not read (the row's place or the users' area unknown)
    compute_ms: float | None  # None: the machine's time is not estimated

    @property
    def total_ms(self) -> float | None:
        if self.network_ms is None or self.compute_ms is None:
            return None
        return self.network_ms + self.compute_ms

    @property
    def meets(self) -> bool | None:
        """Does network + compute fit the target? False already when the network alone exceeds it; None when
        either part is not read and the network alone does not settle it."""
        if self.network_ms is not None and self.network_ms >= self.target_ms:
            return False
        total = self.total_ms
        return None if total is None else total <= self.target_ms

    @property
    def network_most(self) -> bool:
        """Does the round trip alone take MOST_OF_TARGET or more of the target?"""
        return self.network_ms is not None and self.network_ms >= MOST_OF_TARGET * self.target_ms


def latency_budget(target_ms: float, network_ms: float | None, compute_ms: float | None) -> LatencyBudget:
    """The budget of a stated latency target (a p99 of an embedding call is the whole request: network there and back
    plus the machine's time). By hand: 50 ms from Europe to Canada: network 85 ≥ 50 → ❌ before any compute; to a
    European row: 20 + 12 = 32 ≤ 50 → ✅."""
    return LatencyBudget(target_ms=target_ms, network_ms=network_ms, compute_ms=compute_ms)
