"""A batch item's length said as its OUTPUT on a reasoning model ("每条输出约2000 token", 每條輸出大約1500 token,
"output about 2,000 tokens each") is everything the model emits for it, its thinking included: the plan decodes that
length and adds no thinking budget on top, and says so. A length said of the answer or the reply is still the
visible reply, the thinking decoded before it. A maths problem whose solution is written is a short input (a
statement of a few hundred tokens), never the 3,584-token default document."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import resolve
from tools.schema import Workload


@pytest.mark.parametrize("text, out", [
    ("用DeepSeek-R1-Distill-Qwen-7B批量生成100万条数学题解答，每条输出约2000 token，这个月底前跑完，最便宜怎么租？", 2000),
    ("用 QwQ-32B 生成 50 万道數學題的解答，每條輸出大約1500 token，兩週內", 1500),
    ("Generate solutions for 1M math problems with DeepSeek-R1-Distill-Qwen-7B, output about 2,000 tokens each", 2000),
    ("Run DeepSeek-R1-Distill-Llama-8B over 200k prompts, 1,500 output tokens each", 1500),
])
def test_a_said_output_is_the_whole_decode(text, out):
    w = extract(text).patch
    assert w.output_tokens == out and w.output_with_thinking is True
    r = resolve(w)[0]
    # Hand: nothing is added: 2,000 said → 2,000 decoded an item, never 2,000 + 8,192 = 10,192
    assert r.output_tokens == out
    # the context holds the item's input and that output, never the 12,288 of a default input beside a full trace
    assert r.seq_len is not None and r.seq_len - out < 4096


def test_a_maths_problem_to_solve_is_a_short_input():
    # Hand: a problem statement is a few sentences: ShareGPT's mean user prompt (161 tokens), said as assumed, so the
    # context is 161 + 2,000 = 2,161, never 3,584 + 2,000
    w = extract("用DeepSeek-R1-Distill-Qwen-7B批量生成100万条数学题解答，每条输出约2000 token").patch
    assert w.batch_item == "short"
    assert resolve(w)[0].seq_len == 161 + 2000


def test_an_answer_length_is_still_the_visible_reply():
    # "answers ~300 tokens" is what the user sees: Qwen3-32B thinks 8,192 tokens before it → 8,492 decoded an item
    w = extract("Qwen3-32B thinking over 30k maths problems by 9 am, answers ~300 tokens").patch
    assert not w.output_with_thinking
    assert resolve(w)[0].output_tokens > 300


def test_a_model_that_does_not_think_gets_no_flag():
    w = extract("用 Qwen2.5-7B 批量翻译 100 万条评论，每条输出约 200 token").patch
    assert not w.output_with_thinking


def test_the_workload_line_says_the_output_as_said():
    from tools.defaults import thinking_words

    w = resolve(Workload(model="DeepSeek-R1-Distill-Qwen-7B", task="inference", batch_requests=1_000_000,
                         output_tokens=2000, output_with_thinking=True))[0]
    msg = thinking_words(w)
    assert msg is not None and msg.code == "defaults.line_thinking_in_said_output"
    assert "2,000 tokens out an item as you said, thinking included" in msg.en
