"""A budget whose currency is written before the amount with its own sign or code (A$, R$, RM, CHF, MOP, 澳元) and
whose amount is signed or zero is said as not read and never kept to: "A$ -5,000" was read as a 5,000 AUD budget (the
minus dropped), "RM 0" vanished with no word. A budget of minus five thousand or of nothing buys no machine, so there
is nothing to honour; the plan is made with no budget and the note quotes what was typed. The same amounts unsigned
are still read in their own currency (RM 5000 is 5,000 MYR, A$5,000 is 5,000 AUD).

In a thread, such an amount asked about ("what about RM -5000?", "make it CHF 0") keeps the thread's plan and says the
figure was not read; "RM" is money, never a cloud the catalog lacks."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.followup_check import asked_name
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_NEGATIVE = "a budget or a price is never negative"
_ZERO = "a budget of zero buys nothing"


@pytest.mark.parametrize("text, said, why", [
    ("serve Llama-3-8B for 10 users, budget A$ -5,000 a month", "A$ -5,000", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget RM -5000 a month", "RM -5000", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget CHF -500 a month", "CHF -500", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget MOP -5000", "MOP -5000", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget R$ -5000", "R$ -5000", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget A$-5,000 a month", "A$-5,000", _NEGATIVE),  # glued: no space
    ("serve Llama-3-8B for 10 users, budget RM-5000 a month", "RM-5000", _NEGATIVE),
    ("serve Llama-3-8B for 10 users, budget -A$5,000", "-A$5,000", _NEGATIVE),  # the minus before the sign
    ("serve Llama-3-8B for 10 users, budget A$0 a month", "A$0", _ZERO),
    ("serve Llama-3-8B for 10 users, budget RM 0 a month", "RM 0", _ZERO),
    ("serve Llama-3-8B for 10 users, budget CHF 0", "CHF 0", _ZERO),
])
def test_a_signed_or_zero_amount_after_a_currency_code_is_said_not_read(text, said, why):
    e = extract(text)
    assert e.patch.budget is None, e.patch.budget  # never 5,000 AUD / MYR / CHF with the minus dropped
    assert f"'{said}' is not read: {why}" in e.notes, e.notes


@pytest.mark.parametrize("text, said", [
    ("部署Llama-3-8B给10人用，预算澳元-5000每月", "澳元-5000"),   # 简体, the currency's Chinese name before the amount
    ("部署Llama-3-8B給10人用，預算澳幣0每月", "澳幣0"),           # 繁體, zero
    ("部署Llama-3-8B给10人用，预算RM-5000一个月", "RM-5000"),     # glued into Chinese text
])
def test_the_same_in_chinese(text, said):
    e = extract(text)
    assert e.patch.budget is None, e.patch.budget
    assert any(said in n and "not read" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, want", [
    # unsigned, each is a budget in its own currency: the screen takes only a sign or a zero
    ("serve Llama-3-8B for 10 users, budget RM 5000 a month", (5000, "MYR")),
    ("serve Llama-3-8B for 10 users, budget A$5,000 a month", (5000, "AUD")),
    ("serve Llama-3-8B for 10 users, budget MOP 5000 a month", (5000, "MOP")),
    ("serve Llama-3-8B for 10 users, budget CHF 0.50", (0.5, "CHF")),  # 0.50 is no zero
    ("部署Llama-3-8B给10人用，预算A$ 5000一个月", (5000, "AUD")),
])
def test_an_unsigned_amount_after_its_code_is_still_read(text, want):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency) == want, b


def test_a_budget_said_as_not_a_number_after_a_code_is_said():
    e = extract("serve Llama-3-8B for 10 users, budget RM NaN a month")
    assert e.patch.budget is None and any("RM NaN" in n and "finite" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["what about RM -5000?", "what about A$ -5,000?", "what about R$-5000?",
                                  "make it CHF 0?", "预算改成RM-5000呢？", "what about MOP?"])
def test_a_currency_asked_about_is_no_product_name(text):
    assert asked_name(text) is None


def test_a_product_name_is_still_asked_about():
    assert asked_name("what about Colab Pro?") == "Colab Pro"


@pytest.mark.slow
@pytest.mark.parametrize("again, said", [
    ("what about RM -5000?", "'RM -5000' is not read"),
    ("make it CHF 0", "'CHF 0' is not read"),
])
def test_a_thread_keeps_its_budget_when_the_new_one_is_not_read(again, said):
    eng = Engine(store=Store(":memory:"))
    first = eng.handle("t", "serve Llama-3-8B for 10 users, budget A$5,000 a month")
    r = eng.handle("t", again)
    assert first.recommendation is not None and first.recommendation.workload.budget is not None
    assert said in r.text, r.text[:400]
    assert "5,000 MYR" not in r.text and "not a cloud or card" not in r.text, r.text[:400]
    if r.recommendation is not None:  # re-planned or not, the thread's 5,000 AUD a month stands
        b = r.recommendation.workload.budget
        assert b is not None and (b.amount, b.currency) == (5000, "AUD"), b
