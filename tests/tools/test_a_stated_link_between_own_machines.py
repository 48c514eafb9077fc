"""The link between the user's own machines, as they state it (Workload.node_link_rdma / node_link_gbit_s): a stated
no-RDMA link gets the network verdict at the stated speed even on a card whose catalog rows have RDMA, a stated RDMA
link is honoured (tools.recommend.network_args, own_link, _rdma_said; tools.network.zero3_split). Expected values are
worked by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.network import zero3_split
from tools.recommend import own_link, stated_rdma
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- reading ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, rdma, gbit", [
    ("Full fine-tune Qwen2.5-14B on my 16 RTX 4090s across 4 machines, no InfiniBand, just 10GbE", False, 10.0),
    ("I have 16 H100s across 2 machines, only 25G Ethernet, full fine-tune Llama-3-70B", False, 25.0),
    ("16 4090s over 4 hosts over the internet, full fine-tune Qwen2.5-14B", False, None),
    ("我有4台机器共16张4090，全参微调 Qwen2.5-14B，机器之间没有RDMA/IB，只有万兆网", False, 10.0),  # 万兆 = 10 Gbit/s
    ("我有4台機器共16張4090，全參微調 Qwen2.5-14B，只有千兆網", False, 1.0),  # 千兆 = 1 Gbit/s
    ("I have 16 H100s across 2 machines, we have 400G InfiniBand, full fine-tune Llama-3-70B", True, 400.0),
    ("16 H100s across 2 machines connected with RoCE, full fine-tune Llama-3-70B", True, None),
])
def test_the_stated_link_is_read(text, rdma, gbit):
    p = extract(text).patch
    assert p.node_link_rdma is rdma and p.node_link_gbit_s == gbit


def test_a_question_about_infiniband_states_no_link():
    p = extract("Do we need InfiniBand to full fine-tune Llama 3 70B on 16 H100s?").patch
    assert p.node_link_rdma is None


# ---- the figures and the rule -------------------------------------------------------------------------------------
def test_a_stated_link_speed_is_both_ends_of_the_network_time():
    # Qwen2.5-14B taken as 14.7 B in BF16: 3 × 29.4 = 88.2 GB a step; at the stated 10 Gbit/s 88.2 × 8 / 10 = 70.56 s
    # at both ends (not 1–10); 3,052 steps (100 M / 32,768 tokens) × 70.56 s / 3,600 = 59.82 h.
    n = zero3_split(14_700_000_000, 2.0, 4, 16, 1, 2048, 100_000_000, 10.0)
    assert n.step_s_slow == pytest.approx(70.56) and n.step_s_fast == pytest.approx(70.56)
    assert n.hours_slow == pytest.approx(59.82, rel=1e-3) and n.hours_fast == n.hours_slow
    # 70 B at 25 Gbit/s: 3 × 140 GB = 420 GB → 420 × 8 / 25 = 134.4 s a step
    assert zero3_split(70_000_000_000, 2.0, 2, 16, 1, 2048, None, 25.0).step_s_slow == pytest.approx(134.4)


@pytest.mark.parametrize("w, own, fast_enough", [
    (Workload(owned_gpus=True, node_link_rdma=False, node_link_gbit_s=10), False, False),
    (Workload(owned_gpus=True, node_link_rdma=True, node_link_gbit_s=400), True, True),
    (Workload(owned_gpus=True, node_link_rdma=True), True, True),  # InfiniBand with no speed: ≥ 100 (EDR and later)
    (Workload(owned_gpus=True, node_link_rdma=True, node_link_gbit_s=56), True, False),  # FDR-class 56 < 100
    (Workload(node_link_rdma=False), None, False),  # a rental: the provider's network, not the user's word
])
def test_the_users_link_counts_for_their_own_machines(w, own, fast_enough):
    assert own_link(w) is own
    assert stated_rdma(w) is fast_enough


# ---- whole answers ----------------------------------------------------------------------------------------------
def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


# Llama-3-70B ≈ 70.55 B in BF16: 3 × 141.1 = 423.3 GB a step; at 25 Gbit/s 423.3 × 8 / 25 = 135.5 s ("135 s"); H100
# rows in the catalog have RDMA, so only the user's word makes this verdict; the headline no longer says RDMA.
@pytest.mark.slow
@pytest.mark.parametrize("text, figure, word", [
    ("I have 16 H100s across 2 machines, only 25G Ethernet, full fine-tune Llama-3-70B", "135 s", "as you said"),
    ("We own 16 H100s across 2 servers, no InfiniBand, just 25GbE between them; full fine-tune Llama-3-70B",
     "135 s", "as you said"),
])
def test_own_h100_machines_over_ethernet_get_the_network_verdict(tmp_path, text, figure, word):
    out = answer(tmp_path, text)
    line = next(ln for ln in out.splitlines() if "without RDMA between them" in ln)
    assert "❌" in line and figure in line and word in line and "25 Gbit/s" in line
    head = next(ln for ln in out.splitlines()[1:] if ln.startswith("**"))
    assert "over your Ethernet" in head and "InfiniBand or RoCE" not in head


# Qwen2.5-14B ≈ 14.77 B: 3 × 29.5 = 88.6 GB ("89 GB"), at 10 Gbit/s ≈ 70.9 s ("71 s") at both ends of the range.
@pytest.mark.slow
@pytest.mark.parametrize("text, figure", [
    ("Full fine-tune Qwen2.5-14B on my 16 RTX 4090s across 4 machines, no InfiniBand, just 10GbE", "71 s"),
    ("我有4台机器共16张4090，全参微调 Qwen2.5-14B，机器之间没有RDMA/IB，只有万兆网", "71 秒"),
])
def test_a_stated_ethernet_speed_is_the_figure(tmp_path, text, figure):
    out = answer(tmp_path, text)
    assert figure in out and "10–10" not in out and "71 s to 71 s" not in out


@pytest.mark.slow
def test_own_machines_over_stated_infiniband_are_honoured(tmp_path):
    out = answer(tmp_path, "I have 16 H100s across 2 machines, we have 400G InfiniBand, full fine-tune Llama-3-70B")
    line = next(ln for ln in out.splitlines() if "RDMA between your machines" in ln)
    assert "✅" in line and "400 Gbit/s" in line
    assert "without RDMA between them" not in out
