"""An online RL run's rollouts (GRPO / PPO answers generated before each update) are priced as a batch of inference on
the training pick's own machine (tools.recommend.rollout_line), beside the training and summed.

Hand check (Qwen3-4B, 5,000 prompts × 8 samples × 4,096 tokens = 163,840,000 generated tokens, on 1 × RTX 6000 Ada):
KV per token 36 layers × 8 heads × 128 × 2 × 2 B ≈ 147 KB, a 4k answer ≈ 0.6 GB, so ≈ 60 sequences fill the ≈ 38 GB
beside 8 GB of weights; each decode step reads the weights and those sequences' cache (≈ 8 + 17.7 GB at a 2k mean)
at 960 GB/s ≈ 27 ms → ≈ 2,200 tokens/s, ≈ 20 h for the run's generation: several times the LoRA steps' own hours, so
the rollouts are most of the run's cost and must be in the answer.
"""

from __future__ import annotations

import pytest

from advisor.core.service import advise
from tests.conftest import module_home
from tools.schema import Dataset, Workload

pytestmark = pytest.mark.slow  # whole answers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_grpo_rollouts_are_priced_beside_the_training():
    w = Workload(model="Qwen3-4B", task="lora", seq_len=4096, rollout_tokens=163_840_000,
                 dataset=Dataset(amount=5000, unit="examples", tokens_per_unit=4096, sequences_per_unit=8.0))
    r = advise(w, stated={"model", "task", "seq_len", "rollout_tokens", "dataset"})
    line = next(c.message for c in r.compatibility if c.message.code == "recommend.rollouts_priced")
    train_h = r.cost_table[0].cost.job_hours
    assert line.args["answers"] == 40_000 and line.args["each"] == 4096
    text = line.text("en")
    assert "163,840,000" in text and "for the run" in text, text
    # the generation is the larger part of an RL run on this card (hand check above: ≈ 20 h against the LoRA steps),
    # within the hand figure's range (1,000–6,000 tokens/s: 8–45 h)
    assert line.args["hours"] > train_h and 8 <= line.args["hours"] <= 45, (line.args["hours"], train_h)


def test_no_rollout_line_for_a_plain_fine_tune():
    w = Workload(model="Qwen3-4B", task="lora", seq_len=4096,
                 dataset=Dataset(amount=5000, unit="examples", tokens_per_unit=4096))
    r = advise(w, stated={"model", "task", "seq_len", "dataset"})
    assert not any(c.message.code.startswith("recommend.rollouts") for c in r.compatibility)
