"""Owned machines said to be joined by an Ethernet named by its speed in Chinese ("用万兆连起来", "萬兆駁埋",
"25G以太网连接") are plain Ethernet at that speed: 万兆 = 10 Gbit/s, 千兆 = 1 Gbit/s, no RDMA. Across such a link only
pipeline parallel is planned (tools.network.owned_node_gpus: 4 machines × 8 cards over 10 GbE → 8 cards a TP group);
a RoCE / RDMA word after the speed keeps it RDMA."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.network import owned_node_gpus


@pytest.mark.parametrize("text, gbit, nodes", [
    ("我们有四台8卡4090服务器，用万兆连起来跑满血DeepSeek-V3给100人用，可以吗", 10.0, 4),
    ("我們有四台8卡4090伺服器，用萬兆連起來跑滿血DeepSeek-V3給100人用，可以嗎", 10.0, 4),
    ("我哋有三部8卡4090，萬兆駁埋，想行Qwen3-235B", 10.0, 3),
    ("我们有两台8卡H20，25G以太网连接，跑DeepSeek-V3给50人用", 25.0, 2),
    ("我们有两台8卡L40S，千兆网连着，跑Llama-3.3-70B", 1.0, 2),
])
def test_a_named_ethernet_speed_is_plain_ethernet(text, gbit, nodes):
    p = extract(text).patch
    assert (p.node_link_rdma, p.node_link_gbit_s, p.max_nodes, p.owned_gpus) == (False, gbit, nodes, True)
    # each copy's tensor-parallel group stays inside one machine: 8 cards a machine, never TP across the link
    assert owned_node_gpus(p) == 8


def test_roce_after_the_speed_stays_rdma():
    p = extract("我们有两台8卡H20，100G RoCE 互联，跑DeepSeek-V3").patch
    assert (p.node_link_rdma, p.node_link_gbit_s) == (True, 100.0)
