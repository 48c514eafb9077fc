"""A rental budget (a month, an hour) said beside a server to BUY is not held against the box: the box is bought once,
so renting hours are no cap on it (tools.constraints.effective_budget, rental_budget_on_purchase). A power company
said "先在国内云上租，预算一个月3万", then "领导说不能上云，要自己买服务器": the ¥30,000 a month refused every plan and
the answer priced 48 × V100 per GPU-hour against it instead of naming a server to buy."""

from __future__ import annotations

from tools.constraints import effective_budget, purchase_rental_budget, rental_budget_on_purchase
from tools.schema import Budget, Workload


def test_a_monthly_budget_beside_a_server_to_buy_is_not_a_cap() -> None:
    month = Budget(amount=30000, currency="CNY", per="month")
    bought = Workload(model="Qwen/Qwen3-32B", budget=month, buy_server=True)
    assert effective_budget(bought) is None and rental_budget_on_purchase(bought) == month
    c = purchase_rental_budget(month)
    assert c.name == "budget" and c.status == "unchecked" and c.message is not None
    assert c.message.code == "constraints.budget_rental_on_purchase"


def test_a_one_off_budget_owned_cards_or_a_rental_keep_the_budget() -> None:
    total = Budget(amount=500000, currency="CNY", per="total")
    month = Budget(amount=30000, currency="CNY", per="month")
    # a one-off total is the purchase's cap (purchase_cap / tools.offprem_buy): kept
    assert effective_budget(Workload(model="m", budget=total, buy_server=True)) == total
    assert rental_budget_on_purchase(Workload(model="m", budget=total, buy_server=True)) is None
    # a rental (no buy_server) keeps its monthly budget
    assert effective_budget(Workload(model="m", budget=month)) == month
    assert rental_budget_on_purchase(Workload(model="m", budget=month)) is None
