"""样本都是32k长文本 / 3万条32k长的样本 says every training example's length: it was read as a context only, and the data set
trained at an assumed "≤ 2,048 tokens each"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "两张A800 80G，DeepSpeed ZeRO-2全参微调Qwen2.5-7B-Instruct，样本都是32k长文本，3万条，在AutoDL上，能跑吗？大概要多久多少钱",
    "全参微调Qwen2.5-7B，3万条32k长的样本",
    "全參微調Qwen2.5-7B，樣本都是32k長文本，3萬筆",  # 繁體
])
def test_samples_all_32k_long_are_each_examples_length(text):
    # 30,000 examples × 32 × 1,024 = 32,768 tokens each (≈ 0.98 B tokens an epoch, tools.dataset)
    d = extract(text).patch.dataset
    assert d is not None and d.amount == 30_000 and d.tokens_per_unit == 32_768


def test_a_context_alone_is_no_example_length():
    # a served context (no samples) stays a context
    p = extract("用Qwen2.5-7B做客服，上下文32k，20个人用").patch
    assert p.dataset is None and p.seq_len == 32_768
