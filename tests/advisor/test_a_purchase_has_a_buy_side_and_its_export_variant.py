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



def _one_rule_and_the_variant(out: str, variant: str) -> None:
    """The US export rule (ECCN 3A090) said once in the answer, whichever line says it, and the China-market card
    that needs no licence named (a second line restating the rule is noise a buyer reads twice)."""
    assert out.count("3A090") == 1, out
    assert any(variant in x and re.search(r"无需许可证|無需許可證|needs no licence|合规可买|合規可買|compliant buy", x)
               for x in out.splitlines()), out

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
    _one_rule_and_the_variant(out, "RTX 4090D")


def test_two_5090s_in_shenzhen_have_a_buy_side_and_the_5090d(ask):
    # 2 × RTX 5090 at $1,999 each = $3,998 (≈ ¥28,786 at 7.2); 5 h a day → 5/24 × 730 = 152 h a month; power 0.575 kW
    # × 2 × 152 h × ¥0.94 a kWh (US$0.13 × 7.2) ≈ ¥164 a month. Shenzhen is mainland China: the RTX 5090D instead.
    out = ask("我们在深圳，每天用 SDXL 出图 5 个小时，买 2 张 RTX 5090 划算还是租？")
    line = next((x for x in out.splitlines() if "买的一边" in x), "")
    m = re.search(r"每张 ¥([\d,]+) \(\$1,999\).*?= ¥([\d,]+)；电费：575 W × 2 张 × 每月 152 小时.*?≈ 每月 ¥([\d,]+)", line)
    assert m, out
    assert _num(m.group(2)) == pytest.approx(2 * _num(m.group(1)), abs=1)
    assert _num(m.group(3)) == pytest.approx(0.575 * 2 * 152.08 * 0.13 * 7.2, rel=0.03)
    _one_rule_and_the_variant(out, "RTX 5090D")


def test_a_3090_bought_in_germany_has_a_buy_side_and_no_export_note(ask):
    # 1 × RTX 3090 at NVIDIA's launch $1,499, 4 h a day → 4/24 × 730 = 121.7 h a month; power 0.35 kW × 121.7 h ×
    # $0.13 ≈ $5.5 a month; no licence is needed in Germany: no variant line.
    out = ask("We're a small studio in Germany running SDXL 4 hours a day. Is buying one RTX 3090 cheaper than renting?")
    line = next((x for x in out.splitlines() if "Buy side" in x), "")
    assert "$1,499" in line and "122 h a month" in line, out
    m = re.search(r"≈ €?\$?([\d.,]+) a month \(the cards alone", line)
    assert m, line
    assert "China-market" not in out and "Buying in" not in out


def test_a_ranked_answer_to_buy_or_rent_in_macau_gets_the_buy_side_under_it(ask):
    # Llama-3.1-8B on one RTX 4090 (a question about the card, ranked over every card): under it the RTX 4090 at
    # $1,599, 6 h a day → 182 h a month, power 0.45 kW × 182.5 h × $0.13 ≈ $11 a month, and the payback
    # 1,599 ÷ (rent − power) in months; Macau needs a licence for the 4090: the RTX 4090D instead.
    # Macau's answer is in HKD (the stated place sets the money; the pataca is pegged to the HKD and the catalog holds
    # no MOP rate), at the house rate 1 USD = 7.8 HKD: 1,599 × 7.8 ≈ 12,472 HKD; power 0.45 kW × 182.5 h × $0.13 ≈
    # $10.7 × 7.8 ≈ 83 HKD (1.01 HKD a kWh); the USD launch price still said beside it
    out = ask("Should we buy one RTX 4090 for our Macau office or rent in the cloud? We would use it 6 hours a day "
              "for Llama-3.1-8B inference.")
    line = next((x for x in out.splitlines() if "Buy side" in x), "")
    assert "($1,599)" in line, line
    m = re.search(r"= 12,472 HKD; power 450 W × 1 × 182 h a month .*?≈ (\d+) HKD a month .*?≈ ([\d,]+) HKD a month → "
                  r"pays back in ≈ ([\d.]+) months", line)
    assert m, out
    assert _num(m.group(1)) == pytest.approx(0.45 * 182.5 * 0.13 * 7.8, abs=7.8)
    assert _num(m.group(3)) == pytest.approx(1599 * 7.8 / (_num(m.group(2)) - _num(m.group(1))), rel=0.03)
    _one_rule_and_the_variant(out, "RTX 4090D")


def test_l40s_bought_in_shenzhen_gets_the_break_even_the_quote_asked_and_the_l20(ask):
    # L40S is sold by quote: no launch price. The buy side is the rent a month and the break-even price a card
    # ((rent − power) ÷ cards over 3 years), the quote asked, and the L20 as the compliant buy in mainland China
    out = ask("我们公司在深圳，老板问要不要买 2 张 L40S 自己跑 Qwen2.5-14B 推理，还是租？")
    assert re.search(r"买的一边：我的数据里没有 L40S 的卖价.*?买价低于约 ¥[\d,]+ 时买才划算", out), out
    assert "报价是多少" in out
    _one_rule_and_the_variant(out, "L20")


def test_four_5090s_in_kwai_chung_have_the_buy_side_and_the_5090d(ask):
    # 4 × RTX 5090 at $1,999 each = $7,996; 8 個鐘 a day → 8/24 × 730 = 243 h a month; power 0.575 kW × 4 × 243.3 h
    # × the assumed US$0.13 a kWh ≈ US$72.8 a month. 葵涌 is Hong Kong: the RTX 5090D instead.
    out = ask("老細問要唔要買4張RTX 5090喺葵涌自己跑Qwen2.5-14B，定係租雲好？每日用8個鐘")
    line = next((x for x in out.splitlines() if "買的一邊" in x), "")
    assert "4 張 RTX 5090" in line and "($1,999)" in line and "每月 243 小時" in line, out
    _one_rule_and_the_variant(out, "RTX 5090D")


def test_renting_abroad_is_no_purchase_and_gets_no_variant(ask):
    # a rental in Singapore for a Shenzhen company buys nothing: no buy side, no China-market variant
    out = ask("我们公司在深圳，想在新加坡租 2 张 RTX 4090 跑 Qwen2.5-14B 推理，每月多少钱？")
    assert "买的一边" not in out and "在中国内地买" not in out


def test_a_box_of_unrented_cards_for_a_one_off_batch_is_weighed_against_the_jobs_rent(ask):
    # 8 × H20 asked for a one-off batch (Qwen2.5-7B over 20,000 abstracts): no row rents an H20, so the purchase is
    # set against the ranked pick's whole-job bill (job cost on demand): buying pays off only after
    # (purchase price ÷ that bill) such jobs — never a bare "8 × H20 is enough"
    out = ask("我们要用Qwen2.5-7B给2万篇摘要做翻译，三天内做完。老板问要不要干脆买台8卡H20，还是租？")
    assert re.search(r"租这个方案（.*?）完成整个任务约 ¥[\d,.]+。买机要跑满", out), out


def test_a_long_buy_clause_keeps_the_ranked_fit_and_gets_the_buy_side_traditional(ask):
    # 2 × RTX 4090 for Qwen2.5-7B, 9 h a day: the ranked answer says whether they serve it; under it the purchase at
    # 2 × $1,599, 9/24 × 730 = 274 h a month, power 0.9 kW × 273.75 h × the rate, and payback = price ÷ (rent − power)
    out = ask("我們在台北，想買兩張 RTX 4090 跑 Qwen2.5-7B 給 10 個同事用，每天 9 小時，還是租比較划算？")
    assert "RTX 4090" in out.split("\n\n")[0] or "RTX 4090" in out[:600], out
    line = next((x for x in out.splitlines() if "買的一邊" in x), "")
    m = re.search(r"= ([\d,]+) TWD；電費：450 W × 2 張 × 每月 274 小時.*?≈ 每月 ([\d,]+) TWD.*?每月約 ([\d,]+) TWD → 約 "
                  r"([\d.]+) 個月回本", line)
    assert m, out
    price, power, rent, months = (_num(m.group(i)) for i in range(1, 5))
    assert months == pytest.approx(price / (rent - power), rel=0.02)
    assert "在香港買" not in out and "在中國內地買" not in out  # Taiwan needs no China-market variant
