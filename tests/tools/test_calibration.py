"""Calibration: the estimator against real PyTorch allocations (CPU build, random weights, no download).

Small Llama- and Qwen2-architecture models are built from configs with transformers (and peft for
LoRA). Weights, gradients and AdamW states are the tensors PyTorch holds; activations are the
distinct tensors autograd saves (saved_tensors_hooks). Each must be within 10 % of the estimate.
With gradient checkpointing the forward pass saves only layer inputs: the estimate's extra
recomputed layer (a backward-time peak) is left out of that comparison.
"""

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")

from tests.calibration.measure import arch_from_config, build, measure  # noqa: E402
from tests.fixtures import resolved  # noqa: E402
from tools.memory import estimate_memory, layer_activation_bytes, training_activation_bytes  # noqa: E402

# slow too: each case builds a model and runs a real training step (~1–6 s a case), and importing PyTorch,
# transformers and peft cost each xdist worker ~2.5 s of CPU just to collect the module; the full suite runs them
pytestmark = [pytest.mark.slow, pytest.mark.calibration]

CASES = [
    # kind, config overrides, batch, seq, checkpointing, lora rank
    ("llama", {}, 1, 256, False, 0),
    ("llama", {}, 2, 512, False, 0),
    ("llama", {"num_key_value_heads": 2}, 1, 1024, False, 0),
    ("qwen2", {"num_key_value_heads": 2}, 2, 512, False, 0),
    ("llama", {}, 2, 512, True, 0),
    ("llama", {"num_key_value_heads": 2}, 2, 512, False, 8),
    ("qwen2", {"num_key_value_heads": 2}, 1, 512, True, 16),
    ("llama", {"tie_word_embeddings": True, "vocab_size": 16000}, 2, 256, False, 0),
]


@pytest.mark.parametrize("kind, overrides, batch, seq, ckpt, rank", CASES)
def test_estimator_within_10_percent_of_pytorch(kind, overrides, batch, seq, ckpt, rank):
    model, cfg = build(kind, **overrides)
    real = measure(model, batch, seq, checkpointing=ckpt, lora_rank=rank)
    arch = arch_from_config(cfg)
    w = resolved(task="lora" if rank else "full_finetune", precision="fp32", seq_len=seq, batch_size=batch,
                 gradient_checkpointing=ckpt, lora_rank=rank or None, optimizer="adamw", flash_attention=True)
    est = estimate_memory(arch, w)
    # the saved tensors (backward-time logits gradients and the layer being recomputed are not saved tensors)
    act = training_activation_bytes(arch, seq, batch, act_bytes=4, checkpointing=ckpt, lora_rank=rank)
    if ckpt:
        act -= layer_activation_bytes(arch, seq, batch, act_bytes=4, lora_rank=rank)
    assert est.weights == pytest.approx(real.weights, rel=0.10)
    assert est.gradients == pytest.approx(real.gradients, rel=0.10)
    assert est.optimizer == pytest.approx(real.optimizer, rel=0.10)
    assert act == pytest.approx(real.activations, rel=0.10)
