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
MAX_GEN_TOKS = 256  # lm-evaluation-harness's default cap on a generated answer (max_gen_toks)
MMLU_5SHOT_RANGE = (500, 600)  # MMLU 5-shot prompt tokens (from memory, re-check)
GSM8K_8SHOT_PROMPT = 900  # GSM8K 8-shot chain-of-thought prompt tokens (from memory, re-check)


# a named benchmark's item (prompt tokens, tokens out) as lm-evaluation-harness runs it by default (from memory, re-check):
# MMLU 5-shot, scored by log-likelihood (no answer written); GSM8K 8-shot chain of thought, a worked answer under the
# 256-token max_gen_toks; HumanEval 0-shot, a function signature and docstring in, a function body out
NAMED_BENCH_LENGTHS: dict[str, tuple[int, int]] = {"mmlu": (550, LOGLIKELIHOOD_TOKENS), "gsm8k": (GSM8K_8SHOT_PROMPT, 200),
                                                   "humaneval": (150, 200)}


def named_bench_lengths(names: list[str]) -> tuple[int, int] | None:
    """(prompt, tokens out) averaged over the named benchmarks this module has a figure for (equal items each,
    assumed); None when none is known. MMLU + GSM8K → (725, 100)."""
    known = [NAMED_BENCH_LENGTHS[n] for n in dict.fromkeys(names) if n in NAMED_BENCH_LENGTHS]
    if not known:
        return None
    return round(sum(p for p, _ in known) / len(known)), max(1, round(sum(o for _, o in known) / len(known)))


def eval_item_lengths() -> tuple[int, int]:
    """(prompt tokens, mean output tokens) of one benchmark item across a suite: 1,000 and 0.5 × 200 + 0.5 × 1 ≈ 100
    (module doc: assumed mix, figures from memory, re-check)."""
    out = EVAL_GENERATED_SHARE * EVAL_ANSWER_TOKENS + (1 - EVAL_GENERATED_SHARE) * LOGLIKELIHOOD_TOKENS
    return EVAL_PROMPT_TOKENS, max(1, round(out))


def eval_length_figures() -> dict[str, int]:
    """The figures the answer quotes beside the lengths it assumed (module doc; from memory, re-check)."""
    return {"mmlu_lo": MMLU_5SHOT_RANGE[0], "mmlu_hi": MMLU_5SHOT_RANGE[1], "gsm_in": GSM8K_8SHOT_PROMPT,
            "gen": EVAL_ANSWER_TOKENS, "cap": MAX_GEN_TOKS, "mmlu_in": NAMED_BENCH_LENGTHS["mmlu"][0],
            "gsm_out": NAMED_BENCH_LENGTHS["gsm8k"][1], "he_in": NAMED_BENCH_LENGTHS["humaneval"][0],
            "he_out": NAMED_BENCH_LENGTHS["humaneval"][1]}
