"""A daily batch asked on a card the stated place does not offer (H100 in Hong Kong) is planned on the place's own
cards (tools.recommend.stated_card_elsewhere): that plan says its run's time, each day's cost and the month asked
for (每月幾錢), and the deadline verdict is judged on that plan's own hours. Before, only an hourly price was given and
"❌ 24 h: nothing listed finishes within it" stood beside a plan that runs the day's batch in under an hour."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "我哋係香港銀行，想用qwen2.5-72b將每日3萬封客戶投訴分類，data唔出香港，想喺香港租H100，每月幾錢？",
    "我们是香港的银行，每天用qwen2.5-72b给3万封客户投诉分类，数据不能出香港，想在香港租H100，一个月多少钱？",
    "We're a Hong Kong bank: classify 30k customer complaints a day with qwen2.5-72b, data must stay in Hong Kong, "
    "we want to rent H100s in Hong Kong. What's the monthly cost?",
])
def test_the_place_plan_gives_its_day_its_month_and_a_verdict_on_its_hours(tmp_path, text):
    # by hand: 30,000 × ~169 tokens ≈ 5.1 M tokens × 2 × 72.7e9 ≈ 7.4e17 FLOP of prefill; 8 × T4 with INT8 weights
    # (8 × 130 TOPS peak ≈ 1e15/s) → ≈ 12 min at peak, well under an hour at 25-40 % — far inside the 24 h a daily
    # batch has. The month is a day's run × 30.4 (730 h ÷ 24): the day's HK$ × 30.4 ≈ the month said.
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    day = re.search(r"(?:([\d,]+\.\d\d) HKD each day|每[天日] ([\d,]+\.\d\d) HKD)", out)
    month = re.search(r"≈ ([\d,]+) HKD a month|每月[约約] ([\d,]+) HKD", out)
    assert day and month, out
    per_day = float((day.group(1) or day.group(2)).replace(",", ""))
    per_month = float((month.group(1) or month.group(2)).replace(",", ""))
    assert per_month == pytest.approx(per_day * 730 / 24, rel=2e-3), out
    assert not re.search(r"❌[^\n]*24 (?:h|小[时時])", out), out  # the plan's own hours meet the day
    assert re.search(r"✅[^\n]*24 (?:h|小[时時]) ?[（(](?:done in|约|約)", out), out
