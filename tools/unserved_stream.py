"""A served plan that cannot keep up with its load: an open stream of requests (tools.rate_service.open_stream) whose
prompts arrive faster than one copy prefills them has no finite first token and no per-user speed (the queue grows
without end), so the answer says so in words, never "first token ≈ inf s" nor "≈ 0 tokens/s per user" beside a plan
that "fits".

By hand: Llama-3.1-70B AWQ on 2 × RTX A6000 (TP 2, ≈ 2 × 155 dense TFLOPS BF16 at the fitted prefill share) taking
7.2 completion requests a second of ≈ 615 new prompt tokens each: 2 × 70.6e9 FLOP a token × 615 × 7.2 ≈ 0.63 PFLOP/s
of prefill alone, above what the pair delivers, so the prefill share λ · prefill_s reaches 1 and the wait is unbounded.
"""

from __future__ import annotations

import math

from tools.schema import Msg

# a per-user speed that rounds to 0 tokens/s in the answer's "≈ {tps:,.0f}" is no speed: the copy is saturated
SATURATED_TPS = 0.5


def unserved(ttft_s: float | None, per_user_tps: float | None) -> bool:
    """Does the plan fail to serve its load: an unbounded first token (inf / nan) or a per-user speed that rounds
    to zero?"""
    if ttft_s is not None and not math.isfinite(ttft_s):
        return True
    return per_user_tps is not None and (not math.isfinite(per_user_tps) or per_user_tps < SATURATED_TPS)


def unserved_tail(rate_per_s: float | None) -> Msg:
    """The headline's words for a plan that cannot keep up: requests arrive faster than it serves them, with the
    stated or assumed rate where there is one."""
    return Msg(code="recommend.tail.cannot_keep_up", args={"rate": rate_per_s})
