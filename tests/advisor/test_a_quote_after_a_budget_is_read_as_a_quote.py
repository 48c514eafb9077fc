"""A budget and a machine's quoted price said in the same message are both read: the budget as a budget (with its own
period, not the hour of the quote after it), the quote as a quote the verdict judges (extract_rules._quote_after_budget).
Before, the first amount was read as the budget and the quote after it was dropped, so "fair?" got no verdict."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "budget", "per", "quote", "scope"), [
    ("our budget is $500 a month, the vendor quoted $3/h for an H100, fair?", 500.0, "month", 3.0, "gpu"),
    ("budget $2000/month; we were quoted $2.50/hr per A100 — is that fair?", 2000.0, "month", 2.5, "gpu"),
    ("预算每月500美元，供应商报价H100每小时3美元，合理吗？", 500.0, "month", 3.0, "gpu"),
    ("預算每月500美元，供應商報價H100每小時3美元，合理嗎？", 500.0, "month", 3.0, "gpu"),
    # glued, no comma: the hour after 报价 is the quote's, never the budget's period
    ("预算每月500美元供应商报价H100每小时3美元合理吗", 500.0, "month", 3.0, "gpu"),
    ("預算每月500美元廠商報價H100每小時3美元貴不貴", 500.0, "month", 3.0, "gpu"),
    ("预算每月3000元,厂商给的报价是A100每小时15元,贵不贵", 3000.0, "month", 15.0, "gpu"),
])
def test_a_budget_then_a_quote_reads_both(text, budget, per, quote, scope):
    p = extract(text).patch
    assert p.budget is not None and (p.budget.amount, p.budget.per) == (budget, per), p
    assert p.quoted_price is not None and (p.quoted_price.amount, p.quoted_price.per) == (quote, "hour"), p
    assert p.quoted_price.scope == scope


def test_a_second_running_budget_is_still_a_budget_not_a_quote():
    # "$1,500 one-off …, $800/month to run search": no quote word, no card: the second amount is the running budget
    p = extract("$1,500 one-off for the embedding run, $800/month to run search").patch
    assert p.quoted_price is None and p.budget is not None and p.budget.per == "total"
    assert p.serving_budget is not None and p.serving_budget.amount == 800.0


@pytest.mark.slow
@pytest.mark.parametrize(("text", "lead"), [
    ("our budget is $500 a month, the vendor quoted $3/h for an H100, fair?", "Is the quote fair? Your quote, $3/h"),
    ("预算每月500美元供应商报价H100每小时3美元合理吗", "报价是否合理：你的报价 3美元"),
])
def test_a_quote_after_a_budget_gets_its_verdict(tmp_path_factory, text, lead):
    # $3/h per H100 against the cheapest seller's own one-GPU H100 ($2.17/h): 1.4×, a verdict, the budget kept apart
    answer = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", text).text
    assert lead in answer.splitlines()[0].lstrip("> *"), answer[:400]


@pytest.mark.parametrize(("text", "budget", "said"), [
    ("keep it under $2/h, we were quoted $4/h elsewhere", 2.0, "$4/h"),
    ("预算每小时10元，别家报价每小时20元", 10.0, "20元"),
])
def test_a_quote_with_no_card_after_a_budget_is_said_not_dropped(text, budget, said):
    # no card to judge it by: the budget stays the budget and the quote is said as a quote (never silently unread)
    e = extract(text)
    assert e.patch.budget is not None and e.patch.budget.amount == budget and e.patch.quoted_price is None
    assert any(n.startswith(f"'{said}' read as a price you were quoted, not a budget") for n in e.notes), e.notes
