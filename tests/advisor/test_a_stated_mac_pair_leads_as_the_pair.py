"""Two Apple boxes the user says are linked, for a model one box cannot hold: the answer leads with the pair (its
pooled memory less macOS's per-box reserve, the precision that fits, the pair's decode ceiling, Thunderbolt as the
tensor split's bottleneck), above the one-box figures; en, 简体, 繁體 (tools.mac_pair)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _first_bold_after_workload(text: str) -> str:
    return next(x for x in text.splitlines()[1:] if "**" in x)


def test_two_256_gb_boxes_for_llama_405b_in_english(engine):
    # 256 × 0.75 = 192 GB a box → 384 GB; Llama-3.1-405B INT4 ≈ 203 GB + KV ≈ 219 GB: the pair, not one box;
    # ≈ 203 GB read a token ÷ 819 GB/s ≈ 4 tok/s; 126 layers → 252 link crossings a token under a tensor split
    r = engine.handle("t", "We have two Mac Studio M3 Ultra 256GB linked over Thunderbolt. Can they run Llama 3.1 405B "
                           "for 3 lawyers?")
    lead = _first_bold_after_workload(r.text)
    assert "Yes, as 2 linked machines" in lead and "384 GB" in lead and "INT4" in lead, lead
    assert "bottleneck for a tensor split" in lead and "252 times" in lead, lead
    assert re.search(r"at most ≈ [3-5] tokens/s for the group", lead), lead
    assert r.text.index("Yes, as 2 linked machines") < r.text.index("**No: "), r.text  # the pair before one box


def test_two_256_gb_boxes_in_simplified_chinese(engine):
    # the same pair for Llama-3.1-405B asked in 简体: 合计约 384 GB，INT4 约 219 GB，整组 ≈ 4 tokens/s
    r = engine.handle("t", "两台Mac Studio M3 Ultra 256GB串联跑Llama-3.1-405B，给5个人用，行吗？")
    lead = _first_bold_after_workload(r.text)
    assert "可以，但要 2 台机器串联" in lead and "384 GB" in lead and "张量并行的瓶颈是雷雳 5" in lead, lead


def test_two_512_gb_boxes_for_deepseek_r1_in_cantonese(engine):
    # 512 × 0.75 = 384 GB a box → 768 GB; DeepSeek-R1 INT8 ≈ 671 GB + KV ≈ 687 GB: the pair, not one box;
    # 37 B active ≈ 37 GB a token at 819 GB/s → ≈ 21 tok/s; 61 layers → 122 crossings under a tensor split
    r = engine.handle("t", "我哋有兩部 Mac Studio M3 Ultra 512GB，串埋跑 DeepSeek-R1 得唔得？")
    lead = _first_bold_after_workload(r.text)
    assert "2 台機器串聯" in lead and "768 GB" in lead and "INT8" in lead and "122 次" in lead, lead
    assert re.search(r"整組解碼上限約 (19|2[0-4]) tokens/s", lead), lead
