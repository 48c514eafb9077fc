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


def test_a_service_used_by_day_is_up_by_day_not_every_hour() -> None:
    # "during the day" / 白天 / 日間 with no clock: down at night (tools.schedule's night is 23:00–06:00), so up 17 h a
    # day (≈ 517 h a month, not 730): a chat used only by day never bills the night
    for q in ("support desk: 90 agents use a Mistral-Small-24B assistant during the day, ~2k-token prompts",
              "呼叫中心90个坐席白天用Mistral-Small-24B做辅助，提示词大概2000 token",
              "客服中心 90 位專員日間使用 Mistral-Small-24B 助理，提示詞約 2000 token"):
        assert extract(q).patch.usage_hours_per_day == 17, q


def test_day_and_night_or_a_batch_finished_by_day_is_no_daytime_schedule() -> None:
    # said up day and night: every hour; "finish by daytime" is a deadline's word, never a serving schedule
    for q in ("Mistral-Small-24B chat for 90 agents, day and night, busiest during the day",
              "白天黑夜都要用Mistral-Small-24B，90个坐席",
              "用Qwen2.5-7B在白天之内跑完10万条摘要"):
        assert extract(q).patch.usage_hours_per_day is None, q
