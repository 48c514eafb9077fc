"""A budget per second or per minute was read as a budget in total ("serve Llama-3-8B for 10
users, budget $2 per second" → "budget $2.00 in total"; "$3 per minute" on a LoRA → "Nothing fits a budget of $3.00 in
total"). Expected by hand: an hour has 3,600 seconds and 60 minutes, so $2/s is $7,200 an hour and $3/min $180 an
hour, read per hour with a note that says the product; never a total."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "hourly", "cur"), [
    ("serve Llama-3-8B for 10 users, budget $2 per second", 7200.0, "USD"),   # 2 × 3,600
    ("serve Llama-3-8B for 10 users, budget 2 dollars a second", 7200.0, "USD"),
    ("LoRA Llama-3-8B on 50k examples, 3 epochs, budget $3 per minute", 180.0, "USD"),  # 3 × 60
    ("给 10 个用户部署 Llama-3-8B，预算每分钟 1 元", 60.0, "CNY"),   # 1 × 60
    ("给 10 个用户部署 Llama-3-8B，预算 1 元/分钟", 60.0, "CNY"),
])
def test_a_rate_under_an_hour_is_read_per_hour_with_a_note(text, hourly, cur):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and b.per == "hour" and b.amount == pytest.approx(hourly) and b.currency == cur, b
    assert e.patch.budget_per_hour is not None and e.patch.budget_per_hour.amount == pytest.approx(hourly)
    assert any(f"{hourly:,.2f} {cur} an hour" in n for n in e.notes), e.notes


def test_requests_per_second_beside_a_total_budget_leave_it_a_total():
    b = extract("serve Llama-3-8B at 5 requests per second, budget $200").patch.budget
    assert b is not None and b.per == "total" and b.amount == 200.0, b


@pytest.mark.slow
def test_the_answer_never_says_in_total(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "serve Llama-3-8B for 10 users, budget $2 per second")
    assert "in total" not in r.text and "$7,200" in r.text, r.text[:400]
