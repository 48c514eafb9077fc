"""Owned machines said to sit "on 25G ethernet" (English; 25G普通以太网 was already read) are joined by plain Ethernet,
never planned "over InfiniBand or RoCE (RDMA)"; a link speed given alone (MCP `node_link_gbit_s: 25`, no
`node_link_rdma`) is read the same way. RDMA is taken only when said ("100G ethernet with RoCE")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.schema import Workload


@pytest.mark.parametrize("text, rdma, gbit", [
    ("we have two 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users", False, 25.0),
    ("two 8-card H20 boxes over 25GbE, serve DeepSeek-V3 for 50 users", False, 25.0),
    ("我们有两台8卡H20，25G普通以太网，跑DeepSeek-V3给50人用", False, 25.0),
    ("我們有兩台8卡H20，25G普通乙太網，跑DeepSeek-V3給50人用", False, 25.0),
    ("two H100 nodes over 100G ethernet with RoCE, train llama 70b", True, None),
])
def test_the_link_is_read_as_said(text, rdma, gbit):
    p = extract(text).patch
    assert (p.node_link_rdma, p.node_link_gbit_s) == (rdma, gbit)


def test_a_speed_alone_is_plain_ethernet():
    # the MCP argument's side: 16 owned H20 on 2 machines at 25 Gbit/s, no RDMA said → no RDMA plan
    assert Workload(model="DeepSeek-V3", owned_gpus=True, node_link_gbit_s=25).node_link_rdma is False
    assert Workload(node_link_gbit_s=400, node_link_rdma=True).node_link_rdma is True
    assert Workload().node_link_rdma is None
