"""Cards said to have no NVLink are planned without it: Workload.no_nvlink (advisor.core.no_nvlink_read) strips a
bridge card's NVLink before the planner sees it (tools.pcie_only.without_bridges, in tools.recommend.recommend), so a
tensor-parallel pair of bridge cards is timed over PCIe (tools.speed.tp_allreduce_s at the x16 link), and the echoed
line says the layout the plan was timed on ("already runs over PCIe"), never "counts on the NVLink"."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from advisor.core.extract_rules import extract
from advisor.core.no_nvlink_lines import no_nvlink_msg
from advisor.core.service import load_arch
from catalog.gpus import get_gpu
from tools.pcie_only import bridgeless, without_bridges
from tools.schema import Workload
from tools.speed import tp_allreduce_s, tp_link


@pytest.mark.parametrize("text", [
    "we own 4x RTX 3090 without NVLink, serve Qwen2.5-32B to 6 people",
    "两张 A100 PCIe 没有 NVLink，跑 Llama-3.1-70B int4",
    "兩張 H100 NVL 沒有 NVLink 橋接，跑 Qwen2.5-72B",
])
def test_no_nvlink_is_read_into_the_workload(text):
    assert extract(text).patch.no_nvlink is True


def test_without_the_word_the_bridge_is_kept():
    assert extract("we own 2x RTX 3090 with an NVLink bridge, serve Qwen2.5-32B").patch.no_nvlink is None


def test_a_bridge_pair_is_timed_over_pcie():
    # hand reasoning: an A100 PCIe pair's bridge is 600 GB/s (catalog), PCIe 4.0 x16 is 32 GB/s each way (PCI-SIG);
    # Qwen2.5-32B (64 layers, hidden 5120) at 16 streams: 2 all-reduces a layer of 16 × 5120 × 2 B = 164 kB each, so
    # over PCIe each step spends more in all-reduce than over the bridge
    arch = load_arch("Qwen2.5-32B", None)
    a100 = get_gpu("A100 PCIe")
    bare = bridgeless(a100)
    assert tp_link(a100, 2) == "nvlink" and tp_link(bare, 2) == "pcie"
    assert tp_allreduce_s(arch, bare, 2, 16) > tp_allreduce_s(arch, a100, 2, 16)


def test_an_sxm_board_and_a_card_with_no_bridge_are_unchanged():
    h100 = get_gpu("H100 SXM")  # NVLink on the board (NVSwitch), no bridge to leave out
    l40s = get_gpu("L40S")  # no NVLink at all
    gpus = {"H100 SXM": h100, "L40S": l40s, "RTX 3090": get_gpu("RTX 3090")}
    out = without_bridges(gpus, Workload(no_nvlink=True))
    assert out["H100 SXM"] is h100 and out["L40S"] is l40s and out["RTX 3090"].max_tp == 1
    assert without_bridges(gpus, Workload()) is gpus


def test_the_echo_says_the_layout_the_plan_was_timed_on():
    # Llama-3.1-70B in 4-bit is ≈ 35 GB of weights: one 24 GB RTX 3090 cannot hold it, two run it as TP 2; with no
    # NVLink the plan times TP 2 over PCIe 4.0 (32 GB/s), so the line says it "already runs over PCIe", not that it
    # "counts on the RTX 3090's NVLink" (the old line, against a plan timed over the bridge)
    w = Workload(model="Llama-3.1-70B", precision="int4", owned_gpus=True, gpu_preference="RTX 3090", num_gpus=2,
                 no_nvlink=True)
    m = no_nvlink_msg(SimpleNamespace(candidates=[], workload=w))
    assert m is not None and m.args["kind"] == "pcie_tp" and m.args["tp"] == 2, m
