"""Requests of a generation batch that samples several answers for each item ("sample 8 solutions each for 200k
problems", 每道题生成4个解答): every sample is its own completion (vLLM's SamplingParams(n=…) returns n sequences for one
prompt, each decoded in full; rejection sampling and best-of-n keep one of n), so the decode is items × samples
answers, and the shared prompt is prefilled once per item when the prefix cache holds it."""

from __future__ import annotations


def sampled_requests(items: float, samples: int) -> int:
    """Completions a batch writes: items × samples each (200,000 problems × 8 solutions = 1,600,000)."""
    return max(1, round(items * max(1, samples)))
