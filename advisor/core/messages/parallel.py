"""The words of tools/parallel.py's plan notes (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # a serving plan
    "parallel.replicas_of_tp": E("{replicas:plural:replica} of TP={tp}", "{replicas} 个副本，每个 TP={tp}"),
    "parallel.pipeline_of_tp": E("pipeline of {stages:plural:stage} × TP={tp}", "{stages} 级流水线 × TP={tp}"),
    "parallel.tensor_parallel": E("tensor parallel {tp} over {link}", "张量并行 {tp}，走 {link}"),
    "parallel.pipeline_parallel": E(
        "pipeline parallel {stages:plural:stage} × TP={tp} {where}", "流水线并行 {stages} 级 × TP={tp}，{where}"),
    "parallel.across_nodes": E("across nodes", "跨机"),
    # TP above the KV heads copies each head (and its cache) on several GPUs: TP = KV heads × stages splits it
    "parallel.kv_head_split": E(
        "TP {small} × {stages:plural:pipeline stage} (TP {small} = the model's {kv_heads} KV heads) rather than "
        "TP {tp}: at TP {tp} each KV head and its cache would sit on {copies} GPUs; pipeline stages split the cache "
        "across all of them instead",
        "TP {small} × {stages} 级流水线（TP {small} = 模型的 {kv_heads} 个 KV 头），而不是 TP {tp}：TP {tp} 时每个 "
        "KV 头及其缓存要在 {copies} 张卡上各存一份；改用流水线分级，缓存就分摊到所有卡上"),
    "parallel.inside_the_node": E("inside the node", "在单机内"),
    # a training plan
    "parallel.tensor_sequence_parallel": E("tensor + sequence parallel {tp} over {link}", "张量 + 序列并行 {tp}，走 {link}"),
    "parallel.data_parallel": E("data parallel over {dp}{zero}{shard}", "数据并行 {dp} 路{zero}{shard}"),
    "parallel.zero_stage": E(", ZeRO-{z}", "，ZeRO-{z}"),
    "parallel.fsdp_full_shard": E(" (FSDP full shard)", "（FSDP 全分片）"),
    "parallel.gradient_checkpointing_on": E(
        "gradient checkpointing on (+20–40 % step time)", "开启梯度检查点（单步时间 +20–40%）"),
    "parallel.more_gpus_do_not_help": E(
        "more GPUs do not help: {gb:.0f} GB of activations per GPU stay on every card under data parallelism "
        "(checkpointing, a fused-loss framework, shorter sequences or context parallelism shrink them)",
        "加卡无济于事：数据并行下每张卡都要保留 {gb:.0f} GB 激活值"
        "（梯度检查点、融合损失的框架、更短的序列或上下文并行可以减小它）"),
}
