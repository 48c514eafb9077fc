"""A limit on the time to a whole answer ("answers should arrive within a minute", 一分钟内出结果, 一分鐘內要有答案) as
the per-user decode speed it needs, so the serving search's per-user floor (tools.offers.per_user_target) honours it
or the answer openly refuses it.

An answer is whole when its first token has arrived (the prefill, bounded by the first-token limit) and every later
token has been decoded, one per decode step for each user (tools.speed, tools.load):

    answer_s = TTFT + output_tokens / speed_per_user   ⇒   speed_per_user = output_tokens / (answer_s − TTFT)

Example: a reasoning answer of 8,192 tokens within 60 s, with the interactive first-token limit of 2 s
(tools.offers.INTERACTIVE_TTFT_S): 8,192 / (60 − 2) = 141.2, so each user needs ≥ 142 tokens/s (rounded up: a floor).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.schema import Resolved


@dataclass(frozen=True)
class ReplyTime:
    """One reply's (or one agent step's) whole time on a plan, and whether it meets the stated limit (None: none)."""

    seconds: float
    met: bool | None


def reply_time(ttft_s: float | None, per_user_tps: float | None, output_tokens: int,
               target_s: float | None = None) -> ReplyTime | None:
    """Seconds to a whole reply or agent step on a plan: its first token at the stated load (the prefill of the new
    tokens, queueing included: tools.load) then every later token at the plan's per-user speed,
    ttft_s + output_tokens / per_user_tps, and whether that is within `target_s`. None without both figures.
    By hand: 338 tokens at 31 tokens/s after a 0.3 s first token = 0.3 + 10.9 = 11.2 s, missing a 10 s target; a
    50-token action at 25 tokens/s after a 2.8 s first token = 2.8 + 2.0 = 4.8 s, missing a 3 s step."""
    if not per_user_tps or per_user_tps <= 0 or ttft_s is None:
        return None
    took = ttft_s + max(0, output_tokens) / per_user_tps
    return ReplyTime(seconds=took, met=None if not target_s else took <= target_s)


def answer_speed_floor(output_tokens: int, answer_s: float, ttft_s: float) -> float | None:
    """Tokens/s each user must decode at for `output_tokens` to arrive within `answer_s` seconds when the first token
    may take `ttft_s`: output_tokens / (answer_s − ttft_s), rounded up to a whole token/s. None when no time is left
    for decoding (answer_s ≤ ttft_s): the limit can't be met as stated, whatever the speed."""
    left = answer_s - ttft_s
    if left <= 0 or output_tokens <= 0:
        return None
    return float(math.ceil(output_tokens / left - 1e-9))


def answer_time_floor(w: Resolved, ttft_s: float) -> float | None:
    """The per-user floor a stated `target_answer_s` sets on a resolved serving workload: its answers' length (the
    stated output, a reasoning model's chain of thought, else ShareGPT's mean: tools.load.request_shape) within the
    stated time, less the first-token limit `ttft_s`. None with no limit stated, or when it can't be met."""
    if not w.target_answer_s:
        return None
    from tools.load import request_shape  # tools.load imports the defaults, which import the schema only

    return answer_speed_floor(request_shape(w).output, w.target_answer_s, ttft_s)
