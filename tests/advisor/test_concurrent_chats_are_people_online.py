"""Chats or conversations counted at once ("200 concurrent chats", "40 chats at once", 同时 200 个对话, 並行 200 個對話)
are chats open, not answers generating: each user reads and types between answers, so they are sized as people online
(tools.traffic.generating_of_online; advisor/core/extract_rules.py _chats_open), with a head count beside them ("~2,000
students") said back; a word that says they generate ("all 200 generating at once") keeps every one of them.

By hand (no answer length or speed stated): one answer takes R = 2 s + 338 tokens ÷ 20 tokens/s = 18.9 s; with
Z = 45 s of reading and typing, 200 open chats are 200 × 18.9 ÷ (18.9 + 45) = 59.2 → 60 generating at once.
For OLMo-2-7B (32 layers, 32 KV heads, head_dim 128: no GQA) a token of 16-bit KV is
2 · 32 · 32 · 128 · 2 = 524,288 bytes; 60 × 4,096 tokens × 524,288 = 128.8 GB, where 200 would be 429.5 GB.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

OLMO_KV_PER_TOKEN = 2 * 32 * 32 * 128 * 2  # layers · KV heads · head_dim · 2 bytes, K and V


@pytest.mark.parametrize("text", [
    "uni research group, we want to serve OLMo-2-7B-Instruct (fully open model, that's the point) as a campus chatbot "
    "for ~2,000 students, say 200 concurrent chats, 16k context. budget covers 1 A100 80GB. is that enuogh?",
])
def test_concurrent_chats_are_people_online_sized_at_sixty_generating(text):
    e = extract(text)
    assert e.patch.users_online == 200 and e.patch.concurrency is None, (e.patch.users_online, e.patch.concurrency)
    assert any("200 people online read as ≈ 60 generating at once" in n for n in e.notes), e.notes
    assert 60 * 4096 * OLMO_KV_PER_TOKEN == 128_849_018_880  # the KV the 60 hold at 4 k (vs 200 × = 429.5 GB)


@pytest.mark.parametrize("text", [
    "校园聊天机器人，学生 2000 人，同时 200 个对话，上下文 16k，用 Qwen3-8B，一张 A100 够吗？",
    "校園聊天機器人，學生 2000 人，並行 200 個對話，上下文 16k，用 Qwen3-8B，一張 A100 夠嗎？",
    "部署 Qwen3-8B 做客服，200 个并发对话",
])
def test_conversations_at_once_are_people_online_with_the_students_kept(text):
    # conversations / 对话 / 会话 counted at once are people with a chat open (advisor.core.open_sessions_read): 200
    # people online, ≈ 60 generating (200 × 18.9 ÷ 63.9 = 59.2), the 2,000 students (where said) kept as the head count
    e = extract(text)
    assert e.patch.users_online == 200 and not e.patch.concurrency, (e.patch.users_online, e.patch.concurrency)
    assert e.patch.head_count in (None, 2000)
    assert any("≈ 60 generating at once" in n for n in e.notes), e.notes


def test_chats_said_to_generate_keep_every_one():
    e = extract("campus chatbot on Qwen3-8B for 2000 students, 200 concurrent chats, all 200 generating at once")
    assert e.patch.concurrency == 200 and not e.patch.users_online


def test_concurrent_users_stay_users_at_once():
    # "concurrent users" is the load-test figure users give for requests at once; only chats/conversations are open
    e = extract("Llama 3.1 8B for 20 concurrent users")
    assert e.patch.concurrency == 20 and not e.patch.users_online
