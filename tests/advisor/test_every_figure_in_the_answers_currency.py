"""Every money figure of one answer is in the answer's currency (conversation.answer_currency / home_currency: CNY in
简体, TWD in a Taiwan 繁體 question, HKD in a Cantonese one, USD in English), converted from the catalog's USD at
catalog/data/fx.csv's rate with the rate said: the non-LLM paths too — a Chronos forecast's nightly money
(advisor.core.forecast_reply) and the isolated-tenants fleet (advisor.core.tenant_note, tools.tenant_slices), which
priced in $ inside an answer otherwise in TWD."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.places import fx_rate
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
currency_home = pytest.fixture(scope="module", autouse=True, name="currency_home")(module_home)

_NUM = r"([\d,]+\.\d+|[\d,]+)"


def _ask(tmp_path, text: str) -> str:
    """`text` as the first message of its own thread (the English twin is not a follow-up of the Chinese one)."""
    return Engine(store=Store(tmp_path / f"{abs(hash(text))}.db")).handle("t", text).text


def _figure(pattern: str, out: str) -> float:
    m = re.search(pattern, out)
    assert m, (pattern, out)
    return float(m.group(1).replace(",", ""))


def _rate(code: str) -> float:
    got = fx_rate(code)
    assert got is not None and got.per_usd
    return got.per_usd


# the same question in English (USD) and in each script: the nightly L4's hourly price × fx.csv's rate. By hand
# (fx.csv 2026-11-30): a $0.49/h L4 → ¥3.53 (× 7.2), 15.68 TWD (× 32), 3.82 HKD (× 7.8)
FORECAST_EN = "Forecast 3M SKUs nightly with Chronos-Bolt, what does it cost?"


@pytest.mark.parametrize("text, code, hourly", [
    ("每晚用Chronos-Bolt预测300万个SKU，要多少钱", "CNY", r"每小时 ¥" + _NUM),
    ("每晚用Chronos-Bolt預測300萬個SKU，要多少錢", "TWD", r"每小時 " + _NUM + " TWD"),
    ("我哋每晚用Chronos-Bolt預測300萬個SKU，要幾多錢", "HKD", r"每小時 " + _NUM + " HKD"),
    # another model and count: 50 万条时间序列 on Chronos-Bolt-Small, still the answer's money
    ("每天用Chronos-Bolt-Small预测50万条时间序列，每月多少钱", "CNY", r"每小时 ¥" + _NUM),
    # a proposed 8 × H100 node held against the batch (tools.proposed_plan.plan_cost): its month in ¥ too
    # ($14.34/h → ¥103.25; 730 h ≈ $10,468 → ¥75,370), never a $ figure beside the ¥ pick
    ("主管想租一台8卡H100全天候跑Chronos-Bolt，每晚预测300万个SKU，每月要多少钱", "CNY", r"每小时 ¥" + _NUM),
])
def test_forecast_money_is_in_the_answers_currency(tmp_path, text, code, hourly):
    en = _ask(tmp_path, FORECAST_EN)
    assert "$" in en and "1 USD =" not in en  # English stays in the catalog's USD, no rate to state
    usd = _figure(r"`, \$" + _NUM + "/h", en)
    out = _ask(tmp_path, text)
    assert "$" not in out, out  # no figure left in dollars beside the yuan / NT$ / HK$ ones
    assert abs(_figure(hourly, out) - usd * _rate(code)) <= 0.01, out
    assert f"1 USD = {_rate(code):g} {code}" in out and "2026" in out  # the rate and its date said, as the LLM path


# the fleet: 12 tenants of Qwen2.5-7B at 8-bit (7.6 + 0.2 KV + 0.8 engine ≈ 8.7 GB → MIG 1g.10gb, 7 a card → 2 ×
# A100 80GB). By hand, the cheapest 2-card machine at $2.40/h ≈ $1,752 a month (× 730) → 76.80 TWD/h ≈ 56,064 TWD
# (× 32); ¥17.28 ≈ ¥12,614 (× 7.2); 18.72 HKD ≈ 13,666 HKD (× 7.8)
TENANTS_EN = "12 hospitals, each with its own fine-tuned Qwen2.5-7B, isolated, what does it cost a month?"


@pytest.mark.parametrize("text, code, hourly, month", [
    ("12家医院各自有自己的微调Qwen2.5-7B模型，必须隔离，每月多少钱", "CNY", r"每小时 ¥" + _NUM, r"合计每月 ≈ ¥" + _NUM),
    ("12家醫院各自有自己的微調Qwen2.5-7B模型，必須隔離，每月多少錢", "TWD", r"每小時 " + _NUM + " TWD",
     r"合計每月 ≈ " + _NUM + " TWD"),
    ("我哋有12間醫院，每間都有自己嘅微調Qwen2.5-7B模型，要隔離唔可以共用，每個月要幾多錢", "HKD",
     r"每小時 " + _NUM + " HKD", r"合計每月 ≈ " + _NUM + " HKD"),
])
def test_the_isolated_fleet_is_in_the_answers_currency(tmp_path, text, code, hourly, month):
    en = _ask(tmp_path, TENANTS_EN)
    usd_hour, usd_month = _figure(r"at \$" + _NUM + "/h", en), _figure(r"≈ \$" + _NUM + " a month for all", en)
    assert "1 USD =" not in en
    out = _ask(tmp_path, text)
    rate = _rate(code)
    assert abs(_figure(hourly, out) - usd_hour * rate) <= 0.01, out
    assert abs(_figure(month, out) - usd_month * rate) <= rate, out  # the month is shown whole: within a dollar's worth
    assert "$" not in out, out  # the reader's note, the headline, the rows: none left in dollars
    assert f"1 USD = {rate:g} {code}" in out
