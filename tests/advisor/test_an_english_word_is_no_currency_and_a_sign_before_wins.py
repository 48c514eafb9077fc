"""An English word that is also a currency's name is no currency ("$5000 won't stretch far", "we won 5000 in a
hackathon": the verb, never Korean won), and a currency sign before the amount wins over a word after it, save a
generic $ or ¥ that a code or a dollar word after names ("$40,000 HKD"). KRW is still read from krw, korean won, ₩,
韩元 / 韓元."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, money_match
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "amount", "code"), [
    ("Budget $5000 won't stretch far; serve Llama 3 8B for 10 users", 5000.0, "USD"),   # $ before: US$5,000
    ("Budget $5000 won’t stretch far; serve Llama 3 8B for 10 users", 5000.0, "USD"),   # a curly apostrophe too
    ("budget 5,000,000 korean won", 5_000_000.0, "KRW"),
    ("₩5,000,000", 5_000_000.0, "KRW"),
    ("预算每月500万韩元", 5_000_000.0, "KRW"),          # 简体: 500 × 10,000 = 5,000,000
    ("預算每月500萬韓元", 5_000_000.0, "KRW"),          # 繁體
    ("€5000 dollars", 5000.0, "EUR"),                  # the sign before wins over the word after
    ("$40,000 HKD a month", 40_000.0, "HKD"),          # a generic $ named by the code after it
    ("$5000 Singapore dollars", 5000.0, "SGD"),
])
def test_the_currency_of_an_amount(text, amount, code):
    got = money_match(text)
    assert got is not None and got[0] == amount and got[1] == code


def test_won_the_verb_is_no_money():
    assert money_match("We won 5000 in a hackathon; serve Llama 3 8B") is None


@pytest.mark.parametrize(("text", "amount", "code"), [
    # the budget is US$5,000 (never ₩5,000 ≈ US$3.42 at 1,460 KRW a dollar)
    ("Budget $5000 won't stretch far; serve Llama 3 8B for 10 users", 5000.0, "USD"),
    ("serve Llama-3.1-8B, budget 5,000,000 korean won a month", 5_000_000.0, "KRW"),
])
def test_the_budget_read(text, amount, code):
    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.currency == code


def test_a_hackathon_win_is_no_budget():
    b = extract("We won 5000 in a hackathon; serve Llama 3 8B for 10 users").patch.budget
    assert b is None or b.currency != "KRW"
