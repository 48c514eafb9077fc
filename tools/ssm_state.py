"""Mamba (selective state-space) layers of hybrid attention/SSM models (AI21 Jamba 1.5, config.json
`attn_layer_period` 8 / `attn_layer_offset` 4: one attention layer in eight, the other seven Mamba): their weights and
the fixed state each keeps per sequence, whatever its length, in place of a KV cache that grows with the context.

Sources: Gu & Dao 2023, "Mamba" (arXiv:2312.00752) §3 and transformers modeling_jamba.py JambaMambaMixer (in_proj
h → 2·d_inner, a depthwise conv1d of `mamba_d_conv` taps with bias, x_proj d_inner → dt_rank + 2·d_state, dt_proj
dt_rank → d_inner with bias, A_log d_inner × d_state, D d_inner, out_proj d_inner → h, and Jamba's RMSNorms on dt, B
and C); the cache per Mamba layer is the conv state d_inner × (d_conv − 1) and the SSM state d_inner × d_state
(transformers HybridMambaAttentionDynamicCache; vLLM MambaStateShapeCalculator.mamba1_state_shape), kept in the
model's dtype (vLLM mamba_ssm_cache_dtype "auto"), as tools.memory.linear_state_bytes keeps Qwen3-Next's.
Pure functions over tools.schema.ModelArch; tools.arch and tools.memory call them."""

from __future__ import annotations

from typing import Any

from tools.mamba2 import mamba2_params, mamba2_state_bytes, split_block_is_mamba
from tools.schema import ModelArch

STATE_BYTES_PER_ELEMENT = 2  # BF16, the model's dtype (vLLM mamba_ssm_cache_dtype "auto")


def attention_period(a: ModelArch) -> int:
    """Layers per attention layer (Jamba: 32 layers, 28 Mamba → 8); 1 for a model with no Mamba layers."""
    return a.layers // max(1, a.layers - a.mamba_layers) if a.mamba_layers else 1


def is_mamba_layer(a: ModelArch, layer: int) -> bool:
    """Is block `layer` a Mamba one? Attention sits in the middle of each period (Jamba attn_layer_offset 4 of 8:
    layers 4, 12, 20, 28 of 32 attend, the other 28 are Mamba)."""
    if not a.mamba_layers:
        return False
    if a.mamba_parallel or a.mamba_layers >= a.layers or a.mlp_only_layers:  # Falcon-H1, Mamba-only, Nemotron-H
        return a.mamba_parallel or split_block_is_mamba(a, layer)
    period = attention_period(a)
    return layer % period != period // 2


def is_moe_layer(a: ModelArch, layer: int) -> bool:
    """Does block `layer` route to experts? Every layer past the leading dense ones, or with `moe_layer_period` set
    every that-many-th (Jamba expert_layer_period 2 / expert_layer_offset 1: the odd layers)."""
    if not a.experts or layer < a.dense_layers:
        return False
    return not a.moe_layer_period or layer % a.moe_layer_period == a.moe_layer_period - 1


def moe_layer_count(a: ModelArch) -> int:
    """How many blocks route to experts (Jamba-1.5-Mini: 16 of 32; DeepSeek-V3: 58 of 61)."""
    return sum(1 for layer in range(a.layers) if is_moe_layer(a, layer))


def mamba_params(a: ModelArch) -> int:
    """One Mamba-1 mixer's weights (JambaMambaMixer). Jamba-1.5-Mini (h 4,096, d_inner 8,192, d_state 16, d_conv 4,
    dt_rank 256): in_proj 4,096 × 16,384 + out_proj 8,192 × 4,096 (33,554,432 · 3) + x_proj 8,192 × 288 (2,359,296)
    + dt_proj 256 × 8,192 + bias (2,105,344) + conv1d 8,192 × 4 + bias (40,960) + A_log 8,192 × 16 (131,072) + D 8,192
    + the dt / B / C norms 256 + 32 = 105,308,448."""
    if a.mamba_groups:
        return mamba2_params(a)  # a Mamba-2 mixer (Falcon-H1, Nemotron-H, Granite-4.0-H, Mamba-Codestral)
    h, d, n, r = a.hidden, a.mamba_d_inner, a.mamba_d_state, a.mamba_dt_rank
    proj = h * 2 * d + d * h + d * (r + 2 * n) + r * d + d
    return proj + d * a.mamba_d_conv + d + d * n + d + r + 2 * n


def mamba_state_bytes(a: ModelArch) -> int:
    """One sequence's fixed Mamba state across all Mamba layers, whatever its length: per layer the conv state
    d_inner × (d_conv − 1) plus the SSM state d_inner × d_state, in BF16. Jamba-1.5-Mini: 28 × (8,192 × 3 + 8,192 × 16)
    × 2 = 8,716,288 bytes (8.7 MB a sequence, where its 4 attention layers hold 16 KiB a token)."""
    if not a.mamba_layers:
        return 0
    if a.mamba_groups:
        return mamba2_state_bytes(a)  # Mamba-2: conv over x, B and C, SSM state d_inner × N (tools.mamba2)
    d = a.mamba_d_inner
    return a.mamba_layers * (d * max(0, a.mamba_d_conv - 1) + d * a.mamba_d_state) * STATE_BYTES_PER_ELEMENT


def mamba_from_config(c: dict[str, Any], layers: int, hidden: int) -> dict[str, int]:
    """A Jamba-style hybrid's Mamba-1 layers from its config.json, as tools.hf_config reads a sliding window's layers:
    `layers_block_type` / `layer_types` naming each layer ("mamba" / "attention": the count, as gpt-oss's layer_types
    count the windowed layers), else `attn_layer_period` / `attn_layer_offset` (Jamba: 8 / 4 → 28 of 32 Mamba);
    d_inner = mamba_expand × hidden, dt_rank = mamba_dt_rank ("auto": ⌈hidden ÷ 16⌉, transformers JambaConfig), and
    `expert_layer_period`. {} for a config with no Mamba layers, or a Mamba-2 hybrid (`mamba_n_groups`, `n_groups`:
    Nemotron-H, Granite-4.0, Falcon-H1), whose mixer this module does not count."""
    if c.get("mamba_n_groups") or c.get("n_groups") or not c.get("mamba_d_state"):
        return {}
    kinds = c.get("layers_block_type") or c.get("layer_types")
    if isinstance(kinds, list) and kinds:
        mamba = sum(1 for k in kinds if "mamba" in str(k))
    elif c.get("attn_layer_period"):
        period, offset = int(c["attn_layer_period"]), int(c.get("attn_layer_offset") or 0)
        mamba = sum(1 for i in range(layers) if i % period != offset)
    else:
        return {}
    rank = c.get("mamba_dt_rank")
    dt_rank = int(rank) if isinstance(rank, int) else -(-hidden // 16)
    out = {"mamba_layers": mamba, "mamba_d_inner": int(c.get("mamba_expand") or 2) * hidden,
           "mamba_d_state": int(c["mamba_d_state"]), "mamba_d_conv": int(c.get("mamba_d_conv") or 4),
           "mamba_dt_rank": dt_rank}
    period = int(c.get("expert_layer_period") or 0)
    return out | ({"moe_layer_period": period} if period > 1 else {}) if mamba else {}
