"""The words of tools/pitfalls.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    "pitfalls.tflops_without_memory": E("TFLOPS without memory", "只看 TFLOPS 不看显存"),
    "pitfalls.consumer_cards_in_production": E("Consumer cards in production", "默认消费级卡能扛生产"),
    "pitfalls.forgetting_the_kv_cache": E("Forgetting the KV cache", "忘了算 KV cache"),
    "pitfalls.card_count_without_topology": E("Card count without topology", "多卡只写卡数不看拓扑"),
    "pitfalls.mixing_gpu_generations": E("Mixing GPU generations", "混装不同代际的卡"),
    "pitfalls.spot_instances_for_online": E("Spot instances for online inference", "用竞价实例跑线上推理"),
    "pitfalls.a_long_contract_before": E("A long contract before a measured trial", "一上来就签订长期合约"),
    "pitfalls.no_checkpoint_or_backup": E("No checkpoint or backup", "忘记 checkpoint 与数据备份"),
    "pitfalls.you_asked_for_at": E(
        "You asked for {name}: at the count you set each card would need {gb} (the memory table) plus headroom, more than "
        "its {memory_gb:g} GB; memory, not TFLOPS, is the wall.",
        "你指定了 {name}：在你给的卡数下每卡需要 {gb}（见每卡显存表）再加余量，超过其 {memory_gb:g} GB "
        "显存；瓶颈是显存，不是算力。"),
    "pitfalls.replicas_for_the_load": E(", × {replicas} replicas for the load", ""),  # Chinese leaves the count out
    "pitfalls.one_copy_needs_memory": E(
        "One copy needs {gb}: memory sets the card count ({replica_gpus} × {gpu}{reps}), so compare cards by memory first.",
        "一份模型需要 {gb}：卡数由显存决定（{replica_gpus} × {gpu}{reps}），先比显存再比算力。"),
    "pitfalls.nothing_is_ranked_because": E(
        "Nothing is ranked because of {emptied_by}, not because no card holds {gb}.",
        "没有排名是因为{emptied_by}，而不是没有卡能装下 {gb}。"),
    "pitfalls.no_listed_machine_holds": E(
        "No listed machine holds {gb} with headroom under these constraints: memory, not TFLOPS, is the wall.",
        "在这些条件下，目录中没有机器能装下 {gb}（含余量）：瓶颈是显存，不是算力。"),
    "pitfalls.one_copy_fits_one": E(
        "One copy fits one GPU ({gb} per GPU with its share of the KV cache); the load is spread over {replicas} "
        "replicas, sized by memory before speed.",
        "一份模型单卡可装下（每卡 {gb}，含分到的 KV cache）；负载分到 {replicas} 个副本上，先按显存定规模再看速度。"),
    "pitfalls.fits_thin_pool": E(
        "Fits one card with only {spare:.0%} of vLLM's pre-allocated pool spare ({gb} per GPU): under {thin:.0%}, inside "
        "the estimate's own error, so this is a fit to test at the full context, not headroom; the safe tier or a "
        "larger card leaves a margin.",
        "单卡装得下，但 vLLM 预分配的显存池只剩 {spare:.0%}（每卡 {gb}）：低于 {thin:.0%}，在估算误差之内，"
        "这是需要按满上下文实测的勉强装下，不是余量；安全档或更大显存的卡才有余地。"),
    "pitfalls.fits_one_card_with": E(
        "Fits one card with headroom ({gb} per GPU); memory was checked before speed.",
        "单卡即可装下（每卡 {gb}，含余量检查）；已先核对显存再看速度。"),
    "pitfalls.is_a_consumer_card.an_online_service": E("an online service", "线上服务"),
    "pitfalls.is_a_consumer_card.a_long_training": E("a long training run", "长时间训练"),
    "pitfalls.is_a_consumer_card": E(
        "{name} is a consumer card: no ECC, no MIG, and data-centre use may need extra licensing; {part} risks silent "
        "errors.",
        "{name} 是消费级卡：无 ECC、无 MIG，商用可能需额外授权；{part}有静默错误风险。"),
    "pitfalls.has_ecc_memory": E("{name} has ECC memory.", "{name} 带 ECC 显存。"),
    "pitfalls.no_consumer_card_in": E("No consumer card in the top choice.", "首选方案不是消费级卡。"),
    "pitfalls.consumer_card_personal_use": E(
        "Consumer card for your own use: no ECC and no SLA, which a personal setup can live with (not a paid service).",
        "个人自用的消费级卡：没有 ECC、没有 SLA，个人使用可以接受（对外收费的服务不行）。"),
    "pitfalls.consumer_card_but_a": E(
        "Consumer card, but a short experiment: acceptable.",
        "消费级卡，但只是短实验：可以接受。"),
    "pitfalls.you_did_not_state": E(
        "You did not state {names: and }; the KV cache ({gb} per GPU{split}) is sized on the defaults ({seq_len:,} "
        "tokens × {concurrency}). Production traffic with longer contexts fills it.",
        "你没有说明{names:和}；KV cache（每卡 {gb}{split}）按默认值估算（{seq_len:,} token × {concurrency} "
        "路），上线后长上下文会把它撑满。"),
    # a per-card figure of a layout over several GPUs: the total and the split said with it
    # ("合计 80.5 GB，未按卡拆分" printed the per-card half of a 2-GPU layout's 161 GB)
    "pitfalls.kv_split": E(", {total} in all over {n} GPUs", "，共 {total}，分到 {n} 张卡"),
    # an MLA model (DeepSeek-V2/V3/R1): its latent cache is one KV head, so tensor parallelism copies it to every rank
    "pitfalls.kv_replicated": E(
        ", the same on each of the {n} GPUs: an MLA latent cache is not split by tensor parallelism",
        "，{n} 张卡每张都存一整份：MLA 的潜在 KV 缓存不会被张量并行拆分"),
    # a GQA model on TP above its KV heads (Qwen3-235B-A22B, 4 KV heads, on TP 8): vLLM holds each head on several GPUs
    "pitfalls.kv_heads_copied": E(
        ", {total} in all over {n} GPUs — the cache itself is {cache}: tensor parallel {tp} exceeds the model's "
        "{kv_heads} KV heads, so vLLM holds each KV head on {copies} GPUs (TP {kv_heads} with pipeline stages over the "
        "rest holds it once; an FP8 KV cache halves it)",
        "，共 {total}，分到 {n} 张卡——KV 本身只有 {cache}：张量并行 {tp} 大于模型的 {kv_heads} 个 KV 头，vLLM 把每个 KV "
        "头存在 {copies} 张卡上（改为 TP {kv_heads}、其余的卡做流水线并行就只存一份；FP8 KV cache 再减半）"),
    "pitfalls.kv_dp_attention": E(
        ", data-parallel attention (SGLang --enable-dp-attention; vLLM --data-parallel-size {n} --enable-expert-parallel):"
        " each GPU holds only its own ≤ {users} users' MLA latents, not all of them as under plain TP",
        "，数据并行注意力（SGLang --enable-dp-attention；vLLM --data-parallel-size {n} --enable-expert-parallel）："
        "每张卡只存自己那最多 {users} 个用户的 MLA 潜在 KV，而不是像普通张量并行那样存全部"),
    "pitfalls.batch_item_unstated": E(
        lambda a: ("One item's length " + ("is partly stated" if a["prompt_stated"] or a["out_stated"] else
                                           "was not stated")
                   + f": each is sized at {a['prompt']:,} tokens in (for an image, the tokens its size makes) and "
                   f"{a['out']:,} out, KV cache {a['gb']} per GPU; say the real input and output lengths to tighten."),
        lambda a: ("单条输入输出长度" + ("只说明了一部分" if a["prompt_stated"] or a["out_stated"] else "未说明")
                   + f"：每条按输入 {a['prompt']:,} token（图片则是其尺寸对应的 token 数）、输出 {a['out']:,} token 估算，"
                   f"KV cache 每卡 {a['gb']}；告诉我实际长度可更准。")),
    "pitfalls.you_did_not_state_total": E(
        "You did not state {names: and }; the KV cache ({gb} in all, before any split across GPUs) is sized on the "
        "defaults ({seq_len:,} tokens × {concurrency}). Production traffic with longer contexts fills it.",
        "你没有说明{names:和}；KV cache（合计 {gb}，未按卡拆分）按默认值估算（{seq_len:,} token × {concurrency} "
        "路），上线后长上下文会把它撑满。"),
    "pitfalls.kv_cache_sized_total": E(
        "KV cache sized: {gb} in all, before any split across GPUs, for {seq_len:,} tokens × {concurrency} = {share:.0%} "
        "of the unsplit model's memory{part}",
        "已计入 KV cache：合计 {gb}，未按卡拆分（{seq_len:,} token × {concurrency} 路），占未拆分时显存 {share:.0%}{part}"),
    "pitfalls.kv_cache_sized_total_capped": E(
        "KV cache sized: {gb} in all, before any split across GPUs, for {concurrency} chats of up to {seq_len:,} tokens "
        "(most at a typical length, a few at the full context) = {share:.0%} of the unsplit model's memory{part}",
        "已计入 KV cache：合计 {gb}，未按卡拆分（{concurrency} 路对话，每路最长 {seq_len:,} token，多数为常见长度、少数用满），"
        "占未拆分时显存 {share:.0%}{part}"),
    "pitfalls.kv_cache_sized_per_capped": E(
        "KV cache sized: {gb} per GPU{split} for {concurrency} chats of up to {seq_len:,} tokens (most at a typical "
        "length, a few at the full context) = {share:.0%} of memory{part}",
        "已计入 KV cache：每卡 {gb}{split}（{concurrency} 路对话，每路最长 {seq_len:,} token，多数为常见长度、少数用满），"
        "占显存 {share:.0%}{part}"),
    "pitfalls.field": pick("field", {"seq_len": "context length", "concurrency": "concurrency"},
                           {"seq_len": "上下文长度", "concurrency": "并发数"}),
    "pitfalls.kv_cache_sized_per.it_dominates_gqa": E(
        " — it dominates; GQA models or an FP8 KV cache raise concurrency.",
        "，是主要开销；GQA 模型或 FP8 KV cache 可提高并发。"),
    "pitfalls.kv_cache_sized_per.it_dominates": E(
        " — it dominates; an FP8 KV cache raises concurrency.",
        "，是主要开销；FP8 KV cache 可提高并发。"),
    "pitfalls.kv_cache_sized_per.no": E(".", "。"),
    "pitfalls.kv_cache_sized_per": E(
        "KV cache sized: {gb} per GPU{split} for {seq_len:,} tokens × {concurrency} = {share:.0%} of memory{part}",
        "已计入 KV cache：每卡 {gb}{split}（{seq_len:,} token × {concurrency} 路），占显存 {share:.0%}{part}"),
    "pitfalls.training_keeps_no_kv": E(
        "Training keeps no KV cache; activations are sized instead.",
        "训练不保留 KV cache；已改为估算激活值。"),
    "pitfalls.communication_can_eat_of": E(
        "{instance}: {link}; communication can eat 30–60 % of step time. Check {check}.",
        "{instance}：{link}，通信可能吃掉 30%–60% 的单步时间。用 {check} 确认。"),
    "pitfalls.comm_charged": E(
        "{instance}: tensor parallel over PCIe (TP {tp}); the plan's per-user speed already includes its all-reduce, "
        "≈ {share:.0%} of each token's time at this load (a wide PCIe group, 4+ cards, can lose 30–60 %); the prompt's "
        "prefill and the first token lose more. Check {check}.",
        "{instance}：张量并行走 PCIe（TP {tp}）；该方案每个用户的速度已计入 all-reduce 通信，按此负载约占每个 token "
        "时间的 {share:.0%}（4 张以上 PCIe 卡的宽组可能损失 30%–60%）；预填充和首 token 受影响更大。用 {check} 确认。"),
    "pitfalls.comm_after_low_end": E(
        "{instance}: tensor parallel over PCIe (TP {tp}); communication can eat 30–60 % of step time: the "
        "plan's {tps:,.0f} tok/s per user is already after the 30 % low end, ≈ {worst:,.0f} tok/s at 60 %. Check {check}.",
        "{instance}：张量并行走 PCIe（TP {tp}），通信可能吃掉 30%–60% 的单步时间：该方案每个用户约 {tps:,.0f} tokens/s "
        "已按下限 30% 扣除，按 60% 约 {worst:,.0f} tokens/s。用 {check} 确认。"),
    "pitfalls.link": pick(
        "link", {"pcie_tp": "tensor parallel over PCIe", "weak_net": "multi-node without ≥ 100 Gbps RDMA",
                 "pcie_train": "multi-GPU training over PCIe (no NVLink)"},
        {"pcie_tp": "张量并行走 PCIe", "weak_net": "多机但没有 ≥ 100 Gbps RDMA", "pcie_train": "多卡训练走 PCIe（无 NVLink）"}),
    "pitfalls.topology_ok": E(
        "{gpus} GPUs over {interconnect} {where}; still run {check}.",
        "{gpus} 张卡经 {interconnect} 互联，{where}；仍建议跑 {check} 确认。"),
    "pitfalls.topology_ok.nodes": E("across {nodes} nodes with RDMA", "{nodes} 台机器间有 RDMA"),
    "pitfalls.topology_ok.one_node": E("inside one node", "单机内"),
    "pitfalls.no_plan_is_ranked": E(
        "No plan is ranked, so there is no topology to check yet.",
        "没有可排名的方案，暂无拓扑可检查。"),
    "pitfalls.one_gpu_per_copy": E("One GPU per copy: topology does not matter.", "每份模型一张卡：拓扑无关。"),
    "pitfalls.you_mention_gpus_of": E(
        "You mention GPUs of different generations: the slowest card sets every collective's speed.",
        "你提到混用不同代际的卡：最慢的那张决定所有集合通信速度。"),
    "pitfalls.every_candidate_uses_one": E(
        "Every candidate uses one GPU type per instance.",
        "每个候选方案单机内只用一种卡。"),
    "pitfalls.spot_was_chosen_for": E(
        "Spot was chosen for an online service: a reclaim takes the service down with no graceful shutdown window. Use "
        "on-demand (or reserved after a trial) for serving.",
        "线上推理选了竞价实例：回收时服务直接中断，没有优雅下线窗口。推理请用按量（试跑后再转包年包月）。"),
    "pitfalls.spot_is_used_for": E(
        "Spot is used for restartable work only (training or a batch job that resumes).",
        "竞价实例只用于可重入的任务（训练或可续跑的批量任务）。"),
    "pitfalls.no_spot_capacity_in": E("No spot capacity in the plan for serving.", "推理方案中不使用竞价实例。"),
    "pitfalls.training_may_use_spot": E(
        "Training may use spot with checkpoints ≤ 15 min apart.",
        "训练可用竞价实例，但 checkpoint 间隔 ≤ 15 分钟。"),
    "pitfalls.monthly_yearly_reservation_chosen": E(
        "Monthly/yearly reservation chosen before a measured trial: run the real workload on-demand for a few hours, "
        "record step time or tokens/s, then commit.",
        "还没实测就选了包年包月：先按小时跑通真实负载，拿到单步时间或 tokens/s 再签订长期合约。"),
    "pitfalls.start_on_demand_the": E(
        "Start on-demand; the 24-hour plan below measures before any contract.",
        "先按量计费；下面的 24 小时验证计划会在签约前拿到实测数据。"),
    "pitfalls.no_plan_is_ranked_2": E(
        "No plan is ranked; whatever you rent, keep checkpoints ≤ 15 min apart in object storage.",
        "没有可排名的方案；无论租什么，checkpoint 都应 ≤ 15 分钟一次并写入对象存储。"),
    "pitfalls.multi_hour": E("multi-hour", "数小时"),
    "pitfalls.a_run_save_checkpoints.on_spot": E(" on spot", "（竞价实例）"),
    "pitfalls.a_run_save_checkpoints": E(
        "A {took} run{part}: save checkpoints every ≤ 15 min to object storage (not the instance disk) so a reclaim or "
        "failure costs minutes, not the night.",
        "{took}的训练{part}：每 ≤ 15 分钟把 checkpoint 写回对象存储（不要只放实例本地盘），回收或故障时只损失几分钟。"),
    "pitfalls.stateless_serving_keep_model": E(
        "Stateless serving: keep model files and configs in object storage.",
        "无状态推理服务：模型文件与配置放对象存储。"),
    "pitfalls.short_job_on_demand": E(
        "Short job on-demand; still keep checkpoints and data off the instance disk.",
        "短任务、按量计费；checkpoint 与数据仍不要只放实例本地盘。"),
    "pitfalls.you_asked_for_at_2": E(
        "You asked for {name}: at the count you set, {preferred_need}; memory, not TFLOPS, is the wall.",
        "你指定了 {name}：在你给的卡数下，{preferred_need}；瓶颈是显存，不是算力。"),
    "pitfalls.one_copy_needs_which_speed": E(
        "One copy needs {gb} over its {n} GPUs, which {memory_gpus} × {gpu} would hold; the {n}-GPU tensor-parallel group "
        "is for per-user speed and the first token, not memory.",
        "一份模型在 {n} 张卡上共需 {gb}，{memory_gpus} × {gpu} 就装得下；用 {n} 卡张量并行是为了每个用户的速度和首 "
        "token，不是显存。"),
    "pitfalls.one_copy_needs_which": E(
        "One copy needs {gb}, which {memory_gpus} × {gpu} hold; the {n} GPUs are for time (the deadline or the job's "
        "hours), not memory.",
        "一份模型需要 {gb}，{memory_gpus} × {gpu} 就装得下；用 {n} 张卡是为了时间（期限或任务时长），不是显存。"),
    "pitfalls.a_batch_job_write.this_plan_is": E(" (this plan is on spot)", "（本方案用竞价实例）"),
    "pitfalls.a_batch_job_write": E(
        "A batch job: write each finished shard of outputs to object storage and skip finished shards on restart, so a "
        "reclaim{part} costs only the shard in flight.",
        "批量任务：每完成一个分片就把输出写到对象存储，重启时跳过已完成的分片，这样回收{part}只损失正在跑的那一片。"),
}
