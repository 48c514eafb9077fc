""""Is ¥50k a month enough?" answered in one sentence before the plan: yes, no, or what it depends on.

A budget question ("预算5万…够不够", "夠唔夠", "is $3,000 a month enough?": Budget.asked) was answered only by a ❔ / ✅ /
❌ line under the plan, or by a per-GPU-hour figure inside the headline ("the central
question goes unanswered"). The verdict is read from the answer's own figures, never recomputed:
- the plan is an unpriced quote (H20 / H800 on Chinese clouds: the catalog has no public price for them, none is
  invented) → it depends on the quote, with the per-GPU-hour price at which the plan spends exactly the budget
  (tools.recommend._budget_gpu_hour: the budget ÷ the plan's GPU-hours);
- otherwise the budget constraint's verdict (tools.constraints.budget_constraint): honoured → yes, refused → no.
"""

from __future__ import annotations

from tools.schema import Constraint, Msg, Workload
from tools.wording import budget_text

VERDICTS = {"honoured": "yes", "refused": "no"}


def budget_verdict(w: Workload, constraints: list[Constraint], quote: str | None) -> Msg | None:
    """The one-sentence answer to an asked budget, or None (no budget asked, or no verdict the answer can stand on).
    `quote`: the per-GPU-hour price the unpriced plan's headline states as the budget's limit, if any."""
    b = w.budget
    if b is None or not b.asked:
        return None
    c = next((x for x in constraints if x.name == "budget"), None)
    verdict = "depends" if quote is not None else VERDICTS.get(c.status) if c is not None else None
    if verdict is None:
        return None
    said = Msg(code="constraints.budget", args={"budget": budget_text(b.amount, b.currency),
                                                "per": Msg(code="period.per", args={"per": b.per})})
    return Msg(code="recommend.budget_answer", args={"verdict": verdict, "money": quote, "budget": said})
