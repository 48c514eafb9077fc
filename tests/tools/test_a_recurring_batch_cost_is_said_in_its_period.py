"""A recurring batch (every day, every week) is priced per batch; its cost is never labelled as the total, and a budget
of another period is compared in the budget's own unit (month against month), in English and Chinese (Simplified and
Traditional)."""

from __future__ import annotations

from advisor.core.messages import word
from advisor.core.script import to_script
from tools.batch_filters import Load, budget_msg, in_budget_period
from tools.embedding import EmbeddingRow, _row
from tools.schema import Budget, Workload

USD_CNY = 7.2  # unused: every figure here is in the budget's own currency


def _daily(cost: float, hours: float) -> EmbeddingRow:
    # one machine at cost ÷ hours an hour, busy `hours` a day (the batch's own wall time)
    return EmbeddingRow("aliyun", "gn6i", "T4", 1, 1, cost / hours, hours, cost)


def test_batches_in_the_budget_period_follow_the_period_hours():
    # Hand: a month is 730 h (tools.constants), a day 24 h, a week 168 h → 730/24 = 30.42 days, 730/168 = 4.35 weeks;
    # the same period, a total or an hourly budget: nothing to convert
    assert abs((in_budget_period("month", "day") or 0) - 30.4167) < 1e-3
    assert abs((in_budget_period("month", "week") or 0) - 4.3452) < 1e-3
    assert in_budget_period("day", "day") is None
    assert in_budget_period("total", "day") is None
    assert in_budget_period("month", None) is None


def test_a_daily_batch_over_a_monthly_budget_is_said_per_month_with_the_day_beside_it():
    # Hand: 800 h of Cantonese calls a day on one row costing ¥420 a day; budget ¥8,000 a month.
    # Month: 420 × 730 / 24 = ¥12,775 (≈ 12,775.00); over by 12,775 / 8,000 − 1 = 59.7 % → "60%".
    # The day's share of the budget is 8,000 × 24 / 730 = ¥263.01, and 420 / 263.01 − 1 is the same 59.7 %.
    w = Workload(budget=Budget(amount=8000, currency="CNY", per="month"))
    said = budget_msg(w, [_daily(420.0, 14.0)], Load("audio", 800 * 3600, None, 24.0, "day"), "CNY", USD_CNY, {})
    assert said is not None and said.code == "batch.budget_over"
    en, zh = word(said, "en"), word(said, "zh")
    assert "¥12,775.00/month (¥420.00 a day)" in en and "60%" in en, en
    assert "¥12,775.00/月（每天 ¥420.00）" in zh and "60%" in zh, zh
    assert "每天只够" in zh  # what the budget pays for is a day's share: said as a day's
    hant = to_script(zh, "zh-Hant")
    assert "¥12,775.00/月（每天 ¥420.00）" in hant and "預算" in hant, hant


def test_a_weekly_batch_within_a_monthly_budget_is_said_per_month():
    # Hand: 2,000 recordings every week costing $150 a week; budget $1,000 a month.
    # Month: 150 × 730 / 168 = $651.79 → within $1,000.
    w = Workload(budget=Budget(amount=1000, currency="USD", per="month"))
    said = budget_msg(w, [_daily(150.0, 30.0)], Load("audio", 500 * 3600, None, 168.0, "week"), "USD", USD_CNY, {})
    assert said is not None and said.code == "batch.budget_ok"
    assert "$651.79/month ($150.00 a week)" in word(said, "en")
    assert "$651.79/月（每周 $150.00）" in word(said, "zh")


def test_a_daily_batch_on_a_daily_budget_is_not_converted():
    # Hand: ¥300 a day against ¥500 a day: like with like already, said as ¥300.00 with no month
    w = Workload(budget=Budget(amount=500, currency="CNY", per="day"))
    said = budget_msg(w, [_daily(300.0, 10.0)], Load("audio", 400 * 3600, None, 24.0, "day"), "CNY", USD_CNY, {})
    assert said is not None and said.code == "batch.budget_ok"
    assert "¥300.00" in word(said, "en") and "/month" not in word(said, "en")


def test_a_daily_batch_row_is_labelled_as_a_day_never_as_the_total():
    # a recurring batch's row: "每天约 ¥420.00", never "总价约"; a one-off job keeps "总价约"
    r = _daily(420.0, 14.0)
    assert "每天约 ¥420.00" in word(_row(r, "CNY", "day"), "zh")
    assert "总价" not in word(_row(r, "CNY", "day"), "zh")
    assert "for ≈ ¥420.00 a day" in word(_row(r, "CNY", "day"), "en")
    assert "每週約" in to_script(word(_row(r, "CNY", "week"), "zh"), "zh-Hant")
    assert "总价约 ¥420.00" in word(_row(r, "CNY"), "zh")
