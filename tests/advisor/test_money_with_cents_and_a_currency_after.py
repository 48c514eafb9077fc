"""Money written with cents or in European style, and a currency symbol after its figure:
before, "$5 000.50 a month" was read as $5 in total (the first group; the period lost) and "5.000 € per month" as
5 EUR. The rule (docs/CONVERSATION.md, "Figures written with separators, signs and powers"): the last mark before one
or two digits at the end is the decimal mark, the marks before it (each followed by exactly three digits) group
thousands; a point before exactly three digits beside money groups thousands (an amount has at most two decimals);
what was assumed is said in a note. Every case goes through `extract`, the reader `parse` and every surface use."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("budget, amount, currency, said", [
    # space groups, point decimals: 5 × 1,000 + 0.50 = 5,000.50
    ("$5 000.50 a month", 5000.5, "USD", "'5 000.50' read as 5,000.50"),
    # point groups, comma decimals: 1 × 1,000 + 0.50 = 1,000.50
    ("$1.000,50 a month", 1000.5, "USD", "'1.000,50' read as 1,000.50"),
    # a code before, point groups, comma decimals: 5,000.00 dollars
    ("USD 5.000,00 per month", 5000.0, "USD", "'5.000,00' read as 5,000.00"),
    # apostrophe groups (Swiss), point decimals, the euro sign after: 5,000.50 euros
    ("5'000.50 € a month", 5000.5, "EUR", "'5'000.50' read as 5,000.50"),
    # a point before three digits and the euro sign after: euros have two decimals, so 5 × 1,000 = 5,000
    ("5.000 € per month", 5000.0, "EUR", "'5.000 €' read as 5,000"),
])
def test_cents_and_european_grouping_keep_the_amount_and_the_period(budget, amount, currency, said):
    e = extract(f"serve Llama-3-8B for 10 users, budget {budget}")
    b = e.patch.budget
    assert b is not None and b.amount == amount and b.currency == currency and b.per == "month", b
    assert any(said in n for n in e.notes), e.notes


def test_the_usual_comma_and_point_form_needs_no_note():
    # "$5,000.00/mo": commas group, the point is the decimal mark, as every reader already read it: no note
    e = extract("serve Llama-3-8B for 10 users, budget $5,000.00/mo")
    assert e.patch.budget is not None and e.patch.budget.amount == 5000.0, e.patch.budget
    assert not any("read as 5,000" in n for n in e.notes), e.notes


def test_the_chinese_note_says_the_same():
    e = extract("部署 Llama-3-8B，并发 10，预算每月 1.000,50 元")
    # 1 × 1,000 + 0.50 = 1,000.50 yuan a month
    assert e.patch.budget is not None and e.patch.budget.amount == 1000.5 and e.patch.budget.currency == "CNY"
    assert any("1,000.50" in e.zh_notes.get(n, "") and "小数" in e.zh_notes.get(n, "") for n in e.notes), e.zh_notes


def test_a_model_size_is_no_decimal_group():
    # "Llama 3 405.5B" is no figure anyone groups (a size letter follows): never 3,405.5
    e = extract("serve Llama 3 405B for 10 users")
    assert not any("3,405" in n for n in e.notes), e.notes
