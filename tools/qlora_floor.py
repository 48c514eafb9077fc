"""The smallest card a QLoRA job runs on, as the QLoRA recipes run it.

QLoRA (Dettmers et al. 2023, arXiv:2305.14314, §4 and Table: a 65B model fine-tuned on one 48 GB GPU) holds the frozen
base in 4-bit NF4 and trains with gradient checkpointing and paged optimizers; what decides whether a 70B fits a 48 GB
card is what sits beside the NF4 base. Under HF/PEFT, `prepare_model_for_kbit_training` casts every non-quantised
tensor to fp32 (peft/utils/other.py) — for Llama 3's 128,256-token vocabulary the embeddings and the untied head are
2 × 128,256 × 8,192 = 2.1B parameters, 8.4 GB in fp32 — and keeps every layer's checkpointed input on the GPU and
the whole FP32 logits for the loss (tools.memory). Unsloth's QLoRA recipe keeps those tensors in bf16, offloads the
checkpointed layer inputs to CPU RAM (its default `use_gradient_checkpointing="unsloth"`) and fuses the loss, and so
fits Llama-3.3-70B QLoRA in under 48 GB (unsloth.ai/blog/llama3-3: "fits in 41GB of VRAM"; docs.unsloth.ai
requirements table: 70B QLoRA ≈ 41 GB).

By hand, Llama-3.3-70B at 2,048 tokens, micro-batch 1, LoRA rank 16 on all 7 projections:
NF4 base (70.55B − 2.10B) × 4.127 bits / 8 ≈ 35.3 GB + bf16 embeddings and head 2.10B × 2 B = 4.2 GB + adapters
0.21B × 4 B = 0.83 GB ≈ 40.3 GB weights; adapter gradients 0.83 GB + AdamW moments 1.66 GB; activations with the
layer inputs offloaded ≈ 0.8 GB (one layer recomputed, a chunk of the logits); context and fragmentation ≈ 0.6 GB →
≈ 44.2 GB: held by an L40S (48.0 GB usable) or A40 (48.3 GB) with no headroom, while the HF/PEFT recipe's ≈ 55.5 GB
needs an 80 GB card.
"""

from __future__ import annotations

from tools.schema import Resolved, Workload

LEAN_QLORA_FRAMEWORK = "unsloth"  # the memory terms tools.memory computes for Unsloth (bf16 tensors, offloaded inputs)
# Unsloth's open-source build trains on one GPU (its multi-GPU training is not in the open-source release): a floor
# found under its recipe is one card, never a sharded group (tools.routes.memory_routes says the same of its fused loss)
LEAN_QLORA_MAX_GPUS = 1


def lean_qlora(w: Resolved, asked: Workload) -> Resolved | None:
    """The QLoRA workload as Unsloth's recipe runs it (checkpointing on, offloaded; bf16 embeddings; fused loss), for
    the smallest card that holds the work: only for QLoRA where the user named no framework and did not switch
    checkpointing off (a stated framework, or "no checkpointing", is the job's). None otherwise."""
    if w.task != "qlora" or asked.framework is not None or w.framework != "hf":
        return None
    if asked.gradient_checkpointing is False or asked.checkpointing in ("none", "selective"):
        return None
    return w.model_copy(update={"framework": LEAN_QLORA_FRAMEWORK, "gradient_checkpointing": True})
