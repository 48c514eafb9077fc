"""The words of tools/explain.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "explain.frozen_base_weights_b": E(
        "frozen base weights = {value:,.2f}B parameters × {bpp:.3g} bytes ({fmt}) → {gb} per GPU (adapters included)",
        "冻结的基座权重 = {value:,.2f}B 参数 × {bpp:.3g} 字节（{fmt}）→ 每卡 {gb}（含适配器）"),
    "explain.lora_rank_trainable_parameters": E(
        "LoRA rank {r}: {lp:,} trainable parameters × ({wb:g} weight + {gb:g} gradient + {ob:g} optimizer) bytes = "
        "{value:g} bytes each, in fp32 → optimizer states {gb_2}",
        "LoRA rank {r}：{lp:,} 个可训练参数 × （{wb:g} 权重 + {gb:g} 梯度 + {ob:g} 优化器）字节 = 每个 {value:g} "
        "字节（FP32）→ 优化器状态 {gb_2}"),
    "explain.model_states_b_parameters": E(
        "model states = {value:,.2f}B parameters × ({wb:g} weights + {gb:g} gradients + {ob:g} optimizer) = {value_2:g} "
        "bytes per parameter (ZeRO paper, arXiv:1910.02054), divided by the ZeRO stage → {gb_2} per GPU",
        "模型状态 = {value:,.2f}B 参数 × （{wb:g} 权重 + {gb:g} 梯度 + {ob:g} 优化器）= 每参数 {value_2:g} 字节（ZeRO "
        "论文），按 ZeRO 阶段切分 → 每卡 {gb_2}"),
    "explain.weights_b_parameters_bytes": E(
        "weights = {value:,.2f}B parameters × {bpp:.3g} bytes ({prec}) → {gb} per GPU",
        "权重 = {value:,.2f}B 参数 × {bpp:.3g} 字节（{prec}）→ 每卡 {gb}"),
    "explain.kv_cache_kib_per": E(
        "KV cache = {value:,.0f} KiB per token × {seq_len:,} context × {concurrency:,} users → {gb} per GPU",
        "KV cache = 每 token {value:,.0f} KiB × 上下文 {seq_len:,} × {concurrency:,} 路并发 → 每卡 {gb}"),
    "explain.activations_korthikanti_et_al": E(
        "activations (Korthikanti et al. 2022, calibrated against PyTorch) → {gb}",
        "激活值（Korthikanti 等 2022，已用 PyTorch 校准）→ {gb}"),
    "explain.overhead_gib_cuda_context": E(
        "overhead = {ctx:g} GiB CUDA context + {fragmentation:.0%} fragmentation of activations and KV cache → {gb}",
        "开销 = CUDA 上下文 {ctx:g} GiB + 激活值与 KV cache 的 {fragmentation:.0%} 碎片 → {gb}"),
    "explain.a_plan_fits_when": E(
        "a plan fits when estimate × {head:g} ≤ the card's usable memory (the usual +20–30 % headroom)",
        "规划要求 估算 × {head:g} ≤ 单卡可用显存（通常留 +20%–30% 余量）"),
    "explain.the_first_two_rows": E(
        "The first two rows are within the speed model's ±{speed_model_error:.0%} error per training token, so fewer GPUs "
        "and then the cheaper hour go first (less money at risk if the estimate is off).",
        "前两行每训练 token 的成本差在速度模型 ±{speed_model_error:.0%} "
        "的误差内，所以卡更少、每小时更便宜的排前（估算有偏差时风险更小）。"),
    "explain.the_only_ranked_plan": E(
        "{means}: the only ranked plan is {provider} {instance}: {ka}.",
        "{means_zh}：唯一可排名的方案是 {provider} {instance}：{ka_2}。"),
    "explain.why_order": E(
        "{means}: 1. {provider} {instance} ({gpu}): {ka}; 2. {provider_2} {instance_2} ({gpu_2}): {kb}.",
        "{means_zh}：1. {provider} {instance}（{gpu}）：{ka_2}；2. {provider_2} {instance_2}（{gpu_2}）：{kb_2}。"),
    "explain.why_not": E("", ""),
    "explain.can_run_it_at": E(
        "{gpu} can run it: {value:g} × {gpu_2} at {money_text}/h.",
        "{gpu} 可以：{value:g} × {gpu_2}，每小时 {money_text}。"),
    "explain.would_also_work_at": E(
        "{gpu} would also work ({plan} at {money_text}/h); the pick ranks first on the stated priority and the scores "
        "shown.",
        "{gpu} 也可以（{plan}，每小时 {money_text}）；首选是按所述优先级和得分排在第一。"),
    "explain.why_not_it_fits": E(
        "Why not {gpu}: it fits ({plan}) but is {value:; }.",
        "为什么不用 {gpu}：装得下（{plan}），但{value_2:；}。"),
}
