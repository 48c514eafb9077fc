"""A first-token time the pick misses with no limit stated: the interactive default (tools.offers.ttft_limit_s,
INTERACTIVE_TTFT_S = 2 s at up to 8,192 tokens, scaled with the context) is a target like a stated one, so a pick over
it is a ❌ line with the fix, never a note in the full view beside a sentence saying the first token is met.

Why: a chat plan stated "first token ≈ 11 s" while the answer's own concurrency assumed 2 s to the first token (Little's
law), and no line flagged it. By hand: a 12,588-token context → limit 2 × 12,588 / 8,192 = 3.07 s; a pick at 4.2 s
misses it by 1.1 s. The fix named: prefix caching for re-sent prompts (tools.chat_prefix), shorter prompts, a card with
more dense compute (prefill is compute-bound: ≈ 2 × parameters × tokens FLOP, Kaplan et al. 2020, arXiv:2001.08361),
more tensor parallelism, or a stated longer limit (more replicas do not shorten one prompt's prefill)."""

from __future__ import annotations

import math

from tools.offers import ttft_limit_s
from tools.schema import Constraint, Msg, Resolved


def default_ttft_missed(w: Resolved, ttft_s: float | None) -> Constraint | None:
    """The ❌ line for a pick whose first token (`ttft_s`, at the stated load) is over the default limit when no limit
    was stated; None when a limit was stated (judged elsewhere), nothing is known, or the default is met."""
    if w.target_ttft_ms or ttft_s is None:
        return None
    limit = ttft_limit_s(w)
    if ttft_s <= limit:
        return None
    label = Msg(code="default_ttft.label", args={"limit": round(limit, 1)})
    if not math.isfinite(ttft_s):  # the prompts outrun the prefill (tools.rate_service.open_stream): said in words
        return Constraint(name="ttft", stated=f"{limit:.1f} s", status="refused", label=label,
                          message=Msg(code="default_ttft.never", args={}))
    return Constraint(name="ttft", stated=f"{limit:.1f} s", status="refused", label=label, message=Msg(
        code="default_ttft.missed", args={"limit": round(limit, 1), "got": round(ttft_s, 1), "seq_len": w.seq_len}))
