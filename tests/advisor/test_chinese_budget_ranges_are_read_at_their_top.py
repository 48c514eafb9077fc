"""A budget range said in Chinese is read as English ranges are: at its top, with its period, said in a note.

"预算3-5千一个月" was read as ¥3 in total (the 千 of the top not carried to the bottom, the bottom taken, the month lost)
and the answer said "已满足：总共 ¥3.00" beside a ¥2,000-a-month plan. Rule (docs/CONVERSATION.md, ranges): a unit said
once at the end (千/万/k) belongs to both ends ("3-5千" is 3,000–5,000), the range is read at its top (a budget's top
is its cap), the period after it applies, and a range dash is never a minus.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ASK = "部署 Llama-3.1-8B 给20人用，"
ASK_HANT = "部署 Llama-3.1-8B 給20人用，"


@pytest.mark.parametrize("text, amount, currency", [
    (ASK + "预算3-5千一个月", 5000.0, "CNY"),       # 3千–5千 a month → top 5 × 1,000
    (ASK + "预算五千到一万一个月", 10000.0, "CNY"),  # 5,000–10,000: top 一万 = 10,000; 一个月 is "a month", not 1,000 more
    (ASK + "预算5千-1万/月", 10000.0, "CNY"),       # the dash joins a range: top 1万 = 10,000 per month
    (ASK + "预算5千到1万每月", 10000.0, "CNY"),     # 到 joins a range: top 1万 = 10,000 per month
    (ASK_HANT + "預算3-5千一個月", 5000.0, "TWD"),  # 繁體: the local dollar, top 5千 = 5,000 a month
    (ASK_HANT + "預算五千到一萬一個月", 10000.0, "TWD"),
    ("serve Llama-3.1-8B for 20 users, budget 3-5k a month", 5000.0, "USD"),  # the English form: top 5k
])
def test_a_budget_range_is_its_top_a_month(text, amount, currency):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, currency, "month"), (b, e.notes)
    assert any("range" in n or "范围" in n or "範圍" in n for n in e.notes), e.notes
    assert not any("never negative" in n or "负数" in n for n in e.notes), e.notes


def test_a_month_after_ten_thousand_is_not_a_thousand_more():
    # "一万一个月": 一个月 is "one month", so the budget is 10,000 a month, not 一万一 = 11,000 (or ¥1.1 as it was)
    b = extract(ASK + "预算一万一个月").patch.budget
    assert b is not None and (b.amount, b.per) == (10000.0, "month"), b


def test_ten_thousand_one_alone_is_still_eleven_thousand():
    # "一万一" with nothing after is how people say 11,000 (一万 + 一千): kept so
    b = extract(ASK + "预算一万一").patch.budget
    assert b is not None and b.amount == 11000.0, b


@pytest.mark.parametrize("text", ["部署 Llama-3.1-8B，每天9-17点用", "微调 Qwen2.5-7B，十一到十二月之间"])
def test_a_clock_or_month_span_is_no_amount_range(text):
    # "9-17点" is office hours and "十一到十二月" two months: neither is a range of amounts to read at its top
    e = extract(text)
    assert not any("range: read as its top" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_the_answer_holds_the_month_budget_not_three_yuan(tmp_path):
    # ¥5,000 a month is the cap; the plan is compared with it, never "总共 ¥3.00"
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", ASK + "预算3-5千一个月").text
    assert "¥5,000/月" in out and "¥3.00" not in out, out[:600]
