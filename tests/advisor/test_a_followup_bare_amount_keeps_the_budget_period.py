"""A follow-up's bare amount keeps the thread's budget period (advisor.core.budget_period_again): "budget about
€3k/month" then "what should we rent instead? still about €3k" is €3,000 a month again — read as a total, an always-on
service's €3,000 bought ≈ 6.6 days and the follow-up answered a question nobody asked. A period word in the follow-up
("in total", 总共, "a month") and a first budget that was itself a total are left as said."""

from __future__ import annotations

import pytest

from advisor.core.budget_period_again import budget_period_again
from advisor.core.conversation import Engine, Reply
from advisor.core.extract_rules import budget_period_said, extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Budget, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _month(amount: float, cur: str) -> Workload:
    return Workload(model="Qwen3-14B", budget=Budget(amount=amount, currency=cur, per="month"))


@pytest.mark.parametrize(("text", "lang", "amount", "cur"), [
    ("ok, what exactly should we rent instead? still germany, still about €3k", "en", 3000, "EUR"),
    ("换成 Qwen2.5-14B 呢？预算还是 3 万元左右", "zh", 30000, "CNY"),
    ("改用 Qwen2.5-14B，預算大約 8 萬台幣", "zh-Hant", 80000, "TWD"),
])
def test_a_bare_amount_after_a_monthly_budget_is_a_month_again(text, lang, amount, cur):
    # Hand: the reader alone takes a bare amount as a total (a one-off job's budget); after a monthly budget in the
    # thread the same words are that month's figure, said in a note that names the period and how to undo it.
    e = extract(text)
    assert e.patch.budget is not None and e.patch.budget.per == "total" and not budget_period_said(text, lang)
    out = budget_period_again(_month(amount / 2, cur), e, text, lang)
    assert out.patch.budget == Budget(amount=amount, currency=cur, per="month"), out.patch.budget
    assert any(out.note_ids[n].code == "reader.budget_period_kept" for n in out.notes if n in out.note_ids)


@pytest.mark.parametrize(("text", "lang", "per"), [
    ("what about qwen2.5-32b, $5k in total", "en", "total"),
    ("换成 Qwen2.5-32B，总共 5 万元", "zh", "total"),
    ("改用 Qwen2.5-32B，每月預算 8 萬台幣", "zh-Hant", "month"),
    ("what about qwen2.5-32b at $4/hour", "en", "hour"),
])
def test_a_period_said_in_the_follow_up_wins(text, lang, per):
    # Hand: the user's own period word decides; "$5k in total" after "$2k/month" is a one-off sum, as said.
    e = extract(text)
    assert budget_period_said(text, lang)
    out = budget_period_again(_month(2000, "USD"), e, text, lang)
    assert out.patch.budget is not None and out.patch.budget.per == per


def test_a_total_thread_or_no_thread_budget_is_left_alone():
    # Hand: a training job's "$500 in total" then "make it $800": still a total; no earlier budget: the reader's total.
    e = extract("make it $800")
    total = Workload(model="Llama-3.1-8B", task="lora", budget=Budget(amount=500, currency="USD", per="total"))
    assert budget_period_again(total, e, "make it $800", "en").patch.budget.per == "total"
    assert budget_period_again(Workload(model="Llama-3.1-8B"), e, "make it $800", "en").patch.budget.per == "total"


def _chat(tmp_path, turns: list[str]) -> list[Reply]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in turns]


@pytest.mark.slow
def test_the_second_turn_is_priced_against_the_month(tmp_path):
    # Hand: Qwen3-14B for 300 users in Germany at €3k/month; "still about €3k" is €3,000 a month (≈ €4.11/h over
    # 730 h), checked as a month — not "€3,000 in total buys 6.6 days of the top pick".
    one, two = _chat(tmp_path, [
        "we want qwen3 14b for 300 users at once, data in germany, budget about €3k/month",
        "what should we rent instead? still germany, still about €3k"])
    for r in (one, two):
        assert r.recommendation is not None
        b = r.recommendation.workload.budget
        assert b is not None and (b.amount, b.currency, b.per) == (3000, "EUR", "month"), b
    assert "EUR in total" not in two.text and "buys 6.6 days" not in two.text and "per month" in two.text
