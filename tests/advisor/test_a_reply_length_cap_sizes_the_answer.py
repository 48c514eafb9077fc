"""A reply-length cap said for a chat service ("回复150字以内", "answers under 100 words", 回覆控制在 200 字) is the
answer each request generates: `output_tokens`, with the context the default prompt plus that answer. It was dropped
("an answer length alone is not sized") and ShareGPT's 338-token answer was sized instead, which also tripled the
requests in flight a day's volume gives (Little's law: each request stays its first token plus its answer)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import DEFAULT_CONTEXT
from tools.load import SHAREGPT_PROMPT_TOKENS


@pytest.mark.parametrize(("text", "tokens"), [
    # 120 字 at 0.6 token a character (no model named: the general figure) → 72 tokens
    ("客服机器人，每天30万条消息，回复120字以内，要租什么卡", 72),
    # 80 words at 4/3 token a word (OpenAI Help Center: 100 tokens ≈ 75 words) → 106.7 → 107 tokens
    ("Helpdesk bot on Qwen2.5-14B for 25 users at once, replies under 80 words, what should we rent?", 107),
    # 60 字 at Qwen's 0.67 a character (DashScope) → 40 tokens
    ("客服用Qwen2.5-7B，并发40，每次回答不超过60字", 40),
    # 繁體: 250 字 × 0.84 (0.67 × 1.25: traditional assumed 1.25× the 简体 figure, as the note says) = 210 tokens
    ("客服機器人用 Qwen2.5-14B，同時 25 人在用，回覆控制在 250 字", 210),
])
def test_a_reply_cap_is_the_answer_length(text, tokens):
    # the context: a chat with people at once holds its conversation, at least the 4,096-token default chat context
    # (tools.chat_context_floor) + the answer; a daily volume alone keeps ShareGPT's one message + the answer
    p = extract(text).patch
    assert p.output_tokens == tokens
    prompt = SHAREGPT_PROMPT_TOKENS if "每天" in text else DEFAULT_CONTEXT
    assert p.prompt_tokens == prompt and p.seq_len == prompt + tokens


def test_a_reply_cap_shortens_the_requests_in_flight():
    # 300,000 a day → 30,000 in the busiest hour (10 %) → 8.33/s; each stays 2 s + 72 ÷ 20 tok/s = 5.6 s → 46.7 → 47
    # in flight (with the default 338-token answer it was 8.33 × 18.9 s ≈ 158)
    e = extract("客服机器人，每天30万条消息，回复120字以内，要租什么卡")
    assert any("≈ 47 in flight" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["客服用Qwen2.5-7B，并发20，每人每秒输出30个token",
                                  "serve Qwen2.5-7B for 15 users at once, answers at 30 tokens per second"])
def test_a_speed_beside_the_answer_word_is_no_reply_length(text):
    assert extract(text).patch.output_tokens is None
