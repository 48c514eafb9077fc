"""Reading a chat's load: messages a day (a total, or each user's count × the users) are sized at the busiest hour and
in flight by Little's law; a company's own users ("100 internal users") are a head count; "N concurrent / at once"
stays as said.

Phrasings are new (not the reviews' own); each expected figure is worked by hand beside it: the busiest hour carries
10 % of the day's requests, each request stays 2 s to its first token + its answer (338 tokens unless stated) at
20 tokens/s unless stated."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> tuple[dict, str, str]:
    e = extract(text)
    fields = e.patch.model_dump(exclude_none=True)
    return fields, " | ".join(e.notes), " | ".join(e.zh_notes.get(n, n) for n in e.notes)


@pytest.mark.parametrize("text,per_day,users,in_flight", [
    # 2,000 × 15 = 30,000 a day → 3,000 in the busiest hour → 0.83/s × 18.9 s = 15.7 → 16
    ("Llama 3.1 8B chatbot, 2,000 users, 15 msgs/day each", 15, 2_000, 16),
    # 12,000 × 15 = 180,000 → 5/s; answers 2,348 − 2,048 = 300 tokens: 2 + 15 = 17 s; 5 × 17 = 85
    ("Our app has 12k DAU and every user sends roughly 15 messages per day to a Qwen2.5-32B bot; prompts 2k tokens, "
     "replies ~300 tokens", 15, 12_000, 85),
    # 500 × 15 = 7,500 → 750 in the hour → 0.2083 → 0.21/s × 18.9 = 3.97 → 4
    ("部署 Qwen2.5-14B 做客服，500个用户，每人每天15条", 15, 500, 4),
    # 800 × 20 = 16,000 → 1,600 / 3,600 = 0.444 → 0.44/s × 18.9 = 8.3 → 9
    ("給 800 位使用者用，每位使用者每天大約問 20 次，Qwen2.5-7B", 20, 800, 9),
    # 3,000 × 12 = 36,000 → 3,600 in the hour → 1.0/s × 18.9 = 18.9 → 19 (傳: "sends", Taiwan)
    ("Qwen2.5-7B 做 LINE 客服，每位使用者一天大約傳 12 則訊息，總共 3000 位使用者", 12, 3_000, 19),
])
def test_each_users_messages_times_the_users(text, per_day, users, in_flight):
    fields, en, _ = read(text)
    assert fields.get("requests_per_user_per_day") == per_day and fields.get("daily_users") == users, fields
    assert "concurrency" not in fields and "head_count" not in fields
    assert f"≈ {in_flight} in flight" in en and "Little" in en, en
    assert "users at once at peak" not in en  # never the users-a-day session rule beside it
    assert "(assumed" not in en  # the stated count each, not the 5 assumed for daily users alone


@pytest.mark.parametrize("text,users,in_flight", [
    # 20,000 × 5 (assumed) = 100,000 a day → 10,000 in the busiest hour / 3,600 s = 2.78 → 2.8/s;
    # × (2 s + 338 ÷ 20 tok/s = 18.9 s) = 52.9 → 53 in flight (the session rule gave 500)
    ("做个客服机器人，qwen2.5-7b，日活2万左右，租什么卡", 20_000, 53),
    ("Llama 3.1 8B support bot, DAU 20k", 20_000, 53),
    # 5,000 × 5 = 25,000 → 2,500 / 3,600 = 0.694 → 0.69/s × 18.9 = 13.04 → 14
    ("serve Qwen2.5-7B for 5,000 daily users", 5_000, 14),
])
def test_daily_users_alone_send_five_messages_each_said_as_assumed(text, users, in_flight):
    fields, en, zh = read(text)
    assert fields.get("daily_users") == users and "requests_per_user_per_day" not in fields, fields
    assert "concurrency" not in fields
    assert f"{users:,} daily users × 5 messages (assumed; say how many each sends) = {users * 5:,} a day" in en, en
    assert f"≈ {in_flight} in flight" in en and "Little" in en, en
    assert f"日活 {users:,} 人 × 每人 5 条（假设值" in zh and f"同时约 {in_flight} 路" in zh, zh


@pytest.mark.parametrize("text,per_day,in_flight", [
    # 30,000 → 3,000 in the hour → 0.83/s × 18.9 = 15.7 → 16 (it was 497 "concurrent")
    ("客服用 Qwen2.5-7B，每天3万条消息，要最便宜的", 30_000, 16),
    ("想用 Qwen2.5-7B 接客服，一天三萬則訊息，GCP 台灣", 30_000, 16),
    # 20,000 → 2,000 / 3,600 = 0.556 → 0.56/s × 18.9 = 10.6 → 11
    ("每天大概发送2万条消息，用 Qwen2.5-7B", 20_000, 11),
    # 8,000 → 800 / 3,600 = 0.222 → 0.22/s × 18.9 = 4.2 → 5
    ("Qwen2.5-7B support assistant handling 8k conversations a day", 8_000, 5),
])
def test_a_days_total_is_sized_in_flight(text, per_day, in_flight):
    fields, en, zh = read(text)
    assert fields.get("requests_per_day") == per_day and "concurrency" not in fields, fields
    assert f"≈ {in_flight} in flight" in en, en
    assert f"同时约 {in_flight} 路" in zh and "利特尔定律" in zh and "10%" in zh, zh


def test_a_stated_peak_factor_is_used_instead_of_the_share():
    # 43,200 a day = 0.5/s on average; peak 3× → 1.5/s × 18.9 s = 28.35 → 29
    fields, en, _ = read("Qwen2.5-7B chat API, 43,200 messages a day, peak is about 3x the average")
    assert fields.get("peak_to_average") == 3 and "1.5 requests/s" in en and "≈ 29 in flight" in en, en


@pytest.mark.parametrize("text,people,at_once", [
    ("想部署 Qwen2.5-14B 给公司150个内部用户用，用什么卡", 150, 23),  # 15 % of 150 = 22.5 → 23, never 150
    ("給 80 個內部使用者用 Qwen2.5-7B", 80, 12),  # 15 % of 80 = 12
    ("Qwen3-30B-A3B for our 100 internal users, is a 4090 enough?", 100, 15),  # 15 % of 100
])
def test_a_count_of_internal_users_is_a_head_count(text, people, at_once):
    fields, en, _ = read(text)
    assert fields.get("head_count") == people and "concurrency" not in fields, fields
    assert f"≈ {at_once} active at once" in en, en


@pytest.mark.parametrize("text,n", [
    ("Qwen2.5-7B support bot, about 40 requests at once", 40),  # 40 chats at once: people online
    ("Llama 3.1 8B for 20 concurrent users", 20),
    ("Qwen2.5-7B，同时 30 人在用", 30),  # 在用: in use (同时 30 人在线 is people online: test_people_online.py)
    ("Llama 3.1 8B, 50 users at the same time", 50),
])
def test_a_count_said_at_once_stays_as_said(text, n):
    fields, _, _ = read(text)
    assert fields.get("concurrency") == n and "head_count" not in fields, fields


@pytest.mark.slow
def test_a_follow_up_with_more_users_keeps_their_messages(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "state.db"))
    e.handle("t", "SaaS, 12k DAU, every user sends roughly 15 messages per day to a Qwen2.5-32B bot; prompts 2k tokens, "
                  "replies ~300 tokens")
    r = e.handle("t", "make it 50k DAU")
    # 50,000 × 15 = 750,000 a day → 75,000 in the hour / 3,600 = 20.8 → 21/s; × 17 s = 357 (never 1,250 from sessions)
    assert r.recommendation.workload.concurrency == 357
    assert "750,000 a day" in r.text and "≈ 357 in flight" in r.text and "1,250" not in r.text


@pytest.mark.slow
def test_daily_users_in_a_follow_up_are_sized_with_the_threads_answer_length(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "state.db"))
    e.handle("t", "serve Qwen2.5-7B chat, answers about 200 tokens")
    r = e.handle("t", "we have 20k daily users")
    # 20,000 × 5 (assumed) = 100,000 → 2.8/s; each stays 2 s + 200 ÷ 20 = 12 s → 33.6 → 34 in flight, said once
    # (never the message's own line at ShareGPT's 338 tokens: 2.8 × 18.9 = 53)
    assert r.recommendation.workload.concurrency == 34
    assert r.text.count("20,000 daily users × 5 messages (assumed") == 1 and "≈ 34 in flight" in r.text
    assert "≈ 53 in flight" not in r.text


@pytest.mark.slow
def test_daily_users_alone_answer_in_traditional_chinese(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "state.db")).handle("z", "做個客服機器人，Qwen2.5-7B，日活2萬左右，租什麼卡")
    # 20,000 × 5 (assumed) = 100,000 a day → 2.8/s × 18.9 s = 52.9 → 53 in flight, said in Traditional script
    assert r.recommendation.workload.concurrency == 53
    assert "每天 100,000 條訊息" in r.text and "假設值" in r.text and "同時約 53 路" in r.text, r.text[:600]


@pytest.mark.slow
def test_a_days_messages_answer_in_traditional_chinese(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "state.db")).handle("z", "客服想用 Qwen2.5-7B，一天大概三萬則訊息，只能用 GCP 台灣區")
    # 30,000 → 0.83/s → 16 in flight, said in Traditional script
    assert r.recommendation.workload.concurrency == 16
    assert "每天 30,000 條訊息" in r.text and "同時約 16 路" in r.text and "利特爾定律" in r.text, r.text[:600]


@pytest.mark.parametrize("text", [
    "Qwen2.5-7B chatbot, about 900k messages a month",
    "客服机器人 Qwen2.5-7B，每月90万条消息",
])
def test_a_chats_messages_a_month_are_its_traffic_not_a_batch(text):
    # 900,000 a month × 24 / 730 h = 29,589 a day → 2,959 in the busiest hour / 3,600 = 0.822 → 0.82/s;
    # × 18.9 s = 15.5 → 16 in flight
    fields, en, _ = read(text)
    assert "batch_requests" not in fields and round(fields["requests_per_day"]) == 29_589, fields
    assert fields["target_requests_per_s"] == 0.82 and "≈ 16 in flight" in en, en


def test_a_peak_multiple_is_no_count_of_users():
    fields, _, _ = read("Qwen2.5-7B chat API, 43,200 messages a day, peak is about 3x the average")
    assert "concurrency" not in fields  # "peak is about 3x" read as 3 users at peak before
