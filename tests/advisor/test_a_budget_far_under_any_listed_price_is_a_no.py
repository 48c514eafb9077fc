"""An unpriced plan (a mainland cloud's H800 family, no public price) whose budget would need a quote far under any
listed price of its card, or of the card with the same compute, is answered: the budget does not cover it, with that
reference and the routes within it (INT4 on fewer cards, a smaller model, an API), never "❔ not checked" with only a
break-even per GPU-hour left to the user. A budget within reach of the listed prices stays a quote to check."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def test_a_mainland_budget_far_under_the_listed_price_is_not_enough(tmp_path):
    # 16 × H800 for a month: 16 × 730 h = 11,680 GPU-hours; ¥50,000 / 11,680 = ¥4.28 per GPU-hour, while the lowest
    # listed H100 SXM hour (the H800's compute) is ≈ ¥13 (≈ $1.8 at 7.2): over 2× the quote the budget allows
    r = Engine(store=Store(tmp_path / "z.db")).handle(
        "t", "想给公司50个人搭个本地知识库用deepseek满血版预算5万块一个月国内要租啥配置")
    assert "¥4.28" in r.text and "这个预算不够这套方案" in r.text
    assert "❌ 每月 ¥50,000.00" in r.text and "❔ 每月 ¥50,000.00" not in r.text
    assert "INT4" in r.text and "API" in r.text


def test_an_english_budget_question_gets_a_no(tmp_path):
    # $7,000 / 11,680 GPU-hours = $0.60 per GPU-hour, against ≈ $1.8 for the lowest listed H100 SXM hour
    r = Engine(store=Store(tmp_path / "e.db")).handle(
        "t", "serve full DeepSeek-V3 for 50 staff, must run in mainland China, budget $7,000 a month. is that enough?")
    assert "Is $7,000.00 per month enough? No" in r.text
    assert "$0.60 per GPU-hour" in r.text and "the budget does not cover this plan" in r.text


def test_a_budget_within_reach_of_listed_prices_stays_a_quote(tmp_path):
    # ¥300,000 / 11,680 = ¥25.68 per GPU-hour: above the listed H100 SXM hour, so the quote decides (❔, not ❌)
    r = Engine(store=Store(tmp_path / "q.db")).handle(
        "t", "想给公司50个人搭个本地知识库用deepseek满血版预算30万块一个月国内要租啥配置")
    assert "¥25.68" in r.text and "这个预算不够" not in r.text and "❔ 每月 ¥300,000.00" in r.text


@pytest.mark.parametrize("text,said", [
    # 4 × H800 for a month = 2,920 GPU-hours; at the lowest listed H100 SXM hour (≈ ¥12.91, the H800's compute) ≈
    # ¥37,700 a month against ¥2,000 a month: 18.8× (¥2,000 / 2,920 = ¥0.68 a GPU-hour); the month is said, not only
    # the hour-to-hour multiple
    ("Serve Qwen2.5-72B for 50 users on H800 in Shanghai, budget ¥2,000 a month",
     r"\(the plan at that hour: 2,920 GPU-hours ≈ ¥3\d,\d{3}\.\d\d a month\)"),
    ("在上海用H800部署Qwen2.5-72B给50人同时用，预算每月2000元", r"（按这个价格，方案的 2,920 GPU 小时每月约 ¥3\d,\d{3}\.\d\d）"),
    ("在上海用H800部署Qwen2.5-72B給50人同時用，預算每月2000元", r"（按這個價格，方案的 2,920 GPU 小時每月約 ¥3\d,\d{3}\.\d\d）"),
    # a job under a monthly budget: 32 × H800 for ≈ 12.4 h ≈ 390 GPU-hours × ¥12.91 ≈ ¥5,030 for the job, 5× ¥1,000
    ("Fine-tune Llama-3.1-70B fully on 500k examples on H800 in Shanghai, budget ¥1,000 a month",
     r"\(the plan at that hour: \d{3} GPU-hours ≈ ¥\d,\d{3}\.\d\d for the job\)"),
])
def test_an_unpriced_plan_over_a_monthly_budget_says_its_month(tmp_path, text, said):
    import re

    r = Engine(store=Store(tmp_path / "m.db")).handle("t", text)
    head = r.text.split("\n\n")[2]  # the headline, after the workload line and the reading notes
    assert re.search(said, r.text), r.text[:2000]
    assert re.search(said, "\n".join(r.text.split("\n")[:8])), head


def test_a_card_frankfurt_does_not_list_is_refused_before_the_budget(tmp_path):
    # No Frankfurt row (AWS eu-central-1, Lambda europe-central-1, …) is an MI300X at any price: the card is refused as
    # the catalog's fact, never planned as "only a price is missing" with a reference from another place; the cheapest
    # Frankfurt plan leads with the budget against it — Qwen2.5-32B INT4 ≈ 18 GB + FP8 KV on 1 × RTX A6000 48 GB,
    # 1.00 EUR/h × 730 h ≈ 732 EUR a month, 46 % over 500 EUR
    r = Engine(store=Store(tmp_path / "r.db")).handle(
        "t", "Serve Qwen2.5-32B for 20 users on MI300X in Frankfurt, budget €500 a month")
    head = r.text.split("\n\n")[2]
    assert "Frankfurt lists no MI300X machine in my catalog" in head, r.text[:2000]
    assert "46% over the budget" in head, head
    assert "Reference, not a quote" not in head, r.text[:2000]
