"""People online (docs/CONVERSATION.md, `users_online`): a chat open, not a generation running. The reader keeps them
apart from users at once in every script and in either order; tools.traffic sizes how many generate at once
(N × R ÷ (R + 45 s), tests/tools/test_people_online_sizing.py) and the reader says the figure in one line.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, online", [
    ("RAG chatbot on Llama-3.1-8B for our support site, 200 people online at peak", 200),
    ("what if 200 people are online at once?", 200),  # online wins over "at once": they are online at once
    ("200 users online at once, Llama-3.1-8B", 200),
    ("Llama 8B, 500 logged in users", 500),
    ("serve Qwen2.5-7B, 300 connected users", 300),
    ("Qwen2.5-14B 做客服，同时在线50人", 50),  # 简体, online before the count
    ("如果同時在線有 200 人呢？", 200),  # 繁體 follow-up
    ("Qwen2.5-7B，50人同时在线", 50),  # the count before the online word
    ("同時連線 120 人，Qwen2.5-7B", 120),
    ("Qwen2.5-7B 同时在线人数 300", 300),  # 在线人数 N: the count after the noun
    ("Qwen 7B, 在線人數約 80", 80),
    ("Qwen2.5-7B，上线人数 150", 150),
    ("部署Qwen2.5-7B，公司150人用，全部同时在线", 150),  # all of them online, not all generating
    ("我哋個 Qwen2.5-7B 客服，同時在線有 60 個人", 60),  # Cantonese
])
def test_people_online_are_users_online_not_at_once(text, online):
    f = _fields(text)
    assert f.get("users_online") == online and "concurrency" not in f and "head_count" not in f, f


@pytest.mark.parametrize("text, n", [
    ("serve Qwen2.5-7B with 300 concurrent requests", 300),
    ("100 concurrent users online, Llama 3.1 8B", 100),  # concurrent: a stated concurrency wins over online
    ("部署 Qwen2.5-7B，300 人同时在用", 300),
    ("部署 Qwen2.5-7B，并发 300", 300),
    ("部署 Qwen2.5-7B，同时 80 个请求", 80),
    ("Llama-3.1-8B 在线服务，同时 200 人", 200),  # 在线服务 is an online service, not people online
    ("deploy llama 3.1 8b online serving for 200 users", 200),  # "online serving" likewise
])
def test_a_stated_concurrency_wording_stays_concurrency(text, n):
    f = _fields(text)
    assert f.get("concurrency") == n and "users_online" not in f, f


def test_going_live_is_not_people_online():
    # 上线 alone is "to go live" (deploy), not online people: 给 50 人用 stays a head count
    f = _fields("上线 Qwen2.5-7B，给 50 人用")
    assert f.get("head_count") == 50 and "users_online" not in f, f


def test_the_note_says_the_figure_in_both_languages():
    # 50 online, ShareGPT's 338-token answer at 20 tok/s after a 2 s first token: R = 18.9 s, cycle 63.9 s,
    # 50 × 18.9 ÷ 63.9 = 14.8 → 15 generating at once
    e = extract("Qwen2.5-14B 做客服，同时在线50人")
    en = " ".join(e.notes)
    zh = " ".join(e.zh_notes.get(n, n) for n in e.notes)
    assert "50 people online read as ≈ 15 generating at once" in en and "50 × 18.9 ÷ 63.9" in en, en
    assert "同时在线 50 人按同时约 15 路在生成" in zh, zh


def test_a_stated_answer_length_is_used_in_the_note():
    # 300-token answers: R = 2 + 300 ÷ 20 = 17 s; 200 × 17 ÷ 62 = 54.8 → 55
    e = extract("Qwen2.5-7B 客服，回答 300 token，同時在線 200 人")
    assert any("≈ 55 generating at once" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_a_follow_up_with_people_online_is_sized_with_the_threads_request(tmp_path):
    # T1 states 5,000 questions a day, 2,500-token prompts and 300-token answers; T2 asks about
    # 200 online. R = 2 s + 300 ÷ 20 tok/s = 17 s; 200 × 17 ÷ (17 + 45) = 54.8 → 55 at once (key: 35–60; it was
    # read as 200 concurrent, 18 × L4). The day's count no longer sizes it, and both figures are on the workload line.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "state.db"))
    e.handle("t", "想做客服 RAG，Qwen2.5-7B + bge-m3，每天大約 5,000 個提問，每次檢索後 prompt 約 2,500 token、回答 "
                  "300 token，要放在台灣的雲。")
    r = e.handle("t", "如果同時在線有 200 人呢？")
    w = r.recommendation.workload
    assert (w.users_online, w.concurrency) == (200, 55), (w.users_online, w.concurrency)
    assert "同時約 55 路在生成（在線 200 人" in r.text and "200 × 17 ÷ 62" in r.text, r.text[:800]


@pytest.mark.slow
def test_an_english_answer_shows_both_figures(tmp_path):
    # 200 online, default request: 200 × 18.9 ÷ 63.9 = 59.2 → 60 generating at once, never 200
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "state.db")).handle(
        "t", "RAG chatbot on Llama-3.1-8B for our support site, 200 people online at peak")
    assert r.recommendation.workload.concurrency == 60
    assert "≈ 60 generating at once (of 200 online" in r.text, r.text[:600]


@pytest.mark.slow
def test_a_thread_of_people_online_keeps_counting_people_online(tmp_path):
    # "make it 300 users" after 200 online is 300 online: 300 × 18.9 ÷ 63.9 = 88.7 → 89 at once, never 300
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "state.db"))
    e.handle("t", "Llama-3.1-8B chatbot for 20 concurrent users")
    e.handle("t", "what if 200 people are online at once?")
    r = e.handle("t", "make it 300 users")
    w = r.recommendation.workload
    assert (w.users_online, w.concurrency) == (300, 89), (w.users_online, w.concurrency)
    assert "300 people online read as ≈ 89 generating at once" in r.text, r.text[:600]


@pytest.mark.parametrize("text, online, every_s", [
    ("Qwen2.5-7B chat, 200 people online, each sends a message every 30 seconds", 200, 30),
    ("Llama 8B, 100 online, 2 messages a minute each", 100, 30),  # 60 s ÷ 2
    ("Qwen2.5-7B，同时在线200人，每个人大概每30秒问一次", 200, 30),
    ("同時在線 200 人，每人每分鐘發 2 條，Qwen2.5-7B", 200, 30),  # 60 s ÷ 2
    ("Qwen2.5-7B, 50 users online, one question every 2 minutes per user", 50, 120),
])
def test_a_stated_message_rate_per_user_is_read(text, online, every_s):
    f = _fields(text)
    assert f.get("users_online") == online and f.get("message_interval_s") == every_s, f
    assert "target_requests_per_s" not in f and "concurrency" not in f, f


def test_a_services_rate_is_not_a_users_rate():
    # "300 requests per hour" is the whole service's rate (target_requests_per_s), no per-user interval
    f = _fields("Qwen2.5-7B chat API, 300 requests per hour")
    assert "message_interval_s" not in f and f.get("target_requests_per_s") == 0.083, f


@pytest.mark.parametrize("text", ["500 employees, about 100 online at peak, Qwen2.5-14B", "Llama 8B, 100 online"])
def test_online_said_after_a_bare_count_is_people_online(text):
    f = _fields(text)
    assert f.get("users_online") == 100 and "concurrency" not in f, f
