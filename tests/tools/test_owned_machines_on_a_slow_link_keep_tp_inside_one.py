"""Serving on the user's own machines joined by a link they say is no fast RDMA ("2 servers with 2 L40S each,
connected only by 10GbE, no InfiniBand"): no tensor-parallel group spans the machines (TP all-reduces at every layer,
which wants ≥ 100 Gbit/s RDMA, the rule a training split follows). A copy that fits one machine runs once per
machine; one that does not is TP inside each machine × pipeline stages across them, with what crosses the link said.
Before, the plan was TP 4 across the two machines over 10GbE, with no word on the link the user stated."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.network import owned_node_gpus, stage_link
from tools.schema import Msg, Workload


def _owned(**kw) -> Workload:
    base = {"model": "Llama-3.1-70B", "task": "inference", "gpu_preference": "L40S", "num_gpus": 4, "max_nodes": 2,
            "owned_gpus": True}
    return Workload(**(base | kw))


@pytest.mark.parametrize("kw, node", [
    ({"node_link_rdma": False, "node_link_gbit_s": 10.0}, 2),  # 10GbE: 4 cards / 2 machines = 2 a machine
    ({"node_link_rdma": False}, 2),  # "no InfiniBand", speed unsaid
    ({"node_link_rdma": True, "node_link_gbit_s": 25.0}, 2),  # RoCE at 25 Gbit/s: under the 100 Gbit/s rule
    ({"node_link_rdma": True, "node_link_gbit_s": 400.0}, None),  # 400G InfiniBand: TP may span them
    ({"node_link_rdma": True}, None),  # InfiniBand with no speed: every generation since EDR is ≥ 100 Gbit/s
    ({}, None),  # the link unsaid: the reading note asks for it, nothing is assumed
    ({"node_link_rdma": False, "owned_gpus": None}, None),  # rented: the provider's row says its network
    ({"node_link_rdma": False, "max_nodes": 1}, None),  # one machine: nothing crosses a link
    ({"node_link_rdma": False, "num_gpus": 16, "max_nodes": 2}, 8),  # "our two 8-GPU boxes"
])
def test_the_gpus_a_tp_group_must_stay_within(kw, node):
    assert owned_node_gpus(_owned(**kw)) == node


def test_what_a_pipeline_stage_sends_over_the_link():
    # Llama-3.1-70B hidden size 8,192 × 2 bytes = 16,384 B = 16.4 KB a token; a 4,096-token prompt = 67.1 MB =
    # 536.9 Mbit → 53.7 ms at 10 Gbit/s (by hand: 16,384 × 4,096 × 8 / 10e9 = 0.0537 s)
    cost = stage_link(registry.get("Llama-3.1-70B"), 10.0, 4096)
    assert cost.kb_per_token == pytest.approx(16.384)
    assert cost.prompt_ms == pytest.approx(53.687, rel=1e-3)


@pytest.mark.parametrize("text, gbit", [
    ("serve Llama-3.1-70B for 10 users; we own 2 servers with 2 L40S each, connected only by 10GbE, no InfiniBand",
     10.0),
    ("serve Qwen2.5-32B for 20 users; we own 2 servers with 2 L40S each, connected only by 10GbE", 10.0),
    ("our two 4×A100 boxes are connected by 10GbE, serve Llama-3.1-70B for 10 users", 10.0),
    ("两台机器之间只有万兆网，部署 Llama-3.1-70B", 10.0),
])
def test_an_ethernet_link_between_the_machines_is_read_as_no_rdma(text, gbit):
    p = extract(text).patch
    assert p.node_link_rdma is False and p.node_link_gbit_s == gbit


def test_the_machines_note_does_not_ask_for_a_link_already_said():
    said = extract("serve Llama-3.1-70B; we own 2 servers with 2 L40S each, connected only by 10GbE").notes
    unsaid = extract("serve Llama-3.1-70B; we own 2 servers with 2 L40S each").notes
    assert not any("say the link between them" in n for n in said)
    assert any("say the link between them" in n for n in unsaid)


def test_the_link_line_says_the_layout_in_each_language():
    staged = {"node": 2, "nodes": 2, "tp": 2, "pp": 2, "replicas": 1, "rdma_min": 100, "gpu": "L40S", "kb": 16.384,
              "ms": 53.7, "tokens": 4096, "gbit": 10.0}
    m = Msg(code="recommend.owned_link", args=staged)
    assert "TP 2 inside each machine × PP 2" in m.en and "16.4 KB" in m.en and "53.7 ms" in m.en
    assert "PP 2" in m.zh and "放不下" in m.zh and "53.7 毫秒" in m.zh
    copies = Msg(code="recommend.owned_link", args=staged | {"pp": 1, "replicas": 2, "kb": None, "ms": None})
    assert "2 copies, each inside one machine" in copies.en and "2 份模型" in copies.zh
