"""A job under a priority and a machine limit: "fastest possible, but it has to be ONE machine" asks for the fastest
single machine. A batch (or a sized training job) scaled out for speed or a deadline and then refused by the
machine limit ended in "nothing can be ranked as asked … a cluster with RDMA is required" for an 8B model that fits
one card; the scale-out now stops at the machines allowed (tools.offers.batch_machines' `cap`, node_cap), a deadline
missed there is said as missed on those machines, and a batch's cards with no TFLOPS figure are left out for that,
never for a per-user decode floor a batch does not have."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  installs the wording
from advisor.core.service import advise
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.constants import JOB_SETUP_HOURS
from tools.constraints import deadline_constraint
from tools.defaults import resolve
from tools.offers import Search, batch_machines, node_cap
from tools.ranking import TIE
from tools.recommend import floor_reason
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_fastest_batch_scale_out_stops_at_the_machines_allowed():
    # 17 h on one machine. "fastest": machines while run + k × 0.25 h ≤ (17 + 0.25) × 1.05 = 18.11 h → k ≤ 4.45 → 4.
    # Held to one machine: 1, the fastest single machine, never 4 machines the limit then refuses.
    assert batch_machines(17.0, None, True) == 4
    assert 17.0 + 4 * JOB_SETUP_HOURS <= (17.0 + JOB_SETUP_HOURS) * (1 + TIE)
    assert batch_machines(17.0, None, True, cap=1) == 1
    assert batch_machines(17.0, None, True, cap=2) == 2


def test_a_deadline_past_the_machines_allowed_keeps_the_allowed_count():
    # 17 h against 8 h: 3 machines (17 / 3 + 0.25 = 5.92 h; × 1.27 model error = 7.5 h ≤ 8); 2 give 8.75 h, too long.
    # Held to one machine the answer is that machine, its deadline said as missed (not a fleet the limit refuses).
    assert batch_machines(17.0, 8.0, False) == 3
    assert batch_machines(17.0, 8.0, False, cap=1) == 1


def test_the_node_cap_is_the_stated_limit_or_the_cluster_size():
    assert node_cap(Workload(model="llama-3.1-8b", max_nodes=1)) == 1
    assert node_cap(Workload(model="llama-3.1-8b")) == 64


# Llama-3.1-8B, 300 M reviews × (107 tokens in, 8 out) — 80 words at 1.33 tokens a word. Weights 16 GB BF16 fit any
# 24 GB+ card; the batch is prefill-bound: 300 M × 115 × 2 × 8 B ≈ 5.5e20 FLOP, ≈ 17 h on one 8 × B200 machine
# (8 × 2.25 PFLOP/s BF16 dense at ≈ 50 %), ≈ 4 h over 4 machines.
BATCH = dict(model="Llama-3.1-8B", task="inference", batch_requests=300_000_000, seq_len=115, output_tokens=8)


def _advise(**kw):
    w = Workload(**{**BATCH, **kw})
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


@pytest.mark.slow
def test_fastest_on_one_machine_is_the_fastest_single_machine():
    r = _advise(priority="fastest", max_nodes=1)
    assert r.candidates, [m.text("en") for m in r.nothing_fits]
    top = r.candidates[0]
    assert top.instances == 1 and top.gpu_count == 8, top
    assert r.job_hours is not None and 10 < r.job_hours < 30, r.job_hours  # ≈ 17 h on one 8 × B200
    nodes = next(c for c in r.constraints if c.name == "nodes")
    assert nodes.status == "honoured", nodes
    free = _advise(priority="fastest")  # no limit: more machines, a shorter job
    assert free.candidates[0].instances > 1 and (free.job_hours or 0) < r.job_hours


@pytest.mark.slow
@pytest.mark.parametrize("priority", ["fastest", "cheapest", None])
@pytest.mark.parametrize("place", [{"max_nodes": 1}, {"max_nodes": 1, "providers": ["aws"]}, {"max_nodes": 2},
                                   {"providers": ["aws"]}, {"regions": ["us"]}])
def test_every_priority_under_a_placement_rule_gives_a_plan(priority, place):
    r = _advise(**place, **({"priority": priority} if priority else {}))
    assert r.candidates, (priority, place, [m.text("en") for m in r.nothing_fits])
    top = r.candidates[0]
    assert top.instances <= place.get("max_nodes", 64), top
    assert not any(c.status == "refused" for c in r.constraints), r.constraints


@pytest.mark.slow
@pytest.mark.parametrize("priority", ["fastest", "cheapest", None])
def test_a_deadline_one_machine_cannot_meet_shows_that_machine_and_says_so(priority):
    # ≈ 17 h on the fastest single machine against 8 h: the machine is shown, the deadline refused with the limit said
    r = _advise(max_nodes=1, deadline_hours=8.0, **({"priority": priority} if priority else {}))
    assert r.candidates and r.candidates[0].instances == 1
    d = next(c for c in r.constraints if c.name == "deadline")
    assert d.status == "refused"
    assert "on 1 machine (as you asked)" in d.message.text("en") and "More machines than you allow" in \
        d.message.text("en"), d.message.text("en")
    assert "按你要求的 1 台机器" in d.message.text("zh"), d.message.text("zh")


def test_a_missed_deadline_without_a_limit_keeps_its_levers():
    c = deadline_constraint(8.0, 17.1, False, True, batch=True)
    assert "More GPUs running copies" in c.message.text("en") and "as you asked" not in c.message.text("en")


def test_a_batch_card_without_speed_figures_is_no_per_user_floor():
    # A10G has no TFLOPS figure: a batch's time can't be computed on it. The reason says that, not "cannot decode
    # the per-user floor" (a batch has none).
    w, _ = resolve(Workload(**BATCH))
    s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=all_gpus(), currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None)
    msg = floor_reason(s)
    assert msg.code == "offers.no_figures_to_time_the_job"
    assert "per-user" not in msg.text("en") and "TFLOPS" in msg.text("en")
    assert "每个用户" not in msg.text("zh")


@pytest.mark.slow
def test_fastest_training_on_one_machine_is_one_node_and_without_a_limit_two():
    # Continued pre-training of Llama-3.1-8B on 2 B tokens on AWS (p5/p6 rows state EFA RDMA): "fastest" rents 2 nodes
    # (2 × 8 × B200, ≈ 52 % of one node's time for +3.7 % node-hours); held to one machine, one 8 × B200 node.
    base = dict(model="Llama-3.1-8B", task="pretrain", train_tokens=2_000_000_000, priority="fastest",
                providers=["aws"])
    w = Workload(**base)
    free = advise(w, stated={k for k, v in w.model_dump().items() if v is not None})
    w1 = Workload(**base, max_nodes=1)
    one = advise(w1, stated={k for k, v in w1.model_dump().items() if v is not None})
    assert free.candidates[0].instances == 2, free.candidates[0]
    assert one.candidates and one.candidates[0].instances == 1, [m.text("en") for m in one.nothing_fits]
    assert (one.job_hours or 0) > (free.job_hours or 0)
