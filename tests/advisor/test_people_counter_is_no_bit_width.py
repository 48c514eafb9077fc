"""位 is both a bit and the polite counter for people: "N 位" is a weight bit width only with a precision word beside
it (量化 / 整数 / 精度 / 位元 / int / bit), never before a person noun (advisor.core.bit_width_read)."""

from __future__ import annotations

import pytest

from advisor.core.bit_width_read import bit_width_said
from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    # 简体: eight colleagues share Llama-3.1-8B; nobody said quantised, so the 16-bit default stands (was INT8)
    "8 位同事一起用 Llama-3.1-8B 写代码，要什么卡？",
    # 简体: four analysts on Mistral-7B; "4位" counts people (was INT4)
    "我们有4位分析师要用Mistral-7B做报告摘要，租什么GPU？",
    # 繁體: four lawyers on Qwen2.5-14B (was INT4)
    "事務所有 4 位律師要用 Qwen2.5-14B 查合約，該租哪種 GPU？",
    # 繁體, spelled out: 八位研究員 is normalised to "8位研究員" (was INT8)
    "八位研究員想一起用 Gemma-2-9B 做文獻整理",
])
def test_a_people_counter_sets_no_precision(text):
    p = extract(text).patch
    assert p.precision is None, p.precision


@pytest.mark.parametrize(("text", "want"), [
    ("Llama-3.1-8B 用 4 位量化部署，要多少显存？", "int4"),  # 简体: 4-bit weights said with 量化
    ("Qwen2.5-14B 量化到 8 位，租什么卡", "int8"),  # 简体: 量化 before, a clause end after
    ("想把 Gemma-2-9B 做 4 位元量化，再給 3 位同事用", "int4"),  # 繁體: 位元 is the bit; the 3 位同事 are people
    ("Mistral-7B with 8-bit weights for 6 colleagues", "int8"),  # English still read as before
])
def test_a_bit_width_with_its_word_is_still_read(text, want):
    assert extract(text).patch.precision == want


def test_the_rule_by_hand():
    # a person noun after 位 is never a bit width; a precision word after it, or before it with a clause end, is
    assert not bit_width_said("5 位同事", 4) and not bit_width_said("4 位工程师用量化模型", 4)
    assert bit_width_said("4 位整数权重", 4) and bit_width_said("压到 8 位，", 8) and bit_width_said("8位元", 8)
