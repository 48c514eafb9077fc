"""A batch said by what it makes ("2 million responses of ~400 words each", 生成200万条回复, 產生 200 萬筆) is a batch
of that many requests, with the output length said per item, never a one-user chat service."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand reasoning: 2 million generated responses are 2,000,000 requests; "~400 words each" at 4/3 tokens a word (OpenAI
# Help Center: 100 tokens ≈ 75 words) is 400 × 4/3 = 533 tokens out; "prompts ~300 tokens" is the 300-token input,
# so each request holds 300 + 533 = 833 tokens. Before, it was "833 context · 1 user" (a chat service).
def test_generated_responses_with_a_deadline_are_a_batch_with_their_word_length():
    p = extract("Need to generate synthetic data: 2 million responses of ~400 words each with Llama-3.1-70B-Instruct, "
                "prompts ~300 tokens each. Must be done by Monday 9am, it's Friday 6pm. Spot instances are fine.").patch
    assert p.task == "inference"
    assert p.batch_requests == 2_000_000
    assert p.output_tokens == 533
    assert p.seq_len == 833


# Hand reasoning: "500k completions" is 500 × 1,000 = 500,000 requests; a calendar deadline (by Friday) makes them a
# job, with no generating verb said; "~200 tokens out each" is the output. Before, it was read as a LoRA fine-tune.
def test_completions_by_a_day_are_a_batch_without_a_generating_verb():
    p = extract("Using Llama-3.1-8B, 500k completions by Friday, ~200 tokens out each, prompts ~100 tokens").patch
    assert p.task == "inference"
    assert p.batch_requests == 500_000
    assert p.output_tokens == 200


# Hand reasoning: 200万 = 2,000,000 (万 = 10,000) generated items in 简体 and 繁體; 每条回复约300字 at Qwen's 0.67 token a
# Chinese character (tools.cjk_tokens: 1 token ≈ 1.5 characters) is 201 tokens out; 每筆輸出大概200 token is 200.
@pytest.mark.parametrize("text,out", [
    ("用Qwen2.5-72B生成200万条回复，提示词大概300个token，每条回复约300字，周一早上9点前要完成", 201),
    ("要用Llama-3.1-8B產生 200 萬筆合成資料，每筆輸出大概200 token，週一前要交", 200),
])
def test_chinese_counts_of_generated_items_are_a_batch(text, out):
    p = extract(text).patch
    assert p.batch_requests == 2_000_000, text
    assert p.output_tokens == out, text


# Hand reasoning: 產生 200 萬筆 with no noun after the counter is 2,000,000 generated items (萬 = 10,000), a job by
# the deadline 週五前; before, no task was read at all.
def test_a_generated_count_with_a_bare_counter_is_a_batch():
    p = extract("用Qwen2.5-7B產生 200 萬筆，每筆大概200 token，週五前要").patch
    assert p.task == "inference"
    assert p.batch_requests == 2_000_000


# Hand reasoning: a few answers in a chat with no generating verb and no deadline stay a conversation (under the
# 100-item floor for a batch), and a count of responses in a fine-tuning set is training data, not requests.
@pytest.mark.parametrize("text", [
    "serve Llama 3.1 8B to 20 users, answers ~300 tokens",
    "fine-tune Llama 3.1 8B on 50k responses we generated, by Friday",
])
def test_answers_in_chat_or_training_are_no_batch(text):
    assert not extract(text).patch.batch_requests, text
