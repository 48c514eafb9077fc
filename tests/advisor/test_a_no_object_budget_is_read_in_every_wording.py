"""A budget said not to bind is read in every wording, typos and scripts included, as "fastest" with money no object:
"钱布是问题" (布 typed for 不) was read as nothing and the faster plan demoted as "not worth the money"; "不在乎預算",
"预算不限", "unlimited budget" were not read either. Never a plain budget word ("预算充足", "预算 5 万") read so."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("said", [
    "钱布是问题，要最快",        # 简体 with the 布/不 typo
    "钱不成问题",                # 简体, 不成
    "錢不是問題",                # 繁體
    "不在乎預算，越快越好",      # 繁體, the budget not minded
    "不在乎预算",                # 简体
    "预算不限",                  # 简体, the budget unlimited
    "預算無上限",                # 繁體
    "不限预算，尽快",            # 简体, the other order
    "费用不是问题",              # 简体, 费用
    "不用考虑成本",              # 简体, cost not to be weighed
    "不考慮預算",                # 繁體
    "多少钱都行",                # 简体, any amount
    "unlimited budget",          # English
    "budget is unlimited",
    "no budget limit",
    "budget no object",
    "Budget isn't a concern.",
])
def test_a_budget_said_not_to_bind_is_read_as_money_no_object(said):
    got = extract("Qwen2.5-7B 全参数微调，数据10亿token，" + said).patch
    assert (got.priority, got.spend_no_object) == ("fastest", True), (said, got)


@pytest.mark.parametrize("said", [
    "Qwen2.5-7B全参数微调数据10亿token钱布是问题要最快",  # glued, no punctuation
    "Llama 3.2 3B 全量微調，資料 3 億 token，不在乎預算",    # 繁體 without any "fast" word
])
def test_glued_or_speedless_wordings_still_read(said):
    got = extract(said).patch
    assert (got.priority, got.spend_no_object) == ("fastest", True), (said, got)


@pytest.mark.parametrize("said", ["预算充足", "预算 5 万元", "budget is $5k", "预算有限，要便宜"])
def test_a_plain_budget_is_not_money_no_object(said):
    got = extract("Qwen2.5-7B 全参数微调，数据10亿token，" + said).patch
    assert not got.spend_no_object, (said, got)
