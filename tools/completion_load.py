"""Code completion (tab autocomplete, fill-in-the-middle) sized by its request rate, its cached file context and its
short answer, never as a chat.

Why: a completion service was sized like a chat: the head count became a request rate (tools.traffic), but each
replica then ran the in-flight requests as a closed loop that resubmits the moment an answer ends (tools.load), every
request prefilled its whole 3k-token file context, and the plan rented 5-10x the cards an expert quotes
(a 9B completion model for a team of hundreds on several MI300X, where 1-2 L4 / L40S / L20 class cards do).

The expert's hand sizing:
- the load is an OPEN stream of requests: the stated rate, else the head count's (tools.traffic.completion_requests_per_s);
  the requests in flight are rate × (first-token limit + answer ÷ reading speed) by Little's law (J. D. C. Little 1961;
  tools.traffic.in_flight), never a head count × an office share, and each replica RECEIVES its share of the rate
  (tools.rate_service.open_rate, per_slot_rate), never a closed loop that resubmits as soon as an answer ends;
- an IDE plug-in re-sends the same file around the cursor between keystrokes, so the engine's prefix cache (vLLM
  Automatic Prefix Caching, on by default in V1; SGLang RadixAttention, Zheng et al. 2024, arXiv:2312.07104) serves
  most of the prompt: each request computes only what changed since the last one (the lines just typed, the text
  after the cursor, a moved snippet of another file). FIM_NEW_SHARE of the prompt is taken as new: an ASSUMPTION
  (no published telemetry figure found; said in the answer, "measure it on a pilot"), sized well above the 5 % a chat's
  turn leaves new (tools.load.MAX_CACHED_SHARE, Character.AI's 95 % inter-turn cache rate): 3,072 × 0.2 ≈ 615 tokens;
- the first-token limit is checked on that prefill: the stated one, else COMPLETION_TTFT_S (0.5 s, a suggestion shown
  before the next keystrokes), never a chat's 2 s; the KV cache still holds every in-flight request's whole prompt.

By hand, a 7B completion model for 120 developers: 120 × 0.6 ÷ 10 s = 7.2 requests/s; prefill 7.2 × 615 tokens ×
2 × 7e9 FLOP ≈ 6.2e13 FLOP/s ≈ 62 TFLOP/s, about half of one L40S's 181 dense BF16 TFLOPS (datasheet) at ~50 %
utilisation; decode 7.2 × 64 ≈ 460 tokens/s: one card, not a fleet.
"""

from __future__ import annotations

import math

from tools.schema import Msg, Workload

FIM_NEW_SHARE = 0.2  # share of a completion prompt computed anew each request (assumed: module docstring)
# The first token's limit of a completion with none stated: a suggestion that shows after the next keystroke is
# wasted, so it must come in a few hundred ms, never the 2 s a chat's reader waits (tools.offers.INTERACTIVE_TTFT_S).
# Alibaba Cloud's Qoder NEXT write-up ("achieving millisecond-level code completion", 2025) grades a completion's
# first latency < 300 ms excellent, 300-500 ms good, 500-700 ms noticeable lag, > 700 ms poor, and keystrokes come
# 200-400 ms apart; Doherty & Thadani (IBM 1982) put the productivity break near 400 ms. The top of "good" is taken:
# an ASSUMPTION said in the answer ("say your limit"), so the plan is sized on the prompt's prefill.
COMPLETION_TTFT_MS = 500.0
COMPLETION_TTFT_S = COMPLETION_TTFT_MS / 1000


def completion_new_tokens(prompt: int) -> int:
    """Tokens of a completion prompt of `prompt` tokens that each request prefills (the rest from the prefix cache):
    3,072 → 615; 1,000 → 200; at least 1."""
    return max(1, math.ceil(prompt * FIM_NEW_SHARE - 1e-9))


def is_completion(w: Workload) -> bool:
    """Is `w` a code-completion service (the reader set the new share of its prompt, `prompt_new_tokens`)?"""
    return bool(w.prompt_new_tokens) and not w.batch_requests


def completion_ttft_s(w: Workload) -> float | None:
    """The first token's limit a completion is planned on when none is stated (COMPLETION_TTFT_S); None for any
    other workload (a chat history or a document's questions served from the prefix cache too) or a stated limit
    (tools.offers.ttft_limit_s reads the stated one)."""
    from tools.defaults import FIM_OUTPUT_TOKENS

    # a completion's answer is a short snippet (the reader sets FIM_OUTPUT_TOKENS); a chat's history or a document
    # asked about again also sets prompt_new_tokens, and keeps the chat's own first-token default
    short = w.output_tokens is not None and w.output_tokens <= FIM_OUTPUT_TOKENS
    return COMPLETION_TTFT_S if is_completion(w) and short and not w.target_ttft_ms else None


def completion_cached(w: Workload, prompt: int, cache_on: bool) -> int:
    """Prompt tokens of a completion request the prefix cache serves: all but `prompt_new_tokens`, when the engine
    caches prefixes (`cache_on`: tools.load.prefix_cached); 0 for any other workload or with `prefix_cache: false`."""
    if not is_completion(w) or not cache_on:
        return 0
    return max(0, prompt - (w.prompt_new_tokens or prompt))


def completion_prefill_line(prompt: int, new: int) -> Msg:
    """The line an answer states for a completion prompt's cached share."""
    return Msg(code="completion_load.cached_prompt", args={
        "prompt": prompt, "new": new, "pct": round(FIM_NEW_SHARE * 100)})
