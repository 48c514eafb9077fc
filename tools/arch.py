"""Parameter counts from a transformer's architecture, and a plausible architecture for a bare size.

Formula (docs/SOURCES.md F1, checked exactly against published counts):
N = L·[attention + MLP + norms] + V·h·(1 if tied else 2) + h, with
attention = h·a·d + 2·h·n_kv·d + a·d·h (+ q/k/v biases, + q/k norms), MLP = 3·h·i (SwiGLU; 2·h·i for a plain GELU MLP),
MoE MLP = (E + shared)·3·h·i_moe + router h·E, MLA (DeepSeek-V2/V3, arXiv:2405.04434 §2.1)
with low-rank q and kv projections.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from tools.mamba2 import is_mlp_only_layer
from tools.schema import ModelArch
from tools.ssm_state import is_mamba_layer, is_moe_layer, mamba_params, moe_layer_count


def _attention_params(a: ModelArch) -> int:
    if a.kv_lora_rank:  # MLA
        qk = a.qk_nope_head_dim + a.qk_rope_head_dim
        if a.q_lora_rank:
            q = a.hidden * a.q_lora_rank + a.q_lora_rank + a.q_lora_rank * a.heads * qk
        else:
            q = a.hidden * a.heads * qk
        kv = a.hidden * (a.kv_lora_rank + a.qk_rope_head_dim) + a.kv_lora_rank
        kv += a.kv_lora_rank * a.heads * (a.qk_nope_head_dim + a.v_head_dim)
        return q + kv + a.heads * a.v_head_dim * a.hidden
    q_dim, kv_dim = a.heads * a.head_dim, a.kv_heads * a.head_dim
    n = a.hidden * q_dim * (2 if a.attention_output_gate else 1) + 2 * a.hidden * kv_dim + q_dim * a.hidden
    if a.qkv_bias:
        n += q_dim + 2 * kv_dim
    if a.qk_norm:
        n += 2 * a.head_dim
    return n


def _linear_attention_params(a: ModelArch) -> int:
    """One Gated DeltaNet layer (transformers modeling_qwen3_next.py Qwen3NextGatedDeltaNet): in_proj_qkvz h × (2·nk·d
    + 2·nv·d), in_proj_ba h × 2·nv, a depthwise conv over q, k, v of `linear_conv_kernel` taps, dt_bias and A_log (nv
    each), a gated RMSNorm of d, out_proj nv·d × h."""
    k, v = a.linear_key_heads * a.linear_head_dim, a.linear_value_heads * a.linear_head_dim
    proj = a.hidden * (2 * k + 2 * v) + a.hidden * 2 * a.linear_value_heads + v * a.hidden
    return proj + (2 * k + v) * a.linear_conv_kernel + 2 * a.linear_value_heads + a.linear_head_dim


def is_linear_attention(a: ModelArch, layer: int) -> bool:
    """Is block `layer` a linear-attention one? The full-attention layers are evenly spaced, the last of each group
    (Qwen3-Next: full_attention_interval 4, layers 3, 7, …, 47 full)."""
    if not a.linear_attention_layers:
        return False
    step = a.layers // max(1, a.layers - a.linear_attention_layers)
    return (layer + 1) % step != 0


def _layer_attention_params(a: ModelArch, layer: int) -> int:
    if is_mlp_only_layer(a, layer):  # Nemotron-H's "-" blocks: an MLP alone (tools.mamba2)
        return 0
    if is_mamba_layer(a, layer):  # a hybrid's Mamba mixer in place of attention (Jamba: tools.ssm_state)
        return mamba_params(a) + (_attention_params(a) if a.mamba_parallel else 0)  # Falcon-H1: both in each layer
    return _linear_attention_params(a) if is_linear_attention(a, layer) else _attention_params(a)


def _mlp_params(a: ModelArch, layer: int, *, active: bool) -> int:
    if a.mlp_only_layers and not is_mlp_only_layer(a, layer):  # Nemotron-H's mixer blocks carry no MLP
        return 0
    if is_moe_layer(a, layer):
        routed = a.experts_per_token if active else a.experts
        router = a.hidden * a.experts + (a.experts if a.kv_lora_rank else 0)  # DeepSeek's score bias
        return (routed + a.shared_experts) * 3 * a.hidden * a.moe_intermediate + router
    return a.mlp_matrices * a.hidden * a.intermediate


def embedding_params(a: ModelArch) -> int:
    """Input embedding plus an untied LM head: the tensors that usually stay 16-bit when quantized."""
    return a.vocab * a.hidden * (1 if a.tied_embeddings else 2)


_COUNT_MEMO: dict[tuple[int, bool], tuple[ModelArch, int]] = {}  # (id, active) -> (the arch, its count)


def count_params(a: ModelArch, *, active: bool = False) -> int:
    """Total parameters (all experts resident), or with `active` those used per token (MoE).

    Memoised by the object's identity (the entry holds the object, so its id is not reused while cached): one answer
    asks ~1,500 times for the count of the one arch it sizes, and hashing a frozen ModelArch reads its ~35 fields,
    while the registry hands each answer a new, equal object (compared field by field in a value-keyed cache)."""
    key = (id(a), active)
    hit = _COUNT_MEMO.get(key)
    if hit is not None and hit[0] is a:
        return hit[1]
    n = _count_params(a, active)  # by value: an equal object asked before (a benchmark's own copies) is not recounted
    if len(_COUNT_MEMO) >= 256:
        _COUNT_MEMO.clear()
    _COUNT_MEMO[key] = (a, n)
    return n


@lru_cache(maxsize=256)
def _count_params(a: ModelArch, active: bool) -> int:
    norms = a.norms_per_layer * a.hidden
    body = sum(_layer_attention_params(a, layer) + norms + _mlp_params(a, layer, active=active)
               for layer in range(a.layers))
    return body + embedding_params(a) + a.hidden


def routed_expert_params(a: ModelArch) -> int:
    """All routed-expert weights (E · 3·h·i_moe per MoE layer): the part of an MoE model that a decode
    step reads only where the batch's tokens were routed."""
    if not a.experts:
        return 0
    return moe_layer_count(a) * a.experts * 3 * a.hidden * a.moe_intermediate


def layer_tensors(a: ModelArch, layer: int) -> dict[str, int]:
    """Parameters of one block by the role llama.cpp's quantizer keys on (attn_v, ffn_down, the rest).

    The GGUF mixtures (tools.memory.gguf_weight_bytes) give attn_v and ffn_down more bits in some
    layers; everything else in the block takes the format's base type."""
    if a.kv_lora_rank:
        v = 0
    else:
        v = a.hidden * a.kv_heads * a.head_dim + (a.kv_heads * a.head_dim if a.qkv_bias else 0)
    if is_linear_attention(a, layer):
        v = a.hidden * a.linear_value_heads * a.linear_head_dim
    if is_mamba_layer(a, layer):
        v = 0
    attn = _layer_attention_params(a, layer) - v
    if is_moe_layer(a, layer):
        down = (a.experts + a.shared_experts) * a.hidden * a.moe_intermediate
        router = a.hidden * a.experts + (a.experts if a.kv_lora_rank else 0)
    else:
        down = a.hidden * a.intermediate
        router = 0
    mlp = _mlp_params(a, layer, active=False) - down - router
    return {"attn_v": v, "attn": attn, "ffn_down": down, "ffn": mlp, "small": router + a.norms_per_layer * a.hidden}


def attention_params(a: ModelArch) -> int:
    """Attention weights of the whole stack (all layers): what data-parallel attention replicates."""
    return sum(_layer_attention_params(a, layer) for layer in range(a.layers))


def largest_layer_params(a: ModelArch) -> int:
    """The biggest single block: what ZeRO-3/FSDP must gather at once (DeepSpeed stage3 estimator)."""
    block = _layer_attention_params(a, a.layers - 1) + _mlp_params(a, a.layers - 1, active=False)
    return max(block, a.vocab * a.hidden)


# Dense shapes that real models of each size use (Llama-2 up to 13B, MHA; Llama-3/Yi style GQA above).
# A bare size picks the nearest one and solves the MLP width so the count equals the stated size.
_TEMPLATES: tuple[tuple[float, dict[str, int], str], ...] = (
    (0.5, dict(layers=24, hidden=1024, heads=16, kv_heads=16, head_dim=64, vocab=32000), "GPT-style 0.5B"),
    (1.3, dict(layers=24, hidden=2048, heads=16, kv_heads=16, head_dim=128, vocab=32000), "1.3B (OPT/Pythia-like)"),
    # Since 2024 open models of 3–14 B use grouped-query attention with 8 KV heads (Llama-3.x, Qwen2.5,
    # Mistral): a bare "7B" gets GQA 8, not Llama-2's full multi-head KV cache (4× larger).
    (3.0, dict(layers=26, hidden=3200, heads=32, kv_heads=8, head_dim=100, vocab=32000), "3B (GQA 8, Llama-3.2-3B-like)"),
    (7.0, dict(layers=32, hidden=4096, heads=32, kv_heads=8, head_dim=128, vocab=32000), "7B (GQA 8, Llama-3/Mistral-like)"),
    (13.0, dict(layers=40, hidden=5120, heads=40, kv_heads=8, head_dim=128, vocab=32000), "13B (GQA 8, Qwen2.5-14B-like)"),
    (34.0, dict(layers=60, hidden=7168, heads=56, kv_heads=8, head_dim=128, vocab=64000), "Yi-34B-like (GQA 8)"),
    (70.0, dict(layers=80, hidden=8192, heads=64, kv_heads=8, head_dim=128, vocab=32000), "Llama-2-70B-like (GQA 8)"),
    (175.0, dict(layers=96, hidden=12288, heads=96, kv_heads=8, head_dim=128, vocab=32000), "GPT-3-175B shape with GQA 8"),
    (405.0, dict(layers=126, hidden=16384, heads=128, kv_heads=8, head_dim=128, vocab=128256), "Llama-3.1-405B-like"),
    (1000.0, dict(layers=128, hidden=25600, heads=160, kv_heads=8, head_dim=160, vocab=128256), "1T dense (Megatron-like)"),
)


def derive_arch(params: int) -> ModelArch:
    """A plausible dense architecture for a model known only by its size.

    The template nearest in log-size supplies layers, width, heads and vocab; the MLP width is
    solved so the parameter count equals `params` (then stored as published_params). Up to 13B
    the templates have no GQA, the conservative choice for the KV cache (seed 000 §4 uses
    Llama-2-7B for its 512 KB/token figure)."""
    b = params / 1e9
    size, shape, label = _template(params)
    scale = 1.0
    # Tiny models: shrink width so the embedding alone does not exceed the stated size.
    while True:
        h = max(64, int(shape["hidden"] * scale) // 64 * 64)
        heads = max(1, h // shape["head_dim"])
        kv = min(heads, shape["kv_heads"])
        probe = ModelArch(name="probe", layers=shape["layers"], hidden=h, heads=heads, kv_heads=kv,
                          head_dim=shape["head_dim"], intermediate=0, vocab=shape["vocab"])
        rest = count_params(probe)
        mlp_budget = params - rest
        if mlp_budget > 0 or h <= 64:
            break
        scale /= 2
    inter = max(h, round(mlp_budget / (3 * h * shape["layers"]))) if mlp_budget > 0 else h
    return ModelArch(
        name=f"{b:g}B (shape assumed)", layers=shape["layers"], hidden=h, heads=heads, kv_heads=kv,
        head_dim=shape["head_dim"], intermediate=inter, vocab=shape["vocab"],
        published_params=params, assumed=True,
        source=f"assumed: {label} shape with the MLP width solved for {b:g}B parameters",
    )


# A mixture of experts known only by its total and active sizes routes each token to this many experts: DeepSeek-V3,
# Kimi K2, Qwen3-235B-A22B, Qwen3-Coder-480B and GLM-4.5 all use top-8 (their config.json num_experts_per_tok).
GENERIC_EXPERTS_PER_TOKEN = 8


def derive_moe_arch(params: int, active: int) -> ModelArch:
    """A plausible mixture of experts for a model known only by its total and active sizes ("a 1T MoE with 32B
    active"): the dense shape of the active size (derive_arch's templates: attention, width, layers, vocab) with its MLP
    split into GENERIC_EXPERTS_PER_TOKEN experts of the width that makes a token's parameters the active size, and as
    many experts as make all of them the total. Memory is sized on the total (published_params), speed on the active
    (a decode step reads only the experts its tokens hit). A total not above the active is a dense model."""
    if active >= params:
        return derive_arch(params)
    base = derive_arch(active)
    k, h, n_layers = GENERIC_EXPERTS_PER_TOKEN, base.hidden, base.layers
    fixed = count_params(base.model_copy(update={"intermediate": 0}))  # attention, norms, embeddings
    active_mlp = max(active - fixed, 3 * h * k * n_layers)
    width = max(1, round(active_mlp / (3 * h * k * n_layers)))
    experts = max(k + 1, round(k * (params - fixed) / active_mlp))
    b, a = params / 1e9, active / 1e9
    return base.model_copy(update={
        "name": f"{b:g}B MoE, {a:g}B active (shape assumed)", "intermediate": 0, "experts": experts, "experts_per_token": k,
        "moe_intermediate": width, "published_params": params,
        "source": f"assumed: a mixture of experts of {b:g}B total and {a:g}B active, top-{k} of {experts} experts "
                  f"on the {_template(active)[2]} shape"})


def assumed_experts(arch: ModelArch) -> tuple[float, float, int, int] | None:
    """(total billions, active billions, experts per token, experts) of an assumed mixture of experts, else None:
    the facts its note words in the answer's language."""
    if not (arch.assumed and arch.experts and arch.published_params):
        return None
    return arch.published_params / 1e9, count_params(arch, active=True) / 1e9, arch.experts_per_token, arch.experts


def _template(params: int) -> tuple[float, dict[str, int], str]:
    b = params / 1e9
    return min(_TEMPLATES, key=lambda t: abs(math.log(t[0]) - math.log(b)))


def assumed_shape(arch: ModelArch) -> tuple[str, float]:
    """(the template's label, the stated billions) of an assumed architecture: the facts its note words in the
    answer's language (the English `source` once reached Chinese answers whole)."""
    params = arch.published_params or 0
    moe = assumed_experts(arch)
    return _template(int(moe[1] * 1e9) if moe else params)[2], params / 1e9


def windowed_layers(a: ModelArch) -> int:
    """Layers whose KV cache stops at the sliding window (all layers when the config gives a window
    but no count, as Mistral-7B v0.1 does; half for Gemma 2's alternating local/global layers)."""
    if not a.sliding_window:
        return 0
    return a.sliding_window_layers or a.layers


def total_params(a: ModelArch) -> int:
    """Parameters the memory estimate uses: the stated size for an assumed architecture, else the count."""
    if a.assumed and a.published_params:
        return a.published_params
    return count_params(a)


def active_params(a: ModelArch) -> int:
    """Parameters a token uses: the stated size of an assumed dense architecture, else the count with only the
    routed experts a token reaches (an assumed mixture of experts: its experts were solved for the active size)."""
    if a.assumed and a.published_params and not a.experts:
        return a.published_params
    return count_params(a, active=True)


def matmul_params(a: ModelArch) -> int:
    """The active parameters a token multiplies in a forward pass: all but an untied input embedding, which is a
    row lookup (no FLOPs); a tied matrix is multiplied once, as the LM head (Kaplan et al. 2020, arXiv:2001.08361
    §2.1: the forward pass is 2·N FLOPs a token with the embedding left out of N)."""
    return active_params(a) - (0 if a.tied_embeddings else a.vocab * a.hidden)


_SIZE_TOKEN = re.compile(r"-(?:\d+x)?\d+(?:\.\d+)?b(?=-|$)|-a\d+(?:\.\d+)?b(?=-|$)")


def family_key(name: str) -> str | None:
    """The family a registry model name belongs to: the name without its size tokens ("-70b", "-8x7b", the MoE
    "-a22b") and with minor versions folded into the major ("llama-3.1" and "llama-3.3" are both Llama 3, whose
    8B / 3B / 1B share the tokenizer and chat template): Llama-3.3-70B → "llama-3", Qwen2.5-14B-Instruct-1M →
    "qwen2-instruct-1m", gpt-oss-120b → "gpt-oss". None for a name with no size (DeepSeek-V3, Phi-3-mini): no
    family to step down in. Used to offer a smaller model of the same family on stated cards."""
    low = name.lower()
    if not _SIZE_TOKEN.search(low):
        return None
    return re.sub(r"(\d+)\.\d+", r"\1", _SIZE_TOKEN.sub("", low))


# Models within 15 % of each other's size are one size class: Llama 3's 8.0 B and Qwen2.5's 7.6 B, Qwen3's 32.8 B
# and 30.5 B (registry counts); a family's sizes are 2× or more apart (Llama 3: 405 / 70 / 8 / 3 / 1 B; Qwen2.5:
# 72 / 32 / 14 / 7 / 3 B), so the band never joins two published sizes.
SIZE_CLASS = 0.85


def next_size_down(arch: ModelArch, family: list[ModelArch]) -> list[ModelArch]:
    """The models of `family` in the next size class below `arch`, largest first: the largest one under SIZE_CLASS of
    its size and the others within SIZE_CLASS of that one (Qwen2.5-72B → Qwen2.5-32B; Llama-3.1-405B → the 70Bs;
    Llama-3.1-70B → the 8Bs, a big step, and never Llama-3.2-1B). A smaller-model lever offers only these or nothing:
    the smallest model that fits a budget or a card is a different product, not an alternative to the one asked for
    (a 70B question answered with a 3B). A name with no size (DeepSeek-R1) has no size classes: its family is its
    published distills (advisor.core.service.same_family), each a smaller release of that model, all offered largest
    first (expert hand check: full R1 under $2,000 a month → R1-Distill-Qwen-32B on one card)."""
    own = total_params(arch)
    smaller = sorted((a for a in family if total_params(a) < own * SIZE_CLASS),
                     key=lambda a: (total_params(a), a.name), reverse=True)
    if not smaller or family_key(arch.name) is None:
        return smaller
    top = total_params(smaller[0])
    return [a for a in smaller if total_params(a) >= top * SIZE_CLASS]


# Models named as the route to a longer context: at most this many times smaller or larger than the asked one (a
# 9B model's users can move to a 7–18B model on the same cards; a 70B is another purchase). A judgment, not a source.
SIMILAR_SIZE_RATIO = 2.0


def longer_context_order(arch: ModelArch, candidates: list[tuple[str, int]]) -> list[str]:
    """The candidate models (name, parameters) to name for a context `arch` cannot take, all already holding it:
    the same family and size first (Llama-3-70B → Llama-3.1-70B), then models within SIMILAR_SIZE_RATIO of its size,
    its own family's first, then the nearest in size (Gemma-2-9B → Gemma-3-12B, then Llama-3.1-8B, Mistral-Nemo-12B …).
    When none is within that ratio, the nearest in size of all of them, so a refused context still names a model that
    holds it (Mixtral-8x7B at 150,000 tokens was told "a long-context variant" with no name)."""
    family, size = arch.name.split("-")[0].lower(), arch.name.rsplit("-", 1)[-1].lower()
    own = arch.published_params or total_params(arch)
    ranked: list[tuple[int, float, str]] = []
    for name, params in candidates:
        same_family = name.split("-")[0].lower() == family
        if same_family and name.rsplit("-", 1)[-1].lower() == size:
            ranked.append((0, 0.0, name))
        elif params and own and abs(math.log(params / own)) <= math.log(SIMILAR_SIZE_RATIO):
            ranked.append((1 if same_family else 2, abs(math.log(params / own)), name))
    if not ranked and own:
        ranked = [(3, abs(math.log(params / own)), name) for name, params in candidates if params]
    return [name for *_, name in sorted(ranked)]
