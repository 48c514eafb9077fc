"""The topology pitfall agrees with the per-user figure of the plan it judges: a narrow PCIe TP group's figure already
carries its modelled all-reduce (a few per cent of each token), a wide one's is after the 30 % low end (the 60 % figure
is said), and a plan the answer leads with outside the ranked list is judged the same way."""

from __future__ import annotations

import pytest

from catalog.gpus import get_gpu
from tools import pitfalls
from tools.offers import pcie_tp_share, pcie_worst_tps
from tools.pcie_only import bridgeless
from tools.schema import Candidate, Layout, ModelArch, Money, Workload

QWEN_32B = ModelArch(name="q32", params=32_760_000_000, layers=64, hidden=5120, heads=40, kv_heads=8, head_dim=128,
                     intermediate=27648, vocab=152064)
LLAMA_70B = ModelArch(name="l70", params=70_550_000_000, layers=80, hidden=8192, heads=64, kv_heads=8, head_dim=128,
                      intermediate=28672, vocab=128256)


def _plan(gpu: str, tp: int, tps: float | None, users: int, instance: str = "box") -> Candidate:
    return Candidate(provider="p", instance=instance, region="r", gpu=gpu, gpu_count=tp,
                     price_per_hour=Money(amount=2.0), billing="on_demand", layout=Layout(num_gpus=tp, tp=tp),
                     users_per_replica=users, per_user_tokens_per_s=tps, interconnect="pcie")


def _p4(plan: Candidate, arch: ModelArch, lang: str = "en") -> str:
    gpu = get_gpu(plan.gpu)
    ctx = pitfalls.Context(workload=Workload(task="inference"), stated=set(), top=plan, top_gpu=gpu,
                           per_replica_bytes=0, kv_bytes=0, per_gpu_total=0, **pitfalls.tp_figures(arch, gpu, plan))
    (p4,) = pitfalls.topology(ctx)
    assert p4.triggered
    return p4.why.text(lang)


def test_two_pcie_cards_charge_about_a_tenth_of_each_token_to_the_all_reduce():
    # 2 × A800 PCIe rented without its NVLink bridge, 64 layers, hidden 5,120, 30 streams: each all-reduce is NCCL's
    # 6.6 µs + 2 hops × 2.97 µs = 12.5 µs of latency, plus (2·1/2) × 30 × 5,120 × 2 B = 307,200 B ÷ 25 GB/s
    # = 12.3 µs; 2 per layer × 64 = 128 of them ≈ 3.17 ms a step;
    # at 32 tok/s a token takes 31.25 ms, so ≈ 10 % of it is the all-reduce
    share = pcie_tp_share(QWEN_32B, bridgeless(get_gpu("A800 80GB PCIe")), 2, 30, 32.0)
    assert share == pytest.approx(0.101, abs=0.003)


def test_fewer_streams_leave_the_latency_and_a_smaller_share_at_the_same_speed():
    # 1 stream: 12.5 µs + 10,240 B ÷ 25 GB/s = 0.4 µs → 12.9 µs × 128 ≈ 1.65 ms, × 32 tok/s ≈ 5.3 %: the latency floor
    share = pcie_tp_share(QWEN_32B, bridgeless(get_gpu("A800 80GB PCIe")), 2, 1, 32.0)
    assert share == pytest.approx(0.053, abs=0.002)


@pytest.mark.parametrize("tps,worst", [(25.0, 14.29), (15.0, 8.57), (32.0, 18.29)])
def test_a_wide_groups_figure_after_the_low_end_drops_to_the_high_end(tps, worst):
    # quoted at 1 − 0.30 of the communication-free speed; at 60 % it keeps 1 − 0.60: tps × 0.4 / 0.7
    assert pcie_worst_tps(tps) == pytest.approx(worst, abs=0.01)


def test_a_narrow_pcie_group_says_the_share_its_figure_carries_not_30_to_60_percent_on_top():
    plan = _plan("A800 80GB PCIe", 2, 32.0, 30, "intel-ice-lake-a800-pci_2x48v96gb")
    en, zh = _p4(plan, QWEN_32B), _p4(plan, QWEN_32B, "zh")
    assert "≈ 10% of each token's time" in en and "TP 2" in en
    assert "约占每个 token 时间的 10%" in zh and "30%–60% 的单步时间" not in zh


def test_a_wide_pcie_group_says_its_figure_is_after_the_low_end_and_what_60_percent_leaves():
    # 8 × L4, 15 tok/s per user after the 30 % low end: 15 × 0.4 / 0.7 ≈ 8.6 → "≈ 9"
    plan = _plan("L4", 8, 15.0, 15, "g2-standard-96")
    en, zh = _p4(plan, LLAMA_70B), _p4(plan, LLAMA_70B, "zh")
    assert "15 tok/s per user is already after the 30 % low end, ≈ 9 tok/s at 60 %" in en
    assert "约 15 tokens/s 已按下限 30% 扣除，按 60% 约 9 tokens/s" in zh


def test_without_a_per_user_figure_the_warning_keeps_the_wide_range():
    plan = _plan("L4", 4, None, 8)
    assert "communication can eat 30–60 % of step time" in _p4(plan, LLAMA_70B)
