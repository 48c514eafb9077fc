"""A recurring batch's month is counted in its periods, and an image batch counts images.

An expert reading "每天约 ¥0.60，每月约 ¥18.19（730 小时）" objects: the nightly job runs 33 minutes a night, not 730 h;
the month is 730 h ÷ 24 h = 30.4 nights of it. And 2 萬張 product photos a day are images (張), not items (條).
"""

from __future__ import annotations

from tools.cost import periods_a_month, recurring_costs
from tools.schema import Msg


def test_a_month_is_thirty_point_four_days_or_four_point_three_five_weeks():
    # 730 h / 24 h = 30.42 days; 730 / 168 = 4.345 weeks
    assert round(periods_a_month("day"), 2) == 30.42
    assert round(periods_a_month("week"), 3) == 4.345
    per, month = recurring_costs(0.60, "day")
    assert per == 0.60 and round(month, 2) == 18.25  # 0.60 × 30.42


def test_the_daily_line_names_days_not_hours():
    m = Msg(code="embedding.recurring", args={"period": "day", "items": 2_000_000, "per": "¥0.60",
                                              "month": "¥18.25", "times": periods_a_month("day")})
    assert "30.4 days" in m.text("en") and "730 h" not in m.text("en")
    assert "按 30.4 天" in m.text("zh") and "730 小时" not in m.text("zh")


def test_an_image_batch_counts_images():
    m = Msg(code="embedding.recurring", args={"period": "day", "items": 20_000, "per": "HK$88.98", "month": "x",
                                              "images": True, "times": periods_a_month("day")})
    assert "20,000 images" in m.text("en") and "20,000 张图片" in m.text("zh")


def test_a_recurring_llm_batch_headline_counts_its_runs_not_730_hours():
    # An LLM batch run every night costs each night's run × 730 / 24 = 30.4 nights a month; the month label says the
    # runs ("(30.4 days)", "按 30.4 天"), never "(730 h)" as if the machines were up all month.
    m = Msg(code="recommend.tail.recurring", args={"period": "day", "per": "$20.03", "month": "$609.33",
                                                   "runs": periods_a_month("day")})
    assert "$609.33 a month (30.4 days)" in m.text("en") and "730 h" not in m.text("en")
    assert "按 30.4 天" in m.text("zh") and "730 小时" not in m.text("zh")
