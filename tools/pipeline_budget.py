"""A monthly budget judged on a whole multi-stage pipeline (a voice bot's speech-to-text + LLM + speech synthesis), not
on one stage: the LLM stage alone can sit inside the budget while all stages together are many times over it.

Pure arithmetic over the stages' months (tools.voice / tools.stages price each) and the budget a month
(tools.rerank.month_budget); no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PipelineBudget:
    total: float  # every priced stage's month summed
    budget: float  # the stated budget a month
    ok: bool  # the whole pipeline fits the budget
    times: float  # total ÷ budget (2.0: twice the budget)
    first_ok: bool  # the first stage (the LLM) alone fits: the check a one-stage ✅ made


def pipeline_budget(stage_months: list[float | None], budget: float) -> PipelineBudget | None:
    """The budget against the sum of the priced stages (an unpriced stage adds 0 and is said apart by the caller).
    By hand: LLM 900 + ASR 3,100 + TTS 2,000 = 6,000 against 1,500 a month → ❌, 4.0× the budget, while the
    LLM's 900 alone fits. None when no budget (≤ 0) is given."""
    if budget <= 0:
        return None
    total = sum(m or 0.0 for m in stage_months)
    first = stage_months[0] if stage_months else None
    return PipelineBudget(total, budget, total <= budget, total / budget, first is not None and first <= budget)
