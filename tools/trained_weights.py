"""Whether a fully trained model runs back on the user's own card ("訓完還能放回5090上跑嗎？", "can I serve it on my
4090 after the fine-tune?"): the trained weights' size against the card, and the 4-bit route when they do not fit."""

from __future__ import annotations

from tools.memory import weight_bytes
from tools.schema import GPUSpec, ModelArch, Msg

FULL_TRAINING = ("full_finetune", "pretrain")
# 4-bit formats a release ships in, kept for the trained copy; any other model is re-quantised to AWQ INT4
RELEASE_FOUR_BIT = ("mxfp4", "nf4", "awq", "gptq", "int4")


def trained_back_on_card(arch: ModelArch, task: str | None, gpu: GPUSpec | None) -> Msg | None:
    """Full training writes its weights in the training dtype, BF16: 2 bytes a parameter (a 4-bit release format is
    not kept: gpt-oss's MXFP4 is dequantised to BF16 to train, OpenAI's "Fine-tuning with gpt-oss and Hugging Face
    Transformers" cookbook), so the trained model is compared with the user's card's usable memory (catalog
    usable_bytes). When it does not fit, the 4-bit copy is said: the release's own 4-bit format (gpt-oss-20b MXFP4:
    tools.memory.weight_bytes, 13.7 GB) re-made after training (NVIDIA TensorRT Model Optimizer), else AWQ INT4
    (4 bits + group scales, Lin et al. 2024), with the room it leaves for the KV cache; quality re-checked after.
    None when the work trains no full model, no card is the user's, or the BF16 weights fit."""
    if task not in FULL_TRAINING or gpu is None or not gpu.usable_bytes:
        return None
    bf16, room = weight_bytes(arch, "bf16"), float(gpu.usable_bytes)
    if bf16 <= room:
        return None
    fmt = arch.native_precision if arch.native_precision in RELEASE_FOUR_BIT else "awq"
    four = weight_bytes(arch, fmt)
    return Msg(code="trained.back_on_card", args={
        "name": arch.name, "gpu": gpu.name, "bf16_gb": bf16 / 1e9, "room_gb": room / 1e9, "fmt": fmt.upper(),
        "four_gb": four / 1e9, "fits": four < room, "spare_gb": max(0.0, room - four) / 1e9})
