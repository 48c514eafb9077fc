"""A batch whose prompt length is said AFTER the item's own length ("8000萬條交易備註(每條好短，大概30 token)…，prompt大概
300 token", "80 million notes (about 30 tokens each) …, prompt about 300 tokens"): the prompt is the instruction put
before every item, so each item's input is the instruction plus the item and the prefix cache prefills it once per
replica (tools.load.shared_prefix_prefilled), said in the answer. The 300 tokens were dropped (a context of 38 tokens,
30 in + 8 out)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: the item's own length + the prompt's: 30 + 300 = 330 tokens in; 40 + 200 = 240.
@pytest.mark.parametrize(("text", "shared", "total"), [
    ("我哋係香港銀行AML組，有8000萬條交易備註(每條好短，大概30 token)要分類做可疑交易初篩，想用Qwen3-4B-Instruct-2507，"
     "prompt大概300 token，輸出一個label，一星期內搞掂", 300, 330),
    ("我们有5000万条用户评论，每条大概40 token，要用Qwen2.5-7B-Instruct做情感分类，提示词大概200 token，输出一个标签，3天内跑完",
     200, 240),
    ("Classify 80 million transaction notes (about 30 tokens each) with Qwen3-4B-Instruct-2507, prompt about 300 tokens, "
     "output one label, done within a week", 300, 330),
])
def test_the_prompt_after_the_item_length_is_added_to_each_item(text, shared, total):
    p = extract(text).patch
    assert p.shared_prefix_tokens == shared, p
    assert p.prompt_tokens == total or p.seq_len == total + (p.output_tokens or 0), p


def test_a_prompt_length_with_no_item_length_is_still_the_whole_prompt():
    # no item length said before or after: the 300 tokens are each prompt as a whole, nothing is shared
    p = extract("classify 80M notes with qwen3-4b, prompt about 300 tokens, output one label, within a week").patch
    assert p.shared_prefix_tokens is None, p


@pytest.mark.slow
def test_the_answer_counts_the_instruction_and_says_the_prefix_cache(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "Our bank in Hong Kong must classify 80 million transaction notes (about 30 tokens each) with "
        "Qwen3-4B-Instruct-2507, prompt about 300 tokens, output one label, done within a week. IT says we can only "
        "use Alibaba Cloud Hong Kong. What setup, how much?")).text
    assert "338 context" in out, out  # 30 + 300 in + 8 out
    assert "300-token instruction" in out and "prefix cache" in out, out
