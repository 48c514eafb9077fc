"""A Hugging Face `config.json` → our ModelArch: any model on the Hub sized from its real architecture.

Pure: the caller (catalog/hub.py, the I/O edge) downloads the file; this reads the dict. The field names are
transformers' (`PretrainedConfig` subclasses: LlamaConfig, Qwen2Config, MixtralConfig, Qwen2MoeConfig,
DeepseekV3Config, Gemma2Config, LlavaConfig, Qwen2VLConfig …), with the older GPT-2/Falcon spellings
(n_embd, n_layer, n_head) accepted. Parameters are counted by `tools.arch.count_params` (formula below).
"""

from __future__ import annotations

import re
from typing import Any

from tools.errors import AdvisorError
from tools.mamba2 import mamba2_from_config
from tools.schema import ModelArch, Msg
from tools.ssm_state import mamba_from_config

HUB_SOURCE = "sized from its config.json on the Hub"

# model_types whose attention projections carry q/k/v biases although the config has no `attention_bias`
# (transformers modeling_qwen2.py: q_proj/k_proj/v_proj are nn.Linear(..., bias=True)).
QKV_BIAS_TYPES = frozenset({"qwen2", "qwen2_moe", "qwen2_vl", "qwen2_5_vl"})
# per-head RMSNorm on q and k (transformers modeling_qwen3.py q_norm/k_norm; OLMo-2; Gemma 3).
QK_NORM_TYPES = frozenset({"qwen3", "qwen3_moe", "olmo2", "gemma3", "gemma3_text"})
# four norms per block (pre and post, for attention and MLP: transformers modeling_gemma2.py).
FOUR_NORM_TYPES = frozenset({"gemma2", "gemma3", "gemma3_text"})
# two-matrix (non-gated, GELU) MLPs: counted as a gated MLP of 2/3 the width, the same parameters.
GELU_MLP_TYPES = frozenset({"gpt2", "gpt_neox", "gptj", "opt", "falcon", "bloom", "phi", "starcoder2", "gpt_bigcode"})
# Fields a config may leave out because they equal the class defaults (transformers configuration_llama.py,
# configuration_mistral.py): LLaVA-1.5's text_config states only its vocab and context, the rest is LlamaConfig's.
CLASS_DEFAULTS: dict[str, dict[str, Any]] = {
    "llama": {"hidden_size": 4096, "intermediate_size": 11008, "num_hidden_layers": 32, "num_attention_heads": 32,
              "vocab_size": 32000, "max_position_embeddings": 2048, "tie_word_embeddings": False},
    "mistral": {"hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
                "num_key_value_heads": 8, "vocab_size": 32000, "max_position_embeddings": 131072,
                "sliding_window": 4096, "tie_word_embeddings": False},
}
TEXT_KEYS = ("text_config", "llm_config", "language_config")
VISION_KEYS = ("vision_config", "vision_tower", "mm_vision_tower", "visual")
QUANT_FORMATS = {"fp8": "fp8", "mxfp4": "mxfp4", "awq": "awq", "gptq": "gptq"}


class HubConfigError(AdvisorError):
    """A config.json the sizer cannot read as a transformer language model (a field it needs is missing)."""


def _first(c: dict[str, Any], *keys: str) -> Any:
    return next((c[k] for k in keys if isinstance(c.get(k), (int, float)) and not isinstance(c.get(k), bool)), None)


def text_tower(config: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """(the language model's config, whether this is a vision-language model). A VLM nests its language
    tower under text_config (LLaVA, Gemma 3, newer Qwen2.5-VL) or states it at the top level beside a
    vision_config (Qwen2-VL); the vision encoder and projector are not counted."""
    vision = any(k in config for k in VISION_KEYS)
    nested = next((config[k] for k in TEXT_KEYS if isinstance(config.get(k), dict)), None)
    if nested is None:
        return config, vision
    text = dict(nested)
    for k in ("tie_word_embeddings", "vocab_size", "quantization_config"):
        if k not in text and k in config:
            text[k] = config[k]
    return text, True


def _with_defaults(c: dict[str, Any]) -> dict[str, Any]:
    return {**CLASS_DEFAULTS.get(str(c.get("model_type", "")), {}), **c}


def _required(c: dict[str, Any], repo_id: str) -> tuple[int, int, int, int]:
    hidden = _first(c, "hidden_size", "d_model", "n_embd")
    layers = _first(c, "num_hidden_layers", "n_layer", "num_layers", "n_layers")
    heads = _first(c, "num_attention_heads", "n_head", "num_heads")
    vocab = _first(c, "vocab_size", "padded_vocab_size")
    missing = [n for n, v in (("hidden_size", hidden), ("num_hidden_layers", layers), ("num_attention_heads", heads),
                              ("vocab_size", vocab)) if not v]
    if missing:
        raise HubConfigError(f"{repo_id}'s config.json does not state {', '.join(missing)}: it is not a transformer "
                             "language model I can size; give its size with --params (billions) or say e.g. '7B'")
    return int(hidden), int(layers), int(heads), int(vocab)


def _moe(c: dict[str, Any], intermediate: int) -> dict[str, int]:
    """Routed experts (num_local_experts: Mixtral; num_experts: Qwen-MoE; n_routed_experts: DeepSeek), the
    experts each token uses, their width, the shared experts (DeepSeek n_shared_experts; Qwen2-MoE's one shared
    expert of shared_expert_intermediate_size, counted in expert widths) and DeepSeek's leading dense layers."""
    experts = int(_first(c, "num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts") or 0)
    if experts <= 1:
        return {}
    width = int(_first(c, "moe_intermediate_size", "expert_intermediate_size") or intermediate)
    shared = _first(c, "n_shared_experts", "num_shared_experts")
    if shared is None and _first(c, "shared_expert_intermediate_size"):
        shared = round(_first(c, "shared_expert_intermediate_size") / width)
    return {"experts": experts, "experts_per_token": int(_first(c, "num_experts_per_tok", "moe_top_k",
                                                                  "num_experts_per_token") or 1),
            "moe_intermediate": width, "shared_experts": int(shared or 0),
            "dense_layers": int(_first(c, "first_k_dense_replace") or 0)}


def _mla(c: dict[str, Any]) -> dict[str, int]:
    """DeepSeek-V2/V3 multi-head latent attention (arXiv:2405.04434 §2.1): low-rank q and kv projections."""
    if not _first(c, "kv_lora_rank"):
        return {}
    nope, rope = int(_first(c, "qk_nope_head_dim") or 0), int(_first(c, "qk_rope_head_dim") or 0)
    return {"kv_lora_rank": int(c["kv_lora_rank"]), "q_lora_rank": int(_first(c, "q_lora_rank") or 0),
            "qk_nope_head_dim": nope, "qk_rope_head_dim": rope, "v_head_dim": int(_first(c, "v_head_dim") or nope),
            "head_dim": nope + rope}


def _window(c: dict[str, Any], layers: int) -> dict[str, int]:
    """The sliding window if the config uses one: `layer_types` counts the windowed layers (gpt-oss, newer
    transformers); Gemma 2 alternates (half); Gemma 3 has one global layer in `sliding_window_pattern`; Qwen2
    windows the layers from `max_window_layers` on and only with use_sliding_window true; otherwise all layers
    (Mistral-7B v0.1)."""
    window = _first(c, "sliding_window")
    if not window or c.get("use_sliding_window") is False:
        return {}
    kinds = c.get("layer_types")
    if isinstance(kinds, list) and kinds:
        n = sum(1 for k in kinds if "sliding" in str(k))
    elif c.get("model_type") == "gemma2":
        n = layers // 2
    elif _first(c, "sliding_window_pattern"):
        n = layers - layers // int(c["sliding_window_pattern"])
    elif c.get("use_sliding_window") and _first(c, "max_window_layers") is not None:
        n = max(0, layers - int(c["max_window_layers"]))
    else:
        n = layers
    return {"sliding_window": int(window), "sliding_window_layers": n} if n else {}


def _native_precision(c: dict[str, Any]) -> str:
    q = c.get("quantization_config")
    if not isinstance(q, dict):
        return ""
    if q.get("load_in_4bit"):
        return "nf4"
    return QUANT_FORMATS.get(str(q.get("quant_method", "")).lower(), "")


def arch_from_config(repo_id: str, config: dict[str, Any]) -> ModelArch:
    """A Hub model's architecture from its config.json (a VLM: its language tower). Raises HubConfigError
    when a field the count needs is missing. Missing optional fields take transformers' defaults: KV heads =
    attention heads (multi_query: 1), head_dim = hidden / heads, untied embeddings, no biases."""
    text, vision = text_tower(config)
    c = _with_defaults(text)
    hidden, layers, heads, vocab = _required(c, repo_id)
    kind = str(c.get("model_type", ""))
    kv = _first(c, "num_key_value_heads", "num_kv_heads", "n_head_kv") or (1 if c.get("multi_query") else heads)
    inter = int(_first(c, "intermediate_size", "ffn_dim", "n_inner") or 4 * hidden)
    if kind in GELU_MLP_TYPES:
        inter = round(inter * 2 / 3)
    fields: dict[str, Any] = {
        "name": repo_id, "layers": layers, "hidden": hidden, "heads": heads, "kv_heads": int(kv),
        "head_dim": int(_first(c, "head_dim") or hidden // heads), "intermediate": inter, "vocab": vocab,
        "tied_embeddings": bool(c.get("tie_word_embeddings", False)),
        "qkv_bias": bool(c.get("attention_bias") or c.get("qkv_bias")) or kind in QKV_BIAS_TYPES,
        "qk_norm": kind in QK_NORM_TYPES, "norms_per_layer": 4 if kind in FOUR_NORM_TYPES else 2,
        "native_precision": _native_precision(c), "from_hub": True, "vision_tower": vision,
        "max_context": _first(c, "max_position_embeddings", "n_positions", "seq_length"),
        "source": f"{HUB_SOURCE} (model_type {kind or 'not stated'}"
                  + ("; a 2-matrix GELU MLP counted as a gated one of 2/3 the width, same parameters" if kind
                     in GELU_MLP_TYPES else "") + ")",
    }
    fields |= _moe(c, inter) | _mla(c) | _window(c, layers)
    fields |= mamba_from_config(c, layers, hidden)  # a Jamba-style hybrid's Mamba layers (tools.ssm_state)
    fields |= mamba2_from_config(c, layers, hidden)  # a Mamba-2 model (Falcon-H1, Nemotron-H, Granite-4.0-H): tools.mamba2
    return ModelArch(**fields)


def params_from_config(repo_id: str, config: dict[str, Any]) -> tuple[int, int]:
    """(total, active) parameters of a Hub model from its config.json, by tools.arch.count_params:

    N = L·[attention + MLP + norms] + V·h·(1 if tied else 2) + h, where
    attention = h·a·d + 2·h·kv·d + a·d·h (+ q/k/v biases a·d + 2·kv·d, + q/k norms 2·d),
    MLP = 3·h·i (gated: gate, up, down), an MoE layer = (E + shared)·3·h·i_moe + router h·E,
    norms = 2·h (4·h for Gemma 2/3). Active parameters count the k experts a token is routed to instead of E.
    Checked by hand against published sizes: Qwen2.5-0.5B 494,032,768 (model card: 0.49B), Mixtral-8x7B
    46.7B total / 12.9B active (Mistral AI, "Mixtral of experts", arXiv:2401.04088)."""
    from tools.arch import count_params

    arch = arch_from_config(repo_id, config)
    return count_params(arch), count_params(arch, active=True)


def hub_note(arch: ModelArch, kv_bytes_per_token: int) -> Msg:
    """What the answer says about a model read from the Hub: the shape it was sized from, its parameters
    (total and active for an MoE), the KV cache per token, the window, and for a VLM that image tokens are extra."""
    from tools.arch import count_params
    from tools.wording import count_text

    total, active = count_params(arch), count_params(arch, active=True)
    shape = Msg(code="hf_config.shape", args={
        "layers": arch.layers, "hidden": arch.hidden, "heads": arch.heads, "kv_heads": arch.kv_heads,
        "head_dim": arch.head_dim, "vocab": arch.vocab, "tied": arch.tied_embeddings, "experts": arch.experts,
        "experts_per_token": arch.experts_per_token, "shared_experts": arch.shared_experts})
    moe = Msg(code="hf_config.active", args={"active": count_text(active)}) if arch.experts else None
    window = None
    if arch.sliding_window:
        window = Msg(code="hf_config.window", args={"window": arch.sliding_window, "layers": arch.layers,
                                                    "windowed": arch.sliding_window_layers or arch.layers})
    vlm = Msg(code="hf_config.vision_language") if arch.vision_tower else None
    return Msg(code="hf_config.hub_note", args={
        "name": arch.name, "shape": shape, "total": count_text(total), "active": moe,
        "kv_kib": kv_bytes_per_token / 1024, "window": window, "vlm": vlm})


def hub_label(arch: ModelArch) -> Msg | None:
    """The model as the headline names it when the user named a Hub model: the user's name, and how it was sized
    (from its config.json, or, when that could not be read, as a generic model of the size in its name)."""
    if arch.from_hub:
        return Msg(code="hf_config.hub_label", args={"name": arch.name})
    if arch.assumed and arch.published_params and "/" in arch.name:
        size = f"{arch.published_params / 1e9:g}B"
        return Msg(code="hf_config.config_not_read_sized", args={"name": arch.name, "size": size})
    if arch.assumed and arch.published_params and not arch.name[:1].isdigit():  # a named model the registry lacks
        size = f"{arch.published_params / 1e9:g}B"
        return Msg(code="hf_config.not_in_the_registry", args={"name": arch.name, "size": size})
    return None


def size_in_name(name: str) -> float | None:
    """The size a repo name states ("someorg/Mistral-Small-24B-Instruct" → 24, "x/Qwen3-30B-A3B" → 30, "x/phi-2" →
    None), in billions: the generic route when the config cannot be read. M means millions ("SmolLM2-360M")."""
    found = re.findall(r"(?i)(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*([bm])(?![a-z0-9])", name.split("/")[-1].replace("_", "-"))
    for num, unit in found:
        value = float(num) / (1000 if unit.lower() == "m" else 1)
        if value > 0:
            return value
    return None
