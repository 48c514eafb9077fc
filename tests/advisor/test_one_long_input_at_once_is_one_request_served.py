"""A named model asked to take one long input at once, with no serving or batch word ("Can Qwen2.5-7B on a single L4
take 100k tokens in one go?", 一次吃进10万token) is one long request served: task inference, the tokens one request's
context (advisor.core.extract_rules.read_task_from_load, ONE_GO_TOKENS), never a batch nor a training set."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: "100k tokens in one go" / 一次…10万token is one prompt of 100,000 tokens (10万 = 100,000; 12万 = 120,000;
# "128k-token" = 131,072 by the reader's k-of-a-context convention); a named model reading it is inference. Before, the
# reader set no task and the label's inference was a strict xfail (2026-12-06-quantities en-08).
@pytest.mark.parametrize("text,seq_len", [
    ("Can Qwen2.5-7B on a single L4 take 100k tokens in one go? just me using it", 100_000),
    ("Can Qwen2.5-7B take 100k tokens in a single call on an L4?", 100_000),
    ("Can Llama-3.1-8B swallow a 128k-token contract in one go on an A100?", 131_072),
    ("Qwen2.5-7B 一次吃进10万token，单张L4行吗", 100_000),
    ("Qwen2.5-7B 一次吃進10萬token，單張L4可以嗎", 100_000),
    ("Qwen2.5-7B 一次過吃進10萬token，單張L4得唔得", 100_000),
    ("Qwen2.5-7B 一口气吞下12万token可以吗", 120_000),
])
def test_one_long_input_at_once_is_one_request_served(text, seq_len):
    e = extract(text)
    assert e.patch.task == "inference", (text, e.patch)
    assert e.patch.seq_len == seq_len, (text, e.patch)
    assert e.patch.batch_size is None and e.patch.train_tokens is None, e.patch


@pytest.mark.parametrize("text,task", [
    ("Can an L4 take 100k tokens in one go?", None),  # no model named: nothing is served yet, the model is asked for
    ("Fine-tune Qwen2.5-7B on 100k tokens in one go?", "finetune"),  # a training word keeps training
])
def test_one_long_input_sets_no_serving_task_without_a_model_or_with_training(text, task):
    assert extract(text).patch.task == task
