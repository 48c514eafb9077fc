"""A price said right after an Apple box the user would buy ("Mac Studio M3 Ultra 256GB for about $5,600",
買部Mac Studio M4 Max 128GB（大約HK$2.9萬）, 买台Mac mini M4 Pro 64G，大概¥1.3万) is that box's price: read as
`machine_price_said`, never a total budget, the box read as bought, and the buy side pays that price back against
the cheapest rental of the job — never Apple's base list price (advisor/core/machine_quote_read.py,
tools.machine_price.machine_line). A budget word beside the money keeps it a budget."""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home
from tools.machine_price import machine_line

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize(("text", "amount", "cur", "chip"), [
    ("We want Gemma 3 27B for 6 staff. Would a Mac Studio M4 Max 128GB for about $3,700 do, or should we rent?",
     3700.0, "USD", "Apple M4 Max"),
    ("我们8个人想跑Qwen2.5-32B，买台Mac mini M4 Pro 64G，大概¥1.3万，够不够？", 13000.0, "CNY", "Apple M4 Pro"),
    ("我哋5個人想用Mistral Small 24B，買一部Mac Studio M3 Ultra 256GB（大約HK$4.4萬）夠唔夠？", 44000.0, "HKD",
     "Apple M3 Ultra"),
])
def test_the_price_beside_the_mac_is_its_price_not_a_budget(text, amount, cur, chip):
    e = extract(text)
    said = e.patch.machine_price_said
    assert said is not None and (said.amount, said.currency) == (amount, cur), e.patch
    assert e.patch.budget is None, e.patch.budget
    assert (e.patch.gpu_preference, e.patch.owned_gpus) == (chip, True)


def test_a_budget_word_beside_the_money_keeps_it_a_budget():
    e = extract("Looking at a Mac Studio M4 Max for Qwen2.5-14B, our budget is $4,000 at most. Enough?")
    assert e.patch.machine_price_said is None and e.patch.budget is not None


def test_the_said_price_replaces_the_list_price_and_is_no_floor():
    # Hand: one Mac Studio M3 Ultra at the user's $6,200 (not Apple's $3,999 base, no "at least"), 480 W, against a
    # $1.50 rental hour at $0.13 a kWh. 8 h a day: 8 × 30.42 = 243.3 h → rent $365, power 0.48 × 243.3 × 0.13 = $15.2
    # → 6,200 ÷ 349.8 = 17.7 months; 24 h: 730 h → rent $1,095, power $45.6 → 6,200 ÷ 1,049.4 = 5.9 months.
    msg = machine_line("Apple M3 Ultra", 1, (256.0, 200.0, 0.75), 1.50, "x 1x_H100", "USD", 1.0, 0.13, False, None,
                       6200.0)
    assert msg is not None
    assert "$6,200 each (the price you gave)" in msg.en and "at least" not in msg.en, msg.en
    assert "17.7 months" in msg.en and "5.9 months" in msg.en, msg.en
    assert "你给的价格" in msg.zh and "至少" not in msg.zh, msg.zh


@pytest.mark.slow
def test_traditional_hk_price_is_paid_back_as_said(ask):
    # Hand: the buy side uses HK$44,000 (the user's price), not Apple's US$3,999 × 7.8 ≈ HK$31k list price; the months
    # are 44,000 ÷ (rent a month − power a month) at 8 h and 24 h a day; no total budget of HK$44,000 is read.
    out = ask("我哋5個人想用Mistral Small 24B，買一部Mac Studio M3 Ultra 256GB（大約HK$4.4萬）夠唔夠？定係租GPU抵啲？")
    line = next(x for x in out.splitlines() if x.startswith("- 買的一邊"))
    assert "44,000 HKD（你給的價格）" in line and "至少" not in line, line
    assert re.search(r"個月回本", line), line
    assert "預算 44,000" not in out, out
