"""Whether a "cheaper?" follow-up on a served model may move its answer to a lower-precision plan.

A batch job's "cheaper?" already moves to the precision lever that keeps what was set (tools.recommend.precision_move).
A service kept its dear pick as the headline with the cheaper FP8 plan only listed beneath it ("−69 %" one line under
a pick at three times the money): the user asked for cheaper, and a plan that keeps their constraints is the answer.
The move keeps the service as set: the same users at once and every constraint (tools.recommend.kept_saving), and here
the per-user speed and the memory room: the lever's first row holds the stated per-user speed (else the interactive
default, tools.offers.INTERACTIVE_TOKENS_PER_S, or the pick's own speed where the pick was slower) and is not thinner
on memory than the pick (tools.fit.thin_floor marks Candidate.memory_thin). A precision the user set stays (the
conversation checks that before it moves).

By hand: a 27B model in BF16 for 40 users at 25 tokens/s led with 4 × A100 80GB at $14.7/h; FP8 weights hold them on
1 × H100 80GB (27 GB of weights + KV) at ≈ 31 tokens/s for $3.9/h: 31 ≥ 25, not thin, so "cheaper?" moves there.
"""

from __future__ import annotations

from tools.offers import INTERACTIVE_TOKENS_PER_S, per_user_target
from tools.schema import Recommendation, WorkKind


def service_move_holds(rec: Recommendation, alt: Recommendation) -> bool:
    """Does the lever's answer `alt` serve as the pick `rec` was asked to: its first row at or above the per-user floor
    (stated, else the lower of the interactive default and the pick's own speed) and no thinner on memory?"""
    if rec.kind is not WorkKind.SERVING:
        return True
    if not alt.candidates or not rec.candidates:
        return False
    pick, lead = rec.candidates[0], alt.candidates[0]
    floor = per_user_target(rec.workload) or min(INTERACTIVE_TOKENS_PER_S, pick.per_user_tokens_per_s or 0.0)
    if (lead.per_user_tokens_per_s or 0.0) < floor:
        return False
    return not lead.memory_thin or pick.memory_thin
