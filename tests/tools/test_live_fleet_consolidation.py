"""A live speech service is planned on few machines, not a fleet of one-card boxes.

An ML-infra engineer serving 50 or 500 live Whisper streams does not deploy 38 or 372 single-GPU machines because
their hour is a few percent cheaper: within one card type the box with more cards wins at (nearly) the same price, a
fleet over LIVE_FLEET_MAX machines gives way to the plan on the fewest machines within LIVE_FLEET_BAND of its cost, and
the cheapest dense-node plan (8 cards a machine) is said with its machine count and how much more it costs.
"""

from __future__ import annotations

from advisor.core.extract_rules import extract
from advisor.core.service import catalog_rows, usd_cny
from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools.media import (
    DENSE_NODE_GPUS,
    LIVE_FLEET_BAND,
    LIVE_FLEET_MAX,
    MediaRow,
    dense_row,
    few_machines,
    fewest_near,
    media_model,
    plan,
)
from tools.schema import Workload


def row(instance: str, gpus: int, machines: int, price: float) -> MediaRow:
    return MediaRow("p", instance, "G", gpus, machines, price, None, price * machines)


def test_the_fewest_machines_within_the_band_win():
    # 38 one-card boxes at $0.15 = $5.70/h; 10 four-card boxes at $0.60 = $6.00/h (5.3 % more); 7 boxes at $1.00 =
    # $7.00 (22.8 % more, inside 30 %); 3 eight-card boxes at $2.95 = $8.85 (55 % more, outside 30 %)
    rows = [row("a1", 1, 38, 0.15), row("a4", 4, 10, 0.60), row("b4", 4, 7, 1.00), row("c8", 8, 3, 2.95)]
    assert fewest_near(rows, 0.10).instance == "a4"
    assert few_machines(rows)[0].instance == "b4"  # 38 > 8 machines: the fewest within +30 % leads


def test_a_small_fleet_keeps_the_cheapest():
    # 4 machines is no fleet to consolidate: the cheapest stays first
    rows = [row("a1", 1, 4, 1.0), row("a8", 8, 1, 5.0)]
    assert LIVE_FLEET_MAX >= 4 and few_machines(rows)[0].instance == "a1"


def test_dense_nodes_are_named_with_their_count():
    # a pick on 66 four-card boxes; dense options: 28 × 8 cards at $82.70/h and 11 × 8 cards at $91.08 (10 % more
    # than $82.70, inside the band) → the 11-machine plan, the fewest machines an engineer would run
    pick = row("p4", 4, 66, 1.0)
    dense = [row("d28", DENSE_NODE_GPUS, 28, 82.70 / 28), row("d11", DENSE_NODE_GPUS, 11, 91.08 / 11)]
    assert 82.70 * (1 + LIVE_FLEET_BAND) >= 91.08
    got = dense_row([pick, *dense], [pick])
    assert got is not None and got.instance == "d11" and got.machines == 11


def test_fifty_live_streams_are_planned_on_at_most_the_fleet_cap():
    # 50 streams, each re-decoding ≈ 7.5 s of audio a second, on cards of ≈ 20–90× real time at ≤ 50 % busy: a few
    # dozen workstation cards or ~9 A100s — a handful of multi-card machines, never dozens of one-card boxes
    text = "我们做会议实时转写,用 Whisper large-v3,大概 50 路同时说话,租什么?"
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    rows, _, _ = catalog_rows()
    p = plan(media_model("Whisper large-v3", text), w, all_gpus(), rows, size=None, usd_cny=usd_cny(), fx={},
             places=gazetteer())
    assert p is not None and p.rows
    assert p.rows[0].machines <= LIVE_FLEET_MAX, p.rows[0]
