"""A block every batch item carries, said in words rather than as "the same N-token instruction" ("with a 2,000-token
glossary in every request", "extraction prompt of 1,500 tokens", 要附一份2000 token的術語表在prompt裡, 抽取提示词1500
token): it is the shared prefix before every item, so each item's input is the block plus the item. Dropped, a
translation line was priced as 40 tokens in (not 2,040) and an extraction chunk as 1,200 (not 2,700)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: a line of 40 tokens in and 40 out → seq 80; with the 2,000-token glossary before it → 2,000 + 40 + 40 = 2,080.
# 30 Chinese characters read at the reader's 繁體 rate ≈ 22 tokens in and 22 out → 44; + 2,000 → 2,044.
@pytest.mark.parametrize(("text", "seq"), [
    ("Translate 3 million game dialogue lines (avg 40 tokens) from Japanese to English with gemma-3-12b-it, with a "
     "2,000-token glossary in every request, done over the weekend", 2080),
    ("我们有300万句日文台词（平均40 token）要翻成中文，用gemma-3-12b-it，要附一份2000 token的术语表在prompt里，"
     "周末两天跑完", 2080),
    ("我們是遊戲公司，有300萬句日文台詞(平均30個字)要翻成繁體中文(台灣用語)，想用gemma-3-12b-it，要附一份2000 token的"
     "術語表在prompt裡，週末兩天跑完", 2044),
])
def test_a_glossary_in_every_request_is_added_to_each_line(text, seq):
    p = extract(text).patch
    assert p.shared_prefix_tokens == 2000, p
    assert p.seq_len == seq, p


# Hand: a 1,200-token chunk + the 1,500-token extraction prompt before it = 2,700 tokens in.
@pytest.mark.parametrize("text", [
    "Run entity extraction over 5 million chunks of 1,200 tokens with Qwen3-32B, extraction prompt of 1,500 tokens, "
    "within 3 days",
    "Run entity extraction over 5 million chunks of 1,200 tokens with Qwen3-32B, a 1,500-token extraction prompt, "
    "within 3 days",
    "500万个文本块（每块1200 token）用Qwen3-32B做实体抽取，抽取提示词1500 token，三天内跑完",
    "500萬個文本塊（每塊1200 token）用Qwen3-32B做實體抽取，1500 token的抽取提示詞，三天內跑完",
])
def test_a_named_job_prompt_is_added_to_each_chunk(text):
    p = extract(text).patch
    assert p.shared_prefix_tokens == 1500, p
    assert p.prompt_tokens == 2700, p
