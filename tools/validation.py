"""The 24-hour validation plan (seed 000, last section "24 小时内验证你的选型"), filled with this
workload's numbers so each step says what to expect."""

from __future__ import annotations

from tools.defaults import serves
from tools.fit import ENGINE_NAMES, Fit, verdict_words
from tools.schema import Candidate, Msg, Workload


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def _fit_steps(f: Fit, kv_tokens: int | None, run: str, run_zh: str) -> list[Msg]:
    """Steps 1–2 for a serving engine whose fit is not estimate × headroom (tools.fit): a pre-allocating engine
    fills its pool whatever the load, so `nvidia-smi` shows the pool and the check is the KV cache the startup log
    reports against the load's tokens; llama.cpp allocates once at start and logs each buffer."""
    words = verdict_words(f)
    if f.rule == "pool":
        eng = ENGINE_NAMES.get(f.framework, f.framework)
        want_en = f" at least {kv_tokens:,} tokens (the load: users per replica × context)" if kv_tokens else " the load's tokens"
        want_zh = f"至少 {kv_tokens:,} token（负载：每副本用户数 × 上下文）" if kv_tokens else "负载所需的 token 数"
        return [
            Msg(en=f"Measure memory: start {eng} and run {run}; `nvidia-smi` will show about {_gb(f.budget)} per GPU "
                   f"whatever the load ({eng} pre-allocates its pool). Read the KV cache size in its startup log "
                   f"(\"GPU KV cache size: N tokens\"): it must hold{want_en}.",
                zh=f"量显存：启动 {eng} 并跑 {run_zh}；无论负载多少，`nvidia-smi` 都会显示每卡约 {_gb(f.budget)}"
                   f"（{eng} 预先分配显存池）。看启动日志里的 KV cache 大小"
                   f"（\"GPU KV cache size: N tokens\"）：须装下{want_zh}。"),
            Msg(en=f"Check the fit this answer used: {words.en} (the pool's own margin replaces × {f.headroom:g}).",
                zh=f"核对本回答用的装载判断：{words.zh}（显存池自带余量，代替 × {f.headroom:g}）。"),
        ]
    return [
        Msg(en=f"Measure memory: load the model and run {run}; llama.cpp logs the model buffer, the KV cache (\"KV self "
               f"size\") and the compute buffer at load: together about {_gb(f.need)} per GPU.",
            zh=f"量显存：加载模型并跑 {run_zh}；llama.cpp 加载时会打印模型缓冲、KV cache（\"KV self size\"）和计算缓冲："
               f"合计每卡约 {_gb(f.need)}。"),
        Msg(en=f"Check the fit this answer used: {words.en}; what loads keeps running (nothing grows).",
            zh=f"核对本回答用的装载判断：{words.zh}；能加载就能一直跑（运行中不增长）。"),
    ]


def plan(w: Workload, per_gpu_total: int, lower_bound: int, headroom: float, shortlist: list[Candidate],
         tokens_per_s: float | None, cost_hint: Msg | None, driver: tuple[str, str] = ("12.0", "r525"),
         rocm_floor: str | None = None, fit: Fit | None = None, kv_tokens: int | None = None) -> list[Msg]:
    """`lower_bound` is what step 2 names (serving: weights + activations + KV cache; training: weights +
    gradients + optimizer + activations, the terms the kind has);
    `driver` is the pick's (CUDA, driver) floor from tools.compat.DRIVER_FLOOR, so the plan and the
    compatibility section give one floor; `rocm_floor` (tools.compat.ROCM_TARGETS) replaces it for an AMD pick,
    whose tools are rocm-smi and RCCL; `fit` (tools.fit) is the pick's fit: a serving engine judged by its pool or
    by its allocate-once buffers gets steps 1–2 in those terms, the figures the rest of the answer quotes
    (`kv_tokens`: the KV tokens one replica must hold)."""
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
    if fit is not None and fit.rule != "headroom":
        steps[:2] = _fit_steps(fit, kv_tokens, run, run_zh)
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
    if w.batch_requests:  # a batch resumes from its finished shards: spot is its cheap mode, as the pick may use
        steps.append(Msg(
            en="Write the comparison table before any commitment: run the batch in shards on spot (a reclaim loses only "
               "the shard in flight) with on-demand as the fallback; price the two modes separately.",
            zh="做任何承诺前先把结论写成对比表：批量任务分片跑在竞价实例上（回收只损失正在跑的分片），按量做后备；"
               "两种模式的账分开算。"))
        return steps
    steps.append(Msg(
        en="Write the comparison table before any long contract: " + (
            "serve on on-demand plus reserved capacity for the steady base; never spot." if inference else
            "train the bulk on spot with checkpoints ≤ 15 min apart and finish on on-demand; price the two modes separately."),
        zh="签订长期合约前先把结论写成对比表：" + (
            "推理用按量 + 包年包月混合承接稳定基线，不用竞价。" if inference else
            "训练主体用竞价（checkpoint ≤ 15 分钟）+ 末段切按需，两种模式的账分开算。")))
    return steps
