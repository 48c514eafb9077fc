"""Budgets as people type them: per week, quarter or year (kept as that period, never a total), "3k/month" with no
currency sign (money, never a 3,072-token context), and an amount with a spend word but no currency ("up to 800 a
month", 每个月最多花两千), read in the currency of the question's language and said in a note."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "amount", "currency", "per"), [
    ("deploy Qwen2.5-7B for 10 users, we can pay $300 per week", 300, "USD", "week"),
    ("serve Qwen2.5-14B to 30 people on €1,000/wk", 1000, "EUR", "week"),
    ("Qwen2.5-32B for our support team, budget is $8k quarterly", 8000, "USD", "quarter"),
    ("host Llama-3.1-8B for 50 staff, $30k per year max", 30000, "USD", "year"),
    # 五万 = 50,000 yuan; 年预算 = a yearly budget
    ("部署 Qwen2.5-7B 给50人用，年预算五万", 50000, "CNY", "year"),
    # 每週 = every week; 三萬台幣 = NT$30,000
    ("部署 Qwen2.5-7B 給團隊用，每週預算三萬台幣", 30000, "TWD", "week"),
    ("部署Qwen2.5-7B给100人用每个季度预算6万", 60000, "CNY", "quarter"),
])
def test_a_budget_per_week_quarter_or_year_keeps_its_period(text, amount, currency, per):
    b = extract(text).patch.budget
    assert b is not None, text
    assert (b.amount, b.currency, b.per) == (amount, currency, per)


@pytest.mark.parametrize(("text", "amount", "per"), [
    ("host Llama-3.1-8B for 15 users, 3k/month", 3000, "month"),  # k + a month: $3,000 a month
    ("host Llama-3.1-8B for 15 users, about 2k/mo", 2000, "month"),
    ("Llama-3.1-8B for 15 users, we could spend 1.5k a week", 1500, "week"),
])
def test_a_figure_with_k_and_a_period_is_money_not_a_context(text, amount, per):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, "USD", per), text
    assert e.patch.seq_len is None  # 3k is not 3,072 tokens
    assert any("US dollars" in n for n in e.notes)  # the currency assumed is said


def test_a_context_said_with_k_stays_a_context():
    e = extract("serve Llama-3.1-8B with 16k context for 15 users")
    assert e.patch.seq_len == 16384 and e.patch.budget is None  # k = 1,024 tokens: 16 × 1,024


def test_a_count_of_requests_a_month_is_no_money():
    assert extract("serve Llama-3.1-8B for 5k requests a month").patch.budget is None


@pytest.mark.parametrize(("text", "amount", "currency", "per", "said"), [
    ("serve Llama-3.1-8B for 15 users, up to 800 a month", 800, "USD", "month", "US dollars"),
    # 两千 = 2,000; 简体 with no currency word: renminbi, said
    ("部署 Llama-3.1-8B 给15人用，每个月最多花两千", 2000, "CNY", "month", "人民币"),
    # 繁體 (Taiwan) with no currency word: New Taiwan dollars, said (the local-dollar note)
    ("部署 Llama-3.1-8B 給15人用，每個月最多花三千", 3000, "TWD", "month", "新台币"),
])
def test_a_spend_word_with_no_currency_is_a_budget_in_the_local_money(text, amount, currency, per, said):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, currency, per), text
    notes = " ".join(list(e.notes) + list(e.zh_notes.values()))
    assert said in notes


def test_a_currency_asked_for_is_no_assumption():
    e = extract("serve Llama-3.1-8B for 15 users, budget 2000 a month, in euros")
    assert e.patch.budget is not None and e.patch.budget.currency == "EUR"
    assert not any("names no currency" in n for n in e.notes)


def test_a_request_limit_in_chinese_is_no_budget():
    # 每天最多500个请求: 500 requests a day, a load, not 500 yuan
    assert extract("部署 Llama-3.1-8B，每天最多500个请求").patch.budget is None


def test_a_week_said_as_a_deadline_is_no_budget_period():
    # 一周内要跑完 (done within a week) is when, not how often: 5,000 yuan for the whole job
    b = extract("LoRA 微调 Qwen2.5-7B，预算5000一周内要跑完").patch.budget
    assert b is not None and (b.amount, b.per) == (5000, "total")


def test_a_limit_word_per_day_is_left_to_the_load_readers():
    # "up to 500 a day" may count requests: not read as $500 a day
    b = extract("serve Llama-3.1-8B, up to 500 a day").patch.budget
    assert b is None


@pytest.mark.parametrize("text", ["LoRA fine-tune Qwen2.5-7B for $300 within a week",
                                  "LoRA fine-tune Qwen2.5-7B, $300 in a week if possible"])
def test_within_a_week_is_when_not_how_often(text):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.per) == (300, "total"), text
