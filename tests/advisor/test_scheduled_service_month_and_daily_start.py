"""A service up only some hours on some days: the answer prices hours a day × days a month (tools.schedule), says the
daily start (weights loaded each morning, the on-demand machine not guaranteed), and holds a monthly budget against
the same scheduled month. Other models and schedules than the review's; en, 简体 and 繁體.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _month_and_hour(head: str) -> tuple[float, float, int]:
    hour = re.search(r"at \$([\d,.]+)/h|每小[时時] [$¥]?([\d,.]+)", head)
    month = re.search(r"≈ \$([\d,.]+) a month|每月 ≈ [$¥]?([\d,.]+)", head)
    hours = re.search(r"\(([\d,]+) h\)|（([\d,]+) 小[时時]）", head)
    assert hour and month and hours, head
    return (float((month.group(1) or month.group(2)).replace(",", "")), float((hour.group(1) or hour.group(2)).replace(",", "")),
            int((hours.group(1) or hours.group(2)).replace(",", "")))


@pytest.mark.parametrize(("text", "hours", "start"), [
    # 8am–8pm on weekdays: 12 h × 21.73 = 260.7 h
    ("serve Qwen2.5-72B for 30 staff, weekdays 8am-8pm", 261, "Switched on each day"),
    # 工作日 9:00–18:00: 9 h × 21.73 = 195.5 h
    ("部署 Llama-3.1-70B 给 40 个员工用，工作日早上9点到晚上6点", 196, "每天开机"),
    # 朝九晚六 (weekdays 9:00–18:00): 195.5 h, in Traditional script
    ("部署 Qwen2.5-32B 給 20 個同事用，朝九晚六", 196, "每天開機"),
])
def test_the_scheduled_month_is_priced_and_the_daily_start_said(tmp_path, text, hours, start):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    head = next(p for p in out.split("\n\n") if p.startswith("**") and ("rent" in p or "租" in p))
    month, hourly, said = _month_and_hour(head)
    assert said == hours, head
    # the month is the hourly price × the scheduled hours (±1 % for the rounding of the hourly price)
    assert month == pytest.approx(hourly * (730 / 24) * (5 / 7) * (12 if hours == 261 else 9), rel=0.01)
    assert start in out, out


@pytest.mark.parametrize(("text", "budget"), [
    # No precision stated, so the FP8 plan leads: 72.7 GB of FP8 weights + 20 × 4,096-token KV (20 × 4,096 ×
    # 327,680 B ≈ 26.8 GB) ≈ 100 GB fit one 192 GB MI300X, ≈ $2.39/h (¥17.21/h). 9 to 6 on weekdays is
    # 9 h × 21.73 = 195.5 h: $2.39 × 195.5 ≈ $467 (¥3,365), inside $550 (¥4,000); 9 h every day (273.75 h) would be
    # $2.39 × 273.75 ≈ $654 (¥4,711), over: the budget line must agree with the month shown
    ("serve Qwen2.5-72B for 20 users, budget $550 a month, only 9 to 6 on weekdays", 550),
    ("部署 Qwen2.5-72B，20 个用户，预算每月4000元，工作日9点到6点用", 4000),
])
def test_a_monthly_budget_is_checked_against_the_scheduled_month(tmp_path, text, budget):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    head = next(p for p in out.split("\n\n") if p.startswith("**") and ("rent" in p or "租" in p))
    month, hourly, said = _month_and_hour(head)
    assert said == 196 and month <= budget, head
    # the budget is honoured because the scheduled month fits it, and every day at 9 h would not have
    assert hourly * 9 * 730 / 24 > budget, head
    assert re.search(r"honoured: \$550|已满足：每月 ¥4,000", out), out


def test_around_the_clock_after_a_weekday_schedule_is_the_whole_month(tmp_path):
    # weekdays 10 to 4 (6 h × 21.73 = 130 h), then "24/7": every day again, 730 h (never 24 h × 21.73 = 521 h)
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", "serve Mistral-Small-24B for 25 analysts, weekdays 10 to 4")
    assert "(130 h)" in r1.text
    r2 = eng.handle("t", "actually 24/7")
    assert "days a week 5 → 7" in r2.text and "(730 h)" in r2.text and "Switched on each day" not in r2.text
