"""An evaluation grid (N models over M benchmarks of K items each) is one batch of models × benchmarks × items
(tools.dataset.eval_grid_requests), said in a note: "20个开源模型在30个benchmark上跑完，每个benchmark平均5万条" was sized
as one 8B model over 50k items."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.dataset import eval_grid_requests


@pytest.mark.parametrize(("text", "n"), [
    # 12 × 25 × 10,000 = 3,000,000
    ("evaluate 12 open models on 25 benchmarks, ~10k items each, by Monday", 3_000_000),
    # 简体: 15 × 40 × 20,000 = 12,000,000
    ("两周内把15个开源模型在40个评测集上跑完，每个评测集约2万条，用国内的卡", 12_000_000),
    # 繁體: 8 × 15 × 20,000 = 2,400,000
    ("月底前把8個開源模型在15個評測集上跑完，每個評測集約2萬條", 2_400_000),
])
def test_the_grid_is_the_batch(text, n):
    e = extract(text)
    assert e.patch.batch_requests == n and e.patch.task == "inference" and e.patch.dataset is None, e.patch
    assert any(f"{n:,}" in note for note in e.notes), e.notes


def test_the_product():
    assert eval_grid_requests(20, 30, 50_000) == 30_000_000


def test_a_training_message_naming_benchmarks_is_no_grid():
    p = extract("fine-tune 3 models on 50k examples and test on 5 benchmarks").patch
    assert p.batch_requests is None and p.dataset is not None and p.dataset.amount == 50_000
