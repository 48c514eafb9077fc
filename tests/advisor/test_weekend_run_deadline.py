"""A batch run during the weekend ("generate 2,000 clips over the weekend", 这个周末, 今個週末, "this weekend") has the
weekend itself as its wall: Saturday 00:00 to the midnight ending Sunday, 48 h said on a weekday — never the assumed
week of a batch with no deadline, never the days before the weekend too. "Finished over the weekend" (from now to
Sunday's end) and "by the weekend" (Friday 18:00) keep their own readings."""

from datetime import datetime

import pytest

from advisor.core.extract_rules import calendar_deadline, extract
from tools.deadlines import calendar_hours, weekend_start

# the wall clock: Monday 2026-12-07, 18:49
MONDAY = datetime(2026, 12, 7, 18, 49)


@pytest.mark.parametrize("text", [
    "I want to generate 2,000 five-second 720p clips with Wan 2.1 14B over the weekend.",
    "run 2 million tickets through Llama-3.1-8B this weekend to tag them",
    "用 Wan2.1 14B 这个周末生成 2000 条视频",
    "今個週末用 Whisper 轉寫 800 小時錄音",
    "週末把 3 萬張圖片用 Qwen2.5-VL-7B 標註完",
    "用Qwen2.5-7B在周末跑50万条评论的情感分类",
])
def test_a_job_run_during_the_weekend_has_the_weekend_s_48_hours(text):
    # Hand: Sat 12 Dec 00:00 → Mon 14 Dec 00:00 = 2 × 24 = 48 h, counted from the weekend's start, not from Monday
    # 18:49 (that would be 149.2 h, about the assumed week)
    got = calendar_deadline(text, MONDAY)
    assert got is not None and got[1] is not None
    assert got[0] == 48
    assert got[1].args["kind"] == "weekend_run"


@pytest.mark.parametrize("text, hours, kind", [
    # finished over the weekend: from now to Sunday's midnight, 7 Dec 18:49 → 14 Dec 00:00 = 6 days + 5.2 h = 149.2 h
    ("周末跑完 900 篇新闻稿", 149.2, "weekend_end"),
    # by the weekend: Fri 11 Dec 18:00; Mon 18:49 → Fri 18:00 = 4 days − 0.8 h = 95.2 h
    ("summarise 2,400 reports with Llama-3.1-8B by the weekend", 95.2, "end_of_week"),
    ("3600 份標書用 GLM-4-9B 抽重點，週末之前要", 95.2, "end_of_week"),
])
def test_finished_over_and_by_the_weekend_keep_their_readings(text, hours, kind):
    got = calendar_deadline(text, MONDAY)
    assert got is not None and got[1] is not None
    assert (got[0], got[1].args["kind"]) == (hours, kind)


@pytest.mark.parametrize("text", ["a weekend project with Llama-3.1-8B", "周末项目，用 Qwen2.5-7B", "我们周末也有流量",
                                  "traffic is low on weekends", "sft llama 3.2 1b, just for fun on a weekend"])
def test_a_weekend_that_is_no_run_time_is_no_deadline(text):
    assert calendar_deadline(text, MONDAY) is None


def test_said_on_sunday_the_weekend_left_is_what_remains():
    # Hand: Sunday 13 Dec 13:00 → Mon 14 Dec 00:00 = 11 h, never next Sunday's
    sunday = datetime(2026, 12, 13, 13, 0)
    assert weekend_start(sunday) == sunday
    got = calendar_hours("weekend_run", sunday)
    assert got is not None and got[0] == 11


def test_the_note_says_the_weekend_s_start_not_now():
    got = calendar_deadline("generate 500 videos over the weekend", MONDAY)
    assert got is not None and got[1] is not None
    assert "Sat 12 Dec 00:00" in got[1].en and "from now" not in got[1].en
    assert "12月12日周六 00:00" in got[1].zh


def test_a_chinese_batch_over_the_weekend_reads_the_48_hours():
    # the wall clock's day decides what is left: 48 h on a weekday, less once the weekend has begun; never the week
    w = extract("用 Llama-3.1-8B 这个周末把 200 万条工单分类").patch
    assert w.deadline_hours is not None and 1 <= w.deadline_hours <= 48
