""""prompt+response about 3k tokens each" is the length of a whole training example (its prompt and answer together),
never an output length: the answer word after "prompt+" / "问题+" once made the 3k an output, so the data set fell back
to "≤ 2,048 tokens each (assumed)" (English) or to a training total of 3,000 tokens (简体)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "we have 60k preference pairs (chosen/rejected), prompt+response about 3k tokens each. want to DPO llama 3.1 8b "
    "instruct, lora is fine. cheapest way to have it done by tommorow?",
    "fine-tune llama 3.1 8b on 60k examples, prompt and response about 3k tokens each",
    "我们有6万条偏好数据，问题+回答每条约3k token，想用DPO训练Llama-3.1-8B，LoRA就行",
    "我們有6萬筆偏好資料，問題+回答每筆約3k token，想用DPO訓練Llama-3.1-8B",  # 繁體
])
def test_prompt_plus_response_length_is_each_examples(text):
    # 60k examples of 3k = 3 × 1,000 = 3,000 tokens each ("about 3k" is an estimate, not a power-of-two window, so
    # tools.token_window reads k as 1,000: 60,000 × 3,000 = 180M tokens per epoch)
    d = extract(text).patch.dataset
    assert d is not None and d.amount == 60_000 and d.tokens_per_unit == 3000


def test_a_response_length_alone_is_still_the_output():
    # "responses of about 200 tokens" with no prompt before it: the output's length, as before
    assert extract("serve Qwen3-8B to 50 users, response about 200 tokens").patch.output_tokens == 200
