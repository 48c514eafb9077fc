"""Training a reward model (a Bradley–Terry head, TRL's RewardTrainer) on preference pairs is no DPO: each pair is
still two sequences, but there is no frozen reference model to hold or run.

By hand, Llama-3.1-8B full fine-tune, 400k pairs × 2 × 1,024 tokens × 2 epochs = 1.64e9 tokens;
6 × 8.03e9 × 1.64e9 ≈ 7.9e19 FLOP. DPO would add a 16-bit reference copy (16 GB) and its forward pass (+1/3 of the
time); a reward model adds neither. PPO's reward model ("run PPO with our reward model") is no training of one.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.wording import task_words


@pytest.mark.parametrize("text", [
    "Training a reward model (Bradley-Terry head) on Llama-3.1-8B, full params not LoRA, 400k preference pairs, "
    "chosen+rejected each ~1k tokens, 2 epochs",
    "用20万对偏好数据训练一个奖励模型，基座Qwen2.5-7B，全参，每条约2k token",
    "想訓練獎勵模型，Llama-3.1-8B全參數，30萬組偏好對，每組約1k token",
])
def test_a_reward_model_keeps_its_pairs_and_has_no_reference(text):
    x = extract(text)
    w = x.patch.model_dump(exclude_none=True)
    assert w.get("preference") == "rm" and w.get("task") == "full_finetune"
    assert w["dataset"]["sequences_per_unit"] == 2.0  # chosen + rejected
    notes = " ".join(x.notes)
    assert "has no reference model" in notes and "frozen reference model is counted" not in notes


def test_ppo_with_a_reward_model_is_no_reward_model_training():
    assert extract("run PPO on Qwen2.5-7B with our reward model, 50k prompts").patch.preference != "rm"


def test_the_task_is_named_a_reward_model():
    assert task_words("full_finetune", "rm").text("en") == "reward model (full fine-tune)"
    assert task_words("full_finetune", "rm").text("zh") == "奖励模型（全参微调）"
