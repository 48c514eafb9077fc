"""A preference pair (DPO, ORPO, SimPO) with its prompt and response lengths said is two sequences of prompt +
response each: the prompt alone was read as the sequence, so the training tokens, time and cost came out half."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.dataset import preference_sequence_tokens


def test_a_pair_sequence_is_the_prompt_then_one_response():
    # prompt 1,024 + response 1,024 = 2,048 tokens a sequence (TRL's DPOTrainer: prompt + chosen, prompt + rejected)
    assert preference_sequence_tokens(1024, 1024) == 2048


@pytest.mark.parametrize(("text", "pairs", "each"), [
    # 40,000 pairs × 2 sequences × (1,536 + 512) = 163.8 M tokens an epoch (the prompt alone: 122.9 M)
    ("Full DPO on Qwen2.5-7B: 40k preference pairs, prompts around 1.5k tokens, each response about 512 tokens", 40_000,
     2012),  # 1,500 + 512 (1.5k: decimal)
    # 30,000 × 2 × (500 + 700) = 72 M
    ("ORPO on Qwen2.5-7B with 30k pairs, prompt about 500 tokens, chosen/rejected answers around 700 tokens each",
     30_000, 1200),
    # 简体: 20,000 × 2 × (900 + 300) = 48 M
    ("用DPO训练Qwen2.5-7B，2万对偏好数据，提示约900 token，回答约300 token", 20_000, 1200),
])
def test_each_pair_is_two_sequences_of_prompt_and_response(text, pairs, each):
    ds = extract(text).patch.dataset
    assert ds is not None and ds.amount == pairs and ds.sequences_per_unit == 2 and ds.tokens_per_unit == each


def test_a_pair_length_said_whole_is_kept():
    # "pairs of 2k tokens" with no response said: 2,048 a sequence, as said (nothing added)
    ds = extract("DPO on Qwen2.5-7B, 50k preference pairs of 2k tokens").patch.dataset
    assert ds is not None and ds.tokens_per_unit == 2048
