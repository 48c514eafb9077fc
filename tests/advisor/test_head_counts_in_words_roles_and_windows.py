"""Small head counts said with a number word, a counter or any role noun are read (advisor.core.people_words); people
counted by any noun beside a cadence are people online (advisor.core.people_cadence); an English evening window that
ends at midnight is hours a day (advisor.core.clock_words), and the read hours show on the workload line.

Every case is written for this file; the expert's hand reasoning is beside each."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.render import workload_line
from tests.conftest import module_home
from tools.schema import Workload
from tools.traffic import generating_of_online, peak_share_of_people

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text,people,at_once", [
    # en: "Seven insurance adjusters use it" → 7 people; 15 % of 7 is 1.05, a small team at a third of it: ⌈7 ÷ 3⌉ = 3
    # at once (was 5, the old small-team floor: 7 adjusters who ask now and then are not 5 at the same instant)
    ("Seven insurance adjusters use Qwen2.5-7B to triage files", 7, 3),
    # en: a number word and a role no table had: 18 dispatchers × 15 % = 2.7 → the floor, 5 at once (it read 1 user)
    ("Eighteen dispatchers will use Qwen2.5-14B for incident summaries", 18, 5),
    # en: four examiners: a third of 4 is 1.33, at least 2 (two may ask at the same moment) → 2 (was all 4)
    ("Four examiners use Gemma-2-9B to check reports", 4, 2),
    # en: any plural agent noun before a use verb: 40 arbitrators × 15 % = 6 at once
    ("40 arbitrators use Qwen2.5-32B to draft awards", 40, 6),
    # 简体: 十四 (14) 名核保员 with the use verb in English: 14 × 15 % = 2.1; a third of 14 = ⌈4.67⌉ = 5 at once
    ("十四名核保员 use Qwen2.5-32B to read policies", 14, 5),
    # 简体: 两位调度员用 → 2 people, all at once
    ("两位调度员用 Qwen2.5-7B 写交接班记录", 2, 2),
    # 繁體: 廿 (20) 個講師用 → 20 × 15 % = 3; a third of 20 is 7, at most 5 for a small team → 5 at once
    ("我們有廿個講師用 Llama-3.1-8B 出考題", 20, 5),
    # 繁體: 60 位訪客會用 → 60 × 15 % = 9 at once
    ("展館有 60 位訪客會用 Qwen2.5-7B 問導覽", 60, 9),
])
def test_head_counts_said_in_words_with_any_role_are_read(text, people, at_once):
    got = read(text)
    assert got.get("head_count") == people, got
    assert peak_share_of_people(people) == at_once


@pytest.mark.parametrize("text,online,every_s", [
    # en: 640 guests, each uploads a photo every 25 s: people online with a cadence, never 640 at once nor the office
    # share of 640 (96). Little's law: 640 × R ÷ (R + (25 − R)) = 640 × R ÷ 25; with R = 5 s → 128 at once
    ("640 guests, each uploads a photo every 25 s to a Qwen2-VL-7B tagger", 640, 25.0),
    # 简体: 三百二十 (320) 名乘客, each sends every 40 s → online 320; with R = 8 s: 320 × 8 ÷ 40 = 64 at once
    ("三百二十名乘客，每个用户每 40 秒发一张照片给 Qwen2-VL-7B 识别", 320, 40.0),
    # 繁體: 750 位遊客, each sends every 50 s → online 750; with R = 10 s: 750 × 10 ÷ 50 = 150 at once
    ("750 位遊客，每位使用者大約每 50 秒傳一張照片給 Qwen2-VL-7B", 750, 50.0),
])
def test_people_with_a_cadence_are_people_online(text, online, every_s):
    got = read(text)
    assert got.get("users_online") == online and "head_count" not in got and "concurrency" not in got, got
    assert got.get("message_interval_s") == every_s, got
    r = {25.0: 5.0, 40.0: 8.0, 50.0: 10.0}[every_s]  # the hand check's answer time, waiting the rest of the cadence
    assert generating_of_online(online, r, every_s - r) == {640: 128, 320: 64, 750: 150}[online]


@pytest.mark.parametrize("text,hours", [
    # a window said as the busiest time is the peak of a service used all day, not the only hours it is up (review:
    # "晚上8到11点人最多" priced a 3-hour month): "busiest 9pm-midnight", 每晚7点到12点最多人用 → no hours a day
    ("A study bot on Qwen2.5-14B for 400 pupils, busiest 9pm-midnight", None),
    # en: "from 6pm to midnight" → 18:00–24:00 = 6 h a day
    ("Llama-3.1-8B homework helper for 90 learners, open from 6pm to midnight", 6.0),
    ("给 150 名学员用 Qwen2.5-7B，每晚7点到12点最多人用", None),
    ("給 80 位學員用 Qwen2.5-7B，每晚10點到12點最多人用", None),
    # 简体 / 繁體 said as when it is open: 每晚7点到12点开放 → 19:00–24:00 = 5 h a day; 10點到12點 → 2 h
    ("给 150 名学员用 Qwen2.5-7B，每晚7点到12点开放", 5.0),
    ("給 80 位學員用 Qwen2.5-7B，每晚10點到12點開放", 2.0),
])
def test_an_evening_window_is_hours_a_day(text, hours):
    assert read(text).get("usage_hours_per_day") == hours


@pytest.mark.parametrize("lang,said", [("en", "3 h a day"), ("zh", "每天 3 小时")])  # 繁體: converted by the renderer
def test_the_workload_line_shows_the_hours_a_day(lang, said):
    # the read fact is on the line: 3 h a day beside 5 at once of 18 people (15 % of 18 = 2.7 → the floor of 5)
    w = Workload(task="inference", model="Qwen2.5-14B", concurrency=5, head_count=18, usage_hours_per_day=3.0)
    assert said in workload_line(w, lang)


def test_midnight_outside_a_clock_range_is_left_alone():
    # "a deadline of midnight" is no schedule: no hours a day read
    assert "usage_hours_per_day" not in read("Summarise 3,000 tickets with Qwen2.5-7B before midnight")


@pytest.mark.parametrize("text,everyday,peak", [
    # 繁體: 平時 25 人在線, the 3 weeks before midterms 260 online in the evenings → everyday 25, peak 260 kept for the
    # peak weeks (tools.peak_season prices 3 weeks on the peak fleet, the other 15 of an 18-week term on the small one)
    ("輔導機器人用 Qwen2.5-7B，平時 25 人同時在線，期中考前三週每晚8點到11點最忙，有 260 人同時在線，整個學期預算台幣12萬",
     25, 260),
    # 简体: 平时 30 人在线, 期末前两周最忙 220 人在线
    ("答疑机器人用 Qwen2.5-7B，平时 30 人同时在线，期末考前两周每晚最忙，有 220 人同时在线，整个学期预算 5 万元", 30, 220),
    # en: normally 35 online, the 3 weeks before exams are busiest with 410 online
    ("Study helper on Qwen2.5-7B: normally 35 online, the 3 weeks before exams are busiest with 410 online 6pm-10pm, "
     "budget $4,000 for the whole semester", 35, 410),
])
def test_a_peak_load_said_beside_the_everyday_one_is_kept_for_the_peak_weeks(text, everyday, peak):
    got = read(text)
    assert got.get("users_online") == everyday and got.get("peak_users_online") == peak, got
    assert got.get("peak_period") == "term" and got.get("budget", {}).get("per") == "total", got


def test_a_term_priced_against_its_whole_term_budget():
    from tools.peak_season import peak_season
    from tools.term_budget import term_against_budget

    # by hand: 3 peak weeks of an 18-week term at 3 h a day (month 3 × 30.4 ≈ 91.25 h → a week 21 h): peak
    # 3 × 21 = 63 h × 80 = 5,040; rest 15 × 21 = 315 h × 15 = 4,725; term 9,765 against 120,000 → fits, 110,235 left
    s = peak_season(3.0, 18.0, 80.0, 15.0, 3 * 730 / 24)
    assert round(s.peak_hours) == 63 and round(s.rest_hours) == 315 and round(s.total) == 9765
    r = term_against_budget(s.total, 120_000.0)
    assert r.fits and round(r.gap) == 110_235
    # over: a 9,765 term against a 9,000 budget is 765 over
    over = term_against_budget(s.total, 9_000.0)
    assert not over.fits and round(over.gap) == 765


@pytest.mark.slow
@pytest.mark.parametrize("text,said", [
    # 繁體: the term (3 peak weeks on the peak fleet + 15 weeks on the everyday one, 3 h a night) is compared with the
    # NT$120k said for the whole term, never left "not checked"
    ("輔導機器人用 Qwen2.5-7B，平時 25 人同時在線，期中考前三週每晚8點到11點最忙，有 260 人同時在線，整個學期預算台幣12萬",
     "对照整个学期的预算"),
    # en: the same with $4,000 for the whole semester
    ("Study helper on Qwen2.5-7B: normally 35 online, the 3 weeks before exams are busiest with 410 online 6pm-10pm, "
     "budget $4,000 for the whole semester", "Against your budget for the whole term"),
])
def test_the_answer_sets_the_term_against_its_budget(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert said in reply.text + reply.full + "\n".join(reply.notes), reply.text


@pytest.mark.parametrize("text", [
    "we get 350 caller voicemails a day, summarised by Qwen2.5-7B",
    "about 900 patient discharge letters a week drafted by Llama-3.1-8B",
])
def test_a_singular_role_before_another_noun_is_a_modifier_not_people(text):
    # "350 caller voicemails" are voicemails (350 items a day), not 350 callers; English counts people with the plural
    # ("350 callers"): read as 350 daily users × 5 messages it would size 1,750 requests a day, 5× the work
    patch = extract(text).patch
    assert patch.daily_users is None and patch.head_count is None and patch.concurrency is None, patch


@pytest.mark.parametrize("text", [
    # en: the speaker's people said as news, no model, no use, no domain word: small talk (it read 3 at once, inference)
    "we have like 4 interns starting on tuesday, gonna be wild",
    # en: "trainees" holds "train", which is no domain word here; "we've got" is the same fact
    "we've got 7 trainees arriving friday, wish me luck",
    # 简体 / 繁體: the same news, no use word (a count said with 有 and no 用 is never a load)
    "我们有3个实习生下周一来报到，肯定很乱",
    "我們有12位訪客明天來參觀，好緊張",
])
def test_people_said_in_small_talk_are_no_load(text):
    got = read(text)
    assert "head_count" not in got and "concurrency" not in got and "task" not in got, got


@pytest.mark.parametrize("text,people", [
    # the same people with a use said: 9 interns use it → a head count of 9
    ("we have 9 interns who will use a Qwen2.5-7B helpdesk bot", 9),
    # who it is for, said alone (an answer to "how many people?"): 25 paralegals is still a head count
    ("for 25 paralegals", 25),
])
def test_people_with_a_use_or_for_whom_are_still_counted(text, people):
    assert read(text).get("head_count") == people
