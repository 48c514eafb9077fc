"""The words of tools/speed.py's assumptions (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# the regime a training job's utilisation is read at (tools.speed.regime), or an MFU the caller gave
REGIME_EN = {"single_gpu": "single GPU", "one_node": "one node", "multi_node_rdma": "multi-node over RDMA",
             "ethernet": "multi-node over Ethernet (no RDMA)", "given": "given"}
REGIME_ZH = {"single_gpu": "单卡", "one_node": "单机", "multi_node_rdma": "多机 RDMA", "ethernet": "多机以太网（无 RDMA）",
             "given": "给定值"}

ENTRIES: dict[str, E] = {
    "speed.no_tflops": E(
        "{gpu}: no dense TFLOPS figure, so decode is from bandwidth alone (the compute bound at large batches is not "
        "checked) and prefill is unknown",
        "{gpu}：目录中没有稠密 TFLOPS 数据，解码只按带宽估算（未检查大批量时的算力上限），预填充速度未知"),
    "speed.decode_expected": E(
        "decode expected: weights and KV read at {efficiency:.0%} of the bandwidth, plus {floor_ms:.2f} ms per step of "
        "fixed per-layer latency ({basis})",
        "解码预期：权重与 KV 按带宽的 {efficiency:.0%} 读取，另加每步 {floor_ms:.2f} ms 的逐层固定延迟（{basis}）"),
    "speed.floor_llama_cpp": E(
        "llama.cpp's, fitted on published llama-bench batch-1 logs", "取 llama.cpp 的值，按公开的 llama-bench 单批日志拟合"),
    "speed.floor_sglang": E(
        "SGLang's, fitted on its published batch-1 log at TP 8 beyond the all-reduces",
        "取 SGLang 的值，按其公开的 TP 8 单批日志拟合（不含 all-reduce）"),
    "speed.floor_vllm": E(
        "vLLM's, fitted on published vLLM batch-1 runs (one card)", "取 vLLM 的值，按公开的 vLLM 单卡单批测试拟合"),
    "speed.floor_borrowed": E(
        "llama.cpp's figures: no published {framework} batch-1 log is in the fitted set",
        "借用 llama.cpp 的值：拟合集中没有公开的 {framework} 单批日志"),
    "speed.sharded_pcie_bound": E(
        "ZeRO-3/FSDP over PCIe: each micro-batch of {tokens:,} tokens a GPU gathers the weights twice and "
        "reduce-scatters the gradients, ≈ {gb:.0f} GB a card at ≈ {gb_s:.0f} GB/s: the step waits for it, × {slow:.1f} "
        "the compute time on {gpus} GPUs (a larger micro-batch, ZeRO-2 or NVLink cards shrink it)",
        "ZeRO-3/FSDP 走 PCIe：每卡每个 {tokens:,} token 的 micro-batch 要两次聚合权重并 reduce-scatter 梯度，每卡约 {gb:.0f} GB，"
        "按约 {gb_s:.0f} GB/s 传输：每步要等通信，耗时为 {gpus} 张卡纯计算时间的 × {slow:.1f}（加大 micro-batch、改用 ZeRO-2 或 "
        "NVLink 卡可缩短）"),
    "speed.quant_kernel": E(
        "{precision!u} weights go through Marlin's dequantising kernels: read at {q:.0%} of that rate (fitted on "
        "published vLLM and SGLang AWQ runs)",
        "{precision!u} 权重经 Marlin 反量化内核读取：速率为上述的 {q:.0%}（按公开的 vLLM、SGLang AWQ 测试拟合）"),
    "speed.prefill_mfu": E("prefill at {mfu:.0%} of dense peak", "预填充按稠密峰值算力的 {mfu:.0%}"),
    "vision.encoder_added": E(
        "{model}'s vision encoder added to the prefill: {params_m:,.0f}M parameters × 2 FLOP × {patches} patches a "
        "visual token ≈ {gflops:,.1f} GFLOP for each of the {image_tokens:,} image tokens a request ({source}); its "
        "own attention over the patches is left out (a lower bound)",
        "{model} 的视觉编码器计入预填充：{params_m:,.0f}M 参数 × 2 FLOP × 每个视觉 token {patches} 个图块 ≈ 每个视觉 token "
        "{gflops:,.1f} GFLOP，每个请求 {image_tokens:,} 个图像 token（{source}）；编码器自身对图块的注意力未计入（下限）"),
    "vision.encoder_omitted": E(
        "{model}'s vision encoder is not counted: its parameters and patch size are not in this catalog, so the "
        "prefill and first token of image requests are low by the encoder's time",
        "{model} 的视觉编码器未计入：本目录没有它的参数量和图块大小，所以图像请求的预填充和首 token 时间少算了编码器的部分"),
    "speed.moe_experts_read": E(
        "MoE decode at {streams} stream(s) reads {share:.0%} of the routed experts (1 − (1 − {k}/{experts})^{streams}) "
        "plus the dense part",
        "MoE 解码在 {streams} 路并发时读取 {share:.0%} 的路由专家（1 − (1 − {k}/{experts})^{streams}），另加稠密部分"),
    "speed.regime": pick("regime", REGIME_EN, REGIME_ZH),
    "speed.training_mfu": E(
        "MFU {mfu:.0%} ({regime}; {base:.0%} of peak on one GPU, lower with each doubling of GPUs, ÷ {recompute:.2f} for "
        "recomputation, attention kernels and the model's width) of dense {precision} peak ({tflops:g} TFLOPS per GPU)",
        "MFU {mfu:.0%}（{regime}；单卡为峰值的 {base:.0%}，GPU 数每翻一倍略降，"
        "再 ÷ {recompute:.2f} 计入重计算、注意力核与模型宽度），以稠密 {precision!u} 峰值计（每卡 {tflops:g} TFLOPS）"),
    "speed.qlora_dequant": E(
        "NF4 dequantisation in forward and backward: × {factor:.2f} the time of LoRA (torchtune README, Llama 3.1 8B on "
        "an RTX 4090: 2,413 vs 3,083 tokens/s)",
        "前向与反向都要把 NF4 反量化：用时为 LoRA 的 × {factor:.2f}（torchtune README，Llama 3.1 8B 在 RTX 4090 上："
        "2,413 对 3,083 tokens/s）"),
    "speed.fp8_gemms": E(
        "FP8 training (Transformer Engine): the linear layers' GEMMs run at the FP8 peak ({fp8:g} TFLOPS), attention "
        "stays 16-bit: × {factor:.2f} the 16-bit speed (NeMo 24.07's FP8 performance summary agrees on H100)",
        "FP8 训练（Transformer Engine）：线性层的 GEMM 按 FP8 峰值（{fp8:g} TFLOPS）运行，注意力仍为 16 位："
        "速度为 16 位的 × {factor:.2f}（与 NeMo 24.07 在 H100 上的 FP8 性能表一致）"),
    "speed.reference_forward": E(
        "the frozen reference model's forward pass over the chosen and rejected sequences (2·N per token): × {factor:.2f} "
        "the time (TRL DPOTrainer)",
        "冻结的参考模型要对 chosen 和 rejected 序列各做一次前向（每 token 2·N）：用时 × {factor:.2f}（TRL DPOTrainer）"),
    "speed.ppo_models": E(
        lambda a: f"PPO holds four models, all in the memory below (whole, before ZeRO-3 shards them over the GPUs): "
                  f"the actor trained ({a['actor']:.0f} GB of "
                  + ("16-bit weights, gradients and AdamW states" if a['full'] else "frozen base and LoRA states")
                  + ("), a critic of the policy's size (assumed; say its size if smaller)" if not a.get('critic_b') else
                     f"), the {a['critic_b']:g}B critic as said") + f" trained beside it ({a['critic']:.0f} GB), "
                  + (f"the frozen reference ({a['ref']:.1f} GB)" if a['ref'] else
                     "no reference copy (LoRA: the base with the adapters off)")
                  + (" and no reward model (a rule-based reward, as said)" if a.get('rm_b') == 0 else
                     f" and the frozen reward model ({a['rm']:.1f} GB, "
                     + (f"the {a['rm_b']:g}B one said)" if a.get('rm_b') else
                        "taken at the policy's size, assumed; say its size if smaller)"))
                  + f" ≈ {a['total']:.0f} GB "
                  f"before activations; each step trains actor and critic and scores every rollout with four forward "
                  f"passes, × {a['x']:.2f} a fine-tune's time (OpenRLHF / verl)",
        lambda a: f"PPO 同时驻留四个模型，下面的显存都已计入（整模型，ZeRO-3 下分到各卡）：训练中的 actor（{a['actor']:.0f} GB，"
                  + ("16 位权重、梯度和 AdamW 状态" if a['full'] else "冻结基座和 LoRA 状态")
                  + ("）、与策略模型同规模一起训练的 critic（假设；若更小请说明规模" if not a.get('critic_b') else
                     f"）、按所说 {a['critic_b']:g}B 一起训练的 critic（") + f"{a['critic']:.0f} GB）、"
                  + (f"冻结的参考模型（{a['ref']:.1f} GB）" if a['ref'] else "不多存参考模型（LoRA：关掉适配器的基座）")
                  + ("，不用奖励模型（按所说用规则打分）" if a.get('rm_b') == 0 else
                     f"和冻结的奖励模型（{a['rm']:.1f} GB，"
                     + (f"按所说 {a['rm_b']:g}B）" if a.get('rm_b') else "按策略模型同规模假设；若更小请说明规模）"))
                  + f"，激活之外共约 {a['total']:.0f} GB；"
                  f"每步训练 actor 和 critic，并对每条 rollout 做四次前向打分，用时 × {a['x']:.2f}（OpenRLHF / verl）"),
    "speed.grpo_models": E(
        lambda a: "GRPO's frozen reference model for its KL term is in the sizing: "
                  + (f"one more 16-bit copy of the weights ({a['gb']:.1f} GB, sharded like them under ZeRO-3/FSDP)"
                     if a['gb'] else "no extra copy (LoRA: the base with the adapters off)")
                  + (f", and the {a['rm_b']:g}B reward model said ({a['rm']:.1f} GB frozen)" if a['rm'] else
                     ", and no reward model (rule-based reward" + (", as said)" if a.get('rm_b') == 0 else
                                                                   ", assumed; say a reward model's size)"))
                  + f"; their forward passes over every sampled answer, × {a['x']:.2f} the time (TRL GRPOTrainer, "
                  "verl)",
        lambda a: "GRPO 用于 KL 项的冻结参考模型已计入："
                  + (f"多一份 16 位权重（{a['gb']:.1f} GB，ZeRO-3/FSDP 下与权重一样分片）" if a['gb'] else
                     "不多存一份（LoRA：关掉适配器的基座就是参考模型）")
                  + (f"，另有所说的 {a['rm_b']:g}B 奖励模型（冻结，{a['rm']:.1f} GB）" if a['rm'] else
                     "，不用奖励模型（" + ("按所说用规则打分）" if a.get('rm_b') == 0 else
                                        "假设用规则打分；若有奖励模型请说明规模）"))
                  + f"；它们对每个采样回答的前向，用时 × {a['x']:.2f}（TRL GRPOTrainer、verl）"),
    "speed.reference_model": E(
        lambda a: f"{a['method']}'s frozen reference model is in the sizing: "
                  + (f"one more 16-bit copy of the weights ({a['gb']:.1f} GB, sharded like them under ZeRO-3/FSDP)"
                     if a['gb'] else "no extra copy (LoRA: the base with the adapters off, TRL's ref_model=None)")
                  + f" and its forward pass over chosen and rejected, × {a['x']:.2f} the time (TRL DPOTrainer)",
        lambda a: f"{a['method']} 冻结的参考模型已计入："
                  + (f"多一份 16 位权重（{a['gb']:.1f} GB，ZeRO-3/FSDP 下与权重一样分片）" if a['gb'] else
                     "不多存一份（LoRA：关掉适配器的基座就是参考模型，TRL 的 ref_model=None）")
                  + f"，以及它对 chosen 和 rejected 的前向，用时 × {a['x']:.2f}（TRL DPOTrainer）"),
    "speed.flops_per_token": E(
        "{dense}·N + attention = {per_n:.2f}·N FLOPs per token at {seq_len:,} tokens",
        "{dense}·N + 注意力 = 每 token {per_n:.2f}·N FLOPs（序列 {seq_len:,} token）"),
}
