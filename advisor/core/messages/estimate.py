"""The words of tools/estimate.py's assumptions (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# Each framework's memory terms, with their sources, as tools.memory computes them (stated in every estimate)
FRAMEWORK_TERMS_EN = {
    "hf": "transformers + PEFT / Trainer: 16-bit logits, an fp32 copy for the loss and its fp32 gradient are "
          "all materialised (transformers ForCausalLMLoss upcasts logits to float); checkpointing keeps each "
          "layer's input",
    "torchtune": "torchtune: chunked cross-entropy (CEWithChunkedOutputLoss, 8 chunks) keeps the 16-bit logits and "
                 "upcasts one chunk at a time; pure bf16 weights and optimizer states; single-device full fine-tunes "
                 "step the optimizer inside backward (optimizer_in_bwd), so gradients never accumulate; FSDP2 gathers "
                 "one layer and prefetches the next",
    "unsloth": "Unsloth: fused linear + cross-entropy in chunks (the logits are never whole, no fp32 copy); its "
               "'unsloth' gradient checkpointing offloads layer inputs to CPU RAM (unsloth docs, long-context blog)",
    "deepspeed": "DeepSpeed: HF model and loss; ZeRO-3 keeps at most stage3_max_live_parameters (1e9) gathered and "
                 "ZeRO-1/2 hold reduce/allgather buckets of 5e8 elements (DeepSpeed config docs)",
    "vllm": "vLLM: profiles one forward pass at max_num_batched_tokens, captures CUDA graphs, then pre-allocates "
            "a KV pool of gpu_memory_utilization (0.9) × capacity − weights − activations (vllm worker memory "
            "profiling)",
    "sglang": "SGLang: pre-allocates mem_fraction_static (≈ 0.88) × capacity for weights + KV pool; CUDA graphs",
    "tgi": "TGI: pre-allocates the KV pool after a warm-up prefill of max_batch_prefill_tokens (like vLLM)",
    "torchtitan": "torchtitan: FSDP2 with fp32 master weights and bf16 compute, loss on fp32 logits, op-level "
                  "selective activation checkpointing by default (every second matmul output recomputed)",
    "trtllm": "TensorRT-LLM: the KV pool takes free_gpu_memory_fraction (0.9) of the memory left after the "
              "engine's weights and activations (KvCacheConfig)",
    "llama.cpp": "llama.cpp: GGUF weights, KV cache for the whole n_ctx allocated at start, compute buffer for one "
                 "n_ubatch = 512 tokens",
}
FRAMEWORK_TERMS_ZH = {
    "hf": "transformers + PEFT / Trainer：16 位 logits、损失用的 FP32 副本及其 FP32 梯度都会完整生成（transformers 的"
          " ForCausalLMLoss 把 logits 转为 float）；检查点保留每层的输入",
    "torchtune": "torchtune：分块交叉熵（CEWithChunkedOutputLoss，8 块）保留 16 位 logits，每次只把一块转为 FP32；权"
                 "重与优化器状态为纯 BF16；单卡全参微调在反向传播中更新优化器（optimizer_in_bwd），梯度不会累积；FSDP"
                 "2 每次聚合一层并预取下一层",
    "unsloth": "Unsloth：分块融合线性层 + 交叉熵（logits 从不完整生成，无 FP32 副本）；其 'unsloth' 梯度检查点把层输"
               "入卸载到 CPU 内存（unsloth 文档、长上下文博客）",
    "deepspeed": "DeepSpeed：HF 模型与损失；ZeRO-3 至多同时聚合 stage3_max_live_parameters（1e9）个参数，ZeRO-1/2 持"
                 "有 5e8 元素的 reduce/allgather 桶（DeepSpeed 配置文档）",
    "vllm": "vLLM：按 max_num_batched_tokens 做一次前向剖析，捕获 CUDA Graph，再预分配 gpu_memory_utilization（0.9）×"
            " 容量 − 权重 − 激活值 的 KV 池（vllm worker 显存剖析）",
    "sglang": "SGLang：为权重 + KV 池预分配 mem_fraction_static（≈ 0.88）× 容量；CUDA Graph",
    "tgi": "TGI：按 max_batch_prefill_tokens 预热预填充后预分配 KV 池（与 vLLM 相同）",
    "torchtitan": "torchtitan：FSDP2，FP32 主权重与 BF16 计算，损失按 FP32 logits 计算，默认按算子选择性激活检查点（"
                  "每隔一个矩阵乘的输出重算）",
    "trtllm": "TensorRT-LLM：KV 池取引擎权重与激活值之外剩余显存的 free_gpu_memory_fraction（0.9）（KvCacheConfig）",
    "llama.cpp": "llama.cpp：GGUF 权重，启动时按完整 n_ctx 分配 KV cache，计算缓冲按一个 n_ubatch = 512 token",
}

ENTRIES: dict[str, E] = {
    "estimate.architecture": E("architecture {source}", "架构：{source}"),
    "estimate.does_not_fit": E(
        "does not fit {gpu} within the search (estimate × {headroom:g} > capacity)",
        "在搜索范围内装不下 {gpu}（估算 × {headroom:g} > 容量）"),
    "estimate.memory_terms": E("memory terms as in {terms}", "显存各项按 {terms}"),
    "estimate.framework_terms": pick("framework", FRAMEWORK_TERMS_EN, FRAMEWORK_TERMS_ZH),
    "estimate.kv_pool": E(
        "{framework} pre-allocates a KV pool of {pool_gb:,.1f} GB per GPU: about {sequences:,} sequences of {seq_len:,} "
        "tokens; the fit test is the load's KV ({kv_gb:,.1f} GB) against that pool, whose own margin replaces the × "
        "{headroom:g} headroom",
        "{framework} 每卡预分配 {pool_gb:,.1f} GB 的 KV 池：约可容纳 {sequences:,} 条 {seq_len:,} token 的序列；"
        "装得下与否看负载的 KV（{kv_gb:,.1f} GB）是否放得进这个池，池本身的余量取代 × {headroom:g} 的余量"),
    "estimate.no_kv_pool": E(
        "{framework}: weights and activations leave no KV pool on {gpu}",
        "{framework}：在 {gpu} 上权重与激活值之后没有剩余的 KV 池"),
    "estimate.speed_not_estimated": E("speed not estimated: {reason}", "未估算速度：{reason}"),
    "estimate.checkpointing_switched_on": E(
        "gradient checkpointing switched on to fit {gpu}: without it {without_gb:,.1f} GB per GPU (× {headroom:g} "
        "headroom = {needed_gb:,.1f} GB > {capacity_gb:,.1f} GB), with it {with_gb:,.1f} GB; recomputation makes each "
        "step ≈ {slower:.0%} slower",
        "为装下 {gpu} 开启了梯度检查点：不开时每卡 {without_gb:,.1f} GB（× {headroom:g} 余量 = {needed_gb:,.1f} GB > "
        "{capacity_gb:,.1f} GB），开启后 {with_gb:,.1f} GB；重计算使每步约慢 {slower:.0%}"),
}
