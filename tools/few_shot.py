"""Examples put in every prompt (few-shot / in-context learning): the prompt a request reads is the examples' tokens.

Few-shot prompting places K demonstrations in the model's context window before each query, and they are read again on
every request: no weights change (Brown et al. 2020, "Language Models are Few-Shot Learners", §2 and Fig. 2.1: "K
examples of context and completion", K typically 10–100, as many as fit the 2,048-token window). So K examples of M
tokens each add K × M tokens to each request's prompt, and the prefill and the KV cache grow with it.

Bounds (what is read as a few-shot prompt, else said not read): 1 to MAX_EXAMPLES examples (many-shot in-context
learning reached 2,048 shots, Agarwal et al. 2024, "Many-Shot In-Context Learning", Fig. 1; 10,000 leaves room above
it), 1 to MAX_TOKENS_EACH tokens an example, and a prompt of at most tools.schema's prompt_tokens bound (10⁷)."""

from __future__ import annotations

import math

MAX_EXAMPLES = 10_000
MAX_TOKENS_EACH = 1_000_000
MAX_PROMPT = 10_000_000  # tools.schema WorkloadPatch.prompt_tokens le=10**7


def few_shot_check(examples: float, tokens_each: float | None) -> str | None:
    """Why a few-shot count or length is not read ("count", "length", "total"), or None when both are in bounds: a
    count is a whole number from 1 to MAX_EXAMPLES (0 is no examples: handled by the caller), a length 1 to
    MAX_TOKENS_EACH tokens, and their product at most MAX_PROMPT."""
    if not math.isfinite(examples) or examples != int(examples) or not 1 <= examples <= MAX_EXAMPLES:
        return "count"
    if tokens_each is None:
        return None
    if not math.isfinite(tokens_each) or not 1 <= tokens_each <= MAX_TOKENS_EACH:
        return "length"
    return "total" if examples * tokens_each > MAX_PROMPT else None


def few_shot_prompt_tokens(examples: int, tokens_each: int, question_tokens: int = 0) -> int:
    """The prompt of each request: K examples × M tokens each, plus the question's own tokens when said (Brown et al.
    2020, §2: the K demonstrations sit before the query in the same context). 5 × 500 = 2,500; 8 × 300 = 2,400."""
    return int(examples) * int(tokens_each) + int(question_tokens)
