"""A follow-up keeps the precision the previous answer led with when the user did not change it.

With no precision stated, the weight (and KV-cache) precision is ours to choose, and a route may lead with FP8 or
INT4 (tools.precision_lead, tools.recommend.lever_route): the workload line says "BF16 default → FP8 planned". A
follow-up that changes something else ("what about 32k context?", "only GCP", "100 users?") re-sized the thread from
the default BF16 and could land on a 16-bit plan at several times the money with the precision change unexplained.
The plan's precision is a choice the user saw and did not change, like the provider, the place and the objective: the
follow-up keeps it, and says so. Not kept where the turn names a precision, a KV format, another model or card, or
another task (each re-opens the choice), or where the previous precision was the user's own (kept anyway).

Reading and choosing only: no figures (the recommender sizes the plan at the kept precision)."""

from __future__ import annotations

from tools.schema import Msg, Recommendation, Workload, WorkloadPatch

KEPT_PRECISION = "kept_precision"  # history role: the precision a follow-up kept from the previous answer ("" cleared)

# Fields of a turn that re-open the precision choice: the bytes themselves, another model, card or task.
REOPENS = ("precision", "kv_precision", "model", "params_b", "gpu_preference", "owned_gpus", "task")

SIXTEEN_BIT = ("bf16", "fp16", "fp32")


def reopens(patch: WorkloadPatch) -> bool:
    """Does this turn re-open the precision choice (REOPENS: a precision, a KV format, another model, card or task)?"""
    return any(getattr(patch, f) is not None for f in REOPENS)


def kept_precision(merged: Workload, patch: WorkloadPatch, last: Recommendation | None) -> tuple[Workload, Msg | None]:
    """The thread's workload with the previous answer's planned precision kept (and the note that says so), where the
    previous answer led at a precision it chose (`asked_precision_default`: the user stated none) and this turn
    re-opens nothing (REOPENS); else `merged` unchanged and None."""
    if last is None or merged.precision is not None or reopens(patch):
        return merged, None
    if last.asked_precision is None or not last.asked_precision_default:
        return merged, None
    planned = last.workload.precision
    if planned is None or planned == last.asked_precision or (merged.model and last.model and merged.model != last.model):
        return merged, None
    update: dict[str, object] = {"precision": planned}
    kv = last.workload.kv_precision
    if merged.kv_precision is None and kv is not None and kv not in SIXTEEN_BIT:
        update["kv_precision"] = kv
    return merged.model_copy(update=update), Msg(code="kept_precision.kept", args={
        "precision": planned, "kv": update.get("kv_precision"), "asked": last.asked_precision})


def earlier_choice(w: Workload) -> Msg:
    """The note for a precision an earlier answer chose and the thread kept (a "cheaper?" move to FP8 or INT4): the
    same words as `kept_precision`'s, with BF16 as the way back."""
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
