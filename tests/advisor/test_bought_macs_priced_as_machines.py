"""Macs bought to run a model are machines: Apple's list price × the machines said (two boxes are two machines),
their wall power, the payback against the cheapest rental of the same job at the hours said (else 8 h and 24 h a day)
and a one-line verdict — never "no purchase price held", never GPU-hours. A buy question's model name is no quote."""

import re

import pytest

from advisor.core.buy_or_rent import quote_said
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_digit_inside_a_model_name_is_no_quote() -> None:
    # "rent for Llama-3.1-8B": the 3.1 is the model's version, not a $3.10 quote; "quoted $4,200" still is one
    assert quote_said("Buy 2x RTX 4090 or rent for Llama-3.1-8B?", Workload()) is None
    assert quote_said("Buy or rent for Phi4-mini, 10 h a day?", Workload()) is None
    assert quote_said("整机报价4200，买还是租？", Workload()) == (4200.0, None)
    assert quote_said("quote of 250k for 8xH100, or rent?", Workload()) == (250000.0, None)


@pytest.mark.slow
def test_two_mac_minis_simplified_are_two_machines_with_payback(tmp_path):
    # Hand: Llama 3.1 8B in 4-bit ≈ 4.9 GB + KV, fits the 24 GB base Mac mini M4 Pro (24 × 0.75 = 18 GB for the GPU),
    # so the $1,399 list price is exact: 2 × 1,399 = $2,798 (× 7.2 ≈ ¥20,146), 2 × 140 W. The cheapest rental of the
    # job is a ≈ ¥1.8/h 24 GB card; 8 h a day → ≈ ¥438 rent a month, payback ≈ 54 months; 24 h → ≈ 18 months;
    # break-even ≈ 12 h a day over 3 years.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "打算买两台 Mac mini M4 Pro 跑 Llama 3.1 8B，还是租云划算？").text
    assert "这里没有购买价格数据" not in out, out
    line = next(x for x in out.splitlines() if x.startswith("- 买的一边"))
    assert "2 台整机" in line and "不按 GPU 小时计价" in line and "至少" not in line, line
    assert "每天 8 小时" in line and "每天 24 小时" in line and "个月回本" in line, line
    assert re.search(r"结论：看用量——按 3 年算，每天用超过 [\d.]+ 小时就买", line), line


@pytest.mark.slow
def test_two_mac_studios_traditional_are_two_machines(tmp_path):
    # Hand: 兩部 = two Mac Studio M4 Max: 2 × $1,999 = $3,998, 2 × 480 W = 960 W; Mistral Small 24B in 16-bit ≈ 47 GB
    # over the 36 GB base box's ≈ 29 GB GPU share, so the list price is a floor ("至少").
    q = "我哋想買兩部 Mac Studio M4 Max 跑 Mistral Small 24B，定係租雲好？"
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    line = next(x for x in out.splitlines() if x.startswith("- 買的一邊"))
    assert "2 台整機" in line and "結論" in line, line
    assert "960 W" in line, line


@pytest.mark.slow
def test_one_m3_ultra_at_the_hours_said_gets_a_buy_verdict(tmp_path):
    # Hand: Qwen3-30B-A3B BF16 ≈ 61 GB fits the 96 GB base M3 Ultra (≈ 77 GB for the GPU): $3,999 exact, 480 W. The
    # cheapest rental of the job ≈ $0.9 an hour; 10 h a day → ≈ 304 h → rent ≈ $268 a month, power ≈ $19 → ≈ 16
    # months; break-even 3,999 ÷ (1,095 d × (0.88 − 0.06)) ≈ 4.5 h a day < 10 h said → buy.
    q = "Thinking of buying a Mac Studio M3 Ultra to run Qwen3-30B-A3B for 3 people, about 10 hours a day, or rent?"
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    line = next(x for x in out.splitlines() if x.startswith("- Buy side"))
    assert "1 machine bought outright" in line and "$3,999" in line and "10 h a day" in line, line
    assert "Verdict: buy" in line, line


@pytest.mark.slow
@pytest.mark.parametrize("q", [
    "Buy one RTX 4090 or rent it to run Mistral 7B about 5 hours a day?",
    "想買一張 RTX 3090 跑 Qwen2.5-7B，定係租好？每日用 3 個鐘",
])
def test_a_geforce_buy_answer_ends_in_one_verdict_consistent_with_its_payback(tmp_path, q):
    # Hand: the verdict is the payback over the 3-year horizon in one line: a payback under 36 months at the hours
    # said means the hours are above the break-even (buy), over 36 months below it (rent). RTX 4090 $1,599 at 5 h a
    # day ≈ 152 h a month against a ≈ $0.7 hour → ≈ 15 months → buy; RTX 3090 $1,499 at 3 h a day ≈ 91 h a month
    # against a ≈ $0.5 hour → ≈ 36 months → the break-even is ≈ 3 h a day.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    lines = out.splitlines()
    months = next(float(m.group(1).replace(",", "")) for x in lines
                  if (m := re.search(r"(?:pays back in ≈ |[约約] )([\d,.]+) (?:months|個月回本|个月回本)", x)))
    verdict = next(x for x in lines if "Verdict:" in x or "結論：" in x)
    if months < 35.5:
        assert "Verdict: buy" in verdict or "結論：買" in verdict, verdict
    elif months > 36.5:
        assert "Verdict: rent" in verdict or "結論：租" in verdict, verdict
