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
