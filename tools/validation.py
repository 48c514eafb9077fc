"""The 24-hour validation plan (seed 000, last section "24 小时内验证你的选型"), filled with this
workload's numbers so each step says what to expect."""

from __future__ import annotations

from tools.defaults import serves
from tools.fit import ENGINE_NAMES, Fit, verdict_words
from tools.no_spot import comparison_part, spot_refused
from tools.schema import Candidate, Msg, Workload


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def _fit_steps(f: Fit, kv_tokens: int | None, run: Msg, smi: str = "nvidia-smi") -> list[Msg]:
    """Steps 1–2 for a serving engine whose fit is not estimate × headroom (tools.fit): a pre-allocating engine
    fills its pool whatever the load, so `nvidia-smi` (`rocm-smi` on an AMD pick) shows the pool and the check is
    the KV cache the startup log reports against the load's tokens; llama.cpp allocates once at start and logs each buffer."""
    words = verdict_words(f)
    if f.rule == "pool":
        eng = ENGINE_NAMES.get(f.framework, f.framework)
        want = Msg(code="validation.want_tokens", args={"tokens": kv_tokens}) if kv_tokens else \
            Msg(code="validation.want_load")
        return [
            Msg(code="validation.measure_memory_start_and", args={"eng": eng, "run": run, "gb": _gb(f.budget), "want": want,
                                                                   "smi": smi}),
            Msg(code="validation.check_the_fit_this", args={"words": words, "headroom": f.headroom}),
        ]
    return [
        Msg(code="validation.measure_memory_load_the", args={"run": run, "gb": _gb(f.need)}),
        Msg(code="validation.check_the_fit_this_2", args={"words": words}),
    ]


def plan(w: Workload, per_gpu_total: int, lower_bound: int, headroom: float, shortlist: list[Candidate],
         tokens_per_s: float | None, cost_hint: Msg | None, driver: tuple[str, str] = ("12.0", "r525"),
         rocm_floor: Msg | None = None, fit: Fit | None = None, kv_tokens: int | None = None) -> list[Msg]:
    """`lower_bound` is what step 2 names (serving: weights + activations + KV cache; training: weights +
    gradients + optimizer + activations, the terms the kind has);
    `driver` is the pick's (CUDA, driver) floor from tools.compat.DRIVER_FLOOR, so the plan and the
    compatibility section give one floor; `rocm_floor` (tools.compat.ROCM_TARGETS) replaces it for an AMD pick,
    whose tools are rocm-smi and RCCL; `fit` (tools.fit) is the pick's fit: a serving engine judged by its pool or
    by its allocate-once buffers gets steps 1–2 in those terms, the figures the rest of the answer quotes
    (`kv_tokens`: the KV tokens one replica must hold)."""
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
    if fit is not None and fit.rule != "headroom":
        steps[:2] = _fit_steps(fit, kv_tokens, Msg(code="validation.run", args={"kind": kind}),
                               "rocm-smi" if rocm_floor else "nvidia-smi")
    speed = Msg(code="validation.expect_speed", args={"tps": tokens_per_s}) if tokens_per_s else None
    work = "batch" if inference and w.batch_requests else kind  # what the 30 minutes record: users' speed, or not
    steps.append(Msg(code="validation.rent_the_smallest_one", args={
        "metric": Msg(code="validation.metric", args={"kind": kind}), "speed": speed,
        "record": Msg(code="validation.record", args={"kind": work}),
        "part": Msg(code="validation.rent_the_smallest_one.yes", args={"cost_hint": cost_hint}) if cost_hint else None}))
    if w.batch_requests:  # a batch resumes from its finished shards: spot is its cheap mode, as the pick may use
        steps.append(comparison_part(True) if spot_refused(w.billing)
                     else Msg(code="validation.write_the_comparison_table_2"))
        return steps
    steps.append(Msg(code="validation.write_the_comparison_table", args={
        "part": (Msg(code="validation.write_the_comparison_table.serve_on_on") if inference
            else comparison_part(False) if spot_refused(w.billing)  # "no spot" said: no spot lever (tools.no_spot)
            else Msg(code="validation.write_the_comparison_table.train_the_bulk"))}))
    return steps
