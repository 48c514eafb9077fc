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
    run = "100 inference requests" if inference else "50 training steps"
    run_zh = "100 个推理请求" if inference else "50 步训练"
    # serving has no gradients or optimizer states; training on a short context has no KV cache term worth naming
    terms_en, terms_zh = (("weights + activations + KV cache", "权重 + 激活值 + KV cache") if inference else
                          ("weights + gradients + optimizer + activations", "权重 + 梯度 + 优化器 + 激活值"))
    names = ", ".join(f"{c.provider} {c.instance}" for c in shortlist[:3])
    names_en, names_zh = names or "the candidates above", names or "上面列出的候选"
    steps = [
        Msg(code="validation.measure_peak_memory_run", args={"run": run, "gb": _gb(per_gpu_total), "run_zh": run_zh}),
        Msg(code="validation.compute_the_lower_bound", args={
            "terms_en": terms_en, "gb": _gb(lower_bound), "gb_2": _gb(lower_bound * headroom), "headroom": headroom,
            "terms_zh": terms_zh}),
        Msg(code="validation.shortlist_types_check_the", args={
            "names_en": names_en, "drv": drv, "cuda": cuda, "names_zh": names_zh}),
    ]
    if rocm_floor:
        steps[0] = Msg(en=steps[0].en.replace("`nvidia-smi`", "`rocm-smi`"), zh=steps[0].zh.replace("`nvidia-smi`", "`rocm-smi`"))
        steps[2] = Msg(code="validation.shortlist_types_check_the_2", args={
            "names_en": names_en, "rocm_floor": rocm_floor, "names_zh": names_zh})
    speed_en = f" Expect about {tokens_per_s:,.0f} tokens/s." if tokens_per_s else ""
    speed_zh = f"预期约 {tokens_per_s:,.0f} tokens/s。" if tokens_per_s else ""
    metric_en = "cost per million tokens" if inference else "cost per training hour"
    metric_zh = "每百万 token 成本" if inference else "每小时训练成本"
    steps.append(Msg(code="validation.rent_the_smallest_one", args={
        "metric_en": metric_en, "speed_en": speed_en, "metric_zh": metric_zh, "speed_zh": speed_zh,
        "part": Msg(code="validation.rent_the_smallest_one.yes", args={"cost_hint": cost_hint}) if cost_hint else None}))
    steps.append(Msg(code="validation.write_the_comparison_table", args={
        "part": (Msg(code="validation.write_the_comparison_table.serve_on_on") if inference
            else Msg(code="validation.write_the_comparison_table.train_the_bulk"))}))
    return steps
