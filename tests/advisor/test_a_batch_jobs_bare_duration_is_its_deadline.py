"""A batch job's length said with no "within" — a clause on its own ("…, 4 days, spot is fine", 两周, 72小時,
一個月) — is the job's deadline, said back in a note; a duration that qualifies something else (a "4-day summit", a
"2-day spike", 每天10小时, "6 hours a night") is not read as one."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.bare_deadline import bare_deadline_hours


# Hand reasoning: a day is 24 h of running, a week 7 × 24 = 168 h, a month 30 days = 720 h (the other deadline readers'
# month); 36 hours is 36 h; half a week is 84 h. Anything else is no duration.
@pytest.mark.parametrize("count,unit,hours", [(4, "day", 96.0), (2, "week", 336.0), (36, "hour", 36.0), (1, "month", 720.0),
                                              (0.5, "week", 84.0)])
def test_bare_deadline_hours(count, unit, hours):
    assert bare_deadline_hours(count, unit) == pytest.approx(hours)


def test_bare_deadline_hours_refuses_what_is_no_duration():
    assert bare_deadline_hours(3, "fortnight") is None and bare_deadline_hours(0, "day") is None


# Hand reasoning: each message states a batch (a count of items to run through one model) and a duration standing as
# a clause on its own, with nothing it could qualify: 4 days = 96 h, 72 h, 两周 = 336 h, 一個月 = 720 h, 10天 = 240 h,
# "over 6 days" spreads the job over 144 h. Before, none was read (the answer ranked the fastest plan with no deadline).
@pytest.mark.parametrize("text,hours", [
    ("Translate ~800k product descriptions into German with Qwen2.5-14B. 4 days, spot is fine, cheapest", 96.0),
    ("Llama-3.1-70B to extract fields from 600k invoices, 72h, on-demand", 72.0),
    ("用Qwen2.5-32B给500万条客服对话做摘要，两周，越便宜越好", 336.0),
    ("用 Llama-3.1-8B 把 120 萬篇新聞分類，一個月，用 spot", 720.0),
    ("用DeepSeek-R1-Distill-Qwen-7B跑40万道数学题，10天", 240.0),
    ("score 3M search queries with Mistral-7B over 6 days", 144.0),
])
def test_a_batch_jobs_bare_duration_is_its_deadline(text, hours):
    e = extract(text)
    assert e.patch.deadline_hours == pytest.approx(hours), (text, e.patch)
    assert any("deadline" in n for n in e.notes), e.notes  # the reading is said back, to be corrected


# Hand reasoning: the duration qualifies a noun (a 4-day summit, a 2-day spike), or is a day's hours (每天10小时, "6 hours
# a night"), or the volume recurs (每天100万条: a period, not a job's length), or nothing is a batch at all (a chatbot
# for 20 users), or it is how long the data took to gather ("collected over 6 months"): none of them is the time a job
# has, so no deadline is read.
@pytest.mark.parametrize("text", [
    "summarize 900k talks with Qwen2.5-14B for our 4-day summit",
    "Qwen2.5-7B to tag 2M reviews, runs 6 hours a night",
    "用Qwen2.5-7B给200万条评论打标签，每天10小时",
    "用Qwen2.5-7B给每天100万条评论打标签，3天",
    "serve a Qwen2.5-7B chatbot to 20 users, 3 days",
    "summarize 700k support emails with Qwen2.5-14B, all collected over 6 months",
])
def test_a_duration_that_is_no_jobs_length_is_not_a_deadline(text):
    assert extract(text).patch.deadline_hours is None, text
