"""The words of tools/routes.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENGINES = {"hf": "HF Transformers", "unsloth": "Unsloth", "deepspeed": "DeepSpeed", "torchtitan": "torchtitan"}

ENTRIES: dict[str, E] = {
    "routes.kv8": pick("kv", {"q8_0": "a q8_0 KV cache (llama.cpp -ctk q8_0 -ctv q8_0 -fa)",
                              "fp8": "an FP8 KV cache (vLLM --kv-cache-dtype fp8)"},
                       {"q8_0": "q8_0 KV cache（llama.cpp -ctk q8_0 -ctv q8_0 -fa）",
                        "fp8": "FP8 KV cache（vLLM --kv-cache-dtype fp8）"}),
    "routes.gguf": pick("p", {"q8_0": "Q8_0 GGUF weights", "q4_k_m": "Q4_K_M GGUF weights (Ollama's default tag)"},
                        {"q8_0": "Q8_0 GGUF 权重", "q4_k_m": "Q4_K_M GGUF 权重（Ollama 默认版本）"}),
    "routes.and": E("{label} and {kv}", "{label}加 {kv}"),
    "routes.below_asked": E("{label}, below the {asked} you asked about", "比你问的 {asked} 更低的{label}"),
    "routes.weights": E("{upper} weights", "{upper} 权重"),
    "routes.int4_weights_an_awq": E("INT4 weights (an AWQ/GPTQ checkpoint)", "INT4 权重（AWQ/GPTQ 版本）"),
    "routes.int4_weights_a_gptq": E("INT4 weights (a GPTQ checkpoint; AWQ needs sm_75+)",
                                    "INT4 权重（GPTQ 版本；AWQ 需 sm_75+）"),
    "routes.weights_and_a_kv": E("{p} weights and a {kv} KV cache", "{p} 权重、{kv} KV cache"),
    "routes.adamw8": E(
        "8-bit AdamW (bitsandbytes AdamW8bit or PagedAdamW8bit; it matched 32-bit Adam in Dettmers et al. 2021, "
        "arXiv:2110.02861)",
        "8 比特 AdamW（bitsandbytes AdamW8bit 或 PagedAdamW8bit；Dettmers 等 2021，arXiv:2110.02861，显示与 32 比特 Adam "
        "效果相当）"),
    "routes.torchtune_distributed": E(
        "torchtune's distributed full fine-tune recipe (FSDP shards the weights, gradients and AdamW states over the "
        "GPUs; a chunked cross-entropy that never holds the whole FP32 logits; pure BF16, AdamW kept)",
        "torchtune 多卡全参微调配方（FSDP 把权重、梯度和 AdamW 状态分片到各卡；分块交叉熵，不保存完整的 FP32 logits；"
        "纯 BF16，仍用 AdamW）"),
    "routes.torchtune_distributed_8bit": E(
        "torchtune's distributed full fine-tune recipe with 8-bit AdamW (bitsandbytes AdamW8bit, which matched 32-bit "
        "Adam in Dettmers et al. 2021; FSDP over the GPUs; pure BF16)",
        "torchtune 多卡全参微调配方，配 8 比特 AdamW（bitsandbytes AdamW8bit，Dettmers 等 2021 显示与 32 比特 Adam 效果相当；"
        "FSDP 分片到各卡；纯 BF16）"),
    "routes.torchtune_single": E(
        "torchtune's single-device full fine-tune recipe (8-bit PagedAdamW, which matched 32-bit Adam in Dettmers et "
        "al. 2021; pure BF16; the optimizer step inside backward)",
        "torchtune 单卡全参微调配方（8 比特 PagedAdamW，Dettmers 等 2021 显示与 32 比特 Adam 效果相当；纯 BF16；"
        "优化器步骤放进反向传播）"),
    "routes.torchtune_instead": E(
        lambda a: f"{a['recipe']}, in torchtune instead of {ENGINES.get(a['engine'], a['engine'])}",
        lambda a: f"{a['recipe']}，改用 torchtune 代替 {ENGINES.get(a['engine'], a['engine'])}"),
    "routes.fused_loss": E(
        lambda a: "a fused cross-entropy, so the FP32 logits are never whole (" + (
            "on several cards HF Trainer with FSDP and use_liger_kernel=True; the figure is Unsloth's, whose offloaded "
            "checkpoints save a few GB more" if a.get("multi") else
            "Unsloth, whose figure this is; in HF Trainer use_liger_kernel=True") + ")",
        lambda a: "融合交叉熵，FP32 logits 不再整块生成（" + (
            "多卡用 HF Trainer + FSDP 并设 use_liger_kernel=True；此数字按 Unsloth 算，它把检查点卸载到内存，省得多几 GB"
            if a.get("multi") else "Unsloth，此数字按它算；HF Trainer 里设 use_liger_kernel=True") + "）"),
    "routes.checkpointing": E("gradient checkpointing (gradient_checkpointing=True; ≈ 30 % slower steps)",
                              "梯度检查点（gradient_checkpointing=True；每步约慢 30%）"),
    "routes.micro_batch": E("micro-batch 1 with gradient accumulation × {accum} (same effective batch)",
                            "micro-batch 1，梯度累积 × {accum}（有效 batch 不变）"),
    "routes.half_sequence": E("{half:,}-token sequences (this changes the job: longer examples are cut)",
                              "{half:,} token 的序列（这会改变任务：更长的样本会被截断）"),
    "routes.plus": E("{a} + {b}", "{a} + {b}"),
    "routes.optimizer_now": pick("opt", {
        "adamw": "AdamW with FP32 master weights and moments",
        "adamw_8bit": "8-bit AdamW", "sgd": "SGD"}, {
        "adamw": "带 FP32 主权重与动量的 AdamW", "adamw_8bit": "8 比特 AdamW", "sgd": "SGD"}),
}
