"""Chats open at once are people online, not answers generating: "200 个对话同时在聊", "150 個對話同時在傾", "400 people
chatting with it at once" are sized by the interactive response-time law (tools.traffic.generating_of_online: online ×
R ÷ (R + Z), R the time one answer takes, Z = 45 s reading and typing between answers), not as that many
concurrent generations; a count said to be generating keeps its own figure (docs/CONVERSATION.md "People online")."""

from __future__ import annotations

import math

import pytest

from advisor.core.extract_rules import extract
from tools.traffic import THINK_TIME_S, generating_of_online

# With no answer length or speed stated, one answer takes R = 2 s to the first token + 338 tokens (ShareGPT's mean
# answer) ÷ 20 tokens/s = 18.9 s (tools.traffic module notes).
R = 2 + 338 / 20


@pytest.mark.parametrize(("text", "online"), [
    ("客服系统用 Qwen2.5-14B，晚上高峰大概 200 个对话同时在聊，租什么卡？", 200),
    ("我哋用 Qwen2.5-7B 做客服，繁忙時段大約 150 個對話同時在傾，租咩卡？", 150),
    ("Support bot on Qwen2.5-7B: at peak about 400 people chatting with it at once. What should we rent?", 400),
])
def test_chats_open_are_read_as_people_online(text, online):
    p = extract(text).patch
    assert p.users_online == online and p.concurrency is None, (p.users_online, p.concurrency)


@pytest.mark.parametrize(("online", "want"), [
    (200, 60),   # 200 × 18.9 ÷ (18.9 + 45) = 59.15 → 60 generating, not 200
    (150, 45),   # 150 × 18.9 ÷ 63.9 = 44.37 → 45
    (400, 119),  # 400 × 18.9 ÷ 63.9 = 118.3 → 119
])
def test_people_online_generate_far_fewer_at_once(online, want):
    assert THINK_TIME_S == 45
    assert generating_of_online(online, R) == want == math.ceil(online * R / (R + 45))


def test_a_count_said_generating_keeps_its_figure():
    # "generating at the same time" states the concurrency itself: 50, not people online
    p = extract("We need 50 conversations generating at the same time on Qwen2.5-7B. What should we rent?").patch
    assert p.concurrency == 50 and not p.users_online
