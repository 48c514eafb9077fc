"""A budget or price in a currency named by its ISO code or sign, when the amount is no amount (signed, zero, NaN), is
said not read, whichever currency it is. Before, the screens of such amounts knew only the currencies fx.csv lists:
"budget ARS-5000 a month", "ARS 0", "NGN-5000", ₦0 and 0阿根廷比索 were dropped without a word (no amount was read, so
not even the missing ARS rate was said), and a code glued to NaN ("CHFNaN", "EURinf") slipped past the word boundary
that "CHF NaN" meets. Now each is said with the reason, and no budget is taken; a real amount is read as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

NEGATIVE = ("a budget or a price is never negative", "预算和价格不会是负数")
ZERO = ("a budget of zero buys nothing", "预算为零，什么也租不到")
NOT_FINITE = ("a budget is a finite amount of money", "预算须是有限的金额")


@pytest.mark.parametrize(("text", "said", "why"), [
    ("serve Llama-3-8B for 50 users, budget ARS-5000 a month", "ARS-5000", NEGATIVE),  # no rate held for ARS
    ("serve Llama-3-8B for 50 users, budget NGN-5000 a month", "NGN-5000", NEGATIVE),
    ("serve Llama-3-8B for 50 users, budget zł-5000 a month", "zł-5000", NEGATIVE),  # a sign, not a code
    ("serve Llama-3-8B for 50 users, budget ARS 0 a month", "ARS 0", ZERO),
    ("serve Llama-3-8B for 50 users, budget ARS0 a month", "ARS0", ZERO),
    ("serve Llama-3-8B for 50 users, budget ₦0 a month", "₦0", ZERO),
    ("给50个用户部署Qwen2.5-7B，预算每月0阿根廷比索", "0阿根廷比索", ZERO),  # the Chinese name after the amount
    ("serve Llama-3-8B for 50 users, budget 0 PHP a month", "0 PHP", ZERO),  # an acronym code, after the amount
    ("serve Llama-3-8B for 50 users, budget ARS NaN a month", "ARS NaN", NOT_FINITE),
    ("serve Llama-3-8B for 50 users, budget CHFNaN a month", "CHFNaN", NOT_FINITE),  # a held code glued to NaN
    ("serve Llama-3-8B for 50 users, budget EURinf a month", "EURinf", NOT_FINITE),
    ("we were quoted ARS-5000/h for an H100, fair?", "ARS-5000", NEGATIVE),  # a quote, not a budget
])
def test_a_signed_zero_or_nan_amount_in_any_currency_is_said_not_read(text, said, why):
    e = extract(text)
    assert e.patch.budget is None and e.patch.quoted_price is None, e.patch
    assert f"'{said}' is not read: {why[0]}" in e.notes, e.notes
    assert f"“{said}”未读取：{why[1]}" in e.zh_notes.values()


@pytest.mark.parametrize(("text", "note"), [
    # a real amount in a currency with no rate is still refused openly, never dollars
    ("serve Llama-3-8B for 50 users, budget ARS 5000000 a month", "the budget in ARS is not applied"),
    ("serve Llama-3-8B for 50 users, budget 5000 zł a month", "the budget in PLN is not applied"),
])
def test_a_real_amount_in_a_currency_with_no_rate_is_still_refused_openly(text, note):
    e = extract(text)
    assert e.patch.budget is None and any(n.startswith(note) for n in e.notes), e.notes


def test_an_acronym_code_before_a_zero_is_no_money_and_a_held_amount_is_read():
    # "PHP 0 errors" is a PHP version beside a count, never a budget of zero; CHF 5000 is a budget of 5,000 francs
    assert not any("not read" in n for n in extract("serve Llama-3-8B on PHP 0 errors for 50 users").notes)
    b = extract("serve Llama-3-8B for 50 users, budget CHF 5000 a month").patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (5000.0, "CHF", "month")
