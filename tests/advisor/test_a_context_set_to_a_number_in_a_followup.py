"""A context window set to a number with a verb or a preposition between (advisor.core.context_set_read): "set max
context to 12000", "increase context length to 20000", "上下文窗口设为 8192", "max_model_len=24576". Each was dropped (the
reader took only "context 8192" or "8k context"), so a follow-up kept the old window, and a "cut off at 4k" in the same
message was read as the new window. A window past the model's own limit (max_context, its config.json
max_position_embeddings) is said, with longer-context models. In English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, seq", [
    # the number after "to" is the wanted window; the "4k" the current cut-off is not (it was read as the window)
    ("Phi-3-medium: could we set max context to 12000? long chats get truncated at 4k", 12000),
    ("Qwen2.5-7B, increase context length to 20000 tokens", 20000),
    ("Gemma-2-9B, set the context window to 6144", 6144),
    ("Qwen2.5-14B with max_model_len=24576", 24576),
    ("OLMo-2-13B, serve it with --max-model-len 3072", 3072),
    ("Qwen2.5-7B 客服，上下文窗口设为 8192，现在 4k 就截断", 8192),
    ("Qwen2.5-7B 客服，最长上下文调到 20k", 20000),  # 20 is no power of two: decimal
    ("Qwen2.5-7B 客服，上下文長度提高到 16K 可以嗎？", 16384),
    ("Qwen2.5-7B 客服，context window 改成 12K", 12000),  # 12k: decimal
])
def test_the_window_set_to_a_number_is_read(text, seq):
    assert extract(text).patch.seq_len == seq


def test_a_count_after_to_is_no_window():
    # "context to 40 users" names no window: 40 is the users' count
    assert extract("Qwen2.5-7B, bump the context to 40 users").patch.seq_len != 40


@pytest.mark.slow
@pytest.mark.parametrize("first, then, said", [
    # Yi-34B's config.json max_position_embeddings is 4,096: 12,000 is past it, so the answer says the limit and
    # names longer-context models (Yi-1.5-34B-Chat-16K holds 16,384), never silently keeps 4,096 as if nothing was asked
    ("Yi-34B for a legal Q&A assistant, 12 concurrent users, on Lambda",
     "could we set max context to 12000? long contracts get cut off at 4k",
     ("asked 12,000", "supports at most 4,096")),
    # Baichuan2-13B: max_position_embeddings 4,096; 8,192 asked past it
    ("Baichuan2-13B 做客服机器人，30 个并发，阿里云", "能不能把上下文窗口设为 8192？历史长的工单在 4k 就被截断了",
     ("所问 8,192", "最长上下文为 4,096")),
    # Qwen2.5-7B holds 32,768 natively: 16,384 is within it, so the line moves to 16,384 and nothing is refused
    ("我們用 Qwen2.5-7B-Instruct 做客服，20 位同時在線，放在 GCP 台灣", "上下文長度提高到 16K 可以嗎？",
     ("上下文 16,384",)),
])
def test_the_followup_moves_the_window_or_says_the_limit(engine, first, then, said):
    engine.handle("t", first)
    head = engine.handle("t", then).text[:1500]
    for s in said:
        assert s in head, (s, head)
