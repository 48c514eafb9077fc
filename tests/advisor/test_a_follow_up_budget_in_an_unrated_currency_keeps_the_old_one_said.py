"""A follow-up budget in a currency with no exchange rate held ("actually 2,000,000 ARS a month", 预算改成每月5000万越南盾,
"預算改成每月 2 億印尼盾") is refused as the first turn's is (no rate held: give it in a priced currency) and the thread's
budget stays as it was, SAID with why — never kept silently as if the new amount had been read, never invented."""

from __future__ import annotations

import pytest

from advisor.core.budget_period_again import budget_unrated_kept
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.schema import Budget, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

THREAD = Workload(model="llama-3.1-8b", budget=Budget(amount=1500, currency="USD", per="month"))


@pytest.mark.parametrize("text,code", [
    ("actually the budget is 2,000,000 ARS a month", "ARS"),
    ("make the budget ₫50,000,000 a month", "VND"),
    ("预算改成每月5000万越南盾", "VND"),  # 简体, glued: 5,000 × 10,000
    ("預算改成每月 2 億印尼盾", "IDR"),  # 繁體, with spaces
    ("budget 300000 pesos a month", "MXN"),  # a word naming several currencies: refused as ambiguous, kept all the same
])
def test_the_old_budget_is_said_kept(text, code):
    e = extract(text)
    assert e.patch.budget is None  # nothing invented: the amount is not a budget in any held currency
    kept = budget_unrated_kept(THREAD, e)
    en = [n for n in kept.notes if "not changed" in n]
    assert en and "$1,500" in en[0], kept.notes
    assert any(code in n for n in kept.notes), kept.notes  # the reason: the currency named
    assert "预算仍为每月 $1,500，没有改动" in kept.zh_notes[en[0]]


def test_without_an_earlier_budget_nothing_is_said_kept():
    e = extract("actually the budget is 2,000,000 ARS a month")
    assert not [n for n in budget_unrated_kept(Workload(model="llama-3.1-8b"), e).notes if "not changed" in n]


def test_a_pricing_currency_refused_is_no_budget_kept():
    # "price it in ARS" refuses the answer's currency, not a budget: the thread's budget needs no word
    e = extract("price it in ARS please")
    assert not [n for n in budget_unrated_kept(THREAD, e).notes if "not changed" in n]


@pytest.mark.slow
@pytest.mark.parametrize("follow,said,kept", [
    ("actually the budget is 2,000,000 ARS a month", "no exchange rate for ARS",
     "the budget stays $1,500 per month, not changed"),
    ("预算改成每月5000万越南盾", "没有 VND 的汇率", "预算仍为每月 $1,500，没有改动"),
])
def test_a_chat_says_the_budget_was_not_changed(tmp_path, follow, said, kept):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "Serve Llama 3.1 8B for 20 users, budget $1500 a month")
    reply = eng.handle("t", follow)
    assert said in reply.text and kept in reply.text, reply.text
