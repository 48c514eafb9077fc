"""A plan whose one copy of the work spans machines says, where it is named, that the machines need InfiniBand or RoCE
(RDMA) between them, in every language; machines that each run their own copy (a batch's replicas) say nothing of
the kind. Before, a refusal's "cheapest plan without that constraint: 8 臺 nebius … 8 × B200" named eight machines for
one full fine-tune and never said what connects them."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Layout
from tools.wording import spans_machines

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def first_lines(out: str, n: int = 12) -> str:
    return "\n".join(out.splitlines()[:n])


# Hand reasoning: a full fine-tune of a 405 B model needs ≈ 405e9 × 16 B ≈ 6.5 TB of weights, gradients and Adam state,
# ten times one 8 × 80 GB node: 8-16 nodes sharded with FSDP/ZeRO-3, whose every step all-gathers the weights and
# reduce-scatters the gradients across the machines; that needs InfiniBand or RoCE between them, so the answer must say so
# beside the plan — asked plainly (ranked), or after a stated single 8 × H100 that cannot hold it (the refusal's plan).
@pytest.mark.slow
@pytest.mark.parametrize("text,words", [
    ("full fine-tune Llama 3.1 405B on 100M tokens, how long and how much?", "InfiniBand or RoCE"),
    ("全参微调 Llama-3.1-405B，数据 1 亿 token，要多久多少钱？", "InfiniBand 或 RoCE"),
    ("想全參微調 Llama-3.1-405B，資料大概 1 億 token，租一台 8 張 H100 的機器夠嗎？要多久多少錢？", "InfiniBand 或 RoCE"),
])
def test_a_multi_node_plan_says_infiniband_or_roce_in_its_first_lines(tmp_path, text, words):
    out = answer(tmp_path, text)
    assert words in first_lines(out), out[:1500]


def test_one_copy_spanning_machines_needs_the_fabric_independent_copies_do_not():
    # 64 GPUs of one FSDP job on 8-GPU machines: one copy over 8 machines → RDMA. A 2-GPU replica on an 8-GPU machine
    # (a batch's or serving's replicas, each inside one machine) → none.
    class Plan:
        def __init__(self, n: int) -> None:
            self.layout = Layout(num_gpus=n, gpus_per_node=8)
    assert spans_machines(Plan(64), 8)
    assert not spans_machines(Plan(2), 8)
    assert not spans_machines(Plan(8), 8)
