"""One model run over benchmarks is a batch of benchmarks × items each ("run Mixtral-8x7B over 18 benchmarks, 4k items
each", 用Qwen2.5-32B跑12个评测集，每个5000条, 用 Llama-3.1-70B 跑 9 個評測集，每個 2 萬條) with a benchmark item's
lengths, never one benchmark's items at the generic 3,584-token prompt and 512-token answer; named benchmarks take
their own figures (tools.eval_lengths)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.eval_lengths import named_bench_lengths


# Hand reasoning: 18 × 4,000 = 72,000; 12 × 5,000 = 60,000; 9 × 20,000 = 180,000 requests, each a ≈ 1,000-token prompt
# and ≈ 100 tokens out (1,100 context). Before, the items of one benchmark (4,000, 5,000, 20,000) were the whole batch.
@pytest.mark.parametrize(("text", "n"), [
    ("run Mixtral-8x7B over 18 benchmarks, 4k items each, by Monday", 72_000),
    ("用Qwen2.5-32B跑12个评测集，每个5000条，两天内", 60_000),
    ("用 Llama-3.1-70B 跑 9 個評測集，每個 2 萬條，一週內", 180_000),
])
def test_a_benchmark_run_is_benchmarks_times_items(text, n):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.batch_requests == n and p.seq_len == 1_100 and p.output_tokens == 100, p
    assert any(f"{n:,}" in note for note in e.notes), e.notes


def test_named_benchmarks_take_their_own_lengths():
    # Hand reasoning: MMLU 5-shot ≈ 550 in, 1 out (log-likelihood); HumanEval ≈ 150 in, ≈ 200 out; averaged over the two
    # with equal items: (550 + 150) / 2 = 350 in, (1 + 200) / 2 ≈ 100 out → a 450-token context.
    assert named_bench_lengths(["mmlu", "humaneval"]) == (350, 100)
    p = extract("evaluate Qwen2.5-7B on MMLU and HumanEval, 30k questions in all").patch
    assert p.batch_requests == 30_000 and p.seq_len == 450 and p.output_tokens == 100, p


def test_a_judge_batch_is_no_benchmark():
    # Hand reasoning: "evaluate" alone names no benchmark: an LLM-as-judge batch keeps the generic batch reading.
    p = extract("use Qwen2.5-7B as a judge to evaluate 800k chatbot answers").patch
    assert p.seq_len is None and p.output_tokens is None, p
