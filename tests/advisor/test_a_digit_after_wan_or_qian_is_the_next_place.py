"""Budgets as people say them: "HK$1萬5" is 15,000 (one digit after 萬 is the thousands), "2千5" is 2,500, "2万5000" is
25,000, "两千五一个月" is 2,500 a month, and "每月3万以内" with no currency word is money (a long period before, a cap
after). "HK$1萬5" was read as HK$10,000 and an owned-card plan called a HK$12k card "over budget"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, amount, currency, per", [
    ("或者索性買張卡擺公司？預算HK$1萬5", 15_000, "HKD", "total"),  # Cantonese, a box to buy: HK$15,000
    ("部署Qwen2.5-7B给20个人用，预算3万5一个月", 35_000, "CNY", "month"),
    ("預算兩千五一個月，跑Llama 3.1 8B給5個人", 2_500, "TWD", "month"),  # 繁體 Taiwan: 元 is TWD; 一個月 not 2,501
    ("预算2千5，跑一次embedding", 2_500, "CNY", "total"),
    ("预算2万5000一个月，部署qwen2.5-7b给20人", 25_000, "CNY", "month"),  # the thousands written out after 万
    ("想租卡跑qwen3-8b，每月3万以内", 30_000, "CNY", "month"),  # no 块 / 预算: the month and 以内 make it money
    ("部署qwen2.5-7b，每個月2萬以下", 20_000, "TWD", "month"),
    ("budget HK$1萬5 a month for qwen2.5 7b", 15_000, "HKD", "month"),  # English with a Chinese magnitude
])
def test_a_budget_said_with_the_next_place_after_its_magnitude(text, amount, currency, per):
    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.currency == currency and b.per == per, (text, b)


@pytest.mark.parametrize("text", [
    "每月3万条以内的请求，用qwen3-8b",  # 3万条: a count of requests, never money
    "十一个月的训练计划，用qwen3-8b",  # 十一个月 is eleven months, not 10 + a month
])
def test_counts_and_months_are_no_budget(text):
    assert extract(text).patch.budget is None, text


def test_a_count_said_the_same_way_is_the_same_number():
    # 1万5张图 is 15,000 images, as 1萬5 is HK$15,000
    assert extract("每天1万5张图用clip做向量").patch.batch_requests == 15_000
