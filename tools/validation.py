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
        Msg(en=f"Measure peak memory: run {run} on what you have; record the peak in `nvidia-smi` and "
               f"`torch.cuda.max_memory_allocated()`. Expect about {_gb(per_gpu_total)} per GPU.",
            zh=f"量显存峰值：在现有环境跑 {run_zh}，记下 `nvidia-smi` 的最高占用和 `torch.cuda.max_memory_allocated()`。"
               f"预期每卡约 {_gb(per_gpu_total)}。"),
        Msg(en=f"Compute the lower bound: {terms_en} = {_gb(lower_bound)}; "
               "add 20–30 % "
               f"→ target {_gb(lower_bound * headroom)} per GPU (this answer used × {headroom:g}).",
            zh=f"算下界：{terms_zh} = {_gb(lower_bound)}，再加 20%–30% 余量 → "
               f"目标每卡 {_gb(lower_bound * headroom)}"
               f"（本回答取 × {headroom:g}）。"),
        Msg(en=f"Shortlist 2–3 types ({names_en}); check the driver (≥ {drv} for CUDA ≥ {cuda}), the image's PyTorch CUDA build, "
               "and that NCCL loads.",
            zh=f"筛出 2–3 个候选（{names_zh}）；核对驱动（CUDA ≥ {cuda} 需 ≥ {drv}）、镜像里 PyTorch 的 CUDA 版本，"
               "以及 NCCL 是否可用。"),
    ]
    if rocm_floor:
        steps[0] = Msg(en=steps[0].en.replace("`nvidia-smi`", "`rocm-smi`"), zh=steps[0].zh.replace("`nvidia-smi`", "`rocm-smi`"))
        steps[2] = Msg(en=f"Shortlist 2–3 types ({names_en}); check the ROCm image ({rocm_floor}), that "
                          "`torch.version.hip` prints, and that RCCL loads.",
                       zh=f"筛出 2–3 个候选（{names_zh}）；核对 ROCm 镜像（{rocm_floor}）、`torch.version.hip` 能打印，"
                          "以及 RCCL 是否可用。")
    speed_en = f" Expect about {tokens_per_s:,.0f} tokens/s." if tokens_per_s else ""
    speed_zh = f"预期约 {tokens_per_s:,.0f} tokens/s。" if tokens_per_s else ""
    metric_en = "cost per million tokens" if inference else "cost per training hour"
    metric_zh = "每百万 token 成本" if inference else "每小时训练成本"
    steps.append(Msg(
        en=f"Rent the smallest one by the hour and run the real workload for 30 minutes; record step time (tokens/s) "
           f"and convert to {metric_en}.{speed_en}" + (f" {cost_hint.en}" if cost_hint else ""),
        zh=f"按小时开一台最小规格，跑 30 分钟真实负载，记录单步时间（tokens/s），换算成{metric_zh}。{speed_zh}"
           + (cost_hint.zh if cost_hint else "")))
    steps.append(Msg(
        en="Write the comparison table before any long contract: " + (
            "serve on on-demand plus reserved capacity for the steady base; never spot." if inference else
            "train the bulk on spot with checkpoints ≤ 15 min apart and finish on on-demand; price the two modes separately."),
        zh="签订长期合约前先把结论写成对比表：" + (
            "推理用按量 + 包年包月混合承接稳定基线，不用竞价。" if inference else
            "训练主体用竞价（checkpoint ≤ 15 分钟）+ 末段切按需，两种模式的账分开算。")))
    return steps
