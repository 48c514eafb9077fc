"""GPU memory per device: weights, gradients, optimizer states, activations, KV cache, overhead.

Sources (docs/SOURCES.md F2–F3, seed 000 §4 "算一遍你自己的显存"; docs/ENGINE.md has the table):
- weights = Σ tensors × bits(format, tensor) / 8. 16/32-bit: every tensor at that width.
  int8/int4/AWQ/GPTQ: group-wise, a 16-bit scale and a 4-bit zero per 128 weights (AutoAWQ GEMM /
  GPTQ packing), embeddings and LM head stay 16-bit. NF4 with double quantization = 4.127 bits
  (Dettmers et al. 2023, arXiv:2305.14314 §3), bitsandbytes skips the LM head. FP8: 8 bits with a
  per-channel fp32 scale, embeddings/head 16-bit (vLLM / llm-compressor FP8 checkpoints). MXFP4: 4 bits
  + an 8-bit shared scale per 32 (OCP MX spec v1.0), on the MoE experts only for MoE models (gpt-oss).
  GGUF k-quants: llama.cpp's per-tensor mixture (src/llama-quant.cpp `llama_tensor_get_type`), block
  sizes from ggml-common.h (Q2_K 2.625, Q3_K 3.4375, Q4_K 4.5, Q5_K 5.5, Q6_K 6.5625, Q8_0 8.5 bits).
- model states under mixed-precision AdamW: 2 + 2 + 12 = 16 B/param; ZeRO-1/2/3 divide
  optimizer / gradients / weights by the data-parallel degree, exactly the Ψ formulas of
  Rajbhandari et al. 2020 (arXiv:1910.02054 §5, Table 1). The parameters ZeRO-3/FSDP gather for the
  running layer are a transient buffer, counted in `overhead` and bounded as the framework bounds it
  (FSDP: the running unit plus one prefetched; DeepSpeed: stage3_max_live_parameters = 1e9).
  8-bit Adam: 4 + 1 + 1; SGD with momentum: 4 + 4 (EleutherAI "Transformer Math 101").
- KV cache per token = 2 · L · n_kv · d · bytes (GQA/MQA aware); MLA = L · (kv_lora + rope) · bytes;
  windowed layers (Mistral v0.1, Gemma 2) hold at most `sliding_window` tokens.
- activations per layer: Korthikanti et al. 2022 (arXiv:2205.05198, Table 2) adapted to SwiGLU blocks
  and no dropout, calibrated against PyTorch (docs/CALIBRATION.md); attention scores a·s² only without
  flash attention; full recompute keeps the layer inputs. The logits tensor b·s·V depends on the
  framework (the framework's terms, stated in every estimate): HF materialises 16-bit logits, an fp32 copy and an fp32 gradient;
  torchtune chunks the fp32 upcast; Unsloth's fused cross-entropy writes the gradient in place.
- overhead: CUDA context ≈ 0.5 GiB per GPU (docs/SOURCES.md F2: 0.3–1 GiB measured) plus 5 % of the
  dynamic allocations for allocator fragmentation, plus framework buffers (ZeRO gather, DeepSpeed
  buckets, CUDA graphs).
"""

from __future__ import annotations

import math

from tools.arch import (
    attention_params,
    embedding_params,
    largest_layer_params,
    layer_tensors,
    total_params,
    windowed_layers,
)
from tools.constants import VLLM_MAX_NUM_SEQS
from tools.defaults import (
    serves,
)
from tools.schema import GiB, GPUSpec, Layout, MemoryBreakdown, ModelArch, Resolved, Workload

BYTES: dict[str, float] = {"fp32": 4, "fp16": 2, "bf16": 2, "fp8": 1, "int8": 1, "int4": 0.5, "nf4": 0.5, "awq": 0.5,
                           "gptq": 0.5, "mxfp4": 0.5, "q8_0": 1, "q6_k": 0.75, "q5_k_m": 0.625, "q4_k_m": 0.5,
                           "q3_k_m": 0.375, "q2_k": 0.25}
QUANT_GROUP = 128
NF4_DOUBLE_QUANT_BITS = 4 + 8 / 64 + 32 / (64 * 256)
MXFP4_BITS = 4 + 8 / 32
GROUP_BITS = {"int8": 8 + (16 + 4) / QUANT_GROUP, "int4": 4 + (16 + 4) / QUANT_GROUP, "awq": 4 + (16 + 4) / QUANT_GROUP,
              "gptq": 4 + (16 + 4) / QUANT_GROUP, "nf4": NF4_DOUBLE_QUANT_BITS, "mxfp4": MXFP4_BITS}
# ggml-common.h block layouts: bytes per block × 8 / weights per block
GGML_BITS = {"q2_K": 84 * 8 / 256, "q3_K": 110 * 8 / 256, "q4_K": 144 * 8 / 256, "q5_K": 176 * 8 / 256,
             "q6_K": 210 * 8 / 256, "q8_0": 34 * 8 / 32}
GGUF_BASE = {"q2_k": "q2_K", "q3_k_m": "q3_K", "q4_k_m": "q4_K", "q5_k_m": "q5_K", "q6_k": "q6_K", "q8_0": "q8_0"}
CUDA_CONTEXT_BYTES = GiB // 2
FRAGMENTATION = 0.05
PREFILL_CHUNK_TOKENS = 8192  # vLLM's max_num_batched_tokens order of magnitude (docs/SOURCES.md F2)
LLAMA_CPP_UBATCH = 512  # llama.cpp common.h: n_ubatch = 512
LORA_TARGETS_PER_LAYER = 7  # q, k, v, o, gate, up, down
TORCHTUNE_CE_CHUNKS = 8  # torchtune.modules.loss.CEWithChunkedOutputLoss(num_output_chunks=8)
UNSLOTH_CE_CHUNKS = 8  # Unsloth fused linear cross-entropy: logits never whole (order of magnitude; see ENGINE.md)
DEEPSPEED_MAX_LIVE_PARAMS = 10**9  # DeepSpeed config docs: stage3_max_live_parameters default
DEEPSPEED_BUCKET_ELEMS = 5 * 10**8  # DeepSpeed config docs: reduce_bucket_size / allgather_bucket_size default
VLLM_GPU_MEMORY_UTILIZATION = 0.9  # vLLM EngineArgs default
VLLM_NON_TORCH_BYTES = GiB // 4  # vLLM logs "non_torch_memory takes 0.05–0.35GiB" (NCCL, cuBLAS workspaces)
SGLANG_MEM_FRACTION_STATIC = 0.88  # SGLang server_args default for 80 GB-class cards
CUDA_GRAPH_BYTES = GiB // 2
# torch.compile's min-cut partitioner recomputes cheap pointwise ops in backward instead of saving them.
# Fitted on torchtune's optimisation-flags table (README, Llama 3.2 3B full fine-tune, 2 × 4,096 packed
# tokens, A100): "+ Packed Dataset" 60.0 GiB → "+ Compile" 51.0 GiB with 18.7 GiB of model states
# (pure bf16 AdamW + the LM head's gradient) in both: (51.0 − 18.7) / (60.0 − 18.7) = 0.78.
COMPILE_ACTIVATION_FRACTION = 0.78  # vLLM logs "Graph capturing finished ... took 0.3–1 GiB" for 7–70B models

TRAINING_FRAMEWORKS = ("hf", "torchtune", "unsloth", "deepspeed", "torchtitan")
SERVING_FRAMEWORKS = ("vllm", "sglang", "tgi", "llama.cpp", "trtllm")

# Each framework's memory terms, with their sources, are stated in every estimate: the message catalog words them
# (advisor/core/messages/estimate.py, FRAMEWORK_TERMS_EN), one entry per framework in tools.schema.FRAMEWORKS.


def _use_more_bits(i: int, n: int) -> bool:
    """llama.cpp's use_more_bits: the first and last eighth of the layers and every third in between."""
    return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2


def _gguf_down_bits(precision: str, i: int, n: int) -> float:
    """Bits of layer i's ffn_down in a GGUF k-quant mixture (llama-quant.cpp; see gguf_weight_bytes)."""
    b = GGML_BITS
    if precision in ("q4_k_m", "q5_k_m") and _use_more_bits(i, n):
        return b["q6_K"]
    if precision == "q3_k_m":
        return b["q5_K"] if i < n // 16 else b["q4_K"]
    if precision == "q2_k":
        return b["q3_K"]
    return b[GGUF_BASE[precision]]


def gguf_weight_bytes(arch: ModelArch, precision: str) -> int:
    """A GGUF k-quant file's tensor bytes, following llama.cpp's per-tensor mixture (llama-quant.cpp):

    - Q4_K_M / Q5_K_M: attn_v and ffn_down in Q6_K where use_more_bits (about half the layers);
    - Q3_K_M: attn_v Q5_K in the first two layers then Q4_K, ffn_down Q5_K in the first 1/16 then Q4_K,
      attn_output Q4_K; Q2_K: attn_v Q4_K (GQA ≥ 4) else Q3_K, ffn_down and attn_output Q3_K;
    - output.weight Q6_K (Q8_0 stays Q8_0), token_embd in the base type, norms f32.
    Reproduces bartowski's Llama-3-8B files within 0.2 % (benchmarks/published.py)."""
    base = GGUF_BASE[precision]
    b = GGML_BITS
    n = arch.layers
    gqa = arch.heads // max(1, arch.kv_heads)
    bits = 0.0
    for i in range(n):
        t = layer_tensors(arch, i)
        v = o_bits = b[base]
        down = _gguf_down_bits(precision, i, n)
        if precision in ("q4_k_m", "q5_k_m") and _use_more_bits(i, n):
            v = b["q6_K"]
        elif precision == "q3_k_m":
            v = b["q5_K"] if i < 2 else b["q4_K"]
            o_bits = b["q4_K"]
        elif precision == "q2_k":
            v = b["q4_K"] if gqa >= 4 else b["q3_K"]
            o_bits = b["q3_K"]
        attn = t["attn"]
        o = arch.heads * (arch.v_head_dim or arch.head_dim) * arch.hidden
        bits += t["attn_v"] * v + o * o_bits + (attn - o) * b[base] + t["ffn_down"] * down + t["ffn"] * b[base]
        bits += t["small"] * 32
    emb = arch.vocab * arch.hidden
    out_bits = b["q8_0"] if precision == "q8_0" else b["q6_K"]
    # a tied model has no output.weight: token_embd takes the output's type (llama-quant.cpp)
    bits += (emb * out_bits if arch.tied_embeddings else emb * b[base] + emb * out_bits) + arch.hidden * 32
    return int(bits / 8)


def weight_bits(precision: str, arch: ModelArch | None = None) -> float:
    """Bits per quantizable weight (linear layers) for the non-GGUF formats; `arch` given, a release's own expert-only
    INT4 at its group size (_expert_int4: 4 + 16 / group)."""
    if arch is not None and _expert_int4(arch, precision):
        return 4 + 16 / arch.native_int4_group
    if precision in GROUP_BITS:
        return GROUP_BITS[precision]
    if precision == "fp8":
        return 8.0
    if precision in GGUF_BASE:
        return GGML_BITS[GGUF_BASE[precision]]
    return BYTES[precision] * 8


def weight_bytes(arch: ModelArch, precision: str, *, nf4: bool = False) -> int:
    """All weights of the model in `precision` (a dtype or a named quantisation format; see module doc).
    `nf4=True` is the QLoRA base whatever the compute precision."""
    if nf4:
        precision = "nf4"
    n = total_params(arch)
    if precision in ("fp32", "fp16", "bf16"):
        return int(n * BYTES[precision])
    if precision in GGUF_BASE and not arch.assumed:
        return gguf_weight_bytes(arch, precision)
    emb = embedding_params(arch)
    if (precision == "mxfp4" or _expert_int4(arch, precision)) and arch.experts:
        from tools.arch import routed_expert_params
        routed = routed_expert_params(arch)
        return int(routed * weight_bits(precision, arch) / 8 + (n - routed) * 2)
    return int((n - emb) * weight_bits(precision) / 8 + emb * 2)


def input_embedding_bytes(arch: ModelArch, precision: str) -> int:
    """Bytes of the input embedding table as `weight_bytes` stores it, when it is a tensor of its own (untied):
    a decode step looks up one row of it, so it is not read per token (a tied table is the LM head, read in
    full). GGUF keeps token_embd in the base type (llama-quant.cpp); the other quantised formats keep it
    16-bit (weight_bytes)."""
    if arch.tied_embeddings:
        return 0
    n = arch.vocab * arch.hidden
    if precision in ("fp32", "fp16", "bf16"):
        return int(n * BYTES[precision])
    if precision in GGUF_BASE and not arch.assumed:
        return int(n * GGML_BITS[GGUF_BASE[precision]] / 8)
    return n * 2


def routed_expert_bytes(arch: ModelArch, precision: str) -> float:
    """Bytes of all routed experts in `precision`, at the bits those tensors really have: MXFP4 on gpt-oss's
    experts (its attention and embeddings stay 16-bit), the GGUF mixture's expert gate/up in the base type and
    ffn_down by layer, the group formats' bits, or the dtype's width."""
    from tools.arch import routed_expert_params
    from tools.ssm_state import is_moe_layer

    routed = routed_expert_params(arch)
    if not routed:
        return 0.0
    if precision in ("fp32", "fp16", "bf16"):
        return routed * BYTES[precision]
    if precision in GGUF_BASE and not arch.assumed:
        per = arch.experts * arch.hidden * arch.moe_intermediate  # one of gate / up / down, all experts, one layer
        base = GGML_BITS[GGUF_BASE[precision]]
        return sum(per * (2 * base + _gguf_down_bits(precision, i, arch.layers))
                   for i in range(arch.layers) if is_moe_layer(arch, i)) / 8
    return routed * weight_bits(precision, arch) / 8


def _expert_int4(arch: ModelArch | None, precision: str) -> bool:
    """The model's own INT4 release, quantised on its routed experts only (ModelArch.native_int4_group): Kimi-K2-Thinking's
    quantisation-aware INT4, group 32 with a BF16 scale each (4 + 16/32 = 4.5 bits a weight), attention, the shared expert,
    the dense layer and the embeddings kept BF16 (catalog row; ≈ 594 GB in all). A user's own INT4 of any other model is
    the group-128 AWQ/GPTQ layout of every linear layer (GROUP_BITS)."""
    return (arch is not None and precision == "int4" and arch.native_precision == "int4" and arch.native_int4_group > 0
            and arch.experts > 0)


def four_bit_format(arch: ModelArch) -> str:
    """The 4-bit layout a model's INT4 figure is quoted in: its own release's (Kimi-K2-Thinking's expert-only INT4,
    _expert_int4) when it ships in INT4, else AWQ's group-128 layout of every linear layer."""
    return "int4" if _expert_int4(arch, "int4") else "awq"


def kv_bytes_per_element(kv_precision: str) -> float:
    """Bytes per cached K/V element: 16-bit, fp8/int8 (vLLM kv_cache_dtype, llama.cpp q8_0 = 8.5 bits)."""
    if kv_precision in GGUF_BASE:
        return GGML_BITS[GGUF_BASE[kv_precision]] / 8
    if kv_precision in ("int4", "nf4", "awq", "gptq", "mxfp4"):
        return 0.5
    return BYTES[kv_precision]


def kv_cache_bytes_per_token(arch: ModelArch, kv_precision: str = "bf16") -> int:
    """KV cache for one token across all layers (GQA/MQA: n_kv heads; MLA: the compressed latent). Linear-attention
    layers (Qwen3-Next's Gated DeltaNet) cache nothing per token: only the full-attention layers count (Qwen3-Next-80B:
    2 × 12 × 2 × 256 × 2 = 24,576 bytes), their fixed state is linear_state_bytes."""
    b = kv_bytes_per_element(kv_precision)
    if arch.kv_lora_rank:
        return int(arch.layers * (arch.kv_lora_rank + arch.qk_rope_head_dim) * b) + indexer_bytes_per_token(arch)
    from tools.mamba2 import attention_layer_count

    attending = attention_layer_count(arch)  # Mamba / MLP-only blocks cache no KV; Falcon-H1's parallel layers do
    return int(2 * attending * arch.kv_heads * arch.head_dim * b)


def indexer_bytes_per_token(arch: ModelArch) -> int:
    """DeepSeek Sparse Attention's cached indexer key for one token across all layers: index_head_dim FP8 values plus
    one FP32 scale per 128 of them, whatever the KV precision (DeepSeek-V3.2-Exp inference/model.py: Indexer k_cache
    float8_e4m3fn, k_scale_cache per 128-block; lightllm Deepseek3_2MemoryManager). DeepSeek-V3.2: 61 × (128 + 4) =
    8,052 bytes; 0 for a model without the indexer."""
    return arch.layers * (arch.index_head_dim + 4 * (arch.index_head_dim // 128)) if arch.index_head_dim else 0


def linear_state_bytes(arch: ModelArch) -> int:
    """One sequence's fixed state in the linear-attention layers, whatever its length: per layer the recurrent state
    nv × d × d plus the conv state (2·nk·d + nv·d) × (kernel − 1), in BF16 (vLLM keeps it in the model's dtype).
    Qwen3-Next-80B: 36 × (32 × 128 × 128 + 8,192 × 3) × 2 = 39,518,208 bytes."""
    from tools.ssm_state import mamba_state_bytes

    if not arch.linear_attention_layers:
        return mamba_state_bytes(arch)  # a hybrid's Mamba layers (Jamba): conv + SSM state, tools.ssm_state
    d = arch.linear_head_dim
    conv = (2 * arch.linear_key_heads * d + arch.linear_value_heads * d) * max(0, arch.linear_conv_kernel - 1)
    return arch.linear_attention_layers * (arch.linear_value_heads * d * d + conv) * 2


def kv_cache_bytes(arch: ModelArch, seq_len: int, sequences: int, kv_precision: str = "bf16") -> int:
    """KV cache of `sequences` sequences of `seq_len` tokens: windowed layers (sliding-window attention)
    keep at most `sliding_window` tokens (Mistral-7B v0.1: all 32 layers at 4,096; Gemma 2: every other
    layer at 4,096; HF config.json `sliding_window`)."""
    per_token = kv_cache_bytes_per_token(arch, kv_precision)
    win = windowed_layers(arch)
    if not win or seq_len <= arch.sliding_window:
        return per_token * seq_len * sequences + (linear_state_bytes(arch) * sequences if seq_len else 0)
    per_layer = per_token / arch.layers
    full = (arch.layers - win) * per_layer * seq_len
    windowed = win * per_layer * arch.sliding_window
    return int((full + windowed) * sequences)


def load_kv_bytes(arch: ModelArch, w: Resolved, users: int, kv_precision: str | None = None) -> int:
    """The KV cache `users` sequences at once hold (before any split over GPUs), in `kv_precision` (default the
    workload's): an online chat with a stated context limit holds most chats at a typical length and a few at the
    limit (tools.chat_kv, the one rule), unless each open chat was said to grow to it (tools.session_kv: every open
    session's KV held there); everything else holds every sequence at `w.seq_len`."""
    from tools.chat_kv import chat_kv
    from tools.session_kv import resident_sessions, resident_tokens

    c, prec = chat_kv(w, users), kv_precision or w.kv_precision
    held = kv_cache_bytes(arch, c.typical_tokens, c.typical, prec) + kv_cache_bytes(arch, c.full_tokens, c.long, prec)
    open_sessions = resident_sessions(w, users)  # each open chat said to grow to the context: all held there
    return held if open_sessions is None else max(held, kv_cache_bytes(arch, resident_tokens(w), open_sessions, prec))


def lora_trainable_params(arch: ModelArch, rank: int) -> int:
    """Σ r·(d_in + d_out) over the adapted linears (all 7 projections of every layer; docs/SOURCES.md F3)."""
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
    embeddings out of place (tests/tools/test_calibration.py; docs/CALIBRATION.md).
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


def logits_bytes(arch: ModelArch, seq_len: int, batch: int, *, act_bytes: float = 2, framework: str = "hf",
                 logits_width: float | None = None) -> int:
    """The loss's logits memory at its peak (start of backward), by framework (the framework's terms):
    hf/deepspeed: the logits the model returns (16-bit, or fp32 when the head is fp32), the fp32
    log-softmax output, and during backward its fp32 gradient and the fp32 gradient of the logits:
    width + 4 + 4 + 4 bytes per token·vocab (transformers ForCausalLMLoss upcasts to fp32);
    torchtune: 16-bit logits + one of 8 chunks upcast with its gradient; unsloth: fused linear +
    cross-entropy in chunks, one 16-bit chunk alive with its gradient written in place."""
    tv = seq_len * batch * arch.vocab
    low = act_bytes if act_bytes < 4 else 0
    if framework == "torchtune":
        return int(tv * low + 2 * tv * 4 / TORCHTUNE_CE_CHUNKS)
    if framework == "unsloth":
        return int(tv * (low or 4) / UNSLOTH_CE_CHUNKS)
    width = logits_width or (low or 4)
    return int(tv * (width + 12))


def _saved_logits_bytes(arch: ModelArch, tokens: int, act_bytes: float, framework: str) -> int:
    """The part of logits_bytes that autograd saves or the model returns before backward starts (what
    the CPU calibration measures): 16-bit logits + fp32 log-softmax output (fp32 models: one fp32 tensor)."""
    if framework in ("hf", "deepspeed", "torchtitan"):
        return int(tokens * arch.vocab * (4 + (act_bytes if act_bytes < 4 else 0)))
    return logits_bytes(arch, tokens, 1, act_bytes=act_bytes, framework=framework)


def selective_layer_elems_per_token(arch: ModelArch) -> int:
    """Elements one block keeps per token under torchtitan's op-level selective activation checkpointing
    (`activation_checkpoint.mode = "selective"`, `selective_ac_option = "op"`, its default in the Llama 3
    configs). The policy (torchtitan/distributed/activation_checkpoint.py `_custom_policy`: "Saves output
    of all compute ops, except every second mm") keeps the block's input (what the checkpoint wrapper
    saves), the attention kernel's output, and the outputs of the 1st, 3rd, 5th and 7th matmul in call
    order wq, wk, wv, wo, w1, w3, w2: q, v, the MLP's w1 output and w2's output (hidden). Everything else
    (norms, rotary, SiLU, the product, k, wo, w3) is recomputed in backward.

    h + q + v + q + i + h; for Llama-3-8B that is 31,744 of the 92,160 elements a block keeps without
    checkpointing (34 %; about 40 % of all activations once the logits and the block being recomputed
    in backward are counted)."""
    a = arch
    inter = a.intermediate if not a.experts else a.moe_intermediate * (a.experts_per_token + a.shared_experts)
    q = a.heads * (a.qk_nope_head_dim + a.qk_rope_head_dim if a.kv_lora_rank else a.head_dim)
    v = a.heads * (a.v_head_dim or a.head_dim) if a.kv_lora_rank else a.kv_heads * a.head_dim
    return 2 * a.hidden + 2 * q + v + inter


def training_activation_bytes(
    arch: ModelArch, seq_len: int, batch: int, *, act_bytes: float = 2, checkpointing: bool | str = False,
    flash: bool = True, lora_rank: int = 0, framework: str = "hf",
) -> int:
    """Saved activations of one micro-batch (Korthikanti et al. 2022, adapted; see module doc), without
    the logits gradient (logits_grad_bytes).

    `checkpointing`: "none" / False, "selective" (torchtitan's op-level policy,
    selective_layer_elems_per_token, plus one layer recomputed in backward), "full" / True: only each
    layer's input is kept (2·s·b·h in 16-bit), plus one layer's full activations while it is recomputed
    during backward; Unsloth offloads those inputs to CPU RAM. The logits are kept in fp32 for the loss
    next to the 16-bit logits (hf; other frameworks: logits_bytes)."""
    mode = ("full" if checkpointing else "none") if isinstance(checkpointing, bool) else checkpointing
    tokens = seq_len * batch
    per_layer = layer_activation_bytes(arch, seq_len, batch, act_bytes=act_bytes, flash=flash, lora_rank=lora_rank)
    if mode == "full":
        kept = 0 if framework == "unsloth" else arch.hidden * tokens * act_bytes * arch.layers
        layers = kept + per_layer
    elif mode == "selective":
        kept_layer = min(per_layer, selective_layer_elems_per_token(arch) * tokens * act_bytes)
        layers = kept_layer * (arch.layers - 1) + per_layer
    else:
        layers = per_layer * arch.layers
    logits = _saved_logits_bytes(arch, tokens, act_bytes, framework)
    final_norm = arch.hidden * tokens * act_bytes
    return int(layers + logits + final_norm)


def logits_grad_bytes(arch: ModelArch, seq_len: int, batch: int) -> int:
    """The fp32 gradient of the logits (HF path), alive at the start of backward next to the saved
    log-softmax output: a backward-time peak the saved-tensor count does not see."""
    return int(seq_len * batch * arch.vocab * 4)


VLLM_LARGE_CARD_BYTES = 70 * GiB


def vllm_batch_defaults(gpu: GPUSpec | None) -> tuple[int, int]:
    """(max_num_batched_tokens, max_num_seqs) vLLM's OpenAI server uses on this card when neither is set
    (vllm/engine/arg_utils.py EngineArgs.get_batch_defaults): 8,192 tokens and 1,024 sequences on cards of
    ≥ 70 GiB other than A100 (PR #17885: larger batches cut A100 throughput), else 2,048 and 256. The
    profile run that sizes the KV pool uses them; without a card, 8,192 and 256."""
    if gpu is None or not gpu.memory_bytes:
        return PREFILL_CHUNK_TOKENS, VLLM_MAX_NUM_SEQS
    if gpu.memory_bytes >= VLLM_LARGE_CARD_BYTES and "A100" not in gpu.name.upper():
        return 8192, 1024
    return 2048, VLLM_MAX_NUM_SEQS


VLLM_V0_MIN_BATCHED_TOKENS = 2048  # vLLM V0 SchedulerConfig: "If max_model_len is too short, use 2048"


def vllm_profile_tokens(gpu: GPUSpec | None, max_model_len: int, *, chunked_prefill: bool = True,
                        stated: int | None = None) -> int:
    """The max_num_batched_tokens vLLM's profile run pushes through the model (its activation peak follows it):
    `--max-num-batched-tokens` when stated; vLLM V0 without chunked prefill (`SchedulerConfig.__post_init__`,
    vllm/config.py, 0.6–0.8: `max(self.max_model_len, 2048)`, so that no prompt up to max_model_len is refused)
    max(max_model_len, 2,048); otherwise, chunked prefill as in V1 and today's vLLM, the per-card defaults
    (vllm_batch_defaults). Qwen2.5-1.5B at max_model_len 32,768 without chunked prefill: 32,768 tokens, not 2,048."""
    if stated:
        return stated
    if not chunked_prefill:
        return max(max_model_len, VLLM_V0_MIN_BATCHED_TOKENS)
    return vllm_batch_defaults(gpu)[0]


def inference_activation_bytes(
    arch: ModelArch, seq_len: int, concurrency: int, *, act_bytes: float = 2, flash: bool = True,
    framework: str = "vllm", gpu: GPUSpec | None = None, batched_tokens: int | None = None,
) -> int:
    """Transient workspace of one prefill chunk, for up to 8192 batched tokens (vLLM's profile run at
    max_num_batched_tokens; llama.cpp: one n_ubatch of 512), plus the sampler's logits.

    No tensor is kept for backward, so the peak is the larger of the attention phase (fused qkv, the
    attention output, the residual stream) and the MLP phase (fused gate_up 2i, SiluAndMul output i,
    residual): max(q + 2kv + q + 2h, 2h + 3i) per token. The sampler holds fp32 logits and probabilities
    for max_num_seqs = 256 sequences in vLLM's profile run (vllm EngineArgs), for `concurrency` elsewhere.
    `batched_tokens`: the engine's max_num_batched_tokens when known (vllm_profile_tokens: stated, or vLLM V0's
    max_model_len without chunked prefill); None = the framework's default.
    Checked against vLLM's "PyTorch activation peak memory" log lines (benchmarks/published.py;
    docs/SOURCES.md F2)."""
    a = arch
    chunk, max_seqs = vllm_batch_defaults(gpu) if framework == "vllm" else (PREFILL_CHUNK_TOKENS, VLLM_MAX_NUM_SEQS)
    if batched_tokens and framework == "vllm":
        chunk = batched_tokens
    if framework == "llama.cpp":
        chunk = LLAMA_CPP_UBATCH
    tokens = min(seq_len * concurrency, chunk)
    inter = a.intermediate if not a.experts else a.moe_intermediate * (a.experts_per_token + a.shared_experts)
    q = a.heads * (a.qk_nope_head_dim + a.qk_rope_head_dim if a.kv_lora_rank else a.head_dim)
    kv = a.heads * a.head_dim if a.kv_lora_rank else a.kv_heads * a.head_dim
    per_token = max(2 * q + 2 * kv + 2 * a.hidden, 2 * a.hidden + 3 * inter)
    ws = per_token * tokens * act_bytes
    if not flash:
        ws += attention_scores_bytes(arch, min(seq_len, tokens), max(1, tokens // seq_len), act_bytes)
    seqs = max_seqs if framework in ("vllm", "sglang", "tgi", "trtllm") else concurrency
    return int(ws + 2 * seqs * arch.vocab * 4)


def optimizer_bytes_per_param(optimizer: str, precision: str) -> float:
    """K in the ZeRO paper: fp32 master copy (mixed precision only) + optimizer moments."""
    master = 0 if precision == "fp32" else 4
    moments = {"adamw": 8, "adamw_8bit": 2, "sgd": 4}[optimizer]
    return master + moments


def zero_model_states(psi: float, nd: int, stage: int, *, k: float = 12, weight_bytes_per_param: float = 2) -> float:
    """Per-GPU model states in bytes, the ZeRO paper's formulas (arXiv:1910.02054 §5.1, Table 1):
    baseline (2 + 2 + K)·Ψ; P_os 4Ψ + KΨ/N_d; P_os+g 2Ψ + (2 + K)Ψ/N_d; P_os+g+p (4 + K)Ψ/N_d
    (with 16-bit weights and gradients; `weight_bytes_per_param` = 4 for fp32 training)."""
    wb = weight_bytes_per_param
    w = wb * psi / (nd if stage >= 3 else 1)
    g = wb * psi / (nd if stage >= 2 else 1)
    o = k * psi / (nd if stage >= 1 else 1)
    return w + g + o


def zero3_gather_bytes(arch: ModelArch, weight_bytes_per_param: float, framework: str) -> int:
    """The gathered-parameter working buffer of ZeRO-3/FSDP: the running unit (one block) plus one
    prefetched (FSDP/torchtune/HF accelerate), capped at stage3_max_live_parameters for DeepSpeed."""
    live = 2 * largest_layer_params(arch)
    if framework == "deepspeed":
        live = min(live, DEEPSPEED_MAX_LIVE_PARAMS)
    return int(live * weight_bytes_per_param)


def largest_tensor_params(arch: ModelArch) -> int:
    """The biggest single parameter tensor: the embedding (vocab × hidden) or one MLP matrix."""
    inter = arch.moe_intermediate if arch.experts else arch.intermediate
    return max(arch.vocab * arch.hidden, inter * arch.hidden)


def optimizer_in_backward(framework: str, task: str, nd: int, zero_stage: int) -> bool:
    """torchtune's single-device full fine-tune recipes step the optimizer inside backward
    (`optimizer_in_bwd: True` in recipes/configs/llama3_1/8B_full_single_device.yaml; torchtune
    memory-optimisation docs "Fusing optimizer step into backward pass"): each gradient is freed as soon
    as its parameter is updated, so only one tensor's gradient is ever alive."""
    return framework == "torchtune" and task == "full_finetune" and nd == 1 and zero_stage == 0


def activations_at_gradient_peak(arch: ModelArch, parts: MemoryBreakdown, seq_len: int, batch: int, *,
                                 act_bytes: float, flash: bool, grad_bytes: float) -> int:
    """Activations alive at the step's peak when gradients are not carried between micro-batches
    (gradient accumulation 1, `zero_grad(set_to_none=True)`, PyTorch's default since 2.0).

    Backward frees each layer's saved tensors as that layer's gradients appear, so the dynamic peak is
    the larger of the start of backward (all activations + the LM head's gradient) and its end (all
    gradients + one layer's working set): max(A + G_head, G + A_layer). Reported as the activations
    alive next to the full gradients, so `total` stays the sum of the parts. With accumulation > 1 the
    gradients of the previous micro-batch are alive during the whole forward and the parts simply add.
    Checked against torchtune's optimisation-flags table (Llama 3.2 3B, benchmarks/published.py)."""
    head = arch.vocab * arch.hidden * grad_bytes
    layer = layer_activation_bytes(arch, seq_len, batch, act_bytes=act_bytes, flash=flash)
    return int(max(parts.activations + head - parts.gradients, layer))


def allocator_peak_bytes(parts: MemoryBreakdown) -> int:
    """What `torch.cuda.max_memory_allocated()` (torchtune's "peak memory active") would report for
    this estimate: the total less the CUDA context and the allocator's fragmentation, which only the
    device (nvidia-smi) sees. Use it to compare the estimate with a PyTorch memory log."""
    fragmentation = int(FRAGMENTATION * (parts.activations + parts.kv_cache))
    return parts.total - CUDA_CONTEXT_BYTES - fragmentation


def dp_attention_extra(arch: ModelArch, w: Resolved, layout: Layout) -> int | None:
    """Data-parallel attention for an MLA model (DeepSeek-V2/V3/R1), or None when it does not pay.

    Under tensor parallelism an MLA latent cache cannot be split by heads, so every TP rank holds all of
    it. SGLang (`--enable-dp-attention`) and vLLM (`--data-parallel-size N --enable-expert-parallel`) run
    attention data-parallel instead: each GPU keeps only its own sequences' latents, at the price of a
    full copy of the attention weights per GPU (SGLang DeepSeek docs: "DP attention … reduces the KV cache
    … enabling larger batch sizes"). Returns the extra weight bytes per GPU when the KV saved exceeds them."""
    tp, conc = layout.tp, w.concurrency
    if not arch.kv_lora_rank or w.framework not in ("sglang", "vllm") or tp < 2 or conc < tp:
        return None
    prec = w.precision
    attn = attention_params(arch) * weight_bytes(arch, prec) / total_params(arch) / layout.pp
    extra = attn * (1 - 1 / tp)
    saved = (load_kv_bytes(arch, w, conc) - dp_rank_kv_bytes(arch, w, conc, tp)) / layout.pp
    return int(extra) if saved > extra else None


def dp_rank_users(users: int, ranks: int) -> int:
    """Sequences the busiest attention rank holds under data-parallel attention: each rank keeps whole sequences
    (SGLang --enable-dp-attention, vLLM --data-parallel-size: one scheduler per rank), so users split unevenly —
    20 users over 8 ranks put 3 on four of them (⌈20 / 8⌉), not 2.5; the pool is sized for that rank."""
    return math.ceil(users / max(1, ranks))


def dp_rank_kv_bytes(arch: ModelArch, w: Resolved, users: int, ranks: int) -> int:
    """The busiest attention rank's MLA latent cache under data-parallel attention (dp_rank_users sequences of the
    same length mix as the whole load, tools.chat_kv)."""
    return load_kv_bytes(arch, w, dp_rank_users(users, ranks))


# TensorRT-LLM's KvCacheConfig.free_gpu_memory_fraction: 0.9 of the memory still free after the engine's
# weights and activations ("TensorRT LLM will try to allocate 90% of free GPU memory for KV cache",
# nvidia.github.io/TensorRT-LLM/examples/kvcacheconfig.html)
TRTLLM_FREE_GPU_MEMORY_FRACTION = 0.9
POOL_FRAMEWORKS = ("vllm", "sglang", "tgi", "trtllm")  # serving engines that pre-allocate their KV pool


def serving_pool_fraction(framework: str) -> float:
    """Fraction of a card the serving engine lets itself use (the rest is left to the driver/others):
    vLLM gpu_memory_utilization 0.9 (EngineArgs; TGI is sized like it), SGLang mem_fraction_static 0.88
    (server_args, 80 GB-class cards), TensorRT-LLM its free-memory fraction (kv_pool_bytes)."""
    if framework == "sglang":
        return SGLANG_MEM_FRACTION_STATIC
    if framework in ("vllm", "tgi"):
        return VLLM_GPU_MEMORY_UTILIZATION
    if framework == "trtllm":
        return TRTLLM_FREE_GPU_MEMORY_FRACTION
    return 1.0


def kv_pool_bytes(per_gpu: MemoryBreakdown, capacity_bytes: int, framework: str = "vllm") -> int:
    """What the engine pre-allocates for KV blocks on one GPU: vLLM's
    gpu_memory_utilization × capacity − weights − activation peak − non-torch memory (vllm worker
    determine_num_available_blocks; CUDA graphs are captured afterwards, outside that budget);
    SGLang the same with mem_fraction_static; TensorRT-LLM 0.9 × (capacity − weights − activations −
    non-torch), a fraction of what is free. Negative means the weights alone do not fit.
    `capacity_bytes` is what the driver reports (total_gpu_memory)."""
    frac = serving_pool_fraction(framework)
    held = per_gpu.weights + per_gpu.activations + VLLM_NON_TORCH_BYTES
    if framework == "trtllm":
        return int(frac * (capacity_bytes - held))
    return int(frac * capacity_bytes - held)


# Serving engines that allocate every buffer once at start and never grow: llama.cpp (and Ollama, which runs it)
# maps the GGUF weights, allocates the KV cache for the whole n_ctx and one compute buffer for n_ubatch tokens when
# the context is created (llama.cpp src/llama-context.cpp: "KV self size", "compute buffer size" log lines), so what
# loads keeps running; there is no pool to fill and no allocator growth to leave × 1.2 for.
ALLOCATE_ONCE_FRAMEWORKS = ("llama.cpp",)


def fit_rule(framework: str, inference: bool) -> str:
    """Which fit test a card gets: "pool" (a serving engine that pre-allocates its KV pool), "once" (llama.cpp:
    everything allocated at start) or "headroom" (estimate × headroom: training and everything else)."""
    if inference and framework in POOL_FRAMEWORKS:
        return "pool"
    if inference and framework in ALLOCATE_ONCE_FRAMEWORKS:
        return "once"
    return "headroom"


def card_need(per_gpu: MemoryBreakdown, framework: str, headroom: float, inference: bool) -> int:
    """Bytes one card must find under `card_budget` (the one fit test every line of an answer quotes):
    a pre-allocating engine's weights + activation peak + non-torch memory + the load's KV (TensorRT-LLM: the
    KV ÷ its free-memory fraction); llama.cpp: its estimate; elsewhere the estimate × headroom."""
    rule = fit_rule(framework, inference)
    if rule == "pool":
        held = per_gpu.weights + per_gpu.activations + VLLM_NON_TORCH_BYTES
        if framework == "trtllm":
            return int(held + per_gpu.kv_cache / serving_pool_fraction(framework))
        return held + per_gpu.kv_cache
    return int(per_gpu.total * (headroom if rule == "headroom" else 1.0))


def card_budget(capacity_bytes: int, framework: str, inference: bool) -> int:
    """What `card_need` is compared with: vLLM/TGI gpu_memory_utilization (0.9) × capacity, SGLang
    mem_fraction_static (0.88) × capacity, otherwise the whole usable capacity (TensorRT-LLM's fraction is in
    its need; llama.cpp allocates once; a headroom rule puts its margin in the need)."""
    if fit_rule(framework, inference) == "pool" and framework != "trtllm":
        return int(serving_pool_fraction(framework) * capacity_bytes)
    return capacity_bytes


def fits_card(per_gpu: MemoryBreakdown, capacity_bytes: int, framework: str, headroom: float,
              inference: bool) -> bool:
    """Whether a layout fits one card. A serving engine that pre-allocates its KV pool already leaves
    its own margin (1 − gpu_memory_utilization, SGLang's 0.12, TensorRT-LLM's 10 % of what is free), so the
    test is the KV the load needs against that pool, not the estimate × headroom (which double-counted the
    margin on top of a pool that fills the card). llama.cpp allocates everything once at start, so its
    estimate is tested against the card. Other frameworks: estimate × headroom ≤ capacity."""
    return card_need(per_gpu, framework, headroom, inference) <= card_budget(capacity_bytes, framework, inference)


# Frameworks whose shipped configs switch selective activation checkpointing on by default: torchtitan's
# Llama 3 configs (`[activation_checkpoint] mode = "selective"`, torchtitan/models/llama3/train_configs).
FRAMEWORK_CHECKPOINTING: dict[str, str] = {"torchtitan": "selective"}


def checkpointing_mode(w: Resolved) -> str:
    """none | selective | full for a workload: `--gradient-checkpointing` (the contract's flag, and what
    the planner switches on when a job does not fit) means full; else the stated `--checkpointing`; else
    the framework's own default (selective for torchtitan, none elsewhere). QLoRA under HF/PEFT is full: PEFT's
    prepare_model_for_kbit_training defaults to use_gradient_checkpointing=True (peft/utils/other.py), as the QLoRA
    recipe runs it (Dettmers et al. 2023, §4) — Qwen2.5-32B QLoRA at 1,000 tokens: activations 20.8 GB without it,
    ≈ 0.66 GB of layer inputs (5,120 · 1,000 · 2 B · 64) + one layer + the logits with it."""
    if w.gradient_checkpointing:
        return "full"
    if w.checkpointing in ("none", "selective"):
        return w.checkpointing
    if w.checkpointing == "full" and w.gradient_checkpointing is None:
        return "full"
    if w.task == "qlora" and w.framework in ("hf", "deepspeed") and w.gradient_checkpointing is None \
            and w.checkpointing is None:
        return "full"  # PEFT's prepare_model_for_kbit_training(use_gradient_checkpointing=True) is the QLoRA recipe
    return FRAMEWORK_CHECKPOINTING.get(w.framework, "none")


# preference losses scored against a frozen reference model, and PPO's and GRPO's KL penalty against one (GRPO: Shao et
# al. 2024, arXiv:2402.03300 §4.1, the KL term against π_ref; TRL GRPOTrainer and verl keep a reference model)
REFERENCE_METHODS = ("dpo", "ipo", "kto", "ppo", "grpo")


def runs_reference(w: Workload) -> bool:
    """Does this training run a frozen reference model? DPO, IPO and KTO score each sequence's log-prob against the
    reference's; ORPO and SimPO have no reference term (Hong et al. 2024, arXiv:2403.07691; Meng et al. 2024,
    arXiv:2405.14734). Log-probs precomputed before training (TRL DPOConfig `precompute_ref_log_probs`) take it out
    of the training run: then nothing is added."""
    return w.preference in REFERENCE_METHODS and not w.reference_precomputed


def reference_weight_bytes(arch: ModelArch, w: Resolved, nd: int, zero_stage: int) -> int:
    """The reference model's weights per GPU (before TP/PP sharding): with full parameters, one more 16-bit copy of
    the weights (fp32 when the policy trains in fp32), sharded over the data-parallel ranks under ZeRO-3/FSDP as the
    policy is (TRL prepares the reference with the same DeepSpeed ZeRO-3 / FSDP plugin) and whole on each rank
    otherwise. With LoRA/QLoRA the reference is the base with the adapters switched off (TRL DPOTrainer docs: a
    PEFT model with `ref_model=None` uses the model without adapters as the reference,
    https://huggingface.co/docs/trl/dpo_trainer), so no copy is held. Llama-3.1-8B: 8.03 B × 2 B = 16.1 GB."""
    if not runs_reference(w) or w.task in ("lora", "qlora"):
        return 0
    wb = 4 if w.precision == "fp32" else 2
    return int(total_params(arch) * wb / (nd if zero_stage >= 3 else 1))


def critic_share(arch: ModelArch, w: Workload) -> float:
    """PPO's critic against the policy, in parameters: its stated size ÷ the policy's ("PPO on Qwen2.5-7B with a 3B
    critic": 3 ÷ 7.62 = 0.39), else 1 (the critic is the policy's size: OpenRLHF initialises it from the reward model,
    the common 7B / 7B pairing); 0 for a method with no critic."""
    if w.preference != "ppo":
        return 0.0
    return w.critic_params_b * 1e9 / total_params(arch) if w.critic_params_b else 1.0


def reward_share(arch: ModelArch, w: Workload) -> float:
    """The frozen reward model against the policy, in parameters: its stated size ÷ the policy's ("a 1.5B reward
    model" on Qwen2.5-7B: 1.5 ÷ 7.62 = 0.20); 0 for a rule-based reward (`reward_params_b` 0: nothing held) and for
    GRPO with none said (verifiable rewards, DeepSeek-R1's recipe); PPO with none said: 1, the policy's size (the common
    7B-policy / 7B-RM pairing; a smaller reward model errs safe)."""
    if w.preference not in ("ppo", "grpo"):
        return 0.0
    if w.reward_params_b is not None:
        return w.reward_params_b * 1e9 / total_params(arch)
    return 1.0 if w.preference == "ppo" else 0.0


def reward_weight_bytes(arch: ModelArch, w: Resolved, nd: int, zero_stage: int) -> int:
    """Online RL's frozen reward model per GPU (before TP/PP sharding): a 16-bit copy (fp32 when the run trains in fp32)
    of reward_share × the policy's parameters, sharded over the data-parallel ranks under ZeRO-3 as OpenRLHF / verl
    shard it with the actor. 0 for any other method and a rule-based reward. Qwen2.5-7B's PPO with none said: 7.62 B ×
    2 B = 15.2 GB; with "a 1.5B reward model": 1.5 B × 2 B = 3.0 GB."""
    share = reward_share(arch, w)
    if not share:
        return 0
    wb = 4 if w.precision == "fp32" else 2
    return int(total_params(arch) * share * wb / (nd if zero_stage >= 3 else 1))


def ppo_resident(arch: ModelArch, w: Resolved) -> tuple[int, int, int, int]:
    """PPO's four resident models, whole (one GPU, no sharding), for the answer's note: the actor's and the critic's
    trained states (full: 16-bit weights and gradients plus the optimizer's bytes, AdamW 12 B/param → 16 B/param;
    LoRA: the frozen base plus the adapters' states), the frozen reference (none with LoRA: the base with adapters off)
    and the frozen reward model. The critic is critic_share × the actor's states (the policy's size with a value head
    unless its size is said), the reward model reward_share × the policy. Qwen2.5-7B full, AdamW: 122 + 122 + 15.2 +
    15.2 ≈ 274 GB, one 8 × 80 GB node under ZeRO-3 (Ouyang et al. 2022 §3.5; OpenRLHF, Hu et al. 2024,
    arXiv:2405.11143 §2); with a 3B critic and a 1.5B reward model: 122 + 48 + 15.2 + 3.0 ≈ 188 GB."""
    if w.preference != "ppo":
        return 0, 0, 0, 0
    weights, gradients, optimizer, _, _, _ = _training_parts(arch, w.model_copy(update={"preference": None}), Layout())
    actor = weights + gradients + optimizer
    ref, rm = reference_weight_bytes(arch, w, 1, 0), reward_weight_bytes(arch, w, 1, 0)
    return actor, int(actor * critic_share(arch, w)), ref, rm


def estimate_memory(arch: ModelArch, w: Resolved, layout: Layout | None = None, gpu: GPUSpec | None = None,
                    *, batched_tokens: int | None = None) -> MemoryBreakdown:  # batched_tokens: vllm_profile_tokens
    """Per-GPU memory for a resolved workload (all fields set) on a layout.

    Inference: weights and KV cache split by tensor × pipeline parallelism (KV heads split at
    most n_kv ways; an MLA latent is replicated across TP). Training: the ZeRO Ψ formulas over the
    data-parallel degree, the ZeRO-3 gather buffer in overhead; LoRA/QLoRA keep frozen base weights
    (sharded only under ZeRO-3/FSDP) and train adapters in fp32 with AdamW (16 B/param).
    `w.framework` changes only the terms that framework changes (stated in every estimate)."""
    layout = layout or Layout()
    # the parts as plain ints, one model built at the end: pydantic's __setattr__ per part cost more than the arithmetic
    if serves(w.task):
        weights, gradients, optimizer, activations, kv_cache, extra = _serving_parts(arch, w, layout, gpu, batched_tokens)
    else:
        weights, gradients, optimizer, activations, kv_cache, extra = _training_parts(arch, w, layout)
    overhead = CUDA_CONTEXT_BYTES + extra + int(FRAGMENTATION * (activations + kv_cache))
    return MemoryBreakdown(weights=weights, gradients=gradients, optimizer=optimizer, activations=activations,
                           kv_cache=kv_cache, overhead=overhead)


_Parts = tuple[int, int, int, int, int, int]  # weights, gradients, optimizer, activations, KV cache, extra overhead


def _serving_parts(arch: ModelArch, w: Resolved, layout: Layout, gpu: GPUSpec | None,
                   batched_tokens: int | None) -> _Parts:
    """Serving: the weights and KV cache over TP × PP (KV heads split at most n_kv ways, an MLA latent replicated
    across TP, or each DP-attention rank's own latents), the forward pass's activations over TP, CUDA graphs, and
    the LoRA adapter slots of a multi-adapter service (w.lora_gpu_bytes: vLLM allocates --max-loras slots with the
    weights, before the KV pool, and shards them as the base; S-LoRA, Sheng et al. 2023) over TP × PP."""
    shard = layout.tp * layout.pp
    weights = weight_bytes(arch, w.precision) // shard
    kv_split = layout.pp * (1 if arch.kv_lora_rank else min(layout.tp, max(1, arch.kv_heads)))  # a Mamba-only model: no KV heads
    conc = w.concurrency
    kv_all = load_kv_bytes(arch, w, conc)
    replicated = dp_attention_extra(arch, w, layout)
    if replicated is not None:  # each GPU holds its own sequences' latents: the busiest rank's share
        weights += replicated
        kv_all, kv_split = dp_rank_kv_bytes(arch, w, conc, layout.tp), layout.pp
    activations = inference_activation_bytes(arch, w.seq_len, conc, act_bytes=4 if w.precision == "fp32" else 2,
                                             flash=w.flash_attention, framework=w.framework, gpu=gpu,
                                             batched_tokens=batched_tokens) // layout.tp
    extra = CUDA_GRAPH_BYTES if w.framework in ("vllm", "sglang", "tgi", "trtllm") else 0
    weights += (w.lora_gpu_bytes or 0) // shard  # LoRA adapter slots (--max-loras): held before the KV pool, sharded
    return weights, 0, 0, activations, kv_all // kv_split, extra


def _adapter_states(arch: ModelArch, w: Resolved, nd: int, z: int) -> tuple[int, int, int, int, int]:
    """LoRA / QLoRA: the frozen base (NF4 for QLoRA; sharded only under ZeRO-3/FSDP) plus the adapters, their
    gradients and optimizer states (PEFT keeps adapters in fp32, AdamW 16 B/param; torchtune in bf16, 2 + 2 + 4).
    Returns weights, gradients, optimizer, the rank (for the activations) and the ZeRO-3 gather buffer."""
    task, fw = w.task, w.framework
    base = weight_bytes(arch, w.precision if task == "lora" else "nf4", nf4=(task == "qlora"))
    weights = base // nd if z >= 3 else base
    r = w.lora_rank
    lp = lora_trainable_params(arch, r)
    a_b = 2 if fw == "torchtune" else 4
    shard_a = nd if z >= 3 else 1
    weights += lp * a_b // shard_a
    k_a = 2 * a_b if fw == "torchtune" else optimizer_bytes_per_param(w.optimizer, "fp32")
    extra = zero3_gather_bytes(arch, base / total_params(arch), fw) if z >= 3 and nd > 1 else 0
    return weights, lp * a_b // shard_a, int(lp * k_a) // shard_a, r, extra


def _full_states(arch: ModelArch, w: Resolved, nd: int, z: int, wb: int, base_prec: str) -> tuple[int, int, int, int]:
    """Full fine-tune / pretraining: the ZeRO Ψ formulas (weights, gradients and optimizer states sharded over the
    data-parallel degree from stages 3, 2 and 1), a reference model where the method keeps one, the optimizer step
    inside the backward pass where the framework fuses it, the ZeRO-3 gather and DeepSpeed's bucket buffers.
    Returns weights, gradients, optimizer and the extra overhead."""
    fw, n = w.framework, total_params(arch)
    # torchtune trains in pure bf16 (dtype: bf16, no fp32 master copy; torchtune memory-optimisation docs)
    opt_name = w.optimizer
    k = optimizer_bytes_per_param(opt_name, "fp32" if fw == "torchtune" else base_prec)
    if fw == "torchtune" and base_prec != "fp32":
        k = k / 2 if opt_name != "adamw_8bit" else k
    weights = int(n * wb / (nd if z >= 3 else 1)) + reference_weight_bytes(arch, w, nd, z)
    gradients = int(n * wb / (nd if z >= 2 else 1))
    if optimizer_in_backward(fw, w.task, nd, z):
        gradients = int(largest_tensor_params(arch) * wb)
    extra = zero3_gather_bytes(arch, wb, fw) if z >= 3 and nd > 1 else 0
    if fw == "deepspeed" and 1 <= z <= 2 and nd > 1:
        extra += 2 * DEEPSPEED_BUCKET_ELEMS * wb
    return weights, gradients, int(n * k / (nd if z >= 1 else 1)), extra


def _training_parts(arch: ModelArch, w: Resolved, layout: Layout) -> _Parts:
    """Training: the states (adapters or full), the activations of one micro-batch (checkpointing, flash, the
    logits a framework keeps, torch.compile's share), all over TP × PP, and the gradient peak of a step without
    accumulation."""
    task, fw, prec, seq = w.task, w.framework, w.precision, w.seq_len
    act_b = 4 if prec == "fp32" else 2
    shard, nd, z = layout.tp * layout.pp, max(1, layout.dp), layout.zero_stage
    micro, flash = w.batch_size, w.flash_attention
    base_prec = prec if prec in ("fp32", "fp16", "bf16") else "bf16"
    wb = 4 if base_prec == "fp32" else 2
    if task in ("lora", "qlora"):
        weights, gradients, optimizer, lora_rank, extra = _adapter_states(arch, w, nd, z)
    else:
        (weights, gradients, optimizer, extra), lora_rank = _full_states(arch, w, nd, z, wb, base_prec), 0
    if w.preference == "ppo":  # the critic's states, critic_share × the actor's (the policy's size unless said)
        ref, c = reference_weight_bytes(arch, w, nd, z), critic_share(arch, w)
        weights, gradients, optimizer = weights + int((weights - ref) * c), int(gradients * (1 + c)), \
            int(optimizer * (1 + c))
    weights += reward_weight_bytes(arch, w, nd, z)  # online RL's frozen reward model (none said for GRPO: none held)
    activations = training_activation_bytes(arch, seq, micro, act_bytes=act_b, checkpointing=checkpointing_mode(w),
                                            flash=flash, lora_rank=lora_rank, framework=fw)
    if fw in ("hf", "deepspeed", "torchtitan"):
        # PEFT's prepare_model_for_kbit_training casts the non-quantised embeddings and head to fp32 (QLoRA)
        width = 4 if (task == "qlora" or act_b == 4) else act_b
        if task == "qlora":
            weights += embedding_params(arch) * 2 // (nd if z >= 3 else 1)
        activations += logits_bytes(arch, seq, micro, act_bytes=act_b, framework=fw, logits_width=width) \
            - _saved_logits_bytes(arch, seq * micro, act_b, fw)
    if w.torch_compile:
        activations = int(activations * COMPILE_ACTIVATION_FRACTION)
    weights, gradients, optimizer = weights // shard, gradients // shard, optimizer // shard
    activations, extra = activations // layout.tp, extra // layout.tp
    if w.grad_accum == 1 and task in ("full_finetune", "pretrain") and not optimizer_in_backward(fw, task, nd, z):
        activations = activations_at_gradient_peak(
            arch, MemoryBreakdown(activations=activations, gradients=gradients), seq, micro, act_bytes=act_b,
            flash=flash, grad_bytes=wb / shard)
    return weights, gradients, optimizer, activations, 0, extra
