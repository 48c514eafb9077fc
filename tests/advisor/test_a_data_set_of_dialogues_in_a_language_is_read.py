"""A training set counted in 段 with a language or dialect before its noun (3萬段粵語客服對話, 2万段英文客服对话,
4万段上海话对话) is a data set of that many examples, with its per-example length and epochs: it was reported as "not
given" and a default token count was sized instead."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "count", "each", "epochs"), [
    # 20,000 × 800 tokens × 2 epochs = 32 M tokens trained
    ("用2万段英文客服对话（平均800 token）微调Qwen2.5-7B，训2个epoch", 20_000, 800, 2),
    # 繁體 / Cantonese: 40,000 × 1,200 × 3 = 144 M tokens
    ("我哋想用4萬段粵語對話（平均1200 token）LoRA微調Qwen2.5-14B，訓3個epoch", 40_000, 1200, 3),
    # a dialect before the noun, no length said: the count still read
    ("用5万段上海话客服对话LoRA微调Qwen2.5-7B，训1个epoch", 50_000, None, 1),
])
def test_dialogues_in_a_language_are_the_data_set(text, count, each, epochs):
    ds = extract(text).patch.dataset
    assert ds is not None and ds.unit == "examples" and ds.amount == count
    assert ds.tokens_per_unit == each and ds.epochs == epochs
