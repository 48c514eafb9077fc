"""Grading, scoring, checking or tagging counted items WITH a model (批改 10 万道数学题, 给作文打分, 評分, 打情感标签,
"grade 200k answers", "check 300k solutions") is batch inference, never a fine-tune. A blind expert review read
"用DeepSeek-R1-Distill-Qwen-32B批改10万道数学题，每道题+学生答案大概500 token，周五前要结果" as a LoRA fine-tune on an
assumed 102M training tokens: 批改 was no task word, 道 no counter, and the student's 答案 of 500 tokens was read as what
the model writes.

Hand reasoning: each item is one request, so batch_requests is the count said (10万 = 100,000; 5万 = 50,000; 30萬 =
300,000; 200k = 200,000; 300k = 300,000). "题+学生答案 500 token" is the item's input (the prompt the model reads),
not its output. A reasoning model (R1 distill) then writes its chain of thought: tools.defaults.batch_output_guess
gives REASONING_OUTPUT_TOKENS = 8,192 out, so the context is 500 + 8,192 = 8,692 tokens, and the job decodes
100,000 × 8,192 ≈ 819M tokens (not 100,000 × 125 = 12.5M at a quarter of the input). A training word beside the same
count keeps it a training set."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import REASONING_OUTPUT_TOKENS, resolve
from tools.followup import merge_workload
from tools.schema import Workload
from tools.trace_length import SHORT_TRACE

R1_GRADING = ("用DeepSeek-R1-Distill-Qwen-32B批改10万道数学题，每道题+学生答案大概500 token，周五前要结果（今天周二），"
              "最便宜怎么租？")


@pytest.mark.parametrize(("text", "n"), [
    (R1_GRADING, 100_000),
    ("用Qwen2.5-72B批改5万篇作文，下周一前要", 50_000),
    ("用Qwen2.5-7B給30萬則留言評分，禮拜五前要結果", 300_000),
    ("我哋要用Qwen2.5-32B幫8萬份試卷打分", 80_000),
    ("用Qwen2.5-14B给20万条评论打情感标签", 200_000),
    ("use Llama-3.1-70B to grade 80,000 exam essays, each about 800 tokens", 80_000),
    ("check 300k math solutions with DeepSeek-R1-Distill-Qwen-14B, results by Thursday", 300_000),
])
def test_grading_counted_items_is_a_batch(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.dataset is None, p


def test_a_students_answer_is_the_input_and_a_reasoning_model_thinks():
    p = extract(R1_GRADING).patch
    assert p.prompt_tokens == 500 and p.output_tokens is None, p  # 500 is what the model reads, never its output
    w, _ = resolve(merge_workload(Workload(), p))
    # its chain of thought, decoded per item: grading a student's school maths is a short task on an R1 distill, sized
    # at the ≈ 1,000 tokens measured on grade-school maths (tools.trace_length), not the 8,192 constant
    assert w.output_tokens == SHORT_TRACE.tokens == 1_000 < REASONING_OUTPUT_TOKENS, w
    assert w.seq_len == 500 + 1_000, w


@pytest.mark.parametrize("text", [
    "用10万道数学题微调Qwen2.5-7B，让它学会批改",  # 微调 said: the questions are training examples
    "fine-tune Llama-3.1-8B on 200k graded essays",
    "enterprise-grade GPUs for Qwen2.5-7B serving 50 users",  # "grade" as an adjective is no job
    "can you check 2 options for me: A100 or H100",  # a few things checked, never a batch of 2 items
])
def test_a_training_word_or_an_adjective_is_no_grading_batch(text):
    p = extract(text).patch
    assert p.batch_requests is None, p


@pytest.mark.slow
def test_the_grading_batch_is_answered_and_a_spot_follow_up_stays_on_it(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("k", R1_GRADING).text.splitlines()[0]
    # 100,000 questions, one request each, with the R1 distill's short-task trace out (≈ 1,000 thinking tokens on
    # school maths, tools.trace_length): never a LoRA fine-tune
    assert "批量 100,000 条" in first and "1,000 token" in first and "微调" not in first, first
    spot = eng.handle("k", "可以用抢占式吗").text.splitlines()[0]
    assert "批量 100,000 条" in spot and "竞价" in spot and "微调" not in spot, spot
