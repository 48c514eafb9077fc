"""A total budget said for a server to buy ("只能买服务器" … "预算80万以内") is a cap on the purchase, never hours of a
rented plan (¥800,000 was said to buy "3,134.9 days" of the rental shown as a price reference). No purchase price
is held, so it is not checked; the answer says what it leaves each GPU of the plan, all-in."""

from __future__ import annotations

import pytest

from advisor.core.messages import word
from tools.constraints import purchase_cap
from tools.schema import Budget


def test_a_purchase_budget_is_split_over_the_plans_gpus():
    # ¥800,000 ÷ 8 GPUs = ¥100,000 a GPU, all-in
    c = purchase_cap(Budget(amount=800_000, currency="CNY", per="total"), 8)
    assert c.status == "unchecked" and c.message.code == "constraints.purchase_cap"
    assert c.message.args["each"] == "¥100,000"
    zh = word(c.message, "zh")
    assert "买服务器的预算" in zh and "¥100,000" in zh and "天" not in zh


@pytest.mark.parametrize(("amount", "gpus", "each"), [
    (1_500_000, 4, "375,000 TWD"),  # NT$1,500,000 ÷ 4 = NT$375,000, written as money_text writes TWD
    (250_000, 2, "125,000 TWD"),
])
def test_the_share_a_gpu_is_said_in_the_budgets_currency(amount, gpus, each):
    c = purchase_cap(Budget(amount=amount, currency="TWD", per="total"), gpus)
    assert c.message.args["each"] == each
    assert "rental hours" in word(c.message, "en")
