"""Speculative decoding as a priced lever where a per-user speed binds the serving plan.

A draft (a small model of the same family, EAGLE heads, or n-gram lookup in the prompt) proposes tokens that the
target model verifies in one pass; the output distribution is unchanged (Leviathan et al. 2023, arXiv:2211.17192).
It shortens decode only while each step is memory-bound, i.e. at few streams per replica:

* EAGLE-3 (Li et al. 2025, arXiv:2503.01840, abstract): up to 6.5× at batch 1 on chat and reasoning models, and
  1.38× throughput at batch 64 in SGLang on H100.
* vLLM with EAGLE-3 (Red Hat Developer, "Fly Eagle(3) fly: faster inference with vLLM & speculative decoding",
  2025-07-01, developers.redhat.com/articles/2025/07/01/fly-eagle3-fly-faster-inference-vllm-speculative-decoding):
  "up to 2.5×" across its scenarios, the most in synchronous (low request-rate) use.

So at a few streams per replica (SPEC_MAX_STREAMS) the plan is priced at SPEC_PLAN_SPEEDUP, the low end of those
published figures (1.38× at batch 64 is the floor even at a large batch), and SPEC_PUBLISHED_TOP is said as the
published top. The gain is the share of draft tokens the user's own prompts accept, which no datasheet gives: the
plan it buys is an estimate to verify in the first day (measure tokens/s per user with --speculative-config at the
stated load) before renting the smaller plan.

By hand (DeepSeek-R1-Distill-Qwen-32B, 8,192 thinking tokens in 60 s → 144 tokens/s per user, 5 at once): the engine
need only decode 144 ÷ 1.5 = 96 tokens/s per user without the draft's help, a floor 2 × H100 (TP 2, ≈ 80–95 tokens/s
by the review's hand figure, more in FP8) or 1 × B200 can hold, against the 4 × H100 the 144 floor needs.
"""

from __future__ import annotations

SPEC_PLAN_SPEEDUP = 1.5  # priced decode speed-up at ≤ SPEC_MAX_STREAMS streams a replica (low end of published)
SPEC_PUBLISHED_TOP = 2.5  # vLLM + EAGLE-3, Red Hat Developer 2025-07-01: "up to 2.5×"
SPEC_MAX_STREAMS = 8  # streams a replica decodes at which each step stays memory-bound (EAGLE-3: 1.38× even at 64)


def engine_floor(need_tps: float, speedup: float = SPEC_PLAN_SPEEDUP) -> float:
    """The per-user decode speed the engine must reach without speculation so that, with it, each user sees
    `need_tps`: need ÷ speed-up (144 tokens/s at 1.5× → 96)."""
    if need_tps <= 0 or speedup <= 0:
        raise ValueError("need and speed-up must be positive")
    return need_tps / speedup


def with_speculation(tps: float, speedup: float = SPEC_PLAN_SPEEDUP) -> float:
    """A plan's per-user decode speed once speculation is on, at the priced speed-up (96 × 1.5 = 144)."""
    return tps * speedup


def applies(streams_per_replica: int) -> bool:
    """Speculation is priced only where each replica decodes few streams (memory-bound steps)."""
    return 0 < streams_per_replica <= SPEC_MAX_STREAMS
