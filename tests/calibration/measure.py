"""Measure real PyTorch memory for small transformer models built from configs (no download).

Weights, gradients and optimizer states are the bytes of the tensors PyTorch holds; activations
are the bytes of the distinct tensors autograd saves for backward (saved_tensors_hooks, deduplicated
by storage, parameters excluded). Used by tests/tools/test_calibration.py and benchmarks/calibrate.py.
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


# --- GPU peak measurement (benchmarks/calibrate.py --device cuda) ---------------------------------

# Llama-architecture configs of real models (HF config.json), built with random weights: nothing downloaded.
CUDA_SIZES = {
    "llama-3.2-1b": dict(hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, num_attention_heads=32,
                         num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=True),
    "llama-3.2-3b": dict(hidden_size=3072, intermediate_size=8192, num_hidden_layers=28, num_attention_heads=24,
                         num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=True),
    "llama-3.1-8b": dict(hidden_size=4096, intermediate_size=14336, num_hidden_layers=32, num_attention_heads=32,
                         num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=False),
}


def measure_cuda_peak(size: str, task: str, batch: int, seq: int, *, lora_rank: int = 16,
                      checkpointing: bool = True, steps: int = 2) -> tuple[int, int, object]:
    """Peak `torch.cuda.max_memory_allocated()` (and reserved) over `steps` training steps, as HF Trainer
    with bf16=True runs them: full fine-tuning keeps fp32 parameters and AdamW states and computes under
    bf16 autocast (2·Ψ + 2·Ψ + 12·Ψ in the ZeRO paper's terms is what mixed precision costs; here the
    weights are fp32 so 4 + 4 + 8 = 16 B/param, the same total); LoRA: bf16 base, PEFT adapters in fp32 on
    all 7 projections; QLoRA: bitsandbytes NF4 + double quant, PEFT k-bit preparation.
    Returns (allocated, reserved, config)."""
    import tempfile

    import transformers

    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(max_position_embeddings=max(seq, 4096), **CUDA_SIZES[size])
    cfg._attn_implementation = "sdpa"
    dev = torch.device("cuda")
    if task == "qlora":
        from peft import prepare_model_for_kbit_training

        base = transformers.AutoModelForCausalLM.from_config(cfg, torch_dtype=torch.bfloat16)
        with tempfile.TemporaryDirectory() as d:
            base.save_pretrained(d)
            del base
            q = transformers.BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4",
                                                bnb_4bit_use_double_quant=True, bnb_4bit_compute_dtype=torch.bfloat16)
            model = transformers.AutoModelForCausalLM.from_pretrained(d, quantization_config=q, device_map={"": 0})
        model = prepare_model_for_kbit_training(model, use_gradient_checkpointing=checkpointing)
    else:
        dtype = torch.float32 if task == "full_finetune" else torch.bfloat16
        model = transformers.AutoModelForCausalLM.from_config(cfg, torch_dtype=dtype).to(dev)
    if task in ("lora", "qlora"):
        from peft import LoraConfig, get_peft_model

        model = get_peft_model(model, LoraConfig(
            r=lora_rank, lora_alpha=2 * lora_rank, lora_dropout=0.0,
            target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]))
        for p in model.parameters():
            if p.requires_grad:
                p.data = p.data.float()
    if checkpointing:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        if task in ("lora", "qlora"):
            model.enable_input_require_grads()
    model.train()
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    for _ in range(steps):
        ids = torch.randint(0, cfg.vocab_size, (batch, seq), device=dev)
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    return torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved(), cfg
