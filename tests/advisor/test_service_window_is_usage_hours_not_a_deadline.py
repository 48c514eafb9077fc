"""A service's clock window ("evenings 6-11pm", 晚上6点到11点) is the hours a day it is used (read_usage_hours), and a
turnaround beside a volume a day ("2,000 clips a day; turnaround within an hour") is each item's wait: neither is a
job's deadline (extract_rules.read_deadline_r); a batch job's window stays its deadline."""

from advisor.core.extract_rules import extract

TUTOR = ("we run a homework-help tutor for indian high school kids on qwen3-14b. evenings 6-11pm ~2000 students log "
         "in, maybe 300 online at the same time at peak. answers ~400 words, prompt ~3k tokens (question + rubric). "
         "what gpu and what does a month cost?")


def test_an_evening_window_on_a_service_is_five_usage_hours_not_a_deadline() -> None:
    # 6-11pm = 18:00-23:00 = 5 h a day (not 06:00-23:00 = 17 h)
    p = extract(TUTOR).patch
    assert p.deadline_hours is None and p.usage_hours_per_day == 5


def test_chinese_evening_window_on_a_service_is_no_deadline() -> None:
    # 晚上6点到11点 = 18:00-23:00 = 5 h
    for q in ("我们做高中生作业辅导，用qwen3-14b，每天晚上6点到11点开放，高峰300人同时在线，每月多少钱",
              "我們做高中生功課輔導，用 Qwen3-14B，每天晚上6點到11點開放，高峰300人同時在線，每月多少錢？"):
        p = extract(q).patch
        assert p.deadline_hours is None and p.usage_hours_per_day == 5


def test_a_turnaround_beside_a_daily_volume_is_no_deadline() -> None:
    q = ("We're a 60-person creative agency (~$25M annual revenue). Want to self-host LTX-Video 13B to make around "
         "2,000 five-second 720p social clips a day; turnaround within an hour is fine. Which GPUs and what's the "
         "monthly cost?")
    assert extract(q).patch.deadline_hours is None


def test_a_batch_jobs_window_stays_its_deadline() -> None:
    # 1am-5am = 4 h for a million documents
    p = extract("batch-translate 1M documents with Qwen3-8B between 1am and 5am, what GPUs?").patch
    assert p.deadline_hours == 4
