"""A follow-up asked as a question is read for the constraint it states, never dropped as "no change": a schedule
("can we switch it off overnight?", 晚上關機可以嗎, "evenings only"), a deadline a boss set (老板说…5 天内), a speed said
with a plus ("80+ tok/s") or kept with a bare figure ("the cheapest that still gets 45?"), and a name the catalog lacks
("what about Kaggle?"), which is said back, never guessed.

Hand-worked hours: the night is 23:00–06:00 (7 h, tools.schedule), so "off at night" is up 06:00–23:00 = 24 − 7 = 17 h
a day, and "evenings" / 每晚 are read as that night window, 7 h a day."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.followup_check import QUESTION, asked_name, asked_to_use, kept_speed
from tools.schema import Workload, WorkloadPatch


@pytest.mark.parametrize(("text", "hours"), [
    ("could we switch it off overnight?", 17.0),      # off at night: up the 17 h outside the night
    ("what if we power it down at night", 17.0),
    ("晚上关掉可以吗？", 17.0),                          # 简体: off at night
    ("夜裡關機行不行？", 17.0),                          # 繁體: off at night
    ("we'd only use it in the evenings", 7.0),       # used in the evenings: the 7-h night window
    ("我们每晚才用", 7.0),                               # 简体: every evening
    ("只係每日夜晚先用", 7.0),                           # Cantonese: only in the evenings
])
def test_a_schedule_said_in_a_follow_up_is_read(text, hours):
    assert extract(text).patch.usage_hours_per_day == hours


def test_off_at_night_on_a_first_question_prices_the_day():
    # a first question with the schedule beside its workload: 17 h a day, said in a note with the 517-h month
    e = extract("serve Gemma-2-27B for 8 people, we turn it off at night")
    assert e.patch.model == "Gemma-2-27B" and e.patch.usage_hours_per_day == 17.0
    assert any("517 h" in n for n in e.notes)


def test_evenings_on_a_first_question_in_chinese():
    e = extract("部署 Mistral-Nemo 给 6 个人用，每天晚上才开")
    assert e.patch.usage_hours_per_day == 7.0


def test_a_night_said_of_something_else_is_no_schedule():
    assert extract("my cat sleeps at night").patch.usage_hours_per_day is None


@pytest.mark.parametrize(("text", "hours"), [
    ("my manager says it must be finished within 4 days, doable?", 96.0),  # 4 × 24
    ("老板说最好 5 天内训完，来得及吗？", 120.0),                              # 5 × 24
    ("老闆要求一週內做完", 168.0),                                           # 一週 = 7 × 24
])
def test_a_bosss_rule_is_a_requirement_not_hearsay(text, hours):
    assert extract(text).patch.deadline_hours == hours


def test_hearsay_about_a_provider_is_still_blanked():
    # a claim someone made is no rule: no provider filter read from it
    assert not extract("老板说 Lambda 很便宜").patch.providers


@pytest.mark.parametrize(("text", "rate"), [
    ("fastest box for Qwen2.5-32B, only me, need 80+ tok/s", 80.0),
    ("Qwen2.5-32B 只有我用，每秒 45+ token", 45.0),
])
def test_a_speed_said_with_a_plus_is_read_as_its_floor(text, rate):
    p = extract(text).patch
    assert (p.target_tokens_per_s_per_user or p.target_tokens_per_s) == rate


THREAD = Workload(model="Qwen2.5-32B", task="inference", concurrency=1, target_tokens_per_s_per_user=80)


@pytest.mark.parametrize(("text", "rate"), [
    ("and the cheapest one that still gets 45?", 45.0),
    ("cheapest setup that still hits 60 tok/s", 60.0),
    ("最便宜又还能保持 50 的呢？", 50.0),     # 简体
    ("最平又仲做到 30 嘅係邊個？", 30.0),      # Cantonese
])
def test_a_bare_figure_restates_the_threads_speed(text, rate):
    assert kept_speed(THREAD, WorkloadPatch(), text).target_tokens_per_s_per_user == rate


def test_a_bare_figure_with_no_speed_in_the_thread_is_not_a_speed():
    plain = Workload(model="Qwen2.5-32B", task="inference")
    assert kept_speed(plain, WorkloadPatch(), "the cheapest that still does 45?") == WorkloadPatch()


def test_a_figure_another_reader_took_is_not_the_speed():
    # "still does 200 users" is a count of users the reader took; the speed stays the thread's
    patch = WorkloadPatch(concurrency=200)
    assert kept_speed(THREAD, patch, "what if it still does 200").target_tokens_per_s_per_user is None


@pytest.mark.parametrize(("text", "name"), [
    ("what about Kaggle?", "Kaggle"),
    ("那用 kaggle notebook 可以吗？", "kaggle notebook"),
    ("改用 SageMaker Studio Lab 行不行？", "SageMaker Studio Lab"),
    ("is Google Colab Pro+ ok?", "Google Colab Pro+"),
])
def test_a_name_asked_about_is_found(text, name):
    assert QUESTION.search(text) and asked_name(text) == name


def test_a_question_with_no_name():
    assert QUESTION.search("is that ok?") and asked_name("is that ok?") is None
    assert QUESTION.search("这样可以吗") and asked_name("这样可以吗") is None


@pytest.mark.parametrize(("text", "use"), [
    ("改用 Kaggle 可以嗎？", True),            # 繁體: switch to a named service
    ("那换成 Lightning AI 呢？", True),         # 简体
    ("how about Kaggle?", True),
    ("is Messi better than Ronaldo?", False),  # a name, but nothing to run the work on
    ("今天天气怎么样？", False),
])
def test_a_question_about_running_on_a_named_thing_is_a_follow_up(text, use):
    assert asked_to_use(text) is use
