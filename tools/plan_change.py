"""What a follow-up that changes the plan ("cheaper?", 便宜点, 平啲得唔得, "fastest", "only AWS") actually changed:
one diff of the plan before and the plan after, so each sentence of the reply is said only where its fact moved.

A "cheaper?" reply said both "Kept FP8 weights" and "moved to INT4", "precision AWQ → INT4" where the weights did not
change (an AWQ checkpoint is INT4 weights: Lin et al. 2024, arXiv:2306.00978, 4-bit weight-only; GPTQ, Frantar et al.
2023, arXiv:2210.17323, likewise; vLLM's compressed-tensors names the same format W4A16), and priced a moved plan's
month on the old row. The facts compared here: the top pick's card and card count, the weights' and the KV cache's
precision FAMILY (names of one format are no change: AWQ / GPTQ / INT4 / NF4 / W4A16 are 4-bit integer weights; FP8 / W8A8-FP8 are
8-bit float), the pick's hourly price, the job's cost (a sized job), and the month of the plan AFTER the change (its
hourly × the month hours of its own schedule, tools.schedule.month_hours: 730 h around the clock, 9 h on weekdays
≈ 196 h).

By hand: a 32B chat for 40 users on 4 × L40S FP8 at $10.49/h moved to 1 × H100 INT4 at $6.88/h: card, count and
family changed, saving 1 − 6.88 / 10.49 ≈ 34 %, month 6.88 × 730 ≈ $5,022 (the after row, never 10.49 × 730).
A 70B served in AWQ re-planned as INT4 on the same 2 × A100 at the same price: nothing changed, so no "precision"
and no "moved to" sentence is said.

Pure functions over pydantic models; no words (the replies word the fields).
"""

from __future__ import annotations

from pydantic import BaseModel

from tools import schedule
from tools.schema import Recommendation

# Precision names that are one weight format (the bytes and the kernels a card needs): a move between two names of one
# family is no change of precision. INT4 weight-only: AWQ, GPTQ and bitsandbytes NF4 all hold 4-bit weights with 16-bit
# activations; FP8 covers W8A8-FP8 (vLLM --quantization fp8); 16-bit covers BF16 and FP16 (2 bytes a weight).
FAMILIES: dict[str, str] = {
    "int4": "int4", "awq": "int4", "gptq": "int4", "nf4": "int4", "w4a16": "int4", "q4_k_m": "int4",
    "fp8": "fp8", "w8a8-fp8": "fp8", "w8a8_fp8": "fp8",
    "int8": "int8", "w8a8": "int8", "q8_0": "int8",
    "bf16": "16-bit", "fp16": "16-bit",
}

NO_SAVING = 0.005  # a saving that rounds to 0 % is no saving: never "0 % less" nor "100 % of that price"


def precision_family(p: str | None) -> str | None:
    """The weight format a precision name stands for (FAMILIES); an unlisted name is its own family; None stays None."""
    if p is None:
        return None
    return FAMILIES.get(p.lower(), p.lower())


class PlanChange(BaseModel):
    """The facts of one plan change, before and after (None where a side has no priced pick)."""

    card_before: str | None = None
    card_after: str | None = None
    count_before: float | None = None
    count_after: float | None = None
    family_before: str | None = None
    family_after: str | None = None
    kv_before: str | None = None  # the KV cache's family (FP8 KV is a move; BF16 → FP16 under INT4 weights is none)
    kv_after: str | None = None
    hourly_before: float | None = None
    hourly_after: float | None = None
    job_before: float | None = None
    job_after: float | None = None
    month_after: float | None = None  # the after plan's month: its hourly × its own schedule's month hours
    comparable: bool = True  # both priced in one currency

    @property
    def card_changed(self) -> bool:
        return self.card_before != self.card_after

    @property
    def count_changed(self) -> bool:
        return self.count_before != self.count_after

    @property
    def precision_changed(self) -> bool:
        return self.family_before != self.family_after

    @property
    def kv_changed(self) -> bool:
        return self.kv_before != self.kv_after

    @property
    def saving(self) -> float | None:
        """The share saved (1 − after / before) on the job's cost where both sides are a sized job, else on the hourly
        price; None where the two are not comparable or a side is unpriced."""
        before, after = (self.job_before, self.job_after) if self.job_before and self.job_after \
            else (self.hourly_before, self.hourly_after)
        if not self.comparable or not before or after is None:
            return None
        return 1 - after / before

    @property
    def saves(self) -> bool:
        """Does the change save at least NO_SAVING (a share that would not round to 0 %)?"""
        s = self.saving
        return s is not None and s >= NO_SAVING


def plan_change(before: Recommendation, after: Recommendation) -> PlanChange:
    """The diff of two answers' top picks (card, count, precision family, hourly, job cost) and the after plan's month."""
    d = PlanChange(family_before=precision_family(before.workload.precision),
                   family_after=precision_family(after.workload.precision),
                   kv_before=precision_family(before.workload.kv_precision),
                   kv_after=precision_family(after.workload.kv_precision),
                   comparable=before.currency == after.currency)
    for side, rec in (("before", before), ("after", after)):
        if not rec.candidates:
            continue
        c = rec.candidates[0]
        row = rec.cost_table[0] if rec.cost_table else None
        setattr(d, f"card_{side}", c.gpu)
        setattr(d, f"count_{side}", row.gpus if row is not None else None)
        setattr(d, f"hourly_{side}", c.price_per_hour.amount)
        setattr(d, f"job_{side}", row.cost.job_on_demand if row is not None else None)
    if d.hourly_after is not None:
        w = after.workload
        d.month_after = d.hourly_after * schedule.month_hours(w.usage_hours_per_day, w.usage_days_per_week)
    return d
