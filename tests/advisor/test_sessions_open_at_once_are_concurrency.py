"""Sessions, conversations or connections open at once are streams the server holds, `concurrency` as said; never people
online divided by an active share, never dropped, never lost to a head count said beside them
(advisor.core.open_sessions_read). People said at once stay head counts or people online."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.open_sessions_read import sessions_at_once


@pytest.mark.parametrize(("text", "n"), [
    # 繁體: 45 sessions open together hold 45 sequences in flight; was read as nothing at all (the default load)
    ("我們要部署 Llama-3.1-70B，尖峰約 45 個會話同時在線，該租哪種 GPU？", 45),
    # 繁體: 同時 before the count of conversations; was 25 people online, ≈ 8 sized at once by 25 × 18.9 ÷ 63.9
    ("同時 25 個對話，部署 Qwen2.5-32B，要哪種 GPU？", 25),
    # 简体: 90 connections kept open at once are 90 streams (was nothing read)
    ("我们用 Mistral-Small-24B 做客服，90 个连接同时保持，需要什么卡？", 90),
    # English: 35 conversations open at once are 35 sequences held (was nothing read)
    ("We run Mistral-7B with 35 conversations open at once, which GPU should we rent?", 35),
    # English: 70 concurrent conversations (was 70 people online, ≈ 21 generating)
    ("Gemma-2-27B support assistant handling 70 concurrent conversations, what do we need?", 70),
])
def test_sessions_at_once_are_the_concurrency(text, n):
    p = extract(text).patch
    assert p.concurrency == n and p.users_online is None, (p.concurrency, p.users_online)


@pytest.mark.parametrize(("text", "streams", "people"), [
    # English: 300 staff, of whom 40 sessions run at a time: 40 streams sized, 300 kept as who they are (was 300 at once)
    ("Qwen2.5-14B for 300 employees, about 40 sessions at a time", 40, 300),
    # 简体: 150 位员工, 同时 20 个会话: 20 streams, 150 the head count (was 150 at once)
    ("公司 150 位员工用 Qwen2.5-7B，同时 20 个会话，租什么卡？", 20, 150),
])
def test_a_head_count_beside_the_sessions_is_kept_as_people(text, streams, people):
    e = extract(text)
    assert e.patch.concurrency == streams and e.patch.head_count == people, e.patch
    assert not any(f"{people} users active at once" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "每天 3000 个会话，用 Qwen2.5-7B",  # a day's conversations: a volume, never at once
    "客服系统用 Qwen2.5-14B，晚上高峰大概 200 个对话同时在聊",  # people chatting: people online (their own class)
    "Llama-3.1-8B 聊天機器人，60 人同時在線，每個會話最長 32k",  # 60 people online; 每個會話 counts no sessions
])
def test_volumes_people_chatting_and_a_session_length_are_not_sessions_at_once(text):
    assert sessions_at_once(text) is None
