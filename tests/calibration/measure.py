"""Measure real PyTorch memory for small transformer models built from configs (no download).

Weights, gradients and optimizer states are the bytes of the tensors PyTorch holds; activations
are the bytes of the distinct tensors autograd saves for backward (saved_tensors_hooks, deduplicated
by storage, parameters excluded). Used by tests/test_calibration.py and benchmarks/calibrate.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch.autograd.graph import saved_tensors_hooks


@dataclass
class Measured:
    weights: int
    gradients: int
    optimizer: int
    activations: int


def _config(kind: str, **kw):
    import transformers

    base = dict(hidden_size=256, intermediate_size=704, num_hidden_layers=4, num_attention_heads=8,
                num_key_value_heads=8, vocab_size=8000, max_position_embeddings=4096, tie_word_embeddings=False)
    base.update(kw)
    if kind == "qwen2":
        return transformers.Qwen2Config(**base)
    return transformers.LlamaConfig(**base)


def build(kind: str = "llama", **kw):
    import transformers

    torch.manual_seed(0)
    cfg = _config(kind, **kw)
    cfg._attn_implementation = "sdpa"
    model = transformers.AutoModelForCausalLM.from_config(cfg).to(torch.float32)
    model.train()
    return model, cfg


def _storage_key(t: torch.Tensor):
    try:
        return t.untyped_storage().data_ptr()
    except RuntimeError:
        return id(t)


def measure(model, batch: int, seq: int, *, lora_rank: int = 0, checkpointing: bool = False,
            optimizer: str = "adamw") -> Measured:
    if lora_rank:
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(model, LoraConfig(
            r=lora_rank, lora_alpha=2 * lora_rank, lora_dropout=0.0,
            target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]))
    if checkpointing:
        kwargs = {"use_reentrant": False}
        if hasattr(model, "activation_checkpointing_enable"):  # transformers ≥ 5 renamed it
            model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
        else:
            model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
        if lora_rank:
            model.enable_input_require_grads()
    params = {p.untyped_storage().data_ptr() for p in model.parameters()}
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    seen: dict[int, int] = {}

    def pack(t: torch.Tensor):
        key = _storage_key(t)
        if key not in params and key not in seen:
            seen[key] = t.untyped_storage().nbytes()
        return t

    ids = torch.randint(0, model.config.vocab_size, (batch, seq))
    with saved_tensors_hooks(pack, lambda t: t):
        out = model(input_ids=ids, labels=ids)
    activations = sum(seen.values())
    out.loss.backward()
    trainable = [p for p in model.parameters() if p.requires_grad]
    grads = sum(p.grad.numel() * p.grad.element_size() for p in trainable if p.grad is not None)
    opt = {"adamw": torch.optim.AdamW, "sgd": lambda ps: torch.optim.SGD(ps, lr=1e-3, momentum=0.9)}[optimizer](trainable)
    opt.step()
    states = 0
    for st in opt.state.values():
        for v in st.values():
            if torch.is_tensor(v) and v.dim() > 0:
                states += v.numel() * v.element_size()
    return Measured(weights=weights, gradients=grads, optimizer=states, activations=activations)


def arch_from_config(cfg):
    from tools.schema import ModelArch

    return ModelArch(
        name="calibration", layers=cfg.num_hidden_layers, hidden=cfg.hidden_size, heads=cfg.num_attention_heads,
        kv_heads=cfg.num_key_value_heads, head_dim=cfg.hidden_size // cfg.num_attention_heads,
        intermediate=cfg.intermediate_size, vocab=cfg.vocab_size, tied_embeddings=cfg.tie_word_embeddings,
        qkv_bias=getattr(cfg, "model_type", "") == "qwen2",
    )
