"""Counts of people said with who they are (developers, 工程師, staff, 同事) and where they are (同时在线, "online at the
same time", "at once"): every phrasing reads as the load kind it says. Online is people with a chat open
(`users_online`, sized by the interactive response-time law); at once, concurrent or 同时用 is requests generating
(`concurrency`); a count with no presence word is people who use it (`head_count`, sized as the share active at the
office peak); a count a day is `daily_users`. A presence said in the clause right after the count ("给60个开发者用，
同时在线", "for 60 devs, online at the same time") is said of those people; a place or a group between 给 and the count
(给德国 60 个开发者) does not hide them. An ordinal or a count of things is never people.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

LOAD = ("concurrency", "users_online", "head_count", "daily_users")


def _load(text: str) -> dict:
    f = extract(text).patch.model_dump(exclude_none=True)
    return {k: f[k] for k in LOAD if k in f}


@pytest.mark.parametrize("text, n", [
    # 简体: the online word in the count's clause, or in a clause that says only the presence just after it
    ("给德国 60 个开发者做代码助手，同时在线", 60),  # a place between 给 and the count: was no one (1 user sized)
    ("给德国60个开发者做代码助手，同时在线", 60),
    ("给60个开发者做代码助手同时在线", 60),  # glued, no comma
    ("给60个开发者用，同时在线", 60),  # the presence in the next clause: was a head count of 60
    ("给 60 个开发者用,同时在线", 60),  # an ASCII comma
    ("60个开发者同时在线", 60),
    ("约150位工程师同时在线", 150),
    ("60名开发者，同时在线", 60),
    ("给美国 40 位工程师用，同时在线", 40),
    ("给公司60个人用，同时在线", 60),
    ("给我们部门 35 位同事用，都同时在线", 35),
    ("给全国500名销售用，大家同时在线", 500),
    ("为德国的 60 名开发者部署代码助手，同时在线", 60),  # 为 (for) before the people
    ("客服坐席80人，同时在线", 80),  # a staff count with the online word after it: was 80 generating
    ("客服坐席80人同时在线", 80),
    # 繁體 and Cantonese
    ("60 位工程師同時在線", 60),
    ("給台灣 30 位工程師做程式助手，同時在線", 30),
    ("給德國60個開發者做代碼助手，同時在線", 60),
    ("給60個開發者用，同時在線", 60),
    ("60 名工程師，大家都同時在線", 60),
    ("公司內部 100 位同仁使用，同時在線", 100),
    ("60個同事，同時喺線", 60),
    # English
    ("~150 engineers online at the same time", 150),
    ("60 devs online at once", 60),
    ("a code assistant for 60 developers, online at once", 60),
    ("give it to 60 devs, online at the same time", 60),
    ("for our 45 lawyers, they'll be online at the same time", 45),
    ("60 developers, mostly online at the same time", 60),
    ("for 60 developers in Germany, all online at the same time", 60),
    ("our 12 analysts, all online at once", 12),
    ("serve 300 students online at the same time", 300),
    ("给3个团队各20人用，同时在线", 60),  # groups × each: 3 × 20 = 60, online
    ("3 teams of 20 people, online at the same time", 60),
    ("改成80人，同时在线", 80),  # a follow-up's change of the people
    ("給醫院 300 名護士用，同時喺線", 300),
])
def test_people_said_online_are_people_online(text, n):
    # online people have a chat open; tools.traffic sizes the share generating (60 online is never 60 at once,
    # nor 1 user, nor 15 % of a head count)
    assert _load(text) == {"users_online": n}


@pytest.mark.parametrize("text, n", [
    ("60 个并发用户", 60),
    ("60 concurrent devs", 60),
    ("40 users at once", 40),
    ("团队30人同时用", 30),  # 同时用: using it at the same time, each one a request
    ("團隊 25 人同時用", 25),
    ("客服坐席80人同时使用", 80),
    ("大約 300 個用戶同時喺度用", 300),  # Cantonese 喺度用: using it now
    ("120 nurses using it at the same time", 120),
    ("给60个开发者用，同时用", 60),  # the at-once word in the next clause
    ("給60個開發者，同時喺度用", 60),
    ("for 50 people, at once", 50),
    ("两个组各30人，同时用", 60),  # 2 × 30 = 60, all using it at the same time
    ("给律所 25 位律师用，大家都会同时用", 25),
])
def test_people_said_at_once_are_requests_at_once(text, n):
    assert _load(text) == {"concurrency": n}


@pytest.mark.parametrize("text, n", [
    ("公司200名员工使用", 200),
    ("50个同事", 50),
    ("公司內部 100 位同仁使用", 100),
    ("for a team of 25", 25),
    ("for 50 people", 50),
    ("about 200 staff will use it", 200),
    ("1,000 students during exam week", 1000),
    ("our 12 analysts", 12),
    ("给德国60个开发者做代码助手", 60),  # the place said, no presence: people who use it
    ("给60个开发者用，同时要支持中文", 60),  # 同时 here is "also", a clause with more in it: no presence said
    ("for 50 people, online service", 50),  # an online service, not people online
    ("3 teams of 20 people", 60),
])
def test_people_with_no_presence_word_are_a_head_count(text, n):
    # the head-count rule (tools.traffic.head_count_assumption) sizes the share active at the office peak
    assert _load(text) == {"head_count": n}


@pytest.mark.parametrize("text, n", [
    ("1000 users a day", 1000),
    ("日活2万", 20000),
    ("每天500人用", 500),
])
def test_people_a_day_stay_daily_users(text, n):
    assert _load(text) == {"daily_users": n}


def test_online_said_with_its_own_count_after_a_head_count():
    # 60 people, of whom about 20 are online at once (同时在线的大概20个): the 20 size it, never the 60 nor 1
    assert _load("给60个开发者用，同时在线的大概20个") == {"users_online": 20}


@pytest.mark.parametrize("text", [
    "第60个请求",  # the 60th request: an ordinal, was read as 60 at once
    "第 60 位用户",
    "排第60名",
    "the 60th user",
    "we rent 60 GPUs",
    "60 秒内返回",
    "60 个文档",
    "在德国 60 台服务器",
    "每秒 60 个 token",
    "给GPU集群60个节点",
])
def test_a_count_of_something_else_is_no_people(text):
    assert _load(text) == {}


def _answer(tmp_path, text: str):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "state.db")).handle("t", text)


@pytest.mark.slow
def test_developers_in_a_country_said_online_are_sized_as_online(tmp_path):
    # 60 online, each waits R = 2 s + 338 tokens ÷ 20 tok/s = 18.9 s, then reads ~45 s: 60 × 18.9 ÷ 63.9 = 17.7 → 18
    # generating at once (it was sized as 1 user: the place between 给 and the count hid the 60)
    r = _answer(tmp_path, "给德国 60 个开发者做代码助手，同时在线")
    w = r.recommendation.workload
    assert (w.users_online, w.concurrency) == (60, 18), (w.users_online, w.concurrency)
    assert "在线 60 人" in r.text, r.text[:600]


@pytest.mark.slow
def test_an_english_presence_after_the_count_is_online(tmp_path):
    # the same law: 60 × 18.9 ÷ 63.9 = 17.7 → 18 at once, never 60 at once nor 15 % of a head count of 60
    r = _answer(tmp_path, "Qwen2.5-14B chat assistant for 60 developers in Germany, online at the same time")
    w = r.recommendation.workload
    assert (w.users_online, w.concurrency) == (60, 18), (w.users_online, w.concurrency)
    assert "of 60 online" in r.text, r.text[:600]


@pytest.mark.slow
def test_traditional_engineers_online_after_a_place(tmp_path):
    # 30 online: 30 × 18.9 ÷ 63.9 = 8.9 → 9 generating at once, said in traditional script
    r = _answer(tmp_path, "給台灣 30 位工程師用 Qwen2.5-7B 做內部問答，同時在線")
    w = r.recommendation.workload
    assert (w.users_online, w.concurrency) == (30, 9), (w.users_online, w.concurrency)
    assert "在線 30 人" in r.text, r.text[:600]
