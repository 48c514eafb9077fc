"""Under "fastest", a sized training job on machines with RDMA rents more nodes while the job's node-hours stay
within the 5 % price tie of the fewest nodes (tools.offers.scale_out_pays)."""
import pytest

from tools.offers import scale_out_pays
from tools.speed import scaling_efficiency


def test_two_rdma_nodes_cost_within_the_tie_four_do_not():
    # A job of 100 node-hours on 1 node. Over RDMA the fitted efficiency is 1 / (1 + 0.037 · log2 nodes):
    # 2 nodes: 1 / 1.037 = 0.9643 → wall 100 / (2 × 0.9643) = 51.85 h → 2 × 51.85 = 103.7 node-hours ≤ 105 (tie 5 %).
    # 4 nodes: 1 / 1.074 = 0.9311 → wall 100 / (4 × 0.9311) = 26.85 h → 107.4 node-hours > 105: not taken.
    base = 100.0
    two = 2 * base / (2 * scaling_efficiency(2, "rdma"))
    four = 4 * base / (4 * scaling_efficiency(4, "rdma"))
    assert abs(two - 103.7) < 0.05 and abs(four - 107.4) < 0.05
    assert scale_out_pays(base, two)
    assert not scale_out_pays(base, four)


def test_the_tie_is_the_boundary():
    # 105 node-hours against 100 is exactly +5 %: still a tie; 105.1 is past it.
    assert scale_out_pays(100.0, 105.0)
    assert not scale_out_pays(100.0, 105.1)


def test_two_machines_over_rdma_take_just_over_half_the_time():
    # One 8 × A100 SXM machine: utilisation 0.652 / (1 + 0.02 · log2 8) = 0.652 / 1.06. Two machines over RDMA keep
    # the in-node factor of a full node and add 1 / (1 + 0.037 · log2 2) = 1 / 1.037. The same FLOPs on 16 GPUs take
    # hours × (1 / 1.06) / (2 × 1 / (1.06 × 1.037)) = hours × 1.037 / 2 = 0.5185 × hours: the reviewed mainland
    # job's 19.1 h on one machine → 9.90 h on two.
    from catalog.gpus import get_gpu
    from tools.speed import doubled_over_rdma_hours

    h = doubled_over_rdma_hours(19.1, 8, get_gpu("A100 80GB SXM"), 8)
    assert abs(h - 9.904) < 0.01


def _answer(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


# Mainland China: no listed row states RDMA between machines, so the fastest ranked plan is one 8 × A100 machine, and
# two machines over RDMA are named with their time and cost as a quote to ask for (hand: 18.89 h run × 1.037 / 2
# = 9.80 h + 0.25 h start-up ≈ 10.0 h, about half the 19.1 h of one machine).
@pytest.mark.slow
def test_fastest_mainland_training_names_two_machines_over_rdma(tmp_path):
    out = _answer(tmp_path, "对Llama-3.1-8B做继续预训练，20亿token中文语料，在国内，最快怎么做？几张卡？多少钱？")
    assert "还能更快：2 台" in out and "RDMA" in out and "约 10.0 小时" in out


# On AWS the p5 / p6 rows state 3,200 Gbit/s EFA (RDMA): the fastest plan is two machines, ranked in the table.
@pytest.mark.slow
def test_fastest_training_on_rdma_rows_rents_two_machines(tmp_path):
    out = _answer(tmp_path, "Continued pre-training of Llama-3.1-8B on 2 billion tokens on AWS, as fast as possible.")
    head = next(ln for ln in out.splitlines() if ln.startswith("**Llama-3.1-8B pretraining"))
    assert "rent 2 ×" in head and "RDMA" in head
    assert "Faster still" not in out
