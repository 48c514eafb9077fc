"""Default lengths of an evaluation item (a benchmark question run through a model), used when an evaluation grid or a
benchmark run states none — never the 3,584-token prompt / 512-token answer of a generic batch item.

Figures (prompt tokens depend on the tokenizer and the shots; said as assumptions in every answer that uses them):
- MMLU, 5-shot as in Hendrycks et al. 2021 (arXiv:2009.03300) and lm-evaluation-harness's `mmlu` task: ≈ 500–600
  tokens a prompt (from memory, re-check); a log-likelihood task: no tokens generated, one forward pass of the prompt.
- GSM8K, 8-shot chain of thought (Wei et al. 2022, arXiv:2201.11903; lm-evaluation-harness `gsm8k_cot`): ≈ 900 tokens a
  prompt (from memory, re-check), the answer a worked solution of a few hundred tokens at most.
- lm-evaluation-harness caps a generated answer at max_gen_toks = 256 unless a task says otherwise (its HFLM / vLLM
  model classes' default).
The mix of a 20–30-benchmark suite is assumed: prompts ≈ EVAL_PROMPT_TOKENS on average (between MMLU's 5-shot and
GSM8K's 8-shot, with longer reading-comprehension items), half the items generated (EVAL_GENERATED_SHARE) with answers of
≈ EVAL_ANSWER_TOKENS (under the 256 cap), the other half scored by log-likelihood (one token's step at most).
"""

from __future__ import annotations

EVAL_PROMPT_TOKENS = 1_000  # average prompt of a benchmark item across a suite (few-shot included): assumed, see above
EVAL_GENERATED_SHARE = 0.5  # share of items answered by generation, the rest by log-likelihood: assumed
EVAL_ANSWER_TOKENS = 200  # a generated answer's length, under lm-evaluation-harness's max_gen_toks = 256: assumed
LOGLIKELIHOOD_TOKENS = 1  # a log-likelihood item decodes no answer: counted as one step


def eval_item_lengths() -> tuple[int, int]:
    """(prompt tokens, mean output tokens) of one benchmark item across a suite: 1,000 and 0.5 × 200 + 0.5 × 1 ≈ 100
    (module doc: assumed mix, figures from memory, re-check)."""
    out = EVAL_GENERATED_SHARE * EVAL_ANSWER_TOKENS + (1 - EVAL_GENERATED_SHARE) * LOGLIKELIHOOD_TOKENS
    return EVAL_PROMPT_TOKENS, max(1, round(out))
