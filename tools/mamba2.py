"""Mamba-2 (state-space duality) layers of hybrid and pure SSM models: their weights, the fixed state each keeps per
sequence, and which blocks attend. Three layouts beyond Jamba's (tools.ssm_state):

- parallel (TII Falcon-H1, `mamba_parallel`): attention and a Mamba-2 mixer side by side in every layer, their outputs
  summed (transformers FalconH1DecoderLayer): every layer caches KV *and* keeps a Mamba state;
- split blocks (NVIDIA Nemotron-H, `mlp_only_layers`): config hybrid_override_pattern names each block "M" (Mamba-2
  mixer alone), "*" (attention alone) or "-" (MLP alone): Nemotron-H-56B 54 M, 10 *, 54 -;
- Mamba-2 only (Mistral Mamba-Codestral-7B): no attention at all, no KV cache, only the state;
and the Jamba-like interleave (IBM Granite-4.0-H: config layer_types "mamba" / "attention", an MLP or MoE in every
layer).

Sources: Dao & Gu 2024, "Transformers are SSMs" (Mamba-2, arXiv:2405.21060) §7 and transformers modeling_mamba2.py
Mamba2Mixer: in_proj h → 2·d_inner + 2·G·N + H (z, x, B, C, dt), a depthwise conv1d of d_conv taps with bias over
x, B and C (conv_dim = d_inner + 2·G·N), dt_bias, A_log and D (H each), a gated RMSNorm of d_inner, out_proj d_inner → h;
the cache per layer (transformers Mamba2Cache; vLLM MambaStateShapeCalculator.mamba2_state_shape) is the conv state
conv_dim × (d_conv − 1) and the SSM state H × head_dim × N = d_inner × N, in the model's dtype (vLLM
mamba_ssm_cache_dtype "auto"). Pure functions over tools.schema.ModelArch."""

from __future__ import annotations

from typing import Any

from tools.schema import ModelArch

STATE_BYTES_PER_ELEMENT = 2  # BF16, the model's dtype (vLLM mamba_ssm_cache_dtype "auto")


def attention_layer_count(a: ModelArch) -> int:
    """Blocks that cache KV: all layers less the linear-attention, Mamba-only and MLP-only ones; in a parallel hybrid
    (Falcon-H1) every layer attends beside its Mamba mixer. Nemotron-H-56B: 118 − 54 − 54 = 10; Falcon-H1-34B: 72;
    Mamba-Codestral-7B: 0; Jamba-1.5-Large: 72 − 63 = 9."""
    if a.mamba_parallel:
        return a.layers - a.linear_attention_layers
    return max(0, a.layers - a.linear_attention_layers - a.mamba_layers - a.mlp_only_layers)


def is_mlp_only_layer(a: ModelArch, layer: int) -> bool:
    """Is block `layer` an MLP alone (Nemotron-H "-")? Counted after the Mamba and attention blocks: which block sits
    where changes no count."""
    return a.mlp_only_layers > 0 and layer >= a.layers - a.mlp_only_layers


def split_block_is_mamba(a: ModelArch, layer: int) -> bool:
    """In a split-block or Mamba-only stack, the first `mamba_layers` blocks are Mamba-2 mixers."""
    return layer < a.mamba_layers


def mamba2_params(a: ModelArch) -> int:
    """One Mamba-2 mixer's weights (Mamba2Mixer). Nemotron-H-56B (h 8,192, 256 heads × 64 = d_inner 16,384, G 8,
    N 256, d_conv 4): in_proj 8,192 × (32,768 + 4,096 + 256) = 304,087,040; conv 20,480 × 4 + 20,480 = 102,400;
    dt_bias, A_log, D 3 × 256; norm 16,384; out_proj 16,384 × 8,192 = 134,217,728: 438,424,320."""
    h, d, n, g, heads = a.hidden, a.mamba_d_inner, a.mamba_d_state, a.mamba_groups, a.mamba_heads
    conv_dim = d + 2 * g * n
    return h * (2 * d + 2 * g * n + heads) + conv_dim * a.mamba_d_conv + conv_dim + 3 * heads + d + d * h


def mamba2_state_bytes(a: ModelArch) -> int:
    """One sequence's fixed Mamba-2 state over all its Mamba layers, whatever its length: per layer the conv state
    (d_inner + 2·G·N) × (d_conv − 1) plus the SSM state d_inner × N, in BF16. Falcon-H1-34B (72 layers, d_inner 4,096,
    G 2, N 256): 72 × (5,120 × 3 + 4,096 × 256) × 2 = 153,206,784 bytes."""
    d, n = a.mamba_d_inner, a.mamba_d_state
    per_layer = (d + 2 * a.mamba_groups * n) * max(0, a.mamba_d_conv - 1) + d * n
    return a.mamba_layers * per_layer * STATE_BYTES_PER_ELEMENT


def _pattern_counts(c: dict[str, Any], layers: int) -> tuple[int, int]:
    """(Mamba blocks, MLP-only blocks) from hybrid_override_pattern ("M", "-", and "E": an MoE block alone, Nemotron-3,
    counted with the MLP-only ones so that it caches no KV) or layer_types / layers_block_type."""
    pattern = c.get("hybrid_override_pattern")
    if isinstance(pattern, str) and pattern:
        return pattern.count("M"), pattern.count("-") + pattern.count("E")
    kinds = c.get("layer_types") or c.get("layers_block_type")
    if isinstance(kinds, list) and kinds:
        return sum(1 for k in kinds if "mamba" in str(k)), 0
    return layers, 0  # a Mamba-2 stack with no layer list: every layer (Falcon-H1 in parallel, Mamba2ForCausalLM)


def mamba2_from_config(c: dict[str, Any], layers: int, hidden: int) -> dict[str, int | bool]:
    """A Mamba-2 model's fields from its config.json ({} where it has none): heads mamba_n_heads / mamba_num_heads /
    num_heads, head dim mamba_d_head / mamba_head_dim / head_dim, d_inner mamba_d_ssm or heads × head dim, N
    mamba_d_state / ssm_state_size / state_size, G mamba_n_groups / n_groups, d_conv mamba_d_conv / conv_kernel."""
    groups = c.get("mamba_n_groups") or c.get("n_groups")
    state = c.get("mamba_d_state") or c.get("ssm_state_size") or c.get("state_size")
    if not groups or not state:
        return {}
    heads = int(c.get("mamba_n_heads") or c.get("mamba_num_heads") or c.get("num_heads") or 0)
    head_dim = int(c.get("mamba_d_head") or c.get("mamba_head_dim") or 0)
    d_inner = int(c.get("mamba_d_ssm") or heads * head_dim or int(c.get("mamba_expand") or c.get("expand") or 2) * hidden)
    mamba, mlp_only = _pattern_counts(c, layers)
    parallel = str(c.get("model_type", "")) == "falcon_h1"
    return {"mamba_layers": layers if parallel else mamba, "mlp_only_layers": mlp_only, "mamba_d_inner": d_inner,
            "mamba_d_state": int(state), "mamba_groups": int(groups), "mamba_heads": heads or d_inner // 64,
            "mamba_d_conv": int(c.get("mamba_d_conv") or c.get("conv_kernel") or 4), "mamba_parallel": parallel}
