"""Two reserved or owned machines said with a count ("two g6e.12xlarge we reserved", 我们包年了两台4卡L40S,
我哋有兩部4卡L40S機) count both machines' cards and, with no link said between them, keep each served copy's
tensor-parallel group inside one machine (tools.network.owned_machine_gpus): RDMA between separate boxes is only
taken when said."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home
from tools.network import owned_machine_gpus
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_each_machine_is_its_own_node_unless_rdma_is_said():
    # Hand: 2 machines × 4 cards = 8 owned cards, no link said → 4 a machine; 400 Gbit/s InfiniBand said → None (a
    # split across both is fine); a rental (not owned) → None (the provider's row says its network).
    w = Workload(owned_gpus=True, num_gpus=8, max_nodes=2)
    assert owned_machine_gpus(w) == 4
    assert owned_machine_gpus(w.model_copy(update={"node_link_rdma": True, "node_link_gbit_s": 400})) is None
    assert owned_machine_gpus(w.model_copy(update={"owned_gpus": None})) is None
    assert owned_machine_gpus(w.model_copy(update={"node_link_rdma": False})) == 4


@pytest.mark.parametrize(("text", "n"), [
    ("We reserved two g6e.12xlarge for a year. Can they serve Llama-3.3-70B to 60 staff?", 8),
    ("我们包年了两台g5.12xlarge，想跑Qwen2.5-32B给40人用，够不够？", 8),
    ("我哋有兩部8卡A100伺服器，想跑Qwen2.5-72B俾100人用，夠唔夠？", 16),
])
def test_both_machines_cards_are_counted(text, n):
    # Hand: g6e.12xlarge and g5.12xlarge are 4-GPU instances (4 × L40S, 4 × A10G): two are 8 cards; 兩部8卡 = 16.
    e = extract(text)
    assert (e.patch.num_gpus, e.patch.max_nodes, e.patch.owned_gpus) == (n, 2, True), e.patch


@pytest.mark.slow
def test_a_70b_on_two_four_card_machines_is_a_copy_per_machine(ask):
    # Hand: Llama-3.3-70B BF16 ≈ 70.6 B × 2 B = 141 GB; one 4 × L40S machine has 4 × 43.2 GB = 173 GB of vLLM pool:
    # a TP-4 copy per machine (≈ 35.3 GB of weights a card + KV), 2 copies × 4 cards — never TP 8 across the two
    # boxes, whose link nobody said is RDMA.
    out = ask("我们有两台4卡L40S服务器，想跑Llama-3.3-70B给80人用，够不够？")
    head = out.split("\n\n")[2]
    assert "TP 8" not in head and "TP 4" in head, head
