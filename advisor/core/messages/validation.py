"""The words of tools/validation.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    "validation.run": pick("kind", {"serving": "100 inference requests", "training": "50 training steps"},
                           {"serving": "100 个推理请求", "training": "50 步训练"}),
    "validation.terms": pick("kind", {"serving": "weights + activations + KV cache",
                                      "training": "weights + gradients + optimizer + activations"},
                             {"serving": "权重 + 激活值 + KV cache", "training": "权重 + 梯度 + 优化器 + 激活值"}),
    "validation.metric": pick("kind", {"serving": "cost per million tokens", "training": "cost per training hour"},
                              {"serving": "每百万 token 成本", "training": "每小时训练成本"}),
    "validation.the_candidates_above": E("the candidates above", "上面列出的候选"),
    "validation.expect_speed": E(" Expect about {tps:,.0f} tokens/s.", "预期约 {tps:,.0f} tokens/s。"),
    "validation.measure_peak_memory_run": E(
        "Measure peak memory: run {run} on what you have; record the peak in `{smi}` and "
        "`torch.cuda.max_memory_allocated()`. Expect about {gb} per GPU.",
        "量显存峰值：在现有环境跑 {run}，记下 `{smi}` 的最高占用和 "
        "`torch.cuda.max_memory_allocated()`。预期每卡约 {gb}。"),
    "validation.compute_the_lower_bound": E(
        "Compute the lower bound: {terms} = {gb}; add 20–30 % → target {gb_2} per GPU (this answer used × "
        "{headroom:g}).",
        "算下界：{terms} = {gb}，再加 20%–30% 余量 → 目标每卡 {gb_2}（本回答取 × {headroom:g}）。"),
    "validation.shortlist_types_check_the": E(
        "Shortlist 2–3 types ({names}); check the driver (≥ {drv} for CUDA ≥ {cuda}), the image's PyTorch CUDA build, "
        "and that NCCL loads.",
        "筛出 2–3 个候选（{names}）；核对驱动（CUDA ≥ {cuda} 需 ≥ {drv}）、镜像里 PyTorch 的 CUDA 版本，以及 NCCL "
        "是否可用。"),
    "validation.shortlist_types_check_the_2": E(
        "Shortlist 2–3 types ({names}); check the ROCm image ({rocm_floor}), that `torch.version.hip` prints, and that "
        "RCCL loads.",
        "筛出 2–3 个候选（{names}）；核对 ROCm 镜像（{rocm_floor}）、`torch.version.hip` 能打印，以及 RCCL 是否可用。"),
    "validation.rent_the_smallest_one.yes": E(" {cost_hint}", "{cost_hint}"),
    "validation.rent_the_smallest_one": E(
        "Rent the smallest one by the hour and run the real workload for 30 minutes; record {record} and "
        "convert to {metric}.{speed}{part}",
        "按小时开一台最小规格，跑 30 分钟真实负载，记录{record}，换算成{metric}。{speed}{part}"),
    # what the 30 minutes measure follows the kind of work: a service its users' speed, a batch its throughput, a
    # training run its step time
    "validation.record": pick("kind", {
        "serving": "the tokens/s in all and per user, and the time to first token, with your users at once",
        "batch": "the throughput (tokens/s over the whole batch)", "training": "step time (tokens/s)"}, {
        "serving": "在你的并发用户数下的总 tokens/s、每个用户的 tokens/s 和首 token 延迟", "batch": "整批的吞吐（tokens/s）",
        "training": "单步时间（tokens/s）"}),
    "validation.write_the_comparison_table.serve_on_on": E(
        "serve on on-demand plus reserved capacity for the steady base; never spot.",
        "推理用按量 + 包年包月混合承接稳定基线，不用竞价。"),
    "validation.write_the_comparison_table.train_the_bulk": E(
        "train the bulk on spot with checkpoints ≤ 15 min apart and finish on on-demand; price the two modes separately.",
        "训练主体用竞价（checkpoint ≤ 15 分钟）+ 末段切按需，两种模式的账分开算。"),
    "validation.write_the_comparison_table": E(
        "Write the comparison table before any long contract: {part}",
        "签订长期合约前先把结论写成对比表：{part}"),
    "validation.measure_memory_start_and": E(
        "Measure memory: start {eng} and run {run}; `{smi}` will show about {gb} per GPU whatever the load ({eng} "
        "pre-allocates its pool). Read the KV cache size in its startup log (\"GPU KV cache size: N tokens\"): it must "
        "hold {want}.",
        "量显存：启动 {eng} 并跑 {run}；无论负载多少，`{smi}` 都会显示每卡约 {gb}（{eng} "
        "预先分配显存池）。看启动日志里的 KV cache 大小（\"GPU KV cache size: N tokens\"）：须装下{want}。"),
    "validation.want_tokens": E("at least {tokens:,} tokens (the load: users per replica × context)",
                                "至少 {tokens:,} token（负载：每副本用户数 × 上下文）"),
    "validation.want_load": E("the load's tokens", "负载所需的 token 数"),
    "validation.check_the_fit_this": E(
        "Check the fit this answer used: {words} (the pool's own margin replaces × {headroom:g}).",
        "核对本回答用的装载判断：{words}（显存池自带余量，代替 × {headroom:g}）。"),
    "validation.measure_memory_load_the": E(
        "Measure memory: load the model and run {run}; llama.cpp logs the model buffer, the KV cache (\"KV self size\") "
        "and the compute buffer at load: together about {gb} per GPU.",
        "量显存：加载模型并跑 {run}；llama.cpp 加载时会打印模型缓冲、KV cache（\"KV self size\"）和计算缓冲：合计每卡约 "
        "{gb}。"),
    "validation.check_the_fit_this_2": E(
        "Check the fit this answer used: {words}; what loads keeps running (nothing grows).",
        "核对本回答用的装载判断：{words}；能加载就能一直跑（运行中不增长）。"),
    "validation.write_the_comparison_table_2": E(
        "Write the comparison table before any commitment: run the batch in shards on spot (a reclaim loses only the "
        "shard in flight) with on-demand as the fallback; price the two modes separately.",
        "做任何承诺前先把结论写成对比表：批量任务分片跑在竞价实例上（回收只损失正在跑的分片），按量做后备；两种模式的账分"
        "开算。"),
}
