"""People online, logged in, in a conversation, or holding a session open are people present, not that many streams
generating: each reads and types between answers, so they are `users_online`, sized by the interactive response-time
law (tools.traffic.generating_of_online) and said in the answer as an assumption to replace. Requests, generations,
connections and streams said at once, or sessions said to be all generating, stay the count as said
(advisor.core.open_sessions_read, extract_rules.ONLINE_PEOPLE).

By hand (no answer length or speed said): one answer takes R = 2 s to the first token + 338 tokens ÷ 20 tokens/s =
18.9 s; with Z = 45 s of reading and typing each person sends one message every 63.9 s, so N present generate
N × 18.9 ÷ 63.9 = 29.6 % of N at once, rounded up: 200 → 59.2 → 60, 500 → 147.9 → 148, 800 → 236.6 → 237,
1,000 → 295.8 → 296, 2,000 → 591.5 → 592, 45 → 13.3 → 14. Sized as N generating, a 1,000-session Llama-3.1-8B bot held
KV for 1,000 × 4,096 tokens × 131,072 B (32 layers × 8 KV heads × 128 × 2 × 2 B) = 537 GB instead of 296 × = 159 GB.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.open_sessions_read import sessions_at_once


@pytest.mark.parametrize(("text", "present", "generating"), [
    # English: users online at the peak (already read so; kept as the class's anchor)
    ("Our support bot on Qwen2.5-14B has 500 users online at peak", 500, 148),
    # 简体 glued: 同时在线2000人 before the model
    ("平时同时在线2000人，用Qwen2.5-32B做客服", 2000, 592),
    # English: "in a conversation with it at once" was 200 generating (the worst case)
    ("200 people in a conversation with our Qwen2.5-14B bot at once", 200, 60),
    # English: concurrent sessions open were 1,000 streams; open sessions with no at-once word were read as nothing
    ("1,000 concurrent sessions on our Llama 3.1 8B support bot", 1000, 296),
    ("1000 open sessions at peak, Llama 3.1 8B chatbot", 1000, 296),
    ("800 chat sessions open at peak, Qwen2.5-14B", 800, 237),
    # English: signed in is logged in (was 300 at once)
    ("300 users signed in at peak on our Qwen2.5-14B assistant", 300, 89),
    # 简体: 在和机器人对话 (chatting with the bot) was 200 generating; glued with no comma too
    ("同时有200人在和机器人对话，用Qwen2.5-14B", 200, 60),
    ("同时有200人在和客服机器人对话用Qwen2.5-14B", 200, 60),
    # 繁體: 在跟機器人對話
    ("同時有200人在跟機器人對話，用Qwen2.5-14B", 200, 60),
    # 简体 / 繁體: concurrent sessions (会话) and sessions online; 同时登录 / 同時登入 (logged in) was read as nothing
    ("1000个并发会话，Llama 3.1 8B", 1000, 296),
    ("1000個並發會話，Llama 3.1 8B", 1000, 296),
    ("用Qwen2.5-14B，1000个在线会话", 1000, 296),
    ("同时登录800人，Qwen2.5-14B", 800, 237),
    ("同時登入800人，用Qwen2.5-14B", 800, 237),
    # English: the chat window open, active chat sessions (were 2,000 at once / read as nothing)
    ("2000 users have the chat window open at peak, Qwen2.5-14B", 2000, 592),
    ("Qwen2.5-14B, 800 active chat sessions", 800, 237),
    # 简体: 活跃会话 (active sessions) were read as nothing
    ("我们有1000个活跃会话，Qwen2.5-14B", 1000, 296),
    # English: "each generating ~300 tokens" is the answer's length, not a word that they generate together; with
    # 300-token answers R = 2 + 300 ÷ 20 = 17 s, so 500 × 17 ÷ 62 = 137.1 → 138
    ("500 concurrent chat sessions each generating ~300 tokens, Qwen2.5-7B", 500, 138),
    # 繁體: 45 sessions online together at the peak (were 45 streams)
    ("我們要部署 Llama-3.1-70B，尖峰約 45 個會話同時在線，該租哪種 GPU？", 45, 14),
])
def test_people_present_generate_a_share_of_them(text, present, generating):
    e = extract(text)
    assert e.patch.users_online == present and e.patch.concurrency is None, (e.patch.users_online, e.patch.concurrency)
    assert any(f"{present:,} people online read as ≈ {generating:,} generating at once" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "n"), [
    # conversations open at once: people present (were 35 and 70 streams)
    ("We run Mistral-7B with 35 conversations open at once, which GPU should we rent?", 35),
    ("Gemma-2-27B support assistant handling 70 concurrent conversations, what do we need?", 70),
    ("同時 25 個對話，部署 Qwen2.5-32B，要哪種 GPU？", 25),
])
def test_conversations_open_at_once_are_people_present(text, n):
    p = extract(text).patch
    assert p.users_online == n and p.concurrency is None, (p.concurrency, p.users_online)


@pytest.mark.parametrize(("text", "n"), [
    # requests, generations and streams at once are what generates: the count as said
    ("Qwen2.5-14B, 500 concurrent requests", 500),
    ("Qwen2.5-14B, 50 concurrent generations", 50),
    ("Qwen2.5-14B 25 sessions in flight", 25),
    # connections held open are what the server serves at once
    ("我们用 Mistral-Small-24B 做客服，90 个连接同时保持，需要什么卡？", 90),
    ("120 connections at a time on Qwen2.5-14B", 120),
    # people online said to be all generating at the same time: every one of them, as said (EN / 简体 / 繁體)
    ("500 users online at once, all generating at the same time, Qwen2.5-14B", 500),
    ("同时在线2000人，全部同时在生成，Qwen2.5-7B", 2000),
    ("1000個並發會話，全部同時在生成，Llama 3.1 8B", 1000),
    ("300个会话同时在生成，Qwen2.5-7B", 300),
    ("200 concurrent sessions generating at once, Qwen2.5-7B", 200),
])
def test_streams_said_generating_stay_as_said(text, n):
    p = extract(text).patch
    assert p.concurrency == n and not p.users_online, (p.concurrency, p.users_online)


@pytest.mark.parametrize(("text", "present", "people"), [
    # English: 300 staff, of whom 40 hold a session at a time: 40 present (≈ 12 generating: 40 × 18.9 ÷ 63.9 = 11.8),
    # 300 kept as who they are; the office-share note of the 300 (≈ 45 at once) no longer sizes anything
    ("Qwen2.5-14B for 300 employees, about 40 sessions at a time", 40, 300),
    # 简体: 150 位员工, 同时 20 个会话: 20 present (≈ 6 generating: 20 × 18.9 ÷ 63.9 = 5.9), 150 the head count
    ("公司 150 位员工用 Qwen2.5-7B，同时 20 个会话，租什么卡？", 20, 150),
])
def test_a_head_count_beside_the_sessions_is_kept_as_people(text, present, people):
    e = extract(text)
    assert e.patch.users_online == present and e.patch.head_count == people, e.patch
    assert e.patch.concurrency is None
    assert not any("active at once" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "每天 3000 个会话，用 Qwen2.5-7B",  # a day's conversations: a volume, never at once
    "3000 open sessions a day on Qwen2.5-7B",  # the same in English, "open" notwithstanding
    "客服系统用 Qwen2.5-14B，晚上高峰大概 200 个对话同时在聊",  # people chatting: people online (their own class)
    "Llama-3.1-8B 聊天機器人，60 人同時在線，每個會話最長 32k",  # 60 people online; 每個會話 counts no sessions
])
def test_volumes_people_chatting_and_a_session_length_are_not_sessions_at_once(text):
    assert sessions_at_once(text) is None
