"""A total budget on a service rented for stated hours is compared with those hours' bill.

"serve Llama-3.1-8B for 20 users, budget $3, for 2 days" said "✅ honoured: $3.00 in total" beside a plan of ≈ $25 for
the 48 h: a total was only ever held against a sized job's cost. Rule (tools.constraints.total_hours): a total budget
pays for the job's wall hours, else the service's stated rental hours (serving_hours), so its hourly limit is the
amount ÷ those hours; over it → the over-budget answer ("Nothing fits … N× the budget").
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.constraints import budget_constraint, effective_budget, hourly_limit
from tools.schema import Budget, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _serving(**kw) -> Workload:
    return Workload(task="inference", model="Llama-3.1-8B", concurrency=20, **kw)


def test_a_total_over_stated_rental_hours_is_an_hourly_limit():
    # $3 over 48 h = $0.0625 an hour; with no stated time a total bounds no hour (None)
    b = effective_budget(_serving(budget=Budget(amount=3, currency="USD", per="total"), serving_hours=48))
    assert b is not None and hourly_limit(b, None) == pytest.approx(3 / 48)
    bare = effective_budget(_serving(budget=Budget(amount=3, currency="USD", per="total")))
    assert bare is not None and hourly_limit(bare, None) is None


def test_a_total_within_says_what_the_stated_hours_spend():
    # $30 for 48 h at $0.44/h: 0.44 × 48 = $21.12 spent, within → honoured with $21.12 (not "$30 buys 68 h")
    b = effective_budget(_serving(budget=Budget(amount=30, currency="USD", per="total"), serving_hours=48))
    assert b is not None
    c = budget_constraint(b, 0.44, None, None, "USD", within=True)
    assert c.status == "honoured" and c.message.args["spend"] == "$21.12", c.message


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # runpod A40 at $0.44/h × 48 h = $21.12 against $3: 7.04 → "7×" the budget
    ("serve Llama-3.1-8B for 20 users, budget $3, for 2 days", "costs 7× the budget"),
    # ¥2.94/h (cudo RTX A5000 at this rate) × 48 h = ¥141.12 against ¥20: 7.06 → "7 倍"
    ("部署 Llama-3.1-8B 给20人用，用2天，总预算20元", "预算的 7 倍"),
    ("部署 Llama-3.1-8B 給20人用，用2天，總預算20元人民幣", "預算的 7 倍"),
])
def test_a_total_under_the_stated_hours_bill_is_not_honoured(tmp_path, text, said):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out and "✅" not in out.split("**以下")[0].split("**What would")[0], out[:900]


@pytest.mark.slow
def test_a_total_above_the_stated_hours_bill_is_honoured(tmp_path):
    # $30 for 2 days: the $0.44/h A40 spends 0.44 × 48 = $21.12 ≤ $30 → honoured
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "serve Llama-3.1-8B for 20 users, budget $30, for 2 days").text
    assert "✅ honoured: $30.00 in total" in out and "Nothing fits" not in out, out[:900]
