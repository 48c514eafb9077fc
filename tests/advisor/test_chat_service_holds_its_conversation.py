"""A chat service whose answer length is said and whose context is not (a messaging-app help desk, a homework helper,
a citizens' LINE desk) is sized at its conversation, at least the house chat context (tools.chat_context_floor), never
one ShareGPT message + the answer."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.chat_context_floor import chat_floor

CHATS = [
    # "answers around 120 words": 120 × 1.33 ≈ 160 tokens; context 4,096 + 160 = 4,256 where it was 161 + 160 = 321;
    # each turn prefills max(160 + 161, ⌈0.05 × 4,096⌉ = 205) = 321 tokens from the prefix cache's misses
    ("A Telegram support bot for our bank on Mistral-7B-Instruct, 150 customers online at peak, answers around 120 "
     "words. What GPU?", 160),
    # 作业辅导, 回答约150字 with Qwen's 0.67 a character: ≈ 100 tokens; context 4,096 + 100 = 4,196
    ("学校想做作业辅导机器人，用Qwen2.5-7B，同时在线120个学生，每次回答大概150字，用什么卡", 100),
    # 繁體 LINE 客服, 每則回答200字 at Llama-3's 1.01: 202 tokens; context 4,096 + 202 = 4,298
    ("區公所LINE客服用Llama-3.1-8B，尖峰同時上線250人，每則回答200字左右，要租什麼GPU", 202),
]


@pytest.mark.parametrize(("text", "answer"), CHATS)
def test_a_chat_with_only_its_answer_said_holds_the_default_conversation(text, answer):
    e = extract(text)
    assert e.patch.output_tokens == answer
    assert e.patch.prompt_tokens == 4_096
    assert e.patch.seq_len == 4_096 + answer
    assert e.patch.prompt_new_tokens == max(answer + 161, 205)


@pytest.mark.parametrize("text", [
    # a stated short context is kept as said
    "A WhatsApp help desk on Qwen2.5-7B, 100 people online, 1k context, answers around 100 words",
    # a batch of one-shot answers is not a chat
    "Summarise 200k support tickets with Qwen2.5-7B, answers around 50 words each",
])
def test_a_stated_context_or_a_batch_keeps_its_sizing(text):
    e = extract(text)
    assert e.patch.prompt_tokens != 4_096


def test_the_floor_by_hand():
    # 300-token answers: prompt 4,096, context 4,096 + 300 = 4,396, new max(300 + 161, 205) = 461
    f = chat_floor(300)
    assert (f.prompt, f.seq_len, f.new) == (4_096, 4_396, 461)
