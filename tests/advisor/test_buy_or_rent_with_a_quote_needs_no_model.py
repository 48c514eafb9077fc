"""A first "buy or rent?" that quotes a server's price, a utilisation and a horizon is answered with the rent over the
horizon, the quote plus power and the break-even — never a template asking which model (a comparison of the same GPUs
the same hours needs none) — in English, 简体 and 繁體. Hand: 8 GPUs × 3 years × 8,760 h × 60 % = 126,144 GPU-hours;
the power 10.2 kW × 1.58 × 15,768 h × $0.13 = $33,035."""

import pytest

from advisor.core.buy_or_rent import quote_said, utilisation_said, years_said
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_ask, module_home
from tools.schema import Budget, Money, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, quote", [
    ("we got a quote of ~$250k for an 8xH100 server", (250_000, "USD")),
    ("买一台8卡H100服务器报价200万", (2_000_000, None)),  # bare: the answer's own money
    ("8 卡 H200 伺服器報價 NT$1,200 萬", (12_000_000, "TWD")),
    ("8張H100伺服器報價 250 萬港幣", (2_500_000, "HKD")),
    ("purchase an 8xH200 server for 400k or keep renting", (400_000, None)),
    ("电费每度0.6元，8卡H100服务器报价200万元", (2_000_000, "CNY")),  # the power price is not the quote
])
def test_the_quote_is_read(text, quote):
    w = Workload(power_price=Money(amount=0.6, currency="CNY")) if "电费" in text else Workload()
    assert quote_said(text, w) == quote


def test_a_monthly_budget_is_not_a_quote():
    w = Workload(budget=Budget(amount=2000, currency="USD", per="month"))
    assert quote_said("budget $2000 a month, buy 4090s or rent?", w) is None


@pytest.mark.parametrize("text, util, years", [
    ("use it maybe 60% of the time over the next 3 years", 0.6, 3), ("利用率六成，三年", 0.6, 3),
    ("預計使用率七成、用三年", 0.7, 3), ("每天大概用一半时间，用两年", 0.5, 2), ("for 4 years", None, 4),
])
def test_utilisation_and_horizon_are_read(text, util, years):
    assert utilisation_said(text) == util and years_said(text) == years


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    ("we got a quote of ~$250k for an 8xH100 server. we'd use it maybe 60% of the time for fine-tuning over the next "
     "3 years. buy or rent?", ("126,144 GPU-hours", "$33,035", "Break-even")),
    ("买一台8卡H100服务器报价200万，利用率60%，三年，买还是租？", ("126,144 GPU 小时", "回本点")),
    ("我們收到一台 8 卡 H100 伺服器報價 NT$800 萬，預計使用率六成、用三年，買還是租比較划算？", ("126,144 GPU 小時", "回本點")),
    # 8 h a day = 1/3 of the time: 2 × 2 years × 8,760 h ÷ 3 = 11,680 GPU-hours
    ("Is it worth buying 2x RTX 6000 Ada for $16,000 vs renting? We'd run them 8 hours a day for 2 years.",
     ("11,680 GPU-hours", "33 %")),
])
def test_a_quoted_server_is_compared_without_asking_for_a_model(ask, text, words):
    out = ask(text)
    assert "Which model" not in out and "哪个模型" not in out and "哪個模型" not in out
    for w in words:
        assert w in out


@pytest.mark.slow
def test_a_quote_after_a_plan_is_weighed_against_the_plans_cards(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("k", "serve Llama-3.1-8B for 50 users").recommendation
    top = first.candidates[0]
    gpus = int(top.gpu_count) * top.instances
    out = eng.handle("k", "we could buy that machine for $120k instead, used 70% over 3 years. buy or rent?").text
    # the plan's cards × 3 years × 8,760 h × 70 % = GPUs × 18,396 GPU-hours
    assert f"{gpus * 18_396:,} GPU-hours" in out and top.gpu in out
