"""A served chat's stated prompt that is mostly a cached prefix (a multi-turn history, a fixed system prompt): the
tokens each request prefills anew, for the prefill work and the first token (tools.load, via `prompt_new_tokens`).

Why: a support bot with "prompts up to 4k tokens (history)" for 200 chats was priced as if every turn prefilled its
whole 4k history; the plan rented 3 × MI300X where the expert's 1–2 × H100 hold it. vLLM (V1: automatic prefix
caching on unless `--no-enable-prefix-caching`; docs "Automatic Prefix Caching") and SGLang (RadixAttention, on unless
`--disable-radix-cache`; Zheng et al. 2024, arXiv:2312.07104) keep the KV blocks of a prompt's prefix and reuse them
when the next request starts with the same tokens: a chat re-sending its history, or every request starting with the
same system prompt, prefills only what follows. The KV cache still holds each user's whole prompt (it must keep the
history between turns), so memory is sized as before; only the prefill shrinks.

The new tokens:
- a stated history: the new turn, the previous answer plus a ShareGPT-mean user message (161 tokens, vLLM paper,
  Kwon et al. 2023, arXiv:2309.06180, Fig. 11), and at least 5 % of the prompt (Character.AI, "Optimizing AI
  Inference at Character.AI", 2024: a 95 % inter-turn cache rate) — the rule tools.load.chat_cached_tokens applies
  to a chat filling its context. By hand, 6,000 tokens of history and 250-token answers: 250 + 161 = 411 new tokens
  (≥ 300 = 5 %), 5,589 from the cache;
- a stated system prompt before the user's message: the user's message alone (2,500 fixed + 120 own → 120 new).
Said in the answer as an assumption, with the way to switch it off (`--no-prefix-cache`, "no prefix caching").
"""

from __future__ import annotations

import math

from tools.load import MAX_CACHED_SHARE, SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS


def history_new_tokens(prompt: int, output: int | None, seq: int | None = None) -> int:
    """Tokens of a stated multi-turn prompt of `prompt` tokens that each request prefills: the previous answer
    (`output`, else the context `seq` less the prompt, else ShareGPT's mean 338) plus a ShareGPT-mean user message
    (161), at least 5 % of the prompt, at most the prompt. 6,000 and 250 → 411; 3,000 and none → 499; 300 and 250 →
    300 (all of it: nothing cached)."""
    if not output and seq and seq > prompt:
        output = seq - prompt
    new = max((output or SHAREGPT_OUTPUT_TOKENS) + SHAREGPT_PROMPT_TOKENS, math.ceil(prompt * (1 - MAX_CACHED_SHARE) - 1e-9))
    return max(1, min(prompt, new))


def system_prompt_new_tokens(own: int, total: int) -> int:
    """Tokens of a request after a fixed system prompt that each request prefills: the user's own `own` tokens, at
    most the whole prompt `total` (2,500 fixed + 120 own → 120)."""
    return max(1, min(own, total))


def system_part_new_tokens(prompt: int, fixed: int) -> tuple[int, float] | None:
    """A stated prompt of `prompt` tokens of which `fixed` are the same system prompt every time ("prompts avg 3k
    tokens (1.2k of that is the same system prompt)", 其中1.2k是相同的系统提示词): the tokens each request prefills
    after the prefix cache serves the fixed part, and the cache-hit share of the prompt; None when the part is not
    smaller than the prompt. 3,000 and 1,200 → (1,800, 0.4): 40 % of every prompt's prefill served from the cache."""
    if not 0 < fixed < prompt:
        return None
    return prompt - fixed, fixed / prompt


# Questions a user asks about one document before moving to the next (a lawyer asking about a contract, an analyst
# about a filing): 5. ASSUMED (no published measure of follow-ups per document; a review session asks several
# questions — the parties, the term, the liabilities, a clause, a summary — about the same text), said in the answer
# with the way to change it ("each contract gets 1 question", "no prefix caching": every prompt prefilled in full).
DOCUMENT_QUESTIONS = 5


def document_new_tokens(doc: int, output: int | None, questions: int = DOCUMENT_QUESTIONS) -> int:
    """Tokens each request prefills, on average, when users ask `questions` questions about the same `doc`-token
    document: the first prefills the document, each later one only its new turn — the previous answer (`output`, else
    ShareGPT's mean 338) plus a ShareGPT-mean question (161) — the document's KV blocks served from vLLM's / SGLang's
    prefix cache (module docstring). mean = (doc + (questions − 1) × (output + 161)) ÷ questions, at most `doc`.
    By hand, a 100,000-token contract, 5 questions, 338-token answers: (100,000 + 4 × 499) ÷ 5 = 20,399.2 → 20,400;
    1 question → 100,000 (nothing reused)."""
    q = max(1, questions)
    turn = (output or SHAREGPT_OUTPUT_TOKENS) + SHAREGPT_PROMPT_TOKENS
    return max(1, min(doc, math.ceil((doc + (q - 1) * turn) / q)))
