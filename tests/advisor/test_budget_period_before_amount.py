"""A budget with its period said between the budget word and the amount: "预算一个月两万" (budget, a month, 20k), as
people write it in Chinese, next to the already-read orders "预算每月两万" and "两万一个月". A day or a week after the
budget word is the period, never the amount ("预算一天500" is 500 a day, not 1)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "amount", "currency", "per"), [
    # 两万 = 20,000; "一个月" (one month) names the period, so the amount is per month
    ("公司内部知识库问答想部署Qwen2.5-72B全公司200人用只能用国内的云预算一个月两万够不够要租什么卡", 20000, "CNY", "month"),
    ("部署Qwen2.5-7B，预算一个月2万", 20000, "CNY", "month"),
    # 繁體 in Taiwan: 三萬 = 30,000 New Taiwan dollars a month
    ("部署Qwen2.5-7B給團隊用，預算一個月三萬台幣", 30000, "TWD", "month"),
    # a day between the budget word and the amount: 500 a day, never 1 (the "一" of 一天)
    ("部署Qwen2.5-7B，预算一天500", 500, "CNY", "day"),
])
def test_a_period_between_the_budget_word_and_the_amount(text, amount, currency, per):
    b = extract(text).patch.budget
    assert b is not None, text
    assert (b.amount, b.currency, b.per) == (amount, currency, per)


def test_a_count_after_the_budget_word_is_still_not_money():
    # "预算给1个人用" (a budget for one person's use) has no amount: 1 is a count of people
    assert extract("部署Qwen2.5-7B，预算给1个人用").patch.budget is None
