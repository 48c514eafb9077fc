"""Serving: several machines each running tensor parallelism over PCIe give way to one machine with no PCIe sharding up
to tools.ranking.SPREAD_BOTH_TOLERANCE dearer (both risks at once), on hand-built plans."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tests.tools.test_offers import row
from tools.offers import Offer
from tools.ranking import ONE_MACHINE_TOLERANCE, SPREAD_BOTH_TOLERANCE, prefer_one_machine
from tools.schema import Layout

GPUS = all_gpus()


def plan(gpu: str, per_machine: int, machines: int, tp: int, hourly: float) -> Offer:
    """`machines` machines of `per_machine` cards, each copy over `tp` of them, the fleet priced `hourly`."""
    return Offer(row=row(gpu, per_machine, hourly / machines, interconnect="pcie"), gpu=GPUS[gpu], instances=machines,
                 layout=Layout(num_gpus=per_machine * machines, tp=tp), replicas=machines, users_per_replica=2,
                 hourly=hourly, plan=None, speed=None, tokens_per_s=None, work_cost=hourly)


def test_three_pcie_tp_boxes_give_way_to_one_card_forty_percent_dearer() -> None:
    # 3 machines × 2 × L40S (PCIe, TP 2 in each) at $1.50/h against one H100 at $2.10/h: + 40 %, over the 15 % one-
    # machine tolerance but under 50 % with both risks (3 boxes, a PCIe all-reduce each step) → the H100 leads
    spread_out = plan("L40S", 2, 3, 2, 1.50)
    one = plan("H100 SXM", 1, 1, 1, 2.10)
    assert prefer_one_machine([spread_out, one], ONE_MACHINE_TOLERANCE)[0] is one


def test_beyond_the_wider_band_the_cheap_fleet_stays_first() -> None:
    # the same fleet against one card at $2.40/h: + 60 % > 50 % → the cheaper fleet keeps the lead
    spread_out = plan("L40S", 2, 3, 2, 1.50)
    one = plan("H100 SXM", 1, 1, 1, 2.40)
    assert 1.50 * (1 + SPREAD_BOTH_TOLERANCE) < 2.40
    assert prefer_one_machine([spread_out, one], ONE_MACHINE_TOLERANCE)[0] is spread_out


def test_one_risk_alone_keeps_the_fifteen_percent_band() -> None:
    # 3 single-card machines (no PCIe TP) at $1.50 vs one H100 at $2.10 (+ 40 %): only the
    # machine count is a risk, so the 15 % band holds and the cheaper fleet stays first
    replicas = plan("L40S", 1, 3, 1, 1.50)
    one = plan("H100 SXM", 1, 1, 1, 2.10)
    assert prefer_one_machine([replicas, one], ONE_MACHINE_TOLERANCE)[0] is replicas


def test_an_objective_of_the_users_own_turns_it_off() -> None:
    # "cheapest" / "fastest" pass a tolerance of 0: the user's objective decides, no band at all
    spread_out = plan("L40S", 2, 3, 2, 1.50)
    one = plan("H100 SXM", 1, 1, 1, 1.60)
    assert prefer_one_machine([spread_out, one], 0.0)[0] is spread_out
