"""GPU memory per device: weights, gradients, optimizer states, activations, KV cache, overhead.

Sources (shared/reference/FORMULAS.md, seed 000 §4 "算一遍你自己的显存"):
- weights = params × bytes(precision); group-wise int8/int4 add a 16-bit scale and a 4-bit zero per
  128 weights; embeddings and LM head stay 16-bit when the rest is quantized;
  QLoRA NF4 with double quantization = 4.127 bits (Dettmers et al. 2023, arXiv:2305.14314 §3).
- model states under mixed-precision AdamW: 2 + 2 + 12 = 16 B/param; ZeRO-1/2/3 divide
  optimizer / gradients / weights by the data-parallel degree (Rajbhandari et al. 2020,
  arXiv:1910.02054 §3.1, the Ψ formulas). 8-bit Adam: 4 + 1 + 1; SGD with momentum: 4 + 4
  (EleutherAI "Transformer Math 101").
- KV cache per token = 2 · L · n_kv · d · bytes (GQA/MQA aware); MLA = L · (kv_lora + rope) · bytes.
- activations per layer: Korthikanti et al. 2022 (arXiv:2205.05198, Table 2) adapted to SwiGLU blocks
  and no dropout; attention scores a·s² only without flash attention; full recompute keeps the
  layer inputs; the logits tensor b·s·V is counted separately.
- overhead: CUDA context ≈ 0.5 GiB per GPU (FORMULAS §2: 0.3–1 GiB measured) plus 5 % of the
  dynamic allocations for allocator fragmentation.
"""

from __future__ import annotations

from tools.arch import embedding_params, largest_layer_params, total_params
from tools.schema import GiB, Layout, MemoryBreakdown, ModelArch, Workload

BYTES: dict[str, float] = {"fp32": 4, "fp16": 2, "bf16": 2, "fp8": 1, "int8": 1, "int4": 0.5}
QUANT_GROUP = 128
NF4_DOUBLE_QUANT_BITS = 4 + 8 / 64 + 32 / (64 * 256)
CUDA_CONTEXT_BYTES = GiB // 2
FRAGMENTATION = 0.05
PREFILL_CHUNK_TOKENS = 8192  # vLLM's max_num_batched_tokens order of magnitude (FORMULAS §2)
LORA_TARGETS_PER_LAYER = 7  # q, k, v, o, gate, up, down


def weight_bits(precision: str) -> float:
    """Bits per quantizable weight: int8/int4 group-wise carry a 16-bit scale and a 4-bit zero per group."""
    bits = BYTES[precision] * 8
    if precision in ("int8", "int4"):
        bits += (16 + 4) / QUANT_GROUP
    return bits


def weight_bytes(arch: ModelArch, precision: str, *, nf4: bool = False) -> int:
    """All weights of the model at `precision` (16-bit embeddings when quantized)."""
    n = total_params(arch)
    if nf4:
        emb = embedding_params(arch)
        return int((n - emb) * NF4_DOUBLE_QUANT_BITS / 8 + emb * 2)
    if precision in ("fp32", "fp16", "bf16"):
        return int(n * BYTES[precision])
    emb = embedding_params(arch)
    return int((n - emb) * weight_bits(precision) / 8 + emb * 2)


def kv_cache_bytes_per_token(arch: ModelArch, kv_precision: str = "bf16") -> int:
    """KV cache for one token across all layers (GQA/MQA: n_kv heads; MLA: the compressed latent)."""
    b = BYTES[kv_precision]
    if arch.kv_lora_rank:
        return int(arch.layers * (arch.kv_lora_rank + arch.qk_rope_head_dim) * b)
    return int(2 * arch.layers * arch.kv_heads * arch.head_dim * b)


def lora_trainable_params(arch: ModelArch, rank: int) -> int:
    """Σ r·(d_in + d_out) over the adapted linears (all 7 projections of every layer; FORMULAS §3)."""
    q, kv = arch.heads * arch.head_dim, arch.kv_heads * arch.head_dim
    h = arch.hidden
    inter = arch.intermediate if not arch.experts else arch.moe_intermediate * (arch.experts + arch.shared_experts)
    per_layer = (h + q) + 2 * (h + kv) + (q + h) + 2 * (h + inter) + (inter + h)
    return rank * per_layer * arch.layers


def _layer_activation_elems_per_token(arch: ModelArch) -> int:
    """Elements one transformer block keeps per token for backward, flash attention, no dropout.

    Korthikanti's 34·s·b·h (Table 2) re-derived for a SwiGLU block: norm inputs and outputs (4h),
    the MLP's gate, up, activation and product (4i), and attention tensors. The attention term,
    4 Q-sized + 2 K/V-sized tensors (Q, rotated Q, attention output, o_proj input; K, V), was
    calibrated against Hugging Face transformers' SDPA implementation, which applies rotary
    embeddings out of place (tests/test_calibration.py; docs/CALIBRATION.md).
    """
    a = arch
    inter = a.intermediate if not a.experts else a.moe_intermediate * (a.experts_per_token + a.shared_experts)
    q = a.heads * (a.qk_nope_head_dim + a.qk_rope_head_dim if a.kv_lora_rank else a.head_dim)
    kv = 2 * a.heads * a.head_dim if a.kv_lora_rank else 2 * a.kv_heads * a.head_dim
    return 4 * a.hidden + 4 * q + kv + 4 * inter


def attention_scores_bytes(arch: ModelArch, seq_len: int, batch: int, act_bytes: float) -> int:
    """Eager attention materialises scores and softmax, a·s² each, per layer (quadratic in s)."""
    return int(2 * arch.heads * seq_len * seq_len * batch * act_bytes)


def layer_activation_bytes(arch: ModelArch, seq_len: int, batch: int, *, act_bytes: float = 2,
                           flash: bool = True, lora_rank: int = 0) -> int:
    """Everything one block keeps for backward for one micro-batch."""
    tokens = seq_len * batch
    per_layer = _layer_activation_elems_per_token(arch) * tokens * act_bytes
    if lora_rank:
        # frozen base linears keep no input of their own; the adapters keep r-wide outputs (calibrated)
        per_layer += (LORA_TARGETS_PER_LAYER * lora_rank - 2 * arch.hidden) * tokens * act_bytes
    if not flash:
        per_layer += attention_scores_bytes(arch, seq_len, batch, act_bytes)
    return int(per_layer)


def training_activation_bytes(
    arch: ModelArch, seq_len: int, batch: int, *, act_bytes: float = 2, checkpointing: bool = False,
    flash: bool = True, lora_rank: int = 0,
) -> int:
    """Saved activations of one micro-batch (Korthikanti et al. 2022, adapted; see module doc).

    With full recompute only each layer's input is kept (2·s·b·h in 16-bit), plus one layer's full
    activations while it is recomputed during backward. The logits (b·s·V) are kept in fp32 for the
    loss (log-softmax output) next to the 16-bit logits the model returns.
    """
    tokens = seq_len * batch
    per_layer = layer_activation_bytes(arch, seq_len, batch, act_bytes=act_bytes, flash=flash, lora_rank=lora_rank)
    if checkpointing:
        layers = arch.hidden * tokens * act_bytes * arch.layers + per_layer
    else:
        layers = per_layer * arch.layers
    logits = tokens * arch.vocab * (4 + (act_bytes if act_bytes < 4 else 0))
    final_norm = arch.hidden * tokens * act_bytes
    return int(layers + logits + final_norm)


def logits_grad_bytes(arch: ModelArch, seq_len: int, batch: int) -> int:
    """The fp32 gradient of the logits, alive at the start of backward next to the saved
    log-softmax output: a backward-time peak the saved-tensor count does not see."""
    return int(seq_len * batch * arch.vocab * 4)


def inference_activation_bytes(
    arch: ModelArch, seq_len: int, concurrency: int, *, act_bytes: float = 2, flash: bool = True,
) -> int:
    """Transient workspace of one prefill chunk: one layer's tensors for up to 8192 batched tokens,
    plus fp32 logits of the last token of each sequence (vLLM profiles one forward pass at
    max_num_batched_tokens; FORMULAS §2)."""
    tokens = min(seq_len * concurrency, PREFILL_CHUNK_TOKENS)
    ws = _layer_activation_elems_per_token(arch) * tokens * act_bytes
    if not flash:
        ws += attention_scores_bytes(arch, min(seq_len, tokens), max(1, tokens // seq_len), act_bytes)
    return int(ws + concurrency * arch.vocab * 4)


def optimizer_bytes_per_param(optimizer: str, precision: str) -> float:
    """K in the ZeRO paper: fp32 master copy (mixed precision only) + optimizer moments."""
    master = 0 if precision == "fp32" else 4
    moments = {"adamw": 8, "adamw_8bit": 2, "sgd": 4}[optimizer]
    return master + moments


def estimate_memory(arch: ModelArch, w: Workload, layout: Layout | None = None) -> MemoryBreakdown:
    """Per-GPU memory for a resolved workload (all fields set) on a layout.

    Inference: weights and KV cache split by tensor × pipeline parallelism (KV heads split at
    most n_kv ways; an MLA latent is replicated across TP). Training: the ZeRO Ψ formulas over the
    data-parallel degree; LoRA/QLoRA keep frozen base weights (sharded only under ZeRO-3/FSDP)
    and train adapters in fp32 with AdamW (16 B/param).
    """
    layout = layout or Layout()
    task = w.task or "inference"
    prec = w.precision or "bf16"
    act_b = 4 if prec == "fp32" else 2
    seq = w.seq_len or 2048
    parts = MemoryBreakdown()
    shard = layout.tp * layout.pp

    if task == "inference":
        parts.weights = weight_bytes(arch, prec) // shard
        kv_split = layout.pp * (1 if arch.kv_lora_rank else min(layout.tp, arch.kv_heads))
        conc = w.concurrency or 1
        parts.kv_cache = kv_cache_bytes_per_token(arch, w.kv_precision or ("fp16" if prec == "fp32" else "bf16")) \
            * seq * conc // kv_split
        parts.activations = inference_activation_bytes(
            arch, seq, conc, act_bytes=act_b, flash=w.flash_attention is not False) // layout.tp
    else:
        n = total_params(arch)
        nd = max(1, layout.dp)
        z = layout.zero_stage
        micro = w.batch_size or 1
        ckpt = bool(w.gradient_checkpointing)
        flash = w.flash_attention is not False
        if task in ("lora", "qlora"):
            base = weight_bytes(arch, prec, nf4=(task == "qlora"))
            parts.weights = base // nd if z >= 3 else base
            r = w.lora_rank or 16
            lp = lora_trainable_params(arch, r)
            parts.weights += lp * 4
            parts.gradients = lp * 4
            parts.optimizer = lp * int(optimizer_bytes_per_param(w.optimizer or "adamw", "fp32"))
            parts.activations = training_activation_bytes(
                arch, seq, micro, act_bytes=act_b, checkpointing=ckpt, flash=flash, lora_rank=r
            ) + logits_grad_bytes(arch, seq, micro)
        else:
            wb = 4 if prec == "fp32" else 2
            k = optimizer_bytes_per_param(w.optimizer or "adamw", prec)
            parts.weights = int(n * wb / (nd if z >= 3 else 1))
            parts.gradients = int(n * wb / (nd if z >= 2 else 1))
            parts.optimizer = int(n * k / (nd if z >= 1 else 1))
            if z >= 3 and nd > 1:
                parts.weights += largest_layer_params(arch) * wb * 2  # gathered unit + prefetch
            parts.activations = training_activation_bytes(
                arch, seq, micro, act_bytes=act_b, checkpointing=ckpt, flash=flash
            ) + logits_grad_bytes(arch, seq, micro)
        parts.weights //= shard
        parts.gradients //= shard
        parts.optimizer //= shard
        parts.activations //= layout.tp
    parts.overhead = CUDA_CONTEXT_BYTES + int(FRAGMENTATION * (parts.activations + parts.kv_cache))
    return parts
