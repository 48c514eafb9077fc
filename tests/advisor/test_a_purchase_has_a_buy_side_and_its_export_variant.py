"""A buy-or-rent question on a GeForce card has a purchase side, never the rent alone: NVIDIA's launch price × the
cards, the power at the cards' TDP over the hours said and the payback in months against the same hours rented;
bought in mainland China, Hong Kong or Macau, a card above the US export threshold gets a ⚠️ with the rule (BIS,
Federal Register 88 FR 73458) and the China-market variant (RTX 4090D, RTX 5090D) to buy instead."""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def test_a_4090_in_macau_has_its_launch_price_power_payback_and_the_4090d(ask):
    # 1 × RTX 4090 at NVIDIA's launch $1,599; 6 個鐘 a day → 6/24 × 730 = 182.5 h a month; power 0.45 kW × 182.5 h ×
    # the assumed US$0.13 a kWh ≈ US$10.7 a month; payback = price ÷ (rent a month − power a month). Macau is one
    # destination with the mainland under the 2023-10 rules: the RTX 4090D (¥12,999 launch) is the compliant buy.
    out = ask("我哋喺澳門嘅設計公司，每日用 SDXL 出圖大約 6 個鐘，想買張 RTX 4090 擺公司自己跑，定係租雲好？")
    line = next((x for x in out.splitlines() if "買的一邊" in x), "")
    assert "RTX 4090" in line and "$1,599" in line, out
    assert "每月 182 小時" in line
    m = re.search(r"= ([\d,]+) HKD；電費.*?≈ 每月 ([\d,]+) HKD.*?每月約 ([\d,]+) HKD → 約 ([\d.]+) 個月回本", line)
    assert m, line
    price, power, rent, months = (_num(m.group(i)) for i in range(1, 5))
    assert months == pytest.approx(price / (rent - power), rel=0.02)
    variant = next((x for x in out.splitlines() if "在澳門買" in x), "")
    assert "⚠️" in variant and "RTX 4090D" in variant and "88 FR 73458" in variant, out


def test_two_5090s_in_shenzhen_have_a_buy_side_and_the_5090d(ask):
    # 2 × RTX 5090 at $1,999 each = $3,998 (≈ ¥28,786 at 7.2); 5 h a day → 5/24 × 730 = 152 h a month; power 0.575 kW
    # × 2 × 152 h × ¥0.94 a kWh (US$0.13 × 7.2) ≈ ¥164 a month. Shenzhen is mainland China: the RTX 5090D instead.
    out = ask("我们在深圳，每天用 SDXL 出图 5 个小时，买 2 张 RTX 5090 划算还是租？")
    line = next((x for x in out.splitlines() if "买的一边" in x), "")
    m = re.search(r"每张 ¥([\d,]+) \(\$1,999\).*?= ¥([\d,]+)；电费：575 W × 2 张 × 每月 152 小时.*?≈ 每月 ¥([\d,]+)", line)
    assert m, out
    assert _num(m.group(2)) == pytest.approx(2 * _num(m.group(1)), abs=1)
    assert _num(m.group(3)) == pytest.approx(0.575 * 2 * 152.08 * 0.13 * 7.2, rel=0.03)
    variant = next((x for x in out.splitlines() if "在中国内地买" in x), "")
    assert "RTX 5090D" in variant and "BIS" in variant, out


def test_a_3090_bought_in_germany_has_a_buy_side_and_no_export_note(ask):
    # 1 × RTX 3090 at NVIDIA's launch $1,499, 4 h a day → 4/24 × 730 = 121.7 h a month; power 0.35 kW × 121.7 h ×
    # $0.13 ≈ $5.5 a month; no licence is needed in Germany: no variant line.
    out = ask("We're a small studio in Germany running SDXL 4 hours a day. Is buying one RTX 3090 cheaper than renting?")
    line = next((x for x in out.splitlines() if "Buy side" in x), "")
    assert "$1,499" in line and "122 h a month" in line, out
    m = re.search(r"≈ €?\$?([\d.,]+) a month \(the cards alone", line)
    assert m, line
    assert "China-market" not in out and "Buying in" not in out
