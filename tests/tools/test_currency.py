"""Every price in an answer is in the user's currency at THAT currency's rate (catalog/data/fx.csv), one conversion
function (tools.cost.convert_amount). Before, a TWD answer showed USD ÷ the CNY rate (7.2) labelled TWD: 230× too small."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.conftest import module_home
from tools.cost import convert_amount, cost_line, per_usd
from tools.schema import InstanceRow

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FX = Path(__file__).resolve().parents[2] / "catalog" / "data" / "fx.csv"
with open(FX, encoding="utf-8") as _f:
    RATES = {r["currency"]: float(r["per_usd"]) for r in csv.DictReader(_f) if r["per_usd"]}  # a blank rate: refused
OTHERS = ["TWD", "HKD", "EUR", "JPY", "GBP"]


@pytest.mark.parametrize("cur", OTHERS)
def test_a_usd_price_in_another_currency_is_price_times_that_rate(cur):
    # $2.50/h shown in `cur` is 2.50 × (units of `cur` per USD), never 2.50 ÷ the CNY rate.
    fx = {cur: RATES[cur]}
    got = convert_amount(2.5, "USD", cur, 7.2, fx)
    assert got == pytest.approx(2.5 * RATES[cur])
    assert got != pytest.approx(2.5 / 7.2)
    assert convert_amount(got, cur, "USD", 7.2, fx) == pytest.approx(2.5)  # and back


@pytest.mark.parametrize("cur", OTHERS)
def test_a_cny_price_reaches_another_currency_through_usd(cur):
    # ¥72/h at 7.2 CNY per USD is $10/h, so 10 × the rate in `cur`: each currency at its own rate.
    assert convert_amount(72.0, "CNY", cur, 7.2, {cur: RATES[cur]}) == pytest.approx(10 * RATES[cur])


def test_usd_and_cny_are_unchanged_and_a_missing_rate_is_an_error_not_a_guess():
    assert convert_amount(10.0, "USD", "CNY", 7.2, None) == pytest.approx(72.0)
    assert convert_amount(72.0, "CNY", "USD", 7.2, None) == pytest.approx(10.0)
    with pytest.raises(ValueError, match="no exchange rate for TWD"):
        convert_amount(1.0, "USD", "TWD", 7.2, None)
    with pytest.raises(ValueError):
        per_usd("EUR", 7.2, {"EUR": 0})


def test_a_cost_line_in_twd_uses_the_twd_rate_everywhere():
    # One 2-GPU row at $3.00/h on demand, $1.20 spot, for a 10-hour job, shown in TWD at 32 per USD: the hourly,
    # spot, per-GPU-hour and job figures are all 32× the USD ones.
    row = InstanceRow(provider="p", instance_type="x", gpu="L40S", gpu_count=2, price_on_demand=3.0, price_spot=1.2)
    usd = cost_line(row, job_hours=10, currency="USD")
    twd = cost_line(row, job_hours=10, currency="TWD", fx={"TWD": 32.0})
    assert twd.hourly_on_demand == pytest.approx(96.0) and twd.hourly_spot == pytest.approx(38.4)
    assert twd.per_gpu_hour == pytest.approx(usd.per_gpu_hour * 32)
    assert twd.job_on_demand == pytest.approx(usd.job_on_demand * 32)


@pytest.mark.slow
@pytest.mark.parametrize("cur", OTHERS)
def test_an_answer_with_a_budget_in_that_currency_is_priced_in_it(cur):
    # A 7B LoRA with a total budget in `cur`: the pick's hourly price is its catalog USD price × the rate, and the
    # headline, the budget line and the tiers all speak `cur` (before, the budget line said "$…" and prices were ÷ 7.2).
    from advisor.core.service import advise, catalog_rows
    from tools.schema import Budget, Workload

    amount = 200 * RATES[cur]  # about $200: enough for the job, so a plan is ranked
    rec = advise(Workload(model="llama-3.1-8b", task="lora", budget=Budget(amount=amount, currency=cur, per="total")),
                 stated={"model", "task", "budget"}, currency=cur)
    assert rec.currency == cur and rec.per_usd == RATES[cur]
    top = rec.candidates[0]
    rows, _, _ = catalog_rows()
    src = next(r for r in rows if (r.provider, r.instance_type, r.region or "") == (top.provider, top.instance, top.region or ""))
    usd = src.price_spot if top.billing == "spot" else src.price_on_demand
    assert top.price_per_hour.currency == cur
    assert top.price_per_hour.amount == pytest.approx(usd * top.instances * RATES[cur])
    budget = next(c for c in rec.constraints if c.name == "budget")
    assert cur in budget.message.en and "$" not in budget.message.en
    assert all(t.price_per_hour.currency == cur for t in rec.spec_range)
    assert cur in rec.headline.en
