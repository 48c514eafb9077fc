"""Under "fastest", a sized job across machines leads one machine only when it finishes clearly sooner: by more than
tools.multi_node_lead.MULTI_NODE_CLEAR_SHARE of the one machine's time and more than MULTI_NODE_LAUNCH_HOURS (each
node's model load and the NCCL rendezvous); otherwise the one machine leads and the multi-node plan is named beside."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tests.tools.test_offers import row
from tools.constants import JOB_SETUP_HOURS
from tools.multi_node_lead import (
    MULTI_NODE_CLEAR_SHARE,
    MULTI_NODE_LAUNCH_HOURS,
    multi_node_beside,
    multi_node_leads,
    prefer_one_node_job,
)
from tools.offers import Offer
from tools.schema import Layout

GPUS = all_gpus()


def job(machines: int, run_hours: float, cost: float) -> Offer:
    """`machines` × 8-card machines running the job for `run_hours` (before start-up), the whole job costing `cost`."""
    return Offer(row=row("H100 SXM", 8, cost / run_hours / machines, interconnect="nvlink"), gpu=GPUS["H100 SXM"],
                 instances=machines, layout=Layout(num_gpus=8 * machines, tp=1), replicas=1, users_per_replica=1,
                 hourly=cost / run_hours, plan=None, speed=None, tokens_per_s=None, train_hours=run_hours,
                 work_cost=cost, rank_value=run_hours)


def test_the_rule_states_a_quarter_and_ten_minutes() -> None:
    assert MULTI_NODE_CLEAR_SHARE == 0.25 and abs(MULTI_NODE_LAUNCH_HOURS - 10 / 60) < 1e-9


def test_two_minutes_saved_on_a_short_lora_job_does_not_lead() -> None:
    # Llama-3.1-8B LoRA: 2 × 8 × B200 ≈ 17 min wall against one 8 × B200 ≈ 19 min: 2 min saved, 2/19 = 11 % and
    # < 10 min → one machine leads
    assert not multi_node_leads(17 / 60, 19 / 60)


def test_hours_saved_on_pretraining_leads() -> None:
    # 1B pretraining on 100B tokens: 16 nodes ≈ 2.0 h against one node ≈ 26 h: 24 h saved, 92 % → the fleet leads
    assert multi_node_leads(2.0, 26.0)


def test_both_bars_must_be_passed() -> None:
    # 8 min saved on a 20 min job is 40 % but < 10 min → no; 2 h saved on a 10 h job is > 10 min but 20 % → no;
    # 3 h saved on 10 h is 30 % and 180 min → yes
    assert not multi_node_leads(12 / 60, 20 / 60)
    assert not multi_node_leads(8.0, 10.0)
    assert multi_node_leads(7.0, 10.0)


def test_the_one_node_moves_first_when_the_fleet_is_barely_sooner() -> None:
    # run 0.03 h vs 0.067 h (+ 0.25 h start-up each: 17 vs 19 min wall) → the one node first, the rest in order
    two, one, slow = job(2, 0.033, 282.0), job(1, 0.067, 91.0), job(1, 0.5, 40.0)
    assert abs((0.067 + JOB_SETUP_HOURS) * 60 - 19.0) < 0.1
    ordered = prefer_one_node_job([two, one, slow])
    assert ordered == [one, two, slow]
    # and the fleet it passed over is the one named beside it
    assert multi_node_beside(ordered, one) is two


def test_a_fleet_clearly_sooner_keeps_the_lead() -> None:
    # 16 nodes 1.75 h run (2.0 h wall) against one node 25.75 h (26 h wall) → unchanged, nothing to name beside
    fleet, one = job(16, 1.75, 3000.0), job(1, 25.75, 2500.0)
    assert prefer_one_node_job([fleet, one]) == [fleet, one]
    assert multi_node_beside([fleet, one], fleet) is None


def test_a_one_machine_first_row_is_left_alone() -> None:
    one, two = job(1, 1.0, 10.0), job(2, 2.0, 30.0)
    assert prefer_one_node_job([one, two]) == [one, two]
    assert multi_node_beside([one, two], one) is None  # the fleet is slower: nothing sooner to name
