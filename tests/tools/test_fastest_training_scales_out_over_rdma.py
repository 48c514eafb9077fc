"""Under "fastest", a sized training job on machines with RDMA rents more nodes while the job's node-hours stay
within the 5 % price tie of the fewest nodes (tools.offers.scale_out_pays)."""
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
