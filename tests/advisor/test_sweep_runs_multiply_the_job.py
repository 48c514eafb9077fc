"""A training sweep's count of runs said without each run's tokens (N runs of an hparam sweep, N seeds, N 组超参) is the
job × N: the data set's amount becomes all runs' (advisor.core.sweep_runs_read, tools.sweep_runs), so the GPU-hours,
cost and deadline are all runs', never one run's."""

import pytest

from advisor.core.extract_rules import extract
from tools.sweep_runs import runs_total


@pytest.mark.parametrize(("said", "total", "epochs"), [
    # 1M emails × 6 runs = 6,000,000 examples, still 2 epochs each (6 × 1M × 2 × 300 tokens = 3.6 × 10⁹ tokens)
    ("fine-tuning bert-large to classify 1M emails (~300 tokens avg, max_len 512), 2 epochs, and I want 6 runs for a "
     "small hparam sweep. budget $150", 6_000_000, 2),
    # 简体: 50 万条 × 4 组超参 = 200 万条, 3 个 epoch
    ("微调 Qwen2.5-7B，50万条样本每条约 500 token，3 个 epoch，要跑 4 组超参，48 小时内出结果", 2_000_000, 3),
    # 繁體: 20 萬條 × 3 組超參數 = 60 萬條, 2 個 epoch
    ("微調 Llama-3.1-8B，20 萬條樣本，2 個 epoch，要試 3 組超參數，三天內要結果", 600_000, 2),
])
def test_runs_multiply_the_data_set(said: str, total: int, epochs: int) -> None:
    e = extract(said)
    d = e.patch.dataset
    assert d is not None and d.amount == total and d.epochs == epochs, (d, e.notes)
    assert any("runs of the same training job" in n for n in e.notes), e.notes


def test_a_deadline_is_checked_on_all_runs() -> None:
    # the deadline is read beside the runs: 48 h for all 4 runs (2M examples), not one run's 500k
    e = extract("微调 Qwen2.5-7B，50万条样本每条约 500 token，3 个 epoch，要跑 4 组超参，48 小时内出结果")
    assert e.patch.deadline_hours == 48 and e.patch.dataset is not None and e.patch.dataset.amount == 2_000_000


def test_no_sweep_word_no_runs_and_epochs_alone_are_one_job() -> None:
    # 3 epochs over 400k examples, no runs said: 400k, never × 3
    e = extract("fine-tune Mistral-7B on 400k examples for 3 epochs")
    assert e.patch.dataset is not None and e.patch.dataset.amount == 400_000


def test_runs_total_is_the_product() -> None:
    assert runs_total(2_000_000, 4) == 8_000_000 and runs_total(400_000, 6) == 2_400_000
    with pytest.raises(ValueError):
        runs_total(1000, 0)
