"""A daily batch said to run on weekdays only is priced for the month's business days, and a count of any made thing
said with a writing verb and a period is a batch of that many outputs. Reading and pricing only (fast); the whole
answers are in tests/advisor/test_weekday_batches_and_made_items_answers.py.

Hand figures: a month is 730 h ÷ 24 = 30.4 days; Monday to Friday are 5 of every 7 of them, 30.4 × 5 ÷ 7 = 21.7
(365.25 × 5 ÷ 7 ÷ 12 = 21.74 with leap years: the same to the first decimal). A batch that costs ¥53.98 each weekday
is ¥53.98 × 21.7 = ¥1,172.7 a month, not ¥53.98 × 30.4 = ¥1,641.8 (40 % more for days it never runs)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.constants import BUSINESS_DAYS_PER_MONTH, DAYS_PER_MONTH
from tools.cost import periods_a_month, recurring_costs
from tools.schema import Msg


def _p(text: str):
    return extract(text).patch


def test_business_days_a_month_are_five_sevenths_of_the_price_lists_month() -> None:
    assert round(BUSINESS_DAYS_PER_MONTH, 1) == 21.7 and pytest.approx(DAYS_PER_MONTH * 5 / 7) == BUSINESS_DAYS_PER_MONTH
    assert periods_a_month("day", 5.0) == BUSINESS_DAYS_PER_MONTH
    assert round(periods_a_month("day"), 1) == 30.4  # no days said: every day
    assert round(periods_a_month("day", 6.0), 1) == 26.1  # 30.4 × 6 ÷ 7
    assert round(periods_a_month("week", 5.0), 3) == 4.345  # a weekly batch runs once a week whatever the days
    per, month = recurring_costs(53.98, "day", 5.0)
    assert per == 53.98 and round(month, 0) == 1173


@pytest.mark.parametrize("text, count", [
    # 简体: 工作日每天; 繁體/粵: 星期一至五每日; English: "every weekday", "on business days", "each working day"
    ("工作日每天用qwen2.5-7b批量处理5万条客服对话，每条2000字，输出200字摘要，晚上8小时内跑完", 50_000),
    ("星期一至五每日用Qwen2.5-14B處理3萬份保單，每份3000字，輸出500字摘要，晚上10小時內做完", 30_000),
    ("平日每天用 Qwen2.5-7B 處理 2 萬筆客訴，每筆 1000 字，輸出 100 字，8 小時內跑完", 20_000),
    ("Every weekday we summarize 20,000 news articles of about 2,000 tokens each with Llama-3.1-8B, output 300 "
     "tokens, overnight batch within 6 hours", 20_000),
    ("We process 8,000 support tickets on business days with Mistral-7B, 1,500 tokens in, 200 out, each day's batch "
     "done within 4 hours", 8_000),
])
def test_a_daily_batch_on_weekdays_runs_five_days_a_week(text: str, count: int) -> None:
    p = _p(text)
    # "Every weekday" was read as "every week" (20,000 ÷ 7 = 2,858 a night) and 工作日每天 priced 30.4 days
    assert p.batch_requests == count and p.batch_period == "day" and p.usage_days_per_week == 5, p


def test_a_daily_batch_with_no_weekday_word_runs_every_day() -> None:
    p = _p("每天用qwen2.5-7b批量处理5万条客服对话，每条2000字，输出200字摘要，晚上8小时内跑完")
    assert p.batch_period == "day" and p.usage_days_per_week is None
    # a deadline in business days is no weekday schedule
    p = _p("summarize 20,000 contracts of 3,000 tokens each with Llama-3.1-8B within 3 business days")
    assert p.batch_period is None


def test_the_month_line_says_business_days() -> None:
    m = Msg(code="recommend.tail.recurring", args={"period": "day", "per": "¥53.98", "month": "¥1,172.74",
                                                   "runs": periods_a_month("day", 5.0), "days": 5.0})
    assert "every weekday" in m.text("en") and "21.7 business days" in m.text("en")
    assert "每个工作日一批" in m.text("zh") and "按 21.7 个工作日" in m.text("zh")
    m = Msg(code="recommend.tail.recurring", args={"period": "week", "per": "$71", "month": "$310",
                                                   "runs": periods_a_month("week"), "days": None})
    assert "4.35 weeks" in m.text("en") and "weekday" not in m.text("en")


@pytest.mark.parametrize("text, count, out", [
    # Hand: 15,000 words × 1.33 tokens a word = 20,000 tokens written for each of 3,000 manuals a month
    ("We want Qwen2.5-72B to generate 3,000 technical manuals a month, each ~15,000 words. Which GPUs on AWS?",
     3000, 20_000),
    # 简体: 2 万字 × 0.67 (Qwen) = 13,400 tokens; a tender document (标书) is in no list of nouns
    ("用Qwen2.5-32B每月写500份标书，每份2万字，国内租什么卡，多少钱", 500, 13_400),
    # 繁體: 5,000 字 × 0.84 = 4,200 tokens a contract, 300 a week
    ("我們每週產出 300 份合約，每份約 5000 字，用 Qwen2.5-14B，阿里雲要租什麼卡，每月多少錢", 300, 4200),
    # 粵語: 8,000 字 × 1.01 (Llama-3) = 8,080 tokens a report
    ("我哋每個月要寫 200 份報告，每份 8000 字，用 Llama-3.1-70B，AWS 租咩卡，每月幾錢", 200, 8080),
    ("draft 400 grant proposals per week with Llama-3.1-8B, each about 3,000 tokens", 400, 3000),
])
def test_a_count_of_made_things_a_period_is_a_batch_of_outputs(text: str, count: int, out: int) -> None:
    # "3,000 technical manuals a month" was one chat of 20,000 tokens; 每月写500份标书 a LoRA data set of 500 samples
    p = _p(text)
    assert p.task in (None, "inference") and p.batch_requests in (count, count * 3), p  # 20k words: 3 sections
    assert p.batch_period in ("month", "week"), p
    assert p.output_tokens == out or p.batch_requests == count * 3, p


def test_a_few_made_things_are_no_batch() -> None:
    p = _p("we write 3 reports a month with Llama-3.1-8B, which GPU?")
    assert not p.batch_requests


@pytest.mark.parametrize("text", [
    "we write 2 billion log lines a day and want Llama-3.1-8B to flag anomalies, which GPUs?",
    "our services produce 5 million events a day; can Qwen2.5-7B triage them?",
])
def test_records_a_system_writes_are_no_outputs_to_generate(text: str) -> None:
    # 2 billion log lines are data to read (≈ 300 GB a day at 150 B a line), not 2 billion generated answers: the
    # writing-verb rule read them as a batch of 2,000,000,000 outputs before
    p = _p(text)
    assert p.batch_requests != 2_000_000_000 and p.batch_requests != 5_000_000, p


@pytest.mark.parametrize("text", [
    "Our news app publishes about 20,000 articles a day (1,500-3,000 words each). We want Qwen2.5-32B-Instruct to "
    "write a summary, tags and 3 headline options for each, ready within 1 minute of publishing. Hosted in mainland China",
    "We get about 30,000 support emails a day; Llama-3.3-70B drafts a reply to each, and each draft must be ready "
    "within 1 minute of the email arriving.",
])
def test_an_output_ready_within_a_time_of_its_arrival_is_a_whole_answer_time(text: str) -> None:
    # 发稿后1分钟内出来 in English: each item's answer within 60 s of its arrival, a stated level the levers must keep
    assert _p(text).target_answer_s == 60


def test_results_ready_within_a_day_is_a_batch_deadline() -> None:
    p = _p("summarize 2 million documents with Llama-3.1-8B, results ready within 24 hours")
    assert p.target_answer_s is None and p.batch_requests == 2_000_000 and p.deadline_hours == 24
