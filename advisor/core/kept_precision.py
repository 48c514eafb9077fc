"""Which precision a follow-up sizes at when the user named none: the engine's choice, made again each turn.

With no precision stated, the weight (and KV-cache) precision is ours to choose, and a route may lead with FP8 or
INT4 (tools.precision_lead, tools.recommend.lever_route): the workload line says "BF16 default → FP8 planned". That
choice is not carried into a follow-up as if the user had stated it: a turn that changes something else ("what about
32k context?", "only GCP", "100 users?") re-chooses the precision, the KV precision and the speed floor by the same
rules from the thread's stated facts, so a turn that changes nothing relevant agrees with the one before, and a cheaper
precision (FP8 weights and an FP8 KV cache on 8 × L4 where BF16 KV needs 16) can still lead. Carrying the earlier FP8
weights as stated shut those rules off: Qwen2.5-32B at 32k in Switzerland led with 16 × L4 ($15.9k a month) and left
FP8 KV on 8 × L4 ($7.9k) as a lever.
Only a precision the user asked for, or one a "cheaper?" answer moved to at the user's request (history role
KEPT_PRECISION), is kept, and only that one gets the note; another precision, KV format, model, card or task re-opens
even those (REOPENS).

Reading and choosing only: no figures (the recommender sizes the plan at the kept precision)."""

from __future__ import annotations

from tools.schema import Msg, Recommendation, Workload, WorkloadPatch

KEPT_PRECISION = "kept_precision"  # history role: the precision a "cheaper?" answer moved to ("" cleared)

# Fields of a turn that re-open the precision choice: the bytes themselves, another model, card or task.
REOPENS = ("precision", "kv_precision", "model", "params_b", "gpu_preference", "owned_gpus", "task")

SIXTEEN_BIT = ("bf16", "fp16", "fp32")


def reopens(patch: WorkloadPatch) -> bool:
    """Does this turn re-open the precision choice (REOPENS: a precision, a KV format, another model, card or task)?"""
    return any(getattr(patch, f) is not None for f in REOPENS)


def earlier_choice(w: Workload) -> Msg:
    """The note for a precision an earlier answer chose at the user's request and the thread kept (a "cheaper?" move to
    FP8 or INT4), with BF16 as the way back."""
    kv = None if w.kv_precision in SIXTEEN_BIT else w.kv_precision
    return Msg(code="kept_precision.kept", args={"precision": w.precision, "kv": kv, "asked": "bf16"})


def kept_texts(w: Workload, last: Recommendation | None, lang: str) -> set[str]:
    """Every wording the kept-precision note may have had this turn for `w`'s precision (kept from `last`, or an
    earlier choice with BF16 as the way back): a move that then changes the precision takes it back, so the reply never
    says both "Kept FP8" and "moved to INT4"."""
    kvs = {None, None if w.kv_precision in SIXTEEN_BIT else w.kv_precision}
    asked = {"bf16", *([last.asked_precision] if last is not None and last.asked_precision else [])}
    return {Msg(code="kept_precision.kept", args={"precision": w.precision, "kv": kv, "asked": a}).text(lang)
            for kv in kvs for a in asked}
