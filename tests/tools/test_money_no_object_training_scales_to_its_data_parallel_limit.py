"""With money no object, a full training run scales out while its data parallelism pays (tools.dp_scale): the
compute-optimal global batch (DeepSeek LLM, arXiv:2401.02954 eq. 1: B = 0.2920 · C^0.3271 tokens, C = 6 N D) over the
tokens a GPU needs so its gradient all-reduce (2 × 2 bytes a parameter through its link) hides behind its compute."""

from __future__ import annotations

import pytest

from tools.dp_scale import dp_limit, optimal_batch_tokens, scale_out_args


def test_the_compute_optimal_batch_by_hand():
    # 1B × 100B tokens: C = 6e20; 0.2920 × 6e20^0.3271 = 0.2920 × 10^(20.778 × 0.3271 = 6.797) ≈ 1.83M tokens
    assert optimal_batch_tokens(1e9, 100e9) == pytest.approx(1.83e6, rel=0.01)
    # 7.62B × 1B tokens: C = 4.57e19 → 0.2920 × 10^(19.660 × 0.3271 = 6.431) ≈ 0.79M tokens
    assert optimal_batch_tokens(7.62e9, 1e9) == pytest.approx(0.79e6, rel=0.01)


def test_a_1b_pretraining_on_b200_nodes_allows_about_170_gpus():
    # 400 Gbps a GPU = 50 GB/s; all-reduce 2 × 2 bytes × 1e9 = 4 GB → 0.08 s; at 131.5k tokens/s a GPU a rank needs
    # 0.08 × 131,500 = 10,520 tokens; 1.83M ÷ 10,520 = 173 GPUs (16 nodes of 8 as nodes double; 32 would be 256)
    lim = dp_limit(1e9, 1e9, 100e9, 2048, 131.5e3, 400)
    assert lim is not None and lim.rank_tokens == pytest.approx(10_520) and lim.max_ranks == 173


def test_a_slower_link_allows_fewer_ranks_and_a_faster_one_more():
    # the rank's tokens grow with the all-reduce time: half the link, twice the tokens, half the ranks
    slow, fast = (dp_limit(1e9, 1e9, 100e9, 2048, 131.5e3, g) for g in (200, 800))
    assert slow is not None and fast is not None and slow.max_ranks == 86 and fast.max_ranks == 347


def test_a_rank_holds_at_least_one_sequence():
    # a tiny model on a fast link: the all-reduce is short, but a rank still runs one 8,192-token sequence a step
    lim = dp_limit(1e8, 1e8, 1e9, 8192, 1e3, 3200)
    assert lim is not None and lim.rank_tokens == 8192


@pytest.mark.parametrize("nodes, task, want", [(1, "pretrain", False), (16, "lora", False), (16, "pretrain", True)])
def test_the_answer_says_why_only_for_a_multi_node_full_run(nodes, task, want):
    got = scale_out_args(1e9, task, 100_000_000_000, 2048, nodes, nodes * 8, nodes * 8, 131.5e3 * nodes * 8, 3200)
    assert bool(got) == want
    if want:  # 3,200 Gbps a node of 8 = 400 a GPU: the same 173 as above
        assert got["max_ranks"] == 173 and got["nodes"] == 16
