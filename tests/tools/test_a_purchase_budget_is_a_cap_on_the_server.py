"""A total budget said for a server to buy ("只能买服务器" … "预算80万以内") is a cap on the purchase, never hours of a
rented plan (¥800,000 was said to buy "3,134.9 days" of the rental shown as a price reference). No purchase price
is held, so it is not checked; the answer says what it leaves each GPU of the plan, all-in."""

from __future__ import annotations

import pytest

from advisor.core.messages import word
from tests.conftest import module_home
from tools.constraints import purchase_cap
from tools.schema import Budget

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


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


@pytest.mark.slow
def test_a_bought_servers_budget_is_no_rental_time_in_the_answer(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # 120 nurses → a head count (15 % at once, 18); the ¥60万 after "只能买服务器" is the purchase's cap
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "医院想部署Qwen2.5-32B给护理部用，120名护士，数据不能出院，只能买服务器，要买什么配置？")
    r = eng.handle("t", "预算60万以内，够吗")
    assert r.recommendation is not None and r.recommendation.workload.head_count == 120
    # the box's cards are now priced (tools.offprem_buy: the cheapest box with a held launch price that holds the 18
    # nurses at once) and held against the budget in the headline, so the unchecked "买服务器的预算" line is gone
    assert "一次性预算 ¥600,000 以内" in r.text and "可用首选方案" not in r.text and "人同时使用" not in r.text
    assert "| 1 |" not in r.text  # no rented row


@pytest.mark.slow
def test_an_earlier_question_without_the_budget_does_not_change_the_box(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # The prefilter memo is shared by every thread of one engine. A no-cloud question without a budget refuses GeForce
    # cards (online serving asks a seller's SLA); with a one-off budget the box is the office's own and a GeForce card
    # may hold it (tools.offers._needs_sla). The first question's eligible rows were reused for the second, so the
    # hospital's ¥600k read as "no machine I can price holds it" on another thread; asked alone it buys 4 × RTX 3090
    # (65 GB of BF16 weights ÷ 4 + 19.3 GB of KV ÷ 4 ≈ 21 GB a 24 GB card)
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("a", "医院想部署Qwen2.5-32B给护理部用，120名护士，数据不能出院，只能买服务器，要买什么配置？")
    r = eng.handle("b", "医院想部署Qwen2.5-32B给护理部用，120名护士，数据不能出院，只能买服务器，预算60万以内，够吗？")
    assert "一次性预算 ¥600,000 以内" in r.text and "能报价的机器都跑不下" not in r.text, r.text[:1200]
    # the box is 4 × RTX 3090 on an x86 host: the rented GH200 that sized the BF16 plan leaves no "aarch64 (Grace)" check
    assert "aarch64" not in r.text and "Grace" not in r.text, r.text
