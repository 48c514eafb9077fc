"""An evaluation grid's size groups are sized one by one and summed (tools.eval_grid), and a benchmark item has its own
default lengths (tools.eval_lengths), never the generic batch item's 3,584-token prompt and 512-token answer."""

from __future__ import annotations

import pytest

from tools.eval_grid import (
    GroupPlan,
    SizeGroup,
    grid_totals,
    group_requests,
    groups_match,
    largest,
    per_model_requests,
    plan_of,
)
from tools.eval_lengths import EVAL_ANSWER_TOKENS, eval_item_lengths


def test_a_benchmark_item_is_a_short_prompt_and_a_short_answer():
    # Hand reasoning: a suite's prompt ≈ 1,000 tokens (MMLU 5-shot ≈ 500–600, GSM8K 8-shot ≈ 900); half the items
    # generate ≈ 200 tokens (under lm-evaluation-harness's max_gen_toks = 256), half are scored by log-likelihood (one
    # step): 0.5 × 200 + 0.5 × 1 ≈ 100 tokens out on average — far under the generic 3,584 / 512.
    prompt, out = eval_item_lengths()
    assert prompt == 1_000 and out == 100 and EVAL_ANSWER_TOKENS < 256


def test_the_groups_are_the_grids_when_they_sum_to_its_models():
    # Hand reasoning: 9 + 5 = 14 models said; a single group is no mix; 9 + 4 ≠ 14 means the counts are something else.
    groups = [SizeGroup(9, 7, 7), SizeGroup(5, 32, 32)]
    assert groups_match(groups, 14) and groups_match(groups, None)
    assert not groups_match(groups, 13) and not groups_match(groups[:1], 9)


def test_each_group_gets_its_share_and_the_largest_sets_the_headline():
    # Hand reasoning: 20 benchmarks × 20,000 items = 400,000 requests a model; 9 models → 3.6 M, 5 → 2 M; the 32B
    # group is the largest; 2 M ÷ 5 models = 400,000 a model again.
    small, big = SizeGroup(9, 7, 7), SizeGroup(5, 14, 32)
    assert group_requests(400_000, small) == 3_600_000 and group_requests(400_000, big) == 2_000_000
    assert largest([small, big]) is big and per_model_requests(2_000_000, big) == 400_000


def test_the_grid_sums_gpu_hours_and_cost_and_ends_with_its_slowest_group():
    # Hand reasoning: 6.6 h on 4 GPUs = 26.4 GPU-hours ($63); 11.1 h on 8 GPUs = 88.8 GPU-hours ($160): 115.2 GPU-hours,
    # $223, done when the 11.1-h group is (the groups run side by side on their own machines).
    a = plan_of(SizeGroup(9, 7, 7), 3_600_000, 6.6, 4, 63.0)
    b = plan_of(SizeGroup(5, 32, 32), 2_000_000, 11.1, 8, 160.0)
    assert isinstance(a, GroupPlan) and a.gpu_hours == pytest.approx(26.4)
    gpu_h, cost, hours = grid_totals([a, b])
    assert gpu_h == pytest.approx(115.2) and cost == pytest.approx(223.0) and hours == pytest.approx(11.1)
