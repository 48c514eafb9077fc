"""The 24-hour validation plan (seed 000, last section "24 小时内验证你的选型"), filled with this
workload's numbers so each step says what to expect."""

from __future__ import annotations

from tools.defaults import serves
from tools.schema import Candidate, Msg, Workload


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def plan(w: Workload, per_gpu_total: int, lower_bound: int, headroom: float, shortlist: list[Candidate],
         tokens_per_s: float | None, cost_hint: Msg | None, driver: tuple[str, str] = ("12.0", "r525"),
         rocm_floor: str | None = None) -> list[Msg]:
    """`lower_bound` is what step 2 names (serving: weights + activations + KV cache; training: weights +
    gradients + optimizer + activations, the terms the kind has);
    `driver` is the pick's (CUDA, driver) floor from tools.compat.DRIVER_FLOOR, so the plan and the
    compatibility section give one floor; `rocm_floor` (tools.compat.ROCM_TARGETS) replaces it for an AMD pick,
    whose tools are rocm-smi and RCCL."""
    cuda, drv = driver
    inference = serves(w.task)
    kind = "serving" if inference else "training"  # serving has no gradients or optimizer states to name
    names = ", ".join(f"{c.provider} {c.instance}" for c in shortlist[:3]) or Msg(code="validation.the_candidates_above")
    steps = [
        Msg(code="validation.measure_peak_memory_run", args={
            "run": Msg(code="validation.run", args={"kind": kind}), "smi": "rocm-smi" if rocm_floor else "nvidia-smi",
            "gb": _gb(per_gpu_total)}),
        Msg(code="validation.compute_the_lower_bound", args={
            "terms": Msg(code="validation.terms", args={"kind": kind}), "gb": _gb(lower_bound),
            "gb_2": _gb(lower_bound * headroom), "headroom": headroom}),
        Msg(code="validation.shortlist_types_check_the_2", args={"names": names, "rocm_floor": rocm_floor}) if rocm_floor
        else Msg(code="validation.shortlist_types_check_the", args={"names": names, "drv": drv, "cuda": cuda}),
    ]
    speed = Msg(code="validation.expect_speed", args={"tps": tokens_per_s}) if tokens_per_s else None
    steps.append(Msg(code="validation.rent_the_smallest_one", args={
        "metric": Msg(code="validation.metric", args={"kind": kind}), "speed": speed,
        "part": Msg(code="validation.rent_the_smallest_one.yes", args={"cost_hint": cost_hint}) if cost_hint else None}))
    steps.append(Msg(code="validation.write_the_comparison_table", args={
        "part": (Msg(code="validation.write_the_comparison_table.serve_on_on") if inference
            else Msg(code="validation.write_the_comparison_table.train_the_bulk"))}))
    return steps
