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
        lambda a: (f"KV cache = {a['value']:,.0f} KiB per token × {a['seq_len']:,} context × {a['concurrency']:,} users"
                   + (f" (one replica's, of {a['of']:,})" if a.get("of") else "")
                   + (f" ÷ TP {a['tp']}" if a.get("tp") else "") + f" → {a['gb']} per GPU"),
        lambda a: (f"KV cache = 每 token {a['value']:,.0f} KiB × 上下文 {a['seq_len']:,} × {a['concurrency']:,} 路并发"
                   + (f"（一个副本的，共 {a['of']:,} 路）" if a.get("of") else "")
                   + (f" ÷ TP {a['tp']}" if a.get("tp") else "") + f" → 每卡 {a['gb']}")),
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
        "The first two rows are within the speed model's possible error of {speed_model_error:.0%} per training token, "
        "so fewer GPUs and then the cheaper hour go first (less money at risk if the estimate is off).",
        "前两行每训练 token 的成本差在速度模型约 {speed_model_error:.0%} "
        "的误差内，所以卡更少、每小时更便宜的排前（估算有偏差时风险更小）。"),
    "explain.the_only_ranked_plan": E(
        "{means}: the only ranked plan is {fleet}: {ka}.",
        "{means}：唯一可排名的方案是 {fleet}：{ka}。"),
    "explain.why_order": E(
        "{means}: 1. {fleet}: {ka}; 2. {fleet_2}: {kb}.",
        "{means}：1. {fleet}：{ka}；2. {fleet_2}：{kb}。"),
    "explain.why_not": E("", ""),
    "explain.why_count_serving": E(
        "Why {n} × {gpu}: {replicas:plural:replica} × {gpus} GPU (TP {tp}): one copy needs ≈ {need} per GPU (weights, "
        "activations and its users' KV cache), and each replica holds {per_replica} of the {users} users at ≈ {tps:,.0f} "
        "tokens/s each at the stated load; more users per replica would drop below the per-user floor or the memory.",
        "为什么是 {n} × {gpu}：{replicas} 个副本 × 每副本 {gpus} 卡（TP {tp}）：一份模型每卡需约 {need}（权重、激活值和它所承载"
        "用户的 KV cache），每个副本在所述负载下承载 {users} 个用户中的 {per_replica} 个，每人约 {tps:,.0f} tokens/s；"
        "每副本再多放用户就会低于每用户速度下限或装不下。"),
    "explain.why_count_job": E(
        "Why {n} × {gpu}: the layout that holds the work uses {used} of them at ≈ {need} per GPU.",
        "为什么是 {n} × {gpu}：能装下该工作的布局用其中 {used} 张，每卡约 {need}。"),
    "explain.why_count_job_fewer_hold": E(
        "Why {n} × {gpu}: fewer hold the work too (≈ {need} per GPU here); the job's cost and time chose {n}: {key}, "
        "against {fleet}: {key_2}.",
        "为什么是 {n} × {gpu}：更少的卡也装得下（这里每卡约 {need}）；选 {n} 张是按整个任务的成本和时长：{key}，"
        "而 {fleet}：{key_2}。"),
    "explain.can_run_it_at": E(
        "{gpu} can run it: {value:g} × {gpu_2} at {money_text}/h.",
        "{gpu} 可以：{value:g} × {gpu_2}，每小时 {money_text}。"),
    "explain.would_also_work_at": E(
        "{gpu} would also work ({plan} at {money_text}/h); the pick ranks first on the stated priority and the scores "
        "shown.",
        "{gpu} 也可以（{plan}，每小时 {money_text}）；首选是按所述优先级和得分排在第一。"),
    "explain.why_not_it_fits": E(
        "Why not {gpu}: it fits ({plan}) but is {worse:; }.",
        "为什么不用 {gpu}：装得下（{plan}），但{worse:；}。"),
    "explain.dearer": E("dearer: {alt}/h against {pick}/h (+{more:.0f}%)", "更贵：每小时 {alt}，首选 {pick}（+{more:.0f}%）"),
    "explain.slower_job": E("slower: {alt} against {pick}", "更慢：{alt}，首选 {pick}"),
    "explain.slower_per_user": E(
        "slower: ≈ {alt:,.0f} tokens/s per user against ≈ {pick:,.0f}", "更慢：每用户约 {alt:,.0f} tokens/s，首选约 {pick:,.0f}"),
    "explain.why_not_unpriced": E(
        lambda a: f"Why not {a['gpu']}: no priced {a['gpu']} plan can run this workload at this precision, context and load "
                  f"(the pick needs {a['need']} per GPU). {a['why']}".strip(),
        lambda a: f"为什么不用 {a['gpu']}：在此精度、上下文和负载下没有能跑这个负载且有价格的 {a['gpu']} 方案（首选每卡需要 "
                  f"{a['need']}）。{a['why']}".strip()),
    # the figure that ranked a row (tools.explain._row_key)
    "explain.key_job_fastest": E(
        "{hours} for ≈ {job} ({per_h}/h × {gpus} GPU)",
        "{hours}，约 {job}（每小时 {per_h}，{gpus} 卡）"),
    "explain.key_job": E(
        "≈ {job} for the job ({per_h}/h, {hours}, {gpus} GPU)",
        "{hours}，约 {job}（每小时 {per_h}，{gpus} 卡）"),
    "explain.train_speed": E("{tps:,.0f} tokens/s", "{tps:,.0f} tokens/s"),
    "explain.train_speed_unknown": E("speed unknown", "speed unknown"),  # as before: the Chinese answer shows it in English
    "explain.key_per_token": E(
        "{cpm} per 1M training tokens ({per_h}/h ÷ {tps}, {gpus} GPU)",
        "每百万训练 token {cpm}（每小时 {per_h} ÷ {tps}，{gpus} 卡）"),
    "explain.user_speed": E("≈ {tps:,.0f} tokens/s per user", "每个用户约 {tps:,.0f} tokens/s"),
    "explain.user_speed_unknown": E("per-user speed unknown", "每用户速度未知"),
    "explain.key_serving_fastest": E("{user} at {per_h}/h ({gpus} GPU)", "{user}，每小时 {per_h}（{gpus} 卡）"),
    "explain.key_serving": E("{per_h}/h for the load ({gpus} GPU, {user})", "承载该负载每小时 {per_h}（{gpus} 卡，{user}）"),
    "explain.ranked_fastest": E(
        "ranked by time or speed per user (you asked for the fastest)",
        "按用时或每个用户的速度排名（你要求最快）"),
    "explain.ranked_by": E("ranked by {means}", "按{means}排名"),
    "explain.a_plan_fits_when_2": E("a plan fits when {how}; the pick: {got}", "装载判断：{how}；首选：{got}"),
}
