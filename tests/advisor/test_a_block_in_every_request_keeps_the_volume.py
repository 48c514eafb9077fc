"""A block every request carries (a glossary, few-shot examples, a system prompt) said beside a batch volume or a chat
service: the block is added to each item's input and the volume is kept. Before, 每天100万张发票…要附一份2000 token的术语表
was answered as a 1-user chat ("一份" read as the items), "10 examples of 300 tokens in each prompt" took the 1M
descriptions' place, 每个请求带5个200 token的示例 read one example (200) as the input and dropped the 5, and a served
chat's "2,000-token system prompt in every request" was dropped unsaid (161-token prompts)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: the 2,000-token glossary before each invoice; the items are 1,000,000 a day
@pytest.mark.parametrize("text", [
    "每天100万张发票用Qwen2.5-7B抽取字段，要附一份2000 token的术语表在prompt里",
    "每天100萬張發票用Qwen2.5-7B抽取欄位，要附一份2000 token的術語表在prompt裡",
    "extract fields from 1M invoices a day with Qwen2.5-7B with a 2,000-token glossary in every request",
])
def test_a_glossary_beside_a_daily_batch_keeps_the_volume(text):
    p = extract(text).patch
    assert p.batch_requests == 1_000_000 and p.batch_period == "day", p
    assert p.shared_prefix_tokens == 2000, p


# Hand: 10 examples × 300 tokens = 3,000 tokens before each item; 1M descriptions × 5 languages = 5,000,000 requests
def test_few_shot_examples_beside_a_translation_batch_keep_the_volume():
    p = extract("translate 1M product descriptions into 5 languages with Qwen2.5-72B, 10 examples of 300 tokens in "
                "each prompt").patch
    assert p.batch_requests == 5_000_000, p
    assert p.shared_prefix_tokens == 3000, p


# Hand: 5 examples × 200 tokens = 1,000 tokens in each request (never one example's 200 as the input)
@pytest.mark.parametrize("text", [
    "每天100万张发票用Qwen2.5-7B抽取字段，每个请求带5个200 token的示例",
    "每天100萬張發票用Qwen2.5-7B抽取欄位，每個請求帶5個200 token的範例",
    "extract fields from 1M invoices a day with Qwen2.5-7B, 5 examples of 200 tokens in each prompt",
])
def test_few_shot_count_times_length_is_the_block(text):
    e = extract(text)
    assert e.patch.batch_requests == 1_000_000, e.patch
    assert e.patch.shared_prefix_tokens == 1000, e.patch
    assert e.patch.seq_len is None or e.patch.seq_len > 1000, e.patch


# Hand: 150-token reviews + 8-token labels = 158; with the 1,000 tokens of examples before each: 1,158
def test_few_shot_beside_an_item_length_goes_before_the_item():
    p = extract("给200万条评论（平均150 token）用Qwen2.5-7B分类，每个请求带5个200 token的示例").patch
    assert p.batch_requests == 2_000_000 and p.shared_prefix_tokens == 1000, p
    assert p.seq_len == 1158, p


# Hand: 2,000 fixed + 161 (ShareGPT's mean user turn, assumed and said) = 2,161 tokens in each prompt
@pytest.mark.parametrize("text", [
    "serve Qwen2.5-72B for 100 users, 2,000-token system prompt in every request",
    "部署Qwen2.5-72B给100人用，每个请求都带2000 token的系统提示词",
    "部署Qwen2.5-72B給100人用，每個請求都帶2000 token的系統提示詞",
])
def test_a_system_prompt_in_every_request_of_a_service_is_in_its_prompt(text):
    e = extract(text)
    assert e.patch.prompt_tokens == 2161, e.patch
    assert not e.patch.batch_requests, e.patch
    assert any("2,161" in n and "assumed" in n for n in e.notes), e.notes
